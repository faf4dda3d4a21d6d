"""Lesson 7 · Ox heads and prime numbers (11 nimmt!; age 9-12).

A prime number has exactly two different divisors, 1 and itself; 1 is not prime. The wraparound
tasks are reused with the lesson's own hints (the first hint is never the whole ox-head table) and
misconception categories (``1-called-prime``, ``every-card-one-ox-head``, ``fewest-cards`` …).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from elevenkit import catalogue
from elevenkit.exercises.answers import read_number, read_numbers
from elevenkit.exercises.base import Feedback, and_list
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, Step, explain, how_it_works, problem, reasoning, task
from elevenkit.exercises.wraparound import PrimeTask, ScoreTask, TakeTask, is_prime, pile_name
from elevenkit.exercises.wraparound.ox_heads import ox_reason
from elevenkit.i18n import _, ngettext


def prime_rule() -> str:
    """What a prime number is, as the lesson says it (in its text and its hints)."""
    return _(
        "A prime number has exactly two different divisors: 1 and itself. 7 is prime (1 and 7). "
        "9 is not (1, 3 and 9). 1 is not prime: it has only one divisor."
    )


def prime_mistake(chosen: list[int]) -> str:
    """The misconception behind choosing ``chosen`` as primes (empty: none of them is wrong)."""
    if 1 in chosen:
        return "1-called-prime"
    if any(not is_prime(number) and number % 2 for number in chosen):
        return "odd-called-prime"
    return "not-prime" if any(not is_prime(number) for number in chosen) else ""


class PrimeCardsTask(PrimeTask):
    """Which cards are prime? With the lesson's definition in the hints and the mistake named."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        reading = read_numbers(answer, self.names)
        if feedback.correct or not feedback.counted or not reading.ok or reading.value is None:
            return feedback
        return replace(feedback, category=prime_mistake(list(reading.value)) or "missed-a-prime")

    def hints(self) -> list[str]:
        return [prime_rule(), _("Try dividing each card by 2, 3, 5 and 7."), self.solution()]


