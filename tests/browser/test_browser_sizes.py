"""Every pupil page at five screens (issue 24): big enough text and targets, no sideways scrolling, nothing
that needs hover.

Every trainer, game table and lesson the catalogue serves to pupils under Voila is opened through
one Voila server, a few pages at once, and shown at five screens one after the other: with a mouse
(projector 1920×1080, laptop 1280×800), then with touch and a mobile viewport (tablet upright
768×1024, tablet across 1024×768, phone 412×915). Each page is measured as it opens (``?seed=5``) by
:mod:`page_sizes`: the smallest text a pupil must read (24 px on the projector, 16 px on a laptop
or tablet, 14 px on the phone), the smallest target a pupil can click (44 px on touch, 32 px with a
mouse), sideways scrolling and what needs hover. The figures are printed as a table (run with
``-s``) and written with a screenshot of each page and screen to ``tests/browser/artifacts/page-sizes/``.
A page also fails where a speaker button covers another target or an icon would show as an empty box,
and a page for the youngest where its instruction's picture cues are missing or smaller than a target.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit import catalogue
from tests.helpers.page_sizes import INIT_SCRIPT, SCREENS, Sizes, measure_page, table
from tests.helpers.page_waits import wait_for_stable_layout

pytestmark = pytest.mark.slow

ARTIFACTS = Path(os.environ.get("ELEVENKIT_ARTIFACTS", Path(__file__).parent / "artifacts")) / "page-sizes"
SEED = 5
#: pages opened at once (a kernel each): the machine has two cores
AT_ONCE = 4

#: every page a pupil opens: trainers, game tables, lessons (served by Voila)
PUPIL_PAGES = list(catalogue.activities(audience=catalogue.Audience.PUPILS, venue=catalogue.Venue.VOILA))
PAGE_IDS = [activity.id for activity in PUPIL_PAGES]


def _emulate(page: Any, cdp: Any, screen: str) -> None:
    """Make ``page`` the screen ``screen``: its size and, for a touch screen, touch and a mobile viewport
    (what Playwright's ``has_touch`` and ``is_mobile`` do, through the same Chromium emulation, so that
    one page, one kernel, is measured at all five screens); wait until the layout has settled."""
    size = SCREENS[screen]
    width, height, touch = size.width, size.height, size.touch
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": touch, "maxTouchPoints": 5 if touch else 1})
    cdp.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch},
    )
    page.wait_for_function(
        "([w, h, touch]) => matchMedia(`(width: ${w}px) and (height: ${h}px)`).matches"
        " && matchMedia('(pointer: coarse)').matches === touch",
        arg=[width, height, touch],
    )
    wait_for_stable_layout(page)


def _measure_all(browser: Any, wrap: Callable[[Any, str], Any], base_url: str) -> dict[tuple[str, str], Sizes]:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    found: dict[tuple[str, str], Sizes] = {}
    for start in range(0, len(PUPIL_PAGES), AT_ONCE):
        opened = []
        for activity in PUPIL_PAGES[start : start + AT_ONCE]:
            context = browser.new_context(viewport={"width": 1920, "height": 1080})
            context.add_init_script(INIT_SCRIPT)
            page = wrap(context.new_page(), base_url)
            page.start(f"/voila/render/{activity.page}?seed={SEED}")
            opened.append((activity.id, context, page))
        try:
            for page_id, context, page in opened:
                page.wait_ready()
                cdp = context.new_cdp_session(page.page)
                for screen in SCREENS:  # the mouse screens first: Chromium keeps (hover: none) after touch
                    _emulate(page.page, cdp, screen)
                    found[(page_id, screen)] = measure_page(page.page)
                    page.page.screenshot(path=str(ARTIFACTS / f"{page_id}-{screen}.png"), full_page=True)
                # what the page shows (console errors are the gallery test's: under this load anywidget's
                # 2 s start-up timer may log one for a widget that is then drawn all the same)
                assert not page.page_errors(), (page_id, page.page_errors())
        finally:
            for _page_id, context, page in opened:
                with contextlib.suppress(Exception):  # leaving the page ends its kernel
                    page.page.goto("about:blank", timeout=10_000)
                context.close()
    return found


@pytest.fixture(scope="module")
def sizes(browser: Any, as_dashboard_page: Callable[[Any, str], Any], voila_url: str) -> dict[tuple[str, str], Sizes]:
    """Every pupil page measured at every screen, once for the module; the table printed and saved."""
    found = _measure_all(browser, as_dashboard_page, voila_url)
    report = table(found, PAGE_IDS)
    details = "\n".join(
        f"{page} at {screen}: " + "; ".join(found[(page, screen)].problems(screen))
        for page in PAGE_IDS
        for screen in SCREENS
        if found[(page, screen)].problems(screen)
    )
    (ARTIFACTS / "sizes.md").write_text(f"{report}\n\n{details}\n")
    print(f"\nsmallest text / smallest target in px (! misses the screen's figures):\n{report}\n{details}")
    return found


@pytest.mark.parametrize(("page_id", "screen"), [(page, screen) for page in PAGE_IDS for screen in SCREENS])
def test_every_pupil_page_has_big_text_and_targets_and_no_sideways_scrolling(
    sizes: dict[tuple[str, str], Sizes], page_id: str, screen: str
) -> None:
    found = sizes[(page_id, screen)]
    assert not found.problems(screen), found
    # the pages for the youngest show their instruction's picture cues (as large as a target), others none
    assert bool(found.cues) == catalogue.entry(page_id).cues, found.cues


def _smallest_text(page: Any) -> float:
    wait_for_stable_layout(page)
    text = measure_page(page).text
    assert text is not None, page.url
    return text


def test_bigger_text_from_the_link_and_from_the_switch(
    browser: Any, as_dashboard_page: Callable[[Any, str], Any], voila_url: str
) -> None:
    """``?text=large`` draws the page larger from the start; the "Bigger text" switch does the same on a
    page opened without it, and undoes it; at laptop size neither scrolls sideways."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        plain, large = (as_dashboard_page(context.new_page(), voila_url) for _ in range(2))
        plain.start(f"/voila/render/play-one-eleven.ipynb?seed={SEED}")
        large.start(f"/voila/render/play-one-eleven.ipynb?seed={SEED}&text=large")
        plain.wait_ready()
        large.wait_ready()
        normal = _smallest_text(plain.page)
        assert _smallest_text(large.page) >= 1.25 * normal
        assert large.page.locator(".ek-text-switch[aria-pressed='true']").count() == 1
        switch = plain.page.get_by_role("button", name="Bigger text")
        switch.click()
        plain.page.wait_for_function("() => document.documentElement.classList.contains('ek-large')")
        sizes = measure_page(plain.page)
        assert (sizes.text or 0) >= 1.25 * normal and not sizes.scrolls, sizes
        assert switch.get_attribute("aria-pressed") == "true"
        switch.click()
        plain.page.wait_for_function("() => !document.documentElement.classList.contains('ek-large')")
        assert _smallest_text(plain.page) == normal
        for page in (plain, large):
            assert not page.page_errors()
    finally:
        for page in context.pages:
            with contextlib.suppress(Exception):
                page.goto("about:blank", timeout=10_000)
        context.close()
