"""Bigger text for a class at the back of the room (issue 24): a switch on every pupil page, and the
style sheet every pupil page shares (``static/pupil_page.css``).

:class:`TextSize` draws one toggle button ("Bigger text", ``aria-pressed``); pressed, the whole
page is drawn larger (``static/text_size.js`` puts ``ek-large`` on the page, ``pupil_page.css`` zooms
it by :data:`LARGE_ZOOM`), and the page's columns reflow to the narrower room. A link asks for it
with ``?text=large`` (:func:`elevenkit.serving.params.large_text`; ``?size=`` is the Capture
Trainer's table size). The switch works in the browser alone, so it answers at once, also while
the kernel is busy.

``pupil_page.css`` also holds what every trainer, game table and lesson page shares beyond its own
frame: the notebook's own text (a dashboard's "How it works") at the kit's type sizes, and every
target a pupil can click at least 32 px with a mouse and 44 px on a touch screen
(``--ek-target``).
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from elevenkit.i18n import _
from elevenkit.widgets.common.assets import STATIC

__all__ = ["LARGE_ZOOM", "TextSize"]

#: how much larger a pressed switch draws the page (choice: 24 px projector type becomes 31 px)
LARGE_ZOOM = 1.3


class TextSize(anywidget.AnyWidget):
    """The "Bigger text" switch of a pupil page; ``large`` starts with the page drawn larger."""

    _esm = STATIC / "text_size.js"
    _css = STATIC / "pupil_page.css"
    large = traitlets.Bool(False, help="the whole page drawn larger (the switch pressed, or ?text=large)").tag(
        sync=True
    )
    label = traitlets.Unicode("", help="the switch's words").tag(sync=True)

    def __init__(self, large: bool = False, **kwargs: Any) -> None:
        super().__init__(large=large, label=_("Bigger text"), **kwargs)
