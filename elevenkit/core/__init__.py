"""What every elevenkit game shares: errors, checked input, seeded randomness, the game protocol,
matches, bots and the registry. See :mod:`elevenkit.core.game` for the protocol."""

from .bots import Bot, RandomBot, play_out
from .checks import check_int, shown
from .errors import ElevenkitError, IllegalMoveError, InvalidMoveError
from .game import Game, GameView, Match, MatchView, Result
from .registry import BotFactory, GameEntry, entry_of, register, registered_games
from .rng import make_rng, rng_from_json, rng_state_to_json

__all__ = [
    "Bot",
    "BotFactory",
    "ElevenkitError",
    "Game",
    "GameEntry",
    "GameView",
    "IllegalMoveError",
    "InvalidMoveError",
    "Match",
    "MatchView",
    "RandomBot",
    "Result",
    "check_int",
    "entry_of",
    "shown",
    "make_rng",
    "play_out",
    "register",
    "registered_games",
    "rng_from_json",
    "rng_state_to_json",
]
