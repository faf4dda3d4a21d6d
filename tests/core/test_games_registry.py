"""One test for every registered game: random play to the end, clones, JSON, same seed, invariants.

OpenSpiel's habit: whatever a game is, the shared protocol must hold for it. Each game's own
rules are tested in its own files; this file checks what all of them promise:

- a random game ends within a step limit, its result names winners once it is over;
- a clone and a JSON copy taken in the middle continue exactly like the original;
- the same seed gives the same game, move for move;
- the game's invariant hook finds nothing wrong after every move, and the points add up;
- every move's notation reads back (``Move.parse(str(move)) == move``);
- each seat's view has the shared fields with the right values.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from elevenkit.core import Game, GameEntry, GameView, InvalidMoveError, RandomBot, Result, registered_games

GAMES = registered_games()
MAX_MOVES = 20_000
SEEDS = range(12)


def test_the_three_games_are_registered() -> None:
    titles = {entry.title for entry in GAMES.values()}
    assert {"one-eleven", "11 nimmt!", "Start 11!"} <= titles


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    """Every registered game × player count (the least, the most) × each listed setting."""
    found = []
    for name, entry in GAMES.items():
        for players in sorted({entry.min_players, entry.max_players}):
            for settings in entry.settings:
                found.append((name, players, settings))
    return found


def case_id(case: tuple[str, int, dict[str, Any]]) -> str:
    name, players, settings = case
    return "-".join([name, f"{players}p", *(f"{key}={value}" for key, value in settings.items())])


CASES = cases()
CASE_IDS = [case_id(case) for case in CASES]


def play_randomly(game: Game[Any], seed: int) -> list[str]:
    """Play ``game`` to the end with the core RandomBot; returns the moves' notation."""
    bot = RandomBot(seed)
    played: list[str] = []
    while not game.is_over:
        assert len(played) < MAX_MOVES, f"{game.name} did not end within {MAX_MOVES} moves"
        move = bot.choose_move(game)
        text = str(move)
        assert game.move_type.parse(text) == move, f"{text!r} does not read back"
        game.apply(move)
        played.append(text)
        problems = game.invariant_problems()
        assert not problems, f"after {text!r}: {problems}"
    return played


def check_view(game: Game[Any]) -> None:
    for seat in range(game.players):
        view = game.view(seat)
        assert isinstance(view, GameView)
        assert (view.seat, view.players, view.current_player, view.is_over) == (
            seat,
            game.players,
            game.current_player,
            game.is_over,
        )


@pytest.mark.parametrize(("name", "players", "settings"), CASES, ids=CASE_IDS)
def test_random_games_end_and_keep_their_invariants(name: str, players: int, settings: dict[str, Any]) -> None:
    entry: GameEntry = GAMES[name]
    for seed in SEEDS:
        game = entry.new_game(players, seed=seed, **settings)
        check_view(game)
        played = play_randomly(game, seed)
        assert played, "a game needs at least one move"
        check_view(game)
        result = game.result()
        assert isinstance(result, Result)
        assert result.is_final and len(result.points) == players
        assert game.legal_moves() == []
        best = min(result.points) if result.lower_is_better else max(result.points)
        assert all(result.points[seat] == best for seat in result.winners)


@pytest.mark.parametrize(("name", "players", "settings"), CASES, ids=CASE_IDS)
def test_clone_json_and_same_seed_continue_identically(name: str, players: int, settings: dict[str, Any]) -> None:
    entry = GAMES[name]
    for seed in SEEDS[:4]:
        game = entry.new_game(players, seed=seed, **settings)
        rng = random.Random(seed)
        for _ in range(rng.randrange(40)):
            if game.is_over:
                break
            game.apply(game.random_move(rng))
        copy, saved = game.clone(), game.to_json()
        restored = entry.game_type.from_json(saved)
        assert restored.to_json() == saved
        original_moves = play_randomly(game, seed + 1000)
        assert play_randomly(copy, seed + 1000) == original_moves
        assert play_randomly(restored, seed + 1000) == original_moves
        assert copy.result() == restored.result() == game.result()
        again = entry.new_game(players, seed=seed, **settings)
        other = entry.new_game(players, seed=seed, **settings)
        assert again.to_json() == other.to_json()
        assert play_randomly(again, 7) == play_randomly(other, 7)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_checked_move_after_the_end_is_refused(name: str) -> None:
    entry = GAMES[name]
    game = entry.new_game(entry.min_players, seed=3, **entry.settings[0])
    play_randomly(game, 3)
    saved = game.to_json()
    with pytest.raises(InvalidMoveError):
        game.play("not a move at all")
    assert game.to_json() == saved
