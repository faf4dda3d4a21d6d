"""The Wraparound Clock trainer, driven by clicks as a pupil would: right, wrong, hints, keys, seeds."""

from __future__ import annotations

import html
import re

import pytest

from elevenkit.exercises.attempts import Attempt, attempt_log
from elevenkit.exercises.wraparound import DIFFICULTIES, BullTask, DistanceTask, FitTask, PilesTask, counting_path
from elevenkit.widgets.common.answers import MAX_BOX_CHARS
from elevenkit.widgets.trainers import WraparoundTrainer, WraparoundTrainerApp
from tests.helpers.thoroughness import thinned


def deal_until(trainer: WraparoundTrainer, kind: type, limit: int = 60):
    """Press New task until a task of ``kind`` comes (the series is seeded: always the same one).

    Each task moved on from counts as a task tried, not solved."""
    for _ in range(limit):
        if isinstance(trainer.task, kind):
            return trainer.task
        trainer.new_button.click()
    raise AssertionError(f"no {kind.__name__} in {limit} tasks")


def click_numbers(trainer: WraparoundTrainer, numbers) -> None:
    """Click numbers on the circle: the message the browser sends on a click, Enter or Space."""
    for number in numbers:
        trainer.circle._on_front_end_msg(trainer.circle, {"event": "pick", "number": number}, [])


def test_right_answer_by_clicks_scores_and_lights_up_the_circle():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, FitTask)
    assert task.prompt in trainer.prompt.value
    assert trainer.circle.piles == [task.top] and trainer.circle.hand == list(task.hand)
    assert not trainer.circle.show_fit and not trainer.circle.show_windows  # the picture does not tell
    skipped = trainer.score.tried
    click_numbers(trainer, reversed(task.right))
    assert trainer.circle.selected == list(reversed(task.right))
    assert ", ".join(map(str, trainer.circle.selected)) in trainer.choice.value
    trainer.check_button.click()
    assert "ek-right" in trainer.feedback.value and "Right!" in trainer.feedback.value
    assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (1, skipped + 1, 1)
    left = f", {skipped} not yet" if skipped else ""
    assert f"Score: 1 right the first time{left} · streak 1" in trainer.score_label.value
    assert trainer.circle.show_fit and trainer.circle.show_windows


def test_wrong_answer_explains_and_breaks_the_streak():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, FitTask)
    wrong = next(card for card in task.hand if card not in task.right)
    trainer.score.streak = 3  # three tasks solved in a row before
    skipped = trainer.score.tried
    click_numbers(trainer, [wrong])
    trainer.check_button.click()
    assert "ek-wrong" in trainer.feedback.value
    assert f"{wrong} does not fit on {task.top}" in trainer.feedback.value
    assert not trainer.circle.show_fit  # a wrong answer does not give the answer away
    assert trainer.score.tried == skipped  # the task is not over: it counts when it ends
    click_numbers(trainer, [wrong])  # off again
    click_numbers(trainer, task.right)
    trainer.check_button.click()
    assert (trainer.score.solved, trainer.score.tried, trainer.score.streak) == (1, skipped + 1, 0)
    assert trainer.score.first_time == 0 and "Score: 1 right with a hint or another go" in trainer.score_label.value


def test_nothing_chosen_is_a_friendly_note_not_a_wrong_answer():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    deal_until(trainer, FitTask)
    trainer.check_button.click()
    assert "Choose your answer first" in trainer.feedback.value
    assert trainer.outcomes.get(trainer.series.number) is None and trainer.session.flow.wrong_answers == 0


def press_enter(trainer: WraparoundTrainer) -> None:
    """What the browser sends when the pupil presses Enter in the answer box."""
    trainer.number_box._handle_custom_msg({"event": "submit"}, [])


