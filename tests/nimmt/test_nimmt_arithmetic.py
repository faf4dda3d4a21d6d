"""Wraparound arithmetic and ox heads of 11 nimmt!: every pair, the rulebook's examples, bad input."""

from __future__ import annotations

import collections

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elevenkit.nimmt import (
    OX_HEADS,
    TOTAL_OX_HEADS,
    InvalidCardError,
    cheapest_pile,
    distance,
    fits,
    fitting_cards,
    homes,
    lay_order,
    ox_heads,
    pile_ox_heads,
    window,
)

ALL = range(1, 101)


def plain_distance(top: int, card: int) -> int:
    """Count up one step at a time, 100 followed by 1."""
    steps = 0
    while top != card:
        top = 1 if top == 100 else top + 1
        steps += 1
    return steps


def test_distance_fits_and_window_for_all_pairs() -> None:
    for top in ALL:
        expected_window = []
        for card in ALL:
            steps = plain_distance(top, card)
            assert distance(top, card) == steps
            assert fits(top, card) == (1 <= steps <= 10)
            if 1 <= steps <= 10:
                expected_window.append((steps, card))
        assert window(top) == [card for _, card in sorted(expected_window)]


def test_rulebook_examples() -> None:
    assert window(96) == [97, 98, 99, 100, 1, 2, 3, 4, 5, 6]
    assert distance(98, 5) == 7
    assert window(54) == list(range(55, 65))
    assert fitting_cards(33, range(30, 50)) == list(range(34, 44))
    assert lay_order(33, [43, 34, 40]) == [34, 40, 43]
    assert lay_order(98, [5, 99, 100, 1]) == [99, 100, 1, 5]
    assert not fits(54, 54) and not fits(54, 65) and fits(100, 10) and not fits(100, 11)


def test_ox_heads_table() -> None:
    counts = collections.Counter(ox_heads(card) for card in ALL)
    assert counts == {1: 72, 3: 18, 5: 6, 7: 4}
    assert TOTAL_OX_HEADS == sum(ox_heads(card) for card in ALL) == 184
    assert [card for card in ALL if ox_heads(card) == 7] == [3, 33, 63, 93]
    assert [card for card in ALL if ox_heads(card) == 5] == [13, 23, 43, 53, 73, 83]
    primes = [n for n in ALL if n > 1 and all(n % d for d in range(2, n))]
    assert [card for card in ALL if ox_heads(card) == 3] == [p for p in primes if p % 10 != 3]
    assert OX_HEADS[1:] == tuple(ox_heads(card) for card in ALL)


def test_pile_helpers() -> None:
    assert pile_ox_heads([31, 36, 46]) == 3 + 1 + 1
    assert cheapest_pile([[3], [31, 36, 46], [50, 51]]) == 2
    assert cheapest_pile([[10, 12], [40, 41]]) == 0  # same cost and size: the first


not_cards = st.one_of(
    st.integers().filter(lambda n: not 1 <= n <= 100),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=5),
    st.none(),
    st.lists(st.integers(1, 100), max_size=2),
)


@given(not_cards)
def test_bad_cards_are_refused_with_a_readable_message(value: object) -> None:
    for call in (
        lambda: distance(value, 5),
        lambda: distance(5, value),
        lambda: fits(value, 5),
        lambda: fits(5, value),
        lambda: window(value),
        lambda: ox_heads(value),
        lambda: lay_order(value, [5]),
        lambda: fitting_cards(value, [5]),
        lambda: lay_order(50, [51, value]),
        lambda: pile_ox_heads([value]),
    ):
        with pytest.raises(InvalidCardError) as error:
            call()
        assert repr(value) in str(error.value) and "1 to 100" in str(error.value)


def test_bad_card_groups() -> None:
    with pytest.raises(InvalidCardError, match="does not fit on 33: it is 17 above"):
        lay_order(33, [34, 50])
    with pytest.raises(InvalidCardError, match="twice"):
        lay_order(33, [34, 34])
    with pytest.raises(InvalidCardError, match="list of cards"):
        fitting_cards(33, "34")
    with pytest.raises(InvalidCardError, match="non-empty list"):
        cheapest_pile([])
    with pytest.raises(InvalidCardError, match="at least one card"):
        cheapest_pile([[5], []])
    assert issubclass(InvalidCardError, ValueError)


def test_homes_are_the_piles_a_card_fits_on_in_pile_order() -> None:
    assert homes([96, 40, 2], 5) == [0, 2]  # 97-6 and 3-12 hold 5, 41-50 does not
    assert homes([96, 40], 60) == [] and homes([], 5) == []
    assert all(homes([top], card) == ([0] if fits(top, card) else []) for top in (1, 95, 100) for card in range(1, 101))
    for bad in ([96, 96], [0], "96"):
        with pytest.raises(InvalidCardError):
            homes(bad, 5)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError):
        homes([96], 101)
