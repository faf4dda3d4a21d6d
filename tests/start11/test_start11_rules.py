"""Start 11!: one test for each rule of docs/rules.md §3 on a crafted position, and the rulebook's examples."""

from __future__ import annotations

import pytest

from elevenkit.core import ElevenkitError, IllegalMoveError
from elevenkit.start11 import GreedyBot, RefusalReason, Space, Start11Game, Start11Match, Tile, rules
from elevenkit.start11 import game as game_module

MAX_STEPS = 5000  # far more steps than any game or match takes


def make(
    holders: list[list[str]],
    board: tuple[str, ...] = (),
    bag_first: tuple[str, ...] = (),
    empty_bag: bool = False,
    variant: bool = False,
    current: int = 0,
) -> Start11Game:
    """A position: ``board`` lists tiles that lie on their own space (``grey 13@yellow 13`` for a joker).

    The tiles not used go to the bag after ``bag_first`` (drawn first), or, with ``empty_bag``,
    into the last holder.
    """
    placed = {}
    for item in board:
        tile, _, space = item.partition("@")
        placed[space or tile] = tile
    return Start11Game.from_position(
        holders, placed, bag_first, current, variant, rest_to=len(holders) - 1 if empty_bag else None
    )


def moves(game: Start11Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def refuses(game: Start11Game, move: str, *words: str) -> None:
    """``move`` raises IllegalMoveError naming the move and each of ``words``; nothing changes."""
    before = game.to_json()
    with pytest.raises(IllegalMoveError) as info:
        game.play(move)
    message = str(info.value)
    assert repr(move) in message
    for word in words:
        assert word in message
    assert game.to_json() == before


# ---- placement rules -------------------------------------------------------------------


def test_adjacency_within_a_row() -> None:
    game = make([["yellow 10", "yellow 12", "yellow 9", "red 10"], ["blue 5"]], board=("yellow 11",))
    assert game.legal_placements("yellow 10") == [Space("yellow", 10)]
    assert game.legal_placements("yellow 12") == [Space("yellow", 12)]
    refuses(game, "place yellow 9 at yellow 9", "yellow 9 needs yellow 8 or yellow 10 on the board")
    refuses(game, "place red 10 at red 10", "red 10 needs red 9 or red 11 on the board")
    game.play("place yellow 10 at yellow 10")
    game.play("place yellow 9 at yellow 9")  # now next to the yellow 10


def test_bridges_only_once_a_tile_lies_on_the_other_end() -> None:
    game = make([["red 18", "red 15", "red 16", "red 14"], ["blue 5"]], board=("yellow 18", "yellow 16"))
    assert "place red 18 at red 18" in moves(game)  # yellow 18 is the other end of a bridge
    refuses(game, "place red 16 at red 16", "needs red 15 or red 17 on")  # same number, but no bridge at 16
    refuses(game, "place red 15 at red 15", "needs red 14, red 16 or blue 15 on")  # a bridge, but blue 15 is empty
    game.play("place red 18 at red 18")
    assert Space("red", 15) not in game.legal_placements("red 15")
    # the bridge works from the lower row too
    game = make([["yellow 5"], ["blue 6"]], board=("red 5",))
    assert game.legal_placements("yellow 5") == [Space("yellow", 5)]


@pytest.mark.parametrize("column", [1, 11, 20])
def test_connection_columns(column: int) -> None:
    neighbour = 2 if column == 1 else column - 1
    game = make([[f"red {column}", f"green {column}", "red 6"], ["blue 8"]], board=(f"yellow {neighbour}",))
    assert game.legal_placements(f"green {column}") == ([Space("green", 11)] if column == 11 else [])
    game = make(
        [[f"yellow {column}", f"red {column}", f"green {column}", "red 6"], ["blue 8"]],
        board=(f"yellow {neighbour}", "yellow 6"),
    )
    game.play(f"place yellow {column} at yellow {column}")
    assert game.legal_placements(f"red {column}") == [Space("red", column)]
    game.play(f"place green {column} at green {column}")  # no neighbour in the green row: the column opens it
    assert "place red 6 at red 6" not in moves(game)  # column 6 is no connection area


def test_an_eleven_may_always_be_placed() -> None:
    game = make([["red 11", "blue 11"], ["green 5"]], board=("yellow 4",))
    assert game.legal_placements("red 11") == [Space("red", 11)]
    empty = make([["blue 11", "blue 12"], ["green 5"]])
    assert moves(empty) == {"place blue 11 at blue 11"}  # on an empty board only an 11 goes


def test_a_joker_goes_on_any_empty_space_of_its_number() -> None:
    game = make([["grey 7"], ["green 5"]], board=("yellow 6", "blue 8", "green 6", "grey 7@green 7"))
    assert game.legal_placements("grey 7") == [Space("yellow", 7), Space("blue", 7)]
    refuses(game, "place grey 7 at green 7", "already taken")
    refuses(game, "place grey 7 at red 7", "joker 7 on red 7 needs red 6 or red 8")


def test_limit_of_three_tiles_per_turn() -> None:
    game = make(
        [["blue 12", "blue 14", "blue 15", "blue 16", "red 4"], ["green 5"]], board=("blue 11", "grey 13@blue 13")
    )
    for tile in ("blue 12", "blue 14", "blue 15"):
        game.play(f"place {tile} at {tile}")
    assert game.placed_this_turn == 3
    refuses(game, "place blue 16 at blue 16", "already placed 3")
    game.play("end")
    assert game.current_player == 1


def test_at_least_one_tile_before_ending_the_turn() -> None:
    game = make([["blue 12", "red 4"], ["green 5"]], board=("blue 11",))
    refuses(game, "end", "at least one")
    refuses(game, "draw", "may not draw")


# ---- bridge bonus -------------------------------------------------------------------------


def test_bonus_draw_on_the_first_tile_at_either_end_of_a_bonus_bridge() -> None:
    for placed, other in (("yellow 13", "red 13"), ("red 13", "yellow 13")):
        row = placed.split()[0]
        game = make(
            [["grey 13", "grey 13", "red 4"], ["green 5"]],
            board=(f"{row} 12", f"{other.split()[0]} 12"),
            bag_first=("green 16",),
        )
        game.play(f"place grey 13 at {placed}")
        assert game.pending == ("bonus", Tile("green", 16))
        assert moves(game) == {"bonus green 16 at green 16"}  # adjacency ignored: green 15, 17 are empty
        refuses(game, "end", "bonus tile green 16")
        game.play("bonus green 16 at green 16")
        assert game.pending is None and game.placed_this_turn == 1  # the bonus tile is not counted
        game.play(f"place grey 13 at {other}")  # the second end gives no bonus
        assert game.pending is None


def test_bonus_tile_is_not_counted_and_triggers_no_bonus() -> None:
    game = make(
        [["grey 13", "yellow 14", "yellow 15", "yellow 16"], ["green 5"]],
        board=("yellow 12",),
        bag_first=("red 9",),  # lands on an end of the red-blue bonus bridge at 9
    )
    game.play("place grey 13 at yellow 13")
    game.play("bonus red 9 at red 9")
    assert game.pending is None
    game.play("place yellow 14 at yellow 14")
    game.play("place yellow 15 at yellow 15")  # three counted tiles although four were laid
    assert game.placed_this_turn == 3
    refuses(game, "place yellow 16 at yellow 16", "already placed 3")


def test_the_free_tile_after_a_symbol_tile_earns_a_bridge_bonus() -> None:
    game = make(
        [["square", "grey 13", "red 4"], ["green 5"]], board=("yellow 1",), bag_first=("blue 16",), variant=True
    )
    game.play("place square at yellow symbol 1")
    game.play("free grey 13 at red 13")  # the first end of the yellow-red bonus bridge at 13
    assert rules.FREE_TILE_TRIGGERS_BONUS and game.pending == ("bonus", Tile("blue", 16))
    refusal = game.placement_refusal("blue 16", "red 16")
    assert refusal is not None and refusal.reason is RefusalReason.WRONG_SPACE
    refuses(game, "bonus blue 16 at red 16", "does not fit")
    game.play("bonus blue 16 at blue 16")
    assert game.placed_this_turn == 1


def test_a_finished_game_refuses_every_step() -> None:
    game = make([["yellow 12"], ["red 4"]], board=("yellow 11",))
    game.play("place yellow 12 at yellow 12")
    refusal = game.placement_refusal("red 4", "red 4")
    assert refusal is not None and refusal.reason is RefusalReason.GAME_OVER and "over" in refusal.message


def test_a_bonus_joker_goes_on_any_empty_space_of_its_number() -> None:
    game = make([["grey 13", "red 4"], ["green 5"]], board=("yellow 12", "grey 7@blue 7"), bag_first=("grey 7",))
    game.play("place grey 13 at yellow 13")
    assert moves(game) == {f"bonus grey 7 at {row} 7" for row in ("yellow", "red", "green")}


def test_no_bonus_when_the_bag_is_empty() -> None:
    game = make([["grey 13", "red 4"], ["green 5"]], board=("yellow 12",), empty_bag=True)
    game.play("place grey 13 at yellow 13")
    assert game.pending is None
    assert "end" in moves(game)


# ---- passing a tile -------------------------------------------------------------------------


def test_passing_needs_two_tiles_next_to_each_other_in_one_row_this_turn() -> None:
    game = make([["yellow 10", "yellow 12", "red 4"], ["green 5"]], board=("yellow 11",))
    game.play("place yellow 10 at yellow 10")
    game.play("place yellow 12 at yellow 12")  # both next to the 11, not to each other
    assert not game.can_pass
    refuses(game, "pass red 4", "two tiles next to each other")


def test_passing_after_a_pair_with_a_joker_gives_the_tile_to_the_left_neighbour() -> None:
    game = make([["blue 12", "grey 13", "red 4", "red 8"], ["green 5"], ["green 6"]], board=("blue 11",))
    game.play("place blue 12 at blue 12")
    game.play("place grey 13 at blue 13")  # a joker counts
    assert game.can_pass
    game.play("pass red 4")
    assert game.current_player == 1
    assert Tile("red", 4) in game.holders[1] and Tile("red", 4) not in game.holders[0]


def test_a_bonus_tile_counts_for_passing() -> None:
    game = make([["grey 13", "red 4", "red 8"], ["green 5"]], board=("yellow 12",), bag_first=("yellow 14",))
    game.play("place grey 13 at yellow 13")
    assert not game.can_pass
    game.play("bonus yellow 14 at yellow 14")
    assert game.can_pass


def test_tiles_across_a_bridge_do_not_count_for_passing() -> None:
    game = make([["yellow 18", "red 18", "red 4"], ["green 5"]], board=("grey 17@yellow 17",))
    game.play("place yellow 18 at yellow 18")
    game.play("place red 18 at red 18")
    assert not game.can_pass


def test_symbol_tiles_do_not_count_for_passing() -> None:
    game = make([["yellow 1", "square", "red 4"], ["green 5"]], board=("yellow 2",), variant=True)
    game.play("place yellow 1 at yellow 1")
    game.play("place square at yellow symbol 1")
    assert not game.can_pass
    refuses(game, "pass red 4", "two tiles next to each other")


# ---- no suitable tile ---------------------------------------------------------------------


def test_a_drawn_tile_that_fits_must_be_placed_then_two_more() -> None:
    holder = ["yellow 9", "yellow 8", "yellow 6", "blue 15"]
    game = make([holder, ["green 5"]], board=("yellow 11",), bag_first=("blue 5", "yellow 10"))
    assert moves(game) == {"draw"}
    refuses(game, "end", "draw")
    game.play("draw")  # blue 5 does not fit: draw again
    assert game.pending is None and moves(game) == {"draw"}
    game.play("draw")  # yellow 10 fits
    assert game.pending == ("drawn", Tile("yellow", 10))
    assert moves(game) == {"place yellow 10 at yellow 10"}
    refuses(game, "draw", "yellow 10")
    refuses(game, "end", "yellow 10")
    game.play("place yellow 10 at yellow 10")
    refuses(game, "draw", "already placed")
    game.play("place yellow 9 at yellow 9")
    game.play("place yellow 8 at yellow 8")  # the drawn tile and two more
    assert game.placed_this_turn == 3 and "end" in moves(game)
    assert not any(m.startswith("place") for m in moves(game))


def test_up_to_three_draws_then_the_turn_ends() -> None:
    game = make([["red 4"], ["green 5"]], board=("blue 2",), bag_first=("yellow 5", "yellow 6", "yellow 8"))
    for _ in range(rules.DRAW_LIMIT):
        game.play("draw")
    assert moves(game) == {"end"}
    refuses(game, "draw", "already drawn 3")
    game.play("end")
    assert len(game.holders[0]) == 4 and game.current_player == 1


def test_stuck_with_an_empty_bag_passes_the_turn() -> None:
    game = make([["red 4"], ["green 5"]], board=("blue 2",), empty_bag=True)
    assert moves(game) == {"end"}
    refuses(game, "draw", "bag is empty")
    game.play("end")
    assert game.current_player == 1


# ---- symbol tiles (variant) ------------------------------------------------------------------


def test_a_symbol_tile_goes_only_next_to_its_rows_1_or_20() -> None:
    game = make([["square", "star", "yellow 12"], ["green 5"]], board=("yellow 11",), variant=True)
    refuses(game, "place square at yellow symbol 1", "needs yellow 1 on the board")
    game = make([["square", "star", "yellow 12"], ["green 5"]], board=("yellow 1", "yellow 11"), variant=True)
    assert game.legal_placements("square") == [Space("yellow", 1, symbol=True)]
    refuses(game, "place square at yellow symbol 20", "needs yellow 20 on the board")
    refuses(game, "place star at yellow symbol 1", "does not fit")


def test_the_free_placement_after_a_symbol_tile() -> None:
    game = make([["circle", "blue 5", "red 16", "star"], ["green 5"]], board=("green 20",), variant=True)
    game.play("place circle at green symbol 20")
    assert game.pending == ("free", None)
    refuses(game, "free star at blue symbol 1", "number or joker")
    game.play("free blue 5 at blue 5")  # no neighbour needed
    assert game.placed_this_turn == 1  # the free tile is not counted
    refuses(game, "free red 16 at red 16", "right after a symbol")


def test_a_symbol_tile_drawn_as_a_bonus_ignores_its_rows_end_and_gives_no_free_tile() -> None:
    game = make(
        [["grey 13", "red 4", "blue 5"], ["green 5"]], board=("yellow 12",), bag_first=("circle",), variant=True
    )
    game.play("place grey 13 at yellow 13")
    assert game.pending == ("bonus", Tile("circle"))
    # green 1 and green 20 are empty, yet the bonus symbol tile may go on either symbol space
    assert moves(game) == {"bonus circle at green symbol 1", "bonus circle at green symbol 20"}
    game.play("bonus circle at green symbol 1")
    assert game.pending is None and not rules.BONUS_SYMBOL_TILE_GIVES_FREE_TILE
    refuses(game, "free blue 5 at blue 5", "right after a symbol")


def test_the_bonus_symbol_tile_choice_can_be_switched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_module, "BONUS_SYMBOL_TILE_GIVES_FREE_TILE", True)
    game = make(
        [["grey 13", "red 4", "blue 5"], ["green 5"]], board=("yellow 12",), bag_first=("circle",), variant=True
    )
    game.play("place grey 13 at yellow 13")
    game.play("bonus circle at green symbol 1")
    assert game.pending == ("free", None)
    game.play("free blue 5 at blue 5")
    assert game.board["blue 5"] == Tile("blue", 5) and game.placed_this_turn == 1


