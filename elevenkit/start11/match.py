"""A Start 11! match: as many rounds as players, fewest minus points overall wins (RULES.md §3).

The match is a game itself (same interface), so bots and views drive it like a single round:
when a round ends, its minus points are recorded and the next round starts at once, the seat
that looks for an 11 first moving on by one each round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import ElevenkitError, Game, Result, make_rng
from .game import Start11Game, Start11View, check_players
from .layout import Layout
from .moves import Move
from .rules import rounds_in_match

__all__ = ["Start11Match", "Start11MatchView"]


@dataclass(frozen=True)
class Start11MatchView:
    """One player's view of a match: the scores so far and their view of the current round."""

    round_index: int
    rounds: int
    round_scores: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    is_over: bool
    game: Start11View


class Start11Match(Game[Move]):
    """``players`` rounds of :class:`Start11Game`, each seeded from ``seed``."""

    name = "start11match"

    def __init__(self, players: int = 2, seed: int | None = None, variant: bool = False, layout: Layout | None = None) -> None:
        rng = make_rng(seed)
        self.seeds = [rng.getrandbits(63) for _ in range(rounds_in_match(check_players(players)))]
        self.round_scores: list[tuple[int, ...]] = []
        self.game = Start11Game(players, self.seeds[0], variant, layout)

    @property
    def rounds(self) -> int:
        """How many rounds the match has."""
        return len(self.seeds)

    @property
    def round_index(self) -> int:
        """The round being played (0-based); equals :attr:`rounds` once the match is over."""
        return len(self.round_scores)

    @property
    def current_player(self) -> int:
        return self.game.current_player

    @property
    def is_over(self) -> bool:
        return len(self.round_scores) == len(self.seeds)

    def totals(self) -> tuple[int, ...]:
        """Minus points per seat over the finished rounds."""
        return tuple(sum(points) for points in zip(*self.round_scores)) or (0,) * self.game.players

    def scores(self) -> tuple[int, ...]:
        """Same as :meth:`totals`: fewest wins."""
        return self.totals()

    def winners(self) -> list[int]:
        """The seats with the fewest minus points (ties share the win); empty until the end."""
        if not self.is_over:
            return []
        totals = self.totals()
        return [seat for seat, points in enumerate(totals) if points == min(totals)]

    def result(self) -> Result:
        return Result.ranked(self.totals(), self.is_over, True)

    @property
    def players(self) -> int:
        return self.game.players

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over else self.game.legal_moves()

    def parse_move(self, text: str) -> Move:
        return self.game.parse_move(text)

    def _illegal_reason(self, move: Move) -> str | None:
        return self.game._illegal_reason(move)

    def apply(self, move: Move) -> None:
        """Make a step WITHOUT checking it; a finished round starts the next one."""
        game = self.game
        game.apply(move)
        if game.is_over:
            self.round_scores.append(game.scores())
            if not self.is_over:
                r = self.round_index
                self.game = Start11Game(game.players, self.seeds[r], game.variant, game.layout, first_seat=r % game.players)

    def view(self, player: int) -> Start11MatchView:
        return Start11MatchView(
            self.round_index, self.rounds, tuple(self.round_scores), self.totals(), self.is_over, self.game.view(player)
        )

    def clone(self) -> "Start11Match":
        other = object.__new__(type(self))
        other.seeds = self.seeds[:]
        other.round_scores = self.round_scores[:]
        other.game = self.game.clone()
        return other

    def to_dict(self) -> dict[str, Any]:
        return {"seeds": self.seeds, "round_scores": [list(s) for s in self.round_scores], "game": self.game.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Start11Match":
        try:
            game = Start11Game.from_dict(data["game"])
            seeds = [int(seed) for seed in data["seeds"]]
            scores = [tuple(int(p) for p in points) for points in data["round_scores"]]
        except ElevenkitError:
            raise
        except (KeyError, TypeError, ValueError) as error:
            raise ElevenkitError(f"not a saved Start 11! match: {error!r}") from None
        if len(seeds) != rounds_in_match(game.players) or len(scores) > len(seeds) or any(
            len(points) != game.players for points in scores
        ):
            raise ElevenkitError("not a saved Start 11! match: the rounds do not add up")
        other = object.__new__(cls)
        other.seeds, other.round_scores, other.game = seeds, scores, game
        return other
