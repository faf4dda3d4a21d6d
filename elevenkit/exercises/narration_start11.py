"""Start 11! in words a child reads: what a step does, why a tile may not go somewhere, and the
minus points of the tiles left added up. Pure functions on the engine, no widgets, so a game table
and a lesson say the same thing.

    >>> from elevenkit.start11 import Start11Game
    >>> game = Start11Game.from_position([["yellow 12", "red 5"], ["blue 4"]], {"yellow 11": "yellow 11"})
    >>> move_sentence(game, "Computer 1", game.parse_move("place yellow 12 at yellow 12"))
    'Computer 1 placed yellow 12 next to yellow 11.'
    >>> minus_points_sum(game.view(0).holder)
    '5 + 12 = 17'
"""

from __future__ import annotations

from collections.abc import Sequence

from elevenkit.exercises.base import and_list
from elevenkit.i18n import _, ngettext
from elevenkit.start11.drawing import number_name
from elevenkit.start11.game import Start11Game
from elevenkit.start11.moves import BONUS, DRAW, FREE, PASS, PLACE, Move, Refusal
from elevenkit.start11.rules import START_NUMBER
from elevenkit.start11.svg import tile_name
from elevenkit.start11.tiles import Space, Tile

__all__ = ["move_sentence", "refusal_sentence", "minus_points_sum", "tiles_left_sentence", "sentence"]


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop (the engine's reasons are
    clauses such as "red 18 needs red 17 or red 19 on the board first")."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


def _where(game: Start11Game, space: Space) -> str:
    """Why ``space`` could take a tile, said from the tiles around it: "next to yellow 11", "over
    the bridge from red 9", "in the ⇕ 11 column with blue 11", "(an 11 may always go down)"."""
    layout, board = game.layout, game.board
    s = layout.space_index[space]
    filled = [layout.spaces[t] for t in layout.openers[s] if board[layout.spaces[t]] is not None]
    beside = [other for other in filled if other.row == space.row]
    if beside:
        return _("next to {tiles}").format(tiles=and_list([tile_name(board[other]) for other in beside]))  # type: ignore[arg-type]
    for other in filled:
        if any({b.upper, b.lower} == {space.row, other.row} and b.number == space.number for b in layout.bridges):
            return _("over the bridge from {tile}").format(tile=tile_name(board[other]))  # type: ignore[arg-type]
    if space.number == START_NUMBER and not space.symbol:
        return _("(an 11 may always go on the board)")
    if filled:
        return _("in the ⇕ {number} column with {tile}").format(number=space.number, tile=tile_name(board[filled[0]]))  # type: ignore[arg-type]
    return _("on {space}").format(space=number_name(space.row, space.number))


def _named(tile: Tile) -> str:
    """ "yellow 12", "joker 7", "the star symbol tile"."""
    return _("the {tile}").format(tile=tile_name(tile)) if tile.is_symbol else tile_name(tile)


def _on(tile: Tile, space: Space) -> str:
    """ "yellow 12" when the tile names its space, else "joker 7 on red 7"."""
    if space == Space(tile.colour, tile.number or 0):
        return tile_name(tile)
    if space.symbol:
        return {
            "yellow": _("{tile} on the yellow symbol space"),
            "red": _("{tile} on the red symbol space"),
            "blue": _("{tile} on the blue symbol space"),
            "green": _("{tile} on the green symbol space"),
        }.get(space.row, _("{tile} on a symbol space")).format(tile=_named(tile))
    return _("{tile} on {space}").format(tile=tile_name(tile), space=number_name(space.row, space.number))


def move_sentence(game: Start11Game, who: str, move: Move, next_player: str = "") -> str:
    """What ``who`` does with ``move`` in ``game``, said *before* the move is made (as a bot's
    ``explain``): "Computer 1 placed yellow 12 next to yellow 11." ``next_player`` names the seat a
    passed tile goes to."""
    move = game.parse_move(str(move)) if move.code < 0 else move
    code, tile, space = move.code, move.tile, move.space
    if code in (PLACE, BONUS, FREE):
        assert tile is not None and space is not None
        placed = _on(tile, space)
        if code == BONUS:
            return _("{who} got a bonus tile for the bridge and put {tile} on the board.").format(who=who, tile=placed)
        if code == FREE:
            return _("{who} put {tile} as the free tile for the symbol tile.").format(who=who, tile=placed)
        if tile.is_symbol:
            return _("{who} placed {tile} and earned a free tile.").format(who=who, tile=placed)
        return _("{who} placed {tile} {where}.").format(who=who, tile=placed, where=_where(game, space))
    if code == DRAW:
        return _("{who} took a tile from the bag.").format(who=who)
    if code == PASS:
        assert tile is not None
        return _("{who} gave {tile} to {other}.").format(
            who=who, tile=_named(tile), other=next_player or _("the next player")
        )
    if game.placed_this_turn == 0:
        return _("{who} could not place a tile, so the next player goes on.").format(who=who)
    return _("{who} ended the turn.").format(who=who)


def refusal_sentence(refusal: Refusal) -> str:
    """The engine's reason as a sentence for the pupil."""
    return sentence(refusal.message)


def minus_points_sum(tiles: Sequence[Tile]) -> str:
    """The minus points of ``tiles`` added up, smallest first: "3 + 7 + 11 = 21"; "0" for none."""
    points = sorted(tile.minus_points for tile in tiles)
    if not points:
        return "0"
    if len(points) == 1:
        return str(points[0])
    return " + ".join(str(p) for p in points) + f" = {sum(points)}"


def tiles_left_sentence(who: str, tiles: Sequence[Tile]) -> str:
    """One line of the scoring: "You: red 3, blue 7, star symbol tile: 3 + 7 + 11 = 21 minus points."."""
    if not tiles:
        return _("{who}: no tiles left, 0 minus points.").format(who=who)
    ordered = sorted(tiles, key=lambda tile: tile.minus_points)
    total = sum(tile.minus_points for tile in ordered)
    return ngettext("{who}: {tiles}: {sum} minus point.", "{who}: {tiles}: {sum} minus points.", total).format(
        who=who, tiles=", ".join(tile_name(tile) for tile in ordered), sum=minus_points_sum(ordered)
    )
