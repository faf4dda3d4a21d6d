"""Why a step of Start 11! is not allowed now: the turn's reasons first, then the space's."""

from __future__ import annotations

from ..i18n import _, ngettext
from .drawing import space_words, tile_name
from .moves import BONUS, DRAW, END, FREE, PASS, PLACE, Move, Refusal, RefusalReason
from .rules import DRAW_LIMIT, PLACEMENT_LIMIT
from .state import BONUS_TILE, DRAWN_TILE, FREE_TILE, Start11State
from .tiles import Space, Tile

__all__ = ["Start11Refusals"]


def _turn(message: str) -> Refusal:
    """A refusal because of the state of the turn."""
    return Refusal(RefusalReason.TURN, message)


class Start11Refusals(Start11State):
    """The reasons a step is refused, as :class:`~.moves.Refusal` values a pupil can read."""

    def placement_refusal(self, tile: Tile | str, space: Space | str) -> Refusal | None:
        """Why ``tile`` may not go on ``space`` now, as a :class:`~.moves.Refusal`; None if it may.

        The step judged is the one a pupil means by putting the tile there: the bonus step while
        a bonus tile waits, else an ordinary placement (or the free one, if that is allowed).
        """
        if isinstance(tile, str):
            tile = self.layout.parse_tile(tile)
        if isinstance(space, str):
            space = self.layout.parse_space(space)
        if any(move.tile == tile and move.space == space for move in self.legal_moves()):
            return None
        return self.refusal(Move("bonus" if self._pending == BONUS_TILE else "place", tile, space))

    def _illegal_reason(self, move: Move) -> str | None:
        refusal = self.refusal(move)
        return None if refusal is None else refusal.message

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` is not allowed now, as a :class:`~.moves.Refusal`; None if it is legal.

        Raises :class:`~elevenkit.core.InvalidMoveError` for something that is no move of this
        board at all.
        """
        move = self._table.resolve(move)
        if self.is_over:
            return Refusal(RefusalReason.GAME_OVER, _("the game is over"))
        if move in self.legal_moves():
            return None
        refusal = self._turn_refusal(move)
        # the turn judges every step without a space, so what is left is a placement's space
        return refusal if refusal is not None else self._space_refusal(move.kind, move.index)

    def _turn_refusal(self, move: Move) -> Refusal | None:
        """What in the state of the turn forbids ``move``, or None if only its space can."""
        code, layout, tile = move.code, self.layout, move.tile
        if self._pending == BONUS_TILE:
            bonus = layout.kinds[self._pending_kind]
            if code == BONUS and tile == bonus:
                return None
            return _turn(_("first place the bonus tile {tile}").format(tile=tile_name(bonus)))
        if self._pending == DRAWN_TILE and not (code == PLACE and move.kind == self._pending_kind):
            return _turn(
                _("the drawn tile {tile} fits, so it must be placed now").format(
                    tile=tile_name(layout.kinds[self._pending_kind])
                )
            )
        if code == BONUS:
            return _turn(_("there is no bonus tile to place"))
        if code == FREE and self._pending != FREE_TILE:
            return _turn(_("a free tile may be placed only right after a symbol tile"))
        if code == FREE and tile is not None and tile.is_symbol:
            return _turn(_("the free tile must be a number or joker tile"))
        if code in (PLACE, FREE, PASS) and move.kind not in self._holders[self._current]:
            return Refusal(
                RefusalReason.NOT_IN_HOLDER,
                _("{tile} is not in your holder").format(tile=tile_name(layout.kinds[move.kind])),
            )
        if code == PLACE and self._placed >= PLACEMENT_LIMIT:
            return _turn(
                ngettext(
                    "you have already placed {limit} tile this turn",
                    "you have already placed {limit} tiles this turn",
                    PLACEMENT_LIMIT,
                ).format(limit=PLACEMENT_LIMIT)
            )
        if code == PASS:
            if self._placed == 0:
                return _turn(_("place at least one tile first"))
            return _turn(_("you may pass a tile only after placing two tiles next to each other in one row this turn"))
        if code == DRAW:
            if self._placed:
                return _turn(_("you have already placed a tile this turn"))
            if self._draws >= DRAW_LIMIT:
                return _turn(
                    ngettext(
                        "you have already drawn {limit} tile this turn",
                        "you have already drawn {limit} tiles this turn",
                        DRAW_LIMIT,
                    ).format(limit=DRAW_LIMIT)
                )
            if not self._bag:
                return _turn(_("the bag is empty"))
            return _turn(_("you can place a tile, so you may not draw"))
        if code == END:
            if self._legal_placement_exists():
                return _turn(_("place at least one tile first"))
            return _turn(_("no tile fits: draw from the bag first"))
        return None

    def _legal_placement_exists(self) -> bool:
        placeable = self.placeable_mask
        return any(placeable & bit for k in self._holders[self._current] for bit, _m in self._table.place[k])

    def _space_refusal(self, kind: int, s: int) -> Refusal:
        """Why tile ``kind`` may not go on space ``s`` although the turn allows a placement."""
        layout = self.layout
        tile, space = layout.kinds[kind], layout.spaces[s]
        if s not in layout.kind_spaces[kind]:
            return Refusal(
                RefusalReason.WRONG_SPACE,
                _("{tile} does not fit on {space}").format(tile=tile_name(tile), space=space_words(space)),
            )
        if self._filled & layout.bits[s]:
            return Refusal(RefusalReason.TAKEN, _("{space} is already taken").format(space=space_words(space)))
        needs = tuple(layout.spaces[t] for t in layout.openers[s])
        names = [space_words(need) for need in needs]
        listed = (
            names[0] if len(names) == 1 else _("{some} or {last}").format(some=", ".join(names[:-1]), last=names[-1])
        )
        what = (
            tile_name(tile)
            if space == Space(tile.colour, tile.number or 0)
            else _("{tile} on {space}").format(tile=tile_name(tile), space=space_words(space))
        )
        return Refusal(
            RefusalReason.NEEDS_NEIGHBOUR,
            _("{what} needs {listed} on the board first").format(what=what, listed=listed),
            needs,
        )
