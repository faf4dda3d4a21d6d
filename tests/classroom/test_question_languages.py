"""A stored question reads in the teacher's language (issue 23): the pupil's page keeps the question
in every language of the kit, the teacher's page shows the one it speaks, and an answer saved as
one plain text, before, reads as it was saved. A game's result is kept so too, and the export's
column headings are the teacher's language's."""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Iterator

import pytest

from elevenkit.classroom import queries, skills
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import MAX_QUESTION, Attempt, in_every_language, kept_question, question_text
from elevenkit.exercises.sessions import TrainerSession
from elevenkit.exercises.sessions.oneeleven_table import OneElevenTableSession
from elevenkit.exercises.sessions.table import TableSettings
from elevenkit.i18n import _, language
from elevenkit.widgets.teacher import task_label
from elevenkit.worksheets import TOPICS


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    with ClassroomStore(database) as opened:
        opened.create_class("4B")
        yield opened


def _checked_on_an_english_page() -> tuple[Attempt, str, str]:
    """One wrong answer in the Wraparound Clock on an English page: the attempt and the task's
    question in English and in German."""
    recorded: list[Attempt] = []
    with language("en"):
        session = TrainerSession(TOPICS["wraparound-clock"].series("easy", 7), record=recorded.append)
        session.start()
        session.check("-1")
        english = session.task.prompt
    with language("de"):
        german = session.task.prompt
    assert recorded and english != german
    return recorded[-1], english, german


def _save(store: ClassroomStore, attempt: Attempt, question: str | None = None, level: str = "easy") -> None:
    code = store.claim("4B", "Mia").pupil_code
    record = AnswerRecord(
        "wraparound-clock",
        attempt.task_number,
        7,
        attempt.answer,
        Outcome.WRONG,
        question=attempt.question if question is None else question,
        level=level,
    )
    store.add_answer("4B", "Mia", code or "", record)


def test_an_english_pupils_question_reads_in_german_on_a_german_teachers_page(store: ClassroomStore) -> None:
    attempt, english, german = _checked_on_an_english_page()
    assert json.loads(attempt.question) == {"de": german, "en": english}
    _save(store, attempt)
    with language("de"):
        (stats,) = queries.task_stats(store, "4B")
        (answer,) = queries.history(store, "4B", "Mia")
        csv_text = queries.export_csv(store, "4B")
        label = task_label(stats.activity, stats.task_id, stats.question, stats.level)
    assert stats.question == answer.question == german and german in csv_text and english not in csv_text
    assert german in label
    with language("en"):
        assert [answer.question for answer in queries.history(store, "4B", "Mia")] == [english]


def test_the_who_needs_help_answers_carry_the_question_in_the_teachers_language(store: ClassroomStore) -> None:
    attempt, _english, german = _checked_on_an_english_page()
    _save(store, attempt, level="distance")  # a task kind the catalogue knows the skills of
    with language("de"):
        answers = skills.skill_answers(store, "4B")
    assert answers and {answer.question for answer in answers} == {german}


def test_an_answer_saved_before_with_one_plain_question_reads_as_it_was(store: ClassroomStore) -> None:
    attempt, _english, _german = _checked_on_an_english_page()
    _save(store, attempt, question="Which pile can take the 5?")
    with language("de"):
        assert [answer.question for answer in queries.history(store, "4B", "Mia")] == ["Which pile can take the 5?"]


def test_each_language_of_a_kept_question_is_cut_and_a_question_without_words_stays_plain() -> None:
    kept = kept_question(json.dumps({"en": "Why " + "y" * 1000, "de": "Warum?"}))
    texts = json.loads(kept)
    assert len(texts["en"]) == MAX_QUESTION and texts["en"].endswith("…") and texts["de"] == "Warum?"
    assert in_every_language(lambda: "12 + 7") == "12 + 7"
    assert in_every_language(lambda: _("Next")) == json.dumps({"de": "Weiter", "en": "Next"}, ensure_ascii=False)
    assert question_text('{"en": "Check", "de": "Prüfen"}', "fr") == "Check"  # English for a language it lacks
    for plain in ('{"x": 1}', "{not json", '{"fr": "Vérifier"}', ""):
        assert question_text(plain, "de") == plain


def test_the_exports_column_headings_are_in_the_teachers_language_and_english_is_the_stable_one(
    store: ClassroomStore,
) -> None:
    attempt, _english, _german = _checked_on_an_english_page()
    _save(store, attempt)
    headings = {}
    for code in ("de", "en"):
        with language(code):
            headings[code] = next(csv.reader(io.StringIO(queries.export_csv(store, "4B"), newline="")))
    assert headings["en"] == list(queries.CSV_HEADER)
    assert headings["de"] == [
        "Zeit", "Klasse", "Spitzname", "Aktivität", "Aufgabe", "Aufgabensatz", "Stufe", "Frage", "Antwort",
        "Ergebnis", "Fehlvorstellung", "Tipps",
    ]  # fmt: skip


def test_a_games_result_from_a_german_page_reads_in_the_teachers_language(store: ClassroomStore) -> None:
    rng = random.Random(7)
    with language("de"):
        session = OneElevenTableSession(TableSettings(2, "easy", 7))
        while not session.game.is_over:
            session.finish_computer_turns()
            if session.is_pupils_turn:
                session.pupil_move(rng.choice(session.game.legal_moves()))
        (attempt,) = session.new_attempts()
        (part,) = session.finished_parts()
        german = part.summary()
    with language("en"):
        english = part.summary()
    assert english != german and json.loads(attempt.answer) == {"de": german, "en": english}
    code = store.claim("4B", "Mia").pupil_code
    outcome = Outcome.of(attempt.correct, attempt.counted)
    record = AnswerRecord(
        attempt.activity,
        0,
        7,
        attempt.answer,
        outcome,
        attempt.category,
        task_id=attempt.task_id,
        question=attempt.question,
    )
    store.add_answer("4B", "Mia", code or "", record)
    for shown, other in ((english, german), (german, english)):
        with language("de" if shown == german else "en"):
            (answer,) = queries.history(store, "4B", "Mia")
            exported = queries.export_csv(store, "4B")
        assert answer.answer == shown and shown in exported and other not in exported
