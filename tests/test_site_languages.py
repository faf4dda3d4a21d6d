"""The browser-only site's static pages in every language (issue 23): ``make site`` writes the
landing page in English (``index.html``) and German (``index.de.html``), the German one's links
carry ``?lang=de`` to the pages (whose Python reads it), and each page that says where an activity
runs exists in German too. Built here without the rest of the site (no Pyodide, no wheels)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers.german_text import english_words
from tests.helpers.paths import REPO


@pytest.fixture(scope="module")
def build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("site_build", REPO / "site-build" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _text(page: str) -> str:
    """The words a reader sees on ``page``: no script, no tags."""
    return re.sub(r"<[^>]+>", " ", re.sub(r"<script.*?</script>|<style.*?</style>", " ", page, flags=re.S))


def test_the_landing_page_is_written_in_english_and_german_and_the_german_links_stay_german(
    build: ModuleType, tmp_path: Path
) -> None:
    build.write_landing_page(tmp_path)
    english = (tmp_path / "index.html").read_text(encoding="utf-8")
    german = (tmp_path / "index.de.html").read_text(encoding="utf-8")
    assert "Games to practise with" in english and 'href="index.de.html?lang=de">Deutsch</a>' in english
    assert "Spiele zum Üben" in german and "Games to practise with" not in german
    assert 'href="index.html?lang=en">English</a>' in german
    assert not english_words(_text(german).replace("elevenkit", " ")), english_words(_text(german))[:20]
    cards = re.findall(r'class="ek-card" href="([^"]+)"', german)
    assert len(cards) >= 10
    assert all(href.endswith(("?lang=de", ".de.html")) for href in cards), cards
    for href in (href for href in cards if href.endswith(".de.html")):  # the pages of what runs elsewhere
        page = (tmp_path / href).read_text(encoding="utf-8")
        assert "index.de.html?lang=de" in page and not english_words(_text(page)), href
    assert all("lang=" not in href for href in re.findall(r'class="ek-card" href="([^"]+)"', english))
