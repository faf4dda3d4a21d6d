"""Issue 22, judged wrongly or for the wrong reason: several groups at once are right, a card used
twice is its own mistake, what the pupil wrote is judged against the table first."""

from __future__ import annotations

import re

import pytest

from elevenkit.exercises.captures import TaskPicture, capture_task
from elevenkit.exercises.lessons import LESSONS, check_equation, equation_task, lesson
from elevenkit.exercises.lessons.lesson06 import BothFitProblem
from elevenkit.exercises.lessons.lesson07 import MemoryTakeTask, PrimesUpToProblem
from elevenkit.exercises.lessons.problems import ways_problem
from elevenkit.exercises.lessons.track_problems import MissingNumbersProblem
from elevenkit.exercises.number_track import TrackScene
from elevenkit.exercises.wraparound import Scene
from elevenkit.oneeleven import Card, captures, parse_cards


def judge(answer: object, card: str, table: str, deck: str = "addition"):
    return check_equation(answer, Card.parse(card), parse_cards(table), deck)[0]


# ---- 1: several groups at once ------------------------------------------------------------------
def test_choosing_every_card_of_several_groups_at_once_is_right():
    task = capture_task("10", "10 3 7 4 6")  # lesson 02, Task 6
    result = task.check([0, 1, 2, 3, 4])
    assert result.correct and result.counted and result.done, result.message
    assert "10 = 3 + 7" in result.message and "10 = 4 + 6" in result.message
    assert task.taken == {0, 1, 2, 3, 4}


def test_two_of_three_groups_at_once_are_right_and_the_third_is_still_to_take():
    task = capture_task("10", "10 3 7 4 6")
    first = task.check([1, 2, 3, 4])
    assert first.correct and not first.done and "more" in first.message
    assert task.check([0]).done


def test_several_groups_typed_at_once_are_right_too():
    task = capture_task("10", "10 3 7 4 6")
    assert task.check("3 + 7, 4 + 6").correct


@pytest.mark.parametrize(
    ("card", "table", "deck"),
    [("10", "10 3 7 4 6", "addition"), ("7", "15 8 3 10", "subtraction"), ("6", "1-11 5 6 2 4", "addition")],
)
def test_every_capture_the_game_allows_is_right_when_chosen_at_once(card, table, deck):
    for capture in captures(Card.parse(card), parse_cards(table), deck):
        task = capture_task(card, table, deck)
        result = task.check(list(capture.indices))
        assert result.correct, (capture, result.message)


def test_cards_that_split_into_groups_plus_one_card_too_many_are_wrong_and_say_so():
    task = capture_task("10", "10 3 7 4 6 2")
    result = task.check([0, 1, 2, 5])
    assert not result.correct and result.counted and result.category == "too-many-cards"
    assert "which one?" in result.message and "30" not in result.message


def test_two_groups_of_different_values_are_not_one_capture():
    task = capture_task("1-11", "3 2 9 2", "mixed")  # 1 = 3 − 2 and 11 = 9 + 2: one value in one turn
    assert task.check([0, 1]).correct and task.check([0, 1, 2, 3]).correct is False
    task = capture_task("1-11", "3 2 9 2", "mixed")
    result = task.check([0, 1, 2, 3])
    assert not result.correct


def test_the_lessons_say_several_groups_may_be_chosen_at_once():
    for lesson_id, title in (("02", "Task 6"), ("04", "Task 4")):
        step = next(step for step in lesson(lesson_id).steps if step.title.startswith(title))
        assert "groups at once" in step.text, step.text


# ---- 2: the real mistake ----------------------------------------------------------------------------
def test_a_card_used_twice_is_its_own_mistake():
    feedback = judge("15=3+4+5+3", "15", "3 4 5 6")
    assert not feedback.correct and feedback.counted
    assert feedback.category == "used-a-card-twice"
    assert "Each card counts once" in feedback.message and "There is no 3" not in feedback.message


def test_the_table_is_checked_before_the_deck():
    feedback = judge("5-2", "15", "3 4 5 6")
    assert feedback.category == "card-not-on-table" and "There is no 2" in feedback.message
    assert "5 + 2 = 7" not in feedback.message


def test_a_card_used_twice_in_the_capture_task_and_the_ways_problem():
    task = capture_task("15", "3 4 5 6")
    assert task.check("15 = 3 + 4 + 5 + 3").category == "used-a-card-twice"
    named = task.check("3 + 3 + 4 + 5")
    assert not named.counted and "Each card counts once" in named.message
    problem = ways_problem("15", "3 4 5 6")
    assert problem.check("15 = 3 + 4 + 5 + 3").category == "used-a-card-twice"
    assert equation_task("15", "3 4 5 6").check("15 = 3 + 4 + 5 + 3").category == "used-a-card-twice"


def test_a_card_taken_already_this_turn_is_named_so():
    task = capture_task("10", "10 3 7 4 6")
    assert task.check("10 = 3 + 7").correct
    again = task.check("10 = 3 + 7")
    assert again.correct and not again.counted  # found already
    later = task.check([2, 0])  # the 7 again, with the 10
    assert not later.correct and "already taken" in later.message


# ---- 3: in "find every …" problems the right answers are kept --------------------------------------
def test_every_right_prime_is_kept_and_every_wrong_one_named():
    problem = PrimesUpToProblem(20)
    result = problem.check("1 2 3 5")
    assert not result.correct and result.counted and result.category == "1-called-prime"
    assert sorted(problem.found) == [2, 3, 5]
    assert "Right: 2, 3 and 5." in result.message and "1 is not a prime" in result.message
    both = problem.check("4 21 7")
    assert problem.found[-1] == 7
    assert "4 is not prime" in both.message and "21 is not from 1 to 20" in both.message