def test_typed_distance_answer():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, DistanceTask)
    assert trainer.number_box.layout.display is None and trainer.choice.layout.display == "none"
    assert not trainer.circle.show_steps
    for unreadable in ("abc", "nine or ten", "1+8"):
        trainer.number_box.value = unreadable
        trainer.check_button.click()
        assert "ek-info" in trainer.feedback.value and "Type" in trainer.feedback.value, unreadable
    assert trainer.session.flow.wrong_answers == 0  # unreadable answers are not wrong answers
    trainer.number_box.value = f"{task.answer} steps"
    press_enter(trainer)  # Enter checks, like the Check button
    assert "ek-right" in trainer.feedback.value and trainer.score.first_time == 1
    trainer.new_button.click()
    task = deal_until(trainer, DistanceTask)
    trainer.number_box.value = str(task.answer + 1)
    trainer.check_button.click()
    assert "ek-wrong" in trainer.feedback.value and f"not to {task.card}" in trainer.feedback.value
    trainer.number_box.value = str(task.answer)
    trainer.check_button.click()
    assert "ek-right" in trainer.feedback.value
    assert trainer.circle.show_steps and trainer.circle.path[-1] == task.card


def test_a_pasted_page_of_digits_is_cut_short_and_gets_a_friendly_note():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    deal_until(trainer, DistanceTask)
    trainer.number_box.value = "1" * 5000
    assert len(trainer.number_box.value) == MAX_BOX_CHARS
    press_enter(trainer)
    assert "That number is too big" in trainer.feedback.value and "4300" not in trainer.feedback.value
    assert trainer.session.flow.wrong_answers == 0 and not trainer.finished


def test_the_counting_path_does_not_give_the_answer_away_before_a_hint_or_check():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, PilesTask)
    pile = task.right[0]
    click_numbers(trainer, [pile])  # choosing a pile used to draw "92 → … → 100 / 8 steps"
    assert trainer.circle.selected == [pile]
    assert trainer.circle.path == [] and trainer.circle.path_text == ""
    assert not any("step" in label for label in trainer.circle.labels)
    trainer.hint_button.click()  # the first hint draws the arrows, still without the count
    assert trainer.circle.path == counting_path(trainer.circle.path_start, task.card)
    assert "count the arrows" in trainer.circle.path_text and "steps" not in trainer.circle.path_text
    trainer.again_button.click()
    assert trainer.circle.path == []
    click_numbers(trainer, task.right)
    trainer.check_button.click()  # right: now the whole count is shown
    assert "ek-right" in trainer.feedback.value and "steps" in trainer.circle.path_text

    task = deal_until(trainer, FitTask)
    click_numbers(trainer, [task.hand[0]])
    assert trainer.circle.path == [] and trainer.circle.path_text == ""
    wrong = next(card for card in task.hand if card not in task.right)
    click_numbers(trainer, [task.hand[0], wrong])
    trainer.check_button.click()  # a checked wrong answer: its sentence says the count, so does the picture
    steps = len(counting_path(task.top, wrong))
    assert trainer.circle.path == counting_path(task.top, wrong) and f"{steps} steps" in trainer.feedback.value
    assert trainer.circle.path_text.endswith(f"{steps} steps") and not trainer.circle.show_fit


def test_hints_come_one_by_one_and_light_up_the_circle_step_by_step():
    trainer = WraparoundTrainer(seed=3, level="medium").start()
    task = deal_until(trainer, BullTask)
    hints = task.hints()
    trainer.hint_button.click()
    assert html.escape(hints[0]) in trainer.feedback.value and "ek-hint" in trainer.feedback.value
    assert trainer.circle.show_windows and not trainer.circle.show_fit
    for _ in hints[1:]:
        trainer.hint_button.click()
    assert trainer.circle.show_fit and trainer.hints.remaining == 0
    last = trainer.feedback.value
    trainer.hint_button.click()  # a note that it was the last, and the last hint again under it
    assert "That was the last hint. Press Show the answer" in trainer.feedback.value
    assert last.split("</span>")[1].split("<")[0].strip() in trainer.feedback.value
    assert trainer.session.flow.wrong_answers == 0 and not trainer.finished  # hints are not answers


