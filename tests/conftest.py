"""Suite-wide settings: the quick Hypothesis profile, and a reminder to mark slow tests, so that
``make check`` stays fast.

``make check`` runs ``-m "not browser and not slow and not network and not subprocess"`` with
``--hypothesis-profile=quick``: property tests try fewer examples there (see
``tests/helpers/thoroughness.py``); ``make test`` runs every test with every example. A test that is
not marked ``slow`` but takes longer than :data:`SLOW_SECONDS` is named at the end of the run, with
the mark to add. It is a reminder, not a failure: on a busy machine any test can be slow once.

Playwright's sync API (the browser tests' session-wide Chromium) leaves its event loop marked as
running in the worker's thread between tests; a later test of another file in the same worker that
runs a loop of its own (``asyncio.run``, Tornado's test loop) was refused ("cannot be called from a
running event loop", seen in CI whenever the workers' file order put a browser test first). Every
test that is not a browser test runs with that mark taken off, and it is put back after the test.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests.helpers.thoroughness import QUICK_PROFILE

# Tests without their own max_examples try 20 in the quick loop (Hypothesis's default is 100).
settings.register_profile(QUICK_PROFILE, max_examples=20)

SLOW_SECONDS = 5.0
_unmarked_slow: list[tuple[float, str]] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Remember the calls slower than :data:`SLOW_SECONDS` of tests that no mark keeps out of ``make check``."""
    marked = {"slow", "browser", "subprocess"} & set(report.keywords)
    if report.when == "call" and report.duration > SLOW_SECONDS and not marked:
        _unmarked_slow.append((report.duration, report.nodeid))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """List the slow unmarked tests, slowest first."""
    if _unmarked_slow:
        terminalreporter.section("tests to mark @pytest.mark.slow")
        for duration, nodeid in sorted(_unmarked_slow, reverse=True):
            terminalreporter.write_line(f"{duration:5.1f}s {nodeid}")


@pytest.fixture(autouse=True)
def _no_browser_loop_marked_running(request: pytest.FixtureRequest) -> Iterator[None]:
    """Outside the browser tests, no event loop of Playwright's counts as running in this thread."""
    parked = None if "browser" in request.keywords else asyncio._get_running_loop()
    if parked is None:
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(parked)
