"""11 nimmt! (Wolfgang Kramer, Amigo) as pure Python: wraparound arithmetic, the game, bots.

Piles are numbered from 0 in Python (``game.piles[0]``, ``Take(0)``) and from 1 in the text
notation people type (``"take 1"``), just as cards are numbered 1-100.
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
]
