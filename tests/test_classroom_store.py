"""The classroom store: where the file lives, the schema and its migrations, how a nickname is
claimed, that names and answers come back exactly (no SQL from strings), progress to go on
from, and short class links."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from elevenkit.classroom import migrations, teacher
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.identity import MAX_NAME_LENGTH, database_path
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises import SessionScore

ODD_NAMES = [
    'O\'Brien "the fox"',
    "Robert'); DROP TABLE answers;--",
    "🦊🐼 Füchsin",
    "<b onmouseover=alert(1)>Mia</b>",
    "line one\nline two",
    "x" * MAX_NAME_LENGTH,
    "%s ? :name $1",
]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ClassroomStore]:
    with ClassroomStore(tmp_path / "classroom.sqlite3") as opened:
        yield opened


def test_the_database_path_comes_from_elevenkit_db_then_the_per_user_data_folder(tmp_path: Path) -> None:
    assert database_path({"ELEVENKIT_DB": "~/class.db"}) == Path.home() / "class.db"
    assert database_path({"XDG_DATA_HOME": "/data"}) == Path("/data/elevenkit/classroom.sqlite3")
    relative_is_ignored = database_path({"XDG_DATA_HOME": "data", "ELEVENKIT_DB": "  "})
    assert relative_is_ignored == Path.home() / ".local/share/elevenkit/classroom.sqlite3"


def test_a_new_file_gets_the_latest_schema_in_wal_mode_inside_a_new_folder(tmp_path: Path) -> None:
    path = tmp_path / "new folder" / "classroom.sqlite3"
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST == 2
        assert store._read("PRAGMA journal_mode") == [("wal",)]
        assert store._read("PRAGMA application_id") == [(migrations.APPLICATION_ID,)]
        assert store._read("PRAGMA foreign_keys") == [(1,)]


def _version_1_file(path: Path) -> None:
    """A file as elevenkit with schema 1 left it: one class, one pupil, two answers."""
    connection = sqlite3.connect(path, isolation_level=None)
    assert migrations.upgrade(connection, target=1) == 1
    connection.execute("INSERT INTO classes VALUES (1, '4B', '4b', 1.0)")
    connection.execute("INSERT INTO pupils VALUES (1, 1, 'Mia', 'mia', '042', 2.0)")
    for uid, answer, outcome in ((11, "12", "wrong"), (12, "11", "right")):
        connection.execute(
            "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome)"
            " VALUES (?, 1, ?, 'capture', '7:0', 0, 7, ?, ?)",
            (uid, 3.0 + uid, answer, outcome),
        )
    connection.close()


def test_a_version_1_file_with_answers_is_upgraded_in_place_to_version_2(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _version_1_file(path)
    with ClassroomStore(path) as store:
        assert store.version == 2
        indexes = {row[0] for row in store._read("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert "answers_by_task" in indexes
        assert [(a.answer, a.outcome) for a in teacher.history(store, "4b", "MIA")] == [
            ("12", Outcome.WRONG),
            ("11", Outcome.RIGHT),
        ]
        assert store.claim("4B", "Mia", "042").status is ClaimStatus.BACK
        code = store.link_code("4B", "/voila/render/capture-trainer.ipynb?seed=7&class=4B")
        assert store.link_target(code) == "/voila/render/capture-trainer.ipynb?seed=7&class=4B"


def test_a_failing_migration_leaves_the_file_at_its_old_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite3"
    _version_1_file(path)
    broken = (migrations.MIGRATIONS[0], (migrations.MIGRATIONS[1][0], "THIS IS NOT SQL"))
    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    connection = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        migrations.upgrade(connection, target=2)
    assert connection.execute("PRAGMA user_version").fetchone() == (1,)
    assert connection.execute("SELECT name FROM sqlite_master WHERE name = 'links'").fetchall() == []
    connection.close()


def test_a_nickname_is_claimed_once_and_the_secret_number_brings_the_same_pupil_back(store: ClassroomStore) -> None:
    first = store.claim("4B", "Mia")
    assert first.status is ClaimStatus.NEW
    assert first.pupil_code is not None and len(first.pupil_code) == 3 and first.pupil_code.isdigit()
    # another child typing the same name (any capitals, extra spaces) must choose another one
    for typed_code in (None, "", "abc"):
        taken = store.claim("4b", "  mia ", typed_code)
        assert (taken.status, taken.nickname, taken.pupil_code) == (ClaimStatus.TAKEN, "Mia", None)
    wrong = str((int(first.pupil_code) + 1) % 1000).zfill(3)
    assert store.claim("4B", "MIA", wrong).status is ClaimStatus.TAKEN
    back = store.claim("4B", "mia", f" {first.pupil_code} ")
    assert (back.status, back.class_code, back.nickname, back.pupil_code) == (
        ClaimStatus.BACK,
        "4B",
        "Mia",
        first.pupil_code,
    )
    assert store.claim("4C", "Mia").status is ClaimStatus.NEW  # another class, another Mia


@pytest.mark.parametrize("bad", ["", "   ", "\n", None, 42, "a\x00b", "y" * (MAX_NAME_LENGTH + 1)])
def test_empty_or_impossible_names_are_refused_in_words(store: ClassroomStore, bad: object) -> None:
    with pytest.raises(NameRefused, match="nickname"):
        store.claim("4B", bad)  # type: ignore[arg-type]
    with pytest.raises(NameRefused, match="class code"):
        store.claim(bad, "Mia")  # type: ignore[arg-type]
    assert teacher.classes(store) == []


@pytest.mark.parametrize("name", ODD_NAMES, ids=range(len(ODD_NAMES)))
def test_names_and_answers_are_stored_and_returned_exactly(store: ClassroomStore, name: str) -> None:
    claim = store.claim(name, name)
    assert (claim.class_code, claim.nickname) == (name, name)
    record = AnswerRecord(name, 3, 7, name, Outcome.WRONG, category=name, hints=2)
    assert store.add_answer(name, name, claim.pupil_code or "", record)
    assert teacher.classes(store) == [name]
    assert [p.nickname for p in teacher.pupils(store, name)] == [name]
    (answer,) = teacher.history(store, name, name)
    assert (answer.class_code, answer.nickname, answer.activity, answer.answer, answer.category) == (name,) * 5
    assert teacher.class_table(store, name).pupils == (name,)
    assert store._read("SELECT count(*) FROM answers") == [(1,)]  # the DROP TABLE was only a name


def test_an_answer_sent_twice_is_saved_once(store: ClassroomStore) -> None:
    claim = store.claim("4B", "Mia")
    record = AnswerRecord("capture", 0, 7, "11", Outcome.RIGHT)
    assert store.add_answer("4B", "Mia", claim.pupil_code or "", record) is True
    assert store.add_answer("4B", "Mia", claim.pupil_code or "", record) is False
    assert len(teacher.history(store, "4B", "Mia")) == 1


def test_answers_under_another_pupils_nickname_are_refused(store: ClassroomStore) -> None:
    store.claim("4B", "Mia")
    with pytest.raises(NameRefused, match="belongs to another pupil"):
        store.add_answer("4B", "Mia", "not her number", AnswerRecord("capture", 0, 7, "11", Outcome.RIGHT))
    assert teacher.history(store, "4B", "Mia") == []


def _frame_rules(answers: list[tuple[int, Outcome]]) -> tuple[SessionScore, set[int]]:
    """The trainer frame's rules: count an answer unless it is "not yet" or the task was solved."""
    score, solved = SessionScore(), set()
    for number, outcome in answers:
        if outcome is not Outcome.NOT_YET and number not in solved:
            score.record(outcome is Outcome.RIGHT)
        if outcome is Outcome.RIGHT:
            solved.add(number)
    return score, solved


