"""The shared trainer frame: what counts toward the score, and that no error reaches a pupil raw."""

from __future__ import annotations

import random
from typing import Any

import ipywidgets as widgets

from elevenkit.exercises import Feedback, PupilMessage, Task, TaskSeries
from elevenkit.widgets.trainer import TrainerApp, TrainerFrame


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
    def __init__(self, seed: int) -> None:
        self.box = widgets.Text()
        super().__init__(TaskSeries(SumTask, None, seed), self.box, "Sums")

    def show_task(self, task: Task) -> None:
        self.box.value = ""

    def read_answer(self) -> Any:
        return int(self.box.value) if self.box.value.isdigit() else self.box.value


def answer(trainer: SumTrainer, text: str) -> None:
    trainer.box.value = text
    trainer.check_button.click()


def right_answer(trainer: SumTrainer) -> str:
    task = trainer.task
    assert isinstance(task, SumTask)
    return str(task.a + task.b)


def test_a_good_start_is_not_counted() -> None:
    trainer = SumTrainer(seed=1).start()
    answer(trainer, str(trainer.task.a))  # type: ignore[union-attr]
    assert trainer.score.attempts == 0 and "Good start" in trainer.feedback.value
    assert "ek-info" in trainer.feedback.value


def test_after_the_task_is_done_answers_do_not_count() -> None:
    trainer = SumTrainer(seed=2).start()
    answer(trainer, right_answer(trainer))
    assert (trainer.score.correct, trainer.score.attempts, trainer.score.streak) == (1, 1, 1)
    answer(trainer, "0")
    assert (trainer.score.correct, trainer.score.attempts, trainer.score.streak) == (1, 1, 1)
    assert "New task" in trainer.feedback.value


def test_same_task_again_after_solving_is_practice_not_score() -> None:
    trainer = SumTrainer(seed=3).start()
    answer(trainer, right_answer(trainer))
    trainer.again_button.click()
    answer(trainer, right_answer(trainer))
    assert trainer.score.correct == 1 and "score stays the same" in trainer.feedback.value
    trainer.new_button.click()
    answer(trainer, right_answer(trainer))
    assert trainer.score.correct == 2


def test_pupil_messages_are_shown_and_other_errors_are_not() -> None:
    trainer = SumTrainer(seed=4).start()
    answer(trainer, "?")
    assert "Type a number." in trainer.feedback.value
    answer(trainer, "boom")
    assert "internal detail" not in trainer.feedback.value
    assert "could not read" in trainer.feedback.value
    assert trainer.score.attempts == 0
    answer(trainer, right_answer(trainer))  # still usable afterwards
    assert trainer.score.correct == 1


def test_hints_come_in_order_then_run_out() -> None:
    trainer = SumTrainer(seed=5).start()
    shown = []
    for _ in range(3):
        trainer.hint_button.click()
        shown.append(trainer.feedback.value)
    assert "add them" in shown[0] and right_answer(trainer) in shown[1]
    # after the last hint: that hint stays on screen, with a note naming the button for the answer
    assert right_answer(trainer) in shown[2] and "That was the last hint. Press Show the answer" in shown[2]


def test_lesson_check_marks_right_wrong_and_not_yet(capsys: Any) -> None:
    from elevenkit.exercises.lesson import check

    task = SumTask(random.Random(6), None)
    check(task, task.a + task.b)
    check(task, 0)
    check(task, task.a)
    check(task, "?")
    lines = capsys.readouterr().out.splitlines()
    assert [line[0] for line in lines] == ["✔", "✘", "ℹ", "ℹ"]
    assert lines[3] == "ℹ Type a number."


class SumApp(TrainerApp):
    """The smallest trainer app: no settings of its own, only the class code and the link."""

    @classmethod
    def from_link(cls, params: Any, seed: int) -> "SumApp":
        return cls(SumTrainer(seed))

    def link_params(self) -> dict[str, str]:
        return {"kind": "sums"}

    def apply_settings(self, seed: int) -> bool:
        self.trainer.restart(seed=seed)
        return True


def test_trainer_app_reads_the_link_deals_and_shares() -> None:
    app = SumApp.from_params({"seed": "44"})
    assert app.trainer.series.seed == 44 and app.trainer.task is not None and app.trainer.series.number == 0
    assert app.link.query == "?seed=44&kind=sums"
    assert SumApp.from_params({"seed": "-5"}).trainer.series.seed == 0
    assert SumApp.from_params({"seed": "1" * 5000}).trainer.series.seed == 1  # unreadable: the default
    assert SumApp.from_params({"seed": "99999999999"}).trainer.series.seed == 10**9
    assert SumApp.from_params({}).trainer.series.seed == 1
    prompt = app.trainer.prompt.value
    app.trainer.new_button.click()
    for refused in ("1e5", "-3", "٣", "", "1" * 5000, "1000000001"):
        app.seed.value = refused
        assert app.class_code() is None and "digits only" in app.seed_note.value, refused
        assert app.trainer.series.seed == 44 and app.trainer.series.number == 1
    app.seed.value = " 44 "
    assert app.seed_note.value == "" and app.trainer.series.number == 0 and app.trainer.prompt.value == prompt


def test_restart_keeps_what_is_not_given() -> None:
    trainer = SumTrainer(seed=8).start()
    trainer.new_button.click()
    trainer.restart()
    assert (trainer.series.seed, trainer.series.number) == (8, 0)
    trainer.restart(seed=9)
    assert trainer.series.seed == 9 and trainer.series.difficulty is None
