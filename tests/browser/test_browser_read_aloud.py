"""Read aloud in Chromium (issue 24): the speaker buttons and pre-reader mode, with the browser's
speech synthesis replaced by a recorder.

The init script (:data:`STUB`) gives the page a ``speechSynthesis`` whose voices are an online
and a device voice for English and for German (the online ones listed first, so that a page that
took the first voice of its language would pick an online one), and records each utterance's
text, language, voice and rate in ``window.__spoken``. The texts expected are made in-process from
the same tasks the dashboard deals (same seed, same level): the words a child says
(:func:`elevenkit.speech.spoken`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from elevenkit.exercises import Level, TaskSeries
from elevenkit.exercises.number_track import DIFFICULTIES, TrackTask, make_number_track_task
from elevenkit.i18n import language
from elevenkit.speech import spoken
from elevenkit.widgets.common.read_aloud import CHILD_RATE

SEED = 5
ONLINE_EN = {"name": "Online English", "lang": "en-US", "localService": False}
ONLINE_DE = {"name": "Online Deutsch", "lang": "de-DE", "localService": False}
DEVICE_EN = {"name": "Device English", "lang": "en-GB", "localService": True}
DEVICE_DE = {"name": "Device Deutsch", "lang": "de-DE", "localService": True}
#: every voice a test's device may have, online ones first
ALL_VOICES = [ONLINE_EN, ONLINE_DE, DEVICE_EN, DEVICE_DE]

STUB = """
(() => {
  const voices = VOICES.map((voice) => ({ ...voice, default: false, voiceURI: voice.name }));
  const spoken = [];
  window.__spoken = spoken;
  window.SpeechSynthesisUtterance = class {
    constructor(text) { this.text = text; this.lang = ""; this.voice = null; this.rate = 1; }
  };
  const synth = {
    speaking: false,
    pending: false,
    getVoices: () => voices,
    speak: (u) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice && u.voice.name,
                                local: Boolean(u.voice && u.voice.localService), rate: u.rate }),
    cancel: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
})();
"""


def stubbed(dashboard_page: Any, voices: list[dict[str, Any]]) -> Any:
    """The page with the recording ``speechSynthesis`` of ``voices`` installed before any script runs."""
    dashboard_page.page.add_init_script(STUB.replace("VOICES", json.dumps(voices)))
    return dashboard_page.page


def task(number: int) -> TrackTask:
    return TaskSeries(make_number_track_task, DIFFICULTIES[Level.EASY], SEED).task(number)  # type: ignore[return-value]


def prompt_said(number: int, lang: str = "en") -> str:
    """The words a voice says for the question of task ``number`` on a page in ``lang``."""
    with language(lang):
        return spoken(task(number).prompt, lang)


def said(page: Any) -> list[dict[str, Any]]:
    return page.evaluate("window.__spoken.slice()")


def wait_said(page: Any, count: int) -> list[dict[str, Any]]:
    """Every utterance so far, once there are at least ``count``."""
    page.wait_for_function("n => window.__spoken.length >= n", arg=count, timeout=20_000)
    return said(page)


def press_speaker(page: Any, text_selector: str) -> None:
    page.locator(f"{text_selector} > button.ek-speak").first.click()


def test_the_question_a_hint_and_a_feedback_are_read_when_their_buttons_are_pressed(dashboard_page, dashboard_url):
    page = stubbed(dashboard_page, ALL_VOICES)
    dashboard_page.open(dashboard_url("number-track", seed=SEED, level="easy"))
    speaker = page.get_by_role("button", name="Read aloud").first
    # a child's finger on a touch screen (44 px), 32 px with a mouse (this page has no touch)
    assert speaker.is_visible() and speaker.bounding_box()["width"] >= 32
    assert said(page) == []  # nothing is read by itself outside pre-reader mode

    press_speaker(page, ".ek-prompt .ek-question")
    question = wait_said(page, 1)[-1]
    assert question["text"] == prompt_said(0)
    assert "thirteen" in question["text"] and not re.search(r"\d", question["text"])

    page.get_by_role("button", name="Hint").click()
    page.wait_for_selector(".ek-feedback .ek-hint > button.ek-speak")
    press_speaker(page, ".ek-feedback .ek-hint")
    hint = wait_said(page, 2)[-1]
    shown_hint = page.locator(".ek-feedback .ek-hint").inner_text()
    assert hint["text"] and hint["text"] != question["text"] and not re.search(r"\d", hint["text"])
    assert hint["text"].split()[0].strip(",.") in shown_hint  # the sentence on screen, read

    page.locator(".ek-number-answer input").fill("0")
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".ek-feedback .ek-wrong > button.ek-speak")
    press_speaker(page, ".ek-feedback .ek-wrong")
    utterances = wait_said(page, 3)
    assert len(utterances) == 3, utterances  # Check itself read nothing: only the press did
    assert "zero" in utterances[-1]["text"]

    for utterance in utterances:
        assert utterance["local"] and utterance["voice"] == DEVICE_EN["name"], utterance  # never an online voice
        assert utterance["lang"].startswith("en") and utterance["rate"] == CHILD_RATE
    dashboard_page.assert_healthy()


def test_pre_reader_mode_reads_each_new_question_and_feedback_by_itself(dashboard_page, dashboard_url):
    page = stubbed(dashboard_page, ALL_VOICES)
    dashboard_page.open(dashboard_url("number-track", seed=SEED, level="easy", read="auto"))
    assert page.get_by_role("switch", name="Read to me by itself").is_checked()
    before = len(said(page))
    page.locator(".ek-number-answer input").fill(str(task(0).expected()))
    page.get_by_role("button", name="Check").click()
    right = wait_said(page, before + 1)[-1]
    assert right["text"].startswith("Right"), right
    page.get_by_role("button", name="New task").click()
    page.wait_for_function("text => window.__spoken.some((u) => u.text === text)", arg=prompt_said(1), timeout=20_000)
    assert all(u["local"] for u in said(page))
    dashboard_page.assert_healthy()


def test_the_switch_turns_pre_reader_mode_on(dashboard_page, dashboard_url):
    page = stubbed(dashboard_page, ALL_VOICES)
    dashboard_page.open(dashboard_url("number-track", seed=SEED, level="easy"))
    switch = page.get_by_role("switch", name="Read to me by itself")
    assert not switch.is_checked()
    switch.check()
    # switched on, it reads the question on screen at once, then each new one
    page.wait_for_function("text => window.__spoken.some((u) => u.text === text)", arg=prompt_said(0), timeout=20_000)
    page.get_by_role("button", name="New task").click()
    page.wait_for_function("text => window.__spoken.some((u) => u.text === text)", arg=prompt_said(1), timeout=20_000)


def test_a_german_page_speaks_german_with_a_german_device_voice(dashboard_page, dashboard_url):
    page = stubbed(dashboard_page, ALL_VOICES)
    dashboard_page.open(dashboard_url("number-track", seed=SEED, level="easy", lang="de"))
    page.get_by_role("button", name="Vorlesen").first.wait_for()
    press_speaker(page, ".ek-prompt .ek-question")
    question = wait_said(page, 1)[-1]
    assert question["text"] == prompt_said(0, "de")
    assert "dreizehn" in question["text"]
    assert question["voice"] == DEVICE_DE["name"] and question["lang"].startswith("de") and question["local"]
    dashboard_page.assert_healthy()


def test_without_a_device_voice_the_page_says_so_once_and_works_on(dashboard_page, dashboard_url):
    page = stubbed(dashboard_page, [ONLINE_EN, DEVICE_DE])  # English only online: no voice for this page
    dashboard_page.open(dashboard_url("number-track", seed=SEED, level="easy"))
    press_speaker(page, ".ek-prompt .ek-question")
    notice = page.locator(".ek-speak-none")
    notice.wait_for()
    assert "no voice" in notice.inner_text()
    page.get_by_role("button", name="Hint").click()
    page.wait_for_selector(".ek-feedback .ek-hint > button.ek-speak")
    press_speaker(page, ".ek-feedback .ek-hint")
    page.wait_for_selector(".ek-feedback .ek-hint .ek-speak-none")  # beside the press it answers
    assert page.locator(".ek-speak-none").count() == 1  # one note: said once, not piled up
    assert page.locator(".ek-reads.ek-speak-muted").count() == 1  # the buttons show the silent icon
    # a shipped picture (an emoji would be an empty box without an emoji font), loaded, on every button
    assert page.evaluate(
        """() => { const silent = document.querySelector('.ek-speak-none img.ek-speak-icon');
                   const icons = [...document.querySelectorAll('.ek-speak > img.ek-speak-icon')];
                   return silent.naturalWidth > 0 && icons.length > 1
                       && icons.every(icon => icon.src === silent.src && icon.naturalWidth > 0); }"""
    )
    page.locator(".ek-number-answer input").fill(str(task(0).expected()))
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".ek-feedback .ek-right")  # the page works on
    assert said(page) == []  # and no online voice read anything
    dashboard_page.assert_healthy()
