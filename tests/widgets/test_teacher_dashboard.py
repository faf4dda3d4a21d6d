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
from tests.helpers.classroom_db import newer_schema, not_a_database

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
    assert "2 tasks solved of 2 · 3 answers · 1 hint" in table  # task 0: wrong then right; task 1: right
    assert "no task finished yet · 1 answer" in table  # one wrong answer: the task goes on


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
    visible = re.sub(r"(title|data-pupil)='[^']*'", "", dash.table.value)  # attributes are not shown
    assert "&lt;i&gt;xxxx" in visible and "x" * 100 not in visible and "<i>" not in dash.table.value


def test_per_task_the_share_right_as_a_bar_and_the_common_wrong_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    stats = dash.stats.value
    assert stats.count("<svg class='ek-bar'") == 2
    assert "1 of 3 answers right" in stats and "1 of 1 answer right" in stats
    assert "<code>7 = 9</code> (once) — added instead of subtracted" in stats and "×" not in stats
    with ClassroomStore(db) as store:
        ben = store.claim("4B", "Ben").pupil_code or ""
        for _time in range(2):
            store.add_answer("4B", "Ben", ben, answer(0, "7 = 9", Outcome.WRONG, "added-instead-of-subtracted"))
    dash.refresh()
    assert "<code>7 = 9</code> (3 times) — added instead of subtracted" in dash.stats.value
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


def test_a_click_on_a_name_in_the_class_table_shows_that_pupils_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    # every name in the table is a button that names its pupil (escaped) for the click
    names = re.findall(r"<button type='button' class='ek-pupil-link' data-pupil='([^']*)'", dash.table.value)
    assert names == ["&lt;img src=x onerror=alert(1)&gt; &quot;O&#x27;Neil&quot; 🦊", "Mia"]
    # the browser reports the click as the front end does
    dash.table._on_front_end_msg(dash.table, {"event": "pupil", "nickname": "Mia"}, [])
    assert dash.pupil.value == "Mia" and "<h4>Mia</h4>" in dash.history.value
    assert "<tr class='ek-chosen'><th scope='row'><button" in dash.table.value
    assert dash.table.value.count("ek-chosen") == 1 and "aria-pressed='true'>Mia" in dash.table.value
    dash.table.click(EVIL)
    assert dash.pupil.value == EVIL and "&lt;b&gt;7 = 9&lt;/b&gt;" in dash.history.value
    # a name that is not in the class (an old page, a forged message) changes nothing
    dash.table._on_front_end_msg(dash.table, {"event": "pupil", "nickname": "Ben"}, [])
    dash.table._on_front_end_msg(dash.table, {"event": "pupil", "nickname": 7}, [])
    assert dash.pupil.value == EVIL


def test_the_cell_counts_whole_tasks_as_the_pupils_score_does(tmp_path: Path) -> None:
    from elevenkit.exercises.attempts import ANSWER_SHOWN, TASK_SOLVED

    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        pip = store.claim("4B", "Pip").pupil_code or ""
        for record in (
            answer(0, "7 = 9", Outcome.WRONG, "wrong-total"),
            answer(0, "7 = 5", Outcome.RIGHT),  # a right group, the task goes on: no task yet
            answer(0, "7 = 5 + 2", Outcome.RIGHT, TASK_SOLVED, hints=1),
            answer(1, "3", Outcome.WRONG, "wrong-total"),
            answer(1, "(answer shown)", Outcome.NOT_YET, ANSWER_SHOWN),
            answer(1, "11 = 5 + 6", Outcome.RIGHT, TASK_SOLVED),  # after the answer was shown: practice
            answer(2, "4", Outcome.RIGHT, TASK_SOLVED),
        ):
            store.add_answer("4B", "Pip", pip, record)
        progress = store.restore("4B", "Pip", "capture-trainer")
    dash = TeacherDashboard(path, class_code="4B")
    assert progress is not None and (progress.correct, progress.attempts) == (2, 3)  # the pupil's "2 of 3 tasks"
    assert "2 tasks solved of 3 · 6 answers · 1 hint" in dash.table.value


