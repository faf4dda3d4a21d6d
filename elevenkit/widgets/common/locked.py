"""Controls the browser may no longer change: a pupil in a class cannot set up their own tasks.

A control that is only hidden (``display: none``) still obeys every message its model gets over
the websocket: a script on the pupil's side can move a hidden slider, type into the hidden task
set box or press the hidden "Start a new game" button. :func:`lock_from_browser` makes a widget and
every widget inside it ignore the browser's changes and clicks: the kernel answers only the
browser's request for the current state (so the page still draws), and Python may go on changing
the widget itself. Issue 21 (item 4); ``tests/widgets/test_class_settings.py`` proves it.
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as widgets

__all__ = ["lock_from_browser"]


def _children(widget: widgets.Widget) -> tuple[widgets.Widget, ...]:
    children = getattr(widget, "children", ())
    return tuple(child for child in children if isinstance(child, widgets.Widget))


def _answer_state_requests_only(widget: widgets.Widget, msg: dict[str, Any]) -> None:
    data = msg.get("content", {}).get("data", {})
    if isinstance(data, dict) and data.get("method") == "request_state":
        widget.send_state()


def lock_from_browser(*controls: widgets.Widget) -> None:
    """Let the browser no longer change ``controls`` nor anything inside them (see the module)."""
    for control in controls:
        comm = getattr(control, "comm", None)
        if comm is not None:
            comm.on_msg(functools.partial(_answer_state_requests_only, control))
        lock_from_browser(*_children(control))
