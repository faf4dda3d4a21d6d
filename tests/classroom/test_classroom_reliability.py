"""The classroom database under stress, with real SQLite files and real processes: 30 writers at
once, a writer killed with ``kill -9``, and files that cannot be used (read-only, locked, newer,
not a database), where the pupil practises on and nothing is overwritten."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.errors import Problem, StoreUnavailable
from elevenkit.classroom.identity import is_database_url
from elevenkit.classroom.migrations import LATEST
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.recording import RecordingState, join
from elevenkit.classroom.store import ClassroomStore
from tests.helpers.ci import skip_or_fail
from tests.helpers.classroom_db import newer_schema, not_a_database

REPO = Path(__file__).resolve().parents[2]
WRITERS, ANSWERS_EACH = 30, 100

RECORDING_WRITER = """
import sys
from elevenkit.classroom.recording import join
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
path, number, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with ClassroomStore(path) as store:
    store.create_class("4B")  # every writer makes the teacher's class: it is made once
joined = join("4B", f"pupil {number}", path=path)
for task in range(count):
    joined.recorder.record(AnswerRecord("race", task, number, f"{number}/{task}", Outcome.RIGHT))
saved = joined.recorder.flush(120)
joined.recorder.close()
print(saved, joined.recorder.status.state.value)
"""

COMMITTING_WRITER = """
import sys
from elevenkit.classroom.store import ClassroomStore
from elevenkit.classroom.model import AnswerRecord, Outcome
store = ClassroomStore(sys.argv[1])
store.create_class("4B")
claim = store.claim("4B", "burst")
task = 0
while True:
    store.add_answer("4B", "burst", claim.pupil_code, AnswerRecord("burst", task, 1, str(task), Outcome.WRONG))
    print(task, flush=True)  # printed only after the answer's transaction committed
    task += 1
