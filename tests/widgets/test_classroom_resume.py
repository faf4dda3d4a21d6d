"""A pupil who joins a class goes on where they were, on any device: the trainer and lesson frames
resume from the classroom database (a real SQLite file) when it knows more than the browser."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.sessions import FIRST_TIME, NOT_YET, WITH_HELP
from elevenkit.widgets.classroom import JoinPanel
from elevenkit.widgets.common.browser_state import BrowserState
from elevenkit.widgets.lesson import CheckedStepView, LessonWidget
from elevenkit.widgets.trainers.capture import CaptureTrainer
from elevenkit.widgets.trainers.frame import TrainerFrame
from elevenkit.widgets.trainers.wraparound import WraparoundTrainer
from tests.helpers.classroom_db import teachers_classes
from tests.helpers.trainers import TRAINERS, SumTrainer, right_answer, solve_capture, solve_choice


class Sums(SumTrainer):
    """One device's trainer page: its own frame and its own browser storage."""

    activity = "sums"

    def type(self, text: str) -> None:
        self.box.value = text
        self.check_button.click()

    def solve(self) -> None:
        self.type(right_answer(self))


def open_page(seed: int, kept: dict[str, Any] | None = None) -> Sums:
    """A trainer page opened on a device whose browser kept ``kept`` (nothing: another device)."""
    page = Sums(seed).start()
    page.browser.receive(kept or {}, {"seed": str(seed), "class": "4B"})
    return page


def join(db: Path, activity: str, secret: str = "", nickname: str = "Mia") -> JoinPanel:
    panel = JoinPanel("4B", activity, path=db)
    panel.nickname.value, panel.secret.value = nickname, secret
    assert panel.join()
    return panel


