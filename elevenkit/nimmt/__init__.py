"""11 nimmt! (Wolfgang Kramer, Amigo) as pure Python: wraparound arithmetic, the game, bots.

Piles are numbered from 0 in Python (``game.piles[0]``, ``Take(0)``, ``Lay({0: [36]})``) and
from 1 in the text notation people read and type (``"take 1"``, ``"lay 36 on 1"``), just as
cards are numbered 1-100. Rule choices live in :mod:`elevenkit.nimmt.rules`.
"""

from elevenkit.nimmt.arithmetic import (
    CARDS,
    OX_HEADS,
    TOTAL_OX_HEADS,
    InvalidCardError,
    cheapest_pile,
    check_card,
    distance,
    fits,
    fitting_cards,
    lay_order,
    ox_heads,
    pile_ox_heads,
    window,
)
from elevenkit.nimmt.bots import GreedyBot, PlannerBot, RandomBot
from elevenkit.nimmt.game import NimmtGame, NimmtView
from elevenkit.nimmt.moves import Lay, Move, Take, parse_move

__all__ = [
    "CARDS",
    "OX_HEADS",
    "TOTAL_OX_HEADS",
    "InvalidCardError",
    "cheapest_pile",
    "check_card",
    "distance",
    "fits",
    "fitting_cards",
    "lay_order",
    "ox_heads",
    "pile_ox_heads",
    "window",
    "NimmtGame",
    "NimmtView",
    "Take",
    "Lay",
    "Move",
    "parse_move",
    "RandomBot",
    "GreedyBot",
    "PlannerBot",
]
