"""Wraparound Clock tasks for 11 nimmt!: counting on past 100, windows of ten, bull cards, ox heads.

Every answer comes from the engine (:mod:`elevenkit.nimmt`): the distance from a pile's top card,
which cards fit, the order cards go onto a pile, the ox heads of a card and which pile is cheapest
to take. This module deals tasks from a seed at a difficulty, compares the pupil's answer with the
engine's and explains it in words a child can read ("97, 98, 99, 100, then 1, 2, 3: 7 steps").
It imports nothing from the UI; each task describes what a number circle should show in its
:class:`Scene`, so the trainer, the lesson notebooks and worksheets share the same tasks.
"""

from __future__ import annotations

import random
import re
from abc import abstractmethod
from dataclasses import dataclass, fields
from typing import Any, Callable, Sequence

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import Feedback, PupilMessage, Task
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import (
    CARDS,
    cheapest_pile,
    check_card,
    distance,
    fits,
    fitting_cards,
    lay_order,
    ox_heads,
    pile_ox_heads,
    window,
)
from elevenkit.nimmt.rules import DEFAULT_OX_HEADS, MAX_STEP, OX_HEAD_GROUPS

__all__ = [
    "WraparoundDifficulty",
    "LEVELS",
    "TASK_KINDS",
    "Scene",
    "DistanceTask",
    "PilesTask",
    "FitTask",
    "KeepTask",
    "BullTask",
    "BestPileTask",
    "TakeTask",
    "ScoreTask",
    "PrimeTask",
    "count_on",
    "counting_path",
    "explain_count",
    "ox_rule_text",
    "is_prime",
    "smallest_factor",
    "make_wraparound_task",
    "pile_name",
]

#: the highest card, where the circle goes on with the lowest one
_LAST = CARDS[-1]
_FIRST = CARDS[0]
#: tries to deal a fair task (one cheapest or fullest pile, some cards to keep) before taking the last
#: one dealt; the generator is seeded, so even that stays repeatable
DEAL_TRIES = 200


# ---- counting on around the circle: everything from the engine's distance -----------------------
def count_on(top: int, steps: int) -> int:
    """The card ``steps`` steps up from ``top`` (after 100 comes 1): ``count_on(96, 7)`` is 3."""
    wanted = steps % len(CARDS)
    return next(card for card in CARDS if distance(top, card) == wanted)


def counting_path(top: int, card: int) -> list[int]:
    """The numbers you say counting up from ``top`` to ``card``: ``counting_path(98, 5)`` is 99, 100, 1 … 5."""
    return [count_on(top, step) for step in range(1, distance(top, card) + 1)]


def _numbers_text(numbers: Sequence[int], longest: int = 12) -> str:
    """``97, 98, 99`` — a long count is shortened in the middle so a child can still read it."""
    shown = [str(number) for number in numbers]
    if len(shown) > longest:
        shown = shown[:5] + ["…"] + shown[-3:]
    return ", ".join(shown)


def explain_count(top: int, card: int) -> str:
    """The count from ``top`` up to ``card`` in words, pointing out where it goes past 100."""
    path = counting_path(top, card)
    steps = len(path)
    if not path:
        return _("{card} is the top card itself: 0 steps.").format(card=card)
    if _LAST in path[:-1]:
        before = path.index(_LAST) + 1
        after = steps - before
        return _(
            "Count up from {top}: {up_to_100}, then after {last} comes {first} again: {after_100}. "
            "That is {before} + {after} = {steps} steps."
        ).format(
            top=top,
            up_to_100=_numbers_text(path[:before]),
            last=_LAST,
            first=_FIRST,
            after_100=_numbers_text(path[before:]),
            before=before,
            after=after,
            steps=steps,
        )
    return ngettext(
        "Count up from {top}: {numbers}. That is {steps} step.",
        "Count up from {top}: {numbers}. That is {steps} steps.",
        steps,
    ).format(top=top, numbers=_numbers_text(path), steps=steps)


def pile_name(index: int) -> str:
    """Piles are called A, B, C … on the screen and in the tasks."""
    return "ABCDEFG"[index]


def _and_list(numbers: Sequence[Any]) -> str:
    """``96, 2 and 40``."""
    items = [str(number) for number in numbers]
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _ox_reason(card: int) -> str:
    """Why ``card`` has its ox heads, read from the rule table (the group it belongs to)."""
    heads = ox_heads(card)
    for group_heads, group in OX_HEAD_GROUPS.items():
        if card in group and group_heads == heads:
            return ngettext(
                "{card} is one of {group}: {heads} ox head.",
                "{card} is one of {group}: {heads} ox heads.",
                heads,
            ).format(card=card, group=_and_list(group), heads=heads)
    return ngettext(
        "{card} is an ordinary card: {heads} ox head.",
        "{card} is an ordinary card: {heads} ox heads.",
        heads,
    ).format(card=card, heads=heads)


