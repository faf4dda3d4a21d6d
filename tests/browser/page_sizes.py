"""Measuring any pupil page in the browser (issue 24): the smallest text a pupil must read, the smallest
target a pupil can click, horizontal scrolling and anything that needs hover, a right click or a drag.

Shared by ``test_browser_sizes.py`` (every pupil page at five screens) and any test that wants the
same figures. What counts:

- **Text**: every rendered text node of the notebook's output (HTML and SVG), its size the computed
  font size in CSS pixels on the screen (an SVG text's font size times the drawing's scale). Left
  out: screen-reader-only text (``.ek-live`` and anything clipped to 1 px), ``<title>``, hidden
  text, the deck word printed small at the foot of a card (``.ek-deck-word``: the deck is told by
  the shapes in the card's corners too) and the picture of the whole circle drawn small for
  orientation (``[data-overview]``: its numbers are repeated large on the arc).
- **Targets**: only what a pupil can click: buttons, inputs, selects, links, ``<summary>``,
  elements with a role a pupil presses (button, checkbox, radio, link, tab, switch, option),
  ``[data-pick]``, elements with a click (or pointer/touch/mouse down) handler (recorded by
  :data:`INIT_SCRIPT` as the page adds them) and elements whose cursor turns into a pointer
  (the outermost one: a card's drawing inherits the card's pointer). A native ``disabled`` control
  is no target. Its size is the smaller side of its box.
- **Horizontal scrolling**: the document wider than the screen, or a box inside that scrolls
  sideways, except a picture marked ``data-pan`` (it says in words that it can be panned).
- **Hover, right click, drag**: a style rule of the kit's that shows, hides or replaces something
  only under ``:hover`` (display, visibility, opacity, content, sizes), a ``mouseenter``/``mouseover``
  handler, a ``contextmenu`` handler, or a ``draggable`` element, on an element of the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: screen name -> (width, height, touch, smallest text in px); targets: 44 px on touch, 32 px with a mouse
SCREENS: dict[str, tuple[int, int, bool, float]] = {
    "projector": (1920, 1080, False, 24),
    "laptop": (1280, 800, False, 16),
    "tablet-upright": (768, 1024, True, 16),
    "tablet-landscape": (1024, 768, True, 16),
    "phone": (412, 915, True, 14),
}
TOUCH_TARGET = 44
MOUSE_TARGET = 32

#: runs before any script of the page: remembers which elements get click- or hover-like handlers
INIT_SCRIPT = """(() => {
  const clicks = new WeakSet(), hovers = new WeakSet(), menus = new WeakSet();
  window.__ekHandlers = {clicks, hovers, menus};
  const CLICK = ['click', 'dblclick', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
  const HOVER = ['mouseenter', 'mouseover', 'pointerenter', 'pointerover'];
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (this instanceof Element) {
      if (CLICK.includes(type)) clicks.add(this);
      if (HOVER.includes(type)) hovers.add(this);
      if (type === 'contextmenu') menus.add(this);
    }
    return add.call(this, type, listener, options);
  };
})();"""

_MEASURE_JS = """(root) => {
  const scope = document.querySelector(root) || document.body;
  const handlers = window.__ekHandlers || {clicks: new WeakSet(), hovers: new WeakSet(), menus: new WeakSet()};
  const visible = (el) => {
    const rects = el.getClientRects();
    if (!rects.length) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.getAttribute('value')
                        || el.tagName).trim().replace(/\\s+/g, ' ').slice(0, 40);
  const where = (el) => {
    const named = el.closest('[class*="ek-"]');
    const cls = named ? [...named.classList].filter(c => c.startsWith('ek-')).slice(0, 2).join('.') : '';
    return el.tagName.toLowerCase() + (cls ? ' in .' + cls : '');
  };
  const size = (el) => {  // on the screen: an SVG's scale and a CSS zoom (the "Bigger text" switch) included
    const font = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) {
      const m = el.getScreenCTM();
      return font * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    return font * (el.currentCSSZoom || 1);
  };
  const texts = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('[data-overview], .ek-live, .ek-deck-word, title, style, script, [hidden]')) continue;
    if (!visible(el)) continue;
    texts.push({px: size(el), what: text.replace(/\\s+/g, ' ').slice(0, 40), where: where(el)});
  }
  const ROLES = ['button', 'checkbox', 'radio', 'link', 'tab', 'switch', 'option', 'menuitem'];
  const pointer = (el) => el && el instanceof Element && getComputedStyle(el).cursor === 'pointer';
  const targets = [];
  for (const el of scope.querySelectorAll('*')) {
    const clickable = el.matches('button, input:not([type=hidden]), select, textarea, a[href], summary, [data-pick]')
      || ROLES.includes(el.getAttribute('role')) || handlers.clicks.has(el) || el.onclick
      || (pointer(el) && !pointer(el.parentElement));
    if (!clickable || el.disabled || !visible(el)) continue;
    const box = el.getBoundingClientRect();
    targets.push({px: Math.min(box.width, box.height), what: name(el), where: where(el)});
  }
  const width = document.documentElement.clientWidth;
  const scrolls = [];
  if (document.documentElement.scrollWidth > width + 1) {
    const wide = [...scope.querySelectorAll('*')].filter(el => el.getBoundingClientRect().right > width + 1
      && visible(el) && !el.closest('[data-pan]'));
    if (wide.length) scrolls.push({what: 'the page', width: document.documentElement.scrollWidth,
                                   where: wide.slice(-1).map(where)[0]});
  }
  for (const el of scope.querySelectorAll('*')) {
    const overflow = getComputedStyle(el).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1
        && visible(el) && !el.closest('[data-pan]')) {
      scrolls.push({what: name(el), width: el.scrollWidth, where: where(el)});
    }
  }
  const needs = [];
  const REVEALS = ['display', 'visibility', 'opacity', 'content', 'width', 'height', 'max-height', 'max-width', 'clip', 'clip-path'];
  const rules = (list) => [...list].flatMap(rule => rule.cssRules ? rules(rule.cssRules) : [rule]);
  for (const sheet of document.styleSheets) {
    let list;
    try { list = sheet.cssRules; } catch (error) { continue; }
    for (const rule of rules(list)) {
      if (!rule.selectorText || !rule.selectorText.includes(':hover') || !rule.selectorText.includes('ek-')) continue;
      const changed = REVEALS.filter(prop => rule.style.getPropertyValue(prop));
      if (!changed.length) continue;
      for (const selector of rule.selectorText.split(',')) {
        if (!selector.includes(':hover')) continue;
        let found = [];
        try { found = [...scope.querySelectorAll(selector.replace(/:hover/g, ''))]; } catch (error) {}
        if (found.some(visible)) needs.push({what: 'hover: ' + selector.trim() + ' {' + changed.join(', ') + '}'});
      }
    }
  }
  for (const el of scope.querySelectorAll('*')) {
    if (!visible(el)) continue;
    if (handlers.hovers.has(el) || el.onmouseover || el.onmouseenter) needs.push({what: 'hover handler', where: where(el)});
    if (handlers.menus.has(el) || el.oncontextmenu) needs.push({what: 'right click', where: where(el)});
    if (el.getAttribute('draggable') === 'true') needs.push({what: 'drag', where: where(el)});
  }
  return {texts, targets, scrolls, needs};
}"""


@dataclass(frozen=True)
class Sizes:
    """What one page measures at one screen."""

    text: float  #: the smallest text a pupil must read, CSS px
    text_what: str  #: that text, and where it is
    target: float  #: the smallest side of the smallest target a pupil can click, CSS px
    target_what: str
    scrolls: tuple[str, ...]  #: what scrolls sideways (empty: nothing)
    needs: tuple[str, ...]  #: what needs hover, a right click or a drag (empty: nothing)

    def problems(self, screen: str) -> list[str]:
        """Every way these figures miss what ``screen`` asks for (empty: the page passes there)."""
        _width, _height, touch, least_text = SCREENS[screen]
        least_target = TOUCH_TARGET if touch else MOUSE_TARGET
        found = []
        if self.text < least_text:
            found.append(f"text {self.text} px < {least_text} px: {self.text_what}")
        if self.target < least_target:
            found.append(f"target {self.target} px < {least_target} px: {self.target_what}")
        found += [f"scrolls sideways: {what}" for what in self.scrolls]
        found += [f"needs {what}" for what in self.needs]
        return found


def measure_page(page: Any, root: str = "#rendered_cells") -> Sizes:
    """Measure the page under ``root`` (the notebook's output) as it is shown now."""
    found = page.evaluate(_MEASURE_JS, root)
    texts, targets = found["texts"], found["targets"]
    assert texts and targets, f"nothing measured under {root}"
    text = min(texts, key=lambda item: item["px"])
    target = min(targets, key=lambda item: item["px"])
    return Sizes(
        text=round(text["px"], 1),
        text_what=f"{text['what']!r} ({text['where']})",
        target=round(target["px"], 1),
        target_what=f"{target['what']!r} ({target['where']})",
        scrolls=tuple(
            sorted({f"{item['what']!r} {item['width']} px ({item.get('where', '')})" for item in found["scrolls"]})
        ),
        needs=tuple(sorted({f"{item['what']} {item.get('where', '')}".strip() for item in found["needs"]})),
    )


def table(found: dict[tuple[str, str], Sizes], pages: list[str]) -> str:
    """A markdown table: one row per page, one column per screen, each cell "text / target" in px,
    marked ``!`` where the page misses that screen's figures."""
    lines = ["| page | " + " | ".join(f"{name} {w}×{h}" for name, (w, h, _t, _x) in SCREENS.items()) + " |"]
    lines.append("|---" * (len(SCREENS) + 1) + "|")
    for page in pages:
        cells = []
        for screen in SCREENS:
            sizes = found.get((page, screen))
            if sizes is None:
                cells.append("–")
                continue
            mark = " !" if sizes.problems(screen) else ""
            scroll = " ↔" if sizes.scrolls else ""
            cells.append(f"{sizes.text:g} / {sizes.target:g}{scroll}{mark}")
        lines.append(f"| {page} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
