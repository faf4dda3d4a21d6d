"""Play 11 nimmt! in a real browser: a whole 3-player round by clicking, through Voila.

The test reads the page as a pupil does (the pile tops from the piles' names, the hand from the
cards) and chooses a card that fits with the engine's arithmetic, so nothing is hard-coded. It reads
the narration and the round's scoring, checks the page stays healthy (no widget or console error, no
request off the machine), and prints the page's time to interactive and the time from a click to
the computers' answers (median and p95 over the round; each computer waits DEFAULT_PAUSE first, on
purpose, so a pupil can follow).
"""

from __future__ import annotations

import os
import re
import statistics
import time
from pathlib import Path

from elevenkit.nimmt import fits
from elevenkit.widgets.tables.frame import DEFAULT_PAUSE
from tests.helpers.nimmt_pupil import (
    TIMEOUT_MS,
    YOUR_TURN,
    choose,
    pupil_move,
    read_table,
    status,
    wait_for_pupil_or_round_end,
)

PLAYERS = 3


def test_play_a_whole_round_by_clicking(dashboard_page, dashboard_url):
    opened = dashboard_page.open(dashboard_url("play-11-nimmt", players=PLAYERS, level="medium", seed=7))
    page = dashboard_page.page
    assert page.locator(".ek-title").inner_text() == "Play 11 nimmt!"
    assert status(page).startswith("Your turn")
    answers, own = [], []
    turns = 0
    while page.locator(".ek-nimmt-round-end").count() == 0:
        moves_before, start = pupil_move(page)
        page.wait_for_function(
            f"() => document.querySelectorAll('.ek-moves li').length > {moves_before}", timeout=TIMEOUT_MS
        )
        own.append(time.perf_counter() - start)
        # among the lines since the click comes the pupil's own (cards are laid lowest first, so a
        # computer's line may come before it)
        page.wait_for_function(
            "(before) => [...document.querySelectorAll('.ek-moves li')].reverse().slice(before)"
            ".some(li => li.innerText.startsWith('You ')"
            " && (li.innerText.includes(' goes on ') || li.innerText.includes('took pile')))",
            arg=moves_before,
            timeout=TIMEOUT_MS,
        )
        wait_for_pupil_or_round_end(page, 0)
        if page.locator(".ek-nimmt-round-end").count() == 0:  # both computers answered
            answers.append(time.perf_counter() - start)
        turns += 1
        assert turns < 60, "the round did not end"
    # the narration says the arithmetic of every move, the newest first
    moves = page.locator(".ek-moves li").all_inner_texts()
    assert any(re.search(r"\d+ goes on \d+: .*\d+ up", move) for move in moves)
    assert any(move.startswith("Computer 1 ") for move in moves) and any(
        move.startswith("Computer 2 ") for move in moves
    )
    # the round's scoring, hand by hand, and the table of minus points
    scoring = page.locator(".ek-nimmt-round-scoring li").all_inner_texts()
    assert [line.split(":")[0] for line in scoring] == ["You", "Computer 1", "Computer 2"]
    assert all(line.endswith(("ox head.", "ox heads.")) for line in scoring)
    assert any("no cards left, 0 ox heads" in line for line in scoring)
    # the table waits while the pupil reads the round's end (its line still on round 1); "Next round" goes on
    assert "Round 1 of 3" in page.locator(".ek-nimmt-info").inner_text()
    assert status(page).startswith("Round 1 is over") and "Minus points so far: You: " in status(page)
    page.get_by_role("button", name="Next round").click()
    page.locator(".ek-nimmt-info", has_text="Round 2 of 3").wait_for(timeout=TIMEOUT_MS)
    # a click that breaks the rules is refused in words: a card on a pile it does not fit
    wait_for_pupil_or_round_end(page, 1)
    tops, hand = read_table(page)
    wrong = next(((pile, card) for card in hand for pile, top in enumerate(tops) if not fits(top, card)), None)
    if wrong is not None and status(page).startswith(YOUR_TURN):
        pile, card = wrong
        choose(page, card)
        page.locator(f".ek-pile[data-pick='{pile}']").click()
        page.locator(".ek-feedback .ek-wrong").wait_for(timeout=TIMEOUT_MS)
        assert f"does not fit on {tops[pile]}" in page.locator(".ek-feedback").inner_text()
    dashboard_page.assert_healthy()
    pause = DEFAULT_PAUSE * (PLAYERS - 1)
    answers.sort()
    print(
        f"\n11 nimmt! table: interactive after {opened:.2f}s; {turns} turns; pupil's move shown after "
        f"{statistics.median(own) * 1000:.0f} ms (median); computers' answers after "
        f"{statistics.median(answers):.2f}s median, {answers[int(0.95 * (len(answers) - 1))]:.2f}s p95 "
        f"(of which {pause:.1f}s are the deliberate pauses)"
    )


