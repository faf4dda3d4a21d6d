"""Every task a trainer deals names its kind (the skill it practises), and a fixed-level answer
records it (migration 10): the teacher's views then name one skill, not every skill of the level."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from elevenkit import catalogue
from elevenkit.exercises import Feedback, TaskSeries, number_track, wraparound
from elevenkit.exercises.attempts import Attempt
from elevenkit.exercises.sessions import TrainerSession

TRAINERS: dict[str, tuple[Mapping[str, Callable[..., Any]], Mapping[Any, Any], Callable[..., Any]]] = {
    "number-track": (number_track.TASK_KINDS, number_track.DIFFICULTIES, number_track.make_number_track_task),
    "wraparound-clock": (wraparound.TASK_KINDS, wraparound.DIFFICULTIES, wraparound.make_wraparound_task),
}


@pytest.mark.parametrize("activity", sorted(TRAINERS))
def test_every_kind_a_trainer_deals_names_itself_and_practises_a_skill_of_the_catalogue(activity: str) -> None:
    kinds, difficulties, _make = TRAINERS[activity]
    entry = catalogue.entry(activity)
    for name, deal in kinds.items():
        for seed in range(5):
            level = max(difficulties, key=lambda known: len(difficulties[known].kinds))
            assert deal(random.Random(seed), difficulties[level]).kind == name
        assert entry.skills_of(name), f"{activity}'s kind {name!r} is tagged in the catalogue"


@pytest.mark.parametrize("activity", sorted(TRAINERS))
def test_an_answer_at_a_fixed_level_records_the_kind_of_its_task(activity: str) -> None:
    _kinds, difficulties, make = TRAINERS[activity]
    recorded: list[Attempt] = []
    named = {level.value: difficulty for level, difficulty in difficulties.items()}
    session = TrainerSession(
        TaskSeries(make, named["hard"], 7), activity=activity, named_levels=named, record=recorded.append
    )
    seen = set()
    for _ in range(12):
        session.start()
        recorded.append(session.attempt("?", Feedback(False, "not yet")))
        seen.add(session.task.kind)
    assert {attempt.level for attempt in recorded} == {"hard"}
    assert {attempt.kind for attempt in recorded} == seen and len(seen) > 1
