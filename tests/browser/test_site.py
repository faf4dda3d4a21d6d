"""The browser-only site (``make site``) in a real Chromium, with no request leaving 127.0.0.1.

The site is built once per test session into a temporary folder (``make site SITE_DIR=...``,
which creates the build's own ``.venv-site`` on first use) and served on a loopback port. The
Capture Trainer opened with ``?seed=5`` must deal the task the kit's Python deals for seed 5 (so
the URL reached the kernel in the browser), take a right answer by clicking and give feedback; a
lesson notebook must run to its end without an error. The test prints what a pupil downloads on
a first and on a second open, and how long the dashboard took to work.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from elevenkit.widgets.trainers.capture import CaptureTrainerApp

pytestmark = [pytest.mark.slow, pytest.mark.browser]

REPO = Path(__file__).resolve().parents[2]
TRAINER = "/voici/render/dashboards/capture-trainer.html"
LESSON = "/voici/render/notebooks/05-counting-past-100.html"
OPEN_TIMEOUT_MS = 300_000  # Pyodide starts in the page: tens of seconds on a busy 2-core machine
FEEDBACK = ".ek-feedback .ek-msg"
# voici sends a "resize" event when it has run every cell of the notebook.
ADDRESS = re.compile(r"http://127\.0\.0\.1:\d+")  # as a server prints it when it listens
NOTEBOOK_DONE_JS = "window.addEventListener('resize', () => { window.__voiciDone = true; });"


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme not in ("http", "https", "ws", "wss") or parts.hostname == "127.0.0.1"


class StaticServer:
    """A static file server for the site on a free loopback port, in its own process."""

    def __init__(self, command: list[str], log: Path) -> None:
        self.log = log
        with open(log, "wb") as out:
            self.process = subprocess.Popen(command, cwd=REPO, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while not ADDRESS.search(log.read_text()) and self.process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        found = ADDRESS.search(log.read_text())
        if not found:
            self.stop()
            raise RuntimeError(f"the server did not start: {log.read_text()}")
        self.url = found.group(0)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per session with ``make site`` into a temporary folder; or, while
    developing, the one built before into ``ELEVENKIT_SITE_DIR`` (``make site SITE_DIR=...``)."""
    built = os.environ.get("ELEVENKIT_SITE_DIR")
    if built:
        assert (Path(built) / "index.html").is_file(), f"ELEVENKIT_SITE_DIR={built} holds no built site"
        return Path(built)
    folder = tmp_path_factory.mktemp("site") / "site"
    result = subprocess.run(["make", "site", f"SITE_DIR={folder}"], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, f"make site failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return folder


@pytest.fixture(scope="session")
def site_url(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site served by ``site-build/serve.py`` (gzip, revalidated caching), as ``make serve-site``."""
    log = tmp_path_factory.mktemp("site-server") / "serve.log"
    server = StaticServer([sys.executable, "site-build/serve.py", str(site_dir), "--port", "0"], log)
    yield server.url
    server.stop()


class SitePage:
    """Pages of one browser context that record every request and every error.

    A request to a host other than 127.0.0.1 is recorded in ``outside`` and aborted while
    ``block()`` is on (Playwright's routing turns the browser's cache off, so the cache is measured
    with it off; outside requests are still recorded). ``transfers`` maps each URL fetched over
    the network to the bytes it cost (headers and body as sent, so compressed).
    """

    def __init__(self, context: Any) -> None:
        self.context = context
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.transfers: dict[str, int] = {}
        context.on("request", lambda request: None if _is_local(request.url) else self.outside.append(request.url))
        context.on("requestfinished", self._on_finished)

    def block(self) -> None:
        self.context.route(lambda url: not _is_local(url), lambda route: route.abort())

    def _on_finished(self, request: Any) -> None:
        response = request.response()
        if response is None or response.from_service_worker:
            return  # answered by JupyterLite's service worker, which fetched it itself (counted there)
        sizes = request.sizes()
        key = f"{len(self.transfers)} {request.url}"
        self.transfers[key] = max(sizes["responseBodySize"], 0) + max(sizes["responseHeadersSize"], 0)

    def open(self, base_url: str, path: str) -> Any:
        """A new page on ``base_url + path``; console errors and page errors go to ``errors``."""
        page = self.context.new_page()
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.add_init_script(NOTEBOOK_DONE_JS)
        page.goto(base_url + path, timeout=OPEN_TIMEOUT_MS)
        return page

    def downloaded(self) -> int:
        """Bytes over the network since the last call."""
        total = sum(self.transfers.values())
        self.transfers.clear()
        return total


@pytest.fixture
def site_page(browser: Any) -> Iterator[Callable[[], SitePage]]:
    """Factory of :class:`SitePage` contexts, closed when the test ends."""
    contexts: list[Any] = []

    def make() -> SitePage:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        contexts.append(context)
        return SitePage(context)

    yield make
    for context in contexts:
        context.close()


def _open_trainer(site: SitePage, site_url: str, table_size: int) -> tuple[Any, float]:
    """Open the Capture Trainer with ``?seed=5``; return the page and the seconds until its cards work."""
    started = time.monotonic()
    page = site.open(site_url, f"{TRAINER}?seed=5")
    # any role: a second open puts the pupil back on the task they solved, whose cards are locked
    page.locator(".ek-card").nth(table_size).wait_for(timeout=OPEN_TIMEOUT_MS)
    return page, time.monotonic() - started


def test_capture_trainer_with_seed_in_the_browser_only_site(site_url: str, site_page: Callable[[], SitePage]) -> None:
    task = CaptureTrainerApp.from_params({"seed": "5"}).trainer.capture_task
    right = task.best.groups[0]
    site = site_page()
    site.block()

    page, first_seconds = _open_trainer(site, site_url, len(task.table))
    first_bytes = site.downloaded()
    cards = page.locator(".ek-card[role='button']")
    assert cards.count() == len(task.table)
    # The task of seed 5, so the URL's ?seed=5 reached the kernel running in the browser.
    assert [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())] == [f"card {c}" for c in task.table]
    assert page.locator(".ek-card[role='img']").first.get_attribute("aria-label") == f"card {task.played}"

    for index in right.indices:
        cards.nth(index).click()
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function("(sel) => document.querySelector(sel)?.innerText.includes('Right!')", arg=FEEDBACK)
    assert right.equation in page.inner_text(FEEDBACK)
    assert "Score: 1 right the first time" in page.inner_text(".ek-score")

    # Font Awesome (the teacher's settings button has an icon) comes from the site itself.
    icon_font = page.evaluate("() => getComputedStyle(document.querySelector('.jupyter-widgets i.fa')).fontFamily")
    assert "Font Awesome" in icon_font
    # What the site cannot do without a server says so on the page.
    assert "make run" in page.locator(".ek-site-note:visible").inner_text()
    assert not site.outside, f"requests left 127.0.0.1: {site.outside}"
    assert not site.errors, f"errors in the page: {site.errors}"

    # A second open: without routing (which turns the cache off) the browser keeps what it
    # downloaded; the first open fills the cache, the next one revalidates (304, no body).
    page.close()
    site.context.unroute_all()
    _open_trainer(site, site_url, len(task.table))[0].close()
    site.downloaded()
    _page, cached_seconds = _open_trainer(site, site_url, len(task.table))
    cached_bytes = site.downloaded()
    assert not site.outside and not site.errors, (site.outside, site.errors)
    assert cached_bytes < first_bytes / 20, f"a second open downloaded {cached_bytes} of {first_bytes} bytes again"
    print(
        f"\nsite: first open downloads {first_bytes / 1e6:.1f} MB and works after {first_seconds:.1f} s; "
        f"a second open downloads {cached_bytes / 1e3:.0f} kB and works after {cached_seconds:.1f} s"
    )


@pytest.fixture(scope="session")
def plain_site_url(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site served by ``python -m http.server`` (no compression): any static server works."""
    log = tmp_path_factory.mktemp("plain-server") / "serve.log"
    command = [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(site_dir)]
    server = StaticServer(command, log)
    yield server.url
    server.stop()


def test_lesson_runs_in_the_browser_only_site(plain_site_url: str, site_page: Callable[[], SitePage]) -> None:
    site = site_page()
    site.block()
    page = site.open(plain_site_url, LESSON)
    page.wait_for_function("() => window.__voiciDone === true", timeout=OPEN_TIMEOUT_MS, polling=200)
    page.get_by_text("Step 1 of", exact=False).first.wait_for(timeout=OPEN_TIMEOUT_MS)
    text = page.inner_text("#rendered_cells")
    assert "Lesson 5" in text and "Step 1 of" in text  # the lesson widget is drawn
    errors = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
    assert errors.count() == 0, errors.all_inner_texts()
    assert page.locator(".jp-OutputArea-output .lm-Widget").count() > 0  # the number circles
    assert not site.outside, f"requests left 127.0.0.1: {site.outside}"
    assert not site.errors, f"errors in the page: {site.errors}"


TRACEBACK_SIGNS = ("Traceback", "Error:", "ModuleNotFoundError", "Run All Cells", "/lib/python")


def test_every_card_of_the_site_opens_a_page_without_a_traceback(
    plain_site_url: str, site_page: Callable[[], SitePage]
) -> None:
    from html.parser import HTMLParser

    site = site_page()
    site.block()
    landing = site.open(plain_site_url, "/")
    cards: list[tuple[str, str]] = []

    class Cards(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found = dict(attrs)
            if tag == "a" and "ek-card" in (found.get("class") or "").split():
                cards.append((found.get("href") or "", found.get("data-notebook") or ""))

    Cards().feed(landing.content())
    assert len(cards) >= 10, cards
    # teacher pages are never among the pupils' games: they sit in the last section, apart
    games = landing.locator("#ek-dashboards").locator("xpath=..").inner_text()
    assert "Teacher dashboard" not in games and "Worksheets" not in games
    assert "Age: 11–14" in landing.locator("a.ek-card", has_text="Strategy and chance").inner_text()
    landing.close()
    for href, notebook in cards:
        page = site.open(plain_site_url, "/" + href)
        if page.locator("#rendered_cells").count():  # a voici page: Python runs in the browser
            page.wait_for_function("() => window.__voiciDone === true", timeout=OPEN_TIMEOUT_MS, polling=200)
            page.locator("#rendered_cells .jp-OutputArea-output .lm-Widget").first.wait_for(timeout=OPEN_TIMEOUT_MS)
            errors = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
            assert errors.count() == 0, (notebook, errors.all_inner_texts())
        else:  # the page that says where the activity runs
            assert "make run" in page.inner_text("body") or "make lab" in page.inner_text("body"), notebook
        text = page.inner_text("body")
        assert not [sign for sign in TRACEBACK_SIGNS if sign in text], (notebook, text[:2000])
        assert text.count(site_note_words := "not sent to your teacher") <= 1, (notebook, site_note_words)
        page.close()
    assert not site.outside, f"requests left 127.0.0.1: {site.outside}"
    assert not site.errors, f"errors in the pages: {site.errors}"
