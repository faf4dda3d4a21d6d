"""The Share tab: a trainer, game or lesson sent to a class as a short link, a QR code and a code
large enough for the projector (:class:`SharePanel`).

The link's parameters (task set, level, round) and the addresses come from the module-level share
functions of :mod:`elevenkit.widgets.classroom`; this module only draws the choices and the panel.
A game table's options that set a game to fit a lesson (:data:`LESSON_FIT`: one round of 11 nimmt!,
half the tiles or a time limit in Start 11!) are its session's own :class:`Option` choices, offered
for the table that has them.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.classroom.errors import ClassroomError, NameRefused
from elevenkit.classroom.identity import check_class_code
from elevenkit.classroom.qr import qr_svg
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import AUTO
from elevenkit.exercises.sessions.nimmt_table import NimmtTableSession
from elevenkit.exercises.sessions.start11_table import Start11TableSession
from elevenkit.exercises.sessions.table import Option
from elevenkit.i18n import LANGUAGE_NAMES, LANGUAGES, _, current_language
from elevenkit.markup import Markup, element
from elevenkit.serving.params import HOLDER, MINUTES, ROUNDS
from elevenkit.widgets.classroom import (
    dashboard_target,
    leveled_dashboards,
    round_note,
    share_links,
    share_params,
    share_summary,
    trainer_dashboards,
)
from elevenkit.widgets.common import level_options, make_button
from elevenkit.widgets.share_words import round_options
from elevenkit.widgets.teacher.components import alert, note
from elevenkit.widgets.teacher.labels import sentence

__all__ = ["LESSON_FIT", "SharePanel", "ShareTab", "lesson_fit_options", "share_view"]

#: the table options a class link may set so that a game fits a lesson (issue 22 item 13)
LESSON_FIT = (ROUNDS, HOLDER, MINUTES)


def lesson_fit_options() -> list[tuple[str, Option]]:
    """(table page, option) for every :data:`LESSON_FIT` option of a game table's session."""
    return [
        (catalogue.entry(session.ACTIVITY).page, option)
        for session in (NimmtTableSession, Start11TableSession)
        for option in session.OPTIONS
        if option.name in LESSON_FIT
    ]


def share_view(
    summary: str, links: Sequence[str], code: str, *, round_text: str, note_text: str, target: str
) -> Markup:
    """What the projector shows: the QR code of the first link beside what the link opens, the
    link, the computer's other addresses, the round, the link code large, and where it leads."""
    first, others = links[0], links[1:]
    words = [
        element("p", _("This link opens:")),
        element("p", {"class": "ek-share-summary"}, summary),
        element("p", _("Pupils type this link or scan the code:")),
        element("p", {"class": "ek-share-url"}, element("code", first)),
    ]
    if others:
        words.append(element("p", _("Other addresses of this computer:")))
        words.append(element("ul", [element("li", element("code", link)) for link in others]))
    if round_text:
        words.append(element("p", {"class": "ek-share-round"}, round_text))
    words += [element("p", _("Link code:")), element("p", {"class": "ek-share-code"}, code)]
    if note_text:
        words.append(element("p", {"class": "ek-note"}, note_text))
    where = sentence(_("Its address on this computer: {address}"), address=element("code", target))
    words.append(element("p", {"class": "ek-note"}, where))
    return element(
        "div",
        {"class": "ek-share-view"},
        element("div", qr_svg(first, scale=6)),
        element("div", {"class": "ek-share-words"}, words),
    )


class SharePanel(widgets.VBox):
    """The teacher's "share with the class" panel for one dashboard, class and settings.

    Shows what the link opens in words (``title``: the dashboard's name; see
    :func:`~elevenkit.widgets.classroom.share_summary`), the short class link
    (``http://192.168.1.20:8866/c/4B7``) a child can type, a QR code (drawn offline), and the link
    code large for the projector. The link code is saved in the classroom database, where the
    server's ``/c/<code>`` route finds it, with ``language`` (default: this page's) as the class's
    language (:meth:`ClassroomStore.set_class_language`). Its look comes with the dashboard's stylesheet.
    """

    def __init__(
        self,
        dashboard: str,
        class_code: str,
        params: Mapping[str, str] | None = None,
        *,
        path: str | os.PathLike[str] | None = None,
        environ: Mapping[str, str] | None = None,
        title: str = "",
        language: str | None = None,
        details: Sequence[str] = (),
    ) -> None:
        class_code = check_class_code(class_code)
        self.target = dashboard_target(dashboard, class_code, params, language)
        self.round = round_note(params or {})
        # ``details``: more of what the link sets, in words ("Time limit: 10 minutes")
        self.summary = " · ".join([share_summary(title or dashboard, class_code, params or {}), *details])
        self.view = widgets.HTML()
        self.code = ""
        super().__init__([self.view])
        self.add_class("ek-share-panel")
        try:
            with ClassroomStore(path) as store:
                self.code = store.link_code(class_code, self.target)
                if language is not None:  # the class's pages open in it, also from a link without lang
                    store.set_class_language(class_code, language)
        except ClassroomError as error:
            self.view.value = alert(str(error))
            return
        links, note_text = share_links(self.code, environ)
        self.view.value = share_view(
            self.summary, links, self.code, round_text=self.round, note_text=note_text, target=self.target
        )


