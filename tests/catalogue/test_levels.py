"""The one vocabulary of levels: a link's word, parsed leniently, and one label for people."""

from __future__ import annotations

import gettext

import pytest

from elevenkit import i18n
from elevenkit.catalogue import Level


class _Marked(gettext.NullTranslations):
    """Shows which context and msgid a label was looked up with."""

    def pgettext(self, context: str, message: str) -> str:
        return f"{context}|{message}"


def test_a_link_names_a_level_in_any_case_and_nothing_else() -> None:
    assert [Level.parse(text) for text in ("easy", " Medium ", "HARD")] == [Level.EASY, Level.MEDIUM, Level.HARD]
    assert [Level.parse(text) for text in ("", "1", "expert", None, 3)] == [None] * 5


def test_the_label_is_translated_in_the_level_context(monkeypatch: pytest.MonkeyPatch) -> None:
    assert [level.label for level in Level] == ["easy", "medium", "hard"]
    monkeypatch.setattr(i18n, "_translation", _Marked())
    assert [level.label for level in Level] == ["level|easy", "level|medium", "level|hard"]