class OxHeadsTask(ScoreTask):
    """How many ox heads? The first hint is a question about the cards, not the whole table."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        reading = read_number(answer)
        if feedback.correct or not feedback.counted or not reading.ok or reading.value is None:
            return feedback
        if reading.value == len(self.cards):
            return replace(feedback, category="every-card-one-ox-head")
        return replace(feedback, category="too-few-ox-heads" if reading.value < self.answer else "too-many-ox-heads")

    def hints(self) -> list[str]:
        return [
            _("Look at each card: does it end in 3? Is it a prime number?"),
            *[ox_reason(card) for card in self.cards],
            self.solution(),
        ]


class MemoryTakeTask(TakeTask):
    """Which pile is cheapest to take? A memory task: the pupil saw every card being laid (the step's
    text tells what was seen, :func:`memory_step`); the question itself does not list the piles."""

    @property
    def prompt(self) -> str:
        return _("You must take a pile: which one costs the fewest ox heads? Click its top card.")

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        reading = read_number(answer, self.names)
        if feedback.correct or not feedback.counted or not reading.ok or reading.value not in self.tops:
            return feedback
        fewest = min(len(pile) for pile in self.piles)
        chosen = self.piles[self.tops.index(reading.value)]
        return replace(feedback, category="fewest-cards" if len(chosen) == fewest else "not-the-cheapest-pile")

    def hints(self) -> list[str]:
        return [
            _("Add up the ox heads of the cards in each pile."),
            *[self._cost(top) for top in self.tops],
            self.solution(),
        ]

    def solution(self) -> str:
        """Which pile to take, named by its top card (what the pupil clicks), then what each pile costs."""
        (top,) = self.right
        take = _("Take pile {name}, the one with {top} on top.").format(name=pile_name(self.tops.index(top)), top=top)
        return f"{take}\n{super().solution()}"


class PrimesUpToProblem(FindAllTask):
    """ "Find every prime number from 1 to ``last``": 1 is not one of them."""

    def __init__(self, last: int) -> None:
        super().__init__()
        self.last = last

    @property
    def prompt(self) -> str:
        return _("Find every prime number from 1 to {last}.").format(last=self.last)

    def answers(self) -> dict[Hashable, str]:
        return {number: str(number) for number in range(1, self.last + 1) if is_prime(number)}

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        reading = read_numbers(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback(), []
        return self.each(reading.value, self.why_not)

    def why_not(self, number: Any) -> Feedback | None:
        """Why ``number`` is not a prime from 1 to :attr:`last` (None: it is one)."""
        if not 1 <= number <= self.last:
            message = _("{number} is not from 1 to {last}: look for numbers from 1 to {last}.")
            return Feedback(False, message.format(number=number, last=self.last), category="out-of-range")
        if not is_prime(number):
            return Feedback(False, PrimeCardsTask((number,)).why_not(number), category=prime_mistake([number]))
        return None

    def hints(self) -> list[str]:
        return [prime_rule(), *super().hints()]


def memory_step(title: str, text: str, piles: tuple[tuple[int, ...], ...]) -> Step:
    """A memory task: ``text``, then what the pupil remembers of each pile (bottom card first), and
    the question without the piles; answered by clicking a top card on the circle."""
    remembered = " ".join(
        ngettext("Pile {name} got one card: {top}.", "Pile {name} got {cards}: {top} is on top.", len(pile)).format(
            name=pile_name(index), cards=and_list(pile), top=pile[-1]
        )
        for index, pile in enumerate(piles)
    )
    return task(title, f"{text}\n\n{remembered}", MemoryTakeTask(piles), answer="circle")


def ox_heads_step(title: str, text: str, cards: tuple[int, ...]) -> Step:
    """A task typed into a box, without the number circle: it would only stand between the pupil
    and the box, and the cards' ox heads are what the pupil works out."""
    return Step("task", title, text, OxHeadsTask(cards), box=_("Ox heads"))


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "07",
        _(catalogue.lesson("07").title),
        _(
            "In **11 nimmt!** every card shows **ox heads**. The cards still in your hand when a round ends "
            "cost you their ox heads as minus points. The prime numbers and the numbers ending in 3 cost the most."
        ),
        how_it_works(),
        _("9-12"),
        (
            _("I can tell whether a number is prime: it has exactly two different divisors, 1 and itself."),
            _("I can say how many ox heads a card has and add up the ox heads of a hand."),
            _("I can choose the pile that costs the fewest ox heads."),
        ),
        (
            explain(
                _("Prime numbers"),
                _("A divisor of a number divides it with nothing left over: 3 is a divisor of 12, because 12 = 3 × 4.")
                + "\n\n"
                + prime_rule(),
                worked=(
                    _("Is 7 prime? Its divisors are 1 and 7, nothing else: exactly two. 7 is prime."),
                    _("Is 9 prime? 9 = 3 × 3, so its divisors are 1, 3 and 9: three divisors. 9 is not prime."),
                    _("Is 2 prime? Its divisors are 1 and 2: exactly two. 2 is prime, the only even prime."),
                    _("Is 1 prime? Its only divisor is 1: one divisor, not two. 1 is not prime."),
                    _("Is 21 prime? 21 = 3 × 7: 1, 3, 7 and 21. Not prime, even though it is odd."),
                ),
            ),
            explain(
                _("Ox heads"),
                _(
                    "Every card of 11 nimmt! shows ox heads. When a round ends, the ox heads of the cards still "
                    "in your hand are your minus points. A pile you take goes into your hand, so its ox heads can "
                    "cost you too.\n\n"
                    "The game's rulebook does not list how many ox heads each card has. The numbers in this kit "
                    "come from a computer version of the game that anyone can read: your printed cards may differ."
                    "\n\n"
                    "Most cards have 1 ox head. The prime numbers have 3. The numbers ending in 3 have 5. "
                    "3, 33, 63 and 93 have the most: 7."
                ),
                worked=(
                    _("Card 20: it does not end in 3 and it is not prime: 1 ox head."),
                    _("Card 7: it is prime: 3 ox heads."),
                    _("Card 13: it ends in 3 (and is prime, but ending in 3 counts more): 5 ox heads."),
                    _("Card 33: it is one of 3, 33, 63 and 93: 7 ox heads."),
                    _("Together: 1 + 3 + 5 + 7 = 16 ox heads."),
                ),
            ),
            ox_heads_step(
                _("Task 1 · Your turn"),
                _("Is 17 prime? Does it end in 3? Type how many ox heads it has."),
                (17,),
            ),
            ox_heads_step(
                _("Task 2"),
                _("Type how many ox heads this card has."),
                (43,),
            ),
            task(
                _("Task 3 · Which are prime?"),
                _("Click every prime number on the circle, then press Check."),
                PrimeCardsTask((1, 2, 9, 11, 15, 17, 21, 23)),
                answer="circle",
            ),
            ox_heads_step(
                _("Task 4 · A whole hand"),
                _("The round is over and these cards are still in your hand. Add up their ox heads."),
                (5, 10, 13, 33, 60),
            ),
            memory_step(
                _("Task 5 · Memory: which pile?"),
                _(
                    "In the game you see just the top card of a pile. But you watched every card being laid, "
                    "so you remember them, bottom card first:"
                ),
                ((12, 15, 18), (3, 7), (40, 44, 45, 50)),
            ),
            memory_step(
                _("Task 6 · Memory: fewer cards?"),
                _("You remember these piles too. Careful: fewer cards is not always cheaper!"),
                ((93,), (20, 22, 25, 29), (61, 64)),
            ),
            ox_heads_step(
                _("Task 7 · Another hand"),
                _("Add up the ox heads of these cards."),
                (97, 83, 63, 100),
            ),
            reasoning(
                _("Think 1 · True or false?"),
                _("Think of the divisors of 1."),
                true_or_false(
                    _("1 is a prime number."),
                    False,
                    _("A prime has exactly two different divisors, 1 and itself. 1 has only one divisor: 1."),
                    category="1-called-prime",
                ),
            ),
            reasoning(
                _("Think 2 · Spot the mistake"),
                _("Zoe says: 27 is prime, because it is odd."),
                ChoiceTask(
                    _("Is Zoe right?"),
                    (
                        Choice(
                            _("Yes: odd numbers are prime."),
                            False,
                            _("Many odd numbers are not prime: 9 = 3 × 3, 15 = 3 × 5, 27 = 3 × 9."),
                            "odd-called-prime",
                        ),
                        Choice(
                            _("No: 27 = 3 × 9, so 3 and 9 divide it too."),
                            True,
                            _("27 has the divisors 1, 3, 9 and 27: more than two."),
                        ),
                        Choice(
                            _("No: a prime number ends in 3."),
                            False,
                            _("Some primes end in 3 (13, 23), others do not (7, 11), and 33 = 3 × 11 is not prime."),
                            "ends-in-3-called-prime",
                        ),
                    ),
                    (_("Try dividing 27 by 3."),),
                ),
            ),
            reasoning(
                _("Think 3 · What can you see?"),
                _(
                    "In the game you only see the top card of a pile and how many cards it has. Pile A has "
                    "1 card: 93. Pile B has 3 cards with 50 on top. You did not watch the cards under 50."
                ),
                ChoiceTask(
                    _("Which pile costs more ox heads?"),
                    (
                        Choice(
                            _("Pile A: 93 has 7 ox heads."),
                            False,
                            _("Under 50 there could be 33 and 43: then pile B costs 7 + 5 + 1 = 13."),
                            "judged-by-the-top-card",
                        ),
                        Choice(
                            _("Pile B: it has more cards."),
                            False,
                            _("Three ordinary cards cost only 1 + 1 + 1 = 3, fewer than 7."),
                            "fewest-cards",
                        ),
                        Choice(
                            _("You cannot tell: you would have to remember the cards under 50."),
                            True,
                            _("Pile B costs between 3 and 13 ox heads, pile A costs 7. Good players remember!"),
                        ),
                    ),
                    (_("What could lie under the 50?"),),
                ),
            ),
            problem(
                _("Problem · Every prime up to 20"),
                _("Type the prime numbers from 1 to 20, one or a few at a time, and press Check after each."),
                PrimesUpToProblem(20),
                box=_("Numbers"),
            ),
        ),
    )
