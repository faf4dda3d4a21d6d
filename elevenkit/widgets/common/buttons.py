"""The one way a view makes a button: a label that is also its tooltip, and a press that calls a
function with no arguments (the view's handler, usually wrapped in an error guard)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

__all__ = ["make_button", "relabel"]


def make_button(label: str, on_press: Callable[[], Any], style: str = "", *, fit: bool = False) -> widgets.Button:
    """A button reading ``label`` (also its tooltip) that calls ``on_press()`` when pressed;
    ``style`` is an ipywidgets button style (``success``, ``info``…); ``fit``: as wide as its label."""
    layout = widgets.Layout(width="auto") if fit else widgets.Layout()
    pressed = widgets.Button(description=label, tooltip=label, button_style=style, layout=layout)
    pressed.on_click(lambda _button: on_press())
    return pressed


def relabel(pressed: widgets.Button, label: str) -> None:
    """Give ``pressed`` a new label (and the same tooltip)."""
    pressed.description = pressed.tooltip = label
