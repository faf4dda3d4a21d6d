"""The one-eleven game: random play rules, notation, checked moves, scoring, views, bots.

What every registered game must do (termination, clone, JSON, same seed) is tested once for all
games in the registry test; here only what is one-eleven's own.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import (
    ElevenkitError,
    IllegalMoveError,
    InvalidMoveError,
    RandomBot,
    play_out,
    registered_games,
)
from elevenkit.oneeleven import (
    ALL_CARDS,
    Card,
    Move,
    OneElevenGame,
    Term,
    capture_groups,
    captures,
    new_deck,
    parse_cards,
    rules,
)
from tests.helpers.oneeleven_tables import deck_without, table_game
from tests.helpers.thoroughness import examples

MODES = rules.MODES
PLAYERS = range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)
DECK = Counter(new_deck())
#: No game lasts longer: every move plays one of the at most 56 cards dealt to the hands.
MAX_TURNS = sum(DECK.values())


def every_card(game: OneElevenGame) -> Counter:
    cards = Counter(game.draw) + Counter(game.table)
    for hand, pile in zip(game.hands, game.piles):
        cards += Counter(hand) + Counter(pile)
    return cards


def card_total(game: OneElevenGame) -> int:
    return len(game.draw) + len(game.table) + sum(map(len, game.hands)) + sum(map(len, game.piles))


def until_over(game: OneElevenGame):
    """The turns of a game (yields before each move), at most MAX_TURNS of them."""
    for _turn in range(MAX_TURNS):
        if game.is_over:
            return
        yield
    assert game.is_over, f"no end after {MAX_TURNS} turns"


def hand_can_capture(game: OneElevenGame) -> bool:
    """Independently of the legal move list: can some hand card take some table group?"""
    hand = set(game.hands[game.current_player])
    return any(capture_groups(card, game.table, game.mode) for card in hand)


# ---- random play -------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("mode", MODES)
def test_random_games(mode: str, players: int) -> None:
    for seed in range(300):
        game = OneElevenGame(players, mode, seed)
        rng = random.Random(seed)
        deep = seed % 10 == 0  # the slower, independent checks on every 10th game
        for _turn in until_over(game):
            moves = game.legal_moves()
            assert moves
            trails = [m for m in moves if m.is_trail]
            assert not trails or len(trails) == len(moves)  # trail only if no capture at all
            if deep:  # ... exactly when truly no hand card can capture
                assert bool(trails) == (not hand_can_capture(game))
            move = moves[rng.randrange(len(moves))]
            seat = game.current_player
            game.apply(move)
            assert card_total(game) == 60
            assert game.current_player == (seat + 1) % players or game.is_over
            if deep:
                assert every_card(game) == DECK
                assert game.invariant_problems() == []
        assert every_card(game) == DECK
        assert not game.draw and not any(game.hands) and not game.table
        result = game.result()
        bonus = rules.MOST_CARDS_POINTS if result.most_cards is not None else 0
        assert sum(result.points) == 28 + bonus
        assert sum(result.cards) == 60
        assert result.cards == tuple(map(len, game.piles))
        assert result.card_points == tuple(sum(c.label in rules.POINT_RANKS for c in pile) for pile in game.piles)


def test_legal_captures_are_the_captures_of_every_hand_card() -> None:
    """The game's by-rank move list against the position-by-position search of captures()."""
    for seed in range(60):
        game = OneElevenGame(2 + seed % 3, MODES[seed % 3], seed)
        rng = random.Random(seed)
        for _turn in until_over(game):
            hand = set(game.hands[game.current_player])
            expected = {Move.from_capture(c) for card in hand for c in captures(card, game.table, game.mode)}
            if not expected:
                expected = {Move.trail(card) for card in hand}
            moves = game.legal_moves()
            assert len(moves) == len(set(moves)) and set(moves) == expected
            game.apply(moves[rng.randrange(len(moves))])


