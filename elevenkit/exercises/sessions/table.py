"""The session of a game table: one game against computer players, free of any UI.

A :class:`TableSession` holds what every "play against the computer" table shares: the settings
(:class:`TableSettings`: seats, the computers' level, the seed that deals the game, the game's own
options), the game, its computer players by level (from the game's registry entry), the history of
moves in a child's words (:class:`MoveRecord`), the computers' steps, what has ended
(:class:`FinishedPart`: the game, and a match's rounds) and the :class:`Attempt` each finished part
gives the teacher's records. A view draws it and turns clicks into its calls; its rules are tested
without ipywidgets.

The engine decides everything: every move comes from ``game.legal_moves()`` or a bot, every
refusal from the engine's reason. A session of one game (``exercises/sessions/*_table.py``) adds:

- class attributes ``GAME`` (the game's class: its registry entry gives the seats and the computers
  by level), ``ACTIVITY`` (the dashboard's name in the teacher's records) and ``OPTIONS`` (its own
  settings, :class:`Option`); ``SEATS`` and ``BOTS`` only for a game that is not registered;
- ``make_game(settings)``: a new game for :class:`TableSettings`;
- ``refusal(move)``: why the pupil may not make ``move`` now, one sentence, or None;
- ``narrate(seat, move)``: what ``seat`` does with ``move``, one sentence, said *before* the move
  is made (as :meth:`Bot.explain`): "Computer 1 placed yellow 12 next to yellow 11.";
- ``seat_status(seat)``, ``table_note()``, ``turn_prompt()``, ``opening_lines()`` and
  ``scoring_lines()``: short texts for the players bar, the pupil's turn, what happened before the
  first move and the end of the game (defaults exist for all but the first);
- a match adds its rounds to ``finished_parts()`` and may make the table wait (``waiting``).

The pupil is seat :data:`PUPIL` (0); the others are "Computer 1", "Computer 2", ... Every
finished game (and, in a match, every finished round) gives one attempt, once (:meth:`new_attempts`):
activity = the dashboard, task id ``game-<seed>`` (a round: ``game-<seed>:round-2``), the answer the
result in short ("won 52–40 points"), right when the pupil won (a shared win counts), the category
``game-won``/``game-lost``/``game-finished`` (nobody won) or ``game-round-won``/``game-round-lost``.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from elevenkit.catalogue import Level
from elevenkit.core import Bot, BotFactory, ElevenkitError, Game, Result, entry_of, make_rng
from elevenkit.core.rng import derive_seed
from elevenkit.exercises.attempts import (
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    ROUND_LOST,
    ROUND_WON,
    Attempt,
    GameDealt,
    in_every_language,
)
from elevenkit.exercises.base import Cue
from elevenkit.i18n import _, pgettext

__all__ = [
    "PUPIL",
    "FinishedPart",
    "MoveRecord",
    "Option",
    "TableSession",
    "TableSettings",
    "seat_name",
]

#: the pupil's seat
PUPIL = 0


def seat_name(seat: int) -> str:
    """ "You" for the pupil, "Computer 1", "Computer 2", ... for the others."""
    return _("You") if seat == PUPIL else _("Computer {number}").format(number=seat)


@dataclass(frozen=True)
class Option:
    """A setting of one game: its URL name, its label, and its choices as (label, value) pairs;
    the first choice is the default. Values are short texts (``"0"``/``"1"``, ``"addition"``);
    the labels are marked with ``N_`` and translated when shown."""

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
    that deals it (a class given the same link plays the same game) and the game's own options.
    ``salt`` (a class's, :func:`elevenkit.serving.params.class_deal`) deals game ``seed`` for that
    class only (:attr:`dealt_seed`); ``seed`` stays the game number the teacher names."""

    players: int
    level: str
    seed: int
    options: Mapping[str, str] = field(default_factory=dict)
    salt: str = ""

    @property
    def dealt_seed(self) -> int:
        """The seed the game and its computers are dealt from (:func:`~elevenkit.core.rng.derive_seed`)."""
        return derive_seed(self.seed, self.salt)

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
        points = "–".join(str(points) for points in self.result.points)
        if self.result.lower_is_better:
            if self.won:
                text = _("won {points} minus points")
            elif self.result.winners:
                text = _("lost {points} minus points")
            else:
                text = pgettext("a game's end", "draw {points} minus points")
        elif self.won:
            text = _("won {points} points")
        elif self.result.winners:
            text = _("lost {points} points")
        else:
            text = pgettext("a game's end", "draw {points} points")
        result = text.format(points=points)
        return _("round {number}: {result}").format(number=self.round, result=result) if self.round else result


