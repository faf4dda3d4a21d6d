"""Every capture a played card can make: groups (match, sum, difference) and whole-turn captures.

How it stays exact and fast: a group's validity depends only on the *multiset of ranks* it holds,
so the engine enumerates rank multisets of the table (pruned by the smallest sum they can make),
decides each multiset once with bit masks of reachable values (cached for the whole process, in
bounded caches), and only then expands a valid multiset to the table positions holding those
ranks. The distinct-by-ranks form stops before the expansion, which keeps it fast on 20-30 card
tables.

The parts of a group are data: :attr:`Group.terms` gives each card with the value it stands for,
in equation order, and :attr:`Group.equation` its text; both come from :mod:`.equations`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, groupby
from typing import NamedTuple

from ..core import ElevenkitError, shown
from ..i18n import _
from . import rules
from .cards import ALL_CARDS, Card
from .equations import DIFF_BOUND, Term, capture_notation, equation, group_notation, key_terms
from .packing import GUARD, ONE, count, counts, items, pack

__all__ = [
    "Group",
    "Capture",
    "capture_groups",
    "distinct_groups",
    "captures",
    "valid_kinds",
    "check_mode",
    "clear_caches",
]

_NRANKS = len(ALL_CARDS)
_MINVAL = tuple(min(card.values) for card in ALL_CARDS)
_VALUE_BITS = sum(1 << v for v in range(rules.WILD_MIN, rules.WILD_MAX + 1))  # playable values
_CARD_MASK = tuple(sum(1 << v for v in card.values) for card in ALL_CARDS)
# The enumeration visits the ranks strongest first (DIFF_BOUND: how large a difference can need
# the rest to be), so the first card picked fixes the bound.
_ORDER = tuple(sorted(range(_NRANKS), key=lambda r: (-DIFF_BOUND[r], r)))
_ONE_ELEVEN = Card(rules.ONE_ELEVEN).index
_WILD = Card(rules.WILD).index
_ACE_LOW, _ACE_HIGH = rules.ONE_ELEVEN_VALUES
_new_tuple = tuple.__new__  # builds a named tuple without its Python-level __new__ (hot loops)


def check_mode(mode: str) -> str:
    """``mode`` itself if it is one of :data:`rules.MODES`, else an :class:`ElevenkitError`."""
    if mode not in rules.MODES:
        raise ElevenkitError(
            _("{mode} is not a capture mode (modes: {modes})").format(mode=shown(mode), modes=", ".join(rules.MODES))
        )
    return mode


# ---- which values a rank multiset makes ----------------------------------------------------


def _sum_mask(key: int) -> int:
    """Bit mask of every total the multiset's cards can make (all values chosen freely)."""
    fixed = ones = wilds = 0
    for rank, copies in items(key):
        if rank == _ONE_ELEVEN:
            ones = copies
        elif rank == _WILD:
            wilds = copies
        else:
            fixed += copies * ALL_CARDS[rank].values[0]
    low = rules.WILD_MIN * wilds
    span = (rules.WILD_MAX - rules.WILD_MIN) * wilds
    base = ((1 << (span + 1)) - 1) << (fixed + _ACE_LOW * ones + low)
    mask = 0
    for elevens in range(ones + 1):
        mask |= base << ((_ACE_HIGH - _ACE_LOW) * elevens)
    return mask & ((1 << (rules.WILD_MAX + 1)) - 1)


# Cached for the whole process: a few thousand multisets recur in every game and on every big
# table (about 4,000 for ten 30-card mixed tables); 2**15 entries of a few ints stay under 5 MB.
@lru_cache(maxsize=2**15)
def _solve(key: int) -> tuple[int, int, int]:
    """(size, mask of values as a match or sum, mask of values as a difference) of a multiset."""
    ranks = items(key)
    size = sum(copies for _rank, copies in ranks)
    if size == 1:
        return (1, _CARD_MASK[ranks[0][0]], 0)
    diff = 0
    for rank, _copies in ranks:
        rest = _sum_mask(key - ONE[rank])
        for top in ALL_CARDS[rank].values:
            below = rest & ((1 << top) - 1)
            while below:
                low = below & -below
                diff |= 1 << (top - low.bit_length() + 1)
                below ^= low
    return (size, _sum_mask(key) & _VALUE_BITS, diff & _VALUE_BITS)


def _kind_masks(key: int, mode: str) -> tuple[tuple[str, int], ...]:
    """(kind, values) pairs for a multiset in ``mode``, each value under one kind only."""
    size, plain, diff = _solve(key)
    if size == 1:
        return (("match", plain),)
    kinds = rules.MODE_KINDS[mode]
    if "sum" in kinds:
        return (("sum", plain), ("difference", diff & ~plain)) if "difference" in kinds else (("sum", plain),)
    return (("difference", diff),)


