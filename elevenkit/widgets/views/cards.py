"""A row of large, clear one-eleven cards a pupil selects by mouse or keyboard.

The cards are drawn by :mod:`elevenkit.oneeleven.svg` (the renderer beside the engine); this module
lays them out in a row that wraps on a narrow screen, with each card's state (chosen, taken) and
accessible name computed in Python. The shared script (``static/svg_view.js``) only inserts the
row and reports picks. :func:`picture` gives the static picture a lesson notebook shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import traitlets

from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.oneeleven.svg import DECKS, card_label, card_name, card_svg, cards_html
from elevenkit.widgets.views.svg_view import STATIC, SvgView, drawn

__all__ = ["CardRow", "picture", "card_label", "card_name", "card_svg", "cards_html", "DECKS", "STATIC"]


class CardRow(SvgView):
    """A row of cards; when ``selectable``, a click, Enter or Space on a card toggles it.

    ``selected`` holds the chosen positions; tests may set it exactly as a pick does (or call
    :meth:`toggle`). Positions in ``disabled`` (cards already taken) are shown crossed out and
    cannot be chosen; a click on one, or on any card of a row that is not ``selectable``, is
    refused (see :meth:`toggle`). Positions in ``marked`` get a ring and a star: the cards a hint
    speaks of ("the 5 with the ring around it"). Every card is a Tab stop; the arrow keys move along
    the row.
    """

    _css = STATIC / "cards.css"

    cards = traitlets.List(traitlets.Unicode(), help="card labels, left to right").tag(sync=True)
    deck = traitlets.Enum(list(DECKS), default_value="addition", help="deck colour, corner shape and word").tag(
        sync=True
    )
    selected = traitlets.List(traitlets.Int(), help="chosen positions, sorted").tag(sync=True)
    disabled = traitlets.List(traitlets.Int(), help="positions that cannot be chosen (taken)").tag(sync=True)
    marked = traitlets.List(traitlets.Int(), help="positions a hint speaks of, ringed").tag(sync=True)
    selectable = traitlets.Bool(True, help="whether cards can be chosen at all").tag(sync=True)
    label = traitlets.Unicode("", help="accessible name of the whole row").tag(sync=True)
    taken_text = traitlets.Unicode("", help="word written over a taken card").tag(sync=True)

    def __init__(self, cards: Iterable[Any] = (), **kwargs: Any) -> None:
        super().__init__(cards=[card_label(card) for card in cards], **kwargs)
        self.taken_text = self.taken_text or _("taken")
        self._draw()

    @property
    def faces(self) -> list[dict[str, str]]:
        """Each card's picture and accessible name, left to right."""
        return [{"svg": card_svg(card, self.deck), "name": card_name(card)} for card in self.cards]

    @traitlets.validate("selected")
    def _valid_selection(self, proposal: dict[str, Any]) -> list[int]:
        """Sorted, without repeats and without taken cards; a position off the row is refused."""
        chosen = sorted(set(proposal["value"]))
        outside = [index for index in chosen if not 0 <= index < len(self.cards)]
        if outside:
            raise traitlets.TraitError(f"no card at position {outside!r} (the row has {len(self.cards)} cards)")
        return [index for index in chosen if index not in self.disabled]

    @traitlets.observe("cards")
    def _new_cards(self, _change: dict[str, Any]) -> None:
        self.selected = []
        self.disabled = []
        self.marked = []

    @traitlets.observe("disabled")
    def _drop_disabled(self, change: dict[str, Any]) -> None:
        self.selected = [index for index in self.selected if index not in change["new"]]

    @traitlets.observe("cards", "deck", "selected", "disabled", "marked", "selectable", "label", "taken_text")
    def _redraw(self, _change: dict[str, Any]) -> None:
        self._draw()

    def _draw(self) -> None:
        """The row as HTML: one holder per card with its state and name, the card drawn inside."""
        holders = []
        for index, face in enumerate(self.faces):
            taken = index in self.disabled
            chosen = index in self.selected
            hinted = index in self.marked and not taken
            if taken:
                name = _("{card}, {taken}").format(card=face["name"], taken=self.taken_text)
            elif hinted:
                name = _("{card}, ringed by the hint").format(card=face["name"])
            else:
                name = face["name"]
            classes = " ".join(
                [
                    "ek-card",
                    *(["ek-selected"] if chosen else []),
                    *(["ek-taken"] if taken else []),
                    *(["ek-hinted"] if hinted else []),
                ]
            )
            if self.selectable:
                state = {
                    "role": "button",
                    "data-pick": index,
                    "aria-pressed": str(chosen).lower(),
                    "aria-disabled": str(taken).lower(),
                    "tabindex": -1 if taken else 0,
                }
            else:  # not a button, but a click on it is still answered (see :meth:`toggle`)
                state = {"role": "img", "data-pick": index, "aria-disabled": "true"}
            holders.append(
                element(
                    "div",
                    {
                        "class": classes,
                        "data-index": index,
                        "data-taken-text": self.taken_text,
                        **state,
                        "aria-label": name,
                    },
                    drawn(face["svg"]),
                )
            )
        row_class = "ek-card-row" if self.selectable else "ek-card-row ek-locked"
        self.set_trait(
            "markup", element("div", holders, class_=row_class, role="group", aria_label=self.label, data_nav="all")
        )

    def pick_value(self, value: str) -> None:
        """A pick from the browser: the card's position as text."""
        if value.isdigit():
            self.toggle(int(value))

    def toggle(self, index: int) -> None:
        """Choose the card at ``index`` or put it back: what a click, Enter or Space does.

        A card that cannot be chosen (the row is not selectable, or the card is taken) is refused:
        listeners of :meth:`~elevenkit.widgets.views.svg_view.SvgView.on_refused` hear of it.
        """
        if not 0 <= index < len(self.cards):
            return
        if not self.selectable or index in self.disabled:
            self.refuse(str(index))
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
