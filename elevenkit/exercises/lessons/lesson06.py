"""Lesson 6 · Bull cards: several cards on one pile (11 nimmt!; age 8-12)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from elevenkit import catalogue
from elevenkit.exercises.answers import read_numbers
from elevenkit.exercises.base import Feedback, and_list
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, always_sometimes_never, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.exercises.wraparound import BestPileTask, BullTask, FitTask, KeepTask, Scene
from elevenkit.exercises.wraparound.base import numbers_text
from elevenkit.exercises.wraparound.fitting import fit_reason, fit_rule
from elevenkit.i18n import _
from elevenkit.nimmt import CARDS, check_card, distance, fits


class LayTask(BullTask):
    """With one bull card, which cards go on the pile and in which order, with the misconceptions
    named: ordering by size across 100, counting from the new top card, any other wrong order."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        reading = read_numbers(answer, self.names)
        if feedback.correct or not feedback.counted or not reading.ok or reading.value is None:
            return feedback
        chosen, right = list(reading.value), self.right
        if sorted(chosen) == sorted(right):
            category = "ordered-by-size" if chosen == sorted(chosen) else "wrong-order"
            return replace(feedback, category=category)
        wrong = [card for card in chosen if card not in right and card in self.options]
        if any(fits(laid, card) for card in wrong for laid in chosen if laid in right):
            return replace(feedback, category="counted-from-new-top")
        return feedback


