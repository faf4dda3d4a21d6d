"""Computer players for one-eleven, behind the common :class:`~elevenkit.core.Bot` interface.

- :class:`~elevenkit.core.RandomBot` (the core one; it needs nothing game-specific): any legal
  move, uniformly.
- :class:`GreedyBot`: the most points this turn, then the most cards (ties: at random).
- :class:`ExpectimaxBot`: this turn's gain minus what the next player can expect to take back,
  averaged exactly over every hand the next player might hold (drawn from the cards this bot has
  not seen), plus who gets the cards left on the table at the very end.
- :class:`TableExpectimaxBot`: the expectimax bot within a time budget, the hard computer of the
  game table (a child never waits for it on a crowded table).

:data:`BOTS_BY_LEVEL` is what the registry offers the game tables: random, greedy, the table's
expectimax bot.

Bots decide from ``game.view(seat)`` and their own legal moves only; they never read hidden cards.
Each one's :meth:`explain` says in one sentence for a pupil why it chose a move.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from functools import lru_cache
from math import comb
from typing import Any, cast

from ..core import Bot, BotFactory, ElevenkitError, Game, RandomBot, make_rng
from ..i18n import _
from . import rules
from .cards import ALL_CARDS, Card
from .game import OneElevenView, capture_moves
from .moves import Move
from .packing import ONE, pack, unpack

__all__ = ["BOTS_BY_LEVEL", "THINK_BUDGET", "ExpectimaxBot", "GreedyBot", "TableExpectimaxBot"]

#: seconds the table's hard computer may spend weighing its moves (legal moves and the explanation
#: come on top; the table promises a pupil less than 300 ms per computer move)
THINK_BUDGET = 0.1


def _pick_best(moves: Sequence[Move], scores: Sequence[Any], rng: Any) -> Move:
    """The move with the highest score; ties broken by ``rng``."""
    best = max(scores)
    tied = [move for move, score in zip(moves, scores) if score == best]
    return tied[rng.randrange(len(tied))] if len(tied) > 1 else tied[0]


class GreedyBot(Bot):
    """Takes the most points this turn, then the most cards; random among equals."""

    name = "greedy"

    def __init__(self, seed: Any = None) -> None:
        self.rng = make_rng(seed)

    def choose_move(self, game: Game[Any]) -> Move:
        moves: list[Move] = game.legal_moves()
        return _pick_best(moves, [(m.points_taken, m.cards_taken) for m in moves], self.rng)

    def explain(self, game: Game[Any], move: Move) -> str:
        if move.is_trail:
            return _("It could not take any cards, so it put one on the table.")
        if move.points_taken:
            return _("It took the most points it could.")
        return _("It took the most cards it could.")


class ExpectimaxBot(Bot):
    """One ply of expectation: gain now minus the next player's expected best reply.

    A move is worth ``points + card_weight * cards`` (the card weight stands for the most-cards
    point). The next player's best reply is exact for each card rank they might hold, and the
    chance that they hold one of the ranks that take the most comes from counting hands drawn
    from the unseen cards (hypergeometric), so no sampling noise.
    """

    name = "expectimax"

    def __init__(self, seed: Any = None, card_weight: float = 0.15) -> None:
        self.rng = make_rng(seed)
        self.card_weight = card_weight

    def _expected_reply(self, view: OneElevenView, table_key: int, pool: list[int], hand: int) -> float:
        """Expected best take of a player holding ``hand`` cards drawn from the unseen ``pool``."""
        unseen = sum(pool)
        if hand <= 0 or unseen == 0 or table_key == 0:
            return 0.0
        hand = min(hand, unseen)
        gains = sorted(
            (
                (_best_reply(view.mode, table_key, rank, self.card_weight), count)
                for rank, count in enumerate(pool)
                if count
            ),
            reverse=True,
        )
        total_hands = comb(unseen, hand)
        expected, covered = 0.0, 0
        # E[max] = sum over the distinct gains g1 > g2 > ... of (g_i - g_{i+1}) P(max >= g_i)
        for index, (gain, count) in enumerate(gains):
            covered += count
            following = gains[index + 1][0] if index + 1 < len(gains) else 0.0
            if gain > following:
                expected += (gain - following) * (1 - comb(unseen - covered, hand) / total_hands)
        return expected

    def choose_move(self, game: Game[Any]) -> Move:
        moves: list[Move] = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        view = game.view(game.current_player)
        if not isinstance(view, OneElevenView):
            raise ElevenkitError(f"{self.name} plays one-eleven only, not {game.name}")
        pool = [0] * len(ALL_CARDS)
        for card in view.unseen():
            pool[card.index] += 1
        following = (view.seat + 1) % view.players
        reply_hand = view.hand_sizes[following]
        if reply_hand == 0 and view.draw_size:  # a new deal comes before the next player moves
            reply_hand = min(rules.HAND_SIZE, view.draw_size // view.players)
        last_card = view.draw_size == 0 and sum(view.hand_sizes) == 1
        table_key = pack(view.table)
        scores = []
        for move in moves:
            if move.is_trail:
                after = table_key + ONE[move.card.index]
            else:
                after = table_key - pack(move.taken)
            score = _worth(move, self.card_weight)
            if last_card:
                score += self._leftover(view, move, after)
            else:
                score -= self._expected_reply(view, after, pool, reply_hand)
            scores.append(score)
        return _pick_best(moves, scores, self.rng)

    def _leftover(self, view: OneElevenView, move: Move, table_key: int) -> float:
        """On the game's last card: the cards left on the table go to the last capturer."""
        left = unpack(table_key)
        worth = sum(card.points for card in left) + self.card_weight * len(left)
        last = view.seat if move.groups else view.last_capturer
        if last is None:
            return 0.0
        return worth if last == view.seat else -worth

    def explain(self, game: Game[Any], move: Move) -> str:
        if len(game.legal_moves()) == 1:
            return _("It had only this one move.")
        if move.is_trail:
            return _("It could not take any cards, so it put down the card that helps the next player least.")
        return _("It took cards, and it thought about what the next player could take back.")


