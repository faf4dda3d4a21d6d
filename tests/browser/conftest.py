"""Shared fixtures: a real Voila server and a real Chromium for the browser tests.

- ``voila_server`` starts Voila servers on demand (a factory); ``voila_url`` is the session-wide
  server for ``dashboards/`` with the repository's classroom config (``config/voila.py``).
- ``browser`` is Playwright's Chromium, from ``ELEVENKIT_CHROMIUM`` or ``chromium`` on PATH.
  Without it the browser tests skip on a laptop and fail in CI (``CI=true``).
- ``dashboard_page`` is a fresh page that records console errors and requests to other hosts;
  see :class:`DashboardPage` (``new_dashboard_page(base_url)`` makes one for another server).
  ``dashboard_url(name, **query)`` builds a dashboard's path for ``dashboard_page.open()``;
  ``as_dashboard_page(page, base_url)`` makes one of a page in a context of the test's own
  (another screen, touch).

Every test in this folder is marked ``browser`` (``make check`` leaves them out, ``make test``
runs them).

Voila gets the classroom config (``config/voila.py``) through JUPYTER_CONFIG_PATH, like
``make run``, and the repository on PYTHONPATH, so kernels import this working tree's
``elevenkit`` even when it is not installed.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import pytest

from tests.helpers.ci import skip_or_fail
from tests.helpers.paths import CONFIG_DIR, DASHBOARDS, REPO

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Text that a page shows when something broke: a widget's front end failed, or a cell raised or
# timed out (Voila replaces the traceback with its own sentence when tracebacks are hidden).
PAGE_ERRORS = (
    "Error displaying widget",
    "Failed to load model class",
    "There was an error when executing cell",
    "Cell execution timed out",
    "Traceback (most recent call last)",
)
# An error or stderr output of a cell (a raised exception, also with tracebacks shown).
ERROR_OUTPUT = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
# The elevenkit template's "Loading…" message; it must be gone shortly after the page is drawn.
LOADING_MESSAGE = "#ek-loading"
LOADING_GRACE_MS = 3_000
SERVER_START_TIMEOUT = 60.0
PAGE_TIMEOUT_MS = 90_000

# Polled in the page until it is ready; then returns the milliseconds from the start of the
# navigation to the last change of the page (a truthy number). Ready means: Voila has streamed the
# whole page (spinner gone, no cell output still waiting in its <script> tag), no output still
# says "Loading widget...", every top-level widget view has content (an anywidget view is empty
# until its JavaScript has run), and the page has not changed for SETTLE_MS (nested views are
# drawn one after the other). A page that is not a notebook (the landing page) only has to
# settle. A page error (PAGE_ERRORS) ends the wait at once, so that assert_healthy() reports it.
SETTLE_MS = 300
_READY_JS = """() => {
  const now = performance.now();
  const cells = document.querySelector('#rendered_cells');
  if (document.readyState !== 'complete') return false;
  const text = document.body.innerText;
  if (ERRORS.some(e => text.includes(e))) return now;
  if (cells) {
    if (document.querySelector('#loading') || getComputedStyle(cells).display === 'none') return false;
    if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
    const outputs = [...document.querySelectorAll('.jp-OutputArea-output')];
    if (outputs.some(o => o.childElementCount === 0 && o.textContent.trim() === 'Loading widget...')) return false;
    if (outputs.some(o => [...o.children].some(w => w.matches('.lm-Widget') && !w.childElementCount && !w.textContent.trim()))) return false;
  }
  const signature = document.getElementsByTagName('*').length + ':' + text.length;
  if (window.__elevenkitSignature !== signature) {
    window.__elevenkitSignature = signature;
    window.__elevenkitChanged = now;
    return false;
  }
  return now - window.__elevenkitChanged >= SETTLE ? window.__elevenkitChanged : false;
}""".replace("ERRORS", repr(list(PAGE_ERRORS))).replace("SETTLE", str(SETTLE_MS))


#: a browser test that failed runs once more before it counts as failed (pytest-rerunfailures): on a
#: 2-core machine running Voila, kernels, Chromium and the other worker at once a wait can run out
#: once; the run's summary names every test that needed its second run, and a behaviour that is
#: wrong fails both runs
BROWSER_RERUNS = 1


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder ``browser``, and give it its second run (pytest hands this hook
    the whole session's items)."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=BROWSER_RERUNS))


def _free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class VoilaServer:
    """One Voila process serving ``root`` on a free loopback port (its own process group)."""

    def __init__(self, root: Path, extra_args: list[str], log_path: Path) -> None:
        self.root = root
        self.log_path = log_path
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ)
        for name, first in (("PYTHONPATH", REPO), ("JUPYTER_CONFIG_PATH", CONFIG_DIR)):
            env[name] = os.pathsep.join(p for p in (str(first), env.get(name)) if p)
        cmd = [
            str(Path(sys.executable).with_name("voila")), str(root),
            "--no-browser", "--Voila.ip=127.0.0.1", f"--port={self.port}",
            "--Voila.port_retries=0", *extra_args,
        ]  # fmt: skip
        with open(log_path, "wb") as log:
            self.process = subprocess.Popen(
                cmd, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip

    def log_tail(self, lines: int = 40) -> str:
        """The end of the server's log, for error messages."""
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def wait_until_ready(self, timeout: float = SERVER_START_TIMEOUT) -> None:
        """Poll the landing page until it answers 200; raise with the log if Voila dies or hangs."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voila exited with {self.process.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.2)
        raise RuntimeError(f"Voila did not answer on {self.url} within {timeout:.0f}s:\n{self.log_tail()}")

    def processes(self) -> list[Any]:
        """The Voila process and everything it started (kernels), as psutil processes."""
        import psutil

        try:
            main = psutil.Process(self.process.pid)
            return [main, *main.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []

    def kernel_running(self, kernel_id: str) -> bool:
        """True while the kernel ``kernel_id`` runs (its connection file names it on its command line)."""
        import psutil

        for proc in self.processes()[1:]:
            try:
                if any(kernel_id in arg for arg in proc.cmdline()) and proc.status() != psutil.STATUS_ZOMBIE:
                    return True
            except psutil.NoSuchProcess:
                continue
        return False

    def stop(self) -> list[int]:
        """Stop Voila (it shuts its kernels down), then kill whatever is left.

        Kernels run in their own sessions, so besides the process group we kill every process
        recorded as a child before the stop. Returns the pids still alive afterwards (none).
        """
        import psutil

        family = self.processes()
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=5)
        _, alive = psutil.wait_procs(family, timeout=10)
        for proc in alive:
            with contextlib.suppress(psutil.NoSuchProcess):
                proc.kill()
        _, alive = psutil.wait_procs(alive, timeout=5)
        return [p.pid for p in alive]


@pytest.fixture
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., VoilaServer]]:
    """Factory: ``voila_server(root, *extra_args)`` starts a ready Voila server for ``root``.

    Every server started through it is stopped when the test ends.
    """
    servers: list[VoilaServer] = []

    def start(root: Path, *extra_args: str) -> VoilaServer:
        log = tmp_path_factory.mktemp("voila-log") / "voila.log"
        server = VoilaServer(Path(root), list(extra_args), log)
        servers.append(server)
        server.wait_until_ready()
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (``http://127.0.0.1:PORT``) of a Voila server for ``dashboards/`` (classroom config).

    Started once per session; stopped at the end with its kernels (no process left behind).
    """
    log = tmp_path_factory.mktemp("voila-log") / "voila.log"
    server = VoilaServer(DASHBOARDS, [], log)
    try:
        server.wait_until_ready()
        yield server.url
    finally:
        left = server.stop()
    assert not left, f"processes left behind by Voila: {left}"


