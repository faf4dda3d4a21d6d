"""Reading a pupil's answer: numbers, pile names, card words and equations; never evaluated.

Every exercise reads answers here, so ``"9 steps"``, ``" 12 "``, ``"pile B"`` and
``"14 = 3 + 11"`` are understood the same way in every trainer and lesson. Nothing here raises,
whatever a widget or a notebook cell sends (text, a whole number, a decimal, True, None, a list of
those): the result is a :class:`Reading`, which holds either what was read or one sentence for
the pupil saying how to write the answer. An answer that cannot be read is not a wrong answer, so
its :meth:`Reading.feedback` is not counted.

Text is cut into tokens (digits, words, signs); a number is turned into an ``int`` only after its
digits were counted, so a pasted page of digits gets "That number is too big" and never reaches
Python's limit on converting long digit strings. A number written as words ("nine", "fifteen",
"twenty-one", "twenty one") is a number wherever numbers are read: :data:`NUMBER_WORDS` holds the
words of each language, and every language's words are read whatever language the page is in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from elevenkit.exercises.base import Feedback
from elevenkit.i18n import _

__all__ = [
    "MAX_ANSWER_CHARS",
    "MAX_DIGITS",
    "MAX_WORDS",
    "NUMBER_WORDS",
    "Equation",
    "Reading",
    "Side",
    "Token",
    "TokenKind",
    "is_blank",
    "number_word",
    "read_equation",
    "read_number",
    "read_numbers",
    "read_tokens",
]

#: the most digits a number may have: cards go up to 100, steps, ox heads and ways stay below 1000;
#: a longer number is refused with a friendly note before ``int()`` ever sees it
MAX_DIGITS = 3
#: the longest answer read at all ("12 ox heads", "97, 3, 45, 60" or "2 = 12 − 6 − 4")
MAX_ANSWER_CHARS = 60
#: how many words may stand around the numbers: "9 steps", "it is 9", "pile B"
MAX_WORDS = 3
#: every sign a pupil may type for minus: hyphen, real minus, en dash, em dash
MINUS_SIGNS = "-\N{MINUS SIGN}\N{EN DASH}\N{EM DASH}"
#: signs that may stand between numbers of a list ("97, 3", "[97, 3]", "9.")
SEPARATORS = frozenset(",;.!()[]")
#: one piece of typed text: a run of digits, a word, or any other single sign
_TOKEN = re.compile(r"\d+|[^\W\d_]+|\S")
#: a number of more digits than :data:`MAX_DIGITS`
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")
#: a whole number written with a decimal point or comma inside ("9.5", "9,5"): not a whole number
_DECIMAL = re.compile(r"\d[.,]\d")

T = TypeVar("T")


def _english_number_words() -> dict[str, int]:
    """English number words from 0 to 100; a two-word number is written with ``-`` between its words."""
    small = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ]
    tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    words = {word: number for number, word in enumerate(small)}
    for place, ten in enumerate(tens, start=2):
        words[ten] = place * 10
        words |= {f"{ten}-{small[unit]}": place * 10 + unit for unit in range(1, 10)}
    return words | {"hundred": 100, "one-hundred": 100, "a-hundred": 100}


def _german_number_words() -> dict[str, int]:
    """German number words from 0 to 100, each one word with the units before the tens
    ("einundzwanzig"); ``ß`` or ``ss`` both read ("dreißig", "dreissig")."""
    small = [
        "null",
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "dreizehn",
        "vierzehn",
        "fünfzehn",
        "sechzehn",
        "siebzehn",
        "achtzehn",
        "neunzehn",
    ]
    tens = ["zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"]
    words = {word: number for number, word in enumerate(small)}
    for place, ten in enumerate(tens, start=2):
        words[ten] = place * 10
        words |= {f"{'ein' if unit == 1 else small[unit]}und{ten}": place * 10 + unit for unit in range(1, 10)}
    words |= {"hundert": 100, "einhundert": 100}
    return words | {word.replace("ß", "ss"): number for word, number in words.items() if "ß" in word}


#: the number words of each language (lower case; the words of a number joined by ``-``: "twenty-one",
#: one word where the language writes one: "einundzwanzig"); a language's table is added here
NUMBER_WORDS: dict[str, dict[str, int]] = {"en": _english_number_words(), "de": _german_number_words()}
#: the most words one number word has ("one-hundred", "twenty-one" typed as "twenty one")
_MOST_WORDS_IN_A_NUMBER = 2


def number_word(words: Sequence[str]) -> int | None:
    """The number ``words`` name together in any language of :data:`NUMBER_WORDS` (case ignored,
    ``["twenty", "one"]`` as "twenty-one"), or None when they name none."""
    key = "-".join(word.casefold() for word in words)
    return next((table[key] for table in NUMBER_WORDS.values() if key in table), None)


class TokenKind(Enum):
    """What a piece of typed text is."""

    NUMBER = "number"
    WORD = "word"
    PLUS = "plus"
    MINUS = "minus"
    EQUALS = "equals"
    SEPARATOR = "separator"
    OTHER = "other"


@dataclass(frozen=True)
class Token:
    """One piece of typed text; ``number`` is set for a :attr:`TokenKind.NUMBER` only."""

    kind: TokenKind
    text: str
    number: int | None = None


@dataclass(frozen=True)
class Side:
    """One side of an equation: numbers added or taken away (``12 − 6 − 4``: signs +1, −1, −1)."""

    numbers: tuple[int, ...]
    signs: tuple[int, ...]

    @property
    def value(self) -> int:
        """What the side makes: ``12 − 6 − 4`` makes 2."""
        return sum(sign * number for sign, number in zip(self.signs, self.numbers))

    @property
    def has_operator(self) -> bool:
        """True for ``2 + 5``, False for a lone ``7``."""
        return len(self.numbers) > 1

    def __str__(self) -> str:
        text = str(self.numbers[0])
        for sign, number in zip(self.signs[1:], self.numbers[1:]):
            text += f" {'+' if sign > 0 else chr(0x2212)} {number}"
        return text


@dataclass(frozen=True)
class Equation:
    """An equation or a sum as the pupil typed it: one side (``12 − 6 − 4``) or two (``7 = 2 + 5``)."""

    sides: tuple[Side, ...]

    @property
    def holds(self) -> bool:
        """True when both sides make the same number (a lone side always holds)."""
        return len({side.value for side in self.sides}) == 1

    @property
    def numbers(self) -> tuple[int, ...]:
        """Every number in the equation, left to right."""
        return tuple(number for side in self.sides for number in side.numbers)

    def __str__(self) -> str:
        return " = ".join(str(side) for side in self.sides)


@dataclass(frozen=True)
class Reading(Generic[T]):
    """What a pupil's answer says (``value``), or why it could not be read (``note``).

    ``blank`` marks an answer not given yet; its note asks for one. Read with :attr:`ok`.
    """

    value: T | None = None
    note: str = ""
    blank: bool = False

    @property
    def ok(self) -> bool:
        """True when the answer was read; then ``value`` holds it."""
        return not self.note

    def feedback(self) -> Feedback:
        """The note as feedback that is neither right nor wrong (not counted)."""
        return Feedback(False, self.note, counted=False)


def _refused(note: str) -> Reading[T]:
    return Reading(note=note)


def _blank_reading() -> Reading[T]:
    return Reading(note=_("Type your answer first, then check."), blank=True)


def is_blank(answer: object) -> bool:
    """True for an answer the pupil has not given yet: ``None``, ``""``, spaces, an empty list."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return not answer.strip()
    return isinstance(answer, (list, tuple, set, frozenset)) and not answer


