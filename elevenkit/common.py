"""What every elevenkit game shares: errors, seeded randomness, the base game, bots, JSON.

The base :class:`Game` follows OpenSpiel's habit: each game implements only its rule hooks
(``legal_moves``, ``_illegal_reason``, ``apply`` ...) and the base checks turn order, the end of
the game and legality once, for every game, in :meth:`Game.play`.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from typing import Any, Generic, Iterable, Sequence, TypeVar

__all__ = [
    "ElevenkitError",
    "InvalidMoveError",
    "IllegalMoveError",
    "Game",
    "Bot",
    "RandomBot",
    "make_rng",
    "rng_state_to_json",
    "rng_from_json",
    "play_out",
]


class ElevenkitError(ValueError):
    """Base of every error an elevenkit engine raises on bad input."""


class InvalidMoveError(ElevenkitError):
    """Text or data that is not a move at all (cannot be parsed)."""


class IllegalMoveError(ElevenkitError):
    """A well-formed move that the rules do not allow in this position."""


def make_rng(seed: int | random.Random | None = None) -> random.Random:
    """A ``random.Random`` from a seed (or the generator itself), so every game can be replayed."""
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ElevenkitError(f"seed must be a whole number or None, not {seed!r}")
    return random.Random(seed)


def rng_state_to_json(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-friendly lists (``random.Random.getstate``)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence[Any]) -> random.Random:
    """A generator restored from :func:`rng_state_to_json`."""
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


MoveT = TypeVar("MoveT")


class Game(ABC, Generic[MoveT]):
    """A game with a checked entry point for people and an unchecked one for simulation.

    Subclasses set :attr:`name` and implement the hooks below. ``play`` checks, ``apply`` does not.
    """

    #: short name stored in the JSON form, e.g. ``"oneeleven"``
    name: str = "game"

    # ---- hooks every game implements -------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """Seat (0-based) whose turn it is."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game (or match) has ended."""

    @abstractmethod
    def legal_moves(self) -> Iterable[MoveT]:
        """The moves the current player may make now."""

    @abstractmethod
    def parse_move(self, text: str) -> MoveT:
        """Read a move from its text notation; raise :class:`InvalidMoveError` if unreadable."""

    @abstractmethod
    def apply(self, move: MoveT) -> None:
        """Make ``move`` WITHOUT checking it (fast, for bots and simulation)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON-friendly data."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict[str, Any]) -> "Game[MoveT]":
        """Rebuild a game from :meth:`to_dict`."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """What ``player`` may see: other hands and the draw pile hidden."""

    def _illegal_reason(self, move: MoveT) -> str | None:
        """Why ``move`` is illegal now, or None. Games override this with precise reasons."""
        return None if move in list(self.legal_moves()) else "it is not one of the legal moves"

    # ---- shared behaviour ------------------------------------------------------------
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

    def clone(self) -> "Game[MoveT]":
        """An independent copy (games override this with a faster one where it pays)."""
        return type(self).from_dict(self.to_dict())

    def to_json(self) -> str:
        """The state as a JSON text that :meth:`from_json` reads back."""
        return json.dumps({"game": self.name, "state": self.to_dict()}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Game[MoveT]":
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
            raise ElevenkitError(f"not a saved {cls.name} game: {error!r}") from None


class Bot(ABC):
    """A computer player: picks a legal move for the current player of a game.

    Bots must decide only from what ``game.view(game.current_player)`` shows; a bot that needs
    the hidden cards samples them (determinisation) rather than reading them.
    """

    name: str = "bot"

    @abstractmethod
    def choose_move(self, game: Game[Any]) -> Any:
        """A legal move for ``game.current_player``."""


class RandomBot(Bot):
    """Picks uniformly among the legal moves, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | random.Random | None = None) -> None:
        self.rng = make_rng(seed)

    def choose_move(self, game: Game[Any]) -> Any:
        moves = list(game.legal_moves())
        return moves[self.rng.randrange(len(moves))]


def play_out(game: Game[Any], bots: Sequence[Bot], max_moves: int = 100_000) -> Game[Any]:
    """Let ``bots[seat]`` move for each seat (unchecked apply) until the game ends."""
    for _ in range(max_moves):
        if game.is_over:
            return game
        game.apply(bots[game.current_player].choose_move(game))
    raise RuntimeError(f"{game.name} did not end within {max_moves} moves")
