"""Capture tasks for one-eleven: a table and a hand card, "which cards can your card take?".

Every answer comes from the engine (:mod:`elevenkit.oneeleven`): which groups are valid, their
equations, the biggest whole-turn capture, the different ways to make a number. This module only
deals tasks from a seed at a difficulty, compares the pupil's choice with the engine's answer and
explains it in words a child can read. It imports nothing from the UI, so lesson notebooks,
the trainer dashboard and worksheets share the same tasks.
"""

from __future__ import annotations

import html
import itertools
import random
import re
from dataclasses import dataclass
from typing import Any, Sequence

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import Feedback, HintLadder, Task
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, Group, capture_groups, captures, distinct_groups, parse_cards, rules

__all__ = [
    "CaptureDifficulty",
    "CaptureTask",
    "WaysTask",
    "UnknownTask",
    "unknown_task",
    "LEVELS",
    "LEVEL_NAMES",
    "level_difficulty",
    "make_capture_task",
    "capture_task",
    "ways_task",
    "ways_to_make",
]

#: largest table a task may have: a classroom screen shows two rows of six cards
MAX_TABLE = 12
#: tries to deal a table that fits the difficulty before taking the last one that has any group
DEAL_TRIES = 400


@dataclass(frozen=True)
class CaptureDifficulty:
    """How hard a dealt task is.

    ``table_size`` cards on the table, numbers up to ``max_value``, whether ``1-11`` cards and wild
    ``=`` cards are in the deck, which ``deck`` (``addition``, ``subtraction`` or ``mixed``) and
    whether the hand card can take ``several`` groups in one turn (otherwise exactly one group).
    """

    table_size: int = 4
    max_value: int = 10
    one_eleven: bool = False
    wilds: bool = False
    deck: str = "addition"
    several: bool = False

    def __post_init__(self) -> None:
        if not (isinstance(self.table_size, int) and 2 <= self.table_size <= MAX_TABLE):
            raise ElevenkitError(f"table_size must be a whole number from 2 to {MAX_TABLE}, not {self.table_size!r}")
        if not (isinstance(self.max_value, int) and 3 <= self.max_value <= rules.WILD_MAX):
            raise ElevenkitError(f"max_value must be a whole number from 3 to {rules.WILD_MAX}, not {self.max_value!r}")
        if self.deck not in rules.MODES:
            raise ElevenkitError(f"deck must be one of {rules.MODES!r}, not {self.deck!r}")
        if len(self.ranks()) * rules.COPIES <= self.table_size + rules.COPIES:
            raise ElevenkitError(f"too few cards up to {self.max_value!r} for a table of {self.table_size!r}")

    def ranks(self) -> list[Card]:
        """The cards of the deck this difficulty deals from."""
        cards = [card for card in _number_cards() if card.values[0] <= self.max_value]
        if self.one_eleven:
            cards.append(Card(rules.ONE_ELEVEN))
        if self.wilds:
            cards.append(Card(rules.WILD))
        return cards


def _number_cards() -> list[Card]:
    return [Card(label) for label in rules.RANKS if label not in (rules.ONE_ELEVEN, rules.WILD)]


#: Named steps for the dashboard's level control, easiest first.
LEVELS: dict[str, CaptureDifficulty] = {
    "1": CaptureDifficulty(table_size=4, max_value=10),
    "2": CaptureDifficulty(table_size=5, max_value=12, several=True),
    "3": CaptureDifficulty(table_size=6, max_value=15, one_eleven=True, several=True),
    "4": CaptureDifficulty(table_size=6, max_value=15, one_eleven=True, wilds=True, several=True),
    "5": CaptureDifficulty(table_size=6, max_value=15, deck="subtraction"),
    "6": CaptureDifficulty(table_size=8, max_value=15, one_eleven=True, wilds=True, deck="mixed", several=True),
}


#: The words the landing page and the other dashboards use for a level (``?level=hard``). "hard" is
#: level 4 (1-11 and wild cards, several groups), not 5: level 5 is the Subtraction deck, another
#: topic rather than a harder one, and level 6 (eight cards, mixed deck) is for pupils who asked for it.
LEVEL_NAMES: dict[str, str] = {"easy": "1", "medium": "3", "hard": "4"}


