"""The teacher's words and tables as pure functions: built from records made by hand, no widget and
no database, read back as HTML trees."""

from __future__ import annotations

import pytest

from elevenkit.classroom.model import Cell, ClassTable, Outcome, StoredAnswer
from elevenkit.exercises.attempts import (
    ANSWER_SHOWN,
    CUSTOM_LEVEL,
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    MOVED_ON,
    ROUND_LOST,
    ROUND_WON,
)
from elevenkit.markup import Markup, element
from elevenkit.widgets.teacher.downloads import file_part
from elevenkit.widgets.teacher.labels import level_words, name_markup, result_words, sentence
from elevenkit.widgets.teacher.reports import class_table_html, history_html, nothing_yet
from tests.helpers.html_tree import parse, rows
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale

MIA, LONG = "Mia", "Z" * 60


def table(code: str = "4B") -> ClassTable:
    """Mia in the Capture Trainer; a pupil with a long name who has started nothing yet."""
    return ClassTable(
        class_code=code,
        pupils=(LONG, MIA),
        activities=("capture-trainer",),
        cells={(MIA, "capture-trainer"): Cell(done=2, right=2, tried=3, hints=0, last_active=1.0, ended=2)},
        last_active={MIA: 1.0},
    )


def test_the_class_table_has_a_row_per_pupil_with_a_cell_per_activity() -> None:
    markup = class_table_html(table(), {MIA: "123", LONG: "456"})
    tree = parse(markup)
    assert [cell.text for cell in tree.find("thead").find_all("th")] == [
        "Pupil",
        "Secret number",
        "Capture Trainer",
        "Last answer",
    ]
    body = rows(markup, "ek-class-table")
    assert [row[0] for row in body] == [LONG[:40] + "…", MIA]
    assert body[0][1:4] == ["•••", "—", "—"]  # nothing started, never answered
    assert body[1][1:3] == ["•••", "2 tasks solved of 2 · 3 answers"]
    assert tree.find("caption").text == "Class 4B"


def test_the_chosen_pupil_is_marked_and_shown_secret_numbers_are_in_their_own_cells() -> None:
    tree = parse(class_table_html(table(), {MIA: "123"}, show_codes=True, chosen=MIA))
    marked = tree.find_all("tr", "ek-chosen")
    assert len(marked) == 1 and marked[0].find("button").attrs["data-pupil"] == MIA
    assert [cell.text for cell in tree.find_all("td", "ek-secret")] == ["", "123"]
    pressed = [button.attrs["aria-pressed"] for button in tree.find_all("button", "ek-pupil-link")]
    assert pressed == ["false", "true"]
    assert tree.find("button").attrs["aria-label"] == f"Show the answers of {LONG[:40]}"


def test_a_long_class_code_is_cut_in_the_caption_and_whole_in_its_tooltip() -> None:
    code = "<b>" + "C" * 50
    caption = parse(class_table_html(table(code), {})).find("caption")
    assert caption.text == "Class " + code[:40] + "…" and caption.find("span").attrs["title"] == code
    assert caption.find_all("b") == []


def test_a_class_without_pupils_and_a_pupil_without_answers_say_so() -> None:
    empty = ClassTable("4B", (), (), {}, {})
    assert parse(class_table_html(empty, {})).find("p", "ek-none").text == "No pupil has joined this class yet."
    assert history_html([]) == nothing_yet("No answers yet.")


@pytest.mark.parametrize(
    ("category", "outcome", "words"),
    [
        (GAME_WON, Outcome.RIGHT, "won"),
        (GAME_LOST, Outcome.WRONG, "lost"),
        (GAME_FINISHED, Outcome.NOT_YET, "draw"),
        (ROUND_WON, Outcome.RIGHT, "round won"),
        (ROUND_LOST, Outcome.WRONG, "round lost"),
        (ANSWER_SHOWN, Outcome.NOT_YET, "answer shown"),
        (MOVED_ON, Outcome.NOT_YET, "moved on unsolved"),
        ("wrong-total", Outcome.WRONG, "wrong"),
        ("", Outcome.RIGHT, "right"),
        ("", Outcome.NOT_YET, "not yet"),
    ],
)
def test_how_an_answer_ended_in_words(category: str, outcome: Outcome, words: str) -> None:
    stored = StoredAnswer(0.0, "4B", MIA, "capture-trainer", "7:0", 0, 7, "x", outcome, category, 0)
    assert result_words(stored) == words


@pytest.mark.parametrize(
    ("level", "words"),
    [("easy", "easy"), (" Hard ", "hard"), (CUSTOM_LEVEL, "own settings"), ("3", "level 3"), ("", ""), ("٣", "٣")],
)
def test_a_stored_level_in_words(level: str, words: str) -> None:
    assert level_words(level) == words  # a level of a newer kit (or any other text) stays as it is


def test_a_sentence_escapes_its_words_and_keeps_the_markup_of_its_slots() -> None:
    made = sentence("<{code}> & {name}", code=element("b", "4B"), name="<i>Mia</i>")
    assert isinstance(made, Markup)
    assert made == "&lt;<b>4B</b>&gt; &amp; &lt;i&gt;Mia&lt;/i&gt;"
    assert name_markup("x" * 41, 40) == element("span", {"title": "x" * 41}, "x" * 40, "…")


def test_a_file_name_part_keeps_only_safe_characters() -> None:
    assert file_part("4B") == "4B"
    assert file_part("../étoile 5/") == "____toile_5_"
    assert file_part("") == "x" and len(file_part("a" * 100)) == 40


def test_every_word_of_the_teachers_tables_goes_through_the_catalogue() -> None:
    from elevenkit.classroom.model import CommonWrong, TaskStats
    from elevenkit.widgets.teacher.labels import cell_text, task_label
    from elevenkit.widgets.teacher.reports import task_stats_html

    with pseudo_locale():
        cells = [
            Cell(0, 0, 0, 0, 0.0, games=3, games_won=1),
            Cell(2, 2, 3, 1, 0.0, ended=2),
            Cell(0, 0, 1, 0, 0.0),
        ]
        for cell in cells:
            assert_translated(cell_text(cell), repr(cell))
        for task_id, level in (("7:2", ""), ("7:2", "easy"), ("7:2", "3"), ("game-8", "hard"), ("game-8:round-2", "")):
            assert_translated(parse(task_label("capture-trainer", task_id, level=level)).text, f"{task_id} {level}")
        for category in (GAME_WON, GAME_FINISHED, ANSWER_SHOWN, ""):
            stored = StoredAnswer(0.0, "4B", MIA, "capture-trainer", "7:0", 0, 7, "x", Outcome.WRONG, category, 0)
            assert_translated(result_words(stored), category)
        markup = task_stats_html([TaskStats("capture-trainer", "7:0", 3, 1, 2, 1, (CommonWrong("12", "", 2),))])
        for heading in parse(markup).find("thead").find_all("th"):
            assert_translated(heading.text, "a heading")
        ((activity, task, right, _shown, _moved_on, wrong),) = rows(markup, "ek-task-table")
        for text, where in ((activity, "the activity"), (task, "the task"), (right, "the share right")):
            assert_translated(text, where)
        assert_translated(wrong, "a common wrong answer", pupils_words="12")  # the answer is the pupil's own


def test_the_dashboards_note_says_the_tasks_tab_counts_pupils_in_english_and_german() -> None:
    from elevenkit.catalogue.notes import note
    from elevenkit.i18n import language

    assert any("how many pupils solved it, saw the answer or moved on" in text for text in note("teacher").texts())
    with language("de"):
        assert any("wie viele Kinder sie gelöst" in text for text in note("teacher").texts())
