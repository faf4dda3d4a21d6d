"""The texts around a page's widgets (a dashboard's "How to play", the teacher dashboard's help, a
lesson's teacher note) are built in the page's language: no notebook keeps them as Markdown, every
sentence is in the catalogue and German on a German page, and the teacher help names every tab.
Lesson 10 (JupyterLab) builds its text so too; the one Markdown cell a notebook keeps is written
in every language from the catalogue."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from elevenkit.catalogue.notes import NOTES, Note, UnknownNoteError, note
from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.exercises.lessons.teacher_notes import teacher_note
from elevenkit.i18n import _, language
from elevenkit.simulation import lesson as lesson_10
from elevenkit.simulation import texts
from elevenkit.widgets.lesson import lesson_widget
from elevenkit.widgets.lesson.page import NO_LESSON, no_lesson_cell
from elevenkit.widgets.notes import every_language_html, inline, note_html, page_note
from elevenkit.widgets.teacher import TeacherDashboard
from tests.helpers.german_text import english_words
from tests.helpers.paths import REPO
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale

#: every notebook Voila or the site serves (lesson 10 is for JupyterLab: test_lesson_10_…)
SERVED = sorted((REPO / "dashboards").glob("*.ipynb")) + sorted((REPO / "notebooks").glob("0*.ipynb"))
LESSON_10 = REPO / "notebooks" / "10-strategy-and-chance.ipynb"
#: names in a German text that the English word list would take for English words
NAMES = re.compile(r"one-eleven|Start 11!|11 nimmt!|`[^`]*`|\bEngland\b[^.;]*")


def _all_notes() -> list[Note]:
    lesson_10 = [texts.introduction(), texts.teacher_note(), texts.closing()]
    for question in texts.questions():
        lesson_10 += [*question.opening, question.think, question.answers, *filter(None, [question.between])]
    return [note(name) for name in NOTES] + [teacher_note(lesson(lesson_id)) for lesson_id in LESSONS] + lesson_10


def _cells(path: Path, kind: str) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == kind]


@pytest.mark.parametrize("path", SERVED, ids=lambda path: path.name)
def test_a_served_notebook_keeps_no_text_in_markdown_but_asks_for_its_note(path: Path) -> None:
    markdown = _cells(path, "markdown")
    assert all(NO_LESSON in text for text in markdown), markdown
    code = "\n".join(_cells(path, "code"))
    if path.stem in NOTES:
        assert f'page_note("{path.stem}")' in code


@pytest.mark.parametrize("path", sorted((REPO / "notebooks").glob("0*.ipynb")), ids=lambda path: path.name)
def test_a_lessons_no_lesson_line_is_written_in_every_language_from_the_catalogue(path: Path) -> None:
    assert _cells(path, "markdown") == [no_lesson_cell()]
    with language("de"):
        german = _("*No lesson here? Ask your teacher to start it.*")
    assert f'<p class="{NO_LESSON}" lang="de">' in no_lesson_cell() and german.strip("*") in no_lesson_cell()
    assert not english_words(german)


def test_lesson_10_keeps_only_how_to_start_in_markdown_and_builds_its_text_from_the_catalogue() -> None:
    assert _cells(LESSON_10, "markdown") == [every_language_html(texts.RUN_ALL, "ek-how-to-start")]
    code = _cells(LESSON_10, "code")
    assert "introduction()" in code[0] and code[1:] == [f"question({number})" for number in range(1, 5)]
    with language("de"):
        intro = lesson_10.introduction()
        shown = lesson_10.question(2)
    assert "<h1>10 · Strategie und Zufall</h1>" in intro.children[0].value
    assert intro.children[1].value.startswith("<details><summary><b>Hinweise für Lehrkräfte</b>")
    assert (
        "<ol><li>" in shown.children[-1].value and shown.children[1].children[0].description == "Karten auf dem Tisch"
    )


def test_every_note_is_shown_in_the_pseudo_language_and_its_messages_are_in_the_catalogue() -> None:
    with pseudo_locale():
        notes = _all_notes()
        for shown in notes:
            for text in shown.texts():
                assert_translated(re.sub(r"\*|`", " ", text), repr(text[:40]))


def test_every_note_is_german_on_a_german_page() -> None:
    with language("de"):
        for shown in _all_notes():
            for text in shown.texts():
                assert not english_words(NAMES.sub(" ", text)), text


def test_the_teacher_help_names_every_tab_of_the_dashboard_in_both_languages(tmp_path: Path) -> None:
    for code in ("en", "de"):
        with language(code):
            titles = TeacherDashboard(tmp_path / f"{code}.sqlite3").tabs.titles
            help_text = "\n".join(note("teacher").texts())
        assert len(titles) >= 10
        for title in titles:
            assert f"**{title}**" in help_text, (code, title)


def test_a_page_note_draws_its_marks_and_escapes_everything_else() -> None:
    assert inline("**Check** & *then* `?seed=7` <b>") == (
        "<b>Check</b> &amp; <em>then</em> <code>?seed=7</code> &lt;b&gt;"
    )
    folded = note_html(Note(summary="**Note** (open)", items=("a", "b"), closing=("c",)))
    assert folded.startswith("<details><summary><b>Note</b> (open)</summary>") and "<li>b</li>" in folded
    assert "<h1>Worksheets</h1>" in page_note("worksheets").value
    with pytest.raises(UnknownNoteError, match="no page note 'nothing'"):
        note("nothing")


def test_a_lesson_shows_its_teacher_note_folded_in_the_page_language() -> None:
    with language("de"):
        widget = lesson_widget("01", params={})
    assert widget.children[-1] is widget.teacher_note
    text = widget.teacher_note.value
    assert text.startswith("<details><summary><b>Hinweise für Lehrkräfte</b>")
    assert "<b>Schritte:</b> 12 (2 Musterbeispiele, 6 Aufgaben, 3 Nachdenk-Aufgaben, 1 Knobelaufgabe)" in text
    assert "Teacher note" not in text
