"""The teacher dashboard on a real SQLite file: the live table, statistics, history, CSV, deleting,
escaping of every name a pupil typed, and plain words when the database cannot be used."""

from __future__ import annotations

import asyncio
import base64
import sqlite3
import time
from pathlib import Path

import pytest

from elevenkit.catalogue.notes import note
from elevenkit.classroom import queries
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.widgets.teacher import TeacherDashboard, TeacherGate, task_label, teacher_dashboard
from tests.helpers.classroom_db import newer_schema, not_a_database, teachers_classes
from tests.helpers.html_tree import Node, parse, rows
from tests.helpers.paths import REPO

EVIL = '<img src=x onerror=alert(1)> "O\'Neil" 🦊'


def answer(task: int, text: str, outcome: Outcome, category: str = "", hints: int = 0) -> AnswerRecord:
    return AnswerRecord("capture-trainer", task, 7, text, outcome, category, hints)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Class 4B: Mia (one wrong, then right; then task 1 right) and a pupil with a hostile nickname."""
    path = teachers_classes(tmp_path / "class.sqlite3", "4B", "5A")
    with ClassroomStore(path) as store:
        mia = store.claim("4B", "Mia").pupil_code or ""
        evil = store.claim("4B", EVIL).pupil_code or ""
        store.add_answer("4B", "Mia", mia, answer(0, "7 = 9", Outcome.WRONG, "added-instead-of-subtracted"))
        store.add_answer("4B", "Mia", mia, answer(0, "7 = 5 + 2", Outcome.RIGHT, hints=1))
        store.add_answer("4B", "Mia", mia, answer(1, "11 = 5 + 6", Outcome.RIGHT))
        store.add_answer("4B", EVIL, evil, answer(0, "<b>7 = 9</b>", Outcome.WRONG, "added-instead-of-subtracted"))
        store.claim("5A", "Ben")
    return path


def class_rows(dash: TeacherDashboard) -> dict[str, list[str]]:
    """The class table's rows by pupil: secret number, one cell per activity, last answer."""
    return {row[0]: row[1:] for row in rows(dash.pupils_tab.table.value, "ek-class-table")}


def headings(markup: str, css_class: str) -> list[str]:
    return [cell.text for cell in parse(markup).find("table", css_class).find("thead").find_all("th")]


def history(dash: TeacherDashboard) -> str:
    return dash.pupils_tab.history.view.value


def stats(dash: TeacherDashboard) -> str:
    return dash.tasks_tab.stats.value


