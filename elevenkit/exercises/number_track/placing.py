"""Questions the game decides (lesson 9): which of your tiles fit now, which space a bridge opens
in the next row, where a joker may go.

Each task holds a real position and asks the engine: :meth:`~elevenkit.start11.Start11Game.legal_placements`
gives the right answer, :meth:`~elevenkit.start11.Start11Game.placement_refusal` says why a wrong
choice does not fit (which tiles it still needs next to it), in the pupil's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import and_list, or_list, sentences
from elevenkit.exercises.number_track.base import (
    START,
    Category,
    Pick,
    SpaceChoiceTask,
    TileChoiceTask,
    TrackScene,
    space_words,
    tile_words,
)
from elevenkit.exercises.number_track.positions import board_of, number_spaces, position, tile_for
from elevenkit.i18n import _, ngettext
from elevenkit.start11 import RefusalReason, Space, Start11Game, Tile, standard_layout

__all__ = ["BridgeTask", "FitTilesTask", "JokerTask", "why_it_fits"]

Placed = tuple[tuple[Space, Tile], ...]


def _placed(board: Mapping[Space, Tile] | Placed) -> Placed:
    """The board as a sorted tuple of (space, tile), so a task is a plain frozen value."""
    items = board.items() if isinstance(board, Mapping) else board
    index = standard_layout().space_index
    return tuple(sorted(((space, tile) for space, tile in items), key=lambda item: index[item[0]]))


def why_it_fits(game: Start11Game, space: Space) -> str:
    """Why a tile may go on the empty ``space`` now, from the tiles the engine says open it."""
    if space.number == START:
        return _("an {start} may always go on the board").format(start=START)
    layout = game.layout
    board = game.board
    openers = [layout.spaces[s] for s in layout.openers[layout.space_index[space]]]
    beside = [other for other in openers if board[other] is not None and other.row == space.row]
    if beside:
        return _("it goes next to {space}").format(space=space_words(beside[0]))
    across = [other for other in openers if board[other] is not None]
    if across:
        return _("it goes across from {space}").format(space=space_words(across[0]))
    raise ElevenkitError(f"{space} cannot take a tile now")


def _needs_words(needs: tuple[Space, ...]) -> str:
    return or_list([space_words(space) for space in needs])


@dataclass(frozen=True)
class _PositionTask:
    """A task about a position: the board (``placed``) and the pupil's tiles."""

    placed: Placed
    holder: tuple[Tile, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "placed", _placed(self.placed))
        object.__setattr__(self, "holder", tuple(self.holder))

    @cached_property
    def game(self) -> Start11Game:
        """The pupil's turn in this position (checked by the engine: every tile exactly once)."""
        return position(dict(self.placed), self.holder)


@dataclass(frozen=True)
class FitTilesTask(_PositionTask, TileChoiceTask):
    """Which of the pupil's tiles may be placed now?"""

    kind_name = "fit"

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(set(self.holder)) != len(self.holder) or not self.holder:
            raise ElevenkitError(f"the holder must hold different tiles: {self.holder!r}")

    @cached_property
    def right(self) -> tuple[Tile, ...]:
        return tuple(tile for tile in self.holder if self.game.legal_placements(tile))

    @property
    def prompt(self) -> str:
        return _("Which of your tiles can you put on the board now? Click every tile that fits.")

    @property
    def scene(self) -> TrackScene:
        spaces = tuple(space for tile in self.right for space in self.game.legal_placements(tile))
        return TrackScene(board_of(dict(self.placed)), self.holder, Pick.TILES, typed=False, reveal=spaces)

    def why_not(self, item: Tile) -> tuple[str, Category]:
        if item.is_joker:
            return _("{tile} fits nowhere yet: every {number} space still needs a tile next to it.").format(
                tile=tile_words(item), number=item.number
            ), Category.NEEDS_NEIGHBOUR
        refusal = self.game.placement_refusal(item, Space(item.colour, item.number or 0))
        assert refusal is not None and refusal.reason is RefusalReason.NEEDS_NEIGHBOUR, refusal
        return _("{tile} does not fit yet: it needs {needs} next to it first.").format(
            tile=tile_words(item), needs=_needs_words(refusal.needs)
        ), Category.NEEDS_NEIGHBOUR

    def _reason(self, tile: Tile) -> str:
        space = self.game.legal_placements(tile)[0]
        return _("{tile} fits: {why}.").format(tile=tile_words(tile), why=why_it_fits(self.game, space))

    def why(self) -> str:
        return " ".join(self._reason(tile) for tile in self.right)

    def hints(self) -> list[str]:
        ladder = [
            _("A tile fits when its row already has the number one less or one more. An {start} always fits.").format(
                start=START
            ),
            _("Take one tile at a time. Find its row and look at the spaces on both sides of its number."),
        ]
        wrong = [tile for tile in self.holder if tile not in self.right]
        if wrong:
            ladder.append(self.why_not(wrong[0])[0])
        ladder.append(
            ngettext("{count} of your tiles fits.", "{count} of your tiles fit.", len(self.right)).format(
                count=len(self.right)
            )
        )
        ladder.append(self.why())
        return ladder

    def solution(self) -> str:
        wrong = [self.why_not(tile)[0] for tile in self.holder if tile not in self.right]
        return " ".join([self.why(), *wrong])


