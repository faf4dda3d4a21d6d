"""The lesson frame: a lesson shown one step at a time, answered by clicking and typing, never by code.

``LessonWidget(lesson)`` (or ``lesson_widget("01")`` in a notebook cell) shows "Step 3 of 10"
with Back and Next; every step keeps what the pupil did while the notebook is open. The four kinds
of step (see :mod:`elevenkit.exercises.lessons.steps`):

- explain: text, a picture, and "Show me the next step" playing out the worked example;
- task and problem: a typing box, clickable cards (:class:`~elevenkit.widgets.cards.CardRow`),
  the number circle (:class:`~elevenkit.widgets.number_circle.NumberCircle`) or the Start 11! board
  (:class:`LessonBoard`: spaces or the pupil's tiles, as the task's scene says), then Check; Hint
  gives one more hint per press (never unasked); "Show the answer" opens only after a counted try
  (or at once in teacher mode); "Try again" starts the step afresh. A problem lists what was found
  and says how many are missing;
- reasoning: one button per choice; a click checks it.

Nothing locks: Next always works, a wrong answer never blocks another. After the last step comes
the "lesson complete" summary. Every check goes to :data:`~elevenkit.exercises.attempts.attempt_log`
as an :class:`~elevenkit.exercises.attempts.Attempt` (activity ``"lesson-01"`` …, task number = the
step). When the pupil joins a class, :meth:`LessonWidget.resume` marks the steps the classroom
database knows as solved and goes on at the step where the pupil was (on any device). Every rule
and every answer comes from the step's task; this module only shows and asks.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.classroom.model import Progress
from elevenkit.exercises.attempts import Attempt, LessonStep, ProgressSource, attempt_log, category_of
from elevenkit.exercises.base import Feedback, HintLadder, Task
from elevenkit.exercises.captures.parts import TaskPicture
from elevenkit.exercises.lessons import Lesson, Step, lesson
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.lessons.reasoning import ChoiceTask
from elevenkit.exercises.number_track import Pick, TrackScene, TrackTask
from elevenkit.exercises.number_track.base import after_click, choice_text
from elevenkit.exercises.wraparound.base import Scene
from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.serving.params import MAX_SEED, SEED, class_code, int_param, query_params
from elevenkit.start11 import Space, Tile
from elevenkit.widgets.cards import CardRow
from elevenkit.widgets.number_circle import NumberCircle
from elevenkit.widgets.number_track_trainer import TrackBoard
from elevenkit.widgets.trainer import friendly_errors

__all__ = [
    "CheckedStepView",
    "ExplainView",
    "LessonBoard",
    "LessonPage",
    "LessonWidget",
    "SummaryView",
    "lesson_widget",
]

#: how the feedback marks its tone (the sign repeats what the colour says)
MARKS = {"right": "✔", "wrong": "✘", "hint": "★", "info": "ℹ"}

#: the lesson's style sheet and its page helper (scrolls to a new step, links back to the lessons)
STATIC = Path(__file__).parent / "static"


class LessonPage(anywidget.AnyWidget):
    """Ships the lesson's style sheet; brings a new step into view (``scroll`` counts the moves), and
    with ``home_text`` shows the link back to the list of lessons (keeping ``?seed=`` and ``?class=``)."""

    _esm = STATIC / "lesson.js"
    _css = STATIC / "lesson.css"
    scroll = traitlets.Int(0, help="one more on each move to another step").tag(sync=True)
    home_text = traitlets.Unicode("", help="the words of the link back to the lessons (empty: no link)").tag(sync=True)


def _paragraphs(text: str) -> str:
    """Teaching text as HTML paragraphs (escaped: a lesson's text is never markup)."""
    return "".join(f"<p>{html.escape(part.strip())}</p>" for part in text.split("\n\n") if part.strip())


def _message(text: str, tone: str) -> str:
    return (
        f"<div role='status' aria-live='polite' class='ek-msg ek-{tone}'>"
        f"<span aria-hidden='true'>{MARKS.get(tone, '')}</span> {html.escape(text)}</div>"
    )


def _emphasised(text: str) -> Markup:
    """``text`` with its ``**…**`` parts in bold (a lesson's intro marks its game words so)."""
    return fragment(element("b", part) if number % 2 else part for number, part in enumerate(text.split("**")))


def lesson_heading(lesson: Lesson) -> Markup:
    """The top of a lesson: its title, its intro, "How it works" and the goals, both folded."""
    return fragment(
        element("h1", {"class": "ek-lesson-title"}, lesson.title),
        element("p", {"class": "ek-lesson-intro"}, _emphasised(lesson.intro)),
        element(
            "details",
            {"class": "ek-how-it-works"},
            element("summary", _emphasised(_("**How it works** (click to open)"))),
            element("p", _emphasised(lesson.how_it_works)),
        ),
        element(
            "details",
            element("summary", _("What I will learn")),
            element("ul", (element("li", goal) for goal in lesson.goals)),
        ),
    )


def _button(label: str, handler: Callable[[], None], style: str = "") -> widgets.Button:
    button = widgets.Button(description=label, tooltip=label, button_style=style, layout=widgets.Layout(width="auto"))
    button.on_click(lambda _button: handler())
    return button


class LessonBoard(TrackBoard):
    """The Start 11! board of a lesson step, showing a task's scene (with ``teaching``, the spaces
    it lights up too). :meth:`pick` takes what a pupil clicks: a space, one of the pupil's tiles
    (chosen or put back when tiles are the answer), or a number for its space on the question's row.
    """

    def __init__(self, scene: TrackScene, teaching: bool = False) -> None:
        super().__init__()
        self.scene = scene
        self.add_class("ek-number-track")  # the trainer's board style: tiles stand out from empty spaces
        with self.hold_sync():
            self.choose_many = scene.pick is Pick.TILES
            self.show(scene.board, recent=list(scene.focus))
            self.holder = [str(tile) for tile in scene.holder]
            self.highlight = [str(space) for space in scene.reveal] if teaching else []

    @property
    def row(self) -> str:
        """The row the question is about: of the spaces the scene rings or lights up."""
        spaces = (*self.scene.focus, *self.scene.reveal)
        return spaces[0].row if spaces else self.board.layout.colours[0]

    def pick(self, space: Space | Tile | str | int) -> None:
        """A click on a space (a :class:`Space` or its name, or a number on :attr:`row`) or on a tile."""
        if isinstance(space, Tile):
            self.choose(self.holder.index(str(space)))
            return
        if isinstance(space, int):  # True is no number: it names no space
            space = self.board.layout.parse_space(f"{self.row} {space}")
        super().pick(space)


def _picture_views(
    picture: TaskPicture | Scene | TrackScene | None, clickable: bool, teaching: bool = False
) -> tuple[list[widgets.Widget], Any]:
    """The views of a step's picture, and the one the pupil clicks (the last card row, the circle, the board).

    Only a ``teaching`` picture (an explain step) shows the windows of ten and counts the steps
    of a path: in a task they would give the answer away.
    """
    if isinstance(picture, TaskPicture):
        views: list[widgets.Widget] = []
        row_view = None
        for index, row in enumerate(picture.rows):
            last = index == len(picture.rows) - 1
            row_view = CardRow(row.cards, deck=picture.deck, label=row.caption, selectable=clickable and last)
            views += [widgets.HTML(f"<b>{html.escape(row.caption)}</b>"), row_view]
        return views, row_view if clickable else None
    if isinstance(picture, Scene):
        circle = NumberCircle.for_scene(picture, show_windows=teaching, show_fit=False, show_steps=teaching)
        return [circle], circle if clickable else None
    if isinstance(picture, TrackScene):
        board = LessonBoard(picture, teaching)
        return [board], board if clickable else None
    return [], None


class ProblemHints(HintLadder):
    """A problem's hints, read afresh at every press: an answer found in the meantime is never given,
    so each hint after the first points at one that is still missing."""

    def __init__(self, task: FindAllTask) -> None:
        super().__init__([])
        self.task = task
        self.given: list[str] = []

    def _left(self) -> list[str]:
        return [hint for hint in self.task.hints() if hint not in self.given]

    def next_hint(self) -> str | None:
        """The first hint not given yet about what is still missing, or None."""
        left = self._left()
        if not left:
            return None
        self.given.append(left[0])
        self.shown += 1
        return left[0]

    @property
    def remaining(self) -> int:
        """How many hints about what is still missing are not given yet."""
        return len(self._left())


def _ladder(task: Task) -> HintLadder:
    """The hints of ``task`` one press at a time (a problem's follow what is still missing)."""
    return ProblemHints(task) if isinstance(task, FindAllTask) else HintLadder(task.hints())


class ExplainView(widgets.VBox):
    """An explain step: text, picture, and the worked example one step per press."""

    def __init__(self, step: Step) -> None:
        self.step = step
        self.shown = 0
        self.worked = widgets.HTML()
        self.next_button = _button(_("Show me the next step"), self.show_next, "info")
        parts: list[widgets.Widget] = [
            widgets.HTML(f"<h3>{html.escape(step.title)}</h3><div class='ek-step-text'>{_paragraphs(step.text)}</div>")
        ]
        parts += _picture_views(step.picture, clickable=False, teaching=True)[0]
        if step.worked:
            parts += [widgets.HTML(f"<b>{html.escape(_('Worked example'))}</b>"), self.worked, self.next_button]
        super().__init__(parts)

    def show_next(self) -> None:
        """Show one more step of the worked example."""
        self.shown = min(self.shown + 1, len(self.step.worked))
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.step.worked[: self.shown])
        self.worked.value = f"<ol>{items}</ol>"
        self.next_button.disabled = self.shown == len(self.step.worked)

    @property
    def finished(self) -> bool:
        """True once the whole worked example was shown (or there is none)."""
        return self.shown == len(self.step.worked)


