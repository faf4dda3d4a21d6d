"""A game set to fit a lesson, in a real Chromium through Voila (issue 22 item 13): ``?rounds=1``
plays one round of 11 nimmt! and the game is over; ``?holder=half`` deals Start 11! half the tiles
(and ``?minutes=5`` shows the time left beside the bag). Every wait is on a condition of the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers.nimmt_pupil import TIMEOUT_MS, pupil_move, status, wait_for_pupil_or_round_end

#: far more turns than a round of two players takes (10 cards each, a take now and then)
TURN_LIMIT = 60


def test_one_round_of_11_nimmt_then_the_game_is_over(dashboard_page: Any, dashboard_url: Callable[..., str]) -> None:
    dashboard_page.open(dashboard_url("play-11-nimmt", players=2, level="easy", seed=7, rounds=1))
    page = dashboard_page.page
    assert "Round 1 of 1" in page.locator(".ek-nimmt-info").inner_text()
    for _turn in range(TURN_LIMIT):
        if page.locator(".ek-end").is_visible():
            break
        moves_before, _start = pupil_move(page)
        page.wait_for_function(
            "(n) => document.querySelectorAll('.ek-moves li').length > n", arg=moves_before, timeout=TIMEOUT_MS
        )
        wait_for_pupil_or_round_end(page, 0)
        page.wait_for_function(
            """() => document.querySelector('.ek-end')?.offsetParent
                || document.querySelector('.ek-status')?.innerText.match(/^(Your turn|None of your cards fits)/)""",
            timeout=TIMEOUT_MS,
        )
    else:
        raise AssertionError(f"the round did not end within {TURN_LIMIT} turns: {status(page)!r}")
    # the one round was the whole game: its end and New game, no Next round, no round 2
    end = page.locator(".ek-end").inner_text()
    assert "won" in end or "draw" in end, end
    assert "Minus points: You: " in status(page) and "Next round" not in status(page)
    assert page.get_by_role("button", name="New game", exact=True).is_visible()
    assert not page.get_by_role("button", name="Next round").is_visible()
    assert "Round 2" not in page.locator(".ek-nimmt-info").inner_text()
    dashboard_page.assert_healthy()


def test_half_the_tiles_of_start_11_and_the_time_left(dashboard_page: Any, dashboard_url: Callable[..., str]) -> None:
    dashboard_page.open(dashboard_url("play-start-11", players=2, level="easy", seed=3, holder="half", minutes=5))
    page = dashboard_page.page
    moves = page.locator(".ek-moves li").all_inner_texts()
    assert "Everybody got 10 tiles." in moves
    assert any(line.startswith("You have 5 minutes to play.") for line in moves)
    seats = page.locator(".ek-seats").inner_text()
    assert "You: 10 tiles" in seats and "Computer 1: 10 tiles" in seats
    assert "5 minutes left to play" in seats
    assert page.locator(".ek-tile").count() == 10  # the pupil's own holder, as dealt
    # a whole game takes ten tiles from one holder: a tile goes down and the count follows
    page.locator(".ek-table").get_by_role("button", name="Where can it go?").click()
    page.wait_for_function("() => document.querySelector('.ek-space[aria-label$=\"your tile can go here\"]')")
    space = page.locator('.ek-space[aria-label$="your tile can go here"]').first.get_attribute("data-space")
    tiles = page.locator(".ek-tile").evaluate_all("tiles => tiles.map(t => t.dataset.tile)")
    number = space.split()[-1]
    index = next(i for i, tile in enumerate(tiles) if tile == space or tile == f"grey {number}")
    page.locator(f".ek-tile[data-index='{index}']").click()
    page.wait_for_function(
        "(i) => document.querySelector(`.ek-tile[data-index='${i}']`).getAttribute('aria-label').endsWith(', chosen')",
        arg=index,
    )
    page.locator(f".ek-space[data-space='{space}']").click()
    page.wait_for_function("() => document.querySelectorAll('.ek-tile').length === 9", timeout=TIMEOUT_MS)
    assert "You: 9 tiles" in page.locator(".ek-seats").inner_text()
    dashboard_page.assert_healthy()