def test_deals_follow_the_rules() -> None:
    for players, deals in ((2, [6, 6, 6, 6, 4]), (3, [6, 6, 6]), (4, [6, 6, 2])):
        game = OneElevenGame(players, "addition", 7)
        assert len(game.table) == rules.TABLE_START
        sizes, moves = [], 0
        for _turn in until_over(game):
            if game.current_player == 0:
                sizes.append(len(game.hands[0]))
            assert len(set(map(len, game.hands[game.current_player :]))) == 1
            if game.turn == 36 and players == 3:  # 20 left: 18 dealt, 2 laid on the table
                assert not game.draw
            game.apply(game.legal_moves()[0])
            moves += 1
        assert [s for before, s in zip([0] + sizes, sizes) if s > before] == deals
        assert moves == sum(deals) * players  # 3 players: the last 2 cards go to the table


def last_card_of_a_deal(players: int, draw: int) -> OneElevenGame:
    """The last seat holds its last card, a 2 that cannot capture the 9 and 12 on the table; the
    other hands are empty; ``draw`` cards are left to deal; all the rest is captured."""
    rest = deck_without("2 9 12")
    state = {
        "players": players,
        "mode": "addition",
        "current": players - 1,
        "turn": 30,
        "over": False,
        "hands": [[] for _seat in range(players - 1)] + [["2"]],
        "table": ["9", "12"],
        "draw": rest[:draw],
        "piles": [rest[draw:]] + [[] for _seat in range(players - 1)],
        "last_capture_turn": [29] + [None] * (players - 1),
    }
    return OneElevenGame.from_dict(state)


@pytest.mark.parametrize(
    "players, draw, each, laid",
    [
        (3, 20, 6, 2),
        (4, 26, 6, 2),
        (2, 9, 4, 1),
        (3, 8, 2, 2),
        (4, 12, 3, 0),
        (2, 13, 6, 1),
        (2, 20, 6, 0),
    ],
)
def test_cards_that_cannot_go_round_once_more_are_laid_on_the_table(players, draw, each, laid):
    game = last_card_of_a_deal(players, draw)
    bottom = game.draw[:laid]
    game.play("trail 2")
    assert [len(hand) for hand in game.hands] == [each] * players
    assert len(game.draw) == draw - each * players - laid
    assert game.table == parse_cards("9 12 2") + bottom[::-1]
    assert not game.is_over and game.invariant_problems() == []


def test_too_few_cards_for_a_deal_go_to_the_table_and_end_the_game() -> None:
    game = last_card_of_a_deal(4, 3)  # fewer than one card per player: nothing is dealt
    game.play("trail 2")
    assert game.is_over and not game.draw and not game.table  # all to the last capturer
    assert len(game.piles[0]) == 60 and game.result().points == (29, 0, 0, 0)


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
        for _turn in until_over(game):
            moves = game.legal_moves()
            for move in moves:
                assert Move.parse(str(move)) == move
                assert game.parse_move(str(move)) == move
                assert game._illegal_reason(move) is None
                assert_terms_make_the_value(move)
            game.play(str(moves[rng.randrange(len(moves))]))


def assert_terms_make_the_value(move: Move) -> None:
    """The structured parts of a move: per group, each card with a value it can take, and the
    values make the played value the way the group's kind says."""
    assert len(move.terms) == len(move.groups)
    for (kind, cards), terms in zip(move.groups, move.terms):
        assert terms is not None and all(isinstance(term, Term) for term in terms)
        assert Counter(term.card for term in terms) == Counter(cards)
        assert all(term.value in term.card.values for term in terms)
        values = [term.value for term in terms]
        if kind == "match":
            assert values == [move.value]
        elif kind == "sum":
            assert sum(values) == move.value and values == sorted(values)
        else:
            assert values[0] - sum(values[1:]) == move.value and values[0] == max(values)


