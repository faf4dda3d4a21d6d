"""The piles as rows: :func:`piles_svg` shows every card (a learning aid), :func:`pile_tops_svg`
what a player sees (a pile is not fanned out: the top card, the cards face down, how many)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from elevenkit.core import check_int
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element, fragment
from elevenkit.nimmt.arithmetic import InvalidCardError, ox_heads, pile_ox_heads
from elevenkit.nimmt.rules import BULL_PILE_SIZE, HIGHEST_CARD
from elevenkit.nimmt.svg.cards import BIG_H, BIG_W, SMALL_H, SMALL_W, card_back, drawn_card, small_card
from elevenkit.nimmt.svg.marks import INK, Scale, badge, picture
from elevenkit.nimmt.svg.state import checked_cards, pile_name

__all__ = ["PILES_WIDTH", "pile_tops_svg", "piles_svg"]

#: the width of :func:`piles_svg` in units, however long a pile is: the page draws it at least
#: this many pixels wide, so every number keeps its size (long piles wrap onto more lines)
PILES_WIDTH = 600
#: where a row's cards begin (left of it: the pile letter) and end
_ROW_LEFT, _ROW_RIGHT = 70, PILES_WIDTH - 10
#: how far apart the cards under the top card lie, and the height of a line of them
_SMALL_STEP, _SMALL_LINE = SMALL_W + 4, SMALL_H + 6
#: font size of the texts beside a pile (units)
_ROW_FONT = 22
#: at most this many face-down cards are drawn under a top card (the count says how many there are)
_MOST_BACKS = 8


def _pile_row(
    index: int, y: float, width: float, title: str, body: Markup, chosen: bool, interactive: bool, height: float = BIG_H
) -> Markup:
    """One row of :func:`piles_svg` or :func:`pile_tops_svg`, ``height`` units high: the frame
    (thick when chosen), the pile's letter, ``body`` (its cards and texts) and its accessible name."""
    if chosen:
        title = _("{title}, chosen").format(title=title)
    role: dict[str, object] = (
        {"role": "button", "tabindex": "-1", "data-pick": index, "aria-pressed": str(chosen).lower()}
        if interactive
        else {"role": "img"}
    )
    frame = {"x": 2, "y": -6, "width": width - 4, "height": height + 12, "rx": 12}
    ring = (
        element("rect", frame, fill="#fff3c4", stroke="#000", stroke_width=4)
        if chosen
        else element("rect", frame, fill="white", stroke="#9aa5b1")
    )
    letter = badge("pile", 34, BIG_H / 2, Scale(0, 0, 24, 28 if len(pile_name(index)) == 1 else 20), pile_name(index))
    return element(
        "g",
        {"class": "ek-pile", "data-pile": index, **role, "aria-label": title, "transform": f"translate(0 {y})"},
        element("title", title),
        ring,
        letter,
        body,
    )


def _row_texts(x: float, lines: Sequence[str], y: float = 0, font: float = 24) -> Markup:
    """Up to four lines of text beside a pile's top card (``font`` units, later lines a little
    smaller), the first one bold."""
    spots = {1: (0.5,), 2: (0.38, 0.75), 3: (0.28, 0.58, 0.88), 4: (0.22, 0.46, 0.7, 0.94)}[len(lines)]
    return fragment(
        element(
            "text",
            {"class": "ek-pile-text", "x": f"{x:.1f}", "y": f"{y + BIG_H * at:.1f}"},
            line,
            font_size=font if n < 2 else font - 4,
            font_weight=700 if n == 0 else 400,
            fill=INK,
        )
        for n, (at, line) in enumerate(zip(spots, lines, strict=True))
    )


def _text_width(text: str, font: float) -> float:
    """About how wide ``text`` is in ``font`` units (a letter is about 0.58 em)."""
    return len(text) * font * 0.58


