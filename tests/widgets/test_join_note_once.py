"""The "not being saved" sentence stands once on a pupil's page: in the browser-only site (a Python
without sqlite3) the join message said it and the note under it said it again."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from elevenkit.exercises.attempts import Attempt, AttemptLog
from elevenkit.widgets.classroom import JoinPanel, classroom_panel

SENTENCE = "not being saved"


def _attempt() -> Attempt:
    return Attempt(
        activity="capture-trainer", task_id="7:0", answer="4", correct=True, counted=True, seed=7, task_number=0
    )


def test_without_sqlite3_the_page_says_once_that_nothing_is_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "elevenkit.classroom.store", None)  # import fails as under Pyodide
    log = AttemptLog()
    panel = classroom_panel(
        "capture-trainer",
        {"class": "4B", "seed": "7"},
        path=tmp_path / "db.sqlite3",
        attempts=log,
    )
    assert isinstance(panel, JoinPanel)
    panel.nickname.value = "Mia"
    panel.join_button.click()
    assert panel.joined is not None  # the pupil practises on
    assert f"{panel.message.value}{panel.note.value}".count(SENTENCE) == 1
    log.notify(_attempt())  # an answer brings the note up to date: still once
    assert f"{panel.message.value}{panel.note.value}".count(SENTENCE) == 1