def test_the_free_placement_is_lost_after_another_step() -> None:
    game = make([["square", "yellow 19", "red 16"], ["green 5"]], board=("yellow 20",), variant=True)
    game.play("place square at yellow symbol 20")
    game.play("place yellow 19 at yellow 19")
    refuses(game, "free red 16 at red 16", "right after a symbol")


# ---- the end ---------------------------------------------------------------------------------


def test_minus_points_with_11_for_an_unplaced_symbol_tile() -> None:
    game = make([["yellow 12"], ["star", "red 4", "grey 7"]], board=("yellow 11",), variant=True)
    game.play("place yellow 12 at yellow 12")
    result = game.result()
    assert game.is_over and result.winners == (0,) and result.is_final and result.lower_is_better
    assert result.points == (0, rules.SYMBOL_TILE_PENALTY + 4 + 7)
    refuses(game, "end", "game is over")
    # a game table's lines: each tile left and what it costs, adding up to the points
    lines = [(str(tile), tile.minus_points) for tile in game.view(0).tiles_left[1]]
    assert sorted(lines) == [("grey 7", 7), ("red 4", 4), ("star", 11)]


def test_winning_by_passing_away_the_last_tile() -> None:
    game = make([["blue 12", "grey 13", "red 5"], ["green 5"]], board=("blue 11",))
    game.play("place blue 12 at blue 12")
    game.play("place grey 13 at blue 13")
    game.play("pass red 5")
    assert game.is_over and game.result().winners == (0,) and game.result().points == (0, 5 + 5)
    assert game.legal_moves() == []


