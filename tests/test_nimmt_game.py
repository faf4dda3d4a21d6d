"""The 11 nimmt! game: the rulebook's worked example, bull cards, rounds, the match, moves, errors."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elevenkit.core import ElevenkitError, IllegalMoveError, InvalidMoveError
from elevenkit.nimmt import Lay, NimmtGame, Take, fits, ox_heads


def stacked(hands: list[list[int]], piles: list[list[int]], draw_top: list[int], **options: object) -> NimmtGame:
    """A game with the given hands and piles; ``draw_top`` on top of the draw pile, then the rest."""
    placed = {card for row in hands + piles + [draw_top] for card in row}
    rest = [card for card in range(1, 101) if card not in placed]
    return NimmtGame.from_position(hands, piles, draw_top + rest, **options)  # type: ignore[arg-type]


def fill(hands: dict[int, list[int]], players: int, keep_out: set[int], forbidden: dict[int, set[int]]) -> list[list[int]]:
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


def test_small_piles_give_no_bull_card_and_a_short_draw_pile_gives_fewer_piles() -> None:
    others = [card for card in range(1, 101) if card not in {40, 41, 99}]
    game = NimmtGame.from_position([others[:50], others[50:]], [[40, 41]], [99])
    game.play("take 1")
    assert game.bulls == [0, 0] and game.bull_supply == 10
    assert game.piles == [[99]] and game.draw_size == 0 and {40, 41} <= set(game.hand(0))


def test_round_ends_when_a_hand_is_empty_and_the_next_round_starts() -> None:
    hands = fill({}, 3, {55, 60}, {})
    hands[0] = [60]  # seat 0's other cards stay in the draw pile
    game = stacked(hands, [[55]], [], bulls=[1, 2, 0], current_player=0, rounds=3, seed=5)
    expected = [0, sum(map(ox_heads, hands[1])), sum(map(ox_heads, hands[2]))]
    game.play("lay 60 on 1")
    assert game.round_scores == [expected] and game.scores == expected
    assert game.round == 2 and not game.is_over
    assert game.bulls == [0, 0, 0] and game.bull_supply == 10  # bull cards back to the supply
    assert [len(hand) for hand in game.hands] == [10, 10, 10] and len(game.piles) == 1
    assert game.draw_size == 100 - 30 - 1
    assert game.starting_player == game.current_player == (1 if expected[1] >= expected[2] else 2)


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
    game = NimmtGame.from_position(hands_scoring(targets, pile), [pile], [], current_player=last_starter, rounds=2, seed=1)
    game.play("take 1")  # no pile and no draw card left: the round ends at once
    assert game.round_scores == [final_scores] and game.round == 2
    assert game.starting_player == game.current_player == next_starter
    assert game.bulls == [0, 0, 0]


def test_a_one_round_match_ends_and_names_the_winner() -> None:
    pile = [1, 2]
    game = NimmtGame.from_position(hands_scoring([60, 20, 100], pile), [pile], [], current_player=0, rounds=1)
    game.play("take 1")
    assert game.is_over and game.scores == [64, 20, 100] and game.winners == [1]
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("take 1")
    assert list(game.legal_moves()) == [] and game.count_legal_moves() == 0


def test_match_winner_and_shared_wins() -> None:
    game = NimmtGame(3, seed=11, rounds=2)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(game.random_move(rng))
    assert len(game.round_scores) == 2 and game.round == 2
    assert game.scores == [a + b for a, b in zip(*game.round_scores)]
    assert game.winners == [seat for seat in range(3) if game.scores[seat] == min(game.scores)]
    state = json.loads(game.to_json())["state"]
    state["round_scores"] = [[5, 9, 5], [3, 3, 3]]
    state["scores"] = [8, 12, 8]
    assert NimmtGame.from_dict(state).winners == [0, 2]


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
        ("take 3", "there is no pile 3 (there are 1)"),
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


def test_view_hides_other_hands_and_the_draw_pile() -> None:
    game = NimmtGame(4, seed=3)
    game.apply(game.random_move(random.Random(2)))
    view = game.view(2)
    data = view.to_dict()
    json.dumps(data)
    assert "hands" not in data and "draw" not in data
    assert view.hand == tuple(game.hand(2)) and list(view.hand_sizes) == [len(hand) for hand in game.hands]
    assert view.draw_size == game.draw_size and [list(pile) for pile in view.piles] == game.piles
    table = {card for pile in game.piles for card in pile}
    assert set(data["hand"]) | {card for pile in data["piles"] for card in pile} == set(game.hand(2)) | table
    assert game.view(game.current_player).lay_options() == game.lay_options()
    assert view.bulls == tuple(game.bulls) and view.scores == tuple(game.scores)


@pytest.mark.parametrize(
    ("build", "reason"),
    [
        (lambda: NimmtGame(1), "players must be from 2 to 7, not 1"),
        (lambda: NimmtGame(8), "not 8"),
        (lambda: NimmtGame(True), "whole number, not True"),
        (lambda: NimmtGame(3, rounds=0), "rounds must be at least 1"),
        (lambda: NimmtGame(3, seed="x"), "seed must be a whole number"),
        (lambda: NimmtGame(3).view(3), "player must be from 0 to 2"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3]], [4]), "missing"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3]], None, bulls=[6, 5]), "only 10 bull cards"),
        (lambda: NimmtGame.from_position([[1], []], [[3]]), "every player holds cards"),
        (lambda: NimmtGame.from_position([[1], [2]], [[3], []]), "at least one card"),
        (lambda: NimmtGame.from_position([[1], [2, 0]], [[3]]), "not 0"),
        (lambda: NimmtGame.from_position("12", [[3]]), "must be a list"),
        (lambda: NimmtGame.from_json("{"), "not a saved game"),
        (lambda: NimmtGame.from_json('{"game": "other"}'), "not a saved nimmt game"),
        (lambda: NimmtGame.from_json('{"game": "nimmt", "state": {}}'), "needs"),
    ],
)
def test_bad_settings_are_refused(build: object, reason: str) -> None:
    with pytest.raises(ElevenkitError) as error:
        build()  # type: ignore[operator]
    assert reason in str(error.value)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["players", "rounds", "round_scores", "scores", "over", "starting_player",
                        "current_player", "hands", "piles", "draw", "bulls", "rng"]),
       st.one_of(st.none(), st.booleans(), st.integers(-3, 120), st.text(max_size=3),
                 st.lists(st.integers(-1, 101), max_size=4), st.lists(st.lists(st.integers(0, 101), max_size=3), max_size=4)))
def test_damaged_saves_are_refused_or_read_but_never_crash(field: str, value: object) -> None:
    game = NimmtGame(3, seed=4)
    game.apply(game.random_move(random.Random(1)))
    state = game.to_dict()
    state[field] = value
    try:
        restored = NimmtGame.from_dict(state)
    except ElevenkitError as error:
        assert str(error)
        return
    assert restored.to_dict()[field] == value or field in {"over"}


moves = st.one_of(
    st.builds(Take, st.integers(0, 8)),
    st.builds(
        Lay,
        st.dictionaries(
            st.integers(0, 6), st.lists(st.integers(1, 100), min_size=1, max_size=3, unique=True), min_size=1, max_size=3
        ).filter(lambda d: len({c for row in d.values() for c in row}) == sum(map(len, d.values()))),
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 80), moves)
def test_any_move_is_played_only_if_legal_and_a_refusal_changes_nothing(seed: int, steps: int, move: object) -> None:
    game = NimmtGame(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(game.random_move(rng))
    before = game.to_json()
    legal = set(itertools.islice(game.legal_moves(), 20_000)) if game.count_legal_moves() <= 20_000 else None
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
    assert game.piles == [[33] + hand] and game.is_over and game.scores[0] == 0


settings_values = st.one_of(st.integers(-5, 12), st.booleans(), st.floats(), st.text(max_size=2), st.none())


@given(settings_values, settings_values)
def test_game_settings_are_checked(players: object, rounds: object) -> None:
    try:
        game = NimmtGame(players, seed=1, rounds=rounds)  # type: ignore[arg-type]
    except ElevenkitError as error:
        assert repr(players) in str(error) or repr(rounds) in str(error)
        return
    assert isinstance(players, int) and 2 <= players <= 7
    assert game.rounds == (players if rounds is None else rounds)
