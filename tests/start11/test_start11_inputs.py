"""Start 11!: notation round trips, bad input (with hypothesis), views, saving and the bots' manners."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import ElevenkitError, IllegalMoveError, InvalidMoveError, shown
from elevenkit.start11 import (
    GreedyBot,
    InvalidTileError,
    Move,
    PlannerBot,
    Space,
    Start11Game,
    Start11Match,
    Tile,
    move_table,
    standard_layout,
)

LAYOUT = standard_layout()
TABLE = move_table(LAYOUT)
ALL_MOVES = (
    [move for table in (TABLE.place, TABLE.bonus, TABLE.free) for options in table for _bit, move in options]
    + TABLE.passes
    + [TABLE.draw, TABLE.end]
)
MAX_STEPS = 5000  # far more steps than any game takes


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
        assert Tile.parse(str(tile)) == tile and LAYOUT.parse_tile(str(tile)) == tile
        assert eval(repr(tile), {"Tile": Tile}) == tile  # our own repr, python-chess style
    for space in LAYOUT.spaces:
        assert Space.parse(str(space)) == space and LAYOUT.parse_space(str(space)) == space
    for move in ALL_MOVES:
        again = Move.parse(str(move))
        assert again == move and (again.code, again.kind, again.index) == (move.code, move.kind, move.index)
        assert eval(repr(move), {"Move": Move, "Tile": Tile, "Space": Space}) == move
    assert (
        len(LAYOUT.kinds) == 64 + 4 + 4 and len(LAYOUT.tile_kinds(False)) == 80 and len(LAYOUT.tile_kinds(True)) == 88
    )


def test_notation_is_forgiving_about_case_spaces_and_gray() -> None:
    game = Start11Game(2, seed=1)
    assert game.parse_move("  PLACE  Gray 7   at  Red 7 ") == game.parse_move("place grey 7 at red 7")
    assert str(game.parse_move("Pass  Yellow 18")) == "pass yellow 18"
    assert Tile.parse("STAR") == Tile("star")
    assert Start11Game.move_type is Move and Move.parse("END") is game.parse_move("end")


def test_tile_notation_is_read_without_the_board_and_checked_by_it() -> None:
    """``Tile.parse`` reads the shape of the text; the board says whether the tile exists."""
    assert Tile.parse("purple 4") == Tile("purple", 4) and Space.parse("pink symbol 30") == Space("pink", 30, True)
    for text in ("purple 4", "yellow 21", "grey 8", "moon"):
        with pytest.raises(InvalidTileError, match="not a tile of this board"):
            LAYOUT.parse_tile(text)
    for text in ("yellow 4 4", "4 yellow", "yellow ²", "", "yellow 1000"):
        with pytest.raises(InvalidTileError, match="is not a tile"):
            Tile.parse(text)
    with pytest.raises(InvalidTileError, match="not a space of this board"):
        LAYOUT.parse_space("yellow symbol 7")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "jump",
        "place",
        "place yellow 18",
        "place yellow 18 at",
        "place at yellow 18",
        "draw 2",
        "end now",
        "pass",
        "pass yellow",
        "place yellow 7 at yellow 7",
        "place purple 4 at purple 4",
        "place yellow 18 at yellow 21",
        "place yellow 18 at at yellow 18",
        "bonus star at blue 0",
        "place star at blue symbol 5",
        "pass yellow 1000",
    ],
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
        assert shown(text) in str(error)
    else:
        assert game.parse_move(str(move)) == move
    for parse in (Tile.parse, Space.parse, LAYOUT.parse_tile, LAYOUT.parse_space):
        try:
            value = parse(text)
        except InvalidTileError as error:
            assert shown(text) in str(error)
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
    for bad in (
        42,
        None,
        Move("jump"),
        Move("place", Tile("yellow", 18)),
        Move("draw", Tile("yellow", 18)),
        Move("place", Tile("pink", 3), Space("yellow", 3)),
        Move("pass", Tile("yellow", 7)),
    ):
        with pytest.raises(InvalidMoveError):
            game.play(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 5},
        {"players": "2"},
        {"players": True},
        {"players": 2.0},
        {"seed": "x"},
        {"seed": 1.5},
        {"first_seat": 2},
        {"first_seat": -1},
        {"variant": "yes"},
    ],
)
def test_bad_game_arguments(kwargs: dict[str, object]) -> None:
    with pytest.raises(ElevenkitError) as info:
        Start11Game(**kwargs)  # type: ignore[arg-type]
    assert repr(next(iter(kwargs.values()))) in str(info.value)


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
    assert game.invariant_problems() == []  # if it loads, it still adds up


def test_match_json_and_clone() -> None:
    match = Start11Match(2, seed=5)
    bots = [GreedyBot(), GreedyBot()]
    for _ in range(30):
        match.apply(bots[match.current_player].choose_move(match))
    copy, saved = match.clone(), Start11Match.from_json(match.to_json())
    for _step in range(MAX_STEPS):
        if match.is_over:
            break
        move = bots[match.current_player].choose_move(match)
        for m in (match, copy, saved):
            m.apply(move)
    assert match.is_over and copy.to_dict() == saved.to_dict() == match.to_dict()
    for change in (
        lambda state: state["round_points"][0].append(5),  # points for a seat that does not play
        lambda state: state["seeds"].clear(),
        lambda state: state["round"]["holders"][0].append("yellow 18"),  # a tile twice
    ):
        data = json.loads(match.to_json())
        change(data["state"])
        with pytest.raises(ElevenkitError):
            Start11Match.from_json(json.dumps(data))


# ---- views ----------------------------------------------------------------------------------------


def test_a_view_hides_the_other_holders_and_the_bag() -> None:
    for game in POSITIONS[:30]:
        for seat in range(game.players):
            view = game.view(seat)
            assert (view.seat, view.players, view.current_player, view.is_over) == (
                seat,
                game.players,
                game.current_player,
                game.is_over,
            )
            assert (view.result, view.tiles_left) == ((game.result(), game.holders) if game.is_over else (None, None))
            assert view.holder == game.holders[seat]
            assert view.holder_sizes == tuple(len(h) for h in game.holders)
            assert view.bag_size == len(game.bag)
            assert (view.legal_moves != ()) == (seat == game.current_player and not game.is_over)
            text = repr(view)
            for other in range(game.players):  # hidden while the game runs; counted openly at the end
                if other != seat and game.holders[other] and game.holders[other] != view.holder and not game.is_over:
                    assert repr(game.holders[other]) not in text
    game = Start11Game.from_position([["red 4"], ["green 5"]], {"blue 2": "blue 2"}, ["red 2"])
    game.play("draw")
    assert game.view(0).drawn_tile == Tile("red", 2) and game.view(1).drawn_tile is None
    with pytest.raises(ElevenkitError, match="2"):
        game.view(2)
    match_view = Start11Match(3, seed=2).view(1)
    assert match_view.seat == 1 and match_view.round.seat == 1 and match_view.totals == (0, 0, 0)


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
        for _step in range(MAX_STEPS):
            if game.is_over:
                break
            move = bots[game.current_player].choose_move(game)
            sentence = bots[game.current_player].explain(game, move)
            assert sentence.endswith(".") and sentence[0].isupper() and "_" not in sentence
            game.play(move)
        assert game.is_over


def test_a_determinised_copy_deals_the_hidden_tiles_anew() -> None:
    changed = 0
    for game in POSITIONS:
        if game.is_over:
            continue
        for seat in range(game.players):
            other = game.determinised(seat, random.Random(seat))
            assert other.invariant_problems() == []
            assert other.view(seat) == game.view(seat)  # what the seat sees is the same ...
            hidden = [h for s, h in enumerate(game.holders) if s != seat] + [game.bag]
            assert Counter(t for tiles in hidden for t in tiles) == Counter(
                t for tiles in [h for s, h in enumerate(other.holders) if s != seat] + [other.bag] for t in tiles
            )
            changed += [h for s, h in enumerate(other.holders) if s != seat] != hidden[:-1]  # ... the rest moved
            empty = game.determinised(seat, random.Random(seat), keep_bag=False)
            assert empty.bag == () and empty.holders[seat] == game.holders[seat]
            assert empty.invariant_problems() != [] or not game.bag
    assert changed > 50


def test_the_planner_does_not_look_at_hidden_tiles() -> None:
    """Same choice whatever the order of the bag and whatever the other holders hold."""
    for game in POSITIONS:
        if game.is_over:
            continue
        seat = game.current_player
        other = game.determinised(seat, random.Random(len(game.bag)))
        assert PlannerBot(seed=1).choose_move(game) == PlannerBot(seed=2).choose_move(other)


def test_explanations_name_the_tile_and_go_through_the_translation(monkeypatch: pytest.MonkeyPatch) -> None:
    import elevenkit.start11.bots as bots_module

    game = Start11Game.from_position([["blue 12", "blue 14", "red 4"], ["green 5"]], {"blue 11": "blue 11"})
    for bot in (GreedyBot(), PlannerBot(seed=0)):
        move = bot.choose_move(game)
        assert move.tile is not None and str(move.tile) in bot.explain(game, move)
        seen: list[str] = []
        monkeypatch.setattr(bots_module, "_", lambda text, seen=seen: seen.append(text) or text)
        bot.explain(game, move)
        monkeypatch.undo()
        assert len(seen) == 1
    stuck = Start11Game.from_position([["red 4"], ["green 5"]], {"blue 2": "blue 2"}, ["yellow 9"])
    assert "bag" in GreedyBot().explain(stuck, stuck.legal_moves()[0])
