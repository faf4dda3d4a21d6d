"""Play Start 11! against the computer: the board and the pupil's tiles on the shared game table.

Click a tile, then a space. "Where can it go?" lights up the spaces the chosen tile fits (or, with
no tile chosen, every space one of the pupil's tiles fits). "Take a tile from the bag", "Give the
chosen tile away" and "End my turn" appear only when the engine allows that step; a bonus tile
(won on a bonus bridge) or a tile drawn that fits is chosen for the pupil and lit up, because the
rules say it must go down now. A space the tile may not go on is refused with the engine's reason
("Red 18 needs red 17 or red 19 on the board first."). The end adds up the minus points of the
tiles left, seat by seat ("3 + 7 + 11 = 21"). A game with a time limit (``?minutes=10``) is drawn
again each time the minutes left change; the session's clock decides when the game ends.

The rules and sentences come from the session
(:class:`~elevenkit.exercises.sessions.start11_table.Start11TableSession`); this view draws it.
"""

from __future__ import annotations

import asyncio
import math
from typing import Any

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises.sessions.start11_table import PLACING, Start11TableSession
from elevenkit.exercises.sessions.table import PUPIL, TableSettings
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.start11 import Start11Game
from elevenkit.start11.legend import legend_html
from elevenkit.start11.moves import DRAW, END, PASS, Move
from elevenkit.start11.svg import tile_name
from elevenkit.start11.tiles import Space
from elevenkit.widgets.common import make_button, relabel, table_errors
from elevenkit.widgets.tables.frame import GameTable, show_if
from elevenkit.widgets.views.board import BoardWidget

__all__ = ["Start11Table"]