def test_a_game_in_the_history_is_a_game_won_or_lost_and_no_misconception(tmp_path: Path) -> None:
    from elevenkit.exercises.attempts import GAME_LOST, GAME_WON, TASK_SOLVED

    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        ada = store.claim("4B", "Ada").pupil_code or ""
        for record in (
            AnswerRecord(
                "play-one-eleven", 0, 352970325, "won 15–14", Outcome.RIGHT, GAME_WON, task_id="game-352970325"
            ),
            AnswerRecord("play-one-eleven", 0, 8, "lost 3–9", Outcome.WRONG, GAME_LOST, task_id="game-8"),
            answer(0, "7 = 5 + 2", Outcome.RIGHT, TASK_SOLVED),
            answer(1, "6", Outcome.WRONG, "wrong-total"),
        ):
            store.add_answer("4B", "Ada", ada, record)
    dash = TeacherDashboard(path, class_code="4B")
    assert "1 game played · 0 won" not in dash.table.value and "2 games played · 1 won" in dash.table.value
    dash.pupil.value = "Ada"
    rows = re.findall(r"<tr><td>.*?</tr>", dash.history.value)
    cells = [re.findall(r"<td>(.*?)</td>", row) for row in rows]
    assert [(row[2], row[4], row[5]) for row in cells] == [
        ("Game (seed 352970325)", "won", ""),
        ("Game (seed 8)", "lost", ""),
        ("Task 1 (task set 7)", "right", ""),  # "task-solved" is no misconception
        ("Task 2 (task set 7)", "wrong", "wrong total"),
    ]


def test_one_game_and_one_answer_are_singular() -> None:
    from elevenkit.classroom.model import Cell, TaskStats
    from elevenkit.widgets.teacher import cell_text, task_stats_html

    assert cell_text(Cell(0, 0, 0, 0, 0.0, games=1, games_won=1)) == "1 game played · 1 won"
    assert cell_text(Cell(1, 1, 1, 0, 0.0, ended=1)) == "1 task solved of 1 · 1 answer"
    assert "1 of 1 answer right" in task_stats_html([TaskStats("capture-trainer", "7:0", 1, 1, 1, 1, ())])


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
    ("spoil", "words"), [(newer_schema, "newer elevenkit"), (not_a_database, "not an elevenkit classroom database")]
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


# ---- what a teacher's trial in Chromium asked for (issue 14) -------------------------------------------
REPO = Path(__file__).resolve().parents[2]


def test_the_secret_numbers_stay_out_of_the_page_until_the_teacher_asks(db: Path) -> None:
    with ClassroomStore(db) as store:
        codes = {p.nickname: p.pupil_code for p in teacher.pupils(store, "4B")}
    dash = TeacherDashboard(db, class_code="4B")
    hidden = dash.table.value
    assert all(code not in hidden for code in codes.values())
    assert hidden.count("<td class='ek-secret-hidden'>•••</td>") == len(codes)
    dash.show_codes.value = True
    assert all(f"<td class='ek-secret'>{code}</td>" in dash.table.value for code in codes.values())
    assert dash.show_codes.description == "Hide secret numbers"
    dash.classes.value = "5A"  # another class starts hidden
    assert dash.show_codes.value is False and "ek-secret'>" not in dash.table.value
    dash.classes.value = "4B"
    assert all(code not in dash.table.value for code in codes.values())


def test_shown_secret_numbers_hide_again_by_themselves(db: Path) -> None:
    async def scenario() -> tuple[bool, bool]:
        dash = TeacherDashboard(db, class_code="4B", secret_seconds=0.05)
        dash.show_codes.value = True
        shown_at_first = "class='ek-secret'" in dash.table.value
        for _tick in range(100):
            await asyncio.sleep(0.01)
            if not dash.show_codes.value:
                break
        hidden_later = "class='ek-secret'" not in dash.table.value and dash.show_codes.value is False
        dash.close()
        return shown_at_first, hidden_later

    assert asyncio.run(scenario()) == (True, True)


def test_tasks_are_named_for_the_teacher_not_by_their_id(db: Path) -> None:
    from elevenkit.widgets.teacher import task_label

    dash = TeacherDashboard(db, class_code="4B")
    assert "Task 1 (task set 7)" in dash.stats.value and "Task 2 (task set 7)" in dash.stats.value
    assert "<td>7:0</td>" not in dash.stats.value
    dash.pupil.value = "Mia"
    assert dash.history.value.count("Task 1 (task set 7)") == 2 and "Task 2 (task set 7)" in dash.history.value
    # a lesson's step: its number and title, and the question beneath (from the lesson itself)
    from elevenkit.exercises.lessons import answer_key

    entry = answer_key("01")[0]
    label = task_label("lesson-01", f"step-{entry.number}")
    assert label.startswith(f"Step {entry.number}: {entry.title}".replace("'", "&#x27;"))
    assert "class='ek-question'" in label and entry.question[:30].replace("'", "&#x27;") in label
    assert task_label("lesson-99", "step-3") == "step-3"  # no such lesson: the id as it is
    assert task_label("quiz", "<b>x</b>") == "&lt;b&gt;x&lt;/b&gt;"


