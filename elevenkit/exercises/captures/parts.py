"""Captures as data: the parts of a group (its kind, its cards and the value each one counts as),
the whole solution of a task, and the one place that writes them as words for the pupil.

Widgets and tasks pass these values around and format them only at the edge, with
:func:`equation_text` and :func:`solution_words`; nobody reads a value back out of a sentence.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from elevenkit.exercises.base import Feedback, and_list, or_list
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, Group, parse_cards
from elevenkit.oneeleven.equations import Term

__all__ = [
    "CaptureHint",
    "CaptureSolution",
    "GroupParts",
    "PictureRow",
    "SolutionWords",
    "TaskPicture",
    "Term",
    "card_words",
    "equation_text",
    "place_numbers",
    "read_cards",
    "solution_words",
    "values_text",
]

MINUS = "\N{MINUS SIGN}"


@dataclass(frozen=True)
class GroupParts:
    """One group as data: ``kind`` (match, sum, difference), the played ``value``, the table
    ``positions`` and the ``terms`` in equation order (sums small to large, differences largest first)."""

    kind: str
    value: int
    positions: tuple[int, ...]
    terms: tuple[Term, ...]

    @classmethod
    def of(cls, group: Group) -> GroupParts:
        """The parts of one of the engine's groups."""
        return cls(group.kind, group.value, group.indices, group.terms)

    @property
    def wild_values(self) -> tuple[int, ...]:
        """The value of each wild ``=`` in the group, in equation order."""
        return tuple(term.value for term in self.terms if term.card.is_wild)


def equation_text(parts: GroupParts, unknown: str | None = None) -> str:
    """The group as an equation: ``14 = 3 + 11``, ``2 = 12 − 6 − 4``, a wild as ``wild (as 5)``.

    A wild is never written ``=(5)`` for a pupil: inside an equation it would read as "equals".

    With ``unknown`` (e.g. ``"?"``) each wild is written as that instead: ``14 = 3 + ?``.
    """
    joiner = f" {MINUS} " if parts.kind == "difference" else " + "
    shown = [
        (unknown if unknown is not None else _("wild (as {value})").format(value=term.value))
        if term.card.is_wild
        else str(term.value)
        for term in parts.terms
    ]
    return f"{parts.value} = {joiner.join(shown)}"


@dataclass(frozen=True)
class CaptureHint:
    """One hint of a capture task: its words and the table ``cards`` (positions) it speaks of.

    A view marks those cards on the table while the hint shows, so "the 5 with the ring around it"
    is found even when the table has two 5s; nobody reads positions back out of the words.
    """

    text: str
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class CaptureSolution:
    """Everything a capture task's card can take: every different group, the biggest capture of
    the whole turn (``best``, empty when nothing can be taken) and the table cards the pupil has
    ``taken`` this turn (0 before the first right group)."""

    played: Card
    groups: tuple[GroupParts, ...]
    best: tuple[GroupParts, ...]
    taken: int = 0

    @property
    def best_size(self) -> int:
        """How many table cards the biggest capture takes."""
        return sum(len(group.positions) for group in self.best)


@dataclass(frozen=True)
class SolutionWords:
    """A solution in words: a heading, one item per group (a list on screen) and closing notes."""

    heading: str
    items: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "\n".join([self.heading, *(f"• {item}" for item in self.items), *self.notes])


def solution_words(solution: CaptureSolution) -> SolutionWords:
    """The solution as the pupil reads it: every group, the biggest capture, how theirs compares."""
    if not solution.best:
        return SolutionWords(_("Your card cannot take anything here."))
    size = solution.best_size
    notes = [
        ngettext(
            "The biggest capture: {groups} ({count} card).",
            "The biggest capture: {groups} ({count} cards).",
            size,
        ).format(groups=and_list([equation_text(group) for group in solution.best]), count=size)
    ]
    if solution.taken and solution.taken < size:
        notes.append(
            _("You took {yours} of the table cards, the biggest capture takes {best}.").format(
                yours=solution.taken, best=size
            )
        )
    elif solution.taken:
        notes.append(_("Your capture is the biggest one. Well done!"))
    return SolutionWords(
        _("Your {card} can take:").format(card=solution.played),
        tuple(equation_text(group) for group in solution.groups),
        tuple(notes),
    )


@dataclass(frozen=True)
class PictureRow:
    """One row of cards in a task's picture, with its caption ("Your card", "The table")."""

    caption: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TaskPicture:
    """What a lesson notebook shows for a task: the question and rows of cards of one ``deck``.

    The views draw it (:mod:`elevenkit.widgets.views.pictures`); the task only says what is in it.
    """

    prompt: str
    deck: str
    rows: tuple[PictureRow, ...]


def card_words(card: Card) -> str:
    """A card named by what is printed on it, as a pupil finds it on the table: "the 7", "the 1-11",
    "the wild card"."""
    return _("the wild card") if card.is_wild else _("the {card}").format(card=card)


def values_text(values: Sequence[int]) -> str:
    """``1 or 11``: what a card can be worth."""
    return or_list(values)


def read_cards(cards: str | Sequence[Any]) -> list[Card]:
    """Cards from a lesson's text (``"2 5 9"``) or a list of cards or labels."""
    if isinstance(cards, str):
        return parse_cards(cards)
    return [card if isinstance(card, Card) else Card.parse(str(card)) for card in cards]


def place_numbers(
    numbers: Sequence[int], table: Sequence[Card], taken: Collection[int] = ()
) -> tuple[int, ...] | Feedback:
    """A table card for each of ``numbers``, each card used once: a card showing the number first,
    then a ``1-11``, then a wild, and a card not ``taken`` (this turn) before a taken one; else
    feedback naming the real mistake: no such card on the table, or a card used twice (each card
    counts once)."""
    positions: list[int] = []
    for number in numbers:
        cards = sorted(
            (index for index, card in enumerate(table) if card.can_be(number)),
            key=lambda index: (index in taken, len(table[index].values), index),
        )
        free = [index for index in cards if index not in positions]
        if free:
            positions.append(free[0])
        elif not cards:
            message = _("There is no {number} on the table: use the cards that are there.").format(number=number)
            return Feedback(False, message, category="card-not-on-table")
        else:
            message = ngettext(
                "Each card counts once. There is only one {number} on the table, but you used {number} {used} times.",
                "Each card counts once. There are only {count} cards for {number} on the table, but you used "
                "{number} {used} times.",
                len(cards),
            ).format(number=number, count=len(cards), used=numbers.count(number))
            return Feedback(False, message, category="used-a-card-twice")
    return tuple(positions)
