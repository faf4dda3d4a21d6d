"""The pictures of the 11 nimmt! table that the pupil clicks: the piles as rows (:class:`PileRows`),
the hand as cards (:class:`HandCards`) and the number circle whose pile tops are piles to click
(:class:`PileCircle`). Each draws what the table gives it and tells the table what was picked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from elevenkit.i18n import _, ngettext
from elevenkit.markup import element, fragment
from elevenkit.nimmt import ox_heads
from elevenkit.nimmt.svg import card_svg, pile_tops_svg, piles_svg
from elevenkit.widgets.common import STATIC
from elevenkit.widgets.views.number_circle import NumberCircle
from elevenkit.widgets.views.svg_view import SvgView

__all__ = ["HandCards", "PileCircle", "PileRows"]


class _PickView(SvgView):
    """A picture whose picks go to the handlers given to :meth:`on_pick` (as the board does)."""

    _css = STATIC / "nimmt_table.css"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._handlers = widgets.CallbackDispatcher()

    def on_pick(self, callback: Callable[[int], Any], remove: bool = False) -> None:
        """Call ``callback(value)`` whenever an item is picked (``remove=True`` stops it)."""
        self._handlers.register_callback(callback, remove=remove)

    def pick(self, value: int) -> None:
        """What a click, Enter or Space on item ``value`` does: tell every handler."""
        self._handlers(value)

    def pick_value(self, value: str) -> None:
        if value.isdigit():
            self.pick(int(value))


class PileRows(_PickView):
    """The piles as rows; a pick is the pile's position (0 = A).

    With ``whole`` empty each row shows what a player sees (top card, cards face down, size);
    ``whole`` (every pile's cards, bottom first) shows them all, marked as a learning aid.
    """

    tops = traitlets.List(traitlets.Int(), help="the top card of every pile").tag(sync=True)
    sizes = traitlets.List(traitlets.Int(), help="how many cards every pile holds").tag(sync=True)
    whole = traitlets.List(traitlets.List(traitlets.Int()), help="every pile in full (a learning aid), or []").tag(
        sync=True
    )
    selected = traitlets.List(traitlets.Int(), help="chosen pile positions").tag(sync=True)
    interactive = traitlets.Bool(True, help="whether piles can be clicked").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._draw()

    @traitlets.observe("tops", "sizes", "whole", "selected", "interactive")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._draw()

    def _draw(self) -> None:
        if self.whole:
            aid = _("Learning aid: you see every card of every pile. In the real game you only see the top card.")
            picture = fragment(
                element("p", aid, class_="ek-nimmt-aid"),
                piles_svg(self.whole, selected=self.selected, interactive=self.interactive),
            )
        else:
            picture = pile_tops_svg(self.tops, self.sizes, selected=self.selected, interactive=self.interactive)
        self.set_trait("markup", str(element("div", picture, class_="ek-nimmt-piles")))


class HandCards(_PickView):
    """The pupil's hand as cards that wrap on a narrow screen; a pick is the card's number.

    Chosen cards are lifted with a thick frame (``aria-pressed``); cards already planned for a
    pile are faded and carry the pile's letter; ``tags`` writes a short text under each card
    (the piles it fits, when the pupil asks) and ``fitting`` frames the cards that fit in green
    and fades the others.
    """

    cards = traitlets.List(traitlets.Int(), help="the hand, ascending").tag(sync=True)
    selected = traitlets.List(traitlets.Int(), help="chosen cards, in the order chosen").tag(sync=True)
    planned = traitlets.Dict(help="card (as text) -> letter of the pile it is planned for").tag(sync=True)
    tags = traitlets.Dict(help="card (as text) -> a short text under it").tag(sync=True)
    fitting = traitlets.Dict(help="card (as text) -> whether it fits a pile (framed, or faded); {} shows neither").tag(
        sync=True
    )
    interactive = traitlets.Bool(True, help="whether cards can be clicked (not while a round's leftovers show)").tag(
        sync=True
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._draw()

    @traitlets.observe("cards", "selected", "planned", "tags", "fitting", "interactive")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._draw()

    def _name(self, card: int, chosen: bool) -> str:
        """The card's accessible name: its ox heads, where it is planned or what it fits, chosen."""
        key = str(card)
        heads = ox_heads(card)
        name = ngettext("your card {card}, {n} ox head", "your card {card}, {n} ox heads", heads).format(
            card=card, n=heads
        )
        if key in self.planned:
            name = _("{name}, planned for pile {pile}").format(name=name, pile=self.planned[key])
        elif self.tags.get(key):
            name = _("{name}, {fits}").format(name=name, fits=self.tags[key])
        if chosen:
            name = _("{name}, chosen").format(name=name)
        return name

    def _draw(self) -> None:
        items = []
        for card in self.cards:
            key = str(card)
            chosen = card in self.selected
            tag = self.tags.get(key, "")
            if key in self.planned:
                tag = _("on {pile}").format(pile=self.planned[key])
            if chosen:
                tag = "✔ " + _("chosen")
            classes = "ek-nimmt-card" + (" ek-planned" if key in self.planned else "")
            if key in self.fitting:
                classes += " ek-fits" if self.fitting[key] else " ek-nofit"
            name = self._name(card, chosen)
            if self.interactive:
                clickable = {"role": "button", "tabindex": "0", "data-pick": card, "aria-pressed": str(chosen).lower()}
            else:
                clickable = {"role": "img"}
                classes += " ek-still"
            items.append(
                element(
                    "div",
                    {"class": classes, **clickable},
                    card_svg(card),
                    element("span", tag, class_="ek-nimmt-tag", aria_hidden="true"),
                    aria_label=name,
                    title=name,
                )
            )
        hand = element("div", items, class_="ek-nimmt-hand", role="group", aria_label=_("Your cards"), data_nav="all")
        self.set_trait("markup", str(hand))


class PileCircle(NumberCircle):
    """The number circle of the table: a pile's top card is a pile to click, like its row.

    Everything else is the :class:`NumberCircle` (windows, hand cards chosen by a click, counting
    paths from the pile picked last); a pick of a pile top also tells the handlers of
    :meth:`on_pile` which pile it is (0 = A).
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pile_handlers = widgets.CallbackDispatcher()

    def on_pile(self, callback: Callable[[int], Any], remove: bool = False) -> None:
        """Call ``callback(pile)`` whenever a pile's top card is picked."""
        self._pile_handlers.register_callback(callback, remove=remove)

    def pick(self, number: int) -> None:
        super().pick(number)
        if number in self.piles:
            self._pile_handlers(self.piles.index(number))