def test_a_game_stopped_between_turns_scores_the_tiles_left_and_the_fewest_minus_points_win() -> None:
    """docs/rules.md §3 "A game stopped early": a time limit ends the game between two turns only."""
    game = make([["yellow 12", "red 4", "grey 7"], ["green 5", "blue 2"], ["red 18"]], board=("yellow 11",))
    game.play("place yellow 12 at yellow 12")
    with pytest.raises(ElevenkitError, match="middle of a turn"):
        game.stop()
    game.play("end")
    game.stop()
    result = game.result()
    assert game.is_over and game.stopped and game.legal_moves() == [] and game.view(1).tiles_left is not None
    assert result.points == (4 + 7, 5 + 2, 18) and result.winners == (1,) and result.is_final
    refuses(game, "end", "game is over")
    again = Start11Game.from_dict(game.to_dict())
    assert again.stopped and again.result() == result
    with pytest.raises(ElevenkitError, match="over already"):
        game.stop()
    tied = make([["red 4"], ["blue 4"]], board=("yellow 11",))
    tied.stop()
    assert tied.result().winners == (0, 1) and "stopped" in repr(tied)
    assert not make([["red 4"], ["blue 4"]]).stopped


def test_the_game_ends_at_once_with_a_bonus_owed() -> None:
    game = make([["grey 13"], ["green 5"]], board=("yellow 12",))
    game.play("place grey 13 at yellow 13")
    assert game.is_over and game.pending is None


