"""A widget that only brings a style sheet of ``widgets/static/`` into the page.

anywidget puts a widget's ``_css`` into the document's head when the widget's model is made,
once per widget class however many widgets of that class a page holds. A view built of plain
ipywidgets holds one of these for its styles (each subclass names its file).
"""

from __future__ import annotations

import anywidget
import ipywidgets as widgets

from elevenkit.widgets.common.assets import STATIC

__all__ = ["Stylesheet"]


class Stylesheet(anywidget.AnyWidget):
    """Invisible; a subclass sets ``_css = STATIC / "its.css"`` (``static/stylesheet.js`` draws nothing)."""

    _esm = STATIC / "stylesheet.js"

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(display="none"))
