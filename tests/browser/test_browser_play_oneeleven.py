"""Play one-eleven in a real Chromium through Voila: a whole 2-player game by clicking, as a pupil does.

The pupil asks "What could I take?" twice (the counts, then the captures), reads the first capture
from the page, clicks its hand card and the table cards and presses "Take these cards" (and the
value button when a wild or 1-11 is asked); when nothing can be taken it lays its first card
down. Once it tries table cards its card cannot take and reads why in numbers; once it tries to
lay a card down when it could take and reads the rule. At the end it reads the move list and the
scoring. It measures the time to interactive, click -> the page's answer and click -> the
computer's move (with the pause before it).
"""

from __future__ import annotations

import os
import re
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from elevenkit.oneeleven import ALL_CARDS, Card
from elevenkit.oneeleven.svg import card_name
from tests.helpers.page_waits import resize, wait_for_stable_layout

QUERY = {"players": 2, "level": "hard", "deck": "addition", "seed": 7}
STEP_LIMIT = 120
TURN_TIMEOUT_MS = 90_000
HAND = ".ek-card-row[aria-label='Your cards'] .ek-card"
TABLE = ".ek-card-row[aria-label='The table'] .ek-card"

_STATE_JS = """() => {
  const table = document.querySelector('.ek-table');
  const current = table.querySelector(".ek-seats li[aria-current='true']");
  const end = table.querySelector('.ek-end');
  const names = sel => [...table.querySelectorAll(sel)].map(e => e.getAttribute('aria-label'));
  return {
    mine: !!current && current.innerText.includes('You'),
    over: !!end && end.offsetParent !== null,
    hand: names(".ek-card-row[aria-label='Your cards'] .ek-card"),
    table: names(".ek-card-row[aria-label='The table'] .ek-card"),
    status: table.querySelector('.ek-status').innerText,
    moves: table.querySelectorAll('.ek-moves li').length,
  };
}"""
# the answers a click waits for
SAYS = "(text) => document.querySelector('.ek-table .ek-feedback').innerText.includes(text)"
MOVED = "(n) => document.querySelectorAll('.ek-table .ek-moves li').length > n"
MOVED_OR_ASKS = f"(n) => ({MOVED})(n) || document.querySelector('.ek-ask')?.offsetParent"
PRESSED = "([sel, was]) => document.querySelector(sel).getAttribute('aria-pressed') !== was"
_NAMES = {card_name(card): card for card in ALL_CARDS}  # "card 7", "card one-eleven", "wild card"


