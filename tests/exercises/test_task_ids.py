"""Task ids: every form an attempt records is written by ``str()`` and read back by ``TaskId.parse``;
anything else is refused with an error that names it."""

from __future__ import annotations

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises.attempts import GameDealt, InvalidTaskIdError, LessonStep, SeriesTask, TaskId

FORMS = [
    ("7:3", SeriesTask(7, 3)),
    ("0:0", SeriesTask(0, 0)),
    ("1000000000:99", SeriesTask(10**9, 99)),
    ("step-1", LessonStep(1)),
    ("step-12", LessonStep(12)),
    ("game-7", GameDealt(7)),
    ("game-0", GameDealt(0)),
    ("game-7:round-2", GameDealt(7, 2)),
]


@pytest.mark.parametrize(("text", "value"), FORMS)
def test_parse_and_str_are_each_others_inverse(text: str, value: TaskId) -> None:
    assert TaskId.parse(text) == value
    assert str(value) == text
    assert TaskId.parse(str(value)) == value


@pytest.mark.parametrize(
    "text",
    [
        "", "7", "7:", ":3", "7:3:1", "07:3", "7:03", "-1:3", "+7:3", " 7:3", "7:3 ", "٣:1", "7.0:3",
        "step-", "step-0", "step-01", "step-x", "Step-3", "game-", "game-x", "game-7:", "game-7:2",
        "game-7:round-", "game-7:round-0", "game-7:round-02", "game-7:round-2x", "ways:3", "1" * 21 + ":1",
    ],
)  # fmt: skip
def test_anything_else_is_refused_with_an_error_naming_the_text(text: str) -> None:
    with pytest.raises(InvalidTaskIdError) as refused:
        TaskId.parse(text)
    assert repr(text) in str(refused.value)
    assert isinstance(refused.value, ElevenkitError) and isinstance(refused.value, ValueError)


def test_text_is_required_and_values_are_checked_when_built() -> None:
    with pytest.raises(InvalidTaskIdError, match="expected text"):
        TaskId.parse(7)
    for build in (lambda: SeriesTask(-1, 0), lambda: LessonStep(0), lambda: GameDealt(7, -1)):
        with pytest.raises(InvalidTaskIdError):
            build()


def test_each_form_reads_as_its_own_kind() -> None:
    kinds = {text: type(TaskId.parse(text)) for text in ("7:3", "step-3", "game-7", "game-7:round-2")}
    assert kinds == {"7:3": SeriesTask, "step-3": LessonStep, "game-7": GameDealt, "game-7:round-2": GameDealt}
    match TaskId.parse("game-7:round-2"):
        case GameDealt(seed=seed, round=round_number):
            assert (seed, round_number) == (7, 2)
        case _:
            pytest.fail("a round of a game reads as a GameDealt")
