"""Computer players for 11 nimmt!, behind the common :class:`~elevenkit.core.Bot` interface.

The core's :class:`~elevenkit.core.RandomBot` plays random legal moves through
:meth:`NimmtGame.random_move` (without listing them: there can be millions). Here:

* :class:`GreedyBot` - sheds the most cards now, the costliest first, and takes the cheapest
  pile only when it must;
* :class:`PlannerBot` - looks one move ahead: it scores every take and a handful of lays by the
  hand they leave (ox heads, cards, and how many cards can still follow one another onto the
  piles) and by the bull cards they bring. It beats greedy players (``bench/bench_nimmt_bots.py``).

Both decide from ``view(seat)`` of the round being played and its :attr:`~NimmtGame.piles`
(every card of a pile was laid face up, so a player with a perfect memory knows them); both play
a round (:class:`NimmtGame`) or a match (:class:`NimmtMatch`), and say why with :meth:`explain`.
:data:`BOTS_BY_LEVEL` is what the registry offers the game tables: random, greedy, the planner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from elevenkit.core import Bot, BotFactory, RandomBot
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt.arithmetic import OX_HEADS
from elevenkit.nimmt.game import NimmtGame, NimmtMatch, NimmtView
from elevenkit.nimmt.lays import WINDOW_MASKS, heads_of, mask_of
from elevenkit.nimmt.moves import Lay, Move, Take
from elevenkit.nimmt.rules import BULL_PILE_SIZE

__all__ = ["BOTS_BY_LEVEL", "GreedyBot", "PlannerBot", "chained_cards", "cheapest_take", "greedy_lay"]

Placements = tuple[tuple[int, tuple[int, ...]], ...]


def playing_round(game: NimmtGame | NimmtMatch) -> NimmtGame:
    """The round being played: ``game`` itself, or a match's current round."""
    return game.round if isinstance(game, NimmtMatch) else game


def _seen_by_mover(game: NimmtGame | NimmtMatch) -> tuple[NimmtGame, NimmtView]:
    """The round being played and the view of the player to move."""
    current = playing_round(game)
    return current, current.view(current.current_player)


def greedy_lay(options: Sequence[Sequence[int]], bulls: int) -> Lay | None:
    """The lay that sheds the most cards, the most ox heads among those; None if nothing fits.

    Without bull cards: the single card with the most ox heads. With ``b`` bull cards: up to ``b``
    times the pile that takes the most of the cards still free (greedy, not always the maximum).
    """
    if bulls <= 0:
        best = max(
            ((OX_HEADS[card], -pile, card) for pile, cards in enumerate(options) for card in cards),
            default=None,
        )
        return None if best is None else Lay._trusted(((-best[1], (best[2],)),))
    chosen: dict[int, tuple[int, ...]] = {}
    used: set[int] = set()
    best_free: tuple[int, ...]
    for _turn in range(bulls):
        best_key, best_pile, best_free = None, -1, ()
        for pile, cards in enumerate(options):
            if pile in chosen:
                continue
            free = tuple(card for card in cards if card not in used)
            key = (len(free), sum(OX_HEADS[card] for card in free), -pile)
            if free and (best_key is None or key > best_key):
                best_key, best_pile, best_free = key, pile, free
        if best_key is None:
            break
        chosen[best_pile] = best_free
        used.update(best_free)
    return Lay._trusted(tuple(sorted(chosen.items()))) if chosen else None


def cheapest_take(piles: Sequence[Sequence[int]]) -> Take:
    """Take the pile with the fewest ox heads (ties: fewer cards, then the first).

    The rule of :func:`~elevenkit.nimmt.arithmetic.cheapest_pile` without its input checks: the
    piles come from the engine, and a bot takes often.
    """
    return Take(
        min(range(len(piles)), key=lambda index: (sum(map(OX_HEADS.__getitem__, piles[index])), len(piles[index])))
    )


class GreedyBot(Bot):
    """Sheds the most cards now (costliest first); takes the cheapest pile when nothing fits."""

    name = "greedy"

    def choose_move(self, game: NimmtGame | NimmtMatch) -> Move:  # type: ignore[override]
        current, view = _seen_by_mover(game)
        lay = greedy_lay(view.lay_options(), view.bulls[view.seat])
        return lay if lay is not None else cheapest_take(current.piles)

    def explain(self, game: NimmtGame | NimmtMatch, move: Move) -> str:  # type: ignore[override]
        """Why greedy plays ``move``: most cards away now, the costliest first; else the cheapest pile."""
        current = playing_round(game)
        if not isinstance(move, Lay):
            return _(
                "None of its cards fit on a pile, so it took pile {pile}: the one with the fewest ox heads."
            ).format(pile=cast(Take, move).pile + 1)
        if len(move.cards) == 1:
            return _("It put down {card}, its card with the most ox heads that fits on a pile.").format(
                card=move.cards[0]
            )
        return ngettext(
            "It used its bull card to put down as many cards as it could: {count}.",
            "It used its bull cards to put down as many cards as it could: {count}.",
            current.bulls[current.current_player],
        ).format(count=len(move.cards))


