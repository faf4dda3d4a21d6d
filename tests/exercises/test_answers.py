"""The shared answer reader: every case a pupil types gets read or gets its own note; nothing raises."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.exercises.answers import (
    MAX_ANSWER_CHARS,
    Equation,
    Reading,
    Side,
    TokenKind,
    is_blank,
    read_equation,
    read_number,
    read_numbers,
    read_tokens,
)
from tests.helpers.thoroughness import examples

BLANK = "Type your answer first, then check."
TOO_BIG = "That number is too big."
NEGATIVE = "Numbers here are never below 0."
WHOLE = "Type a whole number, like 9."
ONE = "Type a number, like 9."
MANY = "Type numbers with spaces between them, like 97 3."
EQUATION = "Write it with numbers, + or − and =, like 7 = 2 + 5."

#: anything a widget or a notebook cell can send: text, numbers of any size, decimals, True, None, lists
anything = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=10**4000, max_value=10**6000),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=80),
        st.text(alphabet="0123456789 +-−–=,.AaBbpile?", max_size=30),
    ),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner),
    max_leaves=6,
)


def check_reading(reading: Reading[Any]) -> None:
    """A reading holds a value or a note for the pupil, never both, never neither."""
    assert isinstance(reading, Reading)
    if reading.ok:
        assert reading.value is not None and not reading.blank
    else:
        assert reading.note and reading.value is None
        feedback = reading.feedback()
        assert not feedback.correct and not feedback.counted and feedback.message == reading.note


@settings(max_examples=examples(400), deadline=None)
@given(anything)
def test_no_answer_ever_raises(answer: Any) -> None:
    names = {"A": 96, "B": 12}
    for reading in (
        read_number(answer),
        read_number(answer, names),
        read_numbers(answer),
        read_numbers(answer, names),
        read_equation(answer),
        read_tokens(answer),
    ):
        check_reading(reading)
    assert isinstance(is_blank(answer), bool)


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 999), st.sampled_from(["{}", " {} ", "{} steps", "it is {}", "{}.", "[{}]", "({})"]))
def test_a_number_in_any_short_form_is_read(number: int, form: str) -> None:
    text = form.format(number)
    assert read_number(text).value == number
    assert read_numbers(text).value == (number,)
    assert read_number(number).value == number


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(0, 999), min_size=1, max_size=6), st.sampled_from([" ", ", ", "; ", " and "]))
def test_lists_keep_the_pupils_order(numbers: list[int], joiner: str) -> None:
    text = joiner.join(map(str, numbers))
    if joiner == " and " and len(numbers) > 4:
        return  # more words than the reader allows around numbers
    assert read_numbers(text).value == tuple(numbers)
    assert read_numbers(numbers).value == tuple(numbers)
    assert read_numbers([str(number) for number in numbers]).value == tuple(numbers)


@pytest.mark.parametrize("answer", [None, "", "   ", "\t\n", [], (), set()])
def test_blank_answers_ask_for_one_and_are_not_counted(answer: Any) -> None:
    assert is_blank(answer)
    for reading in (read_number(answer), read_numbers(answer), read_equation(answer), read_tokens(answer)):
        assert reading.blank and reading.note == BLANK and not reading.feedback().counted


@pytest.mark.parametrize(
    ("answer", "note"),
    [
        ("abc", ONE),
        ("1+8", ONE),
        ("95-3", ONE),
        ("9 10", "Type just one number, like 9."),
        ([9, 10], "Type just one number, like 9."),
        ("7.5", WHOLE),
        ("7,5", WHOLE),
        (7.5, WHOLE),
        (7.0, WHOLE),
        (float("nan"), WHOLE),
        (True, ONE),
        ({"x": 1}, ONE),
        (b"7", ONE),
        ("-3", f"{NEGATIVE} {ONE}"),
        ("−3", f"{NEGATIVE} {ONE}"),
        (-3, f"{NEGATIVE} {ONE}"),
        ("1000", f"{TOO_BIG} {ONE}"),
        (1000, f"{TOO_BIG} {ONE}"),
        ("1" * 5000, f"{TOO_BIG} {ONE}"),
        pytest.param(10**5000, f"{TOO_BIG} {ONE}", id="a 5001-digit int"),
        pytest.param(-(10**5000), f"{NEGATIVE} {ONE}", id="a negative 5001-digit int"),
        (["5" * 5000], f"{TOO_BIG} {MANY}"),
        ("9 " + "x" * MAX_ANSWER_CHARS, f"That is too long. {ONE}"),
        ("I think it is 7", ONE),
        ("٣", ONE),
        ("7²", ONE),
        ("__import__('os')", ONE),
    ],
)
def test_each_unreadable_number_gets_its_note(answer: Any, note: str) -> None:
    reading = read_number(answer)
    assert not reading.ok and reading.note == note
    assert "4300" not in reading.note


@pytest.mark.parametrize(
    ("answer", "note"),
    [
        ("abc", MANY),
        ("95+3", MANY),
        ("-3 4", f"{NEGATIVE} {MANY}"),
        ("1" * 5000, f"{TOO_BIG} {MANY}"),
        (7.5, WHOLE),
        ("B", MANY),
    ],
)
def test_each_unreadable_list_gets_its_note(answer: Any, note: str) -> None:
    assert read_numbers(answer).note == note


def test_pile_names_stand_for_their_tops_in_any_case() -> None:
    names = {"A": 96, "B": 12, "C": 40}
    assert read_numbers("A, c", names).value == (96, 40)
    assert read_numbers("pile b", names).value == (12,)
    assert read_number("B", names).value == 12
    assert read_numbers(["A", 12], names).value == (96, 12)
    assert not read_number("D", names).ok


@pytest.mark.parametrize(
    ("text", "sides", "holds"),
    [
        ("14 = 3 + 11", ((14,), (3, 11)), True),
        ("2 + 5 = 7", ((2, 5), (7,)), True),
        ("12 − 6 − 4", ((12, 6, 4),), True),
        ("12 - 6 - 4", ((12, 6, 4),), True),
        ("12 – 6 — 4", ((12, 6, 4),), True),
        ("7 = 2 + 4", ((7,), (2, 4)), False),
        ("7 = 2 + 5.", ((7,), (2, 5)), True),
        (" 9=4+5 ", ((9,), (4, 5)), True),
        (7, ((7,),), True),
    ],
)
def test_equations_are_read_whole(text: Any, sides: tuple[tuple[int, ...], ...], holds: bool) -> None:
    reading = read_equation(text)
    assert reading.ok and isinstance(reading.value, Equation)
    assert tuple(side.numbers for side in reading.value.sides) == sides
    assert reading.value.holds is holds


def test_equation_values_signs_and_text() -> None:
    equation = read_equation("2 = 12 - 6 - 4").value
    assert equation is not None
    left, right = equation.sides
    assert right.signs == (1, -1, -1) and right.value == 2 and right.has_operator and not left.has_operator
    assert str(equation) == "2 = 12 − 6 − 4" and equation.numbers == (2, 12, 6, 4)
    assert str(Side((3, 4), (1, 1))) == "3 + 4"


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("= + 4", EQUATION),
        ("7 = = 3", EQUATION),
        ("2 + + 3", EQUATION),
        ("2 3", EQUATION),
        ("seven = 7 apples", EQUATION),
        ("7 =", EQUATION),
        ("2 * 3", EQUATION),
        ("1 = 2 = 3", f"Use = only once. {EQUATION}"),
        ("-5 + 2 = -3", f"{NEGATIVE} {EQUATION}"),
        ("1" * 5000 + " = 1", f"{TOO_BIG} {EQUATION}"),
        ("1 + " * 20 + "1", f"That is too long. {EQUATION}"),
        (True, EQUATION),
        (2.5, WHOLE),
    ],
)
def test_each_unreadable_equation_gets_its_note(text: Any, note: str) -> None:
    assert read_equation(text).note == note


def test_tokens_and_special_words() -> None:
    tokens = read_tokens("3 + 1-11, =", {r"1\s*-\s*11": "1-11"}).value
    assert tokens is not None
    assert [(token.kind, token.text) for token in tokens] == [
        (TokenKind.NUMBER, "3"),
        (TokenKind.PLUS, "+"),
        (TokenKind.WORD, "1-11"),
        (TokenKind.SEPARATOR, ","),
        (TokenKind.EQUALS, "="),
    ]
    assert tokens[0].number == 3
    assert [token.kind for token in read_tokens("1-11 #").value or ()] == [
        TokenKind.NUMBER,
        TokenKind.MINUS,
        TokenKind.NUMBER,
        TokenKind.OTHER,
    ]
    assert read_tokens(5).note == MANY


@pytest.mark.parametrize(
    ("answer", "number"),
    [("nine", 9), ("Fifteen", 15), ("twenty-one", 21), ("twenty one", 21), ("it is nine", 9), ("one hundred", 100)],
)
def test_number_words_are_numbers(answer: str, number: int) -> None:
    assert read_number(answer).value == number
    assert read_numbers(f"{answer}, 3").value == (number, 3)
    if not answer.startswith("it"):
        assert read_equation(f"{answer} = 3").value == Equation((Side((number,), (1,)), Side((3,), (1,))))


def test_number_words_stand_in_equations_and_lists() -> None:
    assert str(read_equation("fifteen = three + four + five + three").value) == "15 = 3 + 4 + 5 + 3"
    assert str(read_equation("five-two").value) == f"5 {chr(0x2212)} 2"  # not a number word: five minus two
    assert read_numbers("two three five seven").value == (2, 3, 5, 7)


def test_no_note_asks_a_child_for_digits() -> None:
    for answer in ("abc", "nine apples and pears", "xyz", "seven point five"):
        for reading in (read_number(answer), read_numbers(answer)):
            assert "digit" not in reading.note
