"""The game table every "play against the computer" dashboard shares (Start 11!, one-eleven,
11 nimmt!): seats, level and settings, whose turn it is, the computer's moves after a short pause,
a move list in a child's words (the newest lines, "Show all moves", "Why did Computer 1 do
that?" beside it), the game's link parameters in the settings, refusals in words, the end with
its scoring, New game.

The engine decides everything: every move comes from ``game.legal_moves()`` or a bot, every
refusal from the engine's reason. A table subclass only draws its game and turns clicks into moves:

- class attributes ``TITLE``, ``MIN_PLAYERS``/``MAX_PLAYERS`` (seats, the pupil included),
  ``BOTS`` (``{"easy": factory, "medium": ..., "hard": ...}``, each ``factory(seed) -> Bot``) and
  ``OPTIONS`` (its own settings, :class:`Option`, read from the URL and shown on the page);
- ``make_game(settings)``: a new game for :class:`TableSettings`;
- ``refusal(move)``: why the pupil may not make ``move`` now, one sentence, or None;
- ``narrate(seat, move)``: what ``seat`` does with ``move``, one sentence, called *before* the move
  is made (as :meth:`Bot.explain`): "Computer 1 placed yellow 12 next to yellow 11.";
- ``show()``: redraw its play area from ``self.game.view(PUPIL)`` (called after every move);
- ``seat_status(seat)``, ``table_note()``, ``turn_prompt()`` and ``scoring_lines()``: short texts
  for the players bar, the pupil's turn and the end of the game (defaults exist for the last three).

It builds its play area and action buttons, then calls ``super().__init__(settings,
play_area=..., actions=[...])``; a button calls :meth:`GameTable.play` with the move it means.

The pupil is seat :data:`PUPIL` (0); the others are "Computer 1", "Computer 2", ... After each
move the computers move one step at a time, each after :attr:`GameTable.pause` seconds, on the
kernel's asyncio loop (so Voila and JupyterLab show every step; a step computes for at most a few
hundred milliseconds, :attr:`GameTable.think_times`). With ``pause=0`` (tests) or without a running
loop, they move at once. Errors never reach the page as a traceback (:func:`table_errors`).

Settings come from the page and from the URL (:meth:`GameTable.from_params`):
``?players=2&level=medium&seed=7`` plus each game's options (``&variant=1``).

Every finished game (and, in a match, every finished round: :meth:`GameTable.finished_parts`) is
recorded once as an :class:`~elevenkit.exercises.attempts.Attempt` in
:data:`~elevenkit.exercises.attempts.attempt_log`, as the trainers' answers are: activity = the
dashboard (:attr:`GameTable.ACTIVITY`), task id ``game-<seed>`` (a round: ``game-<seed>:round-2``),
the answer the result in short ("won 52–40 points"), right when the pupil won (a shared win
counts), the category ``game-won``/``game-lost``/``game-finished`` (nobody won) or
``game-round-won``/``game-round-lost``. The teacher's table counts these as games, not as tasks.
"""

from __future__ import annotations

import asyncio
import functools
import html
import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar
from urllib.parse import urlencode

import anywidget
import ipywidgets as widgets

from elevenkit.catalogue import Level
from elevenkit.core import Bot, ElevenkitError, Game, IllegalMoveError, Result, make_rng, registered_games
from elevenkit.exercises.attempts import (
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    ROUND_LOST,
    ROUND_WON,
    Attempt,
    GameDealt,
    attempt_log,
)
from elevenkit.i18n import _
from elevenkit.serving.params import LEVEL, MAX_SEED, PLAYERS, SEED, class_code, int_param

__all__ = [
    "DEFAULT_PAUSE",
    "NEWEST_MOVES",
    "PUPIL",
    "FinishedPart",
    "GameTable",
    "MoveRecord",
    "Option",
    "TableSettings",
    "seat_name",
    "table_errors",
]

log = logging.getLogger(__name__)

