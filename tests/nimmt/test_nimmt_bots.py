"""11 nimmt! computer players: legal moves from the view alone, greedy's choices, explanations,
determinism; the core's random player on a round with millions of lays."""

from __future__ import annotations

import random

import pytest

from elevenkit.core import Bot, RandomBot, play_out
from elevenkit.nimmt import GreedyBot, Lay, NimmtGame, NimmtMatch, PlannerBot, Take
from elevenkit.nimmt.bots import chained_cards, cheapest_take, greedy_lay
from elevenkit.nimmt.lays import mask_of

#: more moves than any 7-player match needs (a round ends within a few hundred moves)
MOVE_LIMIT = 5000


class CheckedBot(Bot):
    """Wraps a bot: every move it picks must pass the checked entry point on a copy."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner

    def choose_move(self, game: NimmtGame) -> object:  # type: ignore[override]
        move = self.inner.choose_move(game)
        game.clone().play(move)
        return move


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_every_bot_plays_legal_moves_to_the_end_of_a_match(players: int) -> None:
    for seed in range(4):
        bots = [
            CheckedBot(bot)
            for bot in (
                RandomBot(seed),
                GreedyBot(),
                PlannerBot(),
                GreedyBot(),
                PlannerBot(),
                RandomBot(1),
                GreedyBot(),
            )
        ]
        game = play_out(NimmtMatch(players=players, seed=seed), bots[:players], max_moves=MOVE_LIMIT)
        assert game.is_over and len(game.round_points) == players


@pytest.mark.parametrize("bot", [GreedyBot(), PlannerBot()], ids=["greedy", "planner"])
def test_bots_play_a_round_and_explain_every_move(bot: Bot) -> None:
    game = NimmtGame(players=3, seed=6)
    for _ in range(MOVE_LIMIT):
        if game.is_over:
            break
        move = bot.choose_move(game)
        sentence = bot.explain(game, move)
        assert sentence[0].isupper() and sentence.endswith(".") and sentence.count(". ") == 0, sentence
        assert sentence != Bot.explain(bot, game, move)  # its own reason, not the generic one
        game.play(move)
    assert game.is_over


def hidden_parts_shuffled(game: NimmtGame, seed: int) -> NimmtGame:
    """The same round for the player to move, with the other hands and the draw pile dealt anew."""
    seat = game.current_player
    hands = game.hands
    hidden = [card for other, hand in enumerate(hands) if other != seat for card in hand]
    data = game.to_dict()
    hidden += data["draw"]
    random.Random(seed).shuffle(hidden)
    for other, hand in enumerate(hands):
        if other != seat:
            data["hands"][other], hidden = hidden[: len(hand)], hidden[len(hand) :]
    data["draw"] = hidden
    return NimmtGame.from_dict(data)


@pytest.mark.parametrize("bot", [GreedyBot(), PlannerBot()], ids=["greedy", "planner"])
def test_bots_decide_only_from_what_the_mover_may_know(bot: Bot) -> None:
    rng = random.Random(4)
    for seed in range(6):
        game = NimmtGame(players=4, seed=seed)
        for step in range(25):
            if game.is_over:
                break
            other = hidden_parts_shuffled(game, seed * 100 + step)
            assert other.hands[game.current_player] == game.hands[game.current_player]
            assert other.to_dict() != game.to_dict()
            assert bot.choose_move(other) == bot.choose_move(game)
            game.apply(game.random_move(rng))


def test_bots_are_repeatable() -> None:
    def match() -> dict[str, object]:
        return play_out(
            NimmtMatch(players=3, seed=9), [RandomBot(4), GreedyBot(), PlannerBot()], max_moves=MOVE_LIMIT
        ).to_dict()

    assert match() == match()


def big_lay_case() -> NimmtGame:
    """10 hand cards that fit, 3 bull cards, 6 piles close together (1.7 million lays)."""
    tops = [10, 11, 12, 13, 14, 15]
    hand = list(range(16, 26))
    others = [card for card in range(1, 101) if card not in tops and card not in hand]
    return NimmtGame.from_position([hand, others[:10]], [[top] for top in tops], others[10:], bulls=[3, 0])


def test_the_core_random_bot_never_lists_the_millions_of_lays(monkeypatch: pytest.MonkeyPatch) -> None:
    game = big_lay_case()
    assert game.count_legal_moves() > 1_000_000

    def refuse() -> list[object]:
        raise AssertionError("the random player listed every move")

    monkeypatch.setattr(game, "legal_moves", refuse)
    bot = RandomBot(3)
    moves = {bot.choose_move(game) for _ in range(50)}
    assert len(moves) > 10 and any(isinstance(move, Lay) and len(move.piles) == 3 for move in moves)
    for move in moves:
        assert game._illegal_reason(move) is None


def test_greedy_sheds_the_costliest_single_card_without_bull_cards() -> None:
    # pile tops 10 and 50; hand 11 (3 ox heads), 12 (1), 53 (5 ox heads)
    assert greedy_lay([[11, 12], [53]], 0) == Lay({1: [53]})
    assert greedy_lay([[], []], 0) is None


def test_greedy_sheds_the_most_cards_with_bull_cards() -> None:
    options = [[11, 12, 13], [13, 14], [53]]
    assert greedy_lay(options, 1) == Lay({0: [11, 12, 13]})
    assert greedy_lay(options, 2) == Lay({0: [11, 12, 13], 2: [53]})  # 53 has more ox heads than 14
    assert greedy_lay(options, 3) == Lay({0: [11, 12, 13], 1: [14], 2: [53]})


def test_greedy_takes_the_cheapest_pile_only_when_it_must() -> None:
    assert cheapest_take([[3, 4], [20, 21, 22], [60]]) == Take(2)
    assert cheapest_take([[20, 21], [40, 41]]) == Take(0)
    # seat 0 holds nothing that fits 31 or 77: it must take, and takes the cheaper pile
    others = [card for card in range(1, 101) if card not in {31, 33, 77, 5, 6}]
    game = NimmtGame.from_position([[5, 6], others[:10]], [[31, 33], [77]], others[10:])
    assert game.must_take()
    bot = GreedyBot()
    assert bot.choose_move(game) == Take(1)
    assert bot.explain(game, Take(1)) == (
        "None of its cards fit on a pile, so it took pile 2: the one with the fewest ox heads."
    )
    match = NimmtMatch.from_round(game, rounds=1)
    assert bot.choose_move(match) == Take(1)  # the same on a match


def test_greedy_explains_its_lays() -> None:
    others = [card for card in range(1, 101) if card not in {10, 50, 11, 12, 53}]
    game = NimmtGame.from_position([[11, 12, 53], others[:10]], [[10], [50]], others[10:])
    bot = GreedyBot()
    assert bot.choose_move(game) == Lay({1: [53]})
    assert bot.explain(game, Lay({1: [53]})) == "It put down 53, its card with the most ox heads that fits on a pile."
    game = NimmtGame.from_position([[11, 12, 53], others[:10]], [[10], [50]], others[10:], bulls=[2, 0])
    assert bot.choose_move(game) == Lay({0: [11, 12], 1: [53]})
    assert bot.explain(game, Lay({0: [11, 12], 1: [53]})) == (
        "It used its bull cards to put down as many cards as it could: 3."
    )


def test_chained_cards_follow_each_other_onto_a_pile() -> None:
    hand = mask_of([36, 44, 52, 80])
    assert chained_cards(hand, [31]) == 3  # 36 on 31, 44 on 36, 52 on 44; 80 never
    assert chained_cards(hand, [70]) == 1
    assert chained_cards(mask_of([2, 95]), [90]) == 2  # around the circle: 95 then 2


def test_planner_empties_its_hand_when_it_can_on_a_round_and_on_a_match() -> None:
    others = [card for card in range(1, 101) if card not in {31, 36, 40}]
    game = NimmtGame.from_position([[36, 40], others[:10]], [[31]], others[10:], bulls=[1, 0])
    bot = PlannerBot()
    move = bot.choose_move(game)
    assert move == Lay({0: [36, 40]})
    assert bot.explain(game, move) == "It put down all its cards: with an empty hand it gets no minus points."
    assert bot.explain(game, Take(0)) == "It took pile 1: that leaves it a better hand than putting a card down."
    match = NimmtMatch.from_round(game.clone(), rounds=2)
    assert bot.choose_move(match) == move and bot.explain(match, move) == bot.explain(game, move)
    game.play(move)
    assert game.is_over and game.result().points[0] == 0
