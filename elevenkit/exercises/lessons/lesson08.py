"""Lesson 8 · The number track 1–20 (Start 11!; age 5–7, with a grown-up reading along).

Neighbours, one more and one less, counting on and back from 11, answered on the board.
"""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, true_or_false, which_is_bigger
from elevenkit.exercises.lessons.steps import Lesson, Step, explain, how_it_works_on_the_board, problem, reasoning, task
from elevenkit.exercises.lessons.track_problems import MissingNumbersProblem
from elevenkit.exercises.number_track import (
    Category,
    CountTask,
    DistanceTask,
    NeighbourTask,
    Relation,
    TrackScene,
    TrackTask,
)
from elevenkit.exercises.number_track.positions import board_of, run
from elevenkit.i18n import _
from elevenkit.start11 import Space


def _track(row: str, numbers: tuple[int, ...], lit: tuple[int, ...]) -> TrackScene:
    """A teaching picture: tiles on ``numbers`` of ``row``, the 11 ringed, the spaces ``lit`` lit up."""
    return TrackScene(
        board_of(run(row, numbers)), focus=(Space(row, 11),), reveal=tuple(Space(row, number) for number in lit)
    )


def _on_board(title: str, text: str, checked: TrackTask) -> Step:
    """A task answered by clicking the number's space on the board (or typing the number)."""
    return task(title, text, checked, answer="board", box=_("Number"))


def build() -> Lesson:
    """The lesson's steps: two worked examples, guided and fluency tasks, reasoning, a problem."""
    return Lesson(
        "08",
        _(catalogue.lesson("08").title),
        _("In **Start 11!** every row of the board is a number track from 1 to 20. Every row starts at 11."),
        how_it_works_on_the_board(),
        _("5-7 (with a grown-up)"),
        (
            _("I can find a number on the track from 1 to 20."),
            _("I can say one more and one less."),
            _("I can count on and back from 11."),
        ),
        (
            explain(
                _("The number track"),
                _(
                    "The board has four rows. Each row is a number track from 1 to 20.\n\n"
                    "Small numbers are on the left. Big numbers are on the right."
                ),
                _track("yellow", (11,), (10, 12)),
                (
                    _("Find 11 in the yellow row. It has an orange ring."),
                    _("Look one space to the right. It is 12."),
                    _("12 is one more than 11."),
                    _("Look one space to the left. It is 10."),
                    _("10 is one less than 11."),
                    _("10 and 12 are next to 11. They are its neighbours."),
                ),
            ),
            explain(
                _("Counting on and back"),
                _(
                    "Every row starts at 11. We count from 11.\n\n"
                    "Put your finger on 11. Do not count 11. Each jump is one step."
                ),
                _track("yellow", (11,), (12, 13, 14)),
                (
                    _("Start at 11. Count 3 steps on."),
                    _("Jump to 12. Say 1."),
                    _("Jump to 13. Say 2."),
                    _("Jump to 14. Say 3."),
                    _("You land on 14. 3 steps on from 11 is 14."),
                    _("Back is the other way. 3 steps back from 11 is 8."),
                ),
            ),
            _on_board(
                _("Task 1 · One more"),
                _("One more is one step to the right."),
                NeighbourTask(Relation.ONE_MORE, 16, "yellow"),
            ),
            _on_board(
                _("Task 2 · One less"),
                _("One less is one step to the left."),
                NeighbourTask(Relation.ONE_LESS, 11, "red"),
            ),
            _on_board(_("Task 3 · One more"), _("Find 14 first."), NeighbourTask(Relation.ONE_MORE, 14, "blue")),
            _on_board(
                _("Task 4 · Just before"),
                _("Just before means one step to the left."),
                NeighbourTask(Relation.BEFORE, 9, "green"),
            ),
            _on_board(
                _("Task 5 · In the middle"),
                _("There is a gap between two tiles."),
                NeighbourTask(Relation.BETWEEN, 16, "yellow"),
            ),
            _on_board(
                _("Task 6 · Count on"), _("Do not count 11. Count the jumps."), CountTask(5, back=False, row="red")
            ),
            _on_board(_("Task 7 · Count back"), _("Back means to the left."), CountTask(4, back=True, row="blue")),
            task(
                _("Task 8 · How far?"),
                _("Count the jumps from 11."),
                DistanceTask(15, "green"),
                box=_("Steps"),
            ),
            reasoning(
                _("Think 1 · True or false?"),
                _("Sam counts 3 steps on from 11. He says: 11, 12, 13."),
                true_or_false(
                    _("Sam lands on 13."),
                    False,
                    _("Do not say 11. Say 12, 13, 14. Sam lands on 14."),
                    category=Category.COUNTED_THE_START.value,
                    hints=(_("Put your finger on 11. Jump 3 times."),),
                ),
            ),
            reasoning(
                _("Think 2 · Which is bigger?"),
                _("Think of the number track: small numbers on the left, big numbers on the right."),
                which_is_bigger(
                    _("Which is bigger?"),
                    _("One more than 9"),
                    _("One less than 12"),
                    "right",
                    _("One more than 9 is 10. One less than 12 is 11. 11 is bigger."),
                    category=Category.WRONG_WAY.value,
                    hints=(_("Find 9. Jump one step right. Find 12. Jump one step left."),),
                ),
            ),
            reasoning(
                _("Think 3 · Spot the mistake"),
                _("Mia says: one less than 11 is 12."),
                ChoiceTask(
                    _("Is Mia right?"),
                    (
                        Choice(
                            _("Yes, Mia is right."),
                            False,
                            _("12 is one more than 11. One less is one step to the left."),
                            Category.WRONG_WAY.value,
                        ),
                        Choice(_("No. One less than 11 is 10."), True, _("10 is one step to the left of 11.")),
                        Choice(
                            _("No. One less than 11 is 9."),
                            False,
                            _("9 is two steps from 11. One less is just one step."),
                            Category.OFF_BY_ONE.value,
                        ),
                    ),
                    (_("Put your finger on 11. Which way is less?"),),
                ),
            ),
            problem(
                _("Problem · The missing tiles"),
                _("Click a missing number. Press Check. Then find the next one."),
                MissingNumbersProblem("blue", 8, 16, (10, 12, 15)),
                answer="board",
                box=_("Number"),
            ),
        ),
    )
