"""The teacher dashboard on a real SQLite file: the live table, statistics, history, CSV, deleting,
escaping of every name a pupil typed, and plain words when the database cannot be used."""

from __future__ import annotations

import asyncio
import base64
import re
import sqlite3
from pathlib import Path

import pytest

from elevenkit.classroom import teacher
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.widgets.teacher import TeacherDashboard, TeacherGate, share_bar, teacher_dashboard
from tests.test_classroom_reliability import _newer_schema, _not_a_database

EVIL = '<img src=x onerror=alert(1)> "O\'Neil" 🦊'


def answer(task: int, text: str, outcome: Outcome, category: str = "", hints: int = 0) -> AnswerRecord:
    return AnswerRecord("capture-trainer", task, 7, text, outcome, category, hints)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Class 4B: Mia (one wrong, then right; then task 1 right) and a pupil with a hostile nickname."""
    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        mia = store.claim("4B", "Mia").pupil_code or ""
        evil = store.claim("4B", EVIL).pupil_code or ""
        store.add_answer("4B", "Mia", mia, answer(0, "7 = 9", Outcome.WRONG, "added-instead-of-subtracted"))
        store.add_answer("4B", "Mia", mia, answer(0, "7 = 5 + 2", Outcome.RIGHT, hints=1))
        store.add_answer("4B", "Mia", mia, answer(1, "11 = 5 + 6", Outcome.RIGHT))
        store.add_answer("4B", EVIL, evil, answer(0, "<b>7 = 9</b>", Outcome.WRONG, "added-instead-of-subtracted"))
        store.claim("5A", "Ben")
    return path


def test_the_table_shows_every_pupil_per_activity(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    assert dash.classes.options == ("4B", "5A") and dash.classes.value == "4B"
    table = dash.table.value
    assert "Mia" in table and "capture-trainer" in table
    assert "2 done · 2/3 right · 1 hints" in table  # task 0: wrong then right; task 1: right
    assert "0 done · 0/1 right" in table


def test_names_a_pupil_typed_are_escaped_everywhere(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.pupil.value = EVIL
    dash.export()
    pages = [dash.table.value, dash.stats.value, dash.history.value]
    for page in pages:
        assert "<img" not in page and "<b>7" not in page
    assert "&lt;img src=x onerror=alert(1)&gt; &quot;O&#x27;Neil&quot; 🦊" in dash.table.value
    assert "&lt;b&gt;7 = 9&lt;/b&gt;" in dash.stats.value and "&lt;b&gt;7 = 9&lt;/b&gt;" in dash.history.value
    assert "<img" not in dash.download.value


def test_a_name_of_10000_characters_is_cut_on_the_page(tmp_path: Path) -> None:
    path = tmp_path / "long.sqlite3"
    long_name = "<i>" + "x" * 9_990
    with ClassroomStore(path) as store:
        store.claim("4B", long_name)
    dash = TeacherDashboard(path, class_code="4B")
    visible = re.sub(r"title='[^']*'", "", dash.table.value)
    assert "&lt;i&gt;xxxx" in visible and "x" * 100 not in visible and "<i>" not in dash.table.value


def test_per_task_the_share_right_as_a_bar_and_the_common_wrong_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    stats = dash.stats.value
    assert stats.count("<svg class='ek-bar'") == 2
    assert "1 of 3 answers right" in stats and "1 of 1 answers right" in stats
    assert "<code>7 = 9</code> × 1 — added instead of subtracted" in stats
    assert "aria-label='33 % right'" in stats


def test_the_bar_is_as_long_as_the_share() -> None:
    widths = [
        float(re.findall(r"width='([\d.]+)' height='14' fill='#2e7d32'", share_bar(share))[0])
        for share in (0, 0.5, 1, 7)
    ]
    assert widths == [0.0, 80.0, 160.0, 160.0]


def test_a_click_on_a_pupil_shows_their_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    assert dash.history.value == ""
    dash.pupil.value = "Mia"
    rows = dash.history.value.count("<tr>") - 1
    assert rows == 3 and "wrong" in dash.history.value and "added instead of subtracted" in dash.history.value


def test_the_csv_export_is_a_download_link_with_every_answer(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.export()
    link = dash.download.value
    assert "download='class-4B.csv'" in link
    data = base64.b64decode(re.findall(r"base64,([A-Za-z0-9+/=]+)'", link)[0]).decode("utf-8")
    assert data.startswith("time,class,nickname") and data.count("\r\n") == 5


def test_deleting_a_pupil_asks_first_and_no_keeps_everything(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.pupil.value = "Mia"
    dash.delete_pupil_button.click()
    assert dash.confirm.layout.display == "flex" and "Delete Mia" in dash.confirm.question.value
    dash.confirm.no.click()
    assert "Mia" in dash.table.value
    dash.delete_pupil_button.click()
    dash.confirm.yes.click()
    assert "Mia" not in dash.table.value and "&lt;img" in dash.table.value  # the other pupil stays
    with ClassroomStore(db) as store:
        assert [p.nickname for p in teacher.pupils(store, "4B")] == [EVIL]


def test_deleting_the_whole_class(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.delete_class_button.click()
    dash.confirm.yes.click()
    assert dash.classes.options == ("5A",) and dash.classes.value == "5A"


def test_a_new_pupil_appears_on_refresh(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    with ClassroomStore(db) as store:
        store.claim("4B", "Zoe")
        store.claim("6C", "Ada")
    assert "Zoe" not in dash.table.value
    dash.refresh()
    assert "Zoe" in dash.table.value and dash.classes.value == "4B" and "6C" in dash.classes.options


def test_the_live_refresh_runs_in_the_event_loop_without_blocking_it(db: Path) -> None:
    async def scenario() -> tuple[bool, bool, int]:
        dash = TeacherDashboard(db, class_code="4B", refresh_seconds=0.05)
        assert dash.start_auto_refresh()
        with ClassroomStore(db) as store:
            store.claim("4B", "Zoe")
        ticks = 0
        for _tick in range(100):  # the loop stays free: this coroutine keeps running meanwhile
            await asyncio.sleep(0.01)
            ticks += 1
            if "Zoe" in dash.table.value:
                break
        seen = "Zoe" in dash.table.value
        dash.close()
        return seen, dash._task is None, ticks

    seen, stopped, ticks = asyncio.run(scenario())
    assert seen and stopped and ticks >= 3
    assert not TeacherDashboard(db).start_auto_refresh()  # no running loop: no refresh task


@pytest.mark.parametrize(
    ("spoil", "words"), [(_newer_schema, "newer elevenkit"), (_not_a_database, "not an elevenkit classroom database")]
)
def test_a_database_that_cannot_be_used_is_said_in_plain_words_and_left_alone(
    tmp_path: Path, spoil: object, words: str
) -> None:
    path = tmp_path / "class.sqlite3"
    spoil(path)  # type: ignore[operator]
    before = path.read_bytes()
    dash = TeacherDashboard(path)
    assert words in dash.error.value and "Traceback" not in dash.error.value
    assert dash.refresh() is False
    assert path.read_bytes() == before


def test_a_locked_database_is_said_in_plain_words(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    locker = sqlite3.connect(db, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        import elevenkit.widgets.teacher as module

        dash._store = lambda: module.ClassroomStore(db, busy_timeout=0.1)  # type: ignore[method-assign]
        assert dash.refresh() is False
        assert "kept busy by another program" in dash.error.value
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert dash.refresh() is True and dash.error.value == ""


def test_the_teacher_dashboard_cell_is_behind_the_gate(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    monkeypatch.setenv("TEACHER_PASSWORD", "owl")
    gate = teacher_dashboard()
    assert isinstance(gate, TeacherGate) and gate.content is None
    gate.password.value = "cat"
    assert gate.content is None
    gate.password.value = "owl"
    assert isinstance(gate.content, TeacherDashboard) and "Mia" in gate.content.table.value


def test_the_answer_keys_tab_shows_every_lesson_key_escaped(tmp_path) -> None:
    from elevenkit.exercises.lessons import LESSONS, answer_key
    from elevenkit.widgets.teacher import TeacherDashboard, answer_key_table

    dashboard = TeacherDashboard(tmp_path / "class.sqlite3")
    keys = dashboard.tabs.children[-1]
    assert dashboard.tabs.titles[-1] == "Answer keys"
    assert [value for _label, value in dashboard.key_lesson.options] == list(LESSONS)
    for lesson_id in LESSONS:
        dashboard.key_lesson.value = lesson_id
        entries = answer_key(lesson_id)
        assert entries and dashboard.key_area.value == answer_key_table(lesson_id)
        assert dashboard.key_area.value.count("<tr>") == len(entries) + 1
    assert keys.children[1] is dashboard.key_area
