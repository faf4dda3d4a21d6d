"""The Capture Trainer dashboard in a real Chromium: click a right group, key in a wrong one.

The test deals the same task in-process from the same ``?seed=`` link and asks the engine for a
right group and the explanation of a wrong one, then does in the browser what a pupil does.
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from elevenkit.widgets.capture_trainer import CaptureTrainerApp

SEED = 21
QUERY = {"seed": SEED, "level": 2}
FEEDBACK = ".ek-feedback .ek-msg"


def _wrong_choice(task: Any) -> list[int]:
    """Two free table cards that are no group for the hand card (found by asking the engine)."""
    groups = {group.indices for group in task.remaining()}
    free = [index for index in range(len(task.table)) if index not in task.taken]
    return next([a, b] for a in free for b in free if a < b and (a, b) not in groups)


def _check_and_time(page: Any, before: str) -> tuple[str, float]:
    """Press Check; return the new feedback text and the seconds until it showed."""
    start = time.perf_counter()
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function(
        "([sel, old]) => { const m = document.querySelector(sel); return m && m.innerText !== old; }",
        arg=[FEEDBACK, before],
        polling=20,
    )
    return page.inner_text(FEEDBACK), time.perf_counter() - start


def test_capture_trainer_in_chromium(dashboard_page: Any, dashboard_url: Callable[..., str]) -> None:
    app = CaptureTrainerApp.from_params({key: str(value) for key, value in QUERY.items()})
    task = app.trainer.capture_task
    right = task.best.groups[0]

    opened = dashboard_page.open(dashboard_url("capture-trainer", **QUERY))
    page = dashboard_page.page
    cards = page.locator(".ek-card[role='button']")
    cards.nth(len(task.table) - 1).wait_for()
    assert cards.count() == len(task.table)
    names = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    assert names == [f"card {c}".replace("card 1-11", "card one-eleven").replace("card =", "wild card") for c in task.table]
    hand = page.locator(".ek-card[role='img']")
    assert hand.count() == 1 and hand.first.get_attribute("aria-label") == f"card {task.played}"

    # a right group, chosen with the mouse
    for index in right.indices:
        cards.nth(index).click()
        assert cards.nth(index).get_attribute("aria-pressed") == "true"
    message, first_check = _check_and_time(page, "")
    assert "Right!" in message and right.equation in message
    for index in right.indices:
        assert cards.nth(index).get_attribute("aria-disabled") == "true"
    assert "Score: 1 of 1" in page.inner_text(".ek-score")

    # a wrong group, chosen with the keyboard (Tab to a card, Enter or Space toggles it)
    expected = app.trainer.capture_task
    expected.check(list(right.indices))
    wrong = _wrong_choice(expected)
    explanation = expected.check(wrong).message
    for key, index in zip(("Enter", " "), wrong):
        cards.nth(index).focus()
        page.keyboard.press(key)
        page.wait_for_function(
            "([i]) => document.querySelectorAll(\".ek-card[role='button']\")[i].getAttribute('aria-pressed') === 'true'",
            arg=[index],
        )
    message, second_check = _check_and_time(page, message)
    assert explanation in message and "Right!" not in message
    assert "streak 0" in page.inner_text(".ek-score")

    # pressing Enter again on a chosen card puts it back
    cards.nth(wrong[0]).focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([i]) => document.querySelectorAll(\".ek-card[role='button']\")[i].getAttribute('aria-pressed') === 'false'",
        arg=[wrong[0]],
    )

    dashboard_page.assert_healthy()
    print(
        f"\ncapture trainer: opened with a dealt task in {opened:.2f} s; "
        f"Check -> feedback median {statistics.median([first_check, second_check]) * 1000:.0f} ms "
        f"({first_check * 1000:.0f}, {second_check * 1000:.0f})"
    )
