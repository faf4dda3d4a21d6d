"""The session of the one-eleven table: the pupil's hand against 1–3 computers, every move in words.

A wild or ``1-11`` counts as the one value that makes the chosen cards work; when several values
do, :meth:`OneElevenTableSession.captures_of` gives one capture per value (the view asks which).
Laying a card down when a capture is possible is refused with the rule (take if you can), a choice
that does not work with its arithmetic ("2 + 4 = 6, not 7."). The end explains the points line by
line. Everything comes from :class:`~elevenkit.oneeleven.OneElevenGame` and
:mod:`elevenkit.exercises.narration_oneeleven`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from elevenkit import catalogue
from elevenkit.exercises.narration_oneeleven import (
    capture_choices,
    capture_count_sentence,
    capture_list,
    move_sentence,
    must_take_sentence,
    scoring_sentences,
    swept_cards,
    wrong_capture_sentence,
)
from elevenkit.exercises.sessions.table import Option, TableSession, TableSettings, seat_name
from elevenkit.i18n import N_, _, ngettext
from elevenkit.oneeleven import Card, Move, OneElevenGame, OneElevenView

__all__ = ["OneElevenTableSession"]


class OneElevenTableSession(TableSession):
    """One game of one-eleven; ``?players=3&level=hard&deck=addition&seed=7``."""

    GAME = OneElevenGame
    ACTIVITY = catalogue.entry("play-one-eleven").activity
    OPTIONS = (
        Option(
            "deck",
            N_("Deck"),
            ((N_("Addition deck"), "addition"), (N_("Subtraction deck"), "subtraction"), (N_("Mixed deck"), "mixed")),
        ),
    )

    game: OneElevenGame

    def make_game(self, settings: TableSettings) -> OneElevenGame:
        mode = settings.options.get("deck", self.OPTIONS[0].default)
        return OneElevenGame(players=settings.players, mode=mode, seed=settings.dealt_seed)

    @property
    def view(self) -> OneElevenView:
        """What the pupil sees of the game."""
        return self.game.view(0)

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
        names = [seat_name(seat) for seat in range(view.players)]
        swept: list[Card] = []
        last = view.last_capturer
        if last is not None:
            swept = swept_cards(view.captured[last], [record.move for record in self.history if record.seat == last])
        return scoring_sentences(names, self.game.result(), view.captured, swept, last)

    # ---- what the pupil chose -------------------------------------------------------------------
    def captures_of(self, card: Card, taken: Sequence[Card]) -> dict[int, Move]:
        """The legal captures of ``card`` that take exactly ``taken``, one per value it counts as."""
        wanted = Counter(taken)
        found: dict[int, Move] = {}
        for move in self.game.legal_moves():
            if move.card is card and move.value is not None and move.groups and Counter(move.taken) == wanted:
                found.setdefault(move.value, move)
        return found

    def wrong_capture(self, card: Card, taken: Sequence[Card]) -> str:
        """Why ``card`` does not take exactly ``taken``, with the arithmetic that shows it."""
        return wrong_capture_sentence(card, None, taken, self.view.mode, self.game.legal_moves())

    def capture_hint(self) -> str:
        """How many captures the pupil has, card by card (the first press of "What could I take?")."""
        return capture_count_sentence(capture_choices(self.game.legal_moves()))

    def capture_lines(self) -> list[str]:
        """Every capture the pupil has, one line each ([] when there is none)."""
        choices = capture_choices(self.game.legal_moves())
        return capture_list(choices) if choices else []
