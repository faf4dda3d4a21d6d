"""The Wraparound Clock trainer: seeded 11 nimmt! tasks answered on a number circle.

"How far is it from 96 up to 3?", "which piles can take a 5?", "which of your cards fit on 94?",
"with one bull card, which cards go on 33 and in which order?", "which pile costs the fewest ox
heads?" — dealt by :mod:`elevenkit.exercises.wraparound` from a seed at a level, so a whole class
with the same ``?seed=`` link gets the same tasks. The pupil answers by choosing numbers on the
circle (click, or arrow keys and Enter) or by typing a number (Enter checks it). The circle is
zoomed: the arc that matters drawn large, the numbers to choose from as big buttons, the whole
circle small for orientation. The counting path stays hidden until a hint or a check, since it
would give the answer away; hints light up the circle step by step (first the windows of ten and
the path the hint speaks of, at the end the fit marks and the step count), and after a wrong
answer the path drawn is the one the feedback speaks of. A click the task cannot use is answered
in words; a finished task locks the circle. On a wide screen the picture stands left of the
question, answer, buttons and feedback (``static/number_circle.css``), so a pupil sees all of it
without scrolling.
"""

from __future__ import annotations

import html
from typing import Any, cast

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises import Feedback, Level, Task
from elevenkit.exercises.wraparound import DIFFICULTIES, Scene, make_wraparound_task
from elevenkit.exercises.wraparound.base import CircleTask, Count
from elevenkit.i18n import _
from elevenkit.widgets.number_circle import NumberCircle
from elevenkit.widgets.trainer import LeveledTrainerApp, LeveledTrainerFrame, friendly_errors

__all__ = ["WraparoundTrainer", "WraparoundTrainerApp"]
#: the longest text the answer box keeps: room for "12 ox heads", never a number that is too long
#: to read (the task refuses more than a few digits with a friendly note, too)
MAX_BOX_CHARS = 12


