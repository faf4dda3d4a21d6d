"""The classroom: pupils join a class with a nickname, every checked answer is saved in SQLite on
the teacher's computer, and the teacher reads tables, statistics and a CSV export.

Import it only when the page has a class code: the browser-only site (Pyodide) has no
``sqlite3``. Importing this package imports nothing else; a name is loaded when first used
(PEP 562), and only :mod:`~elevenkit.classroom.store` and :mod:`~elevenkit.classroom.queries`
import ``sqlite3``. The frame's hook is::

    from elevenkit.classroom import recording  # no sqlite3 yet

    joined = recording.join(class_code, nickname, pupil_code)  # None/"" -> NullRecorder
    joined.recorder.record(AnswerRecord(...))  # on every Check; never raises or waits

Modules: :mod:`.recording` (join, recorders, status), :mod:`.model` (the values),
:mod:`.identity` (names, secret numbers, the database path), :mod:`.store` (the SQLite file),
:mod:`.migrations` (its schema), :mod:`.queries` (the teacher's queries), :mod:`.qr` and
:mod:`.network` (the share panel), :mod:`.errors`.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    "AnswerRecord": "model",
    "Claim": "model",
    "ClaimStatus": "model",
    "Outcome": "model",
    "Progress": "model",
    "ClassroomError": "errors",
    "NameRefused": "errors",
    "Problem": "errors",
    "StoreUnavailable": "errors",
    "Joined": "recording",
    "NullRecorder": "recording",
    "DatabaseRecorder": "recording",
    "RecordingState": "recording",
    "RecordingStatus": "recording",
    "join": "recording",
    "database_location": "identity",
    "database_path": "identity",
    "ClassroomStore": "store",
    "qr_svg": "qr",
    "classroom_addresses": "network",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    """Load ``name`` from its module on first use (so ``sqlite3`` is imported only when needed)."""
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
