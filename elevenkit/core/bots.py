"""Computer players: the base class, a random player that works for every game, and play-outs."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from ..i18n import _
from .game import Game
from .rng import make_rng

__all__ = ["Bot", "RandomBot", "play_out"]


class Bot(ABC):
    """A computer player: picks a legal move for the current player of a game.

    Bots decide only from what ``game.view(game.current_player)`` shows; a bot that needs the
    hidden cards samples them (determinisation) rather than reading them.
    """

    name: str = "bot"

    @abstractmethod
    def choose_move(self, game: Game[Any]) -> Any:
        """A legal move for ``game.current_player``."""

    def explain(self, game: Game[Any], move: Any) -> str:
        """One sentence a pupil can read: why this bot chose ``move`` (before it is applied)."""
        return _("It picked a move at random.")


class RandomBot(Bot):
    """Any legal move, from its own seeded generator (``Game.random_move``): works for every game."""

    name = "random"

    def __init__(self, seed: int | random.Random | None = None) -> None:
        self.rng = make_rng(seed)

    def choose_move(self, game: Game[Any]) -> Any:
        return game.random_move(self.rng)


def play_out(game: Game[Any], bots: Sequence[Bot], max_moves: int = 100_000) -> Game[Any]:
    """Let ``bots[seat]`` move for each seat (unchecked apply) until the game ends."""
    for _move in range(max_moves):
        if game.is_over:
            return game
        game.apply(bots[game.current_player].choose_move(game))
    raise RuntimeError(f"{game.name} did not end within {max_moves} moves")