class Pupil:
    """Clicks on the page; each click waits for the answer it expects from the table."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.answers: list[float] = []  # click -> the page shows Python's answer

    def click_until(self, target: Any, answer_js: str, arg: Any = None) -> None:
        """Click ``target`` and wait until ``answer_js(arg)`` is true; the time goes to :attr:`answers`."""
        start = time.perf_counter()
        target.click()
        self.page.wait_for_function(answer_js, arg=arg, polling=20, timeout=TURN_TIMEOUT_MS)
        self.answers.append(time.perf_counter() - start)

    def button(self, name: str) -> Any:
        return self.page.locator(".ek-table").get_by_role("button", name=name)

    def press(self, name: str, answer_js: str, arg: Any = None) -> None:
        self.click_until(self.button(name), answer_js, arg)

    def ask_for_help(self, expected: str) -> None:
        """Press "What could I take?" and wait until the hint says ``expected``."""
        self.press("What could I take?", SAYS, expected)

    def card(self, row: str, index: int) -> None:
        """Click a card of ``row`` (HAND or TABLE) and wait until it shows chosen or put back."""
        selector = f"{row}[data-index='{index}']"
        self.click_until(
            self.page.locator(selector), PRESSED, [selector, self.page.get_attribute(selector, "aria-pressed")]
        )

    def chosen(self, index: int) -> bool:
        """True if the hand card at ``index`` is chosen."""
        return self.page.get_attribute(f"{HAND}[data-index='{index}']", "aria-pressed") == "true"

    def state(self) -> dict[str, Any]:
        return self.page.evaluate(_STATE_JS)


def _card(words: str) -> Card:
    """A card as the hints write it: "9", "1-11", "1-11 as 11", "wild card as 7", "the wild card"."""
    return Card.parse("=" if "wild card" in words else words.split(" as ")[0])


def _read_capture(line: str) -> tuple[Card, int | None, list[Card]]:
    """The hand card, its value (a wild or 1-11) and the table cards of a hint line:
    "Your 9 takes 2, 4 and 5: ..."."""
    found = re.match(r"Your (.+?) takes (.+?): ", line)
    assert found, line
    played, taken = found.groups()
    value = re.search(r" as (\d+)$", played)
    cards = [_card(words) for words in re.split(r", | and ", taken)]
    return _card(played), int(value.group(1)) if value else None, cards


def _positions(names: list[str], cards: list[Card]) -> list[int]:
    """The positions of ``cards`` in a row of card names (each position used once)."""
    free = list(enumerate(names))
    chosen = []
    for card in cards:
        index = next(i for i, name in free if _NAMES[name] is card and i not in chosen)
        chosen.append(index)
    return chosen


def _no_capture_pair(state: dict[str, Any]) -> tuple[int, list[int]] | None:
    """A plain hand card and two plain table cards that neither add nor take away to it."""
    hand = [(i, _NAMES[name]) for i, name in enumerate(state["hand"])]
    table = [(i, _NAMES[name]) for i, name in enumerate(state["table"])]
    for h, card in hand:
        if len(card.values) > 1:
            continue
        value = card.values[0]
        plain = [(i, c.values[0]) for i, c in table if len(c.values) == 1 and c.values[0] != value]
        for (a, x), (b, y) in ((p, q) for p in plain for q in plain if p[0] < q[0]):
            if x + y != value and abs(x - y) != value:
                return h, [a, b]
    return None


def test_a_whole_game_of_oneeleven_by_clicking(
    dashboard_page: Any, dashboard_url: Callable[..., str], tmp_path: Path
) -> None:
    """A whole game; a screenshot after the first computer move and one of the end go to
    ``$ELEVENKIT_SCREENSHOTS`` (or the test's temporary folder)."""
    folder = Path(os.environ.get("ELEVENKIT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    opened = dashboard_page.open(dashboard_url("play-one-eleven", **QUERY))
    page = dashboard_page.page
    pupil = Pupil(page)
    computer_answers: list[float] = []
    refused = forced = asked = laid = taken = 0
    for _turn in range(STEP_LIMIT):
        page.wait_for_function(
            f"() => {{ const s = ({_STATE_JS})(); return s.mine || s.over; }}", timeout=TURN_TIMEOUT_MS
        )
        state = pupil.state()
        if state["over"]:
            break
        if "None of your cards can take anything" in state["status"]:
            pupil.card(HAND, 0)
            played = time.perf_counter()
            pupil.press("Lay it down", MOVED, state["moves"])
            laid += 1
        else:
            if not refused and (pair := _no_capture_pair(state)) is not None:
                hand_index, table_indexes = pair
                pupil.card(HAND, hand_index)
                for index in table_indexes:
                    pupil.card(TABLE, index)
                pupil.press("Take these cards", SAYS, ", not ")
                message = page.inner_text(".ek-feedback .ek-msg.ek-wrong")
                assert re.search(r"\d+ [+−] \d+ = \d+.*, not \d+\.", message), message
                for index in table_indexes:  # put the table cards back
                    pupil.card(TABLE, index)
                refused += 1
            if not forced:
                if not pupil.chosen(0):
                    pupil.card(HAND, 0)
                pupil.press("Lay it down", SAYS, 'the rule is "take if you can"')
                forced += 1
            pupil.ask_for_help("You can take cards in ")
            counted = page.inner_text(".ek-feedback")
            assert re.match(r"★?\s*You can take cards in \d+ ways?: with your ", counted), counted
            pupil.ask_for_help("You could take:")
            first = page.locator(".ek-feedback li").first.inner_text()
            card, value, cards = _read_capture(first)
            hand_index = _positions(state["hand"], [card])[0]
            if not pupil.chosen(hand_index):
                pupil.card(HAND, hand_index)
            for index in _positions(state["table"], cards):
                pupil.card(TABLE, index)
            played = time.perf_counter()
            pupil.press("Take these cards", MOVED_OR_ASKS, state["moves"])
            if page.locator(".ek-ask").is_visible():
                assert value is not None and "Which one?" in page.inner_text(".ek-ask")
                played = time.perf_counter()
                button = page.locator(".ek-ask button").filter(has_text=re.compile(rf"^\s*{value}\s*$"))
                pupil.click_until(button, MOVED, state["moves"])
                asked += 1
            taken += 1
        page.wait_for_function(  # the computer's answer (or the end)
            f"(n) => ({MOVED})(n + 1) || document.querySelector('.ek-end')?.offsetParent",
            arg=state["moves"],
            timeout=TURN_TIMEOUT_MS,
            polling=20,
        )
        computer_answers.append(time.perf_counter() - played)
        if len(computer_answers) == 3:
            wait_for_stable_layout(page)
            page.screenshot(path=str(folder / "play-oneeleven-game-1280x900.png"), full_page=True)
    else:
        raise AssertionError(f"the game did not end within {STEP_LIMIT} turns")

    assert refused == 1 and forced == 1 and taken > 5, (refused, forced, taken, laid, asked)
    moves = page.locator(".ek-moves li").all_inner_texts()
    assert any(re.match(r"You played .+ and took .+: \d+ = \d+", text) for text in moves)
    assert any(re.match(r"Computer 1 played .+ and took .+: \d+ = \d+", text) for text in moves)
    end = page.inner_text(".ek-end")
    assert "You won" in end or "Computer 1 won" in end or "nobody wins" in end
    assert re.search(
        r"^You took \d+ cards?\. (No bonus cards|\d+ of them (is a|are) bonus cards? \(.+\)): \d+ points?\.$", end, re.M
    ), end
    total = re.search(r"^All points together: (\d+) \+ (\d+) = (\d+)", end, re.M)
    assert total and int(total[1]) + int(total[2]) == int(total[3]) in (28, 29), end
    # each player's points: the same number in the scoring and in the header above the table
    header = page.inner_text(".ek-seats")
    for name, points in (("You", total[1]), ("Computer 1", total[2])):
        assert re.search(rf"^{name}: .+ = {points} points?\.$", end, re.M), end
        assert re.search(rf"{name}: .*took \d+ cards?, {points} points?", header), header
    assert page.get_by_role("button", name="New game", exact=True).is_visible()
    pupil.press("Why did Computer 1 do that?", SAYS, "Why did Computer 1 do that? It ")
    assert page.inner_text(".ek-feedback").strip().startswith("★ Why did Computer 1 do that? It ")
    page.screenshot(path=str(folder / "play-oneeleven-end-1280x900.png"), full_page=True)
    dashboard_page.assert_healthy()
    answers = sorted(pupil.answers)
    computer = sorted(computer_answers)
    print(
        f"\nplay one-eleven: interactive after {opened:.2f} s; {len(answers)} clicks, click -> answer median "
        f"{statistics.median(answers) * 1000:.0f} ms, p95 {answers[int(0.95 * (len(answers) - 1))] * 1000:.0f} ms; "
        f"{len(computer)} computer moves, click -> the computer's move (with its pause) median "
        f"{statistics.median(computer):.2f} s, p95 {computer[int(0.95 * (len(computer) - 1))]:.2f} s; "
        f"captures {taken}, laid down {laid}, values asked {asked}"
    )


def _outside(page: Any, selector: str, width: int, height: int) -> list[dict[str, float]]:
    """The boxes of the visible elements of ``selector`` that reach beyond a ``width`` x ``height`` screen."""
    boxes = [element.bounding_box() for element in page.locator(selector).all() if element.is_visible()]
    return [box for box in boxes if box and (box["x"] + box["width"] > width or box["y"] + box["height"] > height)]


def test_play_oneeleven_fits_tablet_laptop_and_projector(
    dashboard_page: Any, dashboard_url: Callable[..., str], tmp_path: Path
) -> None:
    """The table, the pupil's hand and the buttons show without scrolling at 1280x800, 768x1024
    and 1920x1080; nothing is wider than the screen. Screenshots go to ``$ELEVENKIT_SCREENSHOTS``
    (or the test's temporary folder)."""
    folder = Path(os.environ.get("ELEVENKIT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    page = dashboard_page.page
    dashboard_page.open(dashboard_url("play-one-eleven", players=4, level="medium", deck="mixed", seed=11))
    pupil = Pupil(page)
    pupil.ask_for_help("You can take cards in ")
    pupil.ask_for_help("You could take:")
    card, _value, cards = _read_capture(page.locator(".ek-feedback li").first.inner_text())
    state = pupil.state()
    pupil.card(HAND, _positions(state["hand"], [card])[0])
    pupil.card(TABLE, _positions(state["table"], cards)[0])
    screens = {(1280, 800): "laptop", (768, 1024): "tablet", (1920, 1080): "projector"}
    for (width, height), screen in screens.items():
        resize(page, width, height)
        page.screenshot(path=str(folder / f"play-oneeleven-{width}x{height}.png"))
        outside = {
            selector: _outside(page, selector, width, height) for selector in (TABLE, HAND, ".ek-actions button")
        }
        assert not any(outside.values()), (screen, outside)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, screen
    dashboard_page.assert_healthy()
    print(f"\nscreenshots in {folder}")
