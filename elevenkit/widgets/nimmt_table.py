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
minus points, New game right under it.
Everything comes from :class:`~elevenkit.nimmt.NimmtMatch` (legal moves, refusals, the view of
seat 0) and :mod:`elevenkit.exercises.narration_nimmt` (the sentences).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from elevenkit import catalogue
from elevenkit.core import Result, registered_games
from elevenkit.exercises.narration_nimmt import hand_score_line, move_sentence, plan_sentence, refusal_sentence
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import Lay, NimmtGame, NimmtMatch, Take, homes, ox_heads
from elevenkit.nimmt.rules import PILE_LETTERS
from elevenkit.nimmt.svg import card_svg, pile_name, pile_tops_svg, piles_svg
from elevenkit.serving.params import PILES
from elevenkit.widgets.game_table import PUPIL, FinishedPart, GameTable, Option, TableSettings, seat_name, table_errors
from elevenkit.widgets.number_circle import NumberCircle
from elevenkit.widgets.svg_view import SvgView

__all__ = ["HandCards", "NimmtTable", "PileCircle", "PileRows"]

_ENTRY = registered_games()["nimmt"]

_VIEW_CSS = """
/* the rows are PILES_WIDTH units wide: drawn 600 px and more (900 px on a projector), a number of
   16 units is 16 px on a laptop and 24 px on a projector, however many piles and however long */
.ek-nimmt-piles { width: 100%; max-width: clamp(600px, 47vw, 900px); }
.ek-nimmt-piles svg { width: 100%; height: auto; display: block; }
.ek-nimmt-piles .ek-pile[role="button"] { cursor: pointer; }
.ek-nimmt-piles .ek-pile:focus { outline: none; }
.ek-nimmt-piles .ek-pile:focus-visible > rect:first-of-type { stroke: #000; stroke-width: 4; stroke-dasharray: 8 4; }
.ek-nimmt-piles .ek-nimmt-aid { margin: 0.2em 0; font-weight: bold; background: #fff3b8; padding: 0.2em 0.5em;
  border-left: 6px solid #8a6d00; }
.ek-nimmt-hand { display: flex; flex-wrap: wrap; gap: 10px; padding: 10px 2px; align-items: flex-start; }
.ek-nimmt-card { display: flex; flex-direction: column; align-items: center; width: clamp(64px, 8vw, 104px);
  cursor: pointer; border-radius: 10px; outline: none; transition: transform 0.1s ease-out; font-size: 15px; }
.ek-nimmt-card svg { width: 100%; height: auto; display: block; }
.ek-nimmt-card:hover { transform: translateY(-3px); }
.ek-nimmt-card:focus-visible { box-shadow: 0 0 0 3px #fff, 0 0 0 7px #1b1b1b; }
.ek-nimmt-card[aria-pressed="true"] { transform: translateY(-10px); box-shadow: 0 0 0 5px #000; }
.ek-nimmt-card .ek-nimmt-tag { min-height: 1.3em; font-weight: bold; text-align: center; }
.ek-nimmt-card.ek-planned { opacity: 0.55; }
.ek-nimmt-card.ek-fits { box-shadow: 0 0 0 5px #1b5e20; border-radius: 10px; }
.ek-nimmt-card.ek-nofit { opacity: 0.35; }
.ek-nimmt-table .ek-nimmt-plan, .ek-nimmt-table .ek-nimmt-rounds { font-size: 1.1em; }
.ek-nimmt-table .ek-nimmt-info { font-size: clamp(1.05rem, 1.4vw, 1.9rem); margin: 0 0.4em; }
.ek-nimmt-table .ek-nimmt-info p { margin: 0; }
.ek-nimmt-table .ek-nimmt-hand-title { font-size: 1.2em; margin: 0.2em 0; }
.ek-nimmt-table .ek-nimmt-round-end { border: 2px solid #1b5e20; border-radius: 8px; padding: 0.3em 0.8em; background: #f3fbf3; }
.ek-nimmt-table .ek-nimmt-score td, .ek-nimmt-table .ek-nimmt-score th { padding: 0.15em 0.8em; text-align: center; }
"""


