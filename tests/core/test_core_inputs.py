"""Any input a widget or a pupil's cell can send reaches an engine as a clear ElevenkitError.

A 5,000-digit number is the sharpest case: Python refuses ``repr`` of it, so an error message that
quotes the input with ``!r`` would itself crash. Messages quote inputs through ``core.shown``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from elevenkit.core import ElevenkitError, check_int, shown
from elevenkit.nimmt import Move as NimmtMove
from elevenkit.nimmt import NimmtGame, NimmtMatch
from elevenkit.nimmt import arithmetic as nimmt_arithmetic
from elevenkit.oneeleven import Move as OneElevenMove
from elevenkit.oneeleven import OneElevenGame, parse_cards
from elevenkit.start11 import Move as Start11Move
from elevenkit.start11 import Start11Game

HUGE = 10**5000
ODD_INPUTS: list[Any] = [HUGE, -HUGE, [HUGE], {"a": HUGE}, "9" * 5000, "x" * 10_000, None, 3.5, True, b"7", object()]

ENTRY_POINTS: dict[str, Callable[[Any], object]] = {
    "one-eleven Move.parse": OneElevenMove.parse,
    "one-eleven parse_cards": parse_cards,
    "one-eleven players": lambda value: OneElevenGame(players=value),
    "one-eleven mode": lambda value: OneElevenGame(mode=value),
    "one-eleven view": lambda value: OneElevenGame().view(value),
    "one-eleven play": lambda value: OneElevenGame().play(value),
    "nimmt Move.parse": NimmtMove.parse,
    "nimmt check_card": nimmt_arithmetic.check_card,
    "nimmt distance": lambda value: nimmt_arithmetic.distance(value, 5),
    "nimmt window": nimmt_arithmetic.window,
    "nimmt cheapest_pile": nimmt_arithmetic.cheapest_pile,
    "nimmt round players": lambda value: NimmtGame(players=value),
    "nimmt match players": lambda value: NimmtMatch(players=value),
    "nimmt play": lambda value: NimmtGame().play(value),
    "start11 Move.parse": Start11Move.parse,
    "start11 players": lambda value: Start11Game(players=value),
    "start11 play": lambda value: Start11Game().play(value),
}


@pytest.mark.parametrize("name", sorted(ENTRY_POINTS))
def test_odd_inputs_get_a_short_clear_error(name: str) -> None:
    entry = ENTRY_POINTS[name]
    for value in ODD_INPUTS:
        with pytest.raises(ElevenkitError) as caught:
            entry(value)
        assert len(str(caught.value)) < 400, f"{name}: the message quotes too much of {type(value).__name__}"


def test_shown_quotes_short_values_exactly_and_cuts_long_ones() -> None:
    assert shown("take 2") == "'take 2'"
    assert shown(17) == "17"
    assert shown(HUGE) == "<a whole number of about 5001 digits>"
    assert shown([HUGE]) == "<a list too big to show>"
    long = shown("x" * 1000)
    assert long.startswith("'xxx") and long.endswith("(1002 characters)") and len(long) < 100


def test_check_int_names_the_input_and_the_range() -> None:
    assert check_int(3, "players", 2, 4) == 3
    with pytest.raises(ElevenkitError, match=r"players must be a whole number from 2 to 4, not 5"):
        check_int(5, "players", 2, 4)
    with pytest.raises(ElevenkitError, match=r"not <a whole number of about 5001 digits>"):
        check_int(HUGE, "players", 2, 4)
    with pytest.raises(ElevenkitError, match=r"players must be a whole number, not True"):
        check_int(True, "players", 2, 4)
    with pytest.raises(ElevenkitError, match=r"from 0 up"):
        check_int(-1, "pile", 0)
    with pytest.raises(ElevenkitError, match=r"up to 9"):
        check_int(10, "digit", None, 9)
