"""Lessons 8 and 9 (Start 11!): answered on the board. Lesson 8 completed by clicks on the board and
typed answers, with wrong answers, hints and a problem; lesson 9's tiles chosen in the holder; the
"board" answer kind of a lesson step."""

from __future__ import annotations

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises.attempts import attempt_log
from elevenkit.exercises.lessons import lesson, task
from elevenkit.exercises.lessons.solving import solving_answers
from elevenkit.exercises.lessons.track_problems import BondsProblem, MissingNumbersProblem
from elevenkit.exercises.number_track import CountTask, DistanceTask, NeighbourTask, Relation
from elevenkit.start11 import Space, Tile
from elevenkit.widgets.lesson import CheckedStepView, ExplainView, LessonBoard, LessonWidget


@pytest.fixture
def attempts():
    seen = []
    attempt_log.subscribe(seen.append)
    yield seen
    attempt_log.unsubscribe(seen.append)


def click(view: CheckedStepView, *names: str) -> None:
    """Click spaces ("red 14") or holder tiles ("tile 2") as the browser reports them."""
    for name in names:
        view.board.pick_value(name)


def check(view: CheckedStepView) -> str:
    view.check_button.click()
    return view.feedback.value


def type_and_check(view: CheckedStepView, text: str) -> str:
    view.box.value = text
    return check(view)


def test_a_board_step_needs_a_board_the_pupil_can_click():
    with pytest.raises(ElevenkitError, match="answered on the board"):
        task("T", "text", DistanceTask(15), answer="board")  # the board only shows: the answer is typed
    step = task("T", "text", NeighbourTask(Relation.ONE_MORE, 11), answer="board")
    assert step.picture is not None and step.answer == "board"


def test_the_lesson_board_takes_a_number_a_space_or_a_tile():
    board = LessonBoard(CountTask(3, row="red").scene)
    picked = []
    board.on_pick(picked.append)
    board.pick(14)
    board.pick("blue 9")
    assert picked == [Space("red", 14), Space("blue", 9)]
    problem = BondsProblem([Tile("red", 2), Tile("blue", 8), Tile("green", 5)])
    tiles = LessonBoard(problem.scene)
    tiles.pick(Tile("blue", 8))
    tiles.pick_value("tile 0")
    assert tiles.marked == [1, 0]
    tiles.pick(Tile("blue", 8))
    assert tiles.marked == [0]


