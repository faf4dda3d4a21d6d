"""The one-eleven game, second part: the end of a game and its scores, what each seat may see, the
computer players and the garbage the simulations leave (the rules, notation and checked moves are
in ``test_oneeleven_game.py``)."""

from __future__ import annotations

import gc
import json
import os
import random
import types
from collections import Counter

import pytest

from elevenkit.core import (
    ElevenkitError,
    GameView,
    RandomBot,
    Result,
    play_out,
)
from elevenkit.oneeleven import (
    ALL_CARDS,
    Card,
    ExpectimaxBot,
    GreedyBot,
    Move,
    OneElevenGame,
    OneElevenResult,
    OneElevenView,
    new_deck,
    parse_cards,
)
from elevenkit.oneeleven.game import capture_moves
from elevenkit.oneeleven.packing import pack
from tests.helpers.oneeleven_tables import deck_without, table_game

# ---- the end and the scores --------------------------------------------------------------------


def ending_game(piles: list[str], table: str, hand: str, last: list[int | None]) -> OneElevenGame:
    """Seat 0 holds the last card; everything else is captured or on the table."""
    state = {
        "players": len(piles),
        "mode": "addition",
        "current": 0,
        "turn": 50,
        "over": False,
        "hands": [hand.split()] + [[] for _pile in piles[1:]],
        "table": table.split(),
        "draw": [],
        "piles": [pile.split() for pile in piles],
        "last_capture_turn": last,
    }
    return OneElevenGame.from_dict(state)


def test_table_goes_to_the_last_capturer_and_tie_breaks() -> None:
    rest = deck_without("9", "2 3")
    half = len(rest) // 2
    game = ending_game([" ".join(rest[:half]), " ".join(rest[half:])], "2 3", "9", [40, 41])
    game.play("trail 9")
    assert game.is_over and not game.table
    assert Counter(game.piles[1]) >= Counter(parse_cards("2 3 9"))
    result = game.result()
    assert result.cards == (half, len(rest) - half + 3)
    assert sum(result.points) == 29 and result.most_cards == 1
    assert result.points[1] == result.card_points[1] + 1 and result.winners == (1,)


def finished(piles: list[list[Card]], last: list[int | None]) -> OneElevenGame:
    state = {
        "players": len(piles),
        "mode": "addition",
        "current": 0,
        "turn": 56,
        "over": True,
        "hands": [[] for _pile in piles],
        "table": [],
        "draw": [],
        "piles": [[c.label for c in pile] for pile in piles],
        "last_capture_turn": last,
    }
    return OneElevenGame.from_dict(state)


def scoring(game: OneElevenGame) -> tuple:
    result = game.result()
    return (result.points, result.cards, result.most_cards, result.winners, result.decided_by)


def test_winner_tie_breaks() -> None:
    halves = [[card for card in ALL_CARDS for _copy in range(2)] for _seat in range(2)]
    assert scoring(finished(halves, [12, 30])) == ((14, 14), (30, 30), None, (1,), "last capture")
    assert finished(halves, [30, 12]).result().winners == (0,)
    assert scoring(finished(halves, [None, None])) == ((14, 14), (30, 30), None, (), None)
    # seats 0 and 1 tie on points; seat 0 has more cards; seat 2 gets the most-cards point
    point_cards = [card for card in new_deck() if card.points]
    plain = [card for card in new_deck() if not card.points]
    piles = [point_cards[:10] + plain[:9], point_cards[10:20] + plain[9:16], point_cards[20:] + plain[16:]]
    result = finished(piles, [55, 54, 53]).result()
    assert scoring(finished(piles, [55, 54, 53])) == ((10, 10, 9), (19, 17, 24), 2, (0,), "cards")
    assert result.card_points == (10, 10, 8) and result.is_final and not result.lower_is_better
    piles = [point_cards[:15] + plain[:9], point_cards[15:] + plain[9:]]
    assert scoring(finished(piles, [55, 54])) == ((15, 14), (24, 36), 1, (0,), "points")
    running = OneElevenGame(2, "addition", 5).result()
    assert scoring(OneElevenGame(2, "addition", 5)) == ((0, 0), (0, 0), None, (), None)
    assert isinstance(running, OneElevenResult) and isinstance(running, Result)
    assert not running.is_final


# ---- views and bots ----------------------------------------------------------------------------


def test_view_hides_other_hands_and_the_draw_pile() -> None:
    game = OneElevenGame(3, "mixed", 11)
    view = game.view(1)
    assert view.hand == tuple(game.hands[1]) and view.table == tuple(game.table)
    assert view.hand_sizes == (6, 6, 6) and view.draw_size == len(game.draw)
    text = repr(view)
    assert Counter(view.unseen()) == Counter(game.draw) + Counter(game.hands[0]) + Counter(game.hands[2])
    assert "draw=" not in text and "hands=" not in text
    assert isinstance(view, OneElevenView) and isinstance(view, GameView)
    assert (view.seat, view.players, view.current_player, view.is_over) == (1, 3, 0, False)
    with pytest.raises(ElevenkitError, match="3"):
        game.view(3)


def test_greedy_takes_the_most_points() -> None:
    game = table_game("2 5 12 3", hand="7 15")
    move = GreedyBot(0).choose_move(game)
    assert str(move) == "15 takes 3+12"  # 2 points beat 7 takes 2+5 (0 points)


