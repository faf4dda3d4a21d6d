"""The one-eleven game: random play invariants, notation, checked moves, scoring, views, bots."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import ElevenkitError, IllegalMoveError, InvalidMoveError, play_out
from elevenkit.oneeleven import (
    ALL_CARDS,
    Card,
    ExpectimaxBot,
    GreedyBot,
    Move,
    OneElevenGame,
    RandomBot,
    capture_groups,
    captures,
    new_deck,
    parse_cards,
    rules,
)

MODES = rules.MODES
PLAYERS = range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)
DECK = Counter(new_deck())


def every_card(game: OneElevenGame) -> Counter:
    cards = Counter(game.draw) + Counter(game.table)
    for hand, pile in zip(game.hands, game.piles):
        cards += Counter(hand) + Counter(pile)
    return cards


def card_total(game: OneElevenGame) -> int:
    return (len(game.draw) + len(game.table) + sum(map(len, game.hands))
            + sum(map(len, game.piles)))


def finish(game: OneElevenGame, seed: int) -> dict:
    rng = random.Random(seed)
    while not game.is_over:
        moves = game.legal_moves()
        game.apply(moves[rng.randrange(len(moves))])
    return game.to_dict()


# ---- random play -------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("mode", MODES)
def test_random_games(mode: str, players: int) -> None:
    for seed in range(1000):
        game = OneElevenGame(players, mode, seed)
        rng = random.Random(seed)
        deep = seed % 25 == 0  # the slower, independent checks on every 25th game
        fork_at = seed % 50
        while not game.is_over:
            moves = game.legal_moves()
            assert moves
            trails = [m for m in moves if m.is_trail]
            assert not trails or len(trails) == len(moves)  # trail only if no capture at all
            move = moves[rng.randrange(len(moves))]
            if deep and move.is_trail:  # ... and then truly no hand card can capture
                hand = set(game.hands[game.current_player])
                assert not any(capture_groups(card, game.table, mode) for card in hand)
            if deep and game.turn == fork_at:
                copy, saved = game.clone(), OneElevenGame.from_json(game.to_json())
                assert copy.to_dict() == saved.to_dict() == game.to_dict()
            seat = game.current_player
            game.apply(move)
            assert card_total(game) == 60
            assert game.current_player == (seat + 1) % players or game.is_over
            if deep:
                assert every_card(game) == DECK
        assert every_card(game) == DECK
        assert not game.draw and not any(game.hands) and not game.table
        scores = game.scores()
        bonus = rules.MOST_CARDS_POINTS if scores.most_cards is not None else 0
        assert sum(scores.points) == 28 + bonus
        assert sum(scores.cards) == 60
        if deep:
            ending = game.to_dict()
            assert finish(copy, seed + 1) == finish(saved, seed + 1)
            assert finish(OneElevenGame(players, mode, seed), seed) == ending  # same seed


def test_deals_follow_the_rules() -> None:
    for players, deals in ((2, [6, 6, 6, 6, 4]), (3, [6, 6, 6]), (4, [6, 6, 2])):
        game = OneElevenGame(players, "addition", 7)
        assert len(game.table) == rules.TABLE_START
        sizes, moves = [], 0
        while not game.is_over:
            if game.current_player == 0:
                sizes.append(len(game.hands[0]))
            assert len(set(map(len, game.hands[game.current_player:]))) == 1
            if game.turn == 36 and players == 3:  # 20 left: 18 dealt, 2 laid on the table
                assert not game.draw
            game.apply(game.legal_moves()[0])
            moves += 1
        assert [s for before, s in zip([0] + sizes, sizes) if s > before] == deals
        assert moves == sum(deals) * players  # 3 players: the last 2 cards go to the table


# ---- notation ----------------------------------------------------------------------------------

def test_notation_examples() -> None:
    assert str(Move.parse("7 takes 2+5, 7")) == "7 takes 2+5, 7"
    assert Move.parse("7 takes 7, 5 + 2") == Move.parse("7 takes 2+5, 7")
    move = Move.parse("= as 6 takes 1+5")
    assert move.card is Card("=") and move.value == 6
    assert move.groups == (("sum", (Card("1-11"), Card("5"))),)
    assert Move.parse("trail 9") == Move.trail(Card("9"))
    assert Move.parse("1-11 as 11 takes 4+7") == Move.parse("11 takes 7+4")
    assert Move.parse("ace as 1 takes 1") == Move.parse("1 takes 1-11")
    assert str(Move.parse("5 takes 9\N{MINUS SIGN}4")) == "5 takes 9-4"
    assert str(Move.parse("14 takes 3 + 1-11")) == "14 takes 3+11"
    assert str(Move.parse("2 TAKES 12-6-4")) == "2 takes 12-6-4"


@pytest.mark.parametrize("mode", MODES)
def test_every_legal_move_round_trips(mode: str) -> None:
    for seed in range(40):
        game = OneElevenGame(3, mode, seed)
        rng = random.Random(seed)
        while not game.is_over:
            moves = game.legal_moves()
            for move in moves:
                assert Move.parse(str(move)) == move
                assert game.parse_move(str(move)) == move
                assert game._illegal_reason(move) is None
            game.play(str(moves[rng.randrange(len(moves))]))


def test_parse_infers_the_value_or_asks() -> None:
    game = table_game("2 5 4 =", hand="= 1-11 9")
    assert game.parse_move("= takes 2+5").value == 7
    assert game.parse_move("1-11 takes 2+5+4").value == 11
    for text in ("= takes =", "1-11 takes ="):  # a wild on the table matches any value
        with pytest.raises(InvalidMoveError, match="ambiguous"):
            game.parse_move(text)
    assert game.parse_move("= as 2 takes =").value == 2


# ---- checked moves -----------------------------------------------------------------------------

def table_game(table: str, hand: str, mode: str = "addition", players: int = 2) -> OneElevenGame:
    """A game where seat 0 holds ``hand`` and ``table`` is face up; the rest anywhere."""
    table_cards, hand_cards = parse_cards(table), parse_cards(hand)
    rest = new_deck()
    for card in table_cards + hand_cards:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    hands = [[c.label for c in hand_cards]] + [[] for _seat in range(players - 1)]
    for seat in range(1, players):
        hands[seat] = [rest.pop().label for _card in range(len(hand_cards))]
    state = {
        "players": players, "mode": mode, "current": 0, "turn": 0, "over": False,
        "hands": hands, "table": [c.label for c in table_cards],
        "draw": [c.label for c in rest], "piles": [[] for _seat in range(players)],
        "last_capture_turn": [None] * players,
    }
    return OneElevenGame.from_dict(state)


def test_rulebook_turns() -> None:
    game = table_game("7 2 5 9", hand="7 3")
    game.play("7 takes 7, 2+5")
    assert game.table == [Card("9")] and Counter(game.piles[0]) == Counter(parse_cards("7 7 2 5"))
    game = table_game("12 6 4 3", hand="2 8", mode="subtraction")
    game.play("2 takes 12-6-4")
    assert game.table == [Card("3")]
    game = table_game("3 1-11", hand="14 2")
    assert str(game.play("14 takes 3+11")) == "14 takes 3+11"


BAD_MOVES = [
    ("seven takes 7", InvalidMoveError, "is not a card"),
    ("7 takes", InvalidMoveError, "is not a move"),
    ("7 gives 2+5", InvalidMoveError, "is not a move"),
    ("7 takes 2*5", InvalidMoveError, "is not a group"),
    ("7 takes 2+5,", InvalidMoveError, "group is empty"),
    ("8 takes 3+5", IllegalMoveError, "no 8 in your hand"),
    ("7 takes 2+6", IllegalMoveError, "does not hold"),
    ("7 takes 2+4", IllegalMoveError, "does not make 7"),
    ("7 takes 2+5, 5+2", IllegalMoveError, "overlap"),
    ("= as 16 takes 2+5", IllegalMoveError, "cannot count as 16"),
    ("7 as 8 takes 2+5", IllegalMoveError, "cannot count as 8"),
    ("7 takes 9-2", IllegalMoveError, "does not allow differences"),
    ("trail 7", IllegalMoveError, "must capture"),
]


@pytest.mark.parametrize("text, error, reason", BAD_MOVES)
def test_bad_moves_are_explained_and_change_nothing(text: str, error: type, reason: str) -> None:
    game = table_game("2 5 9 4 2", hand="7 = 3")
    before = game.to_json()
    with pytest.raises(error, match=reason) as raised:
        game.play(text)
    named = text if error is InvalidMoveError else str(game.parse_move(text))
    assert repr(named) in str(raised.value)
    assert game.to_json() == before


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=30), seed=st.integers(0, 50))
def test_any_text_either_plays_or_raises_cleanly(text: str, seed: int) -> None:
    game = OneElevenGame(2, "mixed", seed)
    before = game.to_json()
    try:
        move = game.play(text)
    except (InvalidMoveError, IllegalMoveError) as error:
        assert str(error)
        assert game.to_json() == before
    else:  # what it did is what one of the listed legal moves does
        assert effect(move) in {effect(m) for m in OneElevenGame.from_json(before).legal_moves()}


def effect(move: Move) -> tuple:
    return (move.card, move.value, tuple(sorted(move.taken)))


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    card=st.sampled_from(ALL_CARDS),
    value=st.integers(-2, 20),
    groups=st.lists(
        st.tuples(st.sampled_from(["match", "sum", "difference"]),
                  st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4)),
        min_size=1, max_size=3,
    ),
)
def test_arbitrary_moves_are_checked_exactly(seed, card, value, groups) -> None:
    move = Move.take(card, value, [(kind, tuple(cards)) for kind, cards in groups])
    referee_agrees(position(seed), move)


def position(seed: int) -> OneElevenGame:
    game = OneElevenGame(2, "mixed", seed)
    for _turn in range(seed % 9):
        game.apply(game.legal_moves()[0])
    return game


def referee_agrees(game: OneElevenGame, move: Move) -> None:
    """play() accepts exactly the moves the referee accepts, and a refusal changes nothing."""
    before = game.to_json()
    try:
        game.play(move)
    except IllegalMoveError as error:
        assert not judge(move, OneElevenGame.from_json(before)), str(move)
        assert repr(str(move)) in str(error)
        assert game.to_json() == before
    else:
        assert judge(move, OneElevenGame.from_json(before)), str(move)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    pick=st.integers(0, 1_000),
    tweak=st.sampled_from(["none", "value", "kind", "extra", "drop", "twice"]),
    extra=st.sampled_from(ALL_CARDS),
)
def test_nearly_legal_moves_are_checked_exactly(seed, pick, tweak, extra) -> None:
    game = position(seed)
    moves = [m for m in game.legal_moves() if not m.is_trail]
    if not moves:
        return
    move = moves[pick % len(moves)]
    groups = [(kind, list(cards)) for kind, cards in move.groups]
    value = move.value
    if tweak == "value":
        value += 1
    elif tweak == "kind":
        groups[0] = ({"sum": "difference"}.get(groups[0][0], "sum"), groups[0][1])
    elif tweak == "extra":
        groups[0][1].append(extra)
    elif tweak == "drop" and len(groups[0][1]) > 1:
        groups[0][1].pop()
    elif tweak == "twice":
        groups.append(groups[0])
    referee_agrees(game, Move.take(move.card, value, [(k, tuple(c)) for k, c in groups]))


def judge(move: Move, game: OneElevenGame) -> bool:
    """An independent referee: the card is in the hand, the groups are exactly the groups of
    one listed capture, and each group really makes the value the way its kind says."""
    if move.card not in game.hands[game.current_player] or move.value not in move.card.values:
        return False
    wanted = Counter(tuple(sorted(cards)) for _kind, cards in move.groups)
    if not any(c.value == move.value and Counter(tuple(sorted(g.cards)) for g in c.groups) == wanted
               for c in captures(move.card, game.table, game.mode)):
        return False
    return all(makes(cards, move.value, kind, game.mode) for kind, cards in move.groups)


def makes(cards, value: int, kind: str, mode: str) -> bool:
    if kind == "match" or len(cards) == 1:
        return kind == "match" and len(cards) == 1 and value in cards[0].values
    if kind not in rules.MODE_KINDS[mode]:
        return False
    for values in product(*(card.values for card in cards)):
        if kind == "sum" and sum(values) == value:
            return True
        if kind == "difference" and any(2 * top - sum(values) == value for top in values):
            return True
    return False


def test_no_moves_after_the_end() -> None:
    game = OneElevenGame(2, "addition", 3)
    play_out(game, [RandomBot(1), RandomBot(2)])
    before = game.to_json()
    assert game.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("trail 7")
    assert game.to_json() == before


@pytest.mark.parametrize("bad", [
    '{"game":"nimmt","state":{}}', "not json", '{"game":"oneeleven","state":{"players":2}}',
])
def test_bad_saved_games_are_refused(bad: str) -> None:
    with pytest.raises(ElevenkitError):
        OneElevenGame.from_json(bad)
    state = OneElevenGame(2, "addition", 1).to_dict()
    state["table"].append("7")  # a 61st card
    with pytest.raises(ElevenkitError, match="full deck"):
        OneElevenGame.from_dict(state)


@pytest.mark.parametrize("players, mode, named", [
    (1, "addition", "1"), (5, "addition", "5"), (2, "multiply", "'multiply'"),
    ("2", "addition", "'2'"),
])
def test_bad_settings(players, mode, named: str) -> None:
    with pytest.raises(ElevenkitError, match=named):
        OneElevenGame(players, mode, 1)


# ---- the end and the scores --------------------------------------------------------------------

def ending_game(piles: list[str], table: str, hand: str, last: list[int | None]) -> OneElevenGame:
    """Seat 0 holds the last card; everything else is captured or on the table."""
    state = {
        "players": len(piles), "mode": "addition", "current": 0, "turn": 50, "over": False,
        "hands": [hand.split()] + [[] for _pile in piles[1:]], "table": table.split(),
        "draw": [], "piles": [pile.split() for pile in piles], "last_capture_turn": last,
    }
    return OneElevenGame.from_dict(state)


def _deck_minus(*texts: str) -> list[str]:
    rest = new_deck()
    for text in texts:
        for card in parse_cards(text):
            rest.remove(card)
    return [card.label for card in rest]


def test_table_goes_to_the_last_capturer_and_tie_breaks() -> None:
    rest = _deck_minus("9", "2 3")
    half = len(rest) // 2
    game = ending_game([" ".join(rest[:half]), " ".join(rest[half:])], "2 3", "9", [40, 41])
    game.play("trail 9")
    assert game.is_over and not game.table
    assert Counter(game.piles[1]) >= Counter(parse_cards("2 3 9"))
    scores = game.scores()
    assert scores.cards == (half, len(rest) - half + 3)
    assert sum(scores.points) == 29 and scores.most_cards == 1


def finished(piles: list[list[Card]], last: list[int | None]) -> OneElevenGame:
    state = {
        "players": len(piles), "mode": "addition", "current": 0, "turn": 56, "over": True,
        "hands": [[] for _pile in piles], "table": [], "draw": [],
        "piles": [[c.label for c in pile] for pile in piles], "last_capture_turn": last,
    }
    return OneElevenGame.from_dict(state)


def test_winner_tie_breaks() -> None:
    halves = [[card for card in ALL_CARDS for _copy in range(2)] for _seat in range(2)]
    assert finished(halves, [12, 30]).scores() == ((14, 14), (30, 30), None, 1)
    assert finished(halves, [30, 12]).scores().winner == 0
    assert finished(halves, [None, None]).scores().winner is None
    # seats 0 and 1 tie on points; seat 0 has more cards; seat 2 gets the most-cards point
    point_cards = [card for card in new_deck() if card.points]
    plain = [card for card in new_deck() if not card.points]
    piles = [point_cards[:10] + plain[:9], point_cards[10:20] + plain[9:16],
             point_cards[20:] + plain[16:]]
    scores = finished(piles, [55, 54, 53]).scores()
    assert scores == ((10, 10, 9), (19, 17, 24), 2, 0)
    assert OneElevenGame(2, "addition", 5).scores() == ((0, 0), (0, 0), None, None)


# ---- views and bots ----------------------------------------------------------------------------

def test_view_hides_other_hands_and_the_draw_pile() -> None:
    game = OneElevenGame(3, "mixed", 11)
    view = game.view(1)
    assert view.hand == tuple(game.hands[1]) and view.table == tuple(game.table)
    assert view.hand_sizes == (6, 6, 6) and view.draw_size == len(game.draw)
    text = repr(view)
    assert Counter(view.unseen()) == Counter(game.draw) + Counter(game.hands[0]) + Counter(
        game.hands[2]
    )
    assert "draw=" not in text and "hands=" not in text
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


def test_expectimax_beats_greedy_on_a_small_sample() -> None:
    """A smoke check only: the real measurement (2,000 games, CI) is bench_oneeleven_bots.py."""
    wins = 0.0
    for deal in range(20):
        for seat in (0, 1):
            game = OneElevenGame(2, "addition", deal)
            bots = [GreedyBot(deal), GreedyBot(deal)]
            bots[seat] = ExpectimaxBot(deal)
            play_out(game, bots)
            winner = game.scores().winner
            wins += 1.0 if winner == seat else 0.5 if winner is None else 0.0
    assert wins / 40 > 0.5


def test_json_is_plain_and_round_trips() -> None:
    game = OneElevenGame(4, "subtraction", 2)
    for _turn in range(13):
        game.apply(game.legal_moves()[-1])
    data = json.loads(game.to_json())
    assert data["game"] == "oneeleven"
    again = OneElevenGame.from_json(game.to_json())
    assert again.to_dict() == game.to_dict() and again.legal_moves() == game.legal_moves()
    assert again.scores() == game.scores()
