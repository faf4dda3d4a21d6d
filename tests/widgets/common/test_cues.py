"""Picture cues for the youngest (issue 24): the instructions of the pages the catalogue marks for
children of 5 to 7 carry pictures of what to do (tap, count, find …) beside the words, one image whose
accessible name is the sentence shown; other pages show none."""

from __future__ import annotations

import html

import pytest

from elevenkit import catalogue
from elevenkit.exercises import Cue, Level
from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.number_track import CountTask, DistanceTask, NeighbourTask, Relation
from elevenkit.exercises.sessions.table import TableSettings
from elevenkit.speech import spoken
from elevenkit.widgets.common.assets import STATIC, icon_uri
from elevenkit.widgets.lesson import LessonWidget
from elevenkit.widgets.tables import Start11Table
from elevenkit.widgets.trainers.capture import CaptureTrainer
from elevenkit.widgets.trainers.number_track import NumberTrackTrainer
from tests.helpers.html_tree import Node, parse


def cue_groups(markup: str) -> list[Node]:
    return parse(markup).find_all(css_class="ek-cues")


def assert_one_source(group: Node, shown_text: str, cues: tuple[Cue, ...]) -> None:
    """The group is one image named by the sentence it shows, with one picture per cue in order."""
    assert group.attrs["role"] == "img"
    assert group.attrs["aria-label"] == " ".join(shown_text.split())
    (words,) = [child for child in group.children if isinstance(child, Node) and child.attrs.get("aria-hidden")]
    assert " ".join(words.text.split()) == " ".join(shown_text.split())
    pictures = group.find_all("img", "ek-cue")
    assert [picture.attrs["src"] for picture in pictures] == [icon_uri(f"cue-{cue.value}") for cue in cues]
    assert all(picture.attrs["alt"] == "" for picture in pictures)


def test_every_cue_has_its_shipped_picture() -> None:
    assert sorted(f"cue-{cue.value}.svg" for cue in Cue) == sorted(path.name for path in STATIC.glob("icons/cue-*"))


def test_the_catalogue_marks_the_pages_of_the_youngest() -> None:
    marked = {activity.id for activity in catalogue.ACTIVITIES if activity.cues}
    assert marked == {"number-track", "play-start-11", "08-number-track-1-to-20", "09-planning-a-run-and-minus-points"}


@pytest.mark.parametrize(
    ("task", "cues"),
    [
        (NeighbourTask(Relation.ONE_MORE, 14, "blue"), (Cue.FIND, Cue.TAP)),
        (CountTask(3, back=True), (Cue.COUNT, Cue.TAP)),
        (DistanceTask(15), (Cue.COUNT, Cue.TYPE)),
    ],
)
def test_a_number_track_task_names_what_to_do_in_order(task: object, cues: tuple[Cue, ...]) -> None:
    assert task.cues == cues  # type: ignore[attr-defined]


def test_every_number_track_question_shows_its_pictures_named_by_the_sentence() -> None:
    trainer = NumberTrackTrainer(seed=5, level=Level.HARD).start()
    for _ in range(12):
        task = trainer.task
        question = parse(trainer.prompt.value).find("p", "ek-question")
        (group,) = cue_groups(trainer.prompt.value)
        assert task.cues and question.attrs["data-speak"] == spoken(task.prompt)
        assert_one_source(group, html.unescape(task.prompt), task.cues)
        trainer.new_button.click()


def test_a_trainer_for_older_pupils_shows_no_pictures() -> None:
    trainer = CaptureTrainer(seed=3).start()
    assert not cue_groups(trainer.prompt.value) and parse(trainer.prompt.value).find("p", "ek-question")


def test_lesson_08_shows_look_on_an_explain_step_and_the_tasks_cues_on_its_question() -> None:
    widget = LessonWidget(lesson("08"), seed=4)
    explain = widget.current
    (title,) = cue_groups(explain.children[0].value)
    assert_one_source(title, explain.step.title, (Cue.LOOK,))
    for _ in range(2):
        widget.next_button.click()
    view = widget.current  # Task 1: one more than 16
    (group,) = cue_groups(view.question.value)
    assert_one_source(group, view.task.prompt, (Cue.FIND, Cue.TAP))
    assert not cue_groups(view.heading.value)  # a checked step's pictures are its question's


def test_pre_reader_mode_reads_an_explain_steps_text_by_itself_and_a_checked_steps_question() -> None:
    """Lesson 08 opened with ?read=auto was silent until a worked-example button nobody could read was
    pressed (the trial of issue 24): an explain step's text is read by itself now."""
    widget = LessonWidget(lesson("08"), seed=4)
    (text,) = parse(widget.current.children[0].value).find_all(css_class="ek-step-text")
    assert text.attrs["data-speak-auto"] == "true" and text.attrs["data-speak"].startswith("The number track.")
    for _ in range(2):
        widget.next_button.click()
    (text,) = parse(widget.current.heading.value).find_all(css_class="ek-step-text")
    assert "data-speak-auto" not in text.attrs
    assert parse(widget.current.question.value).find("p", "ek-question").attrs["data-speak-auto"] == "true"


def test_lesson_01_shows_no_pictures() -> None:
    widget = LessonWidget(lesson("01"))
    assert not cue_groups(widget.current.children[0].value)


def test_the_start_11_status_shows_tap_on_the_pupils_turn() -> None:
    table = Start11Table(TableSettings(players=2, level="easy", seed=7, options={"variant": "0"}), pause=0)
    assert table.is_pupils_turn
    (group,) = cue_groups(table.status.value)
    assert_one_source(group, table.status_text(), (Cue.TAP,))
