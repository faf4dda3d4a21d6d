"""How often can a one-eleven card capture something on a table of a few cards?

A deal here is: the pupil holds the card ``played``, and ``table_size`` cards are turned up from the
rest of the 60-card deck. :func:`simulate_capture_chance` deals many tables with numpy and asks the
engine (:func:`~elevenkit.oneeleven.distinct_groups`) about each different table once;
:func:`exact_capture_chance` counts every possible table instead (by the ranks it holds, weighted by
how many ways the deck can give them), so a pupil can see the simulation come close to the truth.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import comb, prod

import numpy as np

from elevenkit.core import check_int
from elevenkit.oneeleven import ALL_CARDS, Card, distinct_groups, rules
from elevenkit.oneeleven.capturing import check_mode

__all__ = ["capture_chances", "capture_hits", "deck_without", "exact_capture_chance", "simulate_capture_chance"]

#: the rank labels in deck order ("1-11", "2", … "15", "=")
RANKS: tuple[str, ...] = tuple(card.label for card in ALL_CARDS)
#: more table cards than this make the exact count slow (and the question less interesting)
MAX_TABLE = 8


def deck_without(played: str) -> np.ndarray:
    """The ranks (indices into :data:`RANKS`) of the deck left when ``played`` is in the pupil's hand."""
    counts = np.full(len(RANKS), rules.COPIES)
    counts[Card(played).index] -= 1
    return np.repeat(np.arange(len(RANKS)), counts)


@cache
def _captures(played: str, ranks: tuple[int, ...], mode: str) -> bool:
    """True if ``played`` captures something on a table of these ranks (asked of the engine once)."""
    return bool(distinct_groups(Card(played), [ALL_CARDS[rank] for rank in ranks], mode))


def _check(played: str, table_size: int, mode: str) -> None:
    Card(played)
    check_mode(mode)
    check_int(table_size, "table_size", 1, MAX_TABLE)


def simulate_capture_chance(
    played: str = "7", table_size: int = 4, mode: str = "addition", deals: int = 2000, seed: int = 0
) -> float:
    """The share of ``deals`` random tables of ``table_size`` cards on which ``played`` captures."""
    return float(capture_hits(played, table_size, mode, deals, seed).mean())


def capture_hits(played: str, table_size: int, mode: str, deals: int, seed: int) -> np.ndarray:
    """For each of ``deals`` random tables: True if ``played`` captures on it."""
    _check(played, table_size, mode)
    check_int(deals, "deals", 1, 10**6)
    deck = deck_without(played)
    rng = np.random.default_rng(seed)
    # each row: the first table_size cards of a shuffled deck, as sorted ranks
    order = rng.random((deals, deck.size)).argsort(axis=1)[:, :table_size]
    tables = np.sort(deck[order], axis=1)
    different, which = np.unique(tables, axis=0, return_inverse=True)
    answers = np.array([_captures(played, tuple(int(rank) for rank in row), mode) for row in different])
    return answers[which.reshape(-1)]


def capture_chances(table_size: int = 4, mode: str = "addition", deals: int = 1000, seed: int = 0) -> dict[str, float]:
    """For every rank: the share of random tables of ``table_size`` cards it captures on."""
    return {rank: simulate_capture_chance(rank, table_size, mode, deals, seed) for rank in RANKS}


def exact_capture_chance(played: str = "7", table_size: int = 4, mode: str = "addition") -> Fraction:
    """The exact chance that ``played`` captures on a table of ``table_size`` cards from the rest of
    the deck: every multiset of ranks, weighted by the ways the deck can deal it, over all tables."""
    _check(played, table_size, mode)
    counts = np.bincount(deck_without(played), minlength=len(RANKS))
    hits = 0
    for ranks in combinations_with_replacement(range(len(RANKS)), table_size):
        ways = prod(comb(int(counts[rank]), ranks.count(rank)) for rank in set(ranks))
        if ways and _captures(played, ranks, mode):
            hits += ways
    return Fraction(hits, comb(int(counts.sum()), table_size))
