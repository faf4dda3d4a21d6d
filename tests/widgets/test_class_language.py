"""A class's language: the teacher picks it in the share tab, the classroom database keeps it, and
the class's pages open in it unless their link's ``?lang=`` says otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit import i18n
from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.params import page_language
from elevenkit.widgets.teacher import TeacherDashboard
from tests.helpers.classroom_db import teachers_classes
from tests.helpers.paths import REPO


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Class 4B, made by the teacher; the pupils' pages read this file (``ELEVENKIT_DB``)."""
    path = teachers_classes(tmp_path / "class.sqlite3", "4B")
    monkeypatch.setenv("ELEVENKIT_DB", str(path))
    monkeypatch.setenv("ELEVENKIT_SERVER_IP", "127.0.0.1")
    monkeypatch.setenv("ELEVENKIT_SERVER_PORT", "8873")
    return path


def share_in(db: Path, language: str, suggested: str) -> tuple[str, str]:
    """Make class 4B's link to the Capture Trainer in ``language`` on the share tab of a teacher page
    that suggests ``suggested``; the link's target and the class's language as the database keeps them."""
    share = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards").share_tab
    assert share.language.value == suggested, "the teacher page suggests its own language"
    assert [label for label, _code in share.language.options] == ["English", "Deutsch"]
    share.dashboard.value, share.seed.value, share.language.value = "capture-trainer.ipynb", "7", language
    share.make_panel()
    with ClassroomStore(db) as store:
        return str(store.link_target(share.area.children[0].code)), store.class_language("4b")


def test_the_teacher_picks_german_for_a_class_and_its_pages_open_in_german(db: Path) -> None:
    assert page_language({"class": "4B"}, "de-DE") == "de", "before the teacher's choice the browser decides"
    assert share_in(db, "de", suggested="en") == ("/voila/render/capture-trainer.ipynb?class=4B&seed=7&lang=de", "de")
    # a page of the class without ?lang= (the class typed on the landing page) opens in German,
    # for an English browser too; a link's ?lang= still wins; another class follows the browser
    assert page_language({"class": "4B"}, "en-GB,en;q=0.9") == "de"
    assert page_language({"class": " 4b "}, "") == "de"
    assert page_language({"class": "4B", "lang": "en"}, "de") == "en"
    assert page_language({"class": "5C"}, "en") == "en"
    assert page_language({}, "en") == "en"


def test_english_chosen_on_a_german_teacher_page_is_kept_and_beats_a_german_browser(db: Path) -> None:
    with i18n.language("de"):
        assert share_in(db, "en", suggested="de") == ("/voila/render/capture-trainer.ipynb?class=4B&seed=7", "en")
    assert page_language({"class": "4B"}, "de-DE,de;q=0.9") == "en"


def test_a_class_page_opens_when_the_database_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken = tmp_path / "not-a-db.sqlite3"
    broken.write_text("this is no database")
    monkeypatch.setenv("ELEVENKIT_DB", str(broken))
    assert page_language({"class": "4B"}, "de") == "de"
    assert broken.read_text() == "this is no database", "nothing written"
