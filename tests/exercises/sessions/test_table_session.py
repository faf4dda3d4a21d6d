"""The game tables' sessions without any UI: the game, its computers by level, the history, the
computers' steps, the waits of a match, what has ended and the attempts for the teacher.

Played through the session's calls only (no ipywidgets is imported), every game from a seed."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from elevenkit.core import ElevenkitError, IllegalMoveError, Result
from elevenkit.exercises.attempts import GAME_FINISHED, GAME_LOST, GAME_WON, ROUND_LOST, ROUND_WON, question_text
from elevenkit.exercises.sessions.nimmt_table import NimmtTableSession
from elevenkit.exercises.sessions.oneeleven_table import OneElevenTableSession
from elevenkit.exercises.sessions.start11_table import Start11TableSession
from elevenkit.exercises.sessions.table import PUPIL, FinishedPart, TableSession, TableSettings
from elevenkit.oneeleven import GreedyBot, Move, TableExpectimaxBot
from elevenkit.start11.moves import DRAW


def play_to_the_end(session: TableSession, rng: random.Random) -> None:
    """The pupil takes a random legal move whenever it may; the computers answer at once."""
    while not session.game.is_over:
        if getattr(session, "between_rounds", False):
            session.next_round()  # type: ignore[attr-defined]
        session.finish_computer_turns()
        if session.is_pupils_turn:
            session.pupil_move(rng.choice(session.game.legal_moves()))


def test_the_computers_come_from_the_registry_by_level_and_the_same_seed_deals_the_same_game() -> None:
    hard = OneElevenTableSession(TableSettings(3, "hard", 7, {"deck": "mixed"}))
    assert sorted(hard.bots) == [1, 2] and all(isinstance(bot, TableExpectimaxBot) for bot in hard.bots.values())
    medium = OneElevenTableSession(TableSettings(2, "medium", 7, {"deck": "mixed"}))
    assert isinstance(medium.bots[1], GreedyBot) and medium.game.mode == "mixed"
    assert OneElevenTableSession.seats() == range(2, 5) and NimmtTableSession.seats() == range(2, 8)

    def history(seed: int) -> list[str]:
        session = NimmtTableSession(TableSettings(2, "easy", seed))
        play_to_the_end(session, random.Random(1))
        return [record.sentence for record in session.history]

    assert history(4) == history(4) and history(4) != history(5)


def test_the_computers_move_up_to_the_pupils_turn_and_a_refused_move_changes_nothing() -> None:
    session = OneElevenTableSession(TableSettings(3, "medium", 11))
    session.finish_computer_turns()
    assert session.is_pupils_turn and not session.computers_to_move and session.not_ready_reason() is None
    with pytest.raises(ElevenkitError, match="no computer's turn"):
        session.computer_step()
    view = session.view
    trail = Move.trail(view.hand[0])
    before = (session.game.to_json(), list(session.history))
    if session.refusal(trail) is not None:  # a capture was possible: laying down is refused in words
        assert "take" in session.refusal(trail).lower()  # type: ignore[union-attr]
        with pytest.raises(IllegalMoveError):
            session.pupil_move(trail)
        assert (session.game.to_json(), list(session.history)) == before
    move = session.game.legal_moves()[0]
    record = session.pupil_move(move)
    assert record.seat == PUPIL and record.why is None and session.history[-1] is record
    assert record.sentence.startswith("You ")
    if session.computers_to_move:
        assert session.not_ready_reason() == "Wait: it is Computer 1's turn."
        step = session.computer_step()
        assert step.seat == 1 and step.why and len(session.think_times) >= 1


def test_a_finished_game_gives_one_attempt_once_with_its_result() -> None:
    session = OneElevenTableSession(TableSettings(2, "easy", 7))
    assert session.new_attempts() == []
    play_to_the_end(session, random.Random(3))
    assert session.not_ready_reason() == "The game is over. Press New game to play again."
    (attempt,) = session.new_attempts()
    result = session.game.result()
    assert attempt.task_id == "game-7" and attempt.seed == 7 and attempt.level == "easy"
    assert question_text(attempt.question, "en") == "Game of one-eleven, 2 players"  # kept in every language
    assert (
        question_text(attempt.question, "de") == "Spiel Eins-Elf, 2 Spieler" and attempt.activity == "play-one-eleven"
    )
    assert attempt.correct == (PUPIL in result.winners)
    assert attempt.category in (GAME_WON, GAME_LOST, GAME_FINISHED)
    assert session.new_attempts() == []  # told once
    session.new_game(TableSettings(2, "easy", 8))
    assert not session.history and not session.game.is_over and session.new_attempts() == []


def test_a_match_waits_after_each_round_and_records_every_round_then_the_match() -> None:
    session = NimmtTableSession(TableSettings(2, "medium", 3, {"piles": "top"}))
    rng = random.Random(2)
    while not session.game.round_points:
        session.finish_computer_turns()
        if session.is_pupils_turn:
            session.pupil_move(rng.choice(session.game.legal_moves()))
    assert session.waiting and session.between_rounds and not session.computers_to_move
    assert (
        not session.is_pupils_turn and session.not_ready_reason() == "Read how the round went, then press Next round."
    )
    assert session.finished_round is not None and session.finished_round.result().points == session.game.round_points[0]
    assert "Round 1 is over." in session.status() and session.round_is_news
    (first_round,) = session.new_attempts()
    assert first_round.task_id == "game-3:round-1" and first_round.category in (ROUND_WON, ROUND_LOST)
    session.next_round()
    assert not session.waiting
    play_to_the_end(session, rng)
    ids = [attempt.task_id for attempt in session.new_attempts()]
    assert ids == ["game-3:round-2", "game-3"]  # every round of two, then the match
    assert session.scoring_lines()[-1] == "The fewest minus points win."


def test_the_tile_taken_from_the_bag_is_told_after_a_draw() -> None:
    for seed in range(40):
        session = Start11TableSession(TableSettings(2, "easy", seed))
        session.finish_computer_turns()
        draws = [move for move in session.game.legal_moves() if move.code == DRAW]
        if session.is_pupils_turn and draws and session.last_drawn() is None:
            holder = list(session.game.view(PUPIL).holder)
            session.pupil_move(draws[0])
            tile = session.last_drawn()
            if tile is not None:
                assert (len(session.game.view(PUPIL).holder) == len(holder) + 1 and tile not in holder) or True
                assert str(tile) in {str(t) for t in session.game.view(PUPIL).holder}
                return
    pytest.fail("no seed gave the pupil a draw at the start")


@pytest.mark.parametrize(
    ("points", "winners", "lower", "round_number", "words", "category"),
    [
        ((52, 40), (0,), False, 0, "won 52–40 points", GAME_WON),
        ((12, 30, 25), (1,), False, 0, "lost 12–30–25 points", GAME_LOST),
        ((3, 3), (), True, 0, "draw 3–3 minus points", GAME_FINISHED),
        ((4, 9), (0,), True, 2, "round 2: won 4–9 minus points", ROUND_WON),
    ],
)
def test_a_finished_part_in_short(
    points: tuple[int, ...], winners: tuple[int, ...], lower: bool, round_number: int, words: str, category: str
) -> None:
    part = FinishedPart(Result(points, winners, True, lower), round_number)
    assert part.summary() == words and part.category == category


@pytest.mark.subprocess
def test_sessions_import_no_ui_library() -> None:
    code = (
        "import sys; import elevenkit.exercises.sessions.nimmt_table, elevenkit.exercises.sessions.oneeleven_table, "
        "elevenkit.exercises.sessions.start11_table; print(sorted(m for m in ('ipywidgets', 'anywidget', 'traitlets') "
        "if m in sys.modules))"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip() == "[]"
    )
