"""Bull cards (lesson 6): with one bull card you lay several cards on one pile at once, in counting
order from the top card. Which cards and in which order, and on which pile you can lay the most.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from elevenkit.exercises.wraparound.base import Count, Said, pile_name
from elevenkit.exercises.wraparound.fitting import FitTask, TableTask, hand_text, window_count, window_hint
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import distance, fitting_cards
from elevenkit.nimmt.rules import MAX_STEP

__all__ = ["BestPileTask", "BullTask"]


@dataclass(frozen=True)
class BullTask(FitTask):
    """With one bull card: which cards go onto ``top`` together, and in which order?"""

    kind_name = "bull"

    answer_kind = "order"

    @property
    def prompt(self) -> str:
        return (
            _(
                "With one bull card, which of your cards can you lay on {top} together, and in which order? "
                "Choose them in the order you lay them."
            ).format(top=self.top)
            + " "
            + hand_text(self.hand)
        )

    @property
    def rule(self) -> str:
        return _(
            "With a bull card you lay several cards on one pile at once. Each must fit: 1 to {most} steps up "
            "from the top card, counting on past 100. The nearest card goes first."
        ).format(most=MAX_STEP)

    @property
    def words(self) -> tuple[str, ...]:
        return ("bull-card", "pile-top")

    def _swapped(self, chosen: list[int]) -> tuple[int, int] | None:
        """The first two neighbours of ``chosen`` laid in the wrong order, farther one first."""
        return next(
            ((first, then) for first, then in pairwise(chosen) if distance(self.top, first) > distance(self.top, then)),
            None,
        )

    def _order_note(self, chosen: list[int]) -> Said | None:
        """Which two cards are swapped; the count drawn goes up to the farther one, past the nearer."""
        swapped = self._swapped(chosen)
        if swapped is None:
            return None
        first, then = swapped
        near = distance(self.top, then)
        far = distance(self.top, first)
        text = ngettext(
            "The right cards, but not the right order. Counting up from {top}, {then} comes before {first} "
            "({then} is {near}, {first} is {far} step up): the nearest card goes first, the farthest ends on top.",
            "The right cards, but not the right order. Counting up from {top}, {then} comes before {first} "
            "({then} is {near}, {first} is {far} steps up): the nearest card goes first, the farthest ends on top.",
            far,
        ).format(
            top=self.top,
            first=first,
            then=then,
            near=ngettext("{steps} step up", "{steps} steps up", near).format(steps=near),
            far=far,
        )
        return Said(text, (self.top, first))

    def hint_steps(self) -> list[Said]:
        question = _("Which of your cards do you pass, and which comes first?")
        last = max(self.right, key=lambda card: distance(self.top, card)) if self.right else None
        return [
            window_count(self.top, pile_name(0), question),
            window_hint(self.top),
            Said(self.solution(), None if last is None else (self.top, last)),
        ]

    def solution(self) -> str:
        order = self.right
        steps = ", ".join(f"{card} ({distance(self.top, card)})" for card in order)
        return _("Lay {order} on {top}, in this order (steps up from {top}: {steps}).").format(
            order=" → ".join(str(card) for card in order), top=self.top, steps=steps
        )


@dataclass(frozen=True)
class BestPileTask(TableTask):
    """With one bull card: on which pile can the pupil lay the most cards at once?"""

    kind_name = "best"

    answer_kind = "one"
    pick = "tops"

    @property
    def question(self) -> str:
        return _(
            "With one bull card you may lay several cards on one pile. On which pile can you lay the most of your cards?"
        )

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

    def _count_of(self, number: int) -> Count | None:
        """From the pile top up to the farthest of the pupil's cards that fit on it (None: none fits)."""
        cards = fitting_cards(number, self.hand)
        return (number, max(cards, key=lambda card: distance(number, card))) if cards else None

    def why_not(self, number: int) -> str:
        return self._cards_on(number) + " " + _("Another pile takes more.")

    def why_not_category(self, number: int) -> str:
        return "not-the-fullest-pile"

    @property
    def rule(self) -> str:
        return _(
            "With one bull card you lay all your cards that fit on one pile at once: 1 to {most} steps up "
            "from its top card, counting on past 100."
        ).format(most=MAX_STEP)

    @property
    def words(self) -> tuple[str, ...]:
        return ("bull-card", "pile-top")

    def hint_steps(self) -> list[Said]:
        question = _("How many of your cards do you pass? Then do the same for the other piles.")
        return [
            window_count(self.tops[0], pile_name(0), question),
            *[Said(self._cards_on(top), self._count_of(top)) for top in self.tops],
            Said(self.solution()),
        ]
