"""SVG pictures of one-eleven cards, as ``chess.svg`` draws a chess board: pure functions, no UI.

:func:`card_svg` draws one card, :func:`row_svg` a row of cards in one picture (for lessons,
worksheets and game tables), :func:`cards_html` a captioned row of single-card pictures that wraps
on a narrow page. Nothing depends on colour alone: the deck is told by the shape in every corner
(plus signs, minus bars, both); the small word printed at the foot of the card ("add") repeats it as
decoration only and is hidden from screen readers, so a view that needs the deck in words says it
where a pupil reads (a question, a row's caption). The rank is printed in big digits,
``1-11`` shows both its values and the wild ``=`` wears a star. When a capture fixed what a ``1-11``
or a wild stands for (``value``), the card says so: a wild shows a marked box "as 11".

Every card of a row carries ``data-index`` (its position), a ``<title>`` and an ``aria-label``; with
``interactive=True`` it also gets ``role="button"``, ``data-pick`` and ``aria-pressed`` /
``aria-disabled``, so a view can make it clickable without knowing how it is drawn. Deck names,
words and colours come from :data:`elevenkit.oneeleven.drawing.DECK_STYLES`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.oneeleven import rules
from elevenkit.oneeleven.drawing import DECK_STYLES

__all__ = ["DECKS", "card_label", "card_name", "deck_name", "card_svg", "row_svg", "cards_html"]

#: the decks a card can be drawn for
DECKS: tuple[str, ...] = tuple(DECK_STYLES)
#: size of one card in picture units
CARD_WIDTH, CARD_HEIGHT = 100, 140
_GAP = 14  # between the cards of a row
_CAPTION = 30  # height of a row's caption line
_SVG_NS = "http://www.w3.org/2000/svg"
_FONT = {"font-family": "Arial, Helvetica, sans-serif", "font-weight": "bold", "text-anchor": "middle"}


def _style(deck: str) -> dict[str, str]:
    """The drawing style of ``deck``; an unknown deck is refused, naming the known ones."""
    try:
        return DECK_STYLES[deck]
    except (KeyError, TypeError):
        raise ElevenkitError(f"unknown deck {deck!r}: choose one of {', '.join(DECKS)}") from None


def card_label(card: Any) -> str:
    """The printed label of ``card`` (an engine ``Card`` or its text)."""
    return str(card).strip()


def deck_name(deck: str) -> str:
    """The deck's name for pupils: "Addition deck"."""
    return _(_style(deck)["name"])


def card_name(card: Any, value: int | None = None) -> str:
    """The accessible name of ``card``: "card 7", "card one-eleven", "wild card", "wild card, as 11"."""
    label = card_label(card)
    if label == rules.ONE_ELEVEN:
        return _("card one-eleven") if value is None else _("card one-eleven, as {value}").format(value=value)
    if label == rules.WILD:
        return _("wild card") if value is None else _("wild card, as {value}").format(value=value)
    return _("card {rank}").format(rank=label)


def _text(content: object, **attributes: Any) -> Markup:
    """A bold centred text of the cards' font."""
    return element("text", _FONT, content, **attributes)


def _corner_marks(shape: str, ink: str) -> Markup:
    """The deck's shape in the four corners, so the deck is known without its colour."""
    marks = []
    for number, (x, y) in enumerate([(14, 14), (86, 14), (14, 126), (86, 126)]):
        marks.append(element("rect", x=x - 8, y=y - 2.5, width=16, height=5, rx=1.5, fill=ink))
        if shape == "plus" or (shape == "plusminus" and number < 2):
            marks.append(element("rect", x=x - 2.5, y=y - 8, width=5, height=16, rx=1.5, fill=ink))
    return fragment(marks)


def _star(cx: float, cy: float, outer: float, inner: float, points: int = 8) -> str:
    """Corner points of a star polygon, the wild card's mark."""
    coords = []
    for step in range(points * 2):
        radius = outer if step % 2 == 0 else inner
        angle = math.pi * step / points - math.pi / 2
        coords.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return " ".join(coords)


