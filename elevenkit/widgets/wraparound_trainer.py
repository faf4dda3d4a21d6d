"""The Wraparound Clock trainer: seeded 11 nimmt! tasks answered on a number circle.

"How far is it from 96 up to 3?", "which piles can take a 5?", "which of your cards fit on 94?",
"with one bull card, which cards go on 33 and in which order?", "which pile costs the fewest ox
heads?" — dealt by :mod:`elevenkit.exercises.wraparound` from a seed at a level, so a whole class
with the same ``?seed=`` link gets the same tasks. The pupil answers by choosing numbers on the
circle (click, or arrow keys and Enter) or by typing a number. Hints light up the circle step by
step: first the windows of ten, at the end the fit marks and the step count.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from elevenkit.dashboard import int_param
from elevenkit.exercises import Feedback, PupilMessage, Task, TaskSeries
from elevenkit.exercises.wraparound import LEVELS, Scene, make_wraparound_task
from elevenkit.i18n import _
from elevenkit.widgets.number_circle import NumberCircle
from elevenkit.widgets.trainer import TrainerFrame, friendly_errors

__all__ = ["WraparoundTrainer"]

#: class codes (seeds) a link may carry: ``?seed=0`` to ``?seed=1000000000``
MAX_SEED = 10**9


class WraparoundTrainer(TrainerFrame):
    """Number circle, a number box for typed answers, a level switch and the trainer frame around them."""

    def __init__(self, seed: int | None = None, level: str = "easy") -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be one of {list(LEVELS)!r}, not {level!r}")
        self.circle = NumberCircle()
        self.number_box = widgets.Text(
            value="",
            placeholder=_("your number"),
            description=_("Your answer:"),
            style={"description_width": "initial"},
        )
        self.number_box.add_class("ek-number-answer")
        self.choice = widgets.HTML()
        self.choice.add_class("ek-choice")
        self.clear_button = widgets.Button(description=_("Clear my choice"), tooltip=_("Clear my choice"))
        self.clear_button.on_click(lambda _button: self._on_clear())
        self.level = widgets.ToggleButtons(
            options=[(_("easy"), "easy"), (_("medium"), "medium"), (_("hard"), "hard")],
            value=level,
            description=_("Level:"),
            style={"description_width": "initial"},
        )
        self.level.observe(self._on_level, "value")
        self.task_info = widgets.HTML()
        self.task_info.add_class("ek-task-info")
        self.scene = Scene()
        answer_area = widgets.VBox(
            [
                widgets.HBox([self.level, self.task_info]),
                self.circle,
                widgets.HBox([self.number_box, self.choice, self.clear_button]),
            ]
        )
        super().__init__(TaskSeries(make_wraparound_task, LEVELS[level], seed), answer_area, _("Wraparound Clock"))
        self.add_class("ek-wraparound")
        self.circle.observe(self._show_choice, "selected")

    @classmethod
    def from_params(cls, params: dict[str, str]) -> "WraparoundTrainer":
        """The trainer a dashboard link asks for: ``?seed=7&level=medium``; bad values fall back, never raise."""
        level = params.get("level", "").strip().lower()
        return cls(seed=int_param(params, "seed", 1, 0, MAX_SEED), level=level if level in LEVELS else "easy")

    # ---- TrainerFrame hooks ------------------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw the task's scene on the circle, hidden parts hidden, and reset the answer."""
        self.scene = task.scene  # type: ignore[attr-defined]
        with self.circle.hold_sync():
            self.circle.show_scene(self.scene)
            self.circle.show_windows = False
            self.circle.show_fit = False
            self.circle.show_steps = self.scene.answer != "number"
        typed = self.scene.answer == "number"
        self.number_box.value = ""
        self.number_box.layout.display = None if typed else "none"
        self.choice.layout.display = "none" if typed else None
        self.clear_button.layout.display = "none" if typed else None
        self.task_info.value = (
            "<span class='ek-task-number'>"
            + html.escape(
                _("Task {number} · class code {seed}").format(number=self.series.number + 1, seed=self.series.seed)
            )
            + "</span>"
        )
        self._show_choice()

    def read_answer(self) -> Any:
        """The typed number, or the numbers chosen on the circle in the order chosen."""
        if self.scene.answer == "number":
            if not self.number_box.value.strip():
                raise PupilMessage(_("Type a number in the box first."))
            return self.number_box.value
        if not self.circle.selected:
            raise PupilMessage(_("Choose numbers on the circle first."))
        return list(self.circle.selected)

    # ---- the circle lights up with hints and with the right answer -----------------------------
    def check(self, answer: Any) -> Feedback:
        """Check and count the answer; a right answer shows the whole picture on the circle."""
        result = super().check(answer)
        if result.correct:
            self._reveal(everything=True)
        return result

    @friendly_errors
    def _on_hint(self) -> None:
        super()._on_hint()
        self._reveal(everything=self.hints.remaining == 0)

    def _reveal(self, everything: bool) -> None:
        """First hint: the windows of ten (and the path to the card asked about); last: all of it."""
        with self.circle.hold_sync():
            self.circle.show_windows = True
            if self.circle.focus and not self.circle.target:
                self.circle.target = self.circle.focus
            if everything:
                self.circle.show_fit = True
                self.circle.show_steps = True

    def _show_choice(self, _change: dict[str, Any] | None = None) -> None:
        chosen = ", ".join(map(str, self.circle.selected)) or "—"
        self.choice.value = "<span class='ek-choice-text'>" + html.escape(
            _("Your choice: {numbers}").format(numbers=chosen)
        ) + "</span>"

    @friendly_errors
    def _on_clear(self) -> None:
        self.circle.clear()

    @friendly_errors
    def _on_level(self, change: dict[str, Any]) -> None:
        """A new level starts a new series from the same seed, so the class stays together."""
        self.series = TaskSeries(make_wraparound_task, LEVELS[change["new"]], self.series.seed)
        self.start()
