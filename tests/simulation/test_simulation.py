"""The simulations of lesson 10: repeatable with a seed, and close to the exact counts they estimate."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from elevenkit.core import ElevenkitError
from elevenkit.nimmt import CARDS, OX_HEADS, TOTAL_OX_HEADS
from elevenkit.oneeleven import ALL_CARDS, Card, InvalidCardError, distinct_groups
from elevenkit.simulation import (
    capture_chances,
    confidence_interval,
    duel,
    exact_capture_chance,
    exact_pile_heads,
    simulate_capture_chance,
    simulate_pile_heads,
)
from elevenkit.simulation.captures import deck_without


def brute_force_chance(played: str, table_size: int) -> Fraction:
    """Every table of ``table_size`` positions of the deck, one by one (small cases only)."""
    deck = [ALL_CARDS[rank] for rank in deck_without(played)]
    tables = list(combinations(range(len(deck)), table_size))
    hits = sum(bool(distinct_groups(Card(played), [deck[i] for i in table])) for table in tables)
    return Fraction(hits, len(tables))


@pytest.mark.parametrize(("played", "table_size"), [("7", 1), ("7", 2), ("1-11", 2), ("=", 1), ("15", 2)])
def test_the_exact_count_agrees_with_a_brute_force_enumeration(played: str, table_size: int) -> None:
    assert exact_capture_chance(played, table_size) == brute_force_chance(played, table_size)


def test_a_seven_on_one_card_captures_only_a_seven_or_a_wild() -> None:
    # 3 sevens and 4 wild cards among the 59 cards left: the exact count says 7/59
    assert exact_capture_chance("7", 1) == Fraction(3 + 4, 59)


def test_the_simulation_is_repeatable_and_close_to_the_exact_chance() -> None:
    first = simulate_capture_chance("7", 4, deals=3000, seed=5)
    assert first == simulate_capture_chance("7", 4, deals=3000, seed=5)
    assert first != simulate_capture_chance("7", 4, deals=3000, seed=6)
    exact = float(exact_capture_chance("7", 4))
    spread = (exact * (1 - exact) / 3000) ** 0.5
    assert abs(first - exact) < 4 * spread


def test_the_wild_card_always_captures_and_more_cards_help() -> None:
    chances = capture_chances(table_size=3, deals=300, seed=1)
    assert list(chances) == [card.label for card in ALL_CARDS]
    assert chances["="] == 1.0
    assert float(exact_capture_chance("7", 2)) < float(exact_capture_chance("7", 4))


def test_bad_questions_are_refused() -> None:
    with pytest.raises(InvalidCardError):
        simulate_capture_chance("16")
    with pytest.raises(ElevenkitError):
        exact_capture_chance("7", 0)
    with pytest.raises(ElevenkitError):
        simulate_capture_chance("7", 4, mode="division")


def test_the_exact_pile_heads_agree_with_counting_every_small_pile() -> None:
    for size in (1, 2):
        counts = np.zeros(TOTAL_OX_HEADS + 1)
        for pile in combinations(CARDS, size):
            counts[sum(OX_HEADS[card] for card in pile)] += 1
        assert np.allclose(exact_pile_heads(size), counts / comb(len(CARDS), size))


def test_random_piles_hold_about_what_the_exact_shares_say() -> None:
    heads = simulate_pile_heads(5, piles=4000, seed=2)
    assert np.array_equal(heads, simulate_pile_heads(5, piles=4000, seed=2))
    exact = exact_pile_heads(5)
    assert exact.sum() == pytest.approx(1.0)
    mean = (exact * np.arange(exact.size)).sum()
    assert mean == pytest.approx(5 * TOTAL_OX_HEADS / len(CARDS))  # each card is worth 1.84 on average
    assert abs(heads.mean() - mean) < 4 * heads.std() / np.sqrt(heads.size)
    assert heads.min() >= 5 and heads.max() <= 35


def test_the_confidence_interval_holds_the_share_and_narrows_with_more_games() -> None:
    assert confidence_interval(50, 100) == pytest.approx((0.402, 0.598), abs=1e-3)
    assert confidence_interval(0, 10) == (0.0, 0.0) and confidence_interval(10, 10) == (1.0, 1.0)
    small, large = confidence_interval(30, 40), confidence_interval(300, 400)
    assert small[0] < 0.75 < small[1] and large[1] - large[0] < small[1] - small[0]
    with pytest.raises(ElevenkitError):
        confidence_interval(11, 10)


def test_a_duel_is_repeatable_and_the_hard_computer_beats_the_easy_one() -> None:
    result = duel("hard", "easy", games=120, seed=4)
    assert np.array_equal(result.outcomes, duel("hard", "easy", games=120, seed=4).outcomes)
    assert set(np.unique(result.outcomes)) <= {0.0, 0.5, 1.0}
    low, high = result.interval
    assert low <= result.share <= high and low > 0.5  # sure enough: the whole interval is above a half
    assert result.running_share()[-1] == pytest.approx(result.share)
    with pytest.raises(ElevenkitError):
        duel("hard", "impossible")


@pytest.mark.slow
def test_the_figures_draw_offline() -> None:
    from elevenkit.simulation import plots

    figures = [
        plots.capture_race_figure("7", 3, deals=100),
        plots.useful_cards_figure(2, deals=50),
        plots.pile_heads_figure(4, piles=200),
        plots.duel_figure(games=20, most=20),
    ]
    titles = [figure.axes[0].get_title() for figure in figures]
    assert titles[0] == "Can a 7 capture something on a table of 3 cards?"
    assert len(figures[1].axes[0].patches) == len(ALL_CARDS)
    for figure in figures:
        plots.plt.close(figure)


@pytest.mark.subprocess
def test_elevenkit_itself_does_not_import_numpy() -> None:
    code = "import sys, elevenkit, elevenkit.widgets.tables.nimmt; print('numpy' in sys.modules, 'matplotlib' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]


def test_the_lesson_sliders_redraw_without_code() -> None:
    from elevenkit.simulation.lesson import pile_heads_explorer

    explorer = pile_heads_explorer()
    slider = explorer.children[0]
    assert (slider.min, slider.max, slider.continuous_update) == (1, 12, False)
    slider.value = 3  # what a pupil does: the figure is drawn again, nothing raises
    assert explorer.kwargs == {"size": 3}