class ShareTab(widgets.VBox):
    """The choices of a class link (dashboard, class, task set, level, tasks in a round, a game's
    options that fit it to a lesson) and the panel made from them. A changed choice takes the panel off the screen: a link for other
    choices never stays on the projector.

    ``dashboards`` are (title, notebook) pairs to choose from; ``class_code`` fills the class box;
    ``path`` is the database the link codes are saved in; the language chosen is kept as the class's.
    """

    def __init__(
        self,
        dashboards: Sequence[tuple[str, str]],
        *,
        class_code: str = "",
        path: str | os.PathLike[str] | None = None,
    ) -> None:
        self.path = path
        style = {"description_width": "initial"}
        self.class_box = widgets.Text(class_code, description=_("Class"), style=style)
        self.seed = widgets.Text("1", description=_("Task set (seed)"), style=style)
        self.tasks = widgets.Dropdown(
            options=round_options(),
            value=0,
            description=_("Tasks in a round"),
            tooltip=_("A trainer's round ends with a summary; No end: tasks go on and on"),
            style=style,
        )
        self.level = widgets.Dropdown(
            # "for me": each pupil's tasks follow how they do (a class link without a level is "for me" too)
            options=[
                (_("as the page starts"), ""),
                (_("for me (the tasks follow each pupil)"), AUTO),
                *level_options(),
            ],
            value="",
            description=_("Level"),
            tooltip=_("How hard a trainer's tasks are, or how well the computers play a game"),
            style=style,
        )
        self.dashboard = widgets.Dropdown(
            options=list(dashboards),
            value=dashboards[0][1] if dashboards else None,
            description=_("Dashboard"),
            style=style,
        )
        # each language's name in itself (a German teacher on an English page looks for "Deutsch")
        self.language = widgets.Dropdown(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
            value=current_language() if current_language() in LANGUAGES else LANGUAGES[0],
            description=_("Language of the class"),
            tooltip=_("The class's pages open in this language"),
            style=style,
        )
        #: a game table's options for a lesson, by option name, each with the table page that has it
        self.game_options = {
            option.name: (
                page,
                widgets.Dropdown(
                    options=[(_(label), value) for label, value in option.choices],
                    description=_(option.label),
                    style=style,
                ),
            )
            for page, option in lesson_fit_options()
        }
        fitted_game = [choice for _page, choice in self.game_options.values()]
        self.dashboard.add_class("ek-share-dashboard")
        for fitted in (self.level, self.tasks, self.language, *fitted_game):
            fitted.add_class("ek-share-fit")
        self.dashboard.observe(lambda _change: self._show_round_choice(), names="value")
        # a changed choice clears the link made for the old one: a wrong link never stays on the projector
        for choice in (self.dashboard, self.class_box, self.seed, self.level, self.tasks, self.language, *fitted_game):
            choice.observe(lambda _change: self._choice_changed(), names="value")
        self.make_button = make_button(_("Make the class link"), self.make_panel, "primary")
        self.area = widgets.VBox()
        choices = widgets.HBox(
            [
                self.dashboard,
                self.class_box,
                self.seed,
                self.level,
                self.tasks,
                *fitted_game,
                self.language,
                self.make_button,
            ]
        )
        choices.add_class("ek-share-choices")
        super().__init__([choices, self.area])
        self._show_round_choice()

    def suggest_class(self, class_code: str | None) -> None:
        """Make links for ``class_code`` (the class on show) unless the teacher typed a class."""
        if class_code and not self.class_box.value.strip():
            self.class_box.value = class_code

    def _show_round_choice(self) -> None:
        """The round length is offered for a trainer only (the other dashboards have no rounds), the
        level for a trainer or a game (a lesson has none), a game's options for their table."""
        dashboard = self.dashboard.value
        self.tasks.layout.display = None if dashboard in trainer_dashboards() else "none"
        self.level.layout.display = None if dashboard in leveled_dashboards() else "none"
        for page, choice in self.game_options.values():
            choice.layout.display = None if dashboard == page else "none"

    def _game_choices(self) -> tuple[dict[str, str], list[str]]:
        """The chosen table's options that differ from its default, as link parameters and in words."""
        params, words = {}, []
        for name, (page, choice) in self.game_options.items():
            if page == self.dashboard.value and choice.value != choice.options[0][1]:
                params[name] = choice.value
                words.append(_("{setting}: {choice}").format(setting=choice.description, choice=choice.label))
        return params, words

    def _choice_changed(self) -> None:
        """A choice changed: the link made before is for other choices, so it goes."""
        if self.area.children:
            self._show(widgets.HTML(note(_("The choices changed. Press Make the class link for a new link."))))

    def _show(self, widget: widgets.Widget) -> None:
        for child in self.area.children:
            child.close()
        self.area.children = (widget,)

    def make_panel(self) -> None:
        """The share panel for the dashboard, class, task set (seed), level and (for a trainer) round chosen."""
        dashboard = self.dashboard.value
        if dashboard is None:
            self._show(widgets.HTML(note(_("Choose a dashboard first."))))
            return
        params = share_params(dashboard, self.seed.value, self.tasks.value, self.level.value)
        game_params, details = self._game_choices()
        title = next((label for label, value in self.dashboard.options if value == dashboard), dashboard)
        try:
            panel = SharePanel(
                dashboard,
                self.class_box.value,
                {**params, **game_params},
                path=self.path,
                title=title,
                language=self.language.value,
                details=details,
            )
        except NameRefused as error:
            self._show(widgets.HTML(alert(str(error))))
            return
        self._show(panel)
