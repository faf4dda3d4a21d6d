"""11 nimmt! (Wolfgang Kramer, Amigo) as pure Python: wraparound arithmetic, the game, bots.

:class:`NimmtGame` is one round, :class:`NimmtMatch` a match of rounds (as many as players).
Piles are numbered from 0 in Python (``game.tops[0]``, ``Take(0)``, ``Lay({0: [36]})``) and
from 1 in the text notation people read and type (``"take 1"``, ``"lay 36 on 1"``), just as
cards are numbered 1-100. Rule choices live in :mod:`elevenkit.nimmt.rules` (``docs/rules.md`` §2).

>>> distance(98, 5), fits(96, 6), window(96)[:5], ox_heads(33)
(7, True, [97, 98, 99, 100, 1], 7)
>>> lay_order(98, [5, 99])
[99, 5]
>>> game = NimmtGame(3, seed=0)
>>> game.piles, game.hand(0)
([[94]], [2, 8, 9, 12, 14, 24, 49, 55, 92, 95])
>>> game.lay_options()  # for each pile, the hand cards that fit, in laying order
[[95, 2]]
>>> game.legal_moves(), game.count_legal_moves()
([Take(0), Lay({0: [95]}), Lay({0: [2]})], 3)
>>> game.play("lay 95 on 1")
Lay({0: [95]})
>>> game.piles, game.current_player, game.view(1).tops, game.view(1).hand_sizes
([[94, 95]], 1, (95,), (9, 10, 10))
>>> Move.parse("lay 56 59 on 1; 12 on 3")
Lay({0: [56, 59], 2: [12]})
>>> match = NimmtMatch(players=3, seed=0)
>>> match.rounds, match.round_index, match.round.players
(3, 0, 3)
"""

from elevenkit.core import register
from elevenkit.i18n import N_
from elevenkit.nimmt import rules
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
    homes,
    lay_order,
    ox_heads,
    pile_ox_heads,
    window,
)
from elevenkit.nimmt.bots import BOTS_BY_LEVEL, GreedyBot, PlannerBot
from elevenkit.nimmt.game import NimmtGame, NimmtMatch, NimmtView
from elevenkit.nimmt.moves import Lay, Move, Take

__all__ = [
    "BOTS_BY_LEVEL",
    "CARDS",
    "OX_HEADS",
    "TOTAL_OX_HEADS",
    "InvalidCardError",
    "cheapest_pile",
    "check_card",
    "distance",
    "fits",
    "fitting_cards",
    "homes",
    "lay_order",
    "ox_heads",
    "pile_ox_heads",
    "window",
    "NimmtGame",
    "NimmtMatch",
    "NimmtView",
    "Take",
    "Lay",
    "Move",
    "GreedyBot",
    "PlannerBot",
]

for game_type, title in ((NimmtGame, N_("11 nimmt! (one round)")), (NimmtMatch, N_("11 nimmt!"))):
    register(game_type, title=title, min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS, bots=BOTS_BY_LEVEL)
