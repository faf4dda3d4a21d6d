"""Lays with bull cards: the compact form, a count that does not list, and a lazy listing.

With ``b`` bull cards a player may put several cards on each of up to ``b`` piles, so the number
of legal lays grows very fast (10 fitting cards and 3 bull cards give hundreds of thousands). The
*compact form* is, for each pile, the hand cards that fit it in laying order; :func:`count_lays`
counts from it without listing and :func:`iter_lays` lists lazily.

These helpers trust their input (the engine and :class:`~elevenkit.nimmt.game.NimmtView` build it);
use the methods of the game or the view from outside.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterator, Sequence
from itertools import combinations

from elevenkit.nimmt.arithmetic import CARDS, OX_HEADS, window
from elevenkit.nimmt.moves import Lay
from elevenkit.nimmt.rules import CIRCLE, HIGHEST_CARD, LOWEST_CARD, MAX_STEP

__all__ = [
    "WINDOW_MASKS",
    "cards_of",
    "count_lays",
    "fit_patterns",
    "heads_of",
    "iter_lays",
    "lay_options",
    "mask_of",
    "pattern_cards",
    "random_lay",
]


def mask_of(cards: Sequence[int]) -> int:
    """A set of cards as an integer with bit ``card`` set for each card (fast membership)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


_BYTES = (HIGHEST_CARD + 8) // 8
#: ``_BYTE_CARDS[k][byte]``: the cards whose bits are set in byte ``k`` of a mask
_BYTE_CARDS = tuple(
    tuple(tuple(8 * k + bit for bit in range(8) if byte >> bit & 1) for byte in range(256)) for k in range(_BYTES)
)


def cards_of(mask: int) -> list[int]:
    """The cards of a bit mask from :func:`mask_of`, ascending (a byte at a time, from a table)."""
    cards: list[int] = []
    for k, byte in enumerate(mask.to_bytes(_BYTES, "little")):
        if byte:
            cards.extend(_BYTE_CARDS[k][byte])
    return cards


#: ``WINDOW_MASKS[top]``: bit mask of the cards that fit on ``top``
WINDOW_MASKS: tuple[int, ...] = (0,) + tuple(mask_of(window(top)) for top in CARDS)


#: ``_STEPS[pattern]``: the steps 1-10 whose bits are set in a 10-bit pattern
_STEPS = tuple(
    tuple(step for step in range(1, MAX_STEP + 1) if pattern >> (step - 1) & 1) for pattern in range(1 << MAX_STEP)
)
_PATTERN = (1 << MAX_STEP) - 1


def fit_patterns(tops: Sequence[int], hand_mask: int) -> list[int]:
    """For each pile top, a 10-bit pattern: bit ``k`` set when the card ``k + 1`` above is in hand."""
    doubled = hand_mask | hand_mask >> LOWEST_CARD << (HIGHEST_CARD + LOWEST_CARD)  # card c also as c + 100
    return [doubled >> (top + 1) & _PATTERN for top in tops]


def pattern_cards(top: int, pattern: int) -> list[int]:
    """The cards a pattern from :func:`fit_patterns` stands for, in laying order."""
    return [(top + step - LOWEST_CARD) % CIRCLE + LOWEST_CARD for step in _STEPS[pattern]]


def lay_options(tops: Sequence[int], hand_mask: int) -> list[list[int]]:
    """For each pile top, the hand cards that fit it, in laying order (the compact form)."""
    return [pattern_cards(top, pattern) for top, pattern in zip(tops, fit_patterns(tops, hand_mask))]


