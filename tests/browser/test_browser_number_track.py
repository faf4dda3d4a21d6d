"""The Number Track dashboard in a real browser: five tasks answered by clicking and typing.

The test deals the same tasks as the dashboard (same seed, same level) in-process, so it knows
where to click without hard-coding answers. It prints the time to interactive and how long a
click takes to show its answer (median and 95th percentile), and saves screenshots of a laptop,
an upright tablet and a projector under ``/tmp/i13-track/``.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from elevenkit.exercises import Level, TaskSeries
from elevenkit.exercises.number_track import DIFFICULTIES, Pick, TrackTask, make_number_track_task
from tests.helpers.page_waits import resize

LEVEL = Level.EASY
TASKS = 5
SHOTS = Path("/tmp/i13-track")
SIZES = {"laptop": (1280, 800), "tablet": (768, 1024), "projector": (1920, 1080)}


def series_task(seed: int, number: int) -> TrackTask:
    return TaskSeries(make_number_track_task, DIFFICULTIES[LEVEL], seed).task(number)  # type: ignore[return-value]


def mixed_seed() -> int:
    """The first seed whose first five easy tasks are answered by clicking spaces, clicking tiles and typing."""
    for seed in range(1, 300):
        picks = {series_task(seed, number).scene.pick for number in range(TASKS)}
        if {Pick.NUMBER, Pick.TILES, Pick.NONE} <= picks:
            return seed
    raise AssertionError("no seed deals spaces, tiles and typed tasks among its first five")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def timed(page, action, selector: str) -> float:
    """Seconds from ``action()`` until ``selector`` is on the page."""
    start = time.perf_counter()
    action()
    page.wait_for_selector(selector, timeout=20_000)
    return time.perf_counter() - start


def answer(page, task: TrackTask, clicks: list[float]) -> None:
    """Give the task's answer as a pupil would: click its spaces or tiles, or type the number."""
    scene = task.scene
    expected = task.expected()
    if scene.pick is Pick.TILES:
        holder = [str(tile) for tile in scene.holder]
        for tile in expected:
            index = holder.index(tile)
            tile_node = f".ek-tile[data-index='{index}']"
            clicks.append(timed(page, lambda node=tile_node: page.click(node), f"{tile_node}[aria-pressed='true']"))
    elif scene.pick in (Pick.SPACE, Pick.SPACES):
        for space in expected:
            node = f".ek-space[data-space='{space}']"
            clicks.append(
                timed(page, lambda node=node: page.click(node), f"{node}[aria-label*='your tile can go here']")
            )
    elif scene.pick is Pick.NUMBER:
        node = f".ek-space[data-space='{scene.focus[0].row} {expected}']"
        box = page.locator(".ek-number-answer input")
        start = time.perf_counter()
        page.click(node)
        page.wait_for_function(  # a function, not an expression: the page's CSP allows no eval
            "value => document.querySelector('.ek-number-answer input').value === value",
            arg=str(expected),
            timeout=20_000,
        )
        clicks.append(time.perf_counter() - start)
        assert box.input_value() == str(expected)
    else:
        page.locator(".ek-number-answer input").fill(f"{expected}")


def test_five_number_track_tasks_by_clicking_and_typing(dashboard_page, dashboard_url):
    seed = mixed_seed()
    page = dashboard_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    opened = dashboard_page.open(dashboard_url("number-track", seed=seed, level=LEVEL.value))
    clicks: list[float] = []
    checks: list[float] = []

    first = series_task(seed, 0)
    if first.scene.typed:  # a wrong answer first: it is explained and counted
        page.locator(".ek-number-answer input").fill("0")
        checks.append(timed(page, lambda: page.get_by_role("button", name="Check").click(), ".ek-feedback .ek-wrong"))

    for number in range(TASKS):
        task = series_task(seed, number)
        page.wait_for_function(
            "text => document.querySelector('.ek-prompt').innerText.includes(text)", arg=task.prompt, timeout=20_000
        )
        answer(page, task, clicks)
        checks.append(timed(page, lambda: page.get_by_role("button", name="Check").click(), ".ek-feedback .ek-right"))
        assert "Right!" in page.locator(".ek-feedback").inner_text()
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"task{number + 1}-{type(task).__name__}-1280x800.png"))
        if number == 0:
            for name, (width, height) in SIZES.items():
                resize(page, width, height)
                page.screenshot(path=str(SHOTS / f"{name}-{width}x{height}.png"))
            page.set_viewport_size({"width": 1280, "height": 800})
        if number < TASKS - 1:
            page.get_by_role("button", name="New task").click()

    score = page.locator(".ek-score").inner_text()
    assert f"Score: {TASKS} right the first time" in score or "another go" in score, score
    assert "not yet" not in score, score
    dashboard_page.assert_healthy()
    print(
        f"\nNumber Track (seed={seed}, {LEVEL.value}): interactive {opened:.2f}s after opening; "
        f"click -> shown median {statistics.median(clicks) * 1000:.0f} ms, p95 {percentile(clicks, 0.95) * 1000:.0f} ms "
        f"over {len(clicks)} clicks; Check -> feedback median {statistics.median(checks) * 1000:.0f} ms, "
        f"p95 {percentile(checks, 0.95) * 1000:.0f} ms over {len(checks)} checks"
    )
