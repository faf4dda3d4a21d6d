"""11 nimmt! in words a child reads: the count from a pile's top card up to a card, what a lay or
a take does, why a move is not allowed, and the ox heads left in a hand added up. Pure functions
on the engine, no widgets, so the game table and a lesson say the same thing.

    >>> step_text(31, 38)
    '38 goes on 31: 7 up'
    >>> step_text(98, 5)
    '5 goes on 98: 99, 100, 1, …, 5 is 7 up'
    >>> ox_heads_sum([13, 27, 44])
    '5 + 1 + 1 = 7'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from elevenkit.core import IllegalMoveError
from elevenkit.exercises.base import and_list
from elevenkit.exercises.wraparound.base import LAST
from elevenkit.exercises.wraparound.fitting import fit_reason, fit_rule
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import Lay, Move, NimmtGame, Take, fits, lay_order, ox_heads
from elevenkit.nimmt.arithmetic import counting_path
from elevenkit.nimmt.rules import BULL_PILE_SIZE
from elevenkit.nimmt.svg import pile_name

__all__ = [
    "count_up_text",
    "hand_score_line",
    "move_sentence",
    "ox_heads_sum",
    "plan_sentence",
    "refusal_sentence",
    "sentence",
    "step_text",
]

#: a run of counted numbers longer than this is shortened to its first and last ("1, …, 5")
_SHORT_RUN = 3
#: a sum of more ox heads than this groups equal numbers ("6 × 1 + 3 + 5 = 14")
_LONG_SUM = 6


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop (the engine's reasons are
    clauses such as "without a bull card you lay exactly one card")."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


def _run(numbers: Sequence[int]) -> list[str]:
    """A run of counted numbers as a child says it: all of a short run, the ends of a long one."""
    if len(numbers) <= _SHORT_RUN:
        return [str(number) for number in numbers]
    return [str(numbers[0]), "…", str(numbers[-1])]


def count_up_text(top: int, card: int) -> str:
    """The numbers counted from ``top`` up to ``card`` when the count goes past 100, else "".

    ``count_up_text(98, 5)`` is "99, 100, 1, …, 5": the part up to 100 and the part from 1, each
    shortened when long, so that a child sees where the circle starts again.
    """
    path = counting_path(top, card)
    if LAST not in path[:-1]:
        return ""
    turn = path.index(LAST) + 1
    return ", ".join(_run(path[:turn]) + _run(path[turn:]))


def step_text(top: int, card: int) -> str:
    """Why ``card`` goes on a pile topped by ``top``, as arithmetic: "38 goes on 31: 7 up";
    across 100 with the count: "5 goes on 98: 99, 100, 1, …, 5 is 7 up"."""
    steps = len(counting_path(top, card))
    count = count_up_text(top, card)
    if count:
        return _("{card} goes on {top}: {count} is {steps} up").format(card=card, top=top, count=count, steps=steps)
    return _("{card} goes on {top}: {steps} up").format(card=card, top=top, steps=steps)


def ox_heads_sum(cards: Sequence[int]) -> str:
    """The ox heads of ``cards`` added up: "5 + 1 + 1 = 7" (one card: "3"; none: "0").

    A long sum groups equal numbers, smallest first, so a child can check it:
    "6 × 1 + 2 × 3 + 5 = 17" rather than a line of seventeen ones and threes.
    """
    heads = [ox_heads(card) for card in cards]
    if len(heads) < 2:
        return str(sum(heads))
    if len(heads) <= _LONG_SUM:
        return " + ".join(map(str, heads)) + f" = {sum(heads)}"
    terms = [
        f"{count} × {value}" if count > 1 else str(value)
        for value in sorted(set(heads))
        for count in [heads.count(value)]
    ]
    return " + ".join(terms) + f" = {sum(heads)}"


def hand_score_line(name: str, cards: Sequence[int]) -> str:
    """One line of a round's scoring: the cards left in a hand and their ox heads added up."""
    if not cards:
        return _("{name}: no cards left, 0 ox heads.").format(name=name)
    total = sum(ox_heads(card) for card in cards)
    return ngettext(
        "{name}: {cards} → {sum} ox head.",
        "{name}: {cards} → {sum} ox heads.",
        total,
    ).format(name=name, cards=", ".join(map(str, cards)), sum=ox_heads_sum(cards))


def _pile_steps(top: int, cards: Sequence[int]) -> str:
    """The cards laid on one pile, each counted from the top card as it was before the turn."""
    order = lay_order(top, cards)
    text = "; ".join(step_text(top, card) for card in order)
    if len(order) > 1:
        text = _("{steps}; {card} ends on top").format(steps=text, card=order[-1])
    return text