def _worth(move: Move, card_weight: float) -> float:
    """A move's gain: its points, plus ``card_weight`` per card (for the most-cards point)."""
    return move.points_taken + card_weight * move.cards_taken


class _Candidates:
    """A game as the expectimax bot sees it, offering only the given moves (best first)."""

    def __init__(self, game: Game[Any], moves: list[Move]) -> None:
        self._game = game
        self._moves = moves
        self.name = game.name

    @property
    def current_player(self) -> int:
        return self._game.current_player

    def legal_moves(self) -> list[Move]:
        return list(self._moves)

    def view(self, seat: int) -> Any:
        return self._game.view(seat)


class TableExpectimaxBot(ExpectimaxBot):
    """The hard computer of the table: the expectimax bot, fast enough to play with a child.

    Moves that take the same cards with the same card end the same way, so each is weighed once;
    the moves are weighed best first (most points, then most cards, as the greedy bot ranks them),
    and once :attr:`budget` seconds have passed the rest are left out. So it is never weaker than
    the greedy bot and never keeps the page waiting on a crowded table.
    """

    def __init__(self, seed: Any = None, budget: float = THINK_BUDGET) -> None:
        super().__init__(seed)
        #: seconds it may weigh moves for (the first move is always weighed)
        self.budget = budget
        self._deadline = math.inf
        self._weighed = 0

    def choose_move(self, game: Game[Any]) -> Move:
        distinct: dict[tuple[Card, tuple[Card, ...]], Move] = {}
        for move in game.legal_moves():
            distinct.setdefault((move.card, tuple(sorted(move.taken))), move)
        moves = sorted(distinct.values(), key=lambda move: (-move.points_taken, -move.cards_taken))
        self._deadline = time.perf_counter() + self.budget
        self._weighed = 0
        return super().choose_move(cast(Game[Any], _Candidates(game, moves)))

    def _expected_reply(self, view: OneElevenView, table_key: int, pool: list[int], hand: int) -> float:
        """As the expectimax bot, until the budget is spent; a move weighed later counts as the
        worst (it is never chosen), but the first move is always weighed."""
        if self._weighed and time.perf_counter() > self._deadline:
            return math.inf
        self._weighed += 1
        return super()._expected_reply(view, table_key, pool, hand)


#: the computer players of the game tables by level: any move, the most now, thinking ahead
BOTS_BY_LEVEL: dict[str, BotFactory] = {"easy": RandomBot, "medium": GreedyBot, "hard": TableExpectimaxBot}


# Shared by every ExpectimaxBot: one float per (table, rank); 2**16 of them (a few MB) cover the
# tables of a long simulation (each move looks at every hand rank on every table it can leave).
@lru_cache(maxsize=2**16)
def _best_reply(mode: str, table_key: int, rank: int, card_weight: float) -> float:
    """The most a card of ``rank`` can take from this table (0 if it cannot capture)."""
    return max((_worth(move, card_weight) for move in capture_moves(mode, table_key, rank)), default=0.0)
