"""One-eleven moves and their text notation.

Notation (what :func:`str` prints and :meth:`Move.parse` reads back):

- ``trail 9``: lay the 9 face up on the table;
- ``7 takes 2+5, 7``: the 7 captures the group 2 + 5 and the group 7;
- ``= as 6 takes 1+5`` / ``1-11 as 11 takes 4+7``: a wild or ``1-11`` says the value it counts as
  (``11 takes 4+7`` and ``1 takes 1`` are short for ``1-11 as 11``/``as 1``; without ``as``, the
  one value that makes every group true is taken, e.g. ``= takes 2+5`` is ``= as 7 takes 2+5``);
- ``5 takes 9-4`` (or ``9−4``): a difference, the largest card first.

Inside a group a ``1-11`` card is written as the value it takes (``1`` or ``11``; ``1-11`` is also
read in sums and matches) and a wild card as ``=``. A move names table cards by rank only: equal
cards are interchangeable, so the engine takes the first matching cards on the table. Parsing is
forgiving about spaces and case; ``A``/``ace`` and ``W``/``wild`` are read too.

Reading needs no game: the groups are written out, so the value of a played wild or ``1-11`` follows
from them alone. Whether the deck allows the written kinds is the game's check (a clear reason
then, rather than an unreadable move).

The parts are data (:attr:`Move.groups`, :attr:`Move.terms`), so widgets and tasks never read the
notation back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ..core import InvalidMoveError, shown
from ..i18n import _
from .capturing import Capture, valid_kinds
from .cards import Card, InvalidCardError
from .equations import Term, capture_notation, group_notation, terms

__all__ = ["Move", "TakenGroup"]


#: A captured group inside a move: its kind (``"match"``, ``"sum"`` or ``"difference"``) and its
#: table cards (sorted by rank). A plain pair, not a named tuple: moves are cached by the ten
#: thousand, and plain tuples keep the garbage collector's full passes short.
TakenGroup = tuple[str, tuple[Card, ...]]


_OPERATORS = {"sum": "+", "difference": "-", "match": ""}
_TRAIL = re.compile(r"^\s*trail\s+(?P<card>.+?)\s*$", re.IGNORECASE)
_TAKE = re.compile(r"^\s*(?P<card>.+?)\s+(?:as\s+(?P<value>\d+)\s+)?takes\s+(?P<groups>.+?)\s*$", re.IGNORECASE)


def _group_order(group: TakenGroup) -> tuple[int, str, list[int]]:
    kind, cards = group
    return (-len(cards), kind, [card.index for card in cards])


def canonical_groups(groups: Sequence[tuple[str, Sequence[Card]]]) -> tuple[TakenGroup, ...]:
    """Groups in the one order a move keeps them: bigger first, cards sorted by rank."""
    return tuple(sorted(((kind, tuple(sorted(cards))) for kind, cards in groups), key=_group_order))


@dataclass(frozen=True)
class Move:
    """A turn: ``card`` from the hand either trails (``groups`` empty, ``value`` None) or, counting
    as ``value``, captures the table ``groups`` (each a :data:`TakenGroup` pair: kind and cards).

    Build captures with :meth:`take` (it puts the groups in their canonical order) or read them
    with :meth:`parse`; ``str(move)`` gives the notation back.
    """

    card: Card
    value: int | None = None
    groups: tuple[TakenGroup, ...] = ()

    @classmethod
    def trail(cls, card: Card) -> Move:
        """Lay ``card`` on the table."""
        return cls(card)

    @classmethod
    def take(cls, card: Card, value: int | None, groups: Sequence[tuple[str, Sequence[Card]]]) -> Move:
        """Capture ``groups`` with ``card`` counting as ``value``."""
        return cls(card, value, canonical_groups(groups))

    @classmethod
    def from_capture(cls, capture: Capture) -> Move:
        """The move that makes a :class:`Capture` from :func:`captures`."""
        return cls.take(capture.played, capture.value, [(group.kind, group.cards) for group in capture.groups])

    @property
    def is_trail(self) -> bool:
        return not self.groups

    @property
    def taken(self) -> tuple[Card, ...]:
        """The captured table cards."""
        return tuple(card for _kind, cards in self.groups for card in cards)

    @property
    def terms(self) -> tuple[tuple[Term, ...] | None, ...]:
        """Per group (in :attr:`groups` order) its cards with the value each stands for, in
        equation order, e.g. ``(Term(2, 2), Term(=, 5))`` for ``= as 7 takes 2+=``; None for a
        group that does not make :attr:`value` (only in a move nobody checked yet)."""
        value = self.value
        return tuple(
            terms(cards, value, kind) if value is not None and _makes(kind, cards, value) else None
            for kind, cards in self.groups
        )

    # Computed once per move: the game shares one move object between every table where it is
    # possible, and bots score every legal move on every turn.
    @cached_property
    def cards_taken(self) -> int:
        """Cards that go to the capture pile: the played card and the captured ones (0 to trail)."""
        return 0 if self.is_trail else 1 + len(self.taken)

    @cached_property
    def points_taken(self) -> int:
        """Points that go to the capture pile this turn (0 to trail)."""
        return 0 if self.is_trail else self.card.points + sum(c.points for c in self.taken)

    def __str__(self) -> str:
        if self.is_trail:
            return f"trail {self.card}"
        texts = [group_text(kind, cards, self.value) for kind, cards in self.groups]
        if self.value is None:
            return f"{self.card} takes {', '.join(texts)}"
        return capture_notation(self.card, self.value, texts)

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move (see the module doc): the one notation entry point.

        A ``1-11`` or ``=`` without ``as`` counts as the one value that makes every written group
        true (None if no value does: the game then asks for one). Raises
        :class:`InvalidMoveError` naming the text and what could not be read, or when several
        values fit (``= takes =``).
        """
        if not isinstance(text, str):
            raise InvalidMoveError(_("{text} is not a move: expected text").format(text=shown(text)))
        trail = _TRAIL.match(text)
        if trail:
            return cls.trail(_card(trail["card"], text))
        take = _TAKE.match(text)
        if not take:
            raise InvalidMoveError(
                _("{text} is not a move: write e.g. '7 takes 2+5, 7' or 'trail 9'").format(text=shown(text))
            )
        card = _card(take["card"], text)
        groups = [_group(part, text) for part in take["groups"].split(",")]
        value = int(take["value"]) if take["value"] else _implied_value(take["card"], card, groups, text)
        return cls.take(card, value, groups)


