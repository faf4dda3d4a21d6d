"""Play Start 11! in a real Chromium through Voila: a whole game by clicking, as a pupil does.

The pupil turns on "Where can it go?", reads the lit spaces, clicks the tile that fits one and
then the space; takes a tile from the bag when the button appears, gives a tile away when allowed,
ends the turn after two tiles. Once it tries a tile where it does not fit and reads why. At the
end it reads the move list and the scoring. It measures the time to interactive, click -> answer
and the computer's turns (with their pauses).
"""

from __future__ import annotations

import os
import re
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers.page_waits import resize, wait_for_stable_layout

QUERY = {"players": 2, "level": "easy", "seed": 7}
STEP_LIMIT = 600
TURN_TIMEOUT_MS = 90_000

# everything a pupil can see of the table, to wait for Python's answer to a click
_SIGNATURE_JS = """() => {
  const table = document.querySelector('.ek-table');
  if (!table) return '';
  const labels = [...table.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label')).join('|');
  return table.innerText + '#' + labels;
}"""
_STATE_JS = """() => {
  const table = document.querySelector('.ek-table');
  const current = table.querySelector(".ek-seats li[aria-current='true']");
  const end = table.querySelector('.ek-end');
  return {
    mine: !!current && current.innerText.includes('You'),
    over: !!end && end.offsetParent !== null,
    lit: [...table.querySelectorAll('.ek-space')].filter(e => e.getAttribute('aria-label').endsWith('your tile can go here'))
           .map(e => e.dataset.space),
    tiles: [...table.querySelectorAll('.ek-tile')].map(e => e.dataset.tile),
    chosen: [...table.querySelectorAll('.ek-tile')].findIndex(e => e.getAttribute('aria-label').endsWith(', chosen')),
    status: table.querySelector('.ek-status').innerText,
  };
}"""


