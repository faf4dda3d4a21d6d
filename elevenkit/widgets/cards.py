"""Large, clear one-eleven cards drawn as SVG, and a row of them a pupil selects by mouse or keyboard.

The drawing lives here in Python, once: :func:`card_svg` gives the picture of one card, used both by
the interactive :class:`CardRow` (an anywidget whose JavaScript only places the pictures, handles
clicks and keys and reports the selection) and by :func:`cards_html`, the static picture a lesson
notebook shows. Nothing depends on colour alone: the deck's colour is repeated by a shape in every
corner (Addition: plus signs, Subtraction: minus bars, mixed: both), the rank is printed in big
digits, ``1-11`` shows both its values and the wild ``=`` wears a star. Everything the view needs
ships in ``elevenkit/widgets/static``; nothing is fetched from the network.
"""

from __future__ import annotations

import html
import math
from pathlib import Path
from typing import Any, Iterable

import anywidget
import traitlets

from elevenkit.i18n import _

STATIC = Path(__file__).parent / "static"

#: the three decks a card can belong to: (border and digit colour, light fill, corner shape)
DECKS: dict[str, tuple[str, str, str]] = {
    "addition": ("#0d47a1", "#e3f0ff", "plus"),
    "subtraction": ("#b71c1c", "#ffebee", "minus"),
    "mixed": ("#4a148c", "#f3e5f5", "plusminus"),
}

ONE_ELEVEN = "1-11"
WILD = "="


def card_label(card: Any) -> str:
    """The printed label of ``card`` (an engine ``Card`` or its text)."""
    return str(card).strip()


def card_name(card: Any) -> str:
    """The accessible name a screen reader says for ``card``: "card 7", "card one-eleven", "wild card"."""
    label = card_label(card)
    if label == ONE_ELEVEN:
        return _("card one-eleven")
    if label == WILD:
        return _("wild card")
    return _("card {rank}").format(rank=label)


def _corner_marks(shape: str, colour: str) -> str:
    """The deck's shape in the four corners, so the deck is known without its colour."""
    corners = [(14, 14), (86, 14), (14, 126), (86, 126)]
    marks = []
    for number, (x, y) in enumerate(corners):
        plus = shape == "plus" or (shape == "plusminus" and number < 2)
        marks.append(f"<rect x='{x - 8}' y='{y - 2.5}' width='16' height='5' rx='1.5' fill='{colour}'/>")
        if plus:
            marks.append(f"<rect x='{x - 2.5}' y='{y - 8}' width='5' height='16' rx='1.5' fill='{colour}'/>")
    return "".join(marks)


def _star(cx: float, cy: float, outer: float, inner: float, points: int = 8) -> str:
    """Corner points of a star polygon, the wild card's mark."""
    coords = []
    for step in range(points * 2):
        radius = outer if step % 2 == 0 else inner
        angle = math.pi * step / points - math.pi / 2
        coords.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return " ".join(coords)


def _face(label: str, colour: str, tint: str) -> str:
    """The middle of the card: the rank in big digits, both values of ``1-11``, the wild's star."""
    text = f"font-family='Arial, Helvetica, sans-serif' font-weight='bold' fill='{colour}' text-anchor='middle'"
    if label == ONE_ELEVEN:
        return (
            f"<text x='50' y='62' font-size='40' {text}>1</text>"
            f"<text x='50' y='80' font-size='14' {text}>{html.escape(_('or'))}</text>"
            f"<text x='50' y='114' font-size='40' {text}>11</text>"
        )
    if label == WILD:
        return (
            f"<polygon points='{_star(50, 72, 40, 22)}' fill='{tint}' stroke='{colour}' stroke-width='3'/>"
            f"<rect x='34' y='61' width='32' height='7' rx='2' fill='{colour}'/>"
            f"<rect x='34' y='76' width='32' height='7' rx='2' fill='{colour}'/>"
        )
    size = 60 if len(label) < 2 else 52
    return f"<text x='50' y='{72 + size * 0.35:.0f}' font-size='{size}' {text}>{html.escape(label)}</text>"


