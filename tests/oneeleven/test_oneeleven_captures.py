"""one-eleven captures against an independent brute force, and the rulebook's examples."""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache
from itertools import combinations, product

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.oneeleven import (
    ALL_CARDS,
    Card,
    InvalidCardError,
    Term,
    capture_groups,
    captures,
    distinct_groups,
    equation,
    new_deck,
    parse_cards,
    rules,
    terms,
    valid_kinds,
)
from elevenkit.oneeleven.capturing import clear_caches
from elevenkit.oneeleven.packing import count, fits, items, pack, unpack

MODES = rules.MODES
WILD = Card("=")
ACE = Card("1-11")


# ---- the brute force: every subset x every value assignment, written plainly -----------------


@cache
def brute_values(labels: tuple[str, ...]) -> frozenset[tuple[int, str]]:
    """(value, kind) pairs a group of these cards makes, trying every value of every card."""
    cards = [Card(label) for label in labels]
    found = set()
    for values in product(*(card.values for card in cards)):
        total = sum(values)
        if len(values) == 1:
            found.add((values[0], "match"))
            continue
        if 1 <= total <= 15:
            found.add((total, "sum"))
        for top in values:
            difference = top - (total - top)
            if 1 <= difference <= 15:
                found.add((difference, "difference"))
    return frozenset(found)


@cache
def brute_groups(table: tuple[Card, ...]) -> dict[tuple[tuple[int, ...], int], set[str]]:
    """(indices, value) -> every kind that makes it, over every subset of the table."""
    out: dict[tuple[tuple[int, ...], int], set[str]] = {}
    for size in range(1, len(table) + 1):
        for indices in combinations(range(len(table)), size):
            cards = [table[i] for i in indices]
            # No group can be bigger than 15 + 14 (a difference's top is at most 15, the rest
            # at most 14), whatever values the cards take: skip those subsets quickly.
            if sum(min(card.values) for card in cards) > 29:
                continue
            labels = tuple(sorted(card.label for card in cards))
            for value, kind in brute_values(labels):
                out.setdefault((indices, value), set()).add(kind)
    return out


def expected(brute, played: Card, mode: str) -> dict[tuple[tuple[int, ...], int], set[str]]:
    allowed = {"match"} | rules.MODE_KINDS[mode]
    result = {}
    for (indices, value), kinds in brute.items():
        usable = kinds & allowed
        if value in played.values and usable:
            result[(indices, value)] = usable
    return result


def random_table(rng: random.Random, size: int) -> list[Card]:
    """A table from the real deck (4 copies per rank), often rich in wilds, 1-11s and repeats."""
    ranks = rng.sample(ALL_CARDS, rng.randint(2, len(ALL_CARDS)))
    if rng.random() < 0.6:
        ranks = sorted({*ranks, WILD, ACE})
    pool = [card for card in ranks for _copy in range(rules.COPIES)]
    table = rng.sample(pool, min(size, len(pool)))
    while sum(card.is_wild for card in table) > 3:  # keep the brute force's 15**k affordable
        table.remove(WILD)
    return table


def evaluate(text: str) -> tuple[int, list[int]]:
    """Check an equation's arithmetic independently: returns (left value, right terms)."""
    left, right = text.split(" = ", 1)
    terms = re.split(r" [+\N{MINUS SIGN}] ", right)
    numbers = [int(term[2:-1]) if term.startswith("=(") else int(term) for term in terms]
    if "\N{MINUS SIGN}" in right:
        assert int(left) == numbers[0] - sum(numbers[1:]), text
    else:
        assert int(left) == sum(numbers), text
    return int(left), numbers


# ---- capture_groups == brute force ------------------------------------------------------------

TABLES = [tuple(random_table(random.Random(seed), random.Random(seed + 1).randint(0, 10))) for seed in range(2000)]


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_capture_groups_equal_brute_force(mode: str) -> None:
    rng = random.Random(f"groups-{mode}")
    for table in TABLES:
        brute = brute_groups(table)
        for played in (WILD, rng.choice(ALL_CARDS)):  # the wild covers every value 1..15
            want = expected(brute, played, mode)
            got = capture_groups(played, table, mode)
            pairs = [(g.indices, g.value) for g in got]
            assert len(pairs) == len(set(pairs)), (table, played)
            assert set(pairs) == set(want), (mode, table, played)
            for group in got:
                assert group.kind in want[(group.indices, group.value)]
                if group.kind == "difference":  # a set that is also a sum is listed as a sum
                    assert "sum" not in want[(group.indices, group.value)]
                assert group.cards == tuple(table[i] for i in group.indices)


