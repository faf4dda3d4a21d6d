"""Smoke test of ``bench/bench_classroom.py``: three pupils open the class's short link to the Capture
Trainer, whose pages the server prepared (``CLASS=3:/c/<code>``), and click.

The figures are not asserted (a shared machine makes them noisy); the run must finish, every pupil
must get an interactive page whose clicks give feedback, and nothing the bench started may be
left running.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import psutil
import pytest

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO / "bench" / "bench_classroom.py"


def started_by_bench(folder: Path) -> list[int]:
    """Pids of running processes whose classroom database is in ``folder``: the bench's Voila
    server and its kernels (they inherit ``ELEVENKIT_DB``, which the bench puts in its temporary
    folder, here under ``folder``)."""
    found = []
    for proc in psutil.process_iter(["pid"]):
        try:
            if proc.environ().get("ELEVENKIT_DB", "").startswith(str(folder)) and proc.status() != psutil.STATUS_ZOMBIE:
                found.append(proc.pid)
        except psutil.Error:
            continue
    return found


@pytest.mark.slow
def test_three_pupils_get_a_working_dashboard_and_nothing_is_left_running(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(BENCH), "--pupils", "3", "--setup", "link", "--clicks", "2", "--think", "0.2"],
        cwd=REPO, capture_output=True, text=True, timeout=600, env={**os.environ, "TMPDIR": str(tmp_path)},
    )  # fmt: skip
    report = result.stdout + result.stderr
    assert result.returncode == 0, report
    assert re.search(r"setup link \(3:/c/[A-Z]{3}\d{2}\)", report), report
    assert "failures: 0" in report, report
    assert re.search(r"time to interactive: p50 [\d.]+ s", report), report
    assert re.search(r"click -> feedback: p50 \d+ ms, p95 \d+ ms \(6 clicks\)", report), report
    assert "pupils' kernels still running after they left: 0" in report, report
    assert "processes left after the server stopped: 0" in report, report
    assert not started_by_bench(tmp_path)