#: the pupil's seat
PUPIL = 0
#: seconds between two computer moves, so that a pupil can follow them
DEFAULT_PAUSE = 0.8
#: how many moves the move list shows before "Show all moves"
NEWEST_MOVES = 6


def seat_name(seat: int) -> str:
    """ "You" for the pupil, "Computer 1", "Computer 2", ... for the others."""
    return _("You") if seat == PUPIL else _("Computer {number}").format(number=seat)


@dataclass(frozen=True)
class Option:
    """A setting of one game: its URL name, its label, and its choices as (label, value) pairs;
    the first choice is the default. Values are short texts (``"0"``/``"1"``, ``"addition"``);
    the labels are translated when shown, so a table may give them in English at import time."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]

    @property
    def default(self) -> str:
        return self.choices[0][1]

    def read(self, params: Mapping[str, str]) -> str:
        """The value ``params`` asks for, or the default for a missing or unknown one (never raises)."""
        text = params.get(self.name, "").strip().lower()
        return text if text in {value for _label, value in self.choices} else self.default


@dataclass(frozen=True)
class TableSettings:
    """What a new game is made from: seats (the pupil included), the computers' level, the seed
    that deals it (a class given the same link plays the same game) and the game's own options."""

    players: int
    level: str
    seed: int
    options: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.level not in tuple(Level):
            raise ElevenkitError(f"level must be one of {[level.value for level in Level]!r}, not {self.level!r}")


@dataclass(frozen=True)
class MoveRecord:
    """One move in the move list: who made it, the move, the sentence, and (for a computer) why."""

    seat: int
    move: Any
    sentence: str
    why: str | None = None


@dataclass(frozen=True)
class FinishedPart:
    """A game, or one round of a match, that has ended: what the teacher's record of it needs.

    ``round`` is the round's number (1 = the first), 0 for the whole game.
    """

    result: Result
    round: int = 0

    @property
    def won(self) -> bool:
        """True if the pupil won (or shares the win)."""
        return PUPIL in self.result.winners

    @property
    def category(self) -> str:
        """``game-won``/``game-lost``/``game-finished`` (nobody won); a round's ``game-round-…``."""
        if self.round:
            return ROUND_WON if self.won else ROUND_LOST
        if not self.result.winners:
            return GAME_FINISHED
        return GAME_WON if self.won else GAME_LOST

    def summary(self) -> str:
        """The result in short, the pupil's points first: "won 52–40 points", "lost 12–30–25 minus points"."""
        outcome = _("won") if self.won else _("lost") if self.result.winners else _("draw")
        points = "–".join(str(points) for points in self.result.points)
        unit = _("minus points") if self.result.lower_is_better else _("points")
        text = f"{outcome} {points} {unit}"
        return _("round {number}: {result}").format(number=self.round, result=text) if self.round else text


def table_errors(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a callback of a table so that no error ever reaches the pupil as a traceback.

    A move the engine refuses is shown in words (the table's :meth:`GameTable.refusal` normally
    catches it first); any other error is logged for the teacher and shown as a short sentence;
    the game stays on the page.
    """

    @functools.wraps(method)
    def wrapper(self: GameTable, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except IllegalMoveError:
            log.info("the engine refused a move", exc_info=True)
            self.say(_("That is not allowed now. Try something else."), "wrong")
        except ElevenkitError:
            log.info("the table refused input", exc_info=True)
            self.say(_("I did not understand that. Try again."), "info")
        except Exception:
            log.exception("game table callback failed")
            self.say(_("Oops, something went wrong. Press New game to go on."), "info")
        return None

    return wrapper


_CSS = """
.ek-table { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1b1b; gap: 0.2em; }
.ek-table .widget-html-content { line-height: 1.35; }
.ek-table .ek-title { margin: 0; font-size: clamp(1.4rem, 2vw, 2.4rem); }
.ek-table .ek-seats ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.2em 1em;
  font-size: clamp(1rem, 1.3vw, 1.7rem); }
