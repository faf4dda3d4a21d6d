"""Every sentence the game tables say about a move goes through the translation functions: whole
games of one-eleven, 11 nimmt! and Start 11! between random players are told in the pseudo-language
(``tests.helpers.pseudo_locale``), with the refusals of moves the engine does not allow and the
scoring at the end, and nothing may be left outside «…» but numbers, signs and pile letters."""

from __future__ import annotations

import random

from elevenkit.core import RandomBot
from elevenkit.exercises import narration_nimmt, narration_oneeleven, narration_start11
from elevenkit.i18n import _
from elevenkit.nimmt import Lay, NimmtGame, Take
from elevenkit.oneeleven import OneElevenGame, OneElevenResult
from elevenkit.start11 import Start11Game
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale


def seat_names(players: int) -> list[str]:
    """The seats' names as the game tables give them."""
    return [_("You"), *(_("Computer {number}").format(number=seat) for seat in range(1, players))]


def test_one_eleven_moves_and_scoring_are_translated() -> None:
    with pseudo_locale():
        for seed, mode in enumerate(("addition", "subtraction", "mixed")):
            game = OneElevenGame(players=2 + seed, mode=mode, seed=seed)
            names, bot, moves = seat_names(2 + seed), RandomBot(seed), []
            while not game.is_over:
                move = bot.choose_move(game)
                assert_translated(narration_oneeleven.move_sentence(names[game.current_player], move), str(move))
                choices = narration_oneeleven.capture_choices(game.legal_moves())
                for text in [
                    narration_oneeleven.capture_count_sentence(choices),
                    *narration_oneeleven.capture_list(choices),
                ]:
                    assert_translated(text, f"choices before {move}")
                moves.append((game.current_player, move))
                game.apply(move)
            view = game.view(0)
            last = view.last_capturer
            swept = (
                narration_oneeleven.swept_cards(view.captured[last], [m for s, m in moves if s == last])
                if last is not None
                else []
            )
            result = game.result()
            assert isinstance(result, OneElevenResult)
            for line in narration_oneeleven.scoring_sentences(names, result, view.captured, swept, last):
                assert_translated(line, "scoring")
        assert_translated(narration_oneeleven.must_take_sentence(), "must take")


def test_11_nimmt_moves_refusals_and_hands_are_translated() -> None:
    with pseudo_locale():
        for seed in range(3):
            game = NimmtGame(3 + seed, seed=seed)
            names, bot = seat_names(3 + seed), RandomBot(seed)
            while not game.is_over:
                if game.current_player == 0:
                    hand = game.hand(0)
                    for move in [Take(len(game.tops)), Lay({0: list(hand[:2])}), *(Lay({0: [card]}) for card in hand)]:
                        said = narration_nimmt.refusal_sentence(game, move)
                        if said is not None:
                            assert_translated(said, f"refusal of {move}")
                move = bot.choose_move(game)
                for show_cards in (False, True):
                    assert_translated(
                        narration_nimmt.move_sentence(game, names, move, show_cards=show_cards), str(move)
                    )
                game.apply(move)
            for seat, name in enumerate(names):
                assert_translated(narration_nimmt.hand_score_line(name, game.hand(seat)), "hand score")
            tops = list(game.tops)
            assert_translated(narration_nimmt.plan_sentence(tops, {0: [tops[0] % 100 + 1]}), "plan")


def test_start_11_moves_refusals_and_tiles_left_are_translated() -> None:
    with pseudo_locale():
        for seed in range(3):
            game = Start11Game(2 + seed, seed=seed)
            names, bot, rng = seat_names(2 + seed), RandomBot(seed), random.Random(seed)
            while not game.is_over:
                seat = game.current_player
                holder = game.view(seat).holder
                spaces = list(game.layout.spaces)
                for tile in rng.sample(list(holder), min(3, len(holder))):
                    refusal = game.placement_refusal(tile, rng.choice(spaces))
                    if refusal is not None:
                        assert_translated(narration_start11.refusal_sentence(refusal), f"refusal of {tile}")
                move = bot.choose_move(game)
                next_player = names[(seat + 1) % len(names)]
                said = narration_start11.move_sentence(game, names[seat], move, next_player)
                assert_translated(said, str(move))
                game.apply(move)
            for seat, name in enumerate(names):
                assert_translated(narration_start11.tiles_left_sentence(name, game.view(seat).holder), "tiles left")


def test_every_computer_player_says_why_in_translated_words() -> None:
    from elevenkit.nimmt import GreedyBot as NimmtGreedy
    from elevenkit.nimmt import PlannerBot as NimmtPlanner
    from elevenkit.oneeleven import ExpectimaxBot, GreedyBot
    from elevenkit.start11 import GreedyBot as Start11Greedy
    from elevenkit.start11 import PlannerBot as Start11Planner

    games = [
        (lambda: OneElevenGame(players=2, seed=3), [RandomBot(3), GreedyBot(3), ExpectimaxBot(3)]),
        (lambda: NimmtGame(3, seed=3), [RandomBot(3), NimmtGreedy(), NimmtPlanner()]),
        (lambda: Start11Game(2, seed=3), [RandomBot(3), Start11Greedy(), Start11Planner(3)]),
    ]
    with pseudo_locale():
        for new_game, bots in games:
            for bot in bots:
                game = new_game()
                for _turn in range(25):
                    if game.is_over:
                        break
                    move = bot.choose_move(game)
                    assert_translated(bot.explain(game, move), f"{type(bot).__name__} on {move}")
                    game.apply(move)
