"""The combination explorer: "how many ways can you make 12?" for a table of cards.

The pupil sets a target and types (or keeps) the table; the explorer lists every different way
(distinct ranks) to make the target, sorted and counted. The ways come from the engine through
:func:`elevenkit.exercises.captures.ways_to_make`.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from elevenkit.core import ElevenkitError
from elevenkit.exercises.captures import ways_to_make
from elevenkit.i18n import _, ngettext
from elevenkit.markup import element, fragment
from elevenkit.oneeleven import Card, parse_cards, rules
from elevenkit.oneeleven.capturing import check_mode
from elevenkit.widgets.views.cards import CardRow

__all__ = ["CombinationExplorer"]


class CombinationExplorer(widgets.VBox):
    """A target, a table, and every different way to make the target from the table."""

    def __init__(self, table: str = "2 3 4 5 7 8 9 10", target: int = 12, deck: str = "addition") -> None:
        self.deck = check_mode(deck)
        style = {"description_width": "initial"}
        self.target = widgets.IntSlider(
            target, rules.WILD_MIN, rules.WILD_MAX, description=_("Make the number"), style=style
        )
        self.table_text = widgets.Text(table, description=_("Table cards"), continuous_update=False, style=style)
        self.cards = CardRow(parse_cards(table), deck=deck, selectable=False, label=_("The table"))
        self.answer = widgets.HTML()
        self.answer.add_class("ek-ways")
        self.target.observe(self._update, names="value")
        self.table_text.observe(self._on_table, names="value")
        super().__init__([widgets.HBox([self.target, self.table_text]), self.cards, self.answer])
        self.add_class("ek-explorer")
        self._update()

    @property
    def table(self) -> list[Card]:
        """The table cards shown now."""
        return [Card.parse(label) for label in self.cards.cards]

    def _on_table(self, change: dict[str, Any]) -> None:
        try:
            self.cards.cards = [str(card) for card in parse_cards(change["new"])]
        except ElevenkitError as error:
            self.answer.value = element("p", str(error), class_="ek-msg ek-info")
            return
        self._update()

    def ways(self) -> list[str]:
        """The equation of every different way to make the target, fewest cards first."""
        return [group.equation for group in ways_to_make(self.target.value, self.table, self.deck)]

    def _update(self, _change: Any = None) -> None:
        ways = self.ways()
        heading = ngettext(
            "There is {count} way to make {target}.",
            "There are {count} different ways to make {target}.",
            len(ways),
        ).format(count=len(ways), target=self.target.value)
        items = [element("li", way) for way in ways]
        self.answer.value = fragment(element("p", heading, class_="ek-ways-count"), element("ol", items))
