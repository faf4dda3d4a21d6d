"""Start 11! with a time limit (``?minutes=10``, issue 22 item 13): the session's clock ends the game
after the turn in which the time is up, scored by the tiles left (docs/rules.md §3)."""

from __future__ import annotations

import asyncio
import random

import pytest

from elevenkit.exercises.sessions.start11_table import Start11TableSession
from elevenkit.exercises.sessions.table import PUPIL
from elevenkit.widgets.tables import Start11Table


class FakeClock:
    """A clock the test moves on by hand, in seconds."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(Start11TableSession, "clock", staticmethod(fake))
    return fake


def table_for(query: dict[str, str]) -> Start11Table:
    return Start11Table(Start11Table.settings_from_params({"players": "3", "seed": "5", **query}), pause=0)


def play_one_step(table: Start11Table, rng: random.Random) -> None:
    """The pupil takes a legal step (a placement when there is one, so turns go on), then the computers."""
    moves = table.game.legal_moves()
    placing = [move for move in moves if move.space is not None]
    table.play(rng.choice(placing or moves))


@pytest.mark.parametrize("value", ["", "7", "abc", "-10", "10.5", "none", "999"])
def test_a_missing_or_unknown_time_limit_plays_without_one(value: str, clock: FakeClock) -> None:
    table = table_for({"minutes": value})
    assert table.session.time_limit is None and table.session.seconds_left() is None
    clock.now += 10**6
    assert not table.session.time_up and "minute" not in table.seats.value
    assert not any("minute" in line for line in table.opening)


def test_the_pupil_is_told_the_time_at_the_start_and_the_minutes_left_as_they_pass(clock: FakeClock) -> None:
    table = table_for({"minutes": "10"})
    session = table.session
    assert session.time_limit == 10 and "minutes=10" in table.link_query()
    assert table.opening[-1] == (
        "You have 10 minutes to play. When the time is up, the game ends after that turn, "
        "and the fewest minus points win."
    )
    assert "10 minutes left to play" in table.seats.value
    clock.now += 8 * 60 + 30
    assert session.clock_words() == "2 minutes left to play"
    clock.now += 60
    assert session.clock_words() == "Less than a minute left to play"
    clock.now += 60
    assert session.time_up and session.clock_words() == "Time is up: the game ends after this turn."
    if session.is_pupils_turn:
        assert session.turn_prompt().startswith("Time is up: the game ends after this turn. ")


def test_when_the_time_is_up_the_turn_being_played_ends_and_then_the_game(clock: FakeClock) -> None:
    table = table_for({"minutes": "5"})
    rng = random.Random(2)
    for _step in range(4):  # a few steps within the time: the game goes on
        play_one_step(table, rng)
    assert not table.game.is_over
    clock.now += 5 * 60
    assert table.is_pupils_turn and not table.game.is_over  # the pupil's turn is not cut off
    seat_moves = len(table.history)
    while not table.game.is_over:
        play_one_step(table, rng)
    pupil_after_time = [record for record in table.history[seat_moves:] if record.seat == PUPIL]
    assert pupil_after_time and table.history[-1].seat == PUPIL  # nobody moved after the pupil's turn
    assert table.game.stopped and table.session.clock_words() == ""
    result = table.game.result()
    assert result.winners == tuple(seat for seat, p in enumerate(result.points) if p == min(result.points))
    lines = table.session.scoring_lines()
    assert lines[-1] == "The time was up, so the game ended: the fewest minus points win."
    assert "The time was up" in table.end_panel.value and table.again_button.layout.display != "none"
    attempt = table.session.finished_parts()[0]
    assert attempt.result == result and attempt.round == 0


def test_a_new_game_starts_the_clock_again(clock: FakeClock) -> None:
    table = table_for({"minutes": "5"})
    clock.now += 6 * 60
    assert table.session.time_up
    table.new_game(table.settings_on_page())
    assert not table.session.time_up and table.session.seconds_left() == 5 * 60


def test_the_page_is_drawn_again_when_the_minutes_left_change(clock: FakeClock) -> None:
    """On the kernel's loop the table sets a redraw for the next change of the minutes left."""

    async def build() -> tuple[Start11Table, float]:
        table = table_for({"minutes": "10"})
        assert table._clock is not None
        delay = table._clock.when() - asyncio.get_running_loop().time()
        clock.now += 60.5
        table._on_clock()
        return table, delay

    table, delay = asyncio.run(build())
    assert 59 < delay < 61 and "9 minutes left to play" in table.seats.value
    table._clock.cancel()  # type: ignore[union-attr]
