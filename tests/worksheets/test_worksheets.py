"""Worksheets and answer keys: the dashboard's tasks on paper, A4 pages that print right."""

from __future__ import annotations

from typing import Any

import pytest

from elevenkit.exercises.captures import CaptureTask
from elevenkit.widgets.teacher import WorksheetMaker
from elevenkit.widgets.trainers.capture import CaptureTrainerApp
from elevenkit.widgets.trainers.wraparound import WraparoundTrainerApp
from elevenkit.worksheets import MAX_TASKS, WorksheetError, WorksheetSpec, answer_key_html, short_answer, worksheet_html
from tests.helpers.html_tree import parse


def test_worksheet_7_has_the_tasks_of_the_capture_trainer_link_with_seed_7() -> None:
    app = CaptureTrainerApp.from_params({"seed": "7", "level": "3"})
    sheet = WorksheetSpec("capture-trainer", "3", 7, 4).tasks()
    for task in sheet:
        on_screen = app.trainer.capture_task
        assert (on_screen.played, on_screen.table) == (task.played, task.table)  # type: ignore[attr-defined]
        app.trainer.new_button.click()


def test_worksheet_7_has_the_tasks_of_the_wraparound_link_with_seed_7() -> None:
    app = WraparoundTrainerApp.from_params({"seed": "7", "level": "medium"})
    for task in WorksheetSpec("wraparound-clock", "medium", 7, 5).tasks():
        assert app.trainer.task is not None and app.trainer.task.prompt == task.prompt
        app.trainer.new_button.click()


def test_another_seed_deals_other_tasks() -> None:
    first = [t.prompt for t in WorksheetSpec("wraparound-clock", "hard", 7, 6).tasks()]
    assert first != [t.prompt for t in WorksheetSpec("wraparound-clock", "hard", 8, 6).tasks()]


@pytest.mark.parametrize(
    ("topic", "level", "seed", "count"),
    [("chess", "1", 1, 1), ("capture-trainer", "7", 1, 1), ("capture-trainer", "easy", 1, 1),
     ("wraparound-clock", "3", 1, 1), ("capture-trainer", "1", -1, 1), ("capture-trainer", "1", 1, 0),
     ("capture-trainer", "1", 1, MAX_TASKS + 1), ("capture-trainer", "1", "7", 1)],
)  # fmt: skip
def test_a_worksheet_that_cannot_be_made_is_refused_naming_the_input(
    topic: str, level: str, seed: Any, count: int
) -> None:
    with pytest.raises(WorksheetError) as refused:
        WorksheetSpec(topic, level, seed, count)
    assert any(repr(value) in str(refused.value) for value in (topic, level, seed, count))


def test_the_worksheet_shows_each_task_with_its_picture_and_space_to_write() -> None:
    # (that it prints on A4 without cutting a task is measured in Chromium: tests/browser/test_browser_worksheets.py)
    spec = WorksheetSpec("capture-trainer", "4", 3, 5)
    page = parse(worksheet_html(spec))
    sections = page.find_all("section", "ek-ws-task")
    assert len(sections) == 5
    for number, (task, section) in enumerate(zip(spec.tasks(), sections), start=1):
        assert section.find("h2").text == f"Task {number}"
        assert section.find("p").text == task.prompt
        figures = section.find("div", "ek-ws-picture").find_all("figure")
        assert [figure.find("figcaption").text for figure in figures] == ["Your card", "The table"]
        assert len(figures[1].find_all("svg")) == len(task.table)  # type: ignore[attr-defined]
        assert section.find_all(css_class="ek-ws-lines")  # space to write
    circle = parse(worksheet_html(WorksheetSpec("wraparound-clock", "easy", 3, 2)))
    assert all(section.find_all(css_class="ek-ws-circle") for section in circle.find_all("section", "ek-ws-task"))
    # the worksheet's number is the trainer's task set (the seed), in the words the trainer uses
    assert spec.title == "Capture Trainer · level 4 · worksheet 3 = task set 3"
    assert page.find("h1").text == spec.title
    assert "task set 3, the link ?seed=3&level=4" in page.find("footer").text


def test_the_answer_key_has_the_equations_and_the_worked_steps_and_nothing_is_given_away_on_the_sheet() -> None:
    spec = WorksheetSpec("capture-trainer", "3", 7, 3)
    key, sheet = parse(answer_key_html(spec)), parse(worksheet_html(spec))
    key_sections, sheet_sections = key.find_all("section", "ek-ws-task"), sheet.find_all("section", "ek-ws-task")
    assert len(key_sections) == len(sheet_sections) == 3
    for task, in_key, on_sheet in zip(spec.tasks(), key_sections, sheet_sections):
        assert isinstance(task, CaptureTask)
        assert in_key.find("p").text == on_sheet.find("p").text == task.prompt
        assert in_key.find("p", "ek-ws-answer").text == f"Answer: {short_answer(task)}"
        assert [step.text for step in in_key.find("ol", "ek-ws-steps").find_all("li")] == task.hints()
        solution = in_key.find("p", "ek-ws-solution").text
        assert all(equation in solution for equation in task.all_groups())
        assert short_answer(task) not in on_sheet.text


def test_the_wraparound_key_gives_the_number_or_the_numbers_to_choose() -> None:
    spec = WorksheetSpec("wraparound-clock", "medium", 7, 3)
    answers = [short_answer(task) for task in spec.tasks()]
    assert answers[:2] == ["14", "24"]  # from 98 up to 12, from 86 up to 10 (counted by the engine)
    assert answers[2] == "26 and 23"  # piles the card 32 fits on


def test_the_worksheet_page_makes_two_downloads_and_a_preview() -> None:
    maker = WorksheetMaker()
    maker.topic.value = "wraparound-clock"
    maker.level.value = "hard"
    maker.seed.value = "12"
    maker.count.value = 3
    assert maker.make()
    links = parse(maker.links.value).find_all("a", "ek-download")
    assert [link.attrs["download"] for link in links] == [
        "worksheet-wraparound-clock-level-hard-12.html",
        "answer-key-wraparound-clock-level-hard-12.html",
    ]
    (frame,) = parse(maker.preview.value).elements()  # the sheet is in srcdoc, escaped: no element of its own
    assert frame.tag == "iframe" and frame.attrs["srcdoc"] == maker.sheet and frame.attrs["title"]
    maker.seed.value = "1e5"
    assert not maker.make() and "digits only" in maker.links.value


HOSTILE = "<script>alert('x')</script> & <b>\"bold\"</b>"


def test_every_text_on_the_pages_is_text_even_a_translation_with_markup_in_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pages are built element by element: a text (here a translator's "Name:" and "Answer:") never
    becomes markup. Only the page's own style sheet is written as it is."""
    import elevenkit.worksheets as worksheets

    monkeypatch.setattr(worksheets, "_", lambda text: HOSTILE if text in ("Name:", "Answer:") else text)
    spec = WorksheetSpec("capture-trainer", "3", 7, 2)
    sheet, key = parse(worksheet_html(spec)), parse(answer_key_html(spec))
    assert sheet.find("span", "ek-ws-name").text.startswith(HOSTILE)
    assert all(p.text.startswith(HOSTILE) for p in key.find_all("p", "ek-ws-answer"))
    for page in (sheet, key):
        assert not page.find_all("script") and not page.find_all("b")
        assert [node.tag for node in page.find_all("head")[0].elements()] == ["meta", "title", "style"]
