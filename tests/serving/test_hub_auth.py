"""The kit's JupyterHub authenticator without a hub: the login form's data against the class store,
the limits on wrong tries (counted in the store, for the teacher to see), the environment each
server gets. The real hub: ``test_jupyterhub.py``."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tests.helpers.run_async import run_async

pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[test]'")

from tornado import web

from elevenkit.classroom import accounts
from elevenkit.classroom.guard import Guard, Kind
from elevenkit.classroom.hub import hub_environment, hub_pupil
from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.hub_auth import PUPILS, TEACHERS, ElevenkitAuthenticator

PASSWORD = "weber-teaches-4b"


@pytest.fixture
def card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str, int]:
    """A store with teacher weber and her pupil Mia of 4B: Mia's login text, secret number, row."""
    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "school.sqlite3"))
    for key, value in hub_environment(teacher="weber").items():
        monkeypatch.setenv(key, value)
    with ClassroomStore() as store:
        accounts.add_teacher(store, "weber", PASSWORD)
        (mia,) = accounts.add_pupils(store, "4B", ["Mia"])
    for key in hub_environment(teacher="weber"):
        monkeypatch.delenv(key)  # the hub itself is nobody's server
    assert mia.pupil_code and mia.pupil_id
    return "4B Mia", mia.pupil_code, mia.pupil_id


def sign_in(name: str, password: str, address: str = "10.0.0.7", browser: str = "") -> dict[str, Any] | None:
    """The login form posted from ``address`` by a browser whose Accept-Language is ``browser``."""
    handler = SimpleNamespace(
        request=SimpleNamespace(remote_ip=address, headers={"Accept-Language": browser}),
        get_argument=lambda _name, default=None: default,
    )
    return run_async(ElevenkitAuthenticator().get_authenticated_user(handler, {"username": name, "password": password}))


def test_a_pupil_and_a_teacher_sign_in_and_land_in_their_groups(card: tuple[str, str, int]) -> None:
    text, secret, row = card
    pupil = sign_in(text, secret)
    assert pupil is not None and pupil["name"] == f"p{row}" and pupil["groups"] == [PUPILS]
    assert not pupil["admin"]
    teacher = sign_in("Weber", PASSWORD)
    assert teacher is not None and teacher["name"] == "weber" and teacher["groups"] == [TEACHERS]


def test_wrong_tries_are_refused_counted_and_then_made_to_wait(card: tuple[str, str, int]) -> None:
    text, secret, _row = card
    wrong = "0000" if secret != "0000" else "1111"
    for _try in range(3):
        assert sign_in(text, wrong) is None
    assert [(f.nickname, f.count) for f in Guard().recent(Kind.PUPIL, "4B")] == [("Mia", 3)]
    with pytest.raises(web.HTTPError) as waiting:
        sign_in(text, secret)  # the right number now waits too: no try is checked while waiting
    assert waiting.value.status_code == 403 and "Wait" in (waiting.value.log_message or "")
    with pytest.raises(web.HTTPError) as german:
        sign_in(text, secret, browser="de-DE,de;q=0.9")
    assert "Zu viele falsche Versuche" in (german.value.log_message or ""), "the wait in the page's language"
    assert sign_in("weber", "not-her-password") is None
    assert Guard().recent(Kind.TEACHER)[0].count == 1


def test_a_name_nobody_has_is_refused_like_a_wrong_number(card: tuple[str, str, int]) -> None:
    _text, secret, _row = card
    assert sign_in("4B Nobody", secret) is None
    assert sign_in("p1", secret) is None, "a pupil's hub login is no way in"


def test_the_store_unreachable_says_so_in_words(card: tuple[str, str, int], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELEVENKIT_DB", "postgresql://kit@127.0.0.1:1/none?connect_timeout=1")
    with pytest.raises(web.HTTPError) as refused:
        sign_in("4B Mia", "1234")
    assert refused.value.status_code == 503 and "cannot be read" in (refused.value.log_message or "")


def test_each_server_is_told_who_it_is_for(card: tuple[str, str, int]) -> None:
    _text, secret, row = card
    for login, expect_pupil in ((f"p{row}", True), ("weber", False), ("someone-else", None)):
        spawner = SimpleNamespace(environment={})
        run_async(ElevenkitAuthenticator().pre_spawn_start(SimpleNamespace(name=login), spawner))
        if expect_pupil is None:
            assert spawner.environment == {}
        elif expect_pupil:
            pupil = hub_pupil(spawner.environment)
            assert pupil is not None and (pupil.nickname, pupil.pupil_code) == ("Mia", secret)
        else:
            assert spawner.environment == hub_environment(teacher="weber")
