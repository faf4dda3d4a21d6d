"""Ox heads and primes (lesson 7): the minus points on each card, which pile is cheapest to take,
and which cards are prime numbers (the cards with extra ox heads)."""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.exercises.base import and_list, or_list
from elevenkit.exercises.wraparound.base import ChooseTask, NumberTask, Said, Scene, pile_name
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import cheapest_pile, check_card, ox_heads, pile_ox_heads
from elevenkit.nimmt.rules import DEFAULT_OX_HEADS, OX_HEAD_GROUPS

__all__ = ["PrimeTask", "ScoreTask", "TakeTask", "is_prime", "ox_rule_text", "smallest_factor"]


def ox_reason(card: int) -> str:
    """Why ``card`` has its ox heads, read from the rule table (the group it belongs to)."""
    heads = ox_heads(card)
    for group_heads, group in OX_HEAD_GROUPS.items():
        if card in group and group_heads == heads:
            return ngettext(
                "{card} is one of {group}: {heads} ox head.",
                "{card} is one of {group}: {heads} ox heads.",
                heads,
            ).format(card=card, group=and_list(group), heads=heads)
    return ngettext(
        "{card} is an ordinary card: {heads} ox head.",
        "{card} is an ordinary card: {heads} ox heads.",
        heads,
    ).format(card=card, heads=heads)


def ox_rule_text() -> str:
    """The ox-head table in one sentence per group, straight from the rules module."""
    lines = [
        ngettext("{heads} ox head: {cards}.", "{heads} ox heads: {cards}.", heads).format(
            heads=heads, cards=and_list(cards)
        )
        for heads, cards in sorted(OX_HEAD_GROUPS.items(), reverse=True)
    ]
    lines.append(
        ngettext("Every other card: {heads} ox head.", "Every other card: {heads} ox heads.", DEFAULT_OX_HEADS).format(
            heads=DEFAULT_OX_HEADS
        )
    )
    return " ".join(lines)


def smallest_factor(number: int) -> int:
    """The smallest divisor of ``number`` above 1 (``number`` itself when it is prime)."""
    return next(divisor for divisor in range(2, number + 1) if number % divisor == 0)


def is_prime(number: int) -> bool:
    """True for 2, 3, 5, 7, 11 …: whole numbers above 1 that only 1 and themselves divide."""
    return number > 1 and smallest_factor(number) == number


@dataclass(frozen=True)
class PrimeTask(ChooseTask):
    """Which of ``cards`` are prime numbers (the cards with extra ox heads)?"""

    cards: tuple[int, ...]

    @property
    def prompt(self) -> str:
        return _("Which of these cards are prime numbers: {cards}?").format(cards=and_list(self.cards))

    @property
    def scene(self) -> Scene:
        return Scene(hand=self.cards, pick="hand", answer="set")

    @property
    def options(self) -> tuple[int, ...]:
        return self.cards

    @property
    def right(self) -> list[int]:
        return [card for card in self.cards if is_prime(card)]

    def why(self, number: int) -> str:
        return _("{card} is prime: only 1 and {card} divide it.").format(card=number)

    @property
    def rule(self) -> str:
        return _("A prime number can only be divided by 1 and by itself. 1 is not a prime number.")

    @property
    def words(self) -> tuple[str, ...]:
        return ("prime",)

    @property
    def how_to_answer(self) -> str:
        return _("In this task, choose the prime numbers: press {cards}.").format(cards=or_list(self.cards))

    def why_not_category(self, number: int) -> str:
        return "1-is-not-prime" if number == 1 else "not-prime"

    def why_not(self, number: int) -> str:
        if number == 1:
            return _("1 is not a prime number: a prime has exactly two divisors, 1 and itself.")
        factor = smallest_factor(number)
        return _("{card} is not prime: {card} = {factor} × {other}.").format(
            card=number, factor=factor, other=number // factor
        )

    def hint_steps(self) -> list[Said]:
        first = self.cards[0]
        return [
            Said(
                _(
                    "Try dividing each card by 2, 3, 5 and 7. If one of them divides it with nothing left over "
                    "(and it is not that number itself), the card is not prime. Start with {card}."
                ).format(card=first)
            ),
            Said(self.why(first) if is_prime(first) else self.why_not(first)),
            Said(self.solution()),
        ]


