"""A Start 11! match: as many rounds as players, fewest minus points overall wins (docs/rules.md §3).

The match is the core :class:`~elevenkit.core.Match`: when a round ends, its minus points are
recorded and :meth:`Start11Game.next_round` starts the next one at once, the seat that looks for
an 11 first moving on (``rules.FIRST_SEAT_STEP``).
"""

from __future__ import annotations

from ..core import Match
from .game import Start11Game
from .moves import Move
from .rules import rounds_in_match
from .state import check_players

__all__ = ["Start11Match"]


class Start11Match(Match[Move, Start11Game]):
    """Rounds of :class:`Start11Game` (``players=``, ``seed=``, ``variant=``, ``layout=``, ``rounds=``)."""

    name = "start11match"
    round_type = Start11Game

    @classmethod
    def default_rounds(cls, players: int) -> int:
        """As many rounds as players (``rules.rounds_in_match``)."""
        return rounds_in_match(check_players(players))
