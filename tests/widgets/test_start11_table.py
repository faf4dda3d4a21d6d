"""Play Start 11! through the widget API: tiles and spaces picked as the browser sends them,
buttons clicked, the computer's turns run at once (``pause=0``)."""

from __future__ import annotations

import html
from typing import Any

import pytest

from elevenkit.exercises.narration_start11 import minus_points_sum, move_sentence, refusal_sentence, sentence
from elevenkit.exercises.sessions.start11_table import Start11TableSession
from elevenkit.exercises.sessions.table import PUPIL, TableSettings
from elevenkit.start11 import GreedyBot, PlannerBot, RandomBot, Start11Game, Tile
from elevenkit.start11.moves import DRAW, PASS, PLACE
from elevenkit.widgets.tables import Start11Table
from elevenkit.widgets.views.board import BoardWidget
from tests.helpers.html_tree import parse

EASY_TWO = TableSettings(players=2, level="easy", seed=7, options={"variant": "0"})


def browser_pick(board: BoardWidget, value: str) -> None:
    """What the board's script sends on a click, Enter or Space."""
    board._on_front_end_msg(board, {"event": "pick", "value": value}, [])


def choose(table: Start11Table, tile: str) -> None:
    browser_pick(table.board, f"tile {table.board.holder.index(tile)}")


def text(widget: Any) -> str:
    return html.unescape(widget.value)


def visible(widget: Any) -> bool:
    return widget.layout.display != "none" and widget.layout.visibility != "hidden"


def position_table(
    holders: list[list[str]], board: dict[str, str], bag: tuple[str, ...] = (), pause: float = 0
) -> Start11Table:
    """A table whose game starts at a position set by hand (the pupil to move)."""

    class PositionSession(Start11TableSession):
        def make_game(self, settings: TableSettings) -> Start11Game:
            super().make_game(settings)
            return Start11Game.from_position(holders, board, bag=bag, seed=1)

    class PositionTable(Start11Table):
        SESSION = PositionSession

    return PositionTable(EASY_TWO, pause=pause)


def test_a_whole_game_against_the_computer_by_clicking() -> None:
    """The pupil plays like a child who asks "Where can it go?": a fitting tile, on a lit space,
    a second tile beside it when it can, giving a tile away when allowed, drawing when stuck."""
    table = Start11Table(EASY_TWO, pause=0)
    table.where_button.value = True
    seen: set[int] = set()
    for _step in range(1000):
        if table.game.is_over:
            break
        assert table.is_pupils_turn and 'aria-current="true">▶ <b>You' in table.seats.value
        view = table.game.view(PUPIL)
        steps = {move.code for move in view.legal_moves}
        before = len(table.history)
        if table.board.highlight and table.board.chosen >= 0:  # a bonus or drawn tile waits
            browser_pick(table.board, table.board.highlight[0])
        elif visible(table.pass_button):
            assert PASS in steps
            choose(table, table.board.holder[-1])
            table.pass_button.click()
            seen.add(PASS)
        elif visible(table.draw_button):
            assert DRAW in steps and PLACE not in steps
            table.draw_button.click()
            seen.add(DRAW)
        elif PLACE in steps and view.placed_this_turn < 2:
            fits = [i for i, tile in enumerate(table.board.holder) if table.game.legal_placements(tile)]
            browser_pick(table.board, f"tile {fits[-1]}")
            browser_pick(table.board, table.board.highlight[0])
            seen.add(PLACE)
        else:
            assert visible(table.end_button)
            table.end_button.click()
        assert len(table.history) > before, text(table.feedback)
    assert table.game.is_over and {PLACE, DRAW, PASS} <= seen
    assert visible(table.end_panel) and visible(table.again_button)
    assert not any(visible(b) for b in (table.draw_button, table.pass_button, table.end_button, table.where_button))
    left = table.game.view(PUPIL).tiles_left
    assert left is not None
    end = text(table.end_panel)
    assert table.winner_sentence() in end
    for tiles in left:
        assert (minus_points_sum(tiles) in end) if tiles else ("no tiles left, 0 minus points" in end)
    # every step of every player is in the move list, newest first
    moves = text(table.moves)
    assert moves.count("<li") == len(table.opening) + len(table.history) and len(table.history) > 20
    assert moves.index(table.history[-1].sentence) < moves.index(table.history[0].sentence)
    assert any(record.sentence.startswith("Computer 1 placed") for record in table.history)
    assert any(record.sentence.startswith("You placed") for record in table.history)


