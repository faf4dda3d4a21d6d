"""The Capture Trainer and the combination explorer, driven as a pupil would: clicking."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import ipywidgets as widgets
import pytest

from elevenkit.exercises.captures import STEPS, CaptureDifficulty
from elevenkit.widgets.common import ShareLink
from elevenkit.widgets.trainers.capture import CaptureTrainer, CaptureTrainerApp, difficulty_from_params
from elevenkit.widgets.views.explorer import CombinationExplorer


@pytest.fixture
def trainer() -> CaptureTrainer:
    return CaptureTrainer(STEPS["2"], seed=3).start()


def press(row_positions: list[int], trainer: CaptureTrainer) -> str:
    """Click the cards at ``row_positions`` (as the browser reports clicks), then Check."""
    for index in row_positions:
        trainer.table.toggle(index)
    trainer.check_button.click()
    return trainer.feedback.value


def test_correct_group_by_clicking(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    group = task.best.groups[-1]
    message = press(list(group.indices), trainer)
    assert "ek-right" in message and group.equation in message
    assert trainer.table.disabled == sorted(group.indices)
    assert trainer.table.selected == []
    assert group.equation in trainer.found_label.value
    for other in task.best.groups[:-1]:  # the task counts once, when the card has taken all it can
        assert "Score: no task done yet" in trainer.score_label.value
        press(list(other.indices), trainer)
    assert trainer.finished and "Score: 1 right the first time · streak 1" in trainer.score_label.value


def test_wrong_group_is_explained_and_breaks_the_streak(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    right = {group.indices for group in task.groups}
    wrong = next([i, j] for i in range(len(task.table)) for j in range(i + 1, len(task.table)) if (i, j) not in right)
    trainer.score.streak = trainer.score.best_streak = trainer.score.solved = trainer.score.tried = 2
    message = press(wrong, trainer)
    assert "ek-wrong" in message and ", not " in message
    assert trainer.table.selected == wrong  # the pupil can change the choice
    trainer.answer_button.click()  # the task ends unsolved: one task more, the streak is over
    assert "Score: 2 right with a hint or another go, 1 not yet · streak 0" in trainer.score_label.value


def test_partial_selection() -> None:
    trainer = CaptureTrainer(CaptureDifficulty(table_size=5, max_value=15), seed=1).start()
    for _ in range(30):
        bigger = [g for g in trainer.capture_task.groups if len(g.indices) >= 2]
        if bigger:
            break
        trainer.new_button.click()
    group = bigger[0]
    message = press(list(group.indices[:-1]), trainer)
    assert "Good start" in message and "add another card" in message
    assert "ek-info" in message and "ek-wrong" not in message  # a good start is no wrong answer
    assert "no task done yet" in trainer.score_label.value and not trainer.finished


def test_a_finished_turn_locks_the_table_until_the_next_task(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    groups = task.best.groups
    assert len(groups) >= 2, "level 2 with this seed deals a turn of several groups"
    for group in groups[:-1]:
        press(list(group.indices), trainer)
        assert not trainer.finished and trainer.table.selectable and "can take more" in trainer.feedback.value
    press(list(groups[-1].indices), trainer)
    assert trainer.finished and "taken everything it can" in trainer.feedback.value
    assert not trainer.table.selectable
    free = next(index for index in range(len(task.table)) if index not in task.taken)
    trainer.table.toggle(free)
    assert trainer.table.selected == []
    trainer.check_button.click()
    assert "This task is done" in trainer.feedback.value
    assert "Score: 1 right" in trainer.score_label.value and "not yet" not in trainer.score_label.value  # one task
    trainer.new_button.click()
    assert trainer.table.selectable
    assert not trainer.finished and trainer.table.disabled == []


def test_check_with_nothing_chosen_does_not_count(trainer: CaptureTrainer) -> None:
    trainer.check_button.click()
    assert "Choose one or more" in trainer.feedback.value
    assert "no task done yet" in trainer.score_label.value


def test_hints_come_in_order_then_run_out(trainer: CaptureTrainer) -> None:
    expected = trainer.capture_task.hints()
    seen = []
    for _ in expected:
        trainer.hint_button.click()
        seen.append(trainer.feedback.value)
    assert all(hint.replace("&#x27;", "'") in shown for hint, shown in zip(expected, seen))
    assert "Look for" in seen[0] and "whole group" in seen[-1]
    trainer.hint_button.click()
    assert (
        "whole group" in trainer.feedback.value and "That was the last hint. Press Show all" in trainer.feedback.value
    )


def test_hints_start_again_for_the_next_group(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    trainer.hint_button.click()
    trainer.hint_button.click()
    first = task.hints()
    press(list(task.best.groups[0].indices), trainer)
    trainer.hint_button.click()
    assert task.hints() != first and task.hints()[0] in trainer.feedback.value


def test_a_hint_rings_the_cards_it_names_until_the_pupil_picks() -> None:
    # a dealt table with a number on it twice, among the cards the hint names: the ring tells which
    trainer = next(
        trainer
        for trainer in (CaptureTrainer(STEPS["1"], seed=seed).start() for seed in range(1, 100))
        if any(
            trainer.capture_task.table.count(trainer.capture_task.table[i]) > 1
            for i in trainer.capture_task.hint_steps()[1].cards
        )
    )
    steps = trainer.capture_task.hint_steps()
    trainer.hint_button.click()
    assert trainer.table.marked == []  # "Look for 3 cards ...": no card named yet
    trainer.hint_button.click()
    assert trainer.table.marked == list(steps[1].cards) and "with the ring around it" in trainer.feedback.value
    ringed = [card for card in ET.fromstring(trainer.table.markup) if "ek-hinted" in (card.get("class") or "")]
    assert [card.get("data-index") for card in ringed] == [str(index) for index in steps[1].cards]
    trainer.table.toggle(0)  # the pupil picks again: the ring goes
    assert trainer.table.marked == []
    trainer.hint_button.click()
    assert trainer.table.marked == list(steps[2].cards)
    trainer.new_button.click()  # the next task: no ring left over
    assert trainer.table.marked == []


def test_after_a_right_group_the_rings_follow_the_new_hints(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    for _ in range(3):
        trainer.hint_button.click()
    press(list(task.best.groups[0].indices), trainer)
    assert trainer.table.marked == []
    steps = task.hint_steps()  # aimed at a group still on the table
    trainer.hint_button.click()
    trainer.hint_button.click()
    assert steps[1].text.replace("'", "&#x27;") in trainer.feedback.value
    assert trainer.table.marked == list(steps[1].cards)
    assert not set(trainer.table.marked) & task.taken


def test_are_there_more_and_show_all(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    trainer.more_button.click()
    assert "more group" in trainer.feedback.value
    for group in task.groups:
        assert group.equation not in trainer.feedback.value
    smallest = min(task.best.groups, key=lambda g: len(g.indices))
    press(list(smallest.indices), trainer)
    trainer.show_all_button.click()
    shown = trainer.feedback.value
    for equation in task.all_groups():
        assert f"<li>{equation}</li>" in shown
    assert "biggest capture" in shown and "You took" in shown


def test_same_task_again_and_new_task(trainer: CaptureTrainer) -> None:
    task = trainer.capture_task
    press(list(task.best.groups[0].indices), trainer)
    trainer.again_button.click()
    again = trainer.capture_task
    assert (again.played, again.table) == (task.played, task.table)
    assert again.found == [] and trainer.table.disabled == [] and trainer.found_label.value == ""
    trainer.new_button.click()
    assert trainer.series.number == 1


def test_same_seed_deals_the_same_tasks_in_two_trainers() -> None:
    def dealt(seed: int) -> list[tuple[list[str], list[str]]]:
        trainer = CaptureTrainer(STEPS["3"], seed=seed).start()
        out = []
        for _ in range(5):
            out.append((trainer.hand.cards, trainer.table.cards))
            trainer.new_button.click()
        return out

    assert dealt(9) == dealt(9)
    assert dealt(9) != dealt(10)


def test_keyboard_selection_at_trait_level(trainer: CaptureTrainer) -> None:
    """Enter or Space on a card does what the browser reports: the card's index joins ``selected``."""
    group = trainer.capture_task.groups[0]
    trainer.table.selected = list(group.indices)  # as cards.js sends it after Enter/Space
    trainer.check_button.click()
    assert "ek-right" in trainer.feedback.value
    trainer.table.toggle(group.indices[0])  # a taken card ignores the key
    assert trainer.table.selected == []


