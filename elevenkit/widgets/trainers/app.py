"""The trainer app: a trainer with the teacher's part below it, and the link that deals it.

:class:`TrainerApp` puts a :class:`~elevenkit.widgets.trainers.frame.TrainerFrame` above a button
that opens the teacher's settings: the trainer's own ones, the task set (seed) and the
:class:`~elevenkit.widgets.common.ShareLink` that deals the whole class the same tasks.
:meth:`TrainerApp.from_params` builds the app a dashboard link asks for. A trainer app supplies
its settings (:meth:`~TrainerApp.link_params`, :meth:`~TrainerApp.apply_settings` and
:meth:`~TrainerApp.from_link`); :class:`LeveledTrainerApp` is the one whose only setting is the
level switch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar
from urllib.parse import urlencode

import ipywidgets as widgets

from elevenkit.exercises import Level
from elevenkit.exercises.adaptive import ADAPTIVE_TRAINERS, AUTO
from elevenkit.exercises.sessions import MAX_ROUND, chosen_level
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.serving.params import (
    CLASS,
    LEVEL,
    MAX_SEED,
    SEED,
    TASKS,
    class_code,
    class_deal,
    int_param,
    language_param,
    large_text,
    reads_by_itself,
    seed_of,
)
from elevenkit.widgets.common import ShareLink
from elevenkit.widgets.common.locked import lock_from_browser
from elevenkit.widgets.trainers.for_me import PracticeForMe
from elevenkit.widgets.trainers.frame import LeveledTrainerFrame, TrainerFrame

__all__ = ["LeveledTrainerApp", "TrainerApp"]


AppT = TypeVar("AppT", bound="TrainerApp")


class TrainerApp(widgets.VBox):
    """A trainer with the teacher's part below it: a button that opens the settings, the task set
    (seed) and the link that deals the same tasks to the whole class.

    A trainer app gives its own ``settings`` widgets and three hooks: :meth:`link_params` (its
    settings in the link), :meth:`apply_settings` (deal anew after a change) and :meth:`from_link`
    (the app a link asks for). Each settings widget calls :meth:`settings_changed` on a change.
    """

    #: link parameters besides ``level`` that fix the set-up (the Capture Trainer's ``size`` ...):
    #: with any of them, the link's level is the teacher's, never "practice for me"
    setup_params: ClassVar[tuple[str, ...]] = ()

    def __init__(
        self, trainer: TrainerFrame, settings: Sequence[widgets.Widget] = (), settings_title: str | None = None
    ) -> None:
        self.trainer = trainer
        #: "practice for me" on this page (None: a fixed level)
        self.for_me: PracticeForMe | None = None
        # digits only, read on Enter or when the box is left: "1e5" is refused, not read as 15
        self.seed = widgets.Text(
            str(trainer.series.seed),
            description=_("Task list number"),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.seed.observe(self.settings_changed, names="value")
        self.seed_note = widgets.HTML()
        self.link = ShareLink()
        self.settings = widgets.VBox(
            [*settings, widgets.HBox([self.seed, self.seed_note]), self.link], layout=widgets.Layout(display="none")
        )
        self.settings.add_class("ek-settings")
        title = settings_title or _("Difficulty (for the teacher)")
        self.settings_button = widgets.ToggleButton(False, description=title, tooltip=title, icon="sliders")
        self.settings_button.add_class("ek-settings-button")
        self.settings_button.observe(self._on_settings_button, names="value")
        super().__init__([trainer, self.settings_button, self.settings])
        self.add_class("ek-trainer-app")
        self.show_link()

    # ---- what a trainer app provides ----------------------------------------------------------
    def link_params(self) -> dict[str, str]:
        """The settings that go into the share link after the seed (subclasses)."""
        raise NotImplementedError

    def apply_settings(self, seed: int) -> bool:
        """Deal a new series from the settings shown and ``seed``; False if the settings cannot be dealt."""
        raise NotImplementedError

    @classmethod
    def from_link(cls: type[AppT], params: Mapping[str, str], seed: int) -> AppT:
        """The app (not started) a link's ``params`` ask for, with task set ``seed`` (subclasses)."""
        raise NotImplementedError

    # ---- shared behaviour -------------------------------------------------------------------------
    @classmethod
    def from_params(cls: type[AppT], params: Mapping[str, str]) -> AppT:
        """The app a dashboard link asks for (``?seed=7&level=medium`` ...), with its first task dealt.

        Every trainer also reads ``tasks`` (a round of that many tasks, 1 to :data:`MAX_ROUND`; 0 or
        missing: no round) and ``class`` (the class's name shown with the task number, see
        :func:`elevenkit.serving.params.clean_class_code`) and ``read`` (``?read=auto``: pre-reader
        mode, each new question and feedback read aloud by itself) and ``text`` (``?text=large``: bigger
        text). In a class the task set is dealt for the class (:func:`~elevenkit.serving.params.class_deal`).
        A link is typed by people: unknown or out-of-range values fall back or are clamped, never raise.

        ``?level=auto`` is "practice for me" (:class:`~elevenkit.widgets.trainers.for_me.PracticeForMe`),
        and so is a class link without a level: the teacher's level, when the link has one, always wins
        (:func:`~elevenkit.exercises.sessions.chosen_level`).
        """
        params = dict(params)
        app = cls.from_link(params, int_param(params, SEED, 1, 0, MAX_SEED))
        app.trainer.round_size = int_param(params, TASKS, 0, 0, MAX_ROUND)
        app.trainer.class_code = class_code(params)
        app.trainer.read_aloud.auto = reads_by_itself(params)
        app.trainer.text_size.large = large_text(params)
        if app.trainer.class_code:  # a pupil in a class cannot change the set-up the teacher chose
            for control in (app.settings_button, app.settings, *app.trainer.setup_controls):
                control.layout.display = "none"
            # hidden is not enough: a websocket message could still move them (issue 21, item 4)
            lock_from_browser(app.settings_button, app.settings, *app.trainer.setup_controls)
        fixed = any(params.get(name) for name in cls.setup_params)
        level = chosen_level(params.get(LEVEL) or None, in_class=bool(app.trainer.class_code))
        if level == AUTO and not fixed and app.trainer.activity in ADAPTIVE_TRAINERS:
            app.for_me = PracticeForMe(app.trainer, in_class=bool(app.trainer.class_code))
            app.children = (app.for_me, *app.children)
        # the class's own series of the task set ("practice for me" too): the same ?seed= outside the
        # class deals others (issue 21, item 9)
        app.trainer.series.salt = class_deal(app.trainer.class_code)
        return app.start()

    def start(self: AppT) -> AppT:
        """Deal the first task; returns self so a dashboard cell can end with ``.start()``."""
        self.trainer.start()
        self.show_link()
        return self

    def query(self) -> str:
        """The query string that deals these tasks again: what a teacher shares with the class."""
        extra = {TASKS: str(self.trainer.round_size)} if self.trainer.round_size else {}
        if self.trainer.class_code:
            extra[CLASS] = self.trainer.class_code
        adaptive = self.for_me is not None and self.for_me.session.adaptive is not None
        settings = {LEVEL: AUTO} if adaptive else self.link_params()
        return "?" + urlencode({SEED: self.trainer.series.seed, **settings, **extra, **language_param()})

    def show_link(self) -> None:
        """Bring the share link up to date with the series being dealt."""
        self.link.query = self.query()

    def task_set(self) -> int | None:
        """The seed typed in the task set box, or None unless it is a whole number (digits only)."""
        return seed_of(self.seed.value)

    def settings_changed(self, _change: Any = None) -> None:
        """Deal a new series from the settings and the task set; a bad task set gets a note."""
        seed = self.task_set()
        if seed is None:
            note = _("The task list number is a whole number, for example 7.")
            self.seed_note.value = element("span", note, class_="ek-note")
            return
        self.seed_note.value = ""
        if self.apply_settings(seed):
            self.show_link()

    def _on_settings_button(self, change: dict[str, Any]) -> None:
        self.settings.layout.display = "flex" if change["new"] else "none"


