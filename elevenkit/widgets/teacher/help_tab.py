"""The "Help now" tab: the pupils to go to now, most urgent first (or by name), one row each in a
plain line ("Mia: subtracting — 2 of 6 tasks solved today"), why, the last task with the answer
given, and a next step. The rules are :func:`elevenkit.classroom.skills.who_needs_help`; this tab
only draws."""

from __future__ import annotations

import ipywidgets as widgets

from elevenkit.classroom.skills import HelpFlag
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.widgets.teacher.components import SkillViewsStyle, note
from elevenkit.widgets.teacher.skill_words import flag_markup

__all__ = ["HelpTab", "help_html"]


def help_html(flags: list[HelpFlag], by_name: bool = False) -> str:
    """The flagged pupils as a list (``by_name``: in name order, else most urgent first)."""
    if not flags:
        return note(_("Nobody needs help right now."))
    shown = sorted(flags, key=lambda flag: (flag.nickname.casefold(), flag.weight)) if by_name else flags
    return element("ol", [flag_markup(flag) for flag in shown], class_="ek-help-list")


class HelpTab(widgets.VBox):
    """Who needs help now, for the class the dashboard shows (:meth:`show`)."""

    def __init__(self) -> None:
        self.flags: list[HelpFlag] = []
        self.order = widgets.ToggleButtons(
            options=[(_("Most help first"), "need"), (_("By name"), "name")], value="need"
        )
        self.order.observe(lambda _change: self._draw(), names="value")
        self.list = widgets.HTML()
        super().__init__([SkillViewsStyle(), self.order, self.list])
        self.add_class("ek-help-tab")

    def show(self, flags: list[HelpFlag] | None) -> None:
        """The flags as the dashboard just read them (None: no class)."""
        self.flags = list(flags or [])
        self._draw(none=flags is None)

    def _draw(self, none: bool = False) -> None:
        value = "" if none else help_html(self.flags, self.order.value == "name")
        if self.list.value != value:
            self.list.value = value