def _example(one: bool) -> str:
    """How to type the answer, for a child: one number, or several with spaces between them."""
    return _("Type a number, like 9.") if one else _("Type numbers with spaces between them, like 97 3.")


def _too_big(one: bool) -> str:
    return _("That number is too big.") + " " + _example(one)


def _plain_number(value: object, one: bool) -> Reading[int]:
    """A number sent by a widget (not text): a whole number, not negative, of at most :data:`MAX_DIGITS` digits.

    A decimal (even ``7.0``) is refused: the boxes pupils type into send text, so a float is a slip.
    """
    if isinstance(value, float):
        return _refused(_("Type a whole number, like 9."))
    if isinstance(value, bool) or not isinstance(value, int):
        return _refused(_example(one))
    if value < 0:
        return _refused(_("Numbers here are never below 0.") + " " + _example(one))
    if value >= 10**MAX_DIGITS:
        return _refused(_too_big(one))
    return Reading(value)


def read_tokens(text: object, specials: Mapping[str, str] | None = None) -> Reading[tuple[Token, ...]]:
    """The tokens of typed ``text``, or a note: too long, or a number of too many digits.

    ``specials`` maps a regular expression to a word: text it matches becomes that one word
    (one-eleven passes ``1-11`` so that the card is not read as "1 minus 11").
    """
    return _tokens(text, _example(False), specials or {})


