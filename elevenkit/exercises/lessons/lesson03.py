"""Lesson 3 · The 1-11 and the wild (one-eleven, Addition deck; age 8-11)."""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.captures import capture_task
from elevenkit.exercises.lessons.equations import equation_task
from elevenkit.exercises.lessons.pictures import card_and_table
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, always_sometimes_never, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.exercises.lessons.unknowns import wild_task
from elevenkit.i18n import _


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "03",
        _(catalogue.lesson("03").title),
        _("In **one-eleven** the **1-11** card can be 1 or 11, and the **wild** card can be any number you need."),
        how_it_works(),
        _("8-11"),
        (
            _("I can use the 1-11 card as 1 or as 11, whichever I need."),
            _("I can find the number a wild card must be, like 14 = 3 + ? (the wild is 11)."),
            _("I can write a wild in an equation as the number it stands for."),
        ),
        (
            explain(
                _("The 1-11 card"),
                _(
                    "The 1-11 card counts as 1 or as 11: you choose, whichever you need. In this kit it shows "
                    "both numbers, 1 and 11.\n\n"
                    "In an equation you write the number it stands for: 14 = 3 + 11, or 6 = 5 + 1."
                ),
                card_and_table("14", "3 1-11 9"),
                (
                    _("Your card is a 14. Is there a card that makes 14 with the 3?"),
                    _("14 − 3 = 11, so the 3 needs an 11."),
                    _("The 1-11 can be 11! Your 14 takes the 3 and the 1-11."),
                    _("We write 14 = 3 + 11. Here the 1-11 is an 11."),
                ),
            ),
            explain(
                _("The wild card"),
                _(
                    "The wild card can be any number from 1 to 15: the one you need. In this kit it is drawn "
                    "as a star with two bars on it (the kit's own picture: your printed cards may look "
                    "different). The bars are not an equals sign!\n\n"
                    "A wild with other cards is the missing number. In words we write it as wild (as 11); in "
                    "the answer box you type just the number it stands for."
                ),
                card_and_table("14", "3 ="),
                (
                    _("Your card is a 14. On the table: a 3 and a wild."),
                    _("14 = 3 + ?: what does the 3 still need to make 14?"),
                    _("Take away: 14 − 3 = 11."),
                    _("So the wild stands for 11: 14 = 3 + wild (as 11)."),
                    _("In the box you would type 14 = 3 + 11."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _(
                    "Your card is a 15 now. Click the table cards your 15 takes, then press Check. Think of the 1-11 as 11."
                ),
                capture_task("15", "4 1-11 9 7"),
                answer="cards",
            ),
            task(
                _("Task 2 · A 1 this time"),
                _("Type the equation. Is the 1-11 a 1 or an 11 here?"),
                equation_task("6", "1-11 5 9 12"),
                box=_("Equation"),
            ),
            task(
                _("Task 3 · Your card is the 1-11"),
                _("Play your 1-11 as 1 or as 11. Click the table cards it takes, then press Check."),
                capture_task("1-11", "4 7 13 2"),
                answer="cards",
            ),
            task(
                _("Task 4 · What must the wild be?"),
                _("Type the number the wild stands for."),
                wild_task("14", "3 ="),
                box=_("The wild is"),
            ),
            task(
                _("Task 5"),
                _("Type the number the wild stands for."),
                wild_task("12", "5 ="),
                box=_("The wild is"),
            ),
            task(
                _("Task 6 · Three cards"),
                _("Type the number the wild stands for."),
                wild_task("15", "4 = 6"),
                box=_("The wild is"),
            ),
            task(
                _("Task 7 · The wild helps"),
                _(
                    "The wild can help your 10 in two different ways. Type one of them as an equation, "
                    "with the number the wild stands for."
                ),
                equation_task("10", "= 4 13 12"),
                box=_("Equation"),
            ),
            reasoning(
                _("Think 1 · Spot the mistake"),
                _("Ben's card is a 14. He takes the 3 and the 1-11 and writes 14 = 3 + 1."),
                ChoiceTask(
                    _("Is Ben right?"),
                    (
                        Choice(
                            _("Yes: the 1-11 is a 1."),
                            False,
                            _("3 + 1 = 4, not 14. The 1-11 is an 11 here."),
                            "one-eleven-value",
                        ),
                        Choice(
                            _("He took the right cards, but the equation is wrong: 14 = 3 + 11."),
                            True,
                            _("The 1-11 is an 11 here: 3 + 11 = 14."),
                        ),
                        Choice(
                            _("No: the 1-11 can only be 1, so his 14 takes nothing."),
                            False,
                            _("The 1-11 can be 1 or 11, whichever you need."),
                            "one-eleven-only-one",
                        ),
                    ),
                    (_("Work out 3 + 1. Is it 14?"),),
                ),
            ),
            reasoning(
                _("Think 2 · True or false?"),
                _("Look at the wild card: a star with two bars."),
                true_or_false(
                    _("The wild card means equals, like the = in 7 = 2 + 5."),
                    False,
                    _("The wild is a card that stands for a number. We write it as wild (as 11), never as =."),
                    category="wild-read-as-equals",
                ),
            ),
            reasoning(
                _("Think 3 · Always, sometimes or never?"),
                _("A wild lies alone on the table."),
                always_sometimes_never(
                    _("Any card you play can take that wild."),
                    "always",
                    _("The wild can be any number from 1 to 15, so it can always be the same number as your card."),
                    category="wild-has-one-value",
                    hints=(_("Which numbers can the wild be?"),),
                ),
            ),
            problem(
                _("Problem · Every way with a wild"),
                _(
                    "Find every way your 12 can take cards from this table. The wild can be a different number "
                    "in each way. Type one equation at a time with the number the wild stands for, and press "
                    "Check."
                ),
                ways_problem("12", "= 5 1-11"),
                box=_("Equation"),
            ),
        ),
    )