def ox_rule_text() -> str:
    """The ox-head table in one sentence per group, straight from the rules module."""
    lines = [
        ngettext("{heads} ox head: {cards}.", "{heads} ox heads: {cards}.", heads).format(
            heads=heads, cards=_and_list(cards)
        )
        for heads, cards in sorted(OX_HEAD_GROUPS.items(), reverse=True)
    ]
    lines.append(
        ngettext("Every other card: {heads} ox head.", "Every other card: {heads} ox heads.", DEFAULT_OX_HEADS).format(
            heads=DEFAULT_OX_HEADS
        )
    )
    return " ".join(lines)


def smallest_factor(number: int) -> int:
    """The smallest divisor of ``number`` above 1 (``number`` itself when it is prime)."""
    return next(divisor for divisor in range(2, number + 1) if number % divisor == 0)


def is_prime(number: int) -> bool:
    """True for 2, 3, 5, 7, 11 …: whole numbers above 1 that only 1 and themselves divide."""
    return number > 1 and smallest_factor(number) == number


# ---- reading a pupil's answer: numbers only, never evaluated ----------------------------------
#: the most digits a pupil's number may have: cards go up to 100, steps and ox heads stay far below
#: 1000; a longer number is refused with a friendly note before ``int()`` ever sees it
MAX_DIGITS = 3
#: the longest answer read at all ("12 ox heads", or a list of cards like "97, 3, 45, 60")
MAX_ANSWER_CHARS = 60
#: how many words may stand around the numbers: "9 steps", "it is 9"
MAX_WORDS = 3
#: one piece of typed text: a run of digits, a word, or any other single sign
_TOKEN = re.compile(r"\d+|[^\W\d_]+|\S")
#: signs that may stand between numbers ("97, 3", "[97, 3]", "9.")
_SEPARATORS = frozenset(",;.!()[]")


def _example(one: bool) -> str:
    """How to type the answer, for a child: one number, or several with spaces between them."""
    return _("Type a number, like 9.") if one else _("Type numbers with spaces between them, like 97 3.")


def _read_numbers(answer: Any, one: bool) -> list[int]:
    """Whole numbers from ``7``, ``"9 steps"``, ``"97, 3"`` or ``[97, 3]``, in the pupil's order.

    Raises :class:`PupilMessage` (said to the pupil, not counted as a wrong answer) for anything
    else: words without digits ("nine"), sums ("1+8"), decimals, numbers of more than
    :data:`MAX_DIGITS` digits; with ``one``, also for more than one number.
    """
    if isinstance(answer, bool) or not isinstance(answer, (int, str, list, tuple, set, frozenset)):
        raise PupilMessage(_example(one))
    if isinstance(answer, int):
        numbers = [answer]
    elif isinstance(answer, str):
        numbers = _numbers_in_text(answer, one)
    else:
        numbers = [number for item in answer for number in _read_numbers(item, one=False)]
    if any(abs(number) >= 10**MAX_DIGITS for number in numbers):
        raise PupilMessage(_("That number is too big.") + " " + _example(one))
    if one and len(numbers) != 1:
        raise PupilMessage(_("Type just one number, like 9."))
    return numbers


def _numbers_in_text(text: str, one: bool) -> list[int]:
    """The numbers in a short typed answer; a few words around them are fine, signs like + are not."""
    if len(text) > MAX_ANSWER_CHARS:
        raise PupilMessage(_("That is too long.") + " " + _example(one))
    if re.search(r"\d[.,]\d", text) and one:
        raise PupilMessage(_("Type a whole number, like 9."))
    tokens = _TOKEN.findall(text)
    digits = [token for token in tokens if token.isdigit()]
    words = [token for token in tokens if token.isalpha()]
    signs = [token for token in tokens if not token.isalnum() and token not in _SEPARATORS]
    if any(len(token) > MAX_DIGITS for token in digits):
        raise PupilMessage(_("That number is too big.") + " " + _example(one))
    if one and words and not digits:
        raise PupilMessage(_("Type the number with digits, like 9."))
    if signs or len(words) > MAX_WORDS or not digits:
        raise PupilMessage(_example(one))
    return [int(token) for token in digits]


