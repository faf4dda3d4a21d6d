"""one-eleven in words: moves as arithmetic, refusals in numbers, the hints and the scoring."""

from __future__ import annotations

import re

import pytest

from elevenkit.core import RandomBot
from elevenkit.exercises.narration_oneeleven import (
    capture_choices,
    capture_count_sentence,
    capture_list,
    move_sentence,
    must_take_sentence,
    scoring_sentences,
    swept_cards,
    value_question,
    values_words,
    wrong_capture_sentence,
)
from elevenkit.oneeleven import Card, Move, OneElevenGame, OneElevenResult, parse_cards

C = Card.parse


@pytest.mark.parametrize(
    ("move", "sentence"),
    [
        ("trail 9", "Computer 2 could not take anything and laid 9 on the table."),
        ("trail =", "Computer 2 could not take anything and laid the wild card on the table."),
        ("9 takes 4+5", "Computer 2 played 9 and took 4 and 5: 9 = 4 + 5."),
        ("7 takes 7", "Computer 2 played 7 and took 7: 7 = 7."),
        ("7 takes 2+5, 7", "Computer 2 played 7 and took 2, 5 and 7: 7 = 2 + 5 and 7 = 7."),
        ("5 takes 9-4", "Computer 2 played 5 and took 4 and 9: 5 = 9 − 4."),
        ("2 takes 12-6-4", "Computer 2 played 2 and took 4, 6 and 12: 2 = 12 − 6 − 4."),
        ("11 takes 4+7", "Computer 2 played 1-11 as 11 and took 4 and 7: 11 = 4 + 7."),
        ("14 takes 1-11+3", "Computer 2 played 14 and took 1-11 and 3: 14 = 3 + 11."),
        ("= as 7 takes 2+5", "Computer 2 played the wild card as 7 and took 2 and 5: 7 = 2 + 5."),
        (
            "12 takes 2+=",
            "Computer 2 played 12 and took 2 and the wild card: 12 = 2 + 10 (the wild card on the table counts as 10).",
        ),
    ],
)
def test_a_move_is_said_as_arithmetic(move: str, sentence: str) -> None:
    assert move_sentence("Computer 2", Move.parse(move)) == sentence


def test_every_capture_of_random_games_is_said_with_true_equations() -> None:
    """An oracle: in each sentence the equations hold, and their numbers are the taken cards' values."""
    checked = 0
    for seed in range(15):
        mode = ("addition", "subtraction", "mixed")[seed % 3]
        game = OneElevenGame(players=2 + seed % 3, mode=mode, seed=seed)
        bot = RandomBot(seed)
        while not game.is_over:
            move = bot.choose_move(game)
            sentence = move_sentence("You", move)
            if move.groups:
                equations = re.findall(r"(\d+) = (\d+(?: [+−] \d+)*)", sentence)
                assert len(equations) == len(move.groups), sentence
                for value, right in equations:
                    numbers = [int(n) for n in re.findall(r"\d+", right)]
                    signs = [1] + [1 if sign == "+" else -1 for sign in re.findall(r"[+−]", right)]
                    assert sum(s * n for s, n in zip(signs, numbers, strict=False)) == int(value) == move.value, (
                        sentence
                    )
                    checked += 1
                told = sorted(n for _value, right in equations for n in map(int, re.findall(r"\d+", right)))
                fixed = sorted(c.values[0] for c in move.taken if len(c.values) == 1)
                assert all(told.count(n) >= fixed.count(n) for n in fixed), sentence
            game.apply(move)
    assert checked > 200


@pytest.mark.parametrize(
    ("card", "value", "chosen", "mode", "sentence"),
    [
        ("7", 7, "2 4", "addition", "2 + 4 = 6, not 7."),
        ("7", 7, "9", "addition", "That card is 9, not 7: one card alone must be the same number as yours."),
        ("7", 7, "1-11", "addition", "That card is 1 or 11, not 7: one card alone must be the same number as yours."),
        ("1-11", None, "9", "addition", "That card is 9, not 1 or 11."),
        ("5", 5, "9 3", "subtraction", "9 − 3 = 6, not 5."),
        ("1-11", None, "2 4", "mixed", "2 + 4 = 6 and 4 − 2 = 2, not 1 or 11."),
        ("7", 7, "1-11 4", "addition", "1 + 4 = 5 and 11 + 4 = 15, not 7."),
        ("=", None, "9 8", "addition", "8 + 9 = 17, not a number from 1 to 15."),
        ("7", 7, "= 9", "addition", "Even if the wild card counts as any number, these cards do not make 7."),
    ],
)
def test_a_wrong_choice_is_said_in_numbers(card: str, value: int | None, chosen: str, mode: str, sentence: str) -> None:
    assert wrong_capture_sentence(C(card), value, parse_cards(chosen), mode, []) == sentence


def test_a_wrong_choice_says_which_part_works() -> None:
    table = parse_cards("2 5 3 7")
    game_moves = [
        Move.parse("7 takes 2+5"),
        Move.parse("7 takes 7"),
        Move.parse("7 takes 2+5, 7"),
        Move.parse("9 takes 2+7"),
    ]
    said = wrong_capture_sentence(C("7"), 7, table, "addition", game_moves)
    assert said == ("2 + 3 + 5 + 7 = 17, not 7. Part of it works: 7 = 2 + 5 and 7 = 7. But 3 is left over.")
    said = wrong_capture_sentence(C("9"), 9, parse_cards("2 7 3 4"), "addition", game_moves)
    assert said.endswith("Part of it works: 9 = 2 + 7. But 3 and 4 are left over.")


