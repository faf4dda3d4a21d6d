"""Seeded random 11 nimmt! matches: the checks only this game needs.

The registry test plays every game for termination, clone, JSON, replay and its invariant hook;
here the test counts for itself (not with the engine's own checker): after every move all 100
cards and all 10 bull cards are somewhere, card by card, and every hand holds cards while a round
is on. At every new round: the finished round scored the ox heads left in each hand, the new one
is dealt afresh (ten cards each, one pile, the bull cards back in the supply) and its starting
player follows the rules. :meth:`NimmtGame.random_move` does not come from the move list, so in
one match in five every random move goes through the checked ``play``; and in a small position it
is shown to reach every legal move.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from elevenkit.nimmt import NimmtGame, NimmtMatch, ox_heads

MATCHES = 100
MOVE_LIMIT = 5000


def check_accounting(game: NimmtGame) -> None:
    """Every card 1-100 exactly once in a hand, a pile or the draw pile; 10 bull cards in all."""
    data = game.to_dict()
    cards = (
        [card for hand in data["hands"] for card in hand] + [c for pile in data["piles"] for c in pile] + data["draw"]
    )
    assert sorted(cards) == list(range(1, 101))
    assert sum(game.bulls) + game.bull_supply == 10 and min(game.bulls) >= 0
    if not game.is_over:
        assert min(game.hand_sizes) > 0 and game.piles and 0 <= game.current_player < game.players


def next_starter(totals: tuple[int, ...], last_starter: int) -> int:
    """The most minus points; on a tie the first such seat clockwise after ``last_starter``."""
    players = len(totals)
    most = max(totals)
    return next(
        seat % players for seat in range(last_starter + 1, last_starter + players + 1) if totals[seat % players] == most
    )


def check_new_round(match: NimmtMatch, finished: NimmtGame) -> None:
    """The finished round scored the ox heads in hand; the next one is dealt as the rules say."""
    scored = tuple(sum(ox_heads(card) for card in hand) for hand in finished.hands)
    assert match.round_points[-1] == scored and sum(scored) <= 184
    assert min(finished.hand_sizes) == 0 or not finished.piles
    assert match.totals() == tuple(sum(column) for column in zip(*match.round_points))
    if match.is_over:
        return
    fresh = match.round
    assert fresh is not finished and fresh.hand_sizes == [10] * match.players and len(fresh.piles) == 1
    assert fresh.bulls == [0] * match.players and fresh.bull_supply == 10
    assert fresh.draw_size == 100 - 10 * match.players - 1
    assert fresh.starting_player == fresh.current_player == next_starter(match.totals(), finished.starting_player)


def play_match(players: int, seed: int) -> NimmtMatch:
    """One random match with every check."""
    match = NimmtMatch(players=players, seed=seed)
    rng = random.Random(seed)
    checked = seed % 5 == 0
    for _ in range(MOVE_LIMIT):
        if match.is_over:
            break
        current = match.round
        move = match.random_move(rng)
        if checked:
            match.play(move)
        else:
            match.apply(move)
        check_accounting(current)
        if current.is_over:
            check_new_round(match, current)
    assert match.is_over and len(match.round_points) == players
    assert match.result().winners and match.result().is_final
    return match


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 8))
def test_random_matches(players: int) -> None:
    for seed in range(MATCHES):
        play_match(players, seed)


def test_random_moves_reach_every_legal_move() -> None:
    others = [card for card in range(1, 101) if card not in {10, 50, 12, 15, 55}]
    game = NimmtGame.from_position([[12, 15, 55], others[:10]], [[10], [50]], others[10:], bulls=[2, 0])
    rng = random.Random(0)
    seen = Counter(game.random_move(rng) for _ in range(3000))
    assert set(seen) == set(game.legal_moves()) and len(seen) == game.count_legal_moves() == 9
