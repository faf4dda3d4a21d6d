"""The lesson notebooks as a pupil reads them in Voila and a teacher in JupyterLab: no instruction that
is only true in one of them, no code in the teacher note, the first task soon on the first screen."""

from __future__ import annotations

import json
from html.parser import HTMLParser

import pytest

from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.exercises.lessons.teacher_notes import teacher_note
from elevenkit.widgets.lesson import lesson_heading
from tests.helpers.lessons import notebook_of

IDS = list(LESSONS)


def _markdown(lesson_id: str) -> list[str]:
    notebook = json.loads(notebook_of(lesson_id).read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown"]


class _Heading(HTMLParser):
    """The text of each top-level part of a lesson's heading, in order: ``(tag, summary, text)``."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.parts: list[tuple[str, str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self.open:
            self.parts.append((tag, "", ""))
        self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        self.open.pop()

    def handle_data(self, data: str) -> None:
        tag, summary, text = self.parts[-1]
        self.parts[-1] = (tag, summary + data, text) if "summary" in self.open else (tag, summary, text + data)


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_first_screen_says_nothing_only_true_in_jupyterlab_and_folds_how_it_works(lesson_id):
    built = lesson(lesson_id)
    heading = _Heading()
    heading.feed(lesson_heading(built))
    title, intro, how, goals = heading.parts
    assert title == ("h1", "", built.title) and intro == ("p", "", built.intro.replace("**", ""))
    assert how == ("details", "How it works (click to open)", built.how_it_works.replace("**", ""))
    assert goals[:2] == ("details", "What I will learn") and all(goal in goals[2] for goal in built.goals)
    for lab_only in ("grey box", "Shift + Enter", "JupyterLab", "Run all cells"):
        assert lab_only not in intro[2] + how[2]
    assert "(or Enter)" in how[2]
    first = _markdown(lesson_id)[0]  # the notebook only says where the lesson is
    assert "Ask your teacher" in first and "ek-no-lesson" in first and "How it works" not in first


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_teacher_note_holds_no_code(lesson_id):
    note = "\n".join(teacher_note(lesson(lesson_id)).texts())
    assert "elevenkit." not in note and "answer_key(" not in note and ".py" not in note
    assert "teacher dashboard" in note
