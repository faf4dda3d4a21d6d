"""The shared trainer frame as a pupil sees it: feedback, buttons, rounds, a reload, the app and its link
(the rules it draws are the session's, tested without widgets in tests/exercises/sessions/)."""

from __future__ import annotations

from typing import Any

from elevenkit.exercises import TaskSeries
from elevenkit.exercises.base import sentences
from elevenkit.widgets.trainers import TrainerApp
from tests.helpers.tasks import SumTask
from tests.helpers.trainers import SumTrainer, right_answer


def answer(trainer: SumTrainer, text: str) -> None:
    trainer.box.value = text
    trainer.check_button.click()


def test_a_good_start_is_not_counted() -> None:
    trainer = SumTrainer(seed=1).start()
    answer(trainer, str(trainer.task.a))  # type: ignore[union-attr]
    assert trainer.score.tried == 0 and "Good start" in trainer.feedback.value
    assert "ek-info" in trainer.feedback.value


def test_after_the_task_is_done_answers_do_not_count() -> None:
    trainer = SumTrainer(seed=2).start()
    answer(trainer, right_answer(trainer))
    assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (1, 1, 1)
    answer(trainer, "0")
    assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (1, 1, 1)
    assert "New task" in trainer.feedback.value


def test_same_task_again_after_solving_is_practice_not_score() -> None:
    trainer = SumTrainer(seed=3).start()
    answer(trainer, right_answer(trainer))
    trainer.again_button.click()
    answer(trainer, right_answer(trainer))
    assert trainer.score.solved == 1 and "score stays the same" in trainer.feedback.value
    trainer.new_button.click()
    answer(trainer, right_answer(trainer))
    assert trainer.score.solved == 2


def test_pupil_messages_are_shown_and_other_errors_are_not() -> None:
    trainer = SumTrainer(seed=4).start()
    answer(trainer, "?")
    assert "Type a number." in trainer.feedback.value
    answer(trainer, "boom")
    assert "internal detail" not in trainer.feedback.value
    assert "could not read" in trainer.feedback.value
    assert trainer.score.tried == 0
    answer(trainer, right_answer(trainer))  # still usable afterwards
    assert trainer.score.solved == 1


def test_hints_come_in_order_then_run_out() -> None:
    trainer = SumTrainer(seed=5).start()
    shown = []
    for _ in range(3):
        trainer.hint_button.click()
        shown.append(trainer.feedback.value)
    assert "add them" in shown[0] and right_answer(trainer) in shown[1]
    # after the last hint: a note naming the button for the answer, and that hint again under it
    assert right_answer(trainer) in shown[2] and "That was the last hint. Press Show the answer" in shown[2]


class SumApp(TrainerApp):
    """The smallest trainer app: no settings of its own, only the task set and the link."""

    @classmethod
    def from_link(cls, params: Any, seed: int) -> SumApp:
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
        assert app.task_set() is None and "whole number" in app.seed_note.value, refused
        assert app.trainer.series.seed == 44 and app.trainer.series.number == 1
    app.seed.value = " 44 "
    assert app.seed_note.value == "" and app.trainer.series.number == 0 and app.trainer.prompt.value == prompt


# ---- issue 16: every check recorded once, rounds, a reload that keeps the pupil's place ----------
from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from elevenkit.exercises.attempts import TASK_SOLVED, Attempt, attempt_log, question_text  # noqa: E402
from elevenkit.exercises.sessions import FIRST_TIME, NOT_YET, WITH_HELP  # noqa: E402
from elevenkit.serving.params import clean_class_code  # noqa: E402


@pytest.fixture
def attempts() -> Iterator[list[Attempt]]:
    """The attempts the frames record while the test runs."""
    seen: list[Attempt] = []
    attempt_log.subscribe(seen.append)
    yield seen
    attempt_log.unsubscribe(seen.append)


