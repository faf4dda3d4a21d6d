"""The kit in German in Chromium: the landing page's switch, and every page it links to with
``?lang=de`` (and one page with only the browser's ``Accept-Language: de``) shows no English
sentence, no ``{placeholder}`` and no message raw, in all that the kit's widgets draw.
A lesson's "No lesson here?" line, drawn before its kernel speaks, is in the page's language too.

"No English" is checked with a list of common English words that are not German words
(:mod:`tests.helpers.german_text`): a sentence that missed the catalogue has some of them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit.serving.landing import LESSONS_FOLDER, collect_dashboards, collect_lessons
from tests.helpers.german_text import assert_german

ROOT = Path(__file__).resolve().parents[2]
#: the pupils' pages and the lessons (the teacher's pages, behind their password, are walked in German
#: by tests/browser/test_browser_teacher_pages.py)
PAGES = [d.path for d in collect_dashboards(ROOT / "dashboards") if d.audience != "teacher"] + [
    f"{LESSONS_FOLDER}/{lesson.path}" for lesson in collect_lessons(ROOT / "notebooks")
]


def test_the_landing_page_switches_to_german_and_every_link_carries_the_choice(dashboard_page) -> None:
    dashboard_page.open("/?seed=7")
    switch = dashboard_page.page.locator("nav.ek-language a[lang=de]")
    assert switch.inner_text() == "Deutsch"
    switch.click()
    dashboard_page.wait_ready()
    assert dashboard_page.page.url.endswith("/?seed=7&lang=de")
    assert dashboard_page.page.locator("nav.ek-language strong").inner_text() == "Deutsch"
    assert dashboard_page.page.locator("nav.ek-language a[lang=en]").get_attribute("href") == "?seed=7&lang=en"
    hrefs = [card.get_attribute("href") for card in dashboard_page.page.locator("a.ek-card, a.ek-lesson").all()]
    assert hrefs and all(href.endswith(("?seed=7&lang=de", "&seed=7&lang=de")) for href in hrefs), hrefs
    assert dashboard_page.page.locator("input[type=hidden][name=lang]").get_attribute("value") == "de"
    assert_german(dashboard_page, "landing page", scope="main")
    dashboard_page.assert_healthy()


def test_a_bad_language_gives_the_english_landing_page_quietly(dashboard_page) -> None:
    dashboard_page.open("/?lang=xx")
    assert dashboard_page.page.locator("nav.ek-language strong").inner_text() == "English"
    dashboard_page.assert_healthy()


@pytest.mark.parametrize("path", PAGES)
def test_every_page_with_lang_de_shows_no_english(dashboard_page, path: str) -> None:
    dashboard_page.open(f"/voila/render/{path}?lang=de&seed=3")
    dashboard_page.assert_healthy()
    assert_german(dashboard_page, path)


def test_a_german_browser_gets_a_german_page_without_lang(dashboard_page) -> None:
    dashboard_page.page.context.set_extra_http_headers({"Accept-Language": "de-DE,de;q=0.9"})
    dashboard_page.open("/voila/render/capture-trainer.ipynb?seed=3")
    dashboard_page.assert_healthy()
    assert dashboard_page.page.get_by_role("button", name="Prüfen").count() > 0
    assert_german(dashboard_page, "capture-trainer.ipynb with Accept-Language: de")


def test_a_german_browser_gets_the_german_landing_page_without_lang(dashboard_page) -> None:
    dashboard_page.page.context.set_extra_http_headers({"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"})
    dashboard_page.open("/")
    assert dashboard_page.page.locator("nav.ek-language strong").inner_text() == "Deutsch"
    assert dashboard_page.page.locator("nav.ek-language a[lang=en]").get_attribute("href") == "?lang=en"
    assert_german(dashboard_page, "landing page with Accept-Language: de", scope="main")
    dashboard_page.assert_healthy()


def test_a_lessons_no_lesson_line_speaks_the_pages_language(dashboard_page) -> None:
    page = dashboard_page.page
    for asked, code, words in (("de", "de", "Keine Lektion zu sehen?"), ("xx", "en", "No lesson here?")):
        dashboard_page.open(f"/voila/render/{LESSONS_FOLDER}/01-matching-and-number-bonds.ipynb?lang={asked}")
        dashboard_page.assert_healthy()
        assert page.evaluate("document.documentElement.lang") == code
        page.add_style_tag(content=".ek-no-lesson { display: block; }")  # as if the lesson had not come
        shown = [line.inner_text() for line in page.locator(".ek-no-lesson").all() if line.is_visible()]
        assert len(shown) == 1 and words in shown[0], shown
