"""Moves of 11 nimmt!: notation round trips, readable refusals of bad text and data."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elevenkit.core import InvalidMoveError, shown
from elevenkit.nimmt import Lay, Move, Take


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("take 2", Take(1)),
        ("lay 36 on 1", Lay({0: [36]})),
        ("lay 56 59 60 on 1; 12 on 3", Lay({0: [56, 59, 60], 2: [12]})),
        ("  LAY 56, 59,60 on 1 ;12 on 3 ", Lay({2: [12], 0: [60, 59, 56]})),
        ("Take   7", Take(6)),
    ],
)
def test_notation_reads_and_prints(text: str, move: object) -> None:
    parsed = Move.parse(text)
    assert parsed == move and hash(parsed) == hash(move) and isinstance(parsed, Move)
    assert type(move).parse(text) == move  # Take.parse and Lay.parse read their own kind
    assert Move.parse(str(parsed)) == parsed
    assert eval(repr(parsed), {"Take": Take, "Lay": Lay}) == parsed


def test_lay_keeps_the_given_order_and_numbers_piles_from_one_in_text() -> None:
    lay = Lay({3: [99, 5], 1: [40]})
    assert lay.placements == ((1, (40,)), (3, (99, 5)))
    assert str(lay) == "lay 40 on 2; 99 5 on 4"
    assert lay.piles == (1, 3) and lay.cards == (40, 99, 5)
    assert lay == Lay({1: [40], 3: [5, 99]}) != Take(1)
    with pytest.raises(AttributeError):
        lay.placements = ()  # type: ignore[misc]


def test_take_and_lay_parse_only_their_own_kind() -> None:
    with pytest.raises(InvalidMoveError, match=r"'lay 36 on 1'.*not a take move"):
        Take.parse("lay 36 on 1")
    with pytest.raises(InvalidMoveError, match=r"'take 2'.*not a lay move"):
        Lay.parse("take 2")


@given(
    st.dictionaries(
        st.integers(0, 20),
        st.lists(st.integers(1, 100), min_size=1, max_size=4, unique=True),
        min_size=1,
        max_size=4,
    )
)
def test_text_round_trip(placements: dict[int, list[int]]) -> None:
    cards = [card for row in placements.values() for card in row]
    if len(set(cards)) != len(cards):
        with pytest.raises(InvalidMoveError, match="twice"):
            Lay(placements)
        return
    lay = Lay(placements)
    assert Move.parse(str(lay)) == lay
    assert Move.parse(str(lay)).placements == lay.placements


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("take 0", "numbered from 1"),
        ("take", "write 'take' and a pile number"),
        ("take 1234567890", "write 'take' and a pile number"),
        ("lay on 1", "write the cards"),
        ("lay 36 on 1; 37 on 1", "pile 1 is named twice"),
        ("lay 36 36 on 1", "card 36 is named twice"),
        ("lay 101 on 1", "1 to 100, not 101"),
        ("lay 36 on 0", "numbered from 1"),
        ("put 36 on 1", "starts with 'take' or 'lay'"),
        ("lay 3 on 1;", "write the cards"),
        ("lay 1" + "1" * 4000 + " on 1", "write the cards"),
    ],
)
def test_bad_text_is_refused_naming_it(text: str, reason: str) -> None:
    with pytest.raises(InvalidMoveError) as error:
        Move.parse(text)
    assert reason in str(error.value) and repr(text)[:40] in str(error.value)


@given(st.text(max_size=40))
def test_any_text_parses_or_is_refused_readably(text: str) -> None:
    try:
        move = Move.parse(text)
    except InvalidMoveError as error:
        assert shown(text) in str(error)
        return
    assert Move.parse(str(move)) == move


@given(st.one_of(st.none(), st.integers(), st.booleans(), st.floats(), st.lists(st.integers(), max_size=2)))
def test_non_text_is_refused(value: object) -> None:
    with pytest.raises(InvalidMoveError, match="must be text"):
        Move.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("build", "reason"),
    [
        (lambda: Take(-1), "a pile index must be a whole number from 0 up, not -1"),
        (lambda: Take(True), "not True"),
        (lambda: Take(1.0), "not 1.0"),
        (lambda: Lay({}), "at least one pile"),
        (lambda: Lay([(0, [5])]), "mapping"),
        (lambda: Lay({0: []}), "no card for pile index 0"),
        (lambda: Lay({0: "5"}), "must be a list"),
        (lambda: Lay({0: [5.0]}), "not 5.0"),
        (lambda: Lay({-1: [5]}), "a pile index must be a whole number from 0 up, not -1"),
        (lambda: Lay({0: [5], 1: [5]}), "card 5 is named twice"),
    ],
)
def test_bad_move_data_is_refused(build: object, reason: str) -> None:
    with pytest.raises(InvalidMoveError, match=reason):
        build()  # type: ignore[operator]


def test_package_examples_run() -> None:
    import doctest

    import elevenkit.nimmt

    result = doctest.testmod(elevenkit.nimmt)
    assert result.attempted >= 11 and result.failed == 0