def test_parse_infers_the_value_or_asks() -> None:
    game = table_game("2 5 4 =", hand="= 1-11 9")
    assert game.parse_move("= takes 2+5").value == 7
    assert game.parse_move("1-11 takes 2+5+4").value == 11
    for text in ("= takes =", "1-11 takes ="):  # a wild on the table matches any value
        with pytest.raises(InvalidMoveError, match="ambiguous"):
            game.parse_move(text)
    assert game.parse_move("= as 2 takes =").value == 2
    # reading needs no game: the written groups alone fix the value
    assert Move.parse("= takes 2+5") == Move.parse("= as 7 takes 2+5")
    assert Move.parse("1-11 takes 9-2-=").value == 1
    assert Move.parse("= takes 9-4").value == 5  # even where the deck forbids differences ...
    with pytest.raises(IllegalMoveError, match="does not allow differences"):
        table_game("9 4", hand="=").play("= takes 9-4")  # ... the game then says why
    unfit = Move.parse("1-11 takes 2+5")  # neither 1 nor 11: the game asks for the value
    assert unfit.value is None and unfit.terms == (None,)
    with pytest.raises(IllegalMoveError, match="say which value"):
        table_game("2 5", hand="1-11").play(unfit)


def test_moves_give_their_parts_as_data() -> None:
    move = Move.parse("= as 9 takes 4+=, 9")
    assert move.groups == (("sum", (Card("4"), Card("="))), ("match", (Card("9"),)))
    assert [kind for kind, _cards in move.groups] == ["sum", "match"]
    assert move.terms == ((Term(Card("4"), 4), Term(Card("="), 5)), (Term(Card("9"), 9),))
    assert Move.parse("14 takes 3+1-11").terms == ((Term(Card("3"), 3), Term(Card("1-11"), 11)),)
    assert Move.parse("trail 9").terms == ()


# ---- checked moves -----------------------------------------------------------------------------


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


def position(seed: int) -> OneElevenGame:
    """A mixed-deck game after ``seed % 9`` turns."""
    game = OneElevenGame(2, "mixed", seed)
    for _turn in range(seed % 9):
        game.apply(game.legal_moves()[0])
    return game


def effect(move: Move) -> tuple:
    return (move.card, move.value, tuple(sorted(move.taken)))


TEXT_TWEAKS = ["as is", "shout", "spaces", "other card", "drop a group", "swap + and -", "junk", "any text"]


def nearly_legal_text(move: Move, tweak: str, card: Card, junk: str) -> str:
    """The notation of a legal move, changed in one way."""
    text = str(move)
    words = text.split(" ")
    if tweak == "shout":
        return text.upper()
    if tweak == "spaces":
        return "  " + text.replace(" ", "   ").replace("+", " + ") + " "
    if tweak == "other card":
        words[1 if move.is_trail else 0] = card.label
        return " ".join(words)
    if tweak == "drop a group":
        return text.rsplit(",", 1)[0] if "," in text else text.split(" takes ")[0] + " takes"
    if tweak == "swap + and -":
        return text.replace("+", "#").replace("-", "+").replace("#", "-")
    if tweak == "junk":
        return text + junk
    return junk if tweak == "any text" else text


def test_any_text_either_plays_or_raises_cleanly() -> None:
    outcomes: Counter = Counter()
    tries = examples(200)

    # the same sample every run: the share of each outcome checked below cannot flake
    @settings(max_examples=tries, deadline=None, derandomize=True)
    @given(
        seed=st.integers(0, 10_000),
        pick=st.integers(0, 1_000),
        tweak=st.sampled_from(TEXT_TWEAKS),
        card=st.sampled_from(ALL_CARDS),
        junk=st.text(max_size=30),
    )
    def check(seed: int, pick: int, tweak: str, card: Card, junk: str) -> None:
        game = position(seed)
        legal = game.legal_moves()
        text = nearly_legal_text(legal[pick % len(legal)], tweak, card, junk)
        before = game.to_json()
        try:
            move = game.play(text)
        except (InvalidMoveError, IllegalMoveError) as error:
            outcomes["refused"] += 1
            assert str(error)
            assert game.to_json() == before
        else:  # what it did is what one of the listed legal moves does
            outcomes["played"] += 1
            assert effect(move) in {effect(m) for m in legal}

    check()
    least = tries // 5  # both outcomes are common: at least 20 % each
    assert outcomes["played"] >= least and outcomes["refused"] >= least, outcomes