# ---- the start ---------------------------------------------------------------------------------


def _elevens(tiles: tuple[Tile, ...]) -> int:
    return sum(1 for t in tiles if t.number == rules.START_NUMBER)


def test_start_seat_0_with_an_11_else_the_next_seat_with_one() -> None:
    seen = set()
    for seed in range(200):
        game = Start11Game(3, seed=seed)
        holders = game.holders
        first = next((s for s in range(3) if _elevens(holders[s])), None)
        if first is not None:
            assert game.current_player == first
            assert [len(h) for h in holders] == [20, 20, 20]
            seen.add(first)
    assert seen == {0, 1, 2}


def test_start_by_drawing_in_turn_until_an_11_appears() -> None:
    found = 0
    for seed in range(400):
        game = Start11Game(2, seed=seed)
        holders = game.holders
        if [len(h) for h in holders] == [20, 20]:
            continue
        found += 1
        starter = game.current_player
        assert [_elevens(h) for h in holders] == [1 if s == starter else 0 for s in range(2)]
        extra = [len(h) - 20 for h in holders]  # seat 0 drew first, then seat 1, ...
        assert extra[0] == extra[1] + (1 if starter == 0 else 0)
        assert moves(game) == {f"place {t} at {t}" for t in holders[starter] if t.number == 11}
    assert found >= 5