def test_the_table_shows_every_pupil_per_activity(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    assert dash.classes.options == ("4B", "5A") and dash.classes.value == "4B"
    assert headings(dash.pupils_tab.table.value, "ek-class-table")[2] == "Capture Trainer"  # its catalogue title
    table = class_rows(dash)
    assert table["Mia"][1] == "2 tasks solved of 2 · 3 answers · 1 hint"  # task 0: wrong then right; task 1: right
    assert table[EVIL][1] == "no task finished yet · 1 answer"  # one wrong answer: the task goes on


def test_names_a_pupil_typed_are_escaped_everywhere(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.pupils_tab.pupil.value = EVIL
    dash.export_tab.export()
    pages = [dash.pupils_tab.table.value, stats(dash), history(dash), dash.export_tab.download.value]
    for page in pages:
        tree = parse(page)
        assert tree.find_all("img") == [] and tree.find_all("b") == []
    assert EVIL in class_rows(dash)
    assert "<b>7 = 9</b>" in parse(stats(dash)).text and "<b>7 = 9</b>" in parse(history(dash)).text


def test_a_name_of_10000_characters_is_cut_on_the_page(tmp_path: Path) -> None:
    path = teachers_classes(tmp_path / "long.sqlite3", "4B")
    long_name = "<i>" + "x" * 9_990
    with ClassroomStore(path) as store:
        store.claim("4B", long_name)
    dash = TeacherDashboard(path, class_code="4B")
    button = parse(dash.pupils_tab.table.value).find("button", "ek-pupil-link")
    assert button.text == long_name[:40] + "…" and button.find_all("i") == []
    assert button.attrs["data-pupil"] == long_name and button.find("span").attrs["title"] == long_name


def test_per_task_the_share_right_as_a_bar_and_the_common_wrong_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    tree = parse(stats(dash))
    bars = tree.find_all("svg", "ek-bar")
    assert len(bars) == 2 and bars[0].attrs["aria-label"] == "50 % right"
    right = [row[2] for row in rows(stats(dash), "ek-task-table")]
    assert right == ["50 % 1 of 2 pupils solved it", "100 % 1 of 1 pupil solved it"]  # pupils, not answers
    wrong = [item.text for item in tree.find_all("li")]
    assert wrong == ["7 = 9 (once) — added instead of subtracted", "<b>7 = 9</b> (once) — added instead of subtracted"]
    assert tree.find("li").find("code").text == "7 = 9" and "×" not in tree.text
    with ClassroomStore(db) as store:
        ben = store.claim("4B", "Ben").pupil_code or ""
        for _time in range(2):
            store.add_answer("4B", "Ben", ben, answer(0, "7 = 9", Outcome.WRONG, "added-instead-of-subtracted"))
    dash.refresh()
    assert parse(stats(dash)).find("li").text == "7 = 9 (3 times) — added instead of subtracted"


def test_the_bar_is_as_long_as_the_share() -> None:
    from elevenkit.widgets.teacher import share_bar

    def filled(share: float) -> float:
        return float(parse(share_bar(share)).find("rect", "ek-bar-fill").attrs["width"] or "nan")

    assert [filled(share) for share in (0, 0.5, 1, 7)] == [0.0, 80.0, 160.0, 160.0]
    assert parse(share_bar(0.5)).find("text").text == "50 %"


def test_a_click_on_a_pupil_shows_their_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    assert history(dash) == ""
    dash.pupils_tab.pupil.value = "Mia"
    answers = rows(history(dash), "ek-history")
    assert len(answers) == 3 and answers[0][4:6] == ["wrong", "added instead of subtracted"]


def test_a_click_on_a_name_in_the_class_table_shows_that_pupils_answers(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    table = dash.pupils_tab.table
    # every name in the table is a button that names its pupil for the click
    buttons = parse(table.value).find_all("button", "ek-pupil-link")
    assert [button.attrs["data-pupil"] for button in buttons] == [EVIL, "Mia"]
    assert all(button.attrs["type"] == "button" for button in buttons)
    # the browser reports the click as the front end does
    table._on_front_end_msg(table, {"event": "pupil", "nickname": "Mia"}, [])
    assert dash.pupils_tab.nickname == "Mia" and parse(history(dash)).find("h4").text == "Mia"
    chosen = parse(table.value).find_all("tr", "ek-chosen")
    assert len(chosen) == 1 and chosen[0].find("th").attrs["scope"] == "row"
    assert chosen[0].find("button").text == "Mia" and chosen[0].find("button").attrs["aria-pressed"] == "true"
    table.click(EVIL)
    assert dash.pupils_tab.nickname == EVIL and "<b>7 = 9</b>" in parse(history(dash)).text
    # a name that is not in the class (an old page, a forged message) changes nothing
    table._on_front_end_msg(table, {"event": "pupil", "nickname": "Ben"}, [])
    table._on_front_end_msg(table, {"event": "pupil", "nickname": 7}, [])
    assert dash.pupils_tab.nickname == EVIL


def test_the_cell_counts_whole_tasks_as_the_pupils_score_does(tmp_path: Path) -> None:
    from elevenkit.exercises.attempts import ANSWER_SHOWN, TASK_SOLVED

    path = teachers_classes(tmp_path / "class.sqlite3", "4B")
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
    assert class_rows(dash)["Pip"][1] == "2 tasks solved of 3 · 6 answers · 1 hint"


def test_a_game_in_the_history_is_a_game_won_or_lost_and_no_misconception(tmp_path: Path) -> None:
    from elevenkit.exercises.attempts import GAME_LOST, GAME_WON, TASK_SOLVED

    path = teachers_classes(tmp_path / "class.sqlite3", "4B")
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
    assert class_rows(dash)["Ada"][1:3] == ["2 games played · 1 won", "1 task solved of 1 · 2 answers"]
    dash.pupils_tab.pupil.value = "Ada"
    assert [(row[2], row[4], row[5]) for row in rows(history(dash), "ek-history")] == [
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
    assert rows(task_stats_html([TaskStats("capture-trainer", "7:0", 1, 1, 1, 1, ())]), "ek-task-table")[0][2] == (
        "100 % 1 of 1 pupil solved it"
    )


def test_the_csv_export_is_a_download_link_with_every_answer(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.export_tab.export()
    link = parse(dash.export_tab.download.value).find("a", "ek-download")
    assert link.attrs["download"] == "class-4B.csv"
    scheme, _comma, data = (link.attrs["href"] or "").partition(",")
    assert scheme == "data:text/csv;charset=utf-8;base64"
    text = base64.b64decode(data).decode("utf-8")
    assert text.startswith("time,class,nickname") and text.count("\r\n") == 5


def test_deleting_a_pupil_asks_first_and_no_keeps_everything(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.pupils_tab.pupil.value = "Mia"
    confirm = dash.export_tab.confirm
    dash.export_tab.delete_pupil_button.click()
    assert confirm.layout.display == "flex" and "Delete Mia" in parse(confirm.question.value).text
    confirm.no.click()
    assert "Mia" in class_rows(dash)
    dash.export_tab.delete_pupil_button.click()
    confirm.yes.click()
    assert list(class_rows(dash)) == [EVIL]  # the other pupil stays
    with ClassroomStore(db) as store:
        assert [p.nickname for p in queries.pupils(store, "4B")] == [EVIL]
    assert parse(dash.export_tab.done.value).text == "Deleted: Mia"


def test_deleting_a_pupil_with_none_chosen_says_where_to_choose_one(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.export_tab.delete_pupil_button.click()
    assert dash.export_tab.confirm.layout.display == "none"
    assert parse(dash.export_tab.done.value).text == "Choose a pupil on the Pupils tab first."


def test_deleting_the_whole_class(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    dash.export_tab.delete_class_button.click()
    dash.export_tab.confirm.yes.click()
    assert dash.classes.options == ("5A",) and dash.classes.value == "5A"


def test_a_new_pupil_appears_on_refresh(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    with ClassroomStore(db) as store:
        store.claim("4B", "Zoe")
        store.create_class("6C")
        store.claim("6C", "Ada")
    assert "Zoe" not in class_rows(dash)
    dash.refresh()
    assert "Zoe" in class_rows(dash) and dash.classes.value == "4B" and "6C" in dash.classes.options


def test_the_live_refresh_runs_in_the_event_loop_without_blocking_it(db: Path) -> None:
    async def scenario() -> tuple[bool, bool, int]:
        dash = TeacherDashboard(db, class_code="4B", refresh_seconds=0.05)
        assert dash.start_auto_refresh() and dash.refreshing
        with ClassroomStore(db) as store:
            store.claim("4B", "Zoe")
        ticks = 0
        deadline = time.monotonic() + 30  # a loaded machine may take seconds for the refresh to come round
        while time.monotonic() < deadline:  # the loop stays free: this coroutine keeps running meanwhile
            await asyncio.sleep(0.01)
            ticks += 1
            if "Zoe" in class_rows(dash):
                break
        seen = "Zoe" in class_rows(dash)
        dash.close()
        return seen, not dash.refreshing, ticks

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
    said = parse(dash.access.error.value).find("p", "ek-error")
    assert words in said.text and "Traceback" not in said.text and said.attrs["role"] == "alert"
    assert dash.refresh() is False
    assert path.read_bytes() == before


def test_a_locked_database_is_said_in_plain_words(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    locker = sqlite3.connect(db, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        dash.access.store = lambda: ClassroomStore(db, busy_timeout=0.1)  # type: ignore[method-assign]
        assert dash.refresh() is False
        assert "kept busy by another program" in dash.access.error.value
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert dash.refresh() is True and dash.access.error.value == ""


def test_the_teacher_dashboard_cell_is_behind_the_gate(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    monkeypatch.setenv("TEACHER_PASSWORD", "owl")
    gate = teacher_dashboard()
    assert isinstance(gate, TeacherGate) and gate.content is None
    gate.password.value = "cat"
    assert gate.content is None
    gate.password.value = "owl"
    assert isinstance(gate.content, TeacherDashboard) and "Mia" in class_rows(gate.content)
    gate.content.close()


def test_the_answer_keys_tab_shows_every_lesson_key_escaped(tmp_path: Path) -> None:
    from elevenkit.exercises.lessons import LESSONS, answer_key
    from elevenkit.widgets.teacher import TeacherDashboard, answer_key_table

    dashboard = TeacherDashboard(tmp_path / "class.sqlite3")
    keys = dashboard.answer_keys_tab
    assert dashboard.tabs.titles[-1] == "Answer keys" and dashboard.tabs.children[-1] is keys
    assert [value for _label, value in keys.lesson.options] == list(LESSONS)
    for lesson_id in LESSONS:
        keys.lesson.value = lesson_id
        entries = answer_key(lesson_id)
        assert entries and keys.key.value == answer_key_table(lesson_id)
        assert rows(keys.key.value, "ek-answer-key") == [
            [str(entry.number), entry.title, entry.question, entry.answer] for entry in entries
        ]


# ---- what a teacher's trial in Chromium asked for (issue 14) -------------------------------------------
def secrets_shown(dash: TeacherDashboard) -> tuple[list[str], list[str]]:
    """The class table's secret-number cells: (shown numbers, hidden ones)."""
    tree = parse(dash.pupils_tab.table.value)
    return [cell.text for cell in tree.find_all("td", "ek-secret")], [
        cell.text for cell in tree.find_all("td", "ek-secret-hidden")
    ]


def test_the_secret_numbers_stay_out_of_the_page_until_the_teacher_asks(db: Path) -> None:
    with ClassroomStore(db) as store:
        codes = {p.nickname: p.pupil_code for p in queries.pupils(store, "4B")}
    dash = TeacherDashboard(db, class_code="4B")
    hidden = dash.pupils_tab.table.value
    assert all(code not in hidden for code in codes.values())
    assert secrets_shown(dash) == ([], ["•••"] * len(codes))
    dash.pupils_tab.show_codes.value = True
    assert sorted(secrets_shown(dash)[0]) == sorted(codes.values())
    assert dash.pupils_tab.show_codes.description == "Hide secret numbers"
    dash.classes.value = "5A"  # another class starts hidden
    assert dash.pupils_tab.show_codes.value is False and secrets_shown(dash)[0] == []
    dash.classes.value = "4B"
    assert all(code not in dash.pupils_tab.table.value for code in codes.values())


def test_shown_secret_numbers_hide_again_by_themselves(db: Path) -> None:
    async def scenario() -> tuple[bool, bool]:
        dash = TeacherDashboard(db, class_code="4B", secret_seconds=0.05)
        dash.pupils_tab.show_codes.value = True
        shown_at_first = bool(secrets_shown(dash)[0])
        for _tick in range(100):
            await asyncio.sleep(0.01)
            if not dash.pupils_tab.show_codes.value:
                break
        hidden_later = not secrets_shown(dash)[0] and dash.pupils_tab.show_codes.value is False
        dash.close()
        return shown_at_first, hidden_later

    assert asyncio.run(scenario()) == (True, True)


def test_tasks_are_named_for_the_teacher_not_by_their_id(db: Path) -> None:
    dash = TeacherDashboard(db, class_code="4B")
    assert [row[1] for row in rows(stats(dash), "ek-task-table")] == ["Task 1 (task set 7)", "Task 2 (task set 7)"]
    dash.pupils_tab.pupil.value = "Mia"
    assert [row[2] for row in rows(history(dash), "ek-history")] == [
        "Task 1 (task set 7)",
        "Task 1 (task set 7)",
        "Task 2 (task set 7)",
    ]
    # a lesson's step: its number and title, and the question beneath (from the lesson itself)
    from elevenkit.exercises.lessons import answer_key

    entry = answer_key("01")[0]
    label = parse(task_label("lesson-01", f"step-{entry.number}"))
    assert label.text.startswith(f"Step {entry.number}: {entry.title}")
    assert [child.tag for child in label.children if isinstance(child, Node)] == ["br", "span"]
    assert label.find("span", "ek-question").text.startswith(entry.question[:30])
    assert task_label("lesson-99", "step-3") == "step-3"  # no such lesson: the id as it is
    assert task_label("quiz", "<b>x</b>") == "&lt;b&gt;x&lt;/b&gt;"
    for odd in ("7:", ":2", "7:2:1", "game-", "game-x", "game-7:round-", "game-7:lap-2", "step-x"):
        assert parse(task_label("capture-trainer", odd)).text == odd  # not quite an id: shown as it is


def test_a_task_is_named_with_its_level_and_the_question_the_pupil_saw_escaped(db: Path) -> None:
    question = "Which <b onclick=alert(1)>piles</b> can take the card 32? & more"
    with ClassroomStore(db) as store:
        ada = store.claim("4B", "Ada").pupil_code or ""
        for level, text in (("easy", question), ("3", "y" * 10_000)):
            record = AnswerRecord("wraparound-clock", 2, 9, "1", Outcome.WRONG, "x", question=text, level=level)
            store.add_answer("4B", "Ada", ada, record)
    dash = TeacherDashboard(db, class_code="4B")
    label = parse(task_label("wraparound-clock", "9:2", question, "easy"))
    assert label.text == f"Task 3 (task set 9, easy): {question}"
    assert label.find("span", "ek-question").text == question and label.find_all("b") == []
    labels = [row[1] for row in rows(stats(dash), "ek-task-table")]
    assert label.text in labels and parse(stats(dash)).find_all("b") == []
    # the page shows the start of a long question, the tooltip the rest
    assert f"Task 3 (task set 9, level 3): {'y' * 120}…" in labels
    dash.pupils_tab.pupil.value = "Ada"
    assert label.text in [row[2] for row in rows(history(dash), "ek-history")]
    assert parse(history(dash)).find_all("b") == []
    # older answers have no question: the task's place alone; games and other settings name theirs
    assert task_label("wraparound-clock", "9:2") == "Task 3 (task set 9)"
    assert task_label("capture-trainer", "9:0", "", "custom") == "Task 1 (task set 9, own settings)"
    game = parse(task_label("play-one-eleven", "game-8", "Game of one-eleven, 2 players", "medium"))
    assert game.text == "Game (seed 8, computer: medium): Game of one-eleven, 2 players"
    assert game.find("span", "ek-question").text == "Game of one-eleven, 2 players"
    assert task_label("play-11-nimmt", "game-8:round-2") == "Game (seed 8), round 2"
    assert task_label("play-11-nimmt", "game-8:round-2", level="hard") == "Game (seed 8, computer: hard), round 2"


def test_activities_are_named_by_their_dashboard_or_lesson_title(db: Path) -> None:
    with ClassroomStore(db) as store:
        ada = store.claim("4B", "Ada").pupil_code or ""
        store.add_answer("4B", "Ada", ada, AnswerRecord("lesson-01", 0, 0, "x", Outcome.WRONG, task_id="step-3"))
    dash = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards")
    names = headings(dash.pupils_tab.table.value, "ek-class-table")
    assert "Capture Trainer" in names and "capture-trainer" not in names
    lesson_row = next(row for row in rows(stats(dash), "ek-task-table") if row[0].startswith("Lesson 1"))
    assert lesson_row[1].startswith("Step 3: ")


def test_the_share_tab_offers_a_round_for_a_trainer_and_puts_it_in_the_short_link(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV

    monkeypatch.setenv(IP_ENV, "127.0.0.1")
    monkeypatch.setenv(PORT_ENV, "8873")
    share = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards").share_tab
    assert share.tasks.value == 0 and share.tasks.options[0] == ("No end", 0)
    share.dashboard.value = "capture-trainer.ipynb"
    assert share.tasks.layout.display is None  # offered for a trainer
    share.seed.value, share.tasks.value = "7", 10
    share.make_panel()
    panel = share.area.children[0]
    with ClassroomStore(db) as store:
        assert store.link_target(panel.code) == "/voila/render/capture-trainer.ipynb?class=4B&seed=7&tasks=10"
    view = parse(panel.view.value)
    assert view.find("p", "ek-share-round").text.startswith("A round of 10 tasks")
    assert view.find("svg").find("title").text == f"http://127.0.0.1:8873/c/{panel.code}"  # the QR is the short link
    round_code = panel.code

    share.tasks.value = 0  # no end: another link, without tasks
    share.make_panel()
    endless = share.area.children[0]
    assert endless.code != round_code and parse(endless.view.value).find_all("p", "ek-share-round") == []
    with ClassroomStore(db) as store:
        assert store.link_target(endless.code) == "/voila/render/capture-trainer.ipynb?class=4B&seed=7"

    share.level.value = "medium"  # the level the class works at goes into the link too
    share.make_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(share.area.children[0].code)
        assert target == "/voila/render/capture-trainer.ipynb?class=4B&seed=7&level=medium"

    share.dashboard.value = "play-one-eleven.ipynb"  # a game has no rounds of tasks, but a level
    assert share.tasks.layout.display == "none" and share.level.layout.display is None
    share.tasks.value = 10
    share.make_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(share.area.children[0].code) or ""
        assert "tasks=" not in target and "level=medium" in target

    share.dashboard.value = "lessons/01-matching-and-number-bonds.ipynb"  # a lesson has neither
    assert share.tasks.layout.display == "none" and share.level.layout.display == "none"
    share.make_panel()
    with ClassroomStore(db) as store:
        target = store.link_target(share.area.children[0].code)
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
    assert gate.is_open and gate.children == (gate.stylesheet, gate.content)
    assert "make run prints it" not in texts(gate) and "TEACHER_PASSWORD" not in texts(gate)
    gate.content.close()  # type: ignore[union-attr]
    # the notebook around the gate says nothing about the password either (it stays on the page)
    cells = json.loads((REPO / "dashboards" / "teacher.ipynb").read_text())["cells"]
    assert all("password" not in "".join(cell["source"]).lower() for cell in cells if cell["cell_type"] == "markdown")
    assert all("password" not in text.lower() for name in ("teacher", "teacher-links") for text in note(name).texts())


def test_every_tab_title_is_short_and_the_dashboard_brings_its_stylesheet(tmp_path: Path) -> None:
    from elevenkit.widgets.teacher.components import DashboardStyle

    dash = TeacherDashboard(tmp_path / "class.sqlite3")
    # the browser test measures the titles at 1280 and 1920 px; here: no title longer than the old cut one
    assert all(len(title) < len("Share with the clas") for title in dash.tabs.titles)
    (style,) = [child for child in dash.children if isinstance(child, DashboardStyle)]
    assert ".ek-teacher-dash" in style._css and style.layout.display == "none"


def test_a_changed_choice_takes_the_old_class_link_off_the_screen(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV
    from elevenkit.widgets.teacher import SharePanel

    monkeypatch.setenv(IP_ENV, "127.0.0.1")
    monkeypatch.setenv(PORT_ENV, "8873")
    share = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards").share_tab
    share.dashboard.value = "wraparound-clock.ipynb"
    share.seed.value, share.level.value, share.tasks.value = "7", "medium", 5
    share.make_panel()
    (panel,) = share.area.children
    assert isinstance(panel, SharePanel)
    # the activity in words, not only the path it opens
    view = parse(panel.view.value)
    summary = "Wraparound Clock · class 4B · task set 7 · level medium · a round of 5 tasks"
    assert view.find("p", "ek-share-summary").text == summary and "Link code:" in view.text
    for choice, value in (
        (share.seed, "8"),
        (share.class_box, "4C"),
        (share.level, "hard"),
        (share.tasks, 10),
        (share.dashboard, "capture-trainer.ipynb"),
    ):
        share.make_panel()
        assert isinstance(share.area.children[0], SharePanel)
        choice.value = value
        shown = share.area.children
        assert not any(isinstance(child, SharePanel) for child in shown), choice.description
        assert "Press Make the class link" in shown[0].value  # type: ignore[attr-defined]
    share.make_panel()
    assert parse(share.area.children[0].view.value).find("p", "ek-share-summary").text == (  # type: ignore[attr-defined]
        "Capture Trainer · class 4C · task set 8 · level hard · a round of 10 tasks"
    )


def test_the_share_tab_words_class_task_set_and_the_full_dashboard_titles(db: Path) -> None:
    share = TeacherDashboard(db, class_code="4B", dashboards_dir=REPO / "dashboards").share_tab
    assert (share.class_box.description, share.seed.description) == ("Class", "Task set (seed)")
    assert "Lesson 1 · Matching and number bonds" in [label for label, _value in share.dashboard.options]
    assert "ek-share-dashboard" in share.dashboard._dom_classes
    assert [label for label, _value in share.level.options] == [
        "as the page starts",
        "for me (the tasks follow each pupil)",
        "easy",
        "medium",
        "hard",
    ]


def test_every_teacher_page_brings_the_projector_type_scale(db: Path) -> None:
    from elevenkit.widgets.teacher import worksheet_page
    from elevenkit.widgets.teacher.components import TeacherPageStyle

    # the browser test measures the sizes (at least 16 px, larger on a wide screen); here: every page has them
    for gate in (TeacherGate(lambda: TeacherDashboard(db), check=lambda typed: typed == "owl"), worksheet_page()):
        assert isinstance(gate.children[0], TeacherPageStyle) and gate.children[0] is gate.stylesheet
        assert "ek-gate" in gate._dom_classes


def test_the_share_tab_starts_ready_for_the_class_on_show(db: Path) -> None:
    dash = TeacherDashboard(db, dashboards_dir=REPO / "dashboards")
    share = dash.share_tab
    assert dash.classes.value == "4B" and share.class_box.value == "4B"  # no empty class box
    assert share.dashboard.value == share.dashboard.options[0][1]  # a dashboard is chosen
    share.class_box.value = "  "
    share.make_panel()
    said = share.area.children[0].value
    assert "is empty: type at least one letter" in said and "''" not in said  # no programmer's quotes
    share.dashboard.value = None
    share.make_panel()
    assert "Choose a dashboard first" in share.area.children[0].value
