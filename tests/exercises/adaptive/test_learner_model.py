"""The learner model: Elo updates move the right way, stay bounded, are deterministic, and keep as JSON."""

from __future__ import annotations

import math

from elevenkit.exercises.adaptive import Event, LearnerModel, SkillEstimate, chance
from elevenkit.exercises.adaptive.model import K_FIRST, K_LAST, RATING_BOUND, step_size

SKILL = ("bonds-to-10",)


def _after(*events: Event, difficulty: float = 0.0) -> float:
    model = LearnerModel()
    for event in events:
        model.update(SKILL, difficulty, event)
    return model.estimate(SKILL[0]).rating


def test_a_right_answer_raises_the_rating_and_a_wrong_one_lowers_it() -> None:
    assert _after(Event.RIGHT_FIRST_TIME) > 0 > _after(Event.WRONG)
    # help counts less than right first time, more than wrong; moving on less than a shown answer
    assert _after(Event.RIGHT_FIRST_TIME) > _after(Event.RIGHT_WITH_HELP) > _after(Event.WRONG)
    assert _after(Event.WRONG) == _after(Event.SHOWN) < _after(Event.MOVED_ON) < 0


def test_solving_a_harder_task_counts_more_and_failing_an_easy_one_costs_more() -> None:
    assert _after(Event.RIGHT_FIRST_TIME, difficulty=1.0) > _after(Event.RIGHT_FIRST_TIME, difficulty=-1.0)
    assert _after(Event.WRONG, difficulty=-1.0) < _after(Event.WRONG, difficulty=1.0)


def test_only_the_first_answer_to_a_task_moves_the_rating_and_a_later_one_still_names_its_mistake() -> None:
    first, later = LearnerModel(), LearnerModel()
    first.update(SKILL, 0.0, Event.WRONG)
    later.update(SKILL, 0.0, Event.WRONG, first=False, misconception="counted-the-start")
    assert first.estimate(SKILL[0]).rating < later.estimate(SKILL[0]).rating == 0.0
    assert later.misconceptions()[SKILL[0]].misconception == "counted-the-start"


def test_the_step_shrinks_with_answers_and_ratings_stay_within_bounds() -> None:
    assert step_size(0) == K_FIRST and K_LAST < step_size(20) < step_size(5) < K_FIRST
    strong, weak = LearnerModel(), LearnerModel()
    for _ in range(500):
        strong.update(SKILL, 3.9, Event.RIGHT_FIRST_TIME)
        weak.update(SKILL, -3.9, Event.WRONG)
    assert strong.estimate(SKILL[0]).rating <= RATING_BOUND and weak.estimate(SKILL[0]).rating >= -RATING_BOUND
    assert strong.estimate(SKILL[0]).rating > 3 and weak.estimate(SKILL[0]).rating < -3
    assert 0.0 < chance(RATING_BOUND, -RATING_BOUND) < 1.0 and math.isclose(chance(1.0, 1.0), 0.5)


def test_the_same_answers_give_the_same_estimates() -> None:
    events = [Event.WRONG, Event.RIGHT_WITH_HELP, Event.RIGHT_FIRST_TIME, Event.MOVED_ON] * 5
    assert _after(*events) == _after(*events)


def test_a_task_of_several_skills_moves_each_of_them() -> None:
    model = LearnerModel()
    model.update(("matching", "bonds-to-10"), 0.0, Event.RIGHT_FIRST_TIME)
    assert model.estimate("matching").rating == model.estimate("bonds-to-10").rating > 0
    assert model.estimate("subtracting") == SkillEstimate()


def test_a_misconception_opens_with_a_wrong_answer_and_closes_with_a_right_one() -> None:
    model = LearnerModel()
    model.update(("subtracting",), 0.0, Event.WRONG, misconception="added-instead-of-subtracted", at=100.0)
    assert model.misconceptions()["subtracting"].misconception == "added-instead-of-subtracted"
    assert model.misconceptions()["subtracting"].seen == 100.0
    model.update(("subtracting",), 0.0, Event.RIGHT_WITH_HELP)
    assert "subtracting" in model.misconceptions(), "a right answer after help does not close it"
    model.update(("subtracting",), 0.0, Event.RIGHT_FIRST_TIME)
    assert model.misconceptions() == {}


def test_the_model_keeps_as_json_and_refuses_what_cannot_be_its_own() -> None:
    model = LearnerModel()
    model.update(SKILL, 0.0, Event.WRONG, misconception="counted-the-start", at=5.0)
    again = LearnerModel.from_json(model.to_json())
    assert again.to_json() == model.to_json() and again.estimate(SKILL[0]) == model.estimate(SKILL[0])
    broken = {"a": {"rating": "high"}, "b": {"rating": float("nan"), "answers": 1, "misconception": "", "seen": 0},
              "c": {"rating": 99, "answers": 2, "misconception": "", "seen": 0}}  # fmt: skip
    read = LearnerModel.from_json(broken)
    assert set(read.estimates) == {"c"} and read.estimate("c").rating == RATING_BOUND
    assert LearnerModel.from_json([1, 2]).estimates == {}
