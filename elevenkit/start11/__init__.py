"""Start 11! (Reiner Knizia): place number tiles next to their neighbours on four coloured rows.

The engine for docs/rules.md §3, pure Python. Main names::

    from elevenkit.start11 import Start11Game, Start11Match, Tile, GreedyBot, PlannerBot

    game = Start11Game(players=2, seed=7, variant=False)
    game.legal_moves()  # the steps allowed now
    game.play("place yellow 11 at yellow 11")  # checked; game.apply(move) is the fast unchecked one
    game.legal_placements("yellow 12")  # where a tile may go now; placement_refusal() says why not
    game.result()  # minus points per seat and, once over, the winner
    print(game.board)  # the board as text; game.board_rows() for drawing
"""

from ..core import ElevenkitError, IllegalMoveError, InvalidMoveError, RandomBot, register
from ..i18n import N_
from . import rules
from .board import Board, Cell
from .bots import BOTS_BY_LEVEL, GreedyBot, PlannerBot
from .game import SETTINGS, Start11Game
from .layout import Bridge, Layout, LayoutError, half_deal, standard_layout
from .match import Start11Match
from .moves import Move, MoveTable, Refusal, RefusalReason, move_table
from .state import Start11View
from .tiles import InvalidTileError, Space, Tile

__all__ = [
    "BOTS_BY_LEVEL",
    "Board",
    "Bridge",
    "Cell",
    "ElevenkitError",
    "half_deal",
    "GreedyBot",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidTileError",
    "Layout",
    "LayoutError",
    "Move",
    "MoveTable",
    "PlannerBot",
    "RandomBot",
    "Refusal",
    "RefusalReason",
    "Space",
    "Start11Game",
    "Start11Match",
    "Start11View",
    "Tile",
    "move_table",
    "rules",
    "standard_layout",
]

for game_type, title in ((Start11Game, N_("Start 11!")), (Start11Match, N_("Start 11! match"))):
    register(
        game_type,
        title=title,
        min_players=rules.MIN_PLAYERS,
        max_players=rules.MAX_PLAYERS,
        settings=SETTINGS,
        bots=BOTS_BY_LEVEL,
    )
