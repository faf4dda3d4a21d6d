"""Trainers for tests: a tiny sum trainer on the shared frame, each real trainer at a fixed seed,
and a pupil's clicks that solve a task."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from elevenkit.exercises import Feedback, PupilMessage, Task, TaskSeries
from elevenkit.exercises.captures import STEPS
from elevenkit.exercises.wraparound import PilesTask
from elevenkit.widgets.capture_trainer import CaptureTrainer
from elevenkit.widgets.number_track_trainer import NumberTrackTrainer
from elevenkit.widgets.trainer import TrainerFrame
from elevenkit.widgets.wraparound_trainer import WraparoundTrainer


class SumTask(Task):
    """What is a + b? A partial answer "a" is a good start (not counted); text raises."""

    def __init__(self, rng: random.Random, _difficulty: None) -> None:
        self.a, self.b = rng.randint(1, 9), rng.randint(1, 9)

    @property
    def prompt(self) -> str:
        return f"{self.a} + {self.b} = ?"

    def check(self, answer: Any) -> Feedback:
        if answer == "boom":
            raise ValueError("internal detail the pupil must not see")
        if answer == "?":
            raise PupilMessage("Type a number.")
        if answer == self.a:
            return Feedback(False, "Good start: now add the other number.", counted=False)
        return Feedback(answer == self.a + self.b, f"you said {answer}")

    def hints(self) -> list[str]:
        return ["add them", f"{self.a + self.b}"]

    def solution(self) -> str:
        return f"{self.a} + {self.b} = {self.a + self.b}"


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
