"""The activity catalogue against what it describes: the notebooks (both ways, with their metadata),
the game registry (a fourth game without a table is caught), the exercises' task kinds and steps,
the lessons, the worksheets, the URL parameters and the skills table."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from elevenkit import catalogue
from elevenkit.catalogue import ACTIVITIES, SKILLS, Kind, Level, UnknownActivityError, UnknownSkillError, Venue
from elevenkit.core import Game
from elevenkit.core.registry import GameEntry, registered_games
from elevenkit.exercises import captures, number_track, wraparound
from elevenkit.exercises.lessons import LESSONS, lesson
from elevenkit.serving.landing import METADATA_KEY
from elevenkit.serving.params import LINK_PARAMS
from tests.helpers.paths import REPO

FOLDERS = (catalogue.DASHBOARDS_FOLDER, catalogue.LESSON_NOTEBOOKS_FOLDER)
NOTEBOOKS = sorted(path for folder in FOLDERS for path in (REPO / folder).glob("*.ipynb"))


def metadata(path: Path) -> dict[str, object]:
    own = json.loads(path.read_text(encoding="utf-8"))["metadata"].get(METADATA_KEY, {})
    assert isinstance(own, dict), f"{path.name}: the {METADATA_KEY!r} metadata is not an object"
    return own


def test_the_kit_has_notebooks_to_check() -> None:
    assert {path.parent.name for path in NOTEBOOKS} == set(FOLDERS)


def test_every_notebook_has_an_entry_and_every_entry_its_notebook() -> None:
    found = {(path.parent.name, path.stem) for path in NOTEBOOKS}
    listed = {(activity.folder, activity.id) for activity in ACTIVITIES}
    assert found - listed == set(), (
        "notebooks without a catalogue entry (add them to elevenkit/catalogue/activities.py)"
    )
    assert listed - found == set(), "catalogue entries without their notebook"
    assert len({activity.id for activity in ACTIVITIES}) == len(ACTIVITIES), "two entries share an id"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_the_notebook_metadata_agrees_with_its_entry(path: Path) -> None:
    activity = catalogue.entry(path.stem)
    own = metadata(path)
    assert (own.get("title"), own.get("description")) == (activity.title, activity.description)
    assert (own.get("order"), own.get("age", "")) == (activity.order, activity.age)
    assert own.get("audience", "pupils") == activity.audience.value


def test_an_entry_is_opened_through_the_served_folder_and_named_by_its_page() -> None:
    for activity in ACTIVITIES:
        assert (REPO / catalogue.DASHBOARDS_FOLDER / activity.page).is_file(), activity.page
        assert catalogue.by_page(activity.page) is activity
        assert catalogue.by_activity(activity.activity) is activity
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", activity.id), activity.id


def test_kinds_keep_to_their_folders_and_audiences() -> None:
    for activity in ACTIVITIES:
        in_lessons = activity.folder == catalogue.LESSON_NOTEBOOKS_FOLDER
        assert in_lessons == (activity.kind is Kind.LESSON), activity.id
        assert (activity.order is not None) == in_lessons, activity.id
        assert (activity.audience is catalogue.Audience.TEACHER) == (activity.kind is Kind.TEACHER_PAGE)
        assert activity.runs, f"{activity.id} runs nowhere"
    orders = [activity.order for activity in catalogue.activities(Kind.LESSON)]
    assert orders == sorted(orders) and len(set(orders)) == len(orders), "lessons are listed in teaching order"


def _code(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "code")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_a_notebook_that_needs_numpy_runs_in_jupyterlab_only(path: Path) -> None:
    activity = catalogue.entry(path.stem)
    if re.search(r"\b(numpy|matplotlib|elevenkit\.simulation)\b", _code(path)):
        assert activity.runs == {Venue.LAB}
    if activity.kind is Kind.TEACHER_PAGE:  # the classroom database and the password: make run only
        assert activity.runs == {Venue.VOILA}


# ---- games ------------------------------------------------------------------------------------------
def _package(game: GameEntry) -> str:
    """``elevenkit.nimmt`` for a game class defined in ``elevenkit.nimmt.game``."""
    return ".".join(game.game_type.__module__.split(".")[:2])


def games_without_a_table(games: Mapping[str, GameEntry]) -> set[str]:
    """The engine packages of ``games`` whose games no game table of the catalogue plays."""
    played = {_package(games[table.game]) for table in catalogue.activities(Kind.TABLE) if table.game in games}
    return {_package(game) for game in games.values()} - played


def test_every_game_is_registered_and_every_engine_has_a_table() -> None:
    games = registered_games()
    for activity in ACTIVITIES:
        assert activity.game in ("", *games), f"{activity.id}: {activity.game!r} is not a registered game"
    assert games_without_a_table(games) == set()
    tables = catalogue.activities(Kind.TABLE)
    assert all(table.levels == tuple(Level) for table in tables), "a table offers every level of computer player"


def test_a_fourth_game_without_a_table_is_caught() -> None:
    fourth = type("FourthGame", (Game,), {"__module__": "elevenkit.fourth.game", "name": "fourth"})
    games = {**registered_games(), "fourth": GameEntry(fourth, "Fourth", 2, 4)}
    assert games_without_a_table(games) == {"elevenkit.fourth"}


# ---- trainers, their task kinds and skills ----------------------------------------------------------
TASK_KINDS = {
    "capture-trainer": tuple(captures.STEPS),
    "wraparound-clock": tuple(wraparound.TASK_KINDS),
    "number-track": tuple(number_track.TASK_KINDS),
}


def test_every_trainer_tags_each_of_its_task_kinds_with_the_skills_it_practises() -> None:
    trainers = catalogue.activities(Kind.TRAINER)
    assert {trainer.id for trainer in trainers} == set(TASK_KINDS)
    for trainer in trainers:
        assert tuple(task.kind for task in trainer.tasks) == TASK_KINDS[trainer.id]
        tagged = {skill for task in trainer.tasks for skill in task.skills}
        assert tagged == set(trainer.skills), f"{trainer.id}: its skills are those of its tasks"
        assert all(trainer.skills_of(task.kind) == task.skills for task in trainer.tasks)
        assert trainer.rounds and trainer.levels == tuple(Level) and set(trainer.params) >= {"seed", "level", "tasks"}
    assert catalogue.entry("capture-trainer").skills_of("nothing") == ()


def test_the_capture_trainer_steps_and_level_words_are_those_it_deals() -> None:
    capture = catalogue.entry("capture-trainer")
    assert capture.steps == tuple(captures.STEPS)
    assert set(captures.NAMED_STEPS) == set(capture.levels) and set(captures.NAMED_STEPS.values()) <= set(capture.steps)
    assert capture.level_names == ("easy", "medium", "hard", "1", "2", "3", "4", "5", "6")
    assert all(captures.level_difficulty(name) is not None for name in capture.level_names)


def test_skills_are_named_once_each_practised_and_said_by_the_pupil() -> None:
    ids = [known.id for known in SKILLS]
    assert len(set(ids)) == len(ids)
    used = {skill for activity in ACTIVITIES for skill in activity.skills}
    assert used <= set(ids), f"unknown skills: {sorted(used - set(ids))}"
    assert set(ids) <= used, f"skills nothing practises: {sorted(set(ids) - used)}"
    for known in SKILLS:
        assert known.i_can.startswith("I can ") and known.i_can.endswith(".") and "\n" not in known.i_can
        assert catalogue.skill(known.id) is known
    pupils = catalogue.activities(audience=catalogue.Audience.PUPILS)
    assert all(activity.skills for activity in pupils), "every pupil's activity practises a skill"


def test_every_skill_links_to_an_england_year_group_and_a_german_klassenstufe() -> None:
    for known in SKILLS:
        assert 1 <= known.year <= 9 and 1 <= known.klasse <= 10, known.id
    assert catalogue.skill("one-more-one-less").curriculum == ("England Year 1", "Klassenstufe 1")
    assert catalogue.skill("primes-and-ox-heads").curriculum == ("England Year 5", "Klassenstufe 5")
    # within one game the skills come in teaching order: a later skill is never planned earlier
    years = [catalogue.skill(skill).year for skill in ("counting-past-100", "distance-past-100")]
    assert years == sorted(years)


# ---- lessons, worksheets, parameters ----------------------------------------------------------------
def test_every_lesson_the_lesson_frame_builds_is_recorded_under_its_entry() -> None:
    in_voila = {activity.id[:2]: activity for activity in catalogue.activities(Kind.LESSON, venue=Venue.VOILA)}
    assert set(in_voila) == set(LESSONS)
    for lesson_id, activity in in_voila.items():
        assert lesson(lesson_id).activity == activity.activity and catalogue.lesson(lesson_id) is activity
        assert lesson(lesson_id).title == activity.title
    with pytest.raises(UnknownActivityError, match="'11'"):
        catalogue.lesson("11")


def test_the_worksheets_print_the_trainers_the_catalogue_marks() -> None:
    from elevenkit.worksheets import TOPICS

    printed = {activity.id: activity for activity in ACTIVITIES if activity.worksheets}
    assert set(TOPICS) == set(printed) and printed
    for topic_id, topic in TOPICS.items():
        activity = printed[topic_id]
        assert topic.title == activity.title
        assert topic.levels == (activity.steps or tuple(level.value for level in activity.levels))


def test_every_parameter_an_entry_reads_is_a_known_link_parameter() -> None:
    for activity in ACTIVITIES:
        assert set(activity.params) <= LINK_PARAMS, activity.id
        assert bool(activity.levels) <= ("level" in activity.params) and activity.rounds <= ("tasks" in activity.params)


def test_looking_up_what_is_not_there() -> None:
    assert catalogue.find("nothing") is None and catalogue.by_activity("nothing") is None
    with pytest.raises(UnknownActivityError, match="'nothing'"):
        catalogue.entry("nothing")
    with pytest.raises(UnknownSkillError, match="'flying'"):
        catalogue.skill("flying")
    assert catalogue.activities(Kind.TABLE, game="nimmt") == (catalogue.entry("play-11-nimmt"),)
    assert [a.id for a in catalogue.activities(venue=Venue.LAB) if a.kind is not Kind.LESSON] == []


def test_the_clock_and_the_number_track_at_a_fixed_level_practise_the_skills_of_the_kinds_they_deal() -> None:
    """A fixed level had no skill (teacher trial 9): its answers were in no skill view."""
    from elevenkit.exercises.adaptive import answer_skills

    dealers = {"wraparound-clock": wraparound.DIFFICULTIES, "number-track": number_track.DIFFICULTIES}
    for activity, difficulties in dealers.items():
        trainer = catalogue.entry(activity)
        for level, settings in difficulties.items():
            dealt = {skill for kind in settings.kinds for skill in trainer.skills_of(kind)}
            assert set(trainer.skills_at(level.value)) == dealt, f"{activity} at {level.value}"
            assert set(answer_skills(activity, level.value)) == dealt
    assert catalogue.entry("wraparound-clock").skills_at("nothing") == ()
