"""Capture tasks: seeded dealing at a difficulty, checking against the engine, words for the pupil."""

from __future__ import annotations

import re

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises import TaskSeries
from elevenkit.exercises.captures import (
    STEPS,
    CaptureDifficulty,
    capture_task,
    level_difficulty,
    make_capture_task,
    unknown_task,
    ways_task,
    ways_to_make,
)
from elevenkit.oneeleven import Card, capture_groups, parse_cards


def deal(difficulty: CaptureDifficulty, seed: int, count: int) -> list:
    series = TaskSeries(make_capture_task, difficulty, seed)
    return [series.next_task() for _ in range(count)]


# ---- dealing ---------------------------------------------------------------------------------


@pytest.mark.parametrize("level", sorted(STEPS))
def test_dealt_tasks_fit_their_difficulty(level: str) -> None:
    difficulty = STEPS[level]
    for task in deal(difficulty, seed=int(level), count=25):
        assert len(task.table) == difficulty.table_size
        assert task.mode == difficulty.deck
        assert not task.played.is_wild
        for card in (task.played, *task.table):
            assert card.is_one_eleven or card.is_wild or card.values[0] <= difficulty.max_value
            assert difficulty.one_eleven or not card.is_one_eleven
            assert difficulty.wilds or not card.is_wild
        assert task.groups == capture_groups(task.played, task.table, task.mode)
        assert task.groups, "every task can take something"
        assert (task.most_groups >= 2) == difficulty.several


def test_one_group_tasks_with_wilds_still_take_one_group() -> None:
    for task in deal(CaptureDifficulty(table_size=4, wilds=True, one_eleven=True), seed=3, count=15):
        assert task.most_groups == 1


def test_same_seed_same_tasks_other_seed_other_tasks() -> None:
    def tables(seed: int) -> list[tuple[str, ...]]:
        return [(str(t.played), *map(str, t.table)) for t in deal(STEPS["4"], seed, 8)]

    assert tables(42) == tables(42)
    assert tables(42) != tables(43)
    series = TaskSeries(make_capture_task, STEPS["4"], 42)
    first = series.next_task()
    again = series.same_again()
    assert (first.played, first.table) == (again.played, again.table)


@pytest.mark.parametrize(
    "changes",
    [
        {"table_size": 1},
        {"table_size": 13},
        {"max_value": 2},
        {"max_value": 16},
        {"deck": "division"},
        {"table_size": 12, "max_value": 3},
    ],
)
def test_bad_difficulty_is_refused_with_the_value(changes: dict) -> None:
    with pytest.raises(ElevenkitError) as error:
        CaptureDifficulty(**changes)
    assert repr(next(iter(changes.values()))) in str(error.value)


# ---- checking a choice of cards ------------------------------------------------------------------


def test_right_group_is_taken_and_shows_the_equation() -> None:
    task = capture_task("7", "2 5 9 4 7")
    result = task.check([0, 1])
    assert result.correct and "7 = 2 + 5" in result.message
    assert task.taken == {0, 1}
    last = task.check([4])
    assert last.correct and "taken everything it can" in last.message
    assert task.remaining() == []


def test_wrong_group_is_explained_with_its_sum() -> None:
    task = capture_task("7", "2 5 9 4 7")
    result = task.check([0, 3])
    assert not result.correct
    assert "2 + 4 = 6, not 7" in result.message
    assert task.found == []


def test_single_wrong_card_and_text_answers() -> None:
    task = capture_task("7", "2 5 9 4 7")
    assert "not 7" in task.check("9").message and not task.check("9").correct
    assert task.check("2 + 5").correct
    refused = task.check("2 + banana")
    assert not refused.correct and "banana" in refused.message
    assert not task.check("12").correct and "no 12" in task.check("12").message