.ek-table .ek-seats li { padding: 0.05em 0.5em; border: 2px solid transparent; border-radius: 6px; }
.ek-table .ek-seats li[aria-current="true"] { border-color: #1b1b1b; font-weight: bold; background: #fff8d6; }
.ek-table .ek-seats li.ek-note { color: #333; }
.ek-table .ek-status p { font-size: clamp(1.1rem, 1.5vw, 2rem); font-weight: bold; margin: 0.15em 0; }
/* two lines kept free for the status and the message, so a longer text does not push things down */
.ek-table .ek-status { min-height: calc(2 * 1.35 * clamp(1.1rem, 1.5vw, 2rem) + 0.3em); }
.ek-table .ek-feedback { min-height: calc(2 * 1.35 * clamp(1.05rem, 1.4vw, 1.9rem) + 0.7em); }
.ek-table .ek-actions { flex-wrap: wrap; gap: 0.4em; align-items: center; }
.ek-table .jupyter-button { font-size: clamp(1rem, 1.3vw, 1.7rem); height: auto; min-height: 2.2em; padding: 0.2em 1em;
  width: auto; align-self: flex-start; }
.ek-table .ek-msg { font-size: clamp(1.05rem, 1.4vw, 1.9rem); padding: 0.25em 0.6em; border-radius: 6px; margin: 0.1em 0; }
.ek-table .ek-wrong { background: #fde2e2; border-left: 6px solid #b71c1c; }
.ek-table .ek-right { background: #dcf1dd; border-left: 6px solid #1b5e20; }
.ek-table .ek-hint { background: #fff3b8; border-left: 6px solid #8a6d00; }
.ek-table .ek-info { background: #eef3fb; border-left: 6px solid #0d47a1; }
.ek-table .ek-end { font-size: clamp(1.05rem, 1.4vw, 1.9rem); border: 3px solid #1b1b1b; border-radius: 8px;
  padding: 0.2em 0.8em; background: #fffdf2; }
.ek-table .ek-end h3 { margin: 0.2em 0; font-size: 1.3em; }
.ek-table .ek-moves-title { font-size: clamp(1rem, 1.2vw, 1.6rem); font-weight: bold; margin: 0.3em 0 0 0; }
.ek-table .ek-moves { margin: 0; padding-left: 3.6em; font-size: clamp(0.95rem, 1.1vw, 1.5rem); }
.ek-table .ek-moves li.ek-newest { font-weight: bold; }
.ek-table .ek-moves-box:not(.ek-all-moves) li.ek-older { display: none; }
.ek-table .ek-moves-bar { flex-wrap: wrap; gap: 0.4em; align-items: center; }
.ek-table .ek-link code { font-size: 1.05em; user-select: all; }
.ek-table .ek-settings { flex-wrap: wrap; gap: 0.3em 1em; align-items: center; }
"""


class _TableStyle(anywidget.AnyWidget):
    """Ships the table's style sheet with the page (nothing is loaded from the network)."""

    _esm = "export default { render() {} };"
    _css = _CSS


class GameTable(widgets.VBox):
    """The frame of a game against computer players; see the module notes for what a subclass adds."""

    TITLE: ClassVar[str] = "Game"
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 4
    BOTS: ClassVar[Mapping[str, Callable[[int], Bot]]] = {}
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: the activity in the teacher's records: the dashboard's name (``"play-start-11"``)
    ACTIVITY: ClassVar[str] = "play"

    def __init__(
        self,
        settings: TableSettings | None = None,
        *,
        play_area: widgets.Widget,
        actions: Sequence[widgets.Widget] = (),
        pause: float = DEFAULT_PAUSE,
    ) -> None:
        #: seconds between two computer moves (0: at once, for tests)
        self.pause = pause
        #: seconds each computer move took to compute (for the 300 ms budget)
        self.think_times: list[float] = []
        self.history: list[MoveRecord] = []
        #: the task ids of the games and rounds of this game recorded for the teacher already
        self.recorded: set[str] = set()
        #: what happened before the first move (:meth:`opening_lines`)
        self.opening: list[str] = []
        self._timer: asyncio.TimerHandle | None = None
        self.title = widgets.HTML(f"<h2 class='ek-title'>{html.escape(_(self.TITLE))}</h2>")
        self.seats = widgets.HTML()
        self.seats.add_class("ek-seats")
        self.status = widgets.HTML()
        self.status.add_class("ek-status")
        self.feedback = widgets.HTML()
        self.feedback.add_class("ek-feedback")
        self.why_button = self._button(_("Why?"), self._on_why, "info")
        self.actions = widgets.HBox(list(actions))
        self.actions.add_class("ek-actions")
        self.end_panel = widgets.HTML(layout=widgets.Layout(display="none"))
        self.again_button = self._button(_("New game"), self._on_new, "success")
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
        super().__init__(
            [
                _TableStyle(layout=widgets.Layout(display="none")),
                self.title,
                self.seats,
                self.status,
                play_area,
                self.actions,
                self.feedback,
                self.end_panel,
                self.again_button,
                self.moves,
                moves_bar,
                self.settings_button,
                self.settings_box,
            ]
        )
        self.add_class("ek-table")
        self.new_game(settings or self.settings_from_params({}))

    # ---- settings -----------------------------------------------------------------------
    @classmethod
    def settings_from_params(cls, params: Mapping[str, str]) -> TableSettings:
        """The settings a link asks for (``?players=2&level=medium&seed=7`` and the options).

        A link is typed by people: a missing or bad value falls back, a number is clamped; without
        a seed every game is dealt at random.
        """
        level = Level.parse(params.get(LEVEL, "")) or Level.EASY
        seed = random.randrange(MAX_SEED)
        return TableSettings(
            players=int_param(params, PLAYERS, cls.MIN_PLAYERS, cls.MIN_PLAYERS, cls.MAX_PLAYERS),
            level=level.value,
            seed=int_param(params, SEED, seed, 0, MAX_SEED),
            options={option.name: option.read(params) for option in cls.OPTIONS},
        )

    @classmethod
    def from_params(cls, params: Mapping[str, str], **kwargs: Any) -> GameTable:
        """A table for the settings of a dashboard link (:func:`elevenkit.serving.params.query_params`).

        With ``?class=`` a pupil plays the game the teacher chose: the settings are not on the page.
        """
        table = cls(cls.settings_from_params(params), **kwargs)
        if class_code(params):
            table.settings_button.layout.display = table.settings_box.layout.display = "none"
        return table

    def _settings_panel(self) -> tuple[widgets.Box, widgets.ToggleButton]:
        """The settings on the page: players, level, the game's options and the game number."""
        players = range(self.MIN_PLAYERS, self.MAX_PLAYERS + 1)
        self.players_choice = widgets.Dropdown(
            options=[(_("{players} players").format(players=n), n) for n in players],
            description=_("Players"),
        )
        self.level_choice = widgets.Dropdown(
            options=[(level.label, level.value) for level in Level], description=_("Computer")
        )
        self.option_choices = {
            option.name: widgets.Dropdown(
                options=[(_(label), value) for label, value in option.choices], description=_(option.label)
            )
            for option in self.OPTIONS
        }
        self.seed_box = widgets.BoundedIntText(min=0, max=MAX_SEED, description=_("Game number"))
        start = self._button(_("Start a new game"), self._on_new, "success")
        box = widgets.HBox(
            [self.players_choice, self.level_choice, *self.option_choices.values(), self.seed_box, start, self.link],
            layout=widgets.Layout(display="none"),
        )
        box.add_class("ek-settings")
        label = _("Settings")
        toggle = widgets.ToggleButton(False, description=label, tooltip=label, icon="sliders")
        toggle.observe(lambda change: setattr(box.layout, "display", "flex" if change["new"] else "none"), "value")
        return box, toggle

    def link_query(self) -> str:
        """The link parameters that deal this game again (``?players=2&level=medium&variant=1&seed=7``),
        for the teacher: shown in the settings panel, never in the pupil's view."""
        params = {PLAYERS: self.settings.players, LEVEL: self.settings.level}
        params.update({option.name: self.settings.options.get(option.name, option.default) for option in self.OPTIONS})
        params[SEED] = self.settings.seed
        return "?" + urlencode(params)

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
        )

    # ---- what a table provides ------------------------------------------------------------
    def make_game(self, settings: TableSettings) -> Game[Any]:
        """A new game for ``settings`` (subclasses)."""
        raise NotImplementedError

    def refusal(self, move: Any) -> str | None:
        """Why the pupil may not make ``move`` now, in one sentence; None if it is allowed (subclasses)."""
        raise NotImplementedError

    def narrate(self, seat: int, move: Any) -> str:
        """What ``seat`` does with ``move``, in one sentence, before it is made (subclasses)."""
        raise NotImplementedError

    def show(self) -> None:
        """Redraw the play area from ``self.game.view(PUPIL)`` (subclasses)."""
        raise NotImplementedError

    def seat_status(self, seat: int) -> str:
        """A few words about ``seat`` for the players bar ("12 tiles") (subclasses)."""
        raise NotImplementedError

    def table_note(self) -> str:
        """A few words about the table for the players bar ("40 tiles in the bag"); none by default."""
        return ""

    def turn_prompt(self) -> str:
        """What the pupil can do now (subclasses say more)."""
        return _("Your turn.")

    def opening_lines(self) -> list[str]:
        """What happened before the first move (dealing, who starts), oldest first; none by default."""
        return []

    def finished_parts(self) -> list[FinishedPart]:
        """What has ended so far: the game, once it is over (a match table adds its rounds)."""
        return [FinishedPart(self.game.result())] if self.game.is_over else []

    def scoring_lines(self) -> list[str]:
        """The scoring at the end, one line per seat (subclasses explain more)."""
        result = self.game.result()
        line = _("{name}: {points} minus points") if result.lower_is_better else _("{name}: {points} points")
        return [line.format(name=seat_name(seat), points=points) for seat, points in enumerate(result.points)]

    # ---- playing ----------------------------------------------------------------------------
    @property
    def is_pupils_turn(self) -> bool:
        """True when the pupil may move now."""
        return not self.game.is_over and self.game.current_player == PUPIL

    def new_game(self, settings: TableSettings) -> None:
        """Deal a new game for ``settings`` and let the computers move if they start."""
        self._cancel_timer()
        self.settings = settings
        self.game = self.make_game(settings)
        rng = make_rng(settings.seed)
        self.bots = {seat: self.BOTS[settings.level](rng.getrandbits(32)) for seat in range(1, settings.players)}
        self.history = []
        self.recorded = set()
        with self.hold_sync():
            self.players_choice.value = settings.players
            self.level_choice.value = settings.level
            for name, choice in self.option_choices.items():
                choice.value = settings.options.get(name, choice.options[0][1])
            self.seed_box.value = settings.seed
            self.feedback.value = ""
            self.all_moves_button.value = False
            self.link.value = (
                f"<p>{html.escape(_('Link parameters for this game (the same number deals the same game to the whole class):'))} "
                f"<code>{html.escape(self.link_query())}</code></p>"
            )
        self.opening = self.opening_lines()
        self._after_move()

    @table_errors
    def play(self, move: Any) -> bool:
        """The pupil makes ``move`` (checked by the engine); a refused move is explained instead.

        Returns True if the move was made.
        """
        if not self.ready_for_pupil():
            return False
        reason = self.refusal(move)
        if reason is not None:
            self.say(reason, "wrong")
            return False
        sentence = self.narrate(PUPIL, move)
        self.game.play(move)
        self.history.append(MoveRecord(PUPIL, move, sentence))
        self.feedback.value = ""
        self._after_move()
        return True

    def ready_for_pupil(self) -> bool:
        """True if the pupil may move now; else say why not (the game is over, or whose turn it is)."""
        if self.game.is_over:
            self.say(_("The game is over. Press New game to play again."), "info")
            return False
        if self.game.current_player != PUPIL:
            self.say(_("Wait: it is {name}'s turn.").format(name=seat_name(self.game.current_player)), "info")
            return False
        return True

    def computer_step(self) -> MoveRecord:
        """The computer whose turn it is makes one move now (its bot chooses and explains it)."""
        seat = self.game.current_player
        if seat == PUPIL or self.game.is_over:
            raise ElevenkitError(f"it is no computer's turn (seat {seat!r}, over: {self.game.is_over!r})")
        bot = self.bots[seat]
        start = time.perf_counter()
        move = bot.choose_move(self.game)
        why = bot.explain(self.game, move)
        self.think_times.append(time.perf_counter() - start)
        record = MoveRecord(seat, move, self.narrate(seat, move), why)
        self.game.play(move)
        self.history.append(record)
        return record

    def finish_computer_turns(self) -> None:
        """Let the computers make every move before the pupil's turn (or the end) now, without pauses."""
        self._cancel_timer()
        while not self.game.is_over and self.game.current_player != PUPIL:
            self.computer_step()
        self._draw()

    def say(self, message: str, tone: str) -> None:
        """Show ``message``; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``."""
        marks = {"right": "✔", "wrong": "✘", "hint": "★", "info": "ℹ"}
        self.feedback.value = (
            f"<div role='status' aria-live='polite' class='ek-msg ek-{tone}'>"
            f"<span aria-hidden='true'>{marks.get(tone, '')}</span> {html.escape(message)}</div>"
        )

    def winner_sentence(self) -> str:
        """Who won, in words."""
        winners = self.game.result().winners
        if not winners:
            return _("Nobody won: it is a draw.")
        if winners == (PUPIL,):
            return _("You won! Well done!")
        if len(winners) == 1:
            return _("{name} won.").format(name=seat_name(winners[0]))
        names = [seat_name(seat) for seat in winners]
        return _("{some} and {last} share the win.").format(some=", ".join(names[:-1]), last=names[-1])

    # ---- the computers' moves, one at a time --------------------------------------------------
    def _after_move(self) -> None:
        """Redraw, then let a computer move (after the pause) if it is a computer's turn."""
        self._draw()
        if self.game.is_over or self.game.current_player == PUPIL:
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
        if not self.game.is_over and self.game.current_player != PUPIL:
            self.computer_step()
        self._after_move()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # ---- drawing ----------------------------------------------------------------------------
    def _draw(self) -> None:
        game = self.game
        with self.hold_sync():
            self.show()
            items = []
            for seat in range(game.players):
                current = not game.is_over and seat == game.current_player
                mark = "▶ " if current else ""
                items.append(
                    f"<li aria-current='{str(current).lower()}'>{mark}<b>{html.escape(seat_name(seat))}</b>: "
                    f"{html.escape(self.seat_status(seat))}</li>"
                )
            note = self.table_note()
            if note:
                items.append(f"<li class='ek-note'>{html.escape(note)}</li>")
            self.seats.value = f"<ul aria-label='{html.escape(_('Players'))}'>{''.join(items)}</ul>"
            self.draw_status()
            self._draw_moves()
            last = self.history[-1] if self.history else None
            self.why_button.layout.display = "none" if last is None or last.why is None else "inline-flex"
            if last is not None:
                label = _("Why did {name} do that?").format(name=seat_name(last.seat))
                self.why_button.description = self.why_button.tooltip = label
            self._draw_end()
        self._record_results()

    def game_words(self) -> str:
        """The game as an attempt names it for the teacher: "Game of one-eleven, 2 players" (its
        registered title; the table's title for a game that is not registered)."""
        title = next(
            (entry.title for entry in registered_games().values() if entry.game_type is type(self.game)), self.TITLE
        )
        return _("Game of {game}, {players} players").format(game=_(title), players=self.settings.players)

    def _record_results(self) -> None:
        """Tell the attempt log, once each, about the games and rounds that have ended."""
        for part in self.finished_parts():
            task_id = str(GameDealt(self.settings.seed, part.round))
            if task_id in self.recorded:
                continue
            self.recorded.add(task_id)
            attempt_log.notify(
                Attempt(
                    activity=self.ACTIVITY,
                    task_id=task_id,
                    answer=part.summary(),
                    correct=part.won,
                    counted=True,
                    category=part.category,
                    seed=self.settings.seed,
                    task_number=part.round,
                    question=self.game_words(),
                    level=self.settings.level,
                )
            )

    def draw_status(self) -> None:
        """Write whose turn it is, or the pupil's prompt (again after a choice that changes it)."""
        game = self.game
        if game.is_over:
            status = _("The game is over.")
        elif game.current_player == PUPIL:
            status = self.turn_prompt()
        else:
            status = _("{name} is playing …").format(name=seat_name(game.current_player))
        self.status.value = f"<p role='status' aria-live='polite'>{html.escape(status)}</p>"

    def _draw_moves(self) -> None:
        """The move list, newest first: the newest :data:`NEWEST_MOVES` lines, the older ones folded
        away until "Show all moves"; the opening lines (dealing, who starts) come first in time."""
        heading = html.escape(_("What happened (newest first)"))
        sentences = [*self.opening, *(record.sentence for record in self.history)]
        newest = len(sentences) - 1
        items = "".join(
            f"<li class='{'ek-newest' if n == newest else 'ek-older' if n < newest - NEWEST_MOVES + 1 else ''}'>"
            f"{html.escape(sentence)}</li>"
            for n, sentence in reversed(list(enumerate(sentences)))
        )
        self.all_moves_button.layout.display = "inline-flex" if len(sentences) > NEWEST_MOVES else "none"
        self.moves.value = (
            f"<p class='ek-moves-title'>{heading}</p><ol class='ek-moves' reversed aria-label='{heading}'>{items}</ol>"
            if items
            else ""
        )

    def _draw_end(self) -> None:
        if not self.game.is_over:
            self.end_panel.layout.display = "none"
            self.again_button.layout.display = "none"
            return
        lines = "".join(f"<li>{html.escape(line)}</li>" for line in self.scoring_lines())
        self.end_panel.value = (
            f"<div class='ek-end' role='status'><h3>{html.escape(self.winner_sentence())}</h3>"
            f"<ul class='ek-scoring'>{lines}</ul></div>"
        )
        self.end_panel.layout.display = "block"
        self.again_button.layout.display = "inline-flex"

    def _button(self, label: str, handler: Callable[[], Any], style: str) -> widgets.Button:
        button = widgets.Button(description=label, tooltip=label, button_style=style)
        button.on_click(lambda _button: handler())
        return button

    # ---- the frame's buttons ----------------------------------------------------------------
    @table_errors
    def _on_why(self) -> None:
        last = next((record for record in reversed(self.history) if record.why is not None), None)
        if last is not None:
            self.say(_("Why did {name} do that? {why}").format(name=seat_name(last.seat), why=last.why), "hint")

    def _on_all_moves(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.moves.add_class("ek-all-moves")
        else:
            self.moves.remove_class("ek-all-moves")
        label = _("Show fewer moves") if change["new"] else _("Show all moves")
        self.all_moves_button.description = self.all_moves_button.tooltip = label

    @table_errors
    def _on_new(self) -> None:
        self.new_game(self.settings_on_page())
