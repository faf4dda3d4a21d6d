"""The classroom store: where the file lives, the schema and its migrations, how a nickname is
claimed, that names and answers come back exactly (no SQL from strings), progress to go on
from, and short class links."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from elevenkit.classroom import migrations, queries
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.identity import MAX_NAME_LENGTH, PUPIL_CODE_DIGITS, database_path
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome, Progress
from elevenkit.classroom.names import normal_name
from elevenkit.classroom.skills import skill_answers
from elevenkit.classroom.store import LINK_DIGITS, LINK_LETTERS, ClassroomStore
from elevenkit.exercises.attempts import ANSWER_SHOWN, TASK_SOLVED

ODD_NAMES = [
    'O\'Brien "the fox"',
    "Robert'); DROP TABLE answers;--",
    "🦊🐼 Füchsin",
    "<b onmouseover=alert(1)>Mia</b>",
    "line one\nline two",
    "x" * MAX_NAME_LENGTH,
    "%s ? :name $1",
]


#: the classes the teacher has made in the ``store`` fixture's file (pupils join only those)
CLASSES = ["4B", "4C"]


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    """A new database (SQLite and PostgreSQL) in which the teacher has made the classes :data:`CLASSES`."""
    with ClassroomStore(database) as opened:
        for code in CLASSES:
            opened.create_class(code)
        yield opened


def test_the_database_path_comes_from_elevenkit_db_then_the_per_user_data_folder(tmp_path: Path) -> None:
    assert database_path({"ELEVENKIT_DB": "~/class.db"}) == Path.home() / "class.db"
    assert database_path({"XDG_DATA_HOME": "/data"}) == Path("/data/elevenkit/classroom.sqlite3")
    relative_is_ignored = database_path({"XDG_DATA_HOME": "data", "ELEVENKIT_DB": "  "})
    assert relative_is_ignored == Path.home() / ".local/share/elevenkit/classroom.sqlite3"


def test_a_new_file_gets_the_latest_schema_in_wal_mode_inside_a_new_folder(tmp_path: Path) -> None:
    path = tmp_path / "new folder" / "classroom.sqlite3"
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
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


def test_a_version_1_file_with_answers_is_upgraded_in_place_to_the_latest_version(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _version_1_file(path)
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        indexes = {row[0] for row in store._read("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert "answers_by_task" in indexes
        assert [(a.answer, a.outcome) for a in queries.history(store, "4b", "MIA")] == [
            ("12", Outcome.WRONG),
            ("11", Outcome.RIGHT),
        ]
        assert store.claim("4B", "Mia", "042").status is ClaimStatus.BACK
        code = store.link_code("4B", "/voila/render/capture-trainer.ipynb?seed=7&class=4B")
        assert store.link_target(code) == "/voila/render/capture-trainer.ipynb?seed=7&class=4B"


def _version_2_file(path: Path) -> list[tuple]:
    """A file as elevenkit with schema 2 left it: two pupils, four answers; returns their rows."""
    connection = sqlite3.connect(path, isolation_level=None)
    assert migrations.upgrade(connection, target=2) == 2
    connection.execute("INSERT INTO classes VALUES (1, '4B', '4b', 1.0)")
    connection.execute("INSERT INTO pupils VALUES (1, 1, 'Mia', 'mia', '042', 2.0)")
    connection.execute("INSERT INTO pupils VALUES (2, 1, 'Ben', 'ben', '117', 2.0)")
    rows = [
        (21, 1, 4.0, "wraparound-clock", "7:0", 0, 7, "12", "wrong", "counts the start", 1),
        (22, 1, 5.0, "wraparound-clock", "7:0", 0, 7, "11", "right", TASK_SOLVED, 1),
        (23, 2, 6.0, "capture-trainer", "7:2", 2, 7, "(answer shown)", "not yet", ANSWER_SHOWN, 0),
        (24, 2, 7.0, "lesson-01", "step-1", 0, 7, "5", "right", "", 0),
    ]
    connection.executemany(
        "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome, category,"
        " hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    connection.execute("INSERT INTO links VALUES ('4B7', '4b', '/voila/render/x.ipynb?seed=7', 3.0)")
    connection.close()
    return rows


def test_a_version_2_file_gets_the_question_and_level_columns_and_keeps_every_answer(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite3"
    old_rows = _version_2_file(path)
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        columns = [row[1] for row in store._read("PRAGMA table_info(answers)")]
        assert columns[columns.index("question") :][:3] == ["question", "level", "practice"]  # later ones follow
        kept = store._read(
            "SELECT uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome, category, hints,"
            " question, level FROM answers ORDER BY uid"
        )
        assert kept == [(*row, "", "") for row in old_rows]  # every old answer, word for word; no question
        assert store.link_target("4b7") == "/voila/render/x.ipynb?seed=7"
        assert store.restore("4B", "Mia", "wraparound-clock") is not None
        # a new answer beside the old ones carries its question and level
        record = AnswerRecord("wraparound-clock", 1, 7, "3", Outcome.RIGHT, question="Which pile?", level="easy")
        store.add_answer("4B", "Mia", "042", record)
        assert [(a.task_id, a.question, a.level) for a in queries.history(store, "4B", "Mia")] == [
            ("7:0", "", ""),
            ("7:0", "", ""),
            ("7:1", "Which pile?", "easy"),
        ]
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    connection.close()


QUESTIONS = ["Which piles can take the card 32?", '<b onclick=alert(1)>Mia\'s</b> "card" 🦊', "%s ? :q $1"]


@pytest.mark.parametrize("question", QUESTIONS, ids=range(len(QUESTIONS)))
def test_an_answer_with_a_question_and_level_comes_back_exactly(store: ClassroomStore, question: str) -> None:
    code = store.claim("4B", "Mia").pupil_code or ""
    record = AnswerRecord(
        "wraparound-clock", 2, 7, "1", Outcome.WRONG, "counts the start", question=question, level="hard"
    )
    assert store.add_answer("4B", "Mia", code, record)
    (stored,) = queries.history(store, "4B", "Mia")
    assert (stored.question, stored.level, stored.task_id, stored.answer) == (question, "hard", "7:2", "1")
    (stats,) = queries.task_stats(store, "4B")
    assert (stats.question, stats.level, stats.tried) == (question, "hard", 1)


def test_a_question_of_ten_thousand_characters_is_cut_to_three_hundred(store: ClassroomStore) -> None:
    code = store.claim("4B", "Mia").pupil_code or ""
    record = AnswerRecord("trainer", 0, 7, "1", Outcome.RIGHT, question="Why " + "y" * 10_000, level="z" * 500)
    store.add_answer("4B", "Mia", code, record)
    ((question, level),) = store._read("SELECT question, level FROM answers")
    assert len(question) == 300 and question.startswith("Why yyy") and question.endswith("y…")
    assert len(level) == 40 and level.endswith("…")


def test_the_same_task_number_at_two_levels_is_two_tasks_for_the_teacher(store: ClassroomStore) -> None:
    code = store.claim("4B", "Mia").pupil_code or ""
    for level, question, outcome in (("easy", "Easy one?", Outcome.RIGHT), ("hard", "Hard one?", Outcome.WRONG)):
        store.add_answer("4B", "Mia", code, AnswerRecord("clock", 0, 7, "1", outcome, question=question, level=level))
    stats = queries.task_stats(store, "4B")
    assert [(s.task_id, s.level, s.question, s.right, s.tried) for s in stats] == [
        ("7:0", "easy", "Easy one?", 1, 1),
        ("7:0", "hard", "Hard one?", 0, 1),
    ]


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
    assert first.pupil_code is not None and len(first.pupil_code) == PUPIL_CODE_DIGITS and first.pupil_code.isdigit()
    # another child typing the same name (any capitals, extra spaces) must choose another one
    for typed_code in (None, ""):
        taken = store.claim("4b", "  mia ", typed_code)
        assert (taken.status, taken.nickname, taken.pupil_code) == (ClaimStatus.TAKEN, "Mia", None)
    # a number typed that is not the name's: the name as typed, so nothing tells that "Mia" is stored
    wrong = str((int(first.pupil_code) + 1) % 10**PUPIL_CODE_DIGITS).zfill(PUPIL_CODE_DIGITS)
    for typed_code in ("abc", wrong):
        refused = store.claim("4B", "MIA", typed_code)
        assert (refused.status, refused.nickname, refused.pupil_code) == (ClaimStatus.WRONG_CODE, "MIA", None)
    back = store.claim("4B", "mia", f" {first.pupil_code} ")
    assert (back.status, back.class_code, back.nickname, back.pupil_code) == (
        ClaimStatus.BACK,
        "4B",
        "Mia",
        first.pupil_code,
    )
    assert store.claim("4C", "Mia").status is ClaimStatus.NEW  # another class, another Mia


@pytest.mark.parametrize("bad", ["", "   ", "\n", None, 42, "\u200b\x00", "y" * (MAX_NAME_LENGTH + 1)])
def test_empty_or_impossible_names_are_refused_in_words(store: ClassroomStore, bad: object) -> None:
    with pytest.raises(NameRefused, match="nickname"):
        store.claim("4B", bad)  # type: ignore[arg-type]
    with pytest.raises(NameRefused, match="class code"):
        store.claim(bad, "Mia")  # type: ignore[arg-type]
    assert queries.classes(store) == CLASSES and queries.pupils(store, "4B") == []


@pytest.mark.parametrize("name", ODD_NAMES, ids=range(len(ODD_NAMES)))
def test_names_and_answers_are_stored_and_returned_exactly(store: ClassroomStore, name: str) -> None:
    """Exactly in the names' normal form (a line break is a space), and the answers word for word."""
    kept = normal_name(name)
    assert store.create_class(name) == kept
    claim = store.claim(name, name)
    assert (claim.class_code, claim.nickname) == (kept, kept)
    record = AnswerRecord(name, 3, 7, name, Outcome.WRONG, category=name, hints=2)
    assert store.add_answer(name, name, claim.pupil_code or "", record)
    assert kept in queries.classes(store)
    assert [p.nickname for p in queries.pupils(store, name)] == [kept]
    (answer,) = queries.history(store, name, name)
    assert (answer.class_code, answer.nickname) == (kept, kept)
    assert (answer.activity, answer.answer, answer.category) == (name,) * 3
    assert queries.class_table(store, name).pupils == (kept,)
    assert store._read("SELECT count(*) FROM answers") == [(1,)]  # the DROP TABLE was only a name


