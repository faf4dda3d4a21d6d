"""Under the Pupils tab's list: rename the chosen pupil, or take them off the class list.

A rename keeps the pupil's secret number, answers and open pages (the store refuses a name that
is, or looks like, a classmate's); removing deletes the pupil and their answers, after a
question, and their open page is signed out with their next answer.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom import queries
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.store import ClassroomStore
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.widgets.common import Confirm, make_button
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.labels import SHOWN_NAME

__all__ = ["PupilActions"]


class PupilActions(widgets.VBox):
    """Rename or remove the pupil chosen now (``chosen`` gives class and nickname, or None); ``changed``
    runs after either (the dashboard reads the class again)."""

    def __init__(
        self,
        access: ClassroomAccess,
        *,
        chosen: Callable[[], tuple[str, str] | None],
        changed: Callable[[], object],
    ) -> None:
        self.access = access
        self._chosen = chosen
        self._changed = changed
        self.new_name = widgets.Text(
            description=_("New name"), placeholder=_("e.g. Blue Fox"), style={"description_width": "initial"}
        )
        self.rename_button = make_button(_("Rename"), self.rename)
        self.remove_button = make_button(_("Take off the class list…"), self.ask_remove, "warning")
        self.confirm = Confirm()
        self.done = widgets.HTML()
        super().__init__(
            [widgets.HBox([self.new_name, self.rename_button, self.remove_button]), self.confirm, self.done]
        )
        self.add_class("ek-pupil-actions")

    def _say(self, text: str, css: str = "ek-note") -> None:
        self.done.value = element("p", {"class": css, "role": "status"}, text)

    def rename(self) -> None:
        """Give the chosen pupil the name typed; a name that is (or looks like) a classmate's is refused."""
        chosen = self._chosen()
        if chosen is None:
            self._say(_("Choose a pupil in the list first."))
            return
        code, nickname = chosen
        new_name = self.new_name.value
        if not new_name.strip():
            self._say(_("Type the new name first."))
            return

        def rename(store: ClassroomStore) -> str | NameRefused:
            try:
                return store.rename_pupil(code, nickname, new_name)
            except NameRefused as refused:  # said beside the button, not as a database problem
                return refused

        stored = self.access.use(rename)
        if stored is None:
            return
        if isinstance(stored, NameRefused):
            self._say(str(stored), "ek-error")
            return
        self.new_name.value = ""
        self._say(
            _("{nickname} is now called {name}.").format(nickname=nickname[:SHOWN_NAME], name=stored[:SHOWN_NAME])
        )
        self._changed()

    def ask_remove(self) -> None:
        """Ask before taking the chosen pupil and all their answers off the class list."""
        chosen = self._chosen()
        if chosen is None:
            self._say(_("Choose a pupil in the list first."))
            return
        code, nickname = chosen
        self.confirm.ask(
            _("Take {nickname} off the class list and delete all their answers? This cannot be undone.").format(
                nickname=nickname
            ),
            lambda: self._remove(code, nickname),
        )

    def _remove(self, code: str, nickname: str) -> None:
        if self.access.use(lambda store: queries.delete_pupil(store, code, nickname)) is None:
            return
        self._say(_("Deleted: {name}").format(name=nickname[:SHOWN_NAME]))
        self._changed()