def test_a_refused_placement_is_explained_and_changes_nothing() -> None:
    table = position_table([["yellow 10", "red 18", "blue 5"], ["green 5"]], {"yellow 11": "yellow 11"})
    before = table.game.to_json()
    choose(table, "red 18")
    browser_pick(table.board, "red 18")
    assert "Red 18 needs yellow 18, red 17 or red 19 on the board first." in text(table.feedback)
    assert "ek-wrong" in table.feedback.value and table.game.to_json() == before and not table.history
    browser_pick(table.board, "blue 18")  # the wrong row
    assert "Red 18 does not fit on blue 18." in text(table.feedback)
    table.board.chosen = -1
    browser_pick(table.board, "green 5")  # a space none of the pupil's tiles fits
    assert "First choose one of your tiles" in text(table.feedback)
    choose(table, "yellow 10")
    browser_pick(table.board, "yellow 10")
    assert [record.sentence for record in table.history] == ["You placed yellow 10 next to yellow 11."]
    assert table.feedback.value == ""


def test_where_can_it_go_lights_up_the_spaces_of_the_chosen_tile_or_of_every_tile() -> None:
    table = position_table([["yellow 10", "red 18", "grey 7", "blue 11"], ["green 5"]], {"yellow 11": "yellow 11"})
    assert table.board.highlight == [] and visible(table.where_button)
    table.where_button.value = True
    everywhere = {str(space) for tile in ("yellow 10", "blue 11") for space in table.game.legal_placements(tile)}
    assert set(table.board.highlight) == everywhere and "blue 11" in everywhere
    assert "The lit spaces show where one of your tiles fits." in text(table.status)
    choose(table, "red 18")
    assert table.board.highlight == []
    assert "Red 18 can't go anywhere yet — try another tile." in text(table.feedback)
    choose(table, "yellow 10")  # a new choice: the old message goes, the prompt follows the choice
    assert table.board.highlight == ["yellow 10"] and table.feedback.value == ""
    assert "The lit spaces show" not in text(table.status)
    name = table.board.space_name("yellow 10")
    assert name.endswith("your tile can go here")
    table.where_button.value = False
    assert table.board.highlight == []


def test_putting_the_tile_back_lights_what_the_prompt_says() -> None:
    """Without "Where can it go?" a tile put back leaves nothing lit; with it, the lit spaces are
    where any tile fits, the prompt says so, and a lit space names the tile that fits it."""
    table = position_table([["yellow 10", "red 18"], ["green 5"]], {"yellow 11": "yellow 11"})
    choose(table, "yellow 10")
    choose(table, "yellow 10")  # put back
    assert table.board.chosen == -1 and table.board.highlight == []
    table.where_button.value = True
    choose(table, "yellow 10")
    choose(table, "yellow 10")
    assert table.board.highlight == ["yellow 10"]
    assert "The lit spaces show where one of your tiles fits. Choose a tile" in text(table.status)
    browser_pick(table.board, "yellow 10")
    assert "Yellow 10 fits here: choose it from your tiles first." in text(table.feedback) and not table.history
    table.where_button.value = False
    choose(table, "red 18")
    table.where_button.value = True  # asked after choosing a tile that fits nowhere
    assert "Red 18 can't go anywhere yet — try another tile." in text(table.feedback)


def test_the_prompt_names_the_button_that_ends_the_turn() -> None:
    table = position_table([["red 5"], ["green 5"]], {}, bag=("green 8", "blue 8", "red 8"))
    for _draw in range(3):
        table.draw_button.click()
    assert visible(table.end_button) and table.end_button.description == "Let the next player go"
    assert "Press “Let the next player go”." in text(table.status) and "End your turn" not in text(table.status)
    table = position_table([["yellow 10", "red 5"], ["green 5"]], {"yellow 11": "yellow 11"})
    choose(table, "yellow 10")
    browser_pick(table.board, "yellow 10")
    assert table.end_button.description == "End my turn" and "Press “End my turn”." in text(table.status)


def test_hidden_buttons_leave_no_gap_in_the_action_row() -> None:
    """Issue 22 item 13: a button the rules do not allow now is off the row, not an empty gap."""
    table = position_table([["yellow 10", "red 5"], ["green 5"]], {"yellow 11": "yellow 11"})
    buttons = (table.where_button, table.draw_button, table.pass_button, table.end_button)
    assert [button.layout.display != "none" for button in buttons] == [True, False, False, False]
    assert all(button.layout.visibility != "hidden" for button in buttons)
    assert all(button in table.actions.children for button in buttons)


