"""Does the hard computer really beat the easy one, and how sure are we?

:func:`duel` plays many two-player 11 nimmt! rounds between two levels of computer player (they
take turns to start) and counts who ends with fewer minus points. The share of rounds won is an
estimate; :func:`confidence_interval` says how far off it could be: if we ran the whole experiment
again and again, about 95 of 100 such intervals would hold the true share.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from elevenkit.catalogue import Level
from elevenkit.core import Bot, ElevenkitError, check_int
from elevenkit.nimmt import BOTS_BY_LEVEL, NimmtGame

__all__ = ["BOTS_BY_LEVEL", "DuelResult", "confidence_interval", "duel"]

#: how many standard errors either side make a 95 % interval
Z_95 = 1.96


def confidence_interval(wins: int, games: int, z: float = Z_95) -> tuple[float, float]:
    """The 95 % interval for a share of ``wins`` in ``games`` (the usual normal approximation:
    share ± 1.96 × √(share × (1 − share) / games), kept between 0 and 1)."""
    check_int(games, "games", 1)
    check_int(wins, "wins", 0, games)
    share = wins / games
    half = z * np.sqrt(share * (1 - share) / games)
    return float(max(0.0, share - half)), float(min(1.0, share + half))


@dataclass(frozen=True)
class DuelResult:
    """Who won each round (1: the first level, 0: the second, 0.5: a draw) and what follows."""

    first: str
    second: str
    outcomes: np.ndarray  #: one number per round: 1, 0.5 or 0 for the first level

    @property
    def games(self) -> int:
        return int(self.outcomes.size)

    @property
    def wins(self) -> int:
        """Rounds the first level won outright."""
        return int((self.outcomes == 1).sum())

    @property
    def share(self) -> float:
        """The share of rounds the first level won (a draw counts half)."""
        return float(self.outcomes.mean())

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % confidence interval of :attr:`share`."""
        return confidence_interval(round(self.outcomes.sum()), self.games)

    def running_share(self) -> np.ndarray:
        """The share won after 1, 2, 3 … rounds: how the estimate settles down."""
        return np.cumsum(self.outcomes) / np.arange(1, self.games + 1)


def _bot_of(text: str) -> Callable[[int], Bot]:
    level = Level.parse(text)
    if level is None:
        raise ElevenkitError(f"level must be one of {[known.value for known in Level]!r}, not {text!r}")
    return BOTS_BY_LEVEL[level]


def duel(first: str = "hard", second: str = "easy", games: int = 200, seed: int = 0) -> DuelResult:
    """Play ``games`` two-player rounds of ``first`` against ``second`` (they take turns to start)."""
    first_bot, second_bot = _bot_of(first), _bot_of(second)
    check_int(games, "games", 1, 100_000)
    seeds = np.random.default_rng(seed).integers(0, 2**31, size=(games, 3))
    outcomes = np.empty(games)
    for n, (deal, one, two) in enumerate(seeds.tolist()):
        seat_of_first = n % 2
        bots = [first_bot(one), second_bot(two)]
        if seat_of_first:
            bots.reverse()
        game = NimmtGame(2, seed=deal)
        while not game.is_over:
            game.apply(bots[game.current_player].choose_move(game))
        points = game.result().points
        mine, theirs = points[seat_of_first], points[1 - seat_of_first]
        outcomes[n] = 1.0 if mine < theirs else 0.0 if mine > theirs else 0.5
    return DuelResult(first, second, outcomes)