def test_a_task_is_named_with_its_level_and_the_question_the_pupil_saw_escaped(db: Path) -> None:
    from elevenkit.widgets.teacher import task_label

    question = "Which <b onclick=alert(1)>piles</b> can take the card 32? & more"
    escaped = "Which &lt;b onclick=alert(1)&gt;piles&lt;/b&gt; can take the card 32? &amp; more"
    with ClassroomStore(db) as store:
        ada = store.claim("4B", "Ada").pupil_code or ""
        for level, text in (("easy", question), ("3", "y" * 10_000)):
            record = AnswerRecord("wraparound-clock", 2, 9, "1", Outcome.WRONG, "x", question=text, level=level)
            store.add_answer("4B", "Ada", ada, record)
    dash = TeacherDashboard(db, class_code="4B")
    label = f"Task 3 (task set 9, easy): <span class='ek-question'>{escaped}</span>"
    assert task_label("wraparound-clock", "9:2", question, "easy") == label
    assert label in dash.stats.value and "<b onclick" not in dash.stats.value
    long_label = re.search(
        r"Task 3 \(task set 9, level 3\): <span class='ek-question'>.*?</span></span>", dash.stats.value
    )
    assert long_label is not None and "y" * 119 + "…" in long_label[0]  # the page shows the start, the tip the rest
    dash.pupil.value = "Ada"
    assert label in dash.history.value and "<b onclick" not in dash.history.value
    # older answers have no question: the task's place alone; games and other settings name theirs
    assert task_label("wraparound-clock", "9:2") == "Task 3 (task set 9)"
    assert task_label("capture-trainer", "9:0", "", "custom") == "Task 1 (task set 9, own settings)"
    game = task_label("play-one-eleven", "game-8", "Game of one-eleven, 2 players", "medium")
    assert game == "Game (seed 8, computer: medium): <span class='ek-question'>Game of one-eleven, 2 players</span>"


def test_activities_are_named_by_their_dashboard_or_lesson_title(db: Path, tmp_path: Path) -> None:
    with ClassroomStore(db) as store:
        ada = store.claim("4B", "Ada").pupil_code or ""
        store.add_answer("4B", "Ada", ada, AnswerRecord("lesson-01", 0, 0, "x", Outcome.WRONG, task_id="step-3"))
    dash = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards")
    assert "<th>Capture Trainer</th>" in dash.table.value and "<th>capture-trainer</th>" not in dash.table.value
    assert "Lesson 1" in dash.stats.value and "Step 3: " in dash.stats.value