class WraparoundTrainer(LeveledTrainerFrame):
    """Number circle, a number box for typed answers, a level switch and the trainer frame around them."""

    activity = catalogue.entry("wraparound-clock").activity
    levels = DIFFICULTIES

    def __init__(self, seed: int | None = None, level: Level | str = Level.EASY) -> None:
        self.circle = NumberCircle(zoom=True, explore=False)
        self.circle.add_class("ek-wa-circle")
        self.circle.on_refused(self._refused)
        self.number_box = widgets.Text(
            value="",
            placeholder=_("your number"),
            description=_("Your answer:"),
            style={"description_width": "initial"},
        )
        self.number_box.add_class("ek-number-answer")
        self.number_box.observe(self._cut_long_answer, "value")
        # Enter in the box sends {"event": "submit"}: it presses Check. (Observing ``value`` with
        # continuous_update=False would also fire when the box loses focus, e.g. on a click on Check.)
        self.number_box.on_msg(self._on_box_msg)
        self.choice = widgets.HTML()
        self.choice.add_class("ek-choice")
        self.clear_button = widgets.Button(description=_("Clear my choice"), tooltip=_("Clear my choice"))
        self.clear_button.on_click(lambda _button: self._on_clear())
        self.scene = Scene()
        answer_row = widgets.HBox([self.number_box, self.choice, self.clear_button])
        answer_row.add_class("ek-wa-answer-row")
        answer_area = widgets.VBox([self.circle, answer_row])
        answer_area.add_class("ek-wa-answer")
        super().__init__(make_wraparound_task, seed, level, answer_area, _("Wraparound Clock"))
        self.header.children = (self.level, self.task_info)
        self.title.add_class("ek-wa-title")
        self.add_class("ek-wraparound")
        self.circle.observe(self._show_choice, "selected")

    # ---- TrainerFrame hooks ------------------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw the task's scene on the circle, hidden parts hidden, and reset the answer."""
        self.scene = cast(CircleTask, task).scene
        with self.circle.hold_sync():
            self.circle.show_scene(self.scene)
            self.circle.show_windows = False
            self.circle.show_fit = False
            self.circle.show_path = False
            self.circle.show_steps = False
        typed = self.scene.answer == "number"
        self.number_box.value = ""
        self.number_box.layout.display = None if typed else "none"
        self.choice.layout.display = "none" if typed else None
        self.clear_button.layout.display = "none" if typed else None
        self._show_choice()

    @property
    def circle_task(self) -> CircleTask:
        """The task on the circle now."""
        assert self.task is not None, "start() deals the first task"
        return cast(CircleTask, self.task)

    def read_answer(self) -> Any:
        """The typed text, or the numbers chosen on the circle: in the order chosen when order
        counts, smallest first otherwise (so the same choice is the same answer)."""
        if self.scene.answer == "number":
            return self.number_box.value
        chosen = list(self.circle.selected)
        return chosen if self.scene.answer == "order" else sorted(chosen)

    def lock(self, locked: bool) -> None:
        """A finished task keeps its picture, but neither the circle nor the box takes answers. A
        finished task whose picture has no count yet (its answer shown, or a reload onto a task
        already done) shows the whole count of its last hint, as a solved task does."""
        with self.circle.hold_sync():
            self.circle.locked = locked
            if locked and self.circle.target == 0:
                steps = self.circle_task.hint_steps()
                self._reveal(everything=True, count=steps[-1].count if steps else None)
        self.number_box.disabled = locked
        self.clear_button.disabled = locked

    def kept_work(self) -> list[int] | str:
        """The pupil's choice on the circle (in the order chosen), or the text typed for a number
        task, so that a reload shows it again ("Your choice: 33, 41")."""
        return self.number_box.value if self.scene.answer == "number" else list(self.circle.selected)

    def restore_work(self, work: Any) -> None:
        """Choose again the numbers chosen before a reload (or type the text again); a number the
        circle does not offer on this task, or anything not a number, is left out."""
        if self.scene.answer == "number":
            if isinstance(work, str):
                self.number_box.value = work[:MAX_BOX_CHARS]
            return
        if isinstance(work, list):
            offered = self.circle.pickable
            chosen = [n for n in work if type(n) is int and n in offered]
            self.circle.selected = list(dict.fromkeys(chosen))

    # ---- the circle lights up with hints and with the right answer -----------------------------
    def check(self, answer: Any) -> Feedback:
        """Check and count the answer; the circle draws the count the feedback's own sentence speaks
        of (its ``count``: none when the sentence speaks of none), a right answer the whole picture."""
        result = super().check(answer)
        if result.counted:
            count: Count | None = getattr(result, "count", None)
            if result.correct:
                self._reveal(everything=True, count=count)
            else:
                # the feedback says how many steps its count is: the picture numbers them, so
                # counting the arrows (and a hop over a "…") comes out at the same number
                self._draw_count(count)
                self.circle.show_steps = count is not None
        return result

    def hint_shown(self, number: int) -> None:
        """Hint ``number`` lights up the windows and the count it speaks of; the last one everything."""
        steps = self.circle_task.hint_steps()
        count = steps[number - 1].count if 0 < number <= len(steps) else None
        self._reveal(everything=self.hints.remaining == 0, count=count)

    def _refused(self, value: str) -> None:
        """A click the circle cannot use: the task says what to do (a number, or the small circle)."""
        self.refuse_click(self.circle_task.refusal(int(value) if value.isascii() and value.isdigit() else None))

    def _reveal(self, everything: bool, count: Count | None) -> None:
        """The windows of ten and ``count``; ``everything``: the fit marks and the step count too."""
        with self.circle.hold_sync():
            self.circle.show_windows = self.scene.windows
            self._draw_count(count)
            # a hint's count is for the pupil to count: its step numbers only with the last hint
            self.circle.show_steps = everything
            if everything:
                self.circle.show_fit = True

    def _draw_count(self, count: Count | None) -> None:
        """Draw the count (pile top, number) the words on the screen speak of, and no other (None: none)."""
        with self.circle.hold_sync():
            if count is None:
                self.circle.show_path = False
                self.circle.target = 0
                return
            top, number = count
            self.circle.active_pile = top if top in self.circle.piles else 0
            self.circle.target = number
            self.circle.show_path = True

    def _cut_long_answer(self, change: dict[str, Any]) -> None:
        """Keep the answer box short: a pasted page of digits never reaches the checker."""
        if len(change["new"]) > MAX_BOX_CHARS:
            self.number_box.value = change["new"][:MAX_BOX_CHARS]

    def _on_box_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Enter in the answer box checks the answer, like the Check button."""
        if isinstance(content, dict) and content.get("event") == "submit":
            self._on_check()

    def _show_choice(self, _change: dict[str, Any] | None = None) -> None:
        chosen = ", ".join(map(str, self.circle.selected)) or "—"
        self.choice.value = (
            "<span class='ek-choice-text'>"
            + html.escape(_("Your choice: {numbers}").format(numbers=chosen))
            + "</span>"
        )

    @friendly_errors
    def _on_clear(self) -> None:
        self.circle.clear()


class WraparoundTrainerApp(LeveledTrainerApp):
    """The Wraparound Clock with the teacher's class code and the link that shares these tasks."""

    trainer_class = WraparoundTrainer
