"""The game table every "play against the computer" dashboard shares (Start 11!, one-eleven,
11 nimmt!): seats, level and settings, whose turn it is, the computer's moves after a short pause,
a move list in a child's words (the newest lines, "Show all moves", "Why did Computer 1 do
that?" beside it), the game's link parameters in the settings, refusals in words, the end with
its scoring, New game.

The table draws a :class:`~elevenkit.exercises.sessions.table.TableSession` (the game, its
computers, the history, what has ended and the attempts for the teacher) and turns clicks into its
calls; no rule is decided here. A table of one game:

- names its session class (``SESSION``) and its ``TITLE``;
- builds its play area and action buttons, then calls ``super().__init__(settings,
  play_area=..., actions=[...])``; more widgets of its own go in named ``slots`` placed by its
  ``LAYOUT`` (the frame's slots in the order they are shown, top to bottom);
- ``show()``: redraws its play area from the session (called after every move);
- a button calls :meth:`GameTable.play` with the move it means.

After each move the computers move one step at a time, each after :attr:`GameTable.pause`
seconds, on the kernel's asyncio loop (so Voila and JupyterLab show every step; a step computes for
at most a few hundred milliseconds, :attr:`TableSession.think_times`). With ``pause=0`` (tests) or
without a running loop, they move at once. Errors never reach the page as a traceback
(:data:`~elevenkit.widgets.common.table_errors`). Every finished game and round is told to
:data:`~elevenkit.exercises.attempts.attempt_log` once, as the trainers' answers are.

Settings come from the page and from the URL (:meth:`GameTable.from_params`):
``?players=2&level=medium&seed=7`` plus each game's options (``&variant=1``).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar
from urllib.parse import urlencode

import ipywidgets as widgets

from elevenkit.catalogue import Level
from elevenkit.core import Bot, Game
from elevenkit.exercises.attempts import attempt_log
from elevenkit.exercises.sessions.table import MoveRecord, TableSession, TableSettings, seat_name
from elevenkit.i18n import _, ngettext
from elevenkit.markup import element, fragment
from elevenkit.serving.params import (
    LEVEL,
    MAX_SEED,
    PLAYERS,
    SEED,
    class_code,
    class_deal,
    int_param,
    language_param,
    large_text,
    reads_by_itself,
)
from elevenkit.widgets.common import (
    STATIC,
    Confirm,
    FeedbackArea,
    ReadAloud,
    Stylesheet,
    TextSize,
    cued,
    make_button,
    relabel,
    speak_attrs,
    table_errors,
)
from elevenkit.widgets.common.locked import lock_from_browser

__all__ = ["DEFAULT_PAUSE", "LAYOUT", "NEWEST_MOVES", "GameTable", "TableStyle", "show_if"]

#: seconds between two computer moves, so that a pupil can follow them
DEFAULT_PAUSE = 0.8
#: how many moves the move list shows before "Show all moves"
NEWEST_MOVES = 6
#: the frame's slots, top to bottom
LAYOUT = (
    "style",
    "title",
    "read_aloud",
    "opponents",
    "seats",
    "status",
    "play_area",
    "actions",
    "feedback",
    "end_panel",
    "again_button",
    "moves",
    "moves_bar",
    "settings_button",
    "settings_box",
)


def show_if(widget: widgets.Widget, shown: bool, display: str = "inline-flex") -> None:
    """Show ``widget`` (as ``display``) or take it off the page."""
    widget.layout.display = display if shown else "none"


class TableStyle(Stylesheet):
    """Ships the table's style sheet with the page (nothing is loaded from the network); a table
    with a style sheet of its own subclasses it with another ``_css``."""

    _css = STATIC / "table.css"


class GameTable(widgets.VBox):
    """The frame of a game against computer players; see the module notes for what a table adds."""

    TITLE: ClassVar[str] = "Game"
    SESSION: ClassVar[type[TableSession]] = TableSession
    #: the frame's slots and a table's own, in the order they are shown
    LAYOUT: ClassVar[tuple[str, ...]] = LAYOUT

    def __init__(
        self,
        settings: TableSettings | None = None,
        *,
        play_area: widgets.Widget,
        actions: Sequence[widgets.Widget] = (),
        slots: Mapping[str, widgets.Widget] | None = None,
        pause: float = DEFAULT_PAUSE,
    ) -> None:
        #: seconds between two computer moves (0: at once, for tests)
        self.pause = pause
        self._showing_settings = False  # the table sets the computers' choice itself: no new game
        self._timer: asyncio.TimerHandle | None = None
        self.title = widgets.HTML(str(element("h2", _(self.TITLE), class_="ek-title")))
        #: the speaker buttons and the pre-reader switch (``?read=auto``)
        self.read_aloud = ReadAloud()
        #: the "Bigger text" switch (``?text=large``) and the style sheet every pupil page shares
        self.text_size = TextSize()
        pupil_tools = widgets.HBox([self.read_aloud, self.text_size])
        pupil_tools.add_class("ek-pupil-tools")
        self.seats = widgets.HTML()
        self.seats.add_class("ek-seats")
        self.status = widgets.HTML()
        self.status.add_class("ek-status")
        self.feedback = FeedbackArea()
        self.feedback.add_class("ek-feedback")
        self.why_button = make_button(_("Why?"), self._on_why, "info")
        self.actions = widgets.HBox(list(actions))
        self.actions.add_class("ek-actions")
        self.end_panel = widgets.HTML(layout=widgets.Layout(display="none"))
        self.again_button = make_button(_("New game"), self._on_new, "success")
        self.again_button.layout.display = "none"
        self.moves = widgets.HTML()
        self.moves.add_class("ek-moves-box")
        label = _("Show all moves")
        self.all_moves_button = widgets.ToggleButton(False, description=label, tooltip=label, icon="list")
        self.all_moves_button.observe(self._on_all_moves, "value")
        moves_bar = widgets.HBox([self.why_button, self.all_moves_button])
        moves_bar.add_class("ek-moves-bar")
        self.link = widgets.HTML()
        self.link.add_class("ek-link")
        self.settings_box, self.settings_button = self._settings_panel()
        self.opponents = self._opponents_choice()
        placed = {
            "style": TableStyle(),
            "title": self.title,
            "read_aloud": pupil_tools,
            "opponents": self.opponents,
            "seats": self.seats,
            "status": self.status,
            "play_area": play_area,
            "actions": self.actions,
            "feedback": self.feedback,
            "end_panel": self.end_panel,
            "again_button": self.again_button,
            "moves": self.moves,
            "moves_bar": moves_bar,
            "settings_button": self.settings_button,
            "settings_box": self.settings_box,
            **(slots or {}),
        }
        super().__init__([placed[name] for name in self.LAYOUT])
        self.add_class("ek-table")
        self.add_class("ek-reads")
        self.session = self.SESSION(settings or self.settings_from_params({}))
        self._show_settings(self.session.settings)
        self._after_move()

    # ---- the session, as the table shows it ------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        """The game being played (the session's)."""
        return self.session.game

    @property
    def settings(self) -> TableSettings:
        """The settings the game was dealt with."""
        return self.session.settings

    @property
    def history(self) -> list[MoveRecord]:
        """Every move so far, oldest first."""
        return self.session.history

    @property
    def bots(self) -> dict[int, Bot]:
        """The computers by seat."""
        return self.session.bots

    @property
    def think_times(self) -> list[float]:
        """Seconds each computer move took to compute."""
        return self.session.think_times

    @property
    def is_pupils_turn(self) -> bool:
        """True when the pupil may move now."""
        return self.session.is_pupils_turn

    @property
    def opening(self) -> list[str]:
        """What happened before the first move (dealing, who starts)."""
        return self.session.opening

    def refusal(self, move: Any) -> str | None:
        """Why the pupil may not make ``move`` now, or None."""
        return self.session.refusal(move)

    def seat_status(self, seat: int) -> str:
        """A few words about ``seat`` for the players bar."""
        return self.session.seat_status(seat)

    def scoring_lines(self) -> list[str]:
        """The scoring at the end, one line per seat."""
        return self.session.scoring_lines()

    def winner_sentence(self) -> str:
        """Who won, in words."""
        return self.session.winner_sentence()

    def link_query(self) -> str:
        """The link parameters that deal this game again (``?players=2&level=medium&variant=1&seed=7``),
        for the teacher: shown in the settings panel, never in the pupil's view."""
        settings = self.settings
        params: dict[str, object] = {PLAYERS: settings.players, LEVEL: settings.level}
        params.update(
            {option.name: settings.options.get(option.name, option.default) for option in self.SESSION.OPTIONS}
        )
        params[SEED] = settings.seed
        params.update(language_param())
        return "?" + urlencode(params)

    # ---- settings -----------------------------------------------------------------------
    @classmethod
    def settings_from_params(cls, params: Mapping[str, str]) -> TableSettings:
        """The settings a link asks for (``?players=2&level=medium&seed=7`` and the options).

        A link is typed by people: a missing or bad value falls back, a number is clamped; without
        a seed every game is dealt at random. With ``?class=`` game ``seed`` is dealt for the class
        (:func:`~elevenkit.serving.params.class_deal`): the same number outside it is another game.
        """
        seats = cls.SESSION.seats()
        level = Level.parse(params.get(LEVEL, "")) or Level.EASY
        seed = random.randrange(MAX_SEED)
        return TableSettings(
            players=int_param(params, PLAYERS, seats[0], seats[0], seats[-1]),
            level=level.value,
            seed=int_param(params, SEED, seed, 0, MAX_SEED),
            options={option.name: option.read(params) for option in cls.SESSION.OPTIONS},
            salt=class_deal(class_code(params)),
        )

    @classmethod
    def from_params(cls, params: Mapping[str, str], **kwargs: Any) -> GameTable:
        """A table for the settings of a dashboard link (:func:`elevenkit.serving.params.query_params`).

        With ``?class=`` a pupil plays the game the teacher chose: the settings are not on the page;
        ``?read=auto`` starts in pre-reader mode, ``?text=large`` with bigger text.
        """
        table = cls(cls.settings_from_params(params), **kwargs)
        table.read_aloud.auto = reads_by_itself(params)
        table.text_size.large = large_text(params)
        if class_code(params):
            # the teacher chose the game for the class: neither the settings nor the computers show
            for hidden in (table.settings_button, table.settings_box, table.opponents):
                hidden.layout.display = "none"
            # hidden is not enough: a websocket message could still change them (issue 21, item 4)
            lock_from_browser(table.settings_button, table.settings_box, table.opponents)
        return table

    def _opponents_choice(self) -> widgets.Box:
        """How many computers to play against: the pupil's choice, on the table (a change deals a
        new game; in the middle of a game the table asks first)."""
        self.players_choice = widgets.ToggleButtons(
            options=[
                (ngettext("{count} computer", "{count} computers", n - 1).format(count=n - 1), n)
                for n in self.SESSION.seats()
            ],
            style={"button_width": "auto"},
        )
        self.players_choice.add_class("ek-opponents-choice")
        self.players_choice.observe(self._on_players, "value")
        self.new_game_confirm = Confirm(yes=_("Yes, a new game"), no=_("No, play on"))
        label = widgets.HTML(str(element("span", _("Play against:"), class_="ek-opponents-label")))
        box = widgets.VBox([widgets.HBox([label, self.players_choice]), self.new_game_confirm])
        box.add_class("ek-opponents")
        return box

    @table_errors
    def _on_players(self, change: dict[str, Any]) -> None:
        """The pupil chose how many computers: a new game at once, or after a yes in the middle of one."""
        players = change["new"]
        if self._showing_settings or players == self.settings.players:
            return
        settings = replace(self.settings, players=players, seed=(self.settings.seed + 1) % (MAX_SEED + 1))
        if self.game.is_over or not any(record.seat == 0 for record in self.history):
            self.new_game(settings)
            return
        question = ngettext(
            "Start a new game against {count} computer? This game ends.",
            "Start a new game against {count} computers? This game ends.",
            players - 1,
        ).format(count=players - 1)
        self.new_game_confirm.ask(question, lambda: self.new_game(settings), on_no=self._keep_players)

    def _keep_players(self) -> None:
        """No new game: the choice shows the computers of the game being played again."""
        self._showing_settings = True
        try:
            self.players_choice.value = self.settings.players
        finally:
            self._showing_settings = False

    def _settings_panel(self) -> tuple[widgets.Box, widgets.ToggleButton]:
        """The settings on the page: level, the game's options and the game number (how many
        computers play is the pupil's choice on the table, :meth:`_opponents_choice`)."""
        self.level_choice = widgets.Dropdown(
            options=[(level.label, level.value) for level in Level], description=_("Computer")
        )
        self.option_choices = {
            option.name: widgets.Dropdown(
                options=[(_(label), value) for label, value in option.choices], description=_(option.label)
            )
            for option in self.SESSION.OPTIONS
        }
        self.seed_box = widgets.BoundedIntText(min=0, max=MAX_SEED, description=_("Game number"))
        start = make_button(_("Start a new game"), self._on_new, "success")
        box = widgets.HBox(
            [self.level_choice, *self.option_choices.values(), self.seed_box, start, self.link],
            layout=widgets.Layout(display="none"),
        )
        box.add_class("ek-settings")
        label = _("Settings")
        toggle = widgets.ToggleButton(False, description=label, tooltip=label, icon="sliders")
        toggle.observe(lambda change: setattr(box.layout, "display", "flex" if change["new"] else "none"), "value")
        return box, toggle

    def settings_on_page(self) -> TableSettings:
        """The settings chosen on the page; a game number left as it is deals the next game."""
        seed = self.seed_box.value
        if seed == self.settings.seed:
            seed = (seed + 1) % (MAX_SEED + 1)
        return TableSettings(
            players=self.players_choice.value,
            level=self.level_choice.value,
            seed=seed,
            options={name: choice.value for name, choice in self.option_choices.items()},
            salt=self.settings.salt,  # a class's table deals the class's games
        )

    def _show_settings(self, settings: TableSettings) -> None:
        """Put the settings of the game being played on the page, with its link."""
        with self.hold_sync():
            self._showing_settings = True
            try:
                self.players_choice.value = settings.players
            finally:
                self._showing_settings = False
            self.new_game_confirm.layout.display = "none"
            self.level_choice.value = settings.level
            for name, choice in self.option_choices.items():
                choice.value = settings.options.get(name, choice.options[0][1])
            self.seed_box.value = settings.seed
            self.feedback.clear()
            self.all_moves_button.value = False
            self.link.value = str(
                element(
                    "p",
                    _("Link parameters for this game (the same number deals the same game to the whole class):"),
                    " ",
                    element("code", self.link_query()),
                )
            )

    # ---- what a table provides ------------------------------------------------------------
    def show(self) -> None:
        """Redraw the play area from the session (subclasses)."""
        raise NotImplementedError

    def status_text(self) -> str:
        """The status line: the session's (a table whose prompt depends on what is chosen says more)."""
        return self.session.status()

    # ---- playing ----------------------------------------------------------------------------
    def new_game(self, settings: TableSettings) -> None:
        """Deal a new game for ``settings`` and let the computers move if they start."""
        self._cancel_timer()
        self.session.new_game(settings)
        self._show_settings(settings)
        self._after_move()

    @table_errors
    def play(self, move: Any) -> bool:
        """The pupil makes ``move`` (checked by the engine); a refused move is explained instead.

        Returns True if the move was made.
        """
        if not self.ready_for_pupil():
            return False
        reason = self.session.refusal(move)
        if reason is not None:
            self.say(reason, "wrong")
            return False
        self.session.pupil_move(move)
        self.feedback.clear()
        self._after_move()
        return True

    def ready_for_pupil(self) -> bool:
        """True if the pupil may move now; else say why not (the game is over, or whose turn it is)."""
        reason = self.session.not_ready_reason()
        if reason is not None:
            self.say(reason, "info")
        return reason is None

    def computer_step(self) -> MoveRecord:
        """The computer whose turn it is makes one move now (its bot chooses and explains it)."""
        return self.session.computer_step()

    def finish_computer_turns(self) -> None:
        """Let the computers make every move before the pupil's turn (or the end) now, without pauses."""
        self._cancel_timer()
        self.session.finish_computer_turns()
        self._draw()

    def say(self, text: str, tone: str) -> None:
        """Show ``text``; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``."""
        self.feedback.say(text, tone)

    # ---- the computers' moves, one at a time --------------------------------------------------
    def _after_move(self) -> None:
        """Redraw, then let a computer move (after the pause) if it is a computer's turn (not while
        the table waits for the pupil to read the end of a round)."""
        if self.session.waiting:
            self._cancel_timer()
        self._draw()
        if not self.session.computers_to_move:
            return
        if self.pause <= 0:
            self.finish_computer_turns()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): no pauses either
            self.finish_computer_turns()
            return
        self._timer = loop.call_later(self.pause, self._timed_step)

    @table_errors
    def _timed_step(self) -> None:
        self._timer = None
        if self.session.computers_to_move:
            self.session.computer_step()
        self._after_move()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # ---- drawing ----------------------------------------------------------------------------
    def _draw(self) -> None:
        session = self.session
        game = session.game
        with self.hold_sync():
            self.show()
            items = []
            for seat in range(game.players):
                current = not game.is_over and seat == game.current_player
                items.append(
                    element(
                        "li",
                        "▶ " if current else "",
                        element("b", seat_name(seat)),
                        ": ",
                        session.seat_status(seat),
                        aria_current=str(current).lower(),
                    )
                )
            note = session.table_note()
            if note:
                items.append(element("li", note, class_="ek-note"))
            self.seats.value = str(element("ul", items, aria_label=_("Players")))
            self.draw_status()
            self._draw_moves()
            last = self.history[-1] if self.history else None
            show_if(self.why_button, last is not None and last.why is not None)
            if last is not None:
                relabel(self.why_button, _("Why did {name} do that?").format(name=seat_name(last.seat)))
            self._draw_end()
        for attempt in session.new_attempts():
            attempt_log.notify(attempt)

    def draw_status(self) -> None:
        """Write whose turn it is, or the pupil's prompt (again after a choice that changes it)."""
        text = self.status_text()
        # read by itself in pre-reader mode when it asks the pupil to play, not at each computer move
        said = speak_attrs(text, auto=self.is_pupils_turn)
        shown = cued(text, self.session.status_cues(), self.session.ACTIVITY)
        self.status.value = str(element("p", said, shown, role="status", aria_live="polite"))

    def _draw_moves(self) -> None:
        """The move list, newest first: the newest :data:`NEWEST_MOVES` lines, the older ones folded
        away until "Show all moves"; the opening lines (dealing, who starts) come first in time."""
        heading = _("What happened (newest first)")
        sentences = [*self.session.opening, *(record.sentence for record in self.history)]
        newest = len(sentences) - 1
        items = [
            element(
                "li",
                speak_attrs(sentence) if n == newest else {},
                sentence,
                class_="ek-newest" if n == newest else "ek-older" if n < newest - NEWEST_MOVES + 1 else "",
            )
            for n, sentence in reversed(list(enumerate(sentences)))
        ]
        show_if(self.all_moves_button, len(sentences) > NEWEST_MOVES)
        self.moves.value = (
            str(
                element("p", heading, class_="ek-moves-title")
                + element("ol", items, class_="ek-moves", reversed=True, aria_label=heading)
            )
            if items
            else ""
        )

    def _draw_end(self) -> None:
        over = self.game.is_over
        show_if(self.end_panel, over, "block")
        show_if(self.again_button, over)
        if over:
            end = fragment(
                element("h3", self.winner_sentence()),
                element("ul", [element("li", line) for line in self.session.scoring_lines()], class_="ek-scoring"),
            )
            self.end_panel.value = str(element("div", speak_attrs(end, auto=True), end, class_="ek-end", role="status"))

    # ---- the frame's buttons ----------------------------------------------------------------
    @table_errors
    def _on_why(self) -> None:
        last = self.session.last_explained
        if last is not None:
            self.say(_("Why did {name} do that? {why}").format(name=seat_name(last.seat), why=last.why), "hint")

    def _on_all_moves(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.moves.add_class("ek-all-moves")
        else:
            self.moves.remove_class("ek-all-moves")
        relabel(self.all_moves_button, _("Show fewer moves") if change["new"] else _("Show all moves"))

    @table_errors
    def _on_new(self) -> None:
        self.new_game(self.settings_on_page())