def test_the_share_tab_offers_a_round_for_a_trainer_and_puts_it_in_the_short_link(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV

    monkeypatch.setenv(IP_ENV, "127.0.0.1")
    monkeypatch.setenv(PORT_ENV, "8873")
    dash = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards")
    assert dash.share_tasks.value == 0 and dash.share_tasks.options[0] == ("No end", 0)
    dash.share_dashboard.value = "capture-trainer.ipynb"
    assert dash.share_tasks.layout.display is None  # offered for a trainer
    dash.share_seed.value, dash.share_tasks.value = "7", 10
    dash.make_share_panel()
    panel = dash.share_area.children[0]
    with ClassroomStore(db) as store:
        assert store.link_target(panel.code) == "/voila/render/capture-trainer.ipynb?class=4B&seed=7&tasks=10"
    assert "A round of 10 tasks" in panel.view.value
    assert f"<title>http://127.0.0.1:8873/c/{panel.code}</title>" in panel.view.value  # the QR is the short link
    round_code = panel.code

    dash.share_tasks.value = 0  # no end: another link, without tasks
    dash.make_share_panel()
    endless = dash.share_area.children[0]
    assert endless.code != round_code and "round" not in endless.view.value
    with ClassroomStore(db) as store:
        assert store.link_target(endless.code) == "/voila/render/capture-trainer.ipynb?class=4B&seed=7"

    dash.share_level.value = "medium"  # the level the class works at goes into the link too
    dash.make_share_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(dash.share_area.children[0].code)
        assert target == "/voila/render/capture-trainer.ipynb?class=4B&seed=7&level=medium"

    dash.share_dashboard.value = "play-one-eleven.ipynb"  # a game has no rounds of tasks, but a level
    assert dash.share_tasks.layout.display == "none" and dash.share_level.layout.display is None
    dash.share_tasks.value = 10
    dash.make_share_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(dash.share_area.children[0].code) or ""
        assert "tasks=" not in target and "level=medium" in target

    dash.share_dashboard.value = "lessons/01-matching-and-number-bonds.ipynb"  # a lesson has neither
    assert dash.share_tasks.layout.display == "none" and dash.share_level.layout.display == "none"
    dash.make_share_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(dash.share_area.children[0].code)
        assert target == "/voila/render/lessons/01-matching-and-number-bonds.ipynb?class=4B&seed=7"


def test_the_password_hint_goes_with_the_box(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    monkeypatch.setenv("TEACHER_PASSWORD", "owl")
    gate = teacher_dashboard()

    def texts(widget: object) -> str:
        own = str(getattr(widget, "value", "")) if hasattr(widget, "value") else ""
        return own + "".join(texts(child) for child in getattr(widget, "children", ()))

    assert "make run prints it" in texts(gate)
    gate.password.value = "owl"
    assert gate.is_open and gate.children == (gate.style, gate.content)
    assert "make run prints it" not in texts(gate) and "TEACHER_PASSWORD" not in texts(gate)
    gate.content.close()  # type: ignore[union-attr]
    # the notebook around the gate says nothing about the password either (it stays on the page)
    cells = json.loads((REPO / "dashboards" / "teacher.ipynb").read_text())["cells"]
    assert all("password" not in "".join(cell["source"]).lower() for cell in cells if cell["cell_type"] == "markdown")


def test_every_tab_title_is_short_and_the_tabs_are_as_wide_as_their_titles(tmp_path: Path) -> None:
    from elevenkit.widgets.teacher import _STYLE

    dash = TeacherDashboard(tmp_path / "class.sqlite3")
    # the browser test measures the titles at 1280 and 1920 px; here: no title longer than the old cut one
    assert all(len(title) < len("Share with the clas") for title in dash.tabs.titles)
    assert ".lm-TabBar-tab { flex: 0 0 auto; }" in _STYLE


def test_a_changed_choice_takes_the_old_class_link_off_the_screen(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV
    from elevenkit.widgets.classroom import SharePanel

    monkeypatch.setenv(IP_ENV, "127.0.0.1")
    monkeypatch.setenv(PORT_ENV, "8873")
    dash = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards")
    dash.share_dashboard.value = "wraparound-clock.ipynb"
    dash.share_seed.value, dash.share_level.value, dash.share_tasks.value = "7", "medium", 5
    dash.make_share_panel()
    (panel,) = dash.share_area.children
    assert isinstance(panel, SharePanel)
    # the activity in words, not only the path it opens
    summary = "Wraparound Clock · class 4B · task set 7 · level medium · a round of 5 tasks"
    assert f">{summary}</p>" in panel.view.value and "Link code:" in panel.view.value
    for choice, value in (
        (dash.share_seed, "8"),
        (dash.share_class, "4C"),
        (dash.share_level, "hard"),
        (dash.share_tasks, 10),
        (dash.share_dashboard, "capture-trainer.ipynb"),
    ):
        dash.make_share_panel()
        assert isinstance(dash.share_area.children[0], SharePanel)
        choice.value = value
        shown = dash.share_area.children
        assert not any(isinstance(child, SharePanel) for child in shown), choice.description
        assert "Press Make the class link" in shown[0].value  # type: ignore[attr-defined]
    dash.make_share_panel()
    assert "Capture Trainer · class 4C · task set 8 · level hard · a round of 10 tasks" in (
        dash.share_area.children[0].view.value  # type: ignore[attr-defined]
    )


def test_the_share_tab_words_class_task_set_and_the_full_dashboard_titles(db: Path) -> None:
    from elevenkit.widgets.teacher import _STYLE

    dash = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards")
    assert (dash.share_class.description, dash.share_seed.description) == ("Class", "Task set (seed)")
    assert "Lesson 1 · Matching and number bonds" in [label for label, _value in dash.share_dashboard.options]
    assert "ek-share-dashboard" in dash.share_dashboard._dom_classes
    assert ".ek-share-dashboard select { width: auto; min-width: 24em;" in _STYLE


def test_the_teacher_pages_text_is_at_least_16_px_and_grows_on_a_wide_screen(db: Path) -> None:
    from elevenkit.widgets.teacher import PAGE_STYLE, TEACHER_FONT, worksheet_page

    assert TEACHER_FONT == "clamp(1rem, 1.1vw, 1.5rem)"
    for gate in (TeacherGate(lambda: TeacherDashboard(db), check=lambda typed: typed == "owl"), worksheet_page()):
        assert gate.children[0].value == PAGE_STYLE  # type: ignore[attr-defined]
    # tables, labels, fields and the notebook's help text
    for part in (".ek-gate table", ".ek-gate .widget-label", ".ek-gate select", ".jp-RenderedMarkdown p"):
        assert part in PAGE_STYLE


def test_the_share_tab_starts_ready_for_the_class_on_show(db: Path) -> None:
    dash = TeacherDashboard(db, dashboards_dir=REPO / "dashboards")
    assert dash.classes.value == "4B" and dash.share_class.value == "4B"  # no empty class box
    assert dash.share_dashboard.value == dash.share_dashboard.options[0][1]  # a dashboard is chosen
    dash.share_class.value = "  "
    dash.make_share_panel()
    said = dash.share_area.children[0].value
    assert "is empty: type at least one letter" in said and "''" not in said  # no programmer's quotes
    dash.share_dashboard.value = None
    dash.make_share_panel()
    assert "Choose a dashboard first" in dash.share_area.children[0].value
