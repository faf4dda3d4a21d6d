"""Answers looked up in another tab (issue 21, item 9): a class's page deals its task set for the class.

The same ``?seed=7`` opened without the class (or in another class) is another series of tasks and
another game, so "Show all" there gives away nothing of the class's tasks; every pupil of the class
still gets the same ones, and the teacher still reads "task set 7" (share tab, table, worksheets).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from elevenkit.core.rng import MAX_SEED, derive_seed
from elevenkit.exercises.attempts import AttemptLog
from elevenkit.exercises.sessions.kept import kept_place, place_from_kept
from elevenkit.serving.params import class_deal
from elevenkit.widgets.tables import NimmtTable, OneElevenTable, Start11Table
from elevenkit.widgets.teacher import WorksheetMaker
from elevenkit.widgets.teacher.labels import task_label
from elevenkit.widgets.trainers import CaptureTrainerApp, NumberTrackTrainerApp, WraparoundTrainerApp
from elevenkit.worksheets import WorksheetSpec

TRAINERS = (CaptureTrainerApp, NumberTrackTrainerApp, WraparoundTrainerApp)
TABLES = (NimmtTable, OneElevenTable, Start11Table)


def trainer_tasks(app_class: Any, params: Mapping[str, str], count: int = 5) -> list[tuple[str, str]]:
    """The first ``count`` tasks the page a link opens deals (question and full solution), the one on screen first."""
    app = app_class.from_params(params)
    on_screen = app.trainer.session.task
    later = [app.trainer.series.task(number) for number in range(1, count)]
    return [(task.prompt, task.solution()) for task in (on_screen, *later)]


def table_game(table_class: Any, params: Mapping[str, str]) -> Any:
    """The whole game (every hand) the table a link opens deals."""
    return table_class.from_params(params).session.game.to_json()


def dealt(kind: Any) -> Callable[[Mapping[str, str]], Any]:
    return (lambda params: trainer_tasks(kind, params)) if kind in TRAINERS else (lambda p: table_game(kind, p))


PAGES = pytest.mark.parametrize("kind", TRAINERS + TABLES, ids=lambda kind: kind.__name__)


@PAGES
def test_the_same_task_set_outside_the_class_deals_other_tasks(kind: Any) -> None:
    deal = dealt(kind)
    assert deal({"seed": "7", "class": "4B"}) != deal({"seed": "7"})


@PAGES
def test_two_pupils_of_one_class_get_the_same_tasks(kind: Any) -> None:
    deal = dealt(kind)
    first = deal({"seed": "7", "class": "4B"})
    # another pupil, another kernel: the same link, the class code as a child types it, other parameters around it
    assert deal({"class": "4B", "seed": "7"}) == first
    assert deal({"seed": "7", "class": "4b ", "lang": "de"}) == first


@PAGES
def test_another_class_gets_other_tasks(kind: Any) -> None:
    deal = dealt(kind)
    assert deal({"seed": "7", "class": "4B"}) != deal({"seed": "7", "class": "4C"})
    assert deal({"seed": "7", "class": "4B"}) != deal({"seed": "8", "class": "4B"})


def test_outside_a_class_a_task_set_deals_what_it_always_dealt() -> None:
    # worksheets printed before, the teacher's own links without a class: nothing changed for them
    assert trainer_tasks(CaptureTrainerApp, {"seed": "7", "level": "3"}) == [
        (task.prompt, task.solution()) for task in WorksheetSpec("capture-trainer", "3", 7, 5).tasks()
    ]


def test_a_class_seed_is_a_stable_task_set_of_its_own() -> None:
    # SHA-256, not Python's salted hash(): the same in every kernel and on every computer (a fixed value)
    assert derive_seed(7, "4b") == derive_seed(7, class_deal("4B")) == 747390358
    assert derive_seed(7, "") == 7
    seeds = {derive_seed(seed, "4b") for seed in range(200)}
    assert len(seeds) == 200 and all(0 <= seed <= MAX_SEED for seed in seeds)
    assert class_deal("") == class_deal("<b>") == ""  # no usable class: dealt as everywhere


def test_the_teacher_reads_the_task_set_of_the_link_not_the_dealt_seed() -> None:
    log = AttemptLog()
    seen: list[Any] = []
    log.subscribe(seen.append)
    app = WraparoundTrainerApp.from_params({"seed": "7", "class": "4B", "level": "easy"})
    app.trainer.session.record = log.notify
    app.trainer.answer_button.click()
    (attempt,) = seen
    assert (attempt.task_id, attempt.seed) == ("7:0", 7)
    assert "task set 7" in str(task_label("wraparound-clock", attempt.task_id, level="easy"))
    assert "class=4B" in app.query() and "seed=7" in app.query()  # the link deals the same again
    table = NimmtTable.from_params({"seed": "7", "class": "4B"})
    assert "seed=7" in table.link_query() and table.settings.seed == 7
    table.new_game(table.settings_on_page())  # a next game of a class table is the class's too
    assert table.settings.salt == "4b"


def test_a_class_worksheet_has_the_tasks_of_the_class_link() -> None:
    on_screen = trainer_tasks(CaptureTrainerApp, {"seed": "7", "level": "3", "class": "4B"}, 4)
    spec = WorksheetSpec("capture-trainer", "3", 7, 4, class_code="4B")
    assert [(task.prompt, task.solution()) for task in spec.tasks()] == on_screen
    assert [(t.prompt, t.solution()) for t in WorksheetSpec("capture-trainer", "3", 7, 4).tasks()] != on_screen
    assert spec.title == "Capture Trainer · level 3 · class 4B · worksheet 7 = task set 7"
    assert "class=4B" in spec.on_screen() and "task set 7 in class 4B" in spec.on_screen()


def test_a_place_kept_outside_the_class_is_not_resumed_in_it() -> None:
    outside = CaptureTrainerApp.from_params({"seed": "7"}).trainer.session
    inside = CaptureTrainerApp.from_params({"seed": "7", "class": "4B"}).trainer.session
    assert place_from_kept(inside, kept_place(outside, 100.0), 100.0) is None
    assert place_from_kept(outside, kept_place(outside, 100.0), 100.0) is not None


def test_the_worksheet_maker_makes_a_class_worksheet_and_refuses_a_code_no_link_can_carry() -> None:
    maker = WorksheetMaker()
    maker.seed.value, maker.class_box.value = "7", "4B"
    assert (
        maker.make()
        and "class 4B" in maker.sheet
        and "worksheet-capture-trainer-level-1-7-class-4B.html" in maker.links.value
    )
    maker.class_box.value = "<b>"
    assert not maker.make() and "4B" in maker.links.value  # the note's example, nothing made of the input
