"""Moves of 11 nimmt!: :class:`Take` a pile or :class:`Lay` cards, and their text notation.

Piles are numbered from 0 in the move objects (the index into ``game.piles``) and from 1 in the
text people read and type::

    take 2                        Take(1)
    lay 36 on 1                   Lay({0: [36]})
    lay 56 59 60 on 1; 12 on 3    Lay({0: [56, 59, 60], 2: [12]})

Moves are small immutable values: ``str()`` gives the notation, :meth:`Move.parse` reads it
back (the one notation entry point; ``Take.parse`` and ``Lay.parse`` accept only their own kind),
``repr()`` is evaluable. Two lays are equal when they put the same cards on the same piles,
whatever order the cards were written in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TypeVar

from elevenkit.core import InvalidMoveError, check_int, shown
from elevenkit.i18n import _
from elevenkit.nimmt.arithmetic import InvalidCardError, check_card

__all__ = ["Take", "Lay", "Move"]


def _check_pile(pile: object) -> int:
    """``pile`` itself if it is a pile index (a whole number from 0)."""
    return check_int(pile, "a pile index", 0, error=InvalidMoveError)


class Move:
    """A move of 11 nimmt!: a :class:`Take` or a :class:`Lay` (immutable values)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    @classmethod
    def parse(cls: type[MoveT], text: str) -> MoveT:
        """Read a move from its notation (piles from 1): ``take 2``, ``lay 56 59 60 on 1; 12 on 3``.

        Case, extra spaces and commas between cards do not matter. Raises
        :class:`~elevenkit.core.InvalidMoveError` naming the text and what is wrong (also when
        ``Take.parse`` or ``Lay.parse`` is given the other kind of move).
        """
        move = _parse(text)
        if not isinstance(move, cls):
            raise InvalidMoveError(
                _("cannot read {text}: it is not a {kind} move").format(text=shown(text), kind=cls.__name__.lower())
            )
        return move


MoveT = TypeVar("MoveT", bound=Move)


class Take(Move):
    """Take every card of pile ``pile`` (0-based) into the hand."""

    __slots__ = ("pile",)

    pile: int

    def __init__(self, pile: int) -> None:
        object.__setattr__(self, "pile", _check_pile(pile))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Take) and other.pile == self.pile

    def __hash__(self) -> int:
        return hash(("take", self.pile))

    def __repr__(self) -> str:
        return f"Take({self.pile})"

    def __str__(self) -> str:
        return f"take {self.pile + 1}"