@pytest.mark.parametrize(
    ("card", "table", "deck", "answer"),
    [
        ("14", "3 1-11 9 6", "addition", "3 + 1-11"),
        ("10", "= 4 13 12", "addition", "= + 4"),
        ("10", "= 4 13 12", "addition", "wild"),
        ("5", "9 4 12 2", "subtraction", "9 - 4"),
        ("5", "9 4 12 2", "subtraction", "9 − 4"),
        ("6", "1-11 5 9 12", "addition", "5, A"),
    ],
)
def test_pupils_write_answers_their_way(card: str, table: str, deck: str, answer: str) -> None:
    assert capture_task(card, table, deck).check(answer).correct


def test_partial_selection_says_good_start() -> None:
    task = capture_task("14", "3 6 5 9")
    result = task.check([0, 1])
    assert not result.correct and not result.counted and not result.done  # not a wrong answer
    assert "Good start" in result.message and "3 + 6 = 9, not 14" in result.message
    wrong = task.check([1, 3])
    assert not wrong.correct and wrong.counted and "try other cards" in wrong.message


def test_nothing_chosen_is_not_counted() -> None:
    result = capture_task("7", "2 5 9").check([])
    assert not result.correct and not result.counted and "Choose one or more" in result.message


def test_only_the_group_that_finishes_the_turn_is_done() -> None:
    task = capture_task("7", "2 5 3 4 9")
    first = task.check([0, 1])
    assert first.correct and first.counted and not first.done and "can take more" in first.message
    repeat = task.check([0, 1])
    assert repeat.correct and not repeat.counted and not repeat.done
    last = task.check([2, 3])
    assert last.correct and last.done and "taken everything it can this turn" in last.message
    assert task.remaining() == []


@pytest.mark.parametrize(("name", "level"), [("easy", "1"), ("Medium", "3"), (" HARD ", "4"), ("5", "5"), ("6", "6")])
def test_levels_by_number_or_by_the_landing_page_words(name: str, level: str) -> None:
    assert level_difficulty(name) == STEPS[level]


@pytest.mark.parametrize("name", ["", "7", "0", "expert", "1.0"])
def test_unknown_level_is_none(name: str) -> None:
    assert level_difficulty(name) is None


def test_no_a_before_a_vowel_sound_in_any_hint() -> None:
    """ "a 8", "a 11" and "a 18" are wrong English: no hint or explanation may say them."""
    texts = []
    for card in ("8", "11", "1-11"):
        task = capture_task(card, "8 11 1-11 3 5 6")
        texts += task.hints() + [task.check([3]).message, task.check([4, 5]).message]
    assert any("worth 8" in text or "worth 11" in text for text in texts)
    assert not [text for text in texts if re.search(r"\ba (8|11|18)\b", text)]


def test_taken_cards_cannot_be_taken_again() -> None:
    task = capture_task("7", "2 5 9 4 7")
    assert task.check([0, 1]).correct
    taken = task.check([1, 4])
    assert not taken.correct and "already taken" in taken.message
    again = task.check([0, 1])
    assert again.correct and "already" in again.message
    assert len(task.found) == 1


def test_wild_choice_that_cannot_work_asks_what_the_wild_must_be() -> None:
    task = capture_task("7", "= 9 2 3")
    result = task.check([0, 1])
    assert not result.correct and "wild can be any number" in result.message
    right = task.check([0, 3])
    assert right.correct and "=(4)" in right.message


def test_one_eleven_keeps_its_value_for_the_whole_turn() -> None:
    task = capture_task("1-11", "6 5 14 3", deck="subtraction")
    assert task.target == "1 or 11"
    assert task.check([0, 1]).correct  # 1 = 6 − 5
    assert task.target == "1"
    refused = task.check([2, 3])  # 14 − 3 = 11: a group, but not for a 1
    assert not refused.correct and "already 1" in refused.message
    assert "No more" in task.more()


def test_subtraction_deck_explains_differences() -> None:
    task = capture_task("2", "12 6 4 9", deck="subtraction")
    assert "9 − 6 = 3, not 2" in task.check([1, 3]).message
    assert task.check([0, 1, 2]).correct
    assert "2 = 12 − 6 − 4" in task.found[0].equation


