"""Measuring any pupil page in the browser (issue 24), one helper for every browser test: the smallest
text a pupil must read, the smallest target a pupil can click, sideways scrolling, anything that
needs hover, a right click or a drag, speaker buttons over other targets, and icons that would show
as empty boxes.

:func:`measure_page` runs ``page_sizes.js`` on everything a CSS selector matches (the notebook's
output by default; a test may name only the parts it answers for). What counts:

- **Text**: every rendered text node (HTML and SVG) with a box of its own, its size the computed font
  size in CSS pixels on the screen (an SVG text's font size times the drawing's scale, a CSS zoom
  included). Left out: screen-reader-only text (``.ek-live`` and anything clipped to 1 px),
  ``<title>``, hidden text, a closed ``<details>`` but its summary, the picture of the whole circle
  drawn small for orientation (``[data-overview]``: its numbers are repeated large on the arc) and
  what the caller's ``skip`` names. The deck word printed small at the foot of a card
  (``.ek-deck-word``: the deck is told by the shapes in the card's corners too) is measured but
  kept apart (:attr:`Sizes.text` leaves it out).
- **Targets**: only what a pupil can click: buttons, inputs, selects, links, ``<summary>``,
  elements with a role a pupil presses (button, checkbox, radio, link, tab, switch, option),
  ``[data-pick]``, elements with a click (or pointer/touch/mouse down) handler (recorded by
  :data:`INIT_SCRIPT` where a test adds it before the page's scripts) and elements whose cursor
  turns into a pointer (the outermost one: a card's drawing inherits the card's pointer). A native
  ``disabled`` control is no target. Its size is the smaller side of its box.
- **Sideways scrolling**: the document wider than the screen, or a box inside that scrolls sideways,
  except a picture marked ``data-pan`` (it says in words that it can be panned).
- **Hover, right click, drag**: a style rule of the kit's that shows, hides or replaces something
  only under ``:hover`` (display, visibility, opacity, content, sizes), a ``mouseenter``/``mouseover``
  handler, a ``contextmenu`` handler, or a ``draggable`` element.
- **Overlaps**: a read-aloud speaker button (``.ek-speak``) whose box covers part of another target
  (the next text's speaker, a button) that is neither inside it nor around it.
- **Icons**: an ``<img>`` that did not load (``naturalWidth`` 0), or a sign in a text or a
  ``::before``/``::after`` (an emoji, arrow, tick: a symbol outside ASCII) that no font of the page
  draws: it would show as an empty box (Debian's Chromium has no emoji font).
- **Picture cues**: the pictures of what to do before an instruction for the youngest (``img.ek-cue``:
  tap, count, find …), each at least as large as a target on that screen, so a child sees it.

:data:`SCREENS` holds the five screens of issue 24 with their least sizes: text 24 px on a projector,
16 px on a laptop and a tablet, 14 px on a phone; targets 44 px on a touch screen, 32 px with a mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["INIT_SCRIPT", "MOUSE_AND_TABLETS", "SCREENS", "Screen", "Sizes", "measure_page", "new_screen_page", "table"]


@dataclass(frozen=True)
class Screen:
    """A screen a pupil page is opened on, and the least sizes it must keep there (CSS px)."""

    width: int
    height: int
    touch: bool
    least_text: float
    least_tap: float


#: the five screens of issue 24, by name (the mouse screens first: Chromium keeps ``hover: none`` after touch)
SCREENS: dict[str, Screen] = {
    "projector": Screen(1920, 1080, False, 24, 32),
    "laptop": Screen(1280, 800, False, 16, 32),
    "tablet-upright": Screen(768, 1024, True, 16, 44),
    "tablet-landscape": Screen(1024, 768, True, 16, 44),
    "phone": Screen(412, 915, True, 14, 44),
}
#: the screens a trainer's own browser test opens (every page at the phone: ``test_browser_sizes.py``)
MOUSE_AND_TABLETS = ("projector", "laptop", "tablet-upright", "tablet-landscape")

_HERE = Path(__file__).parent
#: runs before any script of the page: remembers which elements get click- or hover-like handlers
INIT_SCRIPT = (_HERE / "page_handlers.js").read_text(encoding="utf-8")
_MEASURE_JS = (_HERE / "page_sizes.js").read_text(encoding="utf-8")


@dataclass(frozen=True)
class Measured:
    """One text or target measured: its size in CSS px, what it says and where it is."""

    px: float
    what: str
    where: str
    digits: bool = False  #: a text with a digit in it (a number to read)
    decor: bool = False  #: the deck word at the foot of a card: decoration, kept apart

    def __str__(self) -> str:
        return f"{self.px:g} px {self.what!r} ({self.where})"


@dataclass(frozen=True)
class Sizes:
    """What one page (or the parts measured) shows at one screen; ``texts`` and ``targets`` smallest first."""

    texts: tuple[Measured, ...]  #: every text a pupil reads, the deck word too
    targets: tuple[Measured, ...]  #: every target a pupil can click
    scrolls: tuple[str, ...]  #: what scrolls sideways (empty: nothing)
    needs: tuple[str, ...]  #: what needs hover, a right click or a drag (empty: nothing)
    overlaps: tuple[str, ...]  #: a speaker button over another target (empty: none)
    icons: tuple[str, ...]  #: a picture that did not load, a sign no font has (empty: none)
    coarse: bool  #: the page sees a coarse pointer (a touch screen)
    cues: tuple[Measured, ...] = ()  #: every picture cue shown, smallest first

    def _least(self, digits: bool = False) -> Measured | None:
        read = [item for item in self.texts if not item.decor and (item.digits or not digits)]
        return read[0] if read else None

    @property
    def text(self) -> float | None:
        """The smallest text a pupil must read (the deck word left out), CSS px; None: no text."""
        least = self._least()
        return round(least.px, 1) if least else None

    @property
    def number(self) -> float | None:
        """The smallest text with a digit in it (the deck word left out), CSS px; None: none."""
        least = self._least(digits=True)
        return round(least.px, 1) if least else None

    @property
    def target(self) -> float | None:
        """The smaller side of the smallest target, CSS px; None: no target."""
        return round(self.targets[0].px, 1) if self.targets else None

    def problems(self, screen: str) -> list[str]:
        """Every way these figures miss what ``screen`` asks for (empty: the page passes there)."""
        need = SCREENS[screen]
        least = self._least()
        found = []
        if least is not None and least.px < need.least_text - 0.05:
            found.append(f"text {least} < {need.least_text} px")
        if self.targets and self.targets[0].px < need.least_tap - 0.05:
            found.append(f"target {self.targets[0]} < {need.least_tap} px")
        found += [f"scrolls sideways: {what}" for what in self.scrolls]
        found += [f"needs {what}" for what in self.needs]
        found += [f"overlaps: {what}" for what in self.overlaps]
        found += [f"icon: {what}" for what in self.icons]
        found += [f"picture cue {cue} < {need.least_tap} px" for cue in self.cues if cue.px < need.least_tap - 0.05]
        if self.coarse != need.touch:
            found.append(f"the page sees pointer: {'coarse' if self.coarse else 'fine'}")
        return found

    def cell(self, screen: str) -> str:
        """ "text / target" in px for :func:`table`, ``!`` where the figures miss ``screen``'s."""
        mark = " !" if self.problems(screen) else ""
        scroll = " ↔" if self.scrolls else ""
        return f"{self.text or 0:g} / {self.target or 0:g}{scroll}{mark}"


