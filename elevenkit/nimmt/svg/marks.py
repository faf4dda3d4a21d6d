"""What the number circle and its zoomed arc both draw: a number with its shape, the badges under
it (pile letter, tick, cross, star, the order of a choice), the counting arrows, the count in the
middle, and the picture's frame. Sizes come with a :class:`Scale` (the circle is small, the arc large)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from elevenkit.markup import Markup, element, fragment
from elevenkit.nimmt.drawing import PILE_COLOURS
from elevenkit.nimmt.svg.state import CircleState

__all__ = [
    "ARC_SCALE",
    "CIRCLE_SCALE",
    "INK",
    "PATH",
    "Scale",
    "arrow",
    "badge",
    "centre_text",
    "marks",
    "number_svg",
    "picture",
]

INK = "#1f2933"
#: the colour of the counting path
PATH = "#d1242f"
_FIT, _UNFIT = "#116329", "#a40e26"
_SVG_NS = "http://www.w3.org/2000/svg"
_FONT = "system-ui, -apple-system, Segoe UI, Arial, sans-serif"


@dataclass(frozen=True)
class Scale:
    """Sizes of one drawing: the circle is small (100 numbers), the arc large."""

    half: float  # half the width of a number's shape
    font: float  # font size of the numbers
    badge: float  # radius of a badge
    badge_font: float


CIRCLE_SCALE = Scale(half=10.4, font=13, badge=9, badge_font=12)
ARC_SCALE = Scale(half=32, font=30, badge=16, badge_font=24)


def _at(x: float, y: float) -> str:
    return f"translate({x:.1f} {y:.1f})"


def number_svg(
    state: CircleState,
    number: int,
    x: float,
    y: float,
    scale: Scale,
    interactive: bool,
    on_path: set[int],
    locked: bool = False,
    label: bool = True,
    badges: Markup | None = None,
) -> Markup:
    """One number: its shape (dot, square pile top, rounded hand card), its label (unless ``label``
    is off: a picture too small to read it), its name and the ``badges`` that belong to it."""
    in_window = state.show_windows and bool(state.homes(number))
    fill, stroke, width, dash, corner = "#f4f6f8", "#9aa5b1", 1.0, "none", scale.half
    classes = ["ek-nc-num"]
    marked = False
    if in_window:
        fill = "#dbeafe"
        classes.append("in-window")
    if number in on_path:
        fill, stroke = "#ffe3e3", PATH
        classes.append("on-path")
    if number in state.piles:
        index = state.piles.index(number)
        fill, stroke, width, corner, marked = "white", PILE_COLOURS[index % 4], 3.5, scale.half * 0.2, True
        classes.append("is-top")
    elif number in state.hand:
        fill, stroke, width, corner, marked = "#fff7d6", INK, 2, scale.half * 0.6, True
        classes.append("is-hand")
        if state.show_fit and state.piles:
            fitting = bool(state.homes(number))
            stroke, width, dash = (_FIT, 3, "none") if fitting else (_UNFIT, 3, "4 2")
            classes.append("is-fit" if fitting else "is-unfit")
    elif number == state.focus:
        fill, stroke, width, marked = "#fff3c4", INK, 2, True
        classes.append("is-focus")
    if number in state.pickable:
        width = max(width, 2.5)
        classes.append("is-pickable")
    if number in state.selected:
        fill, stroke, width = "#ffd8a8", "#000", 4
        classes.append("is-selected")
    name = state.name(number)
    role: dict[str, Any] = (
        {"role": "button", "tabindex": "-1", "data-pick": number, "aria-disabled": "true" if locked else None}
        if interactive
        else {"role": "img"}
    )
    pressed = str(number in state.selected).lower() if number in state.pickable else None
    h = scale.half
    text = (
        element(
            "text",
            {"class": "ek-nc-label", "text-anchor": "middle", "dy": "0.35em"},
            number,
            font_size=f"{scale.font * (1.15 if marked else 1):.1f}",
            font_weight="700" if marked else "400",
            fill=INK,
            pointer_events="none",
        )
        if label
        else None
    )
    shape = element(
        "rect",
        {"class": "ek-nc-shape", "x": -h, "y": -h, "width": 2 * h, "height": 2 * h, "rx": f"{corner:.1f}"},
        fill=fill,
        stroke=stroke,
        stroke_width=width,
        stroke_dasharray=dash,
    )
    return element(
        "g",
        {"class": " ".join(classes), "data-number": number, **role, "aria-pressed": pressed, "aria-label": name},
        element("title", name),
        shape,
        text,
        badges,
        transform=_at(x, y),
    )


def badge(kind: str, x: float, y: float, scale: Scale, text: str = "") -> Markup:
    """A small mark: pile letter, tick (fits), cross (does not fit), star, or the order of a choice."""
    r = scale.badge
    if kind in ("fit", "unfit"):
        if kind == "unfit":
            shape = element("rect", x=-r, y=-r, width=2 * r, height=2 * r, fill=_UNFIT)
            lines = f"M {-r / 2} {-r / 2} L {r / 2} {r / 2} M {r / 2} {-r / 2} L {-r / 2} {r / 2}"
        else:
            shape = element("circle", r=r, fill=_FIT)
            lines = f"M {-r / 2} 0 L {-r / 6} {r * 0.4} L {r * 0.55} {-r * 0.45}"
        mark = element(
            "path", d=lines, fill="none", stroke="white", stroke_width=f"{r / 4:.1f}", stroke_linecap="round"
        )
        return element("g", shape, mark, class_=f"ek-nc-badge ek-nc-{kind}", transform=_at(x, y))
    fill, ink = {"star": ("#e3b341", INK), "pile": (INK, "white"), "order": ("#000", "white")}[kind]
    return element(
        "g",
        element("circle", r=r, fill=fill, stroke=INK),
        element(
            "text",
            {"text-anchor": "middle", "dy": "0.35em"},
            text,
            font_size=scale.badge_font,
            font_weight="700",
            fill=ink,
        ),
        class_=f"ek-nc-badge ek-nc-{kind}",
        transform=_at(x, y),
    )


def marks(state: CircleState, number: int, x: float, y: float, scale: Scale) -> Markup | None:
    """The badge under a marked number: its pile letter, tick or cross, or the star (None: unmarked)."""
    if number in state.piles:
        return badge("pile", x, y, scale, state.names[state.piles.index(number)])
    if number in state.hand and state.show_fit and state.piles:
        return badge("fit" if state.homes(number) else "unfit", x, y, scale)
    if number == state.focus:
        return badge("star", x, y, scale, "★")
    return None


def arrow(x0: float, y0: float, x1: float, y1: float, bend: float, colour: str = PATH, *, hop: bool = False) -> Markup:
    """A curved step from one point to the next with an arrowhead, bowed ``bend`` to its left;
    ``hop``: dashed, a step over numbers left out of the picture."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = math.hypot(x1 - x0, y1 - y0) or 1
    nx, ny = (y0 - y1) / length, (x1 - x0) / length
    cx, cy = mx + nx * bend, my + ny * bend
    angle = math.atan2(y1 - cy, x1 - cx)
    size = max(7.0, length * 0.22)
    left = (x1 - size * math.cos(angle - 0.45), y1 - size * math.sin(angle - 0.45))
    right = (x1 - size * math.cos(angle + 0.45), y1 - size * math.sin(angle + 0.45))
    dashes = {"stroke-dasharray": "10 8", "class": "ek-nc-hop"} if hop else {}
    return fragment(
        element(
            "path",
            dashes,
            d=f"M {x0:.1f} {y0:.1f} Q {cx:.1f} {cy:.1f} {x1:.1f} {y1:.1f}",
            fill="none",
            stroke=colour,
            stroke_width=f"{max(2.5, length / 12):.1f}",
        ),
        element(
            "polygon",
            points=f"{x1:.1f},{y1:.1f} {left[0]:.1f},{left[1]:.1f} {right[0]:.1f},{right[1]:.1f}",
            fill=colour,
        ),
    )