def test_bull_order_by_keyboard_picks_and_same_task_again():
    trainer = WraparoundTrainer(seed=3, level="medium").start()
    task = deal_until(trainer, BullTask)
    click_numbers(trainer, list(reversed(task.right)))  # farthest first: wrong order
    trainer.check_button.click()
    assert "not the right order" in trainer.feedback.value
    prompt, number = trainer.prompt.value, trainer.series.number
    trainer.again_button.click()
    assert trainer.prompt.value == prompt and trainer.series.number == number
    assert trainer.circle.selected == [] and trainer.feedback.value == ""
    click_numbers(trainer, task.right)
    trainer.check_button.click()
    assert "ek-right" in trainer.feedback.value and trainer.score.streak == 1


def test_same_seed_same_tasks_for_the_whole_class():
    first = WraparoundTrainer(seed=42, level="hard").start()
    second = WraparoundTrainer(seed=42, level="hard").start()
    for _ in range(6):
        assert first.prompt.value == second.prompt.value
        assert first.circle.piles == second.circle.piles and first.circle.hand == second.circle.hand
        first.new_button.click()
        second.new_button.click()
    other = WraparoundTrainer(seed=43, level="hard").start()
    assert other.prompt.value != WraparoundTrainer(seed=42, level="hard").start().prompt.value
    assert "Task 7" in first.task_info.value and "42" not in first.task_info.value  # no task list number


def test_level_switch_keeps_the_seed_and_from_params_never_raises():
    trainer = WraparoundTrainer(seed=9, level="easy").start()
    trainer.level.value = "hard"
    assert trainer.series.difficulty == DIFFICULTIES["hard"] and trainer.series.seed == 9
    assert trainer.series.number == 0
    app = WraparoundTrainerApp.from_params({"seed": "12", "level": "Medium"}).trainer
    assert app.series.seed == 12 and app.series.difficulty == DIFFICULTIES["medium"]
    fallback = WraparoundTrainerApp.from_params({"seed": "<script>", "level": "impossible"}).trainer
    assert fallback.series.seed == 1 and fallback.series.difficulty == DIFFICULTIES["easy"]
    assert WraparoundTrainerApp.from_params({"seed": "99999999999"}).trainer.series.seed == 10**9


def test_a_failing_task_shows_a_friendly_message_not_a_traceback(monkeypatch):
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, PilesTask)
    click_numbers(trainer, task.right)

    def broken(self, answer):
        raise RuntimeError("boom")

    monkeypatch.setattr(PilesTask, "check", broken)  # tasks are frozen: patch the class
    trainer.check_button.click()
    assert "Oops" in trainer.feedback.value and "Traceback" not in trainer.feedback.value
    trainer.new_button.click()
    assert trainer.feedback.value == ""


def test_app_share_link_carries_seed_and_level_and_deals_the_same_tasks():
    app = WraparoundTrainerApp.from_params({"seed": "21", "level": "hard"})
    assert app.link.query == "?seed=21&level=hard" and app.trainer.series.number == 0
    assert app.trainer.prompt.value  # from_params deals the first task
    app.trainer.level.value = "medium"
    assert app.link.query == "?seed=21&level=medium"
    query = dict(part.split("=") for part in app.link.query[1:].split("&"))
    again = WraparoundTrainerApp.from_params(query)
    assert again.trainer.prompt.value == app.trainer.prompt.value
    app.seed.value = "7e3"
    assert "whole number" in app.seed_note.value and app.trainer.series.seed == 21
    app.seed.value = "8"
    assert app.trainer.series.seed == 8 and app.trainer.series.difficulty == DIFFICULTIES["medium"]
    assert app.link.query == "?seed=8&level=medium" and app.seed_note.value == ""
    assert app.settings.layout.display == "none"
    app.settings_button.value = True
    assert app.settings.layout.display == "flex"


