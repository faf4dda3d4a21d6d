"""The number circle widget: engine-derived windows, fits and counting paths; picks by click or key."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from elevenkit.exercises.wraparound import BullTask, TakeTask, counting_path
from elevenkit.nimmt import InvalidCardError, distance, fits, window
from elevenkit.nimmt.svg import arc_slots
from elevenkit.widgets.views.number_circle import OVERVIEW, STATIC, NumberCircle

SVG = "{http://www.w3.org/2000/svg}"


def front_end_pick(circle: NumberCircle, value: object) -> None:
    """What the browser sends on a click, or on Enter / Space on a focused number (its data-pick)."""
    circle._on_front_end_msg(circle, {"event": "pick", "value": value if isinstance(value, str) else str(value)}, [])


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
    for junk in ("five", "0", "101", "-3", ""):
        front_end_pick(circle, junk)  # ignored, never raised into the kernel
    for message in ({"event": "dance"}, {"event": "pick", "value": None}, {"event": "pick", "number": True}, "pick"):
        circle._on_front_end_msg(circle, message, [])
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


def test_the_older_message_form_still_picks():
    circle = NumberCircle(piles=[98])
    circle._on_front_end_msg(circle, {"event": "pick", "number": 5}, [])
    assert circle.target == 5


def test_the_picture_is_drawn_in_python_from_the_same_state():
    circle = NumberCircle(piles=[96, 40], hand=[3], pickable=[3])
    circle.pick(3)
    root = ET.fromstring(circle.markup)
    drawn = {g.get("data-number"): g for g in root.iter(f"{SVG}g") if g.get("data-number")}
    assert len(drawn) == 100 and all(g.get("data-pick") == n and g.get("role") == "button" for n, g in drawn.items())
    assert [drawn[str(n)].get("aria-label") for n in range(1, 101)] == circle.labels
    assert "is-top" in drawn["96"].get("class") and "is-top" in drawn["40"].get("class")
    assert drawn["3"].get("aria-pressed") == "true" and "is-selected" in drawn["3"].get("class")
    numbers = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "ek-nc-numbers")
    assert numbers.get("data-nav") == "roving" and numbers.get("data-home") == "96"
    assert circle.announce == circle.path_text.replace("\n", " ") and "7 steps" in circle.announce
    legend = ["".join(li.itertext()) for li in root.iter("li")]
    assert "rounded card: your card" in legend and "star: the card the question is about" not in legend


def test_zoom_adds_the_arc_from_the_active_pile():
    circle = NumberCircle(piles=[96], target=5)
    assert "ek-nc-arc-svg" not in circle.markup
    circle.zoom = True
    arc = next(svg for svg in ET.fromstring(circle.markup).iter(f"{SVG}svg") if svg.get("class") == "ek-nc-arc-svg")
    shown = [int(g.get("data-number")) for g in arc.iter(f"{SVG}g") if g.get("data-number")]
    assert shown == [96, 97, 98, 99, 100, 1, 2, 3, 4, 5, 6]


def test_the_view_ships_inside_the_package_and_loads_nothing_from_the_network():
    js = (STATIC / "svg_view.js").read_text()
    css = (STATIC / "number_circle.css").read_text()
    circle = NumberCircle()
    assert circle._esm == js and circle._css == css
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", js + css + circle.markup)
    assert not re.search(r"^\s*import\s", js, re.MULTILINE)
    for key in ('"Enter"', '" "', "ArrowRight", "ArrowLeft", "PageDown", "Home", "End", "tabindex", "aria-live"):
        assert key in js


def test_zoomed_the_arc_and_the_choices_are_big_and_the_whole_circle_only_orients():
    circle = NumberCircle(piles=[94], hand=[3, 96, 8, 1], pickable=[3, 96, 8, 1], zoom=True)
    circle.pick(96)
    circle.pick(3)
    root = ET.fromstring(circle.markup)
    chips = [
        el for el in root.iter() if (el.get("class") or "").startswith("ek-nc-chip ") or el.get("class") == "ek-nc-chip"
    ]
    assert [chip.get("data-pick") for chip in chips] == ["3", "96", "8", "1"]
    # the order of each choice is written on its own chip
    orders = {chip.get("data-pick"): "".join(chip.itertext()) for chip in chips}
    assert orders == {"3": "32", "96": "961", "8": "8", "1": "1"}
    overview = next(el for el in root.iter() if el.get("data-overview") == "true")
    assert not [g for g in overview.iter(f"{SVG}g") if g.get("data-pick")]  # the small circle is no target
    arc = next(svg for svg in root.iter(f"{SVG}svg") if svg.get("class") == "ek-nc-arc-svg")
    assert [int(g.get("data-pick")) for g in arc.iter(f"{SVG}g") if g.get("data-pick")][:3] == [94, 95, 96]


def test_the_arc_shows_every_pile_top_and_card_and_the_count_drawn():
    """Choosing the piles card 61 fits on (the classroom trial: pile A 66 was left off the arc)."""
    piles = NumberCircle(piles=[66, 56], focus=61, pickable=[66, 56], show_path=False, zoom=True)
    first = arc_slots(piles.state)
    # the card last, every pile's count up to it left to right: 66 up to 61 goes all the way round,
    # so 100 and 1 are there from the first picture on, with the "…" for the rest
    assert {66, 100, 1, 56, 61} <= set(first) and 0 in first
    assert first[0] == 66 and first[-1] == 61
    piles.active_pile, piles.target, piles.show_path = 66, 61, True
    assert arc_slots(piles.state) == first  # drawing the count never moves the numbers
    far = NumberCircle(piles=[60], focus=5, show_path=False)  # a long count: both ends
    assert {60, 100, 1, 5} <= set(arc_slots(far.state))
    assert arc_slots(NumberCircle(piles=[50]).state) == tuple(range(50, 61))  # a window of ten


def test_a_trainer_circle_never_moves_the_count_on_a_click_and_the_small_circle_is_refused():
    circle = NumberCircle(piles=[66, 56], focus=61, pickable=[66, 56], zoom=True, explore=False)
    circle.active_pile, circle.target = 66, 61
    refused: list[str] = []
    circle.on_refused(refused.append)
    front_end_pick(circle, 58)
    front_end_pick(circle, 56)
    assert (circle.active_pile, circle.target) == (66, 61) and circle.selected == [56] and refused == ["58"]
    circle._on_front_end_msg(circle, {"event": "pick", "value": OVERVIEW}, [])
    assert refused == ["58", OVERVIEW]
    root = ET.fromstring(circle.markup)
    overview = next(el for el in root.iter() if el.get("data-overview") == "true")
    assert overview.get("data-pick") == OVERVIEW
    # a pile top's button carries its letter
    chips = {el.get("data-pick"): "".join(el.itertext()) for el in root.iter() if el.get("data-pick") in ("66", "56")}
    assert chips["66"].startswith("A66") and chips["56"].startswith("B56")
    # the badges are part of the number: a click on the pile letter is a click on the pile top
    arc = next(svg for svg in root.iter(f"{SVG}svg") if svg.get("class") == "ek-nc-arc-svg")
    top = next(g for g in arc.iter(f"{SVG}g") if g.get("data-pick") == "66")
    assert "A" in [t.text for t in top.iter(f"{SVG}text")]
    explorer = NumberCircle(piles=[96])
    explorer.pick(5)
    assert explorer.target == 5  # a lesson's circle still draws the count to a clicked number


def test_a_click_that_changes_no_choice_is_refused_and_a_locked_circle_changes_nothing():
    circle = NumberCircle(piles=[94], hand=[3, 96], pickable=[3, 96])
    refused: list[str] = []
    circle.on_refused(refused.append)
    front_end_pick(circle, 50)  # not one to choose
    assert refused == ["50"] and circle.selected == []
    front_end_pick(circle, 3)
    assert circle.selected == [3] and refused == ["50"]
    circle.locked = True
    front_end_pick(circle, 96)
    assert circle.selected == [3] and refused == ["50", "96"]
    root = ET.fromstring(circle.markup)
    assert all(g.get("aria-disabled") == "true" for g in root.iter(f"{SVG}g") if g.get("data-pick"))
    front_end_pick(circle, 500)  # not a card at all: refused too, never raised
    assert refused[-1] == "500"


def test_a_new_circle_a_scene_and_a_click_each_draw_the_picture_once():
    """All 100 numbers are drawn again for each picture: a circle made with its settings, a task's
    scene shown (seven settings at once) and a click are each one drawing, not one per setting; a
    refused click draws nothing."""
    drawings: list[str] = []
    original = NumberCircle._update

    def counted(circle: NumberCircle) -> None:
        drawings.append("drawn")
        original(circle)

    task = TakeTask(((12, 15, 18), (3, 7)))
    try:
        NumberCircle._update = counted  # type: ignore[method-assign]
        circle = NumberCircle(zoom=True, explore=True, show_windows=True, show_fit=True, show_path=True)
        assert len(drawings) == 1
        circle.show_scene(task.scene)
        assert len(drawings) == 2
        circle.pick(circle.piles[0])  # a pile top: the active pile and the target change too
        assert len(drawings) == 3
        trainer = NumberCircle.for_scene(task.scene, zoom=True, explore=False)
        assert len(drawings) == 5  # made, then its scene
        trainer.pick(100)  # not a number to choose: refused, nothing changes, nothing is drawn
        assert len(drawings) == 5 and not trainer.selected
    finally:
        NumberCircle._update = original  # type: ignore[method-assign]
    assert circle.state.active_pile == circle.piles[0]
