"""Start 11!: seeded random games checked step by step against the rules, computed here
independently of the engine (its bit masks and tables are not used).

The generic checks of every registered game (it ends, clone, JSON, same seed, the tile invariant)
are in the registry test; here: every ordinary placement was allowed by docs/rules.md §3 rules 1–3,
at most 3 placements and 3 draws a turn, no tile lost or doubled, a passed tile goes to the next
seat, and the winner and minus points at the end.
"""

from __future__ import annotations

import random

import pytest

from elevenkit.start11 import Move, Space, Start11Game, Tile, rules

GAMES = 60
MAX_STEPS = 5000  # far more steps than any game takes


def may_go_on(game: Start11Game, tile: Tile, space: Space) -> bool:
    """Rules 1–3 (and the symbol rule) read from the board as the rulebook states them."""
    layout, board = game.layout, game.board.tiles()
    if space.symbol:
        return Space(space.row, space.number) in board
    if space.number == rules.START_NUMBER:
        return True
    if any(Space(space.row, space.number + d) in board for d in (-1, 1)):
        return True
    for bridge in layout.bridges:
        if bridge.number == space.number and space.row in (bridge.upper, bridge.lower):
            other = bridge.lower if space.row == bridge.upper else bridge.upper
            if Space(other, space.number) in board:
                return True
    column = [Space(row, space.number) for row in layout.colours]
    return space.number in layout.connection_numbers and any(s in board for s in column)


def tiles_in_play(game: Start11Game) -> int:
    """Tiles on the board, in the bag, in the holders and a bonus tile waiting to be placed."""
    bonus = 1 if game.pending is not None and game.pending[0] == "bonus" else 0
    return len(game.board) + len(game.bag) + sum(len(holder) for holder in game.holders) + bonus


def check_step(game: Start11Game, move: Move, draws: int) -> int:
    """Apply ``move`` after checking it against the rules; returns the draws made this turn."""
    seat, holders = game.current_player, game.holders
    if move.action == "place":
        assert move.tile is not None and move.space is not None
        assert may_go_on(game, move.tile, move.space), f"{move} broke the placement rules"
        assert game.placed_this_turn < rules.PLACEMENT_LIMIT
    game.apply(move)
    assert game.placed_this_turn <= rules.PLACEMENT_LIMIT
    if move.action == "pass" and not game.is_over:
        after = game.holders
        assert (
            after[(seat + 1) % game.players].count(move.tile) == holders[(seat + 1) % game.players].count(move.tile) + 1
        )
    if move.action == "draw":
        draws += 1
        assert draws <= rules.DRAW_LIMIT and len(game.holders[seat]) == len(holders[seat]) + 1
    return draws if game.current_player == seat else 0


@pytest.mark.slow
@pytest.mark.parametrize("variant", [False, True], ids=["basic", "variant"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_rules(players: int, variant: bool) -> None:
    total = 88 if variant else 80
    for seed in range(GAMES):
        game = Start11Game(players, seed=seed, variant=variant)
        rng = random.Random(seed)
        draws = 0
        for _step in range(MAX_STEPS):
            if game.is_over:
                break
            moves = game.legal_moves()
            draws = check_step(game, moves[rng.randrange(len(moves))], draws)
            assert tiles_in_play(game) == total, f"seed {seed}: a tile was lost or doubled"
        assert game.is_over, f"seed {seed}: the game does not end"
        empty = tuple(seat for seat, holder in enumerate(game.holders) if not holder)
        result = game.result()
        assert result.winners == empty and len(empty) == 1 and result.is_final
        penalty = {tile: rules.SYMBOL_TILE_PENALTY if tile.is_symbol else tile.number for tile in game.layout.kinds}
        assert result.points == tuple(sum(penalty[tile] for tile in holder) for holder in game.holders)
        assert all(points > 0 for seat, points in enumerate(result.points) if seat not in empty)


def test_different_seeds_give_different_deals() -> None:
    deals = {Start11Game(2, seed=seed).to_json() for seed in range(20)}
    assert len(deals) == 20
