"""Waits on a condition in a Playwright page, for the browser tests (never a fixed sleep)."""

from __future__ import annotations

from typing import Any

# True once every stylesheet and web font has loaded, and the page has had no running CSS transition
# or animation (endless ones, such as a spinner, aside) and the same layout (window and document
# size, and the box of every element) for ``frames`` animation frames in a row. Polled each frame.
_STABLE_LAYOUT_JS = """(frames) => {
  const wait = window.__ekLayoutWait || (window.__ekLayoutWait = {last: null, same: 0});
  const boxes = Array.from(document.querySelectorAll('body *'), e => {
    const r = e.getBoundingClientRect();
    return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
  }).join(';');
  const root = document.documentElement;
  const layout = [innerWidth, innerHeight, root.scrollWidth, root.scrollHeight, boxes].join('|');
  const loading = document.fonts.status !== 'loaded'
    || Array.from(document.querySelectorAll('link[rel=stylesheet]')).some(link => !link.sheet);
  const moving = loading || document.getAnimations().some(
    a => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity
  );
  wait.same = !moving && layout === wait.last ? wait.same + 1 : 0;
  wait.last = layout;
  if (wait.same < frames) return false;
  delete window.__ekLayoutWait;
  return true;
}"""

LAYOUT_TIMEOUT_MS = 20_000


def wait_for_stable_layout(page: Any, frames: int = 3, timeout_ms: int = LAYOUT_TIMEOUT_MS) -> None:
    """Wait until ``page`` has stopped moving: after a resize, a click that starts a transition, or
    stylesheets that load after the widgets; before measuring boxes or taking a screenshot."""
    page.evaluate("() => { delete window.__ekLayoutWait; }")
    page.wait_for_function(_STABLE_LAYOUT_JS, arg=frames, polling="raf", timeout=timeout_ms)


def resize(page: Any, width: int, height: int) -> None:
    """Give ``page`` a new viewport and wait until its layout has settled at that size."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=[width, height])
    wait_for_stable_layout(page)