def test_every_check_is_recorded_once_with_what_the_teacher_needs(attempts: list[Attempt]) -> None:
    trainer = SumTrainer(seed=11).start()
    trainer.hint_button.click()
    answer(trainer, "0")
    question = trainer.task.prompt  # type: ignore[union-attr]
    assert attempts == [
        Attempt("trainer", "11:0", "0", correct=False, counted=True, hints=1, seed=11, task_number=0, question=question)
    ]
    assert question.endswith(" = ?") and attempts[0].level == ""  # a trainer without named levels
    answer(trainer, "0")  # the same answer again: said, not counted, not recorded
    assert len(attempts) == 1 and trainer.score.tried == 0  # a wrong answer does not end the task
    assert "you said 0" in trainer.feedback.value and "You checked this answer already" in trainer.feedback.value
    answer(trainer, "")  # nothing typed: a note under the feedback, nothing recorded
    assert len(attempts) == 1 and "you said 0" in trainer.feedback.value
    answer(trainer, str(trainer.task.a))  # type: ignore[union-attr]  # a good start: recorded, not counted
    assert attempts[-1].counted is False and attempts[-1].correct is False and trainer.score.tried == 0
    answer(trainer, right_answer(trainer))
    assert attempts[-1].correct and attempts[-1].answer == right_answer(trainer) and len(attempts) == 3
    assert attempts[-1].category == TASK_SOLVED  # the answer that solved the task, for a later restore
    answer(trainer, right_answer(trainer))  # the task is done: no new attempt, the praise stays
    assert len(attempts) == 3 and "you said" in trainer.feedback.value and "This task is done" in trainer.feedback.value
    assert (trainer.score.solved, trainer.score.tried, trainer.score.first_time, trainer.score.streak) == (1, 1, 0, 0)


def test_show_the_answer_ends_the_task_as_not_yet_and_practice_does_not_score() -> None:
    trainer = SumTrainer(seed=12).start()
    trainer.answer_button.click()
    task = trainer.task
    assert isinstance(task, SumTask) and task.solution() in trainer.feedback.value
    assert trainer.finished and trainer.outcomes == {0: NOT_YET}
    assert (trainer.score.solved, trainer.score.tried) == (0, 1)  # given up: one task, not solved
    answer(trainer, right_answer(trainer))
    assert trainer.score.tried == 1 and "This task is done" in trainer.feedback.value
    trainer.again_button.click()
    answer(trainer, right_answer(trainer))
    said = f"you said {right_answer(trainer)}. You saw the answer to this one, so your score stays the same."
    assert trainer.score.solved == 0 and said in trainer.feedback.value  # two sentences, not run together
    assert trainer.score.tried == 1


def test_sentences_end_each_part_with_a_full_stop_once() -> None:
    assert sentences("Right! 9 = 2 + 7", "Your card can take more.") == "Right! 9 = 2 + 7. Your card can take more."
    assert sentences("Right! 14 = 3 + wild (as 11)") == "Right! 14 = 3 + wild (as 11)."
    assert sentences("Well done!", "Is that all?", "", "Go on. ") == "Well done! Is that all? Go on."


def test_a_round_ends_with_a_summary_and_can_start_again() -> None:
    trainer = SumTrainer(seed=13)
    trainer.round_size = 3
    trainer.start()
    assert "Task 1 of 3" in trainer.task_info.value and "13" not in trainer.task_info.value
    answer(trainer, right_answer(trainer))  # right first time
    trainer.new_button.click()
    trainer.hint_button.click()
    answer(trainer, right_answer(trainer))  # right after a hint
    trainer.new_button.click()
    assert "Task 3 of 3" in trainer.task_info.value
    answer(trainer, "0")  # wrong, then on without solving it
    assert not trainer.round_over()
    trainer.new_button.click()
    assert trainer.showing_summary and trainer.summary() == {FIRST_TIME: 1, WITH_HELP: 1, NOT_YET: 1}
    score = trainer.score  # the same tasks as the summary; a hint keeps the streak, a task not solved ends it
    assert (score.solved, score.tried, score.first_time, score.streak, score.best_streak) == (2, 3, 1, 0, 2)
    said = ["1 right the first time", "1 with a hint or another go", "1 not yet"]
    assert all(f"<li>{words}</li>" in trainer.prompt.value for words in said), trainer.prompt.value
    assert trainer.check_button.disabled and trainer.new_button.description == "Start again"
    trainer.new_button.click()
    assert trainer.series.number == 0 and trainer.outcomes == {} and trainer.score.tried == 0
    assert not trainer.check_button.disabled and "Task 1 of 3" in trainer.task_info.value


def test_a_finished_last_task_offers_the_summary() -> None:
    trainer = SumTrainer(seed=14)
    trainer.round_size = 1
    trainer.start()
    answer(trainer, right_answer(trainer))
    assert trainer.round_over() and trainer.new_button.description == "See how you did"
    trainer.new_button.click()
    assert trainer.summary() == {FIRST_TIME: 1, WITH_HELP: 0, NOT_YET: 0}


