"""The lessons' equation checker: every case issue 11 lists gets its own message and category,
and no input a widget can send ever raises."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.exercises.lessons import check_equation, equation_task
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.oneeleven import Card, parse_cards
from tests.helpers.thoroughness import examples


def judge(answer: object, card: str, table: str, deck: str = "addition"):
    return check_equation(answer, Card.parse(card), parse_cards(table), deck)[0]


@pytest.mark.parametrize(
    ("answer", "card", "table", "deck", "category", "words"),
    [
        ("3 + 1", "14", "3 1-11 5", "addition", "one-eleven-value", ["3 + 1 = 4, not 14", "1 or an 11"]),
        ("14 = 3 + 1", "14", "3 1-11 5", "addition", "one-eleven-value", ["1 or an 11"]),
        ("5 + 11", "6", "5 1-11 9", "addition", "one-eleven-value", ["5 + 11 = 16, not 6", "1 or an 11"]),
        ("9 + 4", "5", "9 4 2", "subtraction", "added-instead-of-subtracted", ["Subtraction deck", "9 − 4"]),
        ("4 − 9", "5", "9 4 2", "subtraction", "smaller-minus-bigger", ["biggest number", "9 − 4"]),
        ("4 - 9 = 5", "5", "9 4 2", "subtraction", "smaller-minus-bigger", ["9 − 4"]),
        ("5 − 2", "7", "5 2 9", "addition", "subtracted-instead-of-added", ["Addition deck", "5 + 2 = 7"]),
        ("2 + 6", "7", "2 6 5 9", "addition", "near-miss", ["2 + 6 = 8, not 7", "one too many"]),
        ("7 = 2 + 4", "7", "2 4 5 9", "addition", "near-miss", ["one too few"]),
        ("2 + 9", "7", "2 6 5 9", "addition", "wrong-total", ["2 + 9 = 11, not 7"]),
        ("8 = 3 + 5", "7", "3 5 2", "addition", "not-your-card", ["Your card is 7"]),
        ("4 + 3", "7", "3 5 2", "addition", "card-not-on-table", ["no 4"]),
        ("12 − 6 + 4", "10", "12 6 4", "mixed", "mixed-signs", ["only + or only −"]),
    ],
)
def test_each_mistake_gets_its_message(answer, card, table, deck, category, words):
    feedback = judge(answer, card, table, deck)
    assert not feedback.correct and feedback.counted
    assert feedback.category == category
    for word in words:
        assert word in feedback.message


@pytest.mark.parametrize(
    ("answer", "echoed"),
    [
        ("2 + 5 = 7", "2 + 5 = 7"),
        ("7 = 2 + 5", "7 = 2 + 5"),
        ("5 + 2", "7 = 5 + 2"),
        ("7=5+2", "7 = 5 + 2"),
        ("2 + 5 = 7.", "2 + 5 = 7"),
        ("  13=9 +4 ", "13 = 9 + 4"),
    ],
)
def test_both_ways_round_are_right_and_the_praise_keeps_the_pupils_order(answer, echoed):
    table = "2 6 5 9" if "13" not in answer else "9 2 5 4"
    feedback = judge(answer, "7" if "13" not in answer else "13", table)
    assert feedback.correct and feedback.message == f"Right! {echoed}."


@pytest.mark.parametrize(
    ("answer", "card", "table", "deck", "praise"),
    [
        ("14 = 3 + 11", "14", "3 1-11 5", "addition", "14 = 3 + 11"),
        ("5 = 9 − 4", "5", "9 4 2", "subtraction", "5 = 9 − 4"),
        ("2 = 12 − 6 − 4", "2", "12 6 4", "subtraction", "2 = 12 − 6 − 4"),
        ("6 = 5 + 1", "6", "5 1-11 9", "addition", "6 = 5 + 1"),
        ("14 = 3 + 11", "14", "3 = 5", "addition", "14 = 3 + wild (as 11)"),
        ("9 = 9", "9", "2 9", "addition", "9 = 9"),
    ],
)
def test_right_equations_with_the_one_eleven_and_the_wild(answer, card, table, deck, praise):
    feedback = judge(answer, card, table, deck)
    assert feedback.correct, feedback.message
    assert praise in feedback.message
    assert "=(" not in feedback.message  # the wild is never written as "=" inside an equation


@pytest.mark.parametrize(
    "answer",
    [
        "",
        "   ",
        None,
        [],
        "3 + 1-11",
        "= + 4",
        "wild + 3",
        "nine apples or pears",
        "1e5",
        "2 ++ 5",
        "9" * 5000,
        7.5,
        True,
    ],
)
def test_unreadable_answers_are_not_counted(answer):
    feedback = judge(answer, "14", "3 1-11 5")
    assert not feedback.correct and not feedback.counted
    assert feedback.message


def test_a_blank_box_asks_for_an_answer():
    assert "answer first" in judge("  ", "7", "2 5").message


widget_input = st.one_of(
    st.text(max_size=80),
    st.text(alphabet="0123456789+-−=  ,.", max_size=80),
    st.integers(),
    st.floats(allow_nan=True),
    st.booleans(),
    st.none(),
    st.lists(st.integers(min_value=-3, max_value=12), max_size=6),
)


@settings(max_examples=examples(300), deadline=None)
@given(answer=widget_input)
def test_no_input_ever_raises(answer):
    for card, table, deck in (
        ("14", "3 1-11 = 5", "addition"),
        ("5", "9 4 2", "subtraction"),
        ("10", "12 6 4", "mixed"),
    ):
        feedback, _read = check_equation(answer, Card.parse(card), parse_cards(table), deck)
        assert feedback.message


def test_a_pasted_page_of_digits_is_refused_politely():
    feedback = judge("1" * 5000 + " + 2", "7", "2 5")
    assert not feedback.counted and "too big" in feedback.message


def test_every_group_the_engine_finds_is_accepted_as_the_pupil_writes_it():
    """The checker agrees with the engine: each of the engine's ways, typed back, is right."""
    problem = ways_problem("12", "12 5 7 3 9 4 1-11 =")
    for written in problem.answers().values():
        typed = written.replace("wild (as ", "").replace(")", "")
        assert judge(typed, "12", "12 5 7 3 9 4 1-11 =").correct, written


def test_equation_task_hints_lead_to_a_right_answer():
    task = equation_task("13", "9 2 5 4")
    hints = task.hints()
    assert len(hints) == 3 and "13 = 4 + 9" in hints[-1]
    assert task.check(hints[-1].split(": ", 1)[1]).correct


@pytest.mark.parametrize(("deck", "example"), [("addition", "7 = 2 + 5"), ("subtraction", "5 = 9 − 4")])
def test_an_answer_that_cannot_be_read_is_shown_an_equation_of_the_tasks_deck(deck: str, example: str) -> None:
    """Issue 22 item 7: lesson 04's Subtraction deck said "like 7 = 2 + 5" to "banana"."""
    for nonsense in ("banana", "<b>9</b>", "9 + + 4"):
        feedback = judge(nonsense, "5", "9 4 2", deck)
        assert not feedback.counted and feedback.message.endswith(f"like {example}."), feedback.message
