"""The Start 11! board as SVG: read from the layout, every space named, placed tiles shown."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from elevenkit.start11 import Layout, Space, Start11Game, standard_layout
from elevenkit.start11.legend import legend_html
from elevenkit.start11.svg import board_pieces_html, board_svg, holder_pieces_html, holder_svg, tile_name

SVG = "{http://www.w3.org/2000/svg}"


def spaces(svg: str) -> dict[str, ET.Element]:
    return {g.get("data-space"): g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-space")}


def box(rect: ET.Element | None) -> tuple[float, float, float, float]:
    """x, y, width and height of an SVG ``rect``."""
    assert rect is not None
    return (float(rect.get("x", 0)), float(rect.get("y", 0)), float(rect.get("width", 0)), float(rect.get("height", 0)))


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
    drawn = spaces(svg)
    rects = [box(rect) for rect in marks.findall(f"{SVG}rect")]
    for bridge in bridges:  # a bar across the gap between the two spaces it joins, centred on them
        upper, lower = (
            box(drawn[f"{bridge.upper} {bridge.number}"].find(f"{SVG}rect")),
            box(drawn[f"{bridge.lower} {bridge.number}"].find(f"{SVG}rect")),
        )
        centre = upper[0] + upper[2] / 2
        across = [
            r
            for r in rects
            if abs(r[0] + r[2] / 2 - centre) < 1 and r[1] <= upper[1] + upper[3] < lower[1] <= r[1] + r[3]
        ]
        assert len(across) == 1 and across[0][2] < upper[2], (bridge, across)
    columns = [r for r in rects if r[3] > 3 * lower[3]]  # the connection columns run over every row
    assert len(rects) == len(bridges) + len(columns) and len(columns) == len(board.layout.connection_numbers)
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


def test_empty_spaces_are_outlines_and_placed_tiles_are_solid() -> None:
    """An empty board must not look full: an empty space is a white outline with a small faint
    number; a placed tile is filled in its colour with a big bold number."""
    game = played(40)
    drawn = spaces(board_svg(game.board))
    empty = next(g for key, g in drawn.items() if "is-empty" in g.get("class") and "joker" not in g.get("aria-label"))
    filled = next(g for g in drawn.values() if "is-filled" in g.get("class"))
    empty_box, filled_box = empty.find(f"{SVG}rect"), filled.find(f"{SVG}rect")
    assert empty_box.get("fill") == "white" and filled_box.get("fill") not in ("white", "none")
    empty_number, filled_number = empty.find(f"{SVG}text"), filled.find(f"{SVG}text")
    assert float(empty_number.get("font-size")) < float(filled_number.get("font-size")) * 0.8
    assert float(empty_number.get("opacity")) < 1 and filled_number.get("font-weight") == "bold"
    assert empty.find(f"{SVG}polygon") is not None or empty.find(f"{SVG}rect") is not None  # the row's shape stays
    joker = spaces(board_svg(Start11Game(players=2, seed=1).board))["yellow 3"]
    assert joker.find(f"{SVG}rect").get("stroke-dasharray") not in (None, "none")


def test_lit_spaces_glow_with_a_thick_ring_and_a_dot() -> None:
    """Visible on a projector and not by colour alone: a bright fill, a thick ring and a dot."""
    game = played(10)
    tile = game.holders[game.current_player][0]
    where = game.legal_placements(tile) or [Space("red", 11)]
    drawn = spaces(board_svg(game.board, highlight=where))
    for space in where:
        element = drawn[str(space)]
        assert "is-lit" in element.get("class")
        ring = next(r for r in element.iter(f"{SVG}rect") if r.get("class") == "ek-lit")
        assert float(ring.get("stroke-width")) >= 5 and ring.get("stroke-dasharray") is None
        assert element.find(f"{SVG}circle") is not None  # the dot
        assert element.find(f"{SVG}rect").get("fill") not in ("white", "none")
    unlit = next(g for key, g in drawn.items() if key not in {str(s) for s in where} and "is-empty" in g.get("class"))
    assert "is-lit" not in unlit.get("class") and unlit.find(f"{SVG}circle") is None


def test_the_picture_key_explains_every_mark_of_the_board() -> None:
    board = Start11Game(players=2, seed=1).board
    plain = legend_html(board)
    root = ET.fromstring(legend_html(board, variant=True))
    items = root.findall("li")
    texts = ["".join(item.itertext()) for item in items]
    assert all(item.find(f"{SVG}svg") is not None for item in items)  # a picture beside every line
    for words in (
        "empty space",
        "tile on the board",
        "A grey joker tile",
        "A joker space",
        "bridge joins",
        "star on a bridge",
        "grey columns 1, 11, 20",
        "can go here",
        "just put down",
        "symbol space",
    ):
        assert sum(words in text for text in texts) == 1, words
    assert "symbol space" not in plain and len(ET.fromstring(plain).findall("li")) == len(items) - 1


def test_a_holder_in_pieces_gives_every_tile_the_same_picture_so_the_tiles_wrap_at_one_size() -> None:
    game = played(0)
    tiles = game.holders[0]
    root = ET.fromstring(holder_pieces_html(tiles, game.board, selected=[1], interactive=True))
    assert root.get("role") == "group" and root.get("data-nav") == "roving" and root.get("aria-label")
    pictures = root.findall(f"{SVG}svg")
    assert len(pictures) == len(tiles) and len({svg.get("viewBox") for svg in pictures}) == 1
    items = [g for svg in pictures for g in svg.iter(f"{SVG}g") if g.get("class") == "ek-tile"]
    assert [g.get("data-pick") for g in items] == [f"tile {i}" for i in range(len(tiles))]
    assert items[1].get("aria-pressed") == "true" and items[1].get("aria-label").endswith(", chosen")
    assert "data-pick" not in holder_pieces_html(tiles, game.board)


def test_a_board_in_pieces_is_the_whole_board_in_four_pieces_of_five_columns_with_bridges_kept() -> None:
    """1-5, 6-10, 11-15, 16-20 (the variant's symbol spaces with the first and the last), each
    with all four rows, so every bridge and star is drawn between its rows; the row names in
    front of every piece (the style sheet shows those that start a line); the keyboard goes along
    the rows of the whole board (data-order), as on the one picture."""
    game = played(20)
    for variant in (False, True):
        whole = spaces(board_svg(game.board, variant=variant, interactive=True))
        root = ET.fromstring(board_pieces_html(game.board, variant=variant, interactive=True))
        assert root.get("data-nav") == "roving" and root.get("data-cols") == ("22" if variant else "20")
        pieces = [svg for svg in root.findall(f"{SVG}svg") if "ek-board-piece" in svg.get("class")]
        names = [svg for svg in root.findall(f"{SVG}svg") if "ek-board-names" in svg.get("class")]
        assert len(pieces) == len(names) == 4
        assert [n.get("class") for n in names] == [
            "ek-board-names",
            "ek-board-names is-fives is-unmarked",
            "ek-board-names is-tens",
            "ek-board-names is-fives",
        ]
        # 6-10 has no connection column: drawn from its foot, so a phone can leave out the empty strip above
        unmarked = [svg for svg in (*pieces, *names) if "is-unmarked" in svg.get("class")]
        assert unmarked == [pieces[1], names[1]]
        assert {svg.get("preserveAspectRatio") for svg in unmarked} == {"xMidYMax slice"}
        assert all(svg.get("preserveAspectRatio") is None for svg in (*pieces, *names) if svg not in unmarked)
        numbers = [
            sorted({int(g.get("data-space").split()[-1]) for g in piece.iter(f"{SVG}g") if g.get("data-space")})
            for piece in pieces
        ]
        assert [(n[0], n[-1]) for n in numbers] == [(1, 5), (6, 10), (11, 15), (16, 20)]
        drawn = {g.get("data-space"): g for piece in pieces for g in piece.iter(f"{SVG}g") if g.get("data-space")}
        assert drawn.keys() == whole.keys()
        assert all(drawn[key].get("aria-label") == whole[key].get("aria-label") for key in whole)
        order = sorted(drawn, key=lambda key: int(drawn[key].get("data-order")))
        assert order == list(whole)  # the whole picture draws them along the rows
        bridges = sum(len(piece.findall(f"{SVG}g/{SVG}rect[@fill='#9e9e9e']")) for piece in pieces)
        assert bridges == len(game.board.layout.bridges)
    assert "data-pick" not in board_pieces_html(game.board)
