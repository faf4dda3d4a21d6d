"""Coming back to a finished task (a reload, or the classroom database on another device): every
trainer shows it finished, as right after solving it, and says what to press."""

from __future__ import annotations

import html
from collections.abc import Callable

import pytest

from elevenkit.exercises.captures import STEPS
from elevenkit.widgets.capture_trainer import CaptureTrainer
from elevenkit.widgets.trainer import TrainerFrame
from elevenkit.widgets.wraparound_trainer import WraparoundTrainer
from tests.helpers.trainers import TRAINERS, solve_capture, solve_choice


def finished_look(trainer: TrainerFrame) -> dict[str, bool]:
    """Which buttons a pupil can press (by label)."""
    return {button.description: not button.disabled for button in trainer.buttons.children}


def reload(trainer: TrainerFrame, make: Callable[[], TrainerFrame]) -> TrainerFrame:
    """The same page after a reload: a new kernel deals task 1, then the browser sends what it kept."""
    again = make().start()
    again.browser.receive(dict(trainer.browser.state), {})
    return again


@pytest.mark.parametrize("name", TRAINERS)
def test_a_reload_onto_a_task_whose_answer_was_shown_shows_it_finished(name: str) -> None:
    make = TRAINERS[name]
    first = make().start()
    first.new_button.click()
    first.answer_button.click()
    after_showing = finished_look(first)
    assert after_showing[first.check_button.description] is False
    assert after_showing[first.hint_button.description] is False
    assert after_showing[first.answer_button.description] is False
    assert after_showing["New task"] and after_showing["Same task again"]
    again = reload(first, make)
    assert again.series.number == 1 and again.finished and again.score == first.score
    assert finished_look(again) == after_showing
    assert html.escape("Welcome back! You saw the answer to this task. Press New task to go on.") in (
        again.feedback.value
    )
    again.new_button.click()  # the next task can be answered again
    assert again.series.number == 2 and not again.finished
    assert all(finished_look(again).values())
    assert "Welcome back" not in again.feedback.value


def test_a_reload_onto_a_solved_capture_task_shows_it_solved_and_locked() -> None:
    first = TRAINERS["capture"]().start()
    solve_capture(first)  # type: ignore[arg-type]
    after_solving = finished_look(first)
    assert not any(after_solving[label] for label in ("Check", "Hint", "Are there more?", "Show all"))
    again = reload(first, TRAINERS["capture"])
    assert isinstance(again, CaptureTrainer)
    assert again.finished and finished_look(again) == after_solving and not again.table.selectable
    assert "Welcome back! You solved this task. Press New task to go on." in again.feedback.value
    assert "ek-info" in again.feedback.value and again.score == first.score
    # the cards it took show taken again, with the list of what it took
    assert len(first.capture_task.found) >= 2
    assert again.table.disabled == first.table.disabled and again.found_label.value == first.found_label.value


def test_work_kept_in_the_browser_that_does_not_fit_the_table_is_left_out() -> None:
    first = TRAINERS["capture"]().start()
    solve_capture(first)  # type: ignore[arg-type]
    kept = dict(first.browser.state)
    right = kept["work"][0]
    kept["work"] = [[99], "x", None, [True], list(range(50)), right, right]
    again = TRAINERS["capture"]().start()
    again.browser.receive(kept, {})
    assert isinstance(again, CaptureTrainer) and again.finished
    assert [sorted(group.indices) for group in again.capture_task.found] == [right]
    assert again.table.disabled == right and again.score == first.score


def test_a_reload_onto_the_last_task_of_a_round_says_to_see_how_it_went() -> None:
    def make() -> TrainerFrame:
        trainer = TRAINERS["capture"]()
        trainer.round_size = 1
        return trainer

    first = make().start()
    solve_capture(first)  # type: ignore[arg-type]
    again = reload(first, make)
    assert again.round_over() and again.new_button.description == "See how you did"
    assert "Welcome back! You solved this task. Press See how you did to go on." in again.feedback.value


def test_a_reload_onto_an_unfinished_task_keeps_it_open() -> None:
    first = TRAINERS["clock"]().start()
    first.new_button.click()
    again = reload(first, TRAINERS["clock"])
    assert again.series.number == 1 and not again.finished and all(finished_look(again).values())
    assert "Welcome back! You are on the task where you were." in again.feedback.value


def test_groups_taken_on_the_first_task_come_back_after_a_reload() -> None:
    """Task 1, not finished: the page is at the kept place already, its work is drawn all the same."""
    first = CaptureTrainer(STEPS["2"], seed=3).start()
    assert len(first.capture_task.remaining()) >= 2  # more than one group: one taken leaves it open
    for index in first.capture_task.remaining()[0].indices:
        first.table.toggle(index)
    first.check_button.click()
    assert not first.finished and first.series.number == 0 and first.found_label.value
    again = reload(first, TRAINERS["capture"])
    assert isinstance(again, CaptureTrainer) and again.series.number == 0 and not again.finished
    assert again.kept_work() == first.kept_work() and again.table.disabled == first.table.disabled
    assert again.found_label.value == first.found_label.value and again.table.selectable
    assert "Welcome back! You are on the task where you were." in again.feedback.value


def test_a_fresh_first_task_stays_as_it_is_after_a_reload() -> None:
    first = TRAINERS["capture"]().start()
    again = reload(first, TRAINERS["capture"])
    assert again.feedback.value == "" and again.kept_work() == []


def test_a_reload_onto_a_solved_clock_task_shows_the_pupils_choice() -> None:
    first = TRAINERS["clock"]().start()
    assert isinstance(first, WraparoundTrainer)
    right = solve_choice(first)
    again = reload(first, TRAINERS["clock"])
    assert isinstance(again, WraparoundTrainer) and again.finished and again.circle.locked
    assert again.circle.selected == right and again.choice.value == first.choice.value
    assert "Your choice: —" not in again.choice.value
    assert again.circle.show_fit and again.circle.show_windows  # the solved picture, as after the check


def test_a_clock_choice_kept_in_the_browser_that_the_circle_does_not_offer_is_left_out() -> None:
    first = TRAINERS["clock"]().start()
    assert isinstance(first, WraparoundTrainer)
    right = solve_choice(first)
    kept = dict(first.browser.state)
    kept["work"] = [999, "7", True, None, right[0], right[0], *right[1:]]
    again = TRAINERS["clock"]().start()
    again.browser.receive(kept, {})
    assert isinstance(again, WraparoundTrainer) and again.circle.selected == right