def test_restore_gives_the_score_streak_and_task_the_frame_had(store: ClassroomStore) -> None:
    rng = random.Random(14)
    for pupil in range(30):
        nickname = f"pupil {pupil}"
        code = store.claim("4B", nickname).pupil_code or ""
        answers = [(rng.randrange(6), rng.choice(list(Outcome))) for _answer in range(rng.randrange(1, 25))]
        for at, (number, outcome) in enumerate(answers):
            store.add_answer("4B", nickname, code, AnswerRecord("capture", number, 9, "x", outcome, at=1000.0 + at))
        score, solved = _frame_rules(answers)
        progress = store.restore("4B", nickname, "capture")
        assert progress is not None
        assert (progress.correct, progress.attempts, progress.streak, progress.best_streak) == (
            score.correct,
            score.attempts,
            score.streak,
            score.best_streak,
        )
        assert (progress.seed, progress.task_number) == (9, answers[-1][0])
        assert progress.solved == solved and progress.task_solved == (answers[-1][0] in solved)
    assert store.restore("4B", "pupil 0", "another trainer") is None
    assert store.restore("4B", "nobody", "capture") is None


def test_short_links_are_stable_typable_and_lead_only_to_this_server(store: ClassroomStore) -> None:
    target = (
        "/voila/render/capture-trainer.ipynb?seed=7&size=6&max=10&one11=0&wilds=0&several=0&deck=subtraction&class=4B"
    )
    code = store.link_code("4B", target)
    assert code.startswith("4B") and code[2:].isdigit() and len(code) <= 4
    assert store.link_code("4b", target) == code
    assert store.link_target(code.lower()) == target and store.link_target(f" {code} ") == target
    other = store.link_code("4B", "/voila/render/wraparound-trainer.ipynb?class=4B")
    assert other != code
    assert store.link_code("🦊", "/x").startswith("C")  # no typable letters: a plain C prefix
    assert store.link_target("ZZ999") is None
    for outside in ("http://evil.example/", "//evil.example/x", "voila/x", "/a b", "/x\\y"):
        with pytest.raises(NameRefused, match="path on this server"):
            store.link_code("4B", outside)