class CheckedStepView(widgets.VBox):
    """A task, reasoning or problem step: the answer area, Check, Hint, Show the answer, Try again."""

    def __init__(self, frame: LessonWidget, number: int, step: Step) -> None:
        self.frame = frame
        self.number = number
        self.step = step
        self.task: Task = step.fresh_task()
        self.hints = _ladder(self.task)
        self.shown_hints: list[str] = []
        #: True once a counted answer was checked: the answer may be shown from then on
        self.tried = False
        #: True once the step is solved completely
        self.solved = False
        #: True once "Show the answer" showed it before the step was solved (the summary says so)
        self.answer_shown = False
        self.heading = widgets.HTML(
            f"<h3>{html.escape(step.title)}</h3><div class='ek-step-text'>{_paragraphs(step.text)}</div>"
        )
        # the question stands right above the answer, below the picture
        self.question = widgets.HTML(f"<p class='ek-question'><b>{html.escape(self.task.prompt)}</b></p>")
        self.feedback = widgets.HTML()
        self.hint_list = widgets.HTML()
        self.found = widgets.HTML()
        self.solution = widgets.HTML()
        self.box = widgets.Text(
            placeholder=_("Type your answer here"),
            description=step.box or _("Your answer"),
            style={"description_width": "initial"},
            continuous_update=True,
        )
        self.box.on_msg(self._on_box_msg)  # Enter in the box presses Check
        self.box.observe(self._on_answer_changed, names="value")
        self.choices: list[widgets.Button] = []
        picture, self.clickable = _picture_views(step.picture, clickable=step.answer != "type")
        #: the Start 11! board of the step (None without), the spaces chosen on it, the choice in words
        self.board = next((view for view in picture if isinstance(view, LessonBoard)), None)
        self.spaces: list[Space] = []
        self.choice = widgets.HTML()
        if self.board is not None:
            self.board.on_pick(self._on_space)
            self.board.observe(self._show_choice, "marked")
        if self.clickable is not None:
            self.clickable.observe(self._on_answer_changed, names="selected")
        self.check_button = _button(_("Check"), self._on_check, "success")
        self.hint_button = _button(_("Hint"), self._on_hint, "info")
        self.solution_button = _button(_("Show the answer"), self._on_solution)
        self.again_button = _button(_("Try again"), self._on_again)
        if isinstance(self.task, ChoiceTask):
            self.choices = [
                _button(choice.text, functools.partial(self._on_choice, index))
                for index, choice in enumerate(self.task.choices)
            ]
            for button in self.choices:
                button.add_class("ek-choice")
            answer_area: list[widgets.Widget] = [widgets.VBox(self.choices)]
            buttons = [self.hint_button, self.solution_button, self.again_button]
        else:
            typed = step.answer == "type" or (self.board is not None and self.board.scene.typed)
            answer_area = [self.box] if typed else []
            if self.pick in (Pick.SPACE, Pick.SPACES, Pick.TILES):
                answer_area.append(self.choice)
                self._show_choice()
            buttons = [self.check_button, self.hint_button, self.solution_button, self.again_button]
        super().__init__(
            [
                self.heading,
                *picture,
                self.question,
                *answer_area,
                widgets.HBox(buttons),
                self.feedback,
                self.found,
                self.hint_list,
                self.solution,
            ]
        )
        self._refresh()

    # ---- what the frame's decorator needs ----------------------------------------------------------
    def say(self, message: str, tone: str) -> None:
        """Show ``message`` as feedback; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``."""
        self.feedback.value = _message(message, tone)

    # ---- the pupil's answer --------------------------------------------------------------------------
    @property
    def pick(self) -> Pick:
        """What a click on the board means (:data:`Pick.NONE` when the step is not answered on the board)."""
        return self.board.scene.pick if self.board is not None and self.step.answer == "board" else Pick.NONE

    def answer(self) -> Any:
        """The answer as the task's check takes it: typed text, clicked positions, numbers, spaces or tiles."""
        if isinstance(self.clickable, CardRow):
            return list(self.clickable.selected)
        if isinstance(self.clickable, NumberCircle):
            return list(self.clickable.selected)
        if self.board is not None and self.pick is Pick.TILES:
            return [self.board.holder[index] for index in self.board.marked]
        if self.spaces and self.pick in (Pick.SPACE, Pick.SPACES):
            return [str(space) for space in self.spaces]
        return self.box.value

    def answer_text(self, answer: Any) -> str:
        """The answer as the teacher reads it: typed text, the clicked cards, the choice."""
        if isinstance(self.clickable, CardRow) and isinstance(answer, list):
            return " + ".join(self.clickable.cards[index] for index in answer)
        if isinstance(self.task, ChoiceTask) and isinstance(answer, int):
            return self.task.choices[answer].text
        if isinstance(answer, list):
            return ", ".join(str(item) for item in answer)
        return str(answer)

    def check(self, answer: Any) -> Feedback:
        """Check ``answer``, show the feedback, record the attempt; a solved step stays solved."""
        result = self.task.check(answer)
        if result.counted:
            self.tried = True
        tone = "right" if result.correct else "wrong" if result.counted else "info"
        self.say(result.message, tone)
        if result.done:
            self.solved = True
        if result.correct and isinstance(self.clickable, CardRow):
            self._took_cards()
        if self.board is not None:
            self._after_board_check(result)
        attempt_log.notify(
            Attempt(
                activity=self.frame.lesson.activity,
                task_id=str(LessonStep(self.number + 1)),
                answer=self.answer_text(answer)[:200],
                correct=result.correct,
                counted=result.counted,
                category=category_of(result),
                hints=self.hints.shown,
                seed=self.frame.seed,
                task_number=self.number,
                question=self.task.prompt,
            )
        )
        self._refresh()
        self.frame.show_progress()
        return result

    def solved_before(self) -> None:
        """The classroom database says the pupil solved this step (on another device): it is solved here too."""
        if self.solved:
            return
        self.solved = self.tried = True
        self.say(_("You solved this step before. Press Try again to do it once more."), "right")
        self._refresh()

    def _took_cards(self) -> None:
        """Cards a capture task took stay on the table crossed out; a problem's cards go back."""
        assert isinstance(self.clickable, CardRow)
        taken = getattr(self.task, "taken", None)
        if isinstance(taken, set):
            self.clickable.disabled = sorted(taken)
        self.clickable.clear()

    def _after_board_check(self, result: Feedback) -> None:
        """A problem's choice goes back after each check and its board shows what was found so far;
        a right answer lights up its spaces."""
        assert self.board is not None
        if isinstance(self.task, FindAllTask):
            self._clear_board()
            self._show_scene()
        if result.correct:
            self._reveal()

    def _show_scene(self) -> None:
        """The board as the task's scene shows it now (a problem puts in what was found)."""
        if self.board is not None and isinstance(self.task, TrackTask):
            scene = self.task.scene
            self.board.show(scene.board, recent=list(scene.focus))

    def _reveal(self) -> None:
        """Light up the spaces the task reveals (its answer), as the last hint and a right answer do."""
        if self.board is not None and isinstance(self.task, TrackTask):
            self.board.highlight = [str(space) for space in self.task.scene.reveal]

    def _clear_board(self) -> None:
        """Nothing chosen on the board, nothing lit up."""
        assert self.board is not None
        self.spaces = []
        self.board.marked = []
        self.board.highlight = []
        self._show_choice()

    @friendly_errors
    def _on_space(self, space: Space) -> None:
        """A space clicked: its number goes into the box, or it is chosen (clicked again: put back)."""
        assert self.board is not None
        if self.solved:
            return
        self.spaces = after_click(self.pick, self.spaces, space)
        if self.pick is Pick.NUMBER:
            self.box.value = str(space.number)
        self.board.highlight = [str(chosen) for chosen in self.spaces]
        self._show_choice()

    def _show_choice(self, _change: dict[str, Any] | None = None) -> None:
        """The spaces or tiles chosen so far, in words."""
        if self.board is None:
            return
        tiles = [self.board.board.layout.parse_tile(self.board.holder[i]) for i in self.board.marked]
        text = choice_text(self.spaces, tiles)
        self.choice.value = f"<span class='ek-choice-text'>{html.escape(text)}</span>"

    def show_hint(self) -> str | None:
        """Show one more hint (all hints so far stay listed); None when every hint is shown."""
        hint = self.hints.next_hint()
        if hint is None:
            self.say(_("No more hints: you have seen them all."), "info")
            return None
        self.shown_hints.append(hint)
        if self.hints.remaining == 0:
            self._reveal()
        items = "".join(f"<li>{html.escape(text)}</li>" for text in self.shown_hints)
        self.hint_list.value = f"<div class='ek-msg ek-hint'><b>★ {html.escape(_('Hints'))}</b><ol>{items}</ol></div>"
        self._refresh()
        return hint

    def _on_answer_changed(self, change: Mapping[str, Any]) -> None:
        """A changed answer clears the feedback on the old one (emptying the choice after a check keeps it)."""
        if change["new"]:
            self.feedback.value = ""

    def _on_box_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "submit" and not self.check_button.disabled:
            self._on_check()

    def show_solution(self) -> bool:
        """Show the whole answer, only after a counted try or in teacher mode; False when not yet."""
        if not (self.tried or self.frame.teacher):
            self.say(_("Have a go first: check an answer, then you can see the answer."), "info")
            return False
        self.solution.value = (
            f"<div class='ek-msg ek-info'><b>{html.escape(_('The answer'))}</b><br>"
            + html.escape(self.task.solution()).replace("\n", "<br>")
            + "</div>"
        )
        self.answer_shown = self.answer_shown or not self.solved
        return True

    def try_again(self) -> None:
        """Start the step afresh: a new copy of the task, no hints, no feedback, nothing chosen."""
        self.task = self.step.fresh_task()
        self.hints = _ladder(self.task)
        self.shown_hints = []
        self.tried = self.solved = False
        self.box.value = ""
        self.feedback.value = self.solution.value = self.hint_list.value = ""
        if isinstance(self.clickable, CardRow):
            self.clickable.disabled = []
            self.clickable.clear()
        elif isinstance(self.clickable, NumberCircle):
            self.clickable.clear()
        if self.board is not None:
            self._clear_board()
            self._show_scene()
        self._refresh()
        self.frame.show_progress()

    def _refresh(self) -> None:
        """Hints shown so far, what a problem has found, which buttons can be used now."""
        self.solution_button.disabled = not (self.tried or self.frame.teacher)
        self.hint_button.disabled = self.hints.remaining == 0
        self.check_button.disabled = self.solved
        if isinstance(self.task, FindAllTask):
            found = self.task.found_texts()
            items = "".join(f"<li>{html.escape(text)}</li>" for text in found)
            self.found.value = (
                f"<div class='ek-found'><b>{html.escape(_('Found so far:'))}</b> "
                f"<ul>{items}</ul>{html.escape(self.task.missing_text())}</div>"
                if found
                else ""
            )

    # ---- buttons: no error ever reaches the pupil ----------------------------------------------------
    @friendly_errors
    def _on_check(self) -> None:
        self.check(self.answer())

    @friendly_errors
    def _on_choice(self, index: int) -> None:
        self.check(index)

    @friendly_errors
    def _on_hint(self) -> None:
        self.show_hint()

    @friendly_errors
    def _on_solution(self) -> None:
        self.show_solution()

    @friendly_errors
    def _on_again(self) -> None:
        self.try_again()