def _items(found: list[dict[str, Any]]) -> tuple[Measured, ...]:
    return tuple(sorted((Measured(**item) for item in found), key=lambda item: item.px))


def measure_page(page: Any, root: str = "#rendered_cells", skip: str = "") -> Sizes:
    """Measure what ``root`` (a CSS selector: every element it matches) shows now; ``skip`` is a CSS
    selector of what is neither read nor tapped (a caller names decoration, never what a pupil reads)."""
    found = page.evaluate(_MEASURE_JS, [root, skip])
    assert found is not None, f"nothing matches {root!r} on {page.url}"
    return Sizes(
        texts=_items(found["texts"]),
        targets=_items(found["targets"]),
        scrolls=tuple(sorted(set(found["scrolls"]))),
        needs=tuple(sorted(set(found["needs"]))),
        overlaps=tuple(sorted(set(found["overlaps"]))),
        icons=tuple(sorted(set(found["icons"]))),
        coarse=found["coarse"],
        cues=_items(found["cues"]),
    )


def new_screen_page(browser: Any, name: str) -> tuple[Any, Any]:
    """A new browser context and page the size of the screen ``name`` (on a touch screen with touch and
    a mobile viewport, as a tablet's browser); the caller closes the context."""
    screen = SCREENS[name]
    context = browser.new_context(
        viewport={"width": screen.width, "height": screen.height}, has_touch=screen.touch, is_mobile=screen.touch
    )
    return context, context.new_page()


def table(found: dict[tuple[str, str], Sizes], pages: list[str]) -> str:
    """A markdown table: one row per page, one column per screen, each cell "text / target" in px,
    marked ``!`` where the page misses that screen's figures."""
    lines = ["| page | " + " | ".join(f"{name} {s.width}×{s.height}" for name, s in SCREENS.items()) + " |"]
    lines.append("|---" * (len(SCREENS) + 1) + "|")
    for page in pages:
        cells = [found[(page, screen)].cell(screen) if (page, screen) in found else "–" for screen in SCREENS]
        lines.append(f"| {page} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
