"""The Start 11! board on every screen (issue 24): the Number Track, Play Start 11! and lesson 08 at a
projector, a laptop, an upright and a lying tablet (touch) and a phone (touch).

On each screen the board reflows (1-20 in one line on a wide screen, 1-10 over 11-20 on an upright
tablet, four pieces of five on a phone) and every text a pupil reads on it and every space and tile
to tap is measured by :mod:`tests.helpers.page_sizes`: text 24 px on the projector, 16 px on a
laptop or tablet, 14 px on the phone; targets 44 px on touch, 32 px with a mouse; nothing wider than
the screen. The Wraparound Clock's small whole circle is one large target, its numbers no targets.
Screenshots go to ``$ELEVENKIT_SCREENSHOTS`` (or the test's temporary folder); ``-s`` prints the sizes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.page_sizes import SCREENS, measure_page, new_screen_page
from tests.helpers.page_waits import wait_for_stable_layout

PAGE_TIMEOUT_MS = 90_000
#: page -> (dashboard, what is measured on it: the parts this test answers for)
PAGES: dict[str, tuple[str, str]] = {
    "number-track": ("number-track", ".ek-number-track .ek-board, .ek-number-track .ek-prompt"),
    "play-start-11": ("play-start-11", ".ek-start11-table .ek-board, .ek-start11-table .ek-legend-box"),
    "lesson-08": ("lessons/08-number-track-1-to-20", ".ek-lesson .ek-board"),
}
#: how many lines the board takes on each screen (four rows each)
LINES = {"projector": 1, "laptop": 1, "tablet-upright": 2, "tablet-landscape": 1, "phone": 4}
#: the most the board (its four lines of pieces) may be high on a phone, px: 1083 px since the piece
#: 6-10 leaves out the empty strip of connection marks (1111 px before; about 1240 px before its rows
#: were drawn closer together, issue 24)
PHONE_BOARD_HEIGHT = 1095


def open_at(browser: Any, voila_url: str, path: str, screen: str) -> tuple[Any, Any]:
    context, page = new_screen_page(browser, screen)
    page.goto(voila_url + path, timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".ek-space", timeout=PAGE_TIMEOUT_MS)
    wait_for_stable_layout(page)
    return context, page


def board_lines(page: Any) -> int:
    """How many lines the board's rows take: the different tops of its pieces (1-5, 6-10, ...)."""
    tops = page.locator(".ek-board-piece").evaluate_all(
        "pieces => pieces.map(p => Math.round(p.getBoundingClientRect().top))"
    )
    return len(set(tops))


