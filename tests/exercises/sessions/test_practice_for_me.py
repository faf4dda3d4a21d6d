""" "Practice for me": each next task is chosen for the pupil, never outside the activity's skills,
easier after answers that went badly, harder after right ones; a misconception comes back; the
teacher's level wins."""

from __future__ import annotations

from typing import Any

import pytest

from elevenkit import catalogue
from elevenkit.exercises.adaptive import (
    AUTO,
    AdaptiveSeries,
    Event,
    LearnerModel,
    SkillEstimate,
    answer_skills,
    trainer_items,
)
from elevenkit.exercises.attempts import Attempt
from elevenkit.exercises.base import TaskSeries
from elevenkit.exercises.captures import CaptureTask
from elevenkit.exercises.sessions import TrainerSession, chosen_level, practice_for_me

DAY = 86400.0


def _session(activity: str, model: LearnerModel | None = None, **options: Any) -> tuple[TrainerSession, list[Attempt]]:
    recorded: list[Attempt] = []
    session = practice_for_me(activity, model or LearnerModel(), seed=3, record=recorded.append, **options)
    session.start()
    return session, recorded


def _series(session: TrainerSession) -> AdaptiveSeries:
    assert isinstance(session.series, AdaptiveSeries)
    return session.series


def _answer(session: TrainerSession, right: bool) -> None:
    """Answer the task on screen right (every part of it) or, where a number is asked, wrong; else show it."""
    task = session.task
    if isinstance(task, CaptureTask):
        while right and not session.finished:
            session.check(list(task.remaining()[0].indices))
    elif right:
        session.check(task.answer if hasattr(task, "answer") else list(task.right))  # type: ignore[attr-defined]
    elif hasattr(task, "answer"):
        session.check(task.answer + 1)  # type: ignore[attr-defined]
    if not session.finished:
        session.show_answer()
    session.move_on()


@pytest.mark.parametrize(
    "activity", sorted(catalogue.entry(a).id for a in ("capture-trainer", "wraparound-clock", "number-track"))
)
def test_every_task_chosen_practises_skills_of_its_activity_and_records_its_item(activity: str) -> None:
    session, recorded = _session(activity)
    for number in range(30):
        _answer(session, right=number % 3 != 0)
    practised = set(catalogue.entry(activity).skills)
    items = _series(session).items
    assert len(items) == 31 and all(set(item.skills) <= practised for item in items.values())
    # each attempt records the item its task was dealt from: "distance@easy", the kind and the level
    assert recorded and all(attempt.level == items[attempt.task_number or 0].name for attempt in recorded)
    assert all(answer_skills(activity, attempt.level) == items[attempt.task_number or 0].skills for attempt in recorded)
    assert all(item in trainer_items(activity).items for item in items.values())


def _rated(activity: str, rating: float) -> LearnerModel:
    """A model that knows the pupil: ``rating`` in every skill of ``activity``, from a few answers."""
    model = LearnerModel()
    for skill in catalogue.entry(activity).skills:
        model.estimates[skill] = SkillEstimate(rating, answers=5)
    return model


def test_wrong_answers_bring_easier_tasks_and_right_ones_harder_tasks() -> None:
    session, _recorded = _session("wraparound-clock", _rated("wraparound-clock", 1.0))
    series = _series(session)
    assert series.items[0].level == "medium", "73 % right first time: nearest the target"
    for _ in range(3):
        _answer(session, right=False)
    assert series.items[session.number].level == "easy"
    for _ in range(6):
        _answer(session, right=True)
    last = [series.items[number].difficulty for number in range(session.number - 2, session.number + 1)]
    assert sum(last) / 3 > -1.0 and max(last) >= 0.0, "harder than easy again"


def test_two_tasks_that_went_badly_step_down_below_the_last_one() -> None:
    session, _recorded = _session("capture-trainer", _rated("capture-trainer", 2.0))
    series = _series(session)
    _answer(session, right=False)
    second = series.items[session.number]
    _answer(session, right=False)
    assert series.items[session.number].difficulty < second.difficulty


