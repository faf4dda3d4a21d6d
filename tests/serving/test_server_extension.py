"""``/c/<code>`` under Jupyter Server (``make lab``, Binder): elevenkit.serving.short_links as a server extension,
enabled by the repository's ``jupyter-config/`` as the Makefile's ``lab`` target and the package do.
A real server on a loopback port, with its own database and config folders."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.short_links import dashboards_path

REPO = Path(__file__).resolve().parents[2]
CONFIG = REPO / "jupyter-config"
START_TIMEOUT = 60.0


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _get(url: str) -> tuple[int, dict[str, str], str]:
    """Status, headers and body of a GET that does not follow redirects (status 0: no connection)."""
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(url, timeout=10) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()
    except urllib.error.URLError:
        return 0, {}, ""


@pytest.fixture
def lab_server(tmp_path: Path) -> Iterator[tuple[str, Path, Path]]:
    """``jupyter server`` serving a folder like the repository (a ``dashboards/`` inside), with only
    ``jupyter-config/`` as extra config: (base URL, database, server log)."""
    root = tmp_path / "repo"
    (root / "dashboards").mkdir(parents=True)
    db, log = tmp_path / "class.sqlite3", tmp_path / "server.log"
    port = _free_port()
    env = {
        **os.environ,
        "ELEVENKIT_DB": str(db),
        "JUPYTER_CONFIG_PATH": str(CONFIG),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),  # nothing from the user's own config
        "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
        "TEACHER_PASSWORD": "owl",
    }
    env.pop("ELEVENKIT_TEACHER_KEY", None)
    command = [
        sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.root_dir={root}", "--ServerApp.base_url=/lab-base/",
        "--IdentityProvider.token=secret-token",
    ]  # fmt: skip
    if os.geteuid() == 0:
        command.append("--allow-root")
    with log.open("w") as out:
        server = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=tmp_path)
    url = f"http://127.0.0.1:{port}/lab-base"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while _get(url + "/api/status")[0] not in (200, 403):
            if server.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("jupyter server did not start:\n" + log.read_text()[-3000:])
            time.sleep(0.2)
        yield url, db, log
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.mark.slow
def test_a_short_link_works_under_jupyter_server(lab_server: tuple[str, Path, Path]) -> None:
    url, db, log = lab_server
    with ClassroomStore(db) as store:
        code = store.link_code("4B", "/voila/render/capture-trainer.ipynb?class=4B&seed=7&tasks=10")
    status, _headers, body = _get(f"{url}/c/{code}")  # without the server's token: nothing is told
    assert status == 403 and "capture-trainer" not in body and "4B" not in body
    for typed in (code, code.lower()):
        status, headers, _body = _get(f"{url}/c/{typed}?token=secret-token")  # the link as the share panel makes it
        assert status == 302, (status, log.read_text()[-2000:])
        # the server serves the repository: the dashboards are in its dashboards/ folder
        assert headers["Location"] == "/lab-base/voila/render/dashboards/capture-trainer.ipynb?class=4B&seed=7&tasks=10"
    status, _headers, body = _get(f"{url}/c/NOPE9?token=secret-token")
    assert status == 404 and "There is no class link NOPE9" in body
    text = log.read_text()
    assert "elevenkit.serving.short_links | extension was successfully loaded" in text
    assert "the TEACHER_PASSWORD you gave" in text  # the same start-up step as make run's server


def test_the_dashboards_folder_is_found_from_the_server_root(tmp_path: Path) -> None:
    assert dashboards_path(tmp_path) == ""  # make run: the root is the dashboards folder
    (tmp_path / "dashboards").mkdir()
    assert dashboards_path(tmp_path) == "dashboards"  # make lab, Binder: the root is the repository


def test_the_package_and_make_lab_enable_the_extension(tmp_path: Path) -> None:
    import json

    config = CONFIG / "jupyter_server_config.d" / "elevenkit.json"
    assert json.loads(config.read_text()) == {
        "ServerApp": {"jpserver_extensions": {"elevenkit.serving.lab": True, "elevenkit.serving.short_links": True}}
    }
    # the package installs it into <prefix>/etc/jupyter (pyproject.toml's data-files)
    pyproject = (REPO / "pyproject.toml").read_text()
    assert (
        '"etc/jupyter/jupyter_server_config.d" = ["jupyter-config/jupyter_server_config.d/elevenkit.json"]' in pyproject
    )
    # make lab: a probe added before lab's own prerequisites sees lab's JUPYTER_CONFIG_PATH (make -n runs nothing)
    probe = tmp_path / "probe.mk"
    probe.write_text(f"include {REPO / 'Makefile'}\nlab: ek-probe\nek-probe:\n\t@echo CONFIG=$(JUPYTER_CONFIG_PATH)\n")
    shown = subprocess.run(
        ["make", "-n", "-f", str(probe), "lab"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout
    line = next(line for line in shown.splitlines() if "CONFIG=" in line)
    assert str(CONFIG) in line.split("CONFIG=")[1].split(":")


@pytest.mark.slow
def test_the_site_answers_reach_the_store_under_jupyter_server(lab_server: tuple[str, Path, Path]) -> None:
    import json

    url, db, _log = lab_server
    with ClassroomStore(db) as store:
        store.create_class("4B")
        secret = store.claim("4B", "Mia").pupil_code
    answer = {"uid": 7, "at": 1_764_770_000.0, "activity": "capture-trainer", "task_number": 1, "seed": 5,
              "answer": "7 + 4", "outcome": "right"}  # fmt: skip
    body = json.dumps({"class": "4B", "nickname": "Mia", "secret": secret, "answers": [answer]}).encode()
    request = urllib.request.Request(f"{url}/elevenkit/api/answers", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})  # fmt: skip
    with urllib.request.urlopen(request, timeout=10) as response:  # no token, no XSRF cookie: a site page
        assert json.loads(response.read()) == {"confirmed": [7], "new": 1}
    from elevenkit.classroom import queries

    with ClassroomStore(db) as store:
        assert [a.answer for a in queries.history(store, "4B", "Mia")] == ["7 + 4"]