def count_lays(options: Sequence[Sequence[int]], bulls: int) -> int:
    """How many different lays the compact form allows with ``bulls`` bull cards, without listing.

    A sweep over the fitting cards in circular order; the state is which still-reachable piles
    already got a card and how many piles are used, so it stays small.
    """
    if bulls <= 0:
        return sum(len(cards) for cards in options)
    piles_of: dict[int, list[int]] = defaultdict(list)
    for pile, cards in enumerate(options):
        for card in cards:
            piles_of[card].append(pile)
    if not piles_of:
        return 0
    order = _circular_order(sorted(piles_of))
    last_seen = {pile: index for index, card in enumerate(order) for pile in piles_of[card]}
    closing = [0] * len(order)
    for pile, index in last_seen.items():
        closing[index] |= 1 << pile
    states: dict[tuple[int, int], int] = {(0, 0): 1}
    for index, card in enumerate(order):
        following: dict[tuple[int, int], int] = defaultdict(int)
        for (used, count), ways in states.items():
            following[(used, count)] += ways
            for pile in piles_of[card]:
                bit = 1 << pile
                if used & bit:
                    following[(used, count)] += ways
                elif count < bulls:
                    following[(used | bit, count + 1)] += ways
        if closing[index]:
            merged: dict[tuple[int, int], int] = defaultdict(int)
            for (used, count), ways in following.items():
                merged[(used & ~closing[index], count)] += ways
            following = merged
        states = following
    return sum(ways for (_, count), ways in states.items() if count)


def _circular_order(cards: list[int]) -> list[int]:
    """``cards`` (ascending) rotated to start after the widest gap around the circle."""
    gaps = [(cards[index] - cards[index - 1]) % CIRCLE for index in range(len(cards))]
    start = max(range(len(cards)), key=gaps.__getitem__)
    return cards[start:] + cards[:start]


def iter_lays(options: Sequence[Sequence[int]], bulls: int) -> Iterator[Lay]:
    """Every lay the compact form allows, lazily: piles in order, fewer cards before more."""
    if bulls <= 0:
        for pile, cards in enumerate(options):
            for card in cards:
                yield Lay._trusted(((pile, (card,)),))
        return
    open_piles = [(pile, cards) for pile, cards in enumerate(options) if cards]
    yield from _extend(open_piles, 0, frozenset(), (), bulls)


def _extend(
    open_piles: list[tuple[int, Sequence[int]]],
    start: int,
    used: frozenset[int],
    prefix: tuple[tuple[int, tuple[int, ...]], ...],
    piles_left: int,
) -> Iterator[Lay]:
    for position in range(start, len(open_piles)):
        pile, cards = open_piles[position]
        free = [card for card in cards if card not in used]
        for size in range(1, len(free) + 1):
            for chosen in combinations(free, size):
                placements = prefix + ((pile, chosen),)
                yield Lay._trusted(placements)
                if piles_left > 1:
                    yield from _extend(open_piles, position + 1, used.union(chosen), placements, piles_left - 1)


def random_lay(tops: Sequence[int], patterns: Sequence[int], bulls: int, rng: random.Random, pairs: int) -> Lay:
    """A random lay: a random fitting (card, pile) pair, grown at random when bull cards allow.

    Every legal lay has a chance, but they are not equally likely (that would need counting them
    all each turn). ``patterns`` come from :func:`fit_patterns`; ``pairs`` is the number of
    (card, pile) pairs they hold.
    """
    pick = rng.randrange(pairs)
    for pile, pattern in enumerate(patterns):  # noqa: B007 - the pile found is used after the loop
        size = pattern.bit_count()
        if pick < size:
            break
        pick -= size
    cards = pattern_cards(tops[pile], pattern)
    seed = cards[pick]
    if bulls <= 0:
        return Lay._trusted(((pile, (seed,)),))
    used = {seed}
    chosen = {pile: tuple(card for card in cards if card == seed or rng.random() < 0.5)}
    used.update(chosen[pile])
    for other, other_pattern in enumerate(patterns):
        if len(chosen) >= bulls:
            break
        if other == pile or not other_pattern or rng.random() < 0.5:
            continue
        free = [card for card in pattern_cards(tops[other], other_pattern) if card not in used]
        if free:
            first = rng.choice(free)
            row = tuple(card for card in free if card == first or rng.random() < 0.5)
            chosen[other] = row
            used.update(row)
    return Lay._trusted(tuple(sorted(chosen.items())))


def heads_of(mask: int) -> int:
    """Total ox heads of the cards in a bit mask."""
    return sum(OX_HEADS[card] for card in cards_of(mask))
