"""Play one-eleven through the widget API: cards picked as the browser sends them, buttons
clicked, the computer's turns run at once (``pause=0``)."""

from __future__ import annotations

import asyncio
import html
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from elevenkit.core import RandomBot
from elevenkit.exercises.narration_oneeleven import capture_choices
from elevenkit.exercises.sessions.oneeleven_table import OneElevenTableSession
from elevenkit.exercises.sessions.table import PUPIL, TableSettings
from elevenkit.oneeleven import (
    Card,
    ExpectimaxBot,
    GreedyBot,
    Move,
    OneElevenGame,
    TableExpectimaxBot,
    new_deck,
    parse_cards,
)
from elevenkit.widgets.tables import OneElevenTable
from elevenkit.widgets.views.cards import CardRow


def pick(row: CardRow, index: int) -> None:
    """What the card row's script sends on a click, Enter or Space."""
    row._on_front_end_msg(row, {"event": "pick", "value": str(index)}, [])


def text(widget: Any) -> str:
    return html.unescape(widget.value)


def visible(widget: Any) -> bool:
    return widget.layout.display != "none"


def choose(table: OneElevenTable, card: str, taken: Sequence[str] = ()) -> None:
    """Click a hand card, then the table cards (the first matching ones), as a pupil does."""
    pick(table.hand_row, table.hand_row.cards.index(card))
    free = list(enumerate(table.table_row.cards))
    for label in taken:
        index = next(i for i, on_table in free if on_table == label and i not in table.table_row.selected)
        pick(table.table_row, index)


def position(
    hands: list[str], table: str, draw: str = "", mode: str = "addition", piles: list[str] | None = None
) -> dict[str, Any]:
    """A saved game with these hands, table and draw pile (seat 0 to move); ``piles`` are the
    cards taken so far, and the rest of the deck goes to the last seat's pile."""
    players = len(hands)
    rest = Counter(new_deck())
    laid = [parse_cards(hand) for hand in hands] + [parse_cards(table), parse_cards(draw)]
    pile_cards = [parse_cards(pile) for pile in piles] if piles else [[] for _seat in range(players)]
    for cards in laid + pile_cards:
        rest.subtract(cards)
    pile_cards[-1].extend(rest.elements())
    return {
        "players": players,
        "mode": mode,
        "current": 0,
        "turn": 0,
        "over": False,
        "hands": [[c.label for c in hand] for hand in laid[:players]],
        "table": [c.label for c in laid[players]],
        "draw": [c.label for c in laid[players + 1]],
        "piles": [[c.label for c in pile] for pile in pile_cards],
        "last_capture_turn": [None] * players,
    }


def position_table(data: dict[str, Any], level: str = "easy", pause: float = 0) -> OneElevenTable:
    """A table whose game starts at a saved position (the pupil to move)."""

    class PositionSession(OneElevenTableSession):
        def make_game(self, settings: TableSettings) -> OneElevenGame:
            super().make_game(settings)
            return OneElevenGame.from_dict(data)

    class PositionTable(OneElevenTable):
        SESSION = PositionSession

    settings = TableSettings(players=data["players"], level=level, seed=1, options={"deck": data["mode"]})
    return PositionTable(settings, pause=pause)


def play_a_turn(table: OneElevenTable) -> None:
    """The pupil's turn as a child who follows "What could I take?": the biggest capture, or lay
    down the first card when nothing can be taken."""
    choices = capture_choices(table.game.legal_moves())
    if not choices:
        pick(table.hand_row, 0)
        table.lay_button.click()
        return
    choice = choices[0]
    choose(table, str(choice.card), [str(card) for card in choice.taken])
    table.take_button.click()
    if visible(table.ask_box):
        button = next(b for b in table.ask_buttons.children if b.description == str(choice.value))
        button.click()