def secret_of(panel: JoinPanel) -> str:
    assert panel.joined is not None and panel.joined.claim is not None and panel.joined.claim.pupil_code
    return panel.joined.claim.pupil_code


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A database in which the teacher has made class 4B."""
    return teachers_classes(tmp_path / "classroom.sqlite3", "4B")


def practise_on_the_first_device(db: Path) -> tuple[Sums, str]:
    """Mia joins on device 1 and works through five tasks of seed 7, then leaves the room."""
    first = open_page(7)
    panel = join(db, Sums.activity)
    first.type("0")
    first.solve()  # task 1: right at the second try
    first.new_button.click()
    first.solve()  # task 2: right first time
    first.new_button.click()
    first.answer_button.click()  # task 3: answer shown
    first.new_button.click()
    first.hint_button.click()
    first.solve()  # task 4: right after a hint
    first.new_button.click()
    first.solve()  # task 5: right first time, finished, still on screen
    panel.leave()  # writes the last answers
    return first, secret_of(panel)


def test_on_another_device_the_trainer_goes_on_at_the_same_task_with_the_same_score(db: Path) -> None:
    first, secret = practise_on_the_first_device(db)
    assert first.outcomes == {0: WITH_HELP, 1: FIRST_TIME, 2: NOT_YET, 3: WITH_HELP, 4: FIRST_TIME}
    second = open_page(7)  # another device: its browser kept nothing
    assert second.series.number == 0 and second.score.tried == 0
    panel = join(db, Sums.activity, secret)
    assert "You have solved 4 tasks here so far" in panel.progress.value
    assert second.series.number == 4 and second.prompt.value == first.prompt.value  # same seed, same task
    assert second.score == first.score and second.score.streak == 2 and second.score.first_time == 2
    assert second.series.solved == first.series.solved == {0, 1, 3, 4}
    assert second.outcomes == first.outcomes
    assert second.finished and "Welcome back! You solved this task. Press New task to go on." in second.feedback.value
    assert second.check_button.disabled and second.hint_button.disabled and second.answer_button.disabled
    assert not second.new_button.disabled and not second.again_button.disabled
    assert second.browser.state["number"] == 4  # from now on this browser keeps the place too
    second.type("1")
    assert "This task is done" in second.feedback.value and second.score == first.score
    second.new_button.click()
    assert second.series.number == 5 and not second.finished
    panel.leave()


def test_the_database_never_takes_a_pupil_back_nor_into_another_series(db: Path) -> None:
    first, secret = practise_on_the_first_device(db)
    first.new_button.click()
    first.solve()  # one more task than the database knows of (its recorder had stopped)
    kept = dict(first.browser.state)  # what the browser of device 1 keeps for Mia of 4B
    ahead = open_page(7)  # device 1 after a reload: the page of no class kept nothing
    other_seed = open_page(8)
    panel = join(db, Sums.activity, secret)
    assert ahead.series.number == 4  # the database first ...
    ahead.browser.receive(kept, {}, "sums:4B:Mia")  # ... then what the browser read under Mia's key
    assert ahead.series.number == 5 and ahead.score.tried == 6
    assert other_seed.series.number == 0 and other_seed.score.tried == 0  # another class link
    panel.leave()


def test_a_round_link_takes_no_place_beyond_its_round(db: Path) -> None:
    _first, secret = practise_on_the_first_device(db)
    short = Sums(7)
    short.round_size = 3
    short.start()
    panel = join(db, Sums.activity, secret)
    assert short.series.number == 0 and short.score.tried == 0
    panel.leave()


def test_a_lesson_on_another_device_marks_the_solved_steps_and_goes_on_after_them(db: Path) -> None:
    first = LessonWidget(lesson("01"))
    panel = join(db, first.lesson.activity)
    first.go(4)  # Task 3: type the equation for 10
    view = first.current
    assert isinstance(view, CheckedStepView)
    view.box.value = "10 = 4 + 6"
    view.check_button.click()
    assert view.solved
    panel.leave()
    second = LessonWidget(lesson("01"))
    other = LessonWidget(lesson("01"), seed=5)  # opened with another task set: not the same lesson
    again = join(db, second.lesson.activity, secret_of(panel))
    assert second.position == 5  # the step after the last one solved
    step = second.view(4)
    assert isinstance(step, CheckedStepView) and step.solved and step.check_button.disabled
    assert "You solved this step before" in step.feedback.value
    second.go(second.step_count)
    assert "1 right the first time, " in second.summary.text.value
    assert other.position == 0 and not other.view(4).solved  # type: ignore[attr-defined]
    again.leave()


PAGES: dict[str, tuple[Callable[[], TrainerFrame], Callable[[Any], object]]] = {
    "capture": (TRAINERS["capture"], solve_capture),
    "clock": (TRAINERS["clock"], solve_choice),
}


@pytest.mark.parametrize("order", ["browser first", "database first"])
@pytest.mark.parametrize("name", PAGES)
def test_a_reload_in_a_class_shows_the_work_on_the_solved_task_whichever_place_comes_first(
    db: Path, name: str, order: str
) -> None:
    """The capture trainer's taken cards and "You took", the clock's chosen piles and "Your choice"."""
    make, solve = PAGES[name]
    first = make().start()
    panel = join(db, first.activity)
    solve(first)
    panel.leave()
    secret, kept = secret_of(panel), dict(first.browser.state)
    assert first.finished and first.kept_work()
    again = make().start()  # the reload: a new kernel deals task 1 ...
    # ... the browser reports what it kept under the key of no class (nothing), before or after the
    # join panel above the trainer rejoins; then what it kept under the pupil's key
    unjoined = {"event": "loaded", "state": {}, "query": {"class": "4B"}, "activity": again.activity}
    if order == "browser first":
        again.browser._on_front_end_msg(again.browser, unjoined, [])
    rejoined = join(db, first.activity, secret)
    assert again.finished and again.series.number == first.series.number and not again.kept_work()
    again.browser._on_front_end_msg(again.browser, unjoined, [])  # late, or twice: not this pupil's key
    again.browser.receive(kept, {"class": "4B"}, first.browser.activity)
    assert again.finished and again.series.number == first.series.number and again.score == first.score
    assert again.kept_work() == first.kept_work()
    assert "Welcome back! You solved this task. Press New task to go on." in again.feedback.value
    if isinstance(first, CaptureTrainer) and isinstance(again, CaptureTrainer):
        assert again.table.disabled == first.table.disabled and "You took:" in again.found_label.value
        assert again.found_label.value == first.found_label.value and not again.table.selectable
    if isinstance(first, WraparoundTrainer) and isinstance(again, WraparoundTrainer):
        assert again.circle.selected == first.circle.selected and again.choice.value == first.choice.value
        assert again.circle.locked and again.circle.show_fit
    assert again.browser.state["work"] == kept["work"]  # kept for the next reload too
    rejoined.leave()


class Device:
    """One browser's ``localStorage`` as ``browser_state.js`` uses it: every state Python sends is
    written under the page's key, and a key changed by Python is read at once and reported back
    later (the report crosses the network: :meth:`deliver` brings it)."""

    def __init__(self) -> None:
        self.kept: dict[str, dict[str, Any]] = {}
        self.reports: list[tuple[BrowserState, dict[str, Any]]] = []

    def open(self, page: Sums) -> Sums:
        browser = page.browser
        browser.observe(lambda change: self.kept.__setitem__(browser.activity, dict(change["new"])), "state")
        browser.observe(lambda _change: self.read(browser), "activity")
        self.read(browser)
        self.deliver()
        return page

    def read(self, browser: BrowserState) -> None:
        state = dict(self.kept.get(browser.activity, {}))
        self.reports.append((browser, {"event": "loaded", "state": state, "query": {}, "activity": browser.activity}))

    def deliver(self) -> None:
        while self.reports:
            browser, report = self.reports.pop(0)
            browser._on_front_end_msg(browser, report, [])


def test_the_next_pupil_on_the_same_device_starts_afresh_and_the_first_finds_her_place_again(db: Path) -> None:
    device = Device()
    mia = device.open(Sums(7).start())
    first_join = join(db, Sums.activity)
    device.deliver()
    mia.solve()
    mia.new_button.click()
    mia.solve()  # 2 of 2 tasks, the second still on screen
    first_join.leave()
    assert mia.browser.activity == "sums:4B:Mia" and device.kept["sums"] == {}
    tom = device.open(Sums(7).start())  # the next child on the same device: the page of no class
    assert tom.score.tried == 0 and tom.series.number == 0
    tom.solve()  # one task before joining: practice of nobody in the class
    assert device.kept["sums"]["number"] == 0
    second_join = join(db, Sums.activity, nickname="Tom")
    device.deliver()
    assert tom.browser.activity == "sums:4B:Tom" and tom.browser.loaded
    assert tom.score.tried == 0 and tom.series.number == 0 and not tom.finished  # a new pupil starts fresh
    assert "Welcome back" not in tom.feedback.value and tom.score_label.value == Sums(7).start().score_label.value
    second_join.leave()
    back = device.open(Sums(7).start())  # Mia again, on the same device
    third_join = join(db, Sums.activity, secret_of(first_join))
    device.deliver()
    assert back.series.number == 1 and back.score.tried == 2 and back.finished  # her own place
    assert "Welcome back" in back.feedback.value
    third_join.leave()


def test_a_pupil_who_pressed_new_task_goes_on_at_the_next_task_and_is_never_told_they_saw_the_answer(
    db: Path,
) -> None:
    """Teacher trial 5: a rejoin said "You saw the answer" to a pupil who had only moved on."""
    first = open_page(7)
    panel = join(db, Sums.activity)
    first.solve()  # task 1: right first time
    first.new_button.click()
    first.type("0")  # task 2: one wrong answer, then New task
    first.new_button.click()
    panel.leave()
    second = open_page(7)
    again = join(db, Sums.activity, secret_of(panel))
    assert second.series.number == 2 and second.prompt.value == first.prompt.value and not second.finished
    assert "Welcome back! You are on the task where you were." in second.feedback.value
    assert "saw the answer" not in second.feedback.value
    assert second.score == first.score and second.outcomes == first.outcomes
    again.leave()
