"""Stopping a server a test started in its own process group (``start_new_session=True``).

One way for every test: ask the whole group to stop (Ctrl-C by default, as a teacher does), wait,
and kill it if it does not stop in time, so no test leaves a process behind.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess


def stop_process_group(process: subprocess.Popen[bytes], sig: int = signal.SIGINT, timeout: float = 60) -> None:
    """Send ``sig`` to ``process``'s group, wait ``timeout`` seconds, then SIGKILL the group."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
