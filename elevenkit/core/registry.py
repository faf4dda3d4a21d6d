"""The game registry: every game of the kit, so that tests and tools can treat them alike.

An engine package registers its game classes with :func:`register` when it is imported;
:func:`registered_games` imports the three engine packages first, so the core itself imports no
engine at module level (the engines sit above it).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .game import Game

__all__ = ["GameEntry", "register", "registered_games", "ENGINE_PACKAGES"]

ENGINE_PACKAGES = ("elevenkit.oneeleven", "elevenkit.nimmt", "elevenkit.start11")


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its class, title, seat range and the settings worth testing."""

    game_type: type[Game[Any]]
    title: str
    min_players: int
    max_players: int
    #: keyword settings besides ``players`` and ``seed``, one dict per variant (e.g. each deck)
    settings: tuple[dict[str, Any], ...] = field(default=({},))

    @property
    def name(self) -> str:
        return self.game_type.name

    def new_game(self, players: int, seed: int | None = None, **settings: Any) -> Game[Any]:
        """A fresh game of this kind."""
        make_game: Callable[..., Game[Any]] = self.game_type  # every game is built with these keywords
        return make_game(players=players, seed=seed, **settings)


_REGISTRY: dict[str, GameEntry] = {}

GameT = TypeVar("GameT", bound=type)


def register(
    title: str, min_players: int, max_players: int, settings: tuple[dict[str, Any], ...] = ({},)
) -> Callable[[GameT], GameT]:
    """Class decorator: add a game class to the registry under its ``name``."""

    def add(game_type: GameT) -> GameT:
        entry = GameEntry(game_type, title, min_players, max_players, settings)
        _REGISTRY[entry.name] = entry
        return game_type

    return add


def registered_games() -> dict[str, GameEntry]:
    """Every registered game by name (the engine packages are imported first)."""
    for package in ENGINE_PACKAGES:
        importlib.import_module(package)
    return dict(_REGISTRY)