@pytest.mark.parametrize("mode", MODES)
def test_equations_show_the_values_used(mode: str) -> None:
    for table in TABLES[:150]:
        for group in capture_groups(WILD, table, mode):
            value, numbers = evaluate(group.equation)
            assert value == group.value and len(numbers) == len(group.cards)
            # every card shows one value it can take: wilds as =(v), 1-11 as 1 or 11
            right = group.equation.split(" = ", 1)[1]
            wilds = [int(v) for v in re.findall(r"=\((\d+)\)", right)]
            assert len(wilds) == sum(card.is_wild for card in group.cards)
            assert all(1 <= v <= 15 for v in wilds)
            rest = list(numbers)
            for v in wilds:
                rest.remove(v)
            for card in group.cards:
                if len(card.values) == 1:
                    rest.remove(card.values[0])
            assert sorted(rest) == sorted(v for v in rest if v in (1, 11))
            assert len(rest) == sum(card.is_one_eleven for card in group.cards)


@pytest.mark.parametrize("mode", MODES)
def test_terms_give_each_card_and_the_value_it_stands_for(mode: str) -> None:
    for table in TABLES[:150]:
        for group in capture_groups(WILD, table, mode):
            parts = group.terms
            assert parts == terms(group.cards, group.value, group.kind)
            assert all(isinstance(part, Term) for part in parts)
            assert Counter(part.card for part in parts) == Counter(group.cards)
            assert all(part.value in part.card.values for part in parts)
            values = [part.value for part in parts]
            if group.kind == "difference":
                assert values[0] - sum(values[1:]) == group.value
                assert values[1:] == sorted(values[1:], reverse=True)
            else:
                assert sum(values) == group.value and values == sorted(values)
            # the equation text is these values, written out
            assert [int(v) for v in re.findall(r"\d+", group.equation.split(" = ", 1)[1])] == values


def test_wild_value_is_data() -> None:
    alone, both = capture_groups(Card("9"), parse_cards("4 ="), "addition")
    assert (alone.kind, alone.terms) == ("match", (Term(WILD, 9),))
    assert (both.kind, both.terms) == ("sum", (Term(Card("4"), 4), Term(WILD, 5)))
    assert [part.value for part in both.terms if part.card.is_wild] == [5]
    with pytest.raises(ElevenkitError, match="do not make 8"):
        terms(parse_cards("2 5"), 8, "sum")


def test_clearing_the_caches_changes_no_answer() -> None:
    table = parse_cards("2 5 = 1-11 9 4")
    before = [(g.indices, g.value, g.kind, g.terms) for g in capture_groups(WILD, table, "mixed")]
    clear_caches()
    after = [(g.indices, g.value, g.kind, g.terms) for g in capture_groups(WILD, table, "mixed")]
    assert before == after and before


def test_packed_multisets_against_counters() -> None:
    rng = random.Random(5)
    deck = new_deck()
    for _round in range(300):
        small, big = rng.sample(deck, rng.randint(0, 8)), rng.sample(deck, rng.randint(0, 30))
        small_key, big_key = pack(small), pack(big)
        assert Counter(unpack(big_key)) == Counter(big)
        assert dict(items(big_key)) == {card.index: n for card, n in Counter(big).items()}
        assert all(count(big_key, card.index) == Counter(big)[card] for card in ALL_CARDS)
        assert fits(small_key, big_key) == (not Counter(small) - Counter(big))
        assert fits(big_key, big_key) and fits(0, big_key)


@pytest.mark.parametrize("mode", MODES)
def test_distinct_groups_one_per_rank_multiset(mode: str) -> None:
    for table in TABLES[:400]:
        full = capture_groups(WILD, table, mode)
        every = {(g.indices, g.value) for g in full}
        want = {}
        for group in full:
            want.setdefault((tuple(sorted(group.cards)), group.value), group)
        got = distinct_groups(WILD, table, mode)
        keys = [(tuple(sorted(g.cards)), g.value) for g in got]
        assert len(keys) == len(set(keys)) and set(keys) == set(want)
        for group, key in zip(got, keys):
            assert (group.indices, group.value) in every and group.kind == want[key].kind


# ---- captures == every set of disjoint brute-force groups -----------------------------------


