"""A complete game of one-eleven (docs/rules.md §1) for 2-4 players.

``play("7 takes 2+5")`` checks a move and explains what is wrong; ``apply(move)`` trusts it (for
bots and simulation). Legal moves are computed by ranks (equal cards are interchangeable) and
cached per table, so random play runs at hundreds of games per second.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Any

from ..core import ElevenkitError, Game, GameView, InvalidMoveError, Result, check_int, make_rng, shown
from ..i18n import _
from . import rules
from .capturing import check_mode, rank_groups, rank_packings, valid_kinds
from .cards import ALL_CARDS, Card, InvalidCardError, new_deck
from .moves import Move, group_text
from .packing import ONE, fits, pack, unpack

__all__ = ["OneElevenGame", "OneElevenResult", "OneElevenView", "capture_moves"]

_TRAILS = tuple(Move.trail(card) for card in ALL_CARDS)
_RANK = attrgetter("index")
_KIND_NAMES = {"sum": "sums", "difference": "differences"}
#: Points in the deck (28); the most-cards point comes on top.
_DECK_POINTS = sum(card.points for card in new_deck())

# The caches are shared by every game of the process. Random play meets about 5-8 new tables a
# game (5,000 in 1,000 games), each asked for by up to 6 hand ranks. 2**15 move lists keep the hit
# rate of a long simulation (the 700 games of bench_oneeleven.py never evict one) and stay bounded
# in a Voila kernel that lives for a lesson; 2**13 tables of groups by value cover the same tables.
#
# What the caches hold is kept small for the garbage collector, whose full passes visit every
# cached object (they took a third of random play's time): the groups by value are tuples of ints
# and text, which it stops tracking, and the move lists share their moves. The same few moves recur
# on many tables (500 random games: 18,751 cached moves, 1,734 different ones), so each is made
# once, by :func:`_capture`.
_groups_by_value = lru_cache(maxsize=2**13)(rank_groups)


@lru_cache(maxsize=2**14)
def _capture(rank: int, value: int, chosen: tuple[tuple[int, str], ...]) -> Move:
    """The capture of the rank multisets ``chosen`` ((multiset, kind) pairs) by a card of ``rank``
    counting as ``value``: one shared object for every table where it is possible."""
    return Move.take(ALL_CARDS[rank], value, [(kind, unpack(key)) for key, kind in chosen])


# Keyed by the card's rank (an int), not the card: keys of ints and text stay out of the garbage
# collector's way.
@lru_cache(maxsize=2**15)
def capture_moves(mode: str, table_key: int, rank: int) -> tuple[Move, ...]:
    """Every capture a card of ``rank`` can make on a table given as a packed rank multiset."""
    groups = _groups_by_value(table_key, mode)
    return tuple(
        _capture(rank, value, chosen)
        for value in ALL_CARDS[rank].values
        for chosen in rank_packings(groups.get(value, ()), table_key)
    )


@dataclass(frozen=True)
class OneElevenResult(Result):
    """The score, with what a game table needs to explain it line by line (docs/rules.md §1).

    ``points[seat]`` is ``card_points[seat]`` (one per point card captured) plus
    :data:`rules.MOST_CARDS_POINTS` for ``most_cards``, the one seat that captured the most
    ``cards`` (None on a tie). Once final, ``decided_by`` says what picked the winner:
    ``"points"``, ``"cards"`` (a tie on points) or ``"last capture"`` (a tie on both); None while
    the game runs or when even that ties (then ``winners`` is empty).
    """

    card_points: tuple[int, ...]
    cards: tuple[int, ...]
    most_cards: int | None
    decided_by: str | None


@dataclass(frozen=True, kw_only=True)
class OneElevenView(GameView):
    """What one seat may see. Other hands and the draw pile are hidden (only their sizes show);
    captured cards are shown because every player saw them taken face up."""

    mode: str
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    captured: tuple[tuple[Card, ...], ...]
    last_capturer: int | None

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: other hands and the draw pile, together."""
        pool = new_deck()
        for card in (*self.hand, *self.table, *(c for pile in self.captured for c in pile)):
            pool.remove(card)
        return pool