def picture(
    view_box: str, css_class: str, label: str, *children: object, role: str = "group", style: str | None = None
) -> Markup:
    """The ``<svg>`` of a picture, named for screen readers, in the pictures' font (a ``group`` of
    named parts, or one ``img``); ``style`` gives the style sheet a figure of this picture (its width)."""
    return element(
        "svg",
        {"xmlns": _SVG_NS, "viewBox": view_box, "class": css_class, "role": role, "aria-label": label, "style": style},
        element("title", label),
        *children,
        font_family=_FONT,
    )


def centre_text(text: str, x: float, y: float, small: float, big: float) -> Markup:
    """The count in the middle: the numbers said, then the step count large (always a group, maybe empty)."""
    lines = text.split("\n") if text else []
    out = []
    for i, line in enumerate(lines):
        last = i == len(lines) - 1 and len(lines) > 1
        out.append(
            element(
                "text",
                {"x": f"{x:.1f}", "y": f"{y + (i - (len(lines) - 1) / 2) * big * 1.1:.1f}"},
                line,
                text_anchor="middle",
                dy="0.35em",
                font_size=big if last else small,
                font_weight=700 if last else 400,
                fill=PATH if last else INK,
            )
        )
    return element("g", out, class_="ek-nc-centre", aria_hidden="true")
