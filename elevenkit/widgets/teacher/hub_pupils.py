"""On a school's JupyterHub, under the Pupils tab: the teacher adds pupils by name and downloads
the class's printable login cards (:mod:`elevenkit.serving.login_cards`), as ``elevenkit pupils``
does on the server. Off the hub (``make run``) pupils join on a class link and there is no panel.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.classroom import accounts, queries
from elevenkit.classroom.hub import HUB_URL_ENV, TEACHER, hub_role
from elevenkit.classroom.model import Claim, ClaimStatus
from elevenkit.classroom.store import ClassroomStore
from elevenkit.i18n import _, ngettext
from elevenkit.markup import element
from elevenkit.serving.login_cards import login_cards_page
from elevenkit.widgets.common import make_button
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.downloads import download_link, file_part

__all__ = ["HubPupils", "add_hub_pupils"]


class HubPupils(widgets.VBox):
    """Names typed one per line become pupils of the class typed in :attr:`class_box` (a new class
    is made, the teacher's) or else of the class on show (``class_code``), each with a secret
    number; the link below saves every pupil's login card as a page to print. ``changed`` runs
    after pupils were added (the dashboard reads the classes again)."""

    def __init__(
        self,
        access: ClassroomAccess,
        hub_url: str,
        *,
        class_code: Callable[[], str | None],
        changed: Callable[[], object],
    ) -> None:
        self.access, self.hub_url = access, hub_url
        self._class_code, self._changed = class_code, changed
        self.class_box = widgets.Text(
            description=_("Class code"),
            placeholder=_("empty: the class chosen above"),
            style={"description_width": "initial"},
        )
        self.names = widgets.Textarea(
            description=_("New pupils"),
            placeholder=_("One name per line, e.g. Mia"),
            style={"description_width": "initial"},
        )
        self.add_button = make_button(_("Add pupils"), self.add)
        self.cards_button = make_button(_("Login cards"), self.show_cards)
        self.done = widgets.HTML()
        super().__init__([self.class_box, self.names, widgets.HBox([self.add_button, self.cards_button]), self.done])
        self.add_class("ek-hub-pupils")

    def chosen_class(self) -> str | None:
        """The class typed in :attr:`class_box`, else the class on show."""
        return self.class_box.value.strip() or self._class_code()

    def add(self) -> None:
        """Make the class if it is new and a pupil for each name typed; a name like a classmate's is
        refused by name."""
        code = self.chosen_class()
        names = [line.strip() for line in self.names.value.splitlines() if line.strip()]
        if not code or not names:
            self._say(_("Choose a class and type the new pupils' names first."))
            return
        claims = self.access.use(lambda store: accounts.add_pupils(store, code, names))
        if claims is None:
            return
        refused = [claim.nickname for claim in claims if claim.status is ClaimStatus.LOOK_ALIKE]
        made = sum(claim.status is ClaimStatus.NEW for claim in claims)
        words = ngettext("{count} pupil added.", "{count} pupils added.", made).format(count=made)
        if refused:
            words += " " + _("Not added, too like a classmate's name: {names}").format(names=", ".join(refused))
        self.names.value = ""
        self._changed()
        self.show_cards(words)

    def show_cards(self, words: str = "") -> None:
        """The download link of the class's login cards (one card per pupil), after ``words``."""
        code = self.chosen_class()
        if not code:
            self._say(_("Choose a class and type the new pupils' names first."))
            return
        page = self.access.use(lambda store: login_cards_page(class_cards(store, code), self.hub_url))
        if page is None:
            return
        link = download_link(
            page, f"login-cards-{file_part(code)}.html", "text/html", _("Save the login cards to print")
        )
        self.done.value = element("p", {"class": "ek-note", "role": "status"}, words, " " if words else "", link)

    def _say(self, text: str) -> None:
        self.done.value = element("p", {"class": "ek-note", "role": "status"}, text)


def class_cards(store: ClassroomStore, class_code: str) -> list[Claim]:
    """Every pupil of the class with their secret number, as the login cards print them."""
    return [
        Claim(ClaimStatus.NEW, class_code, pupil.nickname, pupil.pupil_code)
        for pupil in queries.pupils(store, class_code)
    ]


def add_hub_pupils(
    tab: widgets.Box, access: ClassroomAccess, *, class_code: Callable[[], str | None], changed: Callable[[], object]
) -> HubPupils | None:
    """On a teacher's hub server, :class:`HubPupils` at the end of ``tab`` (the Pupils tab); else nothing."""
    if hub_role() != TEACHER:
        return None
    panel = HubPupils(access, os.environ.get(HUB_URL_ENV, "").strip(), class_code=class_code, changed=changed)
    tab.children = (*tab.children, panel)
    return panel
