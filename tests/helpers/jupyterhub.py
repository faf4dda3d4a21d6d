"""A real JupyterHub for the tests: the kit's ``deploy/jupyterhub/jupyterhub_config.py`` on loopback
ports, every server as this user (``ELEVENKIT_HUB_SPAWNER=simple``; as root with ``--allow-root``,
as CI runs), with configurable-http-proxy from ``deploy/jupyterhub/proxy`` (``npm ci`` there, as
``.ci/run`` does) or PATH. Stopped with its proxy and every server it started.

:class:`HubBrowser` is one person at one browser, speaking HTTP as a browser does (cookies, the
``_xsrf`` form field) and the kernel websocket as Voila's page does (``bench/classroom_pupil.py``).
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import psutil

from tests.helpers.paths import REPO
from tests.helpers.run_async import run_async

CONFIG = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
LOCAL_PROXY = REPO / "deploy" / "jupyterhub" / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
START_TIMEOUT = 60.0
#: a server's start and its first page on a loaded 2-core machine
SERVER_TIMEOUT = 120.0


def missing_pieces() -> str:
    """What this machine lacks for a real hub ("" if nothing): jupyterhub, the culler, the proxy."""
    missing = [
        name for name in ("jupyterhub", "jupyterhub_idle_culler", "requests") if not importlib.util.find_spec(name)
    ]
    if not (shutil.which("configurable-http-proxy") or LOCAL_PROXY.exists()):
        missing.append("configurable-http-proxy (npm ci --prefix deploy/jupyterhub/proxy)")
    return ", ".join(missing)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _bench() -> Any:
    """``bench/classroom_pupil.py``: the Jupyter messages a Voila page sends, as the benchmarks send them."""
    if str(REPO / "bench") not in sys.path:
        sys.path.insert(0, str(REPO / "bench"))
    import classroom_pupil

    return classroom_pupil


class Hub:
    """``jupyterhub -f deploy/jupyterhub/jupyterhub_config.py`` in ``folder`` with the store ``database``."""

    def __init__(self, folder: Path, database: str, extra_env: dict[str, str] | None = None) -> None:
        self.folder = folder
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = folder / "hub.log"
        self.env = {
            **os.environ,
            "ELEVENKIT_DB": database,
            "ELEVENKIT_HUB_SPAWNER": "simple",
            "ELEVENKIT_HUB_BIND": self.url,
            "ELEVENKIT_HUB_HOMES": str(folder / "homes"),
            "ELEVENKIT_HUB_URL": self.url,
            **(extra_env or {}),
        }
        self.env.pop("JUPYTERHUB_API_TOKEN", None)
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        argv = [
            sys.executable,
            "-m",
            "jupyterhub",
            "-f",
            str(CONFIG),
            f"--JupyterHub.hub_port={free_port()}",
            f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{free_port()}",
            f"--JupyterHub.db_url=sqlite:///{self.folder / 'hub.sqlite'}",
        ]
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                argv, cwd=self.folder, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        deadline = time.monotonic() + START_TIMEOUT
        while "JupyterHub is now running" not in self.log():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the hub did not start:\n{self.log()[-4000:]}")
            time.sleep(0.2)

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""

    def processes(self) -> list[psutil.Process]:
        """The hub and everything it started (proxy, culler, servers, kernels)."""
        if self.process is None:
            return []
        with contextlib.suppress(psutil.NoSuchProcess):
            hub = psutil.Process(self.process.pid)
            return [hub, *hub.children(recursive=True)]
        return []

    def stop(self) -> None:
        """SIGTERM (the hub stops its servers and proxy), then SIGKILL whatever is left."""
        if self.process is None:
            return
        left = self.processes()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        _gone, alive = psutil.wait_procs(left, timeout=30)
        for process in alive:
            with contextlib.suppress(psutil.NoSuchProcess):
                process.kill()
        psutil.wait_procs(alive, timeout=10)
        self.process = None


class HubBrowser:
    """One browser on the hub: log in, start the server, open a Voila page and talk to its kernel."""

    def __init__(self, hub: Hub) -> None:
        import requests

        self.hub = hub
        self.http = requests.Session()
        self.user = ""
        #: the page the last login answered with
        self.page = ""

    def login(self, name: str, password: str) -> int:
        """The login form as a browser posts it; the HTTP status of the answer (302: signed in; 403:
        refused, :attr:`page` says why)."""
        page = self.http.get(f"{self.hub.url}/hub/login", timeout=30)
        token = self.http.cookies.get("_xsrf", path="/hub/") or ""
        form = re.search(r'name="_xsrf" value="([^"]+)"', page.text)
        answer = self.http.post(
            f"{self.hub.url}/hub/login",
            data={"username": name, "password": password, "_xsrf": form.group(1) if form else token},
            allow_redirects=False,
            timeout=60,
        )
        self.page = answer.text
        if answer.status_code == 302:
            self.user = self.http.get(f"{self.hub.url}/hub/api/user", timeout=30).json()["name"]
        return answer.status_code

    def start_server(self) -> float:
        """Start the user's server and wait until it serves the landing page; seconds it took. (Until
        the server is up, its addresses lead to the hub's "starting" page.)"""
        started = time.monotonic()
        self.http.get(f"{self.hub.url}/hub/spawn", timeout=SERVER_TIMEOUT)
        while time.monotonic() - started < SERVER_TIMEOUT:
            page = self.get(f"/user/{self.user}/voila/tree/dashboards")
            if page.status_code == 200 and f"/user/{self.user}/voila/" in page.url:
                return time.monotonic() - started
            time.sleep(0.5)
        raise TimeoutError(f"the server of {self.user} did not start:\n{self.hub.log()[-4000:]}")

    def get(self, path: str, **kwargs: Any) -> Any:
        return self.http.get(f"{self.hub.url}{path}", timeout=SERVER_TIMEOUT, **kwargs)

    def send(self, method: str, path: str, **kwargs: Any) -> Any:
        """``method`` (POST, PUT, ...) on ``path`` as a script in the user's page sends it: with the
        server's ``_xsrf`` token, so only the server's own rules can refuse it."""
        xsrf = self.http.cookies.get("_xsrf", path=f"/user/{self.user}/") or ""
        return self.http.request(
            method, f"{self.hub.url}{path}", headers={"X-XSRFToken": xsrf}, timeout=SERVER_TIMEOUT, **kwargs
        )

    def cookie_header(self) -> str:
        return "; ".join(f"{cookie.name}={cookie.value}" for cookie in self.http.cookies)

    def page_kernel(self, path: str) -> tuple[str, str]:
        """Open the Voila page ``path`` (under ``/user/<name>``): its kernel id and its HTML."""
        page = self.get(f"/user/{self.user}{path}")
        assert page.status_code == 200, f"{path} answered HTTP {page.status_code}"
        kernel, _shown, _assets = _bench().page_parts(page.text)
        return kernel, page.text

    def widget_states(self, kernel: str) -> dict[str, Any]:
        """Every widget's state in the page's kernel, as ipywidgets 8 asks for them on the websocket."""
        return run_async(self._talk(kernel, []))

    def set_and_click(self, kernel: str, changes: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
        """Send each (model id, state) as the browser sends a change (a click: ``{"event": "click"}``
        as a custom message), wait for the kernel to be idle again; then every widget's state."""
        return run_async(self._talk(kernel, changes))

    def run_code(self, kernel: str, code: str) -> list[dict[str, Any]]:
        """Send ``code`` in an ``execute_request`` on the kernel's websocket, as JupyterLab does, then
        a kernel info request: every message answering the execute request that came before the
        kernel info reply (the kernel answers its shell messages in order; none: the server dropped it)."""
        return run_async(self._run_code(kernel, code))

    @contextlib.asynccontextmanager
    async def _kernel_socket(self, kernel: str) -> AsyncIterator[Any]:
        """The page kernel's websocket, as the page opens it (the hub's cookies, the server's ``_xsrf``),
        after the kernel info the page asks for first."""
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        session = uuid.uuid4().hex
        xsrf = self.http.cookies.get("_xsrf", path=f"/user/{self.user}/") or ""
        ws = f"{self.hub.url.replace('http', 'ws', 1)}/user/{self.user}/api/kernels/{kernel}/channels?session_id={session}"
        request = HTTPRequest(ws, headers={"Cookie": self.cookie_header(), "X-XSRFToken": xsrf}, request_timeout=60)
        connection = await websocket_connect(request, max_message_size=64 * 2**20)
        try:
            sock = _bench().KernelSocket(connection, session)
            info = await sock.send("kernel_info_request", {})
            await sock.read_until(
                lambda m: m["msg_type"] == "kernel_info_reply" and _bench().parent_id(m) == info, "kernel info"
            )
            yield sock
        finally:
            connection.close()

    async def _run_code(self, kernel: str, code: str) -> list[dict[str, Any]]:
        parent_id = _bench().parent_id
        async with self._kernel_socket(kernel) as sock:
            executed = await sock.send("execute_request", {"code": code, "silent": False, "store_history": False})
            info = await sock.send("kernel_info_request", {})
            answers: list[dict[str, Any]] = []

            def collect(m: dict[str, Any]) -> bool:
                if parent_id(m) == executed:
                    answers.append(m)
                return m["msg_type"] == "kernel_info_reply" and parent_id(m) == info

            await sock.read_until(collect, "kernel info after the execute request")
            return answers

    async def _talk(self, kernel: str, changes: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
        bench = _bench()
        message, parent_id = bench.message, bench.parent_id
        async with self._kernel_socket(kernel) as sock:
            for model, state in changes:
                if state == {"event": "click"}:
                    data = {"method": "custom", "content": {"event": "click"}}
                else:
                    data = {"method": "update", "state": state, "buffer_paths": []}
                sent = await sock.send("comm_msg", {"comm_id": model, "data": data})
                await sock.read_until(
                    lambda m, sent=sent: (
                        parent_id(m) == sent
                        and m["msg_type"] == "status"
                        and m["content"].get("execution_state") == "idle"
                    ),
                    "the kernel to finish",
                )
            control = uuid.uuid4().hex
            opened = {"comm_id": control, "target_name": bench.CONTROL_TARGET, "data": {}}
            await sock.connection.write_message(
                json.dumps(
                    {**message(sock.session, "comm_open", opened), "metadata": {"version": bench.CONTROL_VERSION}}
                )
            )
            await sock.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
            reply = await sock.read_until(
                lambda m: m["msg_type"] == "comm_msg" and m["content"].get("comm_id") == control, "widget states"
            )
            return dict(reply["content"]["data"].get("states", {}))