def test_lesson_08_completed_by_clicks_on_the_board_and_typing(attempts):
    widget = LessonWidget(lesson("08"), seed=4)
    explain = widget.current
    assert isinstance(explain, ExplainView)
    (board,) = [child for child in explain.children if isinstance(child, LessonBoard)]
    assert board.highlight == ["yellow 10", "yellow 12"] and board.recent == ["yellow 11"]
    for _shown in explain.step.worked:
        explain.next_button.click()
    assert explain.finished
    widget.next_button.click()
    widget.next_button.click()

    view = widget.current  # Task 1: one more than 11, yellow
    assert isinstance(view.clickable, LessonBoard) and view.board.highlight == []  # no answer given away
    click(view, "yellow 11")
    assert view.box.value == "11"
    assert "the number you start from" in check(view) and not view.solved
    assert attempts[-1].category == "gave-the-same-number" and attempts[-1].counted
    view.hint_button.click()
    assert "orange ring" in view.hint_list.value
    click(view, "yellow 12")
    assert view.box.value == "12" and view.board.highlight == ["yellow 12"]
    assert "✔" in check(view) and view.solved
    assert attempts[-1].correct and attempts[-1].hints == 1 and attempts[-1].seed == 4

    widget.next_button.click()  # Task 2: one less than 11, typed
    assert "✔" in type_and_check(widget.current, "10")
    widget.next_button.click()  # Task 3: one more than 14
    view = widget.current
    click(view, "blue 13")
    assert "the other way" in check(view)
    assert attempts[-1].category == "went-the-wrong-way"
    click(view, "blue 15")
    assert "✔" in check(view)
    widget.next_button.click()  # Task 4: just before 9
    click(widget.current, "green 8")
    assert "✔" in check(widget.current)
    widget.next_button.click()  # Task 5: between 15 and 17
    assert "✔" in type_and_check(widget.current, "16")

    widget.next_button.click()  # Task 6: 3 steps on from 11, red
    view = widget.current
    click(view, "red 13")
    assert "Do not count 11" in check(view)
    assert attempts[-1].category == "counted-the-start"
    while not view.hint_button.disabled:
        view.hint_button.click()
    assert view.board.highlight == ["red 14"]  # the last hint lights the answer up
    click(view, "red 14")
    assert "✔" in check(view)

    widget.next_button.click()  # Task 7: 4 steps back
    assert "✔" in type_and_check(widget.current, "7")
    widget.next_button.click()  # Task 8: how far from 11 to 15? typed only
    view = widget.current
    assert view.clickable is None and view.board is not None
    click(view, "green 15")
    assert "Type your answer in the box" in view.feedback.value and view.box.value == ""
    assert "where you stop" in type_and_check(view, "15")
    assert "✔" in type_and_check(view, "4 steps")

    for wrong, right in ((0, 1), (0, 1), (0, 1)):  # Think 1-3
        widget.next_button.click()
        widget.current.choices[wrong].click()
        assert "✘" in widget.current.feedback.value
        widget.current.choices[right].click()
        assert widget.current.solved

    widget.next_button.click()  # the problem: blue 8 to 16, three missing
    view = widget.current
    assert "Click a space on the board first" in check(view)
    click(view, "blue 9")
    assert "already there" in check(view)
    click(view, "blue 10")
    assert "2 more to find" in check(view)
    assert view.spaces == [] and view.board.highlight == ["blue 10"]  # what is found is put in and lit
    assert view.board.board[Space("blue", 10)] is not None and view.board.board[Space("blue", 12)] is None
    assert "found that already" in type_and_check(view, "10")
    assert "1 more to find" in type_and_check(view, "12")
    view.box.value = ""
    click(view, "blue 15")
    assert "found them all" in check(view) and view.solved
    assert "Found so far" in view.found.value
    view.again_button.click()
    assert view.board.board[Space("blue", 10)] is None and view.board.highlight == [] and not view.solved
    for answer in solving_answers(view.task):
        for space in answer:
            view.clickable.pick(space)
        check(view)
    assert view.solved

    widget.next_button.click()
    assert "You solved 12 of 12 questions" in widget.summary.text.value
    assert {attempt.activity for attempt in attempts} == {"lesson-08"}


def test_lesson_09_tiles_are_chosen_in_the_holder(attempts):
    widget = LessonWidget(lesson("09"))
    widget.go(2)  # Task 1: red 10, red 14, blue 12, green 11 with red 11 and 12 on the board
    view = widget.current
    assert view.board.holder == ["red 10", "red 14", "blue 12", "green 11"]
    assert not any(child is view.box for child in view.children)  # tiles only: no typing box
    click(view, "red 15")
    assert "Click your tiles under the board" in view.feedback.value
    click(view, "tile 0", "tile 1")
    assert "red 10, red 14" in view.choice.value
    assert "red 14 does not fit yet" in check(view)
    assert attempts[-1].category == "no-neighbour-yet" and attempts[-1].answer == "red 10, red 14"
    click(view, "tile 1")
    assert "1 more to find" in check(view) and not view.solved  # a good start is not counted
    assert attempts[-1].counted is False
    click(view, "tile 3")
    assert "✔" in check(view) and view.solved

    widget.go(12)  # the problem: pairs that make 10
    view = widget.current
    assert "Click your tiles first" in check(view)
    click(view, "tile 3", "tile 2")
    assert "5 + 4 = 9, not 10" in check(view)
    assert view.board.marked == []  # the tiles go back after each check
    for first, second in ((0, 6), (1, 5), (2, 4)):
        click(view, f"tile {first}", f"tile {second}")
        check(view)
    assert view.solved and "found them all" in view.feedback.value
    view.again_button.click()
    assert not view.task.found and view.board.marked == [] and view.choice.value.endswith("—</span>")


def test_the_problems_read_typed_answers_too():
    missing = MissingNumbersProblem("red", 8, 12, (9, 10))
    assert missing.check("9 10").correct and missing.missing == 0
    bonds = BondsProblem([Tile("red", 2), Tile("blue", 8), Tile("green", 4), Tile("yellow", 6)])
    assert bonds.check("8 + 2 = 10").correct
    assert not bonds.check("4 + 6 = 11").correct
    assert "no 5 tile" in bonds.check("5 + 5").message
    assert "with +" in bonds.check("12 - 2").message
    assert bonds.check("10 = 4 + 6").done
