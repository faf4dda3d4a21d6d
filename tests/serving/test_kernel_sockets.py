"""The kit's Voila config puts kernels on Unix sockets on POSIX and keeps TCP on Windows
(``elevenkit.serving.kernel_sockets``); the class-of-30 test checks that closed pages leave no socket."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from traitlets.config import Config

from elevenkit.serving.kernel_sockets import SOCKET_ROOT, use_local_sockets
from tests.helpers.paths import REPO


def test_on_posix_kernels_talk_over_unix_sockets_in_a_short_folder(tmp_path: Path) -> None:
    config = Config()
    assert use_local_sockets(config, "posix", str(tmp_path))
    assert config.KernelManager.transport == "ipc"
    assert config.Voila.connection_dir_root == str(tmp_path)


def test_windows_keeps_tcp() -> None:
    config = Config()
    assert not use_local_sockets(config, "nt")
    assert "transport" not in config.KernelManager  # Jupyter's default: tcp


def test_a_folder_that_cannot_be_written_keeps_tcp(tmp_path: Path) -> None:
    """No folder can be made under a plain file, even by root (CI runs as root, so a folder without
    write permission would not do)."""
    plain_file = tmp_path / "not-a-folder"
    plain_file.write_text("")
    config = Config()
    assert not use_local_sockets(config, "posix", str(plain_file / "sockets"))
    assert "transport" not in config.KernelManager


LOAD = """
from voila.server_extension import load_config_file
config = load_config_file()
print(config.KernelManager.get("transport", "tcp"), config.Voila.get("connection_dir_root", ""))
"""


@pytest.mark.subprocess
@pytest.mark.skipif(os.name != "posix", reason="TCP on Windows")
def test_the_kits_voila_config_chooses_unix_sockets(tmp_path: Path) -> None:
    env = {**os.environ, "JUPYTER_CONFIG_PATH": str(REPO / "config"), "JUPYTER_CONFIG_DIR": str(tmp_path),
           "PYTHONPATH": str(REPO)}  # fmt: skip
    env.pop("ELEVENKIT_CLASS", None)
    done = subprocess.run([sys.executable, "-c", LOAD], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split()[-2:] == ["ipc", SOCKET_ROOT]