def level_difficulty(level: str) -> CaptureDifficulty | None:
    """The difficulty of a level given as ``"1"``…``"6"`` or ``easy``/``medium``/``hard``; None if unknown."""
    name = level.strip().lower()
    return LEVELS.get(LEVEL_NAMES.get(name, name))


def _value_text(values: Sequence[int]) -> str:
    return _(" or ").join(str(value) for value in values)


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
        if mode not in rules.MODES:
            raise ElevenkitError(f"mode must be one of {rules.MODES!r}, not {mode!r}")
        self.played = played
        self.table = tuple(table)
        self.mode = mode
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
        return str(value) if value is not None else _value_text(self.played.values)

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
        way = {
            "addition": _("by matching it or by adding cards"),
            "subtraction": _("by matching it or by subtracting cards"),
            "mixed": _("by matching, adding or subtracting"),
        }[self.mode]
        return _("Your card is {card}. Which table cards can it take {way}?").format(
            card=self.played, way=way
        )

    def _repr_html_(self) -> str:
        from elevenkit.widgets.cards import cards_html  # the model never imports the renderer at the top

        return (
            f"<p style='font-size:1.2em'>{html.escape(self.prompt)}</p>"
            + cards_html([self.played], self.mode, _("Your card"))
            + cards_html(self.table, self.mode, _("The table"))
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

    def check(self, answer: Any) -> Feedback:
        """Judge a choice of table cards (positions, or text such as ``"2 + 5"``); a right group is taken."""
        try:
            chosen = self._positions(answer)
        except ElevenkitError as error:
            return Feedback(False, str(error), counted=False)
        if not chosen:
            return Feedback(False, _("Choose one or more table cards first, then press Check."), counted=False)
        again = [group for group in self.found if set(group.indices) == chosen]
        if again:
            message = _("Right! {equation} You found this group already.").format(equation=again[0].equation)
            return Feedback(True, message, counted=False, done=not self.remaining())
        if chosen & self.taken:
            return Feedback(False, _("Those cards are already taken: choose from the cards that are left."))
        fitting = [group for group in self.groups if set(group.indices) == chosen]
        now = [group for group in fitting if self.value is None or group.value == self.value]
        if now:
            group = now[0]
            self.found.append(group)
            message = _("Right! {equation}").format(equation=group.equation)
            done = not self.remaining()
            if done:
                message += " " + _("Your card has taken everything it can this turn.")
                if self.best is not None and len(self.taken) < len(self.best.indices):
                    message += " " + _("Other groups would have taken more cards: press Show all.")
            else:
                message += " " + _("Your card can take more: choose the next group.")
            return Feedback(True, message, done=done)
        if fitting:
            return Feedback(
                False,
                _("In this turn your {card} is already {value}, so it cannot be {other} now.").format(
                    card=self.played, value=self.value, other=fitting[0].value
                ),
            )
        message, part_of = self._explain(sorted(chosen))
        return Feedback(False, message, counted=not part_of)

    def _positions(self, answer: Any) -> set[int]:
        """Table positions from a list of positions, or from card text matched left to right."""
        if isinstance(answer, str):
            return self._positions_of_text(answer)
        positions = set()
        for index in answer or ():
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.table):
                raise ElevenkitError(_("There is no table card at place {index!r}.").format(index=index))
            positions.add(index)
        return positions

    def _positions_of_text(self, text: str) -> set[int]:
        tokens = re.findall(r"1\s*-\s*11|\d+|=|[^\s\d=+,;−-]+", text)
        positions: set[int] = set()
        for token in tokens:
            card = Card.parse(token)
            free = [
                index
                for index, on_table in enumerate(self.table)
                if on_table is card and index not in positions and index not in self.taken
            ] or [index for index, on_table in enumerate(self.table) if on_table is card and index not in positions]
            if not free:
                raise ElevenkitError(_("There is no {card} left on the table.").format(card=card))
            positions.add(free[0])
        return positions

    # ---- explaining a wrong choice ----------------------------------------------------------
    def _explain(self, chosen: list[int]) -> tuple[str, bool]:
        """Why ``chosen`` is no group, and whether it is a good start (part of a group still free)."""
        cards = [self.table[index] for index in chosen]
        goal = self.target
        part_of = any(set(chosen) < set(group.indices) for group in self.remaining())
        if any(card.is_wild for card in cards):
            if part_of:
                return _("Good start! Now add another card."), True
            text = _("A wild can be any number: what must it be here? With these cards no number makes {goal}.")
            return text.format(goal=goal), False
        if len(cards) == 1:
            made = _("That card is {card}").format(card=_value_text(cards[0].values))
            if not part_of:
                text = _("{made}, not {goal}: one card alone must be the same number as yours.")
                return text.format(made=made, goal=goal), False
        else:
            sums = self._readings(cards, " + ") if self.mode != "subtraction" else []
            differences = self._readings(cards, " − ") if self.mode != "addition" else []
            made = _(" and ").join(sums + differences)
        if part_of:
            return _("Good start! {made}, not {goal}: add another card.").format(made=made, goal=goal), True
        return _("{made}, not {goal}: try other cards.").format(made=made, goal=goal), False

    @staticmethod
    def _readings(cards: list[Card], sign: str) -> list[str]:
        """What the cards make, for each value their ``1-11`` cards can take: ``2 + 4 = 6``."""
        readings = []
        for values in sorted(set(itertools.product(*(card.values for card in cards)))):
            ordered = sorted(values, reverse=True) if sign == " − " else list(values)
            result = ordered[0] - sum(ordered[1:]) if sign == " − " else sum(ordered)
            readings.append(f"{sign.join(str(value) for value in ordered)} = {result}")
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
        """How many cards, then one of them, then the whole group (aimed at a group not yet found)."""
        group = self._hint_group()
        if group is None:
            return [_("Your card has taken everything it can this turn.")]
        size = len(group.indices)
        if group.kind == "match":
            first = _("Look for one card worth {value}.").format(value=group.value)
        elif group.kind == "sum":
            first = _("Look for {count} cards that add up to {value}.").format(count=size, value=group.value)
        else:
            first = ngettext(
                "Look for {count} cards: the bigger one minus the other makes {value}.",
                "Look for {count} cards: the biggest minus all the others makes {value}.",
                size - 1,
            ).format(count=size, value=group.value)
        position = max(group.indices, key=lambda index: self.table[index].values[-1])
        second = ngettext(
            "It is the {card}, card number {place} from the left.",
            "One of them is the {card}, card number {place} from the left.",
            size,
        ).format(card=self.table[position], place=position + 1)
        places = ", ".join(str(index + 1) for index in group.indices)
        third = ngettext(
            "The whole group: card {places} from the left, {equation}",
            "The whole group: cards {places} from the left, {equation}",
            size,
        ).format(places=places, equation=group.equation)
        return [first, second, third]

    def all_groups(self) -> list[str]:
        """The equation of every different group this card can take."""
        return [group.equation for group in self._distinct(self.groups)]

    def solution(self) -> str:
        """Every group, the biggest capture of the whole turn, and how the pupil's capture compares."""
        if self.best is None:
            return _("Your card cannot take anything here.")
        lines = [_("Your {card} can take:").format(card=self.played)]
        lines += [f"• {equation}" for equation in self.all_groups()]
        size = len(self.best.indices)
        lines.append(
            ngettext(
                "The biggest capture: {groups} ({count} card).",
                "The biggest capture: {groups} ({count} cards).",
                size,
            ).format(groups=_(" and ").join(group.equation for group in self.best.groups), count=size)
        )
        if self.found:
            yours = len(self.taken)
            if yours < size:
                lines.append(
                    _("You took {yours} of the table cards, the biggest capture takes {best}.").format(
                        yours=yours, best=size
                    )
                )
            else:
                lines.append(_("Your capture is the biggest one. Well done!"))
        return "\n".join(lines)