class BothFitProblem(FindAllTask):
    """ "On which top cards could you lay all of ``cards`` with one bull card?": every top from which
    each card is 1 to 10 steps up."""

    def __init__(self, cards: tuple[int, ...]) -> None:
        super().__init__()
        self.cards = tuple(check_card(card) for card in cards)

    @property
    def prompt(self) -> str:
        return _("On which top cards could you lay {cards} together, with one bull card? Find every one.").format(
            cards=and_list(self.cards)
        )

    @property
    def scene(self) -> Scene:
        return Scene(hand=self.cards)

    def answers(self) -> dict[Hashable, str]:
        return {top: str(top) for top in CARDS if all(fits(top, card) for card in self.cards)}

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        reading = read_numbers(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback(), []
        return self.each(reading.value, self.why_not)

    def why_not(self, top: Any) -> Feedback | None:
        """Why ``top`` is not a top card both cards fit on (None: it is one)."""
        if top not in CARDS:
            return Feedback(False, _("There is no card {top}: the cards go from 1 to 100.").format(top=top))
        if top in self.cards:
            message = _("{top} is one of the cards you want to lay: the top card is another card.")
            return Feedback(False, message.format(top=top), category="chose-a-card-to-lay")
        for card in self.cards:
            if not fits(top, card):
                return Feedback(False, fit_reason(top, card), category="one-card-does-not-fit")
        return None

    def hints(self) -> list[str]:
        each = [
            _("{card} fits on these top cards: {tops}.").format(card=card, tops=numbers_text(tops_under(card)))
            for card in self.cards
        ]
        return [fit_rule(), *each, _("A top card that works is in every one of these lists."), *super().hints()]


def tops_under(card: int) -> list[int]:
    """The top cards ``card`` fits on, in counting order: 88, 89, … 97 for 98."""
    return sorted((top for top in CARDS if fits(top, card)), key=lambda top: -distance(top, card))


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "06",
        _(catalogue.lesson("06").title),
        _(
            "In **11 nimmt!** a **bull card** lets you lay several cards on one pile in one turn. Lesson 5 "
            "(counting past 100) comes first."
        ),
        how_it_works(),
        _("8-12"),
        (
            _("I can find all my cards that fit on one pile."),
            _("I can lay them on the pile in the right order when I have a bull card."),
            _("I can choose the pile that takes the most of my cards, and see which cards I must keep."),
        ),
        (
            explain(
                _("What a bull card lets you do"),
                _(
                    "Without a bull card you lay one card on one pile. With a bull card you may lay several "
                    "cards on one pile in the same turn.\n\n"
                    "Every card must fit on the top card as it was before your turn: 1 to 10 steps up, "
                    "counting on past 100. The square card is the pile's top card, the round cards are yours."
                ),
                Scene(tops=(33,), hand=(35, 38, 43, 44, 20, 60)),
                (
                    _("The top card is 33. Your cards: 35, 38, 43, 44, 20 and 60."),
                    _("35 is 2 steps up from 33, 38 is 5 steps up and 43 is 10 steps up: they all fit."),
                    _("44 is 11 steps up: one too far. 20 and 60 do not fit either."),
                    _("With one bull card you may lay 35, 38 and 43 on 33 in one turn."),
                ),
            ),
            explain(
                _("The order"),
                _(
                    "The cards go on counting up: the nearest card first, the farthest card last, on top.\n\n"
                    "Near 100 the count goes on past 100, so 100 comes before 2."
                ),
                Scene(tops=(94,), hand=(100, 3, 96, 2, 80)),
                (
                    _("The top card is 94. Count how far up each card is."),
                    _("96 is 2 steps up, 100 is 6 steps up, 2 is 8 steps up, 3 is 9 steps up."),
                    _("80 is 86 steps up: it does not fit."),
                    _("Lay them nearest first: 96, then 100, then 2, then 3. The 3 ends on top."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Now the top card is 57. Click every one of your cards that fits on 57, then press Check."),
                FitTask(57, (59, 62, 67, 68, 30, 80)),
                answer="circle",
            ),
            task(
                _("Task 2 · In order"),
                _("Now the order counts: click the cards in the order you lay them, then press Check."),
                LayTask(57, (67, 59, 62, 68, 30)),
                answer="circle",
            ),
            task(
                _("Task 3 · Past 100"),
                _("Which comes first, 99 or 1? Click the cards in the order you lay them."),
                LayTask(95, (99, 4, 97, 1, 85)),
                answer="circle",
            ),
            task(
                _("Task 4 · Careful!"),
                _(
                    "Once 90 lies on the pile, 99 would fit on 90. But every card must fit on the top card "
                    "before your turn: 88."
                ),
                LayTask(88, (90, 98, 99, 1, 95)),
                answer="circle",
            ),
            task(
                _("Task 5 · Which pile?"),
                _("With one bull card you choose one pile. Click the top card of the pile that takes the most."),
                BestPileTask((33, 94), (100, 3, 35, 96, 2, 80)),
                answer="circle",
            ),
            task(
                _("Task 6 · What must wait?"),
                _("Click every one of your cards that fits on no pile, then press Check."),
                KeepTask((33, 94), (100, 35, 50, 80, 3)),
                answer="circle",
            ),
            reasoning(
                _("Think 1 · Spot the mistake"),
                _("The top card is 94. Kim has a bull card and lays 2, 3, 96 and 100, smallest first."),
                ChoiceTask(
                    _("Is Kim right?"),
                    (
                        Choice(
                            _("Yes: small numbers go first."),
                            False,
                            _("Counting up from 94 you reach 96 and 100 before 2 and 3: after 100 comes 1."),
                            "ordered-by-size",
                        ),
                        Choice(
                            _("No: counting up from 94 the order is 96, 100, 2, 3."),
                            True,
                            _("96 is 2 steps up, 100 is 6, 2 is 8 and 3 is 9: the nearest goes first."),
                        ),
                        Choice(
                            _("No: 2 and 3 do not fit on 94."),
                            False,
                            _("They do: 2 is 8 steps up and 3 is 9 steps up, counting on past 100."),
                            "forgot-100",
                        ),
                    ),
                    (_("Count up from 94: 95, 96, … Which of Kim's cards do you reach first?"),),
                ),
            ),
            reasoning(
                _("Think 2 · True or false?"),
                _("The top card is 88. You have a bull card and lay 90 first."),
                true_or_false(
                    _("Now you may also lay 99, because 99 is 9 steps up from 90."),
                    False,
                    _("Every card must fit on the top card before your turn, 88. 99 is 11 steps up from 88."),
                    category="counted-from-new-top",
                ),
            ),
            reasoning(
                _("Think 3 · Always, sometimes or never?"),
                _("You have one bull card and several cards in your hand."),
                always_sometimes_never(
                    _("With the bull card you can lay all your cards on one pile."),
                    "sometimes",
                    _("Only when every one of your cards is 1 to 10 steps up from that pile's top card."),
                    category="bull-lays-everything",
                    hints=(_("Can you lay a card that is 50 steps up?"),),
                ),
            ),
            problem(
                _("Problem · Which top cards?"),
                _(
                    "You want to lay 98 and 3 on one pile with your bull card. Type every top card on which "
                    "both of them fit, one or a few at a time, and press Check."
                ),
                BothFitProblem((98, 3)),
                box=_("Top cards"),
            ),
        ),
    )
