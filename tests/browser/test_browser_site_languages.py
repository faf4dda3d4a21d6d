"""The browser-only site's landing page chooses its language in Chromium as the kit's own server
does: ``?lang=de`` or a German browser opens the German page, ``?lang=en`` or a bad value the
English one, and the switch keeps the choice. Only the landing pages are built (``build.py``'s
:func:`write_landing_page`), served from a loopback port: no Pyodide needed."""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.helpers.german_text import english_words
from tests.helpers.paths import REPO


@pytest.fixture(scope="module")
def landing_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    spec = importlib.util.spec_from_file_location("site_build", REPO / "site-build" / "build.py")
    assert spec and spec.loader
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    folder = tmp_path_factory.mktemp("site-landing")
    build.write_landing_page(folder)
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(SimpleHTTPRequestHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _open(browser: Any, url: str, locale: str) -> tuple[Any, Any]:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    page.goto(url)
    page.locator("nav.ek-language strong").wait_for()
    return context, page


@pytest.mark.parametrize(
    ("path", "locale", "shown"),
    [
        ("/?lang=de", "en-GB", "Deutsch"),
        ("/", "de-DE", "Deutsch"),
        ("/", "en-GB", "English"),
        ("/index.de.html?lang=en", "de-DE", "English"),
        ("/?lang=xx", "de-DE", "English"),
    ],
)
def test_the_site_landing_page_follows_lang_then_the_browser(
    browser: Any, landing_url: str, path: str, locale: str, shown: str
) -> None:
    context, page = _open(browser, landing_url + path, locale)
    try:
        page.wait_for_function(
            "name => document.querySelector('nav.ek-language strong').textContent === name", arg=shown
        )
        assert page.evaluate("() => document.documentElement.lang") == ("de" if shown == "Deutsch" else "en")
        if shown == "Deutsch":
            text = page.locator("main").inner_text()
            assert not english_words(text.replace("elevenkit", " ")), english_words(text)[:20]
            hrefs = [card.get_attribute("href") for card in page.locator("a.ek-card").all()]
            assert hrefs and all(href.endswith(("?lang=de", ".de.html")) for href in hrefs), hrefs
    finally:
        context.close()


def test_the_switch_on_a_german_browser_keeps_english(browser: Any, landing_url: str) -> None:
    context, page = _open(browser, landing_url + "/", "de-DE")
    try:
        page.wait_for_function("() => document.documentElement.lang === 'de'")
        page.locator("nav.ek-language a[lang=en]").click()
        page.wait_for_function("() => document.documentElement.lang === 'en'")
        assert page.url.endswith("/index.html?lang=en")
        assert page.locator("nav.ek-language strong").inner_text() == "English"
    finally:
        context.close()
