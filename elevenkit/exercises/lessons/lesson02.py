"""Lesson 2 · Many cards and every way (one-eleven, Addition deck; age 8-10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from elevenkit import catalogue
from elevenkit.exercises.answers import read_number
from elevenkit.exercises.base import Feedback
from elevenkit.exercises.captures import WaysTask, capture_task
from elevenkit.exercises.captures.parts import read_cards
from elevenkit.exercises.lessons.equations import equation_task
from elevenkit.exercises.lessons.pictures import card_and_table
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, always_sometimes_never, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.i18n import _


class CountWaysTask(WaysTask):
    """ "How many different ways make 10?" with the two misconceptions named: a way counted twice
    (2 + 8 and 8 + 2) and stopping before every way is found."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        reading = read_number(answer)
        if feedback.correct or not feedback.counted or not reading.ok or reading.value is None:
            return feedback
        category = "counted-a-way-twice" if reading.value > len(self.ways) else "missed-a-way"
        return replace(feedback, category=category)


def count_ways(target: int, table: str) -> CountWaysTask:
    """A lesson's "how many ways make ``target``?" task (Addition deck)."""
    return CountWaysTask(target, read_cards(table))


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "02",
        _(catalogue.lesson("02").title),
        _(
            "In **one-eleven** your card may take three or more cards that add up to it. How many different "
            "ways are there?"
        ),
        how_it_works(),
        _("8-10"),
        (
            _("I can take three or more cards that add up to my card, like 12 = 2 + 3 + 7."),
            _("I can find every way to make a number from the table, biggest card first."),
            _("I can tell that 2 + 5 and 5 + 2 are the same way."),
        ),
        (
            explain(
                _("More than two cards"),
                _(
                    "With the Addition deck your card may take two cards that add up to it, and also three, "
                    "four or more.\n\nAdd them one by one and keep the running total in your head."
                ),
                card_and_table("12", "2 3 7 13"),
                (
                    _("Your card is a 12."),
                    _("Start with one card: the 2."),
                    _("Add the 3: 2 + 3 = 5."),
                    _("Add the 7: 5 + 7 = 12. That is your number!"),
                    _("Your 12 takes three cards: 12 = 2 + 3 + 7."),
                ),
            ),
            explain(
                _("Every way: a plan"),
                _(
                    "Sometimes there are many ways to make your number. To find every way and count none "
                    "twice, go through the cards from the biggest down.\n\n"
                    "2 + 8 and 8 + 2 are the same two cards: that is one way, not two."
                ),
                card_and_table("10", "2 3 5 7 8"),
                (
                    _("Make 10 from 2, 3, 5, 7 and 8. Start with the biggest card, 8."),
                    _("8 needs 10 − 8 = 2 more. There is a 2: 10 = 2 + 8."),
                    _("Next biggest, 7: it needs 3. There is a 3: 10 = 3 + 7."),
                    _("Then 5: it needs 5 more from the smaller cards 2 and 3. 2 + 3 = 5: 10 = 2 + 3 + 5."),
                    _("The cards below 5 make only 2 + 3 = 5 together: too small. Done: 3 ways."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Your card is a 15 now. Click the three table cards that make 15 together, then press Check."),
                capture_task("15", "3 5 7 14"),
                answer="cards",
            ),
            task(
                _("Task 2 · Write it down"),
                _("Type what your card takes as an equation, like 12 = 2 + 3 + 7."),
                equation_task("14", "2 4 8 15"),
                box=_("Equation"),
            ),
            task(
                _("Task 3"),
                _("Type the equation. Add the cards one by one."),
                equation_task("15", "3 4 5 6"),
                box=_("Equation"),
            ),
            task(
                _("Task 4 · How many ways?"),
                _("Use the plan: biggest card first. Type how many different ways there are."),
                count_ways(10, "2 3 5 7 8"),
                box=_("Ways"),
            ),
            task(
                _("Task 5 · How many ways?"),
                _("Type how many different ways there are."),
                count_ways(9, "2 3 4 5 6"),
                box=_("Ways"),
            ),
            task(
                _("Task 6 · Several groups at once"),
                _(
                    "In one turn your card may take several groups. Click the cards of one group, or of "
                    "several groups at once, and press Check, until your card has taken everything it can."
                ),
                capture_task("10", "10 3 7 4 6"),
                answer="cards",
            ),
            reasoning(
                _("Think 1 · One way or two?"),
                _("The table has a 2 and a 5. Your card is a 7."),
                true_or_false(
                    _("2 + 5 and 5 + 2 are two different ways to make 7."),
                    False,
                    _("They use the same two cards, so they are one way. 2 + 5 and 5 + 2 are both 7."),
                    category="counted-a-way-twice",
                ),
            ),
            reasoning(
                _("Think 2 · Spot the mistake"),
                _("Leo's card is a 4. The table has one 2, a 6 and a 9. Leo says: 4 = 2 + 2, so I take the 2."),
                ChoiceTask(
                    _("Is Leo right?"),
                    (
                        Choice(
                            _("Yes: 2 + 2 = 4."),
                            False,
                            _("2 + 2 needs two cards with 2 on them. There is only one 2 on the table."),
                            "used-a-card-twice",
                        ),
                        Choice(
                            _("No: each card counts once. With only one 2 his 4 takes nothing here."),
                            True,
                            _("There is no 4, and no two cards make 4."),
                        ),
                        Choice(
                            _("No: 4 = 6 − 2, so he takes the 6 and the 2."),
                            False,
                            _("With the Addition deck you add cards, you never take them away."),
                            "subtracted-instead-of-added",
                        ),
                    ),
                    (_("How many cards with a 2 lie on the table?"),),
                ),
            ),
            reasoning(
                _("Think 3 · Always, sometimes or never?"),
                _("Think of cards from 2 to 9."),
                always_sometimes_never(
                    _("Three cards add up to more than two cards."),
                    "sometimes",
                    _("2 + 3 + 4 = 9 is more than 2 + 5 = 7, but less than 7 + 8 = 15. It depends on the cards."),
                    category="more-cards-more",
                    hints=(_("Try 2 + 3 + 4 and 7 + 8."),),
                ),
            ),
            problem(
                _("Problem · Every way to make 13"),
                _(
                    "Find every way your 13 can take cards from this table. Type one equation at a time and "
                    "press Check: the computer keeps the ones you found and tells you how many are missing."
                ),
                ways_problem("13", "2 3 4 6 7 9"),
                box=_("Equation"),
            ),
        ),
    )