LeveledAppT = TypeVar("LeveledAppT", bound="LeveledTrainerApp")


class LeveledTrainerApp(TrainerApp):
    """A trainer whose only setting is its level switch (on the trainer itself), with the teacher's
    task set and the share link, which carries the level: ``?seed=7&level=medium``."""

    #: the trainer this app shows, made from a task set (seed) and a level
    trainer_class: ClassVar[Callable[..., LeveledTrainerFrame]]

    def __init__(self, seed: int = 1, level: Level | str = Level.EASY) -> None:
        self.leveled = self.trainer_class(seed, level)
        super().__init__(self.leveled, settings_title=_("Task list (for the teacher)"))
        self.leveled.level.observe(lambda _change: self.show_link(), "value")

    @classmethod
    def from_link(cls: type[LeveledAppT], params: Mapping[str, str], seed: int) -> LeveledAppT:
        """The app a link asks for: ``?seed=7&level=medium``; an unknown level is easy."""
        return cls(seed, Level.parse(params.get(LEVEL, "")) or Level.EASY)

    def link_params(self) -> dict[str, str]:
        """The level being dealt."""
        return {LEVEL: self.leveled.level.value}

    def apply_settings(self, seed: int) -> bool:
        """Deal the level on screen anew from task set ``seed``."""
        self.leveled.restart(seed=seed)
        return True
