"""``elevenkit serve`` / ``python -m elevenkit serve`` (``elevenkit.serving.cli``): what ``make run`` does."""

from __future__ import annotations

import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

from elevenkit.serving import cli
from tests.helpers.jupyter_server import free_port
from tests.helpers.processes import stop_process_group

REPO = Path(__file__).resolve().parents[2]


class Launched(Exception):
    """Raised instead of running Voila: carries the command line and the environment Voila got."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.argv = argv
        self.env = dict(os.environ)


def serve(monkeypatch: pytest.MonkeyPatch, *flags: str, config_path: str = "") -> Launched:
    """``elevenkit serve`` with ``flags``, up to Voila's start; the environment is restored after the test."""
    from voila.app import Voila

    def launch(argv: list[str], **kwargs: Any) -> None:
        raise Launched(argv)

    monkeypatch.setattr(Voila, "launch_instance", launch)
    monkeypatch.setattr(cli, "check_address", lambda host, port: None)  # 8866 may be taken on this machine
    for name in ("ELEVENKIT_CLASS", "TEACHER_PASSWORD", "JUPYTER_CONFIG_PATH"):
        monkeypatch.setenv(name, "")  # so that monkeypatch restores each as it was, also what main() sets
        monkeypatch.delenv(name)
    if config_path:
        monkeypatch.setenv("JUPYTER_CONFIG_PATH", config_path)
    with pytest.raises(Launched) as launched:
        cli.main(["serve", *flags])
    return launched.value


def test_serve_runs_voila_on_the_dashboards_with_the_kits_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    launched = serve(monkeypatch)
    assert launched.argv == [str(REPO / "dashboards"), "--Voila.ip=127.0.0.1", "--port=8866", "--Voila.port_retries=0"]
    assert launched.env["JUPYTER_CONFIG_PATH"] == str(REPO / "config")
    assert "ELEVENKIT_CLASS" not in launched.env and "TEACHER_PASSWORD" not in launched.env


def test_every_flag_is_the_option_of_make_run(monkeypatch: pytest.MonkeyPatch) -> None:
    launched = serve(
        monkeypatch, "--host", "0.0.0.0", "--port", "9001", "--token", "apple7",
        "--class", "30:capture-trainer?seed=7&class=4B", "--teacher-password", "apple-tree-42", config_path="/elsewhere",
    )  # fmt: skip
    assert launched.argv[1:] == ["--Voila.ip=0.0.0.0", "--port=9001", "--Voila.port_retries=0", "--Voila.token=apple7"]
    assert launched.env["ELEVENKIT_CLASS"] == "30:capture-trainer?seed=7&class=4B"
    assert launched.env["TEACHER_PASSWORD"] == "apple-tree-42"
    assert launched.env["JUPYTER_CONFIG_PATH"] == os.pathsep.join([str(REPO / "config"), "/elsewhere"])


def test_make_run_calls_the_same_command() -> None:
    shown = subprocess.run(
        ["make", "-n", "--no-print-directory", "run", "HOST=0.0.0.0", "PORT=9001", "TOKEN=apple7", "CLASS=30:x?seed=7&class=4B"],
        cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout.replace("\\\n", " ")  # fmt: skip
    line = next(line for line in shown.splitlines() if " -m elevenkit serve " in line)
    assert shlex.split(line)[1:] == [
        "-m", "elevenkit", "serve", "--host=0.0.0.0", "--port=9001", "--token=apple7", "--class=30:x?seed=7&class=4B",
    ]  # fmt: skip


@pytest.mark.parametrize("flags", [["--port", "0"], ["--port", "70000"], ["--port", "eighty"], ["--colour", "red"], []])
def test_a_bad_command_line_stops_with_a_message(flags: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["serve", *flags] if flags else [])
    assert stopped.value.code != 0
    out = capsys.readouterr()
    assert "elevenkit" in str(stopped.value.code) + out.err


@pytest.mark.parametrize(
    ("spec", "reason"),
    [("30 pupils", "write the number of pupils, e.g. 30 or 30:"), ("30:clock", "there is no dashboard 'clock'"),
     ("0", "the number of pupils must be 1 to 200")],
)  # fmt: skip
def test_a_bad_class_stops_before_voila_starts_naming_the_flag(
    spec: str, reason: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SystemExit) as stopped:
        serve(monkeypatch, "--class", spec)
    assert str(stopped.value.code).startswith(f"elevenkit: --class {spec!r}: {reason}")


def test_a_mistyped_host_stops_with_a_message_not_a_traceback() -> None:
    with pytest.raises(SystemExit, match=r"elevenkit: --host 'no-such-host\.invalid' is no address of this computer"):
        cli.check_address("no-such-host.invalid", free_port())


def test_a_port_in_use_stops_with_a_message() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit, match=rf"elevenkit: port {port} is in use .*--port"):
            cli.check_address("127.0.0.1", port)
    cli.check_address("127.0.0.1", port)  # free again: no message


def test_the_dashboards_come_from_the_installed_data_files_without_a_checkout(tmp_path: Path) -> None:
    installed = tmp_path / "share" / "elevenkit"
    (installed / "dashboards").mkdir(parents=True)
    (installed / "config").mkdir()
    (installed / "config" / "voila.py").write_text("")
    assert cli.kit_folders([tmp_path / "no-checkout", installed]) == (installed / "dashboards", installed / "config")
    with pytest.raises(SystemExit, match="the dashboards are missing"):
        cli.kit_folders([tmp_path / "no-checkout"])


def test_the_console_script_is_elevenkit() -> None:
    (script,) = entry_points(group="console_scripts", name="elevenkit")
    assert script.value == "elevenkit.serving.cli:main"


@pytest.mark.slow
def test_python_m_elevenkit_serve_serves_the_landing_page_and_a_dashboard_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    env = {**os.environ, "ELEVENKIT_DB": str(tmp_path / "classroom.sqlite3"), "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
           "BROWSER": "true"}  # fmt: skip
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "elevenkit", "serve", "--port", str(port), "--teacher-password", "apple-tree-42"],
            cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while True:
            assert process.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as page:
                    landing = page.read().decode()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.3)
        assert "Capture Trainer" in landing
        with urllib.request.urlopen(
            f"http://127.0.0.1:{port}/voila/render/capture-trainer.ipynb?seed=7", timeout=120
        ) as page:
            dashboard = page.read().decode()
        assert "jupyter-config-data" in dashboard and "application/vnd.jupyter.widget-view+json" in dashboard
        with pytest.raises(urllib.error.HTTPError) as unknown:  # the kit's own route: its config is in use
            urllib.request.urlopen(f"http://127.0.0.1:{port}/c/ZZ9", timeout=30)
        assert unknown.value.code == 404 and "There is no class link" in unknown.value.read().decode()
        assert "the TEACHER_PASSWORD you gave" in log.read_text()
    finally:
        stop_process_group(process)
    assert process.returncode == 0 or process.returncode == -signal.SIGINT, log.read_text()[-2000:]