def _pile_layout(size: int, texts: Sequence[str]) -> tuple[list[tuple[float, float]], tuple[float, float], bool, float]:
    """Where the cards of a pile of ``size`` cards go in a row of :data:`PILES_WIDTH`: the corners of
    the cards under the top (lines of them, wrapped), the top card's corner, whether ``texts`` go on
    a line under the cards (else beside the top card) and the row's height; the shorter way wins."""
    under = size - 1
    per_line = (_ROW_RIGHT - _ROW_LEFT) // _SMALL_STEP
    beside = max(_text_width(text, _ROW_FONT) for text in texts) + 16
    ways = []
    for texts_under in (False, True):
        # the last line holds the top card too (and the texts, when they go beside it)
        room = _ROW_RIGHT - _ROW_LEFT - BIG_W - 8 - (0 if texts_under else beside)
        last_most = int(max(0.0, room) // _SMALL_STEP)
        lines, rest = [], under
        while rest > last_most:
            lines.append(min(per_line, rest))
            rest -= lines[-1]
        height = len(lines) * _SMALL_LINE + BIG_H + (_ROW_FONT + 20 if texts_under else 0)
        ways.append((height, texts_under, [*lines, rest]))
    height, texts_under, lines = min(ways, key=lambda way: way[0])
    spots: list[tuple[float, float]] = []
    for line, count in enumerate(lines):
        last = line == len(lines) - 1
        y = line * _SMALL_LINE + ((BIG_H - SMALL_H) / 2 if last else 0)
        spots += [(_ROW_LEFT + place * _SMALL_STEP, y) for place in range(count)]
    top = (_ROW_LEFT + lines[-1] * _SMALL_STEP + (8 if lines[-1] else 0), (len(lines) - 1) * _SMALL_LINE)
    return spots, top, texts_under, height


def piles_svg(piles: Sequence[Sequence[int]], *, selected: Iterable[int] = (), interactive: bool = False) -> Markup:
    """The piles as rows, bottom card first: letter, the cards under the top small (wrapped onto
    more lines when a pile is long), the top card big, then the number of cards and the ox heads in
    all. ``selected`` are chosen pile positions (0 = A).

    The picture is always :data:`PILES_WIDTH` units wide, so a long pile makes its row taller, never
    the numbers smaller. More than a player sees (a pile is not fanned out in the game): a learning
    aid; what a player sees is :func:`pile_tops_svg`."""
    chosen = set(selected)
    rows = [list(pile) for pile in piles]
    for pile in rows:
        checked_cards(pile, "pile card")
        if not pile:
            raise InvalidCardError(f"a pile has at least one card; got {[list(p) for p in piles]!r}")
    drawn, y = [], 10.0
    for i, pile in enumerate(rows):
        cards_text = ngettext("{n} card", "{n} cards", len(pile)).format(n=len(pile))
        heads = pile_ox_heads(pile)
        heads_text = ngettext("{n} ox head in all", "{n} ox heads in all", heads).format(n=heads)
        title = _("pile {name}: top card {top}, {cards}, {heads}").format(
            name=pile_name(i), top=pile[-1], cards=cards_text, heads=heads_text
        )
        spots, (x, top_y), texts_under, height = _pile_layout(len(pile), [cards_text, heads_text])
        row = [small_card(card, *spot) for card, spot in zip(pile[:-1], spots, strict=True)]
        row.append(drawn_card(pile[-1], x, top_y, BIG_W, BIG_H, 44))
        if texts_under:  # one line under the cards: "25 cards · 55 ox heads in all"
            row.append(
                element(
                    "text",
                    {"class": "ek-pile-text", "x": _ROW_LEFT, "y": f"{top_y + BIG_H + _ROW_FONT + 8:.1f}"},
                    element("tspan", cards_text, font_weight="700"),
                    " · ",
                    heads_text,
                    font_size=_ROW_FONT,
                    fill=INK,
                )
            )
        else:
            row.append(_row_texts(x + BIG_W + 16, [cards_text, heads_text], top_y, _ROW_FONT))
        drawn.append(_pile_row(i, y, PILES_WIDTH, title, fragment(row), i in chosen, interactive, height))
        y += height + 20
    view_box = f"0 0 {PILES_WIDTH} {max(y, BIG_H + 20):.0f}"
    return picture(view_box, "ek-nc-piles-svg", _("The piles"), element("g", drawn, data_nav="roving"))


def pile_tops_svg(
    tops: Sequence[int], sizes: Sequence[int], *, selected: Iterable[int] = (), interactive: bool = False
) -> Markup:
    """The piles as a player sees them: a pile is not fanned out (``docs/rules.md`` §2), so each row
    shows the letter, the cards underneath face down, the top card big, how many cards the pile
    holds and whether taking it wins a bull card. ``selected`` are chosen pile positions (0 = A)."""
    chosen = set(selected)
    checked = checked_cards(tops, "pile top")
    counts = [check_int(size, "a pile size", 1, HIGHEST_CARD, error=InvalidCardError) for size in sizes]
    if len(counts) != len(checked):
        raise InvalidCardError(f"every pile needs a top card and a size: tops {list(tops)!r}, sizes {list(sizes)!r}")
    row_h = BIG_H + 20
    most_hidden = min(max(counts, default=1) - 1, _MOST_BACKS)
    backs_w = (most_hidden - 1) * 9 + SMALL_W + 16 if most_hidden else 0
    width = 70 + backs_w + BIG_W + 350
    drawn = []
    for i, (top, size) in enumerate(zip(checked, counts, strict=True)):
        hidden = size - 1
        lines = [ngettext("{n} card", "{n} cards", size).format(n=size)]
        if hidden:
            lines.append(ngettext("{n} card face down", "{n} cards face down", hidden).format(n=hidden))
        if size >= BULL_PILE_SIZE:
            # what taking it costs, then what it brings: two short lines beside the card
            lines += [
                ngettext("take it: all {n} card", "take it: all {n} cards", size).format(n=size),
                _("into your hand, and a bull card"),
            ]
        heads = ox_heads(top)
        title = _("pile {name}: top card {top} ({heads}), {cards}").format(
            name=pile_name(i),
            top=top,
            cards=", ".join(lines),
            heads=ngettext("{n} ox head", "{n} ox heads", heads).format(n=heads),
        )
        row = [card_back(70 + n * 9, (BIG_H - SMALL_H) / 2) for n in range(min(hidden, _MOST_BACKS))]
        x = 70 + backs_w
        row.append(drawn_card(top, x, 0, BIG_W, BIG_H, 44))
        row.append(_row_texts(x + BIG_W + 20, lines))
        drawn.append(_pile_row(i, i * row_h + 10, width, title, fragment(row), i in chosen, interactive))
    view_box = f"0 0 {width} {max(1, len(checked)) * row_h}"
    return picture(view_box, "ek-nc-piles-svg", _("The piles"), element("g", drawn, data_nav="roving"))