def _tokens(text: object, example: str, specials: Mapping[str, str]) -> Reading[tuple[Token, ...]]:
    """:func:`read_tokens`, with ``example`` (how to write the answer) ending every note."""
    if is_blank(text):
        return _blank_reading()
    if not isinstance(text, str):
        return _refused(example)
    if _LONG_NUMBER.search(text):
        return _refused(_("That number is too big.") + " " + example)
    if len(text) > MAX_ANSWER_CHARS:
        return _refused(_("That is too long.") + " " + example)
    patterns = list(specials)
    splitter = re.compile("|".join([f"({pattern})" for pattern in patterns] + [_TOKEN.pattern]))
    tokens = []
    for found in splitter.finditer(text):
        special = next((pattern for i, pattern in enumerate(patterns) if found.group(i + 1)), None)
        tokens.append(Token(TokenKind.WORD, specials[special]) if special is not None else _token(found.group(0)))
    return Reading(_with_number_words(tokens))


def _with_number_words(tokens: Sequence[Token]) -> tuple[Token, ...]:
    """``tokens`` with each number word ("nine", "twenty-one", "twenty one") turned into its number
    (the longest number word first); its token's text is the number in digits."""
    merged: list[Token] = []
    index = 0
    while index < len(tokens):
        found = _number_word_at(tokens, index)
        if found is None:
            merged.append(tokens[index])
            index += 1
        else:
            number, used = found
            merged.append(Token(TokenKind.NUMBER, str(number), number))
            index += used
    return tuple(merged)


def _number_word_at(tokens: Sequence[Token], index: int) -> tuple[int, int] | None:
    """The number the words from ``tokens[index]`` on name, and how many tokens they take (a ``-``
    between two words counts), or None when no number word starts there."""
    words: list[str] = []
    ends: list[int] = []
    place = index
    while place < len(tokens) and len(words) < _MOST_WORDS_IN_A_NUMBER and tokens[place].kind is TokenKind.WORD:
        words.append(tokens[place].text)
        ends.append(place + 1)
        joined = place + 2 < len(tokens) and tokens[place + 1].kind is TokenKind.MINUS
        place += 2 if joined else 1
    for size in range(len(words), 0, -1):
        number = number_word(words[:size])
        if number is not None:
            return number, ends[size - 1] - index
    return None


def _token(piece: str) -> Token:
    """The token for one piece of text found by :data:`_TOKEN`."""
    if piece.isdigit() and piece.isascii():
        return Token(TokenKind.NUMBER, piece, int(piece))
    if piece.isalpha():
        return Token(TokenKind.WORD, piece)
    kinds = {"+": TokenKind.PLUS, "=": TokenKind.EQUALS, **dict.fromkeys(MINUS_SIGNS, TokenKind.MINUS)}
    if piece in kinds:
        return Token(kinds[piece], piece)
    return Token(TokenKind.SEPARATOR if piece in SEPARATORS else TokenKind.OTHER, piece)


def read_numbers(answer: object, names: Mapping[str, int] | None = None) -> Reading[tuple[int, ...]]:
    """Whole numbers from ``7``, ``"9 steps"``, ``"97, 3"``, ``[97, 3]``, in the pupil's order.

    ``names`` are words that stand for a number, case ignored (pile names: ``{"A": 96, "B": 12}``).
    Number words are numbers (``"nine"``, ``"twenty-one"``, :data:`NUMBER_WORDS`).
    A note for anything else: other words without a number ("abc"), sums ("1+8"), decimals, negative
    numbers, numbers of more than :data:`MAX_DIGITS` digits, more than :data:`MAX_WORDS` words.
    """
    if is_blank(answer):
        return _blank_reading()
    if isinstance(answer, (list, tuple, set, frozenset)):
        numbers: list[int] = []
        for item in answer:
            part = read_numbers(item, names)
            if not part.ok:
                return part
            numbers += part.value or ()
        return Reading(tuple(numbers))
    if not isinstance(answer, str):
        single = _plain_number(answer, one=False)
        return Reading((single.value,)) if single.ok and single.value is not None else _refused(single.note)
    return _numbers_in_text(answer, one=False, names=names)


