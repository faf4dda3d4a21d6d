"""How every tab of the teacher dashboard reads or changes the classroom database: one piece of
work on an open store, and a failure said in plain words on the page (never a traceback)."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TypeVar

import ipywidgets as widgets

from elevenkit.classroom.errors import ClassroomError
from elevenkit.classroom.store import ClassroomStore
from elevenkit.i18n import _
from elevenkit.widgets.teacher.components import alert

__all__ = ["ClassroomAccess"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class ClassroomAccess:
    """The database at ``path`` (default: ``ELEVENKIT_DB`` or the per-user file) and the line of the
    page that says why it cannot be used (:attr:`error`, empty while all is well)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = path
        self.error = widgets.HTML()

    def store(self) -> ClassroomStore:
        """The database, opened for one piece of work (``with access.store() as store: ...``)."""
        return ClassroomStore(self.path)

    def use(self, work: Callable[[ClassroomStore], T]) -> T | None:
        """``work(store)`` with the error line cleared; None and a sentence on the error line if the
        database cannot be used (a :class:`ClassroomError` says why in its own words). ``work``
        never returns None itself."""
        try:
            with self.store() as store:
                result = work(store)
        except ClassroomError as error:
            self.say(str(error))
            return None
        except Exception:  # the teacher reads a sentence, never a traceback
            log.exception("reading the classroom database failed")
            self.say(_("The classroom database could not be read."))
            return None
        self.say("")
        return result

    def say(self, text: str) -> None:
        """Put ``text`` on the error line ("" clears it); an unchanged line sends nothing to the browser."""
        value = alert(text) if text else ""
        if self.error.value != value:
            self.error.value = value
