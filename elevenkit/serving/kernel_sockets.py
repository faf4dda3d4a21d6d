"""Kernels talk to Voila over local (Unix) sockets on POSIX, over TCP where those cannot work.

With TCP, each kernel picks five free ports when it starts; thirty kernels starting in the same
second (a class opening its pages, or ``CLASS=30`` filling its pool) could pick the same port:
"ZMQError: Address already in use", "Kernel died before replying to kernel_info", and a pupil got
a dead page (CI, 2026-12-03). A Unix socket is a file named after its kernel's connection file, so
two kernels cannot collide. jupyter_client removes a kernel's socket files when the kernel ends
(a pupil closes the page; ``tests/serving/test_voila_class_full.py`` checks it), and the kit's stop
(``elevenkit.serving.voila_fixes``) removes their folder after the kernels.

Windows has no such sockets for ZeroMQ: TCP there, as Jupyter does by default. The sockets' folder
is under ``/tmp`` because a socket's path must stay under about 100 characters (macOS's
``TMPDIR`` is long); a computer whose ``/tmp`` cannot be written keeps TCP too.
"""

from __future__ import annotations

import os
from typing import Any

__all__ = ["SOCKET_ROOT", "use_local_sockets"]

#: where Voila makes the folder of the kernels' connection files and sockets (short paths)
SOCKET_ROOT = "/tmp"


def use_local_sockets(config: Any, os_name: str = os.name, root: str = SOCKET_ROOT) -> bool:
    """Set the kernels of ``config`` (Voila's traitlets config, ``c`` in ``voila.py``) to Unix sockets in a folder under ``root``; False (TCP kept) on
    Windows or when ``root`` cannot be written."""
    if os_name != "posix" or not os.access(root, os.W_OK):
        return False
    config.KernelManager.transport = "ipc"
    config.Voila.connection_dir_root = root
    return True
