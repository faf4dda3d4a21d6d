"""Login cards for a school's hub: ``elevenkit pupils`` makes the class and its pupils for a teacher
and writes one card per pupil (class, nickname, secret number, a QR code of the login page with the
name filled in); names are escaped; a name already in the class keeps its number."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from elevenkit.classroom import accounts, queries
from elevenkit.classroom.model import Claim, ClaimStatus
from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.cli import main
from elevenkit.serving.login_cards import login_cards_page, login_url
from tests.helpers.html_tree import parse


def test_the_qr_code_opens_the_login_page_with_the_name_filled_in_and_no_secret() -> None:
    url = login_url("https://mathe.school.example/", "4B", "Blue Fox")
    parts = urlsplit(url)
    assert parts.path == "/hub/login" and parse_qs(parts.query) == {"username": ["4B Blue Fox"]}


def test_each_card_names_class_nickname_and_number_escaped() -> None:
    claims = [Claim(ClaimStatus.NEW, "4B", "<b>Mia</b>", "4271", 1), Claim(ClaimStatus.NEW, "4B", "Ben", None)]
    page = login_cards_page(claims, "https://hub.example")
    assert "<b>Mia</b>" not in page and "&lt;b&gt;Mia&lt;/b&gt;" in page
    assert page.count('class="ek-card"') == 1, "a pupil without a secret number gets no card"
    assert "4271" in page and "<svg" in page and "<style>" in page
    parse(page)


def test_elevenkit_pupils_makes_the_teachers_class_and_writes_the_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "school.sqlite3"))
    for key in ("ELEVENKIT_HUB_ROLE", "ELEVENKIT_HUB_TEACHER"):
        monkeypatch.setenv(key, "")  # recorded, so that what the command sets is undone after the test
        monkeypatch.delenv(key)
    cards = tmp_path / "cards.html"
    argv = [
        "pupils",
        "4B",
        "Mia",
        "Ben",
        "--teacher",
        "weber",
        "--hub-url",
        "https://hub.example",
        "--cards",
        str(cards),
    ]
    assert main(argv) == 0
    first = cards.read_text(encoding="utf-8")
    assert main(argv) == 0  # again: the same pupils with the same numbers
    assert cards.read_text(encoding="utf-8").count('class="ek-card"') == 2
    with ClassroomStore() as store:
        numbers = {info.nickname: info.pupil_code for info in queries.pupils(store, "4B")}
        assert queries.classes(store, owner="weber") == ["4B"] and queries.classes(store, owner="braun") == []
        assert accounts.pupil_login(store, "4B Mia", numbers["Mia"]) is not None
    assert all(number in first for number in numbers.values())
