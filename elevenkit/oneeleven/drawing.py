"""How the three one-eleven decks are drawn and named (elevenkit.oneeleven.svg draws them).

Display data, not rules: the rules say only that there are an Addition, a Subtraction and (the
kit's choice) a mixed way to capture (:data:`elevenkit.oneeleven.rules.MODES`). Each deck's name
and card word are marked with ``N_`` for the catalogue and translated where they are shown.
"""

from __future__ import annotations

from elevenkit.i18n import N_

__all__ = ["DECK_STYLES"]

#: Each deck's name, the short word printed on its cards, its ink and light fill colours and the
#: shape in the card corners (Addition: plus signs, Subtraction: minus bars, mixed: both). The
#: shape and the words tell the decks apart; the colour only repeats them (colour-blind pupils).
#: A sentence that names a deck is written once per deck (German agrees: "das rote Deck").
DECK_STYLES: dict[str, dict[str, str]] = {
    "addition": {"name": N_("Addition deck"), "word": N_("add"), "ink": "#0d47a1", "fill": "#e3f0ff", "shape": "plus"},
    "subtraction": {
        "name": N_("Subtraction deck"),
        "word": N_("subtract"),
        "ink": "#b71c1c",
        "fill": "#ffebee",
        "shape": "minus",
    },
    "mixed": {"name": N_("Mixed deck"), "word": N_("mixed"), "ink": "#4a148c", "fill": "#f3e5f5", "shape": "plusminus"},
}
