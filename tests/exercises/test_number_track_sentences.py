"""Every sentence of a Number Track task goes through the translation functions, with the plural
forms from ``ngettext`` (never "1 steps"): the same check as ``test_exercise_sentences``, for
prompts, hints, solutions and the feedback on right, wrong, partial, blank and odd answers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from elevenkit.exercises import Level, TaskSeries
from elevenkit.exercises.number_track import DIFFICULTIES, ChoiceTask, NumberTrackTask, make_number_track_task
from tests.helpers.odd_answers import ODD_ANSWERS
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale, typed


@pytest.fixture
def marked_words() -> Iterator[None]:
    """Every translated text wrapped in «…», the board's own words too (tile names such as "joker
    7", which the tasks use); afterwards, every message seen is in the catalogue."""
    with pseudo_locale():
        yield


def answers_for(task: Any) -> list[Any]:
    right = task.expected()
    answers: list[Any] = [right, *ODD_ANSWERS]
    if isinstance(task, NumberTrackTask):
        answers += list(range(25)) + [right + 10, right - 10]
    if isinstance(task, ChoiceTask):
        answers += [right[:-1], [*right, "yellow 1"], [*right, "green 20"], ["red 3"], ["blue 14"], "5 6", "30"]
        answers += [[str(tile)] for tile in task.scene.holder]
    return answers


def test_every_number_track_sentence_is_translated(marked_words: None) -> None:
    kinds = set()
    for level in Level:
        series = TaskSeries(make_number_track_task, DIFFICULTIES[level], 21)
        for task in (series.task(number) for number in range(30)):
            kinds.add(type(task).__name__)
            texts = [("prompt", task.prompt, ""), ("solution", task.solution(), "")]
            texts += [("hint", hint, "") for hint in task.hints()]
            texts += [(f"check({answer!r:.40})", task.check(answer).message, typed(answer))
                      for answer in answers_for(task) if not isinstance(answer, int) or answer < 10**6]  # fmt: skip
            for where, text, pupils_words in texts:
                assert_translated(text, f"{type(task).__name__} {where}", pupils_words)
    assert len(kinds) == 8  # every task kind was looked at
