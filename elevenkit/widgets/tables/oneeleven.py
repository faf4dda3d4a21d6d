"""Play one-eleven against the computer: the pupil's hand, the table and the captures on the
shared game table.

Click one of your cards, then the table cards it takes, and press "Take these cards"; "Lay it
down" when it takes nothing. A wild or ``1-11`` counts as the one value that makes the chosen cards
work; when several values do, the table asks with a button for each ("Your 1-11 can count as 1 or
11 here. Which one?"). A choice that does not work is explained ("2 + 4 = 6, not 7."), and laying a
card down when a capture is possible is refused with the rule (take if you can). "What could I
take?" first counts the pupil's captures, card by card, then lists them. The last move is shown as
cards, every move is narrated as arithmetic, and the end explains the points line by line.

The rules and sentences come from the session
(:class:`~elevenkit.exercises.sessions.oneeleven_table.OneElevenTableSession`); this view draws it.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises.narration_oneeleven import value_question
from elevenkit.exercises.sessions.oneeleven_table import OneElevenTableSession
from elevenkit.exercises.sessions.table import TableSettings, seat_name
from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.oneeleven import Card, Move, OneElevenView
from elevenkit.oneeleven.svg import card_svg
from elevenkit.widgets.common import STATIC, make_button, message_markup, speak_attrs, table_errors
from elevenkit.widgets.tables.frame import GameTable, TableStyle, show_if
from elevenkit.widgets.views.cards import CardRow

__all__ = ["OneElevenTable"]


class _OneElevenStyle(TableStyle):
    """Ships this table's own style sheet with the page."""

    _css = STATIC / "oneeleven_table.css"