def _blank(answer: Any) -> bool:
    """True for an answer the pupil has not given yet: ``None``, ``""``, ``[]``."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return not answer.strip()
    return isinstance(answer, (list, tuple, set, frozenset)) and not answer


# ---- what a number circle shows for a task ---------------------------------------------------------
@dataclass(frozen=True)
class Scene:
    """What a number circle should show for a task, and how the pupil answers on it.

    ``pick`` says which numbers the pupil may choose (``"tops"``, ``"hand"`` or ``"none"``);
    ``answer`` is ``"number"`` (typed), ``"set"`` (any order), ``"order"`` (order matters) or
    ``"one"`` (exactly one number).
    """

    tops: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    focus: int = 0
    pick: str = "none"
    answer: str = "number"


@dataclass(frozen=True)
class WraparoundDifficulty:
    """How hard a dealt task is.

    ``kinds`` are the task kinds dealt (see :data:`TASK_KINDS`), ``cross_100`` the share of tasks
    whose counting goes past 100, ``max_steps`` the longest count in a distance task, ``hand_size``
    the pupil's cards, ``piles`` the piles on the table and ``pile_size`` the most cards in a pile
    (for "which pile do you take?").
    """

    kinds: tuple[str, ...] = ("distance", "fit", "piles")
    cross_100: float = 0.5
    max_steps: int = 15
    hand_size: int = 4
    piles: int = 2
    pile_size: int = 3

    def __post_init__(self) -> None:
        unknown = [kind for kind in self.kinds if kind not in TASK_KINDS]
        if not self.kinds or unknown:
            raise ElevenkitError(f"kinds must be some of {tuple(TASK_KINDS)!r}, not {self.kinds!r}")
        if not 0.0 <= self.cross_100 <= 1.0:
            raise ElevenkitError(f"cross_100 must be a share from 0 to 1, not {self.cross_100!r}")
        if not (isinstance(self.max_steps, int) and 1 <= self.max_steps < len(CARDS)):
            raise ElevenkitError(f"max_steps must be a whole number from 1 to {len(CARDS) - 1}, not {self.max_steps!r}")
        if not (isinstance(self.hand_size, int) and 3 <= self.hand_size <= 10):
            raise ElevenkitError(f"hand_size must be a whole number from 3 to 10, not {self.hand_size!r}")
        if not (isinstance(self.piles, int) and 2 <= self.piles <= 4):
            raise ElevenkitError(f"piles must be a whole number from 2 to 4, not {self.piles!r}")
        if not (isinstance(self.pile_size, int) and 1 <= self.pile_size <= 6):
            raise ElevenkitError(f"pile_size must be a whole number from 1 to 6, not {self.pile_size!r}")


# ---- tasks with one number as the answer ---------------------------------------------------------
class _NumberTask(Task):
    """A task answered with one whole number; subclasses say what is right and why an answer is wrong."""

    @property
    @abstractmethod
    def answer(self) -> int:
        """The right number (from the engine)."""

    @abstractmethod
    def _wrong(self, given: int) -> str:
        """Why ``given`` is not the answer, without giving the answer away."""

    @abstractmethod
    def _right(self) -> str:
        """Praise with the reason, once the answer is right."""

    def check(self, answer: Any) -> Feedback:
        """Judge a whole number (or text holding one); a blank answer gets a nudge, never an error."""
        if _blank(answer):
            return Feedback(False, _("Write a number first, then check."), counted=False)
        try:
            (given,) = _read_numbers(answer, one=True)
        except PupilMessage as message:
            return Feedback(False, str(message), counted=False)
        if given == self.answer:
            return Feedback(True, _("Right! {why}").format(why=self._right()))
        return Feedback(False, self._wrong(given))


@dataclass(frozen=True)
class DistanceTask(_NumberTask):
    """How many steps is it counting up from ``top`` to ``card``, going on with 1 after 100?"""

    top: int
    card: int

    def __post_init__(self) -> None:
        check_card(self.top, "top")
        check_card(self.card)

    @property
    def prompt(self) -> str:
        return _("How far is it from {top} up to {card}?").format(top=self.top, card=self.card)

    @property
    def scene(self) -> Scene:
        return Scene(tops=(self.top,), focus=self.card)

    @property
    def answer(self) -> int:
        return distance(self.top, self.card)

    @property
    def crosses_100(self) -> bool:
        """True when counting from the top to the card goes past 100."""
        return _LAST in counting_path(self.top, self.card)[:-1]

    def _right(self) -> str:
        return explain_count(self.top, self.card)

    def _wrong(self, given: int) -> str:
        if not 0 <= given < len(CARDS):
            return _("On the circle you never need more than {most} steps: try a number from 1 to {most}.").format(
                most=len(CARDS) - 1
            )
        if self.crosses_100 and given == self.top - self.card:
            return _(
                "{given} is how far it is counting down from {top} to {card}. In 11 nimmt! you always count up: "
                "after {last} comes {first}."
            ).format(given=given, top=self.top, card=self.card, last=_LAST, first=_FIRST)
        landing = count_on(self.top, given)
        message = _("{given} steps up from {top} take you to {landing}, not to {card}.").format(
            given=given, top=self.top, landing=landing, card=self.card
        )
        if given == self.answer - 1 and self.crosses_100:
            message += " " + _("Did you forget to count {last}?").format(last=_LAST)
        elif given == self.answer + 1:
            message += " " + _("Do not count {top} itself: the first step takes you to the next number.").format(
                top=self.top
            )
        elif self.crosses_100:
            message += " " + _("Remember: after {last} the count goes on with {first}.").format(last=_LAST, first=_FIRST)
        return message

    def hints(self) -> list[str]:
        path = counting_path(self.top, self.card)
        ladder = [
            _("Start at {top} and count up one number at a time. Do not count {top} itself.").format(top=self.top)
        ]
        if self.crosses_100:
            before = path.index(_LAST) + 1
            ladder += [
                _("After {last} comes {first}: the circle goes on.").format(last=_LAST, first=_FIRST),
                _("From {top} up to {last} is {before} steps.").format(top=self.top, last=_LAST, before=before),
                _("From {last} on to {card} is {after} more steps. Add them up.").format(
                    last=_LAST, card=self.card, after=len(path) - before
                ),
            ]
        else:
            ladder.append(
                _("Counting up from {top} to {card} is the same as {card} − {top}.").format(top=self.top, card=self.card)
            )
        ladder.append(explain_count(self.top, self.card))
        return ladder

    def solution(self) -> str:
        return explain_count(self.top, self.card)


# ---- tasks where the pupil chooses some numbers --------------------------------------------------
class _ChooseTask(Task):
    """A task answered by choosing numbers from ``options``; subclasses give the right ones and reasons."""

    #: how the choice is made on the number circle (see :class:`Scene`)
    answer_kind = "set"

    def __post_init__(self) -> None:
        """Store lists as tuples and refuse numbers that are not cards, or a card given twice."""
        for field in fields(self):  # type: ignore[arg-type]
            value = getattr(self, field.name)
            if isinstance(value, list):
                object.__setattr__(self, field.name, tuple(tuple(v) if isinstance(v, list) else v for v in value))
        options = [check_card(number) for number in self.options]
        if len(set(options)) != len(options):
            raise ElevenkitError(f"the numbers to choose from name a card twice: {options!r}")

    @property
    @abstractmethod
    def options(self) -> tuple[int, ...]:
        """The numbers the pupil chooses from."""

    @property
    @abstractmethod
    def right(self) -> list[int]:
        """The right choice (from the engine), in the order it must be given when order counts."""

    @abstractmethod
    def why_not(self, number: int) -> str:
        """Why ``number`` does not belong to the answer."""

    @abstractmethod
    def why(self, number: int) -> str:
        """Why ``number`` belongs to the answer."""

    def _missing(self, count: int) -> str:
        return ngettext(
            "There is {count} more to find: look again.",
            "There are {count} more to find: look again.",
            count,
        ).format(count=count)

    def _order_note(self, chosen: list[int]) -> str | None:
        """Why ``chosen`` (the right numbers) is in the wrong order; None when order does not count."""
        return None

    def check(self, answer: Any) -> Feedback:
        """Judge a choice of numbers (a list, a set, one number or text like ``"97, 3"``)."""
        if _blank(answer):
            return Feedback(False, _("Choose your answer first, then check."), counted=False)
        try:
            chosen = _read_numbers(answer, one=False)
        except PupilMessage as message:
            return Feedback(False, str(message), counted=False)
        strangers = [number for number in chosen if number not in self.options]
        if strangers:
            return Feedback(
                False,
                _("{number} is not one of the numbers to choose from here: {options}.").format(
                    number=strangers[0], options=_and_list(self.options)
                ),
            )
        if len(set(chosen)) != len(chosen):
            return Feedback(False, _("You chose a number twice: choose each one only once."))
        right = self.right
        wrong = [number for number in chosen if number not in right]
        if wrong:
            return Feedback(False, self.why_not(wrong[0]))
        if len(chosen) < len(right):
            return Feedback(False, self._missing(len(right) - len(chosen)))
        note = self._order_note(chosen)
        if note is not None:
            return Feedback(False, note)
        return Feedback(True, _("Right! {why}").format(why=" ".join(self.why(number) for number in right)))

    def solution(self) -> str:
        reasons = [self.why(number) for number in self.right]
        reasons += [self.why_not(number) for number in self.options if number not in self.right]
        return "\n".join(reasons)


def _fit_reason(top: int, card: int) -> str:
    """Why ``card`` fits on ``top`` or not, with the count from the engine."""
    steps = distance(top, card)
    if fits(top, card):
        return ngettext(
            "{card} fits on {top}: it is {steps} step up.",
            "{card} fits on {top}: it is {steps} steps up.",
            steps,
        ).format(card=card, top=top, steps=steps)
    if steps > len(CARDS) - MAX_STEP - 1:
        return _(
            "{card} does not fit on {top}: {card} is below {top}, so counting up you go all the way round, "
            "{steps} steps."
        ).format(card=card, top=top, steps=steps)
    return _("{card} does not fit on {top}: it is {steps} steps up, more than {most}.").format(
        card=card, top=top, steps=steps, most=MAX_STEP
    )


def _window_hint(top: int) -> str:
    numbers = window(top)
    return _("The cards that fit on {top} are the {most} numbers after it: {numbers}.").format(
        top=top, most=MAX_STEP, numbers=_numbers_text(numbers)
    )


def _fit_rule() -> str:
    return _("A card fits on a pile when it is 1 to {most} steps up from the top card; after {last} comes {first}.").format(
        most=MAX_STEP, last=_LAST, first=_FIRST
    )


def _hand_text(hand: Sequence[int]) -> str:
    return _("Your cards: {cards}.").format(cards=_and_list(hand))


def _tops_text(tops: Sequence[int]) -> str:
    return _("Pile tops: {tops}.").format(
        tops=_and_list([f"{pile_name(index)} {top}" for index, top in enumerate(tops)])
    )


@dataclass(frozen=True)
class PilesTask(_ChooseTask):
    """Which of the piles (given by their top cards) can take ``card``?"""

    tops: tuple[int, ...]
    card: int

    @property
    def prompt(self) -> str:
        return _("Which piles can take the card {card}? Choose every pile top it fits on.").format(card=self.card) + " " + _tops_text(self.tops)

    @property
    def scene(self) -> Scene:
        return Scene(tops=self.tops, focus=self.card, pick="tops", answer="set")

    @property
    def options(self) -> tuple[int, ...]:
        return self.tops

    @property
    def right(self) -> list[int]:
        return [top for top in self.tops if fits(top, self.card)]

    def why(self, number: int) -> str:
        return _fit_reason(number, self.card)

    def why_not(self, number: int) -> str:
        return _fit_reason(number, self.card)

    def _missing(self, count: int) -> str:
        return ngettext(
            "{count} more pile can take {card}: look again.",
            "{count} more piles can take {card}: look again.",
            count,
        ).format(count=count, card=self.card)

    def hints(self) -> list[str]:
        return [
            _fit_rule(),
            *[
                _("From {top} up to {card} is {steps} steps.").format(top=top, card=self.card, steps=distance(top, self.card))
                for top in self.tops
            ],
            self.solution(),
        ]


@dataclass(frozen=True)
class FitTask(_ChooseTask):
    """Which of the pupil's cards fit on the pile topped by ``top``?"""

    top: int
    hand: tuple[int, ...]

    @property
    def prompt(self) -> str:
        return _("Which of your cards fit on {top}?").format(top=self.top) + " " + _hand_text(self.hand)

    @property
    def scene(self) -> Scene:
        return Scene(tops=(self.top,), hand=self.hand, pick="hand", answer=self.answer_kind)

    @property
    def options(self) -> tuple[int, ...]:
        return self.hand

    @property
    def right(self) -> list[int]:
        return fitting_cards(self.top, self.hand)

    def why(self, number: int) -> str:
        return _fit_reason(self.top, number)

    def why_not(self, number: int) -> str:
        return _fit_reason(self.top, number)

    def _missing(self, count: int) -> str:
        return ngettext(
            "{count} more of your cards fits on {top}: look again.",
            "{count} more of your cards fit on {top}: look again.",
            count,
        ).format(count=count, top=self.top)

    def hints(self) -> list[str]:
        return [_fit_rule(), _window_hint(self.top), self.solution()]