def set_partitions(items: list[int]):
    """Every way to split ``items`` into non-empty blocks."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for partition in set_partitions(rest):
        yield [[first]] + partition
        for i in range(len(partition)):
            yield partition[:i] + [[first] + partition[i]] + partition[i + 1 :]


def brute_captures(table, played, mode):
    """Every capture: a non-empty subset of the table split into blocks that are all groups
    for one value."""
    groups = expected(brute_groups(tuple(table)), played, mode)
    found = set()
    for size in range(1, len(table) + 1):
        for subset in combinations(range(len(table)), size):
            for partition in set_partitions(list(subset)):
                blocks = [tuple(sorted(block)) for block in partition]
                for value in played.values:
                    if all((block, value) in groups for block in blocks):
                        found.add(frozenset((block, value) for block in blocks))
    return found


@pytest.mark.parametrize("mode", MODES)
def test_captures_equal_brute_force(mode: str) -> None:
    rng = random.Random(f"captures-{mode}")
    for _round in range(300):
        table = random_table(rng, rng.randint(0, 6))
        played = rng.choice(ALL_CARDS)
        want = brute_captures(table, played, mode)
        got = captures(played, table, mode)
        got_sets = [frozenset((g.indices, g.value) for g in c.groups) for c in got]
        assert len(got_sets) == len(set(got_sets))
        assert set(got_sets) == want, (table, played)
        maximal = {
            frozenset((g.indices, g.value) for g in c.groups) for c in captures(played, table, mode, maximal_only=True)
        }
        for capture, key in zip(got, got_sets):
            used = set(capture.indices)
            can_grow = any(key | {other} in want for other in {g for s in want for g in s} if not used & set(other[0]))
            assert capture.is_maximal == (not can_grow)
            assert (key in maximal) == capture.is_maximal
            assert capture.indices == tuple(sorted(used))
            assert capture.cards_taken == len(used) + 1
            assert capture.points_taken == played.points + sum(table[i].points for i in used)
            assert capture.cards == tuple(table[i] for i in capture.indices)


# ---- the rulebook's examples ----------------------------------------------------------------


def equations(played: str, table: str, mode: str = "addition") -> set[str]:
    return {g.equation for g in capture_groups(Card.parse(played), parse_cards(table), mode)}


def test_rulebook_examples() -> None:
    assert "5 = 2 + 3" in equations("5", "2 3")
    assert "14 = 3 + 11" in equations("14", "3 1-11")
    assert "5 = 9 \N{MINUS SIGN} 4" in equations("5", "9 4", "subtraction")
    assert "2 = 12 \N{MINUS SIGN} 6 \N{MINUS SIGN} 4" in equations("2", "12 6 4", "subtraction")
    # a 7 takes a 7 and 2 + 5 in one turn
    turn = captures(Card("7"), parse_cards("7 2 5 9"), "addition", maximal_only=True)
    assert [str(c) for c in turn] == ["7 takes 7, 2+5"]
    assert turn[0].indices == (0, 1, 2) and turn[0].cards_taken == 4
    # no sums in the Subtraction deck, no differences in the Addition deck
    assert equations("5", "2 3", "subtraction") == set()
    assert equations("5", "9 4", "addition") == set()


def test_wild_and_one_eleven_values() -> None:
    assert ACE.values == (1, 11) and WILD.values == tuple(range(1, 16))
    assert equations("7", "=") == {"7 = =(7)"}
    assert equations("1-11", "1-11") == {"1 = 1", "11 = 11"}
    assert {g.value for g in capture_groups(WILD, parse_cards("4"))} == {4}
    assert valid_kinds(parse_cards("= 3"), 5, "mixed") == {"sum", "difference"}
    assert valid_kinds(parse_cards("= 3"), 5, "addition") == {"sum"}
    assert valid_kinds(parse_cards("9 4"), 6, "mixed") == frozenset()
    assert equation(parse_cards("1-11 3"), 14, "sum") == "14 = 3 + 11"


def test_cards_round_trip_and_points() -> None:
    for card in ALL_CARDS:
        assert Card.parse(str(card)) is card
        assert eval(repr(card), {"Card": Card}) is card
        assert card.points == (1 if card.label in rules.POINT_RANKS else 0)
    assert sum(card.points for card in ALL_CARDS) * rules.COPIES == 28
    assert Card.parse(" ace ") is ACE and Card.parse("W") is WILD and Card.parse("1 - 11") is ACE
    assert Card("7") == Card.parse("7") and hash(Card("7")) == hash(Card.parse(" 7"))
    assert sorted([Card("="), Card("2"), ACE]) == [ACE, Card("2"), Card("=")]
    with pytest.raises(AttributeError):
        Card("7").label = "8"  # type: ignore[misc]


@pytest.mark.parametrize("text", ["11 ", "0", "16", "", "seven", "=="])
def test_bad_cards_are_named(text: str) -> None:
    if text.strip() == "11":
        assert Card.parse(text) is ACE
        return
    with pytest.raises(InvalidCardError, match=re.escape(repr(text))):
        Card.parse(text)


def test_bad_arguments() -> None:
    with pytest.raises(ElevenkitError, match="'division'"):
        capture_groups(Card("7"), [], "division")
    with pytest.raises(ElevenkitError, match="'7'"):
        capture_groups("7", [])  # type: ignore[arg-type]
    with pytest.raises(ElevenkitError, match="do not make 8"):
        equation(parse_cards("2 5"), 8, "sum")