MOVE_TWEAKS = [
    "none",
    "card",
    "value",
    "kind",
    "extra card",
    "drop a card",
    "other card",
    "group twice",
    "add a group",
    "no groups",
    "arbitrary groups",
]
KINDS = ["match", "sum", "difference"]


def test_legal_and_nearly_legal_moves_are_checked_exactly() -> None:
    outcomes: Counter = Counter()
    tries = examples(400)

    # the same sample every run: the share of each outcome checked below cannot flake
    @settings(max_examples=tries, deadline=None, derandomize=True)
    @given(
        seed=st.integers(0, 10_000),
        pick=st.integers(0, 1_000),
        tweak=st.sampled_from(MOVE_TWEAKS),
        card=st.sampled_from(ALL_CARDS),
        value=st.integers(-2, 20),
        kind=st.sampled_from(KINDS),
        group=st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4),
        groups=st.lists(
            st.tuples(st.sampled_from(KINDS), st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4)),
            min_size=1,
            max_size=3,
        ),
    )
    def check(seed, pick, tweak, card, value, kind, group, groups) -> None:
        game = position(seed)
        legal = game.legal_moves()
        move = legal[pick % len(legal)]
        played, used = move.card, move.value
        parts = [(k, list(cards)) for k, cards in move.groups]
        if tweak == "card":
            played = card
        elif tweak == "value":
            used = value
        elif tweak == "kind" and parts:
            parts[0] = (kind, parts[0][1])
        elif tweak == "extra card" and parts:
            parts[0][1].append(card)
        elif tweak == "drop a card" and parts and len(parts[0][1]) > 1:
            parts[0][1].pop()
        elif tweak == "other card" and parts:
            parts[0][1][0] = card
        elif tweak == "group twice" and parts:
            parts.append(parts[0])
        elif tweak == "add a group":
            parts.append((kind, group))
        elif tweak == "no groups":
            parts = []
        elif tweak == "arbitrary groups":
            parts = groups
        outcomes[referee_agrees(game, Move.take(played, used, parts))] += 1

    check()
    least = tries * 3 // 20  # both outcomes are common: at least 15 % each
    assert outcomes["played"] >= least and outcomes["refused"] >= least, outcomes


def referee_agrees(game: OneElevenGame, move: Move) -> str:
    """play() accepts exactly the moves the referee accepts, and a refusal changes nothing."""
    before = game.to_json()
    try:
        game.play(move)
    except IllegalMoveError as error:
        assert not judge(move, OneElevenGame.from_json(before)), str(move)
        assert repr(str(move)) in str(error)
        assert game.to_json() == before
        return "refused"
    assert judge(move, OneElevenGame.from_json(before)), str(move)
    return "played"


def judge(move: Move, game: OneElevenGame) -> bool:
    """An independent referee: the card is in the hand; a trail says no value and no hand card
    can capture; a capture's groups are exactly the groups of one listed capture, and each
    group really makes the value the way its kind says."""
    if move.card not in game.hands[game.current_player]:
        return False
    if not move.groups:
        return move.value is None and not hand_can_capture(game)
    if move.value not in move.card.values:
        return False
    wanted = Counter(tuple(sorted(cards)) for _kind, cards in move.groups)
    if not any(
        c.value == move.value and Counter(tuple(sorted(g.cards)) for g in c.groups) == wanted
        for c in captures(move.card, game.table, game.mode)
    ):
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