def _candidates(counts: Sequence[int], mode: str, played_mask: int = _VALUE_BITS) -> list[int]:
    """Every rank multiset of the table that could be a group in ``mode`` for a value in
    ``played_mask`` (a superset: pruned by the smallest total the cards can make)."""
    kinds = rules.MODE_KINDS[mode]
    smallest_value = (played_mask & -played_mask).bit_length() - 1
    sum_bound = played_mask.bit_length() - 1 if "sum" in kinds else 0
    order = [r for r in _ORDER if counts[r]]
    found: list[int] = []
    for position, rank in enumerate(order):  # the first (strongest) card fixes the bound
        limit = max(sum_bound, DIFF_BOUND[rank] + 1 - smallest_value if "difference" in kinds else 0)
        found.append(ONE[rank])
        _grow_candidates(order, counts, position, ONE[rank], _MINVAL[rank], limit, found)
    return found


# Module-level recursion, not a closure: a nested recursive function is a reference cycle that
# only the garbage collector frees, and the game calls this on every new table.
def _grow_candidates(
    order: Sequence[int], counts: Sequence[int], start: int, key: int, smallest: int, bound: int, found: list[int]
) -> None:
    """Append to ``found`` every multiset that adds ranks from ``order[start:]`` to ``key`` while
    its smallest total stays within ``bound`` (depth first, the order the game relies on)."""
    for position in range(start, len(order)):
        rank = order[position]
        if count(key, rank) >= counts[rank]:
            continue
        total = smallest + _MINVAL[rank]
        if total > bound:
            continue
        grown = key + ONE[rank]
        found.append(grown)
        _grow_candidates(order, counts, position, grown, total, bound, found)


def _valid_multisets(table: Sequence[Card], played_mask: int, mode: str) -> list[tuple[int, int, str]]:
    """(multiset, value, kind) for every valid group, by ranks."""
    counts = [0] * _NRANKS
    for card in table:
        counts[card.index] += 1
    out = []
    for key in _candidates(counts, mode, played_mask):
        for kind, values in _kind_masks(key, mode):
            values &= played_mask
            while values:
                low = values & -values
                out.append((key, low.bit_length() - 1, kind))
                values ^= low
    return out


# ---- which kinds a group is ------------------------------------------------------------------


def valid_kinds(cards: Sequence[Card], value: int, mode: str = "addition") -> frozenset[str]:
    """The kinds under which ``cards`` (a group) make ``value`` in ``mode``; empty if none.

    Unlike the listed groups this returns every kind, e.g. both ``sum`` and ``difference`` for
    ``=`` and ``3`` making 5 in mixed mode (2 + 3 and 8 − 3).
    """
    check_mode(mode)
    if not cards or not isinstance(value, int) or not 0 <= value <= rules.WILD_MAX:
        return frozenset()
    size, plain, diff = _solve(pack(cards))
    bit = 1 << value
    if size == 1:
        return frozenset({"match"}) if plain & bit else frozenset()
    allowed = rules.MODE_KINDS[mode]
    found = {kind for kind, mask in (("sum", plain), ("difference", diff)) if mask & bit}
    return frozenset(found & allowed)


# ---- groups ----------------------------------------------------------------------------------------


class Group(NamedTuple):
    """One valid group: table ``indices`` (sorted) that the played card, counting as ``value``,
    captures as a ``kind`` (``"match"``, ``"sum"`` or ``"difference"``); ``cards`` are the table
    cards at those indices. In mixed mode a set that is both a sum and a difference is a sum.
    (A named tuple: cheap to make by the thousand.)"""

    indices: tuple[int, ...]
    value: int
    kind: str
    cards: tuple[Card, ...]

    @property
    def terms(self) -> tuple[Term, ...]:
        """The cards with the value each stands for, in equation order (see :func:`.equations.terms`)."""
        return key_terms(pack(self.cards), self.value, self.kind)

    @property
    def equation(self) -> str:
        """The equation with every value used, e.g. ``14 = 3 + 11`` (see :mod:`.equations`)."""
        return equation(self.cards, self.value, self.kind)

    @property
    def notation(self) -> str:
        """The group as written in a move, e.g. ``2+5``."""
        return group_notation(self.cards, self.value, self.kind)

    @property
    def mask(self) -> int:
        """The indices as a bit mask (bit i for table position i)."""
        mask = 0
        for i in self.indices:
            mask |= 1 << i
        return mask


def _played_mask(played: Card) -> int:
    if not isinstance(played, Card):
        raise ElevenkitError(_("{played} is not a Card").format(played=shown(played)))
    return _CARD_MASK[played.index]


def _check_table(table: Sequence[Card]) -> Sequence[Card]:
    for card in table:
        if not isinstance(card, Card):
            raise ElevenkitError(_("{card} on the table is not a Card").format(card=shown(card)))
    return table