class _PickView(SvgView):
    """A picture whose picks go to the handlers given to :meth:`on_pick` (as the board does)."""

    _css = _VIEW_CSS

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
            aid = html.escape(
                _("Learning aid: you see every card of every pile. In the real game you only see the top card.")
            )
            picture = f"<p class='ek-nimmt-aid'>{aid}</p>" + piles_svg(
                self.whole, selected=self.selected, interactive=self.interactive
            )
        else:
            picture = pile_tops_svg(self.tops, self.sizes, selected=self.selected, interactive=self.interactive)
        self.set_trait("markup", f"<div class='ek-nimmt-piles'>{picture}</div>")


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

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._draw()

    @traitlets.observe("cards", "selected", "planned", "tags", "fitting")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._draw()

    def _draw(self) -> None:
        items = []
        for card in self.cards:
            key = str(card)
            chosen = card in self.selected
            heads = ox_heads(card)
            name = ngettext("your card {card}, {n} ox head", "your card {card}, {n} ox heads", heads).format(
                card=card, n=heads
            )
            tag = self.tags.get(key, "")
            if key in self.planned:
                tag = _("on {pile}").format(pile=self.planned[key])
                name += ", " + _("planned for pile {pile}").format(pile=self.planned[key])
            elif tag:
                name += ", " + tag
            if chosen:
                name += ", " + _("chosen")
                tag = "✔ " + _("chosen")
            classes = " ek-planned" if key in self.planned else ""
            if key in self.fitting:
                classes += " ek-fits" if self.fitting[key] else " ek-nofit"
            items.append(
                f"<div class='ek-nimmt-card{classes}' role='button' tabindex='0' data-pick='{card}' "
                f"aria-pressed='{str(chosen).lower()}' aria-label='{html.escape(name)}' title='{html.escape(name)}'>"
                f"{card_svg(card)}<span class='ek-nimmt-tag' aria-hidden='true'>{html.escape(tag)}</span></div>"
            )
        label = html.escape(_("Your cards"))
        self.set_trait(
            "markup",
            f"<div class='ek-nimmt-hand' role='group' aria-label='{label}' data-nav='all'>{''.join(items)}</div>",
        )


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