def _first_deal(drew: bool) -> tuple[int, Start11Table]:
    """The first seed whose 2-player deal makes the seats draw for an 11 (``drew``) or not, and its table."""
    for seed in range(300):
        if (max(Start11Game(players=2, seed=seed).view(PUPIL).holder_sizes) > 20) == drew:
            return seed, Start11Table(TableSettings(players=2, level="easy", seed=seed), pause=0)
    raise AssertionError(f"no deal in 300 seeds with drew={drew!r}")


def starts(seat: int) -> str:
    return (
        "You have an 11, so you start." if seat == PUPIL else f"Computer {seat} has an 11, so Computer {seat} starts."
    )


def test_the_start_is_told_when_nobody_had_an_11() -> None:
    """A fresh game where nobody was dealt an 11: the seats took tiles in turn (rules §3: 20 + the
    draws each, the bag 40 minus them), and the move list says so with the counts the holders show."""
    seed, table = _first_deal(drew=True)
    fresh = Start11Game(players=2, seed=seed)
    sizes = fresh.view(PUPIL).holder_sizes
    assert sum(sizes) + fresh.view(PUPIL).bag_size == 80
    took = [
        f"{'You' if seat == PUPIL else f'Computer {seat}'} took {size - 20} tile"
        for seat, size in enumerate(sizes)
        if size > 20
    ]
    assert table.opening[0] == "Everybody got 20 tiles."
    assert table.opening[1].startswith("Nobody had an 11, so everybody took one tile from the bag in turn until")
    took_lines = table.opening[2:-1]
    assert took and len(took_lines) == len(took)
    assert all(line.startswith(words) for line, words in zip(took_lines, took))
    assert table.opening[-1] == starts(fresh.current_player)
    # the players bar says why a holder has more than 20 tiles, until that player's first move
    for seat, size in enumerate(sizes):
        if size > 20 and not any(record.seat == seat for record in table.history):
            assert f"{size} tiles: 20 dealt, {size - 20} taken to find an 11" in text(table.seats)
    moves = text(table.moves)
    assert all(line in moves for line in table.opening)
    assert moves.index(table.opening[-1]) < moves.index(table.opening[0])  # newest first, the deal at the bottom


def test_a_tile_the_computer_gave_before_the_pupils_first_move_is_called_given_not_taken() -> None:
    """With one computer that starts and gives a tile at once, the pupil's 21st tile was a gift."""
    table = Start11Table(TableSettings(players=2, level="easy", seed=10), pause=0)
    assert [(record.seat, record.move.code) for record in table.history][-1] == (1, PASS)
    assert not any(record.seat == PUPIL for record in table.history)
    assert table.game.view(PUPIL).holder_sizes[PUPIL] == 21
    seats = text(table.seats)
    assert "You</b>: 21 tiles: 20 dealt, 1 given by Computer 1</li>" in seats and "to find an 11" not in seats


def test_the_start_is_told_when_someone_had_an_11() -> None:
    seed, table = _first_deal(drew=False)
    assert table.opening == ["Everybody got 20 tiles.", starts(Start11Game(players=2, seed=seed).current_player)]


def test_a_picture_key_under_the_board_folds_away() -> None:
    table = Start11Table(TableSettings(players=2, level="easy", seed=3, options={"variant": "1"}), pause=0)
    legend = text(table.legend)
    assert legend.startswith("<details") and "<details open" not in legend
    for words in ("joker tile", "joker space", "bridge", "star on a bridge", "grey columns 1, 11, 20", "symbol space"):
        assert words in legend
    assert table.legend in table.children[table.children.index(table.actions) - 1].children


def test_buttons_appear_only_when_the_rules_allow_the_step() -> None:
    table = position_table([["yellow 10", "yellow 9", "blue 5"], ["green 5"]], {"yellow 11": "yellow 11"})
    assert not visible(table.draw_button) and not visible(table.pass_button) and not visible(table.end_button)
    choose(table, "yellow 10")
    browser_pick(table.board, "yellow 10")
    assert visible(table.end_button) and table.end_button.description == "End my turn"
    assert not visible(table.pass_button) and "You placed 1 of 3 tiles." in text(table.status)
    choose(table, "yellow 9")
    browser_pick(table.board, "yellow 9")  # two side by side: a tile may be given away
    # the prompt and the button say first what to do: choose the tile, then press Give
    assert visible(table.pass_button)
    assert "so you may give a tile to Computer 1: choose the tile, then press “Give”." in text(table.status)
    table.board.chosen = -1
    assert table.pass_button.description == "Give a tile to Computer 1: choose it first"
    table.pass_button.click()
    assert "First choose the tile you want to give away" in text(table.feedback)
    choose(table, "blue 5")
    assert table.pass_button.description == "Give blue 5 to Computer 1"
    table.pass_button.click()
    assert "You gave blue 5 to Computer 1." in [record.sentence for record in table.history]
    assert table.game.is_over and table.game.result().winners == (PUPIL,)
    assert "You won! Well done!" in text(table.end_panel)
    assert "You: no tiles left, 0 minus points." in text(table.end_panel)
    assert "Computer 1: blue 5, green 5: 5 + 5 = 10 minus points." in text(table.end_panel)


