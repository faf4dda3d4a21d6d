"""Spoken forms: equations, cards, the wild, the 1-11, piles and numbers as a child says them, in
English and in German (issue 24, read aloud)."""

from __future__ import annotations

import pytest

from elevenkit.i18n import language
from elevenkit.markup import element, fragment
from elevenkit.speech import markup_text, number_words, spoken, spoken_markup


@pytest.mark.parametrize(
    ("shown", "english", "german"),
    [
        ("14 = 3 + 11", "fourteen equals three plus eleven", "vierzehn ist gleich drei plus elf"),
        ("7 = 2 + 5", "seven equals two plus five", "sieben ist gleich zwei plus fünf"),
        ("12 − 6 − 4 = 2", "twelve minus six minus four equals two", "zwölf minus sechs minus vier ist gleich zwei"),
        ("5 = 9 - 4", "five equals nine minus four", "fünf ist gleich neun minus vier"),
        ("14 = 3 + ?", "fourteen equals three plus what number", "vierzehn ist gleich drei plus welche Zahl"),
        ("3 × 4", "three times four", "drei mal vier"),
    ],
)
def test_an_equation_is_read_with_its_signs_as_words(shown: str, english: str, german: str) -> None:
    assert spoken(shown, "en") == english
    assert spoken(shown, "de") == german


def test_the_wild_is_read_with_the_value_it_stands_for() -> None:
    assert spoken("14 = 3 + wild (as 11)", "en") == "fourteen equals three plus wild, as eleven"
    assert spoken("14 = 3 + Joker (als 11)", "de") == "vierzehn ist gleich drei plus Joker, als elf"
    assert spoken("So the wild stands for 5.", "en") == "So the wild stands for five."


@pytest.mark.parametrize(
    ("shown", "said"),
    [
        ("3 + 1-11", "three plus the one-eleven card"),
        ("Is the 1-11 a 1 or an 11 here?", "Is the one-eleven card a one or an eleven here?"),
        ("Play your 1-11 as 1 or as 11.", "Play your one-eleven card as one or as eleven."),
        ("The 1-11 card counts twice", "The one-eleven card counts twice"),
        ("two 1-11 cards", "two one-eleven cards"),
    ],
)
def test_the_one_eleven_is_the_one_eleven_card_in_english(shown: str, said: str) -> None:
    assert spoken(shown, "en") == said


def test_the_one_eleven_is_the_eins_elf_karte_in_german() -> None:
    assert spoken("Die 1-11-Karte", "de") == "Die Eins-Elf-Karte"
    assert (
        spoken("Ist die 1-11 hier eine 1 oder eine 11?", "de") == "Ist die Eins-Elf-Karte hier eine eins oder eine elf?"
    )


def test_a_pile_keeps_its_letter_and_its_count_is_a_pause() -> None:
    assert spoken("Take pile A (3 cards)", "en") == "Take pile A, three cards"
    assert spoken("Nimm Stapel B, den mit 45 oben.", "de") == "Nimm Stapel B, den mit fünfundvierzig oben."


@pytest.mark.parametrize(
    ("number", "english", "german"),
    [
        (0, "zero", "null"),
        (1, "one", "eins"),
        (14, "fourteen", "vierzehn"),
        (21, "twenty-one", "einundzwanzig"),
        (30, "thirty", "dreißig"),
        (100, "one hundred", "einhundert"),
        (104, "one hundred and four", "einhundertvier"),
        (110, "one hundred and ten", "einhundertzehn"),
        (1001, "one thousand and one", "eintausendeins"),
        (21000, "twenty-one thousand", "einundzwanzigtausend"),
        (-3, "minus three", "minus drei"),
    ],
)
def test_numbers_in_words(number: int, english: str, german: str) -> None:
    assert number_words(number, "en") == english
    assert number_words(number, "de") == german


def test_german_one_before_a_noun_is_ein_or_eine() -> None:
    assert spoken("1 Minuspunkt und 1 Karte", "de") == "ein Minuspunkt und eine Karte"
    assert spoken("Aufgabe 1 von 5", "de") == "Aufgabe eins von fünf"


def test_ranges_separators_and_signs_of_the_page() -> None:
    assert spoken("age 8-11", "en") == "age eight to eleven"
    assert spoken("die Zahlen 1–20", "de") == "die Zahlen eins bis zwanzig"
    assert spoken("Task 3 · task set 5", "en") == "Task three, task set five"
    assert spoken("−3 points", "en") == "minus three points"
    assert spoken("✔ Right! ★ 7 = 7", "en") == "Right! seven equals seven"
    assert spoken("class 4B", "en") == "class 4B"  # a class code is no number


def test_the_page_language_decides_when_none_is_given() -> None:
    with language("de"):
        assert spoken("11 = 11") == "elf ist gleich elf"
    with language("en"):
        assert spoken("11 = 11") == "eleven equals eleven"
    assert spoken("2", "xx") == "two"  # a language without words of its own: English


def test_markup_is_read_as_a_screen_reader_reads_it() -> None:
    card = element("svg", element("title", "card 7"), role="img", aria_label="card 7")
    message = element(
        "div",
        element("span", "✔", aria_hidden="true"),
        " Right: ",
        element("b", "7"),
        " takes ",
        card,
        element("span", "Press New task", class_="ek-msg-note"),
    )
    assert markup_text(message) == "Right: 7 takes card 7 Press New task"
    listed = fragment(element("p", "Hints"), element("ol", element("li", "Count on"), element("li", "Try 5")))
    assert markup_text(listed) == "Hints. Count on. Try 5"
    assert spoken_markup(element("p", "14 = 3 + ", element("b", "11")), "de") == "vierzehn ist gleich drei plus elf"