def test_words_for_values_rules_and_questions() -> None:
    assert values_words([7]) == "7" and values_words([1, 11]) == "1 or 11"
    assert values_words(list(range(1, 16))) == "a number from 1 to 15"
    assert value_question(C("="), [3, 7]) == "Your wild card can count as 3 or 7 here. Which one?"
    assert value_question(C("1-11"), [1, 11]) == "Your 1-11 can count as 1 or 11 here. Which one?"
    assert '"take if you can"' in must_take_sentence()


def test_captures_are_counted_once_per_card_value_and_cards_taken() -> None:
    # 8 takes 4+4 twice over on 4 4 4 4 (which two 4s, and how the pairs group, do not matter)
    game = OneElevenGame.from_dict(
        {
            "players": 2,
            "mode": "addition",
            "current": 0,
            "turn": 0,
            "over": False,
            "hands": [["8", "2"], ["3"]],
            "table": ["4", "4", "4", "4"],
            "draw": [],
            "piles": [[], [c.label for c in _rest("8 2 3 4 4 4 4")]],
            "last_capture_turn": [None, None],
        }
    )
    choices = capture_choices(game.legal_moves())
    assert [(str(c.card), c.value, [str(t) for t in c.taken]) for c in choices] == [
        ("8", 8, ["4", "4", "4", "4"]),
        ("8", 8, ["4", "4"]),
    ]
    assert capture_count_sentence(choices) == "You can take cards in 2 ways: with your 8 in 2 ways."
    assert capture_list(choices) == [
        "Your 8 takes 4, 4, 4 and 4: 8 = 4 + 4 and 8 = 4 + 4.",
        "Your 8 takes 4 and 4: 8 = 4 + 4.",
    ]
    assert capture_list(choices, limit=1)[-1] == "… and 1 more way."
    assert capture_count_sentence([]).startswith("None of your cards can take anything now")


def _rest(used: str) -> list[Card]:
    from collections import Counter

    from elevenkit.oneeleven import new_deck

    rest = Counter(new_deck())
    rest.subtract(parse_cards(used))
    return sorted(rest.elements())


def _result(points, card_points, cards, most, winners, decided_by) -> OneElevenResult:
    return OneElevenResult(points, winners, True, False, card_points, cards, most, decided_by)


def test_the_scoring_on_a_tie_for_the_most_cards_and_a_win_on_cards() -> None:
    names = ["You", "Computer 1"]
    piles = [parse_cards("1-11 10 = 2 3"), parse_cards("12 13 14 4 5")]
    result = _result((14, 14), (14, 14), (30, 30), None, (), None)
    lines = scoring_sentences(names, result, piles)
    assert lines[0] == "You took 30 cards. 3 of them are bonus cards (1-11, 10, wild card): 14 points."
    assert lines[1] == "Computer 1 took 30 cards. 3 of them are bonus cards (12, 13, 14): 14 points."
    assert lines[2] == "Nobody took more cards than everybody else, so nobody gets the point for the most cards."
    assert lines[3] == "You: 14 points for bonus cards = 14 points."
    assert lines[4] == "Computer 1: 14 points for bonus cards = 14 points."
    assert lines[5] == "All points together: 14 + 14 = 28, all for the bonus cards."
    assert lines[6] == "The best players have the same points and cards, so nobody wins alone."
    result = _result((14, 14), (14, 13), (29, 31), 1, (1,), "cards")
    lines = scoring_sentences(names, result, piles, parse_cards("9 2"), 1)
    assert lines[0] == "Computer 1 took cards last and so also got the last 2 cards on the table: 2, 9."
    assert lines[-1] == "The points are the same, so the most cards win: Computer 1 took 31."
    result = _result((14, 14), (14, 14), (30, 30), None, (0,), "last capture")
    assert scoring_sentences(names, result, piles)[-1] == (
        "The points and cards are the same, so who took cards last wins: You."
    )


def test_a_seat_with_one_bonus_card_or_none() -> None:
    piles = [parse_cards("10"), _rest("10 2"), parse_cards("2")]
    result = _result((1, 28, 0), (1, 27, 0), (1, 58, 1), 1, (1,), "points")
    lines = scoring_sentences(["You", "Computer 1", "Computer 2"], result, piles)
    assert lines[0] == "You took 1 card. 1 of them is a bonus card (10): 1 point."
    assert lines[1].startswith(
        "Computer 1 took 58 cards. 27 of them are bonus cards (4 cards 1-11, 3 cards 10, 4 cards 12, "
    )
    assert lines[2] == "Computer 2 took 1 card. No bonus cards: 0 points."
    assert lines[3] == "Computer 1 took the most cards (58): 1 point more."
    assert lines[4] == "You: 1 point for bonus cards = 1 point."
    assert lines[5] == "Computer 1: 27 points for bonus cards + 1 point for the most cards = 28 points."
    assert lines[6] == "Computer 2: 0 points for bonus cards = 0 points."
    assert lines[7] == "All points together: 1 + 28 + 0 = 29 (28 for the bonus cards and 1 for the most cards)."


def test_the_cards_left_on_the_table_are_the_ones_no_move_took() -> None:
    moves = [Move.parse("7 takes 2+5"), Move.parse("trail 9"), Move.parse("= as 4 takes 4")]
    pile = parse_cards("7 2 5 = 4 3 9")
    assert swept_cards(pile, moves) == parse_cards("3 9")
