"""A complete game of one-eleven (RULES.md §1) for 2-4 players.

``play("7 takes 2+5")`` checks a move and explains what is wrong; ``apply(move)`` trusts it (for
bots and simulation). Legal moves are computed by ranks (equal cards are interchangeable) and
memoised per table, so random play runs at thousands of moves per second.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Any, NamedTuple, Sequence

from ..core import ElevenkitError, Game, InvalidMoveError, Result, make_rng
from ..i18n import _
from . import rules
from .capturing import (
    check_mode,
    fits,
    pack,
    rank_groups,
    rank_packings,
    unpack,
    valid_kinds,
)
from .cards import ALL_CARDS, Card, InvalidCardError, new_deck
from .moves import Move

__all__ = ["OneElevenGame", "Scores", "PlayerView"]

_ONE = tuple(1 << (4 * r) for r in range(len(ALL_CARDS)))
_TRAILS = tuple(Move.trail(card) for card in ALL_CARDS)
_RANK = attrgetter("index")
_KIND_NAMES = {"sum": "sums", "difference": "differences"}

# (mode, table multiset, hand rank) -> the capture moves of that card; shared by every game.
_MOVES: dict[tuple[str, int, int], tuple[Move, ...]] = {}
# (mode, table multiset) -> rank groups by value
_GROUPS: dict[tuple[str, int], dict[int, list[tuple[int, str]]]] = {}
_CACHE_LIMIT = 200_000


def capture_moves(mode: str, table_key: int, card: Card) -> tuple[Move, ...]:
    """Every capture ``card`` can make on a table given as a packed rank multiset (memoised)."""
    found = _MOVES.get((mode, table_key, card.index))
    if found is not None:
        return found
    groups = _GROUPS.get((mode, table_key))
    if groups is None:
        if len(_GROUPS) >= _CACHE_LIMIT:
            _GROUPS.clear()
        groups = _GROUPS[(mode, table_key)] = rank_groups(table_key, mode)
    moves = []
    for value in card.values:
        for chosen in rank_packings(groups.get(value, ()), table_key):
            moves.append(Move.take(card, value, [(kind, unpack(key)) for key, kind in chosen]))
    if len(_MOVES) >= _CACHE_LIMIT:
        _MOVES.clear()
    found = _MOVES[(mode, table_key, card.index)] = tuple(moves)
    return found


class Scores(NamedTuple):
    """Points per seat (point cards plus the most-cards point), captured cards per seat, the seat
    that got the most-cards point (None on a tie) and the winner (None until the game is over, or
    if even the tie-breaks tie)."""

    points: tuple[int, ...]
    cards: tuple[int, ...]
    most_cards: int | None
    winner: int | None


@dataclass(frozen=True)
class PlayerView:
    """What one seat may see. Other hands and the draw pile are hidden (only their sizes show);
    captured cards are shown because every player saw them taken face up."""

    seat: int
    players: int
    mode: str
    current_player: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    captured: tuple[tuple[Card, ...], ...]
    last_capturer: int | None
    is_over: bool

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

    def __init__(self, players: int = 2, mode: str = "addition", seed: Any = None) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or not (
            rules.MIN_PLAYERS <= players <= rules.MAX_PLAYERS
        ):
            raise ElevenkitError(
                _("players must be a whole number from {low} to {high}, not {players!r}").format(
                    low=rules.MIN_PLAYERS, high=rules.MAX_PLAYERS, players=players
                )
            )
        self._players = players
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

    def scores(self) -> Scores:
        """Points, captured cards, the most-cards point and (once over) the winner (RULES.md §1)."""
        cards = tuple(len(pile) for pile in self.piles)
        points = [sum(card.points for card in pile) for pile in self.piles]
        best = max(cards)
        leaders = [seat for seat, count in enumerate(cards) if count == best]
        most_cards = leaders[0] if len(leaders) == 1 and best > 0 else None
        if most_cards is not None:
            points[most_cards] += rules.MOST_CARDS_POINTS
        winner = None
        if self._over:
            ranking = sorted(
                range(self.players),
                key=lambda s: (points[s], cards[s], -1 if self.last_capture_turn[s] is None
                               else self.last_capture_turn[s]),
                reverse=True,
            )
            first, second = ranking[0], ranking[1]
            if (points[first], cards[first], self.last_capture_turn[first]) != (
                points[second], cards[second], self.last_capture_turn[second]
            ):
                winner = first
        return Scores(tuple(points), cards, most_cards, winner)

    def result(self) -> Result:
        """Points per seat; once over, the winner (none when even the tie-breaks tie)."""
        scores = self.scores()
        winners = () if scores.winner is None else (scores.winner,)
        return Result(scores.points, winners, self._over, False)

    def view(self, player: int) -> PlayerView:
        """What seat ``player`` may see (see :class:`PlayerView`)."""
        if isinstance(player, bool) or not isinstance(player, int) or not (
            0 <= player < self.players
        ):
            raise ElevenkitError(_("{player!r} is not a seat of this game").format(player=player))
        return PlayerView(
            seat=player,
            players=self.players,
            mode=self.mode,
            current_player=self._current,
            hand=tuple(self.hands[player]),
            table=tuple(self.table),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            draw_size=len(self.draw),
            captured=tuple(tuple(pile) for pile in self.piles),
            last_capturer=self.last_capturer,
            is_over=self._over,
        )

    # ---- moves -------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every capture of every hand card; only if there is none (RULES: must capture), one
        trail per different hand card. Empty once the game is over."""
        if self._over:
            return []
        distinct = sorted(set(self.hands[self._current]), key=_RANK)
        moves: list[Move] = []
        for card in distinct:
            moves.extend(capture_moves(self.mode, self._table_key, card))
        if not moves or not rules.MUST_CAPTURE:
            moves.extend(_TRAILS[card.index] for card in distinct)
        return moves

    def parse_move(self, text: str) -> Move:
        """Read a move's notation; a ``1-11`` or ``=`` without ``as`` gets the one value that
        makes the capture valid (an :class:`InvalidMoveError` if several do)."""
        move = Move.parse(text)
        if move.value is not None or move.is_trail:
            return move
        fitting = [value for value in move.card.values
                   if all(kind in valid_kinds(cards, value, self.mode)
                          for kind, cards in move.groups)]
        if len(fitting) > 1:
            raise InvalidMoveError(
                _("{text!r} is ambiguous: say the value, e.g. '{card} as {value} takes ...'")
                .format(text=text, card=move.card, value=fitting[0])
            )
        return Move.take(move.card, fitting[0], move.groups) if fitting else move

    def _illegal_reason(self, move: Move) -> str | None:
        if not isinstance(move, Move) or not isinstance(move.card, Card):
            raise InvalidMoveError(_("{move!r} is not a one-eleven move").format(move=move))
        hand = self.hands[self._current]
        if move.card not in hand:
            return _("there is no {card} in your hand ({hand})").format(
                card=move.card, hand=" ".join(map(str, sorted(hand))) or "-"
            )
        if move.is_trail:
            if rules.MUST_CAPTURE:
                for card in sorted(set(hand)):
                    possible = capture_moves(self.mode, self._table_key, card)
                    if possible:
                        return _("you must capture when you can, e.g. {move}").format(
                            move=possible[0]
                        )
            return None
        return self._capture_problem(move)

    def _capture_problem(self, move: Move) -> str | None:
        """Why a capture is not allowed, or None."""
        card, value = move.card, move.value
        if value is None:
            return _("say which value the {card} counts as, e.g. '{card} as 6 takes ...'").format(
                card=card
            )
        if isinstance(value, bool) or not isinstance(value, int) or not card.can_be(value):
            return _("a {card} cannot count as {value!r}").format(card=card, value=value)
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
                return _("the {mode} deck does not allow {kinds}").format(
                    mode=self.mode, kinds=_KIND_NAMES[kind]
                )
            if kind not in valid_kinds(cards, value, self.mode) or (kind == "match") != (
                len(cards) == 1
            ):
                written = str(Move.take(card, value, [(kind, cards)])).split(" takes ", 1)[1]
                return _("{group} does not make {value}").format(group=written, value=value)
        if not move.groups:
            return _("a capture needs at least one group")
        if not fits(needed, self._table_key):
            return _("the groups overlap: together they need more cards than the table holds "
                     "({table})").format(table=" ".join(map(str, self.table)))
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
                    key -= _ONE[card.index]
                    pile.append(card)
            self._table_key = key
            self.last_capture_turn[seat] = self.turn
        else:
            self.table.append(move.card)
            self._table_key += _ONE[move.card.index]
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
        is laid face up on the table (RULES.md §1 choice)."""
        each = min(rules.HAND_SIZE, len(self.draw) // self.players)
        for _round in range(each):
            for hand in self.hands:
                hand.append(self.draw.pop())
        if len(self.draw) < self.players:
            self.table.extend(reversed(self.draw))
            self.draw.clear()

    # ---- copies and JSON ---------------------------------------------------------------------
    def clone(self) -> "OneElevenGame":
        """An independent copy (fast: lists are copied, cards are shared immutable objects)."""
        copy = object.__new__(OneElevenGame)
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
    def from_dict(cls, data: dict[str, Any]) -> "OneElevenGame":
        try:
            game = object.__new__(cls)
            game._players = int(data["players"])
            game.mode = check_mode(data["mode"])
            game._current = int(data["current"])
            game.turn = int(data["turn"])
            game._over = bool(data["over"])
            game.hands = [_cards(hand) for hand in data["hands"]]
            game.table = _cards(data["table"])
            game.draw = _cards(data["draw"])
            game.piles = [_cards(pile) for pile in data["piles"]]
            game.last_capture_turn = [None if t is None else int(t)
                                      for t in data["last_capture_turn"]]
        except (KeyError, TypeError, ValueError) as error:
            raise ElevenkitError(_("not a saved one-eleven game: {error}").format(error=error)) \
                from None
        game._table_key = pack(game.table)
        game._check_saved()
        return game

    def _check_saved(self) -> None:
        """Refuse saved data that breaks the game's invariants."""
        every = [*self.draw, *self.table, *(c for h in self.hands for c in h),
                 *(c for p in self.piles for c in p)]
        problems = []
        if not rules.MIN_PLAYERS <= self.players <= rules.MAX_PLAYERS:
            problems.append(f"players={self.players}")
        if len(self.hands) != self.players or len(self.piles) != self.players or len(
            self.last_capture_turn
        ) != self.players or not 0 <= self._current < self.players:
            problems.append("seats do not match the number of players")
        if sorted(every) != sorted(new_deck()):
            problems.append("the cards are not one full deck")
        if problems:
            raise ElevenkitError(
                _("not a saved one-eleven game: {problems}").format(problems="; ".join(problems))
            )


def _labels(cards: Sequence[Card]) -> list[str]:
    return [card.label for card in cards]


def _cards(labels: Sequence[str]) -> list[Card]:
    if isinstance(labels, str):
        raise ElevenkitError(_("{labels!r} is not a list of cards").format(labels=labels))
    try:
        return [Card(label) for label in labels]
    except InvalidCardError as error:
        raise ElevenkitError(str(error)) from None
