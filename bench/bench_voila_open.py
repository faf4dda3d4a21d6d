"""Time from a browser request to an interactive page, with and without preheated kernels.

Starts Voila on ``dashboards/`` with the classroom config twice (``preheat_kernel`` on and off),
opens the landing page and every dashboard in headless Chromium several times, and prints the
median seconds per page and the ratio preheated / kernel-per-request. Pupils arrive one after the
other here: before each preheated visit the pool has refilled (as in a class that trickles in).

    python bench/bench_voila_open.py            # 3 visits per page (about a minute)
    python bench/bench_voila_open.py --visits 7
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from conftest import CHROMIUM_ARGS, DASHBOARDS, DashboardPage, VoilaServer, chromium_path  # noqa: E402

from elevenkit.gallery import collect_dashboards  # noqa: E402


def wait_for_pools(server: VoilaServer, filled: int, timeout: float = 120.0) -> None:
    """Wait until Voila has logged ``filled`` "pool ... is filled" lines (kernels ready and rendered)."""
    deadline = time.monotonic() + timeout
    while server.log_path.read_text(errors="replace").count("is filled with") < filled:
        if time.monotonic() > deadline:
            raise RuntimeError(f"kernel pools not filled in {timeout:.0f}s:\n{server.log_tail()}")
        time.sleep(0.2)


def measure(browser, preheat: bool, visits: int, pages: list[str], log_dir: Path) -> dict[str, float]:
    """Median seconds to an interactive page for each of ``pages`` on a fresh server."""
    server = VoilaServer(DASHBOARDS, [f"--VoilaConfiguration.preheat_kernel={preheat}"], log_dir / f"voila-{preheat}.log")
    times: dict[str, list[float]] = {page: [] for page in pages}
    try:
        server.wait_until_ready()
        filled = len(pages) - 1 if preheat else 0  # one pool per dashboard, none for the landing page
        for _ in range(visits):
            for page in pages:
                wait_for_pools(server, filled)
                context = browser.new_context()
                visit = DashboardPage(context.new_page(), server.url)
                times[page].append(visit.open(page))
                visit.assert_healthy()
                visit.page.goto("about:blank")
                context.close()
                if preheat and page != "/":
                    filled += 1  # the kernel just used is replaced by a new one
    finally:
        server.stop()
    return {page: statistics.median(values) for page, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=3, help="visits per page and mode (default 3)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    if path is None:
        sys.exit("no Chromium found: install chromium or set ELEVENKIT_CHROMIUM")
    pages = ["/"] + [f"/voila/render/{d.path}" for d in collect_dashboards(DASHBOARDS)]
    with tempfile.TemporaryDirectory() as logs, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        per_request = measure(browser, False, args.visits, pages, Path(logs))
        preheated = measure(browser, True, args.visits, pages, Path(logs))
        browser.close()
    print(f"request -> interactive page, median of {args.visits} visits (seconds)")
    print(f"{'page':45s} {'kernel per request':>18s} {'preheated':>10s} {'ratio':>6s}")
    for page in pages:
        ratio = preheated[page] / per_request[page]
        print(f"{page:45s} {per_request[page]:18.2f} {preheated[page]:10.2f} {ratio:6.2f}")


if __name__ == "__main__":
    main()
