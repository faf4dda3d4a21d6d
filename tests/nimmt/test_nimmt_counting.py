"""Counting on around the circle of 11 nimmt!: after 100 comes 1."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.nimmt import CARDS, InvalidCardError, distance
from elevenkit.nimmt.arithmetic import count_on, counting_path

cards = st.integers(1, 100)


def test_the_rulebook_examples() -> None:
    assert count_on(96, 7) == 3
    assert count_on(3, -7) == 96
    assert count_on(100, 1) == 1 and count_on(1, -1) == 100
    assert count_on(50, 0) == 50 and count_on(50, 100) == 50 and count_on(50, 250) == 100
    assert counting_path(98, 5) == [99, 100, 1, 2, 3, 4, 5]
    assert counting_path(33, 40) == list(range(34, 41))
    assert counting_path(7, 7) == []


@settings(max_examples=200, deadline=None)
@given(cards, st.integers(-1000, 1000))
def test_counting_on_agrees_with_the_engine_distance(top: int, steps: int) -> None:
    card = count_on(top, steps)
    assert card in CARDS
    assert distance(top, card) == steps % len(CARDS)
    assert count_on(card, -steps) == top


@settings(max_examples=150, deadline=None)
@given(cards, cards)
def test_the_path_says_every_number_once_one_step_at_a_time(top: int, card: int) -> None:
    path = counting_path(top, card)
    assert len(path) == len(set(path)) == distance(top, card)
    assert all(distance(before, after) == 1 for before, after in zip([top, *path], path))
    assert path[-1:] == ([card] if card != top else [])


@pytest.mark.parametrize(
    ("top", "steps", "named"),
    [
        (0, 1, "0"),
        (101, 1, "101"),
        ("5", 1, "'5'"),
        (True, 1, "True"),
        (5, 1.5, "1.5"),
        (5, "2", "'2'"),
        (5, True, "True"),
    ],
)
def test_bad_input_is_refused_naming_it(top: object, steps: object, named: str) -> None:
    with pytest.raises(InvalidCardError) as error:
        count_on(top, steps)  # type: ignore[arg-type]
    assert named in str(error.value)
    with pytest.raises(InvalidCardError, match="101"):
        counting_path(5, 101)
