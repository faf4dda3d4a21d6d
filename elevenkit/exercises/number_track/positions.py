"""Start 11! positions for the Number Track tasks, built and judged by the engine.

A task that the game decides ("which of your tiles fit now?", "where may your joker go?", "which
space does the bridge open?") is asked about a real position: :func:`grown_board` lets the board
grow from the 11s the way a game does (each tile on a space the engine allows now) and
:func:`position` sets the pupil's turn in it, so :meth:`~elevenkit.start11.Start11Game.legal_placements`
and :meth:`~elevenkit.start11.Start11Game.placement_refusal` give the answers.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from elevenkit.start11 import Board, Move, Space, Start11Game, Tile, standard_layout
from elevenkit.start11.rules import JOKER_COLOUR

__all__ = ["board_of", "grown_board", "number_spaces", "placeable", "position", "run", "tile_for"]

Placed = Mapping[Space, Tile]


def tile_for(space: Space) -> Tile:
    """The tile that fits a number space: its row's tile, or the joker of its number on a joker space."""
    return (
        Tile(JOKER_COLOUR, space.number) if standard_layout().is_joker_space(space) else Tile(space.row, space.number)
    )


def run(row: str, numbers: Iterable[int]) -> dict[Space, Tile]:
    """The tiles of ``row`` with these numbers, each on its own space."""
    return {Space(row, number): tile_for(Space(row, number)) for number in numbers}


def board_of(placed: Placed) -> Board:
    """A board snapshot with ``placed`` on it (for a scene)."""
    layout = standard_layout()
    cells = [-1] * layout.size
    for space, tile in placed.items():
        cells[layout.space_index[space]] = layout.kind_index[tile]
    return Board(layout, cells)


def _spare_candidates(placed: Placed) -> list[Tile]:
    """Number tiles not on the board, in the board's order (a holder needs at least one tile)."""
    layout = standard_layout()
    on_board = list(placed.values())
    spare = []
    for tile in layout.kinds:
        if tile.is_symbol:
            continue
        if tile.is_joker:
            if on_board.count(tile) < len(layout.kind_spaces[layout.kind_index[tile]]):
                spare.append(tile)
        elif tile not in on_board:
            spare.append(tile)
    return spare


def position(placed: Placed, holder: Sequence[Tile]) -> Start11Game:
    """The pupil's turn (seat 0, nothing placed yet) with ``placed`` on the board and ``holder`` in hand.

    Every other tile is with the other player, so the bag is empty and nothing is drawn. With an
    empty ``holder`` the pupil holds one spare tile (a player always holds a tile during the game).
    """
    hand: list[str | Tile] = [*holder] or [*_spare_candidates(placed)[:1]]
    board: dict[str | Space, str | Tile] = dict(placed.items())
    return Start11Game.from_position([hand, []], board=board, rest_to=1, seed=0)


def number_spaces(game: Start11Game, mask: int) -> list[Space]:
    """The number spaces (not symbol spaces) whose bits are set in ``mask``, in board order."""
    layout = game.layout
    return [space for s, space in enumerate(layout.spaces) if mask & layout.bits[s] and not space.symbol]


def placeable(placed: Placed) -> list[Space]:
    """The empty spaces a tile may go on now, by the engine's rules."""
    game = position(placed, [])
    return number_spaces(game, game.placeable_mask)


def grown_board(
    rng: random.Random, count: int, start: Placed | None = None, keep_free: Iterable[Space] = ()
) -> dict[Space, Tile]:
    """``count`` more tiles on the board, each placed on a space the engine allows at that moment.

    The board grows from ``start`` (default: empty, so the first tiles are 11s); spaces in
    ``keep_free`` stay empty. Seeded by ``rng``, so a task's board is always the same.
    """
    placed = dict(start or {})
    free = set(keep_free)
    holder = _spare_candidates(placed)
    game = position(placed, holder[:-1])
    for _ in range(count):
        spaces = [space for space in number_spaces(game, game.placeable_mask) if space not in free]
        spaces = [space for space in spaces if tile_for(space) in game.holders[0]]
        if not spaces:
            break
        space = rng.choice(spaces)
        game.apply(Move("place", tile_for(space), space))
    return dict(game.board.tiles())
