"""The teacher's skill tabs on a real class database: who needs help now (in plain words, with the
last task and answer), pupils × skills, the weeks with a date filter, setting work (stored; the
pupils see it first when they join; who finished it), and a printable report with every name a
pupil typed escaped; German for the teacher too."""

from __future__ import annotations

import base64
import re
import time
from pathlib import Path

import pytest
from traitlets import TraitError

from elevenkit.classroom import assignments
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import SkillEstimate
from elevenkit.exercises.attempts import ANSWER_SHOWN, TASK_SOLVED
from elevenkit.i18n import language
from elevenkit.widgets.classroom import JoinPanel
from elevenkit.widgets.teacher import TeacherDashboard
from tests.helpers.classroom_db import teachers_classes
from tests.helpers.html_tree import parse, rows

FOX = "<b>Fox</b>"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Class 4B: Mia solved one task, then wrong three times in a row at minus points; the Fox right twice and strong."""
    path = teachers_classes(tmp_path / "classroom.sqlite3", "4B")
    now = time.time()
    with ClassroomStore(path) as store:
        mia = store.claim("4B", "Mia").pupil_code or ""
        fox = store.claim("4B", FOX).pupil_code or ""
        record = AnswerRecord(
            "number-track", 0, 7, "8", Outcome.RIGHT, TASK_SOLVED, task_id="7:0",
            at=now - 100, question="How many minus points are left?", level="minus@easy",
        )  # fmt: skip
        store.add_answer("4B", "Mia", mia, record)
        for number in range(3):
            record = AnswerRecord(
                "number-track", 1, 7, "5, 3", Outcome.WRONG, "wrong-sum", task_id="7:1",
                at=now - 60 + number, question="How many minus points are left?", level="minus@easy",
            )  # fmt: skip
            store.add_answer("4B", "Mia", mia, record)
        for number in range(2):
            record = AnswerRecord(
                "number-track", number, 7, "8", Outcome.RIGHT, TASK_SOLVED, task_id=f"7:{number}",
                at=now - 200 + number, question="One more than 7?", level="neighbour@medium",
            )  # fmt: skip
            store.add_answer("4B", FOX, fox, record)
        store.save_estimates("4B", "Mia", mia, {"minus-points": SkillEstimate(-1.2, 3)})
        store.save_estimates("4B", FOX, fox, {"one-more-one-less": SkillEstimate(2.0, 9)})
    return path


def test_help_now_names_mia_in_plain_words_with_her_last_task_and_answer(db: Path) -> None:
    dash = TeacherDashboard(db)
    items = parse(dash.help_tab.list.value).find_all("li")
    assert len(items) == 1
    text = items[0].text
    assert "Mia: adding up minus points — 1 of 1 task solved today" in text
    assert "several wrong answers in a row" in text and "wrong sum" in text
    assert "How many minus points are left?" in text and "5, 3" in text and "Number Track" in text
    assert "Next step: Number Track with “for me”" in text and "level=" not in text, "no URL words for a teacher"
    dash.help_tab.order.value = "name"
    assert "Mia:" in dash.help_tab.list.value
    assert dash.tabs.titles[1] == "Help now" and dash.tabs.children[1] is dash.help_tab


def test_the_skills_grid_shows_each_pupil_in_each_skill_in_words_and_shapes(db: Path) -> None:
    dash = TeacherDashboard(db)
    grid = rows(dash.skills_tab.grid.value, "ek-skills-grid")
    cells = {row[0]: row[1:] for row in grid}
    assert cells[FOX] == ["● mastered", "○ not started"] and cells["Mia"] == ["○ not started", "! needs help"]
    assert "&lt;b&gt;Fox&lt;/b&gt;" in dash.skills_tab.grid.value and FOX not in dash.skills_tab.grid.value


def test_the_weeks_tab_counts_this_weeks_tasks_and_filters_by_date(db: Path) -> None:
    dash = TeacherDashboard(db)
    table = rows(dash.weeks_tab.table.value, "ek-weeks-table")
    assert [(row[0], row[2]) for row in table] == [(FOX, "2 of 2"), ("Mia", "1 of 1")]
    dash.weeks_tab.weeks.value = 0
    assert len(rows(dash.weeks_tab.table.value, "ek-weeks-table")) == 2


def test_work_set_is_stored_shown_first_to_a_pupil_who_joins_and_counted_as_finished(db: Path) -> None:
    dash = TeacherDashboard(db)
    tab = dash.work_tab
    tab.activity.value = "number-track"
    assert tab.level.value == "auto", "a trainer's work is 'for me' unless the teacher picks a level"
    tab.skill.value = "minus-points"
    tab.tasks.value = 5
    tab.set_button.click()
    with ClassroomStore(db) as store:
        (work,) = assignments.assignments(store, "4B")
    assert (work.activity, work.skill, work.level, work.tasks) == ("number-track", "minus-points", "auto", 5)
    assert (
        "finished: 0 of 2" in tab.list.value
        and "Number Track · adding up minus points · for me · 5 tasks" in tab.list.value
    )
    panel = JoinPanel("4B", "capture-trainer", path=db)
    panel.nickname.value = "Ben"
    assert panel.join()
    message = panel.message.value
    assert message.index("Work from your teacher") < message.index("Welcome, Ben")
    link = re.search(r'href="([^"]+)"', message)
    assert link is not None and "number-track.ipynb?class=4B&amp;level=auto&amp;tasks=5" in link.group(1)
    tab.current.value = work.id
    tab.take_back.click()
    assert "No work set" in tab.list.value


def test_the_work_sets_number_of_tasks_is_one_of_the_class_links_round_lengths(db: Path) -> None:
    """Teacher trial 4: the work set asked for any number of tasks, the class link offered its own
    round lengths; one list now, and the work's link deals a round of the work's tasks."""
    dash = TeacherDashboard(db)
    assert dash.work_tab.tasks.options == dash.share_tab.tasks.options
    assert dash.work_tab.tasks.value in dict(dash.share_tab.tasks.options).values()
    with pytest.raises(TraitError):
        dash.work_tab.tasks.value = 7  # no class link has a round of 7


def test_work_for_the_whole_activity_is_set_without_touching_the_skill_box(db: Path) -> None:
    """A teacher trial pressed "Set this work" with the skill box as it opened: nothing was stored."""
    tab = TeacherDashboard(db).work_tab
    tab.activity.value = "number-track"
    assert tab.skill.value == "" and tab.skill.label == "the whole activity"
    tab.set_button.click()
    with ClassroomStore(db) as store:
        (work,) = assignments.assignments(store, "4B")
    assert (work.activity, work.skill) == ("number-track", "")
    assert "The work is set" in tab.message.value


def _saved_page(link_html: str) -> str:
    data = re.search(r"base64,([^\"]+)", link_html)
    assert data is not None
    return base64.b64decode(data.group(1)).decode("utf-8")


def test_the_report_is_a_printable_page_per_pupil_or_class_with_names_escaped(db: Path) -> None:
    dash = TeacherDashboard(db)
    report = dash.report_tab
    assert [label for label, _value in report.who.options] == ["the whole class", FOX, "Mia"]
    report.make.click()
    page = _saved_page(report.link.value)
    assert page.startswith("<!doctype html>") and "@page" in page and "size: A4" in page
    assert "<h2>&lt;b&gt;Fox&lt;/b&gt;</h2>" in page and "<b>Fox</b>" not in page
    assert page.count("<section") == 2
    assert "Mistakes seen most" in page and "wrong sum" in page and "Next step: Number Track" in page
    report.who.value = "Mia"
    report.make.click()
    mine = _saved_page(report.link.value)
    assert mine.count("<section") == 1
    # tasks, not answers: one task solved, the one she is stuck on has not ended (4 answers, 1 right)
    assert "<th>Tasks solved</th>" in mine and re.search(r"<td>1 of 1</td>", mine), mine
    assert 'download="report-4B-Mia.html"' in report.link.value


def test_the_skill_tabs_speak_german_to_the_teacher(db: Path) -> None:
    with language("de"):
        dash = TeacherDashboard(db)
        assert dash.tabs.titles[1:4] == ("Hilfe jetzt", "Fähigkeiten", "Wochen")
        assert "Mia: Minuspunkte zusammenzählen — 1 von 1 Aufgabe heute gelöst" in parse(dash.help_tab.list.value).text
        assert "beherrscht" in dash.skills_tab.grid.value


def test_the_pupils_tab_help_now_and_weeks_count_a_pupils_tasks_alike(db: Path) -> None:
    """Teacher trial 2: the three tabs gave three counts for one pupil (answers; tasks; answers whose skill was known)."""
    now = time.time()
    given = [  # task, answer, outcome, category, level
        (0, "4", Outcome.WRONG, "wrong-sum", "minus@easy"),
        (0, "8", Outcome.RIGHT, TASK_SOLVED, "minus@easy"),
        (1, "(answer shown)", Outcome.NOT_YET, ANSWER_SHOWN, "minus@easy"),
        (2, "9", Outcome.RIGHT, TASK_SOLVED, "easy"),
        *((3, "5", Outcome.WRONG, "wrong-sum", "minus@easy") for _ in range(3)),
    ]
    with ClassroomStore(db) as store:
        ben = store.claim("4B", "Ben").pupil_code or ""
        for at, (number, answer, outcome, category, level) in enumerate(given):
            record = AnswerRecord(
                "number-track", number, 7, answer, outcome, category, task_id=f"7:{number}",
                at=now - 50 + at, question="How many?", level=level,
            )  # fmt: skip
            store.add_answer("4B", "Ben", ben, record)
    dash = TeacherDashboard(db)
    (ben_row,) = [row for row in rows(dash.pupils_tab.table.value, "ek-class-table") if row[0] == "Ben"]
    assert any("2 tasks solved of 3" in cell for cell in ben_row)
    (flag,) = [item for item in parse(dash.help_tab.list.value).find_all("li") if item.attrs.get("data-pupil") == "Ben"]
    assert "2 of 3 tasks solved today" in flag.text
    weeks = {row[0]: row[2] for row in rows(dash.weeks_tab.table.value, "ek-weeks-table")}
    assert weeks["Ben"] == "2 of 3"


def test_help_now_says_a_given_up_task_in_the_teachers_language_not_the_pupils_record() -> None:
    """Trial h26: a German teacher read "Antwort: (answer shown)", the English pupil's record."""
    from elevenkit.classroom.skills import HelpFlag, Reason
    from elevenkit.exercises.attempts import ANSWER_SHOWN
    from elevenkit.widgets.teacher.skill_words import flag_markup

    flag = HelpFlag("Mo", (Reason.ANSWER_SHOWN,), question="Which cards fit on 22?", answer="(answer shown)")
    shown = HelpFlag(
        "Mo", (Reason.ANSWER_SHOWN,), question="Which cards fit on 22?", answer="(answer shown)", category=ANSWER_SHOWN
    )
    with language("de"):
        assert "Antwort: Antwort gezeigt (" in parse(flag_markup(shown)).text
    assert "Answer: answer shown (" in parse(flag_markup(shown)).text
    assert "Answer: (answer shown) (" in parse(flag_markup(flag)).text  # a typed answer stays as typed
