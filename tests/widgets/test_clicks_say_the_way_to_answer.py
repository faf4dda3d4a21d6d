"""A click a lesson step or a trainer cannot use says the one way the task takes answers, and
following what it says is never refused (issue 22, item 5: no loop between what the page says and
what it accepts). Every lesson step with a picture is clicked all over; the Wraparound Clock's tasks
are dealt over many seeds at every level; a solved step says it is done instead of asking for a
click it refuses."""

from __future__ import annotations

import re

import pytest

from elevenkit.exercises import Level, TaskSeries
from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.wraparound import DIFFICULTIES, make_wraparound_task
from elevenkit.widgets.common import MARKS
from elevenkit.widgets.lesson import CheckedStepView, LessonWidget
from elevenkit.widgets.lesson.pictures import BoardPicture, CardsPicture, CirclePicture
from elevenkit.widgets.views.cards import CardRow
from elevenkit.widgets.views.number_circle import NumberCircle
from tests.helpers.thoroughness import thinned

DONE = "This step is done. Press Next, or Try again to do it once more."
PICTURED = [
    (lesson_id, index)
    for lesson_id in ("01", "02", "03", "04", "05", "06", "07", "08", "09")
    for index, step in enumerate(lesson(lesson_id).steps)
    if step.checked and step.picture is not None
]


def step_view(lesson_id: str, index: int) -> CheckedStepView:
    view = LessonWidget(lesson(lesson_id)).view(index)
    assert isinstance(view, CheckedStepView)
    return view


def said(view: CheckedStepView) -> str:
    """The words of the step's feedback, without its mark ("ℹ")."""
    words = re.sub(r"<[^>]+>", "", view.feedback.value).strip()
    return next((words[len(mark) :].strip() for mark in MARKS.values() if mark and words.startswith(mark)), words)


def refused_clicks(view: CheckedStepView) -> list[str]:
    """Click everything on the step's picture that is not a choice; what each click said."""
    picture, messages = view.picture, []
    if isinstance(picture, CardsPicture):
        for row in (child for child in picture.widgets if isinstance(child, CardRow)):
            for place in range(len(row.cards)):
                if row.selectable and place not in row.disabled:
                    continue
                view.feedback.clear()
                row.pick_value(str(place))
                messages.append(said(view))
    elif isinstance(picture, CirclePicture):
        circle = picture.circle
        for number in range(1, 101):
            if number in circle.pickable and not circle.locked:
                continue
            view.feedback.clear()
            circle.pick_value(str(number))
            messages.append(said(view))
    return [message for message in messages if message]


@pytest.mark.parametrize(("lesson_id", "index"), PICTURED, ids=lambda value: str(value))
def test_a_refused_click_on_a_lesson_picture_names_the_way_the_step_is_answered(lesson_id, index):
    view = step_view(lesson_id, index)
    typed = view.step.answer == "type"
    for message in refused_clicks(view):
        if typed:
            assert "box" in message and not re.search(r"\b(click|choose)\b", message, re.I), message
        else:
            assert not re.search(r"\b(type|box)\b", message, re.I), message
            pressed = re.search(r"press (.*)\.$", message)
            if pressed and isinstance(view.picture, CirclePicture):  # every number it names can be chosen
                named = {int(n) for n in re.findall(r"\d+", pressed.group(1))}
                assert named <= set(view.picture.circle.pickable), (message, view.picture.circle.pickable)


def test_the_cards_of_a_typed_step_say_they_are_only_to_look_at():
    view = step_view("01", 4)  # Task: "Your card is 10. Write an equation …", the cards only shown
    assert view.step.answer == "type" and isinstance(view.picture, CardsPicture)
    messages = refused_clicks(view)
    assert messages and all(
        message == "These cards are only to look at. Type your answer in the box, then press Check."
        for message in messages
    )


@pytest.mark.parametrize(("lesson_id", "index"), PICTURED, ids=lambda value: str(value))
def test_a_click_on_a_solved_step_says_it_is_done(lesson_id, index):
    view = step_view(lesson_id, index)
    view.solved_before()
    picture = view.picture
    if isinstance(picture, BoardPicture):
        view.feedback.clear()
        picture.board.pick(picture.board.board.layout.parse_space(f"{picture.board.row} 11"))
        assert said(view) == DONE
        return
    messages = refused_clicks(view)
    if isinstance(picture, CirclePicture) and not picture.circle.interactive:
        return  # a picture only: it takes no click at all
    assert messages and set(messages) == {DONE}, messages


TRAINER_TASKS = [
    task
    for level in Level
    for seed in thinned(range(12), least=3)  # every seed in make test, three in make check
    for task in (TaskSeries(make_wraparound_task, DIFFICULTIES[level], seed).task(number) for number in range(10))
]


@pytest.mark.parametrize("task", TRAINER_TASKS, ids=lambda task: task.prompt[:48])
def test_a_wraparound_task_says_one_way_to_answer_and_takes_it(task):
    """An empty Check and a refused click say the same way; every number a refusal tells the pupil
    to press is one the circle lets them choose."""
    circle = NumberCircle.for_scene(task.scene, zoom=True, explore=False)
    typed = task.scene.answer == "number"
    nudge = task.check("" if typed else []).message
    for number in [None, *range(1, 101)]:
        if number in circle.pickable:
            continue
        refusal = task.refusal(number)
        if typed:
            assert "box" in refusal and re.search(r"\b(type|write)\b", nudge, re.I), (refusal, nudge)
        else:
            assert not re.search(r"\b(type|write|box)\b", nudge + " " + refusal, re.I), (refusal, nudge)
            pressed = re.search(r"press (.*)\.$", refusal)
            assert pressed, refusal
            named = {int(n) for n in re.findall(r"\d+", pressed.group(1))}
            assert named and named <= set(circle.pickable), (refusal, circle.pickable)
