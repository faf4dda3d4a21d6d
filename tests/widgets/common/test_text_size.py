"""The "Bigger text" switch (issue 24): ``?text=large`` on every pupil page, read the same way by
trainers, game tables and lessons; the catalogue and the landing page pass it on."""

from __future__ import annotations

import pytest

from elevenkit import catalogue
from elevenkit.i18n import language
from elevenkit.serving.params import LINK_PARAMS, TEXT, large_text
from elevenkit.widgets.common import TextSize
from elevenkit.widgets.lesson.frame import lesson_widget
from elevenkit.widgets.tables.nimmt import NimmtTable
from elevenkit.widgets.trainers.capture import CaptureTrainerApp


@pytest.mark.parametrize(("value", "large"), [("large", True), (" LARGE ", True), ("", False), ("big", False)])
def test_only_text_large_asks_for_bigger_text(value: str, large: bool) -> None:
    assert large_text({TEXT: value}) is large
    assert large_text({}) is False


def test_a_trainer_a_table_and_a_lesson_start_large_from_the_link_and_small_without() -> None:
    for params, large in (({"text": "large"}, True), ({}, False)):
        assert CaptureTrainerApp.from_params(params).trainer.text_size.large is large
        assert NimmtTable.from_params(params, pause=0).text_size.large is large
        assert lesson_widget("01", params).text_size.large is large


def test_the_switch_has_words_in_the_pages_language() -> None:
    assert TextSize().label == "Bigger text"
    with language("de"):
        assert TextSize().label == "Größere Schrift"


def test_every_pupil_page_lists_text_and_the_landing_page_passes_it_on() -> None:
    assert TEXT in LINK_PARAMS
    pupil_pages = catalogue.activities(audience=catalogue.Audience.PUPILS, venue=catalogue.Venue.VOILA)
    assert pupil_pages and all(TEXT in activity.params for activity in pupil_pages)
