"""A task set (``?seed=``) deals the same tasks in English and German: the trainers' tasks, the
lessons' steps and the game tables' deals and moves are the same data, only their words differ."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

from elevenkit.catalogue import Level
from elevenkit.exercises.base import TaskSeries
from elevenkit.exercises.captures import STEPS, make_capture_task
from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.exercises.number_track import DIFFICULTIES as TRACK_LEVELS
from elevenkit.exercises.number_track import make_number_track_task
from elevenkit.exercises.sessions.nimmt_table import NimmtTableSession
from elevenkit.exercises.sessions.oneeleven_table import OneElevenTableSession
from elevenkit.exercises.sessions.start11_table import Start11TableSession
from elevenkit.exercises.sessions.table import TableSession, TableSettings
from elevenkit.exercises.wraparound import DIFFICULTIES as WRAP_LEVELS
from elevenkit.exercises.wraparound import make_wraparound_task
from elevenkit.i18n import language


def data_of(value: Any) -> Any:
    """``value`` without its words: dataclasses, tuples and dicts taken apart, a game as its JSON, a
    text kept only when it is a key or a card (``"yellow"``, ``"5"``), not a caption ("Your card")."""
    if isinstance(value, str):
        return value if value.isascii() and value == value.lower() and not any(c.isspace() for c in value) else None
    if hasattr(value, "to_json") and not dataclasses.is_dataclass(value):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(data_of(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return {key: data_of(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return tuple(data_of(item) for item in value)
    return value


def in_both(make: Callable[[], Any]) -> tuple[Any, Any]:
    """What ``make`` builds in English and in German."""
    with language("en"):
        english = make()
    with language("de"):
        german = make()
    return english, german


@pytest.mark.parametrize("seed", [0, 7, 123456])
def test_the_trainers_deal_the_same_tasks_in_both_languages(seed: int) -> None:
    def trainers() -> list[Any]:
        capture = TaskSeries(make_capture_task, STEPS["6"], seed)
        captures = [(t.played, t.table, t.most_groups) for t in (capture.next_task() for _ in range(10))]
        wrap = TaskSeries(make_wraparound_task, WRAP_LEVELS["hard"], seed)
        track = TaskSeries(make_number_track_task, TRACK_LEVELS[Level.HARD], seed)
        dealt = [(type(t).__name__, data_of(vars(t))) for t in (wrap.next_task() for _ in range(12))]
        dealt += [(type(t).__name__, data_of(vars(t)), t.expected()) for t in (track.next_task() for _ in range(12))]
        return [captures, dealt]

    english, german = in_both(trainers)
    assert english == german
    prompts = in_both(lambda: TaskSeries(make_wraparound_task, WRAP_LEVELS["hard"], seed).next_task().prompt)
    assert prompts[0] != prompts[1], "the words are German"


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_a_lesson_has_the_same_steps_pictures_and_answers_in_both_languages(lesson_id: str) -> None:
    english, german = in_both(lambda: lesson(lesson_id))
    assert [data_of((s.kind, s.answer, s.picture)) for s in english.steps] == [
        data_of((s.kind, s.answer, s.picture)) for s in german.steps
    ]
    assert [type(s.task).__name__ for s in english.steps] == [type(s.task).__name__ for s in german.steps]
    assert english.title != german.title, "the words are German"


@pytest.mark.parametrize("session_class", [OneElevenTableSession, NimmtTableSession, Start11TableSession])
@pytest.mark.parametrize("seed", [3, 7])
def test_a_game_table_deals_and_plays_the_same_game_in_both_languages(
    session_class: type[TableSession], seed: int
) -> None:
    def play() -> list[str]:
        session = session_class(TableSettings(3, "medium", seed))
        rng, states = random.Random(seed), [session.game.to_json()]
        for _move in range(40):
            if session.game.is_over:
                break
            if getattr(session, "between_rounds", False):
                session.next_round()  # type: ignore[attr-defined]
            session.finish_computer_turns()
            if session.is_pupils_turn:
                session.pupil_move(rng.choice(session.game.legal_moves()))
            states.append(session.game.to_json())
        return states

    english, german = in_both(play)
    assert len(english) > 5 and english == german
