"""The session of the 11 nimmt! table: a whole match against 1–6 computers, round by round.

Each round ends when a hand is empty; its ox heads are added up hand by hand and the table waits
(:attr:`NimmtTableSession.waiting`) until the pupil has read it and said "Next round"
(:meth:`~NimmtTableSession.next_round`); the seat with the most minus points starts it. Every
finished round is an attempt of its own for the teacher, and so is the match. Everything comes
from :class:`~elevenkit.nimmt.NimmtMatch` and :mod:`elevenkit.exercises.narration_nimmt`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from elevenkit import catalogue
from elevenkit.core import Result
from elevenkit.exercises.narration_nimmt import hand_score_line, move_sentence, plan_sentence, refusal_sentence
from elevenkit.exercises.sessions.table import (
    PUPIL,
    FinishedPart,
    MoveRecord,
    Option,
    TableSession,
    TableSettings,
    seat_name,
)
from elevenkit.i18n import N_, _, ngettext
from elevenkit.nimmt import NimmtGame, NimmtMatch, homes, ox_heads
from elevenkit.nimmt.svg import pile_name

__all__ = ["NimmtTableSession"]


class NimmtTableSession(TableSession):
    """A match of 11 nimmt!; ``?players=3&level=hard&piles=whole&seed=7``."""

    GAME = NimmtMatch
    ACTIVITY = catalogue.entry("play-11-nimmt").activity
    OPTIONS = (
        Option("piles", N_("Piles"), ((N_("top card only"), "top"), (N_("whole piles (for learning)"), "whole"))),
    )

    game: NimmtMatch

    def new_game(self, settings: TableSettings) -> None:
        super().new_game(settings)
        #: rounds whose end the pupil has read ("Next round"): until then the table waits
        self.rounds_read = 0
        #: the last round that ended (its hands are the scoring)
        self.finished_round: NimmtGame | None = None
        #: where the round being played begins in the move list
        self.round_start = 0
        self._playing = self.round

    def make_game(self, settings: TableSettings) -> NimmtMatch:
        return NimmtMatch(players=settings.players, seed=settings.dealt_seed)

    @property
    def round(self) -> NimmtGame:
        """The round being played (or the last one, once the match is over)."""
        return self.game.round

    @property
    def shown_round(self) -> NimmtGame:
        """The round the table shows: the one that ended until the pupil says "Next round" (its piles
        and the cards left in the hands), else the round being played."""
        if self.between_rounds and self.finished_round is not None:
            return self.finished_round
        return self.round

    @property
    def whole_piles(self) -> bool:
        """True when the teacher chose to show every card of every pile (a learning aid)."""
        return self.settings.options.get("piles") == "whole"

    @property
    def between_rounds(self) -> bool:
        """True from the end of a round until the pupil says "Next round": nobody moves meanwhile."""
        return not self.game.is_over and len(self.game.round_points) > self.rounds_read

    @property
    def waiting(self) -> bool:
        return self.between_rounds

    def waiting_reason(self) -> str:
        return _("Read how the round went, then press Next round.")

    def next_round(self) -> None:
        """The pupil has read the round's end: the next round goes on."""
        self.rounds_read = len(self.game.round_points)

    def moved(self, record: MoveRecord) -> None:
        """Keep the round that just ended (its hands are the scoring) and where the next one begins."""
        if self.round is not self._playing:
            self.finished_round, self._playing = self._playing, self.round
            self.round_start = len(self.history)
        if self.game.is_over:  # the last round stays the match's round: it is the one to explain
            self.finished_round = self.round

    # ---- the hooks of the session -------------------------------------------------------------
    def refusal(self, move: Any) -> str | None:
        return refusal_sentence(self.round, move)

    def narrate(self, seat: int, move: Any) -> str:
        names = [seat_name(other) for other in range(self.game.players)]
        return move_sentence(self.round, names, move, show_cards=seat == PUPIL or self.whole_piles)

    def seat_status(self, seat: int) -> str:
        view = self.shown_round.view(PUPIL)
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
        bulls = self.round.view(PUPIL).bulls[PUPIL]
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

    def status(self) -> str:
        """At the end of a round or of the match, the minus points so far; else whose turn it is."""
        if not (self.game.is_over or self.between_rounds):
            return super().status()
        totals = ", ".join(f"{seat_name(seat)}: {total}" for seat, total in enumerate(self.game.totals()))
        if self.game.is_over:
            return _("{winner} Minus points: {totals}.").format(winner=self.winner_sentence(), totals=totals)
        return _("Round {number} is over. Minus points so far: {totals}. Press Next round to go on.").format(
            number=len(self.game.round_points), totals=totals
        )

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

    # ---- texts for the view ---------------------------------------------------------------------
    def plan_text(self, plan: Mapping[int, Sequence[int]]) -> str:
        """A lay being put together, in words, pile by pile, in the order the cards go on."""
        return plan_sentence(self.round.tops, plan)

    def fit_tags(self) -> dict[int, tuple[str, bool]]:
        """Under each hand card, the piles it fits ("fits A, C", "fits no pile") and whether it fits one."""
        tops = self.round.tops
        tags = {}
        for card in self.round.hand(PUPIL):
            piles = [pile_name(pile) for pile in homes(tops, card)]
            text = _("fits {piles}").format(piles=", ".join(piles)) if piles else _("fits no pile")
            tags[card] = (text, bool(piles))
        return tags

    def round_info(self) -> list[str]:
        """The round, the draw pile and the bull cards left, for the buttons' line: until "Next round",
        those of the round that ended."""
        view = self.shown_round.view(PUPIL)
        number = len(self.game.round_points) if self.between_rounds else self.game.round_index + 1
        return [
            _("Round {number} of {rounds}").format(number=min(number, self.game.rounds), rounds=self.game.rounds),
            ngettext("draw pile: {count} card", "draw pile: {count} cards", view.draw_size).format(
                count=view.draw_size
            ),
            ngettext("bull cards left: {count}", "bull cards left: {count}", view.bull_supply).format(
                count=view.bull_supply
            ),
        ]

    def hand_title(self) -> str:
        """The pupil's hand: how many cards and ox heads."""
        hand = self.round.hand(PUPIL)
        heads = sum(ox_heads(card) for card in hand)
        return ngettext(
            "Your cards: {count} card, {heads} ox heads", "Your cards: {count} cards, {heads} ox heads", len(hand)
        ).format(count=len(hand), heads=heads)

    def leftover_title(self) -> str:
        """Over the cards left in the pupil's hand when a round ended: how many and their ox heads."""
        finished = self.finished_round
        cards = finished.hand(PUPIL) if finished is not None else []
        if not cards:
            return _("Your hand is empty: 0 ox heads!")
        heads = sum(ox_heads(card) for card in cards)
        return ngettext(
            "Left in your hand: {count} card, {heads} ox heads. They are your minus points.",
            "Left in your hand: {count} cards, {heads} ox heads. They are your minus points.",
            len(cards),
        ).format(count=len(cards), heads=heads)

    def leftover_tags(self) -> dict[int, str]:
        """Under each card left in the pupil's hand at a round's end, its ox heads."""
        finished = self.finished_round
        cards = finished.hand(PUPIL) if finished is not None else []
        return {
            card: ngettext("{n} ox head", "{n} ox heads", ox_heads(card)).format(n=ox_heads(card)) for card in cards
        }

    def score_lines(self) -> list[str]:
        """The last finished round, hand by hand; the pupil who has no card left is praised."""
        finished = self.finished_round
        if finished is None:
            return []
        lines = []
        for seat in range(self.game.players):
            cards = finished.hand(seat)
            line = hand_score_line(seat_name(seat), cards)
            if seat == PUPIL and not cards:
                line += " " + _("You got rid of all your cards: 0 minus points!")
            lines.append(line)
        return lines

    def starter_sentence(self) -> str:
        """Who starts the next round (or started the one being played): the most minus points so far."""
        number, starter = len(self.game.round_points) + 1, seat_name(self.round.starting_player)
        if self.round.starting_player == PUPIL:  # "you start", not "You starts" ("Du fängst an")
            if self.between_rounds:
                return _("In round {number}, you start: the most minus points so far start.").format(number=number)
            return _("Round {number} has begun. You started it: the most minus points so far start.").format(
                number=number
            )
        if self.between_rounds:
            return _("In round {number}, {name} starts: the most minus points so far start.").format(
                number=number, name=starter
            )
        return _("Round {number} has begun. {name} started it: the most minus points so far start.").format(
            number=number, name=starter
        )

    @property
    def round_is_news(self) -> bool:
        """True at the end of the match and until the pupil's first move of the next round."""
        return self.game.is_over or all(record.seat != PUPIL for record in self.history[self.round_start :])
