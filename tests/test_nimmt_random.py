"""Many seeded random matches of 11 nimmt! for every player count, with checks after every move.

After every move: all 100 cards and all 10 bull cards are accounted for (by counts; card by card
in one match in ten and at every new round) and every hand holds cards while a round is on. Each
match saves one position (at a seeded move) through ``clone`` and JSON and checks that both copies
continue identically through the next deal; one match in twenty is replayed from its seed, and one in ten goes through
the checked ``play``, so the random moves are shown legal.
"""

from __future__ import annotations

import random

import pytest

from elevenkit.nimmt import Move, NimmtGame

MATCHES = 1000
ALL_CARDS = set(range(1, 101))


def check_accounting(game: NimmtGame, every_card: bool) -> None:
    """Counts of cards and bull cards; with ``every_card`` also that no card is in two places."""
    sizes = game.hand_sizes
    assert sum(sizes) + sum(game.pile_sizes) + game.draw_size == 100
    assert sum(game.bulls) + game.bull_supply == 10
    if not game.is_over:
        assert min(sizes) > 0 and 0 <= game.current_player < game.players
    if every_card:
        piles = game.piles
        assert min(game.bulls) >= 0 and (piles or game.is_over)
        seen = {card for hand in game.hands for card in hand} | {card for pile in piles for card in pile}
        assert len(seen) + game.draw_size == 100 and seen <= ALL_CARDS


def play_match(players: int, seed: int) -> tuple[NimmtGame, int]:
    """One random match with every check; returns the final game and its number of moves.

    At a seeded move a clone and a JSON copy are taken; they replay the moves that follow up to
    and including the next deal (or the end) and must then equal the original.
    """
    game = NimmtGame(players, seed=seed)
    rng = random.Random(seed)
    checkpoint = rng.randrange(60 * players)
    checked = seed % 10 == 0
    copies: list[NimmtGame] = []
    tail: list[Move] = []
    target: dict[str, object] | None = None
    moves = 0
    while not game.is_over:
        if moves == checkpoint:
            copies = [game.clone(), NimmtGame.from_json(game.to_json())]
            assert copies[1].to_dict() == game.to_dict()
        move = game.random_move(rng)
        rounds_before = game.round + game.is_over  # goes up by one when a round ends
        if checked:
            game.play(move)
        else:
            game.apply(move)
        moves += 1
        new_round = game.round + game.is_over != rounds_before
        if copies and target is None:
            tail.append(move)
            if new_round:
                target = game.to_dict()
        check_accounting(game, every_card=checked or new_round)
        if new_round:
            assert sum(game.round_scores[-1]) <= 184 and min(game.round_scores[-1]) >= 0
            assert game.scores == [sum(column) for column in zip(*game.round_scores)]
        assert moves < 5000, "a match must end"
    assert len(game.round_scores) == players and game.winners
    if not copies:  # the match ended before the checkpoint: check the final position
        copies = [game.clone(), NimmtGame.from_json(game.to_json())]
    for copy in copies:
        for move in tail:
            copy.apply(move)
        assert copy.to_dict() == (target or game.to_dict())
    return game, moves


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 8))
def test_random_matches(players: int) -> None:
    for seed in range(MATCHES):
        game, moves = play_match(players, seed)
        if seed % 20 == 5:
            again, moves_again = play_match(players, seed)
            assert again.to_dict() == game.to_dict() and moves_again == moves
