"""Nicknames as children mean them: one normal form, nothing invisible, no look-alikes of a classmate.

Pure Python (no ``sqlite3``, no data files), so the pupil's page can use it anywhere.

- :func:`normal_name` is the form a name is kept in: Unicode NFKC (so a full-width ``Ｍｉａ`` is
  ``Mia`` and a ligature ``ﬁ`` is ``fi``), with every control and format character taken out
  (zero-width spaces and joiners, the soft hyphen, right-to-left overrides, tag characters) and
  runs of spaces, tabs and line breaks made one space.
- :func:`skeleton` is what a name looks like: accents dropped, capitals folded, and the letters of
  other scripts that look like Latin ones (Cyrillic ``а``, Greek ``ο`` …) and the digits and
  signs that look like letters (``0``/``O``, ``1``/``l``/``I``, ``rn``/``m``) written as the Latin
  letter they look like, after Unicode's TR39 "confusables" skeleton. The table below is the kit's
  own subset of TR39's ``confusables.txt`` (choice): the look-alikes of the letters a-z that a
  classroom keyboard or a copied name can give, not the whole 6,000-line file.

Two names with the same skeleton but not the same :func:`~elevenkit.classroom.identity.name_key`
are look-alikes: a pupil cannot take ``Mіa`` (a Cyrillic ``і``) or ``M1a`` while ``Mia`` is in
the class, nor can the teacher rename a pupil to one.
"""

from __future__ import annotations

import unicodedata

__all__ = ["normal_name", "skeleton"]

#: characters that look like a Latin letter (after case folding) -> that letter
_LOOK_ALIKE_CHARS = {
    # Cyrillic
    "а": "a", "в": "b", "ь": "b", "с": "c", "ԁ": "d", "е": "e", "ё": "e", "һ": "h", "н": "h", "і": "i",
    "ї": "i", "ј": "j", "к": "k", "ӏ": "l", "м": "m", "п": "n", "о": "o", "р": "p", "ԛ": "q", "г": "r",
    "ѕ": "s", "т": "t", "ц": "u", "ѵ": "v", "ԝ": "w", "х": "x", "у": "y", "ү": "y", "з": "3",
    # Greek
    "α": "a", "β": "b", "ϲ": "c", "ε": "e", "η": "n", "ι": "i", "ί": "i", "κ": "k", "μ": "u", "ν": "v",
    "ο": "o", "ό": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "ζ": "z",
    # Armenian and Latin letters that read as a plain one
    "օ": "o", "ս": "u", "ց": "g", "հ": "h", "ո": "n", "ı": "i", "ɩ": "i", "ɡ": "g", "ɑ": "a", "ʋ": "u",
    "ł": "l", "ŀ": "l", "ø": "o", "đ": "d", "ħ": "h", "ß": "ss", "æ": "ae", "œ": "oe",
    # digits and signs that look like letters
    "0": "o", "1": "l", "|": "l",
}  # fmt: skip
#: look-alikes that depend on case, replaced before case folding: a capital I looks like a small l
_LOOK_ALIKE_CASED = {"I": "l", "Ι": "l", "І": "l", "Ӏ": "l"}
#: letter pairs that look like one letter (checked after the characters above)
_LOOK_ALIKE_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))
#: the general categories taken out of a name: controls, format characters (zero-width, bidi
#: overrides, tags), surrogates, private use and unassigned code points
_INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})


def normal_name(text: str) -> str:
    """``text`` as a name is kept: NFKC, no control or format character, one space between words.

    ``"  Mia\\u200b  Fox\\n"`` -> ``"Mia Fox"``; a control character that separates (a tab, a line
    break) counts as a space, any other is dropped.
    """
    kept = []
    for char in unicodedata.normalize("NFKC", text):
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char) not in _INVISIBLE:
            kept.append(char)
    return " ".join(unicodedata.normalize("NFKC", "".join(kept)).split())


def skeleton(name: str) -> str:
    """What ``name`` looks like on a screen: two names with one skeleton are look-alikes.

    ``skeleton("Mia") == skeleton("mia") == skeleton("Mía") == skeleton("Міа")`` (the last one with
    Cyrillic letters), ``skeleton("MIA") == skeleton("M1A") == skeleton("Mla")`` (a capital I, a 1
    and a small l look alike); ``skeleton("Mia") != skeleton("Max")``.
    """
    cased = "".join(_LOOK_ALIKE_CASED.get(char, char) for char in normal_name(name))
    decomposed = unicodedata.normalize("NFD", cased.casefold())
    letters = "".join(_LOOK_ALIKE_CHARS.get(char, char) for char in decomposed if not unicodedata.combining(char))
    letters = "".join(letters.split())
    for pair, letter in _LOOK_ALIKE_PAIRS:
        letters = letters.replace(pair, letter)
    return letters
