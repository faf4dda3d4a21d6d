"""The teacher's pages look as they should in real Chromium: their stylesheets (``widgets/static/``)
reach the page behind the password.

The worksheet maker shows its preview as a page-wide frame with the worksheet in it; the Tasks tab
draws each share of right answers as a bar that stands out from its track; the share panel puts the
QR code beside the words and the link code large enough for the back of the room.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from tests.helpers.german_text import assert_german, english_words

REPO = Path(__file__).resolve().parents[2]
PASSWORD = "owl-7 tree"


@pytest.fixture
def teacher_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]) -> Any:
    """A Voila server for the teacher's pages and one trainer to share; its own database and password."""
    root = tmp_path / "dashboards"
    root.mkdir()
    for name in ("teacher.ipynb", "worksheets.ipynb", "capture-trainer.ipynb"):
        shutil.copy(REPO / "dashboards" / name, root / name)
    db = tmp_path / "classroom.sqlite3"
    with ClassroomStore(db) as store:
        store.create_class("4B")
        mia = store.claim("4B", "Mia").pupil_code or ""
        for outcome in (Outcome.WRONG, Outcome.RIGHT):
            store.add_answer("4B", "Mia", mia, AnswerRecord("capture-trainer", 0, 7, "7 = 5 + 2", outcome))
        ben = store.claim("4B", "Ben").pupil_code or ""
        store.add_answer("4B", "Ben", ben, AnswerRecord("capture-trainer", 0, 7, "7 = 9", Outcome.WRONG))
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.setenv("TEACHER_PASSWORD", PASSWORD)
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    return voila_server(root)


def _open(page: Any) -> None:
    box = page.locator(".ek-teacher-gate input[type=password]")
    box.fill(PASSWORD)
    box.press("Enter")


def test_browser_the_worksheet_preview_is_a_page_wide_frame_with_the_worksheet(
    teacher_server: Any, new_dashboard_page: Callable[[str], Any]
) -> None:
    maker = new_dashboard_page(teacher_server.url)
    maker.open("/voila/render/worksheets.ipynb")
    _open(maker.page)
    maker.page.get_by_role("button", name="Make the worksheet").click()
    frame = maker.page.locator("iframe.ek-worksheet-preview")
    frame.wait_for()
    box, page_width = frame.bounding_box(), maker.page.locator(".ek-worksheet-maker").bounding_box()["width"]
    font = maker.page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('.ek-gate')).fontSize)")
    assert box["width"] >= 0.95 * page_width and box["height"] >= 30 * font, (box, page_width, font)
    assert maker.page.frame_locator("iframe.ek-worksheet-preview").locator(".ek-ws-task").count() == 6
    assert maker.page.get_by_role("link", name="Download the answer key").count() == 1
    maker.assert_healthy()


def test_browser_the_bars_stand_out_and_the_share_panel_is_readable_from_the_back(
    teacher_server: Any, new_dashboard_page: Callable[[str], Any]
) -> None:
    teacher = new_dashboard_page(teacher_server.url)
    teacher.open("/voila/render/teacher.ipynb")
    _open(teacher.page)
    teacher.page.locator(".ek-class-table").wait_for()
    teacher.page.get_by_role("tab", name="Tasks").click()
    bar = teacher.page.locator("svg.ek-bar").first
    bar.wait_for()
    fills = bar.evaluate("svg => [...svg.querySelectorAll('rect')].map(rect => getComputedStyle(rect).fill)")
    assert len(fills) == 2 and fills[0] != fills[1], fills  # the right share shows against its track
    filled = bar.locator("rect.ek-bar-fill").bounding_box()
    track = bar.locator("rect.ek-bar-track").bounding_box()
    assert abs(filled["width"] - track["width"] / 2) < 2  # one of two pupils solved it: half the bar

    teacher.page.get_by_role("tab", name="Share").click()
    teacher.page.get_by_role("button", name="Make the class link").click()
    code = teacher.page.locator(".ek-share-code")
    code.wait_for()
    sizes = teacher.page.evaluate(
        """() => ['.ek-share-code', '.ek-share-url', '.ek-share-summary', '.ek-share-words > p']
          .map(sel => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize))"""
    )
    code_size, url_size, summary_size, text_size = sizes
    assert text_size >= 16 and code_size >= 5 * text_size and url_size > summary_size > text_size, sizes
    qr = teacher.page.locator(".ek-share-view svg").bounding_box()
    words = teacher.page.locator(".ek-share-words").bounding_box()
    assert qr["x"] + qr["width"] <= words["x"] and qr["y"] < words["y"] + words["height"]  # side by side
    teacher.assert_healthy()


