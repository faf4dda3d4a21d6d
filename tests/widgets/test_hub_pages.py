"""The pages on a school's JupyterHub: a pupil's page joins her class as her without asking (and
without ``?class=``), the teacher pages open at once on a teacher's server and never on a pupil's,
and the share panel's links lead to the hub's address."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets
import pytest

from elevenkit.classroom import accounts
from elevenkit.classroom.hub import HUB_URL_ENV, HubPupil, hub_environment
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import AttemptLog
from elevenkit.widgets.classroom import JoinPanel, classroom_panel, share_links
from elevenkit.widgets.teacher.gate import TeacherGate


@pytest.fixture
def mia(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HubPupil:
    """Class 4B of teacher weber with Mia; the environment of Mia's server on the hub."""
    database = tmp_path / "school.sqlite3"
    monkeypatch.setenv("ELEVENKIT_DB", str(database))
    for key, value in hub_environment(teacher="weber").items():
        monkeypatch.setenv(key, value)
    with ClassroomStore() as store:
        (claim,) = accounts.add_pupils(store, "4B", ["Mia"])
    assert claim.pupil_code and claim.pupil_id
    pupil = HubPupil("4B", "Mia", claim.pupil_code, claim.pupil_id)
    for key, value in hub_environment(pupil=pupil).items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("ELEVENKIT_HUB_TEACHER")
    return pupil


def test_a_pupils_page_on_the_hub_joins_her_class_as_her_without_a_class_link(mia: HubPupil) -> None:
    panel = classroom_panel("capture-trainer", {}, attempts=AttemptLog())
    assert isinstance(panel, JoinPanel) and panel.class_code == "4B"
    assert panel.joined is not None and panel.joined.claim is not None
    assert panel.joined.claim.nickname == "Mia" and panel.joined.claim.pupil_id == mia.pupil_id
    assert panel.form.layout.display == "none"
    panel.close()


def test_a_page_of_another_class_still_asks_for_a_nickname(mia: HubPupil) -> None:
    with ClassroomStore() as store:
        store._write(lambda c: c.execute("INSERT INTO classes (code, code_key, created) VALUES ('5C', '5c', 0)"))
    panel = classroom_panel("capture-trainer", {"class": "5C"}, attempts=AttemptLog())
    assert isinstance(panel, JoinPanel) and panel.joined is None
    panel.close()


def test_the_teacher_pages_open_at_once_on_a_teachers_server(monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in hub_environment(teacher="weber").items():
        monkeypatch.setenv(key, value)
    gate = TeacherGate(lambda: widgets.HTML("the class"), check=lambda typed: False)
    assert gate.is_open and "the class" in gate.children[-1].value


def test_the_teacher_pages_never_open_on_a_pupils_server(mia: HubPupil) -> None:
    built = []
    gate = TeacherGate(lambda: built.append(1) or widgets.HTML("the class"), check=lambda typed: True)
    assert not gate.is_open and not built
    gate.password.value = "anything"  # as a scripted page could send it: still refused
    assert gate.try_open() is False and not gate.is_open
    assert "for teachers" in str([child.value for child in gate.form.children if hasattr(child, "value")])
    assert not built


def test_share_links_lead_to_the_hub() -> None:
    links, note = share_links(
        "KMR27", {HUB_URL_ENV: "https://mathe.school.example/", "ELEVENKIT_SERVER_IP": "127.0.0.1"}
    )
    assert links == ["https://mathe.school.example/c/KMR27"] and note == ""
