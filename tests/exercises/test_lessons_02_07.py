"""What lessons 02, 03, 04, 06 and 07 promise beyond the shape every lesson has: the prime
definition, the closed piles, the wild's spelling, the deck pictures the kit draws, and the
misconceptions their feedback names."""

from __future__ import annotations

import re

import pytest

from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.exercises.lessons.lesson02 import CountWaysTask
from elevenkit.exercises.lessons.lesson06 import BothFitProblem, LayTask
from elevenkit.exercises.lessons.lesson07 import MemoryTakeTask, OxHeadsTask, PrimeCardsTask, PrimesUpToProblem
from elevenkit.exercises.lessons.solving import solving_answers
from elevenkit.exercises.lessons.unknowns import WildTask
from elevenkit.exercises.wraparound import TakeTask, ox_rule_text
from elevenkit.nimmt import CARDS, fits, ox_heads
from elevenkit.oneeleven.drawing import DECK_STYLES
from elevenkit.oneeleven.svg import card_svg

REST = ["02", "03", "04", "06", "07"]


def tasks_of(lesson_id: str, kind: type) -> list:
    return [step.fresh_task() for step in lesson(lesson_id).steps if isinstance(step.task, kind)]


def every_text(lesson_id: str) -> list[str]:
    """Every sentence a pupil can meet in a lesson: teaching text, questions, hints, answers, feedback."""
    texts = []
    for step in lesson(lesson_id).steps:
        texts += [step.title, step.text, *step.worked]
        if step.task is not None:
            task = step.fresh_task()
            texts += [task.prompt, *task.hints(), task.solution()]
            texts += [task.check(answer).message for answer in solving_answers(task)]
    return texts


def test_the_five_lessons_are_registered_in_teaching_order():
    assert [lesson_id for lesson_id in LESSONS if lesson_id in REST] == REST
    assert list(LESSONS) == sorted(LESSONS)


@pytest.mark.parametrize("lesson_id", REST)
def test_the_wild_is_never_written_as_an_equals_sign(lesson_id):
    for text in every_text(lesson_id):
        assert not re.search(r"=\s*\(", text), text


def test_lesson_3_writes_the_wild_as_wild_as_a_number():
    texts = every_text("03")
    assert any("wild (as 11)" in text for text in texts)
    wild = tasks_of("03", WildTask)[0]
    assert wild.check(str(wild.answer)).message == f"Right! {wild.written}." and "wild (as" in wild.written


def test_a_prime_has_exactly_two_divisors_and_1_is_not_prime():
    text = " ".join(every_text("07"))
    assert "exactly two different divisors" in text and "1 is not prime" in text
    problem = tasks_of("07", PrimesUpToProblem)[0]
    divisors = {n: [d for d in range(1, n + 1) if n % d == 0] for n in range(1, problem.last + 1)}
    assert sorted(problem.answers()) == [n for n, found in divisors.items() if len(found) == 2]
    assert problem.check("1").category == "1-called-prime" and not problem.check("1").correct


def test_calling_1_prime_has_its_own_category_in_the_prime_task():
    (task,) = tasks_of("07", PrimeCardsTask)
    assert 1 in task.options
    with_one = task.check([1, *task.right])
    assert not with_one.correct and with_one.category == "1-called-prime"
    assert "1 is not a prime number" in with_one.message
    assert task.check([9]).category == "odd-called-prime"
    assert task.check(task.right[:1]).category == "missed-a-prime"


def test_no_first_hint_of_lesson_7_is_the_whole_ox_head_table():
    for step in lesson("07").steps:
        if step.task is not None:
            first = step.fresh_task().hints()[0]
            assert first != ox_rule_text() and "Every other card" not in first, step.title


def test_the_ox_heads_say_where_they_come_from():
    assert any("computer version of the game" in text for text in every_text("07"))


def test_pile_taking_tasks_say_they_are_memory_tasks_because_piles_are_not_fanned_out():
    for lesson_id in LESSONS:
        for step in lesson(lesson_id).steps:
            if isinstance(step.task, TakeTask):
                said = f"{step.title} {step.text}".casefold()
                assert "memory" in said, step.title
                assert "top card" in said or "remember" in said, step.title


def test_what_a_player_can_see_of_a_pile_is_asked_without_the_cards_under_it():
    step = next(step for step in lesson("07").steps if "only see the top card" in step.text)
    assert step.kind == "reasoning" and "You cannot tell" in step.task.right_choice.text


def test_the_deck_pictures_named_are_the_ones_the_kit_draws():
    ink = DECK_STYLES["subtraction"]["ink"].lstrip("#")
    red, green, blue = (int(ink[i : i + 2], 16) for i in (0, 2, 4))
    assert red > max(green, blue) and DECK_STYLES["subtraction"]["shape"] == "minus"
    assert DECK_STYLES["subtraction"]["word"] == "subtract"
    text04 = " ".join(step.text for step in lesson("04").steps)
    assert "drawn red with a − bar in each corner and the word subtract (the kit's own picture" in text04
    wild = card_svg("=")
    assert "<polygon" in wild and wild.count('<rect x="34"') == 2  # a star with two bars
    text03 = " ".join(step.text for step in lesson("03").steps)
    assert "star with two bars on it (the kit's own picture" in text03


def test_adding_every_number_for_the_wild_is_named():
    for lesson_id in ("03", "04"):
        for task in tasks_of(lesson_id, WildTask):
            added = task.parts.value + sum(term.value for term in task.parts.terms if not term.card.is_wild)
            wrong = task.check(str(added))
            assert not wrong.correct and wrong.category == "added-instead-of-subtracted", task.prompt


def test_counting_the_ways_names_a_way_counted_twice_and_a_way_missed():
    task = tasks_of("02", CountWaysTask)[0]
    assert task.check(str(len(task.ways) + 1)).category == "counted-a-way-twice"
    assert task.check(str(len(task.ways) - 1)).category == "missed-a-way"


def test_bull_card_orders_name_ordering_by_size_and_counting_from_the_new_top():
    across = next(task for task in tasks_of("06", LayTask) if task.right != sorted(task.right))
    assert across.check(sorted(across.right)).category == "ordered-by-size"
    careful = LayTask(88, (90, 98, 99, 1, 95))
    assert careful.check([90, 95, 98, 99]).category == "counted-from-new-top"


def test_the_bull_card_problem_finds_every_top_both_cards_fit_on():
    (problem,) = tasks_of("06", BothFitProblem)
    assert list(problem.answers()) == [top for top in CARDS if all(fits(top, card) for card in problem.cards)]
    outside = next(top for top in CARDS if top not in problem.answers() and top not in problem.cards)
    assert not problem.check(str(outside)).correct


def test_ox_head_and_pile_mistakes_are_named():
    hand = next(task for task in tasks_of("07", OxHeadsTask) if len(task.cards) > 1)
    assert hand.check(str(len(hand.cards))).category == "every-card-one-ox-head"
    assert hand.answer == sum(ox_heads(card) for card in hand.cards)
    # task 6: the pile with the fewest cards is not the cheapest one
    fewer = next(task for task in tasks_of("07", MemoryTakeTask) if min(task.piles, key=len)[-1] not in task.right)
    wrong = fewer.check([min(fewer.piles, key=len)[-1]])
    assert not wrong.correct and wrong.category == "fewest-cards"
    assert "Take pile" in fewer.solution() and str(fewer.right[0]) in fewer.solution()