def test_browser_the_teacher_pages_with_lang_de_are_german_and_share_german_links(
    teacher_server: Any, new_dashboard_page: Callable[[str], Any]
) -> None:
    teacher = new_dashboard_page(teacher_server.url)
    teacher.open("/voila/render/teacher.ipynb?lang=de")
    password = teacher.page.get_by_label("Passwort für Lehrkräfte")
    password.wait_for()  # the widget may draw after the page is ready on a loaded machine; count() does not wait
    assert password.count() == 1
    assert_german(teacher, "teacher.ipynb, the password box")
    _open(teacher.page)
    teacher.page.locator(".ek-class-table").wait_for()
    for tab in ("Aufgaben", "Exportieren · Löschen", "Lösungsblätter", "Teilen"):
        teacher.page.get_by_role("tab", name=tab).click()
    teacher.page.get_by_role("button", name="Klassenlink erstellen").click()
    teacher.page.locator(".ek-share-code").wait_for()
    assert "lang=de" in teacher.page.locator(".ek-share-view").inner_text()  # the link opens German pages
    # every tab's words, not only the one on show
    text = teacher.page.locator(".ek-teacher-dash").evaluate(
        """node => { const copy = node.cloneNode(true);  // links and codes are no sentences
          copy.querySelectorAll('code, script, style').forEach(part => part.remove());
          copy.querySelectorAll('p, li, td, th, button, label, div').forEach(part => part.append('\\n'));
          return copy.textContent; }"""
    )
    found = [line for line in text.splitlines() if english_words(line)]
    assert "Kinder" in text and not found, found[:8]
    assert_german(teacher, "teacher.ipynb, the share tab")
    teacher.assert_healthy()

    maker = new_dashboard_page(teacher_server.url)
    maker.page.context.set_extra_http_headers({"Accept-Language": "de-DE,de;q=0.9"})  # no ?lang=: the browser's
    maker.open("/voila/render/worksheets.ipynb")
    _open(maker.page)
    maker.page.get_by_role("button", name="Arbeitsblatt erstellen").click()
    maker.page.locator("iframe.ek-worksheet-preview").wait_for()
    assert maker.page.get_by_role("link", name="Lösungsblatt herunterladen").count() == 1
    assert_german(maker, "worksheets.ipynb")
    sheet = maker.page.frame_locator("iframe.ek-worksheet-preview").locator("body").inner_text()
    assert sheet.strip() and not english_words(sheet), sheet[:500]
    maker.assert_healthy()


@pytest.mark.parametrize(("width", "lang"), [(1280, "en"), (412, "en"), (412, "de")])
def test_browser_the_worksheet_form_fits_a_laptop_and_a_phone(
    teacher_server: Any, new_dashboard_page: Callable[[str], Any], width: int, lang: str
) -> None:
    """Teacher trial 6: the worksheet form ran off the screen at 1280 and 412 px wide."""
    maker = new_dashboard_page(teacher_server.url)
    maker.page.set_viewport_size({"width": width, "height": 900})
    maker.open(f"/voila/render/worksheets.ipynb?lang={lang}")
    _open(maker.page)
    maker.page.locator(".ek-worksheet-maker button").first.wait_for()
    outside = maker.page.evaluate(
        """() => {
            const right = document.documentElement.clientWidth;
            const controls = document.querySelectorAll('.ek-worksheet-maker input, .ek-worksheet-maker select,'
                + ' .ek-worksheet-maker button, .ek-worksheet-maker .widget-label, .ek-worksheet-maker .slider-container');
            return [...controls].filter(c => c.getClientRects().length)
                .map(c => [c.textContent || c.tagName, Math.round(c.getBoundingClientRect().right)])
                .filter(([, edge]) => edge > right + 1);
        }"""
    )
    assert outside == [], f"cut off at {width} px: {outside}"
    scroll = maker.page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert scroll <= 1, f"the page scrolls sideways by {scroll} px at {width} px"
    maker.assert_healthy()


@pytest.mark.parametrize("width", [768, 412])
def test_browser_every_tab_and_button_of_the_german_dashboard_is_on_a_tablet_and_a_phone_screen(
    teacher_server: Any, new_dashboard_page: Callable[[str], Any], width: int
) -> None:
    """German trial: at 768 px the tabs from "Exportieren · Löschen" on ran off the screen, out of
    reach, and "Umbenennen" was cut to "Umbenenn…"; the tabs now wrap and a row's buttons keep their words."""
    teacher = new_dashboard_page(teacher_server.url)
    teacher.page.set_viewport_size({"width": width, "height": 1024})
    teacher.open("/voila/render/teacher.ipynb?lang=de")
    _open(teacher.page)
    teacher.page.locator(".ek-class-table").wait_for()
    cut = teacher.page.evaluate(
        """() => {
            const right = document.documentElement.clientWidth;
            const tabs = [...document.querySelectorAll('.ek-teacher-dash .lm-TabBar-tab')]
                .filter(tab => tab.getBoundingClientRect().right > right + 1).map(tab => tab.textContent);
            const buttons = [...document.querySelectorAll('.ek-teacher-dash .jupyter-button')]
                .filter(button => button.getClientRects().length && button.scrollWidth > button.clientWidth + 1)
                .map(button => button.textContent);
            return [...tabs, ...buttons];
        }"""
    )
    assert cut == [], f"cut off or out of reach at {width} px: {cut}"
    teacher.page.get_by_role("tab", name="Lösungsblätter").click()
    teacher.page.get_by_label("Lektion").wait_for()
    teacher.assert_healthy()
