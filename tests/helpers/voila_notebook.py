"""A real Voila server for one small test notebook, with a ``voila.py`` of the test's own.

The class pool's tests and the client address's tests need Voila with the kit's pool installed and
a notebook whose cells report what happened in their kernel: :func:`voila_notebook` writes the
notebook and the config, starts ``python -m voila`` on a free loopback port in its own process
group (nothing of the test runner's request or class in its environment), waits until ``ready``
says so and stops the whole group afterwards.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import nbformat
import psutil

from tests.helpers.jupyter_server import free_port
from tests.helpers.paths import REPO
from tests.helpers.processes import stop_process_group

#: variables of the test runner that would change what a kernel does (elevenkit.serving.params, guard)
_LEAKS = ("QUERY_STRING", "REMOTE_ADDR", "ELEVENKIT_CLASS")


@dataclass
class VoilaNotebook:
    """A running server: its port, log file and process."""

    port: int
    log: Path
    process: subprocess.Popen[bytes]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def kernel_pid(self, kernel_id: str) -> int:
        """The pid of the kernel whose connection file names ``kernel_id``."""
        for proc in psutil.Process(self.process.pid).children(recursive=True):
            if any(kernel_id in arg for arg in proc.cmdline()):
                return proc.pid
        raise AssertionError(f"no process for kernel {kernel_id}")


def class_pool_config(pools: dict[str, int]) -> str:
    """A ``voila.py`` with the kit's Voila fixes and class pool: one spare kernel, ``pools`` where given."""
    return f"""
from elevenkit.serving.class_pool import install_class_pool, pools_config
from elevenkit.serving.voila_fixes import apply_voila_fixes

c = get_config()
apply_voila_fixes()
c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 1
c.VoilaConfiguration.show_tracebacks = False
install_class_pool()
c.VoilaKernelManager.kernel_pools_config = pools_config({pools!r}, default_size=1)
"""


@contextlib.contextmanager
def voila_notebook(
    tmp_path: Path,
    name: str,
    cells: Sequence[str],
    config: str,
    env: dict[str, str],
    ready: Callable[[VoilaNotebook], bool],
    timeout: float = 240.0,
    port: int | None = None,
) -> Iterator[VoilaNotebook]:
    """Serve the notebook ``name`` made of ``cells`` with ``config`` as ``voila.py`` and ``env`` added
    (on ``port``, else a free one)."""
    root, config_dir = tmp_path / "root", tmp_path / "config"
    root.mkdir()
    config_dir.mkdir()
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell) for cell in cells])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, root / name)
    (config_dir / "voila.py").write_text(config)
    port, log = port or free_port(), tmp_path / "voila.log"
    environment = {
        **{key: value for key, value in os.environ.items() if key not in _LEAKS},
        "JUPYTER_CONFIG_PATH": str(config_dir),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),
        "ELEVENKIT_DB": str(tmp_path / "classroom.sqlite3"),
        "PYTHONPATH": str(REPO),
        **env,
    }
    command = [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
               "--Voila.port_retries=0"]  # fmt: skip
    with log.open("w") as out:
        process = subprocess.Popen(command, cwd=tmp_path, env=environment, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
    running = VoilaNotebook(port, log, process)
    try:
        deadline = time.monotonic() + timeout
        while not ready(running):
            assert process.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.3)
        yield running
    finally:
        stop_process_group(process)
