"""Suite-wide settings: a reminder to mark slow tests, so that ``make check`` stays fast.

``make check`` runs ``-m "not browser and not slow and not network"``. A test that is not marked
``slow`` but takes longer than :data:`SLOW_SECONDS` is named at the end of the run, with the mark to
add. It is a reminder, not a failure: on a busy machine any test can be slow once.
"""

from __future__ import annotations

import pytest

SLOW_SECONDS = 5.0
_unmarked_slow: list[tuple[float, str]] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Remember the calls slower than :data:`SLOW_SECONDS` of tests not marked slow or browser."""
    if report.when == "call" and report.duration > SLOW_SECONDS and not {"slow", "browser"} & set(report.keywords):
        _unmarked_slow.append((report.duration, report.nodeid))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """List the slow unmarked tests, slowest first."""
    if _unmarked_slow:
        terminalreporter.section("tests to mark @pytest.mark.slow")
        for duration, nodeid in sorted(_unmarked_slow, reverse=True):
            terminalreporter.write_line(f"{duration:5.1f}s {nodeid}")
