"""The Start 11! board widget: the board drawn by the renderer, tiles chosen and spaces picked."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from elevenkit.start11 import InvalidTileError, Space, Start11Game
from elevenkit.start11.svg import board_svg
from elevenkit.widgets.views import svg_view
from elevenkit.widgets.views.board import BoardWidget
from elevenkit.widgets.views.svg_view import STATIC

SVG = "{http://www.w3.org/2000/svg}"


def browser_pick(widget: BoardWidget, value: object) -> None:
    """What the browser sends on a click, Enter or Space (the element's data-pick)."""
    widget._on_front_end_msg(widget, {"event": "pick", "value": value}, [])


def drawn(widget: BoardWidget) -> dict[str, ET.Element]:
    root = ET.fromstring(widget.markup)
    return {g.get("data-pick"): g for g in root.iter() if g.get("data-pick")}


def test_a_whole_turn_through_the_widget_places_a_tile_on_the_game() -> None:
    game = Start11Game(players=2, seed=4)
    seat = game.current_player
    widget = BoardWidget(game.board, holder=[str(tile) for tile in game.holders[seat]])
    placed: list[Space] = []

    def place(space: Space) -> None:  # what a game table does with a pick
        tile = widget.chosen_tile
        if tile is not None and space in game.legal_placements(tile):
            game.play(f"place {tile} at {space}")
            placed.append(space)
            widget.show(game.board, recent=[space])

    widget.on_pick(place)
    eleven = next(index for index, text in enumerate(widget.holder) if text.endswith(" 11"))
    browser_pick(widget, f"tile {eleven}")
    assert widget.chosen == eleven and widget.chosen_tile is not None
    widget.highlight = [str(space) for space in game.legal_placements(widget.chosen_tile)]
    target = widget.highlight[0]
    assert drawn(widget)[target].get("aria-label").endswith("your tile can go here")
    browser_pick(widget, target)
    assert widget.picked == target and [str(space) for space in placed] == [target]
    assert str(game.board[target]) == widget.holder[eleven]
    label = drawn(widget)[target].get("aria-label")
    assert f"tile {widget.holder[eleven]}" in label and label.endswith("just placed")


def test_choosing_a_tile_again_puts_it_back_and_a_new_holder_forgets_it() -> None:
    widget = BoardWidget(holder=["yellow 12", "grey 7"])
    widget.choose(1)
    assert drawn(widget)["tile 1"].get("aria-pressed") == "true" and widget.announce == "chosen: joker 7"
    browser_pick(widget, "tile 1")
    assert widget.chosen == -1 and widget.announce == ""
    widget.choose(0)
    widget.holder = ["red 5"]
    assert widget.chosen == -1


def test_every_space_is_a_named_keyboard_stop_of_one_roving_group() -> None:
    widget = BoardWidget(variant=True)
    root = ET.fromstring(widget.markup)
    group = next(div for div in root.iter("div") if div.get("class") == "ek-board-pieces is-variant")
    assert group.get("data-nav") == "roving" and group.get("data-cols") == "22"
    items = [g for g in group.iter(f"{SVG}g") if g.get("data-pick")]
    assert len(items) == 88 and all(g.get("aria-label") and g.get("role") == "button" for g in items)
    assert widget.space_name("red 14") == "red row, 14, empty"


def test_bad_tiles_and_spaces_are_refused_and_junk_from_the_browser_is_ignored() -> None:
    widget = BoardWidget()
    with pytest.raises(InvalidTileError, match="purple 5"):
        widget.holder = ["purple 5"]
    with pytest.raises(InvalidTileError, match="red 99"):
        widget.highlight = ["red 99"]
    calls: list[Space] = []
    widget.on_pick(calls.append)
    for junk in ("tile 9", "red 99", "", None, 5):
        browser_pick(widget, junk)
    assert calls == [] and widget.picked == "" and widget.chosen == -1
    browser_pick(widget, "blue 3")
    assert calls == [Space("blue", 3)]


def test_the_widget_ships_its_style_and_the_shared_script() -> None:
    widget = BoardWidget()
    assert widget._esm == (STATIC / "svg_view.js").read_text()
    css = (STATIC / "board.css").read_text()
    assert widget._css == css and "http" not in css and ":focus-visible" in css


def test_a_picture_is_markup_built_by_a_renderer_never_a_string_made_by_hand() -> None:
    board = BoardWidget()
    picture = board_svg(board.board)
    assert svg_view.drawn(picture) is picture
    with pytest.raises(TypeError, match=r"elevenkit\.markup"):
        svg_view.drawn("<svg><text>Mia <b>x</b></text></svg>")
