"""The one protocol every elevenkit game follows, and matches of several rounds.

Following OpenSpiel, each game implements only its rule hooks (``legal_moves``, ``apply``,
``_illegal_reason``, ``view``, ``result`` ...) and the base checks turn order, the end of the game
and legality once, for every game, in :meth:`Game.play`. Two entry points, as in python-chess:
``play`` checks (for people), ``apply`` does not (for bots and simulation).

Every game:

- is built with keywords ``players=`` and ``seed=`` (plus its own settings), so the registry and
  the tests can make any game the same way;
- lists its moves with :meth:`Game.legal_moves` (a list; a game whose list can be huge keeps a lazy
  or counting form as an extra method and overrides :meth:`Game.random_move`);
- reads notation with ``Move.parse(text)`` (``str(move)`` writes it): :attr:`Game.move_type`;
- shows one seat what it may see with :meth:`Game.view`, a :class:`GameView` whose common fields
  have the same names in every game;
- scores with :meth:`Game.result`, a :class:`Result`.

A game of several rounds (11 nimmt!, Start 11!) is a round game played inside a :class:`Match`.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .checks import check_int, shown
from .errors import ElevenkitError, IllegalMoveError
from .rng import make_rng

__all__ = ["Game", "GameView", "Result", "Match", "MatchView", "MoveNotation"]


class MoveNotation(Protocol):
    """What a game's move type offers: ``Move.parse(text)`` reads what ``str(move)`` writes."""

    @classmethod
    def parse(cls, text: str) -> Any: ...


@dataclass(frozen=True, kw_only=True)
class GameView:
    """What one seat may see. Every game's view extends this with its own public fields."""

    seat: int  #: whose view this is
    players: int  #: number of seats
    current_player: int  #: seat whose turn it is
    is_over: bool  #: True once the game (or match) has ended


@dataclass(frozen=True)
class Result:
    """The score of a game: points per seat and the winning seats.

    ``lower_is_better`` is True where points are minus points (11 nimmt!, Start 11!). While the game
    runs, ``points`` is the score so far and ``winners`` is empty; once ``is_final``, ``winners``
    holds every seat that shares the win (it may be empty when even the tie-breaks tie).
    """

    points: tuple[int, ...]
    winners: tuple[int, ...]
    is_final: bool
    lower_is_better: bool

    @classmethod
    def ranked(cls, points: tuple[int, ...], is_final: bool, lower_is_better: bool) -> Result:
        """A result whose winners are the seats with the best points (ties share the win)."""
        if not is_final:
            return cls(points, (), False, lower_is_better)
        best = min(points) if lower_is_better else max(points)
        return cls(points, tuple(s for s, p in enumerate(points) if p == best), True, lower_is_better)


MoveT = TypeVar("MoveT")
RoundT = TypeVar("RoundT", bound="Game[Any]")


