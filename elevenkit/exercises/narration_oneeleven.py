"""one-eleven in words a child reads: every move as arithmetic, why a choice of cards does not
work, what the pupil could take, and the scoring at the end line by line. Pure functions on the
engine's values (moves, cards, the result), no widgets, so a game table and a lesson say the same.

    >>> from elevenkit.oneeleven import Move
    >>> move_sentence("Computer 2", Move.parse("9 takes 4+5"))
    'Computer 2 played 9 and took 4 and 5: 9 = 4 + 5.'
    >>> wrong_capture_sentence(Card.parse("7"), 7, parse_cards("2 4"), "addition", [])
    '2 + 4 = 6, not 7.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from elevenkit.exercises.base import and_list, or_list
from elevenkit.exercises.captures.task import CaptureTask
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, Move, OneElevenResult, Term, rules

__all__ = [
    "CaptureChoice",
    "capture_choices",
    "capture_list",
    "capture_count_sentence",
    "card_words",
    "cards_words",
    "group_equation",
    "move_sentence",
    "must_take_sentence",
    "scoring_sentences",
    "swept_cards",
    "value_question",
    "values_words",
    "your_card_words",
    "wrong_capture_sentence",
]

MINUS = "\N{MINUS SIGN}"


def card_words(card: Card, value: int | None = None) -> str:
    """A card as a child says it: "9", "1-11 as 11", "the wild card as 7", "the wild card"."""
    if card.is_wild:
        return _("the wild card") if value is None else _("the wild card as {value}").format(value=value)
    if card.is_one_eleven and value is not None:
        return _("1-11 as {value}").format(value=value)
    return str(card)


def your_card_words(card: Card, value: int | None = None) -> str:
    """The pupil's card: "your 9", "your 1-11 as 11", "your wild card as 7"."""
    if card.is_wild:
        return _("your wild card") if value is None else _("your wild card as {value}").format(value=value)
    return _("your {card}").format(card=card_words(card, value))


def cards_words(cards: Sequence[Card]) -> str:
    """Table cards in rank order: "2, 5 and 7", "4 and the wild card"."""
    return and_list([card_words(card) for card in sorted(cards)])


def group_equation(value: int, terms: Sequence[Term], kind: str) -> str:
    """One captured group as an equation with the value each card stands for: "9 = 4 + 5",
    "5 = 9 − 4", "7 = 7"."""
    joiner = f" {MINUS} " if kind == "difference" else " + "
    return f"{value} = {joiner.join(str(term.value) for term in terms)}"


def _wild_notes(move: Move) -> list[str]:
    """What each wild card taken from the table stood for: "the wild card counts as 5"."""
    notes = []
    for group_terms in move.terms:
        for term in group_terms or ():
            if term.card.is_wild:
                notes.append(_("the wild card on the table counts as {value}").format(value=term.value))
    return notes


def _equations(move: Move) -> str:
    """Every group of a capture as an equation, joined by "and"."""
    assert move.value is not None
    texts = [
        group_equation(move.value, group_terms, kind)
        for (kind, _cards), group_terms in zip(move.groups, move.terms, strict=False)
        if group_terms is not None
    ]
    return _("{some} and {last}").format(some=", ".join(texts[:-1]), last=texts[-1]) if len(texts) > 1 else texts[0]


def move_sentence(who: str, move: Move) -> str:
    """What ``who`` does with ``move``, as arithmetic: "Computer 2 played 9 and took 4 and 5: 9 = 4 + 5."
    A card laid down: "Computer 1 could not take anything and laid 9 on the table."."""
    if move.is_trail:
        return _("{who} could not take anything and laid {card} on the table.").format(
            who=who, card=card_words(move.card)
        )
    text = _("{who} played {card} and took {cards}: {equations}").format(
        who=who,
        card=card_words(move.card, move.value if len(move.card.values) > 1 else None),
        cards=cards_words(move.taken),
        equations=_equations(move),
    )
    notes = _wild_notes(move)
    return text + (f" ({'; '.join(notes)})" if notes else "") + "."


def values_words(values: Sequence[int]) -> str:
    """What a card may count as: "7", "1 or 11", "a number from 1 to 15"."""
    if len(values) > 2:
        return _("a number from {low} to {high}").format(low=min(values), high=max(values))
    return or_list(values)


def _readings(cards: Sequence[Card], mode: str) -> list[str]:
    """What the chosen cards make, for each value their ``1-11`` cards can take: "2 + 4 = 6";
    sums in the Addition deck, differences (the biggest first) in the Subtraction deck, both in
    mixed. Said as the Capture Trainer says it."""
    readings: list[tuple[str, int]] = []
    if "sum" in rules.MODE_KINDS[mode]:
        readings += CaptureTask._readings(sorted(cards), 1)
    if "difference" in rules.MODE_KINDS[mode]:
        readings += CaptureTask._readings(sorted(cards, key=lambda card: -max(card.values)), -1)
    return [text for text, _value in readings]