@pytest.mark.parametrize(("level", "bot"), [("easy", RandomBot), ("medium", GreedyBot), ("hard", TableExpectimaxBot)])
def test_a_whole_game_against_each_level_by_clicking(level: str, bot: type) -> None:
    table = OneElevenTable(TableSettings(players=3, level=level, seed=4, options={"deck": "mixed"}), pause=0)
    assert all(type(b) is bot for b in table.bots.values()) and len(table.bots) == 2
    asked = 0
    for _step in range(200):
        if table.game.is_over:
            break
        assert table.is_pupils_turn and 'aria-current="true">▶ <b>You' in table.seats.value
        before = len(table.history)
        play_a_turn(table)
        asked += table.ask_box.layout.display == "flex"
        assert len(table.history) > before and table.history[before].seat == PUPIL, text(table.feedback)
    assert table.game.is_over and not table.game.invariant_problems()
    assert visible(table.end_panel) and visible(table.again_button)
    assert not any(visible(b) for b in (table.take_button, table.lay_button, table.help_button))
    # every move of every player is in the move list, newest first, as arithmetic
    moves = text(table.moves)
    assert moves.count("<li") == len(table.history) > 20
    assert moves.index(table.history[-1].sentence) < moves.index(table.history[0].sentence)
    assert any(re.match(r"You played .+ and took .+: \d+ = \d+", record.sentence) for record in table.history)
    assert any(re.match(r"Computer [12] played .+ and took", record.sentence) for record in table.history)
    assert all(record.why for record in table.history if record.seat != PUPIL)
    # the scoring: each seat's cards and points, the point for the most cards, 29 (or 28) in all;
    # every number shown, in the seats' header and at the end, is the engine's result
    result = table.game.result()
    end = text(table.end_panel)
    assert table.winner_sentence() in end
    seats = text(table.seats)
    for seat, name in enumerate(["You", "Computer 1", "Computer 2"]):
        assert f"{name} took {result.cards[seat]} cards. " in end
        assert f"{name}: {result.card_points[seat]} points for bonus cards" in end
        assert re.search(rf"\b{name}: [^=]+ = {result.points[seat]} points?\.", end), (name, end)
        assert (
            f"took {result.cards[seat]} cards, {result.points[seat]} point" in seats.split(name, 1)[1].split("</li>")[0]
        )
    total = 29 if result.most_cards is not None else 28
    assert f"All points together: {' + '.join(map(str, result.points))} = {total}" in end
    assert sum(result.cards) == 60 and sum(result.points) == total
    table.again_button.click()
    assert not table.game.is_over and not table.history and table.settings.seed == 5


def test_a_wrong_choice_is_explained_in_numbers_and_changes_nothing() -> None:
    table = position_table(position(["7 9 8", "10 3"], "2 4 5 3 13"))
    before = table.game.to_json()
    choose(table, "7", ["2", "4"])
    table.take_button.click()
    assert "2 + 4 = 6, not 7." in text(table.feedback) and "ek-wrong" in table.feedback.value
    pick(table.table_row, table.table_row.cards.index("4"))  # put the 4 back
    for label in ("5", "3"):
        pick(table.table_row, table.table_row.cards.index(label))
    table.take_button.click()
    assert "2 + 3 + 5 = 10, not 7. Part of it works: 7 = 2 + 5. But 3 is left over." in text(table.feedback)
    choose(table, "9", [])
    table.table_row.selected = [table.table_row.cards.index("13")]
    table.take_button.click()
    assert "That card is 13, not 9: one card alone must be the same number as yours." in text(table.feedback)
    assert table.game.to_json() == before and not table.history
    # a right choice after the wrong ones
    table.table_row.clear()
    choose(table, "7", ["2", "5"])
    table.take_button.click()
    assert table.history[0].sentence == "You played 7 and took 2 and 5: 7 = 2 + 5."
    assert table.feedback.value == ""


def test_take_if_you_can_laying_down_is_refused_when_a_capture_is_possible() -> None:
    table = position_table(position(["9 12", "10 3"], "7 5"))
    before = table.game.to_json()
    choose(table, "9")
    table.lay_button.click()
    message = text(table.feedback)
    assert 'You can take cards this turn, so you may not lay a card down: the rule is "take if you can".' in message
    assert table.game.to_json() == before and not table.history
    table.take_button.click()
    assert "Click the table cards your card takes" in text(table.feedback)
    choose(table, "12", ["7", "5"])
    table.take_button.click()
    assert table.history[0].sentence == "You played 12 and took 5 and 7: 12 = 5 + 7."


def test_laying_down_when_nothing_can_be_taken() -> None:
    table = position_table(position(["9 8", "10 3"], "2 3", draw="4 5 6 13"))
    assert "None of your cards can take anything" in text(table.status)
    table.lay_button.click()
    assert "First click the card you want to lay down." in text(table.feedback)
    choose(table, "8")
    table.lay_button.click()
    assert table.history[0].sentence == "You could not take anything and laid 8 on the table."
    assert table.history[1].seat == 1 and table.is_pupils_turn
    assert "Last move: Computer 1" in text(table.last_move)


def test_a_wild_card_asks_its_value_with_buttons_when_several_values_work() -> None:
    table = position_table(position(["= 9", "10 3"], "2 5 14", mode="mixed"))
    choose(table, "=", ["2", "5"])
    table.take_button.click()
    assert visible(table.ask_box) and not table.history
    assert "Your wild card can count as 3 or 7 here. Which one?" in text(table.ask_text)
    assert [b.description for b in table.ask_buttons.children] == ["3", "7"]
    table.ask_buttons.children[1].click()
    assert not visible(table.ask_box)
    assert table.history[0].sentence == "You played the wild card as 7 and took 2 and 5: 7 = 2 + 5."


