"""Choosing a page's language: ``?lang=`` first, then the browser's ``Accept-Language``, else English;
a page's request sets it for everything built after it, and the links the page builds carry it on."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace

import pytest

from elevenkit import i18n
from elevenkit.i18n import choose_language, pgettext
from elevenkit.serving.landing import PAGE_CONFIG_KEY, follow_browser_language, page_config_hook
from elevenkit.serving.params import LANG, language_param, page_language, query_params

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "asked, expected",
    [("de", "de"), ("en", "en"), ("DE", "de"), ("de-AT", "de"), (" de_CH ", "de"), ("xx", "en"), ("d" * 40, "en")],
)
def test_a_links_language_is_taken_if_the_kit_has_it_else_english(asked: str, expected: str) -> None:
    assert choose_language(asked) == expected
    assert choose_language(asked, "fr-FR,fr;q=0.9") == expected


def test_a_bad_lang_falls_back_to_english_even_for_a_german_browser() -> None:
    assert choose_language("xx", "de") == "en"
    assert choose_language("<script>", "de") == "en"
    assert choose_language("de" * 40, "de") == "en"


@pytest.mark.parametrize(
    "header, expected",
    [
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("en-GB,en;q=0.9,de;q=0.8", "en"),
        ("fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4", "de"),
        ("en;q=0.2,de;q=0.7", "de"),
        ("de;q=0,en", "en"),
        ("fr", "en"),
        ("", "en"),
        ("de;q=abc,en;q=0.5", "en"),
        ("," * 10_000 + "de", "en"),
    ],
)
def test_without_lang_the_browsers_most_preferred_language_the_kit_has_decides(header: str, expected: str) -> None:
    assert choose_language(None, header) == expected
    assert choose_language("", header) == expected


def test_a_pages_request_sets_its_language_and_links_carry_it(monkeypatch: pytest.MonkeyPatch) -> None:
    with i18n.language("en"):
        monkeypatch.setenv("QUERY_STRING", "seed=7&lang=de")
        monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
        assert query_params() == {"seed": "7", LANG: "de"}
        assert i18n.current_language() == "de"
        assert pgettext("check an answer", "Check") == "Prüfen", "the German catalogue is in use"
        assert language_param() == {LANG: "de"}
        monkeypatch.setenv("QUERY_STRING", "seed=7")
        monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "en-US,en;q=0.9")
        query_params()
        assert i18n.current_language() == "en"
        assert pgettext("check an answer", "Check") == "Check"
        assert language_param() == {}, "an English page's links stay as they were"


def test_outside_a_page_request_the_language_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUERY_STRING", raising=False)
    with i18n.language(i18n.PSEUDO_LANGUAGE):
        assert query_params() == {}
        assert i18n.current_language() == i18n.PSEUDO_LANGUAGE
        assert language_param() == {}


def test_the_accept_language_of_the_request_decides_a_page_without_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de-DE,de;q=0.9,en;q=0.5")
    assert page_language({}) == "de"
    assert page_language({LANG: "en"}) == "en"
    assert page_language({LANG: "xx"}) == "en"


class _FakeTreeHandler:
    """The part of Voila's tree handler that :func:`follow_browser_language` wraps: ``get`` draws the page."""

    def __init__(self, header: str | None) -> None:
        self.request = SimpleNamespace(headers={"Accept-Language": header} if header else {})
        self.drawn: dict = {}

    async def get(self, path: str = "") -> None:
        settings = {"contents_manager": SimpleNamespace(root_dir=str(ROOT))}
        self.drawn = page_config_hook({}, "/", settings, None, None, path)[PAGE_CONFIG_KEY]


@pytest.mark.parametrize("header, expected", [("de-DE,de;q=0.9,en;q=0.5", "de"), ("fr", "en"), (None, "en")])
def test_the_landing_page_without_lang_follows_the_browsers_accept_language(header, expected) -> None:
    follow_browser_language(_FakeTreeHandler)
    follow_browser_language(_FakeTreeHandler)  # twice changes nothing
    handler = _FakeTreeHandler(header)
    asyncio.run(handler.get("dashboards"))
    assert handler.drawn["language"] == expected
    with i18n.language(expected):
        assert handler.drawn["heading"] == i18n._("elevenkit: games and lessons")
    assert set(handler.drawn["by_language"]) == {"en", "de"}  # ?lang= still picks either
    # the next page without a header is English again: the header is kept only while drawing
    outside = page_config_hook(
        {}, "/", {"contents_manager": SimpleNamespace(root_dir=str(ROOT))}, None, None, "dashboards"
    )
    assert outside[PAGE_CONFIG_KEY]["language"] == "en"