def test_a_draw_that_fits_must_go_down_and_one_that_does_not_is_said() -> None:
    table = position_table([["red 5"], ["green 5"]], {}, bag=("green 8", "blue 11"))
    assert visible(table.draw_button) and not visible(table.where_button)
    assert "None of your tiles fits. Take a tile from the bag." in text(table.status)
    table.draw_button.click()
    assert "You took green 8 from the bag. It does not fit." in text(table.status)
    assert table.history[-1].sentence == "You took a tile from the bag."
    table.draw_button.click()
    assert "You took blue 11 from the bag. It fits: put it on a lit space." in text(table.status)
    assert table.board.chosen_tile == Tile("blue", 11) and table.board.highlight == ["blue 11"]
    assert not visible(table.draw_button)
    choose(table, "red 5")
    browser_pick(table.board, "red 5")
    assert "The drawn tile blue 11 fits, so it must be placed now." in text(table.feedback)
    choose(table, "blue 11")
    browser_pick(table.board, "blue 11")
    assert table.history[-1].sentence == "You placed blue 11 (an 11 may always go on the board)."


def test_a_bonus_tile_is_shown_chosen_and_lit_until_it_is_placed() -> None:
    table = position_table([["red 10", "red 9", "yellow 6"], ["green 5"]], {"red 11": "red 11"}, bag=("green 8",))
    for tile in ("red 10", "red 9"):
        choose(table, tile)
        browser_pick(table.board, tile)
    assert table.board.holder[0] == "green 8" and table.board.chosen == 0 and table.board.highlight == ["green 8"]
    assert "Bonus! You won green 8 for the bridge." in text(table.status)
    browser_pick(table.board, "green 8")
    assert table.history[-1].sentence == "You got a bonus tile for the bridge and put green 8 on the board."
    assert "green 8" not in table.board.holder


def test_keyboard_selection_through_the_message_api() -> None:
    """Enter or Space on a tile and then on a space sends the same picks as a click."""
    table = Start11Table(EASY_TWO, pause=0)
    eleven = next(i for i, tile in enumerate(table.board.holder) if tile.endswith(" 11"))
    browser_pick(table.board, f"tile {eleven}")
    assert table.board.chosen == eleven and "chosen: " in table.board.announce
    space = str(table.game.legal_placements(table.board.holder[eleven])[0])
    browser_pick(table.board, space)
    assert table.history[0].seat == PUPIL and table.game.board[space] == table.history[0].move.tile
    browser_pick(table.board, "tile 99")  # junk from the browser is ignored, never raised
    table.board._on_front_end_msg(table.board, {"event": "pick", "value": 3}, [])


def test_the_computer_waits_for_its_pause_and_the_pupil_is_told_to_wait() -> None:
    import asyncio

    async def scenario() -> None:
        table = position_table(
            [["yellow 10", "blue 5"], ["green 12", "green 5"]],
            {"green 11": "green 11", "yellow 11": "yellow 11"},
            pause=0.05,
        )
        choose(table, "yellow 10")
        browser_pick(table.board, "yellow 10")
        table.end_button.click()
        assert table.game.current_player == 1 and "Computer 1 is playing" in text(table.status)
        choose(table, "blue 5")
        browser_pick(table.board, "blue 5")
        assert "Wait: it is Computer 1's turn." in text(table.feedback)
        for _ in range(40):
            await asyncio.sleep(0.05)
            if table.is_pupils_turn:
                break
        assert table.is_pupils_turn and table.history[-1].seat == 1
        assert "Computer 1 placed green 12 next to green 11." in [record.sentence for record in table.history]
        table.why_button.click()
        assert "Why did Computer 1 do that?" in text(table.feedback)

    asyncio.run(scenario())