def test_match_has_as_many_rounds_as_players_and_moves_the_first_seat() -> None:
    match = Start11Match(3, seed=4, variant=True)
    bot = GreedyBot()
    steps = 0
    while not match.is_over:
        round_index, holders = match.round_index, match.round.holders
        assert match.round.first_seat == round_index % 3 and match.round.variant
        with_11 = [(round_index + i) % 3 for i in range(3) if _elevens(holders[(round_index + i) % 3])]
        if with_11 and all(len(h) == 20 for h in holders):
            assert match.current_player == with_11[0]
        while match.round_index == round_index:
            match.apply(bot.choose_move(match))
            steps += 1
            assert steps < MAX_STEPS, "the match does not end"
    assert match.rounds == 3 and len(match.round_points) == 3
    assert match.totals() == tuple(map(sum, zip(*match.round_points)))
    assert all(min(points) == 0 for points in match.round_points)
    result = match.result()
    assert result.is_final and result.winners == tuple(s for s in range(3) if match.totals()[s] == min(match.totals()))
    again = Start11Match.from_json(match.to_json())
    assert again.is_over and again.totals() == match.totals()


def test_next_round_moves_the_first_seat_on_and_keeps_the_settings() -> None:
    game = Start11Game(4, seed=1, variant=True, first_seat=3)
    following = game.next_round(seed=9, totals=(1, 2, 3, 4))
    assert following.first_seat == (3 + rules.FIRST_SEAT_STEP) % 4
    assert following.variant and following.layout is game.layout and following.players == 4
    assert following.to_dict() == Start11Game(4, seed=9, variant=True, first_seat=following.first_seat).to_dict()


# ---- the rulebook's examples -------------------------------------------------------------------


def test_rulebook_frank_places_yellow_1_then_blue_1() -> None:
    game = make([["yellow 1", "blue 1"], ["green 5"]], board=("yellow 2",))
    assert "place blue 1 at blue 1" not in moves(game)
    game.play("place yellow 1 at yellow 1")
    game.play("place blue 1 at blue 1")


