"""11 nimmt!: the rulebook's worked example, bull cards, a round, the next round, the match, moves, errors."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import ElevenkitError, IllegalMoveError, InvalidMoveError
from elevenkit.nimmt import (
    Lay,
    Move,
    NimmtGame,
    NimmtMatch,
    Take,
    arithmetic,
    fits,
    lay_order,
    ox_heads,
)
from elevenkit.nimmt import game as game_module
from elevenkit.nimmt.lays import cards_of
from elevenkit.nimmt.rules import LAY_AROUND_THE_CIRCLE


def stacked(hands: list[list[int]], piles: list[list[int]], draw_top: list[int], **options: object) -> NimmtGame:
    """A round with the given hands and piles; ``draw_top`` on top of the draw pile, then the rest."""
    placed = {card for row in hands + piles + [draw_top] for card in row}
    rest = [card for card in range(1, 101) if card not in placed]
    return NimmtGame.from_position(hands, piles, draw_top + rest, **options)  # type: ignore[arg-type]


def fill(
    hands: dict[int, list[int]], players: int, keep_out: set[int], forbidden: dict[int, set[int]]
) -> list[list[int]]:
    """Hands of ten: the given cards, then the lowest free cards not forbidden for that seat."""
    used = set(keep_out) | {card for row in hands.values() for card in row}
    result = []
    for seat in range(players):
        row = list(hands.get(seat, []))
        for card in range(1, 101):
            if len(row) == 10:
                break
            if card not in used and card not in forbidden.get(seat, set()):
                row.append(card)
                used.add(card)
        result.append(row)
    return result


def test_rulebook_worked_example() -> None:
    # 7 players: 36, 46, a take, then 88 92 98 5 by the next four players, and the first again.
    keep_out = {31, 23, 87, 19, 78}
    hands = fill(
        {0: [36], 1: [46], 3: [88], 4: [92], 5: [98], 6: [5]},
        7,
        keep_out,
        {0: set(range(24, 34)) | set(range(6, 16)), 2: set(range(47, 57))},
    )
    game = stacked(hands, [[31]], [23, 87, 19, 78])
    assert game.piles == [[31]] and game.current_player == 0 and game.bull_supply == 10
    assert "piles 1:[31]" in str(game) and ">seat 0: bulls 0" in str(game)
    assert [card for card in game.hand(0) if fits(31, card)] == [36]
    game.play("lay 36 on 1")
    game.play("lay 46 on 1")
    assert game.piles == [[31, 36, 46]] and game.must_take()
    game.play("take 1")
    assert game.piles == [[23], [87]]
    assert game.bulls == [0, 0, 1, 0, 0, 0, 0] and game.bull_supply == 9
    assert {31, 36, 46} <= set(game.hand(2))
    for card in (88, 92, 98, 5):
        game.play(f"lay {card} on 2")
    assert game.piles == [[23], [87, 88, 92, 98, 5]] and game.current_player == 0
    assert game.must_take()
    game.play(Take(0))
    assert game.bulls == [0, 0, 1, 0, 0, 0, 0] and game.bull_supply == 9
    assert game.piles == [[87, 88, 92, 98, 5], [19], [78]]
    assert 23 in game.hand(0) and game.draw_size == 100 - 70 - 1 - 4


def small_position(bulls: list[int], taker: int = 0) -> NimmtGame:
    """Four players; the taker faces one pile of three cards (a bull-card pile)."""
    hands = fill({}, 4, {50, 51, 52}, {})
    return stacked(hands, [[50, 51, 52]], [], bulls=bulls, current_player=taker)


def test_bull_card_from_the_supply_then_from_the_player_holding_most() -> None:
    game = small_position([0, 3, 0, 2])
    game.play("take 1")
    assert game.bulls == [1, 3, 0, 2] and game.bull_supply == 4
    game = small_position([0, 4, 2, 4])  # supply empty: seats 1 and 3 tie, seat 1 comes first
    game.play("take 1")
    assert game.bulls == [1, 3, 2, 4] and game.bull_supply == 0
    game = small_position([4, 0, 2, 4], taker=2)  # clockwise from seat 2: seat 3 before seat 0
    game.play("take 1")
    assert game.bulls == [4, 0, 3, 3]
    game = small_position([10, 0, 0, 0])  # only the taker holds bull cards: none received
    game.play("take 1")
    assert game.bulls == [10, 0, 0, 0] and game.bull_supply == 0


def test_a_taker_holding_the_most_still_gets_a_bull_card_from_another_player() -> None:
    game = small_position([5, 3, 2, 0])  # supply empty; the taker holds the most but never gives
    game.play("take 1")
    assert game.bulls == [6, 2, 2, 0] and game.bull_supply == 0


def test_small_piles_give_no_bull_card_and_a_short_draw_pile_gives_fewer_piles() -> None:
    others = [card for card in range(1, 101) if card not in {40, 41, 99}]
    game = NimmtGame.from_position([others[:50], others[50:]], [[40, 41]], [99])
    game.play("take 1")
    assert game.bulls == [0, 0] and game.bull_supply == 10
    assert game.piles == [[99]] and game.draw_size == 0 and {40, 41} <= set(game.hand(0))


def test_round_ends_when_a_hand_is_empty_and_the_next_round_starts() -> None:
    hands = fill({}, 3, {55, 60}, {})
    hands[0] = [60]  # seat 0's other cards stay in the draw pile
    first = stacked(hands, [[55]], [], bulls=[1, 2, 0], current_player=0)
    match = NimmtMatch.from_round(first, rounds=3, seed=5)
    expected = (0, sum(map(ox_heads, hands[1])), sum(map(ox_heads, hands[2])))
    match.play("lay 60 on 1")
    assert first.is_over and first.result().points == expected and first.result().winners == (0,)
    assert first.result().is_final and first.result().lower_is_better
    assert match.round_points == [expected] and match.totals() == expected
    assert match.round_index == 1 and not match.is_over and not match.result().is_final
    game = match.round
    assert game is not first and not game.is_over
    assert game.bulls == [0, 0, 0] and game.bull_supply == 10  # bull cards back to the supply
    assert [len(hand) for hand in game.hands] == [10, 10, 10] and len(game.piles) == 1
    assert game.draw_size == 100 - 30 - 1
    assert (
        game.starting_player == game.current_player == match.current_player == (1 if expected[1] >= expected[2] else 2)
    )


def hands_scoring(targets: list[int], pile: list[int]) -> list[list[int]]:
    """Hands holding every card not in ``pile`` whose ox heads add up to ``targets``."""
    hands: list[list[int]] = [[] for _ in targets]
    left = list(targets)
    for card in sorted((card for card in range(1, 101) if card not in pile), key=ox_heads, reverse=True):
        seat = max((seat for seat in range(len(left)) if left[seat] >= ox_heads(card)), key=left.__getitem__)
        hands[seat].append(card)
        left[seat] -= ox_heads(card)
    assert left == [0] * len(targets)
    return hands


@pytest.mark.parametrize(
    ("final_scores", "last_starter", "next_starter"),
    [
        ([40, 72, 72], 1, 2),
        ([40, 72, 72], 2, 1),
        ([40, 72, 72], 0, 1),
        ([72, 40, 72], 1, 2),
        ([72, 40, 72], 2, 0),
        ([30, 100, 54], 1, 1),
    ],
)
def test_round_ends_without_piles_and_the_next_starter_breaks_ties_clockwise(
    final_scores: list[int], last_starter: int, next_starter: int
) -> None:
    pile = [1, 2]  # 4 ox heads, too few cards for a bull card
    targets = list(final_scores)
    targets[last_starter] -= ox_heads(1) + ox_heads(2)
    first = NimmtGame.from_position(hands_scoring(targets, pile), [pile], [], current_player=last_starter)
    match = NimmtMatch.from_round(first, rounds=2, seed=1)
    match.play("take 1")  # no pile and no draw card left: the round ends at once
    assert first.is_over and match.round_points == [tuple(final_scores)] and match.round_index == 1
    assert match.round.starting_player == match.current_player == next_starter
    assert match.round.bulls == [0, 0, 0]


def finished_round(starter: int) -> NimmtGame:
    """A three-player round that ``starter`` ends at once by taking the last pile (4 ox heads)."""
    pile = [1, 2]
    game = NimmtGame.from_position(hands_scoring([60, 60, 60], pile), [pile], [], current_player=starter)
    game.play("take 1")
    return game


def test_the_next_round_starter_reads_the_match_totals_and_breaks_ties_after_the_last_starter() -> None:
    game = finished_round(starter=1)
    assert game.is_over and game.result().points == (60, 64, 60)
    assert game.next_round(seed=3, totals=(10, 50, 50)).starting_player == 2  # tie: 2 comes after 1
    assert game.next_round(seed=3, totals=(60, 10, 10)).starting_player == 0  # not this round's most
    assert game.next_round(seed=3, totals=(7, 7, 7)).starting_player == 2
    following = game.next_round(seed=3, totals=(10, 50, 50))
    assert following.current_player == 2 and following.hand_sizes == [10, 10, 10] and following.draw_size == 69
    assert following.bulls == [0, 0, 0] and following.bull_supply == 10
    assert following.to_dict() == game.next_round(seed=3, totals=(10, 50, 50)).to_dict()  # seeded
    with pytest.raises(ElevenkitError, match="totals needs 3 numbers"):
        game.next_round(seed=3, totals=(1, 2))
    with pytest.raises(ElevenkitError, match="only when this round is over"):
        NimmtGame(players=3, seed=1).next_round(seed=3, totals=(0, 0, 0))


def test_a_one_round_match_ends_and_names_the_winner() -> None:
    pile = [1, 2]
    first = NimmtGame.from_position(hands_scoring([60, 20, 100], pile), [pile], [], current_player=0)
    game = NimmtMatch.from_round(first, rounds=1)
    game.play("take 1")
    assert game.is_over and game.totals() == (64, 20, 100) and game.result().winners == (1,)
    assert game.result().is_final and game.round_points == [(64, 20, 100)]
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("take 1")
    with pytest.raises(IllegalMoveError, match="the game is over"):
        first.play("take 1")
    assert game.legal_moves() == [] and first.legal_moves() == [] and first.count_legal_moves() == 0
    assert list(first.legal_lays()) == [] and first.count_lays() == 0
    with pytest.raises(ElevenkitError, match="a round that is being played"):
        NimmtMatch.from_round(first)


def test_match_winner_and_shared_wins() -> None:
    game = NimmtMatch(players=3, seed=11, rounds=2)
    rng = random.Random(3)
    for _ in range(2000):
        if game.is_over:
            break
        game.apply(game.random_move(rng))
    assert game.is_over and len(game.round_points) == 2 and game.round_index == 2
    totals = game.totals()
    assert totals == tuple(a + b for a, b in zip(*game.round_points))
    assert game.result().winners == tuple(seat for seat in range(3) if totals[seat] == min(totals))
    state = json.loads(game.to_json())["state"]
    state["round_points"] = [[5, 9, 5], [3, 3, 3]]
    shared = NimmtMatch.from_dict(state)
    assert shared.totals() == (8, 12, 8) and shared.result().winners == (0, 2)


def brute_force_lays(tops: list[int], hand: list[int], bulls: int) -> set[tuple[tuple[int, tuple[int, ...]], ...]]:
    """Every lay by trying every card on every pile or nowhere (small hands only)."""
    lays = set()
    for choice in itertools.product(*[[None] + [p for p, top in enumerate(tops) if fits(top, card)] for card in hand]):
        placements: dict[int, list[int]] = {}
        for card, pile in zip(hand, choice):
            if pile is not None:
                placements.setdefault(pile, []).append(card)
        cards = sum(len(row) for row in placements.values())
        if placements and len(placements) <= max(1, bulls) and (bulls or cards == 1):
            lays.add(tuple(sorted((pile, tuple(sorted(row))) for pile, row in placements.items())))
    return lays


def position_with(tops: list[int], hand: list[int], bulls: int) -> NimmtGame:
    others = [card for card in range(1, 101) if card not in tops and card not in hand]
    return NimmtGame.from_position([hand, others[:10]], [[top] for top in tops], others[10:], bulls=[bulls, 0])


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(1, 100), min_size=1, max_size=5, unique=True),
    st.lists(st.integers(1, 100), min_size=1, max_size=7, unique=True),
    st.integers(0, 4),
)
def test_lays_listing_and_count_agree_with_brute_force(tops: list[int], hand: list[int], bulls: int) -> None:
    hand = [card for card in hand if card not in tops] or [next(c for c in range(1, 101) if c not in tops)]
    game = position_with(tops, hand, bulls)
    expected = brute_force_lays(tops, hand, bulls)
    listed = list(game.legal_lays())
    assert {lay.key for lay in listed} == expected and len(listed) == len(expected)
    assert game.legal_moves() == [Take(pile) for pile in range(len(tops))] + listed
    assert game.count_lays() == len(expected)
    assert game.count_legal_moves() == len(expected) + len(tops)
    for lay in listed[:: max(1, len(listed) // 5)]:
        copy = game.clone()
        copy.play(lay)  # every listed lay passes the checked entry point
        for pile, cards in lay.placements:
            top = tops[pile]
            assert copy.piles[pile][1:] == sorted(cards, key=lambda card: (card - top) % 100)


def count_by_inclusion_exclusion(tops: list[int], hand: list[int], bulls: int) -> int:
    """Lays on exactly the piles S, summed over |S| <= bulls, by inclusion and exclusion."""
    total = 0
    for size in range(1, bulls + 1):
        for chosen in itertools.combinations(range(len(tops)), size):
            for inner in range(size + 1):
                for allowed in itertools.combinations(chosen, inner):
                    ways = 1
                    for card in hand:
                        ways *= 1 + sum(fits(tops[pile], card) for pile in allowed)
                    total += (-1) ** (size - inner) * ways
    return total


def test_compact_form_count_and_lazy_listing_in_the_big_case() -> None:
    # 10 hand cards, 3 bull cards, 6 piles close together: far too many lays to list
    tops = [10, 11, 12, 13, 14, 15]
    hand = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]
    game = position_with(tops, hand, 3)
    options = game.lay_options()
    assert options == [[card for card in hand if card <= top + 10] for top in tops]
    first = list(itertools.islice(game.legal_lays(), 1000))
    assert len(set(first)) == 1000
    assert all(game._illegal_reason(lay) is None for lay in first[::50])
    assert game.count_lays() == count_by_inclusion_exclusion(tops, hand, 3) > 1_000_000
    assert game.count_legal_moves() == game.count_lays() + 6


def test_illegal_moves_name_the_reason_and_change_nothing() -> None:
    hands = fill({0: [36, 37, 80], 1: [46]}, 2, {31, 50}, {})
    game = stacked(hands, [[31]], [50])
    before = game.to_json()
    for move, reason in [
        ("take 3", "there is no pile 3 (there is 1)"),
        ("lay 36 on 2", "there is no pile 2"),
        ("lay 46 on 1", "46 is not in your hand"),
        ("lay 80 on 1", "80 does not fit on pile 1: it is 49 above its top card 31"),
        ("lay 36 37 on 1", "without a bull card you lay exactly one card"),
        (Lay({0: [36], 1: [37]}), "without a bull card you lay on one pile, not 2"),
    ]:
        with pytest.raises(IllegalMoveError) as error:
            game.play(move)
        assert reason in str(error.value) and "illegal move" in str(error.value)
        assert game.to_json() == before
    with pytest.raises(InvalidMoveError):
        game.play("lay 36 on")
    with pytest.raises(InvalidMoveError, match="is not a move"):
        game.play(36)  # type: ignore[arg-type]
    assert game.to_json() == before
    game.play("lay 36 on 1")
    assert game.piles == [[31, 36]] and game.current_player == 1


def test_bull_cards_allow_several_cards_on_several_piles_in_wraparound_order() -> None:
    hands = fill({0: [97, 100, 2, 5, 44, 45, 71], 1: []}, 2, {96, 40, 70, 41}, {})
    game = stacked(hands, [[96], [40], [70]], [41], bulls=[2, 0])
    with pytest.raises(IllegalMoveError, match="with 2 bull cards you may lay on 2 piles, not 3"):
        game.play(Lay({0: [5], 1: [44], 2: [71]}))
    game.play("lay 2 100 97 on 1; 45 44 on 2")
    assert game.piles == [[96, 97, 100, 2], [40, 44, 45], [70]]
    assert game.hand(0) == sorted(set(hands[0]) - {2, 100, 97, 45, 44})


def test_view_hides_other_hands_the_draw_pile_and_the_cards_under_each_top() -> None:
    game = NimmtGame(players=4, seed=3)
    rng = random.Random(2)
    while max(game.pile_sizes) < 3:  # some pile has cards under its top
        game.apply(game.random_move(rng, take_chance=0))
    view = game.view(2)
    data = view.to_dict()
    json.dumps(data)
    assert set(data) == {
        "seat",
        "players",
        "current_player",
        "is_over",
        "starting_player",
        "tops",
        "pile_sizes",
        "hand",
        "hand_sizes",
        "bulls",
        "bull_supply",
        "draw_size",
    }  # the only card lists are the viewer's hand and the pile tops
    assert (view.seat, view.players, view.current_player, view.is_over) == (2, 4, game.current_player, False)
    assert view.hand == tuple(game.hand(2)) and list(view.hand_sizes) == [len(hand) for hand in game.hands]
    assert list(view.tops) == [pile[-1] for pile in game.piles] == game.tops
    assert list(view.pile_sizes) == [len(pile) for pile in game.piles] == game.pile_sizes
    assert view.draw_size == game.draw_size and view.starting_player == game.starting_player == 0
    assert game.view(game.current_player).lay_options() == game.lay_options()
    assert view.bulls == tuple(game.bulls) and view.bull_supply == game.bull_supply


def test_a_match_view_shows_the_round_view_and_the_scores() -> None:
    match = NimmtMatch(players=3, seed=8)
    rng = random.Random(1)
    for _ in range(2000):
        if match.round_index == 1:
            break
        match.apply(match.random_move(rng))
    view = match.view(1)
    assert (view.seat, view.players, view.round_index, view.rounds) == (1, 3, 1, 3)
    assert view.round_points == tuple(match.round_points) and view.totals == match.totals()
    assert view.round == match.round.view(1) and view.current_player == match.round.current_player


def test_invariant_hook_names_lost_cards_and_bull_cards() -> None:
    game = NimmtGame(players=3, seed=2)
    assert game.invariant_problems() == []
    doubled = game.clone()
    doubled._draw.append(doubled._draw[0])
    assert "repeated [" in " ".join(doubled.invariant_problems())
    lost = game.clone()
    lost._supply -= 1
    assert "bull cards" in " ".join(lost.invariant_problems())
    emptied = game.clone()
    emptied._draw.extend(emptied._piles.pop())
    emptied._piles.append([])
    assert "a pile has no card" in emptied.invariant_problems()
    stuck = game.clone()
    stuck._draw.extend(cards_of(stuck._hands[1]))
    stuck._hands[1] = 0
    assert stuck.invariant_problems() == ["the round is on, but a hand is empty or no pile is out"]
    assert game.invariant_problems() == []  # the clones were independent


@pytest.mark.parametrize(
    ("build", "reason"),
    [
        (lambda: NimmtMatch(players=1), "players must be a whole number from 2 to 7, not 1"),
        (lambda: NimmtGame(players=1), "players must be a whole number from 2 to 7, not 1"),
        (lambda: NimmtMatch(players=8), "not 8"),
        (lambda: NimmtMatch(players=True), "whole number, not True"),
        (lambda: NimmtMatch(players=3, rounds=0), "rounds must be a whole number from 1 to 100, not 0"),
        (lambda: NimmtGame(players=3, seed="x"), "seed must be a whole number"),
        (lambda: NimmtGame(players=3, starter=3), "starter must be a whole number from 0 to 2, not 3"),
        (lambda: NimmtGame(players=3).view(3), "seat must be a whole number from 0 to 2, not 3"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3]], [4]), "missing"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3]], None, bulls=[6, 5]), "only 10 bull cards"),
        (lambda: NimmtGame.from_position([[1], []], [[3]]), "every player holds cards"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3], []]), "at least one card"),
        (lambda: NimmtGame.from_position([[1], [2]], []), "at least one pile is out"),
        (lambda: NimmtGame.from_dict([]), "a saved nimmt round is a mapping, not []"),
        (
            lambda: NimmtGame.from_dict({**NimmtGame(players=2, seed=1).to_dict(), "players": 3}),
            "3 players need 3 hands, not 2",
        ),
        (lambda: NimmtGame.from_position([[1], [2, 0]], [[3]]), "not 0"),
        (lambda: NimmtGame.from_position("12", [[3]]), "must be a list"),
        (lambda: NimmtGame.from_json("{"), "not a saved game"),
        (lambda: NimmtGame.from_json('{"game": "other"}'), "not a saved nimmt-round game"),
        (lambda: NimmtGame.from_json('{"game": "nimmt-round", "state": {}}'), "needs"),
        (lambda: NimmtMatch.from_json('{"game": "nimmt-round", "state": {}}'), "not a saved nimmt game"),
        (lambda: NimmtMatch.from_json('{"game": "nimmt", "state": {}}'), "not a saved nimmt match"),
    ],
)
def test_bad_settings_are_refused(build: object, reason: str) -> None:
    with pytest.raises(ElevenkitError) as error:
        build()  # type: ignore[operator]
    assert reason in str(error.value)


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(["players", "starting_player", "current_player", "hands", "piles", "draw", "bulls"]),
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 120),
        st.text(max_size=3),
        st.lists(st.integers(-1, 101), max_size=4),
        st.lists(st.lists(st.integers(0, 101), max_size=3), max_size=4),
    ),
)
def test_damaged_saves_are_refused_or_read_but_never_crash(field: str, value: object) -> None:
    game = NimmtGame(players=3, seed=4)
    game.apply(game.random_move(random.Random(1)))
    state = game.to_dict()
    state[field] = value
    try:
        restored = NimmtGame.from_dict(state)
    except ElevenkitError as error:
        assert str(error)
        return
    assert restored.to_dict()[field] == value


def test_a_saved_round_knows_whether_it_is_over_from_its_position() -> None:
    game = finished_round(starter=0)
    restored = NimmtGame.from_json(game.to_json())
    assert restored.is_over and restored.to_dict() == game.to_dict() and restored.legal_moves() == []
    state = game.to_dict()
    state["draw"], state["hands"][0] = state["hands"][0][:1], state["hands"][0][1:]
    with pytest.raises(ElevenkitError, match="no pile is out, but the draw pile still has cards"):
        NimmtGame.from_dict(state)
    state = game.to_dict()
    state["piles"], state["hands"][1] = [state["hands"][1]], []
    with pytest.raises(ElevenkitError, match="only the player who just laid the last card"):
        NimmtGame.from_dict(state)


moves = st.one_of(
    st.builds(Take, st.integers(0, 8)),
    st.builds(
        Lay,
        st.dictionaries(
            st.integers(0, 6),
            st.lists(st.integers(1, 100), min_size=1, max_size=3, unique=True),
            min_size=1,
            max_size=3,
        ).filter(lambda d: len({c for row in d.values() for c in row}) == sum(map(len, d.values()))),
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 80), moves)
def test_any_move_is_played_only_if_legal_and_a_refusal_changes_nothing(seed: int, steps: int, move: object) -> None:
    game = NimmtMatch(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(game.random_move(rng))
    before = game.to_json()
    current = game.round
    legal = set(itertools.islice(current.iter_legal_moves(), 20_000)) if current.count_legal_moves() <= 20_000 else None
    try:
        game.play(move)  # type: ignore[arg-type]
    except IllegalMoveError as error:
        assert str(move) in str(error) and game.to_json() == before
        assert legal is None or move not in legal
        return
    assert legal is None or move in legal


def test_with_a_bull_card_34_to_43_go_on_33_together() -> None:
    hand = list(range(34, 44))
    others = [card for card in range(1, 101) if card not in hand and card != 33]
    game = NimmtGame.from_position([hand, others[:10]], [[33]], others[10:], bulls=[1, 0])
    assert game.lay_options() == [hand]
    game.play("lay " + " ".join(map(str, reversed(hand))) + " on 1")
    assert game.piles == [[33] + hand] and game.is_over and game.result().points[0] == 0


@pytest.mark.parametrize(
    ("around_the_circle", "order"),
    [(True, [96, 100, 3]), (False, [3, 96, 100])],  # the kit's reading, then the plain number order
)
def test_several_cards_on_one_pile_go_on_in_the_laying_order_of_the_rules(
    monkeypatch: pytest.MonkeyPatch, around_the_circle: bool, order: list[int]
) -> None:
    assert LAY_AROUND_THE_CIRCLE  # the kit reads "the highest card ends up on top" round the circle
    monkeypatch.setattr(arithmetic, "LAY_AROUND_THE_CIRCLE", around_the_circle)
    assert lay_order(94, [100, 3, 96]) == order
    others = [card for card in range(1, 101) if card not in {94, 96, 100, 3}]
    game = NimmtGame.from_position([[3, 96, 100], others[:10]], [[94]], others[10:], bulls=[1, 0])
    game.play("lay 3 100 96 on 1")
    assert game.piles == [[94, *order]]


def test_bull_cards_stay_with_their_holders_when_the_rule_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_module, "BULLS_RETURN_AFTER_ROUND", False)
    pile = [1, 2]
    game = NimmtGame.from_position(hands_scoring([60, 60, 60], pile), [pile], [], bulls=[2, 0, 5], current_player=0)
    game.play("take 1")
    following = game.next_round(seed=1, totals=(64, 60, 60))
    assert following.bulls == [2, 0, 5] and following.bull_supply == 3


def test_moves_are_read_by_the_move_type() -> None:
    game = NimmtGame(players=2, seed=1)
    assert NimmtGame.move_type is Move and NimmtMatch.move_type is Move
    assert game.parse_move("take 1") == Move.parse("take 1") == Take.parse("take 1") == Take(0)
    assert NimmtMatch(players=2, seed=1).parse_move("lay 5 on 2") == Lay({1: [5]})


settings_values = st.one_of(st.integers(-5, 12), st.booleans(), st.floats(), st.text(max_size=2), st.none())


@given(settings_values, settings_values)
def test_game_settings_are_checked(players: object, rounds: object) -> None:
    try:
        game = NimmtMatch(players=players, seed=1, rounds=rounds)  # type: ignore[arg-type]
    except ElevenkitError as error:
        assert repr(players) in str(error) or repr(rounds) in str(error)
        return
    assert isinstance(players, int) and 2 <= players <= 7
    assert game.rounds == (players if rounds is None else rounds)
