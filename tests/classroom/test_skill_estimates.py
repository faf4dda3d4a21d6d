"""The learner model in the class store: migration 6 adds the estimates and keeps every older row;
estimates come back exactly on another device; only the pupil's own code writes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit.classroom import migrations
from elevenkit.classroom.errors import NameRefused, PupilGone
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import Event, LearnerModel, SkillEstimate
from tests.helpers.classroom_db import old_file_with_mia


def test_a_version_4_file_gets_the_estimates_table_and_keeps_its_pupils_and_answers(tmp_path: Path) -> None:
    path = tmp_path / "v4.sqlite3"
    connection = old_file_with_mia(path, 4)
    connection.execute(
        "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed, answer, outcome, category,"
        " hints, question, level, practice) VALUES (9, 1, 3.0, 'number-track', '7:0', 0, 7, '12', 'right', '', 0,"
        " 'One more than 11?', 'easy', 0)"
    )
    old = connection.execute("SELECT * FROM answers").fetchall()
    connection.close()
    with ClassroomStore(path) as store:
        assert store.version == migrations.LATEST
        kept = store._read("SELECT * FROM answers")
        assert [row[: len(old[0])] for row in kept] == old  # word for word; later columns follow
        assert store.estimates("4B", "Mia") == {}
        store.save_estimates("4B", "Mia", "042", {"one-more-one-less": SkillEstimate(0.5, 3)})
        assert store.estimates("4B", "Mia") == {"one-more-one-less": SkillEstimate(0.5, 3)}


def test_estimates_come_back_exactly_and_a_second_save_replaces_the_first(tmp_path: Path) -> None:
    with ClassroomStore(tmp_path / "c.sqlite3") as store:
        store.create_class("4B")
        code = store.claim("4B", "Mia").pupil_code or ""
        other = store.claim("4B", "Ben").pupil_code or ""
        model = LearnerModel()
        model.update(("subtracting",), 0.0, Event.WRONG, misconception="added-instead-of-subtracted", at=1e9)
        model.update(("matching", "bonds-to-10"), -1.0, Event.RIGHT_FIRST_TIME)
        store.save_estimates("4B", "Mia", code, model.estimates)
        model.update(("subtracting",), 0.0, Event.RIGHT_FIRST_TIME)
        store.save_estimates("4B", "Mia", code, model.estimates)
        # another device: the same estimates, the misconception closed by the later answer
        assert LearnerModel(store.estimates("4b", "mia")).to_json() == model.to_json()
        assert store.estimates("4B", "Ben") == {}
        store.save_estimates("4B", "Ben", other, {"matching": SkillEstimate(-2.0, 1)})
        assert store.estimates("4B", "Mia")["matching"] == model.estimate("matching")


def test_only_the_pupils_own_code_keeps_estimates_and_a_removed_pupil_keeps_none(tmp_path: Path) -> None:
    with ClassroomStore(tmp_path / "c.sqlite3") as store:
        store.create_class("4B")
        code = store.claim("4B", "Mia").pupil_code or ""
        with pytest.raises(NameRefused):
            store.save_estimates("4B", "Mia", "not-hers", {"matching": SkillEstimate(4.0, 1)})
        store.save_estimates("4B", "Mia", code, {"matching": SkillEstimate(1.0, 1)})
        store.add_answer("4B", "Mia", code, AnswerRecord("capture-trainer", 0, 7, "5", Outcome.RIGHT))
        store._write(lambda connection: connection.execute("DELETE FROM pupils"))
        assert store._read("SELECT COUNT(*) FROM skill_estimates") == [(0,)]
        with pytest.raises(PupilGone):
            store.save_estimates("4B", "Mia", code, {"matching": SkillEstimate(1.0, 1)})