"""


def _python(code: str, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.Popen(
        [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )


@pytest.mark.slow
def test_thirty_writer_processes_lose_nothing_and_save_nothing_twice(database: str) -> None:
    path = database  # not there yet: the writers create and migrate it together (a file, or a schema)
    writers = [_python(RECORDING_WRITER, str(path), str(number), str(ANSWERS_EACH)) for number in range(WRITERS)]
    outputs = [writer.communicate(timeout=300) for writer in writers]
    for writer, (out, err) in zip(writers, outputs):
        assert writer.returncode == 0, err
        assert out.split() == ["True", "saving"], (out, err)
    with ClassroomStore(path) as store:
        saved = [(a.nickname, a.answer) for a in queries.history(store, "4B", "pupil 0")]
        assert saved == [("pupil 0", f"0/{task}") for task in range(ANSWERS_EACH)]
        rows = store._read("SELECT p.nickname, a.answer FROM answers a JOIN pupils p ON p.id = a.pupil_id")
        assert store.version == LATEST
    expected = {(f"pupil {n}", f"{n}/{t}") for n in range(WRITERS) for t in range(ANSWERS_EACH)}
    assert len(rows) == WRITERS * ANSWERS_EACH
    assert set(rows) == expected


@pytest.mark.subprocess
def test_a_writer_killed_mid_burst_keeps_every_committed_answer(database: str) -> None:
    path = database
    writer = _python(COMMITTING_WRITER, path)
    assert writer.stdout is not None
    committed = []
    for line in writer.stdout:
        committed.append(int(line))
        if len(committed) == 200:
            os.kill(writer.pid, signal.SIGKILL)
            break
    committed += [int(line) for line in writer.stdout]  # printed before the kill, still in the pipe
    writer.wait(timeout=30)
    assert writer.returncode == -signal.SIGKILL
    with ClassroomStore(path) as store:
        if not is_database_url(path):
            assert store._read("PRAGMA integrity_check") == [("ok",)]
        saved = [int(a.answer) for a in queries.history(store, "4B", "burst")]
        # every answer reported as committed is there, in order; at most the one in flight more
        assert saved[: len(committed)] == committed == list(range(len(committed)))
        assert len(saved) - len(committed) in (0, 1)
        assert store.claim("4B", "after the crash").status is ClaimStatus.NEW  # still writable


def _soon(condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Whether ``condition`` becomes true within ``timeout`` seconds (the writer is a thread)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _classroom_file(path: Path) -> None:
    with ClassroomStore(path) as store:
        store.create_class("4B")
        claim = store.claim("4B", "Mia")
        store.add_answer("4B", "Mia", claim.pupil_code or "", AnswerRecord("capture", 0, 7, "5", Outcome.RIGHT))


def _read_only(path: Path) -> None:
    _classroom_file(path)
    path.chmod(0o444)
    # root ignores file modes: make the file immutable instead
    if os.access(path, os.W_OK) and (
        shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(path)]).returncode
    ):
        skip_or_fail(
            "cannot make a file read-only for root here (no chattr +i)",
            in_ci_too="CI runs as root and must check a read-only database",
        )


def _another_programs_database(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.execute("INSERT INTO recipes VALUES ('soup')")
    connection.commit()
    connection.close()


@pytest.fixture
def unlock_after(tmp_path: Path) -> Iterator[None]:
    yield
    for file in tmp_path.iterdir():  # undo chattr +i so that pytest can remove the folder
        if shutil.which("chattr"):
            subprocess.run(["chattr", "-i", str(file)], capture_output=True)


@pytest.mark.parametrize(
    "make_file, problem, words",
    [
        (_read_only, Problem.READ_ONLY, "read-only"),
        (newer_schema, Problem.NEWER_SCHEMA, "newer elevenkit"),
        (not_a_database, Problem.NOT_A_DATABASE, "not an elevenkit classroom database"),
        (_another_programs_database, Problem.NOT_A_DATABASE, "not an elevenkit classroom database"),
    ],
    ids=["read-only", "newer-schema", "not-a-database", "another-program"],
)
def test_an_unusable_file_is_never_overwritten_and_the_pupil_practises_on(
    tmp_path: Path, unlock_after: None, make_file: Callable[[Path], None], problem: Problem, words: str
) -> None:
    path = tmp_path / "classroom.sqlite3"
    make_file(path)
    before = path.read_bytes()

    joined = join("4B", "Noah", path=path, busy_timeout=0.2)
    assert joined.claim is not None and joined.claim.status is ClaimStatus.UNCHECKED
    assert "not being saved" in joined.message
    started = time.perf_counter()
    joined.recorder.record(AnswerRecord("capture", 0, 7, "12", Outcome.WRONG))
    assert time.perf_counter() - started < 0.05  # the click does not wait for the broken file
    assert _soon(lambda: joined.recorder.status.state is RecordingState.NOT_SAVED)
    assert joined.recorder.flush(timeout=0.2) is False  # kept in memory, not saved
    status = joined.recorder.status
    assert (status.state, status.problem) == (RecordingState.NOT_SAVED, problem)
    assert status.message == "Your progress is not being saved right now. You can keep practising."
    joined.recorder.close(timeout=0.1)

    with pytest.raises(StoreUnavailable, match=words) as refused:  # what the teacher dashboard shows
        ClassroomStore(path, busy_timeout=0.2)
    assert refused.value.problem is problem and str(path) in str(refused.value)
    assert not any(jargon in str(refused.value) for jargon in ("Traceback", "Error", "attempt to", "SQLITE_"))
    assert path.read_bytes() == before


def test_a_long_lock_keeps_answers_waiting_and_saves_them_when_it_ends(tmp_path: Path) -> None:
    path = tmp_path / "classroom.sqlite3"
    _classroom_file(path)
    locker = sqlite3.connect(path, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")  # e.g. a database browser with unsaved edits
    locker.execute("DELETE FROM answers")
    joined = join("4B", "Noah", path=path, busy_timeout=0.2)
    recorder = joined.recorder
    assert joined.claim is not None and joined.claim.status is ClaimStatus.UNCHECKED
    for task in range(3):
        recorder.record(AnswerRecord("capture", task, 7, str(task), Outcome.RIGHT))
    assert _soon(lambda: recorder.status.state is RecordingState.NOT_SAVED)
    assert recorder.flush(timeout=0.2) is False
    assert (recorder.status.state, recorder.status.problem) == (RecordingState.NOT_SAVED, Problem.LOCKED)
    with pytest.raises(StoreUnavailable, match="kept busy by another program"):
        ClassroomStore(path, busy_timeout=0.2)

    locker.execute("ROLLBACK")
    locker.close()
    assert recorder.flush(timeout=10) is True  # the writer tried again and saved all three
    assert recorder.status.state is RecordingState.SAVING
    recorder.close()
    with ClassroomStore(path) as store:
        assert [a.answer for a in queries.history(store, "4B", "Noah")] == ["0", "1", "2"]
        assert [a.answer for a in queries.history(store, "4B", "Mia")] == ["5"]