def _implied_value(written: str, card: Card, groups: Sequence[TakenGroup], text: str) -> int | None:
    """The value a played card counts as when the move does not say ``as``: its only value, the
    ``1``/``11`` written for a ``1-11``, else the one value that makes every group true."""
    if len(card.values) == 1:
        return card.values[0]
    compact = written.replace(" ", "")
    if compact.isdigit() and card.is_one_eleven:
        return int(compact)
    fitting = [value for value in card.values if all(_makes(kind, cards, value) for kind, cards in groups)]
    if len(fitting) > 1:
        raise InvalidMoveError(
            _("{text} is ambiguous: say the value, e.g. '{card} as {value} takes ...'").format(
                text=shown(text), card=card, value=fitting[0]
            )
        )
    return fitting[0] if fitting else None


def _card(written: str, text: str) -> Card:
    try:
        return Card.parse(written)
    except InvalidCardError:
        raise InvalidMoveError(
            _("{text} is not a move: {written} is not a card").format(text=shown(text), written=shown(written.strip()))
        ) from None


def _group(written: str, text: str) -> TakenGroup:
    """One group of a move: a single card (match), terms joined by + (sum) or by - (difference)."""
    compact = written.replace(" ", "").replace("\N{MINUS SIGN}", "-")
    if not compact:
        raise InvalidMoveError(_("{text} is not a move: a group is empty").format(text=shown(text)))
    try:
        return ("match", (Card.parse(compact),))
    except InvalidCardError:
        pass
    kind, operator = ("sum", "+") if "+" in compact else ("difference", "-")
    parts = compact.split(operator)
    if len(parts) < 2 or (kind == "sum" and "-" in compact.replace("1-11", "")):
        raise InvalidMoveError(
            _("{text} is not a move: {written} is not a group (use + or - between cards)").format(
                text=shown(text), written=shown(written.strip())
            )
        )
    return (kind, tuple(_card(part, text) for part in parts))


def _makes(kind: str, cards: tuple[Card, ...], value: int) -> bool:
    """True if the group makes ``value`` the way its kind says (whatever the deck allows)."""
    return kind in valid_kinds(cards, value, "mixed")


def group_text(kind: str, cards: tuple[Card, ...], value: int | None) -> str:
    """A group in move notation with the values used; plain labels if it is not valid."""
    if value is not None and _makes(kind, cards, value):
        return group_notation(cards, value, kind)
    return _OPERATORS.get(kind, "?").join(str(card) for card in cards)
