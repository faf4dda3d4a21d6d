"""The session of the Start 11! table: the board and the pupil's tiles against 1–3 computers.

A tile goes on a space by the legal step that puts it there (a bonus or free tile before a
placement: they do not count toward the three); a space the tile may not go on is refused with the
engine's reason ("Red 18 needs red 17 or red 19 on the board first."). The prompt says what the
pupil may do now; the end adds up the minus points of the tiles left, seat by seat. Everything
comes from :class:`~elevenkit.start11.Start11Game` and :mod:`elevenkit.exercises.narration_start11`.

A teacher may give the game a time limit to fit a lesson (``?minutes=10``, :data:`TIME_LIMITS`). The
clock is the session's, from the deal: when the time is up, the turn being played is finished and
then the game stops (:meth:`Start11Game.stop`): the fewest minus points win (docs/rules.md §3).
"""

from __future__ import annotations

import math
import time
from typing import Any

from elevenkit import catalogue
from elevenkit.exercises.narration_start11 import move_sentence, refusal_sentence, tiles_left_sentence
from elevenkit.exercises.sessions.table import PUPIL, MoveRecord, Option, TableSession, TableSettings, seat_name
from elevenkit.i18n import N_, _, ngettext
from elevenkit.start11 import Start11Game, half_deal, standard_layout
from elevenkit.start11.moves import BONUS, DRAW, END, FREE, PASS, PLACE, Move
from elevenkit.start11.rules import PLACEMENT_LIMIT, START_NUMBER
from elevenkit.start11.svg import tile_name
from elevenkit.start11.tiles import Space, Tile

__all__ = ["PLACING", "TIME_LIMITS", "Start11TableSession"]

#: which step a pupil means by putting a tile on a space, best first: a bonus or free tile does
#: not count toward the three placements, so it is used when the rules allow it
PLACING = (BONUS, FREE, PLACE)

#: the time limits a teacher may give a game, in minutes (``?minutes=10``); anything else: no limit
TIME_LIMITS = (5, 10, 15, 20, 30)


