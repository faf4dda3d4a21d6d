"""Every kind of answer area keeps the one protocol: read, say, lock, keep, restore, clear."""

from __future__ import annotations

import pytest

from elevenkit.exercises import Level, PupilMessage, TaskSeries
from elevenkit.exercises.number_track import DIFFICULTIES as TRACK_DIFFICULTIES
from elevenkit.exercises.number_track import Pick, TrackTask, make_number_track_task
from elevenkit.widgets.common.answers import (
    MAX_BOX_CHARS,
    BoardAnswer,
    CardsAnswer,
    ChoicesAnswer,
    CircleAnswer,
    NumberBox,
    TypedAnswer,
)
from elevenkit.widgets.views.board import TrackBoard
from elevenkit.widgets.views.cards import CardRow
from elevenkit.widgets.views.number_circle import NumberCircle


def test_a_typed_answer_is_cut_short_kept_as_typed_and_enter_checks() -> None:
    entered: list[str] = []
    box = NumberBox()
    box.on_enter(lambda: entered.append(box.value))
    typed = TypedAnswer(box)
    box.value = "7" * 50
    assert typed.read() == "7" * MAX_BOX_CHARS and typed.kept() == typed.read()
    box._on_msg(box, {"event": "submit"}, [])
    box._on_msg(box, {"event": "something else"}, [])
    assert entered == ["7" * MAX_BOX_CHARS]
    typed.clear()
    typed.restore(["not", "text"])  # what a reload cannot use is left out
    assert typed.read() == ""
    typed.restore("12 ox heads and more")
    assert typed.read() == "12 ox heads "
    typed.lock(True)
    assert box.disabled


def test_cards_are_read_as_positions_said_as_cards_and_restored_only_where_free() -> None:
    row = CardRow(["2", "5", "9", "4"])
    cards = CardsAnswer(row)
    row.toggle(2)
    row.toggle(0)
    assert cards.read() == [0, 2] and cards.text(cards.read()) == "2, 9"
    assert CardsAnswer(row, " + ").text([0, 2]) == "2 + 9"
    row.disabled = [1]
    cards.clear()
    cards.restore([1, 3, 3, 17, "x"])  # a taken card, a card twice, off the row, not a place
    assert cards.read() == [3]
    cards.lock(True)
    assert not row.selectable and row.selected == []


def test_a_circle_reads_in_order_only_when_order_counts_and_restores_what_it_offers() -> None:
    circle = NumberCircle(piles=[94], hand=[3, 96, 8], pickable=[3, 96, 8])
    chosen = CircleAnswer(circle)
    circle.pick(96)
    circle.pick(3)
    assert chosen.read() == [3, 96] and chosen.kept() == [96, 3]
    chosen.ordered = True
    assert chosen.read() == [96, 3]
    chosen.clear()
    chosen.restore([8, 55, 8, True, 3])
    assert chosen.kept() == [8, 3]
    chosen.lock(True)
    assert circle.locked


def first_track_task(pick: Pick) -> TrackTask:
    """The first Number Track task of task set 1 (hard) answered by ``pick``."""
    series = TaskSeries(make_number_track_task, TRACK_DIFFICULTIES[Level.HARD], 1)
    return next(task for task in (series.task(n) for n in range(200)) if task.scene.pick is pick)


def test_the_board_asks_for_what_its_scene_needs_and_takes_clicks_until_locked() -> None:
    task = first_track_task(Pick.SPACES)
    board = BoardAnswer(TrackBoard())
    board.show_scene(task.scene)
    with pytest.raises(PupilMessage):
        board.read()
    space = task.scene.board.layout.parse_space(f"{task.scene.board.layout.colours[0]} 5")
    board.pick_space(space)
    assert board.read() == [str(space)] and "Your choice" in board.choice.value
    board.pick_space(space)  # clicked again: put back
    assert board.spaces == []
    board.lock(True)
    board.pick_space(space)
    assert board.spaces == []


def test_a_choice_is_the_button_pressed() -> None:
    said: list[int] = []
    choices = ChoicesAnswer(["true", "false"], said.append)
    with pytest.raises(PupilMessage):
        choices.read()
    choices.buttons[1].click()
    assert said == [1] and choices.read() == 1 and choices.text(1) == "false"
    choices.lock(True)
    assert all(button.disabled for button in choices.buttons)
