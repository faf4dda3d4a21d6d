"""How 11 nimmt! piles and cards are drawn and named on the screen (elevenkit.nimmt.svg draws them).

Display data, not rules (those are in :mod:`elevenkit.nimmt.rules`): the letters the piles are
called by, their colours and line patterns, the cards' light backgrounds by ox heads.
"""

from __future__ import annotations

__all__ = ["PILE_LETTERS", "PILE_COLOURS", "PILE_DASHES", "OX_HEAD_COLOURS"]

#: Piles are called A, B, C … on the screen and in the tasks (at most MAX_PLAYERS piles can lie out).
PILE_LETTERS = "ABCDEFG"
#: Each pile's colour and line pattern (solid, dashed, dotted, dash-dot), repeated after four piles:
#: the letter and the pattern tell the piles apart, the colour only repeats them.
PILE_COLOURS: tuple[str, ...] = ("#1f6feb", "#b35900", "#7c3aed", "#0f766e")
PILE_DASHES: tuple[str, ...] = ("none", "8 3", "2 3", "12 3 2 3")
#: Light card backgrounds after the published card colours (white 1, yellow 3, blue 5, black 7);
#: the number of ox heads is always written as well, so nothing depends on the colour.
OX_HEAD_COLOURS: dict[int, str] = {1: "#ffffff", 3: "#fff3b0", 5: "#cfe3ff", 7: "#3a3a3a"}