def test_app_reads_the_link_and_controls_deal_anew() -> None:
    app = CaptureTrainerApp.from_params({"seed": "12", "level": "3", "deck": "subtraction", "size": "7"})
    assert app.trainer.series.seed == 12
    difficulty = app.trainer.series.difficulty
    assert (difficulty.deck, difficulty.table_size, difficulty.one_eleven) == ("subtraction", 7, True)
    assert "seed=12" in app.link.query and "deck=subtraction" in app.link.query
    app.size.value = 4
    assert len(app.trainer.table.cards) == 4 and "size=4" in app.link.query
    app.wilds.value = True
    assert app.trainer.series.difficulty.wilds and app.trainer.series.number == 0


@pytest.mark.parametrize(("level", "expected"), [("easy", "1"), ("medium", "3"), ("hard", "4"), ("6", "6"), ("x", "1")])
def test_link_level_by_number_or_word(level: str, expected: str) -> None:
    app = CaptureTrainerApp.from_params({"seed": "7", "level": level})
    assert app.trainer.series.difficulty == STEPS[expected]


def test_class_code_takes_digits_only() -> None:
    app = CaptureTrainerApp(seed=5).start()
    first = (app.trainer.hand.cards, app.trainer.table.cards)
    assert first[0] and first[1]
    app.seed.value = "1e5"
    assert app.trainer.series.seed == 5 and "whole number" in app.seed_note.value
    assert (app.trainer.hand.cards, app.trainer.table.cards) == first and "seed=5&" in app.link.query
    app.seed.value = " 15 "
    assert app.trainer.series.seed == 15 and app.seed_note.value == "" and "seed=15&" in app.link.query


