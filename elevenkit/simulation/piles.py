"""How many ox heads does a random 11 nimmt! pile hold?

A random pile here is ``size`` different cards drawn from the 100. :func:`simulate_pile_heads` draws
many with numpy; :func:`exact_pile_heads` counts every possible pile (a table of how many piles
have each total), so the histogram of the simulation can be checked against the truth.
"""

from __future__ import annotations

from math import comb

import numpy as np

from elevenkit.core import check_int
from elevenkit.nimmt import CARDS, OX_HEADS

__all__ = ["exact_pile_heads", "simulate_pile_heads"]

#: ox heads of every card, in card order
HEADS = np.array([OX_HEADS[card] for card in CARDS])


def simulate_pile_heads(size: int = 5, piles: int = 5000, seed: int = 0) -> np.ndarray:
    """The ox heads of ``piles`` random piles of ``size`` different cards (one number per pile)."""
    check_int(size, "size", 1, len(CARDS))
    check_int(piles, "piles", 1, 10**6)
    rng = np.random.default_rng(seed)
    chosen = rng.random((piles, len(CARDS))).argsort(axis=1)[:, :size]
    heads: np.ndarray = HEADS[chosen].sum(axis=1)
    return heads


def exact_pile_heads(size: int = 5) -> np.ndarray:
    """``result[h]`` is the share of all piles of ``size`` cards that hold exactly ``h`` ox heads.

    Counted card by card: the number of ways to pick ``k`` cards worth ``h`` ox heads from the
    first cards, extended one card at a time (no pile is listed, so it is fast for any size).
    """
    check_int(size, "size", 1, len(CARDS))
    most = int(HEADS.sum())
    ways = np.zeros((size + 1, most + 1), dtype=object)  # exact whole numbers, no overflow
    ways[0, 0] = 1
    for heads in HEADS:
        ways[1:, heads:] = ways[1:, heads:] + ways[:-1, : most + 1 - heads]
    return np.array([int(count) for count in ways[size]], dtype=float) / comb(len(CARDS), size)