def wrong_capture_sentence(
    card: Card, value: int | None, chosen: Sequence[Card], mode: str, legal_moves: Sequence[Move]
) -> str:
    """Why ``card`` (counting as ``value``, or any of its values if None) cannot take the ``chosen``
    table cards, in a child's words: "2 + 4 = 6, not 7." If part of the choice works, it says so:
    "Part of it works: 7 = 2 + 5. But 3 is left over." ``legal_moves`` are the game's moves now."""
    goal = values_words([value] if value is not None else card.values)
    if len(chosen) == 1:
        if len(card.values) == 1 or value is not None:
            made = _("That card is {card}, not {goal}: one card alone must be the same number as yours.")
        else:
            made = _("That card is {card}, not {goal}.")
        text = made.format(card=values_words(chosen[0].values), goal=goal)
    elif any(c.is_wild for c in chosen):
        text = _("Even if the wild card counts as any number, these cards do not make {goal}.").format(goal=goal)
    else:
        text = _("{made}, not {goal}.").format(made=and_list(_readings(chosen, mode)), goal=goal)
    part = _biggest_part(card, value, chosen, legal_moves)
    if part is None:
        return text
    rest = Counter(chosen)
    rest.subtract(part.taken)
    left = sorted(rest.elements())
    return (
        text
        + " "
        + ngettext(
            "Part of it works: {equations}. But {cards} is left over.",
            "Part of it works: {equations}. But {cards} are left over.",
            len(left),
        ).format(equations=_equations(part), cards=cards_words(left))
    )


def _biggest_part(card: Card, value: int | None, chosen: Sequence[Card], legal_moves: Sequence[Move]) -> Move | None:
    """The capture of ``card`` that takes the most of the ``chosen`` cards and nothing else, or None."""
    wanted = Counter(chosen)
    parts = [
        move
        for move in legal_moves
        if move.card is card
        and move.groups
        and (value is None or move.value == value)
        and not Counter(move.taken) - wanted
    ]
    return max(parts, key=lambda move: len(move.taken), default=None)


def must_take_sentence() -> str:
    """The refusal to lay a card down when a capture is possible (the rule: take if you can)."""
    return _(
        'You can take cards this turn, so you may not lay a card down: the rule is "take if you can". '
        'Press "What could I take?" if you need help.'
    )


def value_question(card: Card, values: Sequence[int]) -> str:
    """Asking what a wild or ``1-11`` counts as: "Your 1-11 can count as 1 or 11 here. Which one?"."""
    text = _("{card} can count as {values} here. Which one?").format(card=your_card_words(card), values=or_list(values))
    return text[0].upper() + text[1:]


@dataclass(frozen=True)
class CaptureChoice:
    """One different capture the pupil can make: the hand card, the value it counts as, the
    table cards it takes and one move that does it (other groupings of the same cards are the same
    capture for the pupil)."""

    card: Card
    value: int
    taken: tuple[Card, ...]
    move: Move


def capture_choices(moves: Sequence[Move]) -> list[CaptureChoice]:
    """The different captures among ``moves`` (by card, value and cards taken), the most cards
    first, then the most points, then the card."""
    found: dict[tuple[Card, int, tuple[Card, ...]], CaptureChoice] = {}
    for move in moves:
        if move.is_trail or move.value is None:
            continue
        taken = tuple(sorted(move.taken))
        found.setdefault((move.card, move.value, taken), CaptureChoice(move.card, move.value, taken, move))
    return sorted(
        found.values(),
        key=lambda choice: (-choice.move.cards_taken, -choice.move.points_taken, choice.card.index, choice.value),
    )


def capture_count_sentence(choices: Sequence[CaptureChoice]) -> str:
    """The first hint: how many captures, card by card, without showing them:
    "You can take cards in 3 ways: with your 7 in 2 ways and with your 5 in 1 way."."""
    if not choices:
        return _('None of your cards can take anything now: choose one and press "Lay it down".')
    per_card = Counter(choice.card for choice in choices)
    parts = [
        ngettext("with {card} in {count} way", "with {card} in {count} ways", count).format(
            card=your_card_words(card), count=count
        )
        for card, count in sorted(per_card.items())
    ]
    return ngettext(
        "You can take cards in {count} way: {cards}.", "You can take cards in {count} ways: {cards}.", len(choices)
    ).format(count=len(choices), cards=and_list(parts))


def capture_list(choices: Sequence[CaptureChoice], limit: int = 8) -> list[str]:
    """The second hint: the captures themselves, the biggest first, at most ``limit`` of them:
    "Your 7 takes 2 and 5: 7 = 2 + 5." and "… and 4 more ways." for the rest."""
    lines = []
    for choice in choices[:limit]:
        line = _("{card} takes {cards}: {equations}.").format(
            card=your_card_words(choice.card, choice.value if len(choice.card.values) > 1 else None),
            cards=cards_words(choice.taken),
            equations=_equations(choice.move),
        )
        lines.append(line[0].upper() + line[1:])
    more = len(choices) - limit
    if more > 0:
        lines.append(ngettext("… and {count} more way.", "… and {count} more ways.", more).format(count=more))
    return lines


