"""The "Loading…" message of a dashboard speaks the page's language before any kernel runs: ``?lang=``
if the link has one, else the browser's language (as ``elevenkit-language.js`` sets ``<html lang>``).

No Voila here: a page made of the template's two scripts and an empty ``#rendered_cells``, served by
Playwright for a made-up address, so the scripts see the link's query and the browser's languages."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.paths import REPO

STATIC = REPO / "elevenkit" / "share" / "jupyter" / "voila" / "templates" / "elevenkit" / "static"
#: the page the template would give before its cells run (both scripts inline, as include_js puts them)
PAGE = (
    "<!doctype html><html><head><meta charset='utf-8'></head><body><div id='rendered_cells' hidden></div>"
    + "".join(
        f"<script>{(STATIC / name).read_text(encoding='utf-8')}</script>"
        for name in ("elevenkit-language.js", "elevenkit-loading.js")
    )
    + "</body></html>"
)
ADDRESS = "http://elevenkit.invalid/voila/render/lesson.ipynb"


@pytest.mark.parametrize(
    ("query", "browser_language", "expected"),
    [
        ("?lang=de", "en-GB", "Wird geladen"),
        ("", "de-DE", "Wird geladen"),
        ("?lang=en", "de-DE", "Loading…"),
        ("", "fr-FR", "Loading…"),
    ],
)
def test_the_loading_message_is_in_the_pages_language(
    browser: Any, query: str, browser_language: str, expected: str
) -> None:
    context = browser.new_context(locale=browser_language)
    try:
        page = context.new_page()
        page.route("**/*", lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8", body=PAGE))
        page.goto(ADDRESS + query)
        message = page.locator("#ek-loading")
        message.wait_for(state="attached")
        assert message.inner_text().startswith(expected)
        late = page.locator("#ek-loading small").text_content() or ""
        assert ("Lade die Seite neu" in late) == (expected == "Wird geladen")
    finally:
        context.close()