def test_unknown_level_is_refused_by_the_trainer():
    with pytest.raises(ValueError, match="'expert'"):
        WraparoundTrainer(seed=1, level="expert")


def test_an_empty_box_and_the_clear_button():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    deal_until(trainer, DistanceTask)
    trainer.number_box.value = "   "
    trainer.check_button.click()
    assert "Write a number first" in trainer.feedback.value and trainer.session.flow.wrong_answers == 0
    task = deal_until(trainer, FitTask)
    click_numbers(trainer, task.hand[:2])
    assert trainer.circle.selected == list(task.hand[:2])
    trainer.clear_button.click()
    assert trainer.circle.selected == [] and "Your choice: —" in trainer.choice.value


# ---- issue 16: every click answered, the picture agrees with the words, counted once ----------------
def test_a_click_the_task_cannot_use_is_answered_in_words():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, DistanceTask)
    click_numbers(trainer, [task.top])
    assert "In this task, type the number of steps in the box" in trainer.feedback.value
    task = deal_until(trainer, PilesTask)
    click_numbers(trainer, [task.card])  # the starred card
    assert f"That is the card {task.card} the question is about" in trainer.feedback.value
    assert trainer.circle.selected == []


def test_a_finished_task_locks_the_circle_and_says_so():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, FitTask)
    click_numbers(trainer, task.right)
    trainer.check_button.click()
    assert trainer.circle.locked and trainer.finished
    other = next(card for card in task.hand if card not in task.right)
    click_numbers(trainer, [other])
    assert other not in trainer.circle.selected
    assert "Right!" in trainer.feedback.value and "This task is done. Press New task" in trainer.feedback.value
    trainer.new_button.click()
    assert not trainer.circle.locked and not trainer.number_box.disabled


def test_the_count_drawn_is_the_one_the_feedback_speaks_of():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, PilesTask)
    wrong = next(top for top in task.tops if top not in task.right)
    click_numbers(trainer, [wrong])
    trainer.check_button.click()
    assert f"does not fit on {wrong}" in trainer.feedback.value
    assert trainer.circle.path_start == wrong and trainer.circle.path[-1] == task.card
    trainer.new_button.click()
    task = deal_until(trainer, DistanceTask)
    trainer.number_box.value = str(task.answer + 2)
    trainer.check_button.click()
    landing = trainer.circle.path[-1]
    assert f"take you to {landing}, not to {task.card}" in trainer.feedback.value
    trainer.number_box.value = str(task.answer)
    trainer.check_button.click()
    assert trainer.circle.path[-1] == task.card


def test_check_again_on_the_same_choice_counts_once():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, FitTask)
    wrong = next(card for card in task.hand if card not in task.right)
    seen: list[Attempt] = []
    attempt_log.subscribe(seen.append)
    try:
        click_numbers(trainer, [wrong])
        trainer.check_button.click()
        trainer.check_button.click()
        assert len(seen) == 1 and "You checked this answer already" in trainer.feedback.value
        click_numbers(trainer, task.right)  # another answer counts again
        trainer.check_button.click()
        assert len(seen) == 2 and "ek-wrong" in trainer.feedback.value
        click_numbers(trainer, [wrong])  # off and on again: chosen last now, but the same set of cards
        click_numbers(trainer, [wrong])
        trainer.check_button.click()
        assert len(seen) == 2 and "You checked this answer already" in trainer.feedback.value
        assert trainer.session.flow.wrong_answers == 2
    finally:
        attempt_log.unsubscribe(seen.append)


def test_hints_about_piles_draw_the_count_of_the_pile_they_name():
    trainer = WraparoundTrainer(seed=3, level="easy").start()
    task = deal_until(trainer, PilesTask)
    trainer.hint_button.click()
    for index, top in enumerate(task.tops):
        trainer.hint_button.click()
        assert f"From {top} up to {task.card}" in trainer.feedback.value
        assert trainer.circle.path_start == top, index