@dataclass(frozen=True)
class BullTask(FitTask):
    """With one bull card: which cards go onto ``top`` together, and in which order?"""

    answer_kind = "order"

    @property
    def prompt(self) -> str:
        return _(
            "With one bull card, which of your cards can you lay on {top} together, and in which order? "
            "Choose them in the order you lay them."
        ).format(top=self.top) + " " + _hand_text(self.hand)

    def _order_note(self, chosen: list[int]) -> str | None:
        right = lay_order(self.top, chosen)
        if chosen == right:
            return None
        for first, then in zip(chosen, chosen[1:]):
            if distance(self.top, first) > distance(self.top, then):
                return _(
                    "The right cards, but not the right order. Counting up from {top}, {then} comes before {first} "
                    "({then} is {near} steps up, {first} is {far}): the nearest card goes first, the farthest ends on top."
                ).format(
                    top=self.top,
                    first=first,
                    then=then,
                    near=distance(self.top, then),
                    far=distance(self.top, first),
                )
        return None

    def hints(self) -> list[str]:
        return [
            _("First find your cards that fit on {top}: 1 to {most} steps up.").format(top=self.top, most=MAX_STEP),
            _window_hint(self.top),
            _("Lay them counting up from {top}: the nearest card first, the farthest last, on top.").format(top=self.top),
            self.solution(),
        ]

    def solution(self) -> str:
        order = self.right
        steps = ", ".join(f"{card} ({distance(self.top, card)})" for card in order)
        return _("Lay {order} on {top}, in this order (steps up from {top}: {steps}).").format(
            order=" → ".join(str(card) for card in order), top=self.top, steps=steps
        )


