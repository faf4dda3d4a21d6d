"""The 11 nimmt! table played through its widgets: clicks on hand cards and piles, the buttons, the
computers' answers, refusals in words, lays with bull cards, rounds and the match winner."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import ClassVar

import pytest

from elevenkit.exercises.narration_nimmt import hand_score_line
from elevenkit.exercises.sessions.nimmt_table import NimmtTableSession
from elevenkit.exercises.sessions.table import PUPIL, TableSettings
from elevenkit.nimmt import NimmtGame, NimmtMatch, distance, ox_heads
from elevenkit.widgets.tables import NimmtTable


def table(players: int = 3, level: str = "medium", seed: int = 7, piles: str = "top") -> NimmtTable:
    return NimmtTable(TableSettings(players, level, seed, {"piles": piles}), pause=0)


class StackedSession(NimmtTableSession):
    """A match that starts from a position set up by hand (the class attribute FIRST)."""

    FIRST: ClassVar[dict] = {}

    def make_game(self, settings: TableSettings) -> NimmtMatch:
        super().make_game(settings)
        return NimmtMatch.from_round(NimmtGame.from_position(**self.FIRST, seed=settings.seed), seed=settings.seed)


class StackedTable(NimmtTable):
    """A table whose match starts from a position set up by hand."""

    SESSION = StackedSession


def stacked(**first) -> NimmtTable:
    StackedSession.FIRST = first
    return StackedTable(TableSettings(len(first["hands"]), "medium", 1), pause=0)


def pupil_turn(t: NimmtTable, rng: random.Random) -> None:
    """One turn of the pupil by clicking: a random fitting card on its pile, else take a random pile
    (after a round's end, "Next round" first)."""
    if t.between_rounds:
        assert t.next_button.layout.display == "inline-flex"
        t.next_button.click()
        if not t.is_pupils_turn:
            return
    current = t.round
    pairs = [(pile, card) for pile, cards in enumerate(current.lay_options()) for card in cards]
    if pairs:
        pile, card = rng.choice(pairs)
        t.hand_cards.pick(card)
        t.pile_rows.pick(pile)
        if t.plan:  # with bull cards the cards wait in the plan for "Lay them"
            assert t.lay_button.layout.display == "inline-flex"
            t.lay_button.click()
    else:
        pile = rng.randrange(len(current.tops))
        t.pile_rows.pick(pile)
        assert t.take_button.layout.display == "inline-flex"
        t.take_button.click()


def play_until(t: NimmtTable, seed: int, done: Callable[[NimmtTable], bool]) -> None:
    """The pupil plays random clicks (see :func:`pupil_turn`) until ``done(t)``."""
    rng = random.Random(seed)
    while not done(t):
        pupil_turn(t, rng)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_whole_three_player_round_by_clicking(level: str) -> None:
    t = table(3, level, seed=11)
    rng = random.Random(1)
    moves = 0
    while not t.game.round_points:
        assert t.is_pupils_turn
        before = len(t.history)
        pupil_turn(t, rng)
        assert len(t.history) > before, t.feedback.value  # the click made a move
        moves += 1
        assert moves < 500
    finished = t.finished_round
    assert finished is not None and finished.is_over
    # every move of every player is in the move list in words, the computers' with a reason
    assert {record.seat for record in t.history} == {0, 1, 2}
    assert all(record.sentence for record in t.history)
    assert all(record.why for record in t.history if record.seat != PUPIL)
    # the round's scoring, hand by hand, agrees with the engine's minus points
    panel = t.round_panel.value
    for seat, points in enumerate(t.game.round_points[0]):
        assert sum(ox_heads(card) for card in finished.hand(seat)) == points
        name = "You" if seat == 0 else f"Computer {seat}"
        assert hand_score_line(name, finished.hand(seat)).replace("→", "&rarr;") in panel.replace("→", "&rarr;")
    assert "Round 1 is over" in panel and "Minus points, round by round" in panel
    assert "Round 1 of 3" in t.round_info.value  # the round that ended, until "Next round"
    # the table waits: nobody moves and the status says the minus points until "Next round"
    assert t.between_rounds and not t.is_pupils_turn and "<details open" in panel
    totals = ", ".join(
        f"{'You' if seat == 0 else f'Computer {seat}'}: {total}" for seat, total in enumerate(t.game.totals())
    )
    assert "Round 1 is over" in t.status.value and totals in t.status.value
    before = len(t.history)
    t.pile_rows.pick(0)
    assert "press Next round" in t.feedback.value and len(t.history) == before
    t.next_button.click()
    assert not t.between_rounds and t.next_button.layout.display == "none"
    assert t.is_pupils_turn and len(t.game.round_points) == 1  # the computers moved up to the pupil's turn


def test_a_whole_match_against_hard_computers_names_the_winner() -> None:
    t = table(3, "hard", seed=5)
    play_until(t, 2, lambda t: t.game.is_over)
    totals = t.game.totals()
    assert len(t.game.round_points) == 3
    end = t.end_panel.value
    assert t.end_panel.layout.display == "block" and t.again_button.layout.display == "inline-flex"
    # the winner, everyone's minus points and New game right under the status, above the piles
    status = t.status.value
    for seat, total in enumerate(totals):
        assert f"{'You' if seat == 0 else f'Computer {seat}'}: {total}" in status
    winners = [seat for seat, total in enumerate(totals) if total == min(totals)]
    assert ("You won" if winners == [0] else "won" if len(winners) == 1 else "share the win") in status
    order = list(t.children)
    area = next(child for child in order if "ek-nimmt-area" in child._dom_classes)
    assert order.index(t.status) < order.index(t.again_button) < order.index(area)
    assert "<details open" in t.round_panel.value
    for seat, total in enumerate(totals):
        rounds = " + ".join(str(row[seat]) for row in t.game.round_points)
        assert f"{rounds} = {total} minus points" in end
    if winners == [0]:
        assert "You won" in end
    elif len(winners) == 1:
        assert f"Computer {winners[0]} won" in end
    # the last round is the one explained, and clicks after the end are answered in words
    assert "Round 3 is over" in t.round_panel.value
    t.pile_rows.pick(0)
    assert "The game is over" in t.feedback.value
    t.again_button.click()
    assert not t.game.is_over and t.game.round_points == [] and t.round_panel.value == ""


def test_a_card_that_does_not_fit_is_refused_with_the_count_and_nothing_changes() -> None:
    t = stacked(hands=[[38, 60, 70], [2, 4, 6], [8, 10, 12]], piles=[[45], [31]])
    before = t.game.to_json()
    t.hand_cards.pick(38)
    assert t.hand_cards.selected == [38] and 'aria-pressed="true"' in t.hand_cards.markup
    t.pile_rows.pick(0)
    message = t.feedback.value
    assert "ek-wrong" in message
    assert "Pile A: 38 does not fit on 45" in message and str(distance(45, 38)) in message
    assert t.game.to_json() == before and t.history == []
    # the card stays chosen: the right pile takes it, and the narration says the arithmetic
    t.pile_rows.pick(1)
    assert t.history[0].sentence == "You laid 38 on pile B. 38 goes on 31: 7 up."
    assert 38 not in t.round.hand(0) and t.history[1].seat == 1  # then the computers answered


def test_several_cards_with_bull_cards_go_on_in_the_engines_order() -> None:
    t = stacked(
        hands=[[35, 33, 5, 60, 80], [40, 41, 42], [50, 51, 52]],
        piles=[[31], [98], [70]],
        bulls=[2, 0, 0],
    )
    assert "2 bull cards" in t.status.value
    for card in (35, 33):  # chosen farthest first: the engine still lays 33 before 35
        t.hand_cards.pick(card)
    t.pile_rows.pick(0)
    assert t.plan == {0: [35, 33]} and t.chosen == []
    assert "Pile A: 33 goes on 31: 2 up; 35 goes on 31: 4 up; 35 ends on top" in t.plan_label.value
    assert "on A" in t.hand_cards.markup  # the planned cards carry their pile's letter
    # a card that does not fit the pile is not added to the plan
    t.hand_cards.pick(60)
    t.pile_rows.pick(1)
    assert "60 does not fit on 98" in t.feedback.value and t.plan == {0: [35, 33]}
    t.hand_cards.pick(60)  # put back
    t.hand_cards.pick(5)
    t.pile_rows.pick(1)
    # two bull cards: a third pile is refused in words
    t.hand_cards.pick(80)
    t.pile_rows.pick(2)
    assert "With 2 bull cards you may lay on 2 piles, not on 3" in t.feedback.value
    t.hand_cards.pick(80)
    t.lay_button.click()
    sentence = t.history[0].sentence
    assert sentence.startswith("You laid 3 cards at once")
    assert "Pile B: 5 goes on 98: 99, 100, 1, …, 5 is 7 up." in sentence
    current = t.round
    assert current.hand(0) == [60, 80] and current.bulls[0] == 2


def test_taking_a_pile_says_its_cards_to_the_taker_and_wins_a_bull_card() -> None:
    t = stacked(hands=[[2, 50], [60, 61], [70, 71]], piles=[[94, 95, 3], [40]])
    t.pile_rows.pick(0)
    assert t.take_button.description == "Take pile A (3 cards)" and t.pile_rows.selected == [0]
    t.take_button.click()
    sentence = t.history[0].sentence
    assert sentence.startswith("You took pile A: 3 cards. The cards: 94, 95 and 3 (1 + 1 + 7 = 9 ox heads).")
    assert "With it comes a bull card" in sentence and "New piles are turned up" in sentence
    assert 3 in t.round.hand(0) and t.round.bulls[0] == 1


def test_a_pile_is_not_fanned_out_unless_the_teacher_shows_whole_piles() -> None:
    t = stacked(hands=[[2, 50], [60, 61], [70, 71]], piles=[[94, 95, 3], [40]])
    markup = t.pile_rows.markup
    assert "pile A: top card 3 (7 ox heads), 3 cards, 2 cards face down" in markup
    assert ">94<" not in markup and ">95<" not in markup  # the cards under the top stay hidden
    StackedTable.FIRST = {"hands": [[2, 50], [60, 61], [70, 71]], "piles": [[94, 95, 3], [40]]}
    learning = StackedTable(TableSettings(3, "medium", 1, {"piles": "whole"}), pause=0)
    assert ">94<" in learning.pile_rows.markup and "Learning aid" in learning.pile_rows.markup


def test_settings_come_from_the_link_and_a_bad_link_falls_back() -> None:
    t = NimmtTable.from_params({"players": "4", "level": "hard", "seed": "7", "piles": "whole"}, pause=0)
    assert (t.settings.players, t.settings.level, t.settings.seed, t.whole_piles) == (4, "hard", 7, True)
    assert t.game.players == 4 and t.game.rounds == 4
    again = NimmtTable.from_params({"players": "99", "level": "__import__('os')", "piles": "<b>"}, pause=0)
    assert (again.settings.players, again.settings.level, again.whole_piles) == (7, "easy", False)


def test_the_number_circle_stands_in_for_the_rows_and_the_fit_hints_follow_the_hand() -> None:
    t = stacked(hands=[[5, 38, 60], [40, 41], [50, 51]], piles=[[98], [31]])
    assert t.circle.layout.display == "none"
    t.circle_toggle.value = True
    assert t.circle.layout.display == "block"
    assert t.circle.piles == [98, 31] and t.circle.hand == [5, 38, 60]
    assert t.circle.windows[0][:3] == [99, 100, 1]
    t.circle.pick(38)  # choosing on the circle chooses in the hand
    assert t.chosen == [38] and t.hand_cards.selected == [38]
    t.fit_toggle.value = True
    tags = t.hand_cards.tags
    assert tags == {"5": "fits A", "38": "fits B", "60": "fits no pile"}
    # the circle stands in for the rows: clicking pile B's top card lays the chosen card there
    assert t.pile_rows.layout.display == "none"
    t.circle.pick(31)
    assert t.history[0].sentence == "You laid 38 on pile B. 38 goes on 31: 7 up."
    t.circle_toggle.value = False
    assert t.pile_rows.layout.display == "block" and t.circle.layout.display == "none"


def test_hard_computers_answer_within_the_time_budget_with_seven_players() -> None:
    t = table(7, "hard", seed=3)
    play_until(t, 3, lambda t: t.game.is_over)
    assert len(t.think_times) > 50
    assert max(t.think_times) < 0.3


def test_the_seats_bar_counts_cards_bull_cards_and_minus_points() -> None:
    t = table(3, "easy", seed=4)
    play_until(t, 4, lambda t: bool(t.game.round_points))
    totals = t.game.totals()
    seats = re.findall(r"<b>([^<]+)</b>: ([^<]+)</li>", t.seats.value)
    assert [name for name, _ in seats] == ["You", "Computer 1", "Computer 2"]
    for seat, (_name, status) in enumerate(seats):
        # until "Next round" the cards left from the round that ended, not the next round's deal
        assert f"{t.finished_round.hand_sizes[seat]} card" in status and f"{totals[seat]} minus point" in status


def test_fit_hints_frame_the_fitting_cards_and_fade_the_others_and_toggles_say_hide() -> None:
    t = stacked(hands=[[5, 38, 60], [40, 41], [50, 51]], piles=[[98], [31]])
    assert t.fit_toggle.description == "Which cards fit?" and "ek-fits" not in t.hand_cards.markup
    t.fit_toggle.value = True
    assert t.fit_toggle.description == "Hide which cards fit"
    markup = t.hand_cards.markup
    assert re.search(r'class="ek-nimmt-card ek-fits"[^>]*data-pick="5"', markup)
    assert re.search(r'class="ek-nimmt-card ek-nofit"[^>]*data-pick="60"', markup)
    t.circle_toggle.value = True
    assert t.circle_toggle.description == "Hide the number circle"
    t.fit_toggle.value = False
    assert "ek-fits" not in t.hand_cards.markup and t.fit_toggle.description == "Which cards fit?"
    t.hand_cards.pick(38)
    assert t.clear_button.description == "Choose again"


def test_a_big_pile_says_what_taking_it_costs_and_many_piles_are_not_drawn_smaller() -> None:
    t = stacked(hands=[[2, 50], [60, 61], [70, 71]], piles=[[94, 95, 3], [40]])
    assert "take it: all 3 cards" in t.pile_rows.markup and "into your hand, and a bull card" in t.pile_rows.markup
    assert "win a bull card" not in t.pile_rows.markup
    many = stacked(hands=[[2, 50], [60, 61], [70, 71]], piles=[[10], [20], [30], [40], [55], [65]])
    # six piles are drawn as wide as two (their numbers as large): the page grows taller, not the numbers smaller
    assert many.pile_rows.layout.max_width is None and t.pile_rows.layout.max_width is None


def test_a_pupil_with_no_card_left_is_praised_in_the_scoring() -> None:
    t = stacked(hands=[[38], [60, 61], [70, 71]], piles=[[31], [45]])
    t.hand_cards.pick(38)
    t.pile_rows.pick(0)
    assert t.game.round_points and t.between_rounds
    assert "You got rid of all your cards: 0 minus points!" in t.round_panel.value


def test_a_three_digit_hand_card_gets_a_smaller_number_that_fits_the_card() -> None:
    t = stacked(hands=[[100, 38], [60, 61], [70, 71]], piles=[[31], [45]])
    sizes = dict(re.findall(r'font-size="([\d.]+)" font-weight="700"[^>]*>(\d+)</text>', t.hand_cards.markup))
    sizes = {card: float(size) for size, card in sizes.items()}
    assert sizes["38"] == 44 and sizes["100"] * 0.62 * 3 <= 84 * 0.8 + 0.01


def test_the_end_of_a_round_shows_the_cards_left_in_the_pupils_hand_until_next_round() -> None:
    t = stacked(hands=[[33, 90, 99], [60], [70, 71]], piles=[[31], [55]])
    t.hand_cards.pick(33)
    t.pile_rows.pick(0)
    assert t.between_rounds, t.feedback.value  # computer 1 laid its last card: round 1 is over
    left = t.finished_round.hand(PUPIL)
    assert left == [90, 99] and t.round.hand(PUPIL) != left  # the next round is dealt already
    # under "Round 1 is over" the pupil sees the round's leftovers, not the next round's hand
    assert t.hand_cards.cards == left and not t.hand_cards.interactive
    heads = ox_heads(90) + ox_heads(99)
    assert f"Left in your hand: 2 cards, {heads} ox heads" in t.hand_title.value
    assert (
        f'"ek-nimmt-tag" aria-hidden="true">{ox_heads(99)} ox head' in t.hand_cards.markup
        and 'role="button"' not in t.hand_cards.markup
    )
    assert t.pile_rows.tops == t.finished_round.tops and not t.pile_rows.interactive
    # a click on a leftover card only says what to do
    before = t.game.to_json()
    t.hand_cards.pick(90)
    assert "Next round" in t.feedback.value and t.hand_cards.selected == [] and t.game.to_json() == before
    t.next_button.click()
    assert t.hand_cards.cards == t.round.hand(PUPIL) and t.hand_cards.interactive
    assert "Your cards:" in t.hand_title.value and t.pile_rows.tops == t.round.tops


def test_the_round_line_and_the_seats_say_the_round_that_ended_until_next_round() -> None:
    t = stacked(hands=[[33, 90, 99], [60], [70, 71]], piles=[[31], [55]])
    t.hand_cards.pick(33)
    t.pile_rows.pick(0)
    assert t.between_rounds and "Round 1 is over" in t.status.value
    ended = t.finished_round.view(PUPIL)
    assert "Round 1 of 3" in t.round_info.value and "Round 2" not in t.round_info.value
    assert f"draw pile: {ended.draw_size} card" in t.round_info.value
    assert "<b>You</b>: 2 cards" in t.seats.value and "<b>Computer 1</b>: 0 cards" in t.seats.value
    t.next_button.click()
    assert "Round 2 of 3" in t.round_info.value
    assert f"<b>You</b>: {len(t.round.hand(PUPIL))} cards" in t.seats.value
