"""A school's hub in the class store: teachers' logins (hashed passwords), classes that belong to one
teacher (another teacher neither sees nor takes them), pupils' logins from their cards, and what
the hub tells each server in its environment. Both stores (SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from elevenkit.classroom import accounts, queries
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.hub import (
    PUPIL,
    TEACHER,
    HubPupil,
    class_owner,
    hub_environment,
    hub_pupil,
    hub_role,
)
from elevenkit.classroom.model import ClaimStatus
from elevenkit.classroom.store import ClassroomStore

PASSWORD = "weber-teaches-4b"


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    with ClassroomStore(database) as opened:
        yield opened


@pytest.fixture
def as_teacher(monkeypatch: pytest.MonkeyPatch) -> object:
    """Run as a kernel of a teacher's server on the hub (the role and the teacher in the environment)."""

    def become(login: str) -> None:
        for key, value in hub_environment(teacher=login).items():
            monkeypatch.setenv(key, value)

    return become


def test_a_teacher_signs_in_with_the_password_only_and_the_store_keeps_no_password(store: ClassroomStore) -> None:
    assert accounts.add_teacher(store, " Weber ", PASSWORD) == "weber"
    assert accounts.teacher_login(store, "weber", PASSWORD) == "weber"
    assert accounts.teacher_login(store, "WEBER", f" {PASSWORD} ") == "weber"
    assert accounts.teacher_login(store, "weber", PASSWORD + "x") is None
    assert accounts.teacher_login(store, "nobody", PASSWORD) is None
    kept = store._read("SELECT password_key FROM teachers")
    assert len(kept) == 1 and PASSWORD not in kept[0][0] and kept[0][0].startswith("pbkdf2_sha256$")
    accounts.add_teacher(store, "weber", "a-new-password-now")  # a new password replaces the old one
    assert accounts.teacher_login(store, "weber", PASSWORD) is None
    assert accounts.teacher_login(store, "weber", "a-new-password-now") == "weber"


@pytest.mark.parametrize("name", ["", "w", "p17", "Frau Weber", "wéber", "1weber", "x" * 41])
def test_a_teacher_login_that_could_be_confused_is_refused(store: ClassroomStore, name: str) -> None:
    with pytest.raises(NameRefused):
        accounts.add_teacher(store, name, PASSWORD)


@pytest.mark.parametrize("password", ["short", "apple-tree", "   "])
def test_a_weak_teacher_password_is_refused(store: ClassroomStore, password: str) -> None:
    with pytest.raises(ValueError, match="weak"):
        accounts.add_teacher(store, "weber", password)


def test_each_teacher_sees_only_her_own_classes_and_cannot_take_anothers(store: ClassroomStore, as_teacher) -> None:
    as_teacher("weber")
    made = accounts.add_pupils(store, "4B", ["Mia", "Ben", " "])
    assert [claim.status for claim in made] == [ClaimStatus.NEW, ClaimStatus.NEW]
    assert queries.classes(store) == ["4B"]
    as_teacher("braun")
    assert queries.classes(store) == []
    with pytest.raises(NameRefused, match="another teacher"):
        store.create_class("4b")
    with pytest.raises(NameRefused, match="another teacher"):
        store.link_code("4B", "/voila/render/quiz.ipynb?class=4B")
    store.create_class("5C")
    assert queries.classes(store) == ["5C"]
    assert queries.classes(store, owner="") == ["4B", "5C"]  # off the hub: every class, as before


def test_a_class_made_before_the_hub_is_taken_by_the_first_teacher_who_makes_it(
    store: ClassroomStore, monkeypatch: pytest.MonkeyPatch, as_teacher
) -> None:
    store.create_class("3A")  # on a laptop, no hub
    as_teacher("weber")
    assert queries.classes(store) == []
    store.create_class("3A")
    assert queries.classes(store) == ["3A"]


def test_a_pupil_signs_in_with_the_class_and_name_on_her_card_and_her_secret_number(
    store: ClassroomStore, as_teacher
) -> None:
    as_teacher("weber")
    mia, fox = accounts.add_pupils(store, "Class 4 B", ["Mia", "Blue Fox"])
    assert mia.pupil_code and fox.pupil_code and fox.pupil_id
    text = accounts.login_text(fox.class_code, fox.nickname)
    assert text == "Class 4 B Blue Fox"
    found = accounts.pupil_login(store, text, fox.pupil_code)
    assert found == HubPupil("Class 4 B", "Blue Fox", fox.pupil_code, fox.pupil_id)
    assert accounts.pupil_login(store, "class 4 b  blue fox", f" {fox.pupil_code} ") == found
    wrong = "0000" if fox.pupil_code != "0000" else "1111"
    assert accounts.pupil_login(store, text, wrong) is None
    assert accounts.pupil_login(store, text, mia.pupil_code if mia.pupil_code != fox.pupil_code else wrong) is None
    assert accounts.pupil_login(store, "Class 4 B Nobody", fox.pupil_code) is None
    assert accounts.pupil_login(store, "5C Blue Fox", fox.pupil_code) is None
    assert accounts.pupil_login(store, text, "") is None
    assert accounts.pupil_by_login_name(store, found.login_name) == found
    assert accounts.pupil_by_login_name(store, "p999999") is None
    assert accounts.pupil_by_login_name(store, "weber") is None
    assert accounts.is_teacher(store, found.login_name) is False


def test_signing_in_never_makes_a_class_or_a_pupil(store: ClassroomStore) -> None:
    for typed in ("4B Mia", "'; DROP TABLE pupils; --", "4B", ""):
        assert accounts.pupil_login(store, typed, "1234") is None
    assert store._read("SELECT count(*) FROM classes")[0][0] == 0
    assert store._read("SELECT count(*) FROM pupils")[0][0] == 0


def test_the_hub_tells_each_server_who_it_is_for() -> None:
    pupil = HubPupil("4B", "Mia", "4271", 17)
    env = hub_environment(pupil=pupil)
    assert hub_role(env) == PUPIL and hub_pupil(env) == pupil and pupil.login_name == "p17"
    assert class_owner(env) == "-", "a pupil's server owns no class"
    env = hub_environment(teacher="weber")
    assert hub_role(env) == TEACHER and class_owner(env) == "weber" and hub_pupil(env) is None
    assert hub_role({}) == "" and class_owner({}) == "" and hub_pupil({}) is None
    assert hub_pupil({**hub_environment(pupil=pupil), "ELEVENKIT_HUB_PUPIL_ID": "x"}) is None
    assert hub_role({"ELEVENKIT_HUB_ROLE": "admin"}) == ""