class _Placer:
    """Expands rank multisets to the table positions that hold them (for one table)."""

    def __init__(self, table: Sequence[Card]) -> None:
        self.table = table
        self.positions: list[list[int]] = [[] for _rank in range(_NRANKS)]
        for index, card in enumerate(table):
            self.positions[card.index].append(index)
        self._choices: dict[tuple[int, int], list[int]] = {}
        self._places: dict[int, list[tuple[tuple[int, ...], tuple[Card, ...]]]] = {}

    def every(self, key: int) -> list[tuple[tuple[int, ...], tuple[Card, ...]]]:
        """Every (sorted indices, cards) of the table holding exactly the multiset ``key``."""
        found = self._places.get(key)
        if found is None:
            masks = [0]
            for rank, copies in items(key):
                choices = self._choices.get((rank, copies))
                if choices is None:
                    choices = self._choices[(rank, copies)] = [
                        sum(1 << i for i in chosen) for chosen in combinations(self.positions[rank], copies)
                    ]
                masks = [mask | more for mask in masks for more in choices]
            found = self._places[key] = [self._cards(mask) for mask in masks]
        return found

    def first(self, key: int) -> tuple[tuple[int, ...], tuple[Card, ...]]:
        """The first table positions holding the multiset ``key``."""
        mask = 0
        for rank, copies in items(key):
            for i in self.positions[rank][:copies]:
                mask |= 1 << i
        return self._cards(mask)

    def _cards(self, mask: int) -> tuple[tuple[int, ...], tuple[Card, ...]]:
        indices = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
        return indices, tuple(self.table[i] for i in indices)


def _group_order(group: Group) -> tuple[int, int, tuple[int, ...]]:
    return (group.value, len(group.indices), group.indices)


def capture_groups(played: Card, table: Sequence[Card], mode: str = "addition") -> list[Group]:
    """Every valid group for ``played`` against ``table``, each (indices, value) once.

    Sorted by value, then size, then indices. ``table`` is any sequence of cards (repeats allowed).
    """
    check_mode(mode)
    mask = _played_mask(played)
    placer = _Placer(_check_table(table))
    groups = []
    for key, value, kind in _valid_multisets(table, mask, mode):
        groups.extend([_new_tuple(Group, (indices, value, kind, cards)) for indices, cards in placer.every(key)])
    groups.sort(key=_group_order)
    return groups


def distinct_groups(played: Card, table: Sequence[Card], mode: str = "addition") -> list[Group]:
    """One group per different multiset of ranks and value: the "different ways" a pupil sees.

    The representative takes the first table positions of each rank. Fast on big tables (it
    never expands to every choice of equal cards). Sorted like :func:`capture_groups`.
    """
    check_mode(mode)
    mask = _played_mask(played)
    placer = _Placer(_check_table(table))
    groups = []
    for key, value, kind in _valid_multisets(table, mask, mode):
        indices, cards = placer.first(key)
        groups.append(_new_tuple(Group, (indices, value, kind, cards)))
    groups.sort(key=_group_order)
    return groups


# ---- captures ----------------------------------------------------------------------------------------


class Capture(NamedTuple):
    """One turn's capture: pairwise disjoint ``groups`` (sorted by indices) sharing the played
    ``value``.

    ``indices`` is their union (sorted). ``cards_taken`` and ``points_taken`` count everything
    that goes to the capture pile this turn: the captured table cards *and* the played card.
    ``is_maximal`` is True when no further disjoint valid group could be added. ``cards`` are
    the captured table cards in index order. (A named tuple: there can be thousands.)
    """

    played: Card
    value: int
    groups: tuple[Group, ...]
    indices: tuple[int, ...]
    is_maximal: bool
    cards_taken: int
    points_taken: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return capture_notation(self.played, self.value, [g.notation for g in self.groups])


def _all_disjoint(masks: Sequence[int]) -> list[tuple[int, int]]:
    """Every non-empty set of pairwise disjoint masks, as (set of positions as bits, union)."""
    found: list[tuple[int, int]] = []

    def extend(start: int, used: int, chosen: int) -> None:
        for j in range(start, len(masks)):
            if not masks[j] & used:
                grown = chosen | 1 << j
                found.append((grown, used | masks[j]))
                extend(j + 1, used | masks[j], grown)

    extend(0, 0, 0)
    return found


