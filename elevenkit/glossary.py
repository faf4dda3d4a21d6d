"""The game words a pupil meets (bull card, ox heads, window of ten, prime …), each in a child's words.

One list for every page: a task names the words it uses by key (``words``), a trainer explains each
under the question the first time a task uses it (:func:`terms`), and the landing page shows the
whole list (:func:`glossary`). Nothing here imports a widget; every sentence goes through
:func:`elevenkit.i18n._`.
"""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.i18n import N_, _

__all__ = ["KEYS", "Term", "glossary", "terms"]


@dataclass(frozen=True)
class Term:
    """One game word: ``word`` as the pupil reads it, ``meaning`` in a sentence a child understands."""

    key: str  #: stable name, e.g. ``"bull-card"`` (for tests and pages)
    word: str
    meaning: str
    game: str  #: ``"11 nimmt!"`` or ``"one-eleven"``


# key, game, the word, its meaning (marked for the catalogue; glossary() translates them)
_TERMS: tuple[tuple[str, str, str, str], ...] = (
    (
        "pile-top",
        "11 nimmt!",
        N_("top card"),
        N_("The top card of a pile is the card that lies on top, the last one laid. New cards are counted from it."),
    ),
    (
        "fits",
        "11 nimmt!",
        N_("fits"),
        N_(
            "A card fits on a pile if it is 1 to 10 steps up from the top card, counting on past 100 (after 100 comes 1)."
        ),
    ),
    (
        "window",
        "11 nimmt!",
        N_("window of ten"),
        N_("The window of ten of a pile is the 10 numbers after its top card: the cards that fit on that pile."),
    ),
    (
        "bull-card",
        "11 nimmt!",
        N_("bull card"),
        N_(
            "A bull card lets you lay several of your cards on one pile in the same turn. You get one when you take a pile of 3 or more cards."
        ),
    ),
    (
        "ox-heads",
        "11 nimmt!",
        N_("ox heads"),
        N_(
            "Ox heads are the minus points printed on a card. Most cards have 1; cards ending in 3 and prime numbers have more."
        ),
    ),
    (
        "prime",
        "11 nimmt!",
        N_("prime number"),
        N_("A prime number can only be divided by 1 and by itself, like 2, 3, 5, 7 and 11. 9 is not prime: 9 = 3 × 3."),
    ),
    (
        "table",
        "one-eleven",
        N_("table cards"),
        N_("The table cards lie face up in the middle. Your card can take some of them."),
    ),
    (
        "one-eleven",
        "one-eleven",
        N_("1-11 card"),
        N_("The 1-11 card counts as 1 or as 11, whichever you need."),
    ),
    (
        "wild",
        "one-eleven",
        N_("wild card (=)"),
        N_("The wild card, marked =, can be any number from 1 to 15."),
    ),
)


#: the keys a task may name in its ``words``
KEYS: tuple[str, ...] = tuple(key for key, *_rest in _TERMS)


def glossary() -> list[Term]:
    """Every game word with its meaning, in the order a pupil meets them: for the landing page."""
    return [Term(key, _(word), _(meaning), game) for key, game, word, meaning in _TERMS]


def terms(keys: tuple[str, ...] | list[str]) -> list[Term]:
    """The glossary entries named by ``keys``, in glossary order; an unknown key is refused."""
    unknown = [key for key in keys if key not in KEYS]
    if unknown:
        raise KeyError(f"no glossary word {unknown[0]!r}; known: {', '.join(KEYS)}")
    return [term for term in glossary() if term.key in keys]
