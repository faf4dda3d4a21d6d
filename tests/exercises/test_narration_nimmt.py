"""The sentences of 11 nimmt!: counting up across 100, lays and takes, refusals, the ox heads of a hand."""

from __future__ import annotations

import re

import pytest

from elevenkit.exercises.narration_nimmt import (
    count_up_text,
    hand_score_line,
    move_sentence,
    ox_heads_sum,
    plan_sentence,
    refusal_sentence,
    step_text,
)
from elevenkit.nimmt import CARDS, Lay, NimmtGame, Take, distance, fits
from elevenkit.nimmt.arithmetic import counting_path

NAMES = ["You", "Computer 1", "Computer 2"]


@pytest.mark.parametrize(
    ("top", "card", "text"),
    [
        (31, 38, "38 goes on 31: 7 up"),
        (98, 5, "5 goes on 98: 99, 100, 1, …, 5 is 7 up"),
        (99, 1, "1 goes on 99: 100, 1 is 2 up"),
        (100, 5, "5 goes on 100: 5 up"),
        (95, 100, "100 goes on 95: 5 up"),
        (93, 2, "2 goes on 93: 94, …, 100, 1, 2 is 9 up"),
        (97, 3, "3 goes on 97: 98, 99, 100, 1, 2, 3 is 6 up"),
        (10, 11, "11 goes on 10: 1 up"),
    ],
)
def test_the_count_up_across_100(top: int, card: int, text: str) -> None:
    assert step_text(top, card) == text


def test_every_fitting_card_is_counted_with_the_engines_distance() -> None:
    for top in CARDS:
        for card in CARDS:
            if not fits(top, card):
                continue
            text = step_text(top, card)
            assert re.search(rf"(?:: | is ){distance(top, card)} up$", text), text
            shown = count_up_text(top, card)
            path = counting_path(top, card)
            if shown:  # a count across 100 names 100, 1 and the card, in the order counted
                numbers = [int(n) for n in re.findall(r"\d+", shown)]
                assert 100 in numbers and 1 in numbers and numbers[-1] == card
                assert numbers == [n for n in path if n in numbers]
            else:
                assert 100 not in path[:-1]


def test_ox_heads_are_added_up_card_by_card() -> None:
    assert ox_heads_sum([13, 27, 44]) == "5 + 1 + 1 = 7"
    assert ox_heads_sum([33]) == "7" and ox_heads_sum([]) == "0"
    assert hand_score_line("You", [3, 50]) == "You: 3, 50 → 7 + 1 = 8 ox heads."
    assert hand_score_line("Computer 2", [50]) == "Computer 2: 50 → 1 ox head."
    assert hand_score_line("Computer 1", []) == "Computer 1: no cards left, 0 ox heads."


def test_a_lay_of_one_card_and_of_several_with_bull_cards() -> None:
    game = NimmtGame.from_position([[38, 5, 33, 35, 70], [2, 4], [6, 8]], [[31], [98]], bulls=[2, 0, 0])
    assert move_sentence(game, NAMES, Lay({0: [38]})) == "You laid 38 on pile A. 38 goes on 31: 7 up."
    several = move_sentence(game, NAMES, Lay({0: [35, 33], 1: [5]}))
    assert several == (
        "You laid 3 cards at once (bull cards allow that). "
        "Pile A: 33 goes on 31: 2 up; 35 goes on 31: 4 up; 35 ends on top. "
        "Pile B: 5 goes on 98: 99, 100, 1, …, 5 is 7 up."
    )
    assert plan_sentence(game.tops, {1: [5], 0: [35, 33]}) == several.split("allow that). ")[1]


def test_the_last_card_ends_the_round() -> None:
    game = NimmtGame.from_position([[38], [2, 4], [6, 8]], [[31]])
    assert move_sentence(game, NAMES, Lay({0: [38]})).endswith("That was the last card: the round is over!")


def test_a_take_names_the_cards_only_to_whom_may_see_them_and_the_bull_card() -> None:
    game = NimmtGame.from_position([[2, 50], [60, 61], [70, 71]], [[94, 95, 3], [40]], current_player=1, seed=1)
    hidden = move_sentence(game, NAMES, Take(0))
    assert hidden.startswith("Computer 1 took pile A: 3 cards. With it comes a bull card")
    assert "94" not in hidden
    shown = move_sentence(game, NAMES, Take(0), show_cards=True)
    assert "The cards: 94, 95 and 3 (1 + 1 + 7 = 9 ox heads)." in shown
    after = game.clone()
    after.apply(Take(0))
    new = after.tops[1:]
    assert shown.endswith(f"New piles are turned up: {new[0]} and {new[1]}.")


def test_a_bull_card_from_another_player_when_the_supply_is_empty() -> None:
    game = NimmtGame.from_position(
        [[2, 50], [60, 61], [70, 71]], [[94, 95, 3], [40]], bulls=[4, 0, 6], current_player=1, seed=1
    )
    assert "a bull card from Computer 2: the pile had 3 cards or more and the supply is empty" in move_sentence(
        game, NAMES, Take(0)
    )


def test_refusals_say_which_rule_and_show_the_count() -> None:
    game = NimmtGame.from_position([[38, 60, 70], [2, 4], [6, 8]], [[45], [31]], bulls=[1, 0, 0])
    assert refusal_sentence(game, Lay({1: [38]})) is None
    assert refusal_sentence(game, Take(0)) is None
    wrong = refusal_sentence(game, Lay({0: [38]}))
    assert wrong.startswith("Pile A: 38 does not fit on 45") and str(distance(45, 38)) in wrong
    assert "1 to 10 steps up" in wrong
    assert refusal_sentence(game, Lay({0: [38], 1: [60]})) == "With 1 bull card you may lay on 1 pile only, not on 2."
    assert refusal_sentence(game, Lay({1: [4]})) == "4 is not in your hand."
    plain = NimmtGame.from_position([[38, 39, 70], [2, 4], [6, 8]], [[31]])
    assert refusal_sentence(plain, Lay({0: [38, 39]})).startswith("Without a bull card you may lay only one card")
    assert refusal_sentence(plain, Take(3)) == "There is no pile 4 (there is 1)."


def test_every_refusal_agrees_with_the_engine() -> None:
    game = NimmtGame(3, seed=5)
    for pile in range(len(game.tops)):
        for card in game.hand(0):
            move = Lay({pile: [card]})
            legal = move in game.legal_moves()
            assert (refusal_sentence(game, move) is None) == legal


def test_a_long_ox_heads_sum_groups_equal_numbers() -> None:
    # 1, 4, 6, 8 have 1 ox head, 2 and 5 have 3, 3 has 7
    assert ox_heads_sum([1, 2, 3, 4, 5, 6, 8]) == "4 × 1 + 2 × 3 + 7 = 17"
    assert ox_heads_sum([1, 2, 4, 5, 6, 8]) == "1 + 3 + 1 + 3 + 1 + 1 = 10"  # a short sum stays in card order
