"""The one check flow, as a lesson step uses it: every answer judged, the solution after a try."""

from __future__ import annotations

from typing import Any

from elevenkit.exercises import Feedback, Task
from elevenkit.exercises.sessions import FIRST_TIME, NOT_YET, WITH_HELP, CheckFlow, answer_text


class Seven(Task):
    """Type 7; "3" is a good start."""

    prompt = "3 + 4 = ?"

    def check(self, answer: Any) -> Feedback:
        if answer == "3":
            return Feedback(False, "Good start.", counted=False)
        return Feedback(answer == "7", "Right!" if answer == "7" else "Not 7.", category="" if answer == "7" else "off")

    def hints(self) -> list[str]:
        return ["Count on from 3.", "3, 4, 5, 6, 7."]

    def solution(self) -> str:
        return "3 + 4 = 7"


def test_a_lesson_flow_opens_the_solution_only_after_a_counted_try() -> None:
    flow = CheckFlow.deal(Seven(), notice_repeats=False, notice_blanks=False, solution_after_try=True)
    assert not flow.may_show_solution() and flow.may_show_solution(teacher=True)
    assert flow.check("3").tone == "info" and not flow.tried  # a good start is not a try
    assert not flow.may_show_solution()
    wrong = flow.check("5")
    assert (wrong.tone, wrong.recorded, wrong.feedback.category) == ("wrong", True, "off") and flow.tried
    assert flow.check("5").recorded  # a lesson judges the same answer again
    assert flow.may_show_solution() and flow.show_solution() is True and flow.answer_shown
    assert flow.show_solution() is False  # given up once
    assert flow.outcome == NOT_YET


def test_the_outcome_tells_first_time_from_with_help() -> None:
    first = CheckFlow.deal(Seven())
    assert first.check("7").tone == "right" and first.done and first.outcome == FIRST_TIME
    hinted = CheckFlow.deal(Seven())
    assert hinted.next_hint().text == "Count on from 3." and hinted.given == ["Count on from 3."]
    hinted.check("7")
    assert hinted.outcome == WITH_HELP
    wrong_first = CheckFlow.deal(Seven())
    wrong_first.check("6")
    wrong_first.check("7")
    assert wrong_first.outcome == WITH_HELP and wrong_first.wrong_answers == 1


def test_aimed_hints_replace_the_ladder_but_hints_opened_keep_counting() -> None:
    flow = CheckFlow.deal(Seven())
    flow.next_hint()
    flow.aim_hints(["Only this one now."])
    step = flow.next_hint()
    assert (step.text, step.number, step.fresh, step.remaining) == ("Only this one now.", 2, True, 0)
    assert flow.next_hint().fresh is False and flow.hints_opened == 2


def test_a_right_answer_may_be_checked_again_once_the_task_changed() -> None:
    flow = CheckFlow.deal(Seven())
    flow.check("7")
    assert flow.check("7").recorded  # a right answer is never "checked already": a group may be taken twice


def test_answers_read_as_text_for_the_teacher() -> None:
    assert answer_text([7, 5]) == "7, 5" and answer_text("  9\n steps ") == "9 steps" and answer_text(3) == "3"
