"""The password gate in front of every teacher page.

:class:`TeacherGate` asks for the teacher password (:mod:`elevenkit.classroom.teacher_auth`) and
builds what it protects only once the password is right, so a pupil who opens a teacher page sees
a password box and nothing of the class, not even in the page's widget state::

    TeacherGate(TeacherDashboard)  # a dashboard cell

It also brings the teacher pages' type scale (``static/teacher_page.css``): readable on a projector.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom.teacher_auth import check_teacher_password, teacher_password_set
from elevenkit.i18n import _, pgettext
from elevenkit.widgets.common import make_button
from elevenkit.widgets.teacher.components import TeacherPageStyle, note

__all__ = ["MAX_TRIES", "WAIT_SECONDS", "TeacherGate"]

log = logging.getLogger(__name__)

#: wrong passwords in a row before the gate waits
MAX_TRIES = 5
#: seconds the gate waits after MAX_TRIES wrong passwords
WAIT_SECONDS = 30.0


class TeacherGate(widgets.VBox):
    """A password box; the right teacher password replaces it with ``build()``'s widget.

    ``check`` compares a typed password (default: :func:`check_teacher_password`); ``clock`` gives
    seconds (tests pass a fake one). After :data:`MAX_TRIES` wrong passwords in a row the gate
    refuses every try for :data:`WAIT_SECONDS`.
    """

    def __init__(
        self,
        build: Callable[[], widgets.Widget],
        *,
        check: Callable[[str], bool] = check_teacher_password,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._build = build
        self._check = check
        self._clock = clock
        self._wrong = 0
        self._wait_until = 0.0
        self.content: widgets.Widget | None = None
        self.password = widgets.Password(
            description=_("Teacher password"),
            placeholder=_("password"),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.password.observe(lambda _change: self.try_open(), names="value")
        self.open_button = make_button(pgettext("open the teacher page", "Open"), self.try_open, "primary")
        self.message = widgets.HTML()
        # the hint goes with the box: once the page is open, neither is left on the projector
        hints = [
            _(
                "This page is for the teacher. Type the teacher password: make run prints it in its terminal "
                "when it starts, or set your own with make run TEACHER_PASSWORD=..."
            )
        ]
        if not teacher_password_set() and check is check_teacher_password:
            hints.append(_("No teacher password is set: start the kit with make run (it prints one)."))
        self.form = widgets.VBox(
            [
                widgets.HTML(note(" ".join(hints), "ek-gate-intro")),  # whole sentences, one after the other
                widgets.HBox([self.password, self.open_button]),
                self.message,
            ]
        )
        self.form.add_class("ek-teacher-gate")
        self.stylesheet = TeacherPageStyle()
        super().__init__([self.stylesheet, self.form])
        self.add_class("ek-gate")

    @property
    def is_open(self) -> bool:
        """True once the right password was typed."""
        return self.content is not None

    def try_open(self) -> bool:
        """Check the password in the box; show the teacher's content if it is right."""
        if self.is_open:
            return True
        typed = self.password.value
        if not typed:
            return False
        now = self._clock()
        if now < self._wait_until:
            self.message.value = note(_("Too many wrong tries. Wait half a minute, then try again."))
            return False
        if not self._check(typed):
            self._wrong += 1
            if self._wrong >= MAX_TRIES:
                self._wrong = 0
                self._wait_until = now + WAIT_SECONDS
            self.message.value = note(_("That is not the teacher password."))
            return False
        self.password.value = ""  # the password does not stay in the page's widget state
        try:
            self.content = self._build()
        except Exception:  # a teacher page must say something, never show a traceback
            log.exception("building the teacher page failed")
            self.message.value = note(_("The teacher page could not be built. The terminal of make run says why."))
            return False
        self.children = (self.stylesheet, self.content)
        return True