@dataclass(frozen=True)
class _TableTask(_ChooseTask):
    """A question about the pupil's ``hand`` and several piles (given by their ``tops``)."""

    tops: tuple[int, ...]
    hand: tuple[int, ...]
    #: what the pupil chooses: their cards (``"hand"``) or a pile (``"tops"``)
    pick = "hand"

    @property
    @abstractmethod
    def question(self) -> str:
        """The question, before the piles and the hand are listed."""

    @property
    def prompt(self) -> str:
        return " ".join([self.question, _tops_text(self.tops), _hand_text(self.hand)])

    @property
    def scene(self) -> Scene:
        return Scene(tops=self.tops, hand=self.hand, pick=self.pick, answer=self.answer_kind)

    @property
    def options(self) -> tuple[int, ...]:
        return self.hand if self.pick == "hand" else self.tops


@dataclass(frozen=True)
class KeepTask(_TableTask):
    """Which of the pupil's cards fit on no pile at all (so they stay in the hand for later)?"""

    @property
    def question(self) -> str:
        return _("Which of your cards fit on no pile, so you must keep them for later?")

    @property
    def right(self) -> list[int]:
        playable = {card for top in self.tops for card in fitting_cards(top, self.hand)}
        return [card for card in self.hand if card not in playable]

    def why(self, number: int) -> str:
        return _("{card} fits on no pile: {steps}.").format(
            card=number,
            steps=", ".join(
                _("{steps} steps up from {top}").format(steps=distance(top, number), top=top) for top in self.tops
            ),
        )

    def why_not(self, number: int) -> str:
        top = next(top for top in self.tops if fits(top, number))
        return _fit_reason(top, number)

    def hints(self) -> list[str]:
        return [_fit_rule(), *[_window_hint(top) for top in self.tops], self.solution()]


