"""Measuring a pupil page in the browser: the smallest text a pupil reads, the smallest thing to tap,
and whether the page scrolls sideways — at the five screens of issue 24.

For every browser test of a pupil page (trainers, game tables, lessons). ``measure_page(page)``
looks at everything drawn inside ``root``:

- **text**: every rendered text node (HTML and SVG), its size the font size in CSS pixels on the
  screen (an SVG text's font size times the drawing's scale). Left out: text a screen reader reads
  but nobody sees (``.ek-live``, a clipped 1-px box), ``<title>`` tooltips, closed ``<details>``,
  and whatever matches ``skip`` (a caller names what is decoration, never what a pupil reads).
- **targets**: every visible button, input, select, ``<summary>``, link, ``[data-pick]`` and
  ``[role=button]``, and every element that shows the pointer cursor of its own (a parent without
  it): a pupil takes a pointer for something to click, so a tiny number with a pointer cursor is
  a tiny target even when the click goes to a larger parent. Its size is the smaller side of its box.
- **sideways**: the page, or any scrolling box inside ``root``, is wider than the screen (a
  picture that says it can be panned carries ``data-pan`` and is left out).

:data:`SCREENS` holds the five screens with their least sizes: text 24 px on a projector, 16 px on
a laptop and a tablet, 14 px on a phone; targets 44 px on a touch screen (Playwright's
``has_touch``: the page sees ``pointer: coarse``), 32 px with a mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["SCREENS", "Screen", "measure_page", "new_screen_page", "shortfalls"]


@dataclass(frozen=True)
class Screen:
    """A screen a pupil page is opened on, and the least sizes it must keep there (CSS px)."""

    width: int
    height: int
    touch: bool
    least_text: float
    least_tap: float


#: the five screens of issue 24, by name
SCREENS: dict[str, Screen] = {
    "projector": Screen(1920, 1080, False, 24, 32),
    "laptop": Screen(1280, 800, False, 16, 32),
    "tablet-upright": Screen(768, 1024, True, 16, 44),
    "tablet-landscape": Screen(1024, 768, True, 16, 44),
    "phone": Screen(412, 915, True, 14, 44),
}

_MEASURE_JS = """([root, skip]) => {
  const scopes = [...document.querySelectorAll(root)];
  if (!scopes.length) return null;
  const hiddenText = '.ek-live, title, [hidden], details:not([open]) > :not(summary)' + (skip ? ', ' + skip : '');
  const shown = (el) => {
    if (!el || el.closest(hiddenText)) return false;
    if (!el.getClientRects().length) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1.5 || box.height < 1.5) return false;
    for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
      const clip = style.clip || '';
      if (style.position === 'absolute' && (clip.startsWith('rect(0') || style.clipPath === 'inset(50%)')) return false;
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
  for (const scope of scopes) {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    texts.push({what: text.slice(0, 40), px: Math.round(size(el) * 10) / 10});
  }
  }
  const all = scopes.flatMap((scope) => [scope, ...scope.querySelectorAll('*')]);
  const chosen = new Set(all.filter((el) => el.matches(
    'button, input:not([type=hidden]), select, textarea, summary, a[href], [data-pick], [role=button]')));
  for (const el of all) {
    const parent = el.parentElement;
    if (getComputedStyle(el).cursor === 'pointer' && (!parent || getComputedStyle(parent).cursor !== 'pointer')) chosen.add(el);
  }
  const targets = [];
  for (const el of chosen) {
    if (!shown(el) || el.disabled) continue;
    const box = el.getBoundingClientRect();
    const what = (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || el.tagName);
    targets.push({what: what.trim().replace(/\\s+/g, ' ').slice(0, 40), px: Math.round(Math.min(box.width, box.height) * 10) / 10});
  }
  const sideways = [];
  const page = document.scrollingElement || document.documentElement;
  if (page.scrollWidth > innerWidth + 1) sideways.push(`the page is ${page.scrollWidth} px wide`);
  for (const el of all) {
    if (el.closest('[data-pan]') || !shown(el)) continue;
    const overflow = getComputedStyle(el).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
      sideways.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} scrolls ${el.scrollWidth - el.clientWidth} px`);
    }
  }
  return {texts, targets, sideways, coarse: matchMedia('(pointer: coarse)').matches};
}"""


def measure_page(page: Any, root: str = "body", skip: str = "") -> dict[str, Any]:
    """The smallest text (``text``, ``text_what``) and the smallest target (``tap``, ``tap_what``)
    under every element ``root`` (a CSS selector) matches, in CSS pixels, the ``sideways`` scrolling found (empty: none), whether the page
    sees a coarse pointer (``coarse``), and every text and target measured (``texts``, ``targets``,
    smallest first). ``skip`` is a CSS selector of what is neither read nor tapped."""
    found = page.evaluate(_MEASURE_JS, [root, skip])
    assert found is not None, f"nothing matches {root!r} on {page.url}"
    texts = sorted(found["texts"], key=lambda item: item["px"])
    targets = sorted(found["targets"], key=lambda item: item["px"])
    return {
        "text": texts[0]["px"] if texts else None,
        "text_what": texts[0]["what"] if texts else None,
        "tap": targets[0]["px"] if targets else None,
        "tap_what": targets[0]["what"] if targets else None,
        "sideways": found["sideways"],
        "coarse": found["coarse"],
        "texts": texts,
        "targets": targets,
    }


def shortfalls(sizes: dict[str, Any], screen: Screen) -> list[str]:
    """What falls short of ``screen``'s least sizes in ``sizes`` (from :func:`measure_page`), in words."""
    problems = [
        f"text {item['px']} px < {screen.least_text} px: {item['what']!r}"
        for item in sizes["texts"]
        if item["px"] < screen.least_text - 0.05
    ]
    problems += [
        f"target {item['px']} px < {screen.least_tap} px: {item['what']!r}"
        for item in sizes["targets"]
        if item["px"] < screen.least_tap - 0.05
    ]
    problems += [f"scrolls sideways: {what}" for what in sizes["sideways"]]
    if sizes["coarse"] != screen.touch:
        problems.append(f"the page sees pointer: {'coarse' if sizes['coarse'] else 'fine'}")
    return problems


def new_screen_page(browser: Any, name: str) -> tuple[Any, Any]:
    """A new browser context and page the size of the screen ``name`` of :data:`SCREENS` (on a touch
    screen with touch and a mobile viewport, as a tablet's browser); the caller closes the context."""
    screen = SCREENS[name]
    context = browser.new_context(
        viewport={"width": screen.width, "height": screen.height}, has_touch=screen.touch, is_mobile=screen.touch
    )
    return context, context.new_page()
