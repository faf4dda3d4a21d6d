"""Wraparound arithmetic of 11 nimmt!: distance, fitting, windows, ox heads and laying order.

The numbers 1-100 run in a circle (after 100 comes 1). These pure functions are what the
Wraparound lessons teach, so every one of them checks its input and raises
:class:`InvalidCardError` (a ``ValueError``) for anything that is not a whole number 1-100.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from elevenkit.core import ElevenkitError, check_int, shown
from elevenkit.i18n import _
from elevenkit.nimmt.rules import (
    CIRCLE,
    DEFAULT_OX_HEADS,
    HIGHEST_CARD,
    LAY_AROUND_THE_CIRCLE,
    LOWEST_CARD,
    MAX_STEP,
    OX_HEAD_GROUPS,
)

__all__ = [
    "InvalidCardError",
    "CARDS",
    "OX_HEADS",
    "TOTAL_OX_HEADS",
    "check_card",
    "distance",
    "fits",
    "window",
    "ox_heads",
    "laying_key",
    "lay_order",
    "fitting_cards",
    "homes",
    "pile_ox_heads",
    "cheapest_pile",
    "count_on",
    "counting_path",
]

#: every card, in counting order
CARDS: tuple[int, ...] = tuple(range(LOWEST_CARD, HIGHEST_CARD + 1))


class InvalidCardError(ElevenkitError):
    """Something that is not a card: not a whole number from 1 to 100."""


def check_card(value: object, what: str = "card") -> int:
    """``value`` itself if it is a card number 1-100; otherwise :class:`InvalidCardError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidCardError(
            _("{what} must be a whole number from {low} to {high}, not {value} ({kind})").format(
                what=what, low=LOWEST_CARD, high=HIGHEST_CARD, value=shown(value), kind=type(value).__name__
            )
        )
    if not LOWEST_CARD <= value <= HIGHEST_CARD:
        raise InvalidCardError(
            _("{what} must be a whole number from {low} to {high}, not {value}").format(
                what=what, low=LOWEST_CARD, high=HIGHEST_CARD, value=shown(value)
            )
        )
    return value


def _ox_table() -> tuple[int, ...]:
    """Ox heads indexed by card number (index 0 unused), built from :data:`OX_HEAD_GROUPS`."""
    table = [DEFAULT_OX_HEADS] * (HIGHEST_CARD + 1)
    table[0] = 0
    for heads, cards in OX_HEAD_GROUPS.items():
        for card in cards:
            table[check_card(card)] = heads
    return tuple(table)


#: ``OX_HEADS[card]`` is the card's ox heads (index 0 is unused and 0)
OX_HEADS: tuple[int, ...] = _ox_table()
#: ox heads of the whole deck (184 with the standard table)
TOTAL_OX_HEADS: int = sum(OX_HEADS)


def distance(top: int, card: int) -> int:
    """Steps counting up from ``top`` to ``card``, going on with 1 after 100 (0-99).

    >>> distance(98, 5)
    7
    """
    check_card(top, "top")
    check_card(card)
    return (card - top) % CIRCLE


def fits(top: int, card: int) -> bool:
    """True when ``card`` may go on a pile whose top card is ``top`` (1 to 10 above it)."""
    return 1 <= distance(top, card) <= MAX_STEP


def window(top: int) -> list[int]:
    """The cards that fit on ``top``, in counting order: ``window(96)`` is 97-100 then 1-6."""
    check_card(top, "top")
    return [(top - LOWEST_CARD + step) % CIRCLE + LOWEST_CARD for step in range(1, MAX_STEP + 1)]


def ox_heads(card: int) -> int:
    """The ox heads (minus points) printed on ``card``."""
    return OX_HEADS[check_card(card)]


def _distinct_cards(cards: Iterable[int], what: str) -> list[int]:
    """``cards`` as a list after checking each one and that none repeats."""
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InvalidCardError(_("{what} must be a list of cards, not {value}").format(what=what, value=shown(cards)))
    checked = [check_card(card) for card in cards]
    if len(set(checked)) != len(checked):
        raise InvalidCardError(_("{what} {value} names a card twice").format(what=what, value=shown(checked)))
    return checked


def laying_key(top: int) -> Callable[[int], int]:
    """The sort key that puts cards for a pile topped by ``top`` in laying order.

    With :data:`~elevenkit.nimmt.rules.LAY_AROUND_THE_CIRCLE` (the kit's reading) that is the
    distance round the circle from ``top``, so the farthest card ends on top; otherwise the number.
    """
    check_card(top, "top")
    if LAY_AROUND_THE_CIRCLE:
        return lambda card: (card - top) % CIRCLE
    return lambda card: card


def lay_order(top: int, cards: Iterable[int]) -> list[int]:
    """The order in which ``cards`` go onto a pile topped by ``top`` (:func:`laying_key`).

    All of them must fit ``top`` (as a bull-card play requires); the farthest round the circle
    ends on top: ``lay_order(98, [5, 99])`` is ``[99, 5]``.
    """
    check_card(top, "top")
    checked = _distinct_cards(cards, "cards")
    for card in checked:
        if not fits(top, card):
            raise InvalidCardError(
                _("card {card} does not fit on {top}: it is {steps} above it, not 1 to {most}").format(
                    card=shown(card), top=shown(top), steps=distance(top, card), most=MAX_STEP
                )
            )
    return sorted(checked, key=laying_key(top))


def fitting_cards(top: int, hand: Iterable[int]) -> list[int]:
    """The cards of ``hand`` that fit on ``top``, in laying order (what one pile can take)."""
    key = laying_key(top)
    return sorted((card for card in _distinct_cards(hand, "hand") if fits(top, card)), key=key)


def homes(tops: Iterable[int], card: int) -> list[int]:
    """The positions of the piles (0 = the first) whose top card ``card`` fits on, in pile order."""
    checked = check_card(card)
    return [pile for pile, top in enumerate(_distinct_cards(tops, "pile top")) if fits(top, checked)]


def pile_ox_heads(pile: Iterable[int]) -> int:
    """Total ox heads of the cards of ``pile``."""
    return sum(OX_HEADS[card] for card in _distinct_cards(pile, "pile"))


def cheapest_pile(piles: Sequence[Sequence[int]]) -> int:
    """Index of the pile that costs the fewest ox heads to take (ties: fewer cards, then first)."""
    given: object = piles  # checked as it came: a pupil's cell may pass anything
    if isinstance(given, (str, bytes)) or not isinstance(given, Sequence) or not given:
        raise InvalidCardError(_("piles must be a non-empty list of piles, not {value}").format(value=shown(piles)))
    costs = [(pile_ox_heads(pile), len(pile), index) for index, pile in enumerate(piles)]
    if any(size == 0 for _, size, _ in costs):
        raise InvalidCardError(_("a pile has at least one card; got {value}").format(value=shown(piles)))
    return min(costs)[2]


# ---- counting on around the circle (what the Wraparound lessons count aloud) -------------------
def count_on(top: int, steps: int) -> int:
    """The card ``steps`` steps up from ``top`` (after 100 comes 1): ``count_on(96, 7)`` is 3.

    Negative ``steps`` count down (``count_on(3, -7)`` is 96).
    """
    check_card(top, "top")
    check_int(steps, "steps", error=InvalidCardError)
    return (top - LOWEST_CARD + steps) % CIRCLE + LOWEST_CARD


def counting_path(top: int, card: int) -> list[int]:
    """The numbers you say counting up from ``top`` to ``card``: ``counting_path(98, 5)`` is 99, 100, 1 … 5."""
    return [count_on(top, step) for step in range(1, distance(top, card) + 1)]
