"""Start 11!: many seeded random games for every player count, with and without the variant.

After every step all 80 (88) tiles are accounted for (a count every step, the exact tiles at the
end and at every step of the first games); every game ends; a clone and a JSON copy taken in the
middle continue identically; the same seed gives the same game. Uses the unchecked ``apply``.
"""

from __future__ import annotations

import json
import random

import pytest

from elevenkit.start11 import Move, Start11Game

GAMES = 1000
FULL_CHECK_GAMES = 50  # games whose exact tiles are checked after every step
SAME_SEED_GAMES = 50
MAX_STEPS = 5000


def random_game(seed: int, players: int, variant: bool, full_check: bool) -> tuple[Start11Game, list[Move], str, Start11Game]:
    """Play a random game; returns it, its moves, and a JSON copy and a clone from the middle."""
    game = Start11Game(players, seed=seed, variant=variant)
    total = 88 if variant else 80
    rng = random.Random(seed)
    snapshot_at = rng.randrange(60)
    saved, copy = game.to_json(), game.clone()
    played: list[Move] = []
    while not game.is_over:
        assert len(played) < MAX_STEPS, f"seed {seed}: the game does not end"
        if len(played) == snapshot_at:
            saved, copy = game.to_json(), game.clone()
        moves = game.legal_moves()
        move = moves[rng.randrange(len(moves))]
        game.apply(move)
        played.append(move)
        assert game.tile_count() == total, f"seed {seed}: tiles lost after {move}"
        if full_check:
            game._check_tiles()
    game._check_tiles()
    return game, played[min(snapshot_at, len(played)) :], saved, copy


@pytest.mark.slow
@pytest.mark.parametrize("variant", [False, True], ids=["basic", "variant"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players: int, variant: bool) -> None:
    for seed in range(GAMES):
        game, rest, saved, copy = random_game(seed, players, variant, seed < FULL_CHECK_GAMES)
        final = game.to_dict()
        assert game.winner is not None and game.scores()[game.winner] == 0
        assert copy.to_dict() == json.loads(saved)["state"]  # the clone did not move with the game
        restored = Start11Game.from_json(saved)
        for other in (copy, restored):
            for move in rest:
                other.apply(move)
            assert other.to_dict() == final, f"seed {seed}: a copy went another way"
        if seed < SAME_SEED_GAMES:
            again = random_game(seed, players, variant, False)[0]
            assert again.to_dict() == final


def test_different_seeds_give_different_games() -> None:
    deals = {Start11Game(2, seed=seed).to_json() for seed in range(20)}
    assert len(deals) == 20
