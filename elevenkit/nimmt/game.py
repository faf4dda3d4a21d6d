"""11 nimmt!: one round (:class:`NimmtGame`) and a match of rounds (:class:`NimmtMatch`).

A :class:`NimmtGame` is ONE round (``docs/rules.md`` §2): dealt from its seed, over as soon as a
hand is empty (or no pile and no draw card is left); its :meth:`~NimmtGame.result` is that round's
minus points. :meth:`NimmtGame.next_round` deals the following round with its starting player, and
:class:`NimmtMatch` (the core's :class:`~elevenkit.core.Match`) plays as many rounds as players and
adds their points up. ``play`` checks a move (object or text) and leaves the state untouched when it
raises; ``apply`` does not check (bots, simulation). Piles are indexed from 0 here and numbered
from 1 in texts meant for people.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any, cast

from elevenkit.core import (
    ElevenkitError,
    Game,
    GameView,
    InvalidMoveError,
    Match,
    Result,
    check_int,
    make_rng,
    shown,
)
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt.arithmetic import CARDS, check_card, distance, laying_key
from elevenkit.nimmt.lays import (
    WINDOW_MASKS,
    cards_of,
    count_lays,
    fit_patterns,
    heads_of,
    iter_lays,
    lay_options,
    mask_of,
    random_lay,
)
from elevenkit.nimmt.moves import Lay, Move, Take
from elevenkit.nimmt.rules import (
    BULL_CARDS,
    BULL_PILE_SIZE,
    BULLS_RETURN_AFTER_ROUND,
    FIRST_PILES,
    FIRST_STARTER,
    HAND_SIZE,
    MAX_PLAYERS,
    MAX_STEP,
    MIN_PLAYERS,
    NEW_PILES_AFTER_TAKE,
)

__all__ = ["NimmtGame", "NimmtMatch", "NimmtView"]

#: the fields of a saved round (:meth:`NimmtGame.to_dict`)
_SAVED_FIELDS = frozenset({"players", "starting_player", "current_player", "hands", "piles", "draw", "bulls"})


def _card_list(value: object, what: str) -> list[int]:
    """``value`` as a list of card numbers (each checked)."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, (list, tuple)):
        raise ElevenkitError(f"{what} must be a list of cards, not {shown(value)}")
    return [check_card(card, f"a card in {what}") for card in value]


def _rows(value: object, what: str) -> list[Any]:
    """``value`` as a list of rows (a list or tuple)."""
    if not isinstance(value, (list, tuple)):
        raise ElevenkitError(f"{what} must be a list, not {shown(value)}")
    return list(value)


def _int_list(value: object, what: str, length: int) -> list[int]:
    """``value`` as ``length`` whole numbers from 0."""
    row = _rows(value, what)
    if len(row) != length:
        raise ElevenkitError(f"{what} needs {length} numbers, not {shown(value)}")
    return [check_int(item, f"a number in {what}", 0) for item in row]


def _card_problem(hands: list[list[int]], piles: list[list[int]], draw: list[int]) -> str | None:
    """What is wrong with where the cards are (each of 1-100 exactly once), or None."""
    everything = [card for row in hands + piles + [draw] for card in row]
    if sorted(everything) == list(CARDS):
        return None
    missing = sorted(set(CARDS) - set(everything))
    repeated = sorted({card for card in everything if everything.count(card) > 1})
    return (
        f"every card 1-100 must be in a hand, a pile or the draw pile exactly once "
        f"(missing {shown(missing)}, repeated {shown(repeated)})"
    )


@dataclass(frozen=True, kw_only=True)
class NimmtView(GameView):
    """What one seat may see in a round: each pile's top card and size, its own hand, counts.

    A pile is not fanned out (``docs/rules.md`` §2): a player sees its top card and how many cards
    it holds, never the cards below. The whole piles are :attr:`NimmtGame.piles`, offered to bots
    and to teaching aids that say they show them.
    """

    starting_player: int  #: seat that started this round
    tops: tuple[int, ...]  #: the top card of every pile
    pile_sizes: tuple[int, ...]  #: how many cards every pile holds (3 or more earn a bull card)
    hand: tuple[int, ...]  #: the viewer's hand, ascending
    hand_sizes: tuple[int, ...]  #: how many cards each seat holds
    bulls: tuple[int, ...]  #: bull cards held by each seat
    bull_supply: int  #: bull cards still in the supply
    draw_size: int  #: cards left in the draw pile

    def lay_options(self) -> list[list[int]]:
        """For each pile, the viewer's hand cards that fit it, in laying order."""
        return lay_options(self.tops, mask_of(self.hand))

    def to_dict(self) -> dict[str, Any]:
        """The view as plain JSON-friendly data (for dashboards)."""
        data: dict[str, Any] = json.loads(json.dumps(asdict(self)))  # tuples become lists
        return data