class Start11Table(GameTable):
    """The pupil (seat 0) against 1–3 computer players; ``?players=2&level=medium&variant=1&seed=7``."""

    TITLE = catalogue.entry("play-start-11").title
    SESSION = Start11TableSession
    ACTIVITY = Start11TableSession.ACTIVITY

    session: Start11TableSession
    game: Start11Game

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        self.board = BoardWidget()
        self.board.on_pick(self._on_space)
        self.board.observe(self._on_choose, "chosen")
        where = _("Where can it go?")
        self.where_button = widgets.ToggleButton(False, description=where, tooltip=where, icon="lightbulb-o")
        self.where_button.observe(lambda _change: self._on_where(), "value")
        self.draw_button = make_button(_("Take a tile from the bag"), self._on_draw, "primary")
        self.pass_button = make_button("", self._on_pass, "warning")
        self.end_button = make_button(_("End my turn"), self._on_end)
        self.legend = widgets.HTML()
        self.legend.add_class("ek-legend-box")
        self._legend_for: Start11Game | None = None  # the game the legend was drawn for
        self._clock: asyncio.TimerHandle | None = None  # the next redraw of the minutes left
        actions = [self.where_button, self.draw_button, self.pass_button, self.end_button]
        super().__init__(settings, play_area=widgets.VBox([self.board, self.legend]), actions=actions, **kwargs)
        self.add_class("ek-start11-table")

    def status_text(self) -> str:
        if not self.is_pupils_turn:
            return super().status_text()
        lighting = self.where_button.value and self.board.chosen_tile is None
        return self.session.turn_prompt(lighting_every_tile=lighting)

    def show(self) -> None:
        with self.board.drawn_once():  # one picture per move, not one per change
            session = self.session
            view = self.game.view(PUPIL)
            self._draw_legend()
            holder = [str(tile) for tile in view.holder]
            choose = -1
            if view.bonus_tile is not None:
                holder.insert(0, str(view.bonus_tile))
                choose = 0
            elif view.drawn_tile is not None:
                choose = holder.index(str(view.drawn_tile))
            self.board.show(view.board, recent=session.recent_spaces())
            with self.board.hold_trait_notifications():
                self.board.holder = holder
            self.board.chosen = choose
            steps = {move.code for move in view.legal_moves}
            mine = self.is_pupils_turn
            # a button not needed now is taken off the row: the row shows no gap where it was
            for step_button, code in ((self.draw_button, DRAW), (self.pass_button, PASS), (self.end_button, END)):
                show_if(step_button, mine and code in steps)
            show_if(self.where_button, mine and bool(steps & set(PLACING)))
            relabel(self.end_button, session.end_label())
            self._describe_pass()
            self._light_up()
        self._wind_clock()

    def _wind_clock(self) -> None:
        """Draw the table again when the minutes left next change, or the time is up (with a time
        limit, while the game runs, on the kernel's loop; the page only shows the session's clock)."""
        if self._clock is not None:
            self._clock.cancel()
            self._clock = None
        left = self.session.seconds_left()
        if left is None or left <= 0 or self.game.is_over:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script, a test): the words change at the next move
            return
        self._clock = loop.call_later(left - 60 * (math.ceil(left / 60) - 1) + 0.1, self._on_clock)

    @table_errors
    def _on_clock(self) -> None:
        self._clock = None
        self._draw()  # the frame's whole redraw: seats (the minutes left), the prompt, and the end

    def _draw_legend(self) -> None:
        """The board's variant and its picture key, set again only for a new game."""
        if self.game is self._legend_for:
            return
        self._legend_for = self.game
        self.board.variant = Start11TableSession.variant_of(self.settings)
        self.legend.value = str(
            element(
                "details",
                element("summary", _("What the pictures on the board mean")),
                legend_html(self.game.board, variant=self.board.variant),
                class_="ek-legend-details",
            )
        )

    # ---- what the pupil does ---------------------------------------------------------------------
    def move_for(self, tile: Any, space: Space) -> Move | None:
        """The legal step that puts ``tile`` on ``space`` now (bonus, free or placement), or None."""
        return self.session.move_for(tile, space)

    @table_errors
    def _on_space(self, space: Space) -> None:
        if not self.ready_for_pupil():
            return
        tile = self.board.chosen_tile
        if tile is None:
            self.say(self.session.space_hint(space), "info")
            return
        move = self.move_for(tile, space)
        if move is None:
            self.say(self.session.placement_refusal(tile, space), "wrong")
            return
        self.play(move)

    @table_errors
    def _on_draw(self) -> None:
        self.play(self.game.parse_move("draw"))

    @table_errors
    def _on_pass(self) -> None:
        tile = self.board.chosen_tile
        if tile is None:
            self.say(_("First choose the tile you want to give away, then press the button again."), "info")
            return
        self.play(Move("pass", tile))

    @table_errors
    def _on_end(self) -> None:
        self.play(self.game.parse_move("end"))

    @table_errors
    def _on_choose(self, _change: dict[str, Any]) -> None:
        self.feedback.clear()
        self._describe_pass()
        self._light_up()
        if self.is_pupils_turn:
            self.draw_status()

    def _on_where(self) -> None:
        if self.is_pupils_turn:
            self.feedback.clear()
            self.draw_status()
        self._light_up()

    # ---- helpers --------------------------------------------------------------------------------
    def _describe_pass(self) -> None:
        relabel(self.pass_button, self.session.pass_label(self.board.chosen_tile))

    def _light_up(self) -> None:
        """Light up where the chosen tile may go: when asked ("Where can it go?"), or when the
        rules say which tile goes down now (a bonus or drawn tile)."""
        tile = self.board.chosen_tile
        spaces: list[Space] = []
        if self.is_pupils_turn and (self.where_button.value or self.session.forced_tile):
            spaces = self.session.lit_spaces(tile)
        self.board.highlight = sorted({str(space) for space in spaces})
        if self.is_pupils_turn and self.where_button.value and tile is not None and not spaces:
            self.say(
                _("{tile} can't go anywhere yet — try another tile.").format(tile=tile_name(tile).capitalize()), "info"
            )