# ---- more, hints, solution ---------------------------------------------------------------------------


def test_more_counts_groups_left_without_showing_them() -> None:
    task = capture_task("7", "2 5 9 4 7")
    assert "2 more groups" in task.more() and "2 + 5" not in task.more()
    task.check([4])
    assert "1 more group" in task.more()
    task.check([0, 1])
    assert "No more" in task.more()


def test_hints_reveal_count_then_one_card_then_the_group() -> None:
    task = capture_task("9", "4 5 12 13")
    first, second, third = task.hints()
    assert "2 cards" in first and "add up to 9" in first
    assert "5" in second and "9 = 4 + 5" not in second
    assert "9 = 4 + 5" in third


def test_hints_name_cards_by_their_numbers_and_carry_the_cards_they_mean() -> None:
    task = capture_task("12", "3 9 10 2 4")  # 12 = 3 + 9 and 12 = 10 + 2: no number twice on the table
    steps = task.hint_steps()
    assert [step.text for step in steps] == task.hints()
    group = next(g for g in task.groups if g.equation in steps[2].text)
    one = steps[1].cards
    assert steps[0].cards == () and len(one) == 1 and one[0] in group.indices
    assert f"the {task.table[one[0]]}." in steps[1].text
    assert steps[2].cards == group.indices
    names = " and ".join(
        f"the {task.table[index]}" for index in sorted(group.indices, key=lambda i: task.table[i].values)
    )
    assert names in steps[2].text
    for text in task.hints():  # nothing a pupil would have to count along the row
        assert not re.search(r"from the left|card number|\b(first|second|third|left|right)\b", text), text
        assert "ring" not in text  # every number named is on the table once: the number says which card


def test_a_number_twice_on_the_table_points_at_the_ringed_cards() -> None:
    task = capture_task("9", "2 5 5 2")  # 9 = 2 + 2 + 5: which of the two 5s?
    steps = task.hint_steps()
    five = steps[1].cards
    assert len(five) == 1 and str(task.table[five[0]]) == "5"
    assert "the 5 with the ring around it" in steps[1].text
    assert "the 2, the 2 and the 5 (look for the rings): 9 = 2 + 2 + 5" in steps[2].text
    assert steps[2].cards == task.best.groups[0].indices


def test_a_hint_names_a_wild_card_in_words_and_never_as_an_equals_sign() -> None:
    task = capture_task("7", "= 9 2 3")
    steps = task.hint_steps()
    assert any("the wild card" in step.text for step in steps)
    assert not any("=(" in step.text or "the =" in step.text for step in steps)


def test_the_question_names_the_deck_in_words() -> None:
    for deck, name in (("addition", "Addition deck"), ("subtraction", "Subtraction deck"), ("mixed", "Mixed deck")):
        assert f"Your card is 7 from the {name}." in capture_task("7", "2 5 9", deck=deck).prompt


def test_hints_aim_at_a_group_not_yet_found() -> None:
    task = capture_task("7", "2 5 9 4 7")
    aimed = task.hints()[-1]
    group = next(g for g in task.groups if g.equation in aimed)
    task.check(list(group.indices))
    assert group.equation not in task.hints()[-1]


def test_a_smaller_whole_turn_is_pointed_out() -> None:
    task = capture_task("10", "2 3 5 8")  # 10 = 2 + 8 or 10 = 2 + 3 + 5: both need the 2
    assert len(task.best.indices) == 3
    done = task.check([0, 3])
    assert done.correct and "taken everything" in done.message
    assert "Other groups would have taken more cards" in done.message
    best = capture_task("10", "2 3 5 8").check([0, 1, 2])
    assert best.correct and "Other groups" not in best.message


def test_solution_lists_every_group_and_the_biggest_capture() -> None:
    task = capture_task("7", "2 5 9 4 7")
    text = task.solution()
    assert "7 = 7" in text and "7 = 2 + 5" in text
    assert "biggest capture" in text and "(3 cards)" in text
    task.check([4])
    assert "You took 1 of the table cards, the biggest capture takes 3" in task.solution()
    task.check([0, 1])
    assert "Your capture is the biggest one" in task.solution()