class SummaryView(widgets.VBox):
    """The end: "Lesson complete!", what was solved (a step whose answer was shown first does not
    count), that Back leads to any step again, and the link back to the list of lessons."""

    def __init__(self) -> None:
        self.text = widgets.HTML()
        self.home = LessonPage(home_text=_("Back to the list of lessons"))
        super().__init__([self.text, self.home])

    def show(self, lesson: Lesson, views: Mapping[int, widgets.Widget]) -> None:
        """Fill in the summary from the step views the pupil has seen."""
        checked = lesson.checked_steps()
        seen = {index: view for index, view in views.items() if isinstance(view, CheckedStepView)}
        shown = [index for index in checked if index in seen and seen[index].answer_shown]
        solved = [index for index in checked if index in seen and seen[index].solved and index not in shown]
        hints = sum(view.hints.shown for view in seen.values())
        marks = dict.fromkeys(solved, "✔") | dict.fromkeys(shown, "👁 " + _("answer shown:"))
        lines = "".join(
            f"<li>{html.escape(marks.get(index, '○'))} {html.escape(lesson.steps[index].title)}</li>"
            for index in checked
        )
        goals = "".join(f"<li>{html.escape(goal)}</li>" for goal in lesson.goals)
        self.text.value = (
            f"<h2 class='ek-complete'>{html.escape(_('Lesson complete!'))}</h2>"
            f"<p>{html.escape(_('You solved {solved} of {count} questions. Hints used: {hints}.').format(solved=len(solved), count=len(checked), hints=hints))}</p>"
            f"<ul class='ek-summary'>{lines}</ul>"
            f"<p>{html.escape(_('Now you can say:'))}</p><ul>{goals}</ul>"
            f"<p>{html.escape(_('Press Back to go to any step again.'))}</p>"
        )


