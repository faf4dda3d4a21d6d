"""The frame's recording hook: nothing without a class code (and no sqlite3 import), answers
saved in the background without delaying a click, progress restored, and a pupil whose
nickname or database goes away mid-lesson practising on."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.errors import Problem
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.recording import NullRecorder, RecordingState, join
from elevenkit.classroom.store import ClassroomStore

REPO = Path(__file__).resolve().parents[2]


def _teachers_class(path: Path, code: str = "4B") -> None:
    """The class ``code`` as the teacher's share tab makes it (pupils join only such a class)."""
    with ClassroomStore(path) as store:
        store.create_class(code)


def _run_isolated(code: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.subprocess
def test_without_a_class_code_nothing_is_recorded_and_sqlite3_is_never_imported(tmp_path: Path) -> None:
    out = _run_isolated(
        f"""
import sys
from elevenkit.classroom.recording import join
from elevenkit.classroom.model import AnswerRecord, Outcome
for class_code in (None, "", "   "):
    joined = join(class_code, "Mia", path={str(tmp_path / "db.sqlite3")!r})
    joined.recorder.record(AnswerRecord("capture", 0, 7, "4", Outcome.RIGHT))
    assert joined.claim is None and joined.message == "" and joined.recorder.status.message == ""
    assert joined.recorder.restore("capture") is None
print(joined.recorder.status.state.value, "sqlite3" in sys.modules)
"""
    )
    assert out.split() == ["off", "False"]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.subprocess
def test_with_a_class_code_but_no_sqlite3_the_pupil_practises_with_a_quiet_note() -> None:
    out = _run_isolated(
        """
import sys
sys.modules["sqlite3"] = None  # as in the browser-only site (Pyodide without its sqlite3)
from elevenkit.classroom.recording import join
from elevenkit.classroom.model import AnswerRecord, Outcome
joined = join("4B", "Mia")
joined.recorder.record(AnswerRecord("capture", 0, 7, "4", Outcome.RIGHT))
print(joined.claim.status.value, joined.recorder.status.problem.value)
print(joined.message)
"""
    )
    status, note = out.splitlines()
    assert status == "unchecked no sqlite"
    assert note == "Your progress is not being saved right now. You can keep practising."


def test_a_click_with_recording_returns_at_once_and_the_answers_are_saved_in_order(tmp_path: Path) -> None:
    path = tmp_path / "classroom.sqlite3"
    _teachers_class(path)
    joined = join("4B", "Mia", path=path)
    assert joined.claim is not None and joined.claim.status is ClaimStatus.NEW
    assert joined.message.startswith("Welcome, Mia! Your secret number is " + (joined.claim.pupil_code or "?"))
    recorder = joined.recorder
    started = time.perf_counter()
    for task in range(200):
        recorder.record(AnswerRecord("capture", task, 7, str(task), Outcome.RIGHT))
    assert (time.perf_counter() - started) / 200 < 0.005  # queued, not written, during the click
    assert recorder.flush(timeout=30) is True
    assert recorder.status.state is RecordingState.SAVING and recorder.status.message == ""
    recorder.close()
    recorder.record(AnswerRecord("capture", 999, 7, "late", Outcome.RIGHT))  # after close: ignored, no error
    with ClassroomStore(path) as store:
        assert [a.answer for a in queries.history(store, "4B", "Mia")] == [str(task) for task in range(200)]


def test_the_same_pupil_on_another_computer_goes_on_where_they_were(tmp_path: Path) -> None:
    path = tmp_path / "classroom.sqlite3"
    _teachers_class(path)
    first = join("4B", "Mia", path=path)
    for task, outcome in enumerate([Outcome.RIGHT, Outcome.WRONG, Outcome.RIGHT, Outcome.RIGHT]):
        first.recorder.record(AnswerRecord("capture", task, 7, "x", outcome))
    first.recorder.close()
    assert first.claim is not None

    stranger = join("4B", "mia", path=path)
    assert stranger.claim is not None and stranger.claim.status is ClaimStatus.TAKEN
    assert isinstance(stranger.recorder, NullRecorder) and "Choose another name" in stranger.message

    again = join("4b", "MIA", first.claim.pupil_code, path=path)
    assert again.claim is not None and again.claim.status is ClaimStatus.BACK
    assert again.message == "Welcome back, Mia! You go on where you stopped."
    progress = again.recorder.restore("capture")
    again.recorder.close()
    assert progress is not None
    # whole tasks: 0, 2 and 3 solved; task 1 had one wrong answer and never ended, so it is not counted
    assert (progress.task_number, progress.correct, progress.attempts, progress.streak) == (3, 3, 3, 3)


def test_a_pupil_deleted_mid_lesson_is_signed_out_and_not_saved_again(tmp_path: Path) -> None:
    path = tmp_path / "classroom.sqlite3"
    _teachers_class(path)
    joined = join("4B", "Mia", path=path)
    with ClassroomStore(path) as store:
        queries.delete_pupil(store, "4B", "Mia")
        # another child takes the free name, with another secret number
        while store.claim("4B", "Mia").pupil_code == joined.claim.pupil_code:  # type: ignore[union-attr]
            queries.delete_pupil(store, "4B", "Mia")
    joined.recorder.record(AnswerRecord("capture", 0, 7, "4", Outcome.RIGHT))
    assert joined.recorder.flush(timeout=30) is True
    joined.recorder.close()
    assert joined.recorder.status.problem is Problem.SIGNED_OUT
    assert joined.recorder.status.message != ""
    with ClassroomStore(path) as store:
        assert queries.history(store, "4B", "Mia") == []  # nothing saved under the new Mia's name