def make_capture_task(rng: random.Random, difficulty: CaptureDifficulty) -> CaptureTask:
    """Deal a task that fits ``difficulty`` (for :class:`~elevenkit.exercises.TaskSeries`).

    Shuffles a deck of four copies of each allowed rank, lays ``table_size`` cards and draws a hand
    card that is not a wild, until the hand card can take exactly one group (or several disjoint
    groups when ``several``). After ``DEAL_TRIES`` misses it keeps the last deal that takes anything.
    """
    deck = [card for card in difficulty.ranks() for _copy in range(rules.COPIES)]
    fallback: CaptureTask | None = None
    for _try in range(DEAL_TRIES):
        rng.shuffle(deck)
        table = deck[: difficulty.table_size]
        played = next((card for card in deck[difficulty.table_size :] if not card.is_wild), None)
        if played is None or not capture_groups(played, table, difficulty.deck):
            continue
        task = CaptureTask(played, table, difficulty.deck)
        if (task.most_groups >= 2) == difficulty.several:
            return task
        fallback = task
    if fallback is None:
        raise ElevenkitError(f"no task with any capture could be dealt for {difficulty!r}")
    return fallback


def _cards(text: str | Sequence[Any]) -> list[Card]:
    if isinstance(text, str):
        return parse_cards(text)
    return [card if isinstance(card, Card) else Card.parse(str(card)) for card in text]


