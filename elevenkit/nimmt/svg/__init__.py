"""SVG pictures for 11 nimmt!: the number circle 1-100, a zoomed arc of it, cards, and piles as rows.

Pure functions returning SVG markup (built with :mod:`elevenkit.markup`, so every text is escaped
by construction), beside the engine as ``chess.svg`` sits beside ``chess``; every window, fit,
path and ox head comes from :mod:`elevenkit.nimmt.arithmetic`. One module a picture:

- :mod:`~elevenkit.nimmt.svg.state`: what a number circle shows, one frozen :class:`CircleState`
  (piles, hand, the card asked about, the pupil's choice, the counting path), and :func:`pile_name`;
- :mod:`~elevenkit.nimmt.svg.circle`: :func:`circle_svg`, the whole circle for orientation;
- :mod:`~elevenkit.nimmt.svg.arc`: :func:`arc_svg`, the part that matters drawn large (numbers
  readable from the back of the room, tap targets of 32 px and more), and which numbers it shows;
- :mod:`~elevenkit.nimmt.svg.cards`: :func:`card_svg`, one card (number, ox heads, colour);
- :mod:`~elevenkit.nimmt.svg.piles`: :func:`piles_svg` (every card, a learning aid) and
  :func:`pile_tops_svg` (what a player sees: top card, cards face down, size).

The circle and the arc share their numbers, badges and arrows (:mod:`~elevenkit.nimmt.svg.marks`).
Nothing depends on colour alone: pile tops are square cards with a letter, hand cards rounded
cards, fitting cards carry a tick in a circle, cards that do not fit a cross in a square, the card
asked about a star, the pupil's choices a thick ring with their order written on the number itself.
Every number carries ``data-number`` and an accessible name (``aria-label`` and ``<title>``); with
``interactive=True`` also ``role="button"`` and ``data-pick``, so a view can make it clickable.
"""

from elevenkit.nimmt.svg.arc import ARC_BUDGET, MAX_ARC, arc_numbers, arc_slots, arc_svg
from elevenkit.nimmt.svg.cards import card_svg
from elevenkit.nimmt.svg.circle import circle_svg
from elevenkit.nimmt.svg.piles import PILES_WIDTH, pile_tops_svg, piles_svg
from elevenkit.nimmt.svg.state import CircleState, pile_name

__all__ = [
    "ARC_BUDGET",
    "MAX_ARC",
    "CircleState",
    "circle_svg",
    "arc_svg",
    "arc_numbers",
    "arc_slots",
    "piles_svg",
    "pile_tops_svg",
    "PILES_WIDTH",
    "card_svg",
    "pile_name",
]
