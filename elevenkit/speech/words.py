"""The words each language says for numbers, signs and the games' cards (:class:`SpeechWords`).

The number words come from the answer reader's table (:data:`elevenkit.exercises.answers.NUMBER_WORDS`):
the words a pupil may type are the words a page says. Numbers from 100 on are built from them
("one hundred and four", "hundertvier").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from elevenkit.exercises.answers import NUMBER_WORDS
from elevenkit.i18n import LANGUAGES, current_language

__all__ = ["SPEECH_WORDS", "SpeechWords", "number_words", "speech_words"]


def _small(language: str) -> tuple[str, ...]:
    """The words of 0 to 99 in ``language``: the first spelling the answer reader's table lists."""
    first: dict[int, str] = {}
    for word, number in NUMBER_WORDS[language].items():
        first.setdefault(number, word)
    return tuple(first[number] for number in range(100))


def _english(number: int, small: tuple[str, ...]) -> str:
    if number < 100:
        return small[number]
    if number < 1000:
        hundreds, rest = divmod(number, 100)
        return f"{small[hundreds]} hundred" + (f" and {small[rest]}" if rest else "")
    thousands, rest = divmod(number, 1000)
    joiner = " and " if rest < 100 else " "
    return f"{_english(thousands, small)} thousand" + (joiner + _english(rest, small) if rest else "")


def _german(number: int, small: tuple[str, ...]) -> str:
    def prefix(count: int) -> str:  # "ein" inside a word: einhundert, einundzwanzigtausend
        word = _german(count, small)
        return word[:-1] if word.endswith("eins") else word

    if number < 100:
        return small[number]
    if number < 1000:
        hundreds, rest = divmod(number, 100)
        return prefix(hundreds) + "hundert" + (small[rest] if rest else "")
    thousands, rest = divmod(number, 1000)
    return prefix(thousands) + "tausend" + (_german(rest, small) if rest else "")


def _german_one(noun: str) -> str:
    """German "1" before a noun: "eine Karte", "ein Punkt" (feminine by its ending, a rule of thumb)."""
    feminine = noun.endswith(("e", "ung", "heit", "keit", "zahl", "hand"))
    return "eine" if feminine else "ein"


@dataclass(frozen=True)
class SpeechWords:
    """What one language says for the signs and cards of a sentence (see :mod:`elevenkit.speech`)."""

    number: Callable[[int], str]  #: a whole number from 0 to 999 999 in words
    equals: str  #: ``=``
    plus: str  #: ``+``
    minus: str  #: ``−``, and a ``-`` with spaces around it
    times: str  #: ``×``
    to: str  #: a range: ``1–20``, ``8-11``
    unknown: str  #: a ``?`` in an equation: ``14 = 3 + ?``
    one_eleven: str  #: the ``1-11`` card when the sentence names no card after it
    one_eleven_word: str  #: ``1-11`` before the word card ("1-11 card", "1-11-Karte")
    card_words: frozenset[str]  #: the words for card(s), after which the ``1-11`` is just its name
    article: str  #: put before the ``1-11`` card when no word of :attr:`determiners` stands there
    determiners: frozenset[str]
    #: what "1" is before a noun ("ein", "eine"), None: the number word
    one_before_noun: Callable[[str], str] | None = None


_EN = _small("en")
_DE = _small("de")

#: the words of each language a page can be read aloud in
SPEECH_WORDS: dict[str, SpeechWords] = {
    "en": SpeechWords(
        number=lambda n: _english(n, _EN),
        equals="equals",
        plus="plus",
        minus="minus",
        times="times",
        to="to",
        unknown="what number",
        one_eleven="one-eleven card",
        one_eleven_word="one-eleven",
        card_words=frozenset({"card", "cards"}),
        article="the",
        determiners=frozenset({"the", "a", "your", "my", "his", "her", "its", "their", "this", "that", "each"}),
    ),
    "de": SpeechWords(
        number=lambda n: _german(n, _DE),
        equals="ist gleich",
        plus="plus",
        minus="minus",
        times="mal",
        to="bis",
        unknown="welche Zahl",
        one_eleven="Eins-Elf-Karte",
        one_eleven_word="Eins-Elf",
        card_words=frozenset({"karte", "karten"}),
        article="",
        determiners=frozenset(),
        one_before_noun=_german_one,
    ),
}
assert set(SPEECH_WORDS) == set(LANGUAGES), "every language of the kit is read aloud in its own words"

#: the largest number said as words; a longer one is said digit by digit
MAX_NUMBER = 999_999


def speech_words(language: str | None = None) -> SpeechWords:
    """The words of ``language`` (default: the page's); English for a language without a table."""
    return SPEECH_WORDS.get(language or current_language(), SPEECH_WORDS[LANGUAGES[0]])


def number_words(number: int, language: str | None = None) -> str:
    """``number`` in words ("fourteen", "vierzehn"); below zero with "minus"; a number over
    :data:`MAX_NUMBER` digit by digit."""
    words = speech_words(language)
    if number < 0:
        return f"{words.minus} {number_words(-number, language)}"
    if number > MAX_NUMBER:
        return " ".join(words.number(int(digit)) for digit in str(number))
    return words.number(number)
