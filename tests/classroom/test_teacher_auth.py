"""The teacher password and the gate in front of the teacher's pages."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets
import pytest

from elevenkit.classroom import teacher_auth
from elevenkit.classroom.guard import TEACHER_LIMITS, Guard
from elevenkit.classroom.teacher_auth import (
    KEY_ENV,
    PASSWORD_ENV,
    check_teacher_password,
    new_teacher_password,
    password_key,
    prepare_teacher_password,
)
from elevenkit.widgets.teacher.gate import TeacherGate


@pytest.fixture(autouse=True)
def fast_hash(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Fewer PBKDF2 rounds: the tests check the logic, not the cost; failed tries go to a database of
    the test's own."""
    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "classroom.sqlite3"))
    monkeypatch.setattr(teacher_auth, "ITERATIONS", 1000)
    monkeypatch.delenv(PASSWORD_ENV, raising=False)
    monkeypatch.delenv(KEY_ENV, raising=False)


def test_a_plain_password_from_the_environment_opens_and_nothing_else_does() -> None:
    env = {PASSWORD_ENV: "apple tree"}
    assert check_teacher_password("apple tree", env)
    assert check_teacher_password("  apple tree ", env)
    for wrong in ("apple", "Apple tree", "", " ", "apple tree!"):
        assert not check_teacher_password(wrong, env)


def test_without_any_password_set_nothing_opens() -> None:
    assert not check_teacher_password("", {})
    assert not check_teacher_password("anything", {})
    assert not check_teacher_password("", {PASSWORD_ENV: ""})


def test_the_server_keeps_only_a_salted_key_and_kernels_check_against_it() -> None:
    env = {PASSWORD_ENV: "k7pm-x3ra"}
    announced: list[str] = []
    assert prepare_teacher_password(env, announced.append) == "k7pm-x3ra"
    assert PASSWORD_ENV not in env
    assert "k7pm-x3ra" not in env[KEY_ENV] and env[KEY_ENV].startswith("pbkdf2_sha256$")
    assert not any("k7pm-x3ra" in line for line in announced)  # a given password is not printed
    assert check_teacher_password("k7pm-x3ra", env)
    assert not check_teacher_password("k7pm-x3rb", env)
    # called again (the Voila app restarts its config): nothing changes
    key = env[KEY_ENV]
    assert prepare_teacher_password(env, announced.append) == ""
    assert env[KEY_ENV] == key


def test_without_a_password_one_is_made_up_and_printed_once() -> None:
    env: dict[str, str] = {}
    announced: list[str] = []
    password = prepare_teacher_password(env, announced.append)
    assert len(announced) == 1 and password in announced[0]
    assert check_teacher_password(password, env)
    assert password != prepare_teacher_password({}, announced.append)  # a new one each start


def test_made_up_passwords_avoid_confusable_characters() -> None:
    password = new_teacher_password()
    assert len(password) == 14 and password.count("-") == 2
    assert not set(password) & set("01ilo")


def test_a_key_of_another_scheme_or_broken_never_opens() -> None:
    good = password_key("pw", b"salt")
    assert check_teacher_password("pw", {KEY_ENV: good})
    for broken in (good.replace("pbkdf2_sha256", "md5"), "pbkdf2_sha256$x$zz$00", "nonsense"):
        assert not check_teacher_password("pw", {KEY_ENV: broken})


class Counter:
    """A build function that counts how often the teacher's content was made."""

    def __init__(self) -> None:
        self.built = 0

    def __call__(self) -> widgets.Widget:
        self.built += 1
        return widgets.HTML("<p>class 4B: Mia, Ben</p>")


def test_the_gate_shows_nothing_of_the_class_until_the_right_password() -> None:
    build = Counter()
    gate = TeacherGate(build, check=lambda typed: typed == "right")
    assert not gate.is_open and build.built == 0
    gate.password.value = "wrong"
    assert "not the teacher password" in gate.message.value
    assert build.built == 0 and gate.children == (gate.stylesheet, gate.form)
    gate.password.value = "right"
    assert gate.is_open and build.built == 1
    assert gate.children == (gate.stylesheet, gate.content) and "Mia" in gate.content.value
    assert gate.password.value == ""  # not kept in the widget state
    gate.open_button.click()
    assert build.built == 1  # built once


def test_the_open_button_checks_the_box_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PASSWORD_ENV, "secret")
    checked: list[str] = []

    def check(typed: str) -> bool:
        checked.append(typed)
        return check_teacher_password(typed)

    gate = TeacherGate(Counter(), check=check)
    gate.password.value = "secret!"
    gate.open_button.click()
    assert checked == ["secret!", "secret!"] and not gate.is_open
    gate.password.value = "secret"
    assert gate.is_open


def test_after_a_few_wrong_tries_the_gate_waits_without_checking(tmp_path: Path) -> None:
    now = [1000.0]
    checked: list[str] = []

    def check(typed: str) -> bool:
        checked.append(typed)
        return typed == "right"

    gate = TeacherGate(Counter(), check=check, guard=Guard(tmp_path / "db", clock=lambda: now[0]))
    for attempt in range(TEACHER_LIMITS.per_address.free):
        gate.password.value = f"guess {attempt}"
    assert len(checked) == TEACHER_LIMITS.per_address.free
    gate.password.value = "right"
    assert not gate.is_open and "Wait 2 seconds" in gate.message.value
    assert checked[-1] != "right"  # a try that must wait is not even checked
    now[0] += 2.5
    gate.open_button.click()
    assert gate.is_open


def test_a_weak_password_is_named_in_the_terminal_and_left_for_the_dashboard() -> None:
    for weak, why in (("apple-tree", "example"), ("short-pw", "shorter than 10")):
        said: list[str] = []
        env = {PASSWORD_ENV: weak}
        prepare_teacher_password(env, said.append)
        assert any("WARNING" in line and why in line for line in said), said
        assert env[teacher_auth.WEAK_ENV] == "1"
    said, env = [], {PASSWORD_ENV: "a-long-password-of-mine"}
    prepare_teacher_password(env, said.append)
    assert not any("WARNING" in line for line in said) and teacher_auth.WEAK_ENV not in env


def test_a_content_that_fails_to_build_is_a_sentence_not_a_traceback() -> None:
    def broken() -> widgets.Widget:
        raise RuntimeError("boom")

    gate = TeacherGate(broken, check=lambda typed: True)
    gate.password.value = "x"
    assert not gate.is_open and "could not be built" in gate.message.value
    assert "boom" not in gate.message.value


def test_without_a_password_set_the_gate_says_how_to_get_one() -> None:
    gate = TeacherGate(Counter())
    assert "make run" in gate.form.children[0].value
    gate.password.value = "anything"
    assert not gate.is_open