# ---- ox heads: scoring cards and choosing the pile to take -----------------------------------------
@dataclass(frozen=True)
class ScoreTask(NumberTask):
    """How many ox heads (minus points) are ``cards`` worth together?"""

    kind_name = "score"

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        for card in self.cards:
            check_card(card)

    @property
    def prompt(self) -> str:
        if len(self.cards) == 1:
            return _("How many ox heads are on card {card}?").format(card=self.cards[0])
        return _("How many ox heads are these cards worth together: {cards}?").format(cards=and_list(self.cards))

    @property
    def scene(self) -> Scene:
        return Scene(hand=self.cards)

    @property
    def answer(self) -> int:
        return pile_ox_heads(self.cards)

    def _sum_text(self) -> str:
        each = ", ".join(f"{card}: {ox_heads(card)}" for card in self.cards)
        adding = " + ".join(str(ox_heads(card)) for card in self.cards)
        return ngettext(
            "{each}. Together {adding} = {total} ox head.", "{each}. Together {adding} = {total} ox heads.", self.answer
        ).format(each=each, adding=adding, total=self.answer)

    def _right(self) -> Said:
        return Said(self._sum_text() if len(self.cards) > 1 else ox_reason(self.cards[0]))

    @property
    def rule(self) -> str:
        return _("Ox heads are minus points printed on each card.") + " " + ox_rule_text()

    @property
    def words(self) -> tuple[str, ...]:
        return ("ox-heads",)

    @property
    def typed_what(self) -> str:
        return _("the number of ox heads")

    def _category(self, given: int) -> str:
        if given == len(self.cards) and self.answer != given:
            return "every-card-one-ox-head"
        return "too-few-ox-heads" if given < self.answer else "too-many-ox-heads"

    def _wrong(self, given: int) -> Said:
        if given == len(self.cards) and self.answer != given:
            return Said(_("Not every card is worth 1 ox head: some cards are worth more. Look at each card again."))
        if given < self.answer:
            return Said(
                _("{given} is too few ox heads: look again at the cards ending in 3 and at the prime numbers.").format(
                    given=given
                )
            )
        return Said(_("{given} is too many ox heads: check each card again.").format(given=given))

    def hint_steps(self) -> list[Said]:
        first = self.cards[0]
        return [
            Said(
                _(
                    "Take one card at a time. Does {card} end in 3, is it a prime number, or is it an ordinary "
                    "card? Find it in the rule, then do the same for the next card."
                ).format(card=first)
            ),
            *[Said(ox_reason(card)) for card in self.cards],
            Said(self.solution()),
        ]

    def solution(self) -> str:
        return self._right().text


@dataclass(frozen=True)
class TakeTask(ChooseTask):
    """You must take a pile: which one costs the fewest ox heads? Piles are listed bottom to top."""

    kind_name = "take"

    piles: tuple[tuple[int, ...], ...]
    answer_kind = "one"

    @property
    def tops(self) -> tuple[int, ...]:
        """The top card of each pile: the pupil answers by choosing it."""
        return tuple(pile[-1] for pile in self.piles)

    @property
    def prompt(self) -> str:
        listing = " · ".join(
            _("Pile {name}: {cards}").format(name=pile_name(index), cards=", ".join(map(str, pile)))
            for index, pile in enumerate(self.piles)
        )
        return _("You must take a pile: which one costs the fewest ox heads? Choose its top card.") + " " + listing

    @property
    def scene(self) -> Scene:
        return Scene(tops=self.tops, pick="tops", answer="one")

    @property
    def options(self) -> tuple[int, ...]:
        return self.tops

    @property
    def right(self) -> list[int]:
        return [self.tops[cheapest_pile(self.piles)]]

    def _cost(self, top: int) -> str:
        index = self.tops.index(top)
        pile = self.piles[index]
        total = pile_ox_heads(pile)
        adding = " + ".join(str(ox_heads(card)) for card in pile) + " = " if len(pile) > 1 else ""
        return ngettext(
            "Pile {name} costs {adding}{total} ox head.", "Pile {name} costs {adding}{total} ox heads.", total
        ).format(name=pile_name(index), adding=adding, total=total)

    def why(self, number: int) -> str:
        return self._cost(number) + " " + _("That is the fewest.")

    def why_not(self, number: int) -> str:
        return self._cost(number) + " " + _("Another pile costs fewer.")

    def why_not_category(self, number: int) -> str:
        return "not-the-cheapest-pile"

    @property
    def rule(self) -> str:
        return _("When you take a pile, its ox heads are minus points for you.") + " " + ox_rule_text()

    @property
    def words(self) -> tuple[str, ...]:
        return ("ox-heads", "pile-top")

    def hint_steps(self) -> list[Said]:
        first = self.piles[0]
        return [
            Said(
                _(
                    "Start with pile {name}: find the ox heads of each of its cards ({cards}) in the rule and add "
                    "them up. Then do the same for the other piles."
                ).format(name=pile_name(0), cards=and_list(first))
            ),
            *[Said(self._cost(top)) for top in self.tops],
            Said(self.solution()),
        ]
