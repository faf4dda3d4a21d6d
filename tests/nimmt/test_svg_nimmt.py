"""The 11 nimmt! pictures: the circle, a zoomed arc and piles as rows, all drawn from the engine."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import pytest

from elevenkit.nimmt import InvalidCardError, distance, fits, ox_heads, pile_ox_heads, window
from elevenkit.nimmt.svg import (
    ARC_BUDGET,
    CircleState,
    arc_numbers,
    arc_slots,
    arc_svg,
    circle_svg,
    pile_tops_svg,
    piles_svg,
)

SVG = "{http://www.w3.org/2000/svg}"


def numbers(svg: str) -> dict[int, ET.Element]:
    return {int(g.get("data-number")): g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-number")}


def group(svg: str, css_class: str) -> ET.Element:
    return next(g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == css_class)


def badges(svg: str, kind: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == f"ek-nc-badge ek-nc-{kind}"]


def centre(g: ET.Element) -> tuple[float, float]:
    x, y = re.findall(r"[-\d.]+", g.get("transform"))
    return float(x), float(y)


STATE = CircleState(piles=(96, 40), hand=(97, 3, 50, 52, 90), focus=5, pickable=(97, 3, 50, 52, 90))


def test_the_circle_shows_every_number_and_marks_the_pile_tops_with_their_letters() -> None:
    svg = circle_svg(STATE)
    drawn = numbers(svg)
    assert sorted(drawn) == list(range(1, 101))
    tops = [n for n, g in drawn.items() if "is-top" in g.get("class")]
    assert tops == [40, 96]
    assert [b.find(f"{SVG}text").text for b in badges(svg, "pile")] == ["B", "A"]  # drawn in counting order
    tags = [t.text for t in group(svg, "ek-nc-windows").iter(f"{SVG}text")]
    assert tags == [f"A: {window(96)[0]}–{window(96)[-1]}", f"B: {window(40)[0]}–{window(40)[-1]}"]
    assert drawn[98].get("aria-label") == "number 98, in the window of pile A"


def test_hand_cards_fit_or_not_by_shape_and_words_as_the_engine_says() -> None:
    svg = circle_svg(STATE)
    drawn = numbers(svg)
    for card in STATE.hand:
        fitting = any(fits(top, card) for top in STATE.piles)
        assert ("is-fit" if fitting else "is-unfit") in drawn[card].get("class")
        assert ("fits pile" if fitting else "fits no pile") in drawn[card].get("aria-label")
    assert len(badges(svg, "fit")) == 3 and len(badges(svg, "unfit")) == 2
    assert all(b.find(f"{SVG}circle") is not None for b in badges(svg, "fit"))  # tick in a circle
    assert all(b.find(f"{SVG}rect") is not None for b in badges(svg, "unfit"))  # cross in a square


def test_the_counting_path_has_one_arrow_per_step_and_its_count() -> None:
    state = CircleState(piles=(98,), target=5)
    svg = circle_svg(state)
    steps = distance(98, 5)
    path = group(svg, "ek-nc-path")
    assert len(path.findall(f"{SVG}path")) == steps and [t.text for t in path.iter(f"{SVG}text")] == [
        str(i) for i in range(1, steps + 1)
    ]
    assert [t.text for t in group(svg, "ek-nc-centre").iter(f"{SVG}text")][-1] == f"{steps} steps"
    assert sorted(n for n, g in numbers(svg).items() if "on-path" in g.get("class")) == [1, 2, 3, 4, 5, 99, 100]
    hidden = circle_svg(CircleState(piles=(98,), target=5, show_path=False))
    assert not group(hidden, "ek-nc-path").findall(f"{SVG}path") and not list(group(hidden, "ek-nc-centre"))


def test_choice_order_badges_sit_on_their_numbers_and_never_on_a_neighbours() -> None:
    chosen = (50, 51, 52, 1, 100)
    state = CircleState(pickable=chosen, selected=chosen)
    for svg in (circle_svg(state), arc_svg(state, first=48, count=6), arc_svg(state, first=98, count=5)):
        drawn = {n: centre(g) for n, g in numbers(svg).items()}
        placed = {
            b.find(f"{SVG}text").text: (centre(b), float(b.find(f"{SVG}circle").get("r"))) for b in badges(svg, "order")
        }
        for place, number in enumerate(chosen, 1):
            if number not in drawn or str(place) not in placed:
                continue
            (x, y), r = placed[str(place)]
            own = math.dist((x, y), drawn[number])
            assert all(own < math.dist((x, y), other) for n, other in drawn.items() if n != number)
            for (x2, y2), r2 in (value for key, value in placed.items() if key != str(place)):
                assert math.dist((x, y), (x2, y2)) >= r + r2  # badges never overlap


def test_the_arc_draws_the_part_that_matters_readable_at_a_laptop_size() -> None:
    state = CircleState(piles=(96,), hand=(3,), target=5)
    assert arc_numbers(state) == [96, 97, 98, 99, 100, 1, 2, 3, 4, 5, 6]
    assert arc_numbers(state, 48, 3) == [48, 49, 50]
    # a count too long for the arc: its ends, 100 and 1, and "…" (0) for the numbers left out
    long = arc_slots(CircleState(piles=(96,), target=40))
    assert long[0] == 96 and long[-1] == 40 and {100, 1} <= set(long) and 0 in long
    assert sum(1 if n else 0.6 for n in long) <= ARC_BUDGET
    svg = arc_svg(state, interactive=True)
    width = float(ET.fromstring(svg).get("viewBox").split()[2])
    drawn = numbers(svg)
    assert sorted(drawn) == sorted(arc_numbers(state))
    label = drawn[98].find(f"{SVG}text")
    shape = drawn[98].find(f"{SVG}rect")
    # drawn 640 px wide (the circle's column at 1280 x 800), numbers are 16 px and more, targets 32 px and more
    scale = 640 / width
    assert float(label.get("font-size")) * scale >= 16 and float(shape.get("width")) * scale >= 32
    assert drawn[3].get("role") == "button" and drawn[3].get("data-pick") == "3"
    assert [t.text for t in group(svg, "ek-nc-centre").iter(f"{SVG}text")] == [f"{distance(96, 5)} steps"]


def test_piles_as_rows_show_the_top_card_the_cards_and_the_ox_heads() -> None:
    piles = [[94, 95, 3], [33]]
    svg = piles_svg(piles, selected=[1], interactive=True)
    rows = [g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "ek-pile"]
    assert rows[0].get("aria-label") == f"pile A: top card 3, 3 cards, {pile_ox_heads(piles[0])} ox heads in all"
    assert rows[1].get("aria-label").endswith(", chosen") and rows[1].get("aria-pressed") == "true"
    drawn = [t.text for t in rows[0].iter(f"{SVG}text")]
    assert {"94", "95", "3", "3 cards", f"{ox_heads(3)} ox heads"} <= set(drawn)


#: the smallest width the table draws the piles at (its CSS: clamp(600px, 47vw, 900px)): laptop and
#: tablet, and the width on a 1920 px projector, with the smallest number a pupil must read there
PILE_WIDTHS = [(600, 16), (900, 24)]


def rendered_font_sizes(svg: str, shown: float) -> dict[str, float]:
    """Every text of ``svg`` drawn ``shown`` px wide -> its smallest size in px (font-size x shown / viewBox)."""
    root = ET.fromstring(svg)
    scale = shown / float(root.get("viewBox").split()[2])
    sizes: dict[str, float] = {}
    for text in root.iter(f"{SVG}text"):
        words = "".join(text.itertext())
        sizes[words] = min(sizes.get(words, math.inf), float(text.get("font-size")) * scale)
    return sizes


def test_a_long_pile_wraps_and_keeps_every_number_readable_however_many_piles() -> None:
    long_pile = [100, 33, *range(6, 51, 2)]  # 25 cards: a "100" (the widest number), a 33 (7 ox heads)
    piles = [long_pile, list(range(51, 67)), [71, 72], [81], [91, 93, 95, 97]]
    svg = piles_svg(piles, selected=[0], interactive=True)
    root = ET.fromstring(svg)
    assert root.get("viewBox").split()[2] == piles_svg([[5]]).split('viewBox="')[1].split()[2]  # no wider
    rows = [g for g in root.iter(f"{SVG}g") if g.get("class") == "ek-pile"]
    cards = [int(g.get("data-card")) for g in rows[0].iter(f"{SVG}g") if g.get("data-card")]
    assert cards == long_pile[:-1]  # every card under the top is still drawn, bottom first
    texts = set(rendered_font_sizes(svg, 600))
    assert {"A", "100", "50", f"25 cards · {pile_ox_heads(long_pile)} ox heads in all"} <= texts
    for shown, least in PILE_WIDTHS:
        small = {words: size for words, size in rendered_font_sizes(svg, shown).items() if size < least}
        assert not small, f"drawn {shown} px wide, these are under {least} px: {small}"
    # the ox heads of a small card: dots to see, words for a screen reader, never tiny text
    card = next(g for g in rows[0].iter(f"{SVG}g") if g.get("data-card") == "33")
    assert card.get("aria-label") == f"33, {ox_heads(33)} ox heads"
    assert len(list(card.iter(f"{SVG}circle"))) == ox_heads(33) and [t.text for t in card.iter(f"{SVG}text")] == ["33"]


def test_pile_tops_stay_readable_with_many_cards_face_down() -> None:
    svg = pile_tops_svg([3, 40, 77], [30, 1, 5], selected=[1], interactive=True)
    assert "take it: all 30 cards" in svg
    for shown, least in PILE_WIDTHS:
        small = {words: size for words, size in rendered_font_sizes(svg, shown).items() if size < least}
        assert not small, f"drawn {shown} px wide, these are under {least} px: {small}"


def test_bad_numbers_are_refused_by_the_engine_check() -> None:
    for bad in (
        {"piles": (0,)},
        {"hand": (101,)},
        {"selected": (5, 5)},
        {"target": 200},
        {"piles": tuple(range(1, 9))},
    ):
        with pytest.raises(InvalidCardError):
            CircleState(**bad)
    with pytest.raises(InvalidCardError):
        piles_svg([[5, 5]])


def test_a_count_round_the_circle_hops_over_the_numbers_left_out_and_still_counts_on() -> None:
    state = CircleState(piles=(66, 56), focus=61, active_pile=66, target=61)
    svg = arc_svg(state, interactive=True)
    drawn = numbers(svg)
    assert {66, 100, 1, 56, 61} <= set(drawn)
    path = group(svg, "ek-nc-path")
    steps = [t.text for t in path.iter(f"{SVG}text")]
    # every step number is the count from 66 to the number it stands under: 100 is 34, 61 is 95
    assert "34" in steps and "35" in steps and steps[-1] == "95"
    assert [p for p in path.iter(f"{SVG}path") if p.get("stroke-dasharray")]  # hops over a "…"
    assert [t.text for t in group(svg, "ek-nc-centre").iter(f"{SVG}text")] == ["95 steps"]
    hidden = arc_svg(CircleState(piles=(66, 56), focus=61, active_pile=66, target=61, show_steps=False))
    assert [t.text for t in group(hidden, "ek-nc-centre").iter(f"{SVG}text")] == ["From 66 up to 61"]
    # a badge is part of its number: the pile letter is drawn inside pile top 56's group
    assert "B" in [t.text for t in drawn[56].iter(f"{SVG}text")]


# ---- the second classroom trial (issue 16, items 1-4) -------------------------------------------
def _steps_from(first: int, number: int) -> int:
    return (number - first) % 100


def test_a_tasks_arc_keeps_its_counting_order_whatever_count_is_drawn() -> None:
    """Piles A 26, B 18, C 23 and card 32: the arc was redrawn from the chosen pile on, 23 after 32."""
    scene = {"piles": (26, 18, 23), "focus": 32, "pickable": (26, 18, 23)}
    first = arc_slots(CircleState(**scene))
    for top in (26, 18, 23):
        drawn = arc_slots(CircleState(**scene, active_pile=top, target=32, show_windows=True))
        assert drawn == first, top
    numbers_shown = [n for n in first if n]
    assert [_steps_from(numbers_shown[0], n) for n in numbers_shown] == sorted(
        _steps_from(numbers_shown[0], n) for n in numbers_shown
    )
    assert [n for n in numbers_shown if n in (26, 18, 23, 32)] == [18, 23, 26, 32]
    assert 100 not in numbers_shown  # no count here passes 100
    # a count that really passes 100: the pile above the card comes first, then 100, 1 … the card last
    round_scene = {"piles": (84, 35, 97), "focus": 94, "pickable": (84, 35, 97)}
    slots = arc_slots(CircleState(**round_scene))
    shown = [n for n in slots if n]
    assert [n for n in shown if n in (84, 35, 97, 94)] == [97, 35, 84, 94]
    assert shown.index(100) + 1 == shown.index(1)
    for top in (84, 35, 97):
        assert arc_slots(CircleState(**round_scene, active_pile=top, target=94)) == slots


def test_a_band_covers_only_its_windows_numbers_and_its_tag_is_in_words_on_its_own_line() -> None:
    state = CircleState(piles=(26, 18, 23), focus=32, active_pile=26, target=32, show_steps=False)
    svg = arc_svg(state)
    slots = arc_slots(state)
    root = ET.fromstring(svg)
    bands = [p for p in root.iter(f"{SVG}path") if p.get("class") == "ek-nc-band"]
    assert bands
    for band in bands:
        win = window(state.piles[int(band.get("data-pile"))])
        lo, hi = slots.index(int(band.get("data-from"))), slots.index(int(band.get("data-to")))
        assert all(n in win for n in slots[lo : hi + 1]), (band.attrib, slots)  # no "…", nothing outside
    tags = [t for t in root.iter(f"{SVG}text") if t.get("class") == "ek-nc-band-tag"]
    assert sorted(t.text for t in tags) == ["pile A: 27 up to 36", "pile B: 19 up to 28", "pile C: 24 up to 33"]
    assert len({round(float(t.get("y"))) for t in tags}) == 3  # one line each: they never overlap
    centre = [float(t.get("y")) for t in group(svg, "ek-nc-centre").iter(f"{SVG}text")]
    assert all(y > max(float(t.get("y")) for t in tags) for y in centre)  # the count's words under the tags
    wrapped = arc_svg(CircleState(piles=(98,), focus=12))
    assert "99–8" not in wrapped and "ek-nc-band-tag" in wrapped
    assert "ek-nc-band" not in arc_svg(CircleState(piles=(98,), focus=12, show_windows=False))


def _counted_arrows(svg: str) -> int:
    """What a child counts on the arc: one for each plain arrow, the number a hop says for a hop."""
    path = group(svg, "ek-nc-path")
    arrows = list(path.iter(f"{SVG}path"))
    hops = [t.text for t in path.iter(f"{SVG}text") if t.text.startswith("+")]
    plain = [p for p in arrows if p.get("class") != "ek-nc-hop"]
    assert len(hops) == len(arrows) - len(plain)  # every hop says how many steps it stands for
    return len(plain) + sum(int(h[1:]) for h in hops)


@pytest.mark.parametrize(("top", "card"), [(98, 12), (18, 32), (66, 61), (97, 94), (40, 45)])
def test_counting_the_arrows_gives_the_count_even_over_a_gap(top: int, card: int) -> None:
    state = CircleState(piles=(top,), focus=card, active_pile=top, target=card, show_steps=False)
    svg = arc_svg(state)
    assert _counted_arrows(svg) == distance(top, card)
    centre = " ".join(t.text for t in group(svg, "ek-nc-centre").iter(f"{SVG}text"))
    hopped = "ek-nc-hop" in svg
    assert ("count the arrows" in centre) == (not hopped)  # never "count the arrows" when arrows ≠ steps


def test_the_small_whole_circle_carries_no_text_a_child_would_try_to_read() -> None:
    state = CircleState(piles=(98, 40), focus=12, selected=(98,), pickable=(98, 40), target=12, show_steps=False)
    small = ET.fromstring(circle_svg(state, overview=True))
    assert [t.text for t in small.iter(f"{SVG}text")] == []
    assert len([g for g in small.iter(f"{SVG}g") if g.get("data-number")]) == 100  # still every number, named
    assert [t.text for t in ET.fromstring(circle_svg(state)).iter(f"{SVG}text")]  # the big one keeps its words