def test_a_reload_resumes_the_task_number_score_and_streak_kept_in_the_page() -> None:
    first = SumTrainer(seed=15).start()
    answer(first, right_answer(first))
    first.new_button.click()
    first.new_button.click()
    answer(first, "0")
    kept = dict(first.browser.state)
    assert kept["number"] == 2 and kept["tasks"] == first.score.to_json()
    assert (first.score.solved, first.score.tried, first.score.streak) == (1, 2, 0)
    again = SumTrainer(seed=15).start()  # the page reloaded: a new kernel deals task 1 again
    again.browser.receive(kept, {"seed": "15"})
    assert again.series.number == 2 and again.prompt.value == first.prompt.value
    assert again.score == first.score
    assert again.series.solved == {0} and "Welcome back" in again.feedback.value
    assert again.browser.query == {"seed": "15"}


@pytest.mark.parametrize(
    "change",
    [
        {"series": "another link"},
        {"saved": 0},  # kept long ago: a new lesson starts afresh
        {
            "tasks": {"solved": 5, "tried": 2, "streak": 0, "best_streak": 0, "first_time": 0}
        },  # not a place this page wrote
        {"number": -4},
        {"number": "<script>"},
        {"tasks": "lots"},
    ],
)
def test_a_kept_place_from_elsewhere_or_tampered_with_is_ignored(change: dict[str, Any]) -> None:
    first = SumTrainer(seed=16).start()
    first.new_button.click()
    answer(first, right_answer(first))
    kept = {**first.browser.state, **change}
    again = SumTrainer(seed=16).start()
    again.browser.receive(kept, {})
    if "tasks" in change:  # a score that cannot be right is rebuilt from the tasks' outcomes
        assert again.series.number == 1 and again.score == first.score
    else:
        assert again.series.number == 0 and again.score.tried == 0 and again.feedback.value == ""


def test_a_score_kept_in_the_old_form_counts_tasks_after_a_reload() -> None:
    """Before scores counted tasks, the page kept ``score: [right, answers, streak, best]``: it is
    rebuilt from how each task ended, never read as tasks."""
    first = SumTrainer(seed=20).start()
    answer(first, "0")
    answer(first, right_answer(first))  # task 1: right at the second try
    first.new_button.click()
    answer(first, right_answer(first))  # task 2: right first time
    kept = {key: value for key, value in first.browser.state.items() if key != "tasks"}
    kept["score"] = [2, 3, 1, 1]  # what the older page wrote for the same answers
    again = SumTrainer(seed=20).start()
    again.browser.receive(kept, {})
    assert again.series.number == 1 and again.finished
    assert (again.score.solved, again.score.tried, again.score.first_time, again.score.streak) == (2, 2, 1, 1)


def test_the_class_code_of_a_link_is_kept_short_and_plain() -> None:
    assert clean_class_code(" 4b ") == "4b" and clean_class_code("year-5_blue") == "year-5_blue"
    assert clean_class_code("Year 4") == "Year 4" and clean_class_code("4ä") == "4ä"  # a class as a teacher names it
    for refused in ("<b>", "x" * 31, "4\nb", "4;b", "'4b'"):
        assert clean_class_code(refused) == ""
    app = SumApp.from_params({"seed": "5", "tasks": "8", "class": "4b"})
    assert app.trainer.round_size == 8 and app.trainer.class_code == "4b"
    assert "Task 1 of 8 · class 4b" in app.trainer.task_info.value
    assert app.link.query == "?seed=5&kind=sums&tasks=8&class=4b"
    assert SumApp.from_params({"tasks": "9999", "class": "<i>"}).trainer.round_size == 100
    assert SumApp.from_params({"tasks": "-1"}).link.query == "?seed=1&kind=sums"


def test_a_click_the_answer_area_cannot_use_is_answered() -> None:
    trainer = SumTrainer(seed=17).start()
    trainer.refuse_click("Type the sum in the box.")
    assert "Type the sum in the box." in trainer.feedback.value
    answer(trainer, right_answer(trainer))
    trainer.refuse_click("Type the sum in the box.")
    assert "you said" in trainer.feedback.value and "This task is done" in trainer.feedback.value


class RuledSum(SumTask):
    """A sum whose question uses a game word."""

    rule = "Add the two numbers."
    words = ("ox-heads",)