def test_the_last_move_is_shown_as_cards_with_the_value_a_wild_counted_as() -> None:
    table = position_table(position(["9 8", "= 3"], "2 3", draw="4 6 13 14"), level="medium")
    choose(table, "8")
    table.lay_button.click()
    assert table.history[-1].sentence == "Computer 1 played the wild card as 13 and took 2, 3 and 8: 13 = 2 + 3 + 8."
    shown = text(table.last_move)
    assert "Last move: Computer 1 took cards" in shown and 'aria-label="wild card, as 13"' in shown
    assert list(re.findall(r'aria-label="card (\w+)"', shown)) == ["2", "3", "8"]


def test_a_1_11_counts_as_the_one_value_that_works_or_is_asked() -> None:
    table = position_table(position(["1-11 9", "10 3"], "4 7 1-11"))
    choose(table, "1-11", ["4", "7"])
    table.take_button.click()  # only 11 works: no question
    assert not visible(table.ask_box)
    assert table.history[0].sentence == "You played 1-11 as 11 and took 4 and 7: 11 = 4 + 7."
    table = position_table(position(["1-11 9", "10 3"], "4 8 1-11"))
    choose(table, "1-11", ["1-11"])
    table.take_button.click()
    assert [b.description for b in table.ask_buttons.children] == ["1", "11"]
    choose(table, "9")  # choosing another card closes the question
    assert not visible(table.ask_box)
    choose(table, "1-11")
    table.take_button.click()
    table.ask_buttons.children[0].click()
    assert table.history[0].sentence == "You played 1-11 as 1 and took 1-11: 1 = 1."
    table = position_table(position(["1-11 9", "10 3"], "2 4 9"))
    choose(table, "1-11", ["2", "4"])
    table.take_button.click()
    assert "2 + 4 = 6, not 1 or 11." in text(table.feedback)


def test_what_could_i_take_counts_first_then_lists_the_captures() -> None:
    table = position_table(position(["7 9 3", "10 3"], "2 5 4 7"))
    table.help_button.click()
    assert "You can take cards in 6 ways: with your 7 in 3 ways and with your 9 in 3 ways." in text(table.feedback)
    assert "7 = 2 + 5" not in text(table.feedback)
    table.help_button.click()
    listed = text(table.feedback)
    assert "You could take:" in listed and listed.count("<li>") == 6
    biggest_first = [
        "Your 9 takes 2, 4, 5 and 7: 9 = 2 + 7 and 9 = 4 + 5.",
        "Your 7 takes 2, 5 and 7: 7 = 2 + 5 and 7 = 7.",
        "Your 7 takes 7: 7 = 7.",
    ]
    assert [listed.index(line) for line in biggest_first] == sorted(listed.index(line) for line in biggest_first)
    choose(table, "9", ["5", "4"])
    table.take_button.click()
    table.help_button.click()  # a new turn starts with the counts again
    assert "You could take:" not in text(table.feedback)


def test_only_one_hand_card_is_chosen_at_a_time() -> None:
    table = position_table(position(["7 9 3", "10 3"], "2 5 4 7"))
    pick(table.hand_row, 0)
    pick(table.hand_row, 2)
    assert table.hand_row.selected == [2] and table.chosen_card() == Card.parse("3")
    pick(table.hand_row, 2)
    assert table.chosen_card() is None
    table.take_button.click()
    assert "First click one of your cards" in text(table.feedback)


def test_the_end_explains_the_scoring_line_by_line() -> None:
    # the pupil takes the last 10 with a 10; the computer cannot take with its 9, so the 3 and the 9
    # left on the table go to the pupil, who took cards last; every other card is the computer's
    table = position_table(position(["10", "9"], "10 3", piles=[""] * 2))
    choose(table, "10", ["10"])
    table.take_button.click()
    assert table.game.is_over
    lines = table.scoring_lines()
    assert lines[0] == "You took cards last and so also got the last 2 cards on the table: 3, 9."
    assert lines[1] == "You took 4 cards. 2 of them are bonus cards (2 cards 10): 2 points."
    assert lines[2] == (
        "Computer 1 took 56 cards. 26 of them are bonus cards "
        "(4 cards 1-11, 2 cards 10, 4 cards 12, 4 cards 13, 4 cards 14, 4 cards 15, 4 wild cards): 26 points."
    )
    assert lines[3] == "Computer 1 took the most cards (56): 1 point more."
    assert lines[4] == "You: 2 points for bonus cards = 2 points."
    assert lines[5] == "Computer 1: 26 points for bonus cards + 1 point for the most cards = 27 points."
    assert lines[6] == "All points together: 2 + 27 = 29 (28 for the bonus cards and 1 for the most cards)."
    assert lines[7] == "Computer 1 won with the most points: 27."
    # the header says the same: 27 points for Computer 1 (its 26 bonus points and the point for the most cards)
    assert table.seat_status(1).endswith("took 56 cards, 27 points") and table.seat_status(0).endswith(", 2 points")
    assert "Computer 1 won." in text(table.end_panel) and lines[3] in text(table.end_panel)
    assert "The table: no cards" in text(table.table_title) and "Your cards: none left" in text(table.hand_title)


