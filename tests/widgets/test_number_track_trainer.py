"""The Number Track trainer, driven as a pupil would through the widgets' message API: clicks and
keys on the board, typing and Enter, every task kind right and wrong, hints, seeds, levels, and
a fuzz test with anything the browser could send."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elevenkit.exercises import Level
from elevenkit.exercises.number_track import (
    BridgeTask,
    CountTask,
    DistanceTask,
    FitTilesTask,
    GapTask,
    JokerTask,
    MinusPointsTask,
    NeighbourTask,
    Pick,
    TrackTask,
)
from elevenkit.widgets.common.answers import MAX_BOX_CHARS
from elevenkit.widgets.trainers.number_track import NumberTrackTrainer, NumberTrackTrainerApp
from tests.helpers.thoroughness import examples

KINDS = (NeighbourTask, GapTask, CountTask, DistanceTask, FitTilesTask, BridgeTask, JokerTask, MinusPointsTask)


def deal_until(trainer: NumberTrackTrainer, kind: type, limit: int = 80) -> Any:
    """Press New task until a task of ``kind`` comes (the series is seeded: always the same one)."""
    for _ in range(limit):
        if isinstance(trainer.task, kind):
            return trainer.task
        trainer.new_button.click()
    raise AssertionError(f"no {kind.__name__} in {limit} tasks")


def pick(trainer: NumberTrackTrainer, value: str) -> None:
    """What the browser sends on a click, Enter or Space on a space ("red 14") or a tile ("tile 2")."""
    trainer.board._on_front_end_msg(trainer.board, {"event": "pick", "value": value}, [])


def press_enter(trainer: NumberTrackTrainer) -> None:
    """What the browser sends when the pupil presses Enter in the answer box."""
    trainer.number_box._handle_custom_msg({"event": "submit"}, [])


def answer_by_clicks(trainer: NumberTrackTrainer, task: TrackTask) -> None:
    scene, expected = task.scene, task.expected()
    if scene.pick is Pick.TILES:
        for tile in expected:
            pick(trainer, f"tile {trainer.board.holder.index(tile)}")
    elif scene.pick in (Pick.SPACE, Pick.SPACES):
        for space in expected:
            pick(trainer, space)
    elif scene.pick is Pick.NUMBER:
        pick(trainer, f"{scene.focus[0].row} {expected}")
    else:
        trainer.number_box.value = str(expected)


def wrong_clicks(trainer: NumberTrackTrainer, task: TrackTask) -> str:
    """Give a wrong answer by clicks (or typing); returns it as the pupil gave it."""
    scene = task.scene
    if scene.pick is Pick.TILES:
        wrong = next(tile for tile in scene.holder if tile not in task.right)  # type: ignore[attr-defined]
        pick(trainer, f"tile {scene.holder.index(wrong)}")
        return str(wrong)
    if scene.pick in (Pick.SPACE, Pick.SPACES):
        row = task.expected()[0].split()[0]
        wrong = next(f"{row} {n}" for n in range(1, 21) if f"{row} {n}" not in task.expected())
        pick(trainer, wrong)
        return wrong
    wrong_number = task.expected() + 1  # type: ignore[operator]
    if scene.pick is Pick.NUMBER and wrong_number <= 20:
        pick(trainer, f"{scene.focus[0].row} {wrong_number}")
    else:
        trainer.number_box.value = str(wrong_number)
    return str(wrong_number)


def test_every_task_kind_right_by_clicks_and_wrong_explained():
    for kind in KINDS:
        trainer = NumberTrackTrainer(seed=4, level="hard").start()
        task = deal_until(trainer, kind)
        assert task.prompt in trainer.prompt.value.replace("&#x27;", "'")
        assert trainer.board.holder == [str(tile) for tile in task.scene.holder]
        skipped = trainer.score.tried  # tasks moved on from: tried, not solved
        wrong_clicks(trainer, task)
        trainer.check_button.click()
        assert "ek-wrong" in trainer.feedback.value, (kind, trainer.feedback.value)
        assert (trainer.score.solved, trainer.score.tried) == (0, skipped)  # the task goes on
        trainer.clear_button.click()
        trainer.number_box.value = ""
        answer_by_clicks(trainer, task)
        trainer.check_button.click()
        assert "ek-right" in trainer.feedback.value and "Right!" in trainer.feedback.value, (
            kind,
            trainer.feedback.value,
        )
        # one task, solved at the second try: no streak, not right first time
        assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (1, skipped + 1, 0)
        assert "Score: 1 right with a hint or another go" in trainer.score_label.value
        assert "the first time" not in trainer.score_label.value
        # a right answer lights up its spaces on the board
        assert trainer.board.highlight == [str(space) for space in task.scene.reveal]


def test_a_space_click_writes_its_number_and_enter_checks():
    trainer = NumberTrackTrainer(seed=2, level="easy").start()
    task = deal_until(trainer, CountTask)
    row = task.scene.focus[0].row
    pick(trainer, f"{row} {task.answer}")
    assert trainer.number_box.value == str(task.answer)
    assert trainer.board.highlight == [f"{row} {task.answer}"]
    assert "your tile can go here" in trainer.board.space_name(f"{row} {task.answer}")
    press_enter(trainer)
    assert "ek-right" in trainer.feedback.value
    pick(trainer, f"{row} 1")  # after the task is done a click changes nothing
    assert trainer.number_box.value == str(task.answer)


def test_keyboard_choice_of_tiles_marks_and_unmarks_them():
    trainer = NumberTrackTrainer(seed=1, level="easy").start()
    task = deal_until(trainer, FitTilesTask)
    assert trainer.board.choose_many and trainer.number_box.layout.display == "none"
    pick(trainer, "tile 0")
    pick(trainer, "tile 1")
    assert trainer.board.marked == [0, 1]
    assert 'aria-pressed="true"' in trainer.board.markup
    assert str(task.scene.holder[0]).split()[0] in trainer.choice.value
    pick(trainer, "tile 0")  # Enter again on a chosen tile puts it back
    assert trainer.board.marked == [1]
    pick(trainer, "tile 99")  # no such tile: ignored, never raised
    assert trainer.board.marked == [1]
    trainer.clear_button.click()
    assert trainer.board.marked == []
    tried = trainer.score.tried  # the tasks passed over on the way count; an empty check does not
    trainer.check_button.click()
    assert "Click your tiles" in trainer.feedback.value and trainer.score.tried == tried


def test_keyboard_choice_of_spaces_and_clicks_that_mean_nothing_here():
    trainer = NumberTrackTrainer(seed=1, level="medium").start()
    task = deal_until(trainer, JokerTask)
    for space in task.expected():
        pick(trainer, space)
    first = task.expected()[0]
    pick(trainer, first)  # a second click puts it back
    assert first not in trainer.board.highlight
    trainer.check_button.click()
    assert "ek-info" in trainer.feedback.value  # a part, or nothing: not counted
    minus = deal_until(trainer, MinusPointsTask)
    pick(trainer, "red 5")  # the answer is typed here: a click says so
    assert "Type your answer in the box" in trainer.feedback.value
    pick(trainer, "tile 0")
    assert trainer.board.marked == []
    trainer.check_button.click()
    assert "Type a number in the box first" in trainer.feedback.value and trainer.session.flow.wrong_answers == 0
    trainer.number_box.value = f"{minus.answer} points"
    press_enter(trainer)
    assert "ek-right" in trainer.feedback.value


def test_hints_come_one_by_one_and_the_last_lights_the_board():
    trainer = NumberTrackTrainer(seed=5, level="medium").start()
    task = deal_until(trainer, JokerTask)
    hints = task.hints()
    for number in range(len(hints)):
        trainer.hint_button.click()
        assert "ek-hint" in trainer.feedback.value
        assert trainer.board.highlight == ([] if number < len(hints) - 1 else [str(s) for s in task.scene.reveal])
    trainer.hint_button.click()
    assert "That was the last hint" in trainer.feedback.value


def test_unreadable_typing_is_a_note_and_a_long_paste_is_cut():
    trainer = NumberTrackTrainer(seed=3, level="easy").start()
    deal_until(trainer, DistanceTask)
    for text in ("abc", "nine or ten", "1+8", "-3"):
        trainer.number_box.value = text
        trainer.check_button.click()
        assert "ek-info" in trainer.feedback.value, text
    trainer.number_box.value = "7" * 5000
    assert len(trainer.number_box.value) == MAX_BOX_CHARS
    trainer.check_button.click()
    assert "too big" in trainer.feedback.value and trainer.session.flow.wrong_answers == 0 and not trainer.finished


def test_same_seed_same_tasks_for_the_whole_class_and_same_task_again():
    def prompts(trainer: NumberTrackTrainer) -> list[str]:
        seen = []
        for _ in range(10):
            seen.append(trainer.prompt.value)
            trainer.new_button.click()
        return seen

    assert prompts(NumberTrackTrainer(seed=9, level="hard").start()) == prompts(
        NumberTrackTrainer(seed=9, level="hard").start()
    )
    trainer = NumberTrackTrainer(seed=9, level="hard").start()
    task = trainer.task
    answer_by_clicks(trainer, task)
    trainer.check_button.click()
    trainer.again_button.click()
    assert trainer.prompt.value.count(task.prompt.split()[0]) and trainer.board.highlight == []
    answer_by_clicks(trainer, trainer.task)
    trainer.check_button.click()
    assert "score stays the same" in trainer.feedback.value and trainer.score.solved == 1


def test_level_switch_keeps_the_seed_and_links_deal_the_same_tasks():
    app = NumberTrackTrainerApp.from_params({"seed": "12", "level": "medium"})
    assert app.query() == "?seed=12&level=medium" and app.link.query == app.query()
    app.leveled.level.value = Level.HARD.value
    assert app.leveled.series.seed == 12 and app.query() == "?seed=12&level=hard"
    again = NumberTrackTrainerApp.from_params({"seed": "12", "level": "hard"})
    assert again.leveled.prompt.value == app.leveled.prompt.value
    for params in ({}, {"seed": "x", "level": "dragon"}, {"seed": "9" * 400}, {"level": ""}):
        NumberTrackTrainerApp.from_params(params)  # a link typed by people never raises
    app.seed.value = "7"
    assert app.leveled.series.seed == 7 and app.query().startswith("?seed=7")


def test_a_failing_task_shows_a_friendly_message_not_a_traceback(monkeypatch):
    trainer = NumberTrackTrainer(seed=3).start()

    def broken(_task: Any, _answer: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(type(trainer.task), "check", broken)
    answer_by_clicks(trainer, trainer.task)
    trainer.check_button.click()
    assert "Oops" in trainer.feedback.value and "boom" not in trainer.feedback.value


# ---- fuzz: anything the browser could send --------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)
PICKS = st.sampled_from(["red 14", "yellow 1", "green 20", "blue symbol 1", "tile 0", "tile 1", "tile 7", "tile -1",
                         "tile x", "purple 3", "", "red", "red 0", "red 21"])  # fmt: skip
ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("pick"), PICKS | st.text(max_size=20)),
        st.tuples(st.just("message"), JSON),
        st.tuples(st.just("type"), st.text(max_size=40) | st.integers().map(str)),
        st.tuples(st.sampled_from(["check", "hint", "new", "again", "clear", "enter"]), st.none()),
    ),
    max_size=25,
)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 50), level=st.sampled_from(["easy", "medium", "hard"]), actions=ACTIONS)
def test_no_input_a_widget_can_send_breaks_the_trainer(seed: int, level: str, actions: list[tuple[str, Any]]):
    trainer = NumberTrackTrainer(seed=seed, level=level).start()
    buttons = {"check": trainer.check_button, "hint": trainer.hint_button, "new": trainer.new_button,
               "again": trainer.again_button, "clear": trainer.clear_button}  # fmt: skip
    for action, value in actions:
        if action == "pick":
            pick(trainer, value)
        elif action == "message":
            trainer.board._on_front_end_msg(trainer.board, value, [])
            trainer.number_box._handle_custom_msg(value, [])
        elif action == "type":
            trainer.number_box.value = value
        elif action == "enter":
            press_enter(trainer)
        else:
            buttons[action].click()
        assert "Oops" not in trainer.feedback.value and "Traceback" not in trainer.feedback.value
        assert len(trainer.number_box.value) <= MAX_BOX_CHARS
        assert all(0 <= index < len(trainer.board.holder) for index in trainer.board.marked)
    assert trainer.score.solved <= trainer.score.tried