def test_an_answer_sent_twice_is_saved_once(store: ClassroomStore) -> None:
    claim = store.claim("4B", "Mia")
    record = AnswerRecord("capture", 0, 7, "11", Outcome.RIGHT)
    assert store.add_answer("4B", "Mia", claim.pupil_code or "", record) is True
    assert store.add_answer("4B", "Mia", claim.pupil_code or "", record) is False
    assert len(queries.history(store, "4B", "Mia")) == 1


def test_answers_under_another_pupils_nickname_are_refused(store: ClassroomStore) -> None:
    store.claim("4B", "Mia")
    with pytest.raises(NameRefused, match="belongs to another pupil"):
        store.add_answer("4B", "Mia", "not her number", AnswerRecord("capture", 0, 7, "11", Outcome.RIGHT))
    assert queries.history(store, "4B", "Mia") == []


def test_restore_counts_whole_tasks_as_the_frame_does(store: ClassroomStore) -> None:
    code = store.claim("4B", "Mia").pupil_code or ""
    answers = [  # (task number, outcome, category, hints)
        (0, Outcome.WRONG, "wrong-total", 0),
        (0, Outcome.RIGHT, TASK_SOLVED, 0),  # solved at the second try: no streak
        (1, Outcome.RIGHT, TASK_SOLVED, 0),  # right first time
        (2, Outcome.RIGHT, "", 0),  # one group of two: not solved yet
        (2, Outcome.RIGHT, TASK_SOLVED, 1),  # solved after a hint: the streak goes on
        (3, Outcome.NOT_YET, "good-start", 0),
        (3, Outcome.NOT_YET, ANSWER_SHOWN, 0),  # given up: the streak ends
        (3, Outcome.RIGHT, TASK_SOLVED, 0),  # practice after the answer was shown
        (4, Outcome.RIGHT, TASK_SOLVED, 0),
        (5, Outcome.WRONG, "", 0),  # the task on screen, not over
    ]
    for at, (number, outcome, category, hints) in enumerate(answers):
        record = AnswerRecord("capture", number, 9, "x", outcome, category, hints, at=1000.0 + at)
        store.add_answer("4B", "Mia", code, record)
    progress = store.restore("4B", "Mia", "capture")
    assert progress == Progress(
        seed=9,
        task_number=5,
        task_solved=False,
        solved=frozenset({0, 1, 2, 4}),
        correct=4,
        attempts=5,
        streak=1,
        best_streak=2,
        first_time=2,
        first_time_solved=frozenset({1, 4}),
        given_up=frozenset({3}),
        shown=frozenset({3}),
    )
    assert store.restore("4B", "Mia", "another trainer") is None
    assert store.restore("4B", "nobody", "capture") is None


