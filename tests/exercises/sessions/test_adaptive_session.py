"""The "practice for me" session as a page wires it: another pupil's kept estimates adopted in
place (the first task chosen anew from them), what counts as untouched, the level each answer
records, and which skills a stored answer practised."""

from __future__ import annotations

import pytest

from elevenkit import catalogue
from elevenkit.exercises.adaptive import LearnerModel, SkillEstimate, answer_skills, item_level
from elevenkit.exercises.sessions import AdaptiveSession, practice_for_me


def _rated(activity: str, rating: float) -> dict[str, SkillEstimate]:
    return {skill: SkillEstimate(rating, answers=8) for skill in catalogue.entry(activity).skills}


def test_adopted_estimates_replace_the_model_in_place_and_choose_the_next_task() -> None:
    model = LearnerModel()
    session = practice_for_me("wraparound-clock", model, seed=5, record=lambda attempt: None)
    session.start()
    assert session.adaptive is not None and session.adaptive.items[0].level == "easy", "a new pupil starts easy"
    session.adopt(_rated("wraparound-clock", 2.0))
    assert model.estimate("window-of-ten").rating == 2.0, "the same model object: the series keeps learning into it"
    session.restart()
    assert session.adaptive is not None and session.adaptive.items[0].level == "hard"
    session.adopt({})
    assert model.estimates == {} and session.adaptive.tutor.ended == []


def test_a_session_is_untouched_until_the_pupil_answers_or_asks_for_a_hint() -> None:
    session = practice_for_me("number-track", LearnerModel(), seed=2, record=lambda attempt: None)
    session.start()
    assert session.untouched()
    session.hint()
    assert not session.untouched()
    other = practice_for_me("number-track", LearnerModel(), seed=2, record=lambda attempt: None)
    other.start()
    other.move_on()
    assert not other.untouched()


def test_each_attempt_records_the_item_and_a_fixed_level_records_its_own_name() -> None:
    recorded = []
    session = practice_for_me("capture-trainer", LearnerModel(), seed=1, record=recorded.append)
    assert isinstance(session, AdaptiveSession)
    session.start()
    session.show_answer()
    series = session.adaptive
    assert series is not None
    step = series.items[0].kind
    assert recorded[-1].level == f"{step}@{step}" and item_level(recorded[-1].level) == (step, step)
    session.restart(difficulty=series.trainer.items[-1].settings)
    assert session.adaptive is None and session.model is None
    session.show_answer()
    assert recorded[-1].level == "custom", "a fixed level records its name (this session knows none)"


@pytest.mark.parametrize(
    ("activity", "level", "skills"),
    [
        ("wraparound-clock", "fit@medium", ("window-of-ten",)),
        ("number-track", "minus@hard", ("minus-points",)),
        ("capture-trainer", "5", ("matching", "subtracting")),
        ("capture-trainer", "5@5", ("matching", "subtracting")),
        # a fixed level deals several kinds (which one a task was is not recorded): the skills of them all
        ("wraparound-clock", "easy", ("counting-past-100", "distance-past-100", "window-of-ten")),
        ("lesson-10", "", ("chance",)),  # one skill only
        ("no-such-activity", "fit@easy", ()),
        ("wraparound-clock", "nonsense@", ()),
    ],
)
def test_a_stored_answer_names_the_skills_it_practised(activity: str, level: str, skills: tuple[str, ...]) -> None:
    assert answer_skills(activity, level) == skills