def _value_box(value: int, ink: str, y: float) -> Markup:
    """A white box with a thick border saying what the card stands for: "as 11"."""
    return fragment(
        element("rect", x=14, y=y, width=72, height=30, rx=6, fill="white", stroke=ink, stroke_width=3),
        _text(_("as {value}").format(value=value), x=50, y=y + 22, font_size=20, fill=ink),
    )


def _face(label: str, ink: str, fill: str, value: int | None) -> Markup:
    """The middle of the card: the rank in big digits, both values of ``1-11``, the wild's star."""
    if label == rules.ONE_ELEVEN:
        low, high = rules.ONE_ELEVEN_VALUES
        # the value a capture fixed is ringed; the other one stays readable but faint
        faint = {low: value is not None and value != low, high: value is not None and value != high}
        rings = [
            element("rect", x=28, y=y, width=44, height=40, rx=8, fill="none", stroke=ink, stroke_width=3)
            for number, y in ((low, 28), (high, 80))
            if value == number
        ]
        return fragment(
            rings,
            _text(low, x=50, y=62, font_size=40, opacity=0.35 if faint[low] else 1, fill=ink),
            _text(_("or"), x=50, y=83, font_size=18, fill=ink),
            _text(high, x=50, y=114, font_size=40, opacity=0.35 if faint[high] else 1, fill=ink),
        )
    if label == rules.WILD:
        if value is not None:  # a smaller star above the box that says what it stands for
            return fragment(
                element("polygon", points=_star(50, 52, 24, 13), fill=fill, stroke=ink, stroke_width=3),
                _value_box(value, ink, 80),
            )
        return fragment(
            element("polygon", points=_star(50, 72, 40, 22), fill=fill, stroke=ink, stroke_width=3),
            element("rect", x=34, y=61, width=32, height=7, rx=2, fill=ink),
            element("rect", x=34, y=76, width=32, height=7, rx=2, fill=ink),
        )
    size = 60 if len(label) < 2 else 52
    return _text(label, x=50, y=f"{72 + size * 0.35:.0f}", font_size=size, fill=ink)


def _card_body(label: str, deck: str, value: int | None) -> Markup:
    """The drawing of one card in a 100 x 140 box: border, deck shapes and word, the face."""
    style = _style(deck)
    ink, fill = style["ink"], style["fill"]
    return fragment(
        element("rect", x=2, y=2, width=96, height=136, rx=10, fill="white", stroke=ink, stroke_width=4),
        element("rect", x=8, y=26, width=84, height=88, rx=8, fill=fill),
        _corner_marks(style["shape"], ink),
        # decoration: the corner shapes tell the deck, and too small a word to be read from the back of a
        # room (11 of 140 units); hidden from screen readers, so nobody has to read it
        _text(_(style["word"]), class_="ek-deck-word", aria_hidden="true", x=50, y=131, font_size=11, fill=ink),
        _face(label, ink, fill, value),
    )


def card_svg(card: Any, deck: str = "addition", *, value: int | None = None) -> Markup:
    """One card of ``deck`` as an ``<svg>`` (100 x 140 units), named for screen readers.

    ``value`` is what a ``1-11`` or a wild stands for in a capture (None: not fixed).
    """
    label = card_label(card)
    name = card_name(label, value)
    return element(
        "svg",
        {"xmlns": _SVG_NS, "viewBox": f"0 0 {CARD_WIDTH} {CARD_HEIGHT}"},
        element("title", name),
        _card_body(label, deck, value),
        class_="ek-card-svg",
        role="img",
        aria_label=name,
    )