class Pupil:
    """Clicks on the page and waits for the table's answer."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.answers: list[float] = []  # click -> the page shows Python's answer

    def act(self, click: Callable[[], None]) -> None:
        before = self.page.evaluate(_SIGNATURE_JS)
        start = time.perf_counter()
        click()
        self.page.wait_for_function(f"(old) => ({_SIGNATURE_JS})() !== old", arg=before, polling=20)
        self.answers.append(time.perf_counter() - start)

    def button(self, name: str) -> Any:
        return self.page.locator(".ek-table").get_by_role("button", name=name)

    def visible(self, name: str) -> bool:
        found = self.button(name)
        return found.count() > 0 and found.first.is_visible()

    def tile(self, index: int) -> None:
        self.act(lambda: self.page.locator(f".ek-tile[data-index='{index}']").click())

    def space(self, space: str) -> None:
        self.act(lambda: self.page.locator(f".ek-space[data-space='{space}']").click())

    def state(self) -> dict[str, Any]:
        return self.page.evaluate(_STATE_JS)


def _fitting_tile(tiles: list[str], space: str) -> int:
    """The holder position of a tile that belongs on ``space`` (its own tile, or the joker of its number)."""
    number = space.split()[-1]
    return next(i for i, tile in enumerate(tiles) if tile == space or tile == f"grey {number}")


def test_a_whole_game_of_start11_by_clicking(dashboard_page: Any, dashboard_url: Callable[..., str]) -> None:
    opened = dashboard_page.open(dashboard_url("play-start-11", **QUERY))
    page = dashboard_page.page
    pupil = Pupil(page)
    pupil.act(lambda: pupil.button("Where can it go?").click())
    computer_turns: list[float] = []
    refused = drew = gave = 0
    turn_ended = None
    for _step in range(STEP_LIMIT):
        page.wait_for_function(
            f"() => {{ const s = ({_STATE_JS})(); return s.mine || s.over; }}", timeout=TURN_TIMEOUT_MS
        )
        if turn_ended is not None:
            computer_turns.append(time.perf_counter() - turn_ended)
            turn_ended = None
        state = pupil.state()
        if state["over"]:
            break
        before = page.locator(".ek-moves li").count()
        if state["chosen"] >= 0 and state["lit"]:  # a bonus or drawn tile that must go down
            pupil.space(state["lit"][0])
        elif pupil.visible("Take a tile from the bag"):
            pupil.act(lambda: pupil.button("Take a tile from the bag").click())
            drew += 1
        elif pupil.visible("Give"):
            pupil.tile(len(state["tiles"]) - 1)
            pupil.act(lambda: pupil.button("Give").first.click())
            gave += 1
        elif "You placed 2" in state["status"] and pupil.visible("End my turn"):
            pupil.act(lambda: pupil.button("End my turn").click())
        elif state["lit"] and state["chosen"] < 0:
            if not refused:  # a tile where it does not fit: the table says why
                stuck = [i for i, t in enumerate(state["tiles"]) if not t.startswith("grey") and t not in state["lit"]]
                pupil.tile(stuck[0])
                pupil.space(state["tiles"][stuck[0]])
                message = page.inner_text(".ek-feedback .ek-msg.ek-wrong")
                assert "on the board first" in message and state["tiles"][stuck[0]].capitalize() in message
                pupil.tile(stuck[0])  # put it back
                refused += 1
                continue
            target = state["lit"][0]
            pupil.tile(_fitting_tile(state["tiles"], target))
            pupil.space(target)
        elif pupil.visible("End my turn"):
            pupil.act(lambda: pupil.button("End my turn").click())
        elif pupil.visible("Let the next player go"):
            pupil.act(lambda: pupil.button("Let the next player go").click())
        else:  # the buttons are being redrawn after the last move (a loaded machine): look again once drawn
            wait_for_stable_layout(page)
            continue
        page.wait_for_function("(n) => document.querySelectorAll('.ek-moves li').length > n", arg=before)
        if not pupil.state()["mine"]:
            turn_ended = time.perf_counter()
    else:
        raise AssertionError(f"the game did not end within {STEP_LIMIT} steps")

    assert refused == 1 and drew > 0, (refused, drew, gave)
    moves = page.locator(".ek-moves li").all_inner_texts()
    assert any(text.startswith("You placed") for text in moves)
    assert any(text.startswith("Computer 1 placed") for text in moves)
    assert any(text.startswith("You took a tile from the bag") for text in moves)
    end = page.inner_text(".ek-end")
    assert ("You won" in end or "Computer 1 won" in end) and "no tiles left, 0 minus points." in end
    sums = re.findall(r"^(?:You|Computer 1): [a-z].*: ([\d +]+?)(?: = (\d+))? minus points\.$", end, re.M)
    assert len(sums) == 1, end  # the loser's tiles, added up line by line
    parts, total = sums[0]
    assert sum(int(p) for p in parts.split(" + ")) == int(total or parts)
    assert page.get_by_role("button", name="New game", exact=True).is_visible()
    dashboard_page.assert_healthy()
    answers = sorted(pupil.answers)
    turns = sorted(computer_turns)
    print(
        f"\nplay start 11: interactive after {opened:.2f} s; {len(answers)} clicks, click -> answer median "
        f"{statistics.median(answers) * 1000:.0f} ms, p95 {answers[int(0.95 * (len(answers) - 1))] * 1000:.0f} ms; "
        f"{len(turns)} computer turns (with a pause before each step) median {statistics.median(turns):.1f} s, "
        f"p95 {turns[int(0.95 * (len(turns) - 1))]:.1f} s; draws {drew}, tiles given {gave}"
    )


def _bottom_right(page: Any, selector: str) -> tuple[float, float]:
    return page.evaluate(
        """(sel) => { const boxes = [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)
                        .map(e => e.getBoundingClientRect());
                      return [Math.max(...boxes.map(b => b.bottom)), Math.max(...boxes.map(b => b.right))]; }""",
        selector,
    )


def test_play_start11_fits_tablet_laptop_and_projector(
    dashboard_page: Any, dashboard_url: Callable[..., str], tmp_path: Path
) -> None:
    """The whole board, the pupil's tiles and the buttons show without scrolling at 1280x800 and
    1920x1080. On an upright tablet (768x1024) the board is 1-10 over 11-20, big enough for a
    finger, so 20 tiles and the buttons are one scroll down: then the line 11-20, the tiles and the
    buttons are on screen together. Nothing is wider than the screen. Screenshots go to
    ``$ELEVENKIT_SCREENSHOTS`` (or the test's temporary folder)."""
    folder = Path(os.environ.get("ELEVENKIT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    page = dashboard_page.page
    dashboard_page.open(dashboard_url("play-start-11", players=3, level="medium", variant=1, seed=11))
    page.locator(".ek-table").get_by_role("button", name="Where can it go?").click()
    page.wait_for_function("() => document.querySelector('.ek-space[aria-label$=\"your tile can go here\"]')")
    for width, height in ((1280, 800), (768, 1024), (1920, 1080)):
        resize(page, width, height)
        page.screenshot(path=str(folder / f"play-start11-{width}x{height}.png"))
        if width < height:
            page.locator(".ek-actions button:visible").last.scroll_into_view_if_needed()
            wait_for_stable_layout(page)
            tops = page.evaluate(
                "() => [...document.querySelectorAll('.ek-board-piece, .ek-holder-tiles')]"
                ".map(e => e.getBoundingClientRect().top)"
            )
            assert min(tops[2:]) >= 0, tops  # the second line (11-15, 16-20) and the tiles
        for selector in (".ek-board-pieces" if width > height else ".ek-holder-tiles", ".ek-actions button"):
            bottom, right = _bottom_right(page, selector)
            assert bottom <= height and right <= width, (width, height, selector, bottom, right)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    dashboard_page.assert_healthy()
    print(f"\nscreenshots in {folder}")