class OneElevenGame(Game[Move]):
    """One game of one-eleven: ``players`` seats (2-4), a capture ``mode`` (``"addition"``,
    ``"subtraction"`` or ``"mixed"``) and a ``seed`` (or generator) for the shuffle."""

    name = "oneeleven"
    move_type = Move

    def __init__(self, players: int = 2, mode: str = "addition", seed: Any = None) -> None:
        self._players = check_int(players, "players", rules.MIN_PLAYERS, rules.MAX_PLAYERS)
        self.mode = check_mode(mode)
        deck = new_deck()
        make_rng(seed).shuffle(deck)
        self.draw: list[Card] = deck  # the top of the draw pile is the end of the list
        self.hands: list[list[Card]] = [[] for _seat in range(players)]
        self.table: list[Card] = []
        self.piles: list[list[Card]] = [[] for _seat in range(players)]
        self.turn = 0
        self.last_capture_turn: list[int | None] = [None] * players
        self._current = rules.FIRST_PLAYER
        self._over = False
        self._deal()
        for _card in range(rules.TABLE_START):
            self.table.append(self.draw.pop())
        self._table_key = pack(self.table)

    # ---- state -------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self._players

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def last_capturer(self) -> int | None:
        """The seat that captured most recently (None if nobody has captured yet)."""
        turns = [(t, seat) for seat, t in enumerate(self.last_capture_turn) if t is not None]
        return max(turns)[1] if turns else None

    def result(self) -> OneElevenResult:
        """Points (point cards plus the most-cards point), captured cards, and once the game is
        over the winner: most points, then most cards, then the latest last capture."""
        cards = tuple(len(pile) for pile in self.piles)
        card_points = tuple(sum(card.points for card in pile) for pile in self.piles)
        best = max(cards)
        leaders = [seat for seat, count in enumerate(cards) if count == best]
        most_cards = leaders[0] if len(leaders) == 1 and best > 0 else None
        points = tuple(p + (rules.MOST_CARDS_POINTS if seat == most_cards else 0) for seat, p in enumerate(card_points))
        winners: tuple[int, ...] = ()
        decided_by = None
        if self._over:
            ladder = [(points[s], cards[s], self.last_capture_turn[s]) for s in range(self.players)]
            ranking = sorted(
                range(self.players),
                reverse=True,
                key=lambda s: (*ladder[s][:2], -1 if ladder[s][2] is None else ladder[s][2]),
            )
            first, second = ladder[ranking[0]], ladder[ranking[1]]
            if first != second:
                winners = (ranking[0],)
                decided_by = "points" if first[0] != second[0] else "cards" if first[1] != second[1] else "last capture"
        return OneElevenResult(points, winners, self._over, False, card_points, cards, most_cards, decided_by)

    def view(self, seat: int) -> OneElevenView:
        """What ``seat`` may see (see :class:`OneElevenView`)."""
        seat = self.check_seat(seat)
        return OneElevenView(
            seat=seat,
            players=self.players,
            current_player=self._current,
            is_over=self._over,
            mode=self.mode,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            draw_size=len(self.draw),
            captured=tuple(tuple(pile) for pile in self.piles),
            last_capturer=self.last_capturer,
        )

    def invariant_problems(self) -> list[str]:
        """Every card exactly once in the draw pile, the hands, on the table or in a capture pile;
        seats and turn consistent; once over, nothing left to play and 28 points (29 with the
        most-cards point) scored."""
        problems = []
        if not rules.MIN_PLAYERS <= self.players <= rules.MAX_PLAYERS:
            problems.append(f"players={self.players}")
        if (
            len(self.hands) != self.players
            or len(self.piles) != self.players
            or len(self.last_capture_turn) != self.players
            or not 0 <= self._current < self.players
        ):
            problems.append("seats do not match the number of players")
            return problems
        every = Counter(self.draw) + Counter(self.table)
        for hand, pile in zip(self.hands, self.piles):
            every.update(hand)
            every.update(pile)
        if every != Counter(new_deck()):
            problems.append("the cards are not one full deck")
        if self._table_key != pack(self.table):
            problems.append("the table key does not match the table")
        if self._over:
            if self.draw or any(self.hands) or (self.table and self.last_capturer is not None):
                problems.append("the game is over but cards are still to be played or taken")
            result = self.result()
            bonus = rules.MOST_CARDS_POINTS if result.most_cards is not None else 0
            if self.last_capturer is not None and sum(result.points) != _DECK_POINTS + bonus:
                problems.append(f"the points add up to {sum(result.points)}, not {_DECK_POINTS + bonus}")
        return problems

    # ---- moves -------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every capture of every hand card; only if there is none (:data:`rules.MUST_CAPTURE`),
        one trail per different hand card. Empty once the game is over."""
        if self._over:
            return []
        distinct = sorted(set(self.hands[self._current]), key=_RANK)
        moves: list[Move] = []
        for card in distinct:
            moves.extend(capture_moves(self.mode, self._table_key, card.index))
        if not moves or not rules.MUST_CAPTURE:
            moves.extend(_TRAILS[card.index] for card in distinct)
        return moves

    def _illegal_reason(self, move: Move) -> str | None:
        if not isinstance(move, Move) or not isinstance(move.card, Card):
            raise InvalidMoveError(_("{move} is not a one-eleven move").format(move=shown(move)))
        hand = self.hands[self._current]
        if move.card not in hand:
            return _("there is no {card} in your hand ({hand})").format(
                card=move.card, hand=" ".join(map(str, sorted(hand))) or "-"
            )
        if move.is_trail and move.value is None:  # (a value with no groups is a capture of nothing)
            if rules.MUST_CAPTURE:
                for card in sorted(set(hand)):
                    possible = capture_moves(self.mode, self._table_key, card.index)
                    if possible:
                        return _("you must capture when you can, e.g. {move}").format(move=possible[0])
            return None
        return self._capture_problem(move)

    def _capture_problem(self, move: Move) -> str | None:
        """Why a capture is not allowed, or None."""
        card, value = move.card, move.value
        if value is None:
            return _("say which value the {card} counts as, e.g. '{card} as 6 takes ...'").format(card=card)
        if isinstance(value, bool) or not isinstance(value, int) or not card.can_be(value):
            return _("a {card} cannot count as {value}").format(card=card, value=shown(value))
        needed = 0
        for kind, cards in move.groups:
            if not cards or not all(isinstance(c, Card) for c in cards):
                return _("a group must hold one or more cards")
            key = pack(cards)
            if not fits(key, self._table_key):
                return _("the table ({table}) does not hold {cards}").format(
                    table=" ".join(map(str, self.table)), cards=" ".join(map(str, cards))
                )
            needed += key
            if kind in _KIND_NAMES and kind not in rules.MODE_KINDS[self.mode]:
                return _("the {mode} deck does not allow {kinds}").format(mode=self.mode, kinds=_KIND_NAMES[kind])
            if kind not in valid_kinds(cards, value, self.mode) or (kind == "match") != (len(cards) == 1):
                return _("{group} does not make {value}").format(group=group_text(kind, cards, value), value=value)
        if not move.groups:
            return _("a capture needs at least one group")
        if not fits(needed, self._table_key):
            return _("the groups overlap: together they need more cards than the table holds ({table})").format(
                table=" ".join(map(str, self.table))
            )
        return None

    def apply(self, move: Move) -> None:
        """Make ``move`` WITHOUT checking it (for bots and simulation; use :meth:`play` for people)."""
        seat = self._current
        self.hands[seat].remove(move.card)
        if move.groups:
            pile = self.piles[seat]
            pile.append(move.card)
            table, key = self.table, self._table_key
            for _kind, cards in move.groups:
                for card in cards:
                    table.remove(card)
                    key -= ONE[card.index]
                    pile.append(card)
            self._table_key = key
            self.last_capture_turn[seat] = self.turn
        else:
            self.table.append(move.card)
            self._table_key += ONE[move.card.index]
        self.turn += 1
        self._current = (seat + 1) % self.players
        if not self.hands[self._current]:
            self._next_round()

    def _next_round(self) -> None:
        """Deal again once every hand is empty, or end the game when no card is left."""
        if any(self.hands):
            return
        if self.draw:
            self._deal()
            self._table_key = pack(self.table)
        if not any(self.hands):
            self._over = True
            last = self.last_capturer
            if last is not None:
                self.piles[last].extend(self.table)
                self.table.clear()
                self._table_key = 0

    def _deal(self) -> None:
        """Deal ``min(6, remaining // players)`` cards each; what cannot be dealt evenly any more
        is laid face up on the table (:data:`rules.DEAL_MIN_EACH`, docs/rules.md §1)."""
        each = min(rules.HAND_SIZE, len(self.draw) // self.players)
        for _round in range(each):
            for hand in self.hands:
                hand.append(self.draw.pop())
        if len(self.draw) < rules.DEAL_MIN_EACH * self.players:
            self.table.extend(reversed(self.draw))
            self.draw.clear()

    # ---- copies and JSON ---------------------------------------------------------------------
    def clone(self) -> OneElevenGame:
        """An independent copy (fast: lists are copied, cards are shared immutable objects)."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.draw = list(self.draw)
        copy.hands = [list(hand) for hand in self.hands]
        copy.table = list(self.table)
        copy.piles = [list(pile) for pile in self.piles]
        copy.last_capture_turn = list(self.last_capture_turn)
        return copy

    def to_dict(self) -> dict[str, Any]:
        labels = _labels
        return {
            "players": self.players,
            "mode": self.mode,
            "current": self._current,
            "turn": self.turn,
            "over": self._over,
            "hands": [labels(hand) for hand in self.hands],
            "table": labels(self.table),
            "draw": labels(self.draw),
            "piles": [labels(pile) for pile in self.piles],
            "last_capture_turn": list(self.last_capture_turn),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> OneElevenGame:
        """Rebuild a saved game; data that breaks a rule (:meth:`invariant_problems`) is refused."""
        try:
            game = object.__new__(cls)
            game._players = check_int(data["players"], "players", rules.MIN_PLAYERS, rules.MAX_PLAYERS)
            game.mode = check_mode(data["mode"])
            game._current = check_int(data["current"], "current", 0, game._players - 1)
            game.turn = check_int(data["turn"], "turn", 0)
            game._over = bool(data["over"])
            game.hands = [_cards(hand) for hand in data["hands"]]
            game.table = _cards(data["table"])
            game.draw = _cards(data["draw"])
            game.piles = [_cards(pile) for pile in data["piles"]]
            game.last_capture_turn = [
                None if t is None else check_int(t, "a capture turn", 0) for t in data["last_capture_turn"]
            ]
        except ElevenkitError as error:
            raise ElevenkitError(_("not a saved one-eleven game: {error}").format(error=error)) from None
        except (KeyError, TypeError, ValueError) as error:
            raise ElevenkitError(_("not a saved one-eleven game: {error}").format(error=shown(error))) from None
        game._table_key = pack(game.table)
        problems = game.invariant_problems()
        if problems:
            raise ElevenkitError(_("not a saved one-eleven game: {problems}").format(problems="; ".join(problems)))
        return game


def _labels(cards: Sequence[Card]) -> list[str]:
    return [card.label for card in cards]


def _cards(labels: Sequence[str]) -> list[Card]:
    if isinstance(labels, str):
        raise ElevenkitError(_("{labels} is not a list of cards").format(labels=shown(labels)))
    try:
        return [Card(label) for label in labels]
    except InvalidCardError as error:
        raise ElevenkitError(str(error)) from None