class Start11TableSession(TableSession):
    """One game of Start 11!; ``?players=2&level=medium&variant=1&seed=7``."""

    GAME = Start11Game
    ACTIVITY = catalogue.entry("play-start-11").activity
    OPTIONS = (
        Option("variant", N_("Symbol tiles"), ((N_("without"), "0"), (N_("with"), "1"))),
        # a game set to fit a lesson: half the tiles each, a shorter game (``?holder=half``)
        Option("holder", N_("Tiles each"), ((N_("as the rules say"), "full"), (N_("half as many"), "half"))),
        # a game that fits the lesson's time: it ends after the turn in which the time is up (``?minutes=10``)
        Option(
            "minutes",
            N_("Time limit"),
            (
                (N_("no time limit"), "none"),
                (N_("5 minutes"), "5"),
                (N_("10 minutes"), "10"),
                (N_("15 minutes"), "15"),
                (N_("20 minutes"), "20"),
                (N_("30 minutes"), "30"),
            ),
        ),
    )

    @staticmethod
    def clock() -> float:
        """Seconds on the clock the time limit is measured by (a test puts in a clock it moves itself)."""
        return time.monotonic()

    game: Start11Game

    def new_game(self, settings: TableSettings) -> None:
        self._holder_before_draw: list[Tile] = []
        #: when the game was dealt, by :attr:`clock`: the time limit counts from here
        self.started = self.clock()
        super().new_game(settings)

    # ---- the time limit -------------------------------------------------------------------------
    @property
    def time_limit(self) -> int | None:
        """The minutes the game may last (``?minutes=10``), None without a limit."""
        minutes = self.settings.options.get("minutes", "")
        return int(minutes) if minutes.isdigit() and int(minutes) in TIME_LIMITS else None

    def seconds_left(self) -> float | None:
        """Seconds until the time is up (0 once it is), None without a time limit."""
        limit = self.time_limit
        return None if limit is None else max(0.0, self.started + 60 * limit - self.clock())

    @property
    def time_up(self) -> bool:
        """True once the game's time limit has passed (the turn being played still ends as usual)."""
        left = self.seconds_left()
        return left is not None and left <= 0

    def moved(self, record: MoveRecord) -> None:
        """A move that ends a turn after the time is up ends the game (:meth:`Start11Game.stop`)."""
        if self.time_up and not self.game.is_over and self.game.current_player != record.seat:
            self.game.stop()

    def clock_words(self) -> str:
        """How much time is left, in a child's words ("8 minutes left to play"); "" without a limit."""
        left = self.seconds_left()
        if left is None or self.game.is_over:
            return ""
        if left <= 0:
            return _("Time is up: the game ends after this turn.")
        if left <= 60:
            return _("Less than a minute left to play")
        minutes = math.ceil(left / 60)
        return ngettext("{count} minute left to play", "{count} minutes left to play", minutes).format(count=minutes)

    def make_game(self, settings: TableSettings) -> Start11Game:
        layout = half_deal(standard_layout()) if settings.options.get("holder") == "half" else None
        return Start11Game(
            players=settings.players, seed=settings.dealt_seed, variant=self.variant_of(settings), layout=layout
        )

    @staticmethod
    def variant_of(settings: TableSettings) -> bool:
        """True when the game is played with the symbol tiles."""
        return settings.options.get("variant") == "1"

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
        if self.time_limit is not None:
            lines.append(
                ngettext(
                    "You have {count} minute to play. When the time is up, the game ends after that turn, "
                    "and the fewest minus points win.",
                    "You have {count} minutes to play. When the time is up, the game ends after that turn, "
                    "and the fewest minus points win.",
                    self.time_limit,
                ).format(count=self.time_limit)
            )
        return lines

    def refusal(self, move: Any) -> str | None:
        refusal = self.game.refusal(move)
        return None if refusal is None else refusal_sentence(refusal)

    def narrate(self, seat: int, move: Any) -> str:
        receiver = (seat + 1) % self.game.players
        return move_sentence(self.game, seat_name(seat), move, _("you") if receiver == PUPIL else seat_name(receiver))

    def seat_status(self, seat: int) -> str:
        """How many tiles ``seat`` holds; before its first move, why more than were dealt: the tiles
        taken from the bag to find an 11 and those the seat before it gave ("27 tiles: 20 dealt, 7
        taken to find an 11", "21 tiles: 20 dealt, 1 given by Computer 1")."""
        count = self.game.view(PUPIL).holder_sizes[seat]
        deal = self.game.layout.deal[self.game.players]
        if count <= deal or any(record.seat == seat for record in self.history):
            return ngettext("{count} tile", "{count} tiles", count).format(count=count)
        giver = (seat - 1) % self.game.players
        given = sum(record.seat == giver and record.move.code == PASS for record in self.history)
        drawn = count - deal - given
        words = {"count": count, "deal": deal, "drawn": drawn, "given": given, "number": START_NUMBER}
        if not given:
            return ngettext(
                "{count} tiles: {deal} dealt, {drawn} taken to find an {number}",
                "{count} tiles: {deal} dealt, {drawn} taken to find an {number}",
                drawn,
            ).format(**words)
        gift = _("{given} given by you") if giver == PUPIL else _("{given} given by {name}")
        words["gift"] = gift.format(given=given, name=seat_name(giver))
        if not drawn:
            return _("{count} tiles: {deal} dealt, {gift}").format(**words)
        return _("{count} tiles: {deal} dealt, {drawn} taken to find an {number}, {gift}").format(**words)

    def table_note(self) -> str:
        """The tiles in the bag, and the time left when the game has a time limit."""
        size = self.game.view(PUPIL).bag_size
        bag = ngettext("{count} tile in the bag", "{count} tiles in the bag", size).format(count=size)
        clock = self.clock_words()
        return f"{bag} · {clock}" if clock else bag

    def turn_prompt(self, lighting_every_tile: bool = False) -> str:
        """What the pupil may do now (after "Time is up…" once it is); ``lighting_every_tile``: the
        board lights where any tile fits."""
        prompt = self._turn_prompt(lighting_every_tile)
        return f"{self.clock_words()} {prompt}" if self.time_up else prompt

    def _turn_prompt(self, lighting_every_tile: bool) -> str:
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
        if lighting_every_tile and PLACE in steps:
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
                button=self.end_label()
            )
        placed = _("You placed {placed} of {limit} tiles.").format(placed=view.placed_this_turn, limit=PLACEMENT_LIMIT)
        if PASS in steps:
            placed += " " + _(
                "Two lie side by side, so you may give a tile to {name}: choose the tile, then press “Give”."
            ).format(name=seat_name((PUPIL + 1) % view.players))
        if PLACE in steps:
            return placed + " " + _("Place one more, or press “{button}”.").format(button=self.end_label())
        return placed + " " + _("Press “{button}”.").format(button=self.end_label())

    def scoring_lines(self) -> list[str]:
        tiles_left = self.game.view(PUPIL).tiles_left or ()
        lines = [tiles_left_sentence(seat_name(seat), tiles) for seat, tiles in enumerate(tiles_left)]
        if self.game.stopped:
            lines.append(_("The time was up, so the game ended: the fewest minus points win."))
        elif self.game.result().winners:
            lines.append(_("The winner put down every tile: 0 minus points."))
        return lines

    # ---- what the pupil does --------------------------------------------------------------------
    def pupil_move(self, move: Any) -> MoveRecord:
        if move.code == DRAW:  # what was in the holder before, to tell the tile taken from the bag
            self._holder_before_draw = list(self.game.view(PUPIL).holder)
        return super().pupil_move(move)

    def move_for(self, tile: Tile, space: Space) -> Move | None:
        """The legal step that puts ``tile`` on ``space`` now (bonus, free or placement), or None."""
        steps = {move.code: move for move in self.game.legal_moves() if move.tile == tile and move.space == space}
        return next((steps[code] for code in PLACING if code in steps), None)

    def placement_refusal(self, tile: Tile, space: Space) -> str:
        """Why ``tile`` may not go on ``space`` now, in a child's words."""
        refusal = self.game.placement_refusal(tile, space)
        return refusal_sentence(refusal) if refusal else _("That is not allowed now.")

    def space_hint(self, space: Space) -> str:
        """What to do when a space is clicked with no tile chosen: which tile fits there, if one does."""
        fits = sorted({str(move.tile) for move in self.game.legal_moves() if move.space == space and move.tile})
        if fits:
            name = tile_name(self.game.layout.parse_tile(fits[0])).capitalize()
            return _("{tile} fits here: choose it from your tiles first.").format(tile=name)
        return _("First choose one of your tiles, then click where it goes.")

    def last_drawn(self) -> Tile | None:
        """The tile the pupil just took from the bag, if the pupil's last step was a draw."""
        if not self.history or self.history[-1].seat != PUPIL or self.history[-1].move.code != DRAW:
            return None
        tiles = list(self.game.view(PUPIL).holder)
        for tile in self._holder_before_draw:
            tiles.remove(tile)
        return tiles[0]

    def end_label(self) -> str:
        """The end button's words, which the prompt repeats: nothing placed yet lets the next player go."""
        view = self.game.view(PUPIL)
        if view.placed_this_turn == 0 and END in {move.code for move in view.legal_moves}:
            return _("Let the next player go")
        return _("End my turn")

    def pass_label(self, tile: Tile | None) -> str:
        """The give-away button's words: to whom, and which tile when one is chosen."""
        other = seat_name((PUPIL + 1) % self.game.players)
        if tile is None:
            return _("Give a tile to {name}: choose it first").format(name=other)
        return _("Give {tile} to {name}").format(tile=tile_name(tile), name=other)

    def lit_spaces(self, tile: Tile | None) -> list[Space]:
        """Where ``tile`` may go now (with no tile: every space one of the pupil's tiles may go to)."""
        if tile is not None:
            return self.game.legal_placements(tile)
        return [move.space for move in self.game.view(PUPIL).legal_moves if move.space is not None]

    @property
    def forced_tile(self) -> bool:
        """True when the rules say which tile goes down now (a bonus tile, or a drawn tile that fits)."""
        view = self.game.view(PUPIL)
        return view.bonus_tile is not None or view.drawn_tile is not None

    def recent_spaces(self) -> list[Space]:
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
