"""Ctrl-C on ``make run``: Voila with the kit's config (``config/voila.py``: preheated kernels on
``ipc`` sockets) stops within seconds, prints no traceback, leaves no kernel behind; and its start
prints no "Notebook … is not trusted" warnings (``elevenkit.serving.voila_fixes``)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import psutil
import pytest

from tests.helpers.jupyter_server import free_port

REPO = Path(__file__).resolve().parents[2]
DASHBOARDS = sorted((REPO / "dashboards").glob("*.ipynb"))
START_TIMEOUT = 300.0  # every dashboard's preheated kernel runs its notebook: minutes on a loaded machine
STOP_SECONDS = 15.0  # measured 4.5-6 s at load 16 on 2 cores (before the fix 10.7 s and 6 tracebacks)


def _ctrl_c_restored() -> None:
    """A shell ignores SIGINT in what it starts in the background: a terminal's Voila does not."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.slow
def test_ctrl_c_stops_make_run_quietly_and_leaves_no_kernel(tmp_path: Path) -> None:
    log = tmp_path / "voila.log"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_PATH": str(REPO / "config"),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),
        "ELEVENKIT_DB": str(tmp_path / "classroom.sqlite3"),
        "TEACHER_PASSWORD": "owl",
        "PYTHONPATH": str(REPO),
    }
    command = [
        str(REPO / ".venv" / "bin" / "voila") if (REPO / ".venv" / "bin" / "voila").exists() else "voila",
        "dashboards", "--no-browser", "--Voila.ip=127.0.0.1", f"--port={free_port()}", "--Voila.port_retries=0",
    ]  # fmt: skip
    with log.open("w") as out:
        server = subprocess.Popen(
            command, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True, preexec_fn=_ctrl_c_restored,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while log.read_text().count("is filled with") < len(DASHBOARDS):
            assert server.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.5)
        kernels = psutil.Process(server.pid).children(recursive=True)
        assert len(kernels) >= len(DASHBOARDS)

        started = time.monotonic()
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C in a terminal: the whole foreground group
        server.wait(timeout=60)
        seconds = time.monotonic() - started
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
    text = log.read_text()
    print(f"\nmake run stopped {seconds:.1f} s after Ctrl-C")
    assert "Traceback" not in text and "ZMQError" not in text, text[-4000:]
    assert "is not trusted" not in text, text[:3000]
    assert seconds < STOP_SECONDS, f"{seconds:.1f} s to stop"
    _gone, alive = psutil.wait_procs(kernels, timeout=5)
    assert not [p.pid for p in alive if p.status() != psutil.STATUS_ZOMBIE], "kernels left running"
