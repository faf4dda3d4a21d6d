"""Who may be in a class (issue 21, item 6), on a real SQLite file: classes exist only when the
teacher makes them, a join to an unknown class stores nothing, a removed pupil is never made again
by their open page, names are kept in one normal form, look-alikes of a classmate's name are
refused, and the teacher can rename a pupil."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from elevenkit.classroom import queries
from elevenkit.classroom.errors import NameRefused, PupilGone
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.names import normal_name, skeleton
from elevenkit.classroom.recording import RecordingState, join
from elevenkit.classroom.store import ClassroomStore


@pytest.fixture
def db(database: str) -> str:
    """A new database: an SQLite file or a PostgreSQL schema (tests/classroom/conftest.py)."""
    return database


@pytest.fixture
def store(db: str) -> Iterator[ClassroomStore]:
    with ClassroomStore(db) as opened:
        yield opened


def _rows(store: ClassroomStore) -> tuple[int, int, int]:
    counts = [store._read(f"SELECT count(*) FROM {table}")[0][0] for table in ("classes", "pupils", "answers")]
    return counts[0], counts[1], counts[2]


def test_a_join_to_a_class_the_teacher_did_not_make_stores_nothing_and_says_ask_for_the_link(db: str) -> None:
    joined = join("Teacher smells", "Ben", path=db)
    assert joined.claim is not None and joined.claim.status is ClaimStatus.NO_CLASS
    assert "Ask your teacher for the link" in joined.message
    joined.recorder.record(AnswerRecord("capture-trainer", 0, 7, "11", Outcome.RIGHT))
    with ClassroomStore(db) as store:
        assert queries.classes(store) == [] and _rows(store) == (0, 0, 0)


def test_the_class_exists_once_the_teacher_makes_it_or_its_first_link(store: ClassroomStore) -> None:
    assert store.claim("4B", "Mia").status is ClaimStatus.NO_CLASS
    assert store.create_class(" 4B ") == "4B"
    assert store.create_class("4b") == "4B"  # once: the same class
    assert store.claim("4b", "Mia").status is ClaimStatus.NEW
    store.link_code("5A", "/voila/render/capture-trainer.ipynb?class=5A&seed=7")
    assert store.claim("5A", "Ben").status is ClaimStatus.NEW
    assert queries.classes(store) == ["4B", "5A"]


def test_a_removed_pupil_is_not_made_again_by_the_next_answer_of_their_open_page(db: str) -> None:
    with ClassroomStore(db) as store:
        store.create_class("4B")
    joined = join("4B", "Tablet Kid", path=db)
    assert joined.claim is not None and joined.claim.status is ClaimStatus.NEW
    joined.recorder.record(AnswerRecord("capture-trainer", 0, 7, "11", Outcome.RIGHT))
    assert joined.recorder.flush(5)
    signed_out: list[str] = []
    joined.recorder.on_signed_out = lambda: signed_out.append("out")  # type: ignore[attr-defined]
    with ClassroomStore(db) as store:
        assert queries.delete_pupil(store, "4B", "Tablet Kid")
    joined.recorder.record(AnswerRecord("capture-trainer", 1, 7, "12", Outcome.WRONG))
    assert joined.recorder.flush(5)
    assert joined.recorder.status.state is RecordingState.SIGNED_OUT and signed_out == ["out"]
    assert "taken your nickname off the class list" in joined.recorder.status.message
    joined.recorder.record(AnswerRecord("capture-trainer", 2, 7, "11", Outcome.RIGHT))
    joined.recorder.close()
    with ClassroomStore(db) as store:
        assert queries.pupils(store, "4B") == [] and _rows(store) == (1, 0, 0)


def test_an_answer_for_a_removed_pupil_is_refused_by_the_store(store: ClassroomStore) -> None:
    store.create_class("4B")
    claim = store.claim("4B", "Mia")
    queries.delete_pupil(store, "4B", "Mia")
    with pytest.raises(PupilGone):
        store.add_answer("4B", "Mia", claim.pupil_code or "", AnswerRecord("clock", 0, 7, "1", Outcome.RIGHT))
    with pytest.raises(PupilGone):
        store.add_answer(
            "4B",
            "Mia",
            claim.pupil_code or "",
            AnswerRecord("clock", 0, 7, "1", Outcome.RIGHT),
            pupil_id=claim.pupil_id,
        )
    assert _rows(store) == (1, 0, 0)


def test_a_page_rejoining_a_removed_pupil_is_told_so_and_makes_no_one(store: ClassroomStore) -> None:
    store.create_class("4B")
    claim = store.claim("4B", "Mia")
    queries.delete_pupil(store, "4B", "Mia")
    again = store.claim("4B", "Mia", claim.pupil_code, returning=True)
    assert again.status is ClaimStatus.GONE and again.pupil_code is None
    assert queries.pupils(store, "4B") == []


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Ｍｉａ", "Mia"),  # full-width letters
        ("Mi\u200ba", "Mia"),  # a zero-width space
        ("\u202eaiM", "aiM"),  # a right-to-left override
        ("Blue\u00adFox", "BlueFox"),  # a soft hyphen
        ("  Blue \t\n Fox  ", "Blue Fox"),
        ("Mi\x00a\x07", "Mia"),
        ("ﬁsh", "fish"),  # a ligature
        ("Zoe\u0301", "Zoé"),  # e + combining accent is the one letter é
    ],
)
def test_a_nickname_is_kept_in_its_normal_form(store: ClassroomStore, typed: str, kept: str) -> None:
    assert normal_name(typed) == kept
    store.create_class("4B")
    claim = store.claim("4B", typed)
    assert claim.nickname == kept
    assert [pupil.nickname for pupil in queries.pupils(store, "4B")] == [kept]


def test_a_name_of_only_invisible_characters_is_refused(store: ClassroomStore) -> None:
    store.create_class("4B")
    with pytest.raises(NameRefused, match="empty"):
        store.claim("4B", "\u200b\u200d\u2060")


@pytest.mark.parametrize("look_alike", ["Міа", "Mіa", "Mía", "Mi\u200ca", "ＭＩＡ "])
def test_a_look_alike_of_a_classmates_name_is_refused_and_stores_nothing(
    store: ClassroomStore, look_alike: str
) -> None:
    store.create_class("4B")
    store.claim("4B", "Mia")
    claim = store.claim("4B", look_alike)
    assert claim.status in (ClaimStatus.LOOK_ALIKE, ClaimStatus.TAKEN), claim
    assert claim.nickname == "Mia" and claim.pupil_code is None
    assert [pupil.nickname for pupil in queries.pupils(store, "4B")] == ["Mia"]


def test_capital_i_small_l_and_one_are_look_alikes_but_different_names_are_not() -> None:
    assert skeleton("ALI") == skeleton("AL1") == skeleton("Al|") == skeleton("All")
    assert skeleton("Owl") == skeleton("0wl") and skeleton("Kim") == skeleton("Kirn")
    for one, other in (("Mia", "Max"), ("Ben", "Ken"), ("Ali", "All"), ("Fox", "Foxy")):
        assert skeleton(one) != skeleton(other)


def test_look_alikes_in_another_class_are_no_problem(store: ClassroomStore) -> None:
    for code in ("4B", "4C"):
        store.create_class(code)
    store.claim("4B", "Mia")
    assert store.claim("4C", "Міа").status is ClaimStatus.NEW


def test_the_teacher_renames_a_pupil_who_keeps_their_number_answers_and_open_page(db: str) -> None:
    with ClassroomStore(db) as store:
        store.create_class("4B")
        store.claim("4B", "Ben")
    joined = join("4B", "Teacher smells", path=db)
    assert joined.claim is not None and joined.claim.pupil_code is not None
    joined.recorder.record(AnswerRecord("clock", 0, 7, "1", Outcome.RIGHT))
    assert joined.recorder.flush(5)
    with ClassroomStore(db) as store:
        assert store.rename_pupil("4B", "teacher smells", " Owl\u200b ") == "Owl"
        for refused in ("ben", "Веn", "BEN "):
            with pytest.raises(NameRefused, match="too close to Ben"):
                store.rename_pupil("4B", "Owl", refused)
        with pytest.raises(PupilGone):
            store.rename_pupil("4B", "Nobody", "Fox")
    joined.recorder.record(AnswerRecord("clock", 1, 7, "2", Outcome.RIGHT))  # the open page goes on saving
    assert joined.recorder.flush(5) and joined.recorder.status.state is RecordingState.SAVING
    progress = joined.recorder.restore("clock")
    joined.recorder.close()
    with ClassroomStore(db) as store:
        assert [p.nickname for p in queries.pupils(store, "4B")] == ["Ben", "Owl"]
        assert [a.answer for a in queries.history(store, "4B", "Owl")] == ["1", "2"]
        assert store.claim("4B", "OWL", joined.claim.pupil_code).status is ClaimStatus.BACK
    assert progress is not None and progress.correct == 2
