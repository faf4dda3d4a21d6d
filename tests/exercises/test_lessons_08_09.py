"""Lessons 8 and 9 (Start 11!): the "board" answer kind of a lesson step, the board that takes a
pupil's clicks, and the problems on the board. (Lessons 8 and 9 completed through the widget by
clicks and typing: tests/widgets/test_lesson_widget.py.)"""

from __future__ import annotations

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises.lessons import task
from elevenkit.exercises.lessons.track_problems import BondsProblem, MissingNumbersProblem
from elevenkit.exercises.number_track import CountTask, DistanceTask, NeighbourTask, Relation
from elevenkit.start11 import Space, Tile
from elevenkit.widgets.lesson import LessonBoard


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


def test_the_problems_read_typed_answers_too():
    missing = MissingNumbersProblem("red", 8, 12, (9, 10))
    assert missing.check("9 10").correct and missing.missing == 0
    bonds = BondsProblem([Tile("red", 2), Tile("blue", 8), Tile("green", 4), Tile("yellow", 6)])
    assert bonds.check("8 + 2 = 10").correct
    assert not bonds.check("4 + 6 = 11").correct
    assert "no 5 tile" in bonds.check("5 + 5").message
    assert "with +" in bonds.check("12 - 2").message
    assert bonds.check("10 = 4 + 6").done
