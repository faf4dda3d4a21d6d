"""What every renderer beside an engine promises: well-formed SVG, a name for every clickable
element, a text label or shape beside every colour, and no UI library needed to import it."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest

from elevenkit.nimmt.svg import CircleState, arc_svg, circle_svg, piles_svg
from elevenkit.oneeleven.svg import card_svg, row_svg
from elevenkit.start11 import Start11Game
from elevenkit.start11.svg import board_svg, holder_svg

SVG = "{http://www.w3.org/2000/svg}"


def _start11_game() -> Start11Game:
    """A Start 11! game some moves in (seeded), with tiles on the board."""
    import random

    game = Start11Game(players=2, seed=5, variant=True)
    rng = random.Random(5)
    for _ in range(30):
        game.apply(game.random_move(rng))
    return game


_STATE = CircleState(piles=(96, 40), hand=(97, 3, 50), focus=5, selected=(3, 97), pickable=(97, 3, 50), target=5)
GAME = _start11_game()
DRAWINGS: dict[str, Callable[[], str]] = {
    "card": lambda: card_svg("=", "mixed", value=11),
    "row": lambda: row_svg(
        ["2", "1-11", "=", "7"], "subtraction", values=[None, 11, 4], selected=[1], taken=[3], interactive=True
    ),
    "circle": lambda: circle_svg(_STATE, interactive=True),
    "arc": lambda: arc_svg(_STATE, interactive=True),
    "piles": lambda: piles_svg([[94, 95, 3], [33]], selected=[0], interactive=True),
    "board": lambda: board_svg(GAME.board, variant=True, interactive=True),
    "holder": lambda: holder_svg(GAME.holders[0], GAME.board, selected=0, interactive=True),
}


@pytest.mark.parametrize("name", DRAWINGS)
def test_drawing_is_well_formed_svg_and_names_every_clickable_element(name: str) -> None:
    root = ET.fromstring(DRAWINGS[name]())
    assert root.tag == f"{SVG}svg" and root.get("viewBox")
    assert root.get("aria-label") and root.find(f"{SVG}title") is not None
    clickable = [element for element in root.iter() if element.get("data-pick") is not None]
    assert clickable or name == "card"
    for element in clickable:
        label = element.get("aria-label") or ""
        assert element.get("role") == "button" and element.get("tabindex") == "-1"
        assert label.strip() and element.find(f"{SVG}title").text == label
    picks = [element.get("data-pick") for element in clickable]
    assert len(set(picks)) == len(picks)  # a view tells them apart


@pytest.mark.parametrize("name", ["row", "circle", "arc", "piles", "board", "holder"])
def test_a_picture_that_only_shows_has_no_clickable_elements(name: str) -> None:
    drawn = {
        "row": lambda: row_svg(["2", "5"]),
        "circle": lambda: circle_svg(_STATE),
        "arc": lambda: arc_svg(_STATE),
        "piles": lambda: piles_svg([[94]]),
        "board": lambda: board_svg(GAME.board),
        "holder": lambda: holder_svg(GAME.holders[0], GAME.board),
    }[name]()
    assert "data-pick" not in drawn and 'role="button"' not in drawn
    assert ET.fromstring(drawn).get("aria-label")


def test_renderers_import_without_any_ui_library() -> None:
    """The engines' renderers run where no widget library is installed (a worksheet, a bot, Pyodide)."""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in {'ipywidgets', 'anywidget', 'traitlets', 'IPython', 'numpy'}:\n"
        "            raise ImportError('blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import elevenkit.oneeleven.svg, elevenkit.nimmt.svg, elevenkit.start11.svg\n"
        "from elevenkit.start11 import Start11Game\n"
        "print(len(elevenkit.oneeleven.svg.row_svg(['7'])) > 0,\n"
        "      len(elevenkit.nimmt.svg.circle_svg(elevenkit.nimmt.svg.CircleState(piles=(5,)))) > 0,\n"
        "      len(elevenkit.start11.svg.board_svg(Start11Game(2, seed=1).board)) > 0,\n"
        "      any(m.startswith('elevenkit.widgets') for m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True", "True", "False"]
