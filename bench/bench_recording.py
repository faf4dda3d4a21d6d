"""What recording answers in the classroom database costs: per click, with 30 writers, on disk.

1. The time one recorded answer adds to a click: a real "Check" (a wraparound task checks a typed
   answer) timed alone and with ``recorder.record(...)`` of the answer, alternating in one run,
   clicks 20 ms apart (pupils click seconds apart; the writer thread works in between). For
   comparison, the time a direct (synchronous) write would add, with ``synchronous=NORMAL`` (the
   kit's setting) and ``FULL``.
2. 30 writer processes × 100 answers at once, each answer its own transaction: wall time,
   answers per second, and the latency of one write under that contention (median, p95, max);
   every answer is checked to be there once.
3. The database size per 1,000 answers (30 pupils, short typed answers, after a checkpoint).

    python bench/bench_recording.py            # about a minute
    python bench/bench_recording.py --quick    # fewer clicks, 10 writers
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from elevenkit.classroom import sqlite_db as store_module  # noqa: E402
from elevenkit.classroom.model import AnswerRecord, Outcome  # noqa: E402
from elevenkit.classroom.recording import join  # noqa: E402
from elevenkit.classroom.store import ClassroomStore  # noqa: E402
from elevenkit.exercises import WRAPAROUND_DIFFICULTIES, TaskSeries, make_wraparound_task  # noqa: E402

WRITER = """
import sys, time
from elevenkit.classroom.store import ClassroomStore
from elevenkit.classroom.model import AnswerRecord, Outcome
path, number, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
store = ClassroomStore(path)
store.create_class("4B")
code = store.claim("4B", f"pupil {number}").pupil_code
sys.stdin.readline()  # start together
latencies = []
for task in range(count):
    started = time.perf_counter()
    store.add_answer("4B", f"pupil {number}", code, AnswerRecord("race", task, number, f"{number}/{task}", Outcome.RIGHT))
    latencies.append(time.perf_counter() - started)
print(" ".join(f"{t:.6f}" for t in latencies))
"""


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile (0.95 for p95) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ms(values: list[float]) -> str:
    """Median and p95 of ``values`` (seconds) in milliseconds."""
    return f"median {statistics.median(values) * 1e3:.3f} ms, p95 {percentile(values, 0.95) * 1e3:.3f} ms"


def click_cost(folder: Path, clicks: int) -> None:
    """Part 1: a Check with and without recording, alternating; and direct writes for comparison."""
    series = TaskSeries(make_wraparound_task, WRAPAROUND_DIFFICULTIES["medium"], seed=7)
    tasks = [series.task(number) for number in range(clicks)]
    with ClassroomStore(folder / "clicks.sqlite3") as store:
        store.create_class("4B")  # the teacher's class: pupils join only such a class
    joined = join("4B", "Bench", path=folder / "clicks.sqlite3")
    recorder = joined.recorder
    plain, recorded = [], []
    for number, task in enumerate(tasks):
        for timings, record in ((plain, False), (recorded, True)):
            started = time.perf_counter()
            feedback = task.check("5")
            if record:
                outcome = Outcome.of(feedback.correct, feedback.counted)
                recorder.record(AnswerRecord("wraparound", number, 7, "5", outcome, hints=0))
            timings.append(time.perf_counter() - started)
            time.sleep(0.02)
    assert recorder.flush(60), recorder.status
    recorder.close()
    added = [r - p for r, p in zip(recorded, plain)]
    print(f"click without recording: {ms(plain)}")
    print(f"click with recording:    {ms(recorded)}")
    print(f"added by recording (paired difference): {ms(added)}")
    for synchronous in ("NORMAL", "FULL"):
        store_module.SYNCHRONOUS = synchronous
        with ClassroomStore(folder / f"direct-{synchronous}.sqlite3") as store:
            store.create_class("4B")
            code = store.claim("4B", "Bench").pupil_code or ""
            direct = []
            for number in range(clicks):
                started = time.perf_counter()
                store.add_answer("4B", "Bench", code, AnswerRecord("wraparound", number, 7, "5", Outcome.WRONG))
                direct.append(time.perf_counter() - started)
        print(f"a direct write instead (synchronous={synchronous}): {ms(direct)}")
    store_module.SYNCHRONOUS = "NORMAL"


def writers(folder: Path, processes: int, answers: int) -> None:
    """Part 2: ``processes`` writers at once, ``answers`` each, one transaction per answer."""
    path = folder / "race.sqlite3"
    ClassroomStore(path).close()
    env = dict(os.environ, PYTHONPATH=str(REPO))
    started_all = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(n), str(answers)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        for n in range(processes)
    ]
    time.sleep(2.0)  # let every process import and open the file
    started = time.perf_counter()
    for process in started_all:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    latencies = []
    for process in started_all:
        out, _err = process.communicate(timeout=600)
        latencies += [float(value) for value in out.split()]
    wall = time.perf_counter() - started
    with ClassroomStore(path) as store:
        rows = store._read("SELECT p.nickname, a.answer FROM answers a JOIN pupils p ON p.id = a.pupil_id")
    expected = {(f"pupil {n}", f"{n}/{t}") for n in range(processes) for t in range(answers)}
    assert len(rows) == len(expected) and set(rows) == expected, "answers lost or doubled"
    total = processes * answers
    print(
        f"{processes} writers x {answers} answers: {total} answers in {wall:.2f} s ({total / wall:,.0f} answers/s), all there once"
    )
    print(f"one write under contention: {ms(latencies)}, max {max(latencies) * 1e3:.1f} ms")


def size_per_thousand(folder: Path) -> None:
    """Part 3: bytes per 1,000 answers, from the growth between an empty file and 10,000 answers."""
    path = folder / "size.sqlite3"
    ClassroomStore(path).close()
    empty = path.stat().st_size
    rng = random.Random(14)
    count = 10_000
    with ClassroomStore(path) as store:
        store.create_class("4B")
        codes = {f"pupil {n}": store.claim("4B", f"pupil {n}").pupil_code or "" for n in range(30)}
        store._db.execute("PRAGMA synchronous = OFF")  # only to fill the file quickly
        for number in range(count):
            nickname = f"pupil {number % 30}"
            outcome = rng.choice(list(Outcome))
            category = "" if outcome is Outcome.RIGHT else rng.choice(["adds instead of subtracts", "counts the start"])
            answer = f"{rng.randint(1, 11)} + {rng.randint(1, 11)} = {rng.randint(2, 22)}"
            record = AnswerRecord(
                "capture-trainer", number // 30, 7, answer, outcome, category=category, hints=rng.randint(0, 3)
            )
            store.add_answer("4B", nickname, codes[nickname], record)
    full = path.stat().st_size
    print(
        f"database size: {(full - empty) / (count / 1000) / 1024:.1f} KiB per 1,000 answers ({full / 1024:.0f} KiB for {count:,})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer clicks and 10 writers")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        click_cost(Path(folder), 100 if args.quick else 300)
        writers(Path(folder), 10 if args.quick else 30, 100)
        size_per_thousand(Path(folder))


if __name__ == "__main__":
    main()
