"""11 nimmt! cards: one card on its own (:func:`card_svg`, a hand card), and the pieces the piles
are drawn with (a card of any size, a small card under a pile's top, a card lying face down)."""

from __future__ import annotations

from elevenkit.i18n import ngettext
from elevenkit.markup import Markup, element
from elevenkit.nimmt.arithmetic import ox_heads
from elevenkit.nimmt.drawing import OX_HEAD_COLOURS
from elevenkit.nimmt.svg.marks import INK, picture

__all__ = ["BIG_H", "BIG_W", "SMALL_H", "SMALL_W", "card_back", "card_svg", "drawn_card", "small_card"]

#: the size of a small card (under a pile's top) and of a big one (a top card, a hand card)
SMALL_W, SMALL_H, BIG_W, BIG_H = 44, 60, 84, 116
#: font size of the numbers on the small cards (units)
_SMALL_FONT = 22


def _at(x: float, y: float) -> str:
    return f"translate({x:.1f} {y:.1f})"


def _fill(heads: int) -> str:
    """A card's published colour, told by its ox heads."""
    return OX_HEAD_COLOURS.get(heads, "#eeeeee")


def drawn_card(card: int, x: float, y: float, w: float, h: float, font: float) -> Markup:
    """One 11 nimmt! card: its number, its ox heads written under it, its published colour as fill."""
    heads = ox_heads(card)
    ink = "white" if heads >= 7 else INK
    heads_text = ngettext("{n} ox head", "{n} ox heads", heads).format(n=heads)
    small = font * 0.42
    # a bold digit is about 0.62 em wide: "100" gets a smaller number so it stays inside the card
    font = min(font, w * 0.8 / (0.62 * len(str(card))))
    # squeeze the ox heads into the card when the words are wider than it (about 0.55 em a letter)
    wide = len(heads_text) * small * 0.55 > w * 0.9
    return element(
        "g",
        element(
            "rect",
            width=w,
            height=h,
            rx=f"{w / 9:.1f}",
            fill=_fill(heads),
            stroke=INK,
            stroke_width=f"{1 + heads / 3:.1f}",
        ),
        element(
            "text",
            {"x": w / 2, "y": f"{h * 0.48:.1f}", "text-anchor": "middle", "dy": "0.35em"},
            card,
            font_size=font,
            font_weight="700",
            fill=ink,
        ),
        element(
            "text",
            {"x": w / 2, "y": f"{h * 0.84:.1f}", "text-anchor": "middle", "dy": "0.35em"},
            heads_text,
            font_size=f"{small:.1f}",
            fill=ink,
            textLength=f"{w * 0.9:.1f}" if wide else None,
            lengthAdjust="spacingAndGlyphs" if wide else None,
        ),
        transform=_at(x, y),
    )


def small_card(card: int, x: float, y: float) -> Markup:
    """A card under a pile's top: its number large, its ox heads as dots (one a head) and in words
    for screen readers only, since words would be too small to read on so small a card."""
    heads = ox_heads(card)
    ink = "white" if heads >= 7 else INK
    label = ngettext("{card}, {n} ox head", "{card}, {n} ox heads", heads).format(card=card, n=heads)
    font = min(_SMALL_FONT, SMALL_W * 0.8 / (0.62 * len(str(card))))
    gap = min(6.0, (SMALL_W - 6) / heads)
    first = SMALL_W / 2 - gap * (heads - 1) / 2
    dots = [element("circle", cx=f"{first + gap * n:.1f}", cy=f"{SMALL_H * 0.82:.1f}", r=2.4) for n in range(heads)]
    return element(
        "g",
        {"class": "ek-pile-card", "role": "img", "aria-label": label, "data-card": card, "transform": _at(x, y)},
        element("title", label),
        element(
            "rect",
            width=SMALL_W,
            height=SMALL_H,
            rx=5,
            fill=_fill(heads),
            stroke=INK,
            stroke_width=f"{1 + heads / 3:.1f}",
        ),
        element(
            "text",
            {"x": SMALL_W / 2, "y": f"{SMALL_H * 0.4:.1f}", "text-anchor": "middle", "dy": "0.35em"},
            card,
            font_size=f"{font:.1f}",
            font_weight="700",
            fill=ink,
        ),
        element("g", dots, class_="ek-pile-heads", fill=ink),
    )


def card_back(x: float, y: float) -> Markup:
    """A card lying face down: its back, with no number."""
    return element(
        "g",
        element("rect", width=SMALL_W, height=SMALL_H, rx=5, fill="#52606d", stroke=INK, stroke_width=1.5),
        element(
            "rect",
            {"x": 5, "y": 5, "width": SMALL_W - 10, "height": SMALL_H - 10, "rx": 3},
            fill="none",
            stroke="#cbd2d9",
            stroke_width=1.5,
            stroke_dasharray="3 2",
        ),
        transform=_at(x, y),
    )


def card_svg(card: int) -> Markup:
    """One 11 nimmt! card on its own (a hand card): number, ox heads, colour; named for screen readers."""
    heads = ox_heads(card)
    label = ngettext("{card}, {n} ox head", "{card}, {n} ox heads", heads).format(card=card, n=heads)
    return picture(
        f"-2 -2 {BIG_W + 4} {BIG_H + 4}",
        "ek-nimmt-card-svg",
        label,
        drawn_card(card, 0, 0, BIG_W, BIG_H, 44),
        role="img",
    )
