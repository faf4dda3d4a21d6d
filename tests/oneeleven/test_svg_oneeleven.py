"""One-eleven cards as SVG: big digits, the deck by shape, word and colour, the value a wild stands for."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.oneeleven import Card
from elevenkit.oneeleven.drawing import DECK_STYLES
from elevenkit.oneeleven.svg import DECKS, card_name, card_svg, deck_name, row_svg

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return [element.text or "" for element in ET.fromstring(svg).iter(f"{SVG}text")]


def corner_bars(svg: str) -> tuple[int, int]:
    """Horizontal and vertical bars of the corner marks: a plus is one of each, a minus one horizontal."""
    corner = re.findall(r'<rect x="[\d.-]+" y="[\d.-]+" width="(\d+)" height="(\d+)" rx="1.5"', svg)
    return sum(1 for w, h in corner if int(w) > int(h)), sum(1 for w, h in corner if int(h) > int(w))


def test_names_say_the_card_and_what_it_stands_for() -> None:
    assert card_name("7") == "card 7" and card_name(Card("7")) == "card 7"
    assert card_name("1-11") == "card one-eleven" and card_name("1-11", 11) == "card one-eleven, as 11"
    assert card_name("=") == "wild card" and card_name("=", 4) == "wild card, as 4"


def test_every_deck_is_told_by_its_shape_and_word_and_its_colour_comes_from_its_style() -> None:
    shapes = {"plus": (4, 4), "minus": (4, 0), "plusminus": (4, 2)}
    for deck in DECKS:
        style = DECK_STYLES[deck]
        svg = card_svg("5", deck)
        assert corner_bars(svg) == shapes[style["shape"]]
        assert style["word"] in texts(svg) and style["ink"] in svg
        assert deck_name(deck) == style["name"]
    assert len({corner_bars(card_svg("5", deck)) for deck in DECKS}) == len(DECKS)  # no two decks alike


def test_big_digits_both_values_of_one_eleven_and_a_star_for_the_wild() -> None:
    assert re.search(r'font-size="60"[^>]*>7</text>', card_svg("7"))
    assert {"1", "or", "11"} <= set(texts(card_svg("1-11")))
    wild = card_svg("=")
    assert "<polygon" in wild and not any(text.strip().isdigit() for text in texts(wild))


def test_a_wild_with_a_value_shows_a_marked_box_never_an_equation() -> None:
    wild = card_svg("=", value=11)
    assert "as 11" in texts(wild) and "=(" not in wild
    root = ET.fromstring(wild)
    assert root.get("aria-label") == "wild card, as 11" and root.find(f"{SVG}title").text == "wild card, as 11"
    eleven = card_svg("1-11", value=11)
    assert re.search(r'opacity="0.35"[^>]*>1</text>', eleven) and re.search(r'opacity="1"[^>]*>11</text>', eleven)


def test_a_row_names_its_deck_marks_chosen_and_taken_cards_and_wraps() -> None:
    svg = row_svg(
        ["2", "5", "9", "=", "1-11"],
        "subtraction",
        selected=[1],
        taken=[2],
        caption="The table",
        per_line=3,
        interactive=True,
        id_prefix="table",
    )
    root = ET.fromstring(svg)
    assert "The table · Subtraction deck" in texts(svg)
    cards = [element for element in root.iter(f"{SVG}g") if element.get("class") == "ek-card"]
    assert [card.get("data-index") for card in cards] == ["0", "1", "2", "3", "4"]
    assert [card.get("id") for card in cards][:2] == ["table-0", "table-1"]
    assert cards[1].get("aria-pressed") == "true" and cards[0].get("aria-pressed") == "false"
    assert cards[2].get("aria-disabled") == "true" and cards[2].get("aria-label") == "card 9, taken"
    drawn = [[text.text for text in card.iter(f"{SVG}text")] for card in cards]
    assert "✓" in drawn[1] and "taken" in drawn[2] and "✓" not in drawn[0] and "taken" not in drawn[0]
    one_line = ET.fromstring(row_svg(["2", "5", "9"])).get("viewBox").split()
    two_lines = root.get("viewBox").split()
    assert float(two_lines[3]) > 1.8 * float(one_line[3]) - 40  # a second line of cards below the first


def test_the_deck_word_is_decoration_hidden_from_screen_readers() -> None:
    """Too small to read from the back of a room; the corner shapes (and a row's caption) tell the deck."""
    for deck in DECKS:
        words = [t for t in ET.fromstring(card_svg("5", deck)).iter(f"{SVG}text") if t.get("class") == "ek-deck-word"]
        assert len(words) == 1 and words[0].get("aria-hidden") == "true"


def test_taken_sits_in_the_top_band_clear_of_the_number_and_the_deck_word() -> None:
    root = ET.fromstring(row_svg(["5", "7"], taken=[0]))
    card = next(element for element in root.iter(f"{SVG}g") if element.get("data-index") == "0")
    mark = next(element for element in card.iter(f"{SVG}g") if element.get("class") == "ek-taken-mark")
    assert mark.get("transform") is None  # not turned, so its box is the rectangle below
    box = mark.find(f"{SVG}rect")
    top, bottom = float(box.get("y")), float(box.get("y")) + float(box.get("height"))
    body = next(element for element in card.iter(f"{SVG}g") if element.get("opacity"))
    face = next(r for r in body.iter(f"{SVG}rect") if r.get("y") == "26")  # the coloured middle: the number's ground
    word = next(t for t in body.iter(f"{SVG}text") if t.get("class") == "ek-deck-word")
    word_top = float(word.get("y")) - float(word.get("font-size"))
    assert top >= 0 and bottom <= float(face.get("y")) < word_top
    assert [t.text for t in mark.iter(f"{SVG}text")] == ["taken"]


def test_an_unknown_deck_is_refused_by_name() -> None:
    with pytest.raises(ElevenkitError, match="'blue'"):
        card_svg("5", "blue")
