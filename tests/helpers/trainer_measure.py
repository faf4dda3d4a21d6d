"""Measuring a trainer page in the browser: the smallest text a pupil reads and the smallest tap target.

Shared by the trainers' browser tests. Text is every rendered text node inside the trainer (HTML
and SVG), its size the font size in CSS pixels on the screen (an SVG text's font size times the
drawing's scale). A tap target is every visible button, input and clickable (``data-pick``)
element; its size the smaller side of its box. The whole circle drawn small for orientation
(``[data-overview]``) and screen-reader-only text are neither read nor tapped, so they are left out.
The deck word printed small at the foot of a card (``.ek-deck-word``: the deck is told by the shapes
in the card's corners too) is measured, but reported apart from the words a pupil must read.
"""

from __future__ import annotations

from typing import Any

#: viewport name -> (width, height, smallest text in px, smallest tap target in px)
VIEWPORTS: dict[str, tuple[int, int, float, float]] = {
    "projector": (1920, 1080, 24, 32),
    "laptop": (1280, 800, 16, 32),
    "tablet-upright": (768, 1024, 16, 44),
    "tablet-landscape": (1024, 768, 16, 44),
}

_MEASURE_JS = """(root) => {
  const scope = document.querySelector(root);
  const shown = (el) => {
    if (!el || el.closest('[data-overview], .ek-live, title, [hidden]')) return false;
    const rects = el.getClientRects();
    if (!rects.length) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
    }
    return true;
  };
  const size = (el) => {
    const font = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) {
      const m = el.getScreenCTM();
      return font * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    return font;
  };
  const texts = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !shown(el)) continue;
    texts.push({text: text.slice(0, 40), px: size(el), digits: /[0-9]/.test(text), decor: !!el.closest('.ek-deck-word')});
  }
  const targets = [];
  for (const el of scope.querySelectorAll('button, input, select, [data-pick], [role=button]')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    targets.push({what: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30), px: Math.min(box.width, box.height)});
  }
  return {texts, targets};
}"""


def measure(page: Any, root: str = ".ek-trainer-app") -> dict[str, Any]:
    """The smallest text (``text``: all of it; ``word``: but the deck word; ``number``: text with a
    digit), and the smallest tap target (``tap``) under ``root``, in CSS pixels, with what they are."""
    found = page.evaluate(_MEASURE_JS, root)
    texts, targets = found["texts"], found["targets"]
    assert texts and targets, f"nothing measured under {root}"
    smallest = min(texts, key=lambda item: item["px"])
    words = [item for item in texts if not item["decor"]]
    smallest_word = min(words, key=lambda item: item["px"])
    numbers = [item for item in words if item["digits"]]
    smallest_number = min(numbers, key=lambda item: item["px"]) if numbers else smallest_word
    tap = min(targets, key=lambda item: item["px"])
    return {
        "text": round(smallest["px"], 1),
        "text_what": smallest["text"],
        "word": round(smallest_word["px"], 1),
        "word_what": smallest_word["text"],
        "number": round(smallest_number["px"], 1),
        "number_what": smallest_number["text"],
        "tap": round(tap["px"], 1),
        "tap_what": tap["what"],
    }