class NimmtGame(Game[Move]):
    """One round of 11 nimmt! for 2-7 players; seat ``starter`` plays first.

    ``seed`` makes the deal repeatable. Seats are numbered from 0. The round ends as soon as one
    hand is empty; :meth:`result` gives each seat the ox heads left in its hand as minus points.
    """

    name = "nimmt-round"
    move_type = Move
    lower_is_better = True

    def __init__(self, players: int = 4, seed: int | random.Random | None = None, starter: int = FIRST_STARTER) -> None:
        rng = make_rng(seed)
        self._players = n = check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
        self._starter = self._current = check_int(starter, "starter", 0, n - 1)
        deck = list(CARDS)
        rng.shuffle(deck)
        self._hands = [mask_of(deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]) for seat in range(n)]
        rest = deck[n * HAND_SIZE :]
        self._piles = [[card] for card in rest[:FIRST_PILES]]
        self._draw = rest[FIRST_PILES:][::-1]  # the top of the draw pile is the end of the list
        self._bulls = [0] * n
        self._supply = BULL_CARDS
        self._over = False

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Sequence[int]],
        piles: Sequence[Sequence[int]],
        draw: Sequence[int] | None = None,
        bulls: Sequence[int] | None = None,
        current_player: int = 0,
        seed: int | random.Random | None = None,
    ) -> NimmtGame:
        """A round set up by hand (a stacked deck, a lesson's position), checked.

        ``piles`` bottom card first, ``draw`` top card first; with ``draw=None`` every card not in
        a hand or pile is shuffled (with ``seed``) into the draw pile. Every card 1-100 must be
        somewhere exactly once; bull cards not held are in the supply. Seat ``current_player``
        starts this round. :meth:`NimmtMatch.from_round` plays a match from it.
        """
        hands_cards = [_card_list(hand, f"hand {seat}") for seat, hand in enumerate(_rows(hands, "hands"))]
        pile_cards = [_card_list(pile, f"pile {index + 1}") for index, pile in enumerate(_rows(piles, "piles"))]
        game = cls.__new__(cls)
        game._players = check_int(len(hands_cards), "the number of hands", MIN_PLAYERS, MAX_PLAYERS)
        if draw is None:
            placed = {card for row in hands_cards + pile_cards for card in row}
            draw_cards = [card for card in CARDS if card not in placed]
            make_rng(seed).shuffle(draw_cards)
        else:
            draw_cards = _card_list(draw, "draw")
        held = [0] * game._players if bulls is None else _int_list(bulls, "bulls", game._players)
        game._set_position(hands_cards, pile_cards, draw_cards[::-1], held, in_play=True)
        game._current = game._starter = check_int(current_player, "current_player", 0, game._players - 1)
        game._over = False
        return game

    def _set_position(
        self,
        hands: list[list[int]],
        piles: list[list[int]],
        draw_from_bottom: list[int],
        bulls: list[int],
        in_play: bool,
    ) -> None:
        """Install a position after checking that every card and bull card is there exactly once.

        While a round is ``in_play`` every hand holds cards and at least one pile is out.
        """
        problem = _card_problem(hands, piles, draw_from_bottom)
        if problem:
            raise ElevenkitError(problem)
        if any(not pile for pile in piles):
            raise ElevenkitError(f"a pile needs at least one card: {shown(piles)}")
        if in_play and not all(hands):
            raise ElevenkitError(f"while a round is on every player holds cards: {shown(hands)}")
        if in_play and not piles:
            raise ElevenkitError("while a round is on at least one pile is out")
        if sum(bulls) > BULL_CARDS:
            raise ElevenkitError(f"there are only {BULL_CARDS} bull cards, not {sum(bulls)}: {shown(bulls)}")
        self._hands = [mask_of(hand) for hand in hands]
        self._piles = [list(pile) for pile in piles]
        self._draw = list(draw_from_bottom)
        self._bulls = list(bulls)
        self._supply = BULL_CARDS - sum(bulls)

    def next_round(self, seed: int | random.Random | None, totals: Sequence[int]) -> NimmtGame:
        """The following round, dealt from ``seed`` (called by :class:`NimmtMatch`).

        Its starting player is the seat with the most minus points in ``totals`` (the match so far,
        this round included); on a tie the first such seat clockwise after this round's starting
        player. Bull cards go back to the supply (:data:`~elevenkit.nimmt.rules.BULLS_RETURN_AFTER_ROUND`).
        """
        if not self._over:
            raise ElevenkitError("the next round starts only when this round is over")
        points = _int_list(totals, "totals", self._players)
        order = [(self._starter + step) % self._players for step in range(1, self._players + 1)]
        following = type(self)(players=self._players, seed=seed, starter=max(order, key=points.__getitem__))
        if not BULLS_RETURN_AFTER_ROUND:
            following._bulls, following._supply = list(self._bulls), self._supply
        return following

    # ---- what everyone can read ------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players."""
        return self._players

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def starting_player(self) -> int:
        """Seat that started this round."""
        return self._starter

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def piles(self) -> list[list[int]]:
        """Every pile in full, bottom card first and top card last (a copy).

        More than a player sees (:meth:`view` shows only tops and sizes), but no secret: every
        card was laid face up in front of everyone, so this is what a player with a perfect memory
        knows. For bots, tests and teaching aids that say they show the whole piles.
        """
        return list(map(list, self._piles))

    @property
    def tops(self) -> list[int]:
        """The top card of every pile."""
        return [pile[-1] for pile in self._piles]

    @property
    def pile_sizes(self) -> list[int]:
        """How many cards each pile holds (3 or more earn a bull card when taken)."""
        return [len(pile) for pile in self._piles]

    @property
    def hands(self) -> list[list[int]]:
        """Every hand, ascending (the whole truth: use :meth:`view` for one player's eyes)."""
        return [cards_of(mask) for mask in self._hands]

    @property
    def hand_sizes(self) -> list[int]:
        """How many cards each seat holds."""
        return [mask.bit_count() for mask in self._hands]

    def hand(self, seat: int) -> list[int]:
        """The cards of ``seat``'s hand, ascending."""
        return cards_of(self._hands[self.check_seat(seat)])

    @property
    def bulls(self) -> list[int]:
        """Bull cards held by each seat."""
        return list(self._bulls)

    @property
    def bull_supply(self) -> int:
        """Bull cards still in the supply."""
        return self._supply

    @property
    def draw_size(self) -> int:
        """Cards left in the draw pile."""
        return len(self._draw)

    def result(self) -> Result:
        """Each seat's ox heads in hand (its minus points once the round is over); then the winners."""
        return Result.ranked(tuple(heads_of(mask) for mask in self._hands), self._over, True)

    def view(self, seat: int) -> NimmtView:
        """What ``seat`` sees: pile tops and sizes, its own hand, counts of the others and the draw."""
        seat = self.check_seat(seat)
        return NimmtView(
            seat=seat,
            players=self._players,
            current_player=self._current,
            is_over=self._over,
            starting_player=self._starter,
            tops=tuple([pile[-1] for pile in self._piles]),
            pile_sizes=tuple(map(len, self._piles)),
            hand=tuple(cards_of(self._hands[seat])),
            hand_sizes=tuple(map(int.bit_count, self._hands)),
            bulls=tuple(self._bulls),
            bull_supply=self._supply,
            draw_size=len(self._draw),
        )

    def invariant_problems(self) -> list[str]:
        """All 100 cards once each, the 10 bull cards held or in the supply, a live round playable."""
        problems = []
        problem = _card_problem(self.hands, self._piles, self._draw)
        if problem:
            problems.append(problem)
        if min(self._bulls) < 0 or sum(self._bulls) + self._supply != BULL_CARDS:
            problems.append(f"bull cards held {shown(self._bulls)} and supply {self._supply} do not make {BULL_CARDS}")
        if any(not pile for pile in self._piles):
            problems.append("a pile has no card")
        if not self._over and (not all(self._hands) or not self._piles):
            problems.append("the round is on, but a hand is empty or no pile is out")
        return problems

    # ---- moves ---------------------------------------------------------------------
    def lay_options(self) -> list[list[int]]:
        """The compact form of the lays: for each pile, the current player's cards that fit it."""
        return lay_options([pile[-1] for pile in self._piles], self._hands[self._current])

    def legal_lays(self) -> Iterator[Lay]:
        """Every legal lay for the current player, lazily (there can be millions)."""
        if self._over:
            return iter(())
        return iter_lays(self.lay_options(), self._bulls[self._current])

    def iter_legal_moves(self) -> Iterator[Move]:
        """Every legal move, lazily: the takes (one per pile), then the lays."""
        if self._over:
            return
        for pile in range(len(self._piles)):
            yield Take(pile)
        yield from self.legal_lays()

    def legal_moves(self) -> list[Move]:
        """Every legal move as a list: the takes (one per pile), then the lays.

        With bull cards the list can be millions long (10 fitting cards, 3 bull cards and 6 piles
        give 1.7 million lays): count with :meth:`count_legal_moves`, walk lazily with
        :meth:`iter_legal_moves` and draw one with :meth:`random_move` instead.
        """
        return list(self.iter_legal_moves())

    def count_lays(self) -> int:
        """How many legal lays the current player has, counted without listing them."""
        if self._over:
            return 0
        return count_lays(self.lay_options(), self._bulls[self._current])

    def count_legal_moves(self) -> int:
        """How many legal moves the current player has (takes and lays), without listing."""
        return self.count_lays() + (0 if self._over else len(self._piles))

    def must_take(self) -> bool:
        """True when no hand card fits any pile, so the current player has to take."""
        hand = self._hands[self._current]
        return not any(hand & WINDOW_MASKS[pile[-1]] for pile in self._piles)

    def random_move(self, rng: random.Random, take_chance: float = 0.1) -> Move:
        """A random legal move, fast, without listing the moves.

        When no card fits: a random take. Otherwise a random take with probability
        ``take_chance``, else a random lay: a random fitting (card, pile) pair, grown at random
        with more cards and piles when bull cards allow. Every legal move can come out, but they
        are not all equally likely (that would need counting them every turn).
        """
        tops = [pile[-1] for pile in self._piles]
        patterns = fit_patterns(tops, self._hands[self._current])
        pairs = sum(pattern.bit_count() for pattern in patterns)
        if not pairs or rng.random() < take_chance:
            return Take(rng.randrange(len(tops)))
        return random_lay(tops, patterns, self._bulls[self._current], rng, pairs)

    def _illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` breaks the rules now (piles numbered from 1 for people), or None."""
        if isinstance(move, Take):
            return self._missing_pile(move.pile)
        if not isinstance(move, Lay):
            raise InvalidMoveError(
                _("{move} is not a move: use Take(pile), Lay({{pile: [cards]}}) or text").format(move=shown(move))
            )
        bulls = self._bulls[self._current]
        if len(move.placements) > max(1, bulls):
            if not bulls:
                return _("without a bull card you lay on one pile, not {used}").format(used=len(move.placements))
            return ngettext(
                "with {bulls} bull card you may lay on {bulls} pile, not {used}",
                "with {bulls} bull cards you may lay on {bulls} piles, not {used}",
                bulls,
            ).format(bulls=bulls, used=len(move.placements))
        if bulls == 0 and len(move.cards) > 1:
            return _("without a bull card you lay exactly one card")
        hand = self._hands[self._current]
        for pile, cards in move.placements:
            missing = self._missing_pile(pile)
            if missing:
                return missing
            top = self._piles[pile][-1]
            for card in cards:
                if not hand >> card & 1:
                    return _("{card} is not in your hand").format(card=card)
                if not WINDOW_MASKS[top] >> card & 1:
                    return _(
                        "{card} does not fit on pile {pile}: it is {steps} above its top card {top}, not 1 to {most}"
                    ).format(card=card, pile=pile + 1, steps=distance(top, card), top=top, most=MAX_STEP)
        return None

    def _missing_pile(self, pile: int) -> str | None:
        if pile < len(self._piles):
            return None
        return ngettext(
            "there is no pile {pile} (there is {count})",
            "there is no pile {pile} (there are {count})",
            len(self._piles),
        ).format(pile=pile + 1, count=len(self._piles))

    def apply(self, move: Move) -> None:
        """Make ``move`` WITHOUT checking it (fast entry point for bots and simulation)."""
        seat = self._current
        if isinstance(move, Take):
            taken = self._piles.pop(move.pile)
            self._hands[seat] |= mask_of(taken)
            if len(taken) >= BULL_PILE_SIZE:
                self._give_bull(seat)
            for _pile in range(NEW_PILES_AFTER_TAKE):
                if self._draw:
                    self._piles.append([self._draw.pop()])
            if not self._piles:  # no pile and no draw card left: the round ends at once
                self._over = True
                return
        else:
            for pile, cards in cast(Lay, move).placements:
                target = self._piles[pile]
                if len(cards) == 1:
                    target.append(cards[0])
                else:
                    target.extend(sorted(cards, key=laying_key(target[-1])))
                self._hands[seat] &= ~mask_of(cards)
            if not self._hands[seat]:
                self._over = True
                return
        self._current = (seat + 1) % self._players

    def _give_bull(self, taker: int) -> None:
        """A bull card for ``taker``: from the supply, else from the *other* player holding most.

        Compulsory when the supply is empty; the taker is never the giver, even when it holds the
        most (``docs/rules.md`` §2 and :mod:`elevenkit.nimmt.rules`).
        """
        if self._supply:
            self._supply -= 1
            self._bulls[taker] += 1
            return
        order = [(taker + step) % self._players for step in range(1, self._players)]
        giver = max(order, key=lambda seat: self._bulls[seat])  # max keeps the first on a tie
        if self._bulls[giver]:
            self._bulls[giver] -= 1
            self._bulls[taker] += 1

    # ---- copies and JSON -------------------------------------------------------------
    def clone(self) -> NimmtGame:
        """An independent copy, fast (no JSON)."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy._hands = list(self._hands)
        copy._piles = [list(pile) for pile in self._piles]
        copy._draw = list(self._draw)
        copy._bulls = list(self._bulls)
        return copy

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "starting_player": self._starter,
            "current_player": self._current,
            "hands": self.hands,
            "piles": self.piles,
            "draw": self._draw[::-1],
            "bulls": self.bulls,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> NimmtGame:
        """Rebuild a round from :meth:`to_dict`, checking it (:class:`ElevenkitError` if broken).

        Whether the round is over follows from the position: a hand is empty, or no pile is out.
        """
        if not isinstance(data, dict):
            raise ElevenkitError(f"a saved nimmt round is a mapping, not {shown(data)}")
        missing = _SAVED_FIELDS - data.keys()
        if missing:
            raise ElevenkitError(f"a saved nimmt round needs {sorted(missing)!r}")
        game = cls.__new__(cls)
        players = game._players = check_int(data["players"], "players", MIN_PLAYERS, MAX_PLAYERS)
        hands = [_card_list(hand, f"hand {seat}") for seat, hand in enumerate(_rows(data["hands"], "hands"))]
        if len(hands) != players:
            raise ElevenkitError(f"{players} players need {players} hands, not {len(hands)}")
        piles = [_card_list(pile, f"pile {index + 1}") for index, pile in enumerate(_rows(data["piles"], "piles"))]
        draw = _card_list(data["draw"], "draw")
        game._set_position(hands, piles, draw[::-1], _int_list(data["bulls"], "bulls", players), in_play=False)
        game._starter = check_int(data["starting_player"], "starting_player", 0, players - 1)
        game._current = check_int(data["current_player"], "current_player", 0, players - 1)
        empty = [seat for seat, hand in enumerate(hands) if not hand]
        if len(empty) > 1 or (empty and empty != [game._current]):
            raise ElevenkitError(f"only the player who just laid the last card can have an empty hand: {shown(hands)}")
        if not piles and draw:
            raise ElevenkitError("no pile is out, but the draw pile still has cards")
        game._over = bool(empty) or not piles
        return game

    def __str__(self) -> str:
        piles = "  ".join(f"{index + 1}:[{' '.join(map(str, pile))}]" for index, pile in enumerate(self._piles))
        lines = [f"draw pile {len(self._draw)}, bull supply {self._supply}", f"piles {piles}"]
        for seat in range(self._players):
            marker = ">" if seat == self._current and not self._over else " "
            lines.append(
                f"{marker}seat {seat}: bulls {self._bulls[seat]}, ox heads in hand {heads_of(self._hands[seat])}, "
                f"hand {cards_of(self._hands[seat])}"
            )
        return "\n".join(lines)


class NimmtMatch(Match[Move, NimmtGame]):
    """A match of 11 nimmt!: ``rounds`` rounds (as many as players when None), minus points added up.

    Each round is a :class:`NimmtGame` dealt from its own seed; the next one comes from
    :meth:`NimmtGame.next_round`. :attr:`round` is the round being played, :attr:`round_points`
    the minus points of the finished ones, :meth:`totals` their sums; :meth:`result` names the
    seats with the fewest once the match is over (ties share the win).
    """

    name = "nimmt"
    round_type = NimmtGame

    @classmethod
    def default_rounds(cls, players: int) -> int:
        """As many rounds as players (checked here, since it is read before the first deal)."""
        return check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)

    @classmethod
    def from_round(
        cls, first: NimmtGame, rounds: int | None = None, seed: int | random.Random | None = None
    ) -> NimmtMatch:
        """A match whose first round is ``first`` (e.g. from :meth:`NimmtGame.from_position`).

        The following rounds are dealt with ``seed``.
        """
        if not isinstance(first, NimmtGame) or first.is_over:
            raise ElevenkitError(f"a match starts from a round that is being played, not {shown(first)}")
        match = cls(players=first.players, seed=seed, rounds=rounds)
        match.round = first
        return match
