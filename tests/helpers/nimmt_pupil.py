"""A pupil at the 11 nimmt! table in a real browser: reads the page as a pupil does (the pile tops
from the piles' names, the hand from the cards) and chooses a card that fits with the engine's
arithmetic, so nothing is hard-coded (the browser tests of the table share it)."""

from __future__ import annotations

import re
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from elevenkit.nimmt import fits

__all__ = ["TIMEOUT_MS", "YOUR_TURN", "choose", "pupil_move", "read_table", "status", "wait_for_pupil_or_round_end"]

YOUR_TURN = ("Your turn", "None of your cards fits")
#: generous: the kernel answers in well under a second, but a shared test machine can be slow
TIMEOUT_MS = 45_000


def status(page) -> str:
    return page.locator(".ek-status").inner_text()


def wait_for_pupil_or_round_end(page, rounds_before: int, timeout_s: float = 60) -> None:
    """Wait until it is the pupil's turn again, or the round has ended (its scoring is shown)."""
    try:
        page.wait_for_function(
            """([before, starts]) => document.querySelectorAll('.ek-nimmt-round-end').length > before
                || starts.some(start => document.querySelector('.ek-status')?.innerText.startsWith(start))""",
            arg=[rounds_before, list(YOUR_TURN)],
            timeout=timeout_s * 1000,
        )
    except PlaywrightTimeoutError:
        raise AssertionError(f"the computers did not answer within {timeout_s}s: {status(page)!r}") from None


def read_table(page) -> tuple[list[int], list[int]]:
    """The pile tops (from each pile's accessible name) and the pupil's hand, as the page shows them."""
    labels = page.locator(".ek-pile").evaluate_all("rows => rows.map(row => row.getAttribute('aria-label'))")
    tops = [int(re.search(r"top card (\d+)", label).group(1)) for label in labels]
    hand = [int(n) for n in page.locator(".ek-nimmt-card").evaluate_all("cards => cards.map(c => c.dataset.pick)")]
    return tops, hand


def choose(page, card: int) -> None:
    """Click a hand card and wait until the kernel has it chosen (the page's own mark shows at once)."""
    page.locator(f".ek-nimmt-card[data-pick='{card}']").click()
    page.wait_for_selector(f".ek-nimmt-card[data-pick='{card}'] .ek-nimmt-tag:has-text('chosen')", timeout=TIMEOUT_MS)


def pupil_move(page) -> tuple[int, float]:
    """Make one move by clicking; returns how many moves the list held before and when the last click was."""
    moves_before = page.locator(".ek-moves li").count()
    tops, hand = read_table(page)
    choice = next(((pile, card) for card in hand for pile, top in enumerate(tops) if fits(top, card)), None)
    if choice is None:
        page.locator(".ek-pile[data-pick='0']").click()
        take = page.get_by_role("button", name=re.compile(r"^Take pile A"))
        take.wait_for(state="visible", timeout=TIMEOUT_MS)
        start = time.perf_counter()
        take.click()
        return moves_before, start
    pile, card = choice
    choose(page, card)
    start = time.perf_counter()
    page.locator(f".ek-pile[data-pick='{pile}']").click()
    page.wait_for_function(
        f"() => document.querySelectorAll('.ek-moves li').length > {moves_before} || document.querySelector('.ek-nimmt-plan')",
        timeout=TIMEOUT_MS,
    )
    if page.locator(".ek-nimmt-plan").count():  # with bull cards the card waits in the plan for "Lay them"
        start = time.perf_counter()
        page.get_by_role("button", name="Lay them").click()
    return moves_before, start
