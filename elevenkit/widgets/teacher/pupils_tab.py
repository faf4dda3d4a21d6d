"""The Pupils tab: the class table (refreshed by the dashboard), the secret numbers on request,
the list of pupils, renaming or removing the chosen one, and their answers below."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom.model import ClassTable
from elevenkit.classroom.queries import PupilInfo
from elevenkit.i18n import _
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.history import PupilHistory
from elevenkit.widgets.teacher.labels import SHOWN_NAME
from elevenkit.widgets.teacher.pupil_actions import PupilActions
from elevenkit.widgets.teacher.pupil_table import PupilTable
from elevenkit.widgets.teacher.reports import class_table_html, nothing_yet

__all__ = ["SECRET_SECONDS", "PupilsTab"]

#: seconds the pupils' secret numbers stay shown before they hide again (the screen may be projected)
SECRET_SECONDS = 30.0


class PupilsTab(widgets.VBox):
    """Pupils × activities for the class the dashboard shows (:meth:`show`); a click on a name or
    a choice in the list shows that pupil's answers and marks their row.

    The secret numbers are hidden until the teacher presses "Show secret numbers", and hide again
    after ``secret_seconds`` (where an event loop runs), or when another class is shown
    (:meth:`hide_codes`). ``access`` reads the database; ``changed`` runs after the teacher renamed
    or removed a pupil (the dashboard reads the class again).
    """

    def __init__(
        self,
        access: ClassroomAccess,
        *,
        secret_seconds: float = SECRET_SECONDS,
        changed: Callable[[], object] = lambda: None,
    ) -> None:
        self.secret_seconds = secret_seconds
        self._class: ClassTable | None = None
        self._secrets: dict[str, str] = {}
        self._hide_later: asyncio.TimerHandle | None = None
        self._updating = False  # True while show() itself changes the list of pupils
        self.show_codes = widgets.ToggleButton(
            False,
            description=_("Show secret numbers"),
            tooltip=_("Show the pupils' secret numbers for a moment (not while the screen is projected)"),
            icon="eye",
            layout=widgets.Layout(align_self="flex-start"),
        )
        self.show_codes.observe(lambda _change: self._codes_toggled(), names="value")
        self.table = PupilTable()
        self.table.on_pupil(self._pupil_clicked)
        self.pupil = widgets.Select(description=_("Pupil"), options=[], rows=8, style={"description_width": "initial"})
        self.pupil.observe(lambda _change: None if self._updating else self._pupil_chosen(), names="value")
        self.history = PupilHistory(access)
        self.actions = PupilActions(access, chosen=self._chosen, changed=changed)
        # the answers go below the list, the page's whole width: beside it a narrow screen squeezed them
        super().__init__([self.show_codes, self.table, self.pupil, self.actions, self.history])

    @property
    def class_code(self) -> str | None:
        """The class on show (None while no class has joined)."""
        return None if self._class is None else self._class.class_code

    @property
    def nickname(self) -> str | None:
        """The chosen pupil (None while none is chosen)."""
        chosen = self.pupil.value
        return chosen if isinstance(chosen, str) else None

    def _chosen(self) -> tuple[str, str] | None:
        """The class and the pupil chosen now, for renaming or removing (None while none is chosen)."""
        code, nickname = self.class_code, self.nickname
        return None if code is None or nickname is None else (code, nickname)

    def show(self, table: ClassTable, pupils: list[PupilInfo]) -> None:
        """The class as the dashboard just read it: the table, the list of pupils, the chosen pupil's answers."""
        self._class = table
        self._secrets = {pupil.nickname: pupil.pupil_code for pupil in pupils}
        self.table.pupils = table.pupils
        names = [pupil.nickname for pupil in pupils]
        if [value for _label, value in self.pupil.options] != names:
            chosen = self.pupil.value
            self._updating = True
            try:
                self.pupil.options = [
                    (name if len(name) <= SHOWN_NAME else name[:SHOWN_NAME] + "…", name) for name in names
                ]
                self.pupil.value = chosen if chosen in names else None
            finally:
                self._updating = False
        self._draw()

    def show_no_class(self) -> None:
        """No class has joined yet: a sentence instead of the table."""
        self._class = None
        self.table.pupils = ()
        self._set_table(nothing_yet(_("No class has joined yet.")))
        self.history.show(None, None)

    def hide_codes(self) -> None:
        """Hide the secret numbers (another class is shown: its numbers start hidden too)."""
        self.show_codes.value = False

    def _draw(self) -> None:
        if self._class is None:
            return
        self._set_table(
            class_table_html(self._class, self._secrets, show_codes=self.show_codes.value, chosen=self.nickname)
        )
        self.history.show(self.class_code, self.nickname)

    def _set_table(self, value: str) -> None:
        if self.table.value != value:  # an unchanged table sends nothing to the browser
            self.table.value = value

    def _pupil_clicked(self, nickname: str) -> None:
        """A click on a pupil's name in the table: choose them (their answers show below)."""
        if nickname in [value for _label, value in self.pupil.options]:
            self.pupil.value = nickname

    def _pupil_chosen(self) -> None:
        """Another pupil chosen (in the list or the table): mark their row, show their answers."""
        self._draw()

    def _codes_toggled(self) -> None:
        """Show or hide the secret numbers; shown ones hide again by themselves after ``secret_seconds``."""
        self._cancel_hiding()
        self.show_codes.description = _("Hide secret numbers") if self.show_codes.value else _("Show secret numbers")
        if self.show_codes.value:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # plain Python (a test): no timer, the button hides them
                pass
            else:
                self._hide_later = loop.call_later(self.secret_seconds, self.hide_codes)
        self._draw()

    def _cancel_hiding(self) -> None:
        if self._hide_later is not None:
            self._hide_later.cancel()
            self._hide_later = None

    def close(self) -> None:
        """Stop the timer that hides the secret numbers, then close the widget."""
        self._cancel_hiding()
        super().close()
