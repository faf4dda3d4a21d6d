"""A part of the number circle drawn large (:func:`arc_svg`), and which numbers it shows (:func:`arc_slots`).

Numbers readable from the back of the room and tap targets of 32 px and more: the arc shows what
a task speaks of (pile tops, the card asked about, both ends of the count) and as many numbers
between them as :data:`ARC_BUDGET` allows, a "…" standing for the numbers left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from math import cos, sin

from elevenkit.i18n import _
from elevenkit.markup import Markup, element
from elevenkit.nimmt.arithmetic import InvalidCardError, check_card
from elevenkit.nimmt.drawing import PILE_COLOURS, PILE_DASHES
from elevenkit.nimmt.rules import CIRCLE, HIGHEST_CARD, LOWEST_CARD, MAX_STEP
from elevenkit.nimmt.svg.marks import ARC_SCALE, INK, PATH, arrow, badge, centre_text, marks, number_svg, picture
from elevenkit.nimmt.svg.state import CircleState, count_on

__all__ = ["ARC_BUDGET", "MAX_ARC", "arc_numbers", "arc_slots", "arc_svg"]

#: the most numbers an arc shows (longer counts are cut, the step count still says how many)
MAX_ARC = 21
#: how wide the zoomed arc may be, in numbers: 13 keep 44 px taps on an upright tablet and 24 px
#: numbers on a projector
ARC_BUDGET = 13.0
#: the width of a "…" that stands for numbers left out of the arc, in numbers
_GAP = 0.6
#: font size of the arc's window tags and step numbers (units)
_ARC_TEXT = 25
_ARC_RADIUS = 1000  # of the big circle the arc is a part of
_ARC_STEP = 70  # between two numbers along the arc


def arc_numbers(state: CircleState, first: int = 0, count: int = 0) -> list[int]:
    """The numbers an arc shows from ``first`` on, ``count`` of them (at most :data:`MAX_ARC`), all
    in a row; ``first`` 0: the numbers of :func:`arc_slots` (without its gaps)."""
    if first == 0:
        return [number for number in arc_slots(state) if number]
    check_card(first, "first number of the arc")
    return [count_on(first, step) for step in range(min(count or MAX_STEP + 1, MAX_ARC))]


def _steps_between(a: int, b: int) -> int:
    """Steps counting up from ``a`` to ``b`` (0 when they are the same number)."""
    return (b - a) % CIRCLE


def _arc_start(state: CircleState, scene: list[int]) -> int:
    """Where a task's arc begins, from the scene alone (never from the count drawn), so the arc keeps
    its order from the first picture of a task to the last: every count the task speaks of runs
    left to right. With a card asked about, the arc ends at it (every pile's count up to it runs
    forward, going past 100 only where that count really does); with one pile and no such card it
    begins at the pile; otherwise after the widest stretch with nothing in it."""
    if state.focus and state.piles and len(scene) > 1:
        return scene[(scene.index(state.focus) + 1) % len(scene)]
    if len(state.piles) == 1:
        return state.piles[0]
    widest = max(range(len(scene)), key=lambda i: _steps_between(scene[i - 1], scene[i]))
    return scene[widest]


def arc_slots(state: CircleState, budget: float = ARC_BUDGET) -> tuple[int, ...]:
    """The numbers the zoomed arc shows, in counting order, with 0 where a "…" stands for numbers
    left out.

    Always there: every pile top, the card asked about and both ends of the count drawn (or, with
    no pile to choose, of the count to the card asked about), and 100 and 1 when that count goes
    past 100: whatever the question and the feedback speak of. The pupil's cards come in while
    there is room (the buttons under the arc show them all). The numbers between are filled in,
    nearest neighbours first, then a few on each side of every "…", as far as ``budget`` (in
    numbers, a "…" counting :data:`_GAP`) allows; a short arc is filled up to a window of ten.
    """
    counted = None
    if state.path:
        counted = (state.start, state.target)
    elif state.start and state.focus and not state.pickable:
        counted = (state.start, state.focus)
    scene = [*state.piles, *([state.focus] if state.focus else [])]
    must = scene + (list(counted) if counted is not None else [])
    extra = [card for card in state.hand if card not in must]
    if not must:
        must, extra = extra[:1] or [LOWEST_CARD], extra[1:]
    anchor = _arc_start(state, sorted(set(scene + list(state.hand) or must)))
    if counted is not None and counted[0] + _steps_between(*counted) > HIGHEST_CARD:
        must += [HIGHEST_CARD, LOWEST_CARD]
    if any(_steps_between(anchor, n) > _steps_between(anchor, HIGHEST_CARD) for n in must):
        must += [HIGHEST_CARD, LOWEST_CARD]  # the arc goes on past 100 here: show 100 and 1 next to each other

    def ordered(numbers: Iterable[int]) -> list[int]:
        return sorted(set(numbers), key=lambda n: _steps_between(anchor, n))

    def least(keys: list[int]) -> float:
        inner = [_steps_between(a, b) - 1 for a, b in pairwise(keys)]
        return len(keys) + sum(min(gap, _GAP) for gap in inner)

    keys = ordered(must)
    for card in sorted(extra, key=lambda n: min(min(_steps_between(k, n), _steps_between(n, k)) for k in keys)):
        if least(ordered([*keys, card])) <= budget:
            keys = ordered([*keys, card])
    inner = [_steps_between(a, b) - 1 for a, b in pairwise(keys)]
    # per pair of neighbours: how many numbers are shown after the left one and before the right one
    shown = [[0, 0] for _ in inner]
    spent = least(keys)
    for i in sorted(range(len(inner)), key=lambda i: inner[i]):
        if inner[i] > 0 and spent - _GAP + inner[i] <= budget:
            shown[i] = [inner[i], 0]
            spent += inner[i] - _GAP
    growing = True
    while growing:  # a few numbers on each side of every "…", so the count can be followed into it
        growing = False
        for i, gap in enumerate(inner):
            hidden = gap - sum(shown[i])
            for side in (0, 1):
                hidden = gap - sum(shown[i])
                cost = 1 - _GAP if hidden == 1 else 1
                if hidden > 0 and spent + cost <= budget:
                    shown[i][side] += 1
                    spent += cost
                    growing = True
    slots: list[int] = []
    for i, key in enumerate(keys):
        slots.append(key)
        if i < len(inner):
            after, before = shown[i]
            slots += [count_on(key, step) for step in range(1, after + 1)]
            if after + before < inner[i]:
                slots.append(0)
            slots += [count_on(keys[i + 1], -step) for step in range(before, 0, -1)]
    numbers = sum(1 for n in slots if n)
    while numbers < MAX_STEP + 1 and spent + 1 <= budget and count_on(slots[-1], 1) != slots[0]:
        slots.append(count_on(slots[-1], 1))
        numbers, spent = numbers + 1, spent + 1
    return tuple(slots)


def _runs(slots: Sequence[int], numbers: set[int]) -> list[tuple[int, int]]:
    """The stretches of ``slots`` (first and last place) that show only ``numbers``, one after the
    other with no "…" between: where a pile's band may be drawn."""
    runs: list[tuple[int, int]] = []
    for i, number in enumerate(slots):
        if number not in numbers:
            continue
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