def test_share_link_deals_the_same_tasks_again() -> None:
    app = CaptureTrainerApp.from_params({"seed": "9", "level": "3"})
    assert isinstance(app.link, ShareLink) and app.link.query.startswith("?seed=9&size=6&")
    query = dict(part.split("=") for part in app.link.query[1:].split("&"))
    again = CaptureTrainerApp.from_params(query)
    assert again.trainer.series.difficulty == STEPS["3"] and again.trainer.series.seed == 9
    app.deck.value = "mixed"
    assert "deck=mixed" in app.link.query


def test_teacher_settings_open_with_a_real_button() -> None:
    app = CaptureTrainerApp()
    assert isinstance(app.settings_button, widgets.ToggleButton) and app.settings.layout.display == "none"
    app.settings_button.value = True
    assert app.settings.layout.display == "flex"
    app.settings_button.value = False
    assert app.settings.layout.display == "none"


def test_bad_link_values_fall_back() -> None:
    difficulty = difficulty_from_params({"size": "99", "max": "x", "deck": "nonsense", "wilds": "7"})
    assert difficulty == CaptureDifficulty(table_size=12, max_value=10, wilds=True)
    small = difficulty_from_params({"size": "12", "max": "3"})
    assert small.table_size == STEPS["1"].table_size


def test_explorer_counts_every_way() -> None:
    explorer = CombinationExplorer("2 3 4 5 7 8 9 10", target=12)
    assert "6 different ways to make 12" in explorer.answer.value
    assert explorer.ways()[0] == "12 = 2 + 10"
    explorer.target.value = 5
    assert "2 different ways to make 5" in explorer.answer.value
    explorer.table_text.value = "6 6 5 1-11"
    explorer.target.value = 11
    assert explorer.ways() == ["11 = 11", "11 = 5 + 6"]
    explorer.table_text.value = "6 banana"
    assert "banana" in explorer.answer.value and explorer.cards.cards == ["6", "6", "5", "1-11"]


def test_settings_too_big_for_their_numbers_get_a_note_and_keep_the_tasks() -> None:
    app = CaptureTrainerApp(CaptureDifficulty(table_size=3, max_value=4), seed=2).start()
    before = (app.trainer.table.cards, app.link.query)
    app.size.value = 12  # 12 table cards from the numbers up to 4: too few cards to deal
    assert "Too few cards" in app.trainer.feedback.value
    assert (app.trainer.table.cards, app.link.query) == before


def test_show_all_is_drawn_from_the_solution_parts(trainer: CaptureTrainer) -> None:
    from elevenkit.exercises.captures.parts import solution_words

    words = solution_words(trainer.capture_task.solution_parts())
    trainer.show_all_button.click()
    shown = trainer.feedback.value
    assert shown.count("<li>") == len(words.items) == len(trainer.capture_task.all_groups())
    assert words.heading in shown and all(note in shown for note in words.notes)


def test_lesson_notebooks_show_a_task_as_its_cards() -> None:
    from elevenkit.exercises.captures import capture_task, unknown_task, ways_task
    from elevenkit.widgets.views.pictures import picture_html, register_task_pictures

    task = capture_task("7", "2 5 = 1-11")
    shown = picture_html(task.picture())
    assert task.prompt in shown and shown.count("<svg") == 5
    assert 'aria-label="card one-eleven"' in shown and "Your card" in shown

    class Formatter:
        def __init__(self) -> None:
            self.printers: dict[type, object] = {}

        def for_type(self, kind: type, printer: object) -> None:
            self.printers[kind] = printer

    class Shell:
        def __init__(self) -> None:
            self.display_formatter = type("Display", (), {"formatters": {"text/html": Formatter()}})()

    shell = Shell()
    assert register_task_pictures(shell)
    printers = shell.display_formatter.formatters["text/html"].printers
    for each in (task, ways_task(12, "2 10 5 7"), unknown_task("14", "3 =")):
        assert printers[type(each)](each) == picture_html(each.picture())
    assert register_task_pictures() is False  # plain Python, no notebook: nothing to register


