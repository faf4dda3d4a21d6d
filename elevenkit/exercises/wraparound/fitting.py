"""Which pile, which cards (lessons 5 and 6): a card fits on a pile when it is 1 to 10 steps up
from the pile's top card, counting on past 100. Which piles can take a card, which of your cards
fit on a pile, which of your cards fit on no pile at all.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from elevenkit.exercises.base import and_list
from elevenkit.exercises.wraparound.base import (
    LAST,
    ChooseTask,
    Count,
    Said,
    Scene,
    fit_rule,
    numbers_text,
    pile_name,
)
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import CARDS, distance, fits, fitting_cards, window
from elevenkit.nimmt.arithmetic import count_on
from elevenkit.nimmt.rules import MAX_STEP

__all__ = [
    "FitTask",
    "KeepTask",
    "PilesTask",
    "TableTask",
    "fit_category",
    "fit_reason",
    "fit_rule",
    "hand_text",
    "tops_text",
    "window_count",
    "window_hint",
]


def fit_reason(top: int, card: int) -> str:
    """Why ``card`` fits on ``top`` or not, with the count from the engine."""
    steps = distance(top, card)
    if fits(top, card):
        return ngettext(
            "{card} fits on {top}: it is {steps} step up.",
            "{card} fits on {top}: it is {steps} steps up.",
            steps,
        ).format(card=card, top=top, steps=steps)
    if steps > len(CARDS) - MAX_STEP - 1:
        return ngettext(
            "{card} does not fit on {top}: {card} is below {top}, so counting up you go all the way round, "
            "{steps} step.",
            "{card} does not fit on {top}: {card} is below {top}, so counting up you go all the way round, "
            "{steps} steps.",
            steps,
        ).format(card=card, top=top, steps=steps)
    return ngettext(
        "{card} does not fit on {top}: it is {steps} step up, more than {most}.",
        "{card} does not fit on {top}: it is {steps} steps up, more than {most}.",
        steps,
    ).format(card=card, top=top, steps=steps, most=MAX_STEP)


def fit_category(top: int, card: int) -> str:
    """The misconception behind choosing ``card`` for ``top`` when it does not fit (see :func:`fit_reason`)."""
    if fits(top, card):
        return "fits-after-all"
    if distance(top, card) > len(CARDS) - MAX_STEP - 1:
        return "counted-down"
    return "more-than-ten-steps"


def window_hint(top: int) -> Said:
    """The window of ten of ``top`` in words, with its count (from ``top`` up to the window's end)."""
    numbers = window(top)
    return Said(
        _("The cards that fit on {top} are the {most} numbers after it: {numbers}.").format(
            top=top, most=MAX_STEP, numbers=numbers_text(numbers)
        ),
        (top, numbers[-1]),
    )


def window_count(top: int, name: str, question: str) -> Said:
    """A first hint: count up the window of ten from a pile top ("Start at pile A's top card, 22,
    and count up 10 steps, to 32."), then ``question``; the count is drawn."""
    end = count_on(top, MAX_STEP)
    text = _("Start at pile {name}'s top card, {top}, and count up {most} steps, to {end}.").format(
        name=name, top=top, most=MAX_STEP, end=end
    )
    if end < top:
        text += " " + _("After {last} comes 1.").format(last=LAST)
    return Said(f"{text} {question}", (top, end))


def hand_text(hand: Sequence[int]) -> str:
    return _("Your cards: {cards}.").format(cards=and_list(hand))


def tops_text(tops: Sequence[int]) -> str:
    return _("Pile tops: {tops}.").format(
        tops=and_list([f"{pile_name(index)} {top}" for index, top in enumerate(tops)])
    )


@dataclass(frozen=True)
class PilesTask(ChooseTask):
    """Which of the piles (given by their top cards) can take ``card``?"""

    kind_name = "piles"

    tops: tuple[int, ...]
    card: int

    @property
    def prompt(self) -> str:
        return (
            _("Which piles can take the card {card}? Choose every pile top it fits on.").format(card=self.card)
            + " "
            + tops_text(self.tops)
        )

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
        return fit_reason(number, self.card)

    def why_not(self, number: int) -> str:
        return fit_reason(number, self.card)

    def why_not_category(self, number: int) -> str:
        return fit_category(number, self.card)

    def _count_of(self, number: int) -> Count:
        return number, self.card

    @property
    def words(self) -> tuple[str, ...]:
        return ("pile-top",)

    def _missing(self, count: int) -> str:
        return ngettext(
            "{count} more pile can take {card}: look again.",
            "{count} more piles can take {card}: look again.",
            count,
        ).format(count=count, card=self.card)

    def hint_steps(self) -> list[Said]:
        """Count from pile A's top to the card (a question), then each pile's count, then the answer."""
        top = self.tops[0]
        first = _("Start at pile A's top card, {top}, and count up to {card}.").format(top=top, card=self.card)
        if self.card < top:
            first += " " + _("Do you pass {last}? Is it {most} steps or fewer?").format(last=LAST, most=MAX_STEP)
        else:
            first += " " + _("Is it {most} steps or fewer?").format(most=MAX_STEP)
        return [
            Said(first, (top, self.card)),
            *[
                Said(
                    ngettext(
                        "From {top} up to {card} is {steps} step.", "From {top} up to {card} is {steps} steps.", steps
                    ).format(top=top, card=self.card, steps=steps),
                    (top, self.card),
                )
                for top, steps in ((top, distance(top, self.card)) for top in self.tops)
            ],
            Said(self.solution(), self._count_of(self.right[0]) if self.right else None),
        ]


@dataclass(frozen=True)
class FitTask(ChooseTask):
    """Which of the pupil's cards fit on the pile topped by ``top``?"""

    kind_name = "fit"

    top: int
    hand: tuple[int, ...]

    @property
    def prompt(self) -> str:
        return _("Which of your cards fit on {top}?").format(top=self.top) + " " + hand_text(self.hand)

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
        return fit_reason(self.top, number)

    def why_not(self, number: int) -> str:
        return fit_reason(self.top, number)

    def why_not_category(self, number: int) -> str:
        return fit_category(self.top, number)

    def _count_of(self, number: int) -> Count:
        return self.top, number

    def _missing(self, count: int) -> str:
        return ngettext(
            "{count} more of your cards fits on {top}: look again.",
            "{count} more of your cards fit on {top}: look again.",
            count,
        ).format(count=count, top=self.top)

    def hint_steps(self) -> list[Said]:
        return [
            window_count(self.top, pile_name(0), _("Which of your cards do you pass?")),
            window_hint(self.top),
            Said(self.solution()),
        ]


@dataclass(frozen=True)
class TableTask(ChooseTask):
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
        return " ".join([self.question, tops_text(self.tops), hand_text(self.hand)])

    @property
    def scene(self) -> Scene:
        return Scene(tops=self.tops, hand=self.hand, pick=self.pick, answer=self.answer_kind)

    @property
    def options(self) -> tuple[int, ...]:
        return self.hand if self.pick == "hand" else self.tops


@dataclass(frozen=True)
class KeepTask(TableTask):
    """Which of the pupil's cards fit on no pile at all (so they stay in the hand for later)?"""

    kind_name = "keep"

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
                ngettext("{steps} step up from {top}", "{steps} steps up from {top}", steps).format(
                    steps=steps, top=top
                )
                for top, steps in ((top, distance(top, number)) for top in self.tops)
            ),
        )

    def why_not(self, number: int) -> str:
        top = next(top for top in self.tops if fits(top, number))
        return fit_reason(top, number)

    def why_not_category(self, number: int) -> str:
        return "keeps-a-card-that-fits"

    def _count_of(self, number: int) -> Count | None:
        top = next((top for top in self.tops if fits(top, number)), None)
        return None if top is None else (top, number)

    def hint_steps(self) -> list[Said]:
        """Pile A's window counted (a question), each pile's window, then the answer."""
        question = _("Which of your cards do you pass? They fit, so you do not keep them.")
        return [
            window_count(self.tops[0], pile_name(0), question),
            *[window_hint(top) for top in self.tops],
            Said(self.solution()),
        ]
