"""The card view: SVG pictures, accessible names, and the selection a click or a key changes."""

from __future__ import annotations

import re

import pytest
import traitlets

from elevenkit.widgets.cards import STATIC, CardRow, card_name, card_svg, cards_html


def test_accessible_names() -> None:
    assert card_name("7") == "card 7"
    assert card_name("1-11") == "card one-eleven"
    assert card_name("=") == "wild card"


def test_picture_shows_big_digits_and_both_values_of_one_eleven() -> None:
    seven = card_svg("7")
    assert re.search(r"font-size='60'[^>]*>7</text>", seven)
    one_eleven = card_svg("1-11")
    assert ">1</text>" in one_eleven and ">11</text>" in one_eleven
    wild = card_svg("=")
    assert "<polygon" in wild and "<text" not in wild  # a star, not a number


def test_deck_is_told_by_shape_as_well_as_colour() -> None:
    def bars(svg: str) -> tuple[int, int]:
        corner = re.findall(r"<rect x='[\d.-]+' y='[\d.-]+' width='(\d+)' height='(\d+)' rx='1.5'", svg)
        return sum(1 for w, h in corner if int(w) > int(h)), sum(1 for w, h in corner if int(h) > int(w))

    assert bars(card_svg("5", "addition")) == (4, 4)  # four plus signs
    assert bars(card_svg("5", "subtraction")) == (4, 0)  # four minus bars
    assert bars(card_svg("5", "mixed")) == (4, 2)  # plus on top, minus below
    assert "#0d47a1" in card_svg("5", "addition") and "#b71c1c" in card_svg("5", "subtraction")


def test_static_row_names_every_card() -> None:
    page = cards_html(["7", "=", "1-11"], "addition", "The table")
    assert page.count("role='img'") == 3
    assert "aria-label='wild card'" in page and "The table" in page


def test_row_draws_faces_with_names() -> None:
    row = CardRow(["2", "1-11", "="], deck="subtraction")
    assert [face["name"] for face in row.faces] == ["card 2", "card one-eleven", "wild card"]
    assert all("<svg" in face["svg"] and "#b71c1c" in face["svg"] for face in row.faces)
    row.deck = "addition"
    assert "#0d47a1" in row.faces[0]["svg"]


def test_toggle_is_what_a_click_or_enter_or_space_does() -> None:
    row = CardRow(["2", "5", "9"])
    row.toggle(2)
    row.toggle(0)
    assert row.selected == [0, 2]
    row.toggle(2)
    assert row.selected == [0]
    row.clear()
    assert row.selected == []


def test_selection_set_as_the_browser_does_is_cleaned_and_checked() -> None:
    row = CardRow(["2", "5", "9"])
    row.selected = [2, 0, 2]
    assert row.selected == [0, 2]
    with pytest.raises(traitlets.TraitError, match=r"\[3\]"):
        row.selected = [0, 3]
    assert row.selected == [0, 2]


def test_taken_cards_cannot_be_chosen() -> None:
    row = CardRow(["2", "5", "9"])
    row.selected = [0, 1]
    row.disabled = [1]
    assert row.selected == [0]
    row.toggle(1)
    row.selected = [1, 2]
    assert row.selected == [2]


def test_a_row_that_only_shows_cannot_be_chosen() -> None:
    row = CardRow(["7"], selectable=False)
    row.toggle(0)
    assert row.selected == []


def test_new_cards_forget_the_old_choice() -> None:
    row = CardRow(["2", "5", "9"])
    row.selected = [1]
    row.disabled = [0]
    row.cards = ["3", "4"]
    assert row.selected == [] and row.disabled == []
    assert [face["name"] for face in row.faces] == ["card 3", "card 4"]


def test_javascript_and_css_ship_in_the_package_and_fetch_nothing() -> None:
    script = (STATIC / "cards.js").read_text()
    style = (STATIC / "cards.css").read_text()
    assert "export default { render }" in script
    for text in (script, style):
        assert "http://" not in text and "https://" not in text and "@import" not in text
    assert not re.search(r"^\s*import ", script, re.MULTILINE)
    for key in ("Enter", '" "', "aria-pressed", "tabIndex", "aria-label"):
        assert key in script
    widget = CardRow(["7"])
    assert widget._esm.strip().startswith("//") and "ek-card" in widget._css


def test_a_row_that_is_not_selectable_ignores_clicks_and_keys() -> None:
    row = CardRow(["2", "5", "9"])
    row.toggle(0)
    row.selectable = False
    row.toggle(1)
    assert row.selected == [0]
