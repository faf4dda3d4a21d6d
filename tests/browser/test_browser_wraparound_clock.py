"""The Wraparound Clock dashboard in a real browser: answer by clicking and by keys on the circle.

The test deals the same task as the dashboard (same seed, same level) in-process, so it knows
which numbers to click without hard-coding them. It also prints how long the dashboard takes to
show its first task and how long a Check takes to show the feedback (median of a few clicks).
"""

from __future__ import annotations

import statistics
import time

from elevenkit.exercises import TaskSeries
from elevenkit.exercises.wraparound import DIFFICULTIES, DistanceTask, FitTask, PilesTask, make_wraparound_task
from tests.helpers.page_sizes import SCREENS, measure_page
from tests.helpers.page_waits import resize

LEVEL = "easy"


def first_choice_task() -> tuple[int, FitTask | PilesTask]:
    """The first seed whose first easy task is answered by choosing two or more numbers on the circle."""
    for seed in range(1, 200):
        task = TaskSeries(make_wraparound_task, DIFFICULTIES[LEVEL], seed).task(0)
        if isinstance(task, (FitTask, PilesTask)) and len(task.right) >= 2:
            return seed, task
    raise AssertionError("no seed deals a choosing task with two right numbers first")


def first_distance_seed() -> tuple[int, DistanceTask]:
    """The first seed whose first easy task is a typed "how far" question."""
    for seed in range(1, 200):
        task = TaskSeries(make_wraparound_task, DIFFICULTIES[LEVEL], seed).task(0)
        if isinstance(task, DistanceTask):
            return seed, task
    raise AssertionError("no seed deals a distance task first")