def _arc_text(
    text: object, x: float, y: float, fill: str, css_class: str | None = None, size: int = _ARC_TEXT, bold: bool = True
) -> Markup:
    """A centred text on the arc's picture."""
    return element(
        "text",
        {"class": css_class, "x": f"{x:.1f}", "y": f"{y:.1f}", "text-anchor": "middle", "dy": "0.35em"},
        text,
        font_size=size,
        font_weight="700" if bold else None,
        fill=fill,
    )


def arc_svg(
    state: CircleState,
    first: int = 0,
    count: int = 0,
    *,
    interactive: bool = False,
    locked: bool = False,
    slots: Sequence[int] | None = None,
) -> Markup:
    """A part of the circle drawn large: ``slots`` (numbers, 0 for a "…" standing for numbers left
    out), else ``count`` numbers from ``first``, else :func:`arc_slots`.

    Numbers are 30 units high on shapes 64 units wide (70 apart, a "…" 42), badges and tags 24-25
    units, so 13 numbers (about 1050 units wide) drawn 736 px wide on an upright tablet show numbers
    of 21 px, badges of 17 px and 45 px tap targets, and on a projector every number is 24 px or
    more. The counting path hops over the numbers with its step numbers (over a "…" with a dashed
    hop, the step number after it still counting on), windows run under them; a number's badges
    (pile letter, tick or cross, star, the order of a choice just above it, never over its digits) are part of the
    number, so a click on them is a click on it. ``locked`` as for :func:`circle_svg`.
    """
    if slots is None:
        slots = arc_slots(state) if first == 0 else tuple(arc_numbers(state, first, count))
    if not any(slots):
        raise InvalidCardError(f"an arc shows at least one number, not {list(slots)!r}")
    # where each slot sits along the arc, in numbers (a "…" is narrower)
    places: list[float] = []
    along = 0.0
    for i, number in enumerate(slots):
        width = 1.0 if number else _GAP
        if i:
            along += (width + (1.0 if slots[i - 1] else _GAP)) / 2
        places.append(along)
    middle = along / 2
    theta = _ARC_STEP / _ARC_RADIUS

    def at(place: float, offset: float) -> tuple[float, float]:
        a = (place - middle) * theta
        radius = _ARC_RADIUS + offset
        return radius * sin(a), _ARC_RADIUS - radius * cos(a)

    s = ARC_SCALE
    bands = state.windows if state.show_windows else []
    # room under the arc for the tags, each on its own line, and the count in words under them
    low = -150 - (70 + 32 * len(bands) if bands else 0)
    corners = [at(p, off) for p in (-0.8, along + 0.8) for off in (120, low)] + [at(middle, 120)]
    left, top = min(x for x, _ in corners) - 10, min(y for _, y in corners) - 10
    width, height = max(x for x, _ in corners) + 10 - left, max(y for _, y in corners) + 40 - top
    numbers = [n for n in slots if n]
    label = _("Part of the number circle, large: {first} to {last}").format(first=numbers[0], last=numbers[-1])
    slot_of = {n: i for i, n in enumerate(slots) if n}
    place_of = {n: places[i] for n, i in slot_of.items()}
    # windows: a band under the numbers it covers, broken at every "…" (a band never covers a
    # number outside its window), one band per pile; the tags in words, each on a line of its own
    # under the lowest band, so no tag crosses another tag or a band
    windows: list[Markup] = []
    tags: list[tuple[float, str, int]] = []
    lowest = at(middle, -s.half - 70)[1]
    for p, win in enumerate(bands):
        runs = _runs(slots, set(win))
        if not runs:
            continue
        off = -s.half - 44 - 12 * p
        radius = _ARC_RADIUS + off
        for lo_slot, hi_slot in runs:
            (x0, y0), (x1, y1) = at(places[lo_slot] - 0.45, off), at(places[hi_slot] + 0.45, off)
            lowest = max(lowest, y0, y1)
            windows.append(
                element(
                    "path",
                    {"class": "ek-nc-band", "data-pile": p, "data-from": slots[lo_slot], "data-to": slots[hi_slot]},
                    d=f"M {x0:.1f} {y0:.1f} A {radius} {radius} 0 0 1 {x1:.1f} {y1:.1f}",
                    fill="none",
                    stroke=PILE_COLOURS[p % 4],
                    stroke_width=10,
                    stroke_dasharray=PILE_DASHES[p % 4],
                    opacity=0.75,
                )
            )
        tag = _("pile {name}: {first} up to {last}").format(name=state.names[p], first=win[0], last=win[-1])
        tags.append((at((places[runs[0][0]] + places[runs[-1][1]]) / 2, off)[0], tag, p))
    for row, (x, tag, p) in enumerate(tags):
        windows.append(_arc_text(tag, x, lowest + 30 + 32 * row, PILE_COLOURS[p % 4], "ek-nc-band-tag"))
    below = lowest + 30 + 32 * len(tags) + 6 if tags else at(middle, -s.half - 110)[1]
    hops: list[Markup] = []
    previous, previous_step = state.start, 0
    for step, number in enumerate(state.path, 1):
        if number not in slot_of:
            continue
        if previous in slot_of and slot_of[number] > slot_of[previous]:
            (x0, y0), (x1, y1) = at(place_of[previous] + 0.15, s.half + 22), at(place_of[number] - 0.15, s.half + 22)
            over_gap = slot_of[number] != slot_of[previous] + 1  # over a "…": the numbers left out are counted too
            hops.append(arrow(x0, y0, x1, y1, -22, hop=over_gap))
            label_text = str(step) if state.show_steps else ""
            if over_gap and not state.show_steps:
                # the hop says how many steps it stands for, so counting the arrows comes out right
                label_text = f"+{step - previous_step}"
            if label_text:
                hops.append(_arc_text(label_text, *at(place_of[number] - 0.5, s.half + 66), PATH, "ek-nc-step"))
        previous, previous_step = number, step
    on_path = set(state.path)
    home = state.start if state.start in slot_of else numbers[0]
    drawn_numbers = []
    for n, i in slot_of.items():
        badges = [marks(state, n, *at(places[i], -s.half - 18), s)]
        if n in state.selected and state.ordered:
            badges.append(badge("order", *at(places[i], s.half + s.badge + 4), s, str(state.selected.index(n) + 1)))
        x, y = at(places[i], 0)
        # the badges belong to the number: drawn in its group, in the picture's coordinates
        own = (
            element("g", badges, aria_hidden="true", transform=f"translate({-x:.1f} {-y:.1f})") if any(badges) else None
        )
        drawn_numbers.append(number_svg(state, n, x, y, s, interactive, on_path, locked, badges=own))
    ends = [-0.75, along + 0.75] + [places[i] for i, n in enumerate(slots) if not n]
    gaps = [_arc_text("…", *at(end, 0), INK, size=28, bold=False) for end in ends]
    lines = state.path_text.split("\n") if state.path_text else []
    hopped = bool(state.path) and not set(state.path) <= set(slot_of)
    # the count in the middle: its step count; a hidden count over a "…" cannot be counted on the
    # arrows, so then it says from where to where
    centre = "" if not lines else lines[-1] if state.show_steps or not hopped else lines[0].rstrip(":")
    return picture(
        f"{left:.0f} {top:.0f} {width:.0f} {height:.0f}",
        "ek-nc-arc-svg",
        label,
        element("g", windows, class_="ek-nc-windows", aria_hidden="true"),
        element("g", hops, class_="ek-nc-path", aria_hidden="true"),
        element("g", drawn_numbers, class_="ek-nc-numbers", data_nav="roving", data_home=home),
        element("g", gaps, class_="ek-nc-badges", aria_hidden="true"),
        centre_text(centre, at(middle, 0)[0], below, 26, 30),
        style=f"--ek-arc-width: {width:.0f}px",  # number_circle.css: on a phone the arc keeps its sizes and pans
    )