def capture_task(card: str, table: str | Sequence[Any], deck: str = "addition") -> CaptureTask:
    """A hand-made task for a lesson: ``capture_task("7", "2 5 9 4")``."""
    return CaptureTask(Card.parse(card), _cards(table), deck)


def ways_to_make(target: int, table: Sequence[Card], mode: str = "addition") -> list[Group]:
    """Every different way (distinct ranks) to make ``target`` from table cards, fewest cards first."""
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= rules.WILD_MAX:
        raise ElevenkitError(f"target must be a whole number from 1 to {rules.WILD_MAX}, not {target!r}")
    played = Card(rules.ONE_ELEVEN) if target in rules.ONE_ELEVEN_VALUES else Card(str(target))
    ways = [group for group in distinct_groups(played, list(table), mode) if group.value == target]
    return sorted(ways, key=lambda group: (len(group.indices), sorted(table[i].values[-1] for i in group.indices)))


def _as_number(answer: Any) -> int | None:
    """A whole number from ``answer`` (``3`` or ``"3"``), else None; text is read, never evaluated."""
    if isinstance(answer, str) and answer.strip().isdigit():
        return int(answer.strip())
    if isinstance(answer, int) and not isinstance(answer, bool):
        return answer
    return None


class WaysTask(Task):
    """"How many different ways can you make ``target`` with these cards?" — the answer is a count."""

    def __init__(self, target: int, table: Sequence[Card], mode: str = "addition") -> None:
        self.target = target
        self.table = tuple(table)
        self.mode = mode
        self.ways = ways_to_make(target, self.table, mode)

    @property
    def prompt(self) -> str:
        return _("How many different ways can you make {target} with these table cards?").format(target=self.target)

    def _repr_html_(self) -> str:
        from elevenkit.widgets.cards import cards_html

        return f"<p style='font-size:1.2em'>{html.escape(self.prompt)}</p>" + cards_html(self.table, self.mode)

    def check(self, answer: Any) -> Feedback:
        """Judge a count of ways."""
        count = len(self.ways)
        answer = _as_number(answer)
        if answer is None:
            return Feedback(False, _("Write how many ways as a number, for example 3."))
        if answer == count:
            return Feedback(True, _("Right! {count} ways: {ways}").format(count=count, ways="; ".join(self._equations())))
        if answer < count:
            return Feedback(False, _("There are more than {answer}. Go through the cards in order, biggest first.").format(answer=answer))
        return Feedback(
            False,
            _("Fewer than {answer}: did you count a way twice? 2 + 5 and 5 + 2 are the same way.").format(answer=answer),
        )

    def _equations(self) -> list[str]:
        return [group.equation for group in self.ways]

    def hints(self) -> list[str]:
        """Where to start, then one way, then every way."""
        first = _("Start with the biggest card: what does it still need to make {target}?").format(target=self.target)
        if not self.ways:
            return [first, _("Check every card: is any of them already too big?")]
        return [
            first,
            _("One way is {equation}.").format(equation=self.ways[0].equation),
            self.solution(),
        ]

    def solution(self) -> str:
        """Every way, counted."""
        count = len(self.ways)
        return ngettext("{count} way: {ways}", "{count} ways: {ways}", count).format(
            count=count, ways="; ".join(self._equations()) or "—"
        )