def _bonus_words(cards: Sequence[Card]) -> str:
    """The bonus cards among ``cards``, counted by kind: "2 cards 1-11, 10, 3 wild cards" (no "×",
    which a child reads as times)."""
    counts = Counter(card for card in cards if card.points)

    def counted(card: Card, count: int) -> str:
        if count == 1:
            return _("wild card") if card.is_wild else str(card)
        if card.is_wild:
            return ngettext("{count} wild card", "{count} wild cards", count).format(count=count)
        return ngettext("{count} card {card}", "{count} cards {card}", count).format(count=count, card=card)

    return ", ".join(counted(card, count) for card, count in sorted(counts.items()))


def scoring_sentences(
    names: Sequence[str],
    result: OneElevenResult,
    captured: Sequence[Sequence[Card]],
    swept: Sequence[Card] = (),
    swept_to: int | None = None,
) -> list[str]:
    """The scoring line by line: the cards left on the table at the end (``swept`` to seat
    ``swept_to``), each seat's cards and bonus cards, the point for the most cards, each seat's
    points (``result.points``), all of them together (29, or 28 on a tie for the most cards), and
    what decided the winner."""
    lines = []
    if swept and swept_to is not None:
        lines.append(
            ngettext(
                "{name} took cards last and so also got the last card on the table: {cards}.",
                "{name} took cards last and so also got the last {count} cards on the table: {cards}.",
                len(swept),
            ).format(count=len(swept), cards=", ".join(map(str, sorted(swept))), name=names[swept_to])
        )
    for seat, name in enumerate(names):
        bonus = sum(card.points for card in captured[seat])
        took = ngettext("{name} took {cards} card.", "{name} took {cards} cards.", result.cards[seat]).format(
            name=name, cards=result.cards[seat]
        )
        if bonus:
            took += " " + ngettext(
                "{count} of them is a bonus card ({bonus}): {points} point.",
                "{count} of them are bonus cards ({bonus}): {points} points.",
                bonus,
            ).format(count=bonus, bonus=_bonus_words(captured[seat]), points=result.card_points[seat])
        else:
            took += " " + _("No bonus cards: 0 points.")
        lines.append(took)
    most = result.most_cards
    if most is None:
        lines.append(_("Nobody took more cards than everybody else, so nobody gets the point for the most cards."))
    else:
        lines.append(
            _("{name} took the most cards ({cards}): 1 point more.").format(name=names[most], cards=result.cards[most])
        )
    lines += [_seat_points(name, result, seat) for seat, name in enumerate(names)]
    total = sum(result.points)
    together = " + ".join(str(points) for points in result.points)
    if most is None:
        lines.append(
            _("All points together: {sum} = {total}, all for the bonus cards.").format(sum=together, total=total)
        )
    else:
        lines.append(
            _("All points together: {sum} = {total} ({cards} for the bonus cards and 1 for the most cards).").format(
                sum=together, total=total, cards=total - rules.MOST_CARDS_POINTS
            )
        )
    decider = _decider_sentence(names, result)
    if decider:
        lines.append(decider)
    return lines


def _seat_points(name: str, result: OneElevenResult, seat: int) -> str:
    """One seat's points as the engine counts them: "You: 14 points for bonus cards + 1 point for
    the most cards = 15 points." (the number the header and the winner's line show too)."""
    bonus = ngettext("{count} point for bonus cards", "{count} points for bonus cards", result.card_points[seat])
    parts = [bonus.format(count=result.card_points[seat])]
    if seat == result.most_cards:
        parts.append(_("1 point for the most cards"))
    total = ngettext("{count} point", "{count} points", result.points[seat]).format(count=result.points[seat])
    return _("{name}: {parts} = {total}.").format(name=name, parts=" + ".join(parts), total=total)


def _decider_sentence(names: Sequence[str], result: OneElevenResult) -> str:
    """What picked the winner: the most points, then the most cards, then the last capture."""
    if not result.winners:
        return _("The best players have the same points and cards, so nobody wins alone.") if result.is_final else ""
    name = names[result.winners[0]]
    return {
        "points": _("{name} won with the most points: {points}."),
        "cards": _("The points are the same, so the most cards win: {name} took {cards}."),
        "last capture": _("The points and cards are the same, so who took cards last wins: {name}."),
    }.get(result.decided_by or "", "").format(
        name=name, points=result.points[result.winners[0]], cards=result.cards[result.winners[0]]
    )


def swept_cards(captured: Sequence[Card], moves: Sequence[Move]) -> list[Card]:
    """The cards of a capture pile that none of its ``moves`` took: the ones left on the table at
    the end, which go to the last player who took cards (a game's piles start empty)."""
    rest = Counter(captured)
    for move in moves:
        if not move.is_trail:
            rest.subtract([move.card, *move.taken])
    return sorted(rest.elements())