@pytest.mark.parametrize("bot", [GreedyBot(1), ExpectimaxBot(1), RandomBot(1)])
def test_bots_play_legal_moves_and_ignore_hidden_cards(bot) -> None:
    for seed in range(30):
        game = OneElevenGame(2, "addition", seed)
        for _turn in range(seed % 20):
            game.apply(game.legal_moves()[0])
        move = bot.choose_move(game)
        assert game._illegal_reason(move) is None
        # the same view with the hidden cards shuffled gives the same choice
        other = game.clone()
        hidden = other.hands[1 - game.current_player] + other.draw
        random.Random(seed).shuffle(hidden)
        size = len(other.hands[1 - game.current_player])
        other.hands[1 - game.current_player], other.draw = hidden[:size], hidden[size:]
        bot.rng = random.Random(seed)
        first = bot.choose_move(game)
        bot.rng = random.Random(seed)
        assert bot.choose_move(other) == first


def is_plain_sentence(text: str) -> bool:
    return (
        text[:1].isupper()
        and text.endswith(".")
        and len(text.split()) <= 20
        and not any(sign in text for sign in "=+_()[]{}<>")
    )


def test_bots_explain_their_moves_in_one_plain_sentence() -> None:
    greedy, expectimax = GreedyBot(0), ExpectimaxBot(0)
    said = {}
    for table, hand in (("2 5 12 3", "7 15"), ("2 5 9 4", "7 4"), ("9 12", "2 3"), ("9 12", "2")):
        game = table_game(table, hand)
        for bot in (greedy, expectimax, RandomBot(0)):
            text = bot.explain(game, bot.choose_move(game))
            assert is_plain_sentence(text), text
            said[bot.name, hand] = text
    assert said["greedy", "7 15"] == "It took the most points it could."
    assert said["greedy", "7 4"] == "It took the most cards it could."
    assert said["greedy", "2 3"] == "It could not take any cards, so it put one on the table."
    assert said["expectimax", "2"] == "It had only this one move."
    assert "next player" in said["expectimax", "2 3"] and "next player" in said["expectimax", "7 4"]
    assert said["expectimax", "2 3"] != said["expectimax", "7 4"]


class NotOneEleven(OneElevenGame):
    """A game whose view is not a one-eleven view (as any other game's is not)."""

    def view(self, seat: int) -> GameView:
        return GameView(seat=seat, players=self.players, current_player=self.current_player, is_over=self.is_over)


def test_expectimax_refuses_a_game_it_cannot_read() -> None:
    game = NotOneEleven(2, "addition", 2)
    assert len(game.legal_moves()) > 1
    with pytest.raises(ElevenkitError, match="one-eleven only"):
        ExpectimaxBot(0).choose_move(game)


def test_expectimax_beats_greedy_on_a_small_sample() -> None:
    """A smoke check only: the real measurement (2,000 games, CI) is bench_oneeleven_bots.py."""
    wins = 0.0
    for deal in range(20):
        for seat in (0, 1):
            game = OneElevenGame(2, "addition", deal)
            bots = [GreedyBot(deal), GreedyBot(deal)]
            bots[seat] = ExpectimaxBot(deal)
            play_out(game, bots)
            winners = game.result().winners
            wins += 1.0 if winners == (seat,) else 0.5 if not winners else 0.0
    assert wins / 40 > 0.5


def test_json_is_plain_and_round_trips() -> None:
    game = OneElevenGame(4, "subtraction", 2)
    for _turn in range(13):
        game.apply(game.legal_moves()[-1])
    data = json.loads(game.to_json())
    assert data["game"] == "oneeleven"
    again = OneElevenGame.from_json(game.to_json())
    assert again.to_dict() == game.to_dict() and again.legal_moves() == game.legal_moves()
    assert again.result() == game.result()


# ---- what keeps simulation fast: the garbage collector has little to do ----------------------------


def test_games_leave_no_reference_cycles() -> None:
    """Whole games (new tables: the capture search runs) free everything by reference counting, so
    the garbage collector finds none of the game's objects to collect. (Only objects and frames of
    the game's own packages count: a thread an earlier test of the same worker left running — a
    pool's request wait, say — may make garbage of its own meanwhile; CI saw 39 such objects.)"""
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for seed, mode in enumerate(("addition", "subtraction", "mixed")):
            game = OneElevenGame(3, mode, seed=10_000 + seed)
            play_out(game, [RandomBot(seed), GreedyBot(seed), ExpectimaxBot(seed)], max_moves=200)
            assert game.is_over
        del game
        gc.collect()
        ours = [thing for thing in gc.garbage if _of_the_game(thing)]
        assert not ours, ours[:5]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was_enabled:
            gc.enable()


#: the packages whole games run in (engine and bots); other parts of the kit run in other threads
GAME_PACKAGES = ("elevenkit.core", "elevenkit.oneeleven")


def _of_the_game(thing: object) -> bool:
    """Whether ``thing`` is an object of a class of the game's packages, or a frame of their code."""
    if isinstance(thing, types.FrameType):
        folders = (os.sep + package.replace(".", os.sep) + os.sep for package in GAME_PACKAGES)
        return any(folder in thing.f_code.co_filename for folder in folders)
    return (type(thing).__module__ or "").startswith(GAME_PACKAGES)


def test_a_capture_possible_on_several_tables_is_one_cached_move() -> None:
    """The move lists of different tables share their moves (the same few captures recur), so the
    cache holds few objects for the garbage collector to visit."""
    seven, two, five = Card("7"), Card("2"), Card("5")
    small = capture_moves("addition", pack([two, five, seven]), seven.index)
    big = capture_moves("addition", pack([two, five, seven, Card("9"), Card("4")]), seven.index)
    for move in small:
        assert move in big
        assert next(other for other in big if other == move) is move
    assert Move.parse("7 takes 2+5, 7") in small
