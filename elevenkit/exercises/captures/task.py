""" "Which table cards can your card take?": the capture task of the one-eleven lessons and trainer.

The pupil takes one group at a time, by choosing table cards (positions), by naming the cards
(``"2 + 5"``, ``"3 + 1-11"``, ``"= + 4"``, ``"5, A"``) or by writing the whole equation
(``"7 = 2 + 5"``, ``"2 = 12 − 6 − 4"``). An equation is read whole: one that is not true is wrong
even if it names the right cards. Every answer comes from the engine (:mod:`elevenkit.oneeleven`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import (
    Equation,
    Reading,
    Side,
    TokenKind,
    is_blank,
    read_equation,
    read_number,
    read_tokens,
)
from elevenkit.exercises.base import Feedback, Task, and_list, sentences
from elevenkit.exercises.captures.parts import (
    CaptureHint,
    CaptureSolution,
    GroupParts,
    PictureRow,
    TaskPicture,
    card_words,
    equation_text,
    place_numbers,
    read_cards,
    solution_words,
    values_text,
)
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Capture, Card, Group, capture_groups, captures, rules
from elevenkit.oneeleven.capturing import check_mode

__all__ = ["CaptureTask", "capture_task"]

#: ``1-11`` typed with any minus sign and spaces is the card, not "1 minus 11"
_ONE_ELEVEN_TEXT = {r"1\s*[-\u2212\u2013\u2014]\s*11": rules.ONE_ELEVEN}


def _group_key(table: Sequence[Card], group: Group) -> tuple[int, tuple[str, ...]]:
    """Groups that use the same ranks for the same value are one "way" for a pupil."""
    return group.value, tuple(sorted(str(table[index]) for index in group.indices))


class CaptureTask(Task):
    """Play ``played`` against ``table`` in ``mode``: find the groups it can take, one at a time.

    The task remembers the groups the pupil has already taken in this turn (``found``), so it can
    say "those cards are already taken", keep the value of a ``1-11`` fixed for the whole turn, count
    the groups that are left and aim its hints at a group not yet found.
    """

    def __init__(self, played: Card, table: Sequence[Card], mode: str = "addition") -> None:
        self.played = played
        self.table = tuple(table)
        self.mode = check_mode(mode)
        self.groups = capture_groups(played, self.table, mode)
        maximal = captures(played, self.table, mode, maximal_only=True)
        self.best = max(maximal, key=lambda capture: (len(capture.indices), capture.points_taken), default=None)
        self.most_groups = max((len(capture.groups) for capture in maximal), default=0)
        self.found: list[Group] = []

    # ---- what the pupil sees -------------------------------------------------------------
    @property
    def target(self) -> str:
        """The value the played card stands for now: fixed by a group already taken, else all it can be."""
        value = self.value
        return str(value) if value is not None else values_text(self.played.values)

    @property
    def value(self) -> int | None:
        """The played card's value for this turn, once a group has fixed it."""
        return self.found[0].value if self.found else None

    @property
    def taken(self) -> set[int]:
        """Table positions already taken in this turn."""
        return {index for group in self.found for index in group.indices}

    @property
    def prompt(self) -> str:
        # the deck in words: on the cards it is told by the corner shapes (the printed word is
        # decoration); one whole sentence per deck, so that a translation can agree with its name
        return {
            "addition": _(
                "Your card is {card} from the Addition deck. "
                "Which table cards can it take by matching it or by adding cards?"
            ),
            "subtraction": _(
                "Your card is {card} from the Subtraction deck. "
                "Which table cards can it take by matching it or by subtracting cards?"
            ),
            "mixed": _(
                "Your card is {card} from the Mixed deck. Which table cards can it take by matching, adding or subtracting?"
            ),
        }[self.mode].format(card=self.played)

    @property
    def rule(self) -> str:
        """How a card takes, in a child's words, for this task's deck."""
        return {
            "addition": _(
                "Your card takes a table card with the same number, or table cards that add up to its number."
            ),
            "subtraction": _(
                "Your card takes a table card with the same number, or table cards where the biggest minus "
                "the others makes its number."
            ),
            "mixed": _(
                "Your card takes a table card with the same number, or table cards that add up to its number, "
                "or where the biggest minus the others makes it."
            ),
        }[self.mode]

    @property
    def words(self) -> tuple[str, ...]:
        """The game words this task needs (glossary keys): the table, and the 1-11 or wild cards it shows."""
        cards = (self.played, *self.table)
        return (
            "table",
            *(["one-eleven"] if any(str(card) == rules.ONE_ELEVEN for card in cards) else []),
            *(["wild"] if any(card.is_wild for card in cards) else []),
        )

    def refusal(self, place: int | None) -> str:
        """What to say about a click on a card that cannot be chosen: the pupil's own card (``None``)
        or the table card at ``place``, taken already this turn."""
        if place is None:
            return _("That is your card: choose the table cards it can take.")
        return _("That card is already taken: choose from the cards that are left.")

    def picture(self) -> TaskPicture:
        """The question with the pupil's card and the table, for a lesson notebook."""
        return TaskPicture(
            self.prompt,
            self.mode,
            (PictureRow(_("Your card"), (self.played,)), PictureRow(_("The table"), self.table)),
        )

    # ---- the engine's answer -------------------------------------------------------------
    def remaining(self) -> list[Group]:
        """Groups the pupil can still add to this turn: not using taken cards, same value."""
        taken = self.taken
        return [
            group
            for group in self.groups
            if taken.isdisjoint(group.indices) and (self.value is None or group.value == self.value)
        ]

    def _distinct(self, groups: Sequence[Group]) -> list[Group]:
        seen: dict[tuple[int, tuple[str, ...]], Group] = {}
        for group in groups:
            seen.setdefault(_group_key(self.table, group), group)
        return list(seen.values())

    # ---- checking --------------------------------------------------------------------------
    def check(self, answer: Any) -> Feedback:
        """Judge a choice of table cards (positions, card names or an equation); a right group is taken."""
        if is_blank(answer):
            return Feedback(False, _("Choose one or more table cards first, then press Check."), counted=False)
        if isinstance(answer, str):
            equation = read_equation(answer)
            if equation.ok and equation.value is not None and len(equation.value.sides) == 2:
                return self._check_equation(equation.value)
            chosen = self._positions_of_text(answer)
        elif isinstance(answer, (list, tuple, set, frozenset)):
            chosen = self._positions_of_places(answer)
        else:
            number = read_number(answer)
            if not number.ok:
                return number.feedback()
            chosen = self._positions_of_text(str(number.value))
        if not chosen.ok or chosen.value is None:
            return chosen.feedback()
        if not chosen.value:  # text naming no card at all, such as "." or "+"
            return Feedback(False, _("Choose one or more table cards first, then press Check."), counted=False)
        return self._judge(chosen.value)

    def _judge(self, chosen: frozenset[int], value: int | None = None) -> Feedback:
        """Judge the table positions ``chosen``; with ``value``, the group must be for that value."""
        again = [group for group in self.found if set(group.indices) == chosen]
        if again:
            message = sentences(
                _("Right! {equation}").format(equation=again[0].equation), _("You found this group already.")
            )
            return Feedback(True, message, counted=False, done=not self.remaining(), category="found-again")
        if chosen & self.taken:
            return Feedback(
                False,
                _("Those cards are already taken: choose from the cards that are left."),
                category="already-taken",
            )
        fitting = [
            group for group in self.groups if set(group.indices) == chosen and (value is None or group.value == value)
        ]
        now = [group for group in fitting if self.value is None or group.value == self.value]
        if now:
            return self._take([now[0]])
        split = self._split(chosen, value)
        if split is not None:
            return self._take(list(split.groups))
        if fitting:
            return Feedback(
                False,
                _("In this turn your {card} is already {value}, so it cannot be {other} now.").format(
                    card=self.played, value=self.value, other=fitting[0].value
                ),
                category="value-fixed-this-turn",
            )
        return self._explain(sorted(chosen))

    def _split(self, chosen: frozenset[int], value: int | None) -> Capture | None:
        """The game's capture of exactly the cards ``chosen`` as several groups at once (the engine's
        rules: groups of one value that share no card), for ``value`` and this turn's value if set."""
        if len(chosen) < 2:
            return None
        wanted = {value, self.value} - {None}
        for capture in captures(self.played, self.table, self.mode):
            if set(capture.indices) == chosen and wanted <= {capture.value}:
                return capture
        return None

    def _take(self, groups: Sequence[Group]) -> Feedback:
        """Take right ``groups`` off the table (one, or several chosen at once) and say what is left to do."""
        self.found += groups
        right = _("Right! {equation}").format(equation=and_list([group.equation for group in groups]))
        done = not self.remaining()
        if not done:
            return Feedback(True, sentences(right, _("Your card can take more: choose the next group.")), done=False)
        more = self.best is not None and len(self.taken) < len(self.best.indices)
        return Feedback(
            True,
            sentences(
                right,
                _("Your card has taken everything it can this turn."),
                _("Other groups would have taken more cards: press Show all.") if more else "",
            ),
            done=True,
        )

    def _positions_of_places(self, places: Any) -> Reading[frozenset[int]]:
        """Table positions chosen by clicking (0 is the leftmost card)."""
        positions = set()
        for index in places:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.table):
                return Reading(note=_("There is no table card at that place: choose cards on the table."))
            positions.add(index)
        return Reading(frozenset(positions))

    def _first_free(self, places: list[int], positions: set[int]) -> int | None:
        """The first of ``places`` not chosen yet, a card not taken this turn before a taken one."""
        left = [index for index in places if index not in positions]
        return min(left, key=lambda index: index in self.taken, default=None)

    def _positions_of_text(self, text: str) -> Reading[frozenset[int]]:
        """Table positions of the cards named in ``text``, matched left to right."""
        tokens = read_tokens(text, _ONE_ELEVEN_TEXT)
        if not tokens.ok or tokens.value is None:
            return Reading(note=tokens.note)
        positions: set[int] = set()
        for token in tokens.value:
            if token.kind in (TokenKind.PLUS, TokenKind.MINUS, TokenKind.SEPARATOR):
                continue
            if token.kind not in (TokenKind.NUMBER, TokenKind.WORD, TokenKind.EQUALS):
                return Reading(note=_("Write the cards with + between them, like 2 + 5."))
            try:
                card = Card.parse(token.text)
            except ElevenkitError:
                return Reading(note=_("{word} is not a card: write the cards like 2 + 5.").format(word=token.text))
            places = [index for index, on_table in enumerate(self.table) if on_table is card]
            place = self._first_free(places, positions)
            if place is None and places:
                note = _("Each card counts once: you named the {card} more often than it lies on the table.")
                return Reading(note=note.format(card=card))
            if place is None:
                return Reading(note=_("There is no {card} on the table.").format(card=card))
            positions.add(place)
        return Reading(frozenset(positions))

    def _check_equation(self, equation: Equation) -> Feedback:
        """Judge a whole equation such as ``7 = 2 + 5``: about this card, naming table cards (each
        once), true, and with the deck's sign; the first of these that fails is the mistake named."""
        left, right = equation.sides
        played_side, cards_side = (right, left) if left.has_operator and not right.has_operator else (left, right)
        value = played_side.value
        if played_side.has_operator or not self.played.can_be(value):
            return Feedback(
                False,
                _("Your card is {card}, so one side of the equation must be {value}.").format(
                    card=self.played, value=self.target
                ),
                category="equation-not-about-your-card",
            )
        positions = place_numbers(cards_side.numbers, self.table, self.taken)
        if isinstance(positions, Feedback):
            return positions
        if not equation.holds:
            return Feedback(
                False,
                _("{cards} = {made}, not {value}: that equation is not true.").format(
                    cards=cards_side, made=cards_side.value, value=value
                ),
                category="equation-not-true",
            )
        kinds = rules.MODE_KINDS[self.mode]
        if -1 in cards_side.signs and "difference" not in kinds:
            return Feedback(
                False, _("With the Addition deck you add cards; you cannot take them away."), category="wrong-deck-sign"
            )
        if 1 in cards_side.signs[1:] and "sum" not in kinds:
            return Feedback(
                False,
                _("With the Subtraction deck you take cards away; you cannot add them."),
                category="wrong-deck-sign",
            )
        return self._judge(frozenset(positions), value)

    # ---- explaining a wrong choice ----------------------------------------------------------
    def _explain(self, chosen: list[int]) -> Feedback:
        """Why ``chosen`` is no group: a good start (part of a group still free) is not counted."""
        cards = [self.table[index] for index in chosen]
        goal = self.target
        remaining = self.remaining()
        part_of = any(set(chosen) < set(group.indices) for group in remaining)
        if any(card.is_wild for card in cards):
            # never part of a group: with the wild worth the rest, every part of a group is a group itself
            text = _("A wild can be any number: what must it be here? With these cards no number makes {goal}.")
            return Feedback(False, text.format(goal=goal), category="wild-value")
        if len(cards) == 1:
            made = _("That card is {card}").format(card=values_text(cards[0].values))
            if not part_of:
                text = _("{made}, not {goal}: one card alone must be the same number as yours.")
                return Feedback(False, text.format(made=made, goal=goal), category="one-card-not-a-match")
        else:
            sums = self._readings(cards, 1) if self.mode != "subtraction" else []
            differences = self._readings(cards, -1) if self.mode != "addition" else []
            made = and_list([text for text, _value in sums + differences])
            inside = self._inside(frozenset(chosen))
            extra = len(chosen) - len(inside.indices) if inside is not None else 0
            if inside is not None and len(inside.groups) > 1:
                text = ngettext(
                    "Some of these cards make groups for {goal}, but {count} card belongs to no group: which one?",
                    "Some of these cards make groups for {goal}, but {count} cards belong to no group: which ones?",
                    extra,
                )
                return Feedback(False, text.format(goal=goal, count=extra), category="too-many-cards")
            if extra:
                goals = self.played.values if self.value is None else (self.value,)
                more = bool(sums) and not differences and min(value for _text, value in sums) > max(goals)
                if more:
                    text = ngettext(
                        "{made} is more than {goal}: which card is one too many?",
                        "{made} is more than {goal}: which {count} cards are too many?",
                        extra,
                    )
                else:
                    text = ngettext(
                        "{made}, not {goal}: which card is one too many?",
                        "{made}, not {goal}: which {count} cards are too many?",
                        extra,
                    )
                return Feedback(False, text.format(made=made, goal=goal, count=extra), category="too-many-cards")
        if part_of:
            text = _("Good start! {made}, not {goal}: add another card.")
            return Feedback(False, text.format(made=made, goal=goal), counted=False, category="good-start")
        text = _("{made}, not {goal}: try other cards.")
        return Feedback(False, text.format(made=made, goal=goal), category="wrong-total")

    def _inside(self, chosen: frozenset[int]) -> Capture | None:
        """The biggest capture this turn can still make from some of the cards ``chosen`` (None: none)."""
        taken = self.taken
        inside = [
            capture
            for capture in captures(self.played, self.table, self.mode)
            if set(capture.indices) < chosen
            and taken.isdisjoint(capture.indices)
            and (self.value is None or capture.value == self.value)
        ]
        return max(inside, key=lambda capture: len(capture.indices), default=None)

    @staticmethod
    def _readings(cards: list[Card], sign: int) -> list[tuple[str, int]]:
        """What the cards make, for each value their ``1-11`` cards can take: ``("2 + 4 = 6", 6)``."""
        readings = []
        for values in sorted(set(itertools.product(*(card.values for card in cards)))):
            ordered = sorted(values, reverse=True) if sign < 0 else list(values)
            side = Side(tuple(ordered), (1,) + (sign,) * (len(ordered) - 1))
            readings.append((f"{side} = {side.value}", side.value))
        return list(dict.fromkeys(readings))

    # ---- more, hints, everything ------------------------------------------------------------
    def more(self) -> str:
        """How many other groups the pupil can still take, without showing them."""
        left = len(self._distinct(self.remaining()))
        if left == 0:
            if not self.found:
                return _("Your card cannot take anything here.")
            return _("No more: your card has taken everything it can this turn.")
        return ngettext(
            "There is {count} more group you can still take.",
            "There are {count} more groups you can still take.",
            left,
        ).format(count=left)

    def _hint_group(self) -> Group | None:
        remaining = self.remaining()
        if not remaining:
            return None
        left = {(group.indices, group.value) for group in remaining}
        best = [group for group in (self.best.groups if self.best else ()) if (group.indices, group.value) in left]
        return (best or remaining)[0]

    def hints(self) -> list[str]:
        """How many cards, then one of them, then the whole group: the words of :meth:`hint_steps`."""
        return [step.text for step in self.hint_steps()]

    def hint_steps(self) -> list[CaptureHint]:
        """How many cards, then one of them, then the whole group (aimed at a group not yet found),
        each with the table positions it speaks of.

        Cards are named by their numbers ("the 4 and the 7"), never by their place in the row; when
        such a number lies on the table more than once, the words point at the ring a view draws
        around the cards the hint means (:attr:`CaptureHint.cards`).
        """
        group = self._hint_group()
        if group is None:
            return [CaptureHint(_("Your card has taken everything it can this turn."))]
        size = len(group.indices)
        if group.kind == "match":
            first = _("Look for one card worth {value}.").format(value=group.value)
        elif group.kind == "sum":
            first = ngettext(
                "Look for {count} card that adds up to {value}.", "Look for {count} cards that add up to {value}.", size
            ).format(count=size, value=group.value)
        else:
            first = ngettext(
                "Look for {count} cards: the bigger one minus the other makes {value}.",
                "Look for {count} cards: the biggest minus all the others makes {value}.",
                size - 1,
            ).format(count=size, value=group.value)
        position = max(group.indices, key=lambda index: self.table[index].values[-1])
        one = self.table[position]
        if self._twice_on_table([one]):
            second = ngettext(
                "It is {card} with the ring around it.", "One of them is {card} with the ring around it.", size
            )
        else:
            second = ngettext("It is {card}.", "One of them is {card}.", size)
        cards = [term.card for term in group.terms]
        if self._twice_on_table(cards):
            third = ngettext(
                "The whole group is {cards} (look for the ring): {equation}.",
                "The whole group is {cards} (look for the rings): {equation}.",
                size,
            )
        else:
            third = _("The whole group is {cards}: {equation}.")
        names = and_list([card_words(card) for card in cards])
        return [
            CaptureHint(first),
            CaptureHint(second.format(card=card_words(one)), (position,)),
            CaptureHint(third.format(cards=names, equation=equation_text(GroupParts.of(group))), group.indices),
        ]

    def _twice_on_table(self, cards: Sequence[Card]) -> bool:
        """Whether any of ``cards`` has a twin on the table (same rank): then its number alone does not say which."""
        return any(sum(1 for on_table in self.table if on_table is card) > 1 for card in cards)

    def all_groups(self) -> list[str]:
        """The equation of every different group this card can take."""
        return [group.equation for group in self._distinct(self.groups)]

    def solution_parts(self) -> CaptureSolution:
        """Every different group, the biggest capture of the whole turn and the pupil's capture, as data."""
        return CaptureSolution(
            self.played,
            tuple(GroupParts.of(group) for group in self._distinct(self.groups)),
            tuple(GroupParts.of(group) for group in (self.best.groups if self.best else ())),
            len(self.taken),
        )

    def solution(self) -> str:
        """Every group, the biggest capture of the whole turn, and how the pupil's capture compares."""
        return str(solution_words(self.solution_parts()))


def capture_task(card: str, table: str | Sequence[Any], deck: str = "addition") -> CaptureTask:
    """A hand-made task for a lesson: ``capture_task("7", "2 5 9 4")``."""
    return CaptureTask(Card.parse(card), read_cards(table), deck)
