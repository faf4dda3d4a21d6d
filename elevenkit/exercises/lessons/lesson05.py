"""Lesson 5 · Counting on past 100 (11 nimmt!; age 8-11)."""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.lessons.counting import CountUpTask, WindowProblem
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, true_or_false, which_is_bigger
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.exercises.wraparound import FitTask, PilesTask, Scene
from elevenkit.i18n import _


def build() -> Lesson:
    """The lesson's steps: worked example, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "05",
        _(catalogue.lesson("05").title),
        _("In **11 nimmt!** the numbers 1 to 100 go round in a circle: after 100 comes 1 again."),
        how_it_works(),
        _("8-11"),
        (
            _("I can count on past 100: 98, 99, 100, 1, 2."),
            _("I can say how far it is from a pile's top card up to my card."),
            _("I can find the window of ten: the ten numbers that fit on a pile."),
        ),
        (
            explain(
                _("After 100 comes 1"),
                _(
                    "When you count in school, after 100 comes 101, 102, 103 and so on.\n\n"
                    "In 11 nimmt! there is no 101: the cards go from 1 to 100, and after 100 comes 1 again. "
                    "The numbers stand round a circle, like the hours on a clock, where after 12 comes 1.\n\n"
                    "The square card A is the top card of a pile: 96. Click a number on the circle and it "
                    "counts for you."
                ),
                Scene(tops=(96,), focus=3),
                (
                    _("How far is it from 96 up to 3? Start at 96, but do not count 96 itself."),
                    _("Count up: 97, 98, 99, 100. That is 4 steps."),
                    _("After 100 comes 1 (not 101!): 1, 2, 3. That is 3 more steps."),
                    _("4 + 3 = 7. From 96 up to 3 is 7 steps."),
                ),
            ),
            explain(
                _("The window of ten"),
                _(
                    "A card fits on a pile when it is 1 to 10 steps up from the pile's top card.\n\n"
                    "On 96 that is 97, 98, 99, 100, 1, 2, 3, 4, 5 and 6: the shaded part of the circle. The window "
                    "of ten goes past 100."
                ),
                Scene(tops=(96,)),
                (
                    _("Start at 96 and count 10 steps up."),
                    _("97, 98, 99, 100: 4 steps."),
                    _("1, 2, 3, 4, 5, 6: 6 more steps, 10 in all."),
                    _("So 97 to 100 and 1 to 6 fit on 96. 96 itself and 7 do not."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Count up on the circle, then type how many steps it is."),
                CountUpTask(33, 40),
                box=_("Steps"),
            ),
            task(
                _("Task 2 · Past 100"),
                _("This count goes past 100."),
                CountUpTask(95, 4),
                box=_("Steps"),
            ),
            task(
                _("Task 3 · From the rulebook"),
                _("Count up from 98."),
                CountUpTask(98, 5),
                box=_("Steps"),
            ),
            task(
                _("Task 4 · Which cards fit?"),
                _("Click every one of your cards that fits on 96, then press Check."),
                FitTask(96, (97, 100, 1, 6, 7, 90)),
                answer="circle",
            ),
            task(
                _("Task 5 · Which piles?"),
                _("Now there are three piles. Click every pile top the card 5 fits on, then press Check."),
                PilesTask((96, 2, 40), 5),
                answer="circle",
            ),
            task(
                _("Task 6 · Which way round?"),
                _("Careful: 20 is smaller than 80. In 11 nimmt! you always count up."),
                CountUpTask(80, 20),
                box=_("Steps"),
            ),
            task(
                _("Task 7 · Just below"),
                _("89 is just below 90. Counting up, how far do you go?"),
                CountUpTask(90, 89),
                box=_("Steps"),
            ),
            reasoning(
                _("Think 1 · Spot the mistake"),
                _("Tom says: from 97 up to 2 is 95 steps, because 97 − 2 = 95."),
                ChoiceTask(
                    _("Is Tom right?"),
                    (
                        Choice(
                            _("Yes: 97 − 2 = 95."),
                            False,
                            _("97 − 2 counts down from 97 to 2. In 11 nimmt! you count up: 98, 99, 100, 1, 2."),
                            "counted-down",
                        ),
                        Choice(_("No: counting up goes 98, 99, 100, 1, 2. That is 5 steps."), True, _("3 + 2 = 5.")),
                        Choice(
                            _("No: it is 6 steps, because you count 97 too."),
                            False,
                            _("The first step takes you from 97 to 98: 97 itself is not a step."),
                            "counted-the-start",
                        ),
                    ),
                    (_("Which way does Tom count: up or down?"),),
                ),
            ),
            reasoning(
                _("Think 2 · True or false?"),
                _("Think of the cards of 11 nimmt!."),
                true_or_false(
                    _("In 11 nimmt!, the number after 100 is 101."),
                    False,
                    _(
                        "There is no card 101: the cards go from 1 to 100, so after 100 comes 1 again. "
                        "In ordinary counting, after 100 comes 101."
                    ),
                    category="after-100-is-101",
                ),
            ),
            reasoning(
                _("Think 3 · Which is further?"),
                _("Count up both times."),
                which_is_bigger(
                    _("Which is further, counting up?"),
                    _("From 95 up to 5"),
                    _("From 5 up to 15"),
                    "same",
                    _("Both are 10 steps: 96, 97, 98, 99, 100, 1, 2, 3, 4, 5 and 6, 7, 8, …, 15."),
                    category="counted-down",
                    nudge=_("Count each one up on the circle, step by step, and compare the two numbers of steps."),
                ),
            ),
            problem(
                _("Problem · The whole window"),
                _("Type the numbers, one or a few at a time, and press Check after each."),
                WindowProblem(93),
                box=_("Numbers"),
            ),
        ),
    )