def card_svg(card: Any, deck: str = "addition") -> str:
    """The SVG picture of one card of ``deck``; the picture is decorative, the name goes on its holder."""
    colour, tint, shape = DECKS[deck]
    label = card_label(card)
    return (
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 140' class='ek-card-svg' "
        "aria-hidden='true' focusable='false'>"
        f"<rect x='2' y='2' width='96' height='136' rx='10' fill='white' stroke='{colour}' stroke-width='4'/>"
        f"<rect x='8' y='28' width='84' height='84' rx='8' fill='{tint}'/>"
        f"{_corner_marks(shape, colour)}{_face(label, colour, tint)}</svg>"
    )


def cards_html(cards: Iterable[Any], deck: str = "addition", caption: str = "", width: int = 84) -> str:
    """A static row of card pictures with their names, for lesson notebooks and worksheets."""
    items = "".join(
        f"<figure role='img' aria-label='{html.escape(card_name(card))}' "
        f"style='display:inline-block;margin:0 6px 6px 0;width:{width}px'>{card_svg(card, deck)}</figure>"
        for card in cards
    )
    heading = f"<figcaption style='font-size:1.1em;margin-bottom:4px'>{html.escape(caption)}</figcaption>" if caption else ""
    return f"<figure class='ek-static-cards' style='margin:0'>{heading}<div>{items}</div></figure>"


class CardRow(anywidget.AnyWidget):
    """A row of cards; when ``selectable``, a click, Enter or Space on a card toggles it.

    ``selected`` holds the chosen positions; the browser writes it on every click and tests may
    set it exactly as the browser would (or call :meth:`toggle`). Positions in ``disabled`` (cards
    already taken) are shown crossed out and cannot be chosen.
    """

    _esm = STATIC / "cards.js"
    _css = STATIC / "cards.css"

    cards = traitlets.List(traitlets.Unicode(), help="card labels, left to right").tag(sync=True)
    deck = traitlets.Enum(list(DECKS), default_value="addition", help="deck colour and corner shape").tag(sync=True)
    faces = traitlets.List(traitlets.Dict(), read_only=True, help="drawn pictures and names (derived)").tag(sync=True)
    selected = traitlets.List(traitlets.Int(), help="chosen positions, sorted").tag(sync=True)
    disabled = traitlets.List(traitlets.Int(), help="positions that cannot be chosen (taken)").tag(sync=True)
    selectable = traitlets.Bool(True, help="whether cards can be chosen at all").tag(sync=True)
    label = traitlets.Unicode("", help="accessible name of the whole row").tag(sync=True)
    taken_text = traitlets.Unicode("", help="word written over a taken card").tag(sync=True)

    def __init__(self, cards: Iterable[Any] = (), **kwargs: Any) -> None:
        super().__init__(cards=[card_label(card) for card in cards], **kwargs)
        self.taken_text = _("taken")
        self._draw()

    @traitlets.validate("selected")
    def _valid_selection(self, proposal: dict[str, Any]) -> list[int]:
        """Sorted, without repeats and without taken cards; a position off the row is refused."""
        chosen = sorted(set(proposal["value"]))
        outside = [index for index in chosen if not 0 <= index < len(self.cards)]
        if outside:
            raise traitlets.TraitError(f"no card at position {outside!r} (the row has {len(self.cards)} cards)")
        return [index for index in chosen if index not in self.disabled]

    @traitlets.observe("cards", "deck")
    def _redraw(self, change: dict[str, Any]) -> None:
        self._draw()
        if change["name"] == "cards":
            self.selected = []
            self.disabled = []

    @traitlets.observe("disabled")
    def _drop_disabled(self, change: dict[str, Any]) -> None:
        self.selected = [index for index in self.selected if index not in change["new"]]

    def _draw(self) -> None:
        faces = [{"svg": card_svg(card, self.deck), "name": card_name(card)} for card in self.cards]
        self.set_trait("faces", faces)

    def toggle(self, index: int) -> None:
        """Choose the card at ``index`` or put it back: what a click, Enter or Space does."""
        if not self.selectable or index in self.disabled:
            return
        chosen = set(self.selected)
        chosen.symmetric_difference_update({index})
        self.selected = sorted(chosen)

    def clear(self) -> None:
        """Put every chosen card back."""
        self.selected = []


def picture(cards: str | Iterable[Any], deck: str = "addition", caption: str = "") -> Any:
    """Cards as a static picture for a lesson notebook: ``picture("2 5", caption="7 = 2 + 5")``."""
    from IPython.display import HTML  # only where a notebook shows it

    labels = cards.split() if isinstance(cards, str) else [card_label(card) for card in cards]
    return HTML(cards_html(labels, deck, caption))