@pytest.mark.parametrize(
    "bad",
    [
        '{"game":"nimmt","state":{}}',
        "not json",
        '{"game":"oneeleven","state":{"players":2}}',
    ],
)
def test_bad_saved_games_are_refused(bad: str) -> None:
    with pytest.raises(ElevenkitError):
        OneElevenGame.from_json(bad)
    state = OneElevenGame(2, "addition", 1).to_dict()
    state["table"].append("7")  # a 61st card
    with pytest.raises(ElevenkitError, match="full deck"):
        OneElevenGame.from_dict(state)


@pytest.mark.parametrize(
    "field, value, reason",
    [
        ("players", 5, "players must be a whole number from 2 to 4, not 5"),
        ("current", 2, "current must be a whole number from 0 to 1, not 2"),
        ("turn", -1, "turn must be a whole number from 0 up, not -1"),
        ("hands", [["7"]], "seats do not match"),
        ("table", "7 2", "'7 2' is not a list of cards"),
        ("table", ["eleven"], "'eleven' is not a card label"),
        ("mode", "division", "'division' is not a capture mode"),
        ("draw", None, "NoneType"),
    ],
)
def test_saved_games_with_bad_parts_are_refused_by_name(field: str, value, reason: str) -> None:
    state = OneElevenGame(2, "addition", 1).to_dict()
    state[field] = value
    with pytest.raises(ElevenkitError, match=re.escape(reason)) as raised:
        OneElevenGame.from_dict(state)
    assert str(raised.value).startswith("not a saved one-eleven game")


@pytest.mark.parametrize(
    "players, mode, named",
    [
        (1, "addition", "1"),
        (5, "addition", "5"),
        (2, "multiply", "'multiply'"),
        ("2", "addition", "'2'"),
    ],
)
def test_bad_settings(players, mode, named: str) -> None:
    with pytest.raises(ElevenkitError, match=named):
        OneElevenGame(players, mode, 1)


def test_built_with_keywords_like_every_registered_game() -> None:
    entry = registered_games()["oneeleven"]
    assert entry.game_type is OneElevenGame and (entry.min_players, entry.max_players) == (2, 4)
    assert [setting["mode"] for setting in entry.settings] == list(rules.MODES)
    game = entry.new_game(3, seed=9, mode="mixed")
    assert game.to_dict() == OneElevenGame(3, "mixed", 9).to_dict()
    assert OneElevenGame(players=3, seed=9, mode="mixed").to_dict() == game.to_dict()
    assert OneElevenGame.move_type is Move and game.parse_move("trail 9") == Move.trail(Card("9"))


def test_invariant_check_finds_lost_doubled_and_unscored_cards() -> None:
    game = OneElevenGame(3, "addition", 4)
    lost, doubled, moved = game.clone(), game.clone(), game.clone()
    lost.hands[0].pop()
    doubled.draw.append(doubled.draw[0])
    moved.piles[2].append(moved.draw.pop())  # still every card exactly once
    for broken in (game, lost, doubled, moved):
        full = every_card(broken) == DECK
        assert full == ("the cards are not one full deck" not in broken.invariant_problems())
    assert moved.invariant_problems() == [] and len(lost.invariant_problems()) == 1
    over = game.clone()
    play_out(over, [RandomBot(seat) for seat in range(3)])
    assert over.invariant_problems() == []
    pile = over.piles[over.last_capturer]
    point_card = next(card for card in pile if card.points)
    pile.remove(point_card)
    over.table.append(point_card)  # a point card the last capturer never got
    assert "the table key does not match the table" in over.invariant_problems()
    over._table_key += 1 << (4 * point_card.index)
    problems = over.invariant_problems()
    assert len(problems) == 2 and "still to be played or taken" in problems[0]
    assert re.fullmatch(r"the points add up to (27|28), not (28|29)", problems[1])
