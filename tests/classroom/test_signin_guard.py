"""Guessing the teacher password or a classmate's secret number is slow, whatever number of pages
(kernels, processes) a pupil opens: the failures are counted in the classroom database."""

from __future__ import annotations

import multiprocessing
import threading
import time
from pathlib import Path

import ipywidgets as widgets
import pytest

from elevenkit.classroom.guard import PUPIL_LIMITS, TEACHER_LIMITS, WINDOW, Guard, Kind, Limit, client_address
from elevenkit.classroom.model import ClaimStatus
from elevenkit.classroom.recording import join
from elevenkit.widgets.teacher.gate import TeacherGate
from tests.helpers.classroom_db import teachers_classes


class Clock:
    """A shared fake clock (seconds since the epoch) that the attacker moves on while waiting."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def _gate(path: Path, clock: Clock, checked: list[str]) -> TeacherGate:
    def check(typed: str) -> bool:
        checked.append(typed)
        return False

    return TeacherGate(lambda: widgets.HTML("class"), check=check, guard=Guard(path, clock=clock))


def _seconds_for_guesses(pages: int, path: Path, guesses: int = 20) -> float:
    """Fake seconds an attacker needs to get ``guesses`` passwords checked, trying the pages in turn
    and waiting as long as a refused page says."""
    clock, checked = Clock(), []
    gates = [_gate(path, clock, checked) for _page in range(pages)]
    start, turn = clock.now, 0
    while len(checked) < guesses:
        before = len(checked)
        gates[turn % pages].password.value = f"guess {turn}"
        turn += 1
        if len(checked) == before:  # refused: the page said how long to wait
            clock.now += max(0.5, gates[0].guard.wait(Kind.TEACHER, ""))
    return clock.now - start


def test_twenty_guesses_over_four_pages_take_as_long_as_over_one(tmp_path: Path) -> None:
    one = _seconds_for_guesses(1, tmp_path / "one.sqlite3")
    four = _seconds_for_guesses(4, tmp_path / "four.sqlite3")
    assert one > 60  # the waits grow: 20 guesses cost minutes, not the 1.2 s of the audit
    assert four >= one


def _fail_three_times(path: str, address: str) -> None:
    guard = Guard(path)
    for _try in range(3):
        guard.failed(Kind.TEACHER, address)


def test_failures_in_other_processes_count_here(tmp_path: Path) -> None:
    """Each page is a kernel process of its own: the count must be the file's, not the process's."""
    path = tmp_path / "classroom.sqlite3"
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_fail_three_times, args=(str(path), f"10.0.0.{n}")) for n in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(30)
        assert worker.exitcode == 0
    guard = Guard(path)
    assert guard.wait(Kind.TEACHER, "10.0.0.99") > 0  # 12 in all: a fifth device waits too
    assert guard.recent(Kind.TEACHER)[0].count == 12 and guard.recent(Kind.TEACHER)[0].addresses == 4


def test_the_waits_grow_and_end_after_the_window(tmp_path: Path) -> None:
    assert [Limit(3, 2.0, 10.0).wait_after(n) for n in range(7)] == [0, 0, 0, 2, 4, 8, 10]
    clock = Clock()
    guard = Guard(tmp_path / "db", clock=clock)
    for _try in range(TEACHER_LIMITS.per_address.free):
        assert guard.wait(Kind.TEACHER, "10.0.0.5") == 0
        guard.failed(Kind.TEACHER, "10.0.0.5")
    assert guard.wait(Kind.TEACHER, "10.0.0.5") == pytest.approx(2.0)
    assert guard.wait(Kind.TEACHER, "10.0.0.6") == 0  # another device: a few in all cost nothing yet
    clock.now += WINDOW + 1
    assert guard.wait(Kind.TEACHER, "10.0.0.5") == 0


def test_a_gate_tells_the_terminal_about_each_wrong_password(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("REMOTE_ADDR", "192.168.1.77")
    assert client_address() == "192.168.1.77"
    gate = _gate(tmp_path / "db", Clock(), [])
    gate.password.value = "guess"
    gate.password.value = "guess again"
    err = capfd.readouterr().err
    assert "wrong teacher password from 192.168.1.77 (1 in the last 15 minutes)" in err
    assert "(2 in the last 15 minutes)" in err


# ---- secret numbers ------------------------------------------------------------------------------
@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = teachers_classes(tmp_path / "classroom.sqlite3", "4B")
    assert join("4B", "Owl", path=path).claim is not None
    return path


def _owl_code(path: Path) -> str:
    from elevenkit.classroom.store import ClassroomStore

    with ClassroomStore(path) as store:
        return str(store._read("SELECT pupil_code FROM pupils WHERE nickname = 'Owl'")[0][0])


def test_a_wrong_number_gets_the_same_answer_whether_the_name_exists_or_not(db: Path) -> None:
    wrong = "0000" if _owl_code(db) != "0000" else "1111"
    owl, nobody = join("4B", "Owl", wrong, path=db), join("4B", "Nobody Here", wrong, path=db)
    assert owl.claim is not None and nobody.claim is not None
    assert owl.claim.status is nobody.claim.status is ClaimStatus.WRONG_CODE
    assert owl.message.replace("Owl", "X") == nobody.message.replace("Nobody Here", "X")
    assert join("4B", "Nobody Here", path=db).claim.status is ClaimStatus.NEW  # nothing was stored for it
    back = join("4B", "returning", wrong, path=db, returning=True)
    gone = join("4B", "Owl", wrong, path=db, returning=True)
    assert back.message.replace("returning", "X") == gone.message.replace("Owl", "X")


def test_wrong_numbers_for_one_name_wait_longer_and_longer_from_every_device(db: Path) -> None:
    clock = Clock()
    guard = Guard(db, clock=clock)
    for n in range(PUPIL_LIMITS.per_name.free + 2):  # type: ignore[union-attr]
        guard.failed(Kind.PUPIL, f"10.0.1.{n}", "4B", "Owl")  # a new device each time
    assert guard.wait(Kind.PUPIL, "10.0.9.9", "4B", "owl") == pytest.approx(20.0)
    assert guard.wait(Kind.PUPIL, "10.0.9.9", "4B", "Mia") == 0
    assert guard.recent(Kind.PUPIL, "4B")[0].nickname == "Owl" and guard.recent(Kind.PUPIL, "4B")[0].count == 5


def test_while_a_name_must_wait_not_even_the_right_number_is_checked(db: Path) -> None:
    code = _owl_code(db)
    wrong = "0000" if code != "0000" else "1111"
    for _try in range(PUPIL_LIMITS.per_name.free):  # type: ignore[union-attr]
        assert join("4B", "Owl", wrong, path=db, address="10.0.0.66").claim.status is ClaimStatus.WRONG_CODE
    waiting = join("4B", "Owl", code, path=db, address="10.0.0.66")
    assert waiting.claim is not None and waiting.claim.status is ClaimStatus.WAIT
    assert "Wait 5 seconds" in waiting.message
    new = join("4B", "Hedgehog", path=db, address="10.0.0.66")  # a new name never waits
    assert new.claim is not None and new.claim.status is ClaimStatus.NEW


@pytest.mark.slow
def test_under_load_the_limits_hold_and_real_pupils_are_not_slowed(tmp_path: Path) -> None:
    """8 scripts try numbers for 8 names as fast as they can while 24 pupils join at the same time
    (16 new, 8 coming back with their number), each from a device of their own."""
    path = teachers_classes(tmp_path / "classroom.sqlite3", "4B")
    codes = {f"Pupil {n}": join("4B", f"Pupil {n}", path=path).claim.pupil_code for n in range(8)}  # type: ignore[union-attr]
    for n in range(8):
        assert join("4B", f"Target {n}", path=path).claim is not None
    checked: dict[str, int] = {}
    pupil_seconds: list[float] = []
    failures: list[str] = []
    stop = time.monotonic() + 6.0
    lock = threading.Lock()

    def attack(n: int) -> None:
        tried = 0
        while time.monotonic() < stop:
            claim = join("4B", f"Target {n}", f"{tried % 10000:04d}", path=path, address=f"10.6.6.{n}").claim
            if claim is not None and claim.status is not ClaimStatus.WAIT:
                tried += 1
        with lock:
            checked[f"Target {n}"] = tried

    def pupil(n: int) -> None:
        time.sleep(0.5 + n * 0.2)  # they come in while the scripts run
        name = f"Pupil {n}" if n < 8 else f"New {n}"
        started = time.monotonic()
        claim = join("4B", name, codes.get(name), path=path, address=f"10.1.0.{n}").claim
        with lock:
            pupil_seconds.append(time.monotonic() - started)
            if claim is None or claim.status not in (ClaimStatus.BACK, ClaimStatus.NEW):
                failures.append(f"{name}: {claim}")

    threads = [threading.Thread(target=attack, args=(n,)) for n in range(8)]
    threads += [threading.Thread(target=pupil, args=(n,)) for n in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert failures == []
    assert max(pupil_seconds) < 2.0, sorted(pupil_seconds)
    # in 6 s: the 3 free tries, then waits of 5 and 10 s: at most 4 numbers checked per name
    assert max(checked.values()) <= PUPIL_LIMITS.per_name.free + 1, checked  # type: ignore[union-attr]


def test_the_teacher_dashboard_says_who_was_tried_and_that_the_password_is_weak(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from elevenkit.classroom.teacher_auth import WEAK_ENV
    from elevenkit.widgets.teacher import TeacherDashboard

    monkeypatch.delenv(WEAK_ENV, raising=False)
    dashboard = TeacherDashboard(db, class_code="4B")
    assert dashboard.alerts.value == ""
    guard = Guard(db)
    for n in range(12):
        guard.failed(Kind.PUPIL, f"10.0.0.{n % 2}", "4B", "Owl")
    guard.failed(Kind.PUPIL, "10.0.0.1", "4B", "<b>Mia</b>")  # once: a typo, not worth a word
    guard.failed(Kind.TEACHER, "10.0.0.1")
    monkeypatch.setenv(WEAK_ENV, "1")
    dashboard.refresh()
    text = dashboard.alerts.value
    assert "Someone tried to sign in as Owl 12 times with a wrong secret number." in text
    assert "Mia" not in text
    assert "wrong teacher password 1 time in the last 15 minutes. The tries came from 1 device." in text
    assert "The teacher password is weak" in text
    dashboard.close()
