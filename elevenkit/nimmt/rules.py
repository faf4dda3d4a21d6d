"""The rule choices of 11 nimmt! in one place (see ``docs/rules.md`` §2), so a teacher can change them.

Everything the engine, the bots and the lessons need to know about "how many" and "which card is
worth what" is read from here; the readings of the rulebook that the kit chose are described below
and implemented once in :mod:`elevenkit.nimmt.game`.

Readings (choices):

* several cards laid on one pile go on in ascending *wraparound* order: see
  :data:`LAY_AROUND_THE_CIRCLE`;
* a bull card with an empty supply is taken from another player, and that is compulsory (the
  online rules; the printed rules say "may"), so a take has no extra choice to make;
* it comes from the *other* player holding the most bull cards: the taker never gives a bull card
  to themselves, even when they hold the most, and does not count when "the most" is decided;
  on a tie the first such player clockwise (by seat number) after the taker; nobody else holds
  one: no bull card;
* next round's starting player: the most minus points so far; on a tie the first such player
  clockwise *after* the previous starting player;
* the first round's starting player is seat :data:`FIRST_STARTER` ("the youngest").
"""

from __future__ import annotations

#: lowest and highest card number; the numbers run in a circle, after 100 comes 1
LOWEST_CARD = 1
HIGHEST_CARD = 100
#: how many numbers the circle has (the distance is counted modulo this)
CIRCLE = HIGHEST_CARD - LOWEST_CARD + 1
#: a card fits a pile when it is 1 to this many steps above the top card
MAX_STEP = 10
#: player counts
MIN_PLAYERS = 2
MAX_PLAYERS = 7
#: cards dealt to each player at the start of a round
HAND_SIZE = 10
#: bull cards in the game (the supply at the start of every round)
BULL_CARDS = 10
#: taking a pile of at least this many cards earns a bull card
BULL_PILE_SIZE = 3
#: new piles turned up from the draw pile after a take (fewer if the draw pile runs short)
NEW_PILES_AFTER_TAKE = 2
#: piles turned up at the start of a round
FIRST_PILES = 1
#: seat of the first round's starting player
FIRST_STARTER = 0
#: bull cards go back to the supply at the end of every round
BULLS_RETURN_AFTER_ROUND = True
#: (choice) the order in which several cards go onto one pile. The rules say "the highest card
#: must end up on top"; across 100 the kit reads "highest" as *farthest round the circle* from the
#: pile's top card before the turn (True): on 94 the cards 96, 100, 3 go on as 96, 100, 3, so 3
#: ends on top. False reads it as the plain number order (3, 96, 100: 100 on top).
LAY_AROUND_THE_CIRCLE = True

#: Ox heads (minus points) per card, as data: value -> the cards worth it; every other card is
#: worth :data:`DEFAULT_OX_HEADS`. From the published card colours (white 1, yellow 3, blue 5,
#: black 7); the numbers themselves follow a public implementation.
OX_HEAD_GROUPS: dict[int, tuple[int, ...]] = {
    7: (3, 33, 63, 93),
    5: (13, 23, 43, 53, 73, 83),
    3: (2, 5, 7, 11, 17, 19, 29, 31, 37, 41, 47, 59, 61, 67, 71, 79, 89, 97),
}
DEFAULT_OX_HEADS = 1