def test_every_right_top_card_is_kept_in_lesson_6():
    problem = BothFitProblem((98, 3))
    result = problem.check("93 50 95")
    assert not result.correct and sorted(problem.found) == [93, 95] and "50" in result.message


def test_every_right_missing_tile_is_kept_in_lesson_8():
    problem = MissingNumbersProblem("blue", 8, 16, (10, 12, 15))
    result = problem.check("10 11 12")
    assert not result.correct and len(problem.found) == 2 and "11" in result.message


def test_all_found_with_one_wrong_among_them_ends_the_problem():
    problem = PrimesUpToProblem(10)
    result = problem.check("1 2 3 5 7")
    assert not result.correct and result.done and problem.missing == 0


# ---- 4: three cards asked, three cards taken ---------------------------------------------------------
def test_a_three_card_task_does_not_take_two_cards_and_checks_the_three():
    step_at = next(i for i, step in enumerate(lesson("04").steps) if step.title.startswith("Task 3 · Three cards"))
    task = lesson("04").steps[step_at].fresh_task()
    two = task.check("2 = 6 − 4")
    assert not two.correct and not two.counted and not two.done and two.category == "too-few-cards"
    assert "3 cards" in two.message
    assert task.check("2 = 12 − 6 − 4").correct
    assert "12 − 6 − 4" in task.solution() and "6 − 4" not in task.solution().replace("12 − 6 − 4", "")


def test_after_two_cards_the_lesson_still_checks_the_three_card_answer():
    from elevenkit.widgets.lesson import LessonWidget
    from tests.helpers.lessons import type_and_check

    widget = LessonWidget(lesson("04"))
    widget.go(next(i for i, step in enumerate(widget.lesson.steps) if step.title.startswith("Task 3")))
    view = widget.current
    assert "3 cards" in type_and_check(view, "2 = 6 - 4") and not view.solved
    assert not view.check_button.disabled
    assert "Right!" in type_and_check(view, "2 = 12 - 6 - 4") and view.solved


def test_every_equation_prompt_shows_an_example_of_its_own_deck():
    assert "5 = 9 − 4" in equation_task("3", "12 9 7 5", "subtraction").prompt
    assert "+" not in equation_task("3", "12 9 7 5", "subtraction").prompt
    assert "7 = 2 + 5" in equation_task("9", "4 5", "addition").prompt


# ---- 7: what the lessons say is true ----------------------------------------------------------------
def test_no_lesson_before_lesson_3_plays_the_one_eleven_card():
    for lesson_id in ("01", "02"):
        for step in lesson(lesson_id).steps:
            played = getattr(step.task, "played", None)
            assert played is None or not played.is_one_eleven, step.title


def test_lesson_7_says_when_ox_heads_count_and_where_they_come_from():
    built = lesson("07")
    text = " ".join([built.intro, *(step.text for step in built.steps)])
    assert "player who takes it" not in text and "follow the printed cards" not in text
    assert "still in your hand" in text and "computer version of the game" in text


def test_lesson_8_does_not_ask_to_use_a_track_it_does_not_show():
    for step in lesson("08").steps:
        if step.picture is None:
            assert "Use the track" not in step.text, step.title


# ---- 8: new numbers after an example, no free second click, memory not printed -----------------------
def _numbers(text: str) -> set[int]:
    return {int(found) for found in re.findall(r"\d+", text)}


def _step_numbers(step) -> set[int]:
    """The numbers a step works with: in its picture's cards, circle or board, and in its texts."""
    texts = [*step.worked] if step.kind == "explain" else [step.text, step.task.prompt]  # not "from 1 to 15"
    numbers = _numbers(" ".join(texts))
    picture = step.picture
    if isinstance(picture, TaskPicture):
        numbers |= {value for row in picture.rows for card in row.cards if not card.is_wild for value in card.values}
    elif isinstance(picture, Scene):
        numbers |= {*picture.tops, *picture.hand}
    elif isinstance(picture, TrackScene):
        numbers |= {tile.number for tile in picture.holder if tile.number is not None}
    return numbers


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_the_first_task_after_the_worked_examples_uses_new_numbers(lesson_id):
    built = lesson(lesson_id)
    first = built.steps[built.checked_steps()[0]]
    new = _step_numbers(first) - {11}  # every Start 11! row starts at 11
    for step in built.steps:
        if step.kind == "explain" and step.worked:
            assert not new <= _step_numbers(step), (first.title, sorted(new))


def _reasoning_tasks():
    for lesson_id in LESSONS:
        for step in lesson(lesson_id).steps:
            if step.kind == "reasoning":
                yield pytest.param(step, id=f"{lesson_id}-{step.title}")


@pytest.mark.parametrize("step", list(_reasoning_tasks()))
def test_a_first_wrong_click_does_not_give_the_answer_away(step):
    right = step.task.right_choice
    for index, choice in enumerate(step.task.choices):
        if choice.right:
            continue
        task = step.fresh_task()
        first = task.check(index)
        assert not first.correct and first.counted and first.category == choice.category
        for away in (right.why, choice.why, right.text):
            assert away not in first.message, (first.message, away)
        second = task.check(index)
        assert choice.why in second.message


def test_memory_tasks_do_not_print_the_piles_in_the_question():
    for step in lesson("07").steps:
        if isinstance(step.task, MemoryTakeTask):
            for pile in step.task.piles:
                assert not _numbers(step.task.prompt) & set(pile), step.task.prompt
                assert str(pile[-1]) in step.text  # the step tells what the pupil remembers
