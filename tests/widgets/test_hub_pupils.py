"""On a school's hub the teacher dashboard adds pupils by name and saves their login cards
(``elevenkit/widgets/teacher/hub_pupils.py``); off the hub it has no such panel."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from elevenkit.classroom import accounts, queries
from elevenkit.classroom.hub import hub_environment
from elevenkit.classroom.store import ClassroomStore
from elevenkit.widgets.teacher import TeacherDashboard

HUB = "https://mathe.school.example"


def test_off_the_hub_the_dashboard_has_no_login_cards(tmp_path: Path) -> None:
    dash = TeacherDashboard(tmp_path / "class.sqlite3")
    assert dash.hub_pupils is None and "ek-hub-pupils" not in str(dash.pupils_tab.children)


def test_on_the_hub_a_teacher_adds_pupils_and_saves_every_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in {**hub_environment(teacher="weber"), "ELEVENKIT_HUB_URL": HUB}.items():
        monkeypatch.setenv(key, value)
    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        accounts.add_pupils(store, "4B", ["Ada"])
    dash = TeacherDashboard(path, class_code="4B")
    panel = dash.hub_pupils
    assert panel is not None and panel in dash.pupils_tab.children
    panel.names.value = "Mia\n\n Ben \nAda"
    panel.add_button.click()
    with ClassroomStore(path) as store:
        numbers = {pupil.nickname: pupil.pupil_code for pupil in queries.pupils(store, "4B")}
    assert set(numbers) == {"Ada", "Mia", "Ben"} and panel.names.value == ""
    assert "2 pupils added." in panel.done.value
    assert "Mia" in dash.pupils_tab.table.value, "the dashboard did not read the class again"
    link = re.search(
        r'download="login-cards-4B.html" href="data:text/html;charset=utf-8;base64,([^"]+)"', panel.done.value
    )
    assert link, panel.done.value
    cards = base64.b64decode(link.group(1)).decode("utf-8")
    for nickname, number in numbers.items():
        assert f">{nickname}<" in cards and f"Secret number: {number}" in cards
    assert cards.startswith("<!DOCTYPE html>\n<html>") and cards.count("<svg") == 3  # a QR code on each card


def test_a_teacher_without_a_class_makes_one_with_its_pupils(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in {**hub_environment(teacher="weber"), "ELEVENKIT_HUB_URL": HUB}.items():
        monkeypatch.setenv(key, value)
    path = tmp_path / "class.sqlite3"
    dash = TeacherDashboard(path)
    panel = dash.hub_pupils
    assert panel is not None and dash.classes.value is None
    panel.class_box.value = " 4C "
    panel.names.value = "Mia\nBen"
    panel.add_button.click()
    assert "2 pupils added." in panel.done.value and 'download="login-cards-4C.html"' in panel.done.value
    assert "4C" in dash.classes.options, "the dashboard did not read the classes again"
    with ClassroomStore(path) as store:
        assert [pupil.nickname for pupil in queries.pupils(store, "4C")] == ["Ben", "Mia"]
        assert queries.classes(store, owner="weber") == ["4C"]
