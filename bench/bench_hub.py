"""The school server under a class: N pupils sign in through the kit's JupyterHub at the same
second and open a trainer, against ``make run`` with the same N pupils in the same run.

The hub is the one ``tests/serving/test_jupyterhub.py`` runs (``deploy/jupyterhub/jupyterhub_config.py``
on loopback, ``ELEVENKIT_HUB_SPAWNER=simple``, a real configurable-http-proxy, the class store on a
throw-away PostgreSQL cluster): every pupil has a server of their own. Each simulated pupil
(threads, no browser, as ``bench_classroom.py``) posts the login form with their card, asks the hub
to start their server, opens the Wraparound Clock through the hub (``/user/p<id>/voila/render/...``)
and asks its kernel for the widget states on the websocket, as the page does. Printed:

- *time to a working page* from the login (p50, p95, max), and the part the server's start took;
- *memory per pupil server* (resident: the single-user server and the page's kernel), median and max,
  and the hub with its proxy and culler;
- then ``bench_classroom.py`` with the same N pupils on one ``make run`` Voila, the same trainer:
  its time to interactive and peak memory, for comparison side by side.

The figures are this machine's at the moment of the run: the load average is printed with them.

    python bench/bench_hub.py              # 30 pupils (several minutes on 2 busy cores)
    python bench/bench_hub.py --quick      # 5 pupils
    python bench/bench_hub.py --pupils 10
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # tests.helpers: the hub and the PostgreSQL cluster of the tests
sys.path.insert(0, str(REPO / "bench"))

import bench_classroom  # noqa: E402

from tests.helpers.hub_school import School, new_school, server_memory  # noqa: E402
from tests.helpers.jupyterhub import Hub, missing_pieces  # noqa: E402
from tests.helpers.postgres import PostgresCluster  # noqa: E402

DASHBOARD = "wraparound-clock"


@dataclass
class Pupil:
    """One pupil's figures (seconds from the login; MB), or the problem that stopped them."""

    nickname: str
    started: float = 0.0
    working: float = 0.0
    memory: float = 0.0
    problem: str = ""


def one_pupil(school: School, pupil: Pupil, go: threading.Barrier) -> None:
    go.wait()
    begin = time.monotonic()
    try:
        browser = school.signed_in(pupil.nickname)
        browser.start_server()
        pupil.started = time.monotonic() - begin
        kernel, _page = browser.page_kernel(f"/voila/render/dashboards/{DASHBOARD}.ipynb")
        if not browser.widget_states(kernel):
            raise RuntimeError("the page's kernel sent no widget states")
        pupil.working = time.monotonic() - begin
        pupil.memory = server_memory(browser.user)
    except Exception as error:  # a figure of the run, not a crash of it
        pupil.problem = f"{type(error).__name__}: {str(error)[:200]}"


def hub_memory(hub: Hub) -> float:
    """MB resident of the hub, its proxy and its culler (not the users' servers)."""
    total = 0
    for process in hub.processes():
        try:
            if "jupyterhub-singleuser" in " ".join(process.cmdline()) or any(
                "jupyterhub-singleuser" in " ".join(parent.cmdline()) for parent in process.parents()
            ):
                continue
            total += process.memory_info().rss
        except psutil.Error:  # a process that ended meanwhile
            continue
    return total / 2**20


def quantile(values: list[float], share: float) -> float:
    return bench_classroom.quantile(sorted(values), share)


def run_hub(count: int, workdir: Path) -> None:
    cluster = PostgresCluster()
    try:
        cluster.start()
        names = [f"Pupil {number:02d}" for number in range(1, count + 1)]
        database, cards = new_school(cluster, [("weber", "weber-teaches-4b", "4B", names)])
        hub = Hub(workdir / "hub", database)
        (workdir / "hub").mkdir()
        try:
            hub.start()
            school = School(hub, database, cards)
            pupils = [Pupil(name) for name in names]
            go = threading.Barrier(count)
            load = os.getloadavg()
            threads = [threading.Thread(target=one_pupil, args=(school, pupil, go)) for pupil in pupils]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            report(pupils, load, os.getloadavg(), hub_memory(hub))
        finally:
            hub.stop()
    finally:
        cluster.remove()


def report(pupils: list[Pupil], load_before: tuple[float, ...], load_after: tuple[float, ...], hub_mb: float) -> None:
    done = [pupil for pupil in pupils if not pupil.problem]
    print(f"\nthrough the hub: {len(pupils)} pupils at once, {DASHBOARD}", flush=True)
    print(f"  load average before {load_before[0]:.1f}, after {load_after[0]:.1f} (2 cores shared with other work)")
    if done:
        working = [pupil.working for pupil in done]
        started = [pupil.started for pupil in done]
        memory = [pupil.memory for pupil in done]
        print(
            f"  time to a working page from the login: p50 {quantile(working, 0.5):.1f} s, "
            f"p95 {quantile(working, 0.95):.1f} s, max {max(working):.1f} s"
        )
        print(f"  of it the server's start: p50 {quantile(started, 0.5):.1f} s, max {max(started):.1f} s")
        print(
            f"  memory per pupil server (with the trainer open): median {statistics.median(memory):.0f} MB, "
            f"max {max(memory):.0f} MB; all {sum(memory):.0f} MB"
        )
    print(f"  the hub, its proxy and culler: {hub_mb:.0f} MB")
    for pupil in pupils:
        if pupil.problem:
            print(f"  FAILED {pupil.nickname}: {pupil.problem}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pupils", type=int, default=None, help="pupils at once (30)")
    parser.add_argument("--quick", action="store_true", help="5 pupils instead of 30")
    args = parser.parse_args(argv)
    count = args.pupils or (5 if args.quick else 30)
    missing = missing_pieces()
    if missing:
        print(f"no {missing} here: pip install -e '.[hub]' and npm ci --prefix deploy/jupyterhub/proxy")
        return 1
    with tempfile.TemporaryDirectory(prefix="bench-hub-") as workdir:
        run_hub(count, Path(workdir))
    print(f"\nmake run, the same {count} pupils, the same trainer (bench_classroom.py):", flush=True)
    return bench_classroom.main(["--pupils", str(count), "--dashboard", DASHBOARD, "--clicks", "0"])


if __name__ == "__main__":
    sys.exit(main())
