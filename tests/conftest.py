"""Suite-wide settings: the quick Hypothesis profile, and a reminder to mark slow tests, so that
``make check`` stays fast.

``make check`` runs ``-m "not browser and not slow and not network and not subprocess"`` with
``--hypothesis-profile=quick``: property tests try fewer examples there (see
``tests/helpers/thoroughness.py``); ``make test`` runs every test with every example. A test that is
not marked ``slow`` but takes longer than :data:`SLOW_SECONDS` is named at the end of the run, with
the mark to add. It is a reminder, not a failure: on a busy machine any test can be slow once.
"""

from __future__ import annotations

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