def _missing_browser(reason: str) -> None:
    """Skip on a laptop, fail in CI: a browser test that cannot run is not a pass there."""
    skip_or_fail(
        reason,
        in_ci_too="the browser tests must run; .ci/run installs chromium",
        here="install Chromium or set ELEVENKIT_CHROMIUM to run the browser tests",
    )


def chromium_path() -> str | None:
    """The Chromium to drive: ``ELEVENKIT_CHROMIUM``, else ``chromium`` on PATH."""
    configured = os.environ.get("ELEVENKIT_CHROMIUM")
    if configured:
        return configured if os.access(configured, os.X_OK) else None
    return shutil.which("chromium")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Playwright Chromium (the system one: nothing is downloaded)."""
    path = chromium_path()
    if path is None:
        wanted = os.environ.get("ELEVENKIT_CHROMIUM") or "chromium on PATH"
        _missing_browser(f"no Chromium found ({wanted})")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing_browser("Playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def _is_local(url: str) -> bool:
    """True for a URL that stays in the browser or on the Voila server (127.0.0.1)."""
    parts = urlsplit(url)
    return parts.scheme not in ("http", "https", "ws", "wss") or parts.hostname == "127.0.0.1"


class DashboardPage:
    """A fresh browser page on the test Voila server that watches for trouble.

    Attributes and methods:

    - ``page``: the Playwright ``Page``.
    - ``console_errors``: texts of console errors and uncaught page errors, in order.
    - ``outside_requests``: URLs of every request to a host other than 127.0.0.1 (the kit must
      work offline, so a dashboard may ask nothing of the internet). Such requests are recorded
      and aborted, never sent.
    - ``open(path_and_query)``: go to ``voila_url + path_and_query`` (e.g. ``"/"`` or
      ``"/voila/render/capture-trainer.ipynb?seed=7"``), wait until every widget is drawn and the
      page has settled, and return the seconds from the request to the interactive page.
    - ``assert_healthy()``: fail on a widget error ("Error displaying widget", "Failed to load
      model class"), a cell that raised or timed out (Voila's "There was an error when executing
      cell", any error output), a "Loading…" message still there :data:`LOADING_GRACE_MS` after
      the page was drawn, any console error or any outside request.
    """

    def __init__(self, page: Any, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.console_errors: list[str] = []
        self.outside_requests: list[str] = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.console_errors.append(f"page error: {error}"))
        page.on("request", self._on_request)
        # Record, but never send, a request that would leave this machine.
        page.route(lambda url: not _is_local(url), lambda route: route.abort())

    def _on_console(self, message: Any) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)

    def _on_request(self, request: Any) -> None:
        if not _is_local(request.url):
            self.outside_requests.append(request.url)

    def open(self, path_and_query: str, timeout_ms: int = PAGE_TIMEOUT_MS) -> float:
        """Open ``voila_url + path_and_query``, wait until its widgets are drawn and the page has
        settled; return the seconds from the request to the page's last change."""
        self.page.goto(self.base_url + path_and_query, timeout=timeout_ms)
        return self.wait_ready(timeout_ms)

    def start(self, path_and_query: str, timeout_ms: int = PAGE_TIMEOUT_MS) -> None:
        """Send the request for ``voila_url + path_and_query`` and return as soon as the server
        answers, so that several pages can load at once; :meth:`wait_ready` waits for each."""
        self.page.goto(self.base_url + path_and_query, timeout=timeout_ms, wait_until="commit")

    def wait_ready(self, timeout_ms: int = PAGE_TIMEOUT_MS) -> float:
        """Wait until the widgets of the opened page are drawn and it has settled; return the
        seconds from the request to the page's last change."""
        ready = self.page.wait_for_function(_READY_JS, timeout=timeout_ms, polling=50)
        return float(ready.json_value()) / 1000

    def kernel_id(self) -> str:
        """The id of the kernel behind the opened dashboard (from Voila's page config)."""
        return json.loads(self.page.text_content("#jupyter-config-data") or "{}")["kernelId"]

    def stop_watching_requests(self) -> None:
        """Stop intercepting requests, before leaving the page: under Playwright's interception
        Chromium drops the ``sendBeacon`` with which Voila ends the kernel when a page unloads
        (a real browser sends it)."""
        self.page.unroute_all()

    def page_errors(self) -> list[str]:
        """The error messages shown on the page (widget errors, cells that raised or timed out)."""
        text = self.page.inner_text("body")
        return [error for error in PAGE_ERRORS if error in text]

    def loading_message_stays(self) -> bool:
        """True if the "Loading…" message is still there :data:`LOADING_GRACE_MS` from now."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

        try:
            self.page.locator(LOADING_MESSAGE).wait_for(state="detached", timeout=LOADING_GRACE_MS)
        except PlaywrightTimeoutError:
            return True
        return False

    def assert_healthy(self) -> None:
        """Fail if the page shows an error or an output of a failed cell, still says "Loading…",
        logged a console error, or asked another host than 127.0.0.1."""
        problems = [f"page shows {error!r}" for error in self.page_errors()]
        errors = self.page.locator(ERROR_OUTPUT).count()
        problems += [f"{errors} error output(s) of a cell"] if errors else []
        problems += ["the 'Loading…' message never went away"] if self.loading_message_stays() else []
        problems += [f"console error: {text}" for text in self.console_errors]
        problems += [f"request to another host: {url}" for url in self.outside_requests]
        assert not problems, f"{self.page.url} is not healthy:\n" + "\n".join(problems)


@pytest.fixture
def new_dashboard_page(browser: Any) -> Iterator[Callable[[str], DashboardPage]]:
    """Factory: ``new_dashboard_page(base_url)`` opens a :class:`DashboardPage` on any Voila server.

    Each page gets its own browser context; all are closed when the test ends.
    """
    contexts: list[Any] = []

    def make(base_url: str) -> DashboardPage:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        contexts.append(context)
        return DashboardPage(context.new_page(), base_url)

    yield make
    for context in contexts:
        for page in context.pages:
            # Leaving a dashboard fires Voila's beforeunload handler, which shuts its kernel down
            # (a page that crashed cannot leave; the server's stop() still ends its kernel).
            with contextlib.suppress(Exception):
                page.unroute_all()
                page.goto("about:blank", timeout=10_000)
        context.close()


@pytest.fixture(scope="session")
def as_dashboard_page() -> Callable[[Any, str], DashboardPage]:
    """``as_dashboard_page(page, base_url)``: a :class:`DashboardPage` of a Playwright page the test
    made in a context of its own (its screen, touch); the test closes that context."""
    return DashboardPage


@pytest.fixture
def dashboard_page(new_dashboard_page: Callable[[str], DashboardPage], voila_url: str) -> DashboardPage:
    """A fresh :class:`DashboardPage` on the ``voila_url`` server (``dashboards/``)."""
    return new_dashboard_page(voila_url)


@pytest.fixture
def dashboard_url() -> Callable[..., str]:
    """``dashboard_url("capture-trainer", seed=7)`` -> ``"/voila/render/capture-trainer.ipynb?seed=7"``."""

    def build(name: str, **query: object) -> str:
        notebook = name if name.endswith(".ipynb") else f"{name}.ipynb"
        path = f"/voila/render/{notebook}"
        return f"{path}?{urlencode(query)}" if query else path

    return build
