"""One-eleven cards: fifteen immutable, interned ranks with their values and points.

There is exactly one :class:`Card` object per rank, so cards compare and hash by identity (fast)
and can be used freely as dictionary keys and in sets.
"""

from __future__ import annotations

import re
from typing import ClassVar

from ..core import ElevenkitError, shown
from ..i18n import _
from . import rules

__all__ = ["Card", "InvalidCardError", "new_deck", "parse_cards", "ALL_CARDS"]


class InvalidCardError(ElevenkitError):
    """Text that is not a one-eleven card."""


# Forgiving spellings accepted by Card.parse (after lower-casing and removing spaces).
_ALIASES: dict[str, str] = {
    "a": rules.ONE_ELEVEN,
    "ace": rules.ONE_ELEVEN,
    "1": rules.ONE_ELEVEN,
    "11": rules.ONE_ELEVEN,
    "1/11": rules.ONE_ELEVEN,
    "w": rules.WILD,
    "wild": rules.WILD,
}


class Card:
    """A one-eleven card (one interned object per rank).

    ``label`` is the printed rank (``"7"``, ``"1-11"``, ``"="``); ``values`` the values the card can
    take (``(1, 11)`` for ``1-11``, 1 to 15 for ``=``); ``points`` is 1 for a point card, else 0.
    ``index`` is the rank's position in :data:`rules.RANKS` and orders the cards.
    """

    __slots__ = ("index", "is_one_eleven", "is_wild", "label", "points", "values")
    _by_label: ClassVar[dict[str, Card]] = {}

    label: str
    index: int
    values: tuple[int, ...]
    points: int
    is_wild: bool
    is_one_eleven: bool

    def __new__(cls, label: str) -> Card:
        """The card with exactly this label (use :meth:`parse` for forgiving input)."""
        try:
            return cls._by_label[label]
        except (KeyError, TypeError):
            raise InvalidCardError(
                _("{text} is not a card label (labels: {labels})").format(
                    text=shown(label), labels=", ".join(rules.RANKS)
                )
            ) from None

    @classmethod
    def _make(cls, index: int, label: str) -> Card:
        card = object.__new__(cls)
        if label == rules.ONE_ELEVEN:
            values: tuple[int, ...] = rules.ONE_ELEVEN_VALUES
        elif label == rules.WILD:
            values = tuple(range(rules.WILD_MIN, rules.WILD_MAX + 1))
        else:
            values = (int(label),)
        for name, value in (
            ("label", label),
            ("index", index),
            ("values", values),
            ("points", 1 if label in rules.POINT_RANKS else 0),
            ("is_wild", label == rules.WILD),
            ("is_one_eleven", label == rules.ONE_ELEVEN),
        ):
            object.__setattr__(card, name, value)
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card, forgiving about spaces and case: ``A``/``ace``/``1``/``11`` mean ``1-11``,
        ``W``/``wild`` mean ``=``. Raises :class:`InvalidCardError` naming the text."""
        if not isinstance(text, str):
            raise InvalidCardError(_("{text} is not a card: expected text").format(text=shown(text)))
        key = re.sub(r"\s+", "", text).lower()
        label = _ALIASES.get(key, key)
        if label not in cls._by_label:
            raise InvalidCardError(
                _("{text} is not a card (cards: {labels})").format(text=shown(text), labels=", ".join(rules.RANKS))
            )
        return cls._by_label[label]

    def can_be(self, value: int) -> bool:
        """True if the card may count as ``value``."""
        return value in self.values

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Card({shown(self.label)})"

    def __reduce__(self) -> tuple[type, tuple[str]]:
        return (Card, (self.label,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index


#: The fifteen cards in rank order.
ALL_CARDS: tuple[Card, ...] = tuple(Card._make(i, label) for i, label in enumerate(rules.RANKS))
Card._by_label.update((card.label, card) for card in ALL_CARDS)


def new_deck() -> list[Card]:
    """The 60-card deck, unshuffled (rank order, ``COPIES`` of each)."""
    return [card for card in ALL_CARDS for _copy in range(rules.COPIES)]


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by spaces or commas, e.g. ``"2 5, = 1-11"``."""
    if not isinstance(text, str):
        raise InvalidCardError(_("{text} is not a list of cards").format(text=shown(text)))
    return [Card.parse(part) for part in re.split(r"[\s,;]+", text) if part]