# ---- ways and the unknown ------------------------------------------------------------------------------


def test_ways_to_make_twelve_counted_by_hand() -> None:
    # 2+10, 3+9, 4+8, 5+7, 2+3+7, 3+4+5: worked out by hand for this table
    ways = ways_to_make(12, parse_cards("2 3 4 5 7 8 9 10"))
    assert [w.equation for w in ways] == [
        "12 = 2 + 10",
        "12 = 3 + 9",
        "12 = 4 + 8",
        "12 = 5 + 7",
        "12 = 2 + 3 + 7",
        "12 = 3 + 4 + 5",
    ]
    task = ways_task(12, "2 3 4 5 7 8 9 10")
    assert task.check(6).correct and task.check(" 6 ").correct
    assert "more than 5" in task.check(5).message
    assert "twice" in task.check(7).message
    assert task.check("six").correct  # a number word is a number (issue 22)
    assert not task.check("six or seven").counted
    assert len(task.hints()) == 3 and "6 ways" in task.hints()[-1]


def test_ways_to_make_eleven_uses_the_one_eleven() -> None:
    equations = [w.equation for w in ways_to_make(11, parse_cards("1-11 5 6"))]
    assert equations == ["11 = 11", "11 = 5 + 6"]
    with pytest.raises(ElevenkitError, match="16"):
        ways_to_make(16, [Card("5")])


def test_unknown_wild_value() -> None:
    task = unknown_task("14", "3 =")
    assert task.equation == "14 = 3 + ?"
    assert task.check(11).correct and task.check("11").correct
    assert not task.check("3 + 8").correct
    wrong = task.check(4)
    assert not wrong.correct and "14 = 3 + 4 is not true" in wrong.message
    assert unknown_task("2", "12 = 4", deck="subtraction").answer == 6
    with pytest.raises(ElevenkitError):
        unknown_task("14", "3 4")


# ---- equations typed whole ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "table", "deck", "answer", "taken"),
    [
        ("7", "2 5 9 4 7", "addition", "7 = 2 + 5", {0, 1}),
        ("7", "2 5 9 4 7", "addition", "2 + 5 = 7", {0, 1}),
        ("7", "2 5 9 4 7", "addition", "7 = 7", {4}),
        ("2", "12 6 4 9", "subtraction", "2 = 12 − 6 − 4", {0, 1, 2}),
        ("2", "12 6 4 9", "subtraction", "12 - 6 - 4 = 2", {0, 1, 2}),
        ("14", "3 1-11 9 6", "addition", "14 = 3 + 11", {0, 1}),
        ("9", "4 = 12", "addition", "9 = 4 + 5", {0, 1}),
        ("1-11", "6 5 14 3", "subtraction", "11 = 14 – 3", {2, 3}),
    ],
)
def test_a_true_equation_takes_its_group(card: str, table: str, deck: str, answer: str, taken: set[int]) -> None:
    task = capture_task(card, table, deck)
    result = task.check(answer)
    assert result.correct and result.counted, result.message
    assert task.taken == taken


def test_a_wrong_equation_is_wrong_even_with_the_right_cards() -> None:
    task = capture_task("7", "2 5 9 4 7")
    untrue = task.check("7 = 2 + 4")
    assert not untrue.correct and untrue.counted and "2 + 4 = 6, not 7" in untrue.message
    other_card = task.check("9 = 4 + 5")
    assert not other_card.correct and other_card.counted and "one side of the equation must be 7" in other_card.message
    assert task.found == []
    minus = task.check("2 = 9 − 7")
    assert not minus.correct and "one side of the equation must be 7" in minus.message
    add_deck = task.check("7 = 9 − 2")
    assert not add_deck.correct and add_deck.counted and "Addition deck" in add_deck.message
    sub = capture_task("2", "12 6 4 9", "subtraction").check("6 = 2 + 4")
    assert "one side" in sub.message
    sub = capture_task("6", "2 4 9", "subtraction").check("6 = 2 + 4")
    assert not sub.correct and "Subtraction deck" in sub.message
    missing = task.check("7 = 3 + 4")
    assert not missing.correct and missing.category == "card-not-on-table" and "no 3" in missing.message
    assert "one side" in task.check("9 = 9").message


