"""A trainer page in "practice for me": each next task chosen for the pupil, the estimates kept.

:class:`PracticeForMe` puts a trainer frame on a
:class:`~elevenkit.exercises.sessions.AdaptiveSession` (:func:`~elevenkit.exercises.sessions.practice_for_me`)
and shows a line above it that says so, with the level of the task on screen. It keeps the
pupil's estimates after every judged answer:

- a pupil in a class: in the class database, through the keeper the class panel announces on
  :data:`~elevenkit.exercises.adaptive.learner_hub` when the pupil joins (the classroom's recorder,
  which writes in its own thread); the first task is chosen anew from the pupil's kept estimates,
  so another device goes on from them;
- a pupil on their own: in the browser, in a :class:`~elevenkit.widgets.common.browser_state.BrowserState`
  shared by every trainer (``elevenkit:skills``), read back when the page opens.

The session decides everything; this view only wires it and draws the line. A level switch is
hidden in "practice for me" (the level changes by itself); the teacher's link with a level never
gets here (:meth:`elevenkit.widgets.trainers.app.TrainerApp.from_params`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.exercises.adaptive import EstimateKeeper, LearnerModel, SkillEstimate, learner_hub
from elevenkit.exercises.sessions import AdaptiveSession, practice_for_me
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.common.browser_state import BrowserState
from elevenkit.widgets.common.stylesheet import Stylesheet
from elevenkit.widgets.trainers.frame import TrainerFrame
from elevenkit.widgets.trainers.my_skills import MySkills

__all__ = ["SKILLS_KEY", "PracticeForMe", "compact_estimates", "level_label"]

#: the browser's storage key of a pupil's estimates on their own (``elevenkit:skills``), one for every trainer
SKILLS_KEY = "skills"


def level_label(level: str) -> str:
    """A dealt item's level in the pupil's words: "easy", "medium", "hard", or "step 3"."""
    named = Level.parse(level)
    if named is not None:
        return named.label
    return _("step {number}").format(number=level)


def compact_estimates(estimates: Mapping[str, SkillEstimate]) -> dict[str, dict[str, object]]:
    """The estimates as the browser keeps them: ratings to 3 decimals, times to the second (small JSON)."""
    return {
        skill: {
            "rating": round(known.rating, 3),
            "answers": known.answers,
            "misconception": known.misconception,
            "seen": float(int(known.seen)),
        }
        for skill, known in sorted(estimates.items())
    }


class ForMeStyle(Stylesheet):
    """The "practice for me" line's styles (``static/for_me.css``)."""

    _css = STATIC / "for_me.css"


class PracticeForMe(widgets.VBox):
    """The line above a trainer in "practice for me", and the wiring of its session (see the module).

    ``in_class``: the page has a class (its estimates wait for the pupil to join, then go to the
    class database); else they are kept in the browser.
    """

    def __init__(self, frame: TrainerFrame, *, in_class: bool, clock: Callable[[], float] = time.time) -> None:
        self.frame = frame
        self.model = LearnerModel()
        #: where the estimates are kept now (None: in the browser, or nowhere before a class pupil joins)
        self.keeper: EstimateKeeper | None = None
        self.session: AdaptiveSession = practice_for_me(
            frame.activity,
            self.model,
            seed=frame.series.seed,
            round_size=frame.round_size,
            kept=self._kept,
            clock=clock,
        )
        # a fixed level chosen later (the teacher's settings) records its name as before
        self.session.named_levels = {**frame.session.named_levels, **self.session.named_levels}
        frame.session = self.session
        self.line = widgets.HTML()
        #: "What I can do": the activity's "I can …" sentences with stars (:mod:`.my_skills`)
        self.my_skills = MySkills(catalogue.entry(frame.activity).skills)
        self.browser = None if in_class else BrowserState(SKILLS_KEY, layout=widgets.Layout(display="none"))
        super().__init__(
            [ForMeStyle(), self.line, self.my_skills, *([self.browser] if self.browser is not None else [])]
        )
        self.add_class("ek-for-me")
        for control in frame.setup_controls:
            control.layout.display = "none"
        # a task dealt changes its number or its question (or both): the line follows
        frame.task_info.observe(self._show_level, "value")
        frame.prompt.observe(self._show_level, "value")
        learner_hub.on_join(self._on_joined)
        if self.browser is not None:
            self.browser.on_loaded(self._on_loaded)

    @property
    def level(self) -> str:
        """The level of the task on screen (``"easy"``, a Capture Trainer step), "" before one is dealt."""
        series = self.session.adaptive
        item = series.items.get(self.session.number) if series is not None else None
        return item.level if item is not None else ""

    # ---- keeping the estimates --------------------------------------------------------------------
    def _kept(self, model: LearnerModel) -> None:
        self.my_skills.show(model.estimates)
        if self.keeper is not None:
            self.keeper.save_estimates(dict(model.estimates))
        elif self.browser is not None:
            self.browser.update({"estimates": compact_estimates(model.estimates)})

    def _on_loaded(self, browser: BrowserState) -> None:
        """The browser sent what it kept: go on from the pupil's estimates (and the task they were on)."""
        if self.keeper is None:
            dealt = browser.state.get("dealt")
            dealt = dealt.get(self.frame.activity) if isinstance(dealt, dict) else None
            ok = isinstance(dealt, list) and len(dealt) == 3 and [type(part) for part in dealt] == [int, int, str]
            self._adopt(LearnerModel.from_json(browser.state.get("estimates")).estimates, dealt if ok else None)

    def _on_joined(self, keeper: EstimateKeeper | None) -> None:
        """A pupil joined the class (their keeper) or left (None): go on from their estimates, or from none."""
        self.keeper = keeper
        if keeper is None:
            self._adopt({})
            return
        self._adopt(dict(keeper.estimates()), keeper.last_dealt(self.frame.activity))

    def _adopt(self, estimates: Mapping[str, SkillEstimate], dealt: Any = None) -> None:
        untouched = self.session.untouched()
        self.session.adopt(estimates, tuple(dealt) if dealt is not None else None)
        self.my_skills.show(self.model.estimates)
        if untouched and self.session.adaptive is not None and self.session.flow is not None:
            self.frame.restart()  # the first task, chosen from these estimates
            self._show_level()

    # ---- drawing ------------------------------------------------------------------------------------
    def _show_level(self, _change: Any = None) -> None:
        if self.session.adaptive is None:  # the teacher's settings chose a fixed level
            self.layout.display = "none"
            return
        self.layout.display = None
        level = self.level
        if self.browser is not None and self.keeper is None and level:
            series = self.session.adaptive
            item = series.items[self.session.number] if series is not None else None
            kept = self.browser.state.get("dealt")
            dealt = dict(kept) if isinstance(kept, dict) else {}
            dealt[self.frame.activity] = [self.session.series.seed, self.session.number, item.name if item else ""]
            self.browser.update({"dealt": dealt})
        text = _("These tasks are chosen for you: they get easier or harder as you go.")
        now = _("Now: {level}").format(level=level_label(level)) if level else ""
        self.line.value = element(
            "p",
            element("span", text),
            " ",
            element("strong", now, class_="ek-for-me-level") if now else None,
            class_="ek-for-me-line",
            data_level=level,
        )