@dataclass(frozen=True)
class BestPileTask(_TableTask):
    """With one bull card: on which pile can the pupil lay the most cards at once?"""

    answer_kind = "one"
    pick = "tops"

    @property
    def question(self) -> str:
        return _("With one bull card you may lay several cards on one pile. On which pile can you lay the most of your cards?")

    @property
    def right(self) -> list[int]:
        most = max(len(fitting_cards(top, self.hand)) for top in self.tops)
        return [top for top in self.tops if len(fitting_cards(top, self.hand)) == most][:1]

    def _cards_on(self, top: int) -> str:
        cards = fitting_cards(top, self.hand)
        if not cards:
            return _("No card of yours fits on {top}.").format(top=top)
        return ngettext(
            "On {top} you can lay {count} card: {cards}.",
            "On {top} you can lay {count} cards: {cards}.",
            len(cards),
        ).format(top=top, count=len(cards), cards=", ".join(map(str, cards)))

    def why(self, number: int) -> str:
        return self._cards_on(number)

    def why_not(self, number: int) -> str:
        return self._cards_on(number) + " " + _("Another pile takes more.")

    def hints(self) -> list[str]:
        return [
            _("For every pile, count your cards that are 1 to {most} steps up from its top.").format(most=MAX_STEP),
            *[self._cards_on(top) for top in self.tops],
            self.solution(),
        ]


@dataclass(frozen=True)
class PrimeTask(_ChooseTask):
    """Which of ``cards`` are prime numbers (the cards with extra ox heads)?"""

    cards: tuple[int, ...]

    @property
    def prompt(self) -> str:
        return _("Which of these cards are prime numbers: {cards}?").format(cards=_and_list(self.cards))

    @property
    def scene(self) -> Scene:
        return Scene(hand=self.cards, pick="hand", answer="set")

    @property
    def options(self) -> tuple[int, ...]:
        return self.cards

    @property
    def right(self) -> list[int]:
        return [card for card in self.cards if is_prime(card)]

    def why(self, number: int) -> str:
        return _("{card} is prime: only 1 and {card} divide it.").format(card=number)

    def why_not(self, number: int) -> str:
        if number == 1:
            return _("1 is not a prime number: a prime has exactly two divisors, 1 and itself.")
        factor = smallest_factor(number)
        return _("{card} is not prime: {card} = {factor} × {other}.").format(
            card=number, factor=factor, other=number // factor
        )

    def hints(self) -> list[str]:
        return [
            _("A prime number can only be divided by 1 and by itself: 7 is prime, 9 is not (9 = 3 × 3)."),
            _("Try dividing each card by 2, 3, 5 and 7."),
            self.solution(),
        ]


# ---- ox heads: scoring cards and choosing the pile to take -----------------------------------------
@dataclass(frozen=True)
class ScoreTask(_NumberTask):
    """How many ox heads (minus points) are ``cards`` worth together?"""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        for card in self.cards:
            check_card(card)

    @property
    def prompt(self) -> str:
        if len(self.cards) == 1:
            return _("How many ox heads are on card {card}?").format(card=self.cards[0])
        return _("How many ox heads are these cards worth together: {cards}?").format(cards=_and_list(self.cards))

    @property
    def scene(self) -> Scene:
        return Scene(hand=self.cards)

    @property
    def answer(self) -> int:
        return pile_ox_heads(self.cards)

    def _sum_text(self) -> str:
        each = ", ".join(f"{card}: {ox_heads(card)}" for card in self.cards)
        adding = " + ".join(str(ox_heads(card)) for card in self.cards)
        return _("{each}. Together {adding} = {total} ox heads.").format(each=each, adding=adding, total=self.answer)

    def _right(self) -> str:
        return self._sum_text() if len(self.cards) > 1 else _ox_reason(self.cards[0])

    def _wrong(self, given: int) -> str:
        if given == len(self.cards) and self.answer != given:
            return _("Not every card is worth 1 ox head: some cards are worth more. Look at each card again.")
        if given < self.answer:
            return _("{given} is too few ox heads: look again at the cards ending in 3 and at the prime numbers.").format(
                given=given
            )
        return _("{given} is too many ox heads: check each card again.").format(given=given)

    def hints(self) -> list[str]:
        return [
            ox_rule_text(),
            *[_ox_reason(card) for card in self.cards],
            self.solution(),
        ]

    def solution(self) -> str:
        return self._right()


