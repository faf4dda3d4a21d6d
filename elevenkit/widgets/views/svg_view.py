"""The base of the widgets that show a picture drawn in Python: cards, the number circle, the board.

The renderers beside the engines (:mod:`elevenkit.oneeleven.svg`, :mod:`elevenkit.nimmt.svg`,
:mod:`elevenkit.start11.svg`) draw the picture as text; a widget puts it in ``markup`` and the one
small script ``static/svg_view.js`` inserts it, makes every element with ``data-pick`` clickable
and keyboard-reachable and sends ``{"event": "pick", "value": …}`` back. :meth:`SvgView.pick_value`
handles that message the same way for every widget; tests call it (or the widget's own ``pick``).
A click the widget cannot use (a taken card, the pupil's own card, a finished task, a number that
is not one to choose) is never silently dropped: the widget calls :meth:`SvgView.refuse` and every
function registered with :meth:`SvgView.on_refused` hears of it, so a trainer can say why. A click
on an element drawn ``aria-disabled`` comes with ``"disabled": true`` and goes straight there,
never to :meth:`SvgView.pick_value`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from elevenkit.core import ElevenkitError
from elevenkit.markup import Markup
from elevenkit.widgets.common.assets import STATIC

__all__ = ["STATIC", "SvgView", "drawn"]

log = logging.getLogger(__name__)


def drawn(picture: str) -> Markup:
    """A picture drawn by one of the kit's renderers (:mod:`elevenkit.oneeleven.svg` …), to place
    inside an element. The renderers build it with :mod:`elevenkit.markup`, so it is
    :class:`~elevenkit.markup.Markup`; a plain string (markup made by hand, or a text) is refused
    with ``TypeError``, so that nothing unescaped can pass for a picture."""
    if not isinstance(picture, Markup):
        raise TypeError(f"a picture must be built with elevenkit.markup, not given as {type(picture).__name__}")
    return picture


class SvgView(anywidget.AnyWidget):
    """A picture drawn in Python whose ``data-pick`` elements report clicks, Enter and Space."""

    _esm = STATIC / "svg_view.js"

    markup = traitlets.Unicode("", read_only=True, help="the picture as HTML/SVG text (drawn in Python)").tag(sync=True)
    announce = traitlets.Unicode("", read_only=True, help="what a screen reader says after a change").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._refused_listeners: list[Callable[[str], None]] = []
        self.on_msg(self._on_front_end_msg)

    def pick_value(self, value: str) -> None:
        """What a click, Enter or Space on the element with ``data-pick=value`` does."""
        raise NotImplementedError

    def on_refused(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(value)`` whenever a pick of ``value`` cannot be used."""
        self._refused_listeners.append(listener)

    def refuse(self, value: str) -> None:
        """A pick of ``value`` that changes nothing: tell the listeners (a trainer says why)."""
        for listener in list(self._refused_listeners):
            listener(value)

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A pick from the browser; a disabled element's or a value the widget cannot take is
        refused, anything else ignored, never raised."""
        if not (isinstance(content, dict) and content.get("event") == "pick" and isinstance(content.get("value"), str)):
            return
        if content.get("disabled") is True:
            self.refuse(content["value"])
            return
        try:
            self.pick_value(content["value"])
        except (ElevenkitError, traitlets.TraitError):
            log.info("%s refused a pick of %r", type(self).__name__, content["value"])
            self.refuse(content["value"])
