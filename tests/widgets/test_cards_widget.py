"""The card view: SVG pictures, accessible names, and the selection a click or a key changes."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
import traitlets

from elevenkit.widgets.cards import STATIC, CardRow, card_name, cards_html

SVG = "{http://www.w3.org/2000/svg}"


def holders(row: CardRow) -> list[ET.Element]:
    """The card holders of the row as the browser gets them."""
    return list(ET.fromstring(row.markup))


def test_accessible_names() -> None:
    assert card_name("7") == "card 7"
    assert card_name("1-11") == "card one-eleven"
    assert card_name("=") == "wild card"


def test_static_row_names_every_card() -> None:
    page = cards_html(["7", "=", "1-11"], "addition", "The table")
    assert page.count('role="img"') == 3
    assert 'aria-label="wild card"' in page and "The table" in page


def test_row_draws_faces_with_names() -> None:
    row = CardRow(["2", "1-11", "="], deck="subtraction")
    assert [face["name"] for face in row.faces] == ["card 2", "card one-eleven", "wild card"]
    assert [card.get("aria-label") for card in holders(row)] == ["card 2", "card one-eleven", "wild card"]
    assert all("<svg" in face["svg"] and "#b71c1c" in face["svg"] for face in row.faces) and "#b71c1c" in row.markup
    row.deck = "addition"
    assert "#0d47a1" in row.faces[0]["svg"] and "#0d47a1" in row.markup and "#b71c1c" not in row.markup


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
    assert len(holders(row)) == 2


def test_markup_carries_state_names_and_picks_for_the_shared_view() -> None:
    row = CardRow(["2", "5", "9"], label="The table")
    row.selected = [0]
    row.disabled = [2]
    outer = ET.fromstring(row.markup)
    assert outer.get("role") == "group" and outer.get("aria-label") == "The table" and outer.get("data-nav") == "all"
    cards = holders(row)
    assert [card.get("data-pick") for card in cards] == ["0", "1", "2"]
    assert [card.get("aria-pressed") for card in cards] == ["true", "false", "false"]
    assert cards[2].get("aria-disabled") == "true" and cards[2].get("tabindex") == "-1"
    assert cards[2].get("aria-label") == "card 9, taken" and "ek-taken" in cards[2].get("class")
    assert "ek-selected" in cards[0].get("class") and cards[1].get("tabindex") == "0"
    row.selectable = False  # no card is a button any more, but a click on one is still reported
    assert all(card.get("role") == "img" and card.get("aria-disabled") == "true" for card in holders(row))
    assert [card.get("data-pick") for card in holders(row)] == ["0", "1", "2"]


def test_a_pick_from_the_browser_toggles_and_junk_is_ignored() -> None:
    row = CardRow(["2", "5", "9"])
    row._on_front_end_msg(row, {"event": "pick", "value": "1"}, [])
    assert row.selected == [1]
    for junk in (
        {"event": "pick", "value": "7"},
        {"event": "pick", "value": "x"},
        {"event": "pick"},
        "pick",
        {"event": "dance", "value": "0"},
    ):
        row._on_front_end_msg(row, junk, [])
    assert row.selected == [1]


def test_javascript_and_css_ship_in_the_package_and_fetch_nothing() -> None:
    script = (STATIC / "svg_view.js").read_text()
    style = (STATIC / "cards.css").read_text()
    assert "export default { render }" in script
    for text in (script, style):
        assert "http://" not in text and "https://" not in text and "@import" not in text
    assert not re.search(r"^\s*import ", script, re.MULTILINE)
    for key in ('"Enter"', '" "', "ArrowRight", "ArrowLeft", "aria-pressed", "tabindex", "data-pick"):
        assert key in script
    widget = CardRow(["7"])
    assert widget._esm == script and "ek-card" in widget._css


def test_a_row_that_is_not_selectable_ignores_clicks_and_keys() -> None:
    row = CardRow(["2", "5", "9"])
    row.toggle(0)
    row.selectable = False
    row.toggle(1)
    assert row.selected == [0]


def test_a_card_that_cannot_be_chosen_is_refused_not_ignored() -> None:
    row = CardRow(["2", "5", "9"])
    refused: list[str] = []
    row.on_refused(refused.append)
    row.disabled = [2]
    row._on_front_end_msg(row, {"event": "pick", "value": "2"}, [])
    assert refused == ["2"] and row.selected == []
    row.toggle(0)
    assert row.selected == [0] and refused == ["2"]
    row.selectable = False
    row.toggle(1)
    assert refused == ["2", "1"] and row.selected == [0]
    row.toggle(7)  # no card there: nothing to say about it
    assert refused == ["2", "1"]


def test_a_click_on_a_disabled_card_goes_to_the_refusal_never_to_the_pick() -> None:
    row = CardRow(["2", "5"])
    refused: list[str] = []
    row.on_refused(refused.append)
    row._on_front_end_msg(row, {"event": "pick", "value": "1", "disabled": True}, [])
    assert refused == ["1"] and row.selected == []  # a selectable card, but drawn disabled: not chosen


def test_cards_a_hint_speaks_of_are_ringed_and_named_until_new_cards_come() -> None:
    row = CardRow(["2", "5", "5", "2"])
    row.disabled = [3]
    row.marked = [1, 3]  # a taken card is never ringed: no hint means it
    cards = holders(row)
    assert ["ek-hinted" in (card.get("class") or "") for card in cards] == [False, True, False, False]
    assert cards[1].get("aria-label") == "card 5, ringed by the hint"
    assert cards[2].get("aria-label") == "card 5"
    style = (STATIC / "cards.css").read_text()
    assert re.search(r"\.ek-card\.ek-hinted\s*\{[^}]*outline:\s*\d+px dashed", style)  # a ring by shape, not colour
    row.cards = ["7", "3"]
    assert row.marked == [] and not any("ek-hinted" in (card.get("class") or "") for card in holders(row))


def test_whatever_sticks_out_of_a_card_fits_in_the_row_padding() -> None:
    """The widget around a row clips everything outside the row's box: the lift of a chosen card
    plus its tick badge above it, the badge and the hint's star beside it, must fit in the padding."""
    style = (STATIC / "cards.css").read_text()

    def px(rule: str, prop: str) -> list[float]:
        block = re.search(re.escape(rule) + r"\s*\{([^}]*)\}", style)
        assert block, rule
        value = re.search(rf"(?<![-\w]){prop}:\s*([^;]+);", block.group(1))
        assert value, (rule, prop)
        return [float(number) for number in re.findall(r"-?[\d.]+(?=px)", value.group(1))]

    top, right, bottom, left = px(".ek-card-row", "padding")
    lift = -px(".ek-card.ek-selected", "transform")[0]
    for badge, side in ((".ek-card.ek-selected::after", "right"), (".ek-card.ek-hinted::before", "left")):
        above = -px(badge, "top")[0]
        beside = -px(badge, side)[0]
        assert lift + above <= top, (badge, lift, above, top)
        assert beside <= min(left, right), (badge, beside)
    ring = px(".ek-card.ek-hinted", "outline")[0] + px(".ek-card.ek-hinted", "outline-offset")[0]
    assert ring <= min(top, right, bottom, left)