def test_an_equation_with_a_one_eleven_keeps_its_value() -> None:
    task = capture_task("1-11", "6 5 14 3", deck="subtraction")
    assert task.check("1 = 6 − 5").correct
    later = task.check("11 = 14 − 3")
    assert not later.correct and "already 1" in later.message


def test_other_answer_shapes_never_raise() -> None:
    task = capture_task("7", "2 5 9 4 7")
    for answer in (10**5000, 7.5, True, {"x": 1}, [99], [True], ["2"], "#", "2 # 5"):
        result = task.check(answer)
        assert not result.correct and result.message and "4300" not in result.message
    assert task.check([99]).message == "There is no table card at that place: choose cards on the table."
    assert task.check("2 # 5").message == "Write the cards with + between them, like 2 + 5."
    assert task.check(9).counted and "not 7" in task.check(9).message  # a number is the card of that number


# ---- captures as data ------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", sorted(STEPS))
def test_group_parts_agree_with_the_engine(level: str) -> None:
    """The parts are data; written out, they are the engine's equation with each wild in words."""
    from elevenkit.exercises.captures import GroupParts
    from elevenkit.exercises.captures.parts import equation_text

    for task in deal(STEPS[level], seed=7, count=10):
        for group in task.groups:
            parts = GroupParts.of(group)
            engine = re.sub(r"=\((\d+)\)", r"wild (as \1)", group.equation)
            assert equation_text(parts) == engine
            assert "=(" not in equation_text(parts)
            assert (parts.kind, parts.value, parts.positions) == (group.kind, group.value, group.indices)
            assert sorted(term.card for term in parts.terms) == sorted(group.cards)
            assert all(term.card.can_be(term.value) for term in parts.terms)
            signs = -1 if parts.kind == "difference" else 1
            values = [term.value for term in parts.terms]
            assert (values[0] + signs * sum(values[1:])) == parts.value
            assert len(parts.wild_values) == sum(card.is_wild for card in group.cards)


def test_solution_parts_hold_groups_best_and_what_the_pupil_took() -> None:
    task = capture_task("7", "2 5 9 4 7")
    parts = task.solution_parts()
    assert [group.positions for group in parts.best] == [group.indices for group in task.best.groups]
    assert parts.best_size == 3 and parts.taken == 0
    assert {group.positions for group in parts.groups} == {group.indices for group in task.groups}
    task.check([4])
    assert task.solution_parts().taken == 1
    nothing = capture_task("5", "13 14 15").solution_parts()
    assert (
        nothing.best == () and str(capture_task("5", "13 14 15").solution()) == "Your card cannot take anything here."
    )


def test_unknown_wild_value_is_read_from_the_parts_not_the_text() -> None:
    task = unknown_task("9", "1-11 =")
    assert task.answer == task.parts.wild_values[0] == 8 and task.equation == "9 = 1 + ?"
    difference = unknown_task("5", "= 4", deck="subtraction")
    assert difference.equation == "5 = ? − 4" and difference.check(9).correct
    assert "5 = 8 − 4 is not true" in difference.check(8).message
    assert not unknown_task("14", "3 =").check("").counted


def test_task_pictures_are_data() -> None:
    task = capture_task("7", "2 5 9")
    picture = task.picture()
    assert picture.prompt == task.prompt and picture.deck == "addition"
    assert [row.cards for row in picture.rows] == [(task.played,), task.table]
    assert ways_task(12, "2 10").picture().rows[0].cards == tuple(parse_cards("2 10"))
    unknown = unknown_task("14", "3 =").picture()
    assert unknown.rows[1].cards == tuple(parse_cards("3 ="))


