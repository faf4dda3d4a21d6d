"""A trainer page in "practice for me": which links start it (``?level=auto``, a class link without a
level) and which never do (the teacher's level wins); the level moving with the answers; the
estimates kept in the browser on one's own and in the class database (a real SQLite file) in a
class, so a reload or another device goes on from them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from elevenkit import catalogue
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import LearnerModel, SkillEstimate
from elevenkit.exercises.captures import CaptureTask
from elevenkit.widgets.classroom import JoinPanel
from elevenkit.widgets.trainers import CaptureTrainerApp, NumberTrackTrainerApp, WraparoundTrainerApp
from elevenkit.widgets.trainers.app import TrainerApp
from elevenkit.widgets.trainers.for_me import SKILLS_KEY, compact_estimates
from tests.helpers.classroom_db import teachers_classes


def _answer(app: TrainerApp, right: bool) -> None:
    """Answer the task on screen right (every part) or wrong where a number is asked (else show the
    answer), then press New task, as a pupil would."""
    trainer = app.trainer
    task: Any = trainer.task
    if isinstance(task, CaptureTask):
        while right and not trainer.finished:
            trainer.check(list(task.remaining()[0].indices))
    elif right:
        trainer.check(task.answer if hasattr(task, "answer") else list(task.right))
    elif hasattr(task, "answer"):
        trainer.check(task.answer + 1)
    if not trainer.finished:
        trainer.answer_button.click()
    trainer.new_button.click()


@pytest.mark.parametrize(
    ("app_class", "params", "for_me"),
    [
        (WraparoundTrainerApp, {"level": "auto"}, True),
        (NumberTrackTrainerApp, {"level": "AUTO", "seed": "3"}, True),
        (CaptureTrainerApp, {"class": "4B"}, True),  # a class link without a level
        (WraparoundTrainerApp, {"class": "4B", "level": "medium"}, False),  # the teacher's level wins
        (CaptureTrainerApp, {"class": "4B", "size": "3"}, False),  # the teacher's set-up wins
        (CaptureTrainerApp, {"level": "3"}, False),
        (WraparoundTrainerApp, {}, False),  # on one's own without a level: the trainer's easy, as before
    ],
)
def test_practice_for_me_starts_for_auto_and_class_links_without_a_level(
    app_class: type[TrainerApp], params: dict[str, str], for_me: bool
) -> None:
    app = app_class.from_params(params)
    assert (app.for_me is not None) is for_me
    assert ("level=auto" in app.link.query) is for_me
    if for_me:
        assert app.children[0] is app.for_me and app.for_me.level in ("easy", "1")
        assert "ek-for-me-level" in app.for_me.line.value
        assert all(control.layout.display == "none" for control in app.trainer.setup_controls)


def test_the_level_goes_down_after_wrong_answers_and_up_after_right_ones() -> None:
    app = NumberTrackTrainerApp.from_params({"level": "auto", "seed": "2"})
    assert app.for_me is not None
    app.for_me.browser.receive({"estimates": compact_estimates(_strong())}, {"level": "auto"})  # type: ignore[union-attr]
    assert app.for_me.level == "hard", "a strong pupil's kept estimates: the first task is chosen anew, hard"
    for _ in range(3):
        _answer(app, right=False)
    assert app.for_me.level == "easy"
    levels = []
    for _ in range(8):
        _answer(app, right=True)
        levels.append(app.for_me.level)
    assert "medium" in levels or "hard" in levels
    assert f'data-level="{app.for_me.level}"' in app.for_me.line.value


def _strong() -> dict[str, SkillEstimate]:
    return {skill: SkillEstimate(2.5, answers=20) for skill in catalogue.entry("number-track").skills}


def test_on_ones_own_the_browser_keeps_the_estimates_and_a_reload_goes_on_from_them() -> None:
    app = NumberTrackTrainerApp.from_params({"level": "auto"})
    assert app.for_me is not None and app.for_me.browser is not None
    assert app.for_me.browser.activity == SKILLS_KEY
    app.for_me.browser.receive({}, {"level": "auto"})
    for number in range(4):
        _answer(app, right=number != 1)
    kept = app.for_me.browser.state["estimates"]
    assert kept == compact_estimates(app.for_me.model.estimates) and len(kept) >= 1
    reloaded = NumberTrackTrainerApp.from_params({"level": "auto"})
    assert reloaded.for_me is not None and reloaded.for_me.browser is not None
    reloaded.for_me.browser.receive({"estimates": kept}, {"level": "auto"})
    assert LearnerModel(reloaded.for_me.model.estimates).to_json() == LearnerModel.from_json(kept).to_json()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return teachers_classes(tmp_path / "classroom.sqlite3", "4B")


def _join(db: Path, secret: str = "") -> JoinPanel:
    panel = JoinPanel("4B", "number-track", path=db)
    panel.nickname.value, panel.secret.value = "Mia", secret
    assert panel.join()
    return panel


def test_in_a_class_the_estimates_go_to_the_database_and_another_device_goes_on_from_them(db: Path) -> None:
    with ClassroomStore(db) as store:  # Mia joined last week: her strong estimates are kept
        code = store.claim("4B", "Mia").pupil_code or ""
        store.save_estimates("4B", "Mia", code, _strong())
    first = NumberTrackTrainerApp.from_params({"class": "4B", "seed": "6"})
    assert first.for_me is not None and first.for_me.browser is None
    assert first.for_me.level == "easy", "nobody has joined yet"
    panel = _join(db, code)
    assert first.for_me.level == "hard", "the first task chosen anew from her kept estimates"
    for _ in range(3):
        _answer(first, right=False)
    panel.leave()  # writes what is queued
    with ClassroomStore(db) as store:
        kept = store.estimates("4B", "Mia")
    assert kept == first.for_me.model.estimates and min(known.rating for known in kept.values()) < 2.5
    # another device: the page opens, Mia joins with her secret number, the first task follows her estimates
    second = NumberTrackTrainerApp.from_params({"class": "4B", "seed": "6"})
    assert second.for_me is not None
    _join(db, code)
    assert second.for_me.model.estimates == kept
    panel.sign_out("bye")
    assert second.for_me.model.estimates == {}, "the next pupil on the device starts from nothing"


def test_a_reload_deals_the_task_on_screen_from_the_same_item_even_after_the_estimates_moved() -> None:
    app = NumberTrackTrainerApp.from_params({"level": "auto", "seed": "4"})
    assert app.for_me is not None and app.for_me.browser is not None
    app.for_me.browser.receive({}, {"level": "auto"})
    for number in range(5):
        _answer(app, right=number % 2 == 0)
    item = app.for_me.session.adaptive.items[app.for_me.session.number]  # type: ignore[union-attr]
    kept_skills, kept_place = dict(app.for_me.browser.state), dict(app.trainer.browser.state)
    assert kept_skills["dealt"]["number-track"] == [4, 5, item.name]
    reloaded = NumberTrackTrainerApp.from_params({"level": "auto", "seed": "4"})
    assert reloaded.for_me is not None and reloaded.for_me.browser is not None
    reloaded.for_me.browser.receive(kept_skills, {"level": "auto"})
    reloaded.trainer.browser.receive(kept_place, {"level": "auto"})
    assert reloaded.trainer.session.number == 5
    assert reloaded.for_me.session.adaptive.items[5] == item  # type: ignore[union-attr]
    assert reloaded.trainer.task == app.trainer.task
