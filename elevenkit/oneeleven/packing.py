"""Packed rank multisets: a bag of one-eleven cards as one int, so tables can be cache keys.

A multiset of ranks is an int with a 4-bit count per rank (rank ``r`` in bits ``4r .. 4r+3``).
At most 4 copies of a rank exist, so bit 3 of each field is free: it is a guard bit, and
"``small`` fits inside ``big``" is one subtraction (:func:`fits`). Adding or removing one card of
rank ``r`` is ``key + ONE[r]`` / ``key - ONE[r]``; hot loops use :data:`ONE` directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .cards import ALL_CARDS, Card

__all__ = ["ONE", "GUARD", "pack", "count", "counts", "items", "unpack", "fits"]

_RANKS = len(ALL_CARDS)
#: ``ONE[r]`` is one card of rank ``r``.
ONE: tuple[int, ...] = tuple(1 << (4 * r) for r in range(_RANKS))
#: The guard bit of every count field.
GUARD: int = sum(8 << (4 * r) for r in range(_RANKS))


def pack(cards: Iterable[Card]) -> int:
    """The cards as a packed rank multiset."""
    key = 0
    for card in cards:
        key += ONE[card.index]
    return key


def count(key: int, rank: int) -> int:
    """How many cards of ``rank`` the multiset holds."""
    return (key >> (4 * rank)) & 15


def counts(key: int) -> list[int]:
    """The count of every rank, in rank order."""
    return [(key >> (4 * r)) & 15 for r in range(_RANKS)]


# Cached: the capture search asks for the same few thousand multisets over and over. 2**15 keys
# hold every multiset that thousands of games or a 30-card mixed table produce (about 4,000 per
# ten such tables), at a few MB at most.
@lru_cache(maxsize=2**15)
def items(key: int) -> tuple[tuple[int, int], ...]:
    """The (rank, count) pairs with a count above 0, in rank order."""
    return tuple((r, c) for r, c in enumerate(counts(key)) if c)


def unpack(key: int) -> tuple[Card, ...]:
    """The cards of a packed multiset, in rank order."""
    return tuple(ALL_CARDS[r] for r, c in items(key) for _copy in range(c))


def fits(small: int, big: int) -> bool:
    """True if multiset ``small`` is contained in multiset ``big``."""
    return ((big | GUARD) - small) & GUARD == GUARD
