"""The rule choices of one-eleven in one place (docs/rules.md §1), so a teacher can read and change them.

Everything the rulebook leaves open and the kit decides is a named constant here; the engine
modules import these names instead of repeating the numbers.
"""

from __future__ import annotations

#: Rank labels in deck order. There is no separate 11: the ``1-11`` card is the eleven.
RANKS: tuple[str, ...] = (
    "1-11",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "12",
    "13",
    "14",
    "15",
    "=",
)
#: Label of the card that counts as 1 or 11.
ONE_ELEVEN = "1-11"
#: The two values a ``1-11`` card can take.
ONE_ELEVEN_VALUES: tuple[int, int] = (1, 11)
#: Label of the wild card.
WILD = "="
#: (choice) A wild card stands for any whole value from ``WILD_MIN`` to ``WILD_MAX`` (the deck's
#: lowest and highest rank), both played from the hand and lying on the table.
WILD_MIN = 1
WILD_MAX = 15
#: Copies of each rank in the deck (15 ranks x 4 = 60 cards).
COPIES = 4
#: Ranks worth one point each (7 ranks x 4 = 28 points).
POINT_RANKS: frozenset[str] = frozenset({"1-11", "10", "12", "13", "14", "15", "="})
#: Extra point for the player who captured the most cards; (choice) nobody gets it on a tie.
MOST_CARDS_POINTS = 1

#: Capture modes: the Addition (blue) deck, the Subtraction (red) deck and (choice) mixed.
MODES: tuple[str, ...] = ("addition", "subtraction", "mixed")
#: Which multi-card group kinds each mode allows (a one-card match is always allowed).
MODE_KINDS: dict[str, frozenset[str]] = {
    "addition": frozenset({"sum"}),
    "subtraction": frozenset({"difference"}),
    "mixed": frozenset({"sum", "difference"}),
}
# (choice, in capturing._kind_masks) In mixed mode a set of cards that is both a sum and a
# difference for the same value is listed once, as a sum (the simpler equation); a move may still
# write it as a difference.

#: 2-4 players; 6 cards to each, 4 face up to the table at the start.
MIN_PLAYERS = 2
MAX_PLAYERS = 4
HAND_SIZE = 6
TABLE_START = 4
#: (choice) A re-deal gives each player ``min(HAND_SIZE, remaining // players)`` cards; once fewer
#: than ``DEAL_MIN_EACH`` cards per player remain (the rest after the last even deal), they are laid
#: face up on the table at once, so they can still be captured.
DEAL_MIN_EACH = 1
#: (choice) Seat 0 plays first; turns go up the seat numbers.
FIRST_PLAYER = 0
#: (choice) A player who can capture with any hand card must capture; only otherwise they trail.
MUST_CAPTURE = True
# (choice, in OneElevenGame._next_round) Cards left on the table at the end go to the last player
# who captured (unscored if nobody did).
# (choice, in OneElevenGame.result) Winner: most points, then most cards, then the player whose last
# capture came latest; if even that ties (nobody of them captured), there is no single winner.
