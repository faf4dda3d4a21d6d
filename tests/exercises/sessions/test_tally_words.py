"""How tasks went, in a child's words (issue 22, item 10): first tries are shown, never hidden in a
"10 of 10", and said kindly; in German too."""

from __future__ import annotations

import pytest

from elevenkit.exercises.sessions import tally_words
from elevenkit.i18n import language


@pytest.mark.parametrize(
    ("counts", "said"),
    [
        ((7, 3, 0), ["7 right the first time", "3 with a hint or another go"]),
        ((0, 2, 1), ["2 right with a hint or another go", "1 not yet"]),
        ((5, 0, 0), ["5 right the first time"]),
        ((0, 0, 4), ["4 not yet"]),
        ((0, 0, 0), ["0 right the first time"]),
    ],
)
def test_each_kind_of_ending_is_named_and_none_left_out(counts, said):
    assert tally_words(*counts) == said


def test_the_words_are_german_in_german():
    with language("de"):
        said = tally_words(1, 2, 1)
    assert said == ["1 beim ersten Mal richtig", "2 mit Tipp oder noch einem Versuch", "1 noch nicht"]