def test_a_pupil_in_a_class_cannot_change_the_set_up() -> None:
    from elevenkit.widgets.trainers.wraparound import WraparoundTrainerApp

    alone = WraparoundTrainerApp.from_params({"seed": "7"})
    assert alone.leveled.level.layout.display != "none" and alone.settings_button.layout.display != "none"
    in_class = WraparoundTrainerApp.from_params({"seed": "7", "class": "4B", "level": "medium"})
    assert in_class.leveled.level.value == "medium"
    assert in_class.leveled.level.layout.display == "none"
    assert in_class.settings_button.layout.display == "none" and in_class.settings.layout.display == "none"


# ---- the second classroom trial (issue 16): every click answered, the arc shows what the words say --
def arc_numbers_drawn(trainer: WraparoundTrainer) -> set[int]:
    """The numbers drawn on the big arc (not on the small whole circle)."""
    arc = re.split(r'<div class="ek-nc-arc"[^>]*>', trainer.circle.markup, maxsplit=1)[1].split(
        '<div class="ek-nc-below">'
    )[0]
    return {int(n) for n in re.findall(r'data-number="(\d+)"', arc)}


def test_seed_7_a_wrong_pile_draws_the_count_its_sentence_speaks_of_on_an_arc_showing_both_piles():
    trainer = WraparoundTrainer(seed=7, level="easy").start()
    task = trainer.task
    assert isinstance(task, PilesTask) and task.tops == (66, 56) and task.card == 61
    assert {66, 56, 61} <= arc_numbers_drawn(trainer)  # pile A was missing in the trial
    click_numbers(trainer, [66])
    trainer.check_button.click()
    assert "61 does not fit on 66" in trainer.feedback.value and "95 steps" in trainer.feedback.value
    assert trainer.circle.path_start == 66 and trainer.circle.path[-1] == 61 and len(trainer.circle.path) == 95
    assert {66, 100, 1, 56, 61} <= arc_numbers_drawn(trainer)
    # the sentence says 95 steps: the picture numbers the steps and says the same count
    assert "95 steps" in trainer.circle.markup.split("ek-nc-below")[0]
    # a click on a number, then on the small circle: answered, and the count drawn stays
    click_numbers(trainer, [58])
    assert "press the button of pile A (66) or pile B (56)" in trainer.feedback.value
    trainer.circle._on_front_end_msg(trainer.circle, {"event": "pick", "value": "overview"}, [])
    assert "The small circle only shows where these numbers are" in trainer.feedback.value
    assert trainer.circle.path_start == 66 and trainer.circle.path[-1] == 61


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_count_drawn_is_the_feedbacks_or_hints_and_the_arc_shows_every_pile_top_and_card(level: str) -> None:
    for seed in thinned(range(8)):  # every seed in make test, two in make check
        trainer = WraparoundTrainer(seed=seed, level=level).start()
        for _ in range(4):
            task = trainer.circle_task
            scene = task.scene
            named = set(scene.tops) | ({scene.focus} if scene.focus else set())
            assert named <= arc_numbers_drawn(trainer), (seed, task)
            answers = [str(n) for n in (3, 12, 50)] if scene.answer == "number" else [[n] for n in task.options]
            for answer in answers:
                trainer.session.flow.notice_repeats = False  # each answer is a fresh check
                if scene.answer == "number":
                    trainer.number_box.value = answer
                    result = trainer.check(trainer.read_answer())
                else:
                    trainer.circle.selected = answer
                    result = trainer.check(trainer.read_answer())
                if trainer.finished:
                    break
                count = getattr(result, "count", None)
                if count is None:
                    assert not trainer.circle.path, (seed, task, answer)
                else:
                    assert (trainer.circle.path_start, trainer.circle.path[-1]) == count, (seed, task, answer)
                    assert named | set(count) <= arc_numbers_drawn(trainer), (seed, task, answer)
            trainer.new_button.click()