def test_the_rule_and_new_words_come_with_the_question_once() -> None:
    class RuledTrainer(SumTrainer):
        def __init__(self) -> None:
            super().__init__(seed=18)
            self.series = TaskSeries(RuledSum, None, 18)

    trainer = RuledTrainer().start()
    assert "Rule:" in trainer.prompt.value and "Add the two numbers." in trainer.prompt.value
    assert "ox heads:" in trainer.prompt.value and "minus points" in trainer.prompt.value
    trainer.again_button.click()  # the same task again: still explained there
    assert "minus points" in trainer.prompt.value
    trainer.new_button.click()  # explained once: the next task only names the rule
    assert "Add the two numbers." in trainer.prompt.value and "minus points" not in trainer.prompt.value


def test_a_first_visit_starts_at_the_first_task_without_a_welcome_back() -> None:
    trainer = SumTrainer(seed=19).start()
    trainer.browser.receive({}, {})  # the page kept nothing: a first visit
    assert trainer.series.number == 0 and trainer.feedback.value == ""
    answer(trainer, right_answer(trainer))
    assert trainer.browser.state["tasks"] == {  # from now on the page keeps the place
        "solved": 1,
        "tried": 1,
        "streak": 1,
        "best_streak": 1,
        "first_time": 1,
    }


def test_a_task_given_up_is_recorded_for_the_teacher(attempts: list[Attempt]) -> None:
    from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON

    trainer = SumTrainer(seed=13).start()
    trainer.hint_button.click()
    trainer.answer_button.click()
    assert [(a.task_id, a.correct, a.counted, a.category, a.hints) for a in attempts] == [
        ("13:0", False, False, ANSWER_SHOWN, 1)
    ]
    trainer.answer_button.click()  # shown again: the task had ended, nothing new to record
    assert len(attempts) == 1
    trainer.new_button.click()  # the next task, moved on from without an answer
    trainer.new_button.click()
    assert [(a.task_id, a.category, a.counted) for a in attempts[1:]] == [("13:1", MOVED_ON, False)]
    # each ends its task unsolved: counted once as a task tried, never as an answer
    assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (0, 2, 0)


def test_a_task_given_up_records_the_question_it_was(attempts: list[Attempt]) -> None:
    trainer = SumTrainer(seed=14).start()
    first = trainer.task.prompt  # type: ignore[union-attr]
    trainer.new_button.click()  # moved on: the question left, not the one dealt next
    second = trainer.task.prompt  # type: ignore[union-attr]
    trainer.answer_button.click()
    assert [(a.task_id, a.question) for a in attempts] == [("14:0", first), ("14:1", second)]


def test_a_leveled_trainer_records_its_level_and_the_plain_question(attempts: list[Attempt]) -> None:
    from elevenkit.widgets.trainers.wraparound import WraparoundTrainer

    trainer = WraparoundTrainer(seed=7, level="medium").start()
    trainer.answer_button.click()
    trainer.level.value = "hard"  # the teacher's switch: a new series at the new level
    trainer.answer_button.click()
    assert [a.level for a in attempts] == ["medium", "hard"]
    for attempt in attempts:
        assert attempt.question and "<" not in attempt.question
    assert question_text(attempts[1].question) == trainer.task.prompt  # type: ignore[union-attr]


def test_the_capture_trainer_records_its_step_or_own_settings(attempts: list[Attempt]) -> None:
    from elevenkit.exercises.captures import STEPS, CaptureDifficulty
    from elevenkit.widgets.trainers.capture import CaptureTrainer

    CaptureTrainer(STEPS["3"], seed=7).start().answer_button.click()
    CaptureTrainer(CaptureDifficulty(table_size=7), seed=7).start().answer_button.click()
    assert [a.level for a in attempts] == ["3", "custom"]
    assert all(a.question for a in attempts)


def test_an_attempt_keeps_a_long_question_on_one_line_cut_with_an_ellipsis() -> None:
    from elevenkit.exercises.attempts import MAX_QUESTION

    long = Attempt("trainer", "1:0", "5", True, True, question="Which\n pile " + "x" * 10_000, level=" easy ")
    assert len(long.question) == MAX_QUESTION and long.question.endswith("…")
    assert long.question.startswith("Which pile xxx") and long.level == "easy"
    assert Attempt("trainer", "1:0", "5", True, True, question="Short?").question == "Short?"