class Game(ABC, Generic[MoveT]):
    """A game with a checked entry point for people and an unchecked one for simulation."""

    #: short name, stored in the JSON form and used by the registry, e.g. ``"oneeleven"``
    name: ClassVar[str] = "game"
    #: the move type; its ``parse`` classmethod is the one notation entry point
    move_type: ClassVar[type[Any]]
    #: True where fewer points win
    lower_is_better: ClassVar[bool] = False

    # ---- hooks every game implements -------------------------------------------------
    @property
    @abstractmethod
    def players(self) -> int:
        """Number of seats."""

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Seat (0-based) whose turn it is."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game (or match) has ended."""

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """The moves the current player may make now (empty once the game is over)."""

    @abstractmethod
    def apply(self, move: MoveT) -> None:
        """Make ``move`` WITHOUT checking it (fast, for bots and simulation)."""

    @abstractmethod
    def view(self, seat: int) -> GameView:
        """What ``seat`` may see: other hands and the draw pile hidden."""

    @abstractmethod
    def result(self) -> Result:
        """Points per seat so far and, once the game is over, the winners."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON-friendly data."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict[str, Any]) -> Game[MoveT]:
        """Rebuild a game from :meth:`to_dict`; bad data raises :class:`ElevenkitError`."""

    def invariant_problems(self) -> list[str]:
        """What is wrong with the state (cards or tiles lost or doubled); empty when all is well.

        A cheap self-check for tests and saved games; every game overrides it.
        """
        return []

    def _illegal_reason(self, move: MoveT) -> str | None:
        """Why ``move`` is illegal now, or None. Games override this with precise reasons."""
        return None if move in self.legal_moves() else "it is not one of the legal moves"

    # ---- shared behaviour ------------------------------------------------------------
    def parse_move(self, text: str) -> MoveT:
        """Read a move from its notation (``Move.parse``); :class:`InvalidMoveError` if unreadable."""
        move: MoveT = self.move_type.parse(text)
        return move

    def random_move(self, rng: random.Random) -> MoveT:
        """A random legal move (uniform here; games with huge move lists override it)."""
        moves = self.legal_moves()
        return moves[rng.randrange(len(moves))]

    def play(self, move: MoveT | str) -> MoveT:
        """Make a move after checking it; the state is unchanged when it raises.

        ``move`` is a move object or its text notation. Raises :class:`InvalidMoveError` for text
        that is not a move and :class:`IllegalMoveError` for a move the rules forbid.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        if self.is_over:
            raise IllegalMoveError(f"illegal move {str(move)!r}: the game is over")
        reason = self._illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(f"illegal move {str(move)!r}: {reason}")
        self.apply(move)
        return move

    def check_seat(self, seat: object) -> int:
        """``seat`` if it is a seat of this game, else :class:`ElevenkitError`."""
        return check_int(seat, "seat", 0, self.players - 1)

    def clone(self) -> Game[MoveT]:
        """An independent copy (games override this with a faster one where it pays)."""
        return type(self).from_dict(self.to_dict())

    def to_json(self) -> str:
        """The state as a JSON text that :meth:`from_json` reads back."""
        return json.dumps({"game": self.name, "state": self.to_dict()}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game[MoveT]:
        """Rebuild a game saved with :meth:`to_json`."""
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as error:
            raise ElevenkitError(f"not a saved game: {error}") from None
        if not isinstance(data, dict) or data.get("game") != cls.name or "state" not in data:
            raise ElevenkitError(f"not a saved {cls.name} game")
        try:
            return cls.from_dict(data["state"])
        except ElevenkitError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
            raise ElevenkitError(f"not a saved {cls.name} game: {shown(error)}") from None


RoundT_co = TypeVar("RoundT_co", bound="Game[Any]", covariant=True)


class RoundGame(Protocol[RoundT_co]):
    """What a round game offers a :class:`Match`: the next round, made from the finished one."""

    def next_round(self, seed: int, totals: tuple[int, ...]) -> RoundT_co: ...


@dataclass(frozen=True, kw_only=True)
class MatchView(GameView):
    """One seat's view of a match: the scores of the finished rounds and the current round."""

    round_index: int  #: the round being played, 0-based (equals ``rounds`` once over)
    rounds: int
    round_points: tuple[tuple[int, ...], ...]  #: points per seat in each finished round
    totals: tuple[int, ...]  #: points per seat over the finished rounds
    round: GameView  #: the seat's view of the current (or last) round


class Match(Game[MoveT], Generic[MoveT, RoundT]):
    """Several rounds of a round game; points add up over the rounds.

    A subclass names its :attr:`round_type`. Each round gets its own seed, drawn from the match's
    seed at the start, so a match replays exactly. When a round ends, its points are recorded and
    the next round comes from ``finished_round.next_round(seed, totals)``, so the round game decides
    who starts it (e.g. 11 nimmt!: the seat with the most minus points).
    """

    round_type: ClassVar[type[Game[Any]]]

    def __init__(
        self, players: int = 2, seed: int | random.Random | None = None, rounds: int | None = None, **settings: Any
    ) -> None:
        rng = make_rng(seed)
        count = self.default_rounds(players) if rounds is None else check_int(rounds, "rounds", 1, 100)
        self.seeds = [rng.getrandbits(63) for _ in range(count)]
        self.round_points: list[tuple[int, ...]] = []
        make_round: Callable[..., Any] = self.round_type  # every game is built with these keywords
        self.round: RoundT = make_round(players=players, seed=self.seeds[0], **settings)

    @classmethod
    def default_rounds(cls, players: int) -> int:
        """Rounds in a match of ``players`` seats (as many as seats, in both games)."""
        return players

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "round_type" in cls.__dict__:  # a match reads and scores moves as its rounds do
            cls.move_type = cls.round_type.move_type
            cls.lower_is_better = cls.round_type.lower_is_better

    # ---- the protocol, passed on to the current round ---------------------------------
    @property
    def players(self) -> int:
        return self.round.players

    @property
    def rounds(self) -> int:
        """How many rounds the match has."""
        return len(self.seeds)

    @property
    def round_index(self) -> int:
        """The round being played (0-based); equals :attr:`rounds` once the match is over."""
        return len(self.round_points)

    @property
    def current_player(self) -> int:
        return self.round.current_player

    @property
    def is_over(self) -> bool:
        return len(self.round_points) == len(self.seeds)

    def totals(self) -> tuple[int, ...]:
        """Points per seat over the finished rounds."""
        return tuple(sum(points) for points in zip(*self.round_points)) or (0,) * self.players

    def result(self) -> Result:
        return Result.ranked(self.totals(), self.is_over, self.lower_is_better)

    def legal_moves(self) -> list[MoveT]:
        return [] if self.is_over else self.round.legal_moves()

    def random_move(self, rng: random.Random) -> MoveT:
        move: MoveT = self.round.random_move(rng)
        return move

    def parse_move(self, text: str) -> MoveT:
        move: MoveT = self.round.parse_move(text)
        return move

    def _illegal_reason(self, move: MoveT) -> str | None:
        return self.round._illegal_reason(move)

    def apply(self, move: MoveT) -> None:
        """Make a move WITHOUT checking it; a finished round starts the next one."""
        self.round.apply(move)
        if self.round.is_over:
            self.round_points.append(self.round.result().points)
            if not self.is_over:
                self.round = self.round.next_round(self.seeds[self.round_index], self.totals())  # type: ignore[attr-defined]

    def view(self, seat: int) -> MatchView:
        return MatchView(
            seat=self.check_seat(seat),
            players=self.players,
            current_player=self.current_player,
            is_over=self.is_over,
            round_index=self.round_index,
            rounds=self.rounds,
            round_points=tuple(self.round_points),
            totals=self.totals(),
            round=self.round.view(seat),
        )

    def invariant_problems(self) -> list[str]:
        problems = self.round.invariant_problems()
        if any(len(points) != self.players for points in self.round_points):
            problems.append("a finished round has points for the wrong number of seats")
        return problems

    # ---- copies and saving ------------------------------------------------------------
    def clone(self) -> Match[MoveT, RoundT]:
        other = object.__new__(type(self))
        other.seeds = self.seeds[:]
        other.round_points = self.round_points[:]
        other.round = self.round.clone()  # type: ignore[assignment]
        return other

    def to_dict(self) -> dict[str, Any]:
        return {
            "seeds": self.seeds,
            "round_points": [list(points) for points in self.round_points],
            "round": self.round.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match[MoveT, RoundT]:
        try:
            current = cls.round_type.from_dict(data["round"])
            seeds = [check_int(seed, "a round seed", 0) for seed in data["seeds"]]
            points = [tuple(check_int(p, "points", 0) for p in row) for row in data["round_points"]]
        except ElevenkitError:
            raise
        except (KeyError, TypeError, ValueError) as error:
            raise ElevenkitError(f"not a saved {cls.name} match: {shown(error)}") from None
        if not seeds or len(points) > len(seeds) or any(len(row) != current.players for row in points):
            raise ElevenkitError(f"not a saved {cls.name} match: the rounds do not add up")
        other = object.__new__(cls)
        other.seeds, other.round_points = seeds, points
        other.round = current  # type: ignore[assignment]  # the round type this match class names
        return other