def test_rulebook_luisa_places_red_18_next_to_yellow_18() -> None:
    game = make([["red 18"], ["green 5"]], board=("yellow 18",))
    assert game.legal_placements("red 18") == [Space("red", 18)]


def test_rulebook_philipp_grey_13_in_the_yellow_row_draws_red_16() -> None:
    game = make([["grey 13", "blue 4"], ["grey 13", "green 4"]], board=("yellow 12", "red 12"), bag_first=("red 16",))
    in_bag = len(game.bag)
    game.play("place grey 13 at yellow 13")
    assert len(game.bag) == in_bag - 1
    game.play("bonus red 16 at red 16")  # placed although red 15 and red 17 are empty
    game.play("end")
    game.play("place grey 13 at red 13")  # Andre: no bonus for the second end
    assert game.pending is None and len(game.bag) == in_bag - 1


# ---- what a teaching widget asks -------------------------------------------------------------


def test_a_refused_placement_says_which_neighbours_are_needed() -> None:
    game = make(
        [["red 18", "red 15", "grey 7", "red 11", "yellow 12", "square", "blue 5"], ["green 5"]],
        board=("yellow 11",),
        variant=True,
    )
    refusal = game.placement_refusal("red 18", "red 18")
    assert refusal is not None and refusal.reason is RefusalReason.NEEDS_NEIGHBOUR
    assert refusal.needs == (Space("yellow", 18), Space("red", 17), Space("red", 19))
    assert refusal.message == "red 18 needs yellow 18, red 17 or red 19 on the board first"
    refusal = game.placement_refusal("square", "yellow symbol 1")
    assert refusal is not None and refusal.needs == (Space("yellow", 1),)
    refusal = game.placement_refusal(Tile("grey", 7), Space("green", 7))
    assert refusal is not None and refusal.needs == (Space("green", 6), Space("green", 8))
    assert "joker 7 on green 7" in refusal.message
    assert (
        game.placement_refusal("red 11", "red 11") is None and game.placement_refusal("yellow 12", "yellow 12") is None
    )
    wrong = game.placement_refusal("red 15", "red 16")
    elsewhere = game.placement_refusal("grey 7", "yellow 11")
    missing = game.placement_refusal("blue 6", "blue 6")
    assert wrong is not None and wrong.reason is RefusalReason.WRONG_SPACE and wrong.needs == ()
    assert elsewhere is not None and elsewhere.reason is RefusalReason.WRONG_SPACE
    assert missing is not None and missing.reason is RefusalReason.NOT_IN_HOLDER and "blue 6" in missing.message
    limit = make(
        [["blue 12", "blue 14", "blue 15", "blue 16", "red 4"], ["green 5"]], board=("blue 11", "grey 13@blue 13")
    )
    for tile in ("blue 12", "blue 14", "blue 15"):
        limit.play(f"place {tile} at {tile}")
    turn = limit.placement_refusal("blue 16", "blue 16")
    assert turn is not None and turn.reason is RefusalReason.TURN and "3" in turn.message
    occupied = make([["grey 7"], ["green 5"]], board=("yellow 6", "grey 7@yellow 7"))
    refusal = occupied.placement_refusal("grey 7", "yellow 7")
    assert refusal is not None and refusal.reason is RefusalReason.TAKEN


def test_the_refusal_of_a_placement_agrees_with_legal_placements() -> None:
    """For many positions, every tile of the holder and every space of its kind: refused exactly
    when not among the legal placements, and a neighbour refusal lists only empty spaces, any of
    which would open the space."""
    for seed in range(30):
        game = Start11Game(2, seed=seed, variant=True)
        for _step in range(seed * 3):
            if game.is_over:
                break
            game.apply(GreedyBot().choose_move(game))
        if game.is_over:
            continue
        board = game.board.tiles()
        layout = game.layout
        for tile in set(game.holders[game.current_player]):
            allowed = game.legal_placements(tile)
            for s in layout.kind_spaces[layout.kind_index[tile]]:
                space = layout.spaces[s]
                refusal = game.placement_refusal(tile, space)
                assert (refusal is None) == (space in allowed), (seed, tile, space)
                if refusal is not None and refusal.reason is RefusalReason.NEEDS_NEIGHBOUR:
                    assert refusal.needs and all(need not in board for need in refusal.needs)