def test_settings_from_a_link() -> None:
    table = Start11Table.from_params({"players": "4", "level": "hard", "variant": "1", "seed": "7"}, pause=0)
    assert table.game.players == 4 and table.game.variant and table.board.variant
    assert all(isinstance(bot, PlannerBot) for bot in table.bots.values()) and len(table.bots) == 3
    assert table.option_choices["variant"].value == "1"
    medium = Start11Table.from_params({"level": "medium", "variant": "yes"}, pause=0)
    assert isinstance(medium.bots[1], GreedyBot) and not medium.game.variant
    assert isinstance(Start11Table.from_params({}, pause=0).bots[1], RandomBot)
    assert "<b>Computer 3</b>" in table.seats.value


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_computers_of_every_level_play_a_game_to_the_end(level: str) -> None:
    table = Start11Table(TableSettings(players=3, level=level, seed=3, options={"variant": "1"}), pause=0)
    for _step in range(2000):
        if table.game.is_over:
            break
        assert table.play(table.game.legal_moves()[-1])
    assert table.game.is_over and table.game.result().winners
    assert all(record.why for record in table.history if record.seat != PUPIL)


def test_narration_sentences() -> None:
    game = Start11Game.from_position(
        [["yellow 12", "grey 13", "blue 9", "star"], ["red 5"]],
        {"yellow 11": "yellow 11", "red 9": "red 9", "blue 1": "blue 1", "red 12": "red 12"},
        variant=True,
    )
    say = lambda text: move_sentence(game, "Computer 1", game.parse_move(text), "you")  # noqa: E731
    assert say("place yellow 12 at yellow 12") == "Computer 1 placed yellow 12 next to yellow 11."
    assert say("place grey 13 at red 13") == "Computer 1 placed joker 13 on red 13 next to red 12."
    assert say("place blue 9 at blue 9") == "Computer 1 placed blue 9 over the bridge from red 9."
    assert (
        say("place star at blue symbol 1")
        == "Computer 1 placed the star symbol tile on the blue symbol space and earned a free tile."
    )
    assert say("pass star") == "Computer 1 gave the star symbol tile to you."
    assert say("draw") == "Computer 1 took a tile from the bag."
    assert say("end") == "Computer 1 could not place a tile, so the next player goes on."
    assert sentence("red 18 needs red 17 first") == "Red 18 needs red 17 first."
    refusal = game.placement_refusal("blue 9", "blue 8")
    assert refusal is not None and refusal_sentence(refusal) == "Blue 9 does not fit on blue 8."
    assert minus_points_sum([Tile("red", 7), Tile("star"), Tile("blue", 3)]) == "3 + 7 + 11 = 21"
    assert minus_points_sum([Tile("red", 7)]) == "7" and minus_points_sum([]) == "0"


def test_each_move_draws_the_board_once_with_everything_that_changed() -> None:
    """A move changes the board, the holder, the chosen tile and the lit spaces: one picture (and one
    message to the browser) per move, not one per change."""
    table = Start11Table(EASY_TWO, pause=0)
    table.where_button.value = True
    draws, shows = [], []
    draw, show = table.board._draw, table.show
    table.board._draw = lambda: (draws.append(1), draw())[-1]  # type: ignore[method-assign]
    table.show = lambda: (shows.append(1), show())[-1]  # type: ignore[method-assign]
    for _move in range(6):
        assert table.play(table.game.legal_moves()[0])
    assert len(shows) >= 6 and len(draws) == len(shows)
    # the last picture has the last state: the lit spaces and the holder are the ones drawn
    board = table.board
    picks = [node.attrs.get("data-pick") for node in parse(board.markup).elements()]
    assert set(board.highlight) <= set(picks)
    assert [pick for pick in picks if pick and pick.startswith("tile ")] == [
        f"tile {i}" for i in range(len(board.holder))
    ]


def test_a_chosen_joker_is_announced_by_its_one_name() -> None:
    """Issue 22 item 13: one name per tile: "joker 13" on the board, in the moves and when chosen."""
    table = position_table([["grey 13", "yellow 10"], ["green 5"]], {"yellow 11": "yellow 11"})
    choose(table, "grey 13")
    assert table.board.announce == "chosen: joker 13"


def test_a_link_sets_half_the_tiles_each_for_a_short_game_and_a_bad_value_deals_them_all() -> None:
    """``?holder=half``: 10 tiles each for two players (20 by the rules), said in the opening lines."""
    short = Start11Table(Start11Table.settings_from_params({"players": "2", "holder": "half", "seed": "3"}), pause=0)
    assert short.game.layout.deal[2] == 10 and short.opening[0] == "Everybody got 10 tiles."
    assert min(short.game.view(PUPIL).holder_sizes) >= 10 and "holder=half" in short.link_query()
    whole = Start11Table(Start11Table.settings_from_params({"players": "2", "holder": "all"}), pause=0)
    assert whole.game.layout.deal[2] == 20 and whole.opening[0] == "Everybody got 20 tiles."
