"""Counting on past 100 (lesson 5): "how far is it from 96 up to 3?".

After 100 comes 1 again. The answer is the engine's :func:`~elevenkit.nimmt.distance`; the task
explains it in words a child can read ("97, 98, 99, 100, then 1, 2, 3: 7 steps") and names the
usual mistakes (counting down, forgetting 100, counting the top card itself).
"""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.exercises.wraparound.base import FIRST, LAST, NumberTask, Said, Scene, numbers_text
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import CARDS, check_card, distance
from elevenkit.nimmt.arithmetic import count_on, counting_path

__all__ = ["DistanceTask", "explain_count"]


def explain_count(top: int, card: int) -> str:
    """The count from ``top`` up to ``card`` in words, pointing out where it goes past 100."""
    path = counting_path(top, card)
    steps = len(path)
    if not path:
        return _("{card} is the top card itself: 0 steps.").format(card=card)
    if LAST in path[:-1]:
        before = path.index(LAST) + 1
        after = steps - before
        return ngettext(
            "Count up from {top}: {up_to_100}, then after {last} comes {first} again: {after_100}. "
            "That is {before} + {after} = {steps} step.",
            "Count up from {top}: {up_to_100}, then after {last} comes {first} again: {after_100}. "
            "That is {before} + {after} = {steps} steps.",
            steps,
        ).format(
            top=top,
            up_to_100=numbers_text(path[:before]),
            last=LAST,
            first=FIRST,
            after_100=numbers_text(path[before:]),
            before=before,
            after=after,
            steps=steps,
        )
    return ngettext(
        "Count up from {top}: {numbers}. That is {steps} step.",
        "Count up from {top}: {numbers}. That is {steps} steps.",
        steps,
    ).format(top=top, numbers=numbers_text(path), steps=steps)


@dataclass(frozen=True)
class DistanceTask(NumberTask):
    """How many steps is it counting up from ``top`` to ``card``, going on with 1 after 100?"""

    kind_name = "distance"

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
        return Scene(tops=(self.top,), focus=self.card, windows=False)

    @property
    def answer(self) -> int:
        return distance(self.top, self.card)

    @property
    def crosses_100(self) -> bool:
        """True when counting from the top to the card goes past 100."""
        return LAST in counting_path(self.top, self.card)[:-1]

    @property
    def rule(self) -> str:
        return _(
            "Count up one number at a time and do not count the start number itself. After {last} comes {first}."
        ).format(last=LAST, first=FIRST)

    @property
    def words(self) -> tuple[str, ...]:
        return ()

    @property
    def typed_what(self) -> str:
        return _("the number of steps")

    def _right(self) -> Said:
        return Said(explain_count(self.top, self.card), (self.top, self.card))

    def _category(self, given: int) -> str:
        if not 0 <= given < len(CARDS):
            return "too-many-steps"
        if self.crosses_100 and given == self.top - self.card:
            return "counted-down"
        if given == self.answer - 1 and self.crosses_100:
            return "forgot-100"
        if given == self.answer + 1:
            return "counted-the-start"
        return "miscounted"

    def _wrong(self, given: int) -> Said:
        """Why ``given`` is wrong; the count drawn is the pupil's own: ``given`` steps up from the top,
        where the sentence says it lands (none for a count down or a count too long to make)."""
        if not 0 <= given < len(CARDS):
            return Said(
                _("On the circle you never need more than {most} steps: try a number from 1 to {most}.").format(
                    most=len(CARDS) - 1
                )
            )
        if self.crosses_100 and given == self.top - self.card:
            return Said(
                _(
                    "{given} is how far it is counting down from {top} to {card}. In 11 nimmt! you always count up: "
                    "after {last} comes {first}."
                ).format(given=given, top=self.top, card=self.card, last=LAST, first=FIRST)
            )
        landing = count_on(self.top, given)
        message = ngettext(
            "{given} step up from {top} takes you to {landing}, not to {card}.",
            "{given} steps up from {top} take you to {landing}, not to {card}.",
            given,
        ).format(given=given, top=self.top, landing=landing, card=self.card)
        if given == self.answer - 1 and self.crosses_100:
            message += " " + _("Did you forget to count {last}?").format(last=LAST)
        elif given == self.answer + 1:
            message += " " + _("Do not count {top} itself: the first step takes you to the next number.").format(
                top=self.top
            )
        elif self.crosses_100:
            message += " " + _("Remember: after {last} the count goes on with {first}.").format(last=LAST, first=FIRST)
        return Said(message, (self.top, landing) if given else None)

    def hint_steps(self) -> list[Said]:
        """Where to start and the first step, then the count in parts (up to 100, then on from 1),
        then the whole count; each hint draws the count it speaks of."""
        path = counting_path(self.top, self.card)
        whole = (self.top, self.card)
        first = _(
            "Put your finger on {top}: the first step takes you to {next}. Count on from there to {card}."
        ).format(top=self.top, next=count_on(self.top, 1), card=self.card)
        if self.crosses_100 and count_on(self.top, 1) != LAST:  # a first step onto 100 says it already
            first += " " + _("Do you pass {last}?").format(last=LAST)
        ladder = [Said(first, whole)]
        if self.crosses_100:
            before = path.index(LAST) + 1
            ladder += [
                Said(
                    ngettext(
                        "From {top} up to {last} is {before} step.",
                        "From {top} up to {last} is {before} steps.",
                        before,
                    ).format(top=self.top, last=LAST, before=before),
                    (self.top, LAST),
                ),
                Said(
                    ngettext(
                        "Then after {last} comes {first}: from {last} on to {card} is {after} more step. Add them up.",
                        "Then after {last} comes {first}: from {last} on to {card} is {after} more steps. Add them up.",
                        len(path) - before,
                    ).format(last=LAST, first=FIRST, card=self.card, after=len(path) - before),
                    whole,
                ),
            ]
        else:
            ladder.append(
                Said(
                    _("Counting up from {top} to {card} is the same as {card} − {top}.").format(
                        top=self.top, card=self.card
                    ),
                    whole,
                )
            )
        ladder.append(Said(explain_count(self.top, self.card), whole))
        return ladder

    def solution(self) -> str:
        return explain_count(self.top, self.card)