def test_exercises_import_no_widgets() -> None:
    """The layers: the exercises never import the views (checked on the source, every module)."""
    import pathlib

    import elevenkit.exercises

    root = pathlib.Path(elevenkit.exercises.__file__).parent
    sources = {path.name: path.read_text() for path in root.rglob("*.py")}
    ui_import = re.compile(r"^\s*(from|import)\s+(elevenkit\.widgets|ipywidgets|anywidget|IPython)\b", re.MULTILINE)
    assert len(sources) > 10 and ui_import.search("    from elevenkit.widgets.views.cards import cards_html")
    assert not [name for name, text in sources.items() if ui_import.search(text)]


def test_every_part_of_a_group_with_a_wild_is_a_group_itself() -> None:
    """Why a choice with a wild is never a "good start": the wild can be worth the rest (brute force)."""
    import itertools
    import random

    from elevenkit.oneeleven import rules

    ranks = [Card(label) for label in rules.RANKS]
    rng = random.Random(10)
    for _ in range(400):
        table = [Card(rules.WILD)] + [rng.choice(ranks) for _ in range(rng.randint(2, 4))]
        played = rng.choice([card for card in ranks if not card.is_wild])
        groups = {frozenset(group.indices) for group in capture_groups(played, table, rng.choice(rules.MODES))}
        for group in groups:
            for size in range(1, len(group)):
                for part in map(frozenset, itertools.combinations(sorted(group), size)):
                    assert 0 not in part or part in groups, (played, table, sorted(part))


def test_hand_made_tasks_refuse_what_is_not_a_task() -> None:
    with pytest.raises(ElevenkitError, match="'division'"):
        capture_task("7", "2 5", deck="division")
    with pytest.raises(ElevenkitError, match="no group"):
        unknown_task("14", "12 13 =")
    assert capture_task("7", ["2", Card("5")]).table == (Card("2"), Card("5"))


# ---- issue 16: one card too many, categories for the teacher, the rule and the words -----------------
def test_one_card_too_many_gets_its_own_message() -> None:
    task = capture_task("5", "5 2 9")
    result = task.check([0, 1])
    assert result.message == "5 + 2 = 7 is more than 5: which card is one too many?"
    assert result.counted and result.category == "too-many-cards"
    two = capture_task("5", "5 2 9").check([0, 1, 2])
    assert "which 2 cards are too many?" in two.message and two.category == "too-many-cards"
    minus = capture_task("2", "12 6 4 1", "subtraction").check([0, 1, 2, 3])
    assert minus.category == "too-many-cards" and "which card is one too many?" in minus.message
    assert "more than" not in minus.message  # taking away more makes less, not more


def test_every_wrong_capture_is_named_for_the_teacher() -> None:
    task = capture_task("7", "2 5 9 = 1-11")
    assert task.check([2]).category == "one-card-not-a-match"
    assert task.check([0, 2]).category == "wrong-total"
    assert task.check([3, 2]).category == "wild-value"
    assert task.check([0]).category == "good-start" and not task.check([0]).counted
    assert task.check("7 = 2 + 4").category == "equation-not-true"
    assert task.check("8 = 2 + 5").category == "equation-not-about-your-card"
    assert task.check("7 = 9 - 2").category == "wrong-deck-sign"
    assert task.check([0, 1]).correct
    assert task.check([0, 1]).category == "found-again"
    assert task.check([1, 2]).category == "already-taken"


def test_the_rule_words_and_refusals_are_in_a_childs_words() -> None:
    task = capture_task("7", "2 5 9 = 1-11", "subtraction")
    assert "the biggest minus the others" in task.rule
    assert task.words == ("table", "one-eleven", "wild")
    assert capture_task("7", "2 5").words == ("table",)
    assert task.refusal(None) == "That is your card: choose the table cards it can take."
    assert "already taken" in task.refusal(0)
