"""Answers of every shape a widget or a notebook cell can send, for tests that check what a task
says to each of them."""

from __future__ import annotations

from typing import Any

ODD_ANSWERS: list[Any] = [
    None,
    "",
    "   ",
    [],
    "abc",
    "nine",
    "9 10",
    "-3",
    -3,
    "1+8",
    "7.5",
    7.5,
    True,
    "1" * 5000,
    10**5000,
    "I think it is 7",
    "B",
    "pile A",
    {"x": 1},
    150,
    "7 = 2 + 5",
]
