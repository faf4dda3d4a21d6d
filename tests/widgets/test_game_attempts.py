"""The game tables record every finished game (and each round of an 11 nimmt! match) for the
teacher, through the one recording hook, into a real classroom database; the teacher's table
counts them as games, not as tasks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.model import Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.core import Result, registered_games
from elevenkit.exercises.attempts import GAME_CATEGORY_PREFIX, GAME_FINISHED, GAME_LOST, GAME_WON, ROUND_LOST, ROUND_WON
from elevenkit.exercises.sessions.table import FinishedPart, TableSettings
from elevenkit.widgets.classroom import JoinPanel
from elevenkit.widgets.tables import GameTable, NimmtTable, OneElevenTable, Start11Table
from tests.helpers.classroom_db import teachers_classes


def play_to_the_end(table: GameTable, seed: int) -> None:
    """The pupil plays random legal moves through the table (the computers answer at once) to the end."""
    rng = random.Random(seed)
    for _step in range(5000):
        if table.game.is_over:
            return
        if isinstance(table, NimmtTable) and table.between_rounds:
            table.next_button.click()  # the pupil has read the round's end
            continue
        assert table.is_pupils_turn
        assert table.play(rng.choice(table.game.legal_moves()))
    raise AssertionError("the game did not end")


# a whole Start 11! game through the widget takes a few seconds: make test plays it, make check the other two
@pytest.mark.parametrize("kind", [pytest.param(Start11Table, marks=pytest.mark.slow), OneElevenTable, NimmtTable])
def test_a_finished_game_is_one_game_attempt_in_the_database(tmp_path: Path, kind: type[GameTable]) -> None:
    db = teachers_classes(tmp_path / "classroom.sqlite3", "4B")
    panel = JoinPanel("4B", kind.ACTIVITY, path=db)
    panel.nickname.value = "Mia"
    assert panel.join()
    table = kind.from_params({"players": "2", "level": "easy", "seed": "7", "class": "4B"}, pause=0)
    assert table.settings_button.layout.display == "none"  # a pupil in a class plays the teacher's game
    play_to_the_end(table, 7)
    table._draw()  # drawn again (a resize, a toggle): nothing is recorded twice
    panel.leave()
    with ClassroomStore(db) as store:
        answers = queries.history(store, "4B", "Mia")
        games = [a for a in answers if a.category in (GAME_WON, GAME_LOST, GAME_FINISHED)]
        assert len(games) == 1
        game = games[0]
        result = table.game.result()
        won = 0 in result.winners
        assert game.activity == kind.ACTIVITY and game.task_id == "game-7" and game.seed == 7
        assert game.outcome is (Outcome.RIGHT if won else Outcome.WRONG)
        assert game.answer.startswith("won " if won else "lost " if result.winners else "draw ")
        assert "–".join(map(str, result.points)) in game.answer
        titles = {entry.game_type: entry.title for entry in registered_games().values()}
        assert (game.question, game.level) == (f"Game of {titles[type(table.game)]}, 2 players", "easy")
        rounds = [a for a in answers if a not in games]
        if kind is NimmtTable:  # one record per round of the match, then the match
            assert [a.task_id for a in rounds] == [f"game-7:round-{n}" for n in range(1, len(rounds) + 1)]
            assert len(rounds) == len(table.game.round_points) >= 1
            assert all(a.category in (ROUND_WON, ROUND_LOST) for a in rounds) and answers[-1] == game
        else:
            assert rounds == []
        cell = queries.class_table(store, "4B").cell("Mia", kind.ACTIVITY)
        assert cell is not None and (cell.games, cell.games_won) == (1, int(won))
        assert (cell.done, cell.right, cell.tried) == (0, 0, 0)  # a game is not a task right or wrong
        assert queries.task_stats(store, "4B") == []  # nor a bar in the per-task statistics


@pytest.mark.parametrize("kind", [pytest.param(Start11Table, marks=pytest.mark.slow), OneElevenTable])
def test_a_new_game_is_recorded_again_under_its_own_number(kind: type[GameTable]) -> None:
    """New game (the button every table shares) records the next game under the next number."""
    from elevenkit.exercises.attempts import attempt_log

    seen = []
    attempt_log.subscribe(seen.append)
    try:
        table = kind(TableSettings(players=2, level="easy", seed=3), pause=0)
        play_to_the_end(table, 3)
        table.again_button.click()  # New game: the next game number
        play_to_the_end(table, 4)
    finally:
        attempt_log.unsubscribe(seen.append)
    assert [a.task_id for a in seen] == ["game-3", "game-4"]
    assert all(a.category.startswith(GAME_CATEGORY_PREFIX) and a.counted and a.hints == 0 for a in seen)


@pytest.mark.parametrize(
    ("result", "round_number", "category", "summary"),
    [
        (Result((52, 40), (0,), True, False), 0, GAME_WON, "won 52–40 points"),
        (Result((12, 30, 25), (1,), True, True), 0, GAME_LOST, "lost 12–30–25 minus points"),
        (Result((5, 5), (), True, True), 0, GAME_FINISHED, "draw 5–5 minus points"),
        (Result((3, 3), (0, 1), True, True), 2, ROUND_WON, "round 2: won 3–3 minus points"),
        (Result((9, 3), (1,), True, True), 1, ROUND_LOST, "round 1: lost 9–3 minus points"),
    ],
)
def test_a_game_result_in_short_for_the_teacher(result: Result, round_number: int, category: str, summary: str) -> None:
    part = FinishedPart(result, round_number)
    assert (part.category, part.summary()) == (category, summary)
