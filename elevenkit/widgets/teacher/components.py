"""Small pieces the teacher's pages share: a status line, a yes/no question before a deletion, and
the invisible widgets that bring a page's stylesheet (``widgets/static/``) into the document.

Generic on purpose (no classroom in them): they can move to the shared widget components.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anywidget
import ipywidgets as widgets

from elevenkit.i18n import _
from elevenkit.markup import Markup, element

__all__ = ["STATIC", "Confirm", "DashboardStyle", "TeacherPageStyle", "alert", "note"]

#: the widgets' styles and scripts
STATIC = Path(__file__).resolve().parent.parent / "static"


def note(text: str, css: str = "ek-note") -> Markup:
    """A sentence for the teacher that a screen reader announces when it changes."""
    return element("p", {"class": css, "role": "status", "aria-live": "polite"}, text)


def alert(text: str) -> Markup:
    """A sentence that something went wrong or needs an answer, announced at once."""
    return element("p", {"class": "ek-error", "role": "alert"}, text)


class _Stylesheet(anywidget.AnyWidget):
    """An invisible widget whose only work is its ``_css``: anywidget puts it into the document
    once per class, however many widgets carry it."""

    _esm = STATIC / "stylesheet.js"

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(display="none"))


class TeacherPageStyle(_Stylesheet):
    """The type scale of every teacher page (``static/teacher_page.css``): readable on a projector."""

    _css = STATIC / "teacher_page.css"


class DashboardStyle(_Stylesheet):
    """The teacher dashboard's tables, tabs and share panel (``static/teacher_dashboard.css``)."""

    _css = STATIC / "teacher_dashboard.css"


class Confirm(widgets.VBox):
    """A question with "Yes, delete" and "No" buttons, hidden until asked; ``action`` runs only on yes."""

    def __init__(self) -> None:
        self.question = widgets.HTML()
        self.yes = widgets.Button(description=_("Yes, delete"), button_style="danger")
        self.no = widgets.Button(description=_("No, keep it"))
        self._action: Callable[[], None] | None = None
        self.yes.on_click(lambda _button: self._answer(True))
        self.no.on_click(lambda _button: self._answer(False))
        super().__init__([self.question, widgets.HBox([self.yes, self.no])], layout=widgets.Layout(display="none"))

    def ask(self, question: str, action: Callable[[], None]) -> None:
        """Show ``question``; run ``action`` if the teacher says yes."""
        self.question.value = alert(question)
        self._action = action
        self.layout.display = "flex"

    def _answer(self, yes: bool) -> None:
        action, self._action = self._action, None
        self.layout.display = "none"
        if yes and action is not None:
            action()
