"""The class table whose pupil names are buttons: a click on one chooses that pupil."""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

from elevenkit.widgets.common.assets import STATIC

__all__ = ["PupilTable"]


class PupilTable(anywidget.AnyWidget):
    """The class table (HTML from :func:`~elevenkit.widgets.teacher.reports.class_table_html` in
    :attr:`value`) whose pupil names are buttons: a click (or Enter) on one calls the
    :meth:`on_pupil` listeners with that nickname (``static/pupil_table.js``).

    The browser only reports the name on the button; a name that is not in :attr:`pupils` (an old
    table, a forged message) is ignored.
    """

    _esm = STATIC / "pupil_table.js"
    value = traitlets.Unicode("", help="the table as HTML, every name escaped").tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        #: the nicknames in the table now: the only names a click may choose
        self.pupils: tuple[str, ...] = ()
        self._listeners: list[Callable[[str], None]] = []
        self.on_msg(self._on_front_end_msg)

    def on_pupil(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(nickname)`` when a pupil's name is clicked."""
        self._listeners.append(listener)

    def click(self, nickname: str) -> None:
        """A click on ``nickname``'s name, as the browser reports it (tests call it too)."""
        if nickname in self.pupils:
            for listener in self._listeners:
                listener(nickname)

    def _on_front_end_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") == "pupil" and isinstance(content.get("nickname"), str):
            self.click(content["nickname"])
