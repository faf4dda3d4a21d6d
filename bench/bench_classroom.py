"""How many pupils ``make run`` holds: N pupils open a dashboard at the same moment and click.

No browser: each simulated pupil (``classroom_pupil.py``) speaks the Jupyter protocol as Voila
0.5.13's page does, on the pupil's side of the network (a real class's browsers run on the pupils'
own devices):

1. HTTP: the dashboard page (Voila streams it while the notebook runs in the preheated kernel, or
   in a new one when the pool is empty), then the page's own scripts and style sheets (a first
   visit: nothing cached), and ``/api/kernels/<id>`` as the widget manager asks for it;
2. the kernel websocket ``/api/kernels/<id>/channels``: ``kernel_info_request``, then the widget
   states as ipywidgets 8 loads them (``comm_open`` on ``jupyter.widget.control``, ``comm_msg``
   ``request_states``, the ``update_states`` answer). The page is *interactive* once every widget
   it shows has its state and the trainer's buttons ("Check", "New task", found by their
   ``description``) are there;
3. clicks: alternately "Check" and "New task", each the ``comm_msg`` a browser sends for a button
   (``{method: "custom", content: {event: "click"}}``); *feedback* is the first state update of
   another widget that the click caused;
4. leaving, once every pupil has clicked: the websocket closes and the page's
   ``voila/api/shutdown/<kernel>`` request (with the ``_xsrf`` cookie) ends the kernel.

It starts its own Voila server on a loopback port with the kit's config (``config/voila.py``, as
``make run``) and a temporary classroom database, set up as the teacher would (``--setup``: no
``CLASS``; ``CLASS=N:<dashboard>``; or ``CLASS=N:/c/<code>`` for a short link made as the share tab
makes it, ``?seed=5&class=4B``, which the pupils then open, as from the QR code), waits until the preheated kernels are ready and
the server is idle (the teacher starts ``make run`` before the lesson), lets the pupils in, and
prints time to interactive (p50, p95, max), click -> feedback (p50, p95), failures, the peak
memory (RSS sum) of the server and its kernels, the kernels still running after the pupils left
and the processes left after the server stopped (both must be 0). The load average is printed
next to each run: on a shared machine the figures are only comparable side by side.

    python bench/bench_classroom.py                       # N = 1, 10, 30 (a few minutes)
    python bench/bench_classroom.py --quick               # N = 1, 5 (about a minute)
    python bench/bench_classroom.py --pupils 3            # the smoke test
    python bench/bench_classroom.py --pupils 30 60 --setup warm link   # a class link prepared or not, in turn
    python bench/bench_classroom.py --pupils 30 --class 30 --arrival-spread 20
    python bench/bench_classroom.py --voila-arg=--VoilaConfiguration.default_pool_size=2
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))
sys.path.insert(0, str(REPO))  # the browser fixtures import tests.helpers

from classroom_pupil import BUTTONS, PAGE_TIMEOUT, SEED, STEP_TIMEOUT, Pupil, PupilFailed, click, leave, open_dashboard  # noqa: E402
from conftest import DASHBOARDS, VoilaServer  # noqa: E402

IDLE_TIMEOUT = 300.0  # seconds to wait for the preheated kernels before the pupils come
LEAVE_TIMEOUT = 20.0  # seconds for the pupils' kernels to end after they left
CLASS_CODE = "4B"  # the class of the link setup's short link
#: how the teacher starts the server (``--setup``): CLASS for N pupils, and whether the pupils open a short link
SETUPS = {
    "plain": "no CLASS (make run)",
    "warm": "CLASS=N:<dashboard>, kernels that wait for the request",
    "link": "CLASS=N:/c/<code>, pages of the class link prepared",
}


class Lesson:
    """Pupils stay until every pupil has finished clicking, as a class stays for the lesson (a pupil
    who left early would free a kernel that the class pool starts again for the next one)."""

    def __init__(self, pupils: int) -> None:
        self.working = pupils
        self.over = asyncio.Event()

    async def finished(self) -> None:
        """This pupil is done: wait for the others."""
        self.working -= 1
        if self.working == 0:
            self.over.set()
        await self.over.wait()


async def one_pupil(
    pupil: Pupil, base: str, path: str, http: Any, delay: float, clicks: int, think: float, lesson: Lesson
) -> None:
    """Arrive after ``delay`` seconds, open the dashboard, click ``clicks`` times, stay, leave."""
    await asyncio.sleep(delay)
    started = time.perf_counter()
    sock = None
    cookie = ""
    try:
        sock, buttons, cookie = await asyncio.wait_for(open_dashboard(pupil, base, path, http), PAGE_TIMEOUT)
        pupil.interactive = time.perf_counter() - started
        for number in range(clicks):
            await asyncio.sleep(think)
            pupil.clicks.append(await click(sock, buttons[BUTTONS[number % len(BUTTONS)]]))
    except Exception as error:  # whatever breaks, it is this pupil's failure
        pupil.problem = f"{type(error).__name__}: {error}" if not isinstance(error, PupilFailed) else str(error)
    try:
        await lesson.finished()
    finally:
        if sock is not None:
            sock.connection.close()
        if pupil.kernel_id is not None:
            await leave(base, pupil.kernel_id, cookie, http)


# ---- the server and its memory -----------------------------------------------------------------
class MemoryWatch:
    """Samples the RSS sum of the server and its kernels in a thread; remembers every process seen."""

    def __init__(self, server: VoilaServer, every: float = 0.25) -> None:
        self.server = server
        self.every = every
        self.peak = 0
        self.peak_kernels = 0
        self.seen: dict[int, float] = {}  # pid -> create time (a reused pid is another process)
        self.cpu: dict[int, float] = {}  # pid -> CPU seconds (user + system) at the last sample
        self.sampled = threading.Event()  # set once the first sample is taken
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        import psutil

        while not self._stop.is_set():
            total, count = 0, 0
            for proc in self.server.processes():
                try:
                    total += proc.memory_info().rss
                    self.seen.setdefault(proc.pid, proc.create_time())
                    times = proc.cpu_times()
                    self.cpu[proc.pid] = times.user + times.system
                    count += 1
                except psutil.Error:
                    continue
            if total > self.peak:
                self.peak, self.peak_kernels = total, count - 1
            self.sampled.set()
            self._stop.wait(self.every)

    def __enter__(self) -> MemoryWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def cpu_since(self, before: dict[int, float]) -> tuple[float, float]:
        """CPU seconds the server and its kernels used since the snapshot ``before`` of :attr:`cpu`."""
        used = {pid: seconds - before.get(pid, 0.0) for pid, seconds in dict(self.cpu).items()}
        server = used.pop(self.server.process.pid, 0.0)
        return server, sum(used.values())

    def still_alive(self) -> list[int]:
        """Pids of the processes seen during the run that still run (none after a clean stop)."""
        import psutil

        alive = []
        for pid, created in self.seen.items():
            try:
                proc = psutil.Process(pid)
                if proc.create_time() == created and proc.status() != psutil.STATUS_ZOMBIE:
                    alive.append(pid)
            except psutil.Error:
                continue
        return alive


def wait_until_ready_for_class(server: VoilaServer, preheat: bool, pools: int = 0) -> None:
    """Wait until the kernel pools are filled (when preheating; ``pools`` class links' pools too) and
    the server and kernels are idle."""
    deadline = time.monotonic() + IDLE_TIMEOUT
    dashboards = len(list(DASHBOARDS.glob("*.ipynb"))) + pools
    quiet = 0
    while quiet < 3:
        if time.monotonic() > deadline:
            raise RuntimeError(f"Voila not ready for the class in {IDLE_TIMEOUT:.0f} s:\n{server.log_tail()}")
        if preheat and server.log_path.read_text(errors="replace").count("is filled with") < dashboards:
            time.sleep(0.5)
            continue
        quiet = quiet + 1 if cpu_percent(server.processes()) < 5.0 else 0


def cpu_percent(processes: list[Any], over: float = 1.0) -> float:
    """The CPU use (percent of one core) of ``processes`` together, measured over ``over`` seconds."""
    import psutil

    for proc in processes:
        with contextlib.suppress(psutil.Error):
            proc.cpu_percent(None)
    time.sleep(over)
    busy = 0.0
    for proc in processes:
        with contextlib.suppress(psutil.Error):
            busy += proc.cpu_percent(None)
    return busy


# ---- one run -----------------------------------------------------------------------------------
@dataclass
class Run:
    """The figures of one run (N pupils)."""

    pupils: list[Pupil]
    load_before: tuple[float, float, float]
    load_after: tuple[float, float, float]
    peak_bytes: int
    peak_kernels: int
    cpu_seconds: tuple[float, float]
    warm_up: float
    spare_kernels: int
    pupil_kernels_left: int
    processes_left: list[int]
    log_problems: dict[str, int]
    class_spec: str


def quantile(values: list[float], share: float) -> float:
    """The ``share`` quantile (0.95 for p95) of ``values``, interpolated; the value itself for one."""
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(share * 100) - 1]


LOG_PROBLEMS = ("Address already in use", "Kernel died")


def class_link(database: Path, dashboard: str) -> str:
    """The short link the teacher's share tab makes for the class (``?seed=5&class=4B``): its path, ``/c/<code>``."""
    from elevenkit.classroom.store import ClassroomStore

    target = f"/voila/render/{dashboard}.ipynb?" + urlencode({"seed": SEED, "class": CLASS_CODE})
    with ClassroomStore(database) as store:
        return "/c/" + store.link_code(CLASS_CODE, target)


def run_class(args: argparse.Namespace, pupils: int, setup: str, workdir: Path, logs: Path) -> Run:
    """Start a Voila server as ``setup`` says, let ``pupils`` pupils in, stop everything; return the figures."""
    import psutil
    from tornado.httpclient import AsyncHTTPClient

    env_before = dict(os.environ)
    database = workdir / f"class-{pupils}-{setup}.sqlite3"
    os.environ["ELEVENKIT_DB"] = str(database)
    path = f"/voila/render/{args.dashboard}.ipynb?" + urlencode({"seed": SEED})
    class_spec = {"plain": args.class_spec or "", "warm": f"{pupils}:{args.dashboard}"}.get(setup, "")
    if setup == "link" or args.short_link:
        path = class_link(database, args.dashboard)  # the pupils open the short link, as from the QR code
        class_spec = f"{pupils}:{path}" if setup == "link" else class_spec
    os.environ["ELEVENKIT_CLASS"] = class_spec
    try:
        server = VoilaServer(DASHBOARDS, args.voila_arg, logs / f"voila-{pupils}-{setup}.log")
    finally:
        os.environ.clear()
        os.environ.update(env_before)
    preheat = not any("preheat_kernel=False" in a for a in args.voila_arg)
    watch = MemoryWatch(server)
    left: list[int] = []
    try:
        started = time.monotonic()
        server.wait_until_ready()
        wait_until_ready_for_class(server, preheat, pools=1 if setup == "link" else 0)
        warm_up = time.monotonic() - started
        spare = len(server.processes()) - 1
        load_before = os.getloadavg()
        crowd = [Pupil(number) for number in range(pupils)]
        spread = args.arrival_spread

        async def everybody() -> None:
            http = AsyncHTTPClient(force_instance=True, max_clients=max(10, 4 * pupils))
            lesson = Lesson(pupils)
            try:
                await asyncio.gather(
                    *(
                        one_pupil(
                            p, server.url, path, http, spread * p.number / pupils, args.clicks, args.think, lesson
                        )
                        for p in crowd
                    )
                )
            finally:
                http.close()

        with watch:
            watch.sampled.wait(30)
            cpu_before = dict(watch.cpu)
            try:
                asyncio.run(
                    asyncio.wait_for(everybody(), PAGE_TIMEOUT + spread + args.clicks * (args.think + STEP_TIMEOUT))
                )
            except asyncio.TimeoutError:
                for p in crowd:
                    if p.problem is None and len(p.clicks) < args.clicks:
                        p.problem = "did not finish in time"
            kernels = [p.kernel_id for p in crowd if p.kernel_id]
            deadline = time.monotonic() + LEAVE_TIMEOUT
            while any(server.kernel_running(k) for k in kernels) and time.monotonic() < deadline:
                time.sleep(0.5)
            cpu = watch.cpu_since(cpu_before)
        still = sum(server.kernel_running(k) for k in kernels)
        load_after = os.getloadavg()
    finally:
        left = server.stop()
    _, alive = psutil.wait_procs([psutil.Process(pid) for pid in watch.still_alive()], timeout=5)
    log = server.log_path.read_text(errors="replace")
    return Run(
        pupils=crowd,
        load_before=load_before,
        load_after=load_after,
        peak_bytes=watch.peak,
        peak_kernels=watch.peak_kernels,
        cpu_seconds=cpu,
        warm_up=warm_up,
        spare_kernels=spare,
        pupil_kernels_left=still,
        processes_left=sorted(set(left) | {p.pid for p in alive}),
        log_problems={text: log.count(text) for text in LOG_PROBLEMS if text in log},
        class_spec=class_spec,
    )


def report(run: Run, dashboard: str, spread: float) -> None:
    """Print one run's figures."""
    ready = [p.interactive for p in run.pupils if p.interactive is not None and p.problem is None]
    clicks = [t for p in run.pupils for t in p.clicks]
    failed = [p for p in run.pupils if p.problem is not None]
    print(
        f"== {len(run.pupils)} pupil(s) open {dashboard} (arrivals spread over {spread:g} s); load average "
        f"{' '.join(f'{x:.1f}' for x in run.load_before)} before, {' '.join(f'{x:.1f}' for x in run.load_after)} after"
    )
    if ready:
        print(
            f"time to interactive: p50 {statistics.median(ready):.2f} s, p95 {quantile(ready, 0.95):.2f} s, "
            f"max {max(ready):.2f} s"
        )
    pages = [p.page for p in run.pupils if p.page is not None]
    if pages:
        print(f"  of which the page's HTML: p50 {statistics.median(pages):.2f} s, p95 {quantile(pages, 0.95):.2f} s")
    if clicks:
        print(
            f"click -> feedback: p50 {statistics.median(clicks) * 1e3:.0f} ms, "
            f"p95 {quantile(clicks, 0.95) * 1e3:.0f} ms ({len(clicks)} clicks)"
        )
    assets = [p.asset_bytes for p in run.pupils if p.asset_bytes]
    if assets:
        print(f"downloaded per pupil (page assets, uncompressed): {statistics.median(assets) / 2**20:.1f} MB")
    print(f"failures: {len(failed)}")
    for p in failed:
        print(f"  pupil {p.number}: {p.problem}")
    print(
        f"peak memory (RSS sum): {run.peak_bytes / 2**30:.2f} GB, server + {run.peak_kernels} processes it started "
        f"(kernels; {run.spare_kernels} preheated before the pupils came, ready {run.warm_up:.0f} s after the start)"
    )
    print(
        f"CPU used while the pupils were there: server {run.cpu_seconds[0]:.1f} s, kernels {run.cpu_seconds[1]:.1f} s"
    )
    print(f"pupils' kernels still running after they left: {run.pupil_kernels_left}")
    print(f"processes left after the server stopped: {len(run.processes_left)} {run.processes_left or ''}")
    if run.log_problems:
        print("server log: " + ", ".join(f"{count} x {text!r}" for text, count in run.log_problems.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pupils", type=int, nargs="+", default=None, help="class sizes, one run each (1 10 30)")
    parser.add_argument("--quick", action="store_true", help="class sizes 1 and 5 instead of 1, 10 and 30")
    parser.add_argument("--dashboard", default="capture-trainer", help="the dashboard's name (capture-trainer)")
    parser.add_argument(
        "--arrival-spread", type=float, default=0.0, help="pupils arrive evenly over this many seconds (0)"
    )
    parser.add_argument("--clicks", type=int, default=4, help="clicks per pupil, Check and New task in turn (4)")
    parser.add_argument("--think", type=float, default=1.0, help="seconds between a pupil's clicks (1)")
    parser.add_argument(
        "--class", dest="class_spec", default=None, help="CLASS for the server, as `CLASS=... make run`"
    )
    parser.add_argument(
        "--setup",
        nargs="+",
        choices=sorted(SETUPS),
        default=None,
        help="how the teacher starts the server, one run each for every class size, in turn: "
        + "; ".join(f"{name}: {what}" for name, what in SETUPS.items())
        + " (plain)",
    )
    parser.add_argument("--warm", action="store_true", help="the same as --setup warm")
    parser.add_argument(
        "--short-link", action="store_true", help="the pupils open the class's short link /c/<code> (always with link)"
    )
    parser.add_argument("--voila-arg", action="append", default=[], help="extra Voila option (repeatable)")
    parser.add_argument("--log-dir", type=Path, help="keep the servers' logs here (default: deleted)")
    args = parser.parse_args(argv)
    args.pupils = args.pupils or ([1, 5] if args.quick else [1, 10, 30])
    args.setup = args.setup or (["warm"] if args.warm else ["plain"])
    if not (DASHBOARDS / f"{args.dashboard}.ipynb").is_file():
        parser.error(f"no dashboard {args.dashboard!r} in {DASHBOARDS}")
    if min(args.pupils) < 1 or args.clicks < 0 or args.arrival_spread < 0 or args.think < 0:
        parser.error("pupils must be 1 or more; clicks, --think and --arrival-spread 0 or more")
    # Ctrl-C or a kill ends the run through its `finally` blocks, which stop Voila and its kernels
    # (a shell ignores SIGINT in jobs it started in the background: let it through anyway).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    broken = False
    with tempfile.TemporaryDirectory(prefix="bench-classroom-") as workdir:
        logs = args.log_dir or Path(workdir)
        logs.mkdir(parents=True, exist_ok=True)
        for pupils in args.pupils:
            for setup in args.setup:
                run = run_class(args, pupils, setup, Path(workdir), logs)
                report(run, f"{args.dashboard}, setup {setup} ({run.class_spec or 'no CLASS'})", args.arrival_spread)
            broken |= any(p.problem for p in run.pupils) or bool(run.processes_left) or run.pupil_kernels_left > 0
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