def ways_task(target: int, table: str | Sequence[Any], deck: str = "addition") -> WaysTask:
    """A hand-made "how many ways" task for a lesson: ``ways_task(12, "2 3 5 7 9 10")``."""
    return WaysTask(target, _cards(table), deck)


class UnknownTask(Task):
    """"14 = 3 + ?": what must the wild be? The equation and its answer are the engine's.

    ``cards`` are the table cards of one group holding exactly one wild ``=``; the engine's equation
    for that group shows the value it used for the wild (``=(11)``), which becomes the ``?``. Every
    other card shows its value, so the unknown has exactly one answer.
    """

    def __init__(self, played: Card, cards: Sequence[Card], mode: str = "addition") -> None:
        self.played = played
        self.cards = tuple(cards)
        self.mode = mode
        if sum(card.is_wild for card in self.cards) != 1:
            raise ElevenkitError(f"an unknown task needs exactly one wild among {[str(c) for c in cards]!r}")
        everything = tuple(range(len(self.cards)))
        groups = [group for group in capture_groups(played, self.cards, mode) if group.indices == everything]
        if not groups:
            raise ElevenkitError(f"{[str(c) for c in cards]!r} is no group for {played} in {mode!r}")
        self.group = groups[0]
        found = re.fullmatch(r"(.*)=\((\d+)\)(.*)", self.group.equation)
        assert found is not None, self.group.equation
        self.answer = int(found.group(2))
        self.equation = f"{found.group(1)}?{found.group(3)}"

    @property
    def prompt(self) -> str:
        return _("Your {card} takes these cards. The wild can be any number: what must it be? {equation}").format(
            card=self.played, equation=self.equation
        )

    def _repr_html_(self) -> str:
        from elevenkit.widgets.cards import cards_html

        return (
            f"<p style='font-size:1.2em'>{html.escape(self.prompt)}</p>"
            + cards_html([self.played], self.mode, _("Your card"))
            + cards_html(self.cards, self.mode, _("The cards it takes"))
        )

    def check(self, answer: Any) -> Feedback:
        """Judge the number the pupil says the wild must be."""
        answer = _as_number(answer)
        if answer is None:
            return Feedback(False, _("Write the number the wild must be, for example 5."))
        if answer == self.answer:
            return Feedback(True, _("Right! {equation}").format(equation=self.group.equation))
        return Feedback(
            False,
            _("If the wild is {answer}, then {equation} is not true. Try again!").format(
                answer=answer, equation=self.equation.replace("?", str(answer), 1)
            ),
        )

    def hints(self) -> list[str]:
        """Read the equation, then undo it, then the answer."""
        undo = {
            "sum": _("Start from {value} and take away the other cards."),
            "difference": _("Think backwards: which number in the box makes both sides equal {value}?"),
            "match": _("One card alone must be {value}."),
        }[self.group.kind]
        return [
            _("Read it aloud with a box for the wild: {equation}").format(equation=self.equation),
            undo.format(value=self.group.value),
            self.solution(),
        ]

    def solution(self) -> str:
        """The wild's value and the whole equation."""
        return _("The wild must be {answer}: {equation}").format(answer=self.answer, equation=self.group.equation)


def unknown_task(card: str, cards: str | Sequence[Any], deck: str = "addition") -> UnknownTask:
    """A hand-made "what must the wild be?" task: ``unknown_task("14", "3 =")``."""
    return UnknownTask(Card.parse(card), _cards(cards), deck)