@dataclass(frozen=True)
class JokerTask(_PositionTask, SpaceChoiceTask):
    """Where may the joker in the pupil's holder go now? (every space, from the engine)"""

    kind_name = "joker"

    @property
    def joker(self) -> Tile:
        return self.holder[0]

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.holder) != 1 or not self.holder[0].is_joker:
            raise ElevenkitError(f"the holder must be one joker tile, not {self.holder!r}")

    @cached_property
    def right(self) -> tuple[Space, ...]:
        return tuple(self.game.legal_placements(self.joker))

    @property
    def prompt(self) -> str:
        return _(
            "Your joker {number} may go on a {number} space in any row, if it fits there now. "
            "Click every space where it may go."
        ).format(number=self.joker.number)

    @property
    def scene(self) -> TrackScene:
        return TrackScene(board_of(dict(self.placed)), self.holder, Pick.SPACES, typed=False, reveal=self.right)

    def why_not(self, item: Space) -> tuple[str, Category]:
        refusal = self.game.placement_refusal(self.joker, item)
        assert refusal is not None
        if refusal.reason is RefusalReason.WRONG_SPACE:
            return _("Your joker {number} goes only on a {number} space, and {space} is not one.").format(
                number=self.joker.number, space=space_words(item)
            ), Category.WRONG_NUMBER
        if refusal.reason is RefusalReason.TAKEN:
            return _("{space} already has a tile on it.").format(space=space_words(item)), Category.TAKEN
        return _("{space} needs {needs} on the board first.").format(
            space=space_words(item), needs=_needs_words(refusal.needs)
        ), Category.NEEDS_NEIGHBOUR

    def why(self) -> str:
        reasons = [
            _("{space}: {why}.").format(space=space_words(space), why=why_it_fits(self.game, space))
            for space in self.right
        ]
        return " ".join(reasons)

    def hints(self) -> list[str]:
        n = self.joker.number or 0
        spaces = [Space(row, n) for row in self.game.layout.colours]
        return [
            _("A joker is grey: it may stand for any colour, but only with its own number, {number}.").format(number=n),
            _("There is a {number} space in every row: {spaces}. Look at each one.").format(
                number=n, spaces=and_list([space_words(space) for space in spaces])
            ),
            _("It fits where {before} or {after} is already in the same row, or across a bridge.").format(
                before=n - 1, after=n + 1
            ),
            ngettext("It may go on {count} space.", "It may go on {count} spaces.", len(self.right)).format(
                count=len(self.right)
            ),
            self.why(),
        ]

    def solution(self) -> str:
        return self.why()