# ---- issue 16: every click answered, Show all ends the task, attempts as the teacher reads them ------
def test_clicks_on_your_own_card_on_a_taken_card_and_on_a_done_table_are_answered(trainer: CaptureTrainer) -> None:
    trainer.hand._on_front_end_msg(trainer.hand, {"event": "pick", "value": "0"}, [])
    assert "That is your card" in trainer.feedback.value
    group = trainer.capture_task.best.groups[0]
    press(list(group.indices), trainer)
    trainer.table._on_front_end_msg(trainer.table, {"event": "pick", "value": str(group.indices[0])}, [])
    assert "That card is already taken" in trainer.feedback.value
    trainer.show_all_button.click()
    assert trainer.finished and not trainer.table.selectable and "ek-show-all" in trainer.feedback.value
    free = next(i for i in range(len(trainer.capture_task.table)) if i not in trainer.capture_task.taken)
    trainer.table._on_front_end_msg(trainer.table, {"event": "pick", "value": str(free)}, [])
    assert "This task is done" in trainer.feedback.value and trainer.table.selected == []
    assert "ek-show-all" in trainer.feedback.value and "<li>" in trainer.feedback.value  # the list stays


def test_attempts_name_the_cards_and_the_misconception(trainer: CaptureTrainer) -> None:
    from elevenkit.exercises.attempts import attempt_log

    seen = []
    attempt_log.subscribe(seen.append)
    try:
        task = trainer.capture_task
        groups = [set(group.indices) for group in task.remaining()]
        free = range(len(task.table))
        wrong = next([a, b] for a in free for b in free if a < b and not any({a, b} <= g for g in groups))
        press(wrong, trainer)
        trainer.check_button.click()  # Check again on the same cards: not counted, not recorded
    finally:
        attempt_log.unsubscribe(seen.append)
    assert len(seen) == 1 and trainer.session.flow.wrong_answers == 1 and trainer.score.tried == 0
    attempt = seen[0]
    assert attempt.activity == "capture-trainer" and attempt.task_id == f"3:{trainer.series.number}"
    assert attempt.answer == ", ".join(str(task.table[i]) for i in wrong)
    assert attempt.category in ("wrong-total", "too-many-cards") and not attempt.correct and attempt.counted


def test_the_task_number_and_the_class_show_with_the_question() -> None:
    app = CaptureTrainerApp.from_params({"seed": "9", "tasks": "10", "class": "4b"})
    assert "Task 1 of 10 · class 4b" in app.trainer.task_info.value
    assert "Rule:" in app.trainer.prompt.value and "table cards:" in app.trainer.prompt.value
    assert "tasks=10" in app.link.query and "class=4b" in app.link.query


def test_hint_after_the_last_says_so_and_rings_the_cards_again(trainer: CaptureTrainer) -> None:
    steps = trainer.capture_task.hint_steps()
    for _step in steps:
        trainer.hint_button.click()
    rings = list(trainer.table.marked)
    assert rings and steps[-1].text.split(":")[0] in trainer.feedback.value
    free = next(i for i in range(len(trainer.capture_task.table)) if i not in trainer.capture_task.taken)
    trainer.table.toggle(free)  # a pick: the rings go
    assert trainer.table.marked == []
    trainer.hint_button.click()  # one more than there are
    message = trainer.feedback.value
    assert message.index("That was the last hint. Press Show all to see every way.") < message.index(
        steps[-1].text.split(":")[0]
    )
    assert trainer.table.marked == rings and trainer.hints.shown == len(steps)


@pytest.mark.parametrize("seed", range(1, 21))
def test_a_right_group_ends_with_a_full_stop_before_the_next_sentence(seed: int) -> None:
    trainer = CaptureTrainer(STEPS["3"], seed=seed).start()
    taken = []
    while not trainer.finished:
        group = trainer.capture_task.remaining()[0]
        feedback = trainer.check(list(group.indices))
        assert feedback.correct and feedback.message.startswith(f"Right! {group.equation}. Your card "), feedback
        taken.append(group)
    again = trainer.capture_task.check(list(taken[0].indices))
    assert again.message == f"Right! {taken[0].equation}. You found this group already."
