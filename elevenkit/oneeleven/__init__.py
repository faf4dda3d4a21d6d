"""one-eleven: the arithmetic capture card game (docs/rules.md §1), as a pure-Python engine.

Cards (:class:`Card`), every capture of a played card (:func:`capture_groups`,
:func:`distinct_groups`, :func:`captures`) with its parts as data (:class:`Group`,
:class:`Term`: each card and the value it stands for), the game (registered as ``"oneeleven"``)
and its computer players. The rule choices live in :mod:`elevenkit.oneeleven.rules`.
"""

from ..core import register
from ..i18n import N_
from . import rules
from .bots import BOTS_BY_LEVEL, ExpectimaxBot, GreedyBot, TableExpectimaxBot
from .capturing import Capture, Group, capture_groups, captures, distinct_groups, valid_kinds
from .cards import ALL_CARDS, Card, InvalidCardError, new_deck, parse_cards
from .equations import Term, equation, terms
from .game import OneElevenGame, OneElevenResult, OneElevenView
from .moves import Move

__all__ = [
    "BOTS_BY_LEVEL",
    "rules",
    "Card",
    "InvalidCardError",
    "ALL_CARDS",
    "new_deck",
    "parse_cards",
    "Term",
    "Group",
    "Capture",
    "capture_groups",
    "distinct_groups",
    "captures",
    "terms",
    "equation",
    "valid_kinds",
    "Move",
    "OneElevenGame",
    "OneElevenResult",
    "OneElevenView",
    "GreedyBot",
    "ExpectimaxBot",
    "TableExpectimaxBot",
]

register(
    OneElevenGame,
    title=N_("one-eleven"),  # the registered titles are marked: a game table shows them translated
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    settings=tuple({"mode": mode} for mode in rules.MODES),
    bots=BOTS_BY_LEVEL,
)
