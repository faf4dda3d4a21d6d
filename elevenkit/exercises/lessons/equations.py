"""The equation checker of the one-eleven lessons: read a typed equation whole and say why it is wrong.

A pupil types what their card takes as an equation: ``14 = 3 + 11``, ``2 + 5 = 7``, ``12 − 6 − 4``
or only the cards' side, ``3 + 11``. The checker reads the numbers and the signs
(:func:`~elevenkit.exercises.answers.read_equation`, never evaluated), finds a table card for each
number (a ``1-11`` counts as 1 or 11, a wild as any number) and asks the engine whether those cards
make the card's value. A wrong equation gets its reason in a child's words and a ``category``:

=============================  ===============================================================
category                       example (card, table, deck)
=============================  ===============================================================
``one-eleven-value``           ``3 + 1`` for 14 with the ``1-11``: "is the 1-11 a 1 or an 11 here?"
``added-instead-of-subtracted``  ``9 + 4`` with the Subtraction deck
``subtracted-instead-of-added``  ``5 − 2`` with the Addition deck
``smaller-minus-bigger``       ``4 − 9``: "start with the biggest number: 9 − 4"
``near-miss``                  ``2 + 6`` for 7: one too many
``wrong-total``                ``2 + 9`` for 7, ``7 = 2 + 9``
``mixed-signs``                ``12 − 6 + 4``: a group is all added or the first minus the others
``not-a-group``                right total, but the engine has no such group (cannot happen today)
``not-your-card``              ``8 = 3 + 5`` when the card is a 7
``card-not-on-table``          ``4 + 3`` when there is no 4 (checked first: ``5 − 2`` with no 2 on the table)
``used-a-card-twice``          ``15 = 3 + 4 + 5 + 3`` with one 3 on the table: each card counts once
=============================  ===============================================================
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from elevenkit.exercises.answers import Equation, Side, read_equation
from elevenkit.exercises.base import Feedback, Task
from elevenkit.exercises.captures.parts import (
    GroupParts,
    PictureRow,
    TaskPicture,
    place_numbers,
    read_cards,
    values_text,
)
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, capture_groups, rules
from elevenkit.oneeleven.capturing import check_mode

__all__ = [
    "EquationTask",
    "Reading",
    "as_written",
    "check_equation",
    "equation_task",
    "explain_total",
    "group_text",
    "term_text",
]

MINUS = "\N{MINUS SIGN}"
#: the ``1-11`` card typed in an equation ("3 + 1-11"): it must be written as the number it stands for
_ONE_ELEVEN_TYPED = re.compile(r"1\s*[-\u2212\u2013\u2014]\s*11")
_WILD_TYPED = re.compile(r"wild|joker", re.IGNORECASE)


def term_text(card: Card, value: int) -> str:
    """One table card in an equation a pupil reads: ``5``, or ``wild (as 5)`` (never ``=`` inside an equation)."""
    return _("wild (as {value})").format(value=value) if card.is_wild else str(value)


@dataclass(frozen=True)
class Reading:
    """What the checker understood: the played card's ``value``, the cards' side, and the table card
    each number of that side was found on (``positions``, in the side's order)."""

    value: int
    side: Side
    positions: tuple[int, ...]

    @property
    def kind(self) -> str:
        """``match``, ``sum`` or ``difference``, as the engine names groups."""
        if len(self.side.numbers) == 1:
            return "match"
        return "difference" if -1 in self.side.signs else "sum"


def _side_text(numbers: Sequence[int], sign: int) -> str:
    joiner = " + " if sign > 0 else f" {MINUS} "
    return joiner.join(str(number) for number in numbers)


def _mixed_signs(side: Side) -> bool:
    """True for ``12 − 6 + 4``: a group is all added (``2 + 5``) or the first minus the others."""
    rest = set(side.signs[1:])
    return len(rest) > 1


#: an equation of each deck, for a prompt and for a note on what cannot be read (issue 22 item 7)
DECK_EXAMPLES = {"addition": "7 = 2 + 5", "subtraction": "5 = 9 − 4", "mixed": "7 = 2 + 5"}


def check_equation(
    answer: Any, played: Card, table: Sequence[Card], deck: str = "addition"
) -> tuple[Feedback, Reading | None]:
    """Judge a typed equation for ``played`` against ``table`` with ``deck``; never raises.

    Returns the feedback and, when the equation names table cards, what was read (so a task can
    take those cards). An answer that cannot be read is not counted.
    """
    if isinstance(answer, str) and _ONE_ELEVEN_TYPED.search(answer):
        note = _("Write the number the 1-11 stands for here, 1 or 11, like 14 = 3 + 11.")
        return Feedback(False, note, counted=False), None
    if isinstance(answer, str) and _WILD_TYPED.search(answer):
        note = _("Write the number the wild stands for here, like 14 = 3 + 11.")
        return Feedback(False, note, counted=False), None
    reading = read_equation(answer, like=DECK_EXAMPLES.get(deck, DECK_EXAMPLES["addition"]))
    if not reading.ok or reading.value is None:
        return reading.feedback(), None
    sides = _played_and_cards(reading.value, played)
    if isinstance(sides, Feedback):
        return sides, None
    value, side = sides
    found = place_numbers(side.numbers, table)  # what is on the table first, then how it is written
    if isinstance(found, Feedback):
        return found, None
    mistake = _deck_mistake(side, deck) or _order_mistake(side)
    if mistake is not None:
        return mistake, None
    read = Reading(value, side, found)
    if side.value != value:
        return explain_total(read, table), read
    return _engine_says(read, played, table, deck, as_written(read, table, str(answer))), read


def _played_and_cards(equation: Equation, played: Card) -> tuple[int, Side] | Feedback:
    """The played card's value and the side with the table cards; feedback when neither side is the card."""
    target = values_text(played.values)
    if len(equation.sides) == 1:
        side = equation.sides[0]
        values = [value for value in played.values if value == side.value] or list(played.values)
        return values[0], side
    left, right = equation.sides
    for played_side, cards_side in ((left, right), (right, left)):
        if not played_side.has_operator and played.can_be(played_side.value):
            return played_side.value, cards_side
    message = _("Your card is {card}, so one side of the equation must be {value}.").format(card=played, value=target)
    return Feedback(False, message, category="not-your-card")


def _deck_mistake(side: Side, deck: str) -> Feedback | None:
    """Adding with the Subtraction deck, taking away with the Addition deck, or both signs at once."""
    if _mixed_signs(side):
        return Feedback(False, _("Use only + or only − in one equation."), category="mixed-signs")
    kinds = rules.MODE_KINDS[deck]
    plus, minus = 1 in side.signs[1:], -1 in side.signs
    if minus and "difference" not in kinds:
        message = _("With the Addition deck you add the cards: {plus} = {made}, not {minus}.").format(
            plus=_side_text(side.numbers, 1), made=sum(side.numbers), minus=side
        )
        return Feedback(False, message, category="subtracted-instead-of-added")
    if plus and "sum" not in kinds:
        ordered = sorted(side.numbers, reverse=True)
        message = _("With the Subtraction deck you take cards away, you cannot add them: try {minus}.").format(
            minus=_side_text(ordered, -1)
        )
        return Feedback(False, message, category="added-instead-of-subtracted")
    return None


def _order_mistake(side: Side) -> Feedback | None:
    """``4 − 9``: a difference starts with the biggest number."""
    if -1 not in side.signs or side.numbers[0] >= max(side.numbers[1:]):
        return None
    ordered = sorted(side.numbers, reverse=True)
    message = _("Start with the biggest number: {ordered}.").format(ordered=_side_text(ordered, -1))
    return Feedback(False, message, category="smaller-minus-bigger")


def explain_total(read: Reading, table: Sequence[Card]) -> Feedback:
    """The cards make another number: a ``1-11`` read the other way, a near miss, or just another total."""
    side, value = read.side, read.value
    made = side.value
    for place, position in enumerate(read.positions):
        card = table[position]
        if card.is_one_eleven:
            other = rules.ONE_ELEVEN_VALUES[0] + rules.ONE_ELEVEN_VALUES[1] - side.numbers[place]
            if made + side.signs[place] * (other - side.numbers[place]) == value:
                message = _("{side} = {made}, not {value}. Is the 1-11 a 1 or an 11 here?").format(
                    side=side, made=made, value=value
                )
                return Feedback(False, message, category="one-eleven-value")
    if abs(made - value) == 1:
        more = _("one too many") if made > value else _("one too few")
        message = _("{side} = {made}, not {value}: just {more}. Keep one card and try another with it.").format(
            side=side, made=made, value=value, more=more
        )
        return Feedback(False, message, category="near-miss")
    message = _("{side} = {made}, not {value}: try other cards.").format(side=side, made=made, value=value)
    return Feedback(False, message, category="wrong-total")


def as_written(read: Reading, table: Sequence[Card], answer: str) -> str:
    """The pupil's equation in the pupil's own order, tidily spaced, a wild named as the lesson writes it:
    ``13=9+4`` is ``13 = 9 + 4``, ``9+4=13`` is ``9 + 4 = 13``, ``5 + 2`` alone is ``7 = 5 + 2``."""
    terms = [term_text(table[place], number) for number, place in zip(read.side.numbers, read.positions)]
    signs = [f" {MINUS} " if sign < 0 else " + " for sign in read.side.signs[1:]]
    side = terms[0] + "".join(sign + term for sign, term in zip(signs, terms[1:]))
    cards_first = "=" in answer and answer.split("=")[0].strip() != str(read.value)
    return f"{side} = {read.value}" if cards_first else f"{read.value} = {side}"


def _engine_says(read: Reading, played: Card, table: Sequence[Card], deck: str, written: str) -> Feedback:
    """Right when the engine has a group of these cards for this value; the pupil's own equation as the praise."""
    for group in capture_groups(played, table, deck):
        if group.value != read.value or group.kind != read.kind:
            continue
        parts = GroupParts.of(group)
        if sorted(term.value for term in parts.terms) == sorted(read.side.numbers) and (
            read.kind != "difference" or parts.terms[0].value == read.side.numbers[0]
        ):
            return Feedback(True, _("Right! {equation}.").format(equation=written))
    message = _("{side} = {value}, but your card cannot take those cards together.").format(
        side=read.side, value=read.value
    )
    return Feedback(False, message, category="not-a-group")


def group_text(parts: GroupParts) -> str:
    """A group as the pupil reads it: ``14 = 3 + 11``, ``14 = 3 + wild (as 11)``, ``2 = 12 − 6 − 4``."""
    joiner = f" {MINUS} " if parts.kind == "difference" else " + "
    return f"{parts.value} = {joiner.join(term_text(term.card, term.value) for term in parts.terms)}"


class EquationTask(Task):
    """ "Your card is 14. Write an equation for cards it can take." — checked by :func:`check_equation`.

    With ``cards`` the equation must take exactly that many table cards ("three cards": a true
    equation with two cards is not the answer asked for, and is not counted).
    """

    def __init__(self, played: Card, table: Sequence[Card], deck: str = "addition", cards: int | None = None) -> None:
        self.played = played
        self.table = tuple(table)
        self.deck = check_mode(deck)
        self.cards = cards
        self.groups = [
            GroupParts.of(group)
            for group in capture_groups(played, self.table, deck)
            if cards is None or len(group.indices) == cards
        ]

    @property
    def prompt(self) -> str:
        example = DECK_EXAMPLES[self.deck]
        if self.cards is not None:
            return ngettext(
                "Your card is {card}. Write an equation for {count} table card it can take.",
                "Your card is {card}. Write an equation for {count} table cards it can take together.",
                self.cards,
            ).format(card=self.played, count=self.cards)
        return _("Your card is {card}. Write an equation for cards it can take, like {example}.").format(
            card=self.played, example=example
        )

    def picture(self) -> TaskPicture:
        """The pupil's card and the table."""
        return TaskPicture(
            self.prompt, self.deck, (PictureRow(_("Your card"), (self.played,)), PictureRow(_("The table"), self.table))
        )

    def check(self, answer: Any) -> Feedback:
        feedback, read = check_equation(answer, self.played, self.table, self.deck)
        if not feedback.correct or read is None or self.cards in (None, len(read.positions)):
            return feedback
        message = ngettext(
            "{equation} is true, but it takes {used} card. This task asks for {count} cards: look again.",
            "{equation} is true, but it takes {used} cards. This task asks for {count} cards: look again.",
            len(read.positions),
        ).format(equation=as_written(read, self.table, str(answer)), used=len(read.positions), count=self.cards)
        return Feedback(False, message, counted=False, category="too-few-cards")

    def _example(self) -> GroupParts | None:
        """The group the hints lead to: the biggest one."""
        return max(self.groups, key=lambda parts: len(parts.positions), default=None)

    def hints(self) -> list[str]:
        group = self._example()
        if group is None:
            return [_("Your card cannot take anything here.")]
        first = {
            "match": _("Look for one card worth {value}."),
            "sum": _("Look for cards that add up to {value}."),
            "difference": _("Look for cards: the biggest minus the others makes {value}."),
        }[group.kind].format(value=group.value)
        biggest = max(group.terms, key=lambda term: term.value)
        return [
            first,
            _("One of them is the {card}.").format(card=term_text(biggest.card, biggest.value)),
            _("The equation: {equation}").format(equation=group_text(group)),
        ]

    def solution(self) -> str:
        if not self.groups:
            return _("Your card cannot take anything here.")
        seen = dict.fromkeys(group_text(group) for group in self.groups)
        return _("Your {card} can take: {equations}").format(card=self.played, equations="; ".join(seen))


def equation_task(
    card: str, table: str | Sequence[Any], deck: str = "addition", cards: int | None = None
) -> EquationTask:
    """A hand-made equation task for a lesson: ``equation_task("14", "3 1-11 5 9")``; ``cards``: exactly that many."""
    return EquationTask(Card.parse(card), read_cards(table), deck, cards)
