"""The pupil's join panel and the teacher's Pupils tab when classes are the teacher's (issue 21,
item 6): an unknown class, a removed pupil's open page and its reload, renaming and removing."""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import Attempt, AttemptLog
from elevenkit.widgets.classroom import JoinPanel, classroom_panel
from elevenkit.widgets.teacher import TeacherDashboard


def attempt(number: int = 0, answer: str = "7 = 5 + 2") -> Attempt:
    return Attempt("capture-trainer", f"7:{number}", answer, True, True, "", 0, 7, number)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        store.create_class("4B")
    return path


def panel_for(db: Path, log: AttemptLog, code: str = "4B") -> JoinPanel:
    panel = classroom_panel("capture-trainer", {"class": code, "seed": "7"}, path=db, attempts=log)
    assert isinstance(panel, JoinPanel)
    return panel


def join_as(panel: JoinPanel, nickname: str, secret: str = "") -> None:
    panel.nickname.value, panel.secret.value = nickname, secret
    panel.join_button.click()


def test_a_join_to_an_unknown_class_says_ask_your_teacher_and_keeps_nothing(db: Path) -> None:
    log = AttemptLog()
    panel = panel_for(db, log, code="Teacher smells")
    join_as(panel, "Ben")
    assert panel.joined is None and "Ask your teacher for the link" in panel.message.value
    assert panel.browser.state == {}
    log.notify(attempt())
    with ClassroomStore(db) as store:
        assert queries.classes(store) == ["4B"] and store._read("SELECT count(*) FROM pupils") == [(0,)]


def test_a_removed_pupils_open_page_is_signed_out_and_its_answers_make_no_one(db: Path) -> None:
    log = AttemptLog()
    panel = panel_for(db, log)
    join_as(panel, "Tablet Kid")
    assert panel.joined is not None and panel.browser.state.get("nickname") == "Tablet Kid"
    recorder = panel.joined.recorder
    log.notify(attempt(0))
    assert recorder.flush(5)
    with ClassroomStore(db) as store:
        queries.delete_pupil(store, "4B", "Tablet Kid")
    log.notify(attempt(1))  # the next answer finds the pupil gone: the page signs out
    assert recorder.flush(5)
    assert panel.joined is None and panel.saver is None
    assert panel.form.layout.display != "none" and "off the class list" in panel.message.value
    assert panel.browser.state == {} and panel.nickname.value == ""
    log.notify(attempt(2))
    with ClassroomStore(db) as store:
        assert store._read("SELECT count(*) FROM pupils") == [(0,)]
        assert store._read("SELECT count(*) FROM answers") == [(0,)]


def test_a_reload_of_a_removed_pupils_page_asks_to_join_afresh(db: Path) -> None:
    first = panel_for(db, AttemptLog())
    join_as(first, "Mia")
    kept = dict(first.browser.state)
    first.close()
    with ClassroomStore(db) as store:
        queries.delete_pupil(store, "4B", "Mia")
    reloaded = panel_for(db, AttemptLog())
    reloaded.browser.receive(kept, {"class": "4B"})
    assert reloaded.joined is None and "Sign in again" in reloaded.message.value
    assert reloaded.browser.state == {} and reloaded.form.layout.display != "none"
    with ClassroomStore(db) as store:
        assert queries.pupils(store, "4B") == []


def test_a_look_alike_nickname_is_refused_on_the_page(db: Path) -> None:
    join_as(panel_for(db, AttemptLog()), "Mia")
    other = panel_for(db, AttemptLog())
    join_as(other, "Міа")  # Cyrillic М, і and а
    assert other.joined is None and "looks too much like Mia" in other.message.value


def test_the_teacher_renames_and_removes_the_chosen_pupil_on_the_pupils_tab(db: Path) -> None:
    with ClassroomStore(db) as store:
        ben = store.claim("4B", "Ben").pupil_code or ""
        store.add_answer("4B", "Ben", ben, AnswerRecord("capture-trainer", 0, 7, "7 = 5 + 2", Outcome.RIGHT))
        store.claim("4B", "Teacher smells")
    dashboard = TeacherDashboard(db, class_code="4B")
    tab = dashboard.pupils_tab
    actions = tab.actions
    actions.rename_button.click()
    assert "Choose a pupil" in actions.done.value
    tab.pupil.value = "Teacher smells"
    actions.new_name.value = "Веn"  # Cyrillic В and е: looks like Ben
    actions.rename_button.click()
    assert "too close to Ben" in actions.done.value and tab.table.pupils == ("Ben", "Teacher smells")
    actions.new_name.value = "Owl"
    actions.rename_button.click()
    assert "is now called Owl" in actions.done.value
    assert tab.table.pupils == ("Ben", "Owl") and "Teacher smells" not in tab.table.value
    tab.pupil.value = "Ben"
    actions.remove_button.click()
    assert actions.confirm.layout.display == "flex"
    actions.confirm.yes.click()
    assert tab.table.pupils == ("Owl",)
    with ClassroomStore(db) as store:
        assert [p.nickname for p in queries.pupils(store, "4B")] == ["Owl"]
        assert store._read("SELECT count(*) FROM answers") == [(0,)]
    dashboard.close()
