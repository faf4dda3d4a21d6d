"""Fixtures for the exercise tests."""

from __future__ import annotations

import pytest

from tests.helpers.translation import mark_translations


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every translated text of every exercise module wrapped in «…» for the test."""
    mark_translations(monkeypatch)
