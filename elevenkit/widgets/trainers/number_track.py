"""The Number Track trainer: seeded Start 11! tasks about the numbers 1–20, answered on the board.

"What is one more than 14?", "start at 11 and count 3 back", "which numbers are missing?",
"which of your tiles fit now?", "which space does the bridge open?", "where may your joker go?",
"how many minus points are left?" — dealt by :mod:`elevenkit.exercises.number_track` from a seed
at a level, so a whole class with the same ``?seed=`` link gets the same tasks. The pupil answers
on the board (click, or arrow keys and Enter): a space stands for its number, or is chosen; a tile
of the holder is chosen; or types a number (Enter checks it) — a
:class:`~elevenkit.widgets.common.answers.BoardAnswer`. Every answer is judged by the task, and
through it by the engine; this view only shows the scene and passes the clicks on.
"""

from __future__ import annotations

from typing import Any, cast

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises import Feedback, Level, Task
from elevenkit.exercises.number_track import DIFFICULTIES, TrackTask, make_number_track_task
from elevenkit.i18n import _
from elevenkit.start11 import Space
from elevenkit.widgets.common import LevelSwitch, friendly_errors
from elevenkit.widgets.common.answers import BoardAnswer
from elevenkit.widgets.trainers.app import LeveledTrainerApp
from elevenkit.widgets.trainers.frame import FrameSlots, LeveledTrainerFrame
from elevenkit.widgets.views.board import TrackBoard

__all__ = ["NumberTrackTrainer", "NumberTrackTrainerApp"]


class NumberTrackTrainer(LeveledTrainerFrame):
    """The board with the pupil's tiles, a number box, a level switch and the trainer frame around them."""

    activity = catalogue.entry("number-track").activity
    levels = DIFFICULTIES

    def __init__(self, seed: int | None = None, level: Level | str = Level.EASY) -> None:
        self.board = TrackBoard()
        self.board.add_class("ek-nt-board")
        self.board.on_pick(self._on_space)
        self.on_board = BoardAnswer(self.board)
        self.number_box = self.on_board.box
        self.number_box.on_enter(self._on_check)  # Enter presses Check
        self.choice = self.on_board.choice
        self.clear_button = self.on_board.clear_button
        super().__init__(
            make_number_track_task, seed, level, self.on_board.widget, _("Number Track"), area=self.on_board
        )
        self.add_class("ek-number-track")

    def level_slots(self, level: LevelSwitch) -> FrameSlots:
        """The level is for the teacher: below the score, out of the pupil's way."""
        info_row = widgets.HBox([level])
        info_row.add_class("ek-nt-info")
        return FrameSlots(footer=[info_row])

    @property
    def spaces(self) -> list[Space]:
        """The spaces chosen on the board for the task on screen, in the order chosen."""
        return self.on_board.spaces

    # ---- TrainerFrame hooks ------------------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw the task's scene on the board and reset the answer."""
        self.on_board.show_scene(cast(TrackTask, task).scene)

    # ---- the board lights up with the last hint and with the right answer ---------------------
    def check(self, answer: Any) -> Feedback:
        """Check and count the answer; a right one lights up its spaces on the board."""
        result = super().check(answer)
        if result.correct:
            self.on_board.reveal()
        return result

    def hint_shown(self, number: int) -> None:
        """The last hint lights up the answer's spaces on the board."""
        if self.hints.remaining == 0:
            self.on_board.reveal()

    # ---- clicks and keys ---------------------------------------------------------------------------
    @friendly_errors
    def _on_space(self, space: Space) -> None:
        """A space picked on the board: its number goes into the box, or it is chosen (or put back)."""
        if not self.finished:
            self.on_board.pick_space(space)


class NumberTrackTrainerApp(LeveledTrainerApp):
    """The Number Track trainer with the teacher's task set and the link that shares these tasks."""

    trainer_class = NumberTrackTrainer