def _maximal_disjoint(masks: Sequence[int]) -> list[tuple[int, int]]:
    """Every maximal set of pairwise disjoint masks, as (set of positions as bits, union):
    Bron–Kerbosch with pivoting on the graph whose edges join disjoint masks."""
    n = len(masks)
    holding: dict[int, int] = {}  # table index (as a bit) -> the masks (as bits) that hold it
    for j, mask in enumerate(masks):
        while mask:
            low = mask & -mask
            holding[low] = holding.get(low, 0) | 1 << j
            mask ^= low
    everything = (1 << n) - 1
    disjoint = []
    for mask in masks:
        clash = 0
        while mask:
            low = mask & -mask
            clash |= holding[low]
            mask ^= low
        disjoint.append(everything & ~clash)
    found: list[tuple[int, int]] = []

    def expand(chosen: int, union: int, open_: int, done: int) -> None:
        if not open_:
            if not done:
                found.append((chosen, union))
            return
        either, pivot, best = open_ | done, 0, -1
        while either:
            low = either & -either
            u = low.bit_length() - 1
            score = (open_ & disjoint[u]).bit_count()
            if score > best:
                pivot, best = u, score
            either ^= low
        todo = open_ & ~disjoint[pivot]
        while todo:
            low = todo & -todo
            v = low.bit_length() - 1
            expand(chosen | low, union | masks[v], open_ & disjoint[v], done & disjoint[v])
            open_ ^= low
            done |= low
            todo ^= low

    if n:
        expand(0, 0, everything, 0)
    return found


def captures(played: Card, table: Sequence[Card], mode: str = "addition", maximal_only: bool = False) -> list[Capture]:
    """Every capture (non-empty set of pairwise disjoint groups with one value) of ``played``.

    With ``maximal_only`` only the captures no further group could be added to. Sorted by value,
    then the captured indices (captures taking the same cards in a fixed order).
    """
    groups = capture_groups(played, table, mode)
    found = []
    unions: dict[int, tuple[tuple[int, ...], tuple[Card, ...], int]] = {}
    for value, same in groupby(groups, key=lambda g: g.value):
        same_value = sorted(same, key=lambda g: g.indices)
        masks = [g.mask for g in same_value]
        sets = _maximal_disjoint(masks) if maximal_only else _all_disjoint(masks)
        mine = {union for _chosen, union in sets}
        for union in mine - unions.keys():
            indices = tuple(i for i in range(len(table)) if union >> i & 1)
            cards = tuple(table[i] for i in indices)
            unions[union] = (indices, cards, sum(card.points for card in cards))
        # one sortable int per capture: the rank of its indices, then its groups as bits
        rank = {union: i for i, union in enumerate(sorted(mine, key=lambda u: unions[u][0]))}
        width = len(masks)
        for _key, chosen, union in sorted([(rank[u] << width | c, c, u) for c, u in sets]):
            indices, cards, points = unions[union]
            picked = []
            while chosen:
                low = chosen & -chosen
                picked.append(same_value[low.bit_length() - 1])
                chosen ^= low
            found.append(
                _new_tuple(
                    Capture,
                    (
                        played,
                        value,
                        tuple(picked),
                        indices,
                        maximal_only or all(m & union for m in masks),
                        len(indices) + 1,
                        played.points + points,
                        cards,
                    ),
                )
            )
    return found


# ---- by ranks, for the game and its bots --------------------------------------------------------


def rank_groups(table_key: int, mode: str) -> dict[int, tuple[tuple[int, str], ...]]:
    """Every valid group of a table given as a packed multiset, by ranks: value -> ((multiset,
    kind), ...), for every value 1 to 15. Tuples of ints and text, which the garbage collector
    stops tracking: the game caches thousands of these."""
    found: dict[int, list[tuple[int, str]]] = {}
    for key in _candidates(counts(table_key), mode):
        for kind, values in _kind_masks(key, mode):
            while values:
                low = values & -values
                found.setdefault(low.bit_length() - 1, []).append((key, kind))
                values ^= low
    return {value: tuple(groups) for value, groups in found.items()}


def rank_packings(groups: Sequence[tuple[int, str]], table_key: int) -> list[tuple[tuple[int, str], ...]]:
    """Every non-empty multiset of ``groups`` (rank multisets, all for one value) that fits on the
    table together: the captures of one value, by ranks."""
    found: list[tuple[tuple[int, str], ...]] = []
    _grow_packings(groups, 0, table_key, (), found)
    return found


def _grow_packings(
    groups: Sequence[tuple[int, str]],
    start: int,
    left: int,
    chosen: tuple[tuple[int, str], ...],
    found: list[tuple[tuple[int, str], ...]],
) -> None:
    """Append to ``found`` every way to add ``groups[start:]`` (repeats allowed) to ``chosen``
    within the cards ``left`` (depth first; a module function, so no reference cycle)."""
    for j in range(start, len(groups)):
        key = groups[j][0]
        if ((left | GUARD) - key) & GUARD == GUARD:
            grown = chosen + (groups[j],)
            found.append(grown)
            _grow_packings(groups, j, left - key, grown, found)


def clear_caches() -> None:
    """Empty the capture search's caches (for cold-start timings; they are bounded anyway)."""
    for cached in (_solve, key_terms, items):
        cached.cache_clear()
