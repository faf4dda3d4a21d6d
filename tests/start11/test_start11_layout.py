"""Start 11!: the board is data. A second, different board described as data, and games on it."""

from __future__ import annotations

import random

import pytest

from elevenkit.core import ElevenkitError, play_out
from elevenkit.start11 import GreedyBot, Layout, LayoutError, PlannerBot, Space, Start11Game, standard_layout

MAX_STEPS = 5000  # far more steps than any game on the small board takes

SMALL = {
    "name": "small test board",
    "rows": [
        {"colour": "orange", "symbol": "moon"},
        {"colour": "purple", "symbol": "sun"},
        {"colour": "teal", "symbol": "heart"},
    ],
    "numbers": 12,
    "joker_numbers": [4, 8],
    "connection_numbers": [1, 6, 12],
    "bridges": [
        {"rows": ["orange", "purple"], "number": 3, "bonus": True},
        {"rows": ["orange", "purple"], "number": 10},
        {"rows": ["purple", "teal"], "number": 9, "bonus": False},
    ],
    "deal": {"2": 10, "3": 8, "4": 6},
}


def test_the_standard_board_is_read_from_its_data_file() -> None:
    layout = standard_layout()
    assert layout.colours == ("yellow", "red", "blue", "green")
    assert layout.symbols == ("square", "triangle", "star", "circle")
    assert layout.joker_numbers == (3, 7, 13, 17) and layout.connection_numbers == (1, 11, 20)
    assert [(b.upper, b.number) for b in layout.bridges if b.bonus] == [
        ("yellow", 13),
        ("red", 9),
        ("blue", 10),
        ("blue", 19),
    ]
    assert len(layout.spaces) == 4 * 22 and Layout.from_dict(layout.to_dict()) is layout
    assert standard_layout() is layout  # built once


def test_the_same_board_written_differently_is_one_layout() -> None:
    reordered = {key: SMALL[key] for key in reversed(list(SMALL))}
    without_defaults = {**SMALL, "bridges": [{**b, "bonus": b.get("bonus", False)} for b in SMALL["bridges"]]}
    assert Layout.from_dict(reordered) is Layout.from_dict(SMALL) is Layout.from_dict(without_defaults)


def test_a_second_board_described_as_data() -> None:
    layout = Layout.from_dict(SMALL)
    assert len(layout.tile_kinds(False)) == 36 and len(layout.tile_kinds(True)) == 42
    game = Start11Game.from_position(
        [["orange 10", "purple 10", "teal 6", "orange 12", "teal 9"], ["teal 1"]],
        {"purple 11": "purple 11", "orange 6": "orange 6"},
        ["teal 2"],
        layout=layout,
    )
    assert game.legal_placements("purple 10") == [Space("purple", 10)]  # next to the 11
    assert game.legal_placements("teal 6") == [Space("teal", 6)]  # 6 is a connection number here
    assert game.legal_placements("orange 12") == []  # 12 is one too, but no 12 lies yet
    game.play("place purple 10 at purple 10")
    assert game.legal_placements("orange 10") == [Space("orange", 10)]  # across this board's bridge
    game.play("place orange 10 at orange 10")
    assert not game.can_pass  # a bridge pair is not a row pair
    assert "place teal 9 at teal 9" not in {str(m) for m in game.legal_moves()}
    assert str(game.board).splitlines()[0].split()[:3] == ["1^", "2", "3"]


def test_the_bonus_bridge_of_the_second_board() -> None:
    layout = Layout.from_dict(SMALL)
    game = Start11Game.from_position(
        [["grey 4", "teal 5"], ["teal 1"]], {"orange 5": "orange 5"}, ["teal 2"], layout=layout
    )
    game.play("place grey 4 at orange 4")  # no bridge at 4 here: no bonus
    assert game.pending is None
    game = Start11Game.from_position(
        [["orange 3", "teal 5"], ["teal 1"]], {"orange 2": "orange 2"}, ["teal 2"], layout=layout
    )
    game.play("place orange 3 at orange 3")
    assert [str(m) for m in game.legal_moves()] == ["bonus teal 2 at teal 2"]


@pytest.mark.parametrize("variant", [False, True])
def test_whole_games_on_the_second_board(variant: bool) -> None:
    layout = Layout.from_dict(SMALL)
    for seed in range(150):
        players = 2 + seed % 3
        game = Start11Game(players, seed=seed, variant=variant, layout=layout)
        assert [len(h) for h in game.holders][game.current_player] >= SMALL["deal"][str(players)]
        rng = random.Random(seed)
        for _step in range(MAX_STEPS):
            if game.is_over:
                break
            moves = game.legal_moves()
            game.apply(moves[rng.randrange(len(moves))])
            bonus = 1 if game.pending and game.pending[0] == "bonus" else 0
            assert len(game.board) + len(game.bag) + sum(map(len, game.holders)) + bonus == (42 if variant else 36)
        assert game.is_over and game.invariant_problems() == []
        again = Start11Game.from_json(game.to_json())
        assert again.layout is layout and again.to_dict() == game.to_dict()
    for bot in (GreedyBot, PlannerBot):
        play_out(Start11Game(2, seed=1, layout=layout, variant=variant), [bot(), bot()])


@pytest.mark.parametrize(
    "change, words",
    [
        ({"rows": []}, "rows"),
        ({"rows": [{"colour": "orange", "symbol": "orange"}]}, "differ"),
        ({"rows": [{"colour": "Orange", "symbol": "moon"}]}, "lower-case"),
        ({"numbers": 9}, "numbers"),
        ({"numbers": "12"}, "whole number"),
        ({"joker_numbers": [11]}, "joker"),
        ({"joker_numbers": [4, 4]}, "different"),
        ({"connection_numbers": [13]}, "connection_numbers"),
        ({"bridges": [{"rows": ["orange", "teal"], "number": 3}]}, "neighbouring"),
        ({"bridges": [{"rows": ["orange", "purple"], "number": 30}]}, "bad bridge"),
        ({"bridges": [{"rows": ["orange", "purple"], "number": 3}] * 2}, "twice"),
        ({"deal": {"2": 10}}, "deal"),
        ({"colour": "red"}, "unknown"),
    ],
)
def test_boards_that_cannot_be(change: dict[str, object], words: str) -> None:
    with pytest.raises(LayoutError, match=words):
        Layout.from_dict({**SMALL, **change})


def test_a_board_too_small_to_deal() -> None:
    layout = Layout.from_dict({**SMALL, "deal": {"2": 10, "3": 8, "4": 9}})
    with pytest.raises(ElevenkitError, match="too few tiles"):
        Start11Game(4, seed=1, layout=layout)
