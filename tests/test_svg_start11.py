"""The Start 11! board as SVG: read from the layout, every space named, placed tiles shown."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from elevenkit.start11 import Layout, Space, Start11Game, standard_layout
from elevenkit.start11.svg import board_svg, holder_svg, tile_name

SVG = "{http://www.w3.org/2000/svg}"


def spaces(svg: str) -> dict[str, ET.Element]:
    return {g.get("data-space"): g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-space")}


def played(moves: int, seed: int = 5) -> Start11Game:
    game = Start11Game(players=2, seed=seed, variant=True)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(game.random_move(rng))
    return game


def test_every_space_of_the_layout_is_drawn_once_with_its_name() -> None:
    board = Start11Game(players=2, seed=1).board
    layout = board.layout
    plain, variant = spaces(board_svg(board)), spaces(board_svg(board, variant=True, interactive=True))
    assert set(variant) == {str(space) for space in layout.spaces}
    assert set(plain) == {str(space) for space in layout.spaces if not space.symbol}
    assert variant["red 14"].get("aria-label") == "red row, 14, empty"
    assert variant["blue 10"].get("aria-label") == "blue row, 10, bridge to green, bonus, empty"
    assert variant["green 10"].get("aria-label") == "green row, 10, bridge to blue, bonus, empty"
    assert variant["yellow 3"].get("aria-label") == "yellow row, 3, joker space, empty"
    assert variant["red 11"].get("aria-label") == "red row, 11, connection, empty"
    assert variant["red symbol 1"].get("aria-label") == "red row, symbol space before 1, triangle, empty"
    assert variant["red 14"].get("data-pick") == "red 14"


def test_bridges_and_bonus_marks_follow_the_layout() -> None:
    board = Start11Game(players=2, seed=1).board
    svg = board_svg(board)
    marks = next(g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "ek-board-marks")
    bridges = board.layout.bridges
    assert len([r for r in marks.findall(f"{SVG}rect") if r.get("fill") == "#9e9e9e"]) == len(bridges)
    assert len(marks.findall(f"{SVG}polygon")) == sum(b.bonus for b in bridges)  # a star on each bonus bridge
    headers = [t.text for t in marks.findall(f"{SVG}text")]
    assert headers == [f"⇕ {n}" for n in board.layout.connection_numbers]


def test_rows_have_names_and_a_shape_each() -> None:
    svg = board_svg(Start11Game(players=2, seed=1).board)
    root = ET.fromstring(svg)
    labels = [
        g
        for g in root.findall(f"{SVG}g")
        if g.get("aria-hidden") == "true" and g.find(f"{SVG}text") is not None and g.get("class") is None
    ]
    assert [g.find(f"{SVG}text").text for g in labels] == ["yellow row", "red row", "blue row", "green row"]
    shapes = [g[0].tag for g in labels]
    assert shapes == [f"{SVG}rect", f"{SVG}polygon", f"{SVG}polygon", f"{SVG}circle"]  # square, triangle, star, circle
    assert labels[1][0].get("points") != labels[2][0].get("points")


def test_placed_tiles_are_shown_as_the_board_says() -> None:
    game = played(40)
    board = game.board
    assert len(board) > 5
    drawn = spaces(board_svg(board, variant=True))
    placed = board.tiles()
    for space, tile in placed.items():
        element = drawn[str(space)]
        assert "is-filled" in element.get("class")
        assert element.get("aria-label").endswith(f"tile {tile_name(tile)}")
        if not tile.is_symbol:
            assert str(tile.number) in [t.text for t in element.iter(f"{SVG}text")]
    assert sum("is-filled" in g.get("class") for g in drawn.values()) == len(placed)


def test_where_a_tile_can_go_and_what_was_just_placed_are_marked_in_words() -> None:
    game = played(10)
    tile = game.holders[game.current_player][0]
    where = game.legal_placements(tile)
    drawn = spaces(board_svg(game.board, variant=True, highlight=where, recent=[Space("yellow", 11)]))
    marked = {key for key, g in drawn.items() if "your tile can go here" in g.get("aria-label")}
    assert marked == {str(space) for space in where}
    assert drawn["yellow 11"].get("aria-label").endswith("just placed")


def test_another_board_described_as_data_is_drawn_without_code() -> None:
    data = standard_layout().to_dict()
    data.update(
        rows=data["rows"][:2],
        numbers=12,
        joker_numbers=[3],
        connection_numbers=[1, 11],
        bridges=[{"rows": ["yellow", "red"], "number": 6, "bonus": True}],
        deal={"2": 5, "3": 4, "4": 3},
    )
    layout = Layout.from_dict(data)
    board = Start11Game(players=2, seed=1, layout=layout).board
    drawn = spaces(board_svg(board))
    assert len(drawn) == 2 * 12 and board.layout is layout
    assert drawn["red 6"].get("aria-label") == "red row, 6, bridge to yellow, bonus, empty"


def test_the_holder_names_every_tile_and_marks_the_chosen_one() -> None:
    game = played(0)
    tiles = game.holders[0]
    root = ET.fromstring(holder_svg(tiles, game.board, selected=1, interactive=True))
    items = [g for g in root.iter(f"{SVG}g") if g.get("class") == "ek-tile"]
    assert items[0].get("aria-label") == tile_name(tiles[0])
    assert items[1].get("aria-label").endswith(", chosen") and items[1].get("aria-pressed") == "true"
    assert [g.get("data-pick") for g in items] == [f"tile {i}" for i in range(len(tiles))]