def test_restore_reads_a_history_written_before_solved_tasks_were_marked(store: ClassroomStore) -> None:
    """Without any mark, a task's first right answer solved it (as every trainer then had one-answer tasks)."""
    code = store.claim("4B", "Mia").pupil_code or ""
    for at, (number, outcome) in enumerate([(0, Outcome.RIGHT), (1, Outcome.WRONG), (1, Outcome.RIGHT)]):
        store.add_answer("4B", "Mia", code, AnswerRecord("clock", number, 7, "x", outcome, at=1000.0 + at))
    progress = store.restore("4B", "Mia", "clock")
    assert progress is not None
    assert (progress.correct, progress.attempts, progress.streak, progress.best_streak) == (2, 2, 0, 1)
    assert progress.task_solved and progress.solved == {0, 1} and progress.first_time_solved == {0}


def test_short_links_are_stable_typable_and_lead_only_to_this_server(store: ClassroomStore) -> None:
    target = (
        "/voila/render/capture-trainer.ipynb?seed=7&size=6&max=10&one11=0&wilds=0&several=0&deck=subtraction&class=4B"
    )
    code = store.link_code("4B", target)
    assert len(code) == 5 and set(code[:3]) <= set(LINK_LETTERS) and set(code[3:]) <= set(LINK_DIGITS)
    assert store.link_code("4b", target) == code
    assert store.link_target(code.lower()) == target and store.link_target(f" {code} ") == target
    other = store.link_code("4B", "/voila/render/wraparound-trainer.ipynb?class=4B")
    assert other != code
    assert len(store.link_code("🦊", "/x")) == 5  # the code never depends on the class's name


