"""11 nimmt! computer players: legal moves from the view alone, greedy's choices, determinism."""

from __future__ import annotations

import pytest

from elevenkit.core import Bot, play_out
from elevenkit.core import RandomBot as CommonRandomBot
from elevenkit.nimmt import GreedyBot, Lay, NimmtGame, PlannerBot, RandomBot, Take
from elevenkit.nimmt.bots import chained_cards, cheapest_take, greedy_lay
from elevenkit.nimmt.lays import mask_of


class CheckedBot(Bot):
    """Wraps a bot: every move it picks must pass the checked entry point on a copy."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner

    def choose_move(self, game: NimmtGame) -> object:  # type: ignore[override]
        move = self.inner.choose_move(game)
        game.clone().play(move)
        return move


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_every_bot_plays_legal_moves_to_the_end(players: int) -> None:
    for seed in range(4):
        bots = [CheckedBot(bot) for bot in (RandomBot(seed), GreedyBot(), PlannerBot(), GreedyBot(), PlannerBot(), RandomBot(1), GreedyBot())]
        game = play_out(NimmtGame(players, seed=seed), bots[:players])
        assert game.is_over and len(game.round_scores) == players


def test_bots_are_repeatable() -> None:
    def match() -> dict[str, object]:
        return play_out(NimmtGame(3, seed=9), [RandomBot(4), GreedyBot(), PlannerBot()]).to_dict()

    assert match() == match()
    assert isinstance(RandomBot(1), CommonRandomBot)


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
    assert GreedyBot().choose_move(game) == Take(1)


def test_chained_cards_follow_each_other_onto_a_pile() -> None:
    hand = mask_of([36, 44, 52, 80])
    assert chained_cards(hand, [31]) == 3  # 36 on 31, 44 on 36, 52 on 44; 80 never
    assert chained_cards(hand, [70]) == 1
    assert chained_cards(mask_of([2, 95]), [90]) == 2  # around the circle: 95 then 2


def test_planner_empties_its_hand_when_it_can() -> None:
    others = [card for card in range(1, 101) if card not in {31, 36, 40}]
    game = NimmtGame.from_position([[36, 40], others[:10]], [[31]], others[10:], bulls=[1, 0])
    move = PlannerBot().choose_move(game)
    assert move == Lay({0: [36, 40]})
    game.play(move)
    assert game.is_over and game.scores[0] == 0