class TableSession:
    """One game at a table against computer players; see the module notes for what a game adds."""

    #: the game played: its registry entry gives the seats and the computers by level
    GAME: ClassVar[type[Game[Any]] | None] = None
    #: the activity in the teacher's records: the dashboard's name (``"play-start-11"``)
    ACTIVITY: ClassVar[str] = "play"
    #: the game's own settings, read from a link and shown on the page
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: the seats (the pupil included) and the computers by level, for a game that is not registered
    SEATS: ClassVar[range] = range(2, 5)
    BOTS: ClassVar[Mapping[str, BotFactory]] = {}

    def __init__(self, settings: TableSettings) -> None:
        #: seconds each computer move took to compute (for the 300 ms budget)
        self.think_times: list[float] = []
        self.new_game(settings)

    # ---- what a game provides ---------------------------------------------------------------
    def make_game(self, settings: TableSettings) -> Game[Any]:
        """A new game for ``settings`` (subclasses)."""
        raise NotImplementedError

    def refusal(self, move: Any) -> str | None:
        """Why the pupil may not make ``move`` now, in one sentence; None if it is allowed (subclasses)."""
        raise NotImplementedError

    def narrate(self, seat: int, move: Any) -> str:
        """What ``seat`` does with ``move``, in one sentence, before it is made (subclasses)."""
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

    def status_cues(self) -> tuple[Cue, ...]:
        """The picture cues of the status line: tap on the pupil's turn, wait while a computer moves;
        none otherwise (the game over, a round's end)."""
        return (Cue.TAP,) if self.is_pupils_turn else (Cue.WAIT,) if self.computers_to_move else ()

    def opening_lines(self) -> list[str]:
        """What happened before the first move (dealing, who starts), oldest first; none by default."""
        return []

    def finished_parts(self) -> list[FinishedPart]:
        """What has ended so far: the game, once it is over (a match adds its rounds)."""
        return [FinishedPart(self.game.result())] if self.game.is_over else []

    def scoring_lines(self) -> list[str]:
        """The scoring at the end, one line per seat (subclasses explain more)."""
        result = self.game.result()
        line = _("{name}: {points} minus points") if result.lower_is_better else _("{name}: {points} points")
        return [line.format(name=seat_name(seat), points=points) for seat, points in enumerate(result.points)]

    @property
    def waiting(self) -> bool:
        """True while the table waits for the pupil to read something (nobody moves); never by default."""
        return False

    def waiting_reason(self) -> str:
        """What the pupil should do while the table waits (a match: read the round's end)."""
        return ""

    # ---- the game ----------------------------------------------------------------------------
    @classmethod
    def seats(cls) -> range:
        """How many players the game seats, the pupil included: its registry entry's, else :attr:`SEATS`."""
        entry = entry_of(cls.GAME) if cls.GAME is not None else None
        return entry.seats if entry is not None else cls.SEATS

    @classmethod
    def bot_factories(cls) -> Mapping[str, BotFactory]:
        """The computers by level: the game's registry entry's, else :attr:`BOTS`."""
        entry = entry_of(cls.GAME) if cls.GAME is not None else None
        return entry.bots if entry is not None and entry.bots else cls.BOTS

    def new_game(self, settings: TableSettings) -> None:
        """Deal a new game for ``settings``: its computers (seeded from the game's seed), no history."""
        self.settings = settings
        self.game = self.make_game(settings)
        rng = make_rng(settings.dealt_seed)
        factories = self.bot_factories()
        self.bots: dict[int, Bot] = {
            seat: factories[settings.level](rng.getrandbits(32)) for seat in range(1, settings.players)
        }
        self.history: list[MoveRecord] = []
        #: the task ids of the games and rounds recorded for the teacher already
        self.recorded: set[str] = set()
        #: what happened before the first move (:meth:`opening_lines`)
        self.opening = self.opening_lines()

    @property
    def is_pupils_turn(self) -> bool:
        """True when the pupil may move now."""
        return not self.waiting and not self.game.is_over and self.game.current_player == PUPIL

    @property
    def computers_to_move(self) -> bool:
        """True when a computer moves next (not over, not waiting, not the pupil's turn)."""
        return not self.waiting and not self.game.is_over and self.game.current_player != PUPIL

    def not_ready_reason(self) -> str | None:
        """Why the pupil may not move now, in one sentence (the game is over, the table waits, or whose
        turn it is); None when the pupil may."""
        if self.waiting:
            return self.waiting_reason()
        if self.game.is_over:
            return _("The game is over. Press New game to play again.")
        if self.game.current_player != PUPIL:
            return _("Wait: it is {name}'s turn.").format(name=seat_name(self.game.current_player))
        return None

    def pupil_move(self, move: Any) -> MoveRecord:
        """The pupil makes ``move``, checked by the engine (its error leaves the game as it was)."""
        if not self.is_pupils_turn:
            raise ElevenkitError(f"it is not the pupil's turn (seat {self.game.current_player!r})")
        sentence = self.narrate(PUPIL, move)
        self.game.play(move)
        record = MoveRecord(PUPIL, move, sentence)
        self.history.append(record)
        self.moved(record)
        return record

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
        self.moved(record)
        return record

    def moved(self, record: MoveRecord) -> None:
        """Called after each move is made and listed (a match notes where a round ended); nothing by default."""

    def finish_computer_turns(self) -> None:
        """Let the computers make every move up to the pupil's turn, the end, or a wait, at once."""
        while self.computers_to_move:
            self.computer_step()

    @property
    def last_explained(self) -> MoveRecord | None:
        """The newest move a computer explained (for "Why?")."""
        return next((record for record in reversed(self.history) if record.why is not None), None)

    # ---- texts -------------------------------------------------------------------------------
    def status(self) -> str:
        """Whose turn it is, or the pupil's prompt."""
        if self.game.is_over:
            return _("The game is over.")
        if self.game.current_player == PUPIL:
            return self.turn_prompt()
        return _("{name} is playing …").format(name=seat_name(self.game.current_player))

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

    # ---- the teacher's records -------------------------------------------------------------
    def game_words(self) -> str:
        """The game as an attempt names it for the teacher: "Game of one-eleven, 2 players" (its
        registered title; the activity for a game that is not registered)."""
        entry = entry_of(type(self.game))
        title = entry.title if entry is not None else self.ACTIVITY
        return _("Game of {game}, {players} players").format(game=_(title), players=self.settings.players)

    def new_attempts(self) -> list[Attempt]:
        """The attempts of the games and rounds that ended since the last call, each given once."""
        attempts = []
        for part in self.finished_parts():
            task_id = str(GameDealt(self.settings.seed, part.round))
            if task_id in self.recorded:
                continue
            self.recorded.add(task_id)
            attempts.append(
                Attempt(
                    activity=self.ACTIVITY,
                    task_id=task_id,
                    answer=in_every_language(part.summary),
                    correct=part.won,
                    counted=True,
                    category=part.category,
                    seed=self.settings.seed,
                    task_number=part.round,
                    question=in_every_language(self.game_words),
                    level=self.settings.level,
                )
            )
        return attempts
