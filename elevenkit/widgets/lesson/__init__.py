"""The lesson frame: a lesson shown one step at a time, answered by clicking and typing, never by code.

``LessonWidget(lesson)`` (or ``lesson_widget("01")`` in a notebook cell) shows "Step 3 of 10"
with Back and Next; every step keeps what the pupil did while the notebook is open. The four kinds
of step (see :mod:`elevenkit.exercises.lessons.steps`):

- explain: text, a picture, and "Show me the next step" playing out the worked example;
- task and problem: a typing box, clickable cards, the number circle or the Start 11! board (as
  the step's picture and answer kind say: :mod:`~elevenkit.widgets.lesson.pictures`), then Check;
  Hint gives one more hint per press (never unasked); "Show the answer" opens only after a counted
  try (or at once in teacher mode); "Try again" starts the step afresh. A problem lists what was
  found and says how many are missing;
- reasoning: one button per choice; a click checks it.

Every checked step runs through the one check flow the trainers use
(:class:`~elevenkit.exercises.sessions.CheckFlow`) and reads its answer through an
:class:`~elevenkit.widgets.common.answers.AnswerArea`; a new kind of answer is a new class, never a
new branch here. Nothing locks: a wrong answer never blocks another, and Next always goes on (on a
step not answered yet its first press says so and turns into Skip, the second goes on). After the
last step comes the "lesson complete" summary. Every check goes to
:data:`~elevenkit.exercises.attempts.attempt_log` as an
:class:`~elevenkit.exercises.attempts.Attempt` (activity ``"lesson-01"`` …, task number = the
step). When the pupil joins a class, :meth:`LessonWidget.resume` marks the steps the classroom
database knows as solved and goes on at the step where the pupil was (on any device). Every rule
and every answer comes from the step's task; this package only shows and asks.

- :mod:`~elevenkit.widgets.lesson.frame`: :class:`LessonWidget`, :func:`lesson_widget`;
- :mod:`~elevenkit.widgets.lesson.steps`: :class:`ExplainView`, :class:`CheckedStepView`;
- :mod:`~elevenkit.widgets.lesson.pictures`: one class per kind of picture, :class:`LessonBoard`;
- :mod:`~elevenkit.widgets.lesson.summary`: :class:`SummaryView`;
- :mod:`~elevenkit.widgets.lesson.page`: :class:`LessonPage` (style sheet, scrolling, the way
  back to the lessons) and the headings.
"""

from elevenkit.widgets.lesson.frame import LessonWidget, lesson_widget
from elevenkit.widgets.lesson.page import STATIC, LessonPage, lesson_heading
from elevenkit.widgets.lesson.pictures import LessonBoard
from elevenkit.widgets.lesson.steps import CheckedStepView, ExplainView
from elevenkit.widgets.lesson.summary import SummaryView

__all__ = [
    "STATIC",
    "CheckedStepView",
    "ExplainView",
    "LessonBoard",
    "LessonPage",
    "LessonWidget",
    "SummaryView",
    "lesson_heading",
    "lesson_widget",
]