def in_view(page, selector: str) -> bool:
    """True when the element is wholly inside the window as it is (no scrolling)."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return (
        box is not None
        and box["y"] >= 0
        and box["x"] >= 0
        and (box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"])
    )


def number(page, n: int):
    """Number ``n`` in the big arc (the whole circle drawn small beside it is not clickable)."""
    return page.locator(f".ek-nc-arc .ek-nc-num[data-number='{n}']")


def chip(page, n: int):
    """The big button of ``n`` among the numbers to choose from."""
    return page.locator(f".ek-nc-chip[data-pick='{n}']")


def wait_for_chosen(page, numbers) -> None:
    """Wait until exactly ``numbers`` are chosen among the buttons and none is locked: each click is
    a round trip to the kernel, and on a loaded machine the buttons are drawn again in several
    updates (a click's choice, the end of a task, "Same task again"), so the last one seen is not
    yet the state to act on."""
    page.wait_for_function(
        """(wanted) => {
          const chips = [...document.querySelectorAll('.ek-nc-chip')];
          const chosen = chips.filter(c => c.getAttribute('aria-pressed') === 'true').map(c => Number(c.dataset.pick));
          return chips.length > 0 && !chips.some(c => c.getAttribute('aria-disabled') === 'true')
            && chosen.length === wanted.length && wanted.every(n => chosen.includes(n));
        }""",
        arg=list(numbers),
        timeout=20_000,
    )


def timed_check(page, tone: str) -> float:
    """Press Check and wait for feedback of ``tone`` (right/wrong); the seconds it took."""
    feedback = page.locator(f".ek-feedback .ek-{tone}")
    start = time.perf_counter()
    page.get_by_role("button", name="Check").click()
    feedback.wait_for(state="visible", timeout=20_000)
    return time.perf_counter() - start


def test_answer_a_task_by_clicking_and_by_keys(dashboard_page, dashboard_url):
    seed, task = first_choice_task()
    opened = dashboard_page.open(dashboard_url("wraparound-clock", seed=seed, level=LEVEL))
    page = dashboard_page.page
    assert task.prompt in page.locator(".ek-prompt").inner_text()
    top = task.scene.tops[0]
    assert number(page, top).get_attribute("aria-label").startswith(f"pile top {top}")
    in_arc = [
        int(n) for n in page.locator(".ek-nc-arc .ek-nc-num").evaluate_all("els => els.map(e => e.dataset.number)")
    ]
    plain = next(n for n in in_arc if n not in (*task.options, *task.scene.tops, task.scene.focus))
    assert number(page, plain).get_attribute("aria-label").startswith(f"number {plain}")

    right = task.right
    wrong = next(n for n in task.options if n not in right)
    checks = []

    # a wrong choice by mouse: the feedback explains it; a second click puts the card back
    chip(page, wrong).click()
    wait_for_chosen(page, [wrong])
    # before a hint or a check the circle gives nothing away: no counting path, no step count
    assert page.locator(".ek-nc-path path").count() == 0
    assert not page.locator(".ek-nc-arc .ek-nc-centre").text_content().strip()
    checks.append(timed_check(page, "wrong"))
    assert "does not fit" in page.locator(".ek-feedback").inner_text()
    chip(page, wrong).click()
    wait_for_chosen(page, [])

    # all right numbers but the last by mouse
    clicked = time.perf_counter()
    for n in right[:-1]:
        chip(page, n).click()
    wait_for_chosen(page, right[:-1])
    picked = time.perf_counter() - clicked

    # the last by keyboard: from the button holding the keyboard focus (the one clicked last),
    # move with the arrow keys to it, then Enter
    start = page.locator(".ek-nc-chip[tabindex='0']")
    start.focus()
    options = list(task.scene.hand or task.scene.tops)
    steps = (options.index(right[-1]) - options.index(int(start.get_attribute("data-pick")))) % len(options)
    for _ in range(steps):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.pick") == str(right[-1])
    page.keyboard.press("Enter")
    wait_for_chosen(page, right)
    # after a wrong check the circle counts only what the feedback's sentence says (no other stretch)
    centre = page.locator(".ek-nc-arc .ek-nc-centre").text_content() or ""
    said = page.locator(".ek-feedback").inner_text()
    assert "step" not in centre or centre.split()[0] in said, (centre, said)
    checks.append(timed_check(page, "right"))
    assert "Right!" in page.locator(".ek-feedback").inner_text()
    # a right answer shows the whole count on the circle
    page.wait_for_function(
        "() => document.querySelector('.ek-nc-arc .ek-nc-centre').textContent.includes('step')", timeout=20_000
    )
    # one task, not two tries (the score is a widget update of its own: it may land after the feedback)
    page.wait_for_function(
        "() => document.querySelector('.ek-score')?.innerText.includes('Score: 1 right')", timeout=20_000
    )

    # Same task again, then once more right: a third Check for the median
    page.get_by_role("button", name="Same task again").click()
    page.wait_for_selector(".ek-feedback .ek-msg", state="detached", timeout=20_000)
    wait_for_chosen(page, [])  # the task dealt again: its buttons unlocked and none chosen
    for n in right:
        chip(page, n).click()
    wait_for_chosen(page, right)
    checks.append(timed_check(page, "right"))

    dashboard_page.assert_healthy()
    print(
        f"\nWraparound Clock (seed={seed}): first task shown {opened:.2f}s after opening; "
        f"Check -> feedback median {statistics.median(checks) * 1000:.0f} ms over {len(checks)} checks "
        f"({', '.join(f'{c * 1000:.0f}' for c in checks)} ms); {len(right) - 1} clicks -> chosen in {picked * 1000:.0f} ms"
    )


def test_question_circle_answer_and_feedback_fit_the_screen_and_enter_checks(dashboard_page, dashboard_url):
    """Laptop 1280×800: everything a pupil needs is on screen at once (the circle beside the
    question); Enter in the answer box checks; a projector gets bigger numbers and text; an
    upright tablet stacks it all, circle capped by the screen height."""
    seed, task = first_distance_seed()
    page = dashboard_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    dashboard_page.open(dashboard_url("wraparound-clock", seed=seed, level=LEVEL))
    answer_box = page.locator(".ek-number-answer input")
    answer_box.fill(f"{task.answer} steps")
    answer_box.press("Enter")
    page.locator(".ek-feedback .ek-right").wait_for(state="visible", timeout=20_000)
    page.wait_for_function(
        "() => document.querySelector('.ek-score')?.innerText.includes('Score: 1 right')", timeout=20_000
    )
    parts = [".ek-question", ".ek-nc-arc-svg", ".ek-number-answer", "button:has-text('Check')", ".ek-feedback .ek-msg"]
    assert all(in_view(page, part) for part in parts), [part for part in parts if not in_view(page, part)]
    question = page.locator(".ek-question").bounding_box()
    circle = page.locator(".ek-nc-arc-svg").bounding_box()
    assert question["x"] > circle["x"] + circle["width"] * 0.9  # beside the circle, not under it

    resize(page, 1920, 1080)
    sizes = page.evaluate(
        """() => ({number: document.querySelector('.ek-nc-num .ek-nc-label').getBoundingClientRect().height,
                   question: parseFloat(getComputedStyle(document.querySelector('.ek-question')).fontSize)})"""
    )
    assert sizes["number"] >= 24 and sizes["question"] >= 24, sizes
    assert all(in_view(page, part) for part in parts)

    resize(page, 768, 1024)
    upright = [".ek-question", ".ek-nc-arc-svg", ".ek-number-answer", "button:has-text('Check')"]
    assert all(in_view(page, part) for part in upright), [part for part in upright if not in_view(page, part)]
    dashboard_page.assert_healthy()


def test_seed_7_every_click_is_answered_and_a_wrong_pile_shows_its_whole_count(browser, voila_url, dashboard_url):
    """The second classroom trial: in "which piles can take 61?" (pile A 66, pile B 56) a click on a
    number of the arc or on the small circle says what to do; after the wrong pile A the arc shows
    both piles, the card, 100 and 1, and the count the feedback speaks of; still big enough to read
    and to tap on a laptop and an upright tablet."""
    task = TaskSeries(make_wraparound_task, DIFFICULTIES[LEVEL], 7).task(0)
    assert isinstance(task, PilesTask) and task.tops == (66, 56) and task.card == 61
    feedback = ".ek-feedback .ek-msg"
    for name in ("laptop", "tablet-upright"):
        screen = SCREENS[name]
        width, height, least_text, least_tap = screen.width, screen.height, screen.least_text, screen.least_tap
        ctx = browser.new_context(viewport={"width": width, "height": height}, has_touch=name.startswith("tablet"))
        page = ctx.new_page()
        try:
            page.goto(voila_url + dashboard_url("wraparound-clock", seed=7, level=LEVEL), timeout=90_000)
            number(page, 58).wait_for(timeout=90_000)
            arc = {
                int(n) for n in page.locator(".ek-nc-arc .ek-nc-num").evaluate_all("e => e.map(x => x.dataset.number)")
            }
            assert {66, 56, 61} <= arc, arc
            number(page, 58).click()
            page.wait_for_selector(f"{feedback}:has-text('press the button of pile A (66) or pile B (56)')")
            page.locator(".ek-nc-overview").click()
            page.wait_for_selector(f"{feedback}:has-text('The small circle only shows where these numbers are')")
            chip(page, 66).click()
            page.wait_for_selector(".ek-nc-chip[data-pick='66'][aria-pressed='true']")
            page.get_by_role("button", name="Check").click()
            page.wait_for_selector(f"{feedback}:has-text('95 steps')")
            page.wait_for_function(
                "() => document.querySelector('.ek-nc-arc .ek-nc-centre').textContent.includes('95 steps')"
            )
            arc = {
                int(n) for n in page.locator(".ek-nc-arc .ek-nc-num").evaluate_all("e => e.map(x => x.dataset.number)")
            }
            assert {66, 100, 1, 56, 61} <= arc, arc
            sizes = measure_page(page, ".ek-trainer-app")
            assert (sizes.number or 0) >= least_text and (sizes.target or 0) >= least_tap, (name, sizes)
        finally:
            ctx.close()