def chained_cards(hand: int, tops: Sequence[int]) -> int:
    """How many cards of the ``hand`` mask can reach a pile: directly or after other hand cards."""
    reach = 0
    frontier = 0
    for top in tops:
        frontier |= WINDOW_MASKS[top]
    frontier &= hand
    while frontier:
        reach |= frontier
        following = 0
        rest = frontier
        while rest:
            low = rest & -rest
            following |= WINDOW_MASKS[low.bit_length() - 1]
            rest ^= low
        frontier = following & hand & ~reach
    return reach.bit_count()


class PlannerBot(Bot):
    """One move ahead: scores each take and a few lays by the position they leave for itself.

    Cost of a position = ox heads in hand + ``card_weight`` per card - ``chain_weight`` per card
    that can still follow onto a pile (directly or after other hand cards) - ``bull_weight`` per
    bull card; an empty hand is best of all. It takes only when that leaves the cheapest position
    (in practice: when it must). The weights are public so a lesson can let pupils tune them; the
    defaults were chosen on seeds 10,000 and up, not on the benchmark's seeds.
    """

    name = "planner"

    def __init__(
        self,
        card_weight: float = 4.0,
        chain_weight: float = 1.5,
        bull_weight: float = 6.0,
    ) -> None:
        self.card_weight = card_weight
        self.chain_weight = chain_weight
        self.bull_weight = bull_weight

    def choose_move(self, game: NimmtGame | NimmtMatch) -> Move:  # type: ignore[override]
        current, view = _seen_by_mover(game)
        return min(self._candidates(view, current.piles), key=lambda scored: scored[0])[1]

    def explain(self, game: NimmtGame | NimmtMatch, move: Move) -> str:  # type: ignore[override]
        """Why the planner plays ``move``, judged by the hand it leaves."""
        current, view = _seen_by_mover(game)
        if not isinstance(move, Lay):
            pile = cast(Take, move).pile + 1
            if current.must_take():
                return _(
                    "None of its cards fit on a pile, so it took pile {pile}: those cards suit its hand best."
                ).format(pile=pile)
            return _("It took pile {pile}: that leaves it a better hand than putting a card down.").format(pile=pile)
        if len(move.cards) == len(view.hand):
            return _("It put down all its cards: with an empty hand it gets no minus points.")
        return _(
            "It chose the move that leaves it few ox heads in its hand and cards that can still go on the piles later."
        )

    def _candidates(self, view: NimmtView, piles: Sequence[Sequence[int]]) -> list[tuple[float, Move]]:
        """Every take and a handful of lays, each with the cost of the position it leaves."""
        hand = mask_of(view.hand)
        bulls = view.bulls[view.seat]
        tops = list(view.tops)
        options = view.lay_options()
        scored: list[tuple[float, Move]] = []
        others_hold = any(count for seat, count in enumerate(view.bulls) if seat != view.seat)
        for index, taken in enumerate(piles):
            gain = 1 if len(taken) >= BULL_PILE_SIZE and (view.bull_supply or others_hold) else 0
            after_tops = tops[:index] + tops[index + 1 :]
            scored.append((self._cost(hand | mask_of(taken), after_tops, bulls + gain), Take(index)))
        for placements in self._lays(options, bulls):
            after = list(tops)
            shed = 0
            for pile, cards in placements:
                after[pile] = cards[-1]
                shed |= mask_of(cards)
            scored.append((self._cost(hand & ~shed, after, bulls), Lay._trusted(placements)))
        return scored

    def _lays(self, options: Sequence[Sequence[int]], bulls: int) -> list[Placements]:
        """Every single-card lay; with bull cards also greedy's lay and each pile's whole run."""
        lays: list[Placements] = [((pile, (card,)),) for pile, cards in enumerate(options) for card in cards]
        if bulls:
            greedy = greedy_lay(options, bulls)
            if greedy is not None:
                lays.append(greedy.placements)
            lays.extend(((pile, tuple(cards)),) for pile, cards in enumerate(options) if len(cards) > 1)
        return lays

    def _cost(self, hand: int, tops: Sequence[int], bulls: int) -> float:
        if not hand:
            return float("-inf")
        return (
            heads_of(hand)
            + self.card_weight * hand.bit_count()
            - self.chain_weight * chained_cards(hand, tops)
            - self.bull_weight * bulls
        )


#: the computer players of the game tables by level (greedy and planner need no seed: they break
#: no ties at random)
BOTS_BY_LEVEL: dict[str, BotFactory] = {
    "easy": RandomBot,
    "medium": lambda _seed: GreedyBot(),
    "hard": lambda _seed: PlannerBot(),
}