@dataclass(frozen=True)
class TakeTask(_ChooseTask):
    """You must take a pile: which one costs the fewest ox heads? Piles are listed bottom to top."""

    piles: tuple[tuple[int, ...], ...]
    answer_kind = "one"

    @property
    def tops(self) -> tuple[int, ...]:
        """The top card of each pile: the pupil answers by choosing it."""
        return tuple(pile[-1] for pile in self.piles)

    @property
    def prompt(self) -> str:
        listing = " · ".join(
            _("Pile {name}: {cards}").format(name=pile_name(index), cards=", ".join(map(str, pile)))
            for index, pile in enumerate(self.piles)
        )
        return _("You must take a pile: which one costs the fewest ox heads? Choose its top card.") + " " + listing

    @property
    def scene(self) -> Scene:
        return Scene(tops=self.tops, pick="tops", answer="one")

    @property
    def options(self) -> tuple[int, ...]:
        return self.tops

    @property
    def right(self) -> list[int]:
        return [self.tops[cheapest_pile(self.piles)]]

    def _cost(self, top: int) -> str:
        index = self.tops.index(top)
        pile = self.piles[index]
        total = pile_ox_heads(pile)
        adding = " + ".join(str(ox_heads(card)) for card in pile) + " = " if len(pile) > 1 else ""
        return ngettext(
            "Pile {name} costs {adding}{total} ox head.", "Pile {name} costs {adding}{total} ox heads.", total
        ).format(name=pile_name(index), adding=adding, total=total)

    def why(self, number: int) -> str:
        return self._cost(number) + " " + _("That is the fewest.")

    def why_not(self, number: int) -> str:
        return self._cost(number) + " " + _("Another pile costs fewer.")

    def hints(self) -> list[str]:
        return [ox_rule_text(), *[self._cost(top) for top in self.tops], self.solution()]


# ---- dealing tasks from a seed ------------------------------------------------------------------
def _steps(rng: random.Random, difficulty: WraparoundDifficulty) -> tuple[int, int]:
    """A top card and a step count; the count goes past 100 with probability ``cross_100``."""
    steps = rng.randint(1, difficulty.max_steps)
    if rng.random() < difficulty.cross_100:
        top = rng.randint(_LAST + 1 - steps, _LAST)
    else:
        top = rng.randint(_FIRST, _LAST - steps)
    return top, steps


def _top(rng: random.Random, difficulty: WraparoundDifficulty) -> int:
    """A pile top whose window of ten goes past 100 with probability ``cross_100``."""
    if rng.random() < difficulty.cross_100:
        return rng.randint(_LAST + 1 - MAX_STEP, _LAST - 1)
    return rng.randint(_FIRST, _LAST - MAX_STEP)


def _near_misses(number: int, sign: int) -> list[int]:
    """Numbers that miss by a little: with ``sign`` 1, cards just below the top ``number`` or 11-15
    above it (they do not fit on it); with ``sign`` -1, tops just above the card ``number`` or 11-15
    below it (it does not fit on them)."""
    return [count_on(number, -sign * step) for step in range(1, 6)] + [
        count_on(number, sign * (MAX_STEP + step)) for step in range(1, 6)
    ]


