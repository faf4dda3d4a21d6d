"""Start 11!: notation round trips, bad input (with hypothesis), views, saving and the bots' manners."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import ElevenkitError, IllegalMoveError, InvalidMoveError
from elevenkit.start11 import (
    GreedyBot,
    InvalidTileError,
    Move,
    PlannerBot,
    Space,
    Start11Game,
    Start11Match,
    Tile,
    standard_layout,
)

LAYOUT = standard_layout()
ALL_MOVES = [
    move
    for table in (LAYOUT.table.place, LAYOUT.table.bonus, LAYOUT.table.free)
    for options in table
    for _bit, move in options
] + LAYOUT.table.passes + [LAYOUT.table.draw, LAYOUT.table.end]


def positions(count: int, variant: bool = True) -> list[Start11Game]:
    """Positions from seeded random games, a few steps apart, with every kind of pending step."""
    found = []
    for seed in range(count):
        game = Start11Game(2 + seed % 3, seed=seed, variant=variant)
        rng = random.Random(seed)
        for _ in range(rng.randrange(120)):
            if game.is_over:
                break
            moves = game.legal_moves()
            game.apply(moves[rng.randrange(len(moves))])
        found.append(game)
    return found


POSITIONS = positions(60)


# ---- notation -----------------------------------------------------------------------------------


def test_every_tile_space_and_move_reads_back_from_its_notation() -> None:
    for tile in LAYOUT.kinds:
        assert Tile.parse(str(tile)) == tile
        assert eval(repr(tile), {"Tile": Tile}) == tile  # our own repr, python-chess style
    for space in LAYOUT.spaces:
        assert Space.parse(str(space)) == space
    for move in ALL_MOVES:
        again = LAYOUT.table.parse(str(move))
        assert again == move and (again.code, again.kind, again.index) == (move.code, move.kind, move.index)
        assert eval(repr(move), {"Move": Move, "Tile": Tile, "Space": Space}) == move
    assert len(LAYOUT.kinds) == 64 + 4 + 4 and len(LAYOUT.tile_kinds(False)) == 80 and len(LAYOUT.tile_kinds(True)) == 88


def test_notation_is_forgiving_about_case_spaces_and_gray() -> None:
    game = Start11Game(2, seed=1)
    assert game.parse_move("  PLACE  Gray 7   at  Red 7 ") == game.parse_move("place grey 7 at red 7")
    assert str(game.parse_move("Pass  Yellow 18")) == "pass yellow 18"
    assert Tile.parse("STAR") == Tile("star")


@pytest.mark.parametrize(
    "text",
    ["", "   ", "jump", "place", "place yellow 18", "place yellow 18 at", "place at yellow 18", "draw 2",
     "end now", "pass", "pass yellow", "place yellow 7 at yellow 7", "place purple 4 at purple 4",
     "place yellow 18 at yellow 21", "place yellow 18 at at yellow 18", "bonus star at blue 0",
     "place star at blue symbol 5", "pass yellow 1000"],
)
def test_text_that_is_not_a_move(text: str) -> None:
    game = Start11Game(2, seed=3)
    before = game.to_json()
    with pytest.raises(InvalidMoveError) as info:
        game.play(text)
    assert repr(text) in str(info.value)
    assert game.to_json() == before


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_any_text_is_a_move_or_a_readable_error(text: str) -> None:
    game = POSITIONS[len(text) % len(POSITIONS)]
    before = game.to_json()
    try:
        move = game.parse_move(text)
    except InvalidMoveError as error:
        assert repr(text) in str(error)
    else:
        assert game.parse_move(str(move)) == move
    for parse in (Tile.parse, Space.parse):
        try:
            value = parse(text)
        except InvalidTileError as error:
            assert repr(text) in str(error)
        else:
            assert parse(str(value)) == value
    assert game.to_json() == before


@settings(max_examples=400, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1), st.integers(0, len(ALL_MOVES) - 1), st.booleans())
def test_play_refuses_illegal_moves_and_makes_legal_ones(position: int, index: int, as_text: bool) -> None:
    game = POSITIONS[position].clone()
    move = ALL_MOVES[index]
    before = game.to_json()
    if move in game.legal_moves():
        expected = game.clone()
        expected.apply(move)
        game.play(str(move) if as_text else Move(move.action, move.tile, move.space))  # a hand-built move too
        assert game.to_json() == expected.to_json()
    else:
        with pytest.raises(IllegalMoveError) as info:
            game.play(str(move) if as_text else move)
        message = str(info.value)
        assert repr(str(move)) in message and len(message) > len(repr(str(move))) + 5
        assert game.to_json() == before


def test_every_legal_move_of_many_positions_is_accepted_by_play() -> None:
    for game in POSITIONS[:20]:
        for move in game.legal_moves():
            game.clone().play(move)


def test_not_a_move_object() -> None:
    game = Start11Game(2, seed=3)
    for bad in (42, None, Move("jump"), Move("place", Tile("yellow", 18)), Move("draw", Tile("yellow", 18)),
                Move("place", Tile("pink", 3), Space("yellow", 3)), Move("pass", Tile("yellow", 7))):
        with pytest.raises(InvalidMoveError):
            game.play(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs",
    [{"players": 1}, {"players": 5}, {"players": "2"}, {"players": True}, {"players": 2.0}, {"seed": "x"},
     {"seed": 1.5}, {"first_seat": 2}, {"first_seat": -1}],
)
def test_bad_game_arguments(kwargs: dict[str, object]) -> None:
    with pytest.raises(ElevenkitError) as info:
        Start11Game(**kwargs)  # type: ignore[arg-type]
    assert repr(list(kwargs.values())[0]) in str(info.value)


# ---- saving -------------------------------------------------------------------------------------


def test_saved_games_that_do_not_add_up_are_refused() -> None:
    state = json.loads(POSITIONS[5].to_json())
    broken = []
    for change in (
        lambda s: s["state"]["holders"][0].append("yellow 18"),  # a tile twice
        lambda s: s["state"]["bag"].pop(),  # a tile lost
        lambda s: s["state"]["board"].update({"red 5": "blue 5"}),  # a tile on a wrong space
        lambda s: s["state"].update(players=7),
        lambda s: s["state"].update(current=9),
        lambda s: s["state"].update(variant="yes"),
        lambda s: s["state"]["turn"].update(pending="later"),
        lambda s: s["state"].pop("holders"),
        lambda s: s.update(game="nimmt"),
        lambda s: s["state"]["layout"].update(numbers=5),
    ):
        data = json.loads(json.dumps(state))
        change(data)
        broken.append(json.dumps(data))
    broken += ["", "[]", "{", "null", json.dumps({"game": "start11", "state": []})]
    for text in broken:
        with pytest.raises(ElevenkitError):
            Start11Game.from_json(text)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1), st.integers(0, 10_000), st.text(max_size=8))
def test_corrupted_saves_raise_the_engines_error(position: int, cut: int, junk: str) -> None:
    text = POSITIONS[position].to_json()
    cut %= len(text)
    try:
        game = Start11Game.from_json(text[:cut] + junk + text[cut + 1 :])
    except ElevenkitError:
        return
    game._check_tiles()  # if it loads, it still adds up


def test_match_json_and_clone() -> None:
    match = Start11Match(2, seed=5)
    bots = [GreedyBot(), GreedyBot()]
    for _ in range(30):
        match.apply(bots[match.current_player].choose_move(match))
    copy, saved = match.clone(), Start11Match.from_json(match.to_json())
    while not match.is_over:
        move = bots[match.current_player].choose_move(match)
        for m in (match, copy, saved):
            m.apply(move)
    assert copy.to_dict() == saved.to_dict() == match.to_dict()
    with pytest.raises(ElevenkitError):
        Start11Match.from_json(match.to_json().replace('"seeds":[', '"seeds":[1,'))


# ---- views ----------------------------------------------------------------------------------------


def test_a_view_hides_the_other_holders_and_the_bag() -> None:
    for game in POSITIONS[:30]:
        for seat in range(game.players):
            view = game.view(seat)
            assert view.holder == game.holders[seat]
            assert view.holder_sizes == tuple(len(h) for h in game.holders)
            assert view.bag_size == len(game.bag)
            assert (view.legal_moves != ()) == (seat == game.current_player and not game.is_over)
            text = repr(view)
            for other in range(game.players):
                if other != seat and game.holders[other] and game.holders[other] != view.holder:
                    assert repr(game.holders[other]) not in text
    game = Start11Game.from_position([["red 4"], ["green 5"]], {"blue 2": "blue 2"}, ["red 2"])
    game.play("draw")
    assert game.view(0).drawn_tile == Tile("red", 2) and game.view(1).drawn_tile is None
    with pytest.raises(ElevenkitError, match="2"):
        game.view(2)


def test_board_drawing() -> None:
    game = Start11Game.from_position(
        [["red 4"], ["green 5"]], {"yellow 11": "yellow 11", "red 13": "grey 13", "blue symbol 1": "star"}, variant=True
    )
    rows = game.board_rows()
    assert [len(row) for row in rows] == [22] * 4
    assert rows[0][11].tile == Tile("yellow", 11) and rows[0][11].connection
    assert rows[1][13].joker_space and rows[1][13].bridge_up.bonus and rows[1][13].bridge_down is None
    assert rows[2][0].space == Space("blue", 1, symbol=True) and rows[2][0].tile == Tile("star")
    text = str(game.board).splitlines()
    assert len(text) == 1 + 4 + 3 and "11" in text[1] and "g13" in text[3] and "st" in text[5]
    assert game.board["red 13"] == Tile("grey", 13) and len(game.board) == 3


# ---- bots ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("bot_class", [GreedyBot, PlannerBot])
def test_bots_make_legal_moves_and_finish(bot_class: type) -> None:
    for seed in range(4):
        game = Start11Game(2 + seed % 3, seed=seed, variant=seed % 2 == 1)
        bots = [bot_class() for _ in range(game.players)]
        while not game.is_over:
            game.play(bots[game.current_player].choose_move(game))


def test_the_planner_does_not_look_at_hidden_tiles() -> None:
    """Same choice whatever the order of the bag and whatever the other holders hold."""
    for game in POSITIONS:
        if game.is_over:
            continue
        seat = game.current_player
        other = game.clone()
        rng = random.Random(len(game.bag))
        hidden = other._bag + [k for s, h in enumerate(other._holders) if s != seat for k in h]
        rng.shuffle(hidden)
        for s, holder in enumerate(other._holders):
            if s != seat:
                holder[:] = [hidden.pop() for _ in holder]
        other._bag[:] = hidden
        assert PlannerBot().choose_move(game) == PlannerBot().choose_move(other)
