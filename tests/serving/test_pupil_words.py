"""What a pupil reads on the pages made for pupils (issue 22, item 14): no code, no link parameters,
no make commands, and none of the grown-ups' words ("dashboard", "seed", "task set", "run", "band",
"fanned out", "digits"). Teacher help lives on the teacher's pages: the link parameters are on the
teacher dashboard."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from elevenkit.catalogue.notes import note
from elevenkit.exercises.lessons import LESSONS as LESSON_IDS
from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.lessons.teacher_notes import teacher_note
from elevenkit.serving.landing import PAGE_CONFIG_KEY, collect_dashboards, collect_lessons, page_config_hook
from elevenkit.widgets.trainers import NumberTrackTrainerApp, WraparoundTrainerApp
from elevenkit.widgets.views.number_circle import NumberCircle
from tests.helpers.paths import DASHBOARDS

JARGON = re.compile(r"dashboard|\bseeds?\b|task set|\bruns?\b|\bband\b|fanned|\bdigits?\b", re.I)
CODE = re.compile(r"`|\?\w+=|&\w+=|\bmake (run|lab)\b")
PUPIL_PAGES = [entry.path for entry in collect_dashboards(DASHBOARDS) if entry.audience != "teacher"]
#: lesson 10 is for JupyterLab (older pupils who press Run); the others are served to pupils
LESSONS = [entry.path for entry in collect_lessons(DASHBOARDS / "lessons")]


def markdown(path: Path) -> list[str]:
    """The text of each markdown cell of a notebook, and of each page note its cells show
    (``page_note("play-11-nimmt")``, :mod:`elevenkit.catalogue.notes`)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    sources = ["".join(cell["source"]) for cell in cells]
    shown = [name for source in sources for name in re.findall(r'page_note\("([^"]+)"\)', source)]
    return [
        *(source for cell, source in zip(cells, sources) if cell["cell_type"] == "markdown"),
        *("\n".join(note(name).texts()) for name in shown),
    ]


def bad_words(text: str) -> list[str]:
    return [found.group(0) for pattern in (JARGON, CODE) for found in pattern.finditer(text)]


@pytest.mark.parametrize("page", PUPIL_PAGES)
def test_a_pupil_page_says_nothing_in_code_or_grown_ups_words(page):
    for text in markdown(DASHBOARDS / page):
        assert not bad_words(text), (page, bad_words(text), text)


@pytest.mark.parametrize("page", LESSONS)
def test_a_lesson_has_no_code_and_its_pupil_text_no_jargon(page):
    for text in markdown(DASHBOARDS / "lessons" / page):
        assert not bad_words(text), (page, text)
    lesson_id = page[:2]
    if lesson_id in LESSON_IDS:  # the lesson page shows its teacher note, folded: no code in it either
        note_text = "\n".join(teacher_note(lesson(lesson_id)).texts())
        assert not CODE.findall(note_text), (page, CODE.findall(note_text))


def test_the_link_parameters_are_on_the_teacher_dashboard():
    help_text = "\n".join(markdown(DASHBOARDS / "teacher.ipynb"))
    for name in ("players=", "level=", "deck=", "piles", "variant", "tasks=", "class=", "size", "one11"):
        assert name in help_text, name


def test_the_landing_page_words_are_a_childs():
    settings = {"contents_manager": type("Contents", (), {"root_dir": str(DASHBOARDS.parent)})()}
    config = page_config_hook({}, "/", settings, None, None, "dashboards")[PAGE_CONFIG_KEY]
    for key in ("heading", "intro", "empty", "seed_label", "class_button", "lessons_intro", "class_none"):
        assert not bad_words(config[key]), (key, config[key])


@pytest.mark.parametrize("app", [WraparoundTrainerApp, NumberTrackTrainerApp])
def test_a_trainer_shows_the_pupil_no_task_set_and_its_teacher_panel_no_seed(app):
    shown = app.from_params({"seed": "42", "tasks": "5"})
    assert "Task 1 of 5" in shown.trainer.task_info.value and not bad_words(shown.trainer.task_info.value)
    assert not bad_words(shown.settings_button.description) and not bad_words(shown.seed.description)
    shown.seed.value = "4x"
    assert not bad_words(shown.seed_note.value) and "whole number" in shown.seed_note.value


def test_the_number_circle_legend_says_shaded_not_band():
    legend = NumberCircle(piles=[50], hand=[55]).markup
    assert "band" not in legend and "shaded: the numbers that fit on the pile" in legend


@pytest.mark.parametrize("lesson_id", [lesson_id for lesson_id in LESSON_IDS if lesson_id != "10"])
def test_a_lessons_own_words_have_no_jargon(lesson_id):
    built = lesson(lesson_id)
    texts = [built.title, built.intro, built.how_it_works, *built.goals]
    texts += [text for step in built.steps for text in (step.title, step.text)]
    assert not [text for text in texts if bad_words(text)]
