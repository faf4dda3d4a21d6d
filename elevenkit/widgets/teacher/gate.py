"""The password gate in front of every teacher page.

:class:`TeacherGate` asks for the teacher password (:mod:`elevenkit.classroom.teacher_auth`) and
builds what it protects only once the password is right, so a pupil who opens a teacher page sees
a password box and nothing of the class, not even in the page's widget state::

    TeacherGate(TeacherDashboard)  # a dashboard cell

Wrong passwords are counted for the whole server, not per page
(:class:`~elevenkit.classroom.guard.Guard`): a pupil who opens four teacher pages guesses no faster
than with one. Each is written to the terminal of ``make run``; the teacher dashboard lists them.

It also brings the teacher pages' type scale (``static/teacher_page.css``): readable on a projector.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom.guard import WINDOW, Guard, Kind, client_address, tell_terminal, wait_words
from elevenkit.classroom.hub import PUPIL, TEACHER, hub_role
from elevenkit.classroom.teacher_auth import check_teacher_password, teacher_password_set
from elevenkit.i18n import _, pgettext
from elevenkit.widgets.common import make_button
from elevenkit.widgets.teacher.components import TeacherPageStyle, note

__all__ = ["TeacherGate"]

log = logging.getLogger(__name__)


class TeacherGate(widgets.VBox):
    """A password box; the right teacher password replaces it with ``build()``'s widget.

    ``check`` compares a typed password (default: :func:`check_teacher_password`); ``guard`` counts
    the wrong ones for the whole server (default: in the classroom database) and says how long a
    try must wait: such a try is refused without being checked.
    """

    def __init__(
        self,
        build: Callable[[], widgets.Widget],
        *,
        check: Callable[[str], bool] = check_teacher_password,
        guard: Guard | None = None,
    ) -> None:
        self._build = build
        self._check = check
        self.guard = Guard() if guard is None else guard
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
        # on a school's hub the hub asked for the teacher's own password: their server opens at once,
        # and a pupil's server has no teacher password to try at all
        role = hub_role()
        if role == TEACHER:
            self._open()
        elif role == PUPIL:
            self.form.children = (widgets.HTML(note(_("This page is for teachers. Go back to your page."))),)

    @property
    def is_open(self) -> bool:
        """True once the right password was typed."""
        return self.content is not None

    def try_open(self) -> bool:
        """Check the password in the box; show the teacher's content if it is right."""
        if self.is_open:
            return True
        typed = self.password.value
        if not typed or hub_role() == PUPIL:  # a pupil's server on the hub opens no teacher page
            return False
        address = client_address()
        wait = self.guard.wait(Kind.TEACHER, address)
        if wait > 0:
            self.message.value = note(wait_words(wait))
            return False
        if not self._check(typed):
            count = self.guard.failed(Kind.TEACHER, address)
            tell_terminal(
                f"wrong teacher password from {address or 'an unknown address'} ({count} in the last {WINDOW / 60:.0f} minutes)"
            )
            self.message.value = note(_("That is not the teacher password."))
            return False
        self.password.value = ""  # the password does not stay in the page's widget state
        return self._open()

    def _open(self) -> bool:
        try:
            self.content = self._build()
        except Exception:  # a teacher page must say something, never show a traceback
            log.exception("building the teacher page failed")
            self.message.value = note(_("The teacher page could not be built. The terminal of make run says why."))
            return False
        self.children = (self.stylesheet, self.content)
        return True