class Lay(Move):
    """Lay cards on piles: ``Lay({pile: [cards, ...], ...})`` with 0-based pile indices.

    Without bull cards a lay is one card on one pile; with ``b`` bull cards it may put several
    cards on each of up to ``b`` piles. Cards are kept in the order given (the engine lists them
    in laying order); equality ignores that order.
    """

    __slots__ = ("_key", "placements")

    placements: tuple[tuple[int, tuple[int, ...]], ...]
    _key: tuple[tuple[int, tuple[int, ...]], ...] | None

    def __init__(self, placements: Mapping[int, Iterable[int]]) -> None:
        if not isinstance(placements, Mapping) or not placements:
            raise InvalidMoveError(
                _("a lay needs a mapping {{pile: [cards]}} with at least one pile, not {value}").format(
                    value=shown(placements)
                )
            )
        seen: set[int] = set()
        checked = []
        for pile, cards in placements.items():
            _check_pile(pile)
            if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
                raise InvalidMoveError(
                    _("the cards for pile index {pile} must be a list, not {value}").format(
                        pile=pile, value=shown(cards)
                    )
                )
            try:
                row = tuple(check_card(card) for card in cards)
            except InvalidCardError as error:
                raise InvalidMoveError(
                    _("lay {value}: {reason}").format(value=shown(placements), reason=error)
                ) from None
            if not row:
                raise InvalidMoveError(
                    _("lay {value}: no card for pile index {pile}").format(value=shown(placements), pile=pile)
                )
            for card in row:
                if card in seen:
                    raise InvalidMoveError(
                        _("lay {value}: card {card} is named twice").format(value=shown(placements), card=card)
                    )
                seen.add(card)
            checked.append((pile, row))
        self._set(tuple(sorted(checked)))

    def _set(self, placements: tuple[tuple[int, tuple[int, ...]], ...]) -> None:
        object.__setattr__(self, "placements", placements)
        object.__setattr__(self, "_key", None)

    @property
    def key(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """The placements with each pile's cards ascending: what equality compares."""
        if self._key is None:
            object.__setattr__(self, "_key", tuple((pile, tuple(sorted(cards))) for pile, cards in self.placements))
        return self._key  # type: ignore[return-value]

    @classmethod
    def _trusted(cls, placements: tuple[tuple[int, tuple[int, ...]], ...]) -> Lay:
        """A lay from placements the engine built itself (sorted by pile, already valid)."""
        lay = cls.__new__(cls)
        lay._set(placements)
        return lay

    @property
    def piles(self) -> tuple[int, ...]:
        """The 0-based indices of the piles this lay uses."""
        return tuple(pile for pile, _ in self.placements)

    @property
    def cards(self) -> tuple[int, ...]:
        """Every card this lay puts down."""
        return tuple(card for _, row in self.placements for card in row)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lay) and other.key == self.key

    def __hash__(self) -> int:
        return hash(("lay", self.key))

    def __repr__(self) -> str:
        inner = ", ".join(f"{pile}: {list(cards)}" for pile, cards in self.placements)
        return f"Lay({{{inner}}})"

    def __str__(self) -> str:
        parts = (" ".join(map(str, cards)) + f" on {pile + 1}" for pile, cards in self.placements)
        return "lay " + "; ".join(parts)


_NUMBER = r"\d{1,9}"
_TAKE = re.compile(rf"take ({_NUMBER})")
_PART = re.compile(rf"({_NUMBER}(?:[\s,]+{_NUMBER})*)[\s,]*on ({_NUMBER})")


def _parse(text: str) -> Move:
    """The move ``text`` names (see :meth:`Move.parse`)."""
    if not isinstance(text, str):
        raise InvalidMoveError(
            _("a move must be text such as 'take 1' or 'lay 36 on 1', not {text}").format(text=shown(text))
        )
    clean = " ".join(text.lower().split())
    take = _TAKE.fullmatch(clean)
    if take:
        return Take(_pile_from_text(text, take.group(1)))
    if clean.startswith("take"):
        raise InvalidMoveError(
            _("cannot read {text}: write 'take' and a pile number, e.g. 'take 1'").format(text=shown(text))
        )
    if not clean.startswith("lay "):
        raise InvalidMoveError(
            _("cannot read {text}: a move starts with 'take' or 'lay' (e.g. 'take 1', 'lay 36 on 1')").format(
                text=shown(text)
            )
        )
    placements: dict[int, list[int]] = {}
    for part in clean[4:].split(";"):
        match = _PART.fullmatch(part.strip())
        if not match:
            raise InvalidMoveError(
                _(
                    "cannot read {part} in {text}: write the cards, then 'on' and a pile number, "
                    "e.g. 'lay 56 59 on 1; 12 on 3'"
                ).format(part=shown(part.strip()), text=shown(text))
            )
        pile = _pile_from_text(text, match.group(2))
        if pile in placements:
            raise InvalidMoveError(
                _("cannot read {text}: pile {pile} is named twice").format(text=shown(text), pile=pile + 1)
            )
        placements[pile] = [int(card) for card in re.findall(_NUMBER, match.group(1))]
    try:
        return Lay(placements)
    except InvalidMoveError as error:
        raise InvalidMoveError(_("cannot read {text}: {reason}").format(text=shown(text), reason=error)) from None


def _pile_from_text(text: str, digits: str) -> int:
    """The 0-based index of pile number ``digits`` (1-based in the text)."""
    number = int(digits)
    if number < 1:
        raise InvalidMoveError(_("cannot read {text}: piles are numbered from 1").format(text=shown(text)))
    return number - 1
