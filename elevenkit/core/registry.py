"""The game registry: every game of the kit, so that tests, tools and the game tables treat them alike.

Each engine package registers its games in its ``__init__`` with :func:`register`: the class, its
title, how many players it seats (the rule constants of its ``rules`` module), the settings worth
testing and its computer players by level. That is the one place a table, a test or a tool reads
them from; a fourth game registers itself the same way. :func:`registered_games` imports the three
engine packages first, so the core itself imports no engine at module level (the engines sit above it).

The levels are the :class:`elevenkit.catalogue.Level` words a link uses (``?level=easy``); a
``Level`` is a ``str`` enum, so the bots are looked up by a ``Level`` or by its word.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from elevenkit.catalogue import Level

from .bots import Bot
from .errors import ElevenkitError
from .game import Game

__all__ = ["BotFactory", "ENGINE_PACKAGES", "GameEntry", "entry_of", "register", "registered_games"]

ENGINE_PACKAGES = ("elevenkit.oneeleven", "elevenkit.nimmt", "elevenkit.start11")
#: makes a computer player from a seed: ``factory(seed) -> Bot``
BotFactory = Callable[[int], Bot]


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its class, title, seat range, the settings worth testing and its bots.

    ``bots`` maps each :class:`~elevenkit.catalogue.Level` word to a :data:`BotFactory` (random, then greedy, then the
    strongest bot that still answers a child within the tables' time budget).
    """

    game_type: type[Game[Any]]
    title: str
    min_players: int
    max_players: int
    #: keyword settings besides ``players`` and ``seed``, one dict per variant (e.g. each deck)
    settings: tuple[dict[str, Any], ...] = field(default=({},))
    bots: Mapping[str, BotFactory] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.game_type.name

    @property
    def seats(self) -> range:
        """Every number of players the game takes, fewest first."""
        return range(self.min_players, self.max_players + 1)

    def new_game(self, players: int, seed: int | None = None, **settings: Any) -> Game[Any]:
        """A fresh game of this kind."""
        make_game: Callable[..., Game[Any]] = self.game_type  # every game is built with these keywords
        return make_game(players=players, seed=seed, **settings)

    def bot(self, level: str, seed: int) -> Bot:
        """A computer player of ``level`` (a :class:`~elevenkit.catalogue.Level` or its word) dealt from ``seed``."""
        try:
            factory = self.bots[level]
        except KeyError:
            raise ElevenkitError(f"{self.name} has no computer player for level {level!r}") from None
        return factory(seed)


_REGISTRY: dict[str, GameEntry] = {}


def register(
    game_type: type[Game[Any]],
    *,
    title: str,
    min_players: int,
    max_players: int,
    settings: tuple[dict[str, Any], ...] = ({},),
    bots: Mapping[str, BotFactory] | None = None,
) -> GameEntry:
    """Add ``game_type`` to the registry under its ``name``; its ``bots`` cover every level or none."""
    levels = dict(bots or {})
    if levels and set(levels) != set(Level):
        words = [level.value for level in Level]
        raise ElevenkitError(f"{game_type.name} needs a bot for each of {words!r}, not {sorted(levels)!r}")
    entry = GameEntry(game_type, title, min_players, max_players, settings, MappingProxyType(levels))
    _REGISTRY[entry.name] = entry
    return entry


def entry_of(game_type: type[Game[Any]]) -> GameEntry | None:
    """The registered entry of ``game_type`` (None for a game that is not registered)."""
    registered_games()
    return next((entry for entry in _REGISTRY.values() if entry.game_type is game_type), None)


def registered_games() -> dict[str, GameEntry]:
    """Every registered game by name (the engine packages are imported first)."""
    for package in ENGINE_PACKAGES:
        importlib.import_module(package)
    return dict(_REGISTRY)
