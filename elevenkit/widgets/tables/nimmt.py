"""Play 11 nimmt! against the computer: the piles, the pupil's hand and the rounds of a match on the
shared game table.

Click a card in your hand, then the pile it goes on. With bull cards you may lay several cards on
up to as many piles as you hold bull cards: choose cards, click a pile (again for another pile),
then "Lay them"; the plan is shown pile by pile in the order the engine lays the cards. Click a
pile with no card chosen to take it ("Take pile B"). A move the rules forbid is refused in words
with the count that shows why ("Pile A: 38 does not fit on 45: …").

A pile is not fanned out (``docs/rules.md`` §2): the rows show each pile's top card, how many
cards lie under it face down, and whether taking it wins a bull card. The setting "whole piles
(for learning)" (``?piles=whole``) shows every card of every pile instead, marked as a learning aid.
"Show the number circle" draws the pile tops with their windows of ten and the hand on the circle
instead of the rows (a pile top on the circle is clicked as its row is);
"Which cards fit?" frames the hand cards that fit a pile, fades the others and writes under each
card the piles it fits.

Each round ends when a hand is empty; its ox heads are added up hand by hand, the table of rounds
grows, and the table waits until the pupil has read it and pressed "Next round" (the seat with the
most minus points starts it). At the end of the match the status names the winner with everyone's
minus points, New game right under it. The rules and sentences come from the session
(:class:`~elevenkit.exercises.sessions.nimmt_table.NimmtTableSession`); this view draws it.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises.sessions.nimmt_table import NimmtTableSession
from elevenkit.exercises.sessions.table import PUPIL, TableSettings, seat_name
from elevenkit.i18n import _, ngettext
from elevenkit.markup import element
from elevenkit.nimmt import Lay, NimmtGame, NimmtMatch, Take
from elevenkit.nimmt.drawing import PILE_LETTERS
from elevenkit.nimmt.svg import pile_name
from elevenkit.widgets.common import make_button, relabel, table_errors
from elevenkit.widgets.tables.frame import LAYOUT, GameTable, show_if
from elevenkit.widgets.tables.nimmt_pictures import HandCards, PileCircle, PileRows

__all__ = ["HandCards", "NimmtTable", "PileCircle", "PileRows"]

#: the frame's slots with the round's end, its buttons and the answer to a click right under the
#: status: a refusal or "Take pile B" must not appear below the fold of a laptop screen
_UPPER = ("end_panel", "again_button", "next_button", "actions", "feedback")
_AFTER_STATUS = LAYOUT.index("status") + 1


class NimmtTable(GameTable):
    """The pupil (seat 0) against 1–6 computer players, a whole match; ``?players=3&level=hard&seed=7``."""

    TITLE = catalogue.entry("play-11-nimmt").title
    SESSION = NimmtTableSession
    ACTIVITY = NimmtTableSession.ACTIVITY
    LAYOUT = (*LAYOUT[:_AFTER_STATUS], *_UPPER, *(slot for slot in LAYOUT[_AFTER_STATUS:] if slot not in _UPPER))

    session: NimmtTableSession
    game: NimmtMatch

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        #: hand cards the pupil has chosen, in the order chosen
        self.chosen: list[int] = []
        #: a lay with bull cards being put together: pile position -> cards
        self.plan: dict[int, list[int]] = {}
        #: the pile chosen for taking
        self.take_pile: int | None = None
        self._round: NimmtGame | None = None  # the round show() drew last
        self._tops: tuple[int, ...] = ()
        self._syncing = False  # the table is setting the circle's choice itself
        self.pile_rows = PileRows()
        self.pile_rows.on_pick(self._on_pile)
        self.hand_cards = HandCards()
        self.hand_cards.on_pick(self._on_card)
        self.circle = PileCircle(layout=widgets.Layout(display="none", max_width="600px"))
        self.circle.observe(self._on_circle_choice, "selected")
        self.circle.on_pile(self._on_pile)
        self.circle_note = widgets.HTML()
        self.round_info = widgets.HTML()
        self.round_info.add_class("ek-nimmt-info")
        self.hand_title = widgets.HTML()
        self.plan_label = widgets.HTML()
        self.round_panel = widgets.HTML()
        self.round_panel.add_class("ek-nimmt-rounds")
        self.take_button = make_button("", self._on_take, "warning")
        self.lay_button = make_button(_("Lay them"), self._on_lay, "success")
        self.clear_button = make_button(_("Choose again"), self._on_clear)
        self.next_button = make_button(_("Next round"), self._on_next_round, "success")
        self.fit_toggle = widgets.ToggleButton(False, icon="lightbulb-o")
        self.fit_toggle.observe(lambda _change: self._draw_hand(), "value")
        self.circle_toggle = widgets.ToggleButton(False, icon="circle-o")
        self.circle_toggle.observe(lambda _change: self._draw_circle(), "value")
        for toggle in (self.fit_toggle, self.circle_toggle):
            toggle.observe(lambda _change: self._label_toggles(), "value")
        self._label_toggles()
        # piles and hand side by side where the screen is wide enough (a laptop), one above the
        # other on a tablet held upright: the pupil clicks a card, then a pile, without scrolling
        # (nimmt_table.css); many piles (there can be 11 and more) scroll in their own box, no taller
        # than the screen leaves beside or under the hand: the hand and the piles stay in view together
        piles_column = widgets.VBox([self.pile_rows, self.circle_note, self.circle])
        piles_column.add_class("ek-nimmt-piles-box")
        hand_column = widgets.VBox([self.hand_title, self.hand_cards, self.plan_label, self.round_panel])
        hand_column.add_class("ek-nimmt-hand-box")
        self.columns = widgets.HBox([piles_column, hand_column])
        self.columns.add_class("ek-nimmt-columns")
        area = widgets.VBox([self.columns])
        area.add_class("ek-nimmt-area")
        # the round, the draw pile and the bull cards on the buttons' line: under it the room kept
        # for a message, then the piles (no empty band between the buttons and the round's numbers)
        actions = [
            self.take_button,
            self.lay_button,
            self.clear_button,
            self.fit_toggle,
            self.circle_toggle,
            self.round_info,
        ]
        super().__init__(settings, play_area=area, actions=actions, slots={"next_button": self.next_button}, **kwargs)
        self.add_class("ek-nimmt-table")
        # room for a message of two lines, kept when it goes: the piles must not jump under a finger
        self.feedback.layout.min_height = "3.4em"

    # ---- the session, as the table shows it ----------------------------------------------------
    @property
    def round(self) -> NimmtGame:
        """The round being played (or the last one, once the match is over)."""
        return self.session.round

    @property
    def between_rounds(self) -> bool:
        """True from the end of a round until the pupil presses "Next round": nobody moves meanwhile."""
        return self.session.between_rounds

    @property
    def whole_piles(self) -> bool:
        """True when the teacher chose to show every card of every pile (a learning aid)."""
        return self.session.whole_piles

    @property
    def finished_round(self) -> NimmtGame | None:
        """The last round that ended (its hands are the scoring)."""
        return self.session.finished_round

    def show(self) -> None:
        current = self.round
        if current is not self._round:  # a new round (or match): start afresh, say how the last one went
            self._round = current
            self._forget_choices()
            if self.finished_round is not None:
                self.say(
                    _("Round {number} is over! You see the cards left in your hand and their ox heads.").format(
                        number=len(self.game.round_points)
                    ),
                    "right",
                )
        tops = tuple(current.tops)
        if tops != self._tops:  # piles moved up or came out: a plan or a chosen pile means other piles now
            self.plan, self.take_pile = {}, None
            self._tops = tops
        hand = set(current.hand(PUPIL))
        self.chosen = [card for card in self.chosen if card in hand]
        self.round_info.value = str(element("p", " · ".join(self.session.round_info())))
        self._draw_piles()
        self._draw_hand()
        self._draw_circle()
        self._draw_buttons()
        self._draw_rounds()
        # a round's scoring read under the hand is no longer squeezed into one screen with the piles
        scoring = self.finished_round is not None and self.session.round_is_news
        (self.columns.add_class if scoring else self.columns.remove_class)("ek-nimmt-scoring")

    # ---- what the pupil does ---------------------------------------------------------------------
    @table_errors
    def _on_card(self, card: int) -> None:
        """A hand card clicked: a planned card goes back to the hand, any other is chosen or put back."""
        if self.between_rounds:  # the cards left from the round that ended: only to look at
            self.ready_for_pupil()
            return
        if card not in self.round.hand(PUPIL):
            return
        for pile, cards in list(self.plan.items()):
            if card in cards:
                cards.remove(card)
                if not cards:
                    del self.plan[pile]
                self._redraw_choice()
                return
        if card in self.chosen:
            self.chosen.remove(card)
        elif self.round.bulls[PUPIL]:
            self.chosen.append(card)
        else:
            self.chosen = [card]
        self.take_pile = None
        self._redraw_choice()

    @table_errors
    def _on_pile(self, pile: int) -> None:
        """A pile clicked: the chosen cards go on it (or into the plan); with none chosen, it is chosen for taking."""
        if not self.ready_for_pupil() or pile >= len(self.round.tops):
            return
        if not self.chosen:
            self.take_pile = None if self.take_pile == pile else pile
            if self.take_pile is not None:
                self.say(
                    _("Press “Take pile {pile}” to take it. To lay a card instead, click the card first.").format(
                        pile=pile_name(pile)
                    ),
                    "info",
                )
            self._redraw_choice()
            return
        if not self.round.bulls[PUPIL]:
            if self.play(Lay({pile: self.chosen})):
                self.chosen = []
                self._redraw_choice()
            return
        plan = {key: list(cards) for key, cards in self.plan.items()}
        plan.setdefault(pile, []).extend(self.chosen)
        reason = self.refusal(Lay(plan))
        if reason is not None:
            self.say(reason, "wrong")
            return
        self.plan, self.chosen = plan, []
        self.say(_("Your plan so far: {plan} Press Lay them, or add more cards.").format(plan=self.plan_text()), "info")
        self._redraw_choice()

    def plan_text(self) -> str:
        """The plan in words, pile by pile, in the order the cards go on."""
        return self.session.plan_text(self.plan)

    @table_errors
    def _on_lay(self) -> None:
        if self.plan and self.play(Lay(self.plan)):
            self._forget_choices()
            self._redraw_choice()

    @table_errors
    def _on_take(self) -> None:
        if self.take_pile is not None and self.play(Take(self.take_pile)):
            self._forget_choices()
            self._redraw_choice()

    @table_errors
    def _on_clear(self) -> None:
        self._forget_choices()
        self.feedback.clear()
        self._redraw_choice()

    def _on_circle_choice(self, change: dict[str, Any]) -> None:
        """Cards chosen on the number circle are chosen in the hand too."""
        if self._syncing:
            return
        planned = {card for cards in self.plan.values() for card in cards}
        self.chosen = [card for card in change["new"] if card not in planned]
        self.take_pile = None
        self._redraw_choice()

    @table_errors
    def _on_next_round(self) -> None:
        """The pupil has read the round's end: the next round goes on (the computers move if they start)."""
        self.session.next_round()
        self.feedback.clear()
        self._after_move()

    def _label_toggles(self) -> None:
        """A toggle that is on says what pressing it again does: "Hide …"."""
        labels = (
            (self.fit_toggle, _("Which cards fit?"), _("Hide which cards fit")),
            (self.circle_toggle, _("Show the number circle"), _("Hide the number circle")),
        )
        for toggle, off, on in labels:
            relabel(toggle, on if toggle.value else off)

    def _forget_choices(self) -> None:
        self.chosen, self.plan, self.take_pile = [], {}, None

    # ---- drawing ---------------------------------------------------------------------------------
    def _redraw_choice(self) -> None:
        with self.hold_sync():
            self._draw_piles()
            self._draw_hand()
            self._draw_circle()
            self._draw_buttons()

    def _draw_piles(self) -> None:
        current = self.session.shown_round
        selected = sorted(self.plan) + ([self.take_pile] if self.take_pile is not None else [])
        with self.pile_rows.hold_trait_notifications():
            self.pile_rows.tops = current.tops
            self.pile_rows.sizes = current.pile_sizes
            self.pile_rows.whole = current.piles if self.whole_piles else []
            self.pile_rows.selected = selected
            self.pile_rows.interactive = self.is_pupils_turn

    def _draw_hand(self) -> None:
        """The pupil's hand; from a round's end until "Next round", the cards that were left in it."""
        leftovers = self.between_rounds
        hand = self.session.shown_round.hand(PUPIL)
        tags: dict[str, str] = {}
        fitting: dict[str, bool] = {}
        if leftovers:
            tags = {str(card): text for card, text in self.session.leftover_tags().items()}
        elif self.fit_toggle.value:
            for card, (text, fits) in self.session.fit_tags().items():
                tags[str(card)], fitting[str(card)] = text, fits
        title = self.session.leftover_title() if leftovers else self.session.hand_title()
        self.hand_title.value = str(element("h3", title, class_="ek-nimmt-hand-title"))
        with self.hand_cards.hold_trait_notifications():
            self.hand_cards.interactive = not leftovers
            self.hand_cards.cards = hand
            self.hand_cards.selected = list(self.chosen)
            self.hand_cards.planned = {
                str(card): pile_name(pile) for pile, cards in self.plan.items() for card in cards
            }
            self.hand_cards.tags = tags
            self.hand_cards.fitting = fitting
        plan = _("Your plan: {plan}").format(plan=self.plan_text()) if self.plan else ""
        self.plan_label.value = str(element("p", plan, class_="ek-nimmt-plan")) if plan else ""

    def _draw_circle(self) -> None:
        """The number circle (on the toggle): pile tops, their windows of ten, the hand, the choice."""
        shown = self.circle_toggle.value and not self.between_rounds
        tops = self.round.tops
        fits_circle = len(tops) <= len(PILE_LETTERS)
        # the circle takes the place of the rows: its pile tops are clicked as the rows are
        show_if(self.circle, shown and fits_circle, "block")
        show_if(self.pile_rows, not (shown and fits_circle), "block")
        note = _("There are {count} piles now: the circle can show at most {most}.").format(
            count=len(tops), most=len(PILE_LETTERS)
        )
        self.circle_note.value = str(element("p", note)) if shown and not fits_circle else ""
        if not (shown and fits_circle):
            return
        hand = self.round.hand(PUPIL)
        self._syncing = True
        try:
            with self.circle.hold_sync(), self.circle.hold_trait_notifications():
                self.circle.selected = []
                self.circle.piles = tops
                self.circle.hand = hand
                self.circle.pickable = hand
                self.circle.multi = bool(self.round.bulls[PUPIL])
                if self.circle.active_pile not in tops:
                    self.circle.active_pile = 0
                if self.circle.target not in hand:
                    self.circle.target = 0
                self.circle.selected = [card for card in self.chosen if card in hand]
        finally:
            self._syncing = False

    def _draw_buttons(self) -> None:
        mine = self.is_pupils_turn
        take = self.take_pile
        if mine and take is not None:
            size = self.round.pile_sizes[take]
            label = ngettext("Take pile {pile} ({count} card)", "Take pile {pile} ({count} cards)", size).format(
                pile=pile_name(take), count=size
            )
            relabel(self.take_button, label)
        show_if(self.take_button, mine and take is not None)
        show_if(self.lay_button, mine and bool(self.plan))
        show_if(self.clear_button, bool(self.plan or self.chosen) or take is not None)
        show_if(self.fit_toggle, not (self.game.is_over or self.between_rounds))
        show_if(self.circle_toggle, not (self.game.is_over or self.between_rounds))
        show_if(self.next_button, self.between_rounds)

    def _draw_rounds(self) -> None:
        """The last finished round explained hand by hand, and the minus points of every round."""
        if self.finished_round is None:
            self.round_panel.value = ""
            return
        number = len(self.game.round_points)
        names = [seat_name(seat) for seat in range(self.game.players)]
        rows = [
            element(
                "tr",
                element("th", _("Round {number}").format(number=index + 1), scope="row"),
                [element("td", points) for points in row],
            )
            for index, row in enumerate(self.game.round_points)
        ]
        table = element(
            "table",
            element("caption", _("Minus points, round by round")),
            element("tr", element("th"), [element("th", name, scope="col") for name in names]),
            rows,
            element(
                "tr",
                element("th", _("In all"), scope="row"),
                [element("td", element("b", total)) for total in self.game.totals()],
            ),
            class_="ek-nimmt-score",
        )
        starts = element("p", self.session.starter_sentence()) if not self.game.is_over else None
        summary = _("Round {number} is over: the ox heads left in each hand").format(number=number)
        # open while it is news: at the end of the game, and until the pupil's first move of the next round
        self.round_panel.value = str(
            element(
                "details",
                element("summary", element("b", summary)),
                element(
                    "ul", [element("li", line) for line in self.session.score_lines()], class_="ek-nimmt-round-scoring"
                ),
                table,
                starts,
                open=self.session.round_is_news,
                class_="ek-nimmt-round-end",
            )
        )
