"""The pieces every view shares: feedback with its marks, buttons, the error guard, the level
switch and the share link, each tested alone (no trainer, no table around it)."""

from __future__ import annotations

import logging
from html.parser import HTMLParser

import pytest

from elevenkit.core import ElevenkitError, IllegalMoveError
from elevenkit.exercises import Level, PupilMessage
from elevenkit.widgets.common import (
    FeedbackArea,
    LevelSwitch,
    ShareLink,
    friendly_errors,
    level_options,
    make_button,
    relabel,
    table_errors,
)


class Elements(HTMLParser):
    """Every element of a piece of HTML as (tag, attributes, text directly inside it)."""

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str | None], str]] = []
        self._open: list[int] = []
        self.feed(markup)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, dict(attrs), ""))
        self._open.append(len(self.found) - 1)

    def handle_endtag(self, tag: str) -> None:
        self._open.pop()

    def handle_data(self, data: str) -> None:
        if self._open:
            tag, attrs, text = self.found[self._open[-1]]
            self.found[self._open[-1]] = (tag, attrs, text + data)

    def text(self) -> str:
        return "".join(text for _tag, _attrs, text in self.found)


def test_a_message_is_said_with_its_mark_in_a_live_region_and_escaped() -> None:
    area = FeedbackArea()
    area.say("3 < 4 & <b>bold</b>", "wrong")
    box, mark, *rest = Elements(area.value).found
    assert box[0] == "div" and box[1]["role"] == "status" and box[1]["aria-live"] == "polite"
    assert box[1]["class"] == "ek-msg ek-wrong"
    assert mark == ("span", {"aria-hidden": "true"}, "✘")
    assert rest == [] and "3 < 4 & <b>bold</b>" in box[2]  # the text is text, never markup


@pytest.mark.parametrize(("tone", "mark"), [("right", "✔"), ("wrong", "✘"), ("hint", "★"), ("info", "ℹ")])
def test_every_tone_has_a_mark_besides_its_colour(tone: str, mark: str) -> None:
    area = FeedbackArea()
    area.say("words", tone)
    assert Elements(area.value).found[1][2] == mark


def test_a_note_goes_under_the_message_which_stays_as_it_was() -> None:
    area = FeedbackArea()
    area.say("Right! 9 = 2 + 7", "right")
    area.say_again("You checked this answer already.")
    box, _mark, note = Elements(area.value).found
    assert box[1]["class"] == "ek-msg ek-right" and "Right! 9 = 2 + 7" in box[2]
    assert note == ("span", {"class": "ek-msg-note"}, "You checked this answer already.")
    area.say_again("Another note.")  # the note is replaced, the message kept
    assert "You checked" not in area.value and "Another note." in area.value and "Right!" in area.value


def test_a_note_with_nothing_said_before_is_said_alone_and_clear_says_nothing() -> None:
    area = FeedbackArea()
    area.say_again("Press New task.")
    assert area.value.count("ek-msg ") == 1 and "ek-info" in area.value and "Press New task." in area.value
    area.clear()
    assert area.value == "" and area.is_empty
    area.say_again("Alone again.")
    assert "ek-info" in area.value and "Press New task." not in area.value


def test_a_button_is_labelled_and_calls_its_handler_once_per_press() -> None:
    presses: list[str] = []
    pressed = make_button("Check", lambda: presses.append("check"), "success")
    assert (pressed.description, pressed.tooltip, pressed.button_style) == ("Check", "Check", "success")
    pressed.click()
    pressed.click()
    assert presses == ["check", "check"]
    relabel(pressed, "Start again")
    assert (pressed.description, pressed.tooltip) == ("Start again", "Start again")
    assert make_button("Hint", lambda: None, fit=True).layout.width == "auto"


class View:
    """The smallest speaker: it remembers what it said."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def say(self, message: str, tone: str) -> None:
        self.said.append((message, tone))

    @friendly_errors
    def trainer_click(self, error: Exception | None) -> str:
        if error is not None:
            raise error
        return "done"

    @table_errors
    def table_click(self, error: Exception) -> str:
        raise error


def test_the_trainer_guard_shows_a_pupil_message_as_it_is_and_hides_every_other_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    view = View()
    assert view.trainer_click(None) == "done" and view.said == []  # no error: the callback's own result
    assert view.trainer_click(PupilMessage("Type a number.")) is None
    view.trainer_click(ValueError("internal detail"))
    with caplog.at_level(logging.INFO):
        view.trainer_click(KeyError("secret"))
    assert view.said == [
        ("Type a number.", "info"),
        ("I could not read that answer. Try again, or press Hint.", "info"),
        ("Oops, something went wrong. Press New task to go on.", "info"),
    ]
    assert "secret" in caplog.text  # the teacher's log has the traceback, the page never does


def test_the_table_guard_tells_a_refused_move_from_unreadable_input_and_a_failure() -> None:
    view = View()
    view.table_click(IllegalMoveError("the engine's reason"))
    view.table_click(ElevenkitError("bad card"))
    view.table_click(PupilMessage("not a table's own words"))  # a pupil message is engine input here
    view.table_click(RuntimeError("boom"))
    assert view.said == [
        ("That is not allowed now. Try something else.", "wrong"),
        ("I did not understand that. Try again.", "info"),
        ("I did not understand that. Try again.", "info"),
        ("Oops, something went wrong. Press New game to go on.", "info"),
    ]


def test_the_level_switch_offers_the_three_levels_and_refuses_others() -> None:
    switch = LevelSwitch("Medium ")
    assert switch.level is Level.MEDIUM and switch.description == "Level:"
    assert [value for _label, value in switch.options] == ["easy", "medium", "hard"]
    assert [label for label, _value in switch.options] == ["easy", "medium", "hard"]
    switch.value = "hard"
    assert switch.level is Level.HARD
    with pytest.raises(ValueError, match="level must be one of"):
        LevelSwitch("expert")
    assert level_options() == [(level.label, level.value) for level in Level]  # the one label of each level
    assert LevelSwitch(Level.EASY, description="Computer").description == "Computer"


def test_the_share_link_carries_its_query_and_its_words() -> None:
    link = ShareLink(query="?seed=5&level=hard")
    assert link.query == "?seed=5&level=hard"
    assert (link.text, link.copy_text, link.copied_text, link.open_text) == (
        "Same tasks for the class, share this link:",
        "Copy link",
        "Copied",
        "Open it",
    )
