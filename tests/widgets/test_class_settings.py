"""Fake perfect scores (issue 21, item 4): in a class the settings are the teacher's link's. A page
opened with other settings (``&size=2&max=3`` added) records the pupil's own practice, shown apart
on the teacher's table; the hidden settings of a class page ignore messages from the browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from elevenkit.classroom import migrations, queries
from elevenkit.classroom.model import PRACTICE_PREFIX, AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import TASK_SOLVED, Attempt, AttemptLog
from elevenkit.widgets.classroom import JoinPanel, classroom_panel, teachers_settings
from elevenkit.widgets.tables import NimmtTable
from elevenkit.widgets.teacher.labels import activity_title
from elevenkit.widgets.trainers import CaptureTrainerApp
from tests.helpers.classroom_db import old_file_with_mia

LINK = "/voila/render/capture-trainer.ipynb?class=4B&seed=7&level=easy"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "class.sqlite3"
    with ClassroomStore(path) as store:
        store.link_code("4B", LINK)  # the teacher's share tab made this link (and so the class)
    return path


def solved(number: int) -> Attempt:
    return Attempt("capture-trainer", f"7:{number}", "7 = 5 + 2", True, True, TASK_SOLVED, 0, 7, number, level="2")


def join_page(db: Path, params: dict[str, str], nickname: str) -> tuple[JoinPanel, AttemptLog]:
    log = AttemptLog()
    panel = classroom_panel("capture-trainer", params, path=db, attempts=log)
    assert isinstance(panel, JoinPanel)
    panel.nickname.value = nickname
    panel.join_button.click()
    assert panel.joined is not None
    return panel, log


def test_only_the_settings_of_one_of_the_teachers_links_are_class_work() -> None:
    link = {"class": "4B", "seed": "7", "level": "easy"}
    assert teachers_settings([LINK], "capture-trainer", link)
    assert teachers_settings([LINK], "capture-trainer", {**link, "lang": "de", "utm": "x"})  # no settings
    for faked in ({**link, "size": "2", "max": "3"}, {**link, "seed": "8"}, {"class": "4B", "seed": "7"}):
        assert not teachers_settings([LINK], "capture-trainer", faked)
    assert not teachers_settings([LINK], "wraparound-clock", link)  # another page
    assert not teachers_settings([], "capture-trainer", link)


def test_a_faked_link_is_recorded_as_own_practice_and_shown_apart_on_the_teachers_table(db: Path) -> None:
    real, real_log = join_page(db, {"class": "4B", "seed": "7", "level": "easy"}, "Mia")
    faked, faked_log = join_page(db, {"class": "4B", "seed": "7", "level": "easy", "size": "2", "max": "3"}, "Ben")
    assert not real.practice and faked.practice and "own practice" in faked.message.value
    real_log.notify(solved(0))
    for number in range(5):
        faked_log.notify(solved(number))
    for panel in (real, faked):
        assert panel.joined is not None and panel.joined.recorder.flush(5)
        panel.close()
    with ClassroomStore(db) as store:
        table = queries.class_table(store, "4B")
        stats = queries.task_stats(store, "4B")
        assert store.restore("4B", "Ben", "capture-trainer") is None  # practice is no class progress
    practice = PRACTICE_PREFIX + "capture-trainer"
    assert table.activities == ("capture-trainer", practice)
    assert table.cell("Mia", "capture-trainer") is not None and table.cell("Ben", "capture-trainer") is None
    ben = table.cell("Ben", practice)
    assert ben is not None and ben.done == 5
    assert [s.pupils for s in stats] == [1]  # the statistics count class work only
    assert "own practice" in activity_title(practice) and "Capture Trainer" in activity_title(practice)


def test_a_version_3_file_keeps_its_answers_as_class_work(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    connection = old_file_with_mia(path, 3)
    connection.execute(
        "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome, category)"
        " VALUES (1, 1, 3.0, 'clock', '7:0', 0, 7, '5', 'right', ?)",
        (TASK_SOLVED,),
    )
    connection.close()
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        assert store._read("SELECT uid, answer, practice FROM answers") == [(1, "5", 0)]
        assert queries.class_table(store, "4B").activities == ("clock",)
        store.add_answer("4B", "Mia", "042", AnswerRecord("clock", 1, 7, "6", Outcome.RIGHT, practice=True))
        assert queries.class_table(store, "4B").activities == ("clock", PRACTICE_PREFIX + "clock")


def _from_browser(widget: Any, state: dict[str, Any] | None = None, click: bool = False) -> None:
    """What a script on the pupil's side sends over the websocket to ``widget``'s model."""
    data: dict[str, Any] = {"method": "custom", "content": {"event": "click"}} if click else {}
    if state is not None:
        data = {"method": "update", "state": state}
    widget.comm.handle_msg({"content": {"data": data}, "buffers": []})


def test_the_hidden_settings_of_a_class_trainer_ignore_the_browser() -> None:
    app = CaptureTrainerApp.from_params({"class": "4B", "seed": "7", "level": "easy"})
    first = app.trainer.series.seed, app.trainer.task
    _from_browser(app.seed, {"value": "99"})
    _from_browser(app.settings_button, {"value": True})
    assert app.seed.value == "7" and app.settings_button.value is False
    assert (app.trainer.series.seed, app.trainer.task) == first
    practice = CaptureTrainerApp.from_params({"seed": "7"})  # no class: the teacher's own settings work
    _from_browser(practice.seed, {"value": "99"})
    assert practice.seed.value == "99" and practice.trainer.series.seed == 99


def test_the_hidden_settings_of_a_class_game_table_ignore_the_browser() -> None:
    table = NimmtTable.from_params({"class": "4B", "players": "4", "level": "hard", "seed": "5"})
    settings, players = table.settings, table.players_choice.value
    _from_browser(table.players_choice, {"value": 2})
    _from_browser(table.level_choice, {"value": "easy"})
    start = next(
        child for child in table.settings_box.children if getattr(child, "description", "") == "Start a new game"
    )
    _from_browser(start, click=True)
    assert table.players_choice.value == players
    assert table.settings == settings