def test_ten_guesses_of_a_link_code_find_nothing(store: ClassroomStore) -> None:
    codes = {store.link_code("4B", f"/voila/render/capture-trainer.ipynb?class=4B&seed={n}") for n in range(100)}
    assert len(codes) == 100  # no two links share a code
    assert len(LINK_LETTERS) ** 3 * len(LINK_DIGITS) ** 2 > 3000 * len(codes)  # ten tries: under 1 in 300
    assert len({code[:3] for code in codes}) > 50  # random letters, not the class's name counted up
    assert store.link_target("ZZ999") is None
    for outside in ("http://evil.example/", "//evil.example/x", "voila/x", "/a b", "/x\\y"):
        with pytest.raises(NameRefused, match="path on this server"):
            store.link_code("4B", outside)


def test_a_version_4_file_keeps_its_classes_and_gets_a_language_the_teacher_can_choose(tmp_path: Path) -> None:
    path = tmp_path / "v4.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)
    assert migrations.upgrade(connection, target=4) == 4
    connection.execute("INSERT INTO classes VALUES (1, '4B', '4b', 1.0)")
    connection.execute("INSERT INTO classes VALUES (2, 'Klasse 3a', 'klasse 3a', 2.0)")
    connection.execute("INSERT INTO pupils VALUES (1, 1, 'Mia', 'mia', '042', 2.0)")
    connection.close()
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        assert store._read("SELECT id, code, code_key, created, language FROM classes ORDER BY id") == [
            (1, "4B", "4b", 1.0, ""),
            (2, "Klasse 3a", "klasse 3a", 2.0, ""),
        ]  # the old classes, word for word; no language chosen: link and browser decide
        assert store.claim("4B", "Mia", "042").status is ClaimStatus.BACK
        store.set_class_language("klasse 3A", "de")
        assert store.class_language("Klasse 3a") == "de"
        assert store.class_language("4B") == ""
        store.set_class_language("4B", "en")
        store.set_class_language("Klasse 3a", "en")
        assert (store.class_language("4b"), store.class_language("Klasse 3a")) == ("en", "en")
        assert store.class_language("5C") == "", "no such class"
        store.set_class_language("5C", "de")  # the teacher's choice makes the class
        assert store.class_language("5c") == "de"
        with pytest.raises(ValueError, match="not a language"):
            store.set_class_language("4B", "xx")
        assert store.class_language("4B") == "en"


#: the last version whose answers had no task kind (migration 10 adds it)
BEFORE_KINDS = 9


def test_a_file_from_before_task_kinds_keeps_its_answers_and_reads_their_skills_from_the_level(tmp_path: Path) -> None:
    path = tmp_path / "v9.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)
    assert migrations.upgrade(connection, target=BEFORE_KINDS) == BEFORE_KINDS
    connection.execute("INSERT INTO classes (id, code, code_key, created) VALUES (1, '4B', '4b', 1.0)")
    connection.execute("INSERT INTO pupils VALUES (1, 1, 'Mia', 'mia', '042', 2.0)")
    connection.execute(
        "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome, level)"
        " VALUES (5, 1, 3.0, 'number-track', '7:0', 0, 7, '12', 'wrong', 'easy')"
    )
    connection.close()
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        assert store._read("SELECT uid, answer, level, kind FROM answers") == [(5, "12", "easy", "")]
        (answer,) = skill_answers(store, "4B")
        assert answer.skills == ("one-more-one-less", "counting-from-11", "minus-points")  # as before
        store.add_answer(
            "4B", "Mia", "042", AnswerRecord("number-track", 1, 7, "8", Outcome.WRONG, level="easy", kind="minus")
        )
        assert [a.skills for a in skill_answers(store, "4B")][-1] == ("minus-points",)