#: every number a pupil must read, at least this many px tall: laptop and tablet, projector
READABLE = {(1280, 800): 16, (768, 1024): 16, (1920, 1080): 24}
#: the rendered size of every text in the piles' picture: its font size times the picture's scale
PILE_TEXT_SIZES = """() => {
  const svg = document.querySelector('.ek-nimmt-piles svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].map(t => [t.textContent, parseFloat(t.getAttribute('font-size')) * scale]);
}"""


def test_a_long_pile_keeps_every_number_readable(dashboard_page, dashboard_url):
    """Seven players, whole piles shown: after a few turns pile A holds 20 cards and more, and every
    number in the rows (the small cards, the top cards, the letters, the counts) stays readable."""
    dashboard_page.open(dashboard_url("play-11-nimmt", players=7, piles="whole", seed=7, level="hard"))
    page = dashboard_page.page
    sizes: list[int] = []
    for _turn in range(12):
        labels = page.locator(".ek-pile").evaluate_all("rows => rows.map(row => row.getAttribute('aria-label'))")
        sizes = [int(re.search(r"(\d+) cards?", label).group(1)) for label in labels]
        if max(sizes) >= 20 or page.locator(".ek-nimmt-round-end").count():
            break
        moves_before, _start = pupil_move(page)
        page.wait_for_function(
            f"() => document.querySelectorAll('.ek-moves li').length > {moves_before}", timeout=TIMEOUT_MS
        )
        wait_for_pupil_or_round_end(page, 0)
    assert max(sizes) >= 20, f"no long pile to measure: {sizes}"
    for (width, height), least in READABLE.items():
        page.set_viewport_size({"width": width, "height": height})
        texts = page.evaluate(PILE_TEXT_SIZES)  # reading a box lays the page out anew at this size
        print(
            f"\n{width}x{height}: longest pile {max(sizes)} cards, smallest text {min(size for _t, size in texts):.1f} px"
        )
        assert any(text.startswith(f"{max(sizes)} cards") for text, _size in texts)
        small = [(text, round(size, 1)) for text, size in texts if size < least]
        assert not small, f"at {width}x{height} these are under {least} px: {small}"
        info = page.locator(".ek-nimmt-info p").evaluate("p => parseFloat(getComputedStyle(p).fontSize)")
        assert info >= least, f"the round's line is {info} px at {width}x{height}"
    dashboard_page.assert_healthy()


#: whether every card of the hand and pile ``arg`` (the whole row) are on the screen
IN_VIEW_TOGETHER = """(pile) => {
  const inside = e => { const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1; };
  const cards = [...document.querySelectorAll('.ek-nimmt-card')];
  return cards.length > 0 && cards.every(inside) && inside(document.querySelector(`.ek-pile[data-pick='${pile}']`));
}"""


def test_many_piles_keep_the_hand_in_view(dashboard_page, dashboard_url, tmp_path):
    """The pupil takes pile A again and again: each take brings out two new piles, so the piles grow
    taller than the screen. They scroll in their own box: with the last pile in view, and with the
    first, every card of the hand is on the screen too (issue 22 item 12)."""
    dashboard_page.open(dashboard_url("play-11-nimmt", players=2, seed=3, level="easy"))
    page = dashboard_page.page
    for _turn in range(12):
        if page.locator(".ek-pile").count() >= 7 or page.locator(".ek-nimmt-round-end").count():
            break
        moves_before = page.locator(".ek-moves li").count()
        page.locator(".ek-pile[data-pick='0']").click()
        take = page.get_by_role("button", name=re.compile(r"^Take pile A"))
        take.wait_for(state="visible", timeout=TIMEOUT_MS)
        take.click()
        page.wait_for_function(
            f"() => document.querySelectorAll('.ek-moves li').length > {moves_before}", timeout=TIMEOUT_MS
        )
        wait_for_pupil_or_round_end(page, 0)
    piles = page.locator(".ek-pile").count()
    assert piles >= 7, f"only {piles} piles came out"
    for width, height in ((768, 1024), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        box = page.locator(".ek-nimmt-piles-box")
        tall = box.evaluate("b => [b.scrollHeight, b.clientHeight]")
        assert tall[0] > tall[1], f"at {width}x{height} the piles ({tall[0]} px) do not scroll in their box"
        box.evaluate("b => b.scrollIntoView({block: 'start'})")  # the page scrolled to the piles
        for pile in (piles - 1, 0):  # the piles scrolled in their box, to the last one and back
            page.locator(f".ek-pile[data-pick='{pile}']").evaluate("p => p.scrollIntoView({block: 'nearest'})")
            box.evaluate("b => b.scrollIntoView({block: 'start'})")
            page.wait_for_function(IN_VIEW_TOGETHER, arg=pile, timeout=TIMEOUT_MS)
            folder = Path(os.environ.get("ELEVENKIT_SCREENSHOTS", tmp_path))
            page.screenshot(path=str(folder / f"nimmt-many-piles-{pile}-{width}x{height}.png"))
    dashboard_page.assert_healthy()
