"""A German pupil's typed answers read as the English ones: number words ("neun",
"einundzwanzig": units before tens) and "9 Schritte" as "nine" and "9 steps"."""

from __future__ import annotations

import pytest

from elevenkit.exercises.answers import read_number


@pytest.mark.parametrize(
    "german, english",
    [
        ("neun", "nine"),
        ("Neun", "nine"),
        ("9 Schritte", "9 steps"),
        ("neun Schritte", "nine steps"),
        ("einundzwanzig", "twenty-one"),
        ("siebenundneunzig", "ninety-seven"),
        ("dreißig", "thirty"),
        ("dreissig", "thirty"),
        ("elf", "eleven"),
        ("zwölf", "twelve"),
        ("null", "zero"),
        ("hundert", "hundred"),
    ],
)
def test_a_german_answer_is_read_as_the_english_one(german: str, english: str) -> None:
    assert read_number(german) == read_number(english)
    assert read_number(german).value is not None
