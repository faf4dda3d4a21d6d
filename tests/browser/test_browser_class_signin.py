"""Joining and leaving a class in real Chromium pages on a real Voila server and SQLite file
(issue 21, items 5 and 6): a link to a class the teacher never made joins nothing and says to ask
for the link; a pupil the teacher removes is signed out on their open page, and neither their next
answer nor a reload brings them back.

The pupil's page is a stand-in written here (a box, a Check button and the recording hook the
trainer and lesson frames call), as in ``test_browser_classroom.py``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.store import ClassroomStore

#: how long a page may take to show its join bar (as long as a page may take to open)
JOIN_TIMEOUT_MS = 90_000
FEEDBACK = ".ek-fb"

_CELLS = [
    "from elevenkit.serving.params import query_params\nfrom elevenkit.widgets.classroom import classroom_panel",
    'classroom_panel("quiz", query_params())',
    """import ipywidgets as widgets
from elevenkit.exercises.attempts import Attempt, attempt_log

box = widgets.Text(description="Answer")
check = widgets.Button(description="Check")
feedback = widgets.HTML()
checked = [0]


def on_check(_button):
    checked[0] += 1
    right = box.value.strip() == "11"
    attempt_log.notify(Attempt("quiz", f"1:{checked[0]}", box.value, right, True, "", 0, 1, checked[0]))
    feedback.value = f"<p class='ek-fb'>{'right' if right else 'wrong'} {checked[0]}</p>"


check.on_click(on_check)
widgets.VBox([box, check, feedback])""",
]


@pytest.fixture
def class_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]) -> tuple[Any, Path]:
    """A Voila server for the stand-in page; its own database, in which the teacher made class 4B."""
    root = tmp_path / "dashboards"
    root.mkdir()
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
            for i, src in enumerate(_CELLS)
        ],
        "metadata": {
            "elevenkit": {"title": "Quiz", "description": "A stand-in page for the sign-in test."},
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "quiz.ipynb").write_text(json.dumps(notebook))
    db = tmp_path / "classroom.sqlite3"
    with ClassroomStore(db) as store:
        store.link_code("4B", "/voila/render/quiz.ipynb?class=4B")  # the teacher's first link makes the class
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    return voila_server(root), db


def _join(page: Any, nickname: str) -> None:
    page.locator(".ek-join input").first.wait_for(timeout=JOIN_TIMEOUT_MS)
    page.locator(".ek-join input").first.fill(nickname)
    page.locator(".ek-join button", has_text="Join").click()


def _answer(page: Any, text: str) -> None:
    before = page.inner_text(FEEDBACK) if page.locator(FEEDBACK).count() else ""
    page.locator(".widget-text input").last.fill(text)
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function(
        "([sel, old]) => { const m = document.querySelector(sel); return m && m.innerText !== old; }",
        arg=[FEEDBACK, before],
    )


def test_browser_a_link_to_a_class_the_teacher_did_not_make_joins_nothing(
    class_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, db = class_server
    pupil = new_dashboard_page(server.url)
    pupil.open("/voila/render/quiz.ipynb?class=Teacher%20smells")
    _join(pupil.page, "Ben")
    pupil.page.get_by_text("Ask your teacher for the link").wait_for()
    _answer(pupil.page, "11")
    pupil.assert_healthy()
    with ClassroomStore(db) as store:
        assert queries.classes(store) == ["4B"]
        assert store._read("SELECT count(*) FROM pupils") == [(0,)]


def test_browser_a_removed_pupils_open_page_is_signed_out_and_a_reload_does_not_bring_them_back(
    class_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, db = class_server
    pupil = new_dashboard_page(server.url)
    pupil.open("/voila/render/quiz.ipynb?class=4B")
    _join(pupil.page, "Tablet Kid")
    pupil.page.locator(".ek-joined").wait_for(timeout=JOIN_TIMEOUT_MS)
    _answer(pupil.page, "11")
    with ClassroomStore(db) as store:
        assert queries.delete_pupil(store, "4B", "Tablet Kid")
    _answer(pupil.page, "12")  # the next answer finds the pupil gone: the page signs out
    pupil.page.get_by_text("off the class list").wait_for(timeout=30_000)
    pupil.page.locator(".ek-join input").first.wait_for()  # the form is back for the next pupil
    pupil.page.reload()
    pupil.page.locator(".ek-join input").first.wait_for(timeout=JOIN_TIMEOUT_MS)
    _answer(pupil.page, "11")
    assert pupil.page.locator(".ek-joined").count() == 0
    pupil.assert_healthy()
    with ClassroomStore(db) as store:
        assert queries.pupils(store, "4B") == []
        assert store._read("SELECT count(*) FROM answers") == [(0,)]
