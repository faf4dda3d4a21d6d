"""The picture view (cards, number circle, board) answers every click once, even one that Python's
redraw overtakes: a redraw between press and release replaced the element under the mouse, Chromium
then sent no click at all, and the pupil's click was lost (CI's whole one-eleven game waited 90 s on
such a card). The view's own script runs in Chromium with a stand-in for the widget model."""

from __future__ import annotations

from typing import Any

import pytest

from elevenkit.widgets.common.assets import STATIC

CARD = "<div class='ek-card' data-pick='3' role='button' aria-pressed='false' style='width:120px;height:160px'>7</div>"

#: renders svg_view.js with a model that records what the view sends; ``redrawOnPress`` makes Python's
#: answer to an earlier click arrive while the button is held down
MOUNT = """async ([source, markup, redrawOnPress]) => {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const view = (await import(url)).default;
  const values = { markup, announce: "" };
  const listeners = {};
  window.sent = [];
  const model = {
    get: (name) => values[name],
    on: (name, callback) => { (listeners[name] = listeners[name] || []).push(callback); },
    off: () => {},
    send: (message) => window.sent.push(message),
  };
  const el = document.createElement("div");
  document.body.append(el);
  view.render({ model, el });
  if (redrawOnPress) {
    document.addEventListener("pointerdown", () => {
      values.markup = markup.replace(">7<", "> 7 <");
      listeners["change:markup"].forEach((callback) => callback());
    }, { capture: true });
  }
}"""


@pytest.mark.parametrize("redrawn", [False, True], ids=["still", "redrawn-while-pressed"])
@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
def test_a_click_on_a_card_is_sent_once(browser: Any, touch: bool, redrawn: bool) -> None:
    context = browser.new_context(has_touch=touch)
    try:
        page = context.new_page()
        page.set_content("<!doctype html><body></body>")
        page.evaluate(MOUNT, [(STATIC / "svg_view.js").read_text(), CARD, redrawn])
        card = page.locator("[data-pick='3']")
        if touch:
            card.tap()
        else:
            card.click()
        page.wait_for_function("() => window.sent.length > 0")
        assert page.evaluate("() => window.sent[0]") == {"event": "pick", "value": "3"}
        # a second click is a pick of its own, and the first was not sent twice (a tap's click
        # after the release that picked)
        (card.tap if touch else card.click)()
        page.wait_for_function("() => window.sent.length > 1")
        assert page.evaluate("() => window.sent") == [{"event": "pick", "value": "3"}] * 2
    finally:
        context.close()
