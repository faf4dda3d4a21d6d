"""A shown sentence as the words to say (:func:`spoken`), and the text of markup (:func:`markup_text`)."""

from __future__ import annotations

import re
import unicodedata
from html.parser import HTMLParser

from elevenkit.markup import VOID_ELEMENTS, Markup
from elevenkit.speech.words import SpeechWords, number_words, speech_words

__all__ = ["markup_text", "spoken", "spoken_markup"]

#: signs that only structure a line: said as a short pause
_PAUSES = str.maketrans({"·": ",", "→": ",", "(": ",", ")": ",", "|": ","})
_ONE_ELEVEN = re.compile(r"(?<![\w-])1-11(?:-(?P<suffix>[^\W\d_]+))?(?![\w-])")
_LAST_WORD = re.compile(r"([^\W\d_]+)\W*\Z")
_NEXT_WORD = re.compile(r"\s*([^\W\d_]+)")
_OPERATOR = "=+\N{MINUS SIGN}×"
#: a ``?`` standing for a number: after or before a sign of an equation
_UNKNOWN = re.compile(rf"(?<=[{_OPERATOR}])\s*\?|\?(?=\s*[{_OPERATOR}])")
_RANGE = re.compile(r"(?<=\d)[-\N{EN DASH}](?=\d)")
_SPACED_MINUS = re.compile(r"(?<=\d)\s+[-\N{EN DASH}]\s+(?=\d)")
_NEGATIVE = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=,))-(?=\d)")
_NUMBER = re.compile(r"(?<!\w)\d+(?!\w)")
_NOUN_AFTER = re.compile(r"\s+[A-ZÄÖÜ][a-zäöüß]")


def _is_symbol(char: str) -> bool:
    """A mark or picture symbol (✔ ✘ ★ ℹ ▶, emoji): shown, never said."""
    return unicodedata.category(char) == "So" or char in "ℹ\N{VARIATION SELECTOR-16}"


def _one_eleven(text: str, words: SpeechWords) -> str:
    """Every ``1-11`` as the card's name: "the one-eleven card", "Eins-Elf-Karte"."""

    def name(match: re.Match[str]) -> str:
        if match["suffix"]:
            return f"{words.one_eleven_word}-{match['suffix']}"
        following = _NEXT_WORD.match(text, match.end())
        if following and following[1].casefold() in words.card_words:
            return words.one_eleven_word
        before = _LAST_WORD.search(text, 0, match.start())
        named = before is not None and before[1].casefold() in words.determiners
        return words.one_eleven if named or not words.article else f"{words.article} {words.one_eleven}"

    return _ONE_ELEVEN.sub(name, text)


def _numbers(text: str, words: SpeechWords, language: str | None) -> str:
    def said(match: re.Match[str]) -> str:
        if match[0] == "1" and words.one_before_noun and _NOUN_AFTER.match(text, match.end()):
            noun = _NEXT_WORD.match(text, match.end())
            assert noun is not None
            return words.one_before_noun(noun[1])
        return number_words(int(match[0]), language)

    return _NUMBER.sub(said, text)


def _tidy(text: str) -> str:
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([,.!?:;])", r"\1", text)
    text = re.sub(r",(?:\s*,)+", ",", text)
    text = re.sub(r",([.!?:;])", r"\1", text)
    text = re.sub(r",(?=[^\s\d])", ", ", text)
    return text.strip(" ,")


def spoken(text: str, language: str | None = None) -> str:
    """``text`` as a child says it in ``language`` (default: the page's): "14 = 3 + 11" ->
    "fourteen equals three plus eleven"; see :mod:`elevenkit.speech`."""
    words = speech_words(language)
    text = "".join(char for char in text if not _is_symbol(char)).translate(_PAUSES)
    text = _one_eleven(text, words)
    text = _UNKNOWN.sub(f" {words.unknown} ", text)
    text = _RANGE.sub(f" {words.to} ", text)
    text = _SPACED_MINUS.sub(f" {words.minus} ", text)
    text = _NEGATIVE.sub(f"{words.minus} ", text)
    for sign, word in (("=", words.equals), ("+", words.plus), ("\N{MINUS SIGN}", words.minus), ("×", words.times)):
        text = text.replace(sign, f" {word} ")
    return _tidy(_numbers(text, words, language))


class _TextReader(HTMLParser):
    """The text of markup as a screen reader reads it: no ``aria-hidden`` part, no ``<title>``,
    a picture by its ``aria-label``; a block element ends a sentence."""

    SKIPPED = frozenset({"title", "style", "script", "button"})
    BLOCKS = frozenset({"p", "li", "div", "br", "h1", "h2", "h3", "h4", "summary", "ul", "ol", "tr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []
        self.skipping: list[str] = []  # the open elements whose content is not read

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.pieces.append("\n" if tag in self.BLOCKS else " ")
        if tag in VOID_ELEMENTS:
            if not self.skipping and found.get("aria-label") and found.get("aria-hidden") != "true":
                self.pieces.append(f" {found['aria-label']} ")
        elif self.skipping or found.get("aria-hidden") == "true" or tag in self.SKIPPED:
            self.skipping.append(tag)
        elif found.get("aria-label") and (found.get("role") == "img" or tag == "svg"):
            self.pieces.append(f" {found['aria-label']} ")
            self.skipping.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.skipping and tag not in VOID_ELEMENTS:
            self.skipping.pop()
        self.pieces.append("\n" if tag in self.BLOCKS else " ")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.pieces.append(data)

    def sentences(self) -> str:
        """What was read, a line of its own ending as a sentence (a full stop unless it has a sign)."""
        lines = [re.sub(r" ([,.!?:;])", r"\1", " ".join(line.split())) for line in "".join(self.pieces).split("\n")]
        kept = [line for line in lines if line]
        last = len(kept) - 1
        return " ".join(line if n == last or line[-1] in ".!?:;," else f"{line}." for n, line in enumerate(kept))


def markup_text(markup: Markup | str) -> str:
    """The text of ``markup`` as a screen reader reads it (see :class:`_TextReader`); lines of
    their own become sentences of their own."""
    reader = _TextReader()
    reader.feed(str(markup))
    reader.close()
    return reader.sentences().strip()


def spoken_markup(markup: Markup | str, language: str | None = None) -> str:
    """What a voice says for ``markup``: its text (:func:`markup_text`) as a child says it (:func:`spoken`)."""
    return spoken(markup_text(markup), language)
