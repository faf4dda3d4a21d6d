"""A question before something that cannot be undone: "Yes" runs the action, "No" keeps everything."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.widgets.common.buttons import make_button

__all__ = ["Confirm"]


class Confirm(widgets.VBox):
    """A question with "Yes, delete" and "No, keep it" (or the words given), hidden until :meth:`ask`;
    the action runs only on yes."""

    def __init__(self, yes: str = "", no: str = "") -> None:
        self.question = widgets.HTML()
        self.yes = make_button(yes or _("Yes, delete"), lambda: self._answer(True), "danger")
        self.no = make_button(no or _("No, keep it"), lambda: self._answer(False))
        self._action: Callable[[], None] | None = None
        self._on_no: Callable[[], None] | None = None
        super().__init__([self.question, widgets.HBox([self.yes, self.no])], layout=widgets.Layout(display="none"))

    def ask(self, question: str, action: Callable[[], None], on_no: Callable[[], None] | None = None) -> None:
        """Show ``question``; run ``action`` if the answer is yes (``on_no`` if it is no)."""
        self.question.value = element("p", {"class": "ek-error", "role": "alert"}, question)
        self._action, self._on_no = action, on_no
        self.layout.display = "flex"

    def _answer(self, yes: bool) -> None:
        action = self._action if yes else self._on_no
        self._action = self._on_no = None
        self.layout.display = "none"
        if action is not None:
            action()