def read_number(answer: object, names: Mapping[str, int] | None = None) -> Reading[int]:
    """Exactly one whole number, read as :func:`read_numbers` reads it; a note for more than one."""
    if is_blank(answer):
        return _blank_reading()
    if isinstance(answer, str):
        numbers = _numbers_in_text(answer, one=True, names=names)
    elif isinstance(answer, (list, tuple, set, frozenset)):
        numbers = read_numbers(answer, names)
    else:
        return _plain_number(answer, one=True)
    if not numbers.ok or numbers.value is None:
        return _refused(numbers.note)
    if len(numbers.value) != 1:
        return _refused(_("Type just one number, like 9."))
    return Reading(numbers.value[0])


def _numbers_in_text(text: str, one: bool, names: Mapping[str, int] | None) -> Reading[tuple[int, ...]]:
    """The numbers in a short typed answer; a few words around them are fine, signs like + are not."""
    tokens = _tokens(text, _example(one), {})
    if not tokens.ok or tokens.value is None:
        return _refused(tokens.note)
    if _DECIMAL.search(text) and one:
        return _refused(_("Type a whole number, like 9."))
    named = {name.casefold(): number for name, number in (names or {}).items()}
    numbers: list[int] = []
    words = 0
    for index, token in enumerate(tokens.value):
        if token.kind is TokenKind.NUMBER and token.number is not None:
            numbers.append(token.number)
        elif token.kind is TokenKind.WORD and token.text.casefold() in named:
            numbers.append(named[token.text.casefold()])
        elif token.kind is TokenKind.WORD:
            words += 1
        elif token.kind is TokenKind.MINUS and _starts_number(tokens.value, index):
            return _refused(_("Numbers here are never below 0.") + " " + _example(one))
        elif token.kind is not TokenKind.SEPARATOR:
            return _refused(_example(one))
    if words > MAX_WORDS or not numbers:
        return _refused(_example(one))
    return Reading(tuple(numbers))


def _starts_number(tokens: Sequence[Token], index: int) -> bool:
    """True for a minus sign written right before a number with nothing before it: ``-5``."""
    before = tokens[index - 1].kind if index else None
    after = tokens[index + 1].kind if index + 1 < len(tokens) else None
    return after is TokenKind.NUMBER and before in (None, TokenKind.SEPARATOR)


def read_equation(answer: object, like: str = "7 = 2 + 5") -> Reading[Equation]:
    """An equation or a sum: ``14 = 3 + 11``, ``2 + 5 = 7``, ``12 − 6 − 4`` (any minus sign).

    Numbers, ``+``, minus signs and at most one ``=``; a note for anything else (words, a side with
    nothing in it, two signs in a row) that shows an equation ``like`` (one of the task's deck). The
    equation is read, never evaluated as code, and need not be true: :attr:`Equation.holds` says
    whether it is.
    """
    if is_blank(answer):
        return _blank_reading()
    example = _("Write it with numbers, + or − and =, like {example}.").format(example=like)
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        number = _plain_number(answer, one=True)
        if not number.ok or number.value is None:
            return _refused(number.note)
        return Reading(Equation((Side((number.value,), (1,)),)))
    tokens = _tokens(answer, example, {})
    if not tokens.ok or tokens.value is None:
        return _refused(tokens.note)
    sides: list[Side] = []
    numbers: list[int] = []
    signs: list[int] = []
    sign: int | None = 1
    for token in (*tokens.value, Token(TokenKind.EQUALS, "=")):
        if token.kind is TokenKind.NUMBER and token.number is not None and sign is not None:
            numbers.append(token.number)
            signs.append(sign)
            sign = None
        elif token.kind in (TokenKind.PLUS, TokenKind.MINUS) and sign is None:
            sign = 1 if token.kind is TokenKind.PLUS else -1
        elif token.kind is TokenKind.MINUS and not numbers and sign == 1:
            return _refused(_("Numbers here are never below 0.") + " " + example)
        elif token.kind is TokenKind.EQUALS and numbers and sign is None:
            sides.append(Side(tuple(numbers), tuple(signs)))
            numbers, signs, sign = [], [], 1
        elif token.kind is TokenKind.SEPARATOR and token.text == "." and sign is None:
            continue  # a full stop at the end of a sentence
        else:
            return _refused(example)
    if len(sides) > 2:
        return _refused(_("Use = only once.") + " " + example)
    return Reading(Equation(tuple(sides)))
