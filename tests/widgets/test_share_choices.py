"""What the teacher's share tab offers, read from the activity catalogue: which pages a class can be
sent to, which take a level or a round, and what a link's summary says."""

from __future__ import annotations

import gettext
import json
import shutil
from pathlib import Path

import pytest

from elevenkit import catalogue, i18n
from elevenkit.catalogue import Kind
from elevenkit.classroom.errors import NameRefused
from elevenkit.widgets.classroom import (
    dashboard_target,
    dashboards_for_pupils,
    leveled_dashboards,
    share_params,
    share_summary,
    trainer_dashboards,
)
from tests.helpers.paths import DASHBOARDS


def test_a_class_is_sent_to_the_pupils_pages_dashboards_by_title_then_lessons_in_order() -> None:
    offered = dashboards_for_pupils(DASHBOARDS)
    pages = [page for _title, page in offered]
    dashboards = [title for title, page in offered if not page.startswith(catalogue.LESSONS_FOLDER + "/")]
    assert dashboards == sorted(dashboards, key=str.casefold) and len(dashboards) == 6
    lessons = [catalogue.by_page(page) for page in pages[len(dashboards) :]]
    assert [lesson.order for lesson in lessons if lesson] == list(range(1, 10))  # lesson 10 needs JupyterLab
    assert "teacher.ipynb" not in pages and "worksheets.ipynb" not in pages


def test_only_the_pages_found_in_the_served_folder_are_offered(tmp_path: Path) -> None:
    shutil.copy(DASHBOARDS / "wraparound-clock.ipynb", tmp_path / "wraparound-clock.ipynb")
    shutil.copy(DASHBOARDS / "teacher.ipynb", tmp_path / "teacher.ipynb")
    assert dashboards_for_pupils(tmp_path) == [("Wraparound Clock", "wraparound-clock.ipynb")]
    # a notebook the catalogue does not know yet is offered by its own metadata, as the landing page lists it
    quiz = json.loads((DASHBOARDS / "teacher.ipynb").read_text(encoding="utf-8"))
    quiz["metadata"]["elevenkit"] = {"title": "Quiz", "description": "A stand-in."}
    (tmp_path / "quiz.ipynb").write_text(json.dumps(quiz), encoding="utf-8")
    assert dashboards_for_pupils(tmp_path) == [("Quiz", "quiz.ipynb"), ("Wraparound Clock", "wraparound-clock.ipynb")]


def test_levels_and_rounds_are_offered_where_the_catalogue_says() -> None:
    assert trainer_dashboards() == {a.page for a in catalogue.activities(Kind.TRAINER)}
    assert leveled_dashboards() == {
        a.page for a in (*catalogue.activities(Kind.TRAINER), *catalogue.activities(Kind.TABLE))
    }
    assert share_params("play-start-11.ipynb", "1000000001", 5, "hard") == {"level": "hard"}  # past MAX_SEED


def test_the_summary_names_the_level_in_its_one_label(monkeypatch: pytest.MonkeyPatch) -> None:
    class Marked(gettext.NullTranslations):
        def pgettext(self, context: str, message: str) -> str:
            return f"<{message}>"

    monkeypatch.setattr(i18n, "_translation", Marked())
    assert share_summary("Wraparound Clock", "4B", {"seed": "7", "level": "medium"}) == (
        "Wraparound Clock · class 4B · task set 7 · level <medium>"
    )


def test_a_class_code_no_link_can_carry_is_refused_for_the_teacher() -> None:
    assert dashboard_target("capture-trainer.ipynb", "Year 4", {"seed": "7"}).endswith("?class=Year+4&seed=7")
    with pytest.raises(NameRefused, match="cannot be a class code"):
        dashboard_target("capture-trainer.ipynb", "<b>4B</b>")


def test_a_class_link_for_me_carries_level_auto_on_a_trainer_only() -> None:
    assert share_params("number-track.ipynb", "7", 0, "auto") == {"seed": "7", "level": "auto"}
    assert share_params("play-start-11.ipynb", "7", 0, "auto") == {"seed": "7"}, "a game has no practice for me"
    assert share_summary("Number Track", "4B", {"seed": "7", "level": "auto"}) == (
        "Number Track · class 4B · task set 7 · for me"
    )
