"""The lesson notebooks as a pupil reads them in Voila and a teacher in JupyterLab: no instruction that
is only true in one of them, no code in the teacher note, the first task soon on the first screen."""

from __future__ import annotations

import json
import re

import pytest

from elevenkit.exercises.lessons import LESSONS
from tests.helpers.lessons import notebook_of

IDS = list(LESSONS)


def _markdown(lesson_id: str) -> list[str]:
    notebook = json.loads(notebook_of(lesson_id).read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown"]


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_first_screen_says_nothing_only_true_in_jupyterlab_and_folds_how_it_works(lesson_id):
    first = _markdown(lesson_id)[0]
    for lab_only in ("grey box", "Shift + Enter", "JupyterLab", "Run all cells"):
        assert lab_only not in first
    assert re.search(r"<details><summary><b>How it works</b>", first)
    assert "(or Enter)" in first


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_teacher_note_holds_no_code(lesson_id):
    note = _markdown(lesson_id)[-1]
    assert "elevenkit." not in note and "answer_key(" not in note and ".py" not in note
    assert "teacher dashboard" in note
