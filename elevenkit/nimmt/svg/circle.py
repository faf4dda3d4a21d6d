"""The whole number circle 1-100 (:func:`circle_svg`): for orientation, or small beside a zoomed arc."""

from __future__ import annotations

import math

from elevenkit.i18n import _
from elevenkit.markup import Markup, element
from elevenkit.nimmt.drawing import PILE_COLOURS, PILE_DASHES
from elevenkit.nimmt.rules import CIRCLE, HIGHEST_CARD, LOWEST_CARD
from elevenkit.nimmt.svg.marks import CIRCLE_SCALE, INK, PATH, arrow, badge, centre_text, marks, number_svg, picture
from elevenkit.nimmt.svg.state import CircleState

__all__ = ["circle_svg"]

_SIZE = 840
_C = _SIZE / 2
_R = 336  # radius of the ring of numbers


def _angle(number: float) -> float:
    """1 at twelve o'clock, counting on clockwise; 100 sits just left of 1."""
    return (number - LOWEST_CARD) / CIRCLE * 2 * math.pi - math.pi / 2


def _point(number: float, radius: float) -> tuple[float, float]:
    a = _angle(number)
    return _C + radius * math.cos(a), _C + radius * math.sin(a)


def _ring_arc(a: float, b: float, radius: float) -> str:
    """An arc path at ``radius`` from number ``a`` clockwise to number ``b`` (``b`` may be past 100)."""
    steps = (b - a) % CIRCLE
    x0, y0 = _point(a, radius)
    x1, y1 = _point(a + steps, radius)
    return f"M {x0:.1f} {y0:.1f} A {radius} {radius} 0 {1 if steps > CIRCLE / 2 else 0} 1 {x1:.1f} {y1:.1f}"


def _small_text(text: object, x: float, y: float, size: int, fill: str) -> Markup:
    """A bold centred text at a point of the circle."""
    return element(
        "text",
        {"x": f"{x:.1f}", "y": f"{y:.1f}", "text-anchor": "middle", "dy": "0.35em"},
        text,
        font_size=size,
        font_weight="700",
        fill=fill,
    )


def circle_svg(
    state: CircleState, *, interactive: bool = False, locked: bool = False, overview: bool = False
) -> Markup:
    """The number circle 1-100 (840 x 840 units): windows outside the ring, marks and the count inside.

    Rings from the outside in: window tags ("A: 97–6"), window bands (one per pile, told apart by
    line pattern), the order of the pupil's choices (on the numbers' outer edge, never reaching a
    neighbour), the numbers, pile letters / ticks / crosses / the star, the counting arrows and
    their step numbers. ``locked`` marks every number ``aria-disabled`` (a finished task): clicks
    are still reported, so a view can say why nothing changes. ``overview``: the circle drawn small
    beside a zoomed arc, for orientation only, so it carries no text at all (at 140 px no child
    could read it): shapes, bands and arrows only.
    """
    windows = []
    if state.show_windows:
        for i, win in enumerate(state.windows):
            windows.append(
                element(
                    "path",
                    d=_ring_arc(win[0] - 0.45, win[-1] + 0.45, _R + 22 + 8 * i),
                    fill="none",
                    stroke=PILE_COLOURS[i % 4],
                    stroke_width=10,
                    stroke_dasharray=PILE_DASHES[i % 4],
                    opacity=0.75,
                )
            )
            if not overview:
                x, y = _point(win[len(win) // 2], _R + 64)
                windows.append(_small_text(f"{state.names[i]}: {win[0]}–{win[-1]}", x, y, 15, INK))
    steps = []
    path = state.path
    previous = state.start
    for step, number in enumerate(path, 1):
        x0, y0 = _point(previous + 0.2, _R - 60)
        x1, y1 = _point(number - 0.2, _R - 60)
        steps.append(arrow(x0, y0, x1, y1, -2))
        if state.show_steps and len(path) <= 30 and not overview:
            steps.append(_small_text(step, *_point(number, _R - 76), 12, PATH))
        previous = number
    on_path = set(path)
    numbers = element(
        "g",
        [
            number_svg(state, n, *_point(n, _R), CIRCLE_SCALE, interactive, on_path, locked, label=not overview)
            for n in range(LOWEST_CARD, HIGHEST_CARD + 1)
        ],
        class_="ek-nc-numbers",
        data_nav="roving",
        data_home=state.start or 1,
    )
    label = _(
        "Number circle from 1 to 100: after 100 comes 1. Arrow keys count on and back, Enter or Space chooses a number."
    )
    drawn = [
        element("g", windows, class_="ek-nc-windows", aria_hidden="true"),
        element("g", steps, class_="ek-nc-path", aria_hidden="true"),
        numbers,
    ]
    if not overview:
        badges = [marks(state, n, *_point(n, _R - 40), CIRCLE_SCALE) for n in range(LOWEST_CARD, HIGHEST_CARD + 1)]
        badges += [
            badge("order", *_point(n, _R + CIRCLE_SCALE.half + 2), CIRCLE_SCALE, str(place))
            for place, n in enumerate(state.selected, 1)
            if state.ordered
        ]
        drawn += [
            element("g", badges, class_="ek-nc-badges", aria_hidden="true"),
            centre_text(state.path_text, _C, _C, 22, 34),
        ]
    return picture(f"0 0 {_SIZE} {_SIZE}", "ek-nc-svg", label, drawn)