@pytest.mark.parametrize("name", PAGES)
def test_the_board_reflows_and_its_text_and_targets_are_big_enough_on_five_screens(
    browser: Any, voila_url: str, dashboard_url: Callable[..., str], name: str, tmp_path: Path
) -> None:
    folder = Path(os.environ.get("ELEVENKIT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    dashboard, parts = PAGES[name]
    found = {}
    for screen_name in SCREENS:
        context, page = open_at(browser, voila_url, dashboard_url(dashboard, seed=5), screen_name)
        try:
            page.screenshot(path=str(folder / f"{name}-{screen_name}.png"), full_page=True)
            sizes = measure_page(page, parts)
            whole = measure_page(page, "body")
            tall = page.locator(".ek-board-pieces").bounding_box()["height"]
            found[screen_name] = (sizes.text, sizes.target, board_lines(page), round(tall))
            problems = sizes.problems(screen_name) + [f"page: {what}" for what in whole.scrolls]
            assert not problems, (name, screen_name, problems)
            assert board_lines(page) == LINES[screen_name], (name, screen_name, board_lines(page))
            assert screen_name != "phone" or tall <= PHONE_BOARD_HEIGHT, (name, tall)
        finally:
            context.close()
    print(
        f"\n{name}: " + ", ".join(f"{s} {t} px / {a} px, {n} line(s) {h} px high" for s, (t, a, n, h) in found.items())
    )


def test_the_keys_go_along_a_row_and_between_rows_on_a_board_cut_into_pieces(
    browser: Any, voila_url: str, dashboard_url: Callable[..., str]
) -> None:
    """On a phone the board is four pieces one under the other; the arrow keys still go along a
    row (yellow 5 -> yellow 6, in the next piece) and between rows (yellow 5 -> red 5), and a tap
    on a space reaches Python (its number goes into the answer box)."""
    context, page = open_at(browser, voila_url, dashboard_url("number-track", seed=5), "phone")
    try:
        assert board_lines(page) == 4
        page.locator(".ek-space[data-space='yellow 5']").focus()
        page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.dataset.space") == "yellow 6"
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowDown")
        assert page.evaluate("document.activeElement.dataset.space") == "red 5"
        space = page.locator(".ek-space[data-space='yellow 14']")
        space.tap()
        page.wait_for_function("() => document.querySelector('.ek-number-answer input').value === '14'", timeout=20_000)
    finally:
        context.close()


#: the empty room above each piece's first row, px: the pieces' tops to their first spaces' (rings included)
STRIPS_JS = """pieces => pieces.map(piece => {
    const spaces = [...piece.querySelectorAll('.ek-space')].map(space => space.getBoundingClientRect().top);
    return Math.round(Math.min(...spaces) - piece.getBoundingClientRect().top);
})"""


@pytest.mark.parametrize("screen_name", ["tablet-upright", "phone"])
def test_the_piece_without_connection_marks_leaves_out_their_empty_strip_where_it_has_a_line_of_its_own(
    browser: Any, voila_url: str, dashboard_url: Callable[..., str], screen_name: str
) -> None:
    """The pieces 1-5, 11-15 and 16-20 have a connection column (1, 11, 20) with its mark above the
    rows; 6-10 has none. On a phone, where 6-10 is a line of its own, it starts with its first row
    (about 40 px of nothing there before); on an upright tablet it stands beside 1-5 and keeps the
    strip, so the rows of the two stay in line."""
    context, page = open_at(browser, voila_url, dashboard_url("number-track", seed=5), screen_name)
    try:
        strips = page.locator(".ek-board-piece").evaluate_all(STRIPS_JS)
        marked = [strips[0], *strips[2:]]
        assert min(marked) > 15, strips
        if screen_name == "phone":
            assert strips[1] <= 2, strips
        else:
            assert strips[1] == strips[0], strips
    finally:
        context.close()


@pytest.mark.parametrize("screen_name", ["laptop", "tablet-upright", "phone"])
def test_the_clocks_small_circle_is_one_large_target_and_its_numbers_are_none(
    browser: Any, voila_url: str, dashboard_url: Callable[..., str], screen_name: str
) -> None:
    """The small whole circle of the Wraparound Clock: no number on it shows a pointer or takes a
    click of its own; the circle as a whole is one target of a finger's size (a tap on it says
    what it is for)."""
    context, page = new_screen_page(browser, screen_name)
    try:
        page.goto(voila_url + dashboard_url("wraparound-clock", seed=7, level="easy"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".ek-nc-overview", timeout=PAGE_TIMEOUT_MS)
        wait_for_stable_layout(page)
        overview = measure_page(page, ".ek-nc-overview")
        targets = overview.targets
        assert len(targets) == 1 and targets[0].what.startswith("The whole circle, small"), targets
        assert targets[0].px >= SCREENS[screen_name].least_tap, targets
        numbers = page.locator(".ek-nc-overview .ek-nc-num")
        assert numbers.count() == 100
        assert numbers.evaluate_all("ns => ns.filter(n => n.matches('[data-pick], [role=button]')).length") == 0
        page.locator(".ek-nc-overview").click()
        page.wait_for_selector(".ek-feedback .ek-msg:has-text('The small circle only shows where these numbers are')")
    finally:
        context.close()