def _lay_sentence(game: NimmtGame, name: str, lay: Lay) -> str:
    tops = game.tops
    if len(lay.cards) == 1:
        pile, (card,) = lay.placements[0]
        return _("{name} laid {card} on pile {pile}. {steps}.").format(
            name=name, card=card, pile=pile_name(pile), steps=step_text(tops[pile], card)
        )
    piles = " ".join(
        _("Pile {pile}: {steps}.").format(pile=pile_name(pile), steps=_pile_steps(tops[pile], cards))
        for pile, cards in lay.placements
    )
    return ngettext(
        "{name} laid {count} card at once (bull cards allow that). {piles}",
        "{name} laid {count} cards at once (bull cards allow that). {piles}",
        len(lay.cards),
    ).format(name=name, count=len(lay.cards), piles=piles)


def _take_sentence(game: NimmtGame, names: Sequence[str], take: Take, show_cards: bool) -> str:
    seat = game.current_player
    cards = game.piles[take.pile]
    parts = [
        ngettext(
            "{name} took pile {pile}: {count} card.", "{name} took pile {pile}: {count} cards.", len(cards)
        ).format(name=names[seat], pile=pile_name(take.pile), count=len(cards))
    ]
    if show_cards:
        total = sum(ox_heads(card) for card in cards)
        parts.append(
            ngettext("The cards: {cards} ({sum} ox head).", "The cards: {cards} ({sum} ox heads).", total).format(
                cards=and_list(cards), sum=ox_heads_sum(cards)
            )
        )
    after = game.clone()
    after.apply(take)
    if after.bulls[seat] > game.bulls[seat]:
        givers = [other for other in range(game.players) if other != seat and after.bulls[other] < game.bulls[other]]
        if givers:
            parts.append(
                _(
                    "With it comes a bull card from {giver}: the pile had {most} cards or more and the supply is empty."
                ).format(most=BULL_PILE_SIZE, giver=names[givers[0]])
            )
        else:
            parts.append(_("With it comes a bull card: the pile had {most} cards or more.").format(most=BULL_PILE_SIZE))
    new = after.tops[len(game.tops) - 1 :]
    if new:
        parts.append(
            ngettext("A new pile is turned up: {tops}.", "New piles are turned up: {tops}.", len(new)).format(
                tops=and_list(new)
            )
        )
    elif after.is_over:
        parts.append(_("No pile is left: the round is over."))
    return " ".join(parts)


def move_sentence(game: NimmtGame, names: Sequence[str], move: Move, *, show_cards: bool = False) -> str:
    """What the current player of ``game`` does with ``move``, said *before* it is made.

    ``names`` are the seats' names ("You", "Computer 1" …). A lay counts every card up from its
    pile's top card; a take says how many cards, the bull card it wins (and from whom) and the new
    piles. The cards of a taken pile are named only with ``show_cards`` (a pile is not fanned out:
    the player who took it sees them, the others do not).
    """
    name = names[game.current_player]
    if isinstance(move, Take):
        text = _take_sentence(game, names, move, show_cards)
    else:
        text = _lay_sentence(game, name, move)  # type: ignore[arg-type]
        if len(move.cards) == game.hand_sizes[game.current_player]:  # type: ignore[attr-defined]
            text += " " + _("That was the last card: the round is over!")
    return text


def plan_sentence(tops: Sequence[int], plan: Mapping[int, Sequence[int]]) -> str:
    """A lay the pupil is putting together with bull cards, pile by pile, in laying order."""
    return " ".join(
        _("Pile {pile}: {steps}.").format(pile=pile_name(pile), steps=_pile_steps(tops[pile], cards))
        for pile, cards in sorted(plan.items())
    )


def refusal_sentence(game: NimmtGame, move: Move) -> str | None:
    """Why the current player may not make ``move``, in a child's words; None if the engine allows it.

    The engine decides (the move is tried on a copy); the sentence then says which rule it breaks,
    with the count that shows it ("Pile A: 38 does not fit on 45: …").
    """
    try:
        game.clone().play(move)
    except IllegalMoveError as error:
        reason = str(error).split(": ", 1)[-1]
    else:
        return None
    if isinstance(move, Take):
        return sentence(reason)
    lay: Lay = move  # type: ignore[assignment]
    bulls = game.bulls[game.current_player]
    hand = set(game.hand(game.current_player))
    if bulls == 0 and len(lay.cards) > 1:
        return _("Without a bull card you may lay only one card. Choose one card.")
    if len(lay.placements) > max(1, bulls):
        return ngettext(
            "With {bulls} bull card you may lay on {bulls} pile only, not on {used}.",
            "With {bulls} bull cards you may lay on {bulls} piles, not on {used}.",
            bulls,
        ).format(bulls=bulls, used=len(lay.placements))
    tops = game.tops
    for pile, cards in lay.placements:
        if pile >= len(tops):
            break
        for card in cards:
            if card not in hand:
                return _("{card} is not in your hand.").format(card=card)
            if not fits(tops[pile], card):
                return _("Pile {pile}: {reason} {rule}").format(
                    pile=pile_name(pile), reason=fit_reason(tops[pile], card), rule=fit_rule()
                )
    return sentence(reason)
