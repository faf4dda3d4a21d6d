"""The teacher's server is killed (``kill -9``) while site pupils send answers, and started again on
the same address: every answer is in the store exactly once (``elevenkit.serving.site_answers``).

A real Voila with the kit's classroom server (``install_classroom_server``: the route of
``make run``) and a real SQLite store. Ten pupils, each with twenty answers waiting, send them as a
site page's queue does: a few at a time, each kept until the server confirms its uid, sent again
after a refused connection or a lost reply. The queue here is Python speaking the page's protocol;
the browser's own queue is not part of this test.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.site_answers import ANSWERS_PATH
from tests.helpers.classroom_db import teachers_classes
from tests.helpers.jupyter_server import free_port
from tests.helpers.voila_notebook import VoilaNotebook, class_pool_config, voila_notebook

PUPILS, ANSWERS, AT_ONCE = 10, 20, 3
TIMEOUT = 300.0
CONFIG = class_pool_config({}) + (
    "from elevenkit.serving.short_links import install_classroom_server\ninstall_classroom_server()\n"
)


def answering(voila: VoilaNotebook) -> bool:
    request = urllib.request.Request(f"{voila.url}/{ANSWERS_PATH}", method="OPTIONS")
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.status == 204
    except (urllib.error.URLError, OSError):
        return False


class PageQueue(threading.Thread):
    """One pupil's waiting answers, sent until every one is confirmed (as the site's page does)."""

    def __init__(self, url: str, nickname: str, secret: str, first_uid: int) -> None:
        super().__init__(daemon=True)
        self.url, self.nickname, self.secret = url, nickname, secret
        self.waiting = [
            {"uid": first_uid + n, "at": 1_764_770_000.0 + n, "activity": "capture-trainer", "task_number": n,
             "seed": 5, "answer": f"{n} + {11 - n}", "outcome": "right"}
            for n in range(ANSWERS)
        ]  # fmt: skip
        self.sent = self.failed = self.new = 0
        self.seconds: list[float] = []  #: how long each confirmed send took

    def run(self) -> None:
        deadline = time.monotonic() + TIMEOUT
        while self.waiting and time.monotonic() < deadline:
            body = {"class": "4B", "nickname": self.nickname, "secret": self.secret, "answers": self.waiting[:AT_ONCE]}
            request = urllib.request.Request(self.url, data=json.dumps(body).encode(), method="POST",
                                             headers={"Content-Type": "application/json"})  # fmt: skip
            self.sent += 1
            started = time.monotonic()
            try:
                with urllib.request.urlopen(request, timeout=10) as answer:
                    reply = json.loads(answer.read())
                self.seconds.append(time.monotonic() - started)
            except (urllib.error.URLError, OSError, ValueError):
                self.failed += 1  # no server, or the reply was lost: keep them and try again
                time.sleep(0.2)
                continue
            confirmed = set(reply["confirmed"])
            self.new += reply["new"]
            self.waiting = [a for a in self.waiting if a["uid"] not in confirmed]
            time.sleep(0.05)  # a pupil answers now and then


@pytest.mark.slow
def test_kill_9_while_site_pupils_send_loses_and_doubles_nothing(tmp_path: Path) -> None:
    db = teachers_classes(tmp_path / "classroom.sqlite3", "4B")
    with ClassroomStore(db) as store:
        secrets = {f"Pupil{n}": store.claim("4B", f"Pupil{n}").pupil_code for n in range(PUPILS)}
    port, env = free_port(), {"ELEVENKIT_DB": str(db), "TEACHER_PASSWORD": "owl"}

    def serve(folder: str):  # type: ignore[no-untyped-def]
        (tmp_path / folder).mkdir()
        return voila_notebook(tmp_path / folder, "tiny.ipynb", ["1"], CONFIG, env, answering, TIMEOUT, port)

    with serve("first") as first:
        url = f"{first.url}/{ANSWERS_PATH}"
        queues = [PageQueue(url, name, str(secret), 1000 * (n + 1)) for n, (name, secret) in enumerate(secrets.items())]
        for queue in queues:
            queue.start()
        deadline = time.monotonic() + TIMEOUT
        while sum(ANSWERS - len(q.waiting) for q in queues) < PUPILS * ANSWERS // 3:
            assert time.monotonic() < deadline, "answers did not arrive"
            time.sleep(0.05)
        os.killpg(first.process.pid, signal.SIGKILL)  # the teacher's laptop crashes mid-lesson
        first.process.wait()
    killed_with = sum(len(q.waiting) for q in queues)
    with serve("second"):
        for queue in queues:
            queue.join(TIMEOUT)
    times = sorted(s for q in queues for s in q.seconds)
    print(f"\nkilled with {killed_with} answers waiting; {sum(q.failed for q in queues)} sends failed, all resent;"
          f" a send of {AT_ONCE} answers: p50 {times[len(times) // 2] * 1000:.0f} ms,"
          f" p95 {times[int(len(times) * 0.95)] * 1000:.0f} ms; load {os.getloadavg()[0]:.1f}")  # fmt: skip
    assert killed_with > 0 and all(not q.waiting for q in queues)
    assert sum(q.failed for q in queues) > 0  # the queues met the dead server and sent again
    with ClassroomStore(db) as store:
        rows = store._read("SELECT uid, COUNT(*) FROM answers GROUP BY uid")
    assert len(rows) == PUPILS * ANSWERS and all(count == 1 for _uid, count in rows)
    assert sum(q.new for q in queues) <= PUPILS * ANSWERS  # a reply lost in the kill is confirmed on resend
