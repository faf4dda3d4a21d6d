"""Trainers for tests: a tiny sum trainer on the shared frame, each real trainer at a fixed seed,
and a pupil's clicks that solve a task."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from elevenkit.exercises import Task, TaskSeries
from elevenkit.exercises.captures import STEPS
from elevenkit.exercises.wraparound import PilesTask
from elevenkit.widgets.trainers.capture import CaptureTrainer
from elevenkit.widgets.trainers.frame import TrainerFrame
from elevenkit.widgets.trainers.number_track import NumberTrackTrainer
from elevenkit.widgets.trainers.wraparound import WraparoundTrainer
from tests.helpers.tasks import SumTask


class SumTrainer(TrainerFrame):
    """The shared trainer frame around :class:`SumTask`, answered in a plain text box."""

    def __init__(self, seed: int) -> None:
        self.box = widgets.Text()
        super().__init__(TaskSeries(SumTask, None, seed), self.box, "Sums")

    def show_task(self, task: Task) -> None:
        self.box.value = ""

    def read_answer(self) -> Any:
        return int(self.box.value) if self.box.value.isdigit() else self.box.value


def right_answer(trainer: SumTrainer) -> str:
    """The answer to type for the sum trainer's current task."""
    task = trainer.task
    assert isinstance(task, SumTask)
    return str(task.a + task.b)


#: every real trainer, each at a fixed seed and level, by a short name
TRAINERS: dict[str, Callable[[], TrainerFrame]] = {
    "capture": lambda: CaptureTrainer(STEPS["2"], seed=3),
    "clock": lambda: WraparoundTrainer(seed=4, level="medium"),
    "number track": lambda: NumberTrackTrainer(seed=4, level="medium"),
}


def solve_capture(trainer: CaptureTrainer) -> None:
    """Take every group the card can still take, one after another, by clicking."""
    while not trainer.finished:
        for index in trainer.capture_task.remaining()[0].indices:
            trainer.table.toggle(index)
        trainer.check_button.click()


def solve_choice(trainer: WraparoundTrainer) -> list[int]:
    """Press New task until the circle asks for a choice of piles, then choose the right ones and check."""
    while not isinstance(trainer.task, PilesTask):
        trainer.new_button.click()
    right = list(trainer.task.right)
    for number in right:
        trainer.circle.pick(number)
    trainer.check_button.click()
    assert trainer.finished and trainer.circle.selected == right
    return right