def test_a_misconception_comes_back_a_few_tasks_later_and_on_a_later_day() -> None:
    now = [10 * DAY]
    model = LearnerModel()
    session, _recorded = _session("number-track", model, clock=lambda: now[0])
    series = _series(session)
    while "counting-from-11" not in series.items[session.number].skills:
        _answer(session, right=True)
    _answer(session, right=False)  # one past the right count: "counted the start"
    assert "counting-from-11" in model.misconceptions()
    start = session.number
    for _ in range(8):
        _answer(session, right=True)
    later = [n for n in range(start + 1, session.number + 1) if "counting-from-11" in series.items[n].skills]
    assert later, "the skill came back within eight tasks"
    assert "counting-from-11" in series.tutor.returns, "brought back for its misconception"
    # another day, another device: the open misconception (if any) is dealt first
    model.update(("counting-from-11",), -1.0, Event.WRONG, misconception="counted-the-start", at=now[0])
    now[0] += DAY
    tomorrow, _ = _session("number-track", LearnerModel.from_json(model.to_json()), clock=lambda: now[0])
    assert "counting-from-11" in _series(tomorrow).items[0].skills


def test_the_estimates_are_kept_after_each_answer_and_resume_elsewhere() -> None:
    kept: list[dict[str, Any]] = []
    session, _ = _session("wraparound-clock", kept=lambda model: kept.append(model.to_json()))
    for _ in range(5):
        _answer(session, right=True)
    assert len(kept) >= 5 and kept[-1] == _series(session).model.to_json()
    elsewhere, _ = _session("wraparound-clock", LearnerModel.from_json(kept[-1]))
    assert _series(elsewhere).model.to_json() == kept[-1]


def test_the_same_seed_and_answers_choose_the_same_tasks() -> None:
    def run() -> list[str]:
        session, _ = _session("number-track")
        for number in range(15):
            _answer(session, right=number % 4 != 1)
        return [item.name for _n, item in sorted(_series(session).items.items())]

    assert run() == run()


def test_the_teachers_fixed_level_wins_and_a_class_pupil_starts_in_practice_for_me() -> None:
    assert chosen_level("auto", "hard", in_class=True) == "hard"
    assert chosen_level(None, " Medium ") == "medium"
    assert chosen_level(None, None, in_class=True) == AUTO
    assert chosen_level("easy", in_class=True) == "easy" and chosen_level(None) is None
    # a session restarted at a fixed level deals that level's plain series
    session, _ = _session("wraparound-clock")
    session.restart(seed=4)  # a new round of practice for me stays practice for me
    assert isinstance(session.series, AdaptiveSeries) and session.series.seed == 4
    session.restart(difficulty=trainer_items("wraparound-clock").items[0].settings)
    assert type(session.series) is TaskSeries and session.level_name() == "custom"


def test_new_task_after_a_right_group_of_a_capture_task_is_no_miss() -> None:
    """Teacher trial 8: "right, choose the next group", then New task, counted as "not yet" and stepped down."""
    session, recorded = _session("capture-trainer", _rated("capture-trainer", 2.0))
    series = _series(session)
    several = 0
    for _task in range(12):
        task = session.task
        assert isinstance(task, CaptureTask)
        if len(task.remaining()) > 1:
            several += 1
            before = dict(series.model.estimates)
            session.check(list(task.remaining()[0].indices))  # one right group of several
            assert not session.finished
            after_right = dict(series.model.estimates)
            session.move_on()
            assert series.model.estimates == after_right, "New task after a right part: the model counts no miss"
            assert after_right != before
        else:
            _answer(session, right=True)
    assert several >= 2, "the test needs tasks of several groups"
    assert all(ended.solved and not ended.went_badly for ended in series.tutor.ended if not ended.wrong)
    assert not series.tutor.stepping_down()
    assert any(attempt.category == "moved-on-unsolved" for attempt in recorded), "the teacher still sees it"