def test_a_finished_task_answers_a_click_on_the_small_circle_too():
    trainer = WraparoundTrainer(seed=7, level="easy").start()
    click_numbers(trainer, [56])
    trainer.check_button.click()
    assert trainer.finished
    trainer.circle._on_front_end_msg(trainer.circle, {"event": "pick", "value": "overview"}, [])
    assert "This task is done. Press New task" in trainer.feedback.value


def arc_order(trainer: WraparoundTrainer) -> list[int]:
    """The numbers on the big arc, left to right."""
    arc = re.split(r'<div class="ek-nc-arc"[^>]*>', trainer.circle.markup, maxsplit=1)[1].split(
        '<div class="ek-nc-below">'
    )[0]
    return [int(n) for n in re.findall(r'<g class="ek-nc-num[^"]*" data-number="(\d+)"', arc)]


def test_trial_4b_seed_7_medium_the_arc_keeps_the_piles_in_counting_order_through_hints_and_answers():
    """Task 3 of ?seed=7&level=medium: piles A 26, B 18, C 23, card 32 (the trial's case)."""
    trainer = WraparoundTrainer(seed=7, level="medium").start()
    task = deal_until(trainer, PilesTask)
    assert (task.tops, task.card) == ((26, 18, 23), 32)
    first = arc_order(trainer)
    assert [n for n in first if n in (18, 23, 26, 32)] == [18, 23, 26, 32]
    for press in ("hint", "hint", "wrong", "right"):
        if press == "hint":
            trainer.hint_button.click()
        else:
            trainer.circle.selected = [18] if press == "wrong" else list(task.right)
            trainer.check_button.click()
        assert arc_order(trainer) == first, press  # the same picture, never redrawn from the chosen pile
    assert trainer.finished


def test_a_wrong_pile_numbers_the_steps_its_sentence_speaks_of():
    trainer = WraparoundTrainer(seed=7, level="medium").start()
    deal_until(trainer, PilesTask)
    trainer.circle.selected = [18]
    trainer.check_button.click()
    assert "32 does not fit on 18" in trainer.feedback.value and "14 steps" in trainer.feedback.value
    arc = trainer.circle.markup.split("ek-nc-below")[0]
    steps = re.findall(r'class="ek-nc-step"[^>]*>(\d+)<', arc)
    assert steps and steps[-1] == "14"  # the last arrow says 14, as the sentence does
    trainer.hint_button.click()  # a hint after it: the pupil counts again, no numbers given
    assert not re.findall(r'class="ek-nc-step"[^>]*>(\d+)<', trainer.circle.markup.split("ek-nc-below")[0])


def test_a_how_far_task_draws_no_pile_band():
    trainer = WraparoundTrainer(seed=7, level="medium").start()
    deal_until(trainer, DistanceTask)
    trainer.hint_button.click()
    assert trainer.circle.path and "ek-nc-band" not in trainer.circle.markup
    assert not trainer.circle.show_windows


@pytest.mark.parametrize("how", ["solved", "shown"])
def test_a_reload_onto_a_finished_task_keeps_the_circle_and_box_locked_with_the_count_drawn(how: str):
    trainer = WraparoundTrainer(seed=7, level="medium").start()
    task = deal_until(trainer, DistanceTask)
    if how == "solved":
        trainer.number_box.value = str(task.answer)
        trainer.check_button.click()
    else:
        trainer.answer_button.click()
    assert trainer.finished
    kept = dict(trainer.browser.state)
    again = WraparoundTrainer(seed=7, level="medium").start()
    again.browser._on_front_end_msg(again.browser, {"event": "loaded", "state": kept, "query": {}}, [])
    assert again.series.number == trainer.series.number and again.finished
    assert again.circle.locked and again.number_box.disabled and again.clear_button.disabled
    assert (again.circle.path_start, again.circle.path[-1]) == (task.top, task.card)
    assert again.circle.show_steps  # the finished picture: every step numbered
    again.number_box.value = "3"
    again.check_button.click()
    assert "Press New task" in again.feedback.value
