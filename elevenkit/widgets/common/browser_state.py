"""What the pupil's browser keeps across a reload: the page's query and a small state per activity.

A dashboard kernel is gone after a reload (a new one runs the notebook again), so whatever must
survive — the task number, score and streak of a trainer, later the pupil's secret number of the
classroom — is kept by the browser itself, in ``localStorage`` under ``elevenkit:<activity>``.
Once a pupil joins a class, :meth:`BrowserState.for_pupil` moves the key to one of that pupil in
that class (``elevenkit:<activity>:<class>:<nickname>``): the browser reads what it kept there and
sends it once more, so the next child on the same device never gets another child's score.
:class:`BrowserState` is a tiny invisible widget: when the page draws it, its script reads the
stored JSON and ``window.location.search`` and sends both to Python (:attr:`BrowserState.loaded`
turns True, listeners of :meth:`BrowserState.on_loaded` run); every change of
:attr:`BrowserState.state` from Python is written back to the browser's storage.

Whatever comes from the browser was typed or kept by someone else: readers check every value
(a number in range, a known word) before they use it. Nothing is loaded from the network.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import quote

import anywidget
import traitlets

from elevenkit.widgets.common.assets import STATIC

__all__ = ["BrowserState", "MAX_STATE_CHARS", "pupil_key"]

log = logging.getLogger(__name__)

#: the most characters of JSON one activity keeps; more is never stored (the browser is no database)
MAX_STATE_CHARS = 4000


Listener = Callable[["BrowserState"], None]


def pupil_key(class_code: str, nickname: str) -> str:
    """The part of a storage key that names one pupil of one class (``"4B:Blue%20Fox"``)."""
    return f"{quote(class_code, safe='')}:{quote(nickname, safe='')}"


class BrowserState(anywidget.AnyWidget):
    """The query of the page (``?seed=7&tasks=10``) and a small JSON state kept in the browser.

    Put it on the page (a trainer frame holds one); then:

    - :attr:`query`: the page's query parameters as text, once :attr:`loaded`;
    - :attr:`state`: what the browser kept for :attr:`activity` (a dict of JSON values); assign it,
      or call :meth:`update`, and the browser stores it at once;
    - :meth:`on_loaded`: run a function each time the browser has sent what it kept (at once if it has);
    - :meth:`for_pupil`: keep the state of one pupil of a class from now on (the browser sends it).
    """

    _esm = STATIC / "browser_state.js"
    activity = traitlets.Unicode("", help="the storage key: elevenkit:<activity>").tag(sync=True)
    max_chars = traitlets.Int(MAX_STATE_CHARS, read_only=True, help="the most characters of JSON kept").tag(sync=True)
    state = traitlets.Dict(help="what the browser keeps for this activity (JSON values)").tag(sync=True)
    query = traitlets.Dict(traitlets.Unicode(), read_only=True, help="the page's query parameters, from the browser")
    loaded = traitlets.Bool(False, read_only=True, help="True once the browser has sent what it kept")

    def __init__(self, activity: str, **kwargs: Any) -> None:
        super().__init__(activity=activity, **kwargs)
        #: the activity's own key, kept by a pupil in no class
        self.base = activity
        self._listeners: list[Listener] = []
        self.on_msg(self._on_front_end_msg)

    def on_loaded(self, listener: Listener) -> None:
        """Call ``listener(self)`` each time the browser has sent its state (now, if it already has):
        at page open, and again after :meth:`for_pupil` changed the key."""
        self._listeners.append(listener)
        if self.loaded:
            listener(self)

    def for_pupil(self, pupil: str) -> bool:
        """Keep the state of ``pupil`` (:func:`pupil_key`; "": no pupil) from now on: the browser reads
        what it kept under that key and sends it, as at page open. True if the key changed."""
        key = f"{self.base}:{pupil}" if pupil else self.base
        if key == self.activity:
            return False
        self.set_trait("loaded", False)
        self.activity = key
        return True

    def update(self, values: Mapping[str, Any]) -> None:
        """Keep ``values`` too (merged into :attr:`state`); the browser stores the new state."""
        self.state = {**self.state, **values}

    def forget(self) -> None:
        """Keep nothing for this activity any more."""
        self.state = {}

    def receive(self, state: Any, query: Any, activity: Any = None) -> None:
        """What the browser sends when the page is drawn (tests call it as the browser would), read
        under the key ``activity`` (None: the current one).

        Only the first report for the current key counts (a second view of the same widget, or a
        report read under a key left since, changes nothing). What the
        browser kept replaces :attr:`state` (what Python stored before the page was drawn was never
        kept by the browser); a state that is not a JSON object, or is too big, counts as nothing
        kept, and the query keeps text values only.
        """
        if self.loaded or (activity is not None and activity != self.activity):
            return
        kept = state if isinstance(state, dict) and len(repr(state)) <= MAX_STATE_CHARS else {}
        params = {str(k): v for k, v in query.items() if isinstance(v, str)} if isinstance(query, dict) else {}
        with self.hold_trait_notifications():
            self.set_trait("query", params)
            self.set_trait("loaded", True)
            self.state = kept
        for listener in list(self._listeners):
            try:
                listener(self)
            except Exception:
                log.exception("a BrowserState listener failed")

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "loaded":
            self.receive(content.get("state"), content.get("query"), str(content.get("activity", self.activity)))
