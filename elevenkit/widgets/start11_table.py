"""Play Start 11! against the computer: the board and the pupil's tiles on the shared game table.

Click a tile, then a space. "Where can it go?" lights up the spaces the chosen tile fits (or, with
no tile chosen, every space one of the pupil's tiles fits). "Take a tile from the bag", "Give the
chosen tile away" and "End my turn" appear only when the engine allows that step; a bonus tile
(won on a bonus bridge) or a tile drawn that fits is chosen for the pupil and lit up, because the
rules say it must go down now. A space the tile may not go on is refused with the engine's reason
("Red 18 needs red 17 or red 19 on the board first."). The end adds up the minus points of the
tiles left, seat by seat ("3 + 7 + 11 = 21").

Everything comes from :class:`~elevenkit.start11.Start11Game` (legal moves, refusals, the view of
seat 0) and :mod:`elevenkit.exercises.narration_start11` (the sentences).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.core import registered_games
from elevenkit.exercises.narration_start11 import move_sentence, refusal_sentence, tiles_left_sentence
from elevenkit.i18n import _, ngettext
from elevenkit.serving.params import VARIANT
from elevenkit.start11 import Start11Game
from elevenkit.start11.moves import BONUS, DRAW, END, FREE, PASS, PLACE, Move
from elevenkit.start11.rules import PLACEMENT_LIMIT, START_NUMBER
from elevenkit.start11.svg import legend_html, tile_name
from elevenkit.start11.tiles import Space, Tile
from elevenkit.widgets.board import BoardWidget
from elevenkit.widgets.game_table import PUPIL, GameTable, Option, TableSettings, seat_name, table_errors

__all__ = ["Start11Table"]

#: tiles per row of the pupil's holder: a longer holder wraps, so a tile keeps its size
HOLDER_COLUMNS = 20

#: which step a pupil means by putting a tile on a space, best first: a bonus or free tile does
#: not count toward the three placements, so it is used when the rules allow it
_PLACING = (BONUS, FREE, PLACE)
_ENTRY = registered_games()["start11"]


class Start11Table(GameTable):
    """The pupil (seat 0) against 1–3 computer players; ``?players=2&level=medium&variant=1&seed=7``."""

    TITLE = catalogue.entry("play-start-11").title
    ACTIVITY = catalogue.entry("play-start-11").activity
    MIN_PLAYERS = _ENTRY.min_players
    MAX_PLAYERS = _ENTRY.max_players
    BOTS = _ENTRY.bots
    OPTIONS = (Option(VARIANT, "Symbol tiles", (("without", "0"), ("with", "1"))),)

    game: Start11Game  # the frame's game, as this table makes it (make_game)

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        self.board = BoardWidget(holder_columns=HOLDER_COLUMNS)
        self.board.on_pick(self._on_space)
        self.board.observe(self._on_choose, "chosen")
        where = _("Where can it go?")
        self.where_button = widgets.ToggleButton(False, description=where, tooltip=where, icon="lightbulb-o")
        self.where_button.observe(lambda _change: self._on_where(), "value")
        self.draw_button = self._step_button(_("Take a tile from the bag"), self._on_draw, "primary")
        self.pass_button = self._step_button("", self._on_pass, "warning")
        self.end_button = self._step_button(_("End my turn"), self._on_end, "")
        self._holder_before_draw: list[Tile] = []
        self.legend = widgets.HTML()
        self.legend.add_class("ek-legend-box")
        actions = [self.where_button, self.draw_button, self.pass_button, self.end_button]
        super().__init__(settings, play_area=widgets.VBox([self.board, self.legend]), actions=actions, **kwargs)
        self.add_class("ek-start11-table")

    def _step_button(self, label: str, handler: Any, style: str) -> widgets.Button:
        button = widgets.Button(description=label, tooltip=label, button_style=style)
        button.on_click(lambda _button: handler())
        return button

    # ---- the hooks of the frame ---------------------------------------------------------------
    def make_game(self, settings: TableSettings) -> Start11Game:
        self.board.variant = settings.options.get(VARIANT) == "1"
        game = Start11Game(players=settings.players, seed=settings.seed, variant=self.board.variant)
        self.legend.value = (
            f"<details class='ek-legend-details'><summary>{escape(_('What the pictures on the board mean'))}</summary>"
            f"{legend_html(game.board, variant=self.board.variant)}</details>"
        )
        return game

    def opening_lines(self) -> list[str]:
        """The deal and who starts: "Everybody got 20 tiles.", "Nobody had an 11, so ...", "You start"."""
        view = self.game.view(PUPIL)
        deal = self.game.layout.deal[view.players]
        starter = view.current_player
        lines = [ngettext("Everybody got {count} tile.", "Everybody got {count} tiles.", deal).format(count=deal)]
        if any(size > deal for size in view.holder_sizes):
            lines.append(
                _(
                    "Nobody had an {number}, so everybody took one tile from the bag in turn until {name} got one."
                ).format(number=START_NUMBER, name=_("you") if starter == PUPIL else seat_name(starter))
            )
            lines += [
                ngettext("{name} took {count} tile.", "{name} took {count} tiles.", size - deal).format(
                    name=seat_name(seat), count=size - deal
                )
                for seat, size in enumerate(view.holder_sizes)
                if size > deal
            ]
        if starter == PUPIL:
            lines.append(_("You have an {number}, so you start.").format(number=START_NUMBER))
        else:
            lines.append(
                _("{name} has an {number}, so {name} starts.").format(name=seat_name(starter), number=START_NUMBER)
            )
        return lines

    def refusal(self, move: Any) -> str | None:
        refusal = self.game.refusal(move)
        return None if refusal is None else refusal_sentence(refusal)

    def narrate(self, seat: int, move: Any) -> str:
        receiver = (seat + 1) % self.game.players
        return move_sentence(self.game, seat_name(seat), move, _("you") if receiver == PUPIL else seat_name(receiver))

    def seat_status(self, seat: int) -> str:
        count = self.game.view(PUPIL).holder_sizes[seat]
        return ngettext("{count} tile", "{count} tiles", count).format(count=count)

    def table_note(self) -> str:
        size = self.game.view(PUPIL).bag_size
        return ngettext("{count} tile in the bag", "{count} tiles in the bag", size).format(count=size)

    def turn_prompt(self) -> str:
        view = self.game.view(PUPIL)
        steps = {move.code for move in view.legal_moves}
        if view.bonus_tile is not None:
            return _("Bonus! You won {tile} for the bridge. Put it on a lit space.").format(
                tile=tile_name(view.bonus_tile)
            )
        if view.drawn_tile is not None:
            return _("You took {tile} from the bag. It fits: put it on a lit space.").format(
                tile=tile_name(view.drawn_tile)
            )
        if view.free_placement:
            return _("Your symbol tile gives you a free tile: put any tile on its own space.")
        if self.where_button.value and self.board.chosen_tile is None and PLACE in steps:
            return _("The lit spaces show where one of your tiles fits. Choose a tile to see where it goes.")
        if view.placed_this_turn == 0:
            if PLACE in steps:
                return _("Your turn: choose a tile, then click where it goes.")
            tile = self.last_drawn()
            drawn = (
                _("You took {tile} from the bag. It does not fit.").format(tile=tile_name(tile)) + " " if tile else ""
            )
            if DRAW in steps:
                return drawn + _("None of your tiles fits. Take a tile from the bag.")
            return drawn + _("No tile fits and you may not take another one. Press “{button}”.").format(
                button=self._end_label()
            )
        placed = _("You placed {placed} of {limit} tiles.").format(placed=view.placed_this_turn, limit=PLACEMENT_LIMIT)
        if PASS in steps:
            placed += " " + _("Two lie side by side, so you may give a tile to {name}.").format(
                name=seat_name((PUPIL + 1) % view.players)
            )
        if PLACE in steps:
            return placed + " " + _("Place one more, or press “{button}”.").format(button=self._end_label())
        return placed + " " + _("Press “{button}”.").format(button=self._end_label())

    def scoring_lines(self) -> list[str]:
        tiles_left = self.game.view(PUPIL).tiles_left or ()
        result = self.game.result()
        lines = [tiles_left_sentence(seat_name(seat), tiles) for seat, tiles in enumerate(tiles_left)]
        if result.winners:
            lines.append(_("The winner put down every tile: 0 minus points."))
        return lines

    def show(self) -> None:
        view = self.game.view(PUPIL)
        holder = [str(tile) for tile in view.holder]
        choose = -1
        if view.bonus_tile is not None:
            holder.insert(0, str(view.bonus_tile))
            choose = 0
        elif view.drawn_tile is not None:
            choose = holder.index(str(view.drawn_tile))
        self.board.show(view.board, recent=self._recent())
        with self.board.hold_trait_notifications():
            self.board.holder = holder
        self.board.chosen = choose
        steps = {move.code for move in view.legal_moves}
        mine = self.is_pupils_turn
        # a button not needed now is hidden but keeps its place, so the others do not move
        for button, code in ((self.draw_button, DRAW), (self.pass_button, PASS), (self.end_button, END)):
            button.layout.visibility = "visible" if mine and code in steps else "hidden"
        self.where_button.layout.visibility = "visible" if mine and steps & set(_PLACING) else "hidden"
        self.end_button.description = self.end_button.tooltip = self._end_label()
        self._describe_pass()
        self._light_up()

    # ---- what the pupil does ---------------------------------------------------------------------
    def move_for(self, tile: Tile, space: Space) -> Move | None:
        """The legal step that puts ``tile`` on ``space`` now (bonus, free or placement), or None."""
        steps = {move.code: move for move in self.game.legal_moves() if move.tile == tile and move.space == space}
        return next((steps[code] for code in _PLACING if code in steps), None)

    @table_errors
    def _on_space(self, space: Space) -> None:
        if not self.ready_for_pupil():
            return
        tile = self.board.chosen_tile
        if tile is None:
            fits = sorted({str(move.tile) for move in self.game.legal_moves() if move.space == space and move.tile})
            if fits:
                name = tile_name(self.game.layout.parse_tile(fits[0])).capitalize()
                self.say(_("{tile} fits here: choose it from your tiles first.").format(tile=name), "info")
            else:
                self.say(_("First choose one of your tiles, then click where it goes."), "info")
            return
        move = self.move_for(tile, space)
        if move is None:
            refusal = self.game.placement_refusal(tile, space)
            self.say(refusal_sentence(refusal) if refusal else _("That is not allowed now."), "wrong")
            return
        self.play(move)

    def last_drawn(self) -> Tile | None:
        """The tile the pupil just took from the bag, if the pupil's last step was a draw."""
        if not self.history or self.history[-1].seat != PUPIL or self.history[-1].move.code != DRAW:
            return None
        tiles = list(self.game.view(PUPIL).holder)
        for tile in self._holder_before_draw:
            tiles.remove(tile)
        return tiles[0]

    @table_errors
    def _on_draw(self) -> None:
        self._holder_before_draw = list(self.game.view(PUPIL).holder)
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
        self.feedback.value = ""
        self._describe_pass()
        self._light_up()
        if self.is_pupils_turn:
            self.draw_status()

    def _on_where(self) -> None:
        if self.is_pupils_turn:
            self.feedback.value = ""
            self.draw_status()
        self._light_up()

    # ---- helpers --------------------------------------------------------------------------------
    def _end_label(self) -> str:
        """The end button's words, which the prompt repeats: nothing placed yet lets the next player go."""
        view = self.game.view(PUPIL)
        if view.placed_this_turn == 0 and END in {move.code for move in view.legal_moves}:
            return _("Let the next player go")
        return _("End my turn")

    def _describe_pass(self) -> None:
        tile = self.board.chosen_tile
        other = seat_name((PUPIL + 1) % self.game.players)
        if tile is None:
            label = _("Give a tile to {name}").format(name=other)
        else:
            label = _("Give {tile} to {name}").format(tile=tile_name(tile), name=other)
        self.pass_button.description = self.pass_button.tooltip = label

    def _light_up(self) -> None:
        """Light up where the chosen tile may go: when asked ("Where can it go?"), or when the
        rules say which tile goes down now (a bonus or drawn tile)."""
        view = self.game.view(PUPIL)
        forced = view.bonus_tile is not None or view.drawn_tile is not None
        tile = self.board.chosen_tile
        spaces: list[Space] = []
        if self.is_pupils_turn and (self.where_button.value or forced):
            if tile is not None:
                spaces = self.game.legal_placements(tile)
            else:
                spaces = [move.space for move in view.legal_moves if move.space is not None]
        self.board.highlight = sorted({str(space) for space in spaces})
        if self.is_pupils_turn and self.where_button.value and tile is not None and not spaces:
            self.say(
                _("{tile} can't go anywhere yet — try another tile.").format(tile=tile_name(tile).capitalize()), "info"
            )

    def _recent(self) -> list[Space]:
        """The spaces of the last player's steps (the run of moves by one seat at the end of the list)."""
        if not self.history:
            return []
        seat = self.history[-1].seat
        spaces: list[Space] = []
        for record in reversed(self.history):
            if record.seat != seat:
                break
            if record.move.space is not None:
                spaces.append(record.move.space)
        return spaces
