"""Every sentence a pupil reads goes through the translation functions: the check behind it.

:func:`mark_translations` (the ``marked`` fixture of ``tests/exercises/``) replaces ``_`` and
``ngettext`` in every module of :mod:`elevenkit.exercises` by versions that wrap their text in «…»;
:func:`assert_translated` then requires a sentence to be made of wrapped pieces only (numbers,
spaces and punctuation may stand between them).
:data:`ODD_ANSWERS` are answers of every shape a widget or a notebook cell can send.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from typing import Any

import pytest

from elevenkit import exercises

MODULES = [
    importlib.import_module(info.name) for info in pkgutil.walk_packages(exercises.__path__, exercises.__name__ + ".")
]
#: what may stand outside the translated pieces: numbers, spaces, punctuation, arithmetic signs
LEFT_OVER = re.compile(r"[\s\d.,;:·•→+\-−=()?…—]*")
#: answers of every shape a widget or a notebook cell can send
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


def mark_translations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wrap every translated text in «…», in every exercise module (undone with ``monkeypatch``)."""
    for module in MODULES:
        if hasattr(module, "_"):
            monkeypatch.setattr(module, "_", lambda text: f"«{text}»")
        if hasattr(module, "ngettext"):
            monkeypatch.setattr(module, "ngettext", lambda one, many, count: f"«{one if count == 1 else many}»")


def untranslated(text: str) -> str:
    """What is left of ``text`` once every «…» (also nested ones) is removed."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"«[^«»]*»", "", text)
    return text


def assert_translated(text: str, where: str) -> None:
    """``text`` is not empty and made of translated pieces only (``where`` names it in the failure)."""
    assert text, f"empty sentence: {where}"
    rest = untranslated(text)
    assert "«" not in rest and "»" not in rest, (where, text)
    assert LEFT_OVER.fullmatch(rest), f"words outside the translation function in {where}: {rest!r} of {text!r}"
