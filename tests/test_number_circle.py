"""The number circle widget: engine-derived windows, fits and counting paths; picks by click or key."""

from __future__ import annotations

import re

import pytest

from elevenkit.exercises.wraparound import BullTask, TakeTask, counting_path
from elevenkit.nimmt import InvalidCardError, distance, fits, ox_heads, window
from elevenkit.widgets import NumberCircle
from elevenkit.widgets.number_circle import STATIC, ox_head_square


def front_end_pick(circle: NumberCircle, number: object) -> None:
    """What the browser sends on a click, or on Enter / Space on a focused number."""
    circle._on_front_end_msg(circle, {"event": "pick", "number": number}, [])


def test_windows_and_fits_come_from_the_engine():
    circle = NumberCircle(piles=[96, 40], hand=[97, 3, 50, 52, 90])
    assert circle.windows == [window(96), window(40)]
    assert circle.windows[0] == [97, 98, 99, 100, 1, 2, 3, 4, 5, 6]
    assert circle.fitting == [card for card in circle.hand if fits(96, card) or fits(40, card)] == [97, 3, 50]
    assert circle.pile_names == ["A", "B"]


def test_clicking_a_number_draws_the_counting_path_with_its_steps():
    circle = NumberCircle(piles=[98])
    front_end_pick(circle, 5)
    assert circle.target == 5 and circle.path_start == 98
    assert circle.path == counting_path(98, 5) == [99, 100, 1, 2, 3, 4, 5]
    assert circle.path_text == "98 → 99 → 100 → 1 → 2 → 3 → 4 → 5\n7 steps"
    assert circle.labels[4].endswith(f"{distance(98, 5)} steps from 98")
    front_end_pick(circle, 40)  # a long count is shortened
    assert circle.path_text.startswith("98 → 99 → 100 → 1 … → 39 → 40\n") and "42 steps" in circle.path_text


def test_a_pile_top_becomes_the_start_and_counts_to_the_card_asked_about():
    circle = NumberCircle(piles=[96, 2, 40], focus=5)
    front_end_pick(circle, 2)
    assert circle.active_pile == 2 and circle.path == [3, 4, 5]
    front_end_pick(circle, 40)
    assert circle.path_start == 40 and len(circle.path) == distance(40, 5) == 65


def test_hidden_steps_draw_the_arrows_but_keep_the_count_for_the_pupil():
    circle = NumberCircle(piles=[96], show_steps=False)
    circle.pick(3)
    assert circle.path == [97, 98, 99, 100, 1, 2, 3]
    assert "7" not in circle.path_text and "count the arrows" in circle.path_text
    assert "steps" not in circle.labels[2]


def test_hidden_path_draws_nothing_until_it_is_shown():
    circle = NumberCircle(piles=[92], focus=100, pickable=[92], show_path=False)
    circle.pick(92)
    assert circle.selected == [92] and circle.target == 100
    assert circle.path == [] and circle.path_text == ""
    assert "step" not in circle.labels[99]
    circle.show_path = True
    assert circle.path == counting_path(92, 100) and "8 steps" in circle.path_text
    assert "8 steps from 92" in circle.labels[99]


def test_choosing_keeps_the_order_toggles_and_refuses_other_numbers():
    task = BullTask(94, (100, 3, 96, 2, 80))
    circle = NumberCircle.for_scene(task.scene)
    assert circle.pickable == [100, 3, 96, 2, 80] and circle.multi
    for number in (96, 100, 2, 3):
        front_end_pick(circle, number)
    assert circle.selected == [96, 100, 2, 3]
    front_end_pick(circle, 100)  # a second click puts it back
    assert circle.selected == [96, 2, 3]
    front_end_pick(circle, 50)  # not a card of the hand: nothing chosen, but the count is drawn
    assert circle.selected == [96, 2, 3] and circle.target == 50
    with pytest.raises(InvalidCardError, match="50"):
        circle.selected = [96, 50]
    assert circle.selected == [96, 2, 3]
    circle.clear()
    assert circle.selected == [] and circle.path == []


def test_one_choice_only_when_the_task_wants_one_pile():
    circle = NumberCircle.for_scene(TakeTask(((12, 15, 18), (3, 7))).scene)
    assert not circle.multi and circle.pickable == [18, 7]
    circle.pick(18)
    circle.pick(7)
    assert circle.selected == [7]


def test_bad_input_raises_the_engine_error_and_changes_nothing():
    circle = NumberCircle(piles=[96], hand=[3])
    for bad in ([0], [101], ["5"], [96, 96]):
        with pytest.raises(InvalidCardError):
            circle.piles = bad
    assert circle.piles == [96] and circle.windows == [window(96)]
    with pytest.raises(InvalidCardError, match="101"):
        circle.pick(101)
    for junk in ("5", None, 0, 101, True):
        front_end_pick(circle, junk)  # ignored, never raised into the kernel
    circle._on_front_end_msg(circle, {"event": "dance"}, [])
    assert circle.target == 0 and circle.selected == []


def test_accessible_names():
    circle = NumberCircle(piles=[96, 40], hand=[3, 60], focus=45, pickable=[3, 60])
    labels = circle.labels
    assert len(labels) == 100
    assert labels[97] == "number 98, in the window of pile A"
    assert labels[95] == "pile top 96 (pile A)"
    assert labels[2].startswith("your card 3, fits pile A")
    assert labels[59].startswith("your card 60, fits no pile")
    assert labels[44].startswith("card 45, the card the question is about")
    assert labels[20] == "number 21"
    circle.pick(60)
    assert "chosen, number 1 in your order" in circle.labels[59]
    circle.show_fit = circle.show_windows = False
    assert circle.labels[2] == "your card 3" and circle.labels[97] == "number 98"
    no_piles = NumberCircle(hand=[13, 33])  # scoring cards: there is nothing to fit on
    assert no_piles.labels[12] == "your card 13" and no_piles.fitting == []


def test_the_view_ships_inside_the_package_and_loads_nothing_from_the_network():
    js = (STATIC / "number_circle.js").read_text()
    css = (STATIC / "number_circle.css").read_text()
    circle = NumberCircle()
    assert circle._esm == js and circle._css == css
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", js + css)
    assert not re.search(r"^\s*import\s", js, re.MULTILINE)
    assert "aria-label" in js and "tabindex" in js
    for key in ('"Enter"', '" "', "ArrowRight", "ArrowLeft"):
        assert key in js


def test_ox_head_square_shows_every_card_with_its_engine_ox_heads():
    text = ox_head_square().value
    for card in (1, 33, 55, 97, 100):
        heads = ox_heads(card)
        assert f"aria-label='{card}: {heads} ox head" in text
    assert text.count("<td") == 100