def row_svg(
    cards: Iterable[Any],
    deck: str = "addition",
    *,
    values: Sequence[int | None] = (),
    selected: Iterable[int] = (),
    taken: Iterable[int] = (),
    caption: str = "",
    per_line: int = 8,
    interactive: bool = False,
    id_prefix: str = "",
) -> Markup:
    """A row of cards in one ``<svg>``, wrapping after ``per_line`` cards, with a caption line.

    ``values[i]`` is what card ``i`` stands for (see :func:`card_svg`); positions in ``selected``
    are lifted with a thick ring and a tick, those in ``taken`` are faded and labelled "taken".
    The caption always names the deck. ``id_prefix`` gives every card the id ``{prefix}-{i}``.
    """
    labels = [card_label(card) for card in cards]
    chosen, gone = set(selected), set(taken)
    per_line = max(1, per_line)
    columns = max(1, min(per_line, len(labels)))
    lines = max(1, math.ceil(len(labels) / per_line))
    step_x, step_y = CARD_WIDTH + _GAP, CARD_HEIGHT + 2 * _GAP
    width, height = columns * step_x + _GAP, _CAPTION + lines * step_y
    heading = f"{caption} · {deck_name(deck)}" if caption else deck_name(deck)
    items = []
    for index, label in enumerate(labels):
        value = values[index] if index < len(values) else None
        name = card_name(label, value)
        x = _GAP // 2 + (index % per_line) * step_x
        y = _CAPTION + (index // per_line) * step_y + (4 if index in chosen else 18)
        if index in gone:
            name = _("{card}, taken").format(card=name)
        if interactive:
            states: dict[str, object] = {
                "role": "button",
                "tabindex": "-1",
                "data-pick": index,
                "aria-pressed": str(index in chosen).lower(),
                "aria-disabled": str(index in gone).lower(),
            }
        else:
            states = {"role": "img"}
        items.append(
            element(
                "g",
                {
                    "class": "ek-card",
                    "transform": f"translate({x} {y})",
                    "data-index": index,
                    "id": f"{id_prefix}-{index}" if id_prefix else None,
                    **states,
                    "aria-label": name,
                },
                element("title", name),
                element("g", _card_body(label, deck, value), opacity=0.4 if index in gone else 1),
                _taken_mark() if index in gone else None,
                _chosen_mark() if index in chosen else None,
            )
        )
    return element(
        "svg",
        {"xmlns": _SVG_NS, "viewBox": f"0 0 {width} {height}"},
        element("title", heading),
        element(
            "text",
            {"x": _GAP // 2, "y": 21, "font-size": 20, "fill": "#1b1b1b"},
            heading,
            font_family=_FONT["font-family"],
            font_weight="bold",
        ),
        items,
        class_="ek-card-row-svg",
        role="group",
        aria_label=heading,
    )


def _chosen_mark() -> Markup:
    """A thick amber ring and a tick in a black circle: chosen, told by shape as well as colour."""
    return fragment(
        element("rect", x=-3, y=-3, width=106, height=146, rx=13, fill="none", stroke="#ffb300", stroke_width=6),
        element("circle", cx=96, cy=4, r=15, fill="#1b1b1b", stroke="#ffb300", stroke_width=3),
        _text("✓", x=96, y=11, font_size=20, fill="white"),
    )


def _taken_mark() -> Markup:
    """The word "taken" in the band at the top of a taken card: the number, the bottom corner shapes
    and the deck word stay uncovered."""
    return element(
        "g",
        element("rect", x=20, y=3, width=60, height=22, rx=5, fill="#1b1b1b"),
        _text(_("taken"), x=50, y=20, font_size=16, fill="white"),
        class_="ek-taken-mark",
    )


def cards_html(cards: Iterable[Any], deck: str = "addition", caption: str = "", width: int = 84) -> Markup:
    """A captioned row of card pictures that wraps on a narrow page, for lessons and worksheets."""
    items = [
        element("div", card_svg(card, deck), style=f"display:inline-block;margin:0 6px 6px 0;width:{width}px")
        for card in cards
    ]
    heading = element("figcaption", caption, style="font-size:1.1em;margin-bottom:4px") if caption else None
    return element("figure", heading, element("div", items), class_="ek-static-cards", style="margin:0")