class OneElevenTable(GameTable):
    """The pupil (seat 0) against 1–3 computer players; ``?players=3&level=hard&deck=addition&seed=7``."""

    TITLE = catalogue.entry("play-one-eleven").title
    SESSION = OneElevenTableSession
    ACTIVITY = OneElevenTableSession.ACTIVITY

    session: OneElevenTableSession

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        self.table_row = CardRow(label=_("The table"))
        self.hand_row = CardRow(label=_("Your cards"))
        self.hand_row.observe(self._one_hand_card, "selected")
        self.last_move = widgets.HTML()
        self.last_move.add_class("ek-last")
        self.ask_text = widgets.HTML()
        self.ask_buttons = widgets.HBox()
        self.ask_box = widgets.HBox([self.ask_text, self.ask_buttons], layout=widgets.Layout(display="none"))
        self.ask_box.add_class("ek-ask")
        self.take_button = make_button(_("Take these cards"), self._on_take, "primary")
        self.lay_button = make_button(_("Lay it down"), self._on_lay, "warning")
        self.help_button = make_button(_("What could I take?"), self._on_help)
        for action, icon in (
            (self.take_button, "check"),
            (self.lay_button, "arrow-down"),
            (self.help_button, "lightbulb-o"),
        ):
            action.icon = icon
        self._help_step = 0
        self._shown_moves = -1
        self.table_title = widgets.HTML()
        self.hand_title = widgets.HTML()
        rows = widgets.HBox([widgets.VBox([self.table_title, self.table_row]), self.last_move])
        rows.add_class("ek-rows")
        play_area = widgets.VBox([_OneElevenStyle(), rows, self.hand_title, self.hand_row, self.ask_box])
        actions = [self.take_button, self.lay_button, self.help_button]
        super().__init__(settings, play_area=play_area, actions=actions, **kwargs)
        self.add_class("ek-oneeleven-table")

    @property
    def view(self) -> OneElevenView:
        """What the pupil sees of the game."""
        return self.session.view

    @staticmethod
    def _heading(title: widgets.HTML, text: str) -> None:
        title.value = str(element("p", text, class_="ek-row-title"))

    def show(self) -> None:
        view = self.view
        self.table_row.deck = self.hand_row.deck = view.mode
        moved = not self.history or len(self.history) != self._shown_moves
        self._shown_moves = len(self.history)
        with self.table_row.hold_trait_notifications(), self.hand_row.hold_trait_notifications():
            self.table_row.cards = [str(card) for card in view.table]
            self.hand_row.cards = [str(card) for card in view.hand]
        if moved:
            self.table_row.clear()
            self.hand_row.clear()
            self._help_step = 0
            self._close_question()
        self._heading(self.table_title, _("The table") if view.table else _("The table: no cards"))
        self._heading(self.hand_title, _("Your cards") if view.hand else _("Your cards: none left"))
        mine = self.is_pupils_turn
        self.table_row.selectable = self.hand_row.selectable = mine
        for action in (self.take_button, self.lay_button, self.help_button):
            show_if(action, mine)
        self._draw_last_move()

    # ---- what the pupil does ---------------------------------------------------------------------
    def chosen_card(self) -> Card | None:
        """The hand card the pupil has chosen, if any."""
        selected = self.hand_row.selected
        return self.view.hand[selected[0]] if selected else None

    def chosen_table_cards(self) -> list[Card]:
        """The table cards the pupil has chosen."""
        table = self.view.table
        return [table[index] for index in self.table_row.selected]

    def _card_to_play(self, missing: str) -> Card | None:
        """The chosen hand card if the pupil may move now; else None, after saying why (``missing``:
        what to say when no card is chosen)."""
        if not self.ready_for_pupil():
            return None
        card = self.chosen_card()
        if card is None:
            self.say(missing, "info")
        return card

    @table_errors
    def _on_take(self) -> None:
        card = self._card_to_play(_("First click one of your cards, then the table cards it takes."))
        if card is None:
            return
        taken = self.chosen_table_cards()
        if not taken:
            self.say(_('Click the table cards your card takes, or press "Lay it down".'), "info")
            return
        found = self.session.captures_of(card, taken)
        if not found:
            self.say(self.session.wrong_capture(card, taken), "wrong")
        elif len(found) == 1:
            self.play(next(iter(found.values())))
        else:
            self._ask_value(card, found)

    @table_errors
    def _on_lay(self) -> None:
        card = self._card_to_play(_("First click the card you want to lay down."))
        if card is not None:
            self.play(Move.trail(card))

    @table_errors
    def _on_help(self) -> None:
        """First how many captures there are, card by card; pressed again, the captures themselves."""
        if not self.ready_for_pupil():
            return
        lines = self.session.capture_lines()
        self._help_step += 1
        if self._help_step == 1 or not lines:
            self.say(self.session.capture_hint(), "hint")
            return
        listed = element("ul", [element("li", line) for line in lines])
        self.feedback.show(fragment(message_markup(_("You could take:"), "hint"), listed), "hint")

    def _ask_value(self, card: Card, found: dict[int, Move]) -> None:
        """Ask what the wild or ``1-11`` counts as, with a button for each value that works."""
        buttons = []
        for value, move in sorted(found.items()):
            choice = widgets.Button(
                description=str(value), tooltip=_("as {value}").format(value=value), button_style="primary"
            )
            choice.on_click(lambda _button, move=move: self._answer_value(move))
            buttons.append(choice)
        question = value_question(card, sorted(found))
        self.ask_text.value = str(element("span", speak_attrs(question, auto=True), question, class_="ek-question"))
        self.ask_buttons.children = buttons
        self.ask_box.layout.display = "flex"
        self.feedback.clear()

    @table_errors
    def _answer_value(self, move: Move) -> None:
        self._close_question()
        self.play(move)

    def _close_question(self) -> None:
        self.ask_box.layout.display = "none"
        self.ask_buttons.children = []

    def _one_hand_card(self, change: dict[str, Any]) -> None:
        """Only one hand card is chosen at a time: a new click replaces the old choice."""
        added = [index for index in change["new"] if index not in change["old"]]
        if len(change["new"]) > 1 and added:
            self.hand_row.selected = added[-1:]
        self._close_question()

    # ---- the last move, as cards ----------------------------------------------------------------
    def _draw_last_move(self) -> None:
        """The last move as small cards: who, the card played (a wild or ``1-11`` says what it
        counted as), then the cards it took."""
        if not self.history:
            self.last_move.value = ""
            return
        record = self.history[-1]
        move: Move = record.move
        deck = self.view.mode

        def small(card: Card, value: int | None) -> Markup:
            face = card_svg(card, deck, value=value if len(card.values) > 1 else None)
            return element("span", face, class_="ek-small-card")

        if move.is_trail:
            heading = _("Last move: {name} laid down a card").format(name=seat_name(record.seat))
            taken = fragment()
        else:
            heading = _("Last move: {name} took cards").format(name=seat_name(record.seat))
            taken = fragment(
                element("span", _("took"), class_="ek-took"),
                [small(term.card, term.value) for group_terms in move.terms for term in group_terms or ()],
            )
        self.last_move.value = str(
            element(
                "div",
                element("p", heading, class_="ek-row-title"),
                element("div", small(move.card, move.value), taken, class_="ek-last-cards"),
                class_="ek-last-move",
                role="group",
                aria_label=heading,
            )
        )
