"""Lesson 4 · The Subtraction deck (one-eleven; age 8-11)."""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.captures import capture_task
from elevenkit.exercises.lessons.equations import equation_task
from elevenkit.exercises.lessons.pictures import card_and_table
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.exercises.lessons.unknowns import wild_task
from elevenkit.i18n import _

DECK = "subtraction"


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "04",
        _(catalogue.lesson("04").title),
        _("With the **Subtraction deck** of **one-eleven** your card takes cards by matching or by **subtracting**."),
        how_it_works(),
        _("8-11"),
        (
            _("I can take two cards whose difference is my card, like 5 = 9 − 4."),
            _("I can take away more than one card from the biggest one, like 2 = 12 − 6 − 4."),
            _("I can check a subtraction with an addition: 2 + 4 + 6 = 12, so 12 − 6 − 4 = 2."),
        ),
        (
            explain(
                _("Taking a difference"),
                _(
                    "The Subtraction deck is the red deck. With it your card takes a card of the same number "
                    "(a match) or cards whose difference is your number. You never add with this deck.\n\n"
                    "In this kit the Subtraction deck is drawn red with a − bar in each corner and the word "
                    "subtract (the kit's own picture: your printed cards may look different)."
                ),  # red: the ink of drawing.DECK_STYLES["subtraction"] (a test checks)
                card_and_table("5", "9 4 12 2", DECK),
                (
                    _("Your card is a 5."),
                    _("Start with a big card on the table: the 9."),
                    _("What must you take away from 9 to leave 5? 9 − 5 = 4."),
                    _("There is a 4. 9 − 4 = 5, so your 5 takes the 9 and the 4."),
                    _("We write 5 = 9 − 4. Always start with the biggest number."),
                ),
            ),
            explain(
                _("Taking away more than one card"),
                _(
                    "Your card may take three cards too: the biggest card minus all the others.\n\n"
                    "Subtraction undoes addition. Because 2 + 4 + 6 = 12, taking 6 and 4 away from 12 leaves 2."
                ),
                card_and_table("2", "12 6 4", DECK),
                (
                    _("Your card is a 2. Start at the biggest card, 12."),
                    _("Take away 6: 12 − 6 = 6."),
                    _("Take away 4: 6 − 4 = 2. That is your number!"),
                    _("We write 2 = 12 − 6 − 4."),
                    _("Check with an addition: 2 + 6 + 4 = 12. It works."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Your card is a 6 now. Click the two table cards your 6 takes, then press Check."),
                capture_task("6", "10 4 13 2", DECK),
                answer="cards",
            ),
            task(
                _("Task 2 · Write it down"),
                _("Type the equation, the biggest number first, like 5 = 9 − 4."),
                equation_task("3", "12 9 7 5", DECK),
                box=_("Equation"),
            ),
            task(
                _("Task 3 · Three cards"),
                _("Type the equation with three cards: 12 − ? − ? = 2."),
                equation_task("2", "12 6 4 9", DECK, cards=3),
                box=_("Equation"),
            ),
            task(
                _("Task 4 · Two groups"),
                _(
                    "Your 7 can take two groups. Click the cards of one group, or of both groups at once, "
                    "and press Check."
                ),
                capture_task("7", "15 8 3 10", DECK),
                answer="cards",
            ),
            task(
                _("Task 5 · What must the wild be?"),
                _("Addition can help: 5 + ? = 9. Type the number the wild stands for."),
                wild_task("5", "9 =", DECK),
                box=_("The wild is"),
            ),
            task(
                _("Task 6"),
                _("Addition helps again: 2 + ? + 4 = 12. Type the number the wild stands for."),
                wild_task("2", "12 = 4", DECK),
                box=_("The wild is"),
            ),
            task(
                _("Task 7 · One more"),
                _("Type the equation, the biggest number first."),
                equation_task("4", "13 9 7 2", DECK),
                box=_("Equation"),
            ),
            reasoning(
                _("Think 1 · Spot the mistake"),
                _("Ella's card is a 5. She takes the 4 and the 9 and writes 5 = 4 − 9."),
                ChoiceTask(
                    _("Is Ella right?"),
                    (
                        Choice(
                            _("Yes: the difference of 4 and 9 is 5."),
                            False,
                            _("The cards are right, but 4 − 9 does not make 5: start with the biggest number."),
                            "smaller-minus-bigger",
                        ),
                        Choice(
                            _("The cards are right, but she must write 5 = 9 − 4: the biggest number first."),
                            True,
                            _("9 − 4 = 5."),
                        ),
                        Choice(
                            _("No: with a 4 and a 9 she should add, 4 + 9."),
                            False,
                            _("4 + 9 = 13, and with the Subtraction deck you never add."),
                            "added-instead-of-subtracted",
                        ),
                    ),
                    (_("Which number is bigger, 4 or 9? Where must it stand?"),),
                ),
            ),
            reasoning(
                _("Think 2 · True or false?"),
                _("Remember: subtraction undoes addition."),
                true_or_false(
                    _("Because 3 + 5 + 7 = 15, also 15 − 7 − 5 = 3."),
                    True,
                    _("Take the 7 and the 5 away again and the 3 is left: 15 − 7 = 8, 8 − 5 = 3."),
                    category="no-inverse",
                ),
            ),
            reasoning(
                _("Think 3 · True or false?"),
                _("Your card is a 7 from the Subtraction deck. The table has a 3 and a 4."),
                true_or_false(
                    _("Your 7 can take the 3 and the 4, because 3 + 4 = 7."),
                    False,
                    _("With the Subtraction deck you never add. 4 − 3 = 1, not 7, so your 7 takes nothing here."),
                    category="added-instead-of-subtracted",
                ),
            ),
            problem(
                _("Problem · Every way to make 3"),
                _(
                    "Find every way your 3 can take cards from this table by subtracting. Type one equation "
                    "at a time, the biggest number first, and press Check."
                ),
                ways_problem("3", "12 9 7 5 4", DECK),
                box=_("Equation"),
            ),
        ),
    )
