"""The equation of a capture group: each card with the value it stands for, and its texts.

The parts of a group are data: :func:`terms` gives each card with the value it stands for
(:class:`Term`), in equation order, so a task or widget formats equations itself and never reads
them back. Sums list the terms from small to large (``14 = 3 + 11``), differences start with the
largest card, then the others from large to small (``2 = 12 − 6 − 4``).

Equation text (:func:`equation`, for the engine's own messages and tests): the played value,
``=``, then the values used, with the real minus sign. A ``1-11`` card is shown as the value it
takes (``1`` or ``11``) and a wild card as ``=(value)``, e.g. ``7 = =(7)`` or ``9 = 4 + =(5)``.
Move notation (:func:`group_notation`, :func:`capture_notation`) is the plain-ASCII form.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..core import ElevenkitError, shown
from ..i18n import _
from . import rules
from .cards import ALL_CARDS, Card
from .packing import counts, pack

__all__ = ["Term", "terms", "equation", "group_notation", "played_notation", "capture_notation", "DIFF_BOUND"]

# A difference needs its top card t to reach v + the rest, so a multiset holding t as its
# "strongest" card has a smallest sum of at most max(t) + min(t) - v, at most max(t) + min(t) - 1.
# The strongest card (the largest bound) is the first one tried as the top of a difference.
DIFF_BOUND = tuple(max(card.values) + min(card.values) - 1 for card in ALL_CARDS)
_ONE_ELEVEN = Card(rules.ONE_ELEVEN).index
_WILD = Card(rules.WILD).index
_ACE_LOW, _ACE_HIGH = rules.ONE_ELEVEN_VALUES
_MINUS = "\N{MINUS SIGN}"


def _sum_terms(counts: list[int], target: int) -> list[tuple[Card, int]] | None:
    """One choice of values making ``target`` as a sum of the counted cards, or None."""
    fixed = [
        (ALL_CARDS[r], ALL_CARDS[r].values[0])
        for r, c in enumerate(counts)
        if r not in (_ONE_ELEVEN, _WILD)
        for _copy in range(c)
    ]
    ones, wilds = counts[_ONE_ELEVEN], counts[_WILD]
    base = sum(value for _card, value in fixed) + _ACE_LOW * ones
    for elevens in range(ones + 1):
        rest = target - base - (_ACE_HIGH - _ACE_LOW) * elevens
        if rules.WILD_MIN * wilds <= rest <= rules.WILD_MAX * wilds:
            terms = fixed + [(ALL_CARDS[_ONE_ELEVEN], _ACE_HIGH)] * elevens
            terms += [(ALL_CARDS[_ONE_ELEVEN], _ACE_LOW)] * (ones - elevens)
            for left in range(wilds, 0, -1):
                value = min(rules.WILD_MAX, rest - rules.WILD_MIN * (left - 1))
                terms.append((ALL_CARDS[_WILD], value))
                rest -= value
            return sorted(terms, key=lambda term: (term[1], term[0].index))
    return None


def _difference_terms(counts: list[int], target: int) -> list[tuple[Card, int]] | None:
    """One choice making ``target`` as top − the others: the top card first, or None."""
    tops = sorted((r for r, c in enumerate(counts) if c), key=lambda r: (-DIFF_BOUND[r], r))
    for rank in tops:
        rest = list(counts)
        rest[rank] -= 1
        for top in sorted(ALL_CARDS[rank].values, reverse=True):
            terms = _sum_terms(rest, top - target) if top > target else None
            if terms is not None:
                return [(ALL_CARDS[rank], top)] + terms[::-1]
    return None


class Term(NamedTuple):
    """One card of a group and the value it stands for there: a ``1-11`` as 1 or 11, a wild ``=``
    as any value from :data:`rules.WILD_MIN` to :data:`rules.WILD_MAX`, any other card as itself."""

    card: Card
    value: int


# Cached: a lesson shows the same few hundred groups again and again; a term tuple is small, and
# 2**14 of them (a few MB) cover every group of several big tables.
@lru_cache(maxsize=2**14)
def key_terms(key: int, value: int, kind: str) -> tuple[Term, ...]:
    """The cards of a valid group with the values used, in equation order."""
    cards = counts(key)
    found: list[tuple[Card, int]] | None
    if kind == "match":
        found = [(ALL_CARDS[cards.index(1)], value)]
    elif kind == "sum":
        found = _sum_terms(cards, value)
    else:
        found = _difference_terms(cards, value)
    if found is None:
        labels = " ".join(str(ALL_CARDS[r]) for r, c in enumerate(cards) for _i in range(c))
        raise ElevenkitError(
            _("the cards {cards} do not make {value} as a {kind}").format(cards=shown(labels), value=value, kind=kind)
        )
    return tuple(Term(card, used) for card, used in found)


def terms(cards: Sequence[Card], value: int, kind: str) -> tuple[Term, ...]:
    """The cards of a valid group with the value each one stands for, in equation order: sums from
    small to large, differences the largest card first (see the module doc). Widgets and tasks
    format these themselves; an :class:`ElevenkitError` if the cards do not make ``value``."""
    return key_terms(pack(cards), value, kind)


def _term_text(card: Card, value: int, wild_format: str) -> str:
    if card.is_wild:
        return wild_format.format(value=value)
    return str(value)


def equation(cards: Sequence[Card], value: int, kind: str) -> str:
    """The equation of a valid group, e.g. ``14 = 3 + 11`` or ``5 = 9 − 4`` (see module doc)."""
    joiner = f" {_MINUS} " if kind == "difference" else " + "
    right = joiner.join(_term_text(card, used, "=({value})") for card, used in terms(cards, value, kind))
    return f"{value} = {right}"


def group_notation(cards: Sequence[Card], value: int, kind: str) -> str:
    """A valid group in move notation, e.g. ``2+5``, ``11+3``, ``9-4``, ``=``."""
    joiner = "-" if kind == "difference" else "+"
    return joiner.join(_term_text(card, used, "=") for card, used in terms(cards, value, kind))


def played_notation(card: Card, value: int) -> str:
    """The played card in move notation: ``7``, ``1-11 as 11``, ``= as 6``."""
    return str(card) if len(card.values) == 1 else f"{card} as {value}"


def capture_notation(played: Card, value: int, group_texts: Sequence[str]) -> str:
    """Move notation of a capture, e.g. ``7 takes 2+5, 7`` or ``= as 6 takes 1+5``."""
    return f"{played_notation(played, value)} takes {', '.join(group_texts)}"
