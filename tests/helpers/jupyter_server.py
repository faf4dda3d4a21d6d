"""A real JupyterLab server started with the command ``make lab`` runs (read with ``make -n lab``:
the repository's ``jupyter-config/`` and ``config/``, every server extension of the environment:
JupyterLab, Voila, the kit's), on a free loopback port, serving another folder, with its own
config and runtime folders so that nothing of this machine's user setup comes in."""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.helpers.processes import stop_process_group

REPO = Path(__file__).resolve().parents[2]
LAB_CONFIG = REPO / "jupyter-config"
START_TIMEOUT = 90.0  # a first start on a loaded 2-core machine builds JupyterLab's settings
TOKEN = "lab-test-token"


@dataclass(frozen=True)
class JupyterServer:
    """A running server: its base URL (no trailing ``/``), token and log file."""

    url: str
    token: str
    log: Path
    process: subprocess.Popen

    def api(self, path: str) -> str:
        """The URL of ``path`` under the server, with the token."""
        return f"{self.url}{path}{'&' if '?' in path else '?'}token={self.token}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code
    except (urllib.error.URLError, OSError):
        return 0


def lab_command(port: int) -> list[str]:
    """The command of the Makefile's ``lab`` target for ``PORT=port`` (``make -n`` runs nothing)."""
    shown = subprocess.run(
        ["make", "-n", "-s", "--no-print-directory", "lab", f"PORT={port}", "HOST=127.0.0.1"],
        cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout.replace("\\\n", " ")  # fmt: skip
    line = next(line for line in shown.splitlines() if " lab " in f"{line} ")
    words = shlex.split(line)
    assert words[0].endswith("/jupyter") and words[1] == "lab", line
    # the root and default page of the repository's own server do not apply to a test folder
    return [
        str(REPO / words[0]),
        *(w for w in words[1:] if not w.startswith(("--ServerApp.root_dir", "--LabApp.default_url"))),
    ]


@contextlib.contextmanager
def jupyter_server(root: Path, workdir: Path, extra_env: dict[str, str] | None = None) -> Iterator[JupyterServer]:
    """Serve ``root`` with ``jupyter-config/`` and the kit's ``config/`` on ``JUPYTER_CONFIG_PATH``
    (as the Makefile's ``lab`` target); stop it and its kernels afterwards (its own process group)."""
    port = free_port()
    log = workdir / "jupyter-server.log"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_PATH": os.pathsep.join([str(REPO / "config"), str(LAB_CONFIG)]),  # as make lab
        "JUPYTER_CONFIG_DIR": str(workdir / "user-config"),
        "JUPYTER_RUNTIME_DIR": str(workdir / "runtime"),
        "ELEVENKIT_DB": str(workdir / "classroom.sqlite3"),
        "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p),
        **(extra_env or {}),
    }
    command = [*lab_command(port), "--no-browser", f"--ServerApp.root_dir={root}", f"--IdentityProvider.token={TOKEN}"]
    with log.open("w") as out:
        process = subprocess.Popen(
            command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=workdir, start_new_session=True
        )
    server = JupyterServer(f"http://127.0.0.1:{port}", TOKEN, log, process)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while _status(server.api("/api/status")) != 200:
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("jupyter server did not start:\n" + log.read_text()[-3000:])
            time.sleep(0.2)
        yield server
    finally:
        stop_process_group(process, signal.SIGTERM, timeout=20)
