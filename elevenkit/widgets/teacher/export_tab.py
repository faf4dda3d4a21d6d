"""The Export · delete tab: the class's answers as a spreadsheet, and deleting a pupil or the
whole class (it asks first)."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom import queries
from elevenkit.classroom.store import ClassroomStore
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.widgets.common import Confirm, make_button
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.downloads import csv_link
from elevenkit.widgets.teacher.labels import SHOWN_NAME

__all__ = ["ExportDeleteTab"]


class ExportDeleteTab(widgets.VBox):
    """Export and delete for the class and pupil chosen on the dashboard.

    ``class_code`` and ``nickname`` say which are chosen now (None for none); ``deleted`` runs
    after a deletion (the dashboard reads the class again).
    """

    def __init__(
        self,
        access: ClassroomAccess,
        *,
        class_code: Callable[[], str | None],
        nickname: Callable[[], str | None],
        deleted: Callable[[], object],
    ) -> None:
        self.access = access
        self._class_code = class_code
        self._nickname = nickname
        self._deleted = deleted
        self.export_button = widgets.Button(description=_("Export as CSV"), icon="download")
        self.export_button.on_click(lambda _button: self.export())
        self.download = widgets.HTML()
        self.delete_pupil_button = make_button(_("Delete this pupil…"), self.ask_delete_pupil, "warning")
        self.delete_class_button = make_button(_("Delete the whole class…"), self.ask_delete_class, "danger")
        self.confirm = Confirm()
        self.done = widgets.HTML()
        super().__init__(
            [
                widgets.HBox([self.export_button, self.download]),
                widgets.HBox([self.delete_pupil_button, self.delete_class_button]),
                self.confirm,
                self.done,
            ]
        )

    def export(self) -> None:
        """Put a download link for the chosen class's answers (CSV) beside the button."""
        code = self._class_code()
        if code is None:
            return
        text = self.access.use(lambda store: queries.export_csv(store, code))
        if text is not None:
            self.download.value = csv_link(text, code)

    def ask_delete_pupil(self) -> None:
        """Ask before deleting the chosen pupil and all their answers."""
        code, nickname = self._class_code(), self._nickname()
        if code is None or nickname is None:
            self.done.value = element("p", _("Choose a pupil on the Pupils tab first."))
            return
        self.confirm.ask(
            _("Delete {nickname} and all their answers? This cannot be undone.").format(nickname=nickname),
            lambda: self._delete(lambda store: queries.delete_pupil(store, code, nickname), nickname),
        )

    def ask_delete_class(self) -> None:
        """Ask before deleting the chosen class, its pupils and all their answers."""
        code = self._class_code()
        if code is None:
            return
        self.confirm.ask(
            _("Delete class {code}, all its pupils and all their answers? This cannot be undone.").format(code=code),
            lambda: self._delete(lambda store: queries.delete_class(store, code), code),
        )

    def _delete(self, action: Callable[[ClassroomStore], bool], name: str) -> None:
        if self.access.use(action) is None:
            return
        self.done.value = element("p", {"role": "status"}, _("Deleted: {name}").format(name=name[:SHOWN_NAME]))
        self.download.value = ""
        self._deleted()
