"""The Start 11! board as a widget: the board and the pupil's tiles, picked by mouse or keyboard.

The picture is drawn by :mod:`elevenkit.start11.svg`; the shared script only inserts it and
reports picks. A click (Enter, Space) on a tile of the holder chooses it (again: puts it back);
on a space it calls the handlers given to :meth:`BoardWidget.on_pick` with the
:class:`~elevenkit.start11.tiles.Space`, so a game table or trainer decides what it means (place
the chosen tile, explain a refusal). No rule is decided here. The arrow keys move along a row and
Up/Down between rows; Tab goes from the board to the tiles.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as widgets
import traitlets

from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.start11.board import Board
from elevenkit.start11.layout import standard_layout
from elevenkit.start11.svg import board_pieces_html, holder_pieces_html, space_name, tile_name
from elevenkit.start11.tiles import Space, Tile
from elevenkit.widgets.common.assets import STATIC, static_text
from elevenkit.widgets.views.svg_view import SvgView, drawn

__all__ = ["BoardWidget", "TrackBoard"]

_TILE = "tile "  # data-pick of a holder tile: "tile 3"


class BoardWidget(SvgView):
    """A Start 11! board (a :class:`Board` snapshot) and a holder of tiles.

    ``holder`` lists the pupil's tiles as text (``"yellow 12"``, ``"grey 7"``, ``"star"``),
    ``chosen`` the chosen one's position (-1: none), ``highlight`` the spaces to mark as "your tile
    can go here" and ``recent`` the tiles just placed (spaces as text, ``"red 14"``). ``picked`` is
    the last space picked. Tiles and spaces are checked against the board's layout.
    """

    _css = STATIC / "board.css"

    variant = traitlets.Bool(False, help="draw the symbol spaces of the variant").tag(sync=True)
    holder = traitlets.List(traitlets.Unicode(), help="the pupil's tiles, as text").tag(sync=True)
    chosen = traitlets.Int(-1, help="position of the chosen tile in the holder (-1: none)").tag(sync=True)
    marked = traitlets.List(traitlets.Int(), help="positions of tiles chosen for an answer of several tiles").tag(
        sync=True
    )
    highlight = traitlets.List(traitlets.Unicode(), help="spaces where the chosen tile can go").tag(sync=True)
    recent = traitlets.List(traitlets.Unicode(), help="spaces of the tiles just placed").tag(sync=True)
    picked = traitlets.Unicode("", help="the last space picked, as text").tag(sync=True)

    def __init__(self, board: Board | None = None, **kwargs: Any) -> None:
        layout = board.layout if board is not None else standard_layout()
        self._board = board if board is not None else Board(layout, [-1] * layout.size)
        self._pick_handlers = widgets.CallbackDispatcher()
        #: inside :meth:`drawn_once`: changes wait, the picture is drawn once at the end
        self._holding = 0
        super().__init__(**kwargs)
        self._draw()

    @property
    def board(self) -> Board:
        """The board shown now."""
        return self._board

    def show(self, board: Board, recent: list[Space] | None = None) -> None:
        """Show another snapshot of the board (after a move), with the tiles just placed marked."""
        with self.drawn_once():
            if board.layout is not self._board.layout:
                self.highlight = []
            self._board = board
            self.recent = [str(space) for space in recent or []]

    @contextlib.contextmanager
    def drawn_once(self) -> Iterator[None]:
        """Changes made inside (a new board, holder, chosen tile, lit spaces) draw the picture once,
        at the end, and reach the browser in one message: a move changes several of them."""
        with self.hold_sync():
            self._holding += 1
            try:
                yield
            finally:
                self._holding -= 1
                if not self._holding:
                    self._draw()

    # ---- checking what comes in ------------------------------------------------------------
    @traitlets.validate("holder")
    def _valid_holder(self, proposal: dict[str, Any]) -> list[str]:
        return [str(self._board.layout.parse_tile(text)) for text in proposal["value"]]

    @traitlets.validate("highlight", "recent")
    def _valid_spaces(self, proposal: dict[str, Any]) -> list[str]:
        return [str(self._board.layout.parse_space(text)) for text in proposal["value"]]

    @traitlets.validate("chosen")
    def _valid_chosen(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        if not -1 <= value < len(self.holder):
            raise traitlets.TraitError(f"no tile at position {value!r} (the holder has {len(self.holder)} tiles)")
        return int(value)

    @traitlets.validate("marked")
    def _valid_marked(self, proposal: dict[str, Any]) -> list[int]:
        value = list(dict.fromkeys(proposal["value"]))
        if any(not 0 <= index < len(self.holder) for index in value):
            raise traitlets.TraitError(
                f"no tile at some of the positions {value!r} (the holder has {len(self.holder)} tiles)"
            )
        return value

    @traitlets.observe("holder")
    def _new_holder(self, _change: dict[str, Any]) -> None:
        self.chosen = -1
        self.marked = []

    # ---- what a click does -------------------------------------------------------------------
    @property
    def chosen_tile(self) -> Tile | None:
        """The chosen tile of the holder, or None."""
        return self._board.layout.parse_tile(self.holder[self.chosen]) if self.chosen >= 0 else None

    def choose(self, index: int) -> None:
        """Choose the tile at ``index`` of the holder, or put it back if it is chosen."""
        self.chosen = -1 if index == self.chosen else index

    def pick(self, space: Space | str) -> None:
        """What a click, Enter or Space on a space does: tell every handler of :meth:`on_pick`."""
        if isinstance(space, str):
            space = self._board.layout.parse_space(space)
        self.picked = str(space)
        self._pick_handlers(space)

    def on_pick(self, callback: Callable[[Space], Any], remove: bool = False) -> None:
        """Call ``callback(space)`` whenever a space is picked (``remove=True`` stops it)."""
        self._pick_handlers.register_callback(callback, remove=remove)

    def pick_value(self, value: str) -> None:
        """A pick from the browser: ``"tile 3"`` for a holder tile, else a space (``"red 14"``)."""
        if value.startswith(_TILE) and value[len(_TILE) :].isdigit():
            self.choose(int(value[len(_TILE) :]))
        else:
            self.pick(value)

    def space_name(self, space: Space | str) -> str:
        """The accessible name of ``space`` as the board shows it now."""
        if isinstance(space, str):
            space = self._board.layout.parse_space(space)
        cell = next(cell for row in self._board.rows() for cell in row if cell.space == space)
        return space_name(cell, self._board, highlight=str(space) in self.highlight, recent=str(space) in self.recent)

    # ---- the picture -------------------------------------------------------------------------
    @traitlets.observe("variant", "holder", "chosen", "marked", "highlight", "recent")
    def _redraw(self, _change: dict[str, Any]) -> None:
        if not self._holding:
            self._draw()

    def _selected(self) -> list[int]:
        """The holder positions drawn as chosen: the chosen tile and the marked ones."""
        return sorted({*self.marked, *([self.chosen] if self.chosen >= 0 else [])})

    def _draw(self) -> None:
        layout = self._board.layout
        tiles = [layout.parse_tile(text) for text in self.holder]
        board = board_pieces_html(
            self._board,
            variant=self.variant,
            highlight=[layout.parse_space(text) for text in self.highlight],
            recent=[layout.parse_space(text) for text in self.recent],
            interactive=True,
        )
        holder = None
        if tiles:
            holder = element(
                "div",
                element("p", _("Your tiles"), class_="ek-holder-title"),
                drawn(holder_pieces_html(tiles, self._board, selected=self._selected(), interactive=True)),
                class_="ek-holder",
            )
        self.set_trait("markup", element("div", drawn(board), holder, class_="ek-board"))
        tile = self.chosen_tile
        self.set_trait("announce", _("chosen: {tile}").format(tile=tile_name(tile)) if tile else "")


class TrackBoard(BoardWidget):
    """The Start 11! board of the Number Track trainer and the lessons: with ``choose_many`` a click
    on a tile marks or unmarks it (an answer of several tiles); without, the tiles are only shown."""

    # anywidget takes the style sheet as a path or as text: the board's sheet and the trainer's
    _css = static_text("board.css", "number_track.css")  # type: ignore[assignment]

    def __init__(self, **kwargs: Any) -> None:
        #: True while the task is answered by choosing tiles
        self.choose_many = False
        super().__init__(**kwargs)

    def choose(self, index: int) -> None:
        """Mark the tile at ``index``, or unmark it (only while tiles are the answer)."""
        if self.choose_many:
            self.marked = [i for i in self.marked if i != index] if index in self.marked else [*self.marked, index]
