"""The classroom in real Chromium pages on a real Voila server with a real SQLite file.

Two pupils join class 4B on a dashboard with ``?class=4B`` and answer; the teacher dashboard shows
both within a few seconds once the teacher password is typed, and nothing of the class before.
The short class link ``/c/<code>`` leads to the dashboard, and the landing page lists the teacher
pages apart and shows the active class.

The pupils' dashboard is a stand-in written here: a box, a Check button and the one recording hook
(``attempt_log.notify``) that the trainer and lesson frames call after each check. So this test
covers the classroom's part (join, recorder, database, teacher dashboard, server route) and
measures what recording adds to a click, independently of any one trainer.
"""

from __future__ import annotations

import json
import shutil
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit.classroom.store import ClassroomStore
from tests.helpers.page_waits import resize, wait_for_stable_layout

REPO = Path(__file__).resolve().parents[2]
PASSWORD = "owl-7 tree"
FEEDBACK = ".ek-fb"

_PUPIL_CELLS = [
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
    attempt_log.notify(Attempt("quiz", f"1:{checked[0] % 3}", box.value, right, True, "" if right else "added-wrong", 0, 1, checked[0] % 3))
    feedback.value = f"<p class='ek-fb'>{'right' if right else 'wrong'} {checked[0]}</p>"


check.on_click(on_check)
widgets.VBox([box, check, feedback])""",
]


def _notebook(cells: list[str]) -> dict[str, Any]:
    return {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "elevenkit": {"title": "Quiz", "description": "A stand-in dashboard for the classroom test."},
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@pytest.fixture
def classroom_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]
) -> tuple[Any, Path]:
    """A Voila server for a folder with the quiz and the teacher's pages; its own database and password."""
    root = tmp_path / "dashboards"
    root.mkdir()
    (root / "quiz.ipynb").write_text(json.dumps(_notebook(_PUPIL_CELLS)))
    for name in ("teacher.ipynb", "worksheets.ipynb"):
        shutil.copy(REPO / "dashboards" / name, root / name)
    db = tmp_path / "classroom.sqlite3"
    with ClassroomStore(db) as store:
        store.link_code("4B", "/voila/render/quiz.ipynb?class=4B")  # the teacher's link makes the class
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.setenv("TEACHER_PASSWORD", PASSWORD)
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    return voila_server(root), db


def _answer(page: Any, text: str) -> float:
    """Type ``text``, press Check; the seconds until the feedback showed."""
    before = page.inner_text(FEEDBACK) if page.locator(FEEDBACK).count() else ""
    page.locator(".widget-text input").last.fill(text)
    start = time.perf_counter()
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function(
        "([sel, old]) => { const m = document.querySelector(sel); return m && m.innerText !== old; }",
        arg=[FEEDBACK, before],
        polling=10,
    )
    return time.perf_counter() - start


#: how long a page may take to show its join bar (as long as a page may take to open)
JOIN_TIMEOUT_MS = 90_000


def _join(page: Any, nickname: str) -> str:
    """Join the class as ``nickname``; the page's welcome text."""
    # the join bar is the output of its own cell: on a loaded machine it may come well after the
    # page's first widgets (the same wait the other pages get)
    page.locator(".ek-join input").first.wait_for(timeout=JOIN_TIMEOUT_MS)
    page.locator(".ek-join input").first.fill(nickname)
    page.locator(".ek-join button", has_text="Join").click()
    page.locator(".ek-joined").wait_for(timeout=JOIN_TIMEOUT_MS)
    return page.inner_text(".ek-joined")


def _open_teacher(page: Any, password: str) -> None:
    box = page.locator(".ek-teacher-gate input[type=password]")
    box.fill(password)
    box.press("Enter")


def test_browser_two_pupils_join_and_the_teacher_sees_both(
    classroom_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, db = classroom_server
    pupils = {name: new_dashboard_page(server.url) for name in ("Mia", "Ben <b>")}
    for page in pupils.values():
        page.open("/voila/render/quiz.ipynb?class=4B")
    for name, page in pupils.items():
        welcome = _join(page.page, name)
        assert f"Welcome, {name}!" in welcome and "secret number" in welcome
        _answer(page.page, "12")
        _answer(page.page, "11")

    # without the password: a box, nothing of the class (not in the page, not in its widget state)
    outsider = new_dashboard_page(server.url)
    outsider.open("/voila/render/teacher.ipynb")
    _open_teacher(outsider.page, "owl")
    outsider.page.get_by_text("not the teacher password").wait_for()
    state = outsider.page.content()
    assert "Mia" not in state and "Ben" not in state and "4B" not in state

    teacher = new_dashboard_page(server.url)
    teacher.open("/voila/render/teacher.ipynb")
    start = time.perf_counter()
    _open_teacher(teacher.page, PASSWORD)
    table = teacher.page.locator(".ek-class-table")
    table.wait_for()
    shown = time.perf_counter() - start
    text = table.inner_text()
    assert "Mia" in text and "Ben <b>" in text and "1 task solved of 1 · 2 answers" in text
    assert teacher.page.locator(".ek-class-table b").count() == 0  # the name's markup stays text

    # live: a new answer appears without a click on the teacher's page
    _answer(pupils["Mia"].page, "11")
    start = time.perf_counter()
    teacher.page.wait_for_function(
        "() => document.querySelector('.ek-class-table').innerText.includes('2 tasks solved of 2 · 3 answers')",
        timeout=15_000,
    )
    live = time.perf_counter() - start
    for page in (*pupils.values(), teacher, outsider):
        page.assert_healthy()

    with ClassroomStore(db) as store:
        code = store.link_code("4B", "/voila/render/quiz.ipynb?class=4B")
    assert len(code) <= 6
    print(f"\nclassroom: teacher table {shown:.2f} s after the password; a new answer shown after {live:.2f} s")


def test_browser_a_short_link_opens_the_dashboard_and_recording_adds_little_to_a_click(
    classroom_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, db = classroom_server
    with ClassroomStore(db) as store:
        code = store.link_code("5C", "/voila/render/quiz.ipynb?class=5C")
    pupil = new_dashboard_page(server.url)
    pupil.open(f"/c/{code.lower()}")
    assert pupil.page.url.endswith("/voila/render/quiz.ipynb?class=5C")
    _join(pupil.page, "Zoe")
    recorded = [_answer(pupil.page, answer) for answer in ("11", "3", "11", "4") * 4]

    alone = new_dashboard_page(server.url)
    alone.open("/voila/render/quiz.ipynb")
    assert alone.page.locator(".ek-join").count() == 0  # no class: no join panel
    plain = [_answer(alone.page, answer) for answer in ("11", "3", "11", "4") * 4]

    with ClassroomStore(db) as store:
        from elevenkit.classroom import queries

        assert len(queries.history(store, "5C", "Zoe")) == len(recorded)
    unknown = new_dashboard_page(server.url)
    unknown.page.goto(server.url + "/c/NOPE9")
    assert "There is no class link NOPE9" in unknown.page.inner_text("body")

    landing = new_dashboard_page(server.url)
    landing.open("/?class=5C&seed=7")
    body = landing.page.inner_text("body")
    assert "For the teacher" in body and "Class 5C" in body
    teacher_cards = landing.page.locator(".ek-teacher a.ek-card")
    assert teacher_cards.count() == 2
    assert landing.page.locator("ul.ek-gallery a.ek-card[data-notebook='teacher.ipynb']").count() == 1  # only there
    assert landing.page.locator(".ek-class-box input[name=seed]").input_value() == "7"
    for page in (pupil, alone, landing):
        page.assert_healthy()

    def ms(values: list[float]) -> str:
        ordered = sorted(values)
        return f"median {statistics.median(ordered) * 1000:.0f} ms, p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.0f} ms"

    print(f"\nCheck -> feedback with recording: {ms(recorded)}; without a class: {ms(plain)}")
    print("  each (ms):", [round(v * 1000) for v in recorded], [round(v * 1000) for v in plain])
    # Recording itself costs microseconds (tests/widgets/test_join.py); on a busy 2-core machine the page's own
    # timing varies by a tenth of a second between runs, so here only a wait for the disk would fail.
    assert statistics.median(recorded) < statistics.median(plain) + 0.5


_TAB_LABELS_JS = """() => [...document.querySelectorAll('.ek-teacher-dash .lm-TabBar-tab .lm-TabBar-tabLabel')]
  .map(label => ({text: label.innerText, cut: label.scrollWidth > label.clientWidth + 1,
                  right: label.getBoundingClientRect().right}))"""
#: the font sizes (px) of the teacher page's text: help, labels, fields, table cells, tab titles
_FONT_SIZES_JS = """() => Object.fromEntries([
  '.jp-RenderedMarkdown p', '.ek-teacher-dash .widget-label', '.ek-teacher-dash select',
  '.ek-class-table td', '.ek-class-table th', '.ek-history td', '.ek-teacher-dash .lm-TabBar-tab',
  '.ek-teacher-dash button'
].map(sel => [sel, document.querySelector(sel)]).filter(([, el]) => el)
 .map(([sel, el]) => [sel, parseFloat(getComputedStyle(el).fontSize)]))"""
_CUT_BUTTONS_JS = """() => [...document.querySelectorAll('.ek-teacher-dash button')]
  .filter(b => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1).map(b => b.innerText)"""


def test_browser_the_teacher_page_hides_secrets_and_the_hint_and_no_title_is_cut(
    classroom_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any], tmp_path: Path
) -> None:
    from elevenkit.classroom.model import AnswerRecord, Outcome
    from elevenkit.widgets.teacher.dashboard import TeacherDashboard

    server, db = classroom_server
    with ClassroomStore(db) as store:
        secret = store.claim("4B", "Mia").pupil_code or ""
        store.add_answer(
            "4B",
            "Mia",
            secret,
            AnswerRecord("quiz", 0, 7, "12", Outcome.WRONG, "added-wrong", question="5 + <i>6</i> = ?"),
        )
    # the tabs the dashboard has, as Python makes them (a dashboard of another, empty class store)
    tab_titles = list(TeacherDashboard(tmp_path / "other.sqlite3").tabs.titles)
    assert {"Pupils", "Help now", "Share", "Export · delete", "Answer keys"} <= set(tab_titles)
    teacher = new_dashboard_page(server.url)
    teacher.open("/voila/render/teacher.ipynb")
    assert "make run prints it" in teacher.page.inner_text("body")  # the hint is beside the box
    _open_teacher(teacher.page, PASSWORD)
    teacher.page.locator(".ek-class-table").wait_for()
    body = teacher.page.inner_text("body")
    assert "make run prints it" not in body and "password" not in body.lower()  # and goes with it
    # not on the projector, nor anywhere in the page (three digits do occur in the page's inline images)
    assert f">{secret}<" not in teacher.page.content() and secret not in teacher.page.inner_text("body")
    for width, height in ((1280, 800), (1920, 1080)):
        resize(teacher.page, width, height)
        labels = teacher.page.evaluate(_TAB_LABELS_JS)
        assert [label["text"] for label in labels] == tab_titles  # every tab, each title whole
        assert not [label for label in labels if label["cut"] or label["right"] > width], (width, labels)
        for tab in ("Export · delete", "Share", "Pupils"):  # buttons on every tab as wide as their words
            teacher.page.get_by_role("tab", name=tab).click()
            teacher.page.get_by_role("tab", name=tab, selected=True).wait_for()
            wait_for_stable_layout(teacher.page)
            assert teacher.page.evaluate(_CUT_BUTTONS_JS) == [], (width, tab)
    teacher.page.get_by_role("button", name="Show secret numbers").click()
    teacher.page.locator(".ek-class-table td.ek-secret", has_text=secret).wait_for()
    teacher.page.get_by_role("button", name="Hide secret numbers").click()
    teacher.page.locator(".ek-class-table td.ek-secret-hidden").wait_for()
    # a click on the pupil's name in the table opens their answers
    teacher.page.locator(".ek-class-table button.ek-pupil-link", has_text="Mia").click()
    teacher.page.locator(".ek-history").wait_for()
    assert "added wrong" in teacher.page.locator(".ek-history").inner_text()
    teacher.page.locator(".ek-class-table tr.ek-chosen", has_text="Mia").wait_for()
    for width, height in ((1280, 800), (1920, 1080)):  # projector-sized text, tables and help included
        resize(teacher.page, width, height)
        sizes = teacher.page.evaluate(_FONT_SIZES_JS)
        assert sizes and min(sizes.values()) >= 16, (width, sizes)
    teacher.page.get_by_role("tab", name="Tasks").click()
    assert "Task 1 (task set 7): 5 + <i>6</i> = ?" in teacher.page.locator(".ek-task-table").inner_text()
    assert "12 (once) — added wrong" in teacher.page.locator(".ek-task-table").inner_text()
    teacher.page.get_by_role("tab", name="Share").click()
    choose = teacher.page.locator(".ek-share-dashboard select")
    choose.select_option(label="Quiz")
    assert choose.evaluate("s => s.scrollWidth <= s.clientWidth + 1")  # the title is not cut
    teacher.page.get_by_role("textbox", name="Class").fill("4B")
    teacher.page.get_by_role("button", name="Make the class link").click()
    summary = teacher.page.locator(".ek-share-summary")
    summary.wait_for()
    assert summary.inner_text() == "Quiz · class 4B · task set 1"
    teacher.page.get_by_label("Task set (seed)").fill("12")
    teacher.page.keyboard.press("Tab")
    teacher.page.get_by_text("The choices changed").wait_for()
    assert teacher.page.locator(".ek-share-summary").count() == 0  # the old link is off the screen
    teacher.assert_healthy()


def test_browser_the_join_row_wraps_and_keeps_the_secret_box_wide_at_768_px(
    classroom_server: tuple[Any, Path], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, _db = classroom_server
    pupil = new_dashboard_page(server.url)
    pupil.page.set_viewport_size({"width": 768, "height": 1024})
    pupil.open("/voila/render/quiz.ipynb?class=4B")
    box = pupil.page.locator(".ek-join-secret input")
    box.wait_for(timeout=JOIN_TIMEOUT_MS)
    width = box.evaluate("input => input.getBoundingClientRect().width")
    size = float(box.evaluate("input => getComputedStyle(input).fontSize").removesuffix("px"))
    assert width >= 3 * size, (width, size)  # three digits and room around them
    page_width = pupil.page.evaluate("() => document.documentElement.scrollWidth")
    assert page_width <= 768, page_width  # nothing pushed off the side
    pupil.assert_healthy()
