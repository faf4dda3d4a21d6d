"""What only the PostgreSQL store has to show (the shared suite runs on both backends): the schema
upgraded in place from an older version, a newer schema and another program's tables refused
untouched, a busy or unreachable server that never blocks a pupil, a server killed with ``kill -9``
that loses no answer, and SQL injection attempts in every text field kept as plain text."""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Callable, Iterator

import psycopg
import pytest
from psycopg import sql

from elevenkit.classroom import migrations, postgres_db, queries
from elevenkit.classroom.errors import NameRefused, Problem, StoreUnavailable
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.recording import RecordingState, join
from elevenkit.classroom.store import ClassroomStore
from tests.helpers.postgres import PostgresCluster

INJECTIONS = [
    "'); DROP TABLE answers; --",
    "x' OR '1'='1",
    "%s %(name)s ? $1 :name",
    "\\'; SELECT pg_sleep(10); --",
    '🦊 <b>Füchsin</b> "quoted"',
]


def _soon(condition: Callable[[], bool], timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def _raw(url: str) -> psycopg.Connection:
    return psycopg.connect(url, autocommit=True)


@pytest.fixture
def url(postgres_cluster: PostgresCluster) -> str:
    return postgres_cluster.new_url()


@pytest.mark.parametrize("old", sorted({1, migrations.LATEST - 1}))
def test_an_older_schema_with_answers_is_upgraded_in_place(url: str, old: int) -> None:
    database = postgres_db.PostgresDatabase.__new__(postgres_db.PostgresDatabase)
    database._connection = _raw(url)  # an empty schema, migrated only to version ``old``
    database._connection.adapters.register_loader("numeric", postgres_db._NumberLoader)
    assert postgres_db.upgrade(database, target=old) == old
    database.execute("INSERT INTO classes (code, code_key, created) VALUES ('4B', '4b', 1.0)")
    database.execute(
        "INSERT INTO pupils (class_id, nickname, nickname_key, pupil_code, created) SELECT id, 'Mia', 'mia', '042', 2.0 FROM classes"
    )
    for uid, answer, outcome in ((11, "12", "wrong"), (12, "11", "right")):
        database.execute(
            "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome)"
            " SELECT ?, id, ?, 'capture', '7:0', 0, 7, ?, ? FROM pupils",
            (uid, 3.0 + uid, answer, outcome),
        )
    assert database.version() == old
    database.close()
    with ClassroomStore(url) as store:
        assert store.version == migrations.LATEST
        assert [(a.answer, a.outcome) for a in queries.history(store, "4b", "MIA")] == [
            ("12", Outcome.WRONG),
            ("11", Outcome.RIGHT),
        ]
        assert store.claim("4B", "Mia", "042").status is ClaimStatus.BACK
        assert store.claim("4B", "Ben").status is ClaimStatus.NEW  # ids go on after the old rows


def test_a_failing_migration_leaves_the_database_at_its_old_version(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ClassroomStore(url).close()
    with _raw(url) as raw:
        raw.execute("UPDATE elevenkit_schema SET version = 1")
        raw.execute("DROP TABLE links")
    broken = (*migrations.MIGRATIONS[:1], ("CREATE TABLE links (code TEXT)", "THIS IS NOT SQL"))
    monkeypatch.setattr(postgres_db, "MIGRATIONS", broken)
    monkeypatch.setattr(postgres_db, "LATEST", 2)
    with pytest.raises(StoreUnavailable):
        ClassroomStore(url)
    with _raw(url) as raw:
        assert raw.execute("SELECT version FROM elevenkit_schema").fetchone() == (1,)
        assert raw.execute("SELECT to_regclass('links')").fetchone() == (None,)


def _newer(url: str) -> None:
    ClassroomStore(url).close()
    with _raw(url) as raw:
        raw.execute("UPDATE elevenkit_schema SET version = version + 1")


def _another_program(url: str) -> None:
    with _raw(url) as raw:
        raw.execute("CREATE TABLE recipes (name TEXT)")
        raw.execute("INSERT INTO recipes VALUES ('soup')")


def _snapshot(url: str) -> list[tuple]:
    """Every row of every table in the schema, in a fixed order."""
    with _raw(url) as raw:
        tables = [
            row[0]
            for row in raw.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"
            )
        ]
        return [
            (table, sorted(map(str, raw.execute(sql.SQL("SELECT * FROM {}").format(sql.Identifier(table))).fetchall())))
            for table in tables
        ]


@pytest.mark.parametrize(
    "make, problem, words",
    [(_newer, Problem.NEWER_SCHEMA, "newer elevenkit"), (_another_program, Problem.NOT_A_DATABASE, "another program")],
    ids=["newer-schema", "another-program"],
)
def test_a_database_that_is_not_ours_to_change_is_left_alone(
    url: str, make: Callable[[str], None], problem: Problem, words: str
) -> None:
    make(url)
    before = _snapshot(url)
    joined = join("4B", "Noah", path=url, busy_timeout=0.5)
    assert joined.claim is not None and joined.claim.status is ClaimStatus.UNCHECKED
    assert "not being saved" in joined.message
    joined.recorder.record(AnswerRecord("capture", 0, 7, "12", Outcome.WRONG))
    assert _soon(lambda: joined.recorder.status.state is RecordingState.NOT_SAVED)
    assert joined.recorder.status.problem is problem
    joined.recorder.close(timeout=0.1)
    with pytest.raises(StoreUnavailable, match=words) as refused:
        ClassroomStore(url, busy_timeout=0.5)
    assert "Traceback" not in str(refused.value) and "psycopg" not in str(refused.value)
    assert _snapshot(url) == before


def test_a_kernel_that_finds_the_database_made_while_it_looked_opens_it(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Thirty kernels open a new database at once: one saw no schema, and before its next look
    another kernel had made every table. That is ours, not another program's (CI saw the refusal)."""
    first_look = postgres_db.PostgresDatabase._stored_version
    looks: list[int | None] = []

    def look_while_another_kernel_makes_it(database: postgres_db.PostgresDatabase) -> int | None:
        version = first_look(database)
        looks.append(version)
        if len(looks) == 1:
            ClassroomStore(url).close()  # the other kernel: creates and migrates it completely
        return version

    monkeypatch.setattr(postgres_db.PostgresDatabase, "_stored_version", look_while_another_kernel_makes_it)
    store = ClassroomStore(url)
    try:
        assert looks[0] is None and store.create_class("4B") == "4B"
    finally:
        store.close()
    with _raw(url) as raw:
        assert raw.execute("SELECT count(*) FROM elevenkit_schema").fetchone() == (1,)


def test_an_unreachable_server_never_blocks_the_page_and_hides_the_password(postgres_cluster: PostgresCluster) -> None:
    url = f"postgresql://kit:secret-word@127.0.0.1:{postgres_cluster.port + 1}/school"  # nothing listens there
    started = time.perf_counter()
    joined = join("4B", "Noah", path=url, busy_timeout=0.5)
    assert time.perf_counter() - started < 3
    assert joined.claim is not None and joined.claim.status is ClaimStatus.UNCHECKED
    assert "not being saved" in joined.message
    started = time.perf_counter()
    joined.recorder.record(AnswerRecord("capture", 0, 7, "12", Outcome.WRONG))
    assert time.perf_counter() - started < 0.05
    assert _soon(lambda: joined.recorder.status.state is RecordingState.NOT_SAVED)
    joined.recorder.close(timeout=0.1)
    with pytest.raises(StoreUnavailable, match="cannot be reached") as refused:
        ClassroomStore(url, busy_timeout=0.5)
    assert "secret-word" not in str(refused.value) and "kit@127.0.0.1" in str(refused.value)


def test_a_long_lock_keeps_answers_waiting_and_saves_them_when_it_ends(url: str) -> None:
    with ClassroomStore(url) as store:
        store.create_class("4B")
    joined = join("4B", "Noah", path=url, busy_timeout=0.3)
    recorder = joined.recorder
    locker = _raw(url)
    locker.execute("BEGIN")
    locker.execute("LOCK TABLE answers IN EXCLUSIVE MODE")  # e.g. a long maintenance job
    for task in range(3):
        recorder.record(AnswerRecord("capture", task, 7, str(task), Outcome.RIGHT))
    assert _soon(lambda: recorder.status.state is RecordingState.NOT_SAVED)
    assert recorder.status.problem is Problem.LOCKED
    assert recorder.flush(timeout=0.2) is False
    locker.execute("ROLLBACK")
    locker.close()
    assert recorder.flush(timeout=20) is True
    assert recorder.status.state is RecordingState.SAVING
    recorder.close()
    with ClassroomStore(url) as store:
        assert [a.answer for a in queries.history(store, "4B", "Noah")] == ["0", "1", "2"]


@pytest.fixture
def own_cluster() -> Iterator[PostgresCluster]:
    """A cluster of this test's own: it is killed."""
    cluster = PostgresCluster()
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.remove()


@pytest.mark.slow
def test_a_server_killed_with_kill_9_loses_no_answer_and_saves_none_twice(own_cluster: PostgresCluster) -> None:
    url = own_cluster.new_url()
    with ClassroomStore(url) as store:
        store.create_class("4B")
    joined = join("4B", "Noah", path=url, busy_timeout=0.5)
    recorder = joined.recorder
    for task in range(50):
        recorder.record(AnswerRecord("burst", task, 7, str(task), Outcome.RIGHT))
    assert recorder.flush(timeout=30)
    own_cluster.kill()
    for task in range(50, 100):  # clicks while the server is down: kept in memory
        recorder.record(AnswerRecord("burst", task, 7, str(task), Outcome.RIGHT))
    assert _soon(lambda: recorder.status.state is RecordingState.NOT_SAVED)
    assert "not being saved" in recorder.status.message
    own_cluster.start()  # recovers from its write-ahead log
    assert recorder.flush(timeout=60) is True
    assert recorder.status.state is RecordingState.SAVING
    recorder.close()
    with ClassroomStore(url) as store:
        assert [int(a.answer) for a in queries.history(store, "4B", "Noah")] == list(range(100))


@pytest.mark.parametrize("text", INJECTIONS, ids=range(len(INJECTIONS)))
def test_injection_attempts_in_every_text_field_are_kept_as_text(database: str, text: str) -> None:
    with ClassroomStore(database) as store:
        assert store.create_class(text) == text
        claim = store.claim(text, text)
        assert claim.status is ClaimStatus.NEW
        record = AnswerRecord(text, 1, 7, text, Outcome.WRONG, category=text, question=text, level=text[:40])
        assert store.add_answer(text, text, claim.pupil_code or "", record)
        with pytest.raises(NameRefused):
            store.add_answer(text, text, "not the number", record)
        target = "/voila/render/x.ipynb?class=" + urllib.parse.quote(text, safe="'();-=%:$?,")
        code = store.link_code(text, target)
        assert store.link_target(code) == target and store.link_target(text) is None
        assert store.rename_pupil(text, text, text + " 2") == text + " 2"
        (answer,) = queries.history(store, text, text + " 2")
        assert (answer.activity, answer.answer, answer.category, answer.question) == (text,) * 4
        assert queries.classes(store) == [text]
        assert store._read("SELECT count(*) FROM answers") == [(1,)]
        assert store._read("SELECT count(*) FROM pupils") == [(1,)]
