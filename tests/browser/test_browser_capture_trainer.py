"""The Capture Trainer dashboard in a real Chromium: click a right group, key in a wrong one.

The test deals the same task in-process from the same ``?seed=`` link and asks the engine for a
right group and the explanation of a wrong one, then does in the browser what a pupil does.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from elevenkit.oneeleven.drawing import DECK_STYLES
from elevenkit.widgets.trainers.capture import CaptureTrainerApp
from tests.helpers.page_waits import resize, wait_for_stable_layout

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
    assert len(task.best.groups) >= 2, "the first right group must leave more to take"

    opened = dashboard_page.open(dashboard_url("capture-trainer", **QUERY))
    page = dashboard_page.page
    cards = page.locator(".ek-card[role='button']")
    cards.nth(len(task.table) - 1).wait_for()
    assert cards.count() == len(task.table)
    names = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    assert names == [
        f"card {c}".replace("card 1-11", "card one-eleven").replace("card =", "wild card") for c in task.table
    ]
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
    assert "Score: no task done yet" in page.inner_text(".ek-score")  # more to take: the task goes on

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
    assert "Score: no task done yet" in page.inner_text(".ek-score")  # a wrong group does not end the task

    # pressing Enter again on a chosen card puts it back
    cards.nth(wrong[0]).focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([i]) => document.querySelectorAll(\".ek-card[role='button']\")[i].getAttribute('aria-pressed') === 'false'",
        arg=[wrong[0]],
    )

    # the last group finishes the turn: no table card can be chosen any more
    cards.nth(wrong[1]).click()
    for group in task.best.groups[1:]:
        for index in group.indices:
            cards.nth(index).click()
        message, _later = _check_and_time(page, message)
    assert "taken everything it can this turn" in message
    # the locked table is the card row's own widget update, which may land just after the feedback
    page.wait_for_function("() => !document.querySelector(\".ek-card[role='button']\")", timeout=15_000)
    page.wait_for_function(
        "() => document.querySelector('.ek-score').innerText.includes('Score: 1 right')", timeout=15_000
    )
    score = page.inner_text(".ek-score")  # one task solved, after a wrong try: not right first time
    assert "Score: 1 right with a hint or another go" in score and "first time" not in score, score

    # the teacher's settings: a real button reached by the keyboard, a link the browser makes whole
    settings = page.get_by_role("button", name="Difficulty (for the teacher)")
    settings.focus()
    page.keyboard.press("Enter")
    link = page.locator(".ek-share-url")
    link.wait_for()
    url = link.input_value()
    assert url.startswith(f"{dashboard_page.base_url}/voila/render/capture-trainer.ipynb?seed={SEED}&size=")
    assert page.locator(".ek-share a").get_attribute("href") == url
    seed_box = page.get_by_label("Task list number")
    seed_box.fill("1e5")
    seed_box.press("Enter")
    page.get_by_text("The task list number is a whole number").wait_for()
    assert link.input_value() == url
    seed_box.fill("15")
    seed_box.press("Enter")
    page.wait_for_function("() => document.querySelector('.ek-share-url').value.includes('seed=15&')")

    dashboard_page.assert_healthy()
    print(
        f"\ncapture trainer: opened with a dealt task in {opened:.2f} s; "
        f"Check -> feedback median {statistics.median([first_check, second_check]) * 1000:.0f} ms "
        f"({first_check * 1000:.0f}, {second_check * 1000:.0f})"
    )


def _box(page: Any, selector: str) -> dict[str, float]:
    """The union of the bounding boxes of every element ``selector`` finds."""
    return page.evaluate(
        """(sel) => {
          const boxes = [...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect());
          return {top: Math.min(...boxes.map(b => b.top)), bottom: Math.max(...boxes.map(b => b.bottom)),
                  left: Math.min(...boxes.map(b => b.left)), right: Math.max(...boxes.map(b => b.right)),
                  width: boxes[0].width};
        }""",
        selector,
    )


def test_capture_trainer_fits_laptop_projector_and_tablet(
    dashboard_page: Any, dashboard_url: Callable[..., str], tmp_path: Any
) -> None:
    """At 1280x800 the cards, Check and the feedback show without scrolling; a projector shows
    bigger cards and type; nothing is wider than a portrait tablet. Screenshots go to ``tmp_path``."""
    page = dashboard_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    dashboard_page.open(dashboard_url("capture-trainer", seed=7, level=6))  # level 6: the biggest table
    page.get_by_role("button", name="Check", exact=True).click()
    page.locator(FEEDBACK).wait_for()
    sizes = {}
    for width, height in ((1280, 800), (1920, 1080), (768, 1024)):
        resize(page, width, height)
        page.screenshot(path=str(tmp_path / f"capture-trainer-{width}x{height}.png"))
        needed = [".ek-card", ".ek-buttons button", FEEDBACK]
        boxes = {selector: _box(page, selector) for selector in needed}
        assert all(box["right"] <= width for box in boxes.values()), (width, boxes)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        if (width, height) != (768, 1024):
            assert all(box["bottom"] <= height for box in boxes.values()), (width, height, boxes)
        font = page.eval_on_selector(".ek-question", "e => parseFloat(getComputedStyle(e).fontSize)")
        sizes[width] = (boxes[".ek-card"]["width"], font)
    assert sizes[1920][0] > sizes[1280][0] * 1.2 and sizes[1920][1] > sizes[1280][1] * 1.2
    dashboard_page.assert_healthy()
    print(f"\nscreenshots in {tmp_path}; card width and question size by screen width: {sizes}")


# ---- what is drawn on a card, at the four classroom sizes -----------------------------------------

#: boxes in the page, in CSS pixels: each card's badges (the tick of a chosen card, the star of a
#: ringed one, drawn as ::after / ::before), its hint ring, its "taken" band and the texts on it,
#: and the part of its row that shows (the widget around the row clips everything outside its box)
_CARD_BOXES_JS = """() => {
  const rect = (r) => ({top: r.top, bottom: r.bottom, left: r.left, right: r.right});
  const visible = (row) => {
    let box = rect(row.getBoundingClientRect());
    for (let n = row.parentElement; n && n !== document.body; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = n.getBoundingClientRect();
      box = {top: Math.max(box.top, b.top), bottom: Math.min(box.bottom, b.bottom),
             left: Math.max(box.left, b.left), right: Math.min(box.right, b.right)};
    }
    return box;
  };
  const pseudo = (card, which) => {
    const s = getComputedStyle(card, which);
    if (s.content === 'none' || s.content === 'normal') return null;
    const c = card.getBoundingClientRect();
    const px = (v) => parseFloat(v) || 0;
    const width = px(s.width) + px(s.paddingLeft) + px(s.paddingRight) + px(s.borderLeftWidth) + px(s.borderRightWidth);
    const height = px(s.height) + px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth);
    const shift = s.transform === 'none' ? new DOMMatrix() : new DOMMatrix(s.transform);
    const left = (s.left !== 'auto' ? c.left + px(s.left) : c.right - px(s.right) - width) + shift.e;
    const top = c.top + px(s.top) + shift.f;
    return {top, bottom: top + height, left, right: left + width, font: px(s.fontSize), text: s.content};
  };
  const text = (card, selector) => {
    const el = card.querySelector(selector);
    if (!el) return null;
    const m = el.getScreenCTM();
    return {...rect(el.getBoundingClientRect()), hidden: el.getAttribute('aria-hidden'),
            font: parseFloat(getComputedStyle(el).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c))};
  };
  return [...document.querySelectorAll('.ek-card')].map((card) => {
    const s = getComputedStyle(card);
    const ring = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
    const c = rect(card.getBoundingClientRect());
    return {
      cls: card.className, index: card.dataset.index, card: c, row: visible(card.closest('.ek-card-row')),
      after: pseudo(card, '::after'), before: pseudo(card, '::before'),
      ring: s.outlineStyle === 'none' ? null : {top: c.top - ring, bottom: c.bottom + ring, left: c.left - ring, right: c.right + ring},
      deck: text(card, '.ek-deck-word'), number: text(card, "text[font-size='60'], text[font-size='52']"),
    };
  });
}"""


def _inside(inner: dict[str, float], outer: dict[str, float], slack: float = 0.5) -> bool:
    return all(
        (inner[side] >= outer[side] - slack) if side in ("top", "left") else (inner[side] <= outer[side] + slack)
        for side in ("top", "bottom", "left", "right")
    )


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def _twin_seed() -> tuple[int, Any]:
    """The first level-1 seed whose first task's second hint names a card whose number lies on the
    table twice: only the ring can tell which one the hint means."""
    for seed in range(1, 200):
        task = CaptureTrainerApp.from_params({"seed": str(seed), "level": "1"}).trainer.capture_task
        table = task.table
        if any(table.count(table[index]) > 1 for index in task.hint_steps()[1].cards):
            return seed, task
    raise AssertionError("no seed deals a table with a number twice")


def test_card_words_badges_and_hint_rings_at_four_sizes(
    browser: Any, voila_url: str, dashboard_url: Callable[..., str], tmp_path: Any
) -> None:
    """At projector, laptop and both tablet sizes: a hint that names a card rings it (and the
    ring and its star show whole); a chosen card's tick badge shows whole inside the row; "taken"
    is as big as the words a pupil must read and covers neither the number nor the deck word; the
    deck word is decoration (hidden from screen readers) and the question says the deck in words."""
    from tests.helpers.page_sizes import MOUSE_AND_TABLETS, SCREENS

    seed, task = _twin_seed()
    steps, group = task.hint_steps(), task.best.groups[0]
    deck = DECK_STYLES[task.mode]["name"]
    found = {}
    for name in MOUSE_AND_TABLETS:
        width, height, least_text = SCREENS[name].width, SCREENS[name].height, SCREENS[name].least_text
        ctx = browser.new_context(viewport={"width": width, "height": height}, has_touch=name.startswith("tablet"))
        try:
            page = ctx.new_page()
            page.goto(voila_url + dashboard_url("capture-trainer", seed=seed, level=1), timeout=90_000)
            cards = page.locator(".ek-table-column .ek-card[role='button']")
            cards.nth(len(task.table) - 1).wait_for(timeout=90_000)
            assert f"from the {deck}" in page.inner_text(".ek-question"), name
            hint = page.get_by_role("button", name="Hint")
            for number in (1, 2):
                hint.click()
                page.wait_for_function(
                    "([sel, text]) => (document.querySelector(sel) || {}).innerText?.includes(text)",
                    arg=[FEEDBACK, steps[number - 1].text],
                )
            page.wait_for_selector(".ek-table-column .ek-card.ek-hinted")
            wait_for_stable_layout(page)  # the stylesheet's transitions have ended
            boxes = page.evaluate(_CARD_BOXES_JS)
            table = [box for box in boxes if box["index"] is not None and "ek-hinted" in box["cls"]]
            assert [int(box["index"]) for box in table] == list(steps[1].cards), (name, table)
            for box in table:
                assert box["before"] and "★" in box["before"]["text"], (name, box)
                assert _inside(box["before"], box["row"]) and _inside(box["ring"], box["row"]), (name, box)
            # the pupil chooses the group: the ring goes, each chosen card wears its tick whole
            for index in group.indices:
                cards.nth(index).click()
                page.wait_for_selector(f".ek-table-column .ek-card[data-pick='{index}'][aria-pressed='true']")
            page.mouse.move(0, 0)
            wait_for_stable_layout(page)
            assert page.locator(".ek-card.ek-hinted").count() == 0, name
            boxes = page.evaluate(_CARD_BOXES_JS)
            chosen = [box for box in boxes if "ek-selected" in box["cls"]]
            assert len(chosen) == len(group.indices), name
            for box in chosen:
                assert box["after"] and "✓" in box["after"]["text"], (name, box)
                assert _inside(box["after"], box["row"]), (name, "the tick is cut off", box)
            page.screenshot(path=str(tmp_path / f"capture-chosen-{name}-{width}x{height}.png"))
            # a right group is taken: "taken" is readable and leaves the number and the deck word free
            page.get_by_role("button", name="Check", exact=True).click()
            page.wait_for_selector(".ek-table-column .ek-card.ek-taken")
            wait_for_stable_layout(page)
            boxes = page.evaluate(_CARD_BOXES_JS)
            taken = [box for box in boxes if "ek-taken" in box["cls"]]
            assert len(taken) == len(group.indices), name
            for box in taken:
                label = box["before"]
                assert label and "taken" in label["text"] and _inside(label, box["card"]), (name, box)
                assert label["font"] >= least_text, (name, "taken", label["font"])
                assert not _overlap(label, box["deck"]) and not _overlap(label, box["number"]), (name, box)
            assert all(box["deck"]["hidden"] == "true" for box in boxes), name
            found[name] = {
                "deck word px": round(min(box["deck"]["font"] for box in boxes), 1),
                "taken px": round(min(box["before"]["font"] for box in taken), 1),
            }
            page.screenshot(path=str(tmp_path / f"capture-taken-{name}-{width}x{height}.png"))
        finally:
            ctx.close()
    print(f"\nscreenshots in {tmp_path}; sizes by screen: {found}")