class NimmtTable(GameTable):
    """The pupil (seat 0) against 1–6 computer players, a whole match; ``?players=3&level=hard&seed=7``."""

    TITLE = catalogue.entry("play-11-nimmt").title
    ACTIVITY = catalogue.entry("play-11-nimmt").activity
    MIN_PLAYERS = _ENTRY.min_players
    MAX_PLAYERS = _ENTRY.max_players
    BOTS = _ENTRY.bots
    OPTIONS = (Option(PILES, "Piles", (("top card only", "top"), ("whole piles (for learning)", "whole"))),)

    game: NimmtMatch

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        #: hand cards the pupil has chosen, in the order chosen
        self.chosen: list[int] = []
        #: a lay with bull cards being put together: pile position -> cards
        self.plan: dict[int, list[int]] = {}
        #: the pile chosen for taking
        self.take_pile: int | None = None
        #: the last round that ended (its hands are the scoring)
        self.finished_round: NimmtGame | None = None
        self._round: NimmtGame | None = None  # the round show() drew last
        self._tops: tuple[int, ...] = ()
        self._round_start = 0  # where the round being played begins in the move list
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
        self.take_button = self._button("", self._on_take, "warning")
        self.lay_button = self._button(_("Lay them"), self._on_lay, "success")
        self.clear_button = self._button(_("Choose again"), self._on_clear, "")
        #: rounds whose end the pupil has read ("Next round"): until then the table waits
        self.rounds_read = 0
        self.next_button = self._button(_("Next round"), self._on_next_round, "success")
        self.fit_toggle = widgets.ToggleButton(False, icon="lightbulb-o")
        self.fit_toggle.observe(lambda _change: self._draw_hand(), "value")
        self.circle_toggle = widgets.ToggleButton(False, icon="circle-o")
        self.circle_toggle.observe(lambda _change: self._draw_circle(), "value")
        for toggle in (self.fit_toggle, self.circle_toggle):
            toggle.observe(lambda _change: self._label_toggles(), "value")
        self._label_toggles()
        # piles and hand side by side where the screen is wide enough (a laptop), one above the
        # other on a tablet held upright: the pupil clicks a card, then a pile, without scrolling
        piles_column = widgets.VBox(
            [self.pile_rows, self.circle_note, self.circle], layout=widgets.Layout(flex="1 1 380px", max_width="900px")
        )
        hand_column = widgets.VBox(
            [self.hand_title, self.hand_cards, self.plan_label, self.round_panel],
            layout=widgets.Layout(flex="1 1 360px", min_width="0"),
        )
        columns = widgets.HBox([piles_column, hand_column], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        columns.add_class("ek-nimmt-columns")
        area = widgets.VBox([columns])
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
        super().__init__(settings, play_area=area, actions=actions, **kwargs)
        self.add_class("ek-nimmt-table")
        # the buttons and the answer to a click right under "Your turn", above the piles and the
        # hand: a refusal or "Take pile B" must not appear below the fold of a laptop screen
        # at the end of a round or of the game, what to read and the button to go on are there too
        upper: list[widgets.Widget] = [self.end_panel, self.again_button, self.next_button, self.actions, self.feedback]
        rest = [child for child in self.children if child not in upper]  # type: ignore[has-type]
        at = rest.index(self.status) + 1
        self.children = (*rest[:at], *upper, *rest[at:])
        # room for a message of two lines, kept when it goes: the piles must not jump under a finger
        self.feedback.layout.min_height = "3.4em"

    @property
    def round(self) -> NimmtGame:
        """The round being played (or the last one, once the match is over)."""
        return self.game.round

    @property
    def between_rounds(self) -> bool:
        """True from the end of a round until the pupil presses "Next round": nobody moves meanwhile."""
        return not self.game.is_over and len(self.game.round_points) > self.rounds_read

    @property
    def is_pupils_turn(self) -> bool:
        """True when the pupil may move now (not while the end of a round is being read)."""
        return not self.between_rounds and super().is_pupils_turn

    @property
    def whole_piles(self) -> bool:
        """True when the teacher chose to show every card of every pile (a learning aid)."""
        return self.settings.options.get(PILES) == "whole"

    # ---- the hooks of the frame ---------------------------------------------------------------
    def make_game(self, settings: TableSettings) -> NimmtMatch:
        self.finished_round = self._round = None  # show() takes up the new match's first round
        self.rounds_read = 0
        return NimmtMatch(players=settings.players, seed=settings.seed)

    def ready_for_pupil(self) -> bool:
        if self.between_rounds:
            self.say(_("Read how the round went, then press Next round."), "info")
            return False
        return super().ready_for_pupil()

    def finish_computer_turns(self) -> None:
        """Let the computers move up to the pupil's turn, the end of a round or the end of the game."""
        self._cancel_timer()
        while not (self.game.is_over or self.between_rounds or self.game.current_player == PUPIL):
            self.computer_step()
        self._draw()

    def _after_move(self) -> None:
        """As the frame does, except that at the end of a round the table waits for "Next round"."""
        if self.between_rounds:
            self._cancel_timer()
            self._draw()
            return
        super()._after_move()

    def draw_status(self) -> None:
        """At the end of a round or game, the status says so with the minus points; else as the frame."""
        if not (self.game.is_over or self.between_rounds):
            super().draw_status()
            return
        totals = ", ".join(f"{seat_name(seat)}: {total}" for seat, total in enumerate(self.game.totals()))
        if self.game.is_over:
            status = _("{winner} Minus points: {totals}.").format(winner=self.winner_sentence(), totals=totals)
        else:
            status = _("Round {number} is over. Minus points so far: {totals}. Press Next round to go on.").format(
                number=len(self.game.round_points), totals=totals
            )
        self.status.value = f"<p role='status' aria-live='polite'>{html.escape(status)}</p>"

    def refusal(self, move: Any) -> str | None:
        return refusal_sentence(self.round, move)

    def narrate(self, seat: int, move: Any) -> str:
        names = [seat_name(other) for other in range(self.game.players)]
        return move_sentence(self.round, names, move, show_cards=seat == PUPIL or self.whole_piles)

    def seat_status(self, seat: int) -> str:
        view = self.round.view(PUPIL)
        parts = [ngettext("{count} card", "{count} cards", view.hand_sizes[seat]).format(count=view.hand_sizes[seat])]
        if view.bulls[seat]:
            parts.append(
                ngettext("{count} bull card", "{count} bull cards", view.bulls[seat]).format(count=view.bulls[seat])
            )
        if self.game.round_points:
            total = self.game.totals()[seat]
            parts.append(ngettext("{points} minus point", "{points} minus points", total).format(points=total))
        return ", ".join(parts)

    def turn_prompt(self) -> str:
        view = self.round.view(PUPIL)
        bulls = view.bulls[PUPIL]
        if self.round.must_take():
            return _("None of your cards fits on a pile: you must take a pile. Click a pile, then the Take button.")
        if bulls:
            return ngettext(
                "Your turn. You have {bulls} bull card: you may lay several cards on {bulls} pile. "
                "Click cards, then the pile, then Lay them.",
                "Your turn. You have {bulls} bull cards: you may lay several cards on up to {bulls} piles. "
                "Click cards, then a pile (then another pile), then Lay them.",
                bulls,
            ).format(bulls=bulls)
        return _("Your turn: click a card, then the pile it goes on (1 to 10 up). Or click a pile to take it.")

    def finished_parts(self) -> list[FinishedPart]:
        """Every round that has ended (the pupil wins a round with the fewest minus points of it),
        then the match once it is over."""
        rounds = [
            FinishedPart(Result.ranked(points, is_final=True, lower_is_better=True), number)
            for number, points in enumerate(self.game.round_points, start=1)
        ]
        return rounds + super().finished_parts()

    def scoring_lines(self) -> list[str]:
        lines = [
            _("{name}: {points} = {total} minus points").format(
                name=seat_name(seat), points=" + ".join(str(row[seat]) for row in self.game.round_points), total=total
            )
            for seat, total in enumerate(self.game.totals())
        ]
        lines.append(_("The fewest minus points win."))
        return lines

    def show(self) -> None:
        current = self.round
        if current is not self._round:  # a round ended: keep it for its scoring, start afresh
            if self._round is not None and self._round.is_over:
                self.finished_round = self._round
            self._round = current
            self._round_start = len(self.history)
            self._forget_choices()
            if self.finished_round is not None:
                self.say(
                    _("Round {number} is over! Under your cards you see the ox heads left in each hand.").format(
                        number=len(self.game.round_points)
                    ),
                    "right",
                )
        if self.game.is_over:  # the last round stays the match's round: it is the one to explain
            self.finished_round = current
        tops = tuple(current.tops)
        if tops != self._tops:  # piles moved up or came out: a plan or a chosen pile means other piles now
            self.plan, self.take_pile = {}, None
            self._tops = tops
        hand = set(current.hand(PUPIL))
        self.chosen = [card for card in self.chosen if card in hand]
        self._draw_info()
        self._draw_piles()
        self._draw_hand()
        self._draw_circle()
        self._draw_buttons()
        self._draw_rounds()

    # ---- what the pupil does ---------------------------------------------------------------------
    def _ready(self) -> bool:
        """True if the pupil may move now; otherwise the frame says why (the game is over, or whose turn)."""
        return self.ready_for_pupil()

    @table_errors
    def _on_card(self, card: int) -> None:
        """A hand card clicked: a planned card goes back to the hand, any other is chosen or put back."""
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
        if not self._ready() or pile >= len(self.round.tops):
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
        return plan_sentence(self.round.tops, self.plan)

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
        self.feedback.value = ""
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
        self.rounds_read = len(self.game.round_points)
        self.feedback.value = ""
        self._after_move()

    def _label_toggles(self) -> None:
        """A toggle that is on says what pressing it again does: "Hide …"."""
        labels = (
            (self.fit_toggle, _("Which cards fit?"), _("Hide which cards fit")),
            (self.circle_toggle, _("Show the number circle"), _("Hide the number circle")),
        )
        for toggle, off, on in labels:
            toggle.description = toggle.tooltip = on if toggle.value else off

    def _forget_choices(self) -> None:
        self.chosen, self.plan, self.take_pile = [], {}, None

    # ---- drawing ---------------------------------------------------------------------------------
    def _redraw_choice(self) -> None:
        with self.hold_sync():
            self._draw_piles()
            self._draw_hand()
            self._draw_circle()
            self._draw_buttons()

    def _draw_info(self) -> None:
        view = self.round.view(PUPIL)
        parts = [
            _("Round {number} of {rounds}").format(
                number=min(self.game.round_index + 1, self.game.rounds), rounds=self.game.rounds
            ),
            ngettext("draw pile: {count} card", "draw pile: {count} cards", view.draw_size).format(
                count=view.draw_size
            ),
            ngettext("bull cards left: {count}", "bull cards left: {count}", view.bull_supply).format(
                count=view.bull_supply
            ),
        ]
        self.round_info.value = "<p>" + html.escape(" · ".join(parts)) + "</p>"

    def _draw_piles(self) -> None:
        current = self.round
        selected = sorted(self.plan) + ([self.take_pile] if self.take_pile is not None else [])
        with self.pile_rows.hold_trait_notifications():
            self.pile_rows.tops = current.tops
            self.pile_rows.sizes = current.pile_sizes
            self.pile_rows.whole = current.piles if self.whole_piles else []
            self.pile_rows.selected = selected
            self.pile_rows.interactive = self.is_pupils_turn

    def _draw_hand(self) -> None:
        current = self.round
        hand = current.hand(PUPIL)
        tops = current.tops
        tags, fitting = {}, {}
        if self.fit_toggle.value:
            for card in hand:
                piles = [pile_name(pile) for pile in homes(tops, card)]
                tags[str(card)] = _("fits {piles}").format(piles=", ".join(piles)) if piles else _("fits no pile")
                fitting[str(card)] = bool(piles)
        heads = sum(ox_heads(card) for card in hand)
        title = ngettext(
            "Your cards: {count} card, {heads} ox heads", "Your cards: {count} cards, {heads} ox heads", len(hand)
        ).format(count=len(hand), heads=heads)
        self.hand_title.value = f"<h3 class='ek-nimmt-hand-title'>{html.escape(title)}</h3>"
        with self.hand_cards.hold_trait_notifications():
            self.hand_cards.cards = hand
            self.hand_cards.selected = list(self.chosen)
            self.hand_cards.planned = {
                str(card): pile_name(pile) for pile, cards in self.plan.items() for card in cards
            }
            self.hand_cards.tags = tags
            self.hand_cards.fitting = fitting
        self.plan_label.value = (
            "<p class='ek-nimmt-plan'>" + html.escape(_("Your plan: {plan}").format(plan=self.plan_text())) + "</p>"
            if self.plan
            else ""
        )

    def _draw_circle(self) -> None:
        """The number circle (on the toggle): pile tops, their windows of ten, the hand, the choice."""
        shown = self.circle_toggle.value
        tops = self.round.tops
        fits_circle = len(tops) <= len(PILE_LETTERS)
        # the circle takes the place of the rows: its pile tops are clicked as the rows are
        self.circle.layout.display = "block" if shown and fits_circle else "none"
        self.pile_rows.layout.display = "none" if shown and fits_circle else "block"
        self.circle_note.value = (
            "<p>"
            + html.escape(
                _("There are {count} piles now: the circle can show at most {most}.").format(
                    count=len(tops), most=len(PILE_LETTERS)
                )
            )
            + "</p>"
            if shown and not fits_circle
            else ""
        )
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
            self.take_button.description = self.take_button.tooltip = label
            self.take_button.layout.display = "inline-flex"
        else:
            self.take_button.layout.display = "none"
        self.lay_button.layout.display = "inline-flex" if mine and self.plan else "none"
        self.clear_button.layout.display = "inline-flex" if self.plan or self.chosen or take is not None else "none"
        self.fit_toggle.layout.display = self.circle_toggle.layout.display = (
            "none" if self.game.is_over else "inline-flex"
        )
        self.next_button.layout.display = "inline-flex" if self.between_rounds else "none"

    @staticmethod
    def _score_line(seat: int, name: str, cards: list[int]) -> str:
        """One hand's line of the scoring; the pupil who has no card left is praised."""
        line = hand_score_line(name, cards)
        if seat == PUPIL and not cards:
            line += " " + _("You got rid of all your cards: 0 minus points!")
        return line

    def _draw_rounds(self) -> None:
        """The last finished round explained hand by hand, and the minus points of every round."""
        finished = self.finished_round
        if finished is None:
            self.round_panel.value = ""
            return
        number = len(self.game.round_points)
        names = [seat_name(seat) for seat in range(self.game.players)]
        lines = "".join(
            f"<li>{html.escape(self._score_line(seat, names[seat], finished.hand(seat)))}</li>"
            for seat in range(self.game.players)
        )
        head = "".join(f"<th scope='col'>{html.escape(name)}</th>" for name in names)
        rows = "".join(
            f"<tr><th scope='row'>{html.escape(_('Round {number}').format(number=index + 1))}</th>"
            + "".join(f"<td>{points}</td>" for points in row)
            + "</tr>"
            for index, row in enumerate(self.game.round_points)
        )
        totals = "".join(f"<td><b>{total}</b></td>" for total in self.game.totals())
        starts = ""
        if not self.game.is_over:
            starter = names[self.round.starting_player]
            if self.between_rounds:
                text = _("In round {number}, {name} starts: the most minus points so far start.")
            else:
                text = _("Round {number} has begun. {name} started it: the most minus points so far start.")
            starts = "<p>" + html.escape(text.format(number=number + 1, name=starter)) + "</p>"
        # open while it is news: at the end of the game, and until the pupil's first move of the next round
        fresh = all(record.seat != PUPIL for record in self.history[self._round_start :])
        opened = " open" if self.game.is_over or fresh else ""
        self.round_panel.value = (
            f"<details{opened} class='ek-nimmt-round-end'><summary><b>{html.escape(_('Round {number} is over: the ox heads left in each hand').format(number=number))}</b></summary>"
            f"<ul class='ek-nimmt-round-scoring'>{lines}</ul>"
            f"<table class='ek-nimmt-score'><caption>{html.escape(_('Minus points, round by round'))}</caption>"
            f"<tr><th></th>{head}</tr>{rows}<tr><th scope='row'>{html.escape(_('In all'))}</th>{totals}</tr></table>"
            f"{starts}</details>"
        )