def _mix(rng: random.Random, good: list[int], near: list[int], bad: list[int], size: int, count: int) -> list[int]:
    """``count`` numbers from ``good``, about half of the rest from ``near``, the others from ``bad``, shuffled."""
    chosen = rng.sample(good, count)
    near = [number for number in near if number not in chosen]
    chosen += rng.sample(near, min(len(near), (size - count + 1) // 2))
    chosen += rng.sample([number for number in bad if number not in chosen and number not in near], size - len(chosen))
    rng.shuffle(chosen)
    return chosen


def _deal_hand(rng: random.Random, top: int, size: int, fitting: int, taken: set[int]) -> tuple[int, ...]:
    """``size`` cards, ``fitting`` of them fit on ``top``, the others mostly near misses."""
    free = [card for card in CARDS if card not in taken and card != top]
    good = [card for card in free if fits(top, card)]
    bad = [card for card in free if not fits(top, card)]
    near = [card for card in _near_misses(top, 1) if card in bad]
    return tuple(_mix(rng, good, near, bad, size, fitting))


def _distance_task(rng: random.Random, difficulty: WraparoundDifficulty) -> DistanceTask:
    top, steps = _steps(rng, difficulty)
    return DistanceTask(top, count_on(top, steps))


def _fit_task(rng: random.Random, difficulty: WraparoundDifficulty) -> FitTask:
    top = _top(rng, difficulty)
    hand = _deal_hand(rng, top, difficulty.hand_size, rng.randint(1, difficulty.hand_size - 1), {top})
    return FitTask(top, hand)


def _bull_task(rng: random.Random, difficulty: WraparoundDifficulty) -> BullTask:
    top = _top(rng, difficulty)
    hand = _deal_hand(rng, top, difficulty.hand_size, rng.randint(2, difficulty.hand_size - 1), {top})
    return BullTask(top, hand)


def _piles_task(rng: random.Random, difficulty: WraparoundDifficulty) -> PilesTask:
    card = count_on(_top(rng, difficulty), rng.randint(1, MAX_STEP))
    others = [top for top in CARDS if top != card]
    good = [top for top in others if fits(top, card)]
    bad = [top for top in others if not fits(top, card)]
    near = [top for top in _near_misses(card, -1) if top in bad]
    fitting = rng.randint(1, difficulty.piles - 1)
    return PilesTask(tuple(_mix(rng, good, near, bad, difficulty.piles, fitting)), card)


def _table_tops(rng: random.Random, difficulty: WraparoundDifficulty) -> list[int]:
    """Pile tops spread over the circle, one of them near 100 with probability ``cross_100``."""
    tops = [_top(rng, difficulty)]
    while len(tops) < difficulty.piles:
        top = rng.choice(CARDS)
        if all(MAX_STEP < distance(other, top) < len(CARDS) - MAX_STEP for other in tops):
            tops.append(top)
    rng.shuffle(tops)
    return tops


def _keep_task(rng: random.Random, difficulty: WraparoundDifficulty) -> KeepTask:
    for _try in range(DEAL_TRIES):
        tops = _table_tops(rng, difficulty)
        hand = _deal_hand(rng, tops[0], difficulty.hand_size, rng.randint(1, 2), set(tops))
        task = KeepTask(tuple(tops), hand)
        if 0 < len(task.right) < len(hand):
            return task
    return task


def _best_pile_task(rng: random.Random, difficulty: WraparoundDifficulty) -> BestPileTask:
    for _try in range(DEAL_TRIES):
        tops = _table_tops(rng, difficulty)
        hand = _deal_hand(rng, tops[0], difficulty.hand_size, rng.randint(2, difficulty.hand_size - 1), set(tops))
        counts = sorted((len(fitting_cards(top, hand)) for top in tops), reverse=True)
        if counts[0] > counts[1]:
            break
    rng.shuffle(tops)
    return BestPileTask(tuple(tops), hand)


def _pile(rng: random.Random, size: int, taken: set[int]) -> tuple[int, ...] | None:
    """A pile as it grows in a game: each card 1-10 above the one below; None if a card is taken."""
    pile = [rng.choice(CARDS)]
    while len(pile) < size:
        pile.append(count_on(pile[-1], rng.randint(1, MAX_STEP)))
    return None if taken & set(pile) else tuple(pile)


def _take_task(rng: random.Random, difficulty: WraparoundDifficulty) -> TakeTask:
    for _try in range(DEAL_TRIES):
        piles: list[tuple[int, ...]] = []
        while len(piles) < difficulty.piles:
            pile = _pile(rng, rng.randint(1, difficulty.pile_size), {card for other in piles for card in other})
            if pile is not None:
                piles.append(pile)
        costs = sorted(pile_ox_heads(pile) for pile in piles)
        if costs[0] < costs[1]:
            break
    return TakeTask(tuple(piles))


def _score_task(rng: random.Random, difficulty: WraparoundDifficulty) -> ScoreTask:
    special = [card for cards in OX_HEAD_GROUPS.values() for card in cards]
    count = rng.randint(2, difficulty.hand_size)
    chosen = rng.sample(special, count // 2 + 1)
    chosen += rng.sample([card for card in CARDS if card not in chosen], count - len(chosen))
    rng.shuffle(chosen)
    return ScoreTask(tuple(chosen))


#: every task kind the trainer deals, by name
TASK_KINDS: dict[str, Callable[[random.Random, WraparoundDifficulty], Task]] = {
    "distance": _distance_task,
    "fit": _fit_task,
    "piles": _piles_task,
    "bull": _bull_task,
    "keep": _keep_task,
    "best": _best_pile_task,
    "take": _take_task,
    "score": _score_task,
}

#: Named steps for the dashboard's level control, easiest first.
LEVELS: dict[str, WraparoundDifficulty] = {
    "easy": WraparoundDifficulty(kinds=("distance", "fit", "piles"), cross_100=0.5, max_steps=12, hand_size=4, piles=2),
    "medium": WraparoundDifficulty(
        kinds=("distance", "fit", "piles", "bull", "take"), cross_100=0.6, max_steps=25, hand_size=5, piles=3
    ),
    "hard": WraparoundDifficulty(
        kinds=tuple(TASK_KINDS), cross_100=0.7, max_steps=99, hand_size=6, piles=4, pile_size=5
    ),
}


def make_wraparound_task(rng: random.Random, difficulty: WraparoundDifficulty) -> Task:
    """One task of a kind chosen from ``difficulty.kinds``, dealt from ``rng`` (for :class:`TaskSeries`)."""
    return TASK_KINDS[rng.choice(difficulty.kinds)](rng, difficulty)