def test_the_computer_waits_for_its_pause_and_why_says_what_it_thought() -> None:
    async def scenario() -> None:
        table = position_table(position(["9 8", "5 3"], "2 3", draw="4 6 13 14"), level="medium", pause=0.05)
        choose(table, "8")
        table.lay_button.click()
        assert table.game.current_player == 1 and "Computer 1 is playing" in text(table.status)
        assert not visible(table.take_button) and not table.hand_row.selectable
        choose(table, "9")
        assert table.hand_row.selected == []  # the cards cannot be chosen while the computer plays
        waited = 0.0
        while not table.is_pupils_turn and waited < 2:
            waited += 0.02
            await asyncio.sleep(0.02)
        assert table.is_pupils_turn and table.history[-1].seat == 1
        assert table.history[-1].sentence == "Computer 1 played 5 and took 2 and 3: 5 = 2 + 3."
        table.why_button.click()
        assert "Why did Computer 1 do that? It took the most cards it could." in text(table.feedback)

    asyncio.run(scenario())


def test_settings_from_a_link() -> None:
    table = OneElevenTable.from_params({"players": "4", "level": "hard", "deck": "subtraction", "seed": "7"}, pause=0)
    assert table.game.players == 4 and table.game.mode == "subtraction" and table.hand_row.deck == "subtraction"
    assert len(table.bots) == 3 and all(isinstance(bot, TableExpectimaxBot) for bot in table.bots.values())
    assert table.option_choices["deck"].value == "subtraction" and table.level_choice.value == "hard"
    same = OneElevenTable.from_params({"players": "4", "level": "hard", "deck": "subtraction", "seed": "7"}, pause=0)
    assert same.game.to_json() == table.game.to_json()
    odd = OneElevenTable.from_params({"players": "9", "level": "HARDEST", "deck": "<b>"}, pause=0)
    assert odd.game.players == 4 and odd.settings.level == "easy" and odd.game.mode == "addition"
    assert "<b>Computer 3</b>" in table.seats.value and "cards left in the deck" in table.seats.value


def crowded(players: int = 4, seed: int = 0, table_size: int = 9) -> OneElevenGame:
    """A game with a crowded table (more cards than real play leaves there)."""
    rng = __import__("random").Random(seed)
    deck = new_deck()
    rng.shuffle(deck)
    hands = [" ".join(str(c) for c in deck[6 * seat : 6 * seat + 6]) for seat in range(players)]
    table = " ".join(str(c) for c in deck[6 * players : 6 * players + table_size])
    draw = " ".join(str(c) for c in deck[6 * players + table_size :])
    return OneElevenGame.from_dict(position(hands, table, draw))


def test_the_hard_computer_weighs_the_best_moves_first_and_stops_at_its_budget() -> None:
    game = crowded()
    moves = game.legal_moves()
    hasty = TableExpectimaxBot(seed=1, budget=0.0)
    move = hasty.choose_move(game)
    assert move in moves and hasty._weighed == 1  # only the first (greedy-best) move was weighed
    assert (move.points_taken, move.cards_taken) == max((m.points_taken, m.cards_taken) for m in moves)
    patient = TableExpectimaxBot(seed=1, budget=60.0)
    patient.choose_move(game)
    outcomes = {(m.card, tuple(sorted(m.taken))) for m in moves}
    assert patient._weighed == len(outcomes) < len(moves)  # each different outcome weighed once


def test_with_time_enough_the_hard_computer_chooses_as_the_expectimax_bot() -> None:
    for seed in range(6):
        game = OneElevenGame(players=3, mode="mixed", seed=seed)
        for _turn in range(seed):
            game.apply(GreedyBot(seed).choose_move(game))
        chosen = TableExpectimaxBot(seed, budget=60.0).choose_move(game)
        best = {(m.card, tuple(sorted(m.taken))) for m in (ExpectimaxBot(s).choose_move(game) for s in range(40))}
        assert (chosen.card, tuple(sorted(chosen.taken))) in best


def test_refusal_hook_for_moves_made_by_code() -> None:
    table = position_table(position(["7 9", "10 3"], "2 5 4"))
    assert table.refusal(Move.parse("7 takes 2+5")) is None
    assert "take if you can" in (table.refusal(Move.parse("trail 9")) or "")
    assert table.play(Move.parse("7 takes 2+4")) is False
    assert "2 + 4 = 6, not 7." in text(table.feedback)
