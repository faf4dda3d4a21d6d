"""Lesson 1 · Matching and number bonds (one-eleven, Addition deck; age 7-9, alone from 8)."""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.captures import capture_task
from elevenkit.exercises.captures.parts import PictureRow, TaskPicture, read_cards
from elevenkit.exercises.lessons.equations import equation_task
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.exercises.lessons.reasoning import Choice, ChoiceTask, always_sometimes_never, true_or_false
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works, problem, reasoning, task
from elevenkit.i18n import _


def _cards(mine: str, table: str) -> TaskPicture:
    """Your card above the table, Addition deck."""
    return TaskPicture(
        "",
        "addition",
        (PictureRow(_("Your card"), tuple(read_cards(mine))), PictureRow(_("The table"), tuple(read_cards(table)))),
    )


def build() -> Lesson:
    """The lesson's steps: worked examples, a guided task, fluency tasks, reasoning, a problem."""
    return Lesson(
        "01",
        _(catalogue.lesson("01").title),
        _(
            "In **one-eleven** you play a card and take cards from the table with it: the same number, or "
            "cards that make your number together."
        ),
        how_it_works(),
        _("7-9 (alone from 8)"),
        (
            _("I can take a card that is the same number as mine (a match)."),
            _("I can find cards that make my number together (a number bond), like 7 = 2 + 5."),
            _("I can write what I took as an equation."),
        ),
        (
            explain(
                _("A match"),
                _(
                    "In one-eleven you play a card from your hand and take cards from the table with it.\n\n"
                    "If a table card is the same number as yours, your card takes it. That is a match."
                ),
                _cards("5", "3 5 9 12"),
                (
                    _("Your card is a 5."),
                    _("Look along the table for a 5: 3, 5, 9, 12."),
                    _("There it is, the second card."),
                    _("Your 5 takes the 5. We write 5 = 5."),
                ),
            ),
            explain(
                _("Cards that make your number"),
                _(
                    "With the Addition deck your card may also take cards that add up to it. In this kit the "
                    "Addition deck is drawn blue with a + in the corners (the kit's own colours: your "
                    "printed cards may look different)."
                )  # blue: the ink of drawing.DECK_STYLES["addition"] (a test checks)
                + "\n\n"
                + _('The sign = means "is the same as".'),
                _cards("7", "2 9 5"),
                (
                    _("Your card is a 7."),
                    _("Take a table card smaller than 7: the 5."),
                    _("What does 5 still need to make 7? 7 − 5 = 2, so you need a 2."),
                    _("There is a 2 on the table. Your 7 takes the 2 and the 5."),
                    _("We write 7 = 2 + 5. You may also write 2 + 5 = 7: both say the same."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Click the table card your 8 takes, then press Check."),
                capture_task("8", "3 8 10 12"),
                answer="cards",
            ),
            task(
                _("Task 2 · Two cards"),
                _("Click the two table cards that make 7 together, then press Check."),
                capture_task("7", "2 6 5 9"),
                answer="cards",
            ),
            task(
                _("Task 3 · Write the equation"),
                _("Now type what your card takes as an equation, like 7 = 2 + 5."),
                equation_task("10", "3 4 8 6"),
                box=_("Equation"),
            ),
            task(
                _("Task 4"),
                _("Type the equation."),
                equation_task("9", "4 5 3 12"),
                box=_("Equation"),
            ),
            task(
                _("Task 5"),
                _("Type the equation."),
                equation_task("13", "9 2 5 4"),
                box=_("Equation"),
            ),
            task(
                _("Task 6 · A big one"),
                _("Your card is a 15. Type the equation."),
                equation_task("15", "7 8 6 10"),
                box=_("Equation"),
            ),
            reasoning(
                _("Think 1 · What does = mean?"),
                _("Sam writes 7 = 2 + 5. Mia writes 2 + 5 = 7."),
                true_or_false(
                    _("Sam and Mia say the same thing."),
                    True,
                    _('= means "is the same as": 7 is the same as 2 + 5, whichever side you write first.'),
                    category="equals-means-answer",
                ),
            ),
            reasoning(
                _("Think 2 · Spot the mistake"),
                _("Mia's card is a 7. The table has 2, 6, 5 and 9. Mia takes the 2 and the 6."),
                ChoiceTask(
                    _("Is Mia right?"),
                    (
                        Choice(
                            _("Yes: 2 and 6 make 7."),
                            False,
                            _("Count on from 6 two steps: 7, 8. What do 2 and 6 make?"),
                            "near-miss",
                        ),
                        Choice(
                            _("No: 2 and 6 do not make 7."),
                            True,
                            _("2 + 6 = 8, one too many. The 2 and the 5 make 7: 7 = 2 + 5."),
                        ),
                        Choice(
                            _("No: a card may only take one card."),
                            False,
                            _("A card may also take two or more cards that make its number together."),
                            "only-matches",
                        ),
                    ),
                    (_("Add 2 + 6. Is it 7?"),),
                ),
            ),
            reasoning(
                _("Think 3 · Always, sometimes or never?"),
                _("Your card is a 10 and there is a 4 on the table."),
                always_sometimes_never(
                    _("Your 10 can take the 4."),
                    "sometimes",
                    _("Only when cards that make 6 lie there too, like a 6 (4 + 6 = 10) or a 2 and a 4."),
                    hints=(_("Can a 10 take a 4 alone? What must lie with it?"),),
                    nudge=_("Think of two tables: one with only a 4, one with a 4 and a 6. What can the 10 take?"),
                ),
            ),
            problem(
                _("Problem · Every way"),
                _(
                    "Find every way your 12 can take cards from this table. Type one equation at a time and "
                    "press Check: the computer keeps the ones you found and tells you how many are missing."
                ),
                ways_problem("12", "12 5 7 3 9 4"),
                box=_("Equation"),
            ),
        ),
    )