@dataclass(frozen=True)
class BridgeTask(_PositionTask, SpaceChoiceTask):
    """The tile on ``space`` was just placed at one end of a bridge: which space in the next row
    does it open? (the engine's placeable spaces before and after it was placed)"""

    kind_name = "bridge"

    space: Space

    def __post_init__(self) -> None:
        super().__post_init__()
        if dict(self.placed).get(self.space) != tile_for(self.space):
            raise ElevenkitError(f"{self.space} must hold its tile on the board")
        if not self.right:
            raise ElevenkitError(f"{self.space} opens no space in another row")

    @property
    def other_row(self) -> str:
        """The row at the other end of the bridge."""
        return self.right[0].row

    @property
    def typed_row(self) -> str:
        return self.other_row

    @cached_property
    def before(self) -> Start11Game:
        """The position just before the tile was placed."""
        return position({space: tile for space, tile in self.placed if space != self.space}, self.holder)

    @cached_property
    def right(self) -> tuple[Space, ...]:
        opened = self.game.placeable_mask & ~self.before.placeable_mask
        return tuple(space for space in number_spaces(self.game, opened) if space.row != self.space.row)

    @property
    def prompt(self) -> str:
        return {
            "yellow": _(
                "The tile {tile} was just put on the board (orange ring). It stands on a bridge to the yellow "
                "row. Which space in the yellow row can a tile go on now? Click it or type its number."
            ),
            "red": _(
                "The tile {tile} was just put on the board (orange ring). It stands on a bridge to the red "
                "row. Which space in the red row can a tile go on now? Click it or type its number."
            ),
            "blue": _(
                "The tile {tile} was just put on the board (orange ring). It stands on a bridge to the blue "
                "row. Which space in the blue row can a tile go on now? Click it or type its number."
            ),
            "green": _(
                "The tile {tile} was just put on the board (orange ring). It stands on a bridge to the green "
                "row. Which space in the green row can a tile go on now? Click it or type its number."
            ),
        }[self.other_row].format(tile=tile_words(tile_for(self.space)))

    @property
    def scene(self) -> TrackScene:
        return TrackScene(
            board_of(dict(self.placed)), self.holder, Pick.SPACE, typed=True, focus=(self.space,), reveal=self.right
        )

    def why_not(self, item: Space) -> tuple[str, Category]:
        if item.row == self.space.row:
            return {
                "yellow": _("{space} is in the same row as the new tile. The bridge goes to the yellow row."),
                "red": _("{space} is in the same row as the new tile. The bridge goes to the red row."),
                "blue": _("{space} is in the same row as the new tile. The bridge goes to the blue row."),
                "green": _("{space} is in the same row as the new tile. The bridge goes to the green row."),
            }[self.other_row].format(space=space_words(item)), Category.SAME_ROW
        if item.row != self.other_row:
            not_there = {
                "yellow": _("The bridge does not go to the yellow row."),
                "red": _("The bridge does not go to the red row."),
                "blue": _("The bridge does not go to the blue row."),
                "green": _("The bridge does not go to the green row."),
            }[item.row]
            return sentences(not_there, self._goes_to()), Category.WRONG_ROW
        category = Category.OFF_BY_ONE if abs(item.number - self.space.number) == 1 else Category.WRONG_NUMBER
        return _("A bridge goes straight across: the number stays the same, {number}.").format(
            number=self.space.number
        ), category

    def _goes_to(self) -> str:
        """ "It goes to the red row." (the row at the other end of the bridge)"""
        return {
            "yellow": _("It goes to the yellow row."),
            "red": _("It goes to the red row."),
            "blue": _("It goes to the blue row."),
            "green": _("It goes to the green row."),
        }[self.other_row]

    def why(self) -> str:
        partner = self.right[0]
        text = _("The bridge joins {space} and {partner}: the same number in the next row.").format(
            space=space_words(self.space), partner=space_words(partner)
        )
        if self.before.bonuses_at(self.game.layout.space_index[self.space]):
            text += " " + _("Its star means a bonus: a tile from the bag goes on {partner} at once.").format(
                partner=space_words(partner)
            )
        return text

    def hints(self) -> list[str]:
        return [
            _("Find the grey bridge at {space}.").format(space=space_words(self.space)),
            _("A bridge joins two spaces with the same number in rows next to each other."),
            {
                "yellow": _("Look in the yellow row for the number {number}."),
                "red": _("Look in the red row for the number {number}."),
                "blue": _("Look in the blue row for the number {number}."),
                "green": _("Look in the green row for the number {number}."),
            }[self.other_row].format(number=self.space.number),
            self.why(),
        ]

    def solution(self) -> str:
        return self.why()
