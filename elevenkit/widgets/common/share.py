"""The share link: the whole address of this page with a query, made by the browser, to copy or open.

The kernel cannot know the address pupils type (host, port, path), the browser can: its script
(``static/share_link.js``) makes the query whole against the page's own address, shows it ready
to copy and keeps a plain link too. The teacher shares it so the whole class gets the same tasks.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from elevenkit.i18n import _, pgettext
from elevenkit.widgets.common.assets import STATIC

__all__ = ["ShareLink"]


class ShareLink(anywidget.AnyWidget):
    """The whole address of this page with ``query``, made by the browser, to copy or to open."""

    _esm = STATIC / "share_link.js"
    query = traitlets.Unicode("", help="the query string, e.g. ?seed=5&size=6").tag(sync=True)
    text = traitlets.Unicode("", help="what the link is for").tag(sync=True)
    copy_text = traitlets.Unicode("", help="label of the copy button").tag(sync=True)
    copied_text = traitlets.Unicode("", help="label of the copy button once pressed").tag(sync=True)
    open_text = traitlets.Unicode("", help="label of the plain link").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            text=_("Same tasks for the class, share this link:"),
            copy_text=_("Copy link"),
            copied_text=pgettext("a link was copied", "Copied"),
            open_text=pgettext("open a link", "Open it"),
            **kwargs,
        )
