"""one-eleven: the arithmetic capture card game (RULES.md §1), as a pure-Python engine.

Cards (:class:`Card`), every capture of a played card (:func:`capture_groups`,
:func:`distinct_groups`, :func:`captures`), the game and its computer players. The rule choices
live in :mod:`elevenkit.oneeleven.rules`.
"""

from . import rules
from .capturing import (
    Capture,
    Group,
    capture_groups,
    captures,
    distinct_groups,
    equation,
    valid_kinds,
)
from .bots import ExpectimaxBot, GreedyBot, RandomBot
from .cards import ALL_CARDS, Card, InvalidCardError, new_deck, parse_cards
from .game import OneElevenGame, PlayerView, Scores
from .moves import Move

__all__ = [
    "rules",
    "Card",
    "InvalidCardError",
    "ALL_CARDS",
    "new_deck",
    "parse_cards",
    "Group",
    "Capture",
    "capture_groups",
    "distinct_groups",
    "captures",
    "equation",
    "valid_kinds",
    "Move",
    "OneElevenGame",
    "PlayerView",
    "Scores",
    "RandomBot",
    "GreedyBot",
    "ExpectimaxBot",
]
