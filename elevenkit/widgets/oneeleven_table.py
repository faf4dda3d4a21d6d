"""Play one-eleven against the computer: the pupil's hand, the table and the captures on the
shared game table.

Click one of your cards, then the table cards it takes, and press "Take them"; "Lay it down" when
it takes nothing. A wild or ``1-11`` counts as the one value that makes the chosen cards work; when
several values do, the table asks with a button for each ("Your 1-11 can count as 1 or 11 here.
Which one?"). A choice that does not work is explained ("2 + 4 = 6, not 7."), and laying a card
down when a capture is possible is refused with the rule (take if you can). "What could I take?"
first counts the pupil's captures, card by card, then lists them. The last move is shown as
cards, every move is narrated as arithmetic, and the end explains the 29 points line by line.

Everything comes from :class:`~elevenkit.oneeleven.OneElevenGame` (legal moves, the view of seat
0, the result) and :mod:`elevenkit.exercises.narration_oneeleven` (the sentences). The hard
computer is the expectimax bot within a time budget (:class:`~elevenkit.oneeleven.TableExpectimaxBot`).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, cast

import anywidget
import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.core import registered_games
from elevenkit.exercises.narration_oneeleven import (
    capture_choices,
    capture_count_sentence,
    capture_list,
    move_sentence,
    must_take_sentence,
    scoring_sentences,
    swept_cards,
    value_question,
    wrong_capture_sentence,
)
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, Move, OneElevenGame, OneElevenResult, OneElevenView
from elevenkit.oneeleven.svg import card_svg
from elevenkit.serving.params import DECK
from elevenkit.widgets.cards import CardRow
from elevenkit.widgets.game_table import PUPIL, GameTable, Option, TableSettings, seat_name, table_errors

__all__ = ["OneElevenTable"]

_ENTRY = registered_games()["oneeleven"]

_CSS = """
.ek-oneeleven-table .ek-card { width: clamp(52px, min(10vw, 14vh), 160px); }
.ek-oneeleven-table .ek-card-row { gap: 10px; padding: 12px 4px 4px 4px; }
.ek-oneeleven-table .ek-row-title { font-size: clamp(1rem, 1.3vw, 1.7rem); font-weight: bold; margin: 0.2em 0 0 0; }
.ek-oneeleven-table .ek-rows { flex-wrap: wrap; gap: 0 2em; align-items: flex-start; }
.ek-oneeleven-table .ek-last { flex: 0 1 auto; }
.ek-oneeleven-table .ek-last-cards { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 12px 0 4px 0; }
.ek-oneeleven-table .ek-small-card svg { display: block; width: clamp(40px, min(5.5vw, 7vh), 100px); height: auto; }
.ek-oneeleven-table .ek-took { font-size: clamp(1rem, 1.3vw, 1.7rem); font-weight: bold; padding: 0 0.3em; }
.ek-oneeleven-table .ek-ask { flex-wrap: wrap; gap: 0.4em; align-items: center; padding: 0.3em 0.6em;
  border: 3px solid #8a6d00; border-radius: 8px; background: #fff3b8; }
.ek-oneeleven-table .ek-ask .ek-question { font-size: clamp(1.05rem, 1.4vw, 1.9rem); font-weight: bold; }
.ek-oneeleven-table .ek-msg ul { margin: 0.2em 0 0 0; padding-left: 1.4em; }
"""


class _OneElevenStyle(anywidget.AnyWidget):
    """Ships this table's style sheet with the page (nothing is loaded from the network)."""

    _esm = "export default { render() {} };"
    _css = _CSS


class OneElevenTable(GameTable):
    """The pupil (seat 0) against 1–3 computer players; ``?players=3&level=hard&deck=addition&seed=7``."""

    TITLE = catalogue.entry("play-one-eleven").title
    ACTIVITY = catalogue.entry("play-one-eleven").activity
    MIN_PLAYERS = _ENTRY.min_players
    MAX_PLAYERS = _ENTRY.max_players
    BOTS = _ENTRY.bots
    OPTIONS = (
        Option(
            DECK,
            "Deck",
            (("Addition deck", "addition"), ("Subtraction deck", "subtraction"), ("Mixed deck", "mixed")),
        ),
    )

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
        self.take_button = self._action(_("Take these cards"), self._on_take, "primary", "check")
        self.lay_button = self._action(_("Lay it down"), self._on_lay, "warning", "arrow-down")
        self.help_button = self._action(_("What could I take?"), self._on_help, "", "lightbulb-o")
        self._help_step = 0
        self._shown_moves = -1
        self.table_title = widgets.HTML()
        self.hand_title = widgets.HTML()
        table_column = widgets.VBox([self.table_title, self.table_row])
        rows = widgets.HBox([table_column, self.last_move])
        rows.add_class("ek-rows")
        play_area = widgets.VBox(
            [
                _OneElevenStyle(layout=widgets.Layout(display="none")),
                rows,
                self.hand_title,
                self.hand_row,
                self.ask_box,
            ]
        )
        actions = [self.take_button, self.lay_button, self.help_button]
        super().__init__(settings, play_area=play_area, actions=actions, **kwargs)
        self.add_class("ek-oneeleven-table")

    @staticmethod
    def _heading(title: widgets.HTML, text: str) -> None:
        title.value = f"<p class='ek-row-title'>{html.escape(text)}</p>"

    def _action(self, label: str, handler: Callable[[], Any], style: str, icon: str) -> widgets.Button:
        button = widgets.Button(description=label, tooltip=label, button_style=style, icon=icon)
        button.on_click(lambda _button: handler())
        return button

    # ---- the hooks of the frame ---------------------------------------------------------------
    def make_game(self, settings: TableSettings) -> OneElevenGame:
        mode = settings.options.get(DECK, self.OPTIONS[0].default)
        self.table_row.deck = self.hand_row.deck = mode
        return OneElevenGame(players=settings.players, mode=mode, seed=settings.seed)

    @property
    def view(self) -> OneElevenView:
        """What the pupil sees of the game."""
        return cast(OneElevenView, self.game.view(PUPIL))

    def refusal(self, move: Any) -> str | None:
        legal = self.game.legal_moves()
        if move in legal:
            return None
        if move.is_trail:
            return must_take_sentence()
        return wrong_capture_sentence(move.card, move.value, move.taken, self.view.mode, legal)

    def narrate(self, seat: int, move: Any) -> str:
        return move_sentence(seat_name(seat), move)

    def seat_status(self, seat: int) -> str:
        view = self.view
        hand = ngettext("{count} card in hand", "{count} cards in hand", view.hand_sizes[seat]).format(
            count=view.hand_sizes[seat]
        )
        pile = view.captured[seat]
        points = self.game.result().points[seat]  # the engine's count: the scoring at the end says the same
        taken = ngettext("took {count} card", "took {count} cards", len(pile)).format(count=len(pile))
        return f"{hand} · {taken}, " + ngettext("{count} point", "{count} points", points).format(count=points)

    def table_note(self) -> str:
        size = self.view.draw_size
        return ngettext("{count} card left in the deck", "{count} cards left in the deck", size).format(count=size)

    def turn_prompt(self) -> str:
        if not any(move.groups for move in self.game.legal_moves()):
            return _('Your turn. None of your cards can take anything: choose one and press "Lay it down".')
        return _('Your turn: click one of your cards, then the table cards it takes, and press "Take these cards".')

    def scoring_lines(self) -> list[str]:
        view = self.view
        result = self.game.result()
        names = [seat_name(seat) for seat in range(view.players)]
        swept: list[Card] = []
        last = view.last_capturer
        if last is not None:
            swept = swept_cards(view.captured[last], [record.move for record in self.history if record.seat == last])
        return scoring_sentences(names, cast(OneElevenResult, result), view.captured, swept, last)

    def show(self) -> None:
        view = self.view
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
        for button in (self.take_button, self.lay_button, self.help_button):
            button.layout.display = "inline-flex" if mine else "none"
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

    def captures_of(self, card: Card, taken: Sequence[Card]) -> dict[int, Move]:
        """The legal captures of ``card`` that take exactly ``taken``, one per value it counts as."""
        wanted = Counter(taken)
        found: dict[int, Move] = {}
        for move in self.game.legal_moves():
            if move.card is card and move.value is not None and move.groups and Counter(move.taken) == wanted:
                found.setdefault(move.value, move)
        return found

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
        found = self.captures_of(card, taken)
        if not found:
            self.say(wrong_capture_sentence(card, None, taken, self.view.mode, self.game.legal_moves()), "wrong")
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
        choices = capture_choices(self.game.legal_moves())
        self._help_step += 1
        if self._help_step == 1 or not choices:
            self.say(capture_count_sentence(choices), "hint")
            return
        items = "".join(f"<li>{html.escape(line)}</li>" for line in capture_list(choices))
        self.feedback.value = (
            f"<div role='status' aria-live='polite' class='ek-msg ek-hint'><span aria-hidden='true'>★</span> "
            f"{html.escape(_('You could take:'))}<ul>{items}</ul></div>"
        )

    def _ask_value(self, card: Card, found: dict[int, Move]) -> None:
        """Ask what the wild or ``1-11`` counts as, with a button for each value that works."""
        buttons = []
        for value, move in sorted(found.items()):
            label = _("as {value}").format(value=value)
            button = widgets.Button(description=str(value), tooltip=label, button_style="primary")
            button.on_click(lambda _button, move=move: self._answer_value(move))
            buttons.append(button)
        self.ask_text.value = f"<span class='ek-question'>{html.escape(value_question(card, sorted(found)))}</span>"
        self.ask_buttons.children = buttons
        self.ask_box.layout.display = "flex"
        self.feedback.value = ""

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
        played = card_svg(move.card, deck, value=move.value if len(move.card.values) > 1 else None)
        if move.is_trail:
            heading = _("Last move: {name} laid down a card").format(name=seat_name(record.seat))
            taken = ""
        else:
            heading = _("Last move: {name} took cards").format(name=seat_name(record.seat))
            faces = [
                card_svg(term.card, deck, value=term.value if len(term.card.values) > 1 else None)
                for group_terms in move.terms
                for term in group_terms or ()
            ]
            taken = f"<span class='ek-took'>{html.escape(_('took'))}</span>" + "".join(
                f"<span class='ek-small-card'>{face}</span>" for face in faces
            )
        self.last_move.value = (
            f"<div class='ek-last-move' role='group' aria-label='{html.escape(heading)}'>"
            f"<p class='ek-row-title'>{html.escape(heading)}</p><div class='ek-last-cards'>"
            f"<span class='ek-small-card'>{played}</span>{taken}</div></div>"
        )
