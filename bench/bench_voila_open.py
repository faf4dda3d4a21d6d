"""Time from a browser request to an interactive page, with and without preheated kernels.

Starts two Voila servers on ``dashboards/`` with the classroom config (``preheat_kernel`` on and
off), opens the landing page and every dashboard in headless Chromium several times, alternating
between the servers, and prints the median seconds per page and the ratio preheated /
kernel-per-request. Pupils arrive one after the other here: before each visit the server is idle
and, with preheating, the pool has refilled and its notebooks have run up to the request (as in a
class that trickles in).

    python bench/bench_voila_open.py            # 2 visits per page and server (about 2 minutes)
    python bench/bench_voila_open.py --quick    # 1 visit
    python bench/bench_voila_open.py --visits 7 --voila-arg=--VoilaKernelManager.fill_delay=5
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))
sys.path.insert(0, str(REPO))  # the browser fixtures import tests.helpers

from conftest import CHROMIUM_ARGS, DASHBOARDS, DashboardPage, VoilaServer, chromium_path  # noqa: E402

from elevenkit.serving.landing import collect_dashboards  # noqa: E402


def wait_for_pools(server: VoilaServer, filled: int, timeout: float = 120.0) -> None:
    """Wait until Voila has logged ``filled`` "pool ... is filled" lines (pool kernels started)."""
    deadline = time.monotonic() + timeout
    while server.log_path.read_text(errors="replace").count("is filled with") < filled:
        if time.monotonic() > deadline:
            raise RuntimeError(f"kernel pools not filled in {timeout:.0f}s:\n{server.log_tail()}")
        time.sleep(0.2)


def wait_until_idle(server: VoilaServer, timeout: float = 120.0) -> None:
    """Wait until Voila and its kernels use (almost) no CPU: preheated notebooks have run up to
    the cell that waits for the request, and the previous visit's kernel has shut down."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        family = server.processes()
        for proc in family:
            proc.cpu_percent(None)
        time.sleep(1.0)
        busy = 0.0
        for proc in family:
            with contextlib.suppress(Exception):  # a process that ended meanwhile is idle
                busy += proc.cpu_percent(None)
        if busy < 5.0:
            return
    raise RuntimeError(f"Voila still busy after {timeout:.0f}s:\n{server.log_tail()}")


class Setup:
    """One Voila server for ``dashboards/`` with preheating on or off, and its visit times."""

    def __init__(self, preheat: bool, log_dir: Path, voila_args: list[str]) -> None:
        args = [f"--VoilaConfiguration.preheat_kernel={preheat}", *voila_args]
        self.preheat = preheat
        self.server = VoilaServer(DASHBOARDS, args, log_dir / f"voila-{preheat}.log")
        self.pools_filled = 0
        self.times: dict[str, list[float]] = {}

    def start(self, dashboards: int) -> None:
        self.server.wait_until_ready()
        self.pools_filled = dashboards if self.preheat else 0  # one pool per dashboard

    def visit(self, browser, page: str) -> None:
        """Wait until the server is ready for a new pupil, then time one visit of ``page``."""
        wait_for_pools(self.server, self.pools_filled)
        wait_until_idle(self.server)
        context = browser.new_context()
        visit = DashboardPage(context.new_page(), self.server.url)
        self.times.setdefault(page, []).append(visit.open(page))
        visit.assert_healthy()
        visit.page.goto("about:blank")
        context.close()
        if self.preheat and page != "/":
            self.pools_filled += 1  # the kernel just used is replaced by a new one

    def median(self, page: str) -> float:
        return statistics.median(self.times[page])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=2, help="visits per page and server (default 2)")
    parser.add_argument("--quick", action="store_const", const=1, dest="visits", help="one visit")
    parser.add_argument("--voila-arg", action="append", default=[], help="extra Voila option (repeatable)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    if path is None:
        sys.exit("no Chromium found: install chromium or set ELEVENKIT_CHROMIUM")
    pages = ["/"] + [f"/voila/render/{d.path}" for d in collect_dashboards(DASHBOARDS)]
    with tempfile.TemporaryDirectory() as logs, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        per_request, preheated = (Setup(preheat, Path(logs), args.voila_arg) for preheat in (False, True))
        try:
            for setup in (per_request, preheated):
                setup.start(len(pages) - 1)
            # Alternate the two servers visit by visit, so that other load on the machine hits both.
            for _ in range(args.visits):
                for page in pages:
                    for setup in (per_request, preheated):
                        setup.visit(browser, page)
        finally:
            for setup in (per_request, preheated):
                setup.server.stop()
            browser.close()
    print(f"request -> interactive page, median of {args.visits} visits (seconds)")
    print(f"{'page':45s} {'kernel per request':>18s} {'preheated':>10s} {'ratio':>6s}")
    for page in pages:
        slow, fast = per_request.median(page), preheated.median(page)
        print(f"{page:45s} {slow:18.2f} {fast:10.2f} {fast / slow:6.2f}")


if __name__ == "__main__":
    main()
