"""The 11 nimmt! game: rounds and a match, checked and unchecked moves, views, JSON.

A :class:`NimmtGame` plays a whole match (as many rounds as players) unless ``rounds`` says
otherwise; after a round is scored the next one is dealt at once. ``play`` checks a move (object
or text) and leaves the state untouched when it raises; ``apply`` does not check (bots,
simulation). Piles are indexed from 0 here and numbered from 1 in texts meant for people.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass
from typing import Any, Iterator, Sequence

from elevenkit.core import (
    ElevenkitError,
    Game,
    Result,
    InvalidMoveError,
    make_rng,
    rng_from_json,
    rng_state_to_json,
)
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt.arithmetic import CARDS, check_card, distance
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
from elevenkit.nimmt.moves import Lay, Move, Take, parse_move
from elevenkit.nimmt.rules import (
    CIRCLE,
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

__all__ = ["NimmtGame", "NimmtView"]



def _whole(value: object, what: str, low: int, high: int | None = None) -> int:
    """``value`` if it is a whole number in ``low..high``; otherwise :class:`ElevenkitError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ElevenkitError(f"{what} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        limit = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise ElevenkitError(f"{what} must be {limit}, not {value!r}")
    return value


def _card_list(value: object, what: str) -> list[int]:
    """``value`` as a list of card numbers (each checked)."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, (list, tuple)):
        raise ElevenkitError(f"{what} must be a list of cards, not {value!r}")
    return [check_card(card, f"a card in {what}") for card in value]


@dataclass(frozen=True)
class NimmtView:
    """What one player may see: the piles, their own hand, and only counts of everything hidden."""

    player: int
    players: int
    current_player: int
    starting_player: int
    round: int
    rounds: int
    is_over: bool
    piles: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    bulls: tuple[int, ...]
    bull_supply: int
    draw_size: int
    round_scores: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]

    @property
    def tops(self) -> list[int]:
        """The top card of every pile."""
        return [pile[-1] for pile in self.piles]

    def lay_options(self) -> list[list[int]]:
        """For each pile, the viewer's hand cards that fit it, in laying order."""
        return lay_options(self.tops, mask_of(self.hand))

    def to_dict(self) -> dict[str, Any]:
        """The view as plain JSON-friendly data (for dashboards)."""
        return json.loads(json.dumps(asdict(self)))  # tuples become lists


class NimmtGame(Game[Move]):
    """A match of 11 nimmt! for 2-7 players (``rounds=None``: as many rounds as players).

    ``seed`` makes the deals repeatable. Seats are numbered from 0; seat 0 starts the first round.
    """

    name = "nimmt"

    def __init__(self, players: int = 4, seed: int | random.Random | None = None, rounds: int | None = None) -> None:
        self._start_match(players, seed, rounds)
        self._deal()

    def _start_match(self, players: int, seed: int | random.Random | None, rounds: int | None) -> None:
        """Check the match settings and reset the scores (no cards dealt yet)."""
        self._players = _whole(players, "players", MIN_PLAYERS, MAX_PLAYERS)
        self._rounds = players if rounds is None else _whole(rounds, "rounds", 1)
        self._rng = make_rng(seed)
        self._round_scores: list[list[int]] = []
        self._totals = [0] * players
        self._over = False
        self._starter = FIRST_STARTER
        self._bulls = [0] * players
        self._supply = BULL_CARDS

    # ---- setting up ----------------------------------------------------------------
    def _deal(self) -> None:
        """Shuffle, deal the hands, turn up the first pile; bull cards back to the supply (a rule choice)."""
        deck = list(CARDS)
        self._rng.shuffle(deck)
        n = self._players
        self._hands = [mask_of(deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]) for seat in range(n)]
        rest = deck[n * HAND_SIZE:]
        self._piles = [[card] for card in rest[:FIRST_PILES]]
        self._draw = rest[FIRST_PILES:][::-1]  # the top of the draw pile is the end of the list
        if BULLS_RETURN_AFTER_ROUND:
            self._bulls = [0] * n
            self._supply = BULL_CARDS
        self._current = self._starter

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Sequence[int]],
        piles: Sequence[Sequence[int]],
        draw: Sequence[int] | None = None,
        bulls: Sequence[int] | None = None,
        current_player: int = 0,
        rounds: int = 1,
        seed: int | random.Random | None = None,
    ) -> "NimmtGame":
        """A game set up by hand (a stacked deck, a lesson's position), checked.

        ``piles`` bottom card first, ``draw`` top card first; with ``draw=None`` every card not in
        a hand or pile is shuffled (with ``seed``) into the draw pile. Every card 1-100 must be
        somewhere exactly once; bull cards not held are in the supply. Seat ``current_player``
        starts this round; the following rounds are dealt with ``seed``.
        """
        hands_cards = [_card_list(hand, f"hand {seat}") for seat, hand in enumerate(_rows(hands, "hands"))]
        pile_cards = [_card_list(pile, f"pile {index + 1}") for index, pile in enumerate(_rows(piles, "piles"))]
        game = cls.__new__(cls)
        game._start_match(_whole(len(hands_cards), "number of hands", MIN_PLAYERS, MAX_PLAYERS), seed, rounds)
        if draw is None:
            placed = {card for row in hands_cards + pile_cards for card in row}
            draw_cards = [card for card in CARDS if card not in placed]
            game._rng.shuffle(draw_cards)
        else:
            draw_cards = _card_list(draw, "draw")
        held = [0] * game._players if bulls is None else _int_list(bulls, "bulls", game._players)
        game._set_position(hands_cards, pile_cards, draw_cards[::-1], held, in_play=True)
        game._current = game._starter = _whole(current_player, "current_player", 0, game._players - 1)
        return game

    def _set_position(
        self, hands: list[list[int]], piles: list[list[int]], draw_from_bottom: list[int], bulls: list[int], in_play: bool
    ) -> None:
        """Install a position after checking that every card and bull card is there exactly once.

        While a round is ``in_play`` every hand holds cards and at least one pile is out.
        """
        everything = [card for row in hands + piles + [draw_from_bottom] for card in row]
        if sorted(everything) != list(CARDS):
            missing = sorted(set(CARDS) - set(everything))
            repeated = sorted({card for card in everything if everything.count(card) > 1})
            raise ElevenkitError(
                f"every card 1-100 must be in a hand, a pile or the draw pile exactly once "
                f"(missing {missing!r}, repeated {repeated!r})"
            )
        if any(not pile for pile in piles):
            raise ElevenkitError(f"a pile needs at least one card: {piles!r}")
        if in_play and not all(hands):
            raise ElevenkitError(f"while a round is on every player holds cards: {hands!r}")
        if in_play and not piles:
            raise ElevenkitError("while a round is on at least one pile is out")
        if sum(bulls) > BULL_CARDS:
            raise ElevenkitError(f"there are only {BULL_CARDS} bull cards, not {sum(bulls)}: {bulls!r}")
        self._hands = [mask_of(hand) for hand in hands]
        self._piles = [list(pile) for pile in piles]
        self._draw = list(draw_from_bottom)
        self._bulls = list(bulls)
        self._supply = BULL_CARDS - sum(bulls)

    # ---- what everyone can read ------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players."""
        return self._players

    @property
    def rounds(self) -> int:
        """Rounds in this match."""
        return self._rounds

    @property
    def round(self) -> int:
        """The round being played (from 1); the last one once the match is over."""
        return len(self._round_scores) + (0 if self._over else 1)

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def starting_player(self) -> int:
        """Seat that started the current round."""
        return self._starter

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def piles(self) -> list[list[int]]:
        """Every pile, bottom card first and top card last (a copy)."""
        return [list(pile) for pile in self._piles]

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

    def hand(self, player: int) -> list[int]:
        """The cards of ``player``'s hand, ascending."""
        return cards_of(self._hands[self._seat(player)])

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

    @property
    def round_scores(self) -> list[list[int]]:
        """Minus points of each seat in every finished round."""
        return [list(row) for row in self._round_scores]

    @property
    def scores(self) -> list[int]:
        """Minus points of each seat so far in the match."""
        return list(self._totals)

    @property
    def winners(self) -> list[int]:
        """Seats with the fewest minus points (the winners once the match is over; ties share)."""
        best = min(self._totals)
        return [seat for seat, total in enumerate(self._totals) if total == best]

    def result(self) -> Result:
        """Minus points per seat over the match; once over, the seats with the fewest."""
        return Result.ranked(tuple(self._totals), self._over, True)

    def hand_ox_heads(self, player: int) -> int:
        """Ox heads in ``player``'s hand: their minus points if the round ended now."""
        return heads_of(self._hands[self._seat(player)])

    def _seat(self, player: object) -> int:
        return _whole(player, "player", 0, self._players - 1)

    def view(self, player: int) -> NimmtView:
        """What ``player`` sees: piles, own hand, counts of the other hands and of the draw pile."""
        seat = self._seat(player)
        return NimmtView(
            player=seat,
            players=self._players,
            current_player=self._current,
            starting_player=self._starter,
            round=self.round,
            rounds=self._rounds,
            is_over=self._over,
            piles=tuple(tuple(pile) for pile in self._piles),
            hand=tuple(cards_of(self._hands[seat])),
            hand_sizes=tuple(self.hand_sizes),
            bulls=tuple(self._bulls),
            bull_supply=self._supply,
            draw_size=len(self._draw),
            round_scores=tuple(tuple(row) for row in self._round_scores),
            scores=tuple(self._totals),
        )

    # ---- moves ---------------------------------------------------------------------
    def lay_options(self) -> list[list[int]]:
        """The compact form of the lays: for each pile, the current player's cards that fit it."""
        return lay_options([pile[-1] for pile in self._piles], self._hands[self._current])

    def legal_lays(self) -> Iterator[Lay]:
        """Every legal lay for the current player, lazily (there can be very many)."""
        if self._over:
            return iter(())
        return iter_lays(self.lay_options(), self._bulls[self._current])

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move, lazily: the takes (one per pile), then the lays."""
        if self._over:
            return
        for pile in range(len(self._piles)):
            yield Take(pile)
        yield from self.legal_lays()

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

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def _illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` breaks the rules now (piles numbered from 1 for people), or None."""
        if isinstance(move, Take):
            return self._missing_pile(move.pile)
        if not isinstance(move, Lay):
            raise InvalidMoveError(
                _("{move!r} is not a move: use Take(pile), Lay({{pile: [cards]}}) or text").format(move=move)
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
                    return _("{card} does not fit on pile {pile}: it is {steps} above its top card {top}, not 1 to {most}").format(
                        card=card, pile=pile + 1, steps=distance(top, card), top=top, most=MAX_STEP
                    )
        return None

    def _missing_pile(self, pile: int) -> str | None:
        if pile < len(self._piles):
            return None
        return _("there is no pile {pile} (there are {count})").format(pile=pile + 1, count=len(self._piles))

    def apply(self, move: Move) -> None:
        """Make ``move`` WITHOUT checking it (fast entry point for bots and simulation)."""
        seat = self._current
        if isinstance(move, Take):
            pile = self._piles.pop(move.pile)
            self._hands[seat] |= mask_of(pile)
            if len(pile) >= BULL_PILE_SIZE:
                self._give_bull(seat)
            for _ in range(NEW_PILES_AFTER_TAKE):
                if self._draw:
                    self._piles.append([self._draw.pop()])
            if not self._piles:
                self._end_round()
                return
        else:
            for pile, cards in move.placements:
                target = self._piles[pile]
                if len(cards) == 1:
                    target.append(cards[0])
                else:
                    top = target[-1]
                    target.extend(sorted(cards, key=lambda card: (card - top) % CIRCLE))
                self._hands[seat] &= ~mask_of(cards)
            if not self._hands[seat]:
                self._end_round()
                return
        self._current = (seat + 1) % self._players

    def _give_bull(self, taker: int) -> None:
        """A bull card for ``taker``: from the supply, else from the other player holding most."""
        if self._supply:
            self._supply -= 1
            self._bulls[taker] += 1
            return
        order = [(taker + step) % self._players for step in range(1, self._players)]
        giver = max(order, key=lambda seat: self._bulls[seat])  # max keeps the first on a tie
        if self._bulls[giver]:
            self._bulls[giver] -= 1
            self._bulls[taker] += 1

    def _end_round(self) -> None:
        """Score the hands, end the match or deal the next round with its starting player."""
        scores = [heads_of(mask) for mask in self._hands]
        self._round_scores.append(scores)
        self._totals = [total + score for total, score in zip(self._totals, scores)]
        if len(self._round_scores) >= self._rounds:
            self._over = True
            return
        order = [(self._starter + step) % self._players for step in range(1, self._players + 1)]
        self._starter = max(order, key=lambda seat: self._totals[seat])
        self._deal()

    # ---- copies and JSON -------------------------------------------------------------
    def clone(self) -> "NimmtGame":
        """An independent copy, fast (no JSON)."""
        copy = object.__new__(NimmtGame)
        copy.__dict__.update(self.__dict__)
        copy._rng = random.Random()
        copy._rng.setstate(self._rng.getstate())
        copy._hands = list(self._hands)
        copy._piles = [list(pile) for pile in self._piles]
        copy._draw = list(self._draw)
        copy._bulls = list(self._bulls)
        copy._round_scores = [list(row) for row in self._round_scores]
        copy._totals = list(self._totals)
        return copy

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "rounds": self._rounds,
            "round_scores": self.round_scores,
            "scores": self.scores,
            "over": self._over,
            "starting_player": self._starter,
            "current_player": self._current,
            "hands": self.hands,
            "piles": self.piles,
            "draw": self._draw[::-1],
            "bulls": self.bulls,
            "rng": rng_state_to_json(self._rng),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "NimmtGame":
        """Rebuild a game from :meth:`to_dict`, checking it (:class:`ElevenkitError` if broken)."""
        if not isinstance(data, dict):
            raise ElevenkitError(f"a saved nimmt game is a mapping, not {data!r}")
        missing = {"players", "rounds", "round_scores", "scores", "over", "starting_player",
                   "current_player", "hands", "piles", "draw", "bulls", "rng"} - data.keys()
        if missing:
            raise ElevenkitError(f"a saved nimmt game needs {sorted(missing)!r}")
        try:
            rng = rng_from_json(data["rng"])
        except (TypeError, ValueError, OverflowError) as error:
            raise ElevenkitError(f"the saved random generator is broken: {error}") from None
        game = cls.__new__(cls)
        game._start_match(data["players"], rng, _whole(data["rounds"], "rounds", 1))
        players = game._players
        if not isinstance(data["over"], bool):
            raise ElevenkitError(f"over must be true or false, not {data['over']!r}")
        game._over = data["over"]
        hands = [_card_list(hand, f"hand {seat}") for seat, hand in enumerate(_rows(data["hands"], "hands"))]
        if len(hands) != players:
            raise ElevenkitError(f"{players} players need {players} hands, not {len(hands)}")
        piles = [_card_list(pile, f"pile {index + 1}") for index, pile in enumerate(_rows(data["piles"], "piles"))]
        draw = _card_list(data["draw"], "draw")
        game._set_position(hands, piles, draw[::-1], _int_list(data["bulls"], "bulls", players), not game._over)
        game._starter = _whole(data["starting_player"], "starting_player", 0, players - 1)
        game._current = _whole(data["current_player"], "current_player", 0, players - 1)
        game._round_scores = [_int_list(row, "round scores", players) for row in _rows(data["round_scores"], "round_scores")]
        game._totals = _int_list(data["scores"], "scores", players)
        expected = [sum(column) for column in zip(*game._round_scores)] or [0] * players
        if game._totals != expected:
            raise ElevenkitError(f"scores {game._totals!r} are not the sum of the round scores {expected!r}")
        if game._over != (len(game._round_scores) == game._rounds) or len(game._round_scores) > game._rounds:
            raise ElevenkitError(
                f"{len(game._round_scores)} finished rounds of {game._rounds} do not fit over={game._over}"
            )
        return game

    def __str__(self) -> str:
        piles = "  ".join(f"{index + 1}:[{' '.join(map(str, pile))}]" for index, pile in enumerate(self._piles))
        lines = [f"round {self.round}/{self._rounds}, draw pile {len(self._draw)}, bull supply {self._supply}", f"piles {piles}"]
        for seat in range(self._players):
            marker = ">" if seat == self._current and not self._over else " "
            lines.append(f"{marker}seat {seat}: bulls {self._bulls[seat]}, minus {self._totals[seat]}, hand {cards_of(self._hands[seat])}")
        return "\n".join(lines)


def _rows(value: object, what: str) -> list[Any]:
    """``value`` as a list of rows (a list or tuple)."""
    if not isinstance(value, (list, tuple)):
        raise ElevenkitError(f"{what} must be a list, not {value!r}")
    return list(value)


def _int_list(value: object, what: str, length: int) -> list[int]:
    """``value`` as ``length`` whole numbers from 0."""
    row = _rows(value, what)
    if len(row) != length:
        raise ElevenkitError(f"{what} needs {length} numbers, not {value!r}")
    return [_whole(item, f"a number in {what}", 0) for item in row]
