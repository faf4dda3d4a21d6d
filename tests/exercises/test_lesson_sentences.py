"""Every sentence of every lesson goes through the translation functions: the lessons are built in
the pseudo-language (``tests.helpers.pseudo_locale``), and their titles, intros, goals, step texts,
worked examples, pictures' captions, questions, hints, solutions and the feedback on solving, wrong
and odd answers show no word outside «…»; every message they use is in the catalogue."""

from __future__ import annotations

from typing import Any

import pytest

from elevenkit.exercises.captures.parts import TaskPicture
from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.exercises.lessons.solving import solving_answers
from tests.helpers.odd_answers import ODD_ANSWERS
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale, typed


def texts_of_lesson(lesson_id: str) -> list[tuple[str, str, str]]:
    """(where, text, the pupil's words it may quote) for everything lesson ``lesson_id`` says."""
    built = lesson(lesson_id)
    texts = [("title", built.title, ""), ("intro", built.intro, ""), ("how it works", built.how_it_works, "")]
    texts += [("age", built.age, ""), *(("goal", goal, "") for goal in built.goals)]
    for number, step in enumerate(built.steps, start=1):
        where = f"step {number}"
        texts += [(f"{where} title", step.title, ""), *((f"{where} worked", line, "") for line in step.worked)]
        if step.text:
            texts.append((f"{where} text", step.text, ""))
        if step.box:
            texts.append((f"{where} box", step.box, ""))
        if isinstance(step.picture, TaskPicture):
            texts += [(f"{where} caption", row.caption, "") for row in step.picture.rows if row.caption]
        if step.task is None:
            continue
        task = step.fresh_task()
        texts += [(f"{where} prompt", task.prompt, ""), (f"{where} solution", task.solution(), "")]
        texts += [(f"{where} hint", hint, "") for hint in task.hints()]
        answers: list[Any] = [*solving_answers(task), *ODD_ANSWERS[:-2], "7", 7, [0], [0, 1], 99]
        for index, answer in enumerate(answers):
            message = step.fresh_task().check(answer).message
            texts.append((f"{where} check(answer {index}, a {type(answer).__name__})", message, typed(answer)))
        checked = step.fresh_task()
        for index, answer in enumerate(solving_answers(checked)):  # a problem says more as answers come in
            texts.append((f"{where} after answer {index}", checked.check(answer).message, typed(answer)))
    return texts


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_sentence_of_the_lesson_is_translated(lesson_id: str) -> None:
    with pseudo_locale():
        texts = texts_of_lesson(lesson_id)
        assert len(texts) > 200  # every step was looked at, with many answers
        for where, text, pupils_words in texts:
            if text.strip():
                assert_translated(text.replace("**", ""), f"lesson {lesson_id} {where}", pupils_words)
