"""Every rule choice of Start 11! in one place (docs/rules.md §3), so a teacher can change them.

The engine reads these names; nothing else in the package repeats the numbers.
"""

from __future__ import annotations

#: how many people may play one game
MIN_PLAYERS = 2
MAX_PLAYERS = 4

#: tiles each player draws at the start, by number of players (2–3 players 20, 4 players 15)
DEAL_SIZES: dict[int, int] = {2: 20, 3: 20, 4: 15}

#: the number that may always be placed and that starts the game
START_NUMBER = 11

#: the colour word of the joker tiles (grey numbers); "gray" is read as well
JOKER_COLOUR = "grey"
JOKER_COLOUR_ALIASES = ("gray",)

#: at most this many tiles from the holder per turn (bonus and free tiles do not count)
PLACEMENT_LIMIT = 3

#: a player who cannot place draws up to this many tiles, one at a time
DRAW_LIMIT = 3

#: (choice) a tile placed as a bridge bonus never triggers another bonus
BONUS_TILE_TRIGGERS_BONUS = False

#: (choice) the free tile after a symbol tile is placed by the player, so it may trigger a bonus
FREE_TILE_TRIGGERS_BONUS = True

#: (choice, variant) a symbol tile drawn as a bridge bonus goes on an empty symbol space of its row
#: even when the row's 1 or 20 is not on the board yet (a bonus tile ignores the placement rules),
#: and it gives no free placement: that reward belongs to a symbol tile placed from the holder
BONUS_SYMBOL_TILE_GIVES_FREE_TILE = False

#: minus points for an unplaced symbol tile at the end (variant)
SYMBOL_TILE_PENALTY = 11

#: (choice) in a match, the seat that looks for an 11 first moves on by this many seats each
#: round: seat 0 in the first round, seat 1 in the second, ... (the rulebook names the youngest
#: player for the first game only)
FIRST_SEAT_STEP = 1


def rounds_in_match(players: int) -> int:
    """A match has as many rounds as players."""
    return players
