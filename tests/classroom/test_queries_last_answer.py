"""The teacher's class table: the "Last answer" time and the counts beside it come from the same
rows, so a cell never says "0 answers" next to a time, and a time is always that of an answer (or
a game) the table counts."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import ANSWER_SHOWN, GAME_LOST, GAME_WON, MOVED_ON, ROUND_WON, TASK_SOLVED

RIGHT, NOT_YET, WRONG = Outcome.RIGHT, Outcome.NOT_YET, Outcome.WRONG
START = 1_800_000_000.0  # a fixed clock: every record one minute after the one before


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    with ClassroomStore(database) as opened:
        opened.create_class("4B")  # the teacher's class
        yield opened


def save(store: ClassroomStore, nickname: str, records: list[tuple[str, int, Outcome, str]]) -> list[float]:
    """Save ``(activity, task number, outcome, category)`` records a minute apart; return their times."""
    code = store.claim("4B", nickname).pupil_code or ""
    times = []
    for minute, (activity, number, outcome, category) in enumerate(records):
        at = START + 60 * minute
        store.add_answer(
            "4B", nickname, code, AnswerRecord(activity, number, 7, "x", outcome, category=category, at=at)
        )
        times.append(at)
    return times


def test_a_not_yet_or_a_shown_answer_is_no_last_answer(store: ClassroomStore) -> None:
    times = save(
        store,
        "Mia",
        [
            ("capture", 0, WRONG, "adds instead of subtracts"),
            ("capture", 0, RIGHT, TASK_SOLVED),  # the last answer the table counts
            ("capture", 1, NOT_YET, ""),  # a good start: not an answer the table counts
            ("capture", 1, NOT_YET, ANSWER_SHOWN),
            ("clock", 0, NOT_YET, ""),
            ("clock", 1, NOT_YET, MOVED_ON),
        ],
    )
    table = queries.class_table(store, "4B")
    capture, clock = table.cell("Mia", "capture"), table.cell("Mia", "clock")
    assert capture is not None and clock is not None
    assert (capture.tried, capture.last_active) == (2, times[1])
    assert (clock.tried, clock.last_active) == (0, 0)  # "0 answers", and no time beside it
    assert table.last_active == {"Mia": times[1]}


def test_a_pupil_with_no_counted_answer_has_no_last_answer(store: ClassroomStore) -> None:
    save(store, "Ben", [("capture", 0, NOT_YET, ""), ("capture", 0, NOT_YET, ANSWER_SHOWN)])
    table = queries.class_table(store, "4B")
    cell = table.cell("Ben", "capture")
    assert cell is not None and cell.tried == 0 and cell.last_active == 0
    assert "Ben" not in table.last_active


def test_a_game_played_is_a_last_answer_and_a_round_alone_is_not(store: ClassroomStore) -> None:
    times = save(store, "Zoe", [("play-11-nimmt", 0, RIGHT, GAME_WON), ("play-11-nimmt", 1, RIGHT, ROUND_WON)])
    cell = queries.class_table(store, "4B").cell("Zoe", "play-11-nimmt")
    assert cell is not None and (cell.games, cell.last_active) == (1, times[0])


@pytest.mark.parametrize("seed", range(20))
def test_counts_and_times_agree_for_any_history(store: ClassroomStore, seed: int) -> None:
    kinds = [
        (RIGHT, ""),
        (RIGHT, TASK_SOLVED),
        (WRONG, "adds instead of subtracts"),
        (NOT_YET, ""),
        (NOT_YET, ANSWER_SHOWN),
        (NOT_YET, MOVED_ON),
    ]
    rng = random.Random(seed)
    for nickname in ("Ava", "Leo"):
        records = [("capture", rng.randrange(3), *rng.choice(kinds)) for _ in range(rng.randrange(1, 8))]
        records += [("play-one-eleven", n, RIGHT, rng.choice((GAME_WON, GAME_LOST))) for n in range(rng.randrange(2))]
        save(store, nickname, records)
    table = queries.class_table(store, "4B")
    for (nickname, activity), cell in table.cells.items():
        counted = cell.tried + cell.games
        assert (counted > 0) == (cell.last_active > 0), (nickname, activity, cell)
        history = [a for a in queries.history(store, "4B", nickname) if a.activity == activity]
        assert cell.last_active in {0, *(a.at for a in history if a.outcome is not NOT_YET)}, cell
    for nickname, last in table.last_active.items():
        assert last == max(cell.last_active for (name, _), cell in table.cells.items() if name == nickname)