class LessonWidget(widgets.VBox):
    """A whole lesson, one step at a time, with Back/Next and a final summary.

    ``teacher`` opens every "Show the answer" at once (for a teacher's page; never from a URL).
    ``seed`` is the class code of the link that opened the lesson, recorded with every attempt.
    """

    def __init__(self, lesson: Lesson, teacher: bool = False, seed: int | None = None) -> None:
        self.lesson = lesson
        self.teacher = teacher
        self.seed = seed
        #: the step shown (0-based); ``len(lesson.steps)`` is the summary
        self.position = 0
        #: every step seen so far, with what the pupil did in it
        self.views: dict[int, widgets.Widget] = {}
        self.summary = SummaryView()
        self.title = widgets.HTML(lesson_heading(lesson))
        self.page = LessonPage(layout=widgets.Layout(display="none"))
        self.counter = widgets.HTML()
        self.counter.add_class("ek-counter")
        self.back_button = _button(_("Back"), self.back)
        self.next_button = _button(_("Next"), self.next, "primary")
        self.body = widgets.Box(layout=widgets.Layout(display="block"))
        super().__init__(
            [self.page, self.title, self.counter, self.body, widgets.HBox([self.back_button, self.next_button])]
        )
        self.add_class("ek-lesson")
        self.go(0)
        attempt_log.on_join(self._on_joined)

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def view(self, index: int) -> widgets.Widget:
        """The view of step ``index``, built the first time it is shown and kept from then on."""
        if index not in self.views:
            step = self.lesson.steps[index]
            self.views[index] = ExplainView(step) if step.task is None else CheckedStepView(self, index, step)
        return self.views[index]

    def go(self, position: int) -> None:
        """Show step ``position`` (0-based), or the summary after the last step."""
        self.position = max(0, min(position, self.step_count))
        if self.position == self.step_count:
            self.summary.show(self.lesson, self.views)
            self.body.children = [self.summary]
        else:
            self.body.children = [self.view(self.position)]
        self.show_progress()
        self.page.scroll += 1  # the browser brings the new step's heading into view

    def show_progress(self) -> None:
        """ "Step 3 of 10", and which of Back and Next can be pressed."""
        if self.position == self.step_count:
            self.counter.value = html.escape(_("The end"))
        else:
            self.counter.value = html.escape(
                _("Step {number} of {count}").format(number=self.position + 1, count=self.step_count)
            )
        self.back_button.disabled = self.position == 0
        self.next_button.disabled = self.position == self.step_count
        last = self.position == self.step_count - 1
        self.next_button.description = self.next_button.tooltip = _("Finish") if last else _("Next")

    def resume(self, progress: Progress) -> bool:
        """Go on from what the classroom database knows of this lesson (opened with the same seed):
        the steps solved there are solved here, and the lesson moves on to the step of the last
        answer (the one after it, if that was solved), never back. True if anything changed."""
        if progress.seed != (self.seed or 0):
            return False
        before = self.position
        checked = set(self.lesson.checked_steps())
        solved = sorted(checked & progress.solved)
        for index in solved:
            view = self.view(index)
            assert isinstance(view, CheckedStepView)
            view.solved_before()
        last = progress.task_number + (1 if progress.task_solved else 0)
        if self.position < last <= self.step_count:
            self.go(last)
        elif solved:
            self.show_progress()
        return bool(solved) or self.position != before

    def _on_joined(self, progress: ProgressSource) -> None:
        """A pupil joined a class: go on from what the classroom keeps for this lesson."""
        stored = progress(self.lesson.activity)
        if isinstance(stored, Progress):
            self.resume(stored)

    def next(self) -> None:
        """The next step (or the summary); never locked."""
        self.go(self.position + 1)

    def back(self) -> None:
        """The step before."""
        self.go(self.position - 1)

    @property
    def current(self) -> widgets.Widget:
        """The view shown now (the summary at the end)."""
        return self.body.children[0]


def lesson_widget(lesson_id: str, params: Mapping[str, str] | None = None) -> LessonWidget:
    """The lesson a notebook cell asks for (``lesson_widget("01")``); ``?seed=`` comes from the page's address."""
    params = query_params() if params is None else params
    seed = int_param(params, SEED, 0, 0, MAX_SEED) if SEED in params else None
    widget = LessonWidget(lesson(lesson_id), seed=seed)
    if class_code(params):  # ?class=4B: join the class; every check is saved for the teacher
        from elevenkit.widgets.classroom import classroom_panel

        widget.children = (widget.page, classroom_panel(widget.lesson.activity, params), *widget.children[1:])
    return widget
