"""SVG pictures for 11 nimmt!: the number circle 1-100, a zoomed arc of it, and piles as rows.

Pure functions returning SVG text, beside the engine as ``chess.svg`` sits beside ``chess``; every
window, fit, path and ox head comes from :mod:`elevenkit.nimmt.arithmetic`. What to show is one
frozen :class:`CircleState` (piles, hand, the card asked about, the pupil's choice, the counting
path); :func:`circle_svg` draws the whole circle for orientation, :func:`arc_svg` the part that
matters large (numbers readable from the back of the room, tap targets of 32 px and more), and
:func:`piles_svg` the piles as rows (top card big, number of cards, ox heads).

Nothing depends on colour alone: pile tops are square cards with a letter, hand cards rounded
cards, fitting cards carry a tick in a circle, cards that do not fit a cross in a square, the card
asked about a star, the pupil's choices a thick ring with their order written on the number itself.
Every number carries ``data-number`` and an accessible name (``aria-label`` and ``<title>``); with
``interactive=True`` also ``role="button"`` and ``data-pick``, so a view can make it clickable.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from itertools import pairwise
from string import ascii_uppercase

from elevenkit.core import check_int
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt.arithmetic import InvalidCardError, check_card, distance, fits, ox_heads, pile_ox_heads, window
from elevenkit.nimmt.drawing import OX_HEAD_COLOURS, PILE_COLOURS, PILE_DASHES, PILE_LETTERS
from elevenkit.nimmt.rules import BULL_PILE_SIZE, CIRCLE, HIGHEST_CARD, LOWEST_CARD, MAX_STEP

__all__ = [
    "ARC_BUDGET",
    "CircleState",
    "circle_svg",
    "arc_svg",
    "arc_numbers",
    "arc_slots",
    "piles_svg",
    "pile_tops_svg",
    "PILES_WIDTH",
    "card_svg",
    "pile_name",
]

INK = "#1f2933"
_PATH = "#d1242f"
_FIT, _UNFIT = "#116329", "#a40e26"
_FONT = "font-family='system-ui, -apple-system, Segoe UI, Arial, sans-serif'"
#: a counting path longer than this is written with "…" in the middle
_SHORT_PATH = 8
#: the most numbers an arc shows (longer counts are cut, the step count still says how many)
MAX_ARC = 21
#: how wide the zoomed arc may be, in numbers: 13 keep 44 px taps on an upright tablet and 24 px
#: numbers on a projector
ARC_BUDGET = 13.0
#: the width of a "…" that stands for numbers left out of the arc, in numbers
_GAP = 0.6


def pile_name(index: int) -> str:
    """Piles are called A, B, C … on the screen and in the tasks. A long round can turn up more
    piles than :data:`~elevenkit.nimmt.drawing.PILE_LETTERS` (each take adds two): then the names go
    on through the alphabet, and after Z as A2, B2 …"""
    if index < len(PILE_LETTERS):
        return PILE_LETTERS[index]
    return ascii_uppercase[index % 26] + (str(index // 26 + 1) if index >= 26 else "")


def _count_on(start: int, steps: int) -> int:
    """The number ``steps`` steps up from ``start`` on the circle (after 100 comes 1)."""
    return (start - LOWEST_CARD + steps) % CIRCLE + LOWEST_CARD


def _cards(values: Iterable[int], what: str) -> tuple[int, ...]:
    """``values`` as a tuple of card numbers, each checked by the engine, none twice."""
    cards = tuple(check_card(value, what) for value in values)
    if len(set(cards)) != len(cards):
        raise InvalidCardError(f"{what}s {list(cards)!r} name a number twice")
    return cards


@dataclass(frozen=True)
class CircleState:
    """What a number circle shows; every number is checked by the engine (0: none).

    ``active_pile`` is the pile top counting paths start from (0: the first pile); ``target`` the
    number the path goes to (0: no path). ``show_path``/``show_steps`` off hide the path or its
    count while they would give a task's answer away.
    """

    piles: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    focus: int = 0
    selected: tuple[int, ...] = ()
    pickable: tuple[int, ...] = ()
    active_pile: int = 0
    target: int = 0
    show_windows: bool = True
    show_fit: bool = True
    show_path: bool = True
    show_steps: bool = True
    names: tuple[str, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        for what, name in (
            ("pile top", "piles"),
            ("hand card", "hand"),
            ("chosen number", "selected"),
            ("number", "pickable"),
        ):
            object.__setattr__(self, name, _cards(getattr(self, name), what))
        if len(self.piles) > len(PILE_LETTERS):
            raise InvalidCardError(f"at most {len(PILE_LETTERS)} piles, not {len(self.piles)}: {list(self.piles)!r}")
        for name in ("focus", "active_pile", "target"):
            value = getattr(self, name)
            if value != 0:
                check_card(value, name)
        object.__setattr__(self, "names", tuple(pile_name(index) for index in range(len(self.piles))))

    @property
    def start(self) -> int:
        """The pile top counting paths start from: the active pile, else the first pile (0: none)."""
        if self.active_pile in self.piles:
            return self.active_pile
        return self.piles[0] if self.piles else 0

    @property
    def windows(self) -> list[list[int]]:
        """The window of ten that fits each pile."""
        return [window(top) for top in self.piles]

    @property
    def fitting(self) -> list[int]:
        """The hand cards that fit some pile."""
        return [card for card in self.hand if self.homes(card)]

    def homes(self, card: int) -> list[str]:
        """The names of the piles ``card`` fits on."""
        return [name for name, top in zip(self.names, self.piles) if fits(top, card)]

    @property
    def path(self) -> list[int]:
        """The numbers counted from :attr:`start` up to the target ([] when no path is drawn)."""
        if not (self.start and self.target and self.show_path):
            return []
        return [_count_on(self.start, step) for step in range(1, distance(self.start, self.target) + 1)]

    @property
    def path_text(self) -> str:
        """The count in words: "98 → 99 → 100 → 1 … → 5" and "7 steps" on two lines ("" if no path)."""
        path = self.path
        if not path:
            return ""
        if not self.show_steps:
            return _("From {start} up to {target}:\ncount the arrows!").format(start=self.start, target=self.target)
        numbers = [self.start, *path]
        if len(numbers) > _SHORT_PATH:
            numbers_text = " → ".join(map(str, numbers[:4])) + " … → " + " → ".join(map(str, numbers[-2:]))
        else:
            numbers_text = " → ".join(map(str, numbers))
        steps = ngettext("{steps} step", "{steps} steps", len(path)).format(steps=len(path))
        return f"{numbers_text}\n{steps}"

    def name(self, number: int) -> str:
        """The accessible name of ``number``: "number 98", "pile top 96 (pile A)", "your card 5, fits pile A"."""
        if number in self.piles:
            label = _("pile top {number} (pile {name})").format(
                number=number, name=self.names[self.piles.index(number)]
            )
        elif number in self.hand:
            label = _("your card {number}").format(number=number)
            if self.show_fit and self.piles:
                homes = self.homes(number)
                label += ", " + (_("fits pile {names}").format(names=", ".join(homes)) if homes else _("fits no pile"))
        elif number == self.focus:
            label = _("card {number}, the card the question is about").format(number=number)
        else:
            label = _("number {number}").format(number=number)
        if self.show_windows:
            label += "".join(", " + _("in the window of pile {name}").format(name=name) for name in self.homes(number))
        if number in self.selected:
            label += ", " + _("chosen, number {place} in your order").format(place=self.selected.index(number) + 1)
        if self.show_path and self.show_steps and number == self.target and self.start:
            steps = distance(self.start, number)
            label += ", " + ngettext("{steps} step from {start}", "{steps} steps from {start}", steps).format(
                steps=steps, start=self.start
            )
        return label


# ---- drawing helpers shared by the circle and the arc -------------------------------------------
@dataclass(frozen=True)
class _Scale:
    """Sizes of one drawing: the circle is small (100 numbers), the arc large."""

    half: float  # half the width of a number's shape
    font: float  # font size of the numbers
    badge: float  # radius of a badge
    badge_font: float


_CIRCLE_SCALE = _Scale(half=10.4, font=13, badge=9, badge_font=12)
_ARC_SCALE = _Scale(half=32, font=30, badge=16, badge_font=24)
#: font size of the arc's window tags and step numbers (units)
_ARC_TEXT = 25


def _number(
    state: CircleState,
    number: int,
    x: float,
    y: float,
    scale: _Scale,
    interactive: bool,
    on_path: set[int],
    locked: bool = False,
    label: bool = True,
) -> str:
    """One number: its shape (dot, square pile top, rounded hand card), its label (unless ``label``
    is off: a picture too small to read it) and its name."""
    in_window = state.show_windows and bool(state.homes(number))
    fill, stroke, width, dash, corner = "#f4f6f8", "#9aa5b1", 1.0, "none", scale.half
    classes = ["ek-nc-num"]
    marked = False
    if in_window:
        fill = "#dbeafe"
        classes.append("in-window")
    if number in on_path:
        fill, stroke = "#ffe3e3", _PATH
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
    name = escape(state.name(number))
    role = f"role='button' tabindex='-1' data-pick='{number}'" if interactive else "role='img'"
    if interactive and locked:
        role += " aria-disabled='true'"
    pressed = f" aria-pressed='{str(number in state.selected).lower()}'" if number in state.pickable else ""
    h = scale.half
    weight = "700" if marked else "400"
    size = scale.font * (1.15 if marked else 1)
    text = (
        f"<text class='ek-nc-label' text-anchor='middle' dy='0.35em' font-size='{size:.1f}' font-weight='{weight}' "
        f"fill='{INK}' pointer-events='none'>{number}</text>"
        if label
        else ""
    )
    return (
        f"<g class='{' '.join(classes)}' data-number='{number}' {role}{pressed} aria-label='{name}' "
        f"transform='translate({x:.1f} {y:.1f})'><title>{name}</title>"
        f"<rect class='ek-nc-shape' x='{-h}' y='{-h}' width='{2 * h}' height='{2 * h}' rx='{corner:.1f}' "
        f"fill='{fill}' stroke='{stroke}' stroke-width='{width}' stroke-dasharray='{dash}'/>{text}</g>"
    )


def _badge(kind: str, x: float, y: float, scale: _Scale, text: str = "") -> str:
    """A small mark: pile letter, tick (fits), cross (does not fit), star, or the order of a choice."""
    r = scale.badge
    if kind == "unfit":
        shape = f"<rect x='{-r}' y='{-r}' width='{2 * r}' height='{2 * r}' fill='{_UNFIT}'/>"
        mark = f"<path d='M {-r / 2} {-r / 2} L {r / 2} {r / 2} M {r / 2} {-r / 2} L {-r / 2} {r / 2}'"
    elif kind == "fit":
        shape = f"<circle r='{r}' fill='{_FIT}'/>"
        mark = f"<path d='M {-r / 2} 0 L {-r / 6} {r * 0.4} L {r * 0.55} {-r * 0.45}'"
    else:
        fill, ink = {"star": ("#e3b341", INK), "pile": (INK, "white"), "order": ("#000", "white")}[kind]
        return (
            f"<g class='ek-nc-badge ek-nc-{kind}' transform='translate({x:.1f} {y:.1f})'>"
            f"<circle r='{r}' fill='{fill}' stroke='{INK}'/><text text-anchor='middle' dy='0.35em' "
            f"font-size='{scale.badge_font}' font-weight='700' fill='{ink}'>{escape(text)}</text></g>"
        )
    return (
        f"<g class='ek-nc-badge ek-nc-{kind}' transform='translate({x:.1f} {y:.1f})'>{shape}{mark} fill='none' "
        f"stroke='white' stroke-width='{r / 4:.1f}' stroke-linecap='round'/></g>"
    )


def _marks(state: CircleState, number: int, x: float, y: float, scale: _Scale) -> str:
    """The badge under a marked number: its pile letter, tick or cross, or the star."""
    if number in state.piles:
        return _badge("pile", x, y, scale, state.names[state.piles.index(number)])
    if number in state.hand and state.show_fit and state.piles:
        return _badge("fit" if state.homes(number) else "unfit", x, y, scale)
    if number == state.focus:
        return _badge("star", x, y, scale, "★")
    return ""


def _arrow(x0: float, y0: float, x1: float, y1: float, bend: float, colour: str = _PATH) -> str:
    """A curved step from one point to the next with an arrowhead, bowed ``bend`` to its left."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = math.hypot(x1 - x0, y1 - y0) or 1
    nx, ny = (y0 - y1) / length, (x1 - x0) / length
    cx, cy = mx + nx * bend, my + ny * bend
    angle = math.atan2(y1 - cy, x1 - cx)
    size = max(7.0, length * 0.22)
    left = (x1 - size * math.cos(angle - 0.45), y1 - size * math.sin(angle - 0.45))
    right = (x1 - size * math.cos(angle + 0.45), y1 - size * math.sin(angle + 0.45))
    return (
        f"<path d='M {x0:.1f} {y0:.1f} Q {cx:.1f} {cy:.1f} {x1:.1f} {y1:.1f}' fill='none' stroke='{colour}' "
        f"stroke-width='{max(2.5, length / 12):.1f}'/>"
        f"<polygon points='{x1:.1f},{y1:.1f} {left[0]:.1f},{left[1]:.1f} {right[0]:.1f},{right[1]:.1f}' fill='{colour}'/>"
    )


def _svg_open(view_box: str, css_class: str, label: str) -> str:
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='{view_box}' class='{css_class}' role='group' "
        f"aria-label='{escape(label)}' {_FONT}><title>{escape(label)}</title>"
    )


def _centre_text(text: str, x: float, y: float, small: float, big: float) -> str:
    """The count in the middle: the numbers said, then the step count large (always a group, maybe empty)."""
    lines = text.split("\n") if text else []
    out = []
    for i, line in enumerate(lines):
        last = i == len(lines) - 1 and len(lines) > 1
        out.append(
            f"<text x='{x:.1f}' y='{y + (i - (len(lines) - 1) / 2) * big * 1.1:.1f}' text-anchor='middle' dy='0.35em' "
            f"font-size='{big if last else small}' font-weight='{700 if last else 400}' fill='{_PATH if last else INK}'>"
            f"{escape(line)}</text>"
        )
    return f"<g class='ek-nc-centre' aria-hidden='true'>{''.join(out)}</g>"


# ---- the whole circle ------------------------------------------------------------------------------
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


def circle_svg(state: CircleState, *, interactive: bool = False, locked: bool = False, overview: bool = False) -> str:
    """The number circle 1-100 (840 x 840 units): windows outside the ring, marks and the count inside.

    Rings from the outside in: window tags ("A: 97–6"), window bands (one per pile, told apart by
    line pattern), the order of the pupil's choices (on the numbers' outer edge, never reaching a
    neighbour), the numbers, pile letters / ticks / crosses / the star, the counting arrows and
    their step numbers. ``locked`` marks every number ``aria-disabled`` (a finished task): clicks
    are still reported, so a view can say why nothing changes. ``overview``: the circle drawn small
    beside a zoomed arc, for orientation only, so it carries no text at all (at 140 px no child
    could read it): shapes, bands and arrows only.
    """
    parts = [
        _svg_open(
            f"0 0 {_SIZE} {_SIZE}",
            "ek-nc-svg",
            _(
                "Number circle from 1 to 100: after 100 comes 1. Arrow keys count on and back, Enter or Space chooses a number."
            ),
        )
    ]
    parts.append("<g class='ek-nc-windows' aria-hidden='true'>")
    if state.show_windows:
        for i, win in enumerate(state.windows):
            parts.append(
                f"<path d='{_ring_arc(win[0] - 0.45, win[-1] + 0.45, _R + 22 + 8 * i)}' fill='none' "
                f"stroke='{PILE_COLOURS[i % 4]}' stroke-width='10' stroke-dasharray='{PILE_DASHES[i % 4]}' opacity='0.75'/>"
            )
            if overview:
                continue
            x, y = _point(win[len(win) // 2], _R + 64)
            parts.append(
                f"<text x='{x:.1f}' y='{y:.1f}' text-anchor='middle' dy='0.35em' font-size='15' font-weight='700' "
                f"fill='{INK}'>{state.names[i]}: {win[0]}–{win[-1]}</text>"
            )
    parts.append("</g><g class='ek-nc-path' aria-hidden='true'>")
    path = state.path
    previous = state.start
    for step, number in enumerate(path, 1):
        x0, y0 = _point(previous + 0.2, _R - 60)
        x1, y1 = _point(number - 0.2, _R - 60)
        parts.append(_arrow(x0, y0, x1, y1, -2))
        if state.show_steps and len(path) <= 30 and not overview:
            x, y = _point(number, _R - 76)
            parts.append(
                f"<text x='{x:.1f}' y='{y:.1f}' text-anchor='middle' dy='0.35em' font-size='12' font-weight='700' "
                f"fill='{_PATH}'>{step}</text>"
            )
        previous = number
    on_path = set(path)
    home = state.start or 1
    parts.append(f"</g><g class='ek-nc-numbers' data-nav='roving' data-home='{home}'>")
    parts.extend(
        _number(state, n, *_point(n, _R), _CIRCLE_SCALE, interactive, on_path, locked, label=not overview)
        for n in range(LOWEST_CARD, HIGHEST_CARD + 1)
    )
    if overview:
        parts.append("</g></svg>")
        return "".join(parts)
    parts.append("</g><g class='ek-nc-badges' aria-hidden='true'>")
    for n in range(LOWEST_CARD, HIGHEST_CARD + 1):
        parts.append(_marks(state, n, *_point(n, _R - 40), _CIRCLE_SCALE))
    for place, n in enumerate(state.selected, 1):
        parts.append(_badge("order", *_point(n, _R + _CIRCLE_SCALE.half + 2), _CIRCLE_SCALE, str(place)))
    parts.append("</g>")
    parts.append(_centre_text(state.path_text, _C, _C, 22, 34))
    parts.append("</svg>")
    return "".join(parts)


# ---- a zoomed arc ----------------------------------------------------------------------------------
_ARC_RADIUS = 1000  # of the big circle the arc is a part of
_ARC_STEP = 70  # between two numbers along the arc


def arc_numbers(state: CircleState, first: int = 0, count: int = 0) -> list[int]:
    """The numbers an arc shows from ``first`` on, ``count`` of them (at most :data:`MAX_ARC`), all
    in a row; ``first`` 0: the numbers of :func:`arc_slots` (without its gaps)."""
    if first == 0:
        return [number for number in arc_slots(state) if number]
    check_card(first, "first number of the arc")
    return [_count_on(first, step) for step in range(min(count or MAX_STEP + 1, MAX_ARC))]


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
            slots += [_count_on(key, step) for step in range(1, after + 1)]
            if after + before < inner[i]:
                slots.append(0)
            slots += [_count_on(keys[i + 1], -step) for step in range(before, 0, -1)]
    numbers = sum(1 for n in slots if n)
    while numbers < MAX_STEP + 1 and spent + 1 <= budget and _count_on(slots[-1], 1) != slots[0]:
        slots.append(_count_on(slots[-1], 1))
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


def arc_svg(
    state: CircleState,
    first: int = 0,
    count: int = 0,
    *,
    interactive: bool = False,
    locked: bool = False,
    slots: Sequence[int] | None = None,
) -> str:
    """A part of the circle drawn large: ``slots`` (numbers, 0 for a "…" standing for numbers left
    out), else ``count`` numbers from ``first``, else :func:`arc_slots`.

    Numbers are 30 units high on shapes 64 units wide (70 apart, a "…" 42), badges and tags 24-25
    units, so 13 numbers (about 1050 units wide) drawn 736 px wide on an upright tablet show numbers
    of 21 px, badges of 17 px and 45 px tap targets, and on a projector every number is 24 px or
    more. The counting path hops over the numbers with its step numbers (over a "…" with a dashed
    hop, the step number after it still counting on), windows run under them; a number's badges
    (pile letter, tick or cross, star, the order of a choice on its top edge) are part of the
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
        return radius * math.sin(a), _ARC_RADIUS - radius * math.cos(a)

    s = _ARC_SCALE
    bands = state.windows if state.show_windows else []
    # room under the arc for the tags, each on its own line, and the count in words under them
    low = -150 - (70 + 32 * len(bands) if bands else 0)
    corners = [at(p, off) for p in (-0.8, along + 0.8) for off in (120, low)] + [at(middle, 120)]
    left, top = min(x for x, _ in corners) - 10, min(y for _, y in corners) - 10
    width, height = max(x for x, _ in corners) + 10 - left, max(y for _, y in corners) + 40 - top
    numbers = [n for n in slots if n]
    label = _("Part of the number circle, large: {first} to {last}").format(first=numbers[0], last=numbers[-1])
    parts = [_svg_open(f"{left:.0f} {top:.0f} {width:.0f} {height:.0f}", "ek-nc-arc-svg", label)]
    slot_of = {n: i for i, n in enumerate(slots) if n}
    place_of = {n: places[i] for n, i in slot_of.items()}
    # windows: a band under the numbers it covers, broken at every "…" (a band never covers a
    # number outside its window), one band per pile; the tags in words, each on a line of its own
    # under the lowest band, so no tag crosses another tag or a band
    parts.append("<g class='ek-nc-windows' aria-hidden='true'>")
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
            parts.append(
                f"<path class='ek-nc-band' data-pile='{p}' data-from='{slots[lo_slot]}' data-to='{slots[hi_slot]}' "
                f"d='M {x0:.1f} {y0:.1f} A {radius} {radius} 0 0 1 {x1:.1f} {y1:.1f}' fill='none' "
                f"stroke='{PILE_COLOURS[p % 4]}' stroke-width='10' stroke-dasharray='{PILE_DASHES[p % 4]}' opacity='0.75'/>"
            )
        tag = _("pile {name}: {first} up to {last}").format(name=state.names[p], first=win[0], last=win[-1])
        tags.append((at((places[runs[0][0]] + places[runs[-1][1]]) / 2, off)[0], tag, p))
    for row, (x, tag, p) in enumerate(tags):
        parts.append(
            f"<text class='ek-nc-band-tag' x='{x:.1f}' y='{lowest + 30 + 32 * row:.1f}' text-anchor='middle' "
            f"dy='0.35em' font-size='{_ARC_TEXT}' font-weight='700' fill='{PILE_COLOURS[p % 4]}'>{escape(tag)}</text>"
        )
    below = lowest + 30 + 32 * len(tags) + 6 if tags else at(middle, -s.half - 110)[1]
    parts.append("</g><g class='ek-nc-path' aria-hidden='true'>")
    previous, previous_step = state.start, 0
    for step, number in enumerate(state.path, 1):
        if number not in slot_of:
            continue
        if previous in slot_of and slot_of[number] > slot_of[previous]:
            (x0, y0), (x1, y1) = at(place_of[previous] + 0.15, s.half + 22), at(place_of[number] - 0.15, s.half + 22)
            hop = _arrow(x0, y0, x1, y1, -22)
            label = str(step) if state.show_steps else ""
            if slot_of[number] != slot_of[previous] + 1:  # over a "…": the numbers left out are counted too
                hop = hop.replace("<path ", "<path stroke-dasharray='10 8' class='ek-nc-hop' ", 1)
                # the hop says how many steps it stands for, so counting the arrows comes out right
                label = f"+{step - previous_step}" if not state.show_steps else label
            parts.append(hop)
            if label:
                x, y = at(place_of[number] - 0.5, s.half + 66)
                parts.append(
                    f"<text class='ek-nc-step' x='{x:.1f}' y='{y:.1f}' text-anchor='middle' dy='0.35em' "
                    f"font-size='{_ARC_TEXT}' font-weight='700' fill='{_PATH}'>{label}</text>"
                )
        previous, previous_step = number, step
    on_path = set(state.path)
    home = state.start if state.start in slot_of else numbers[0]
    parts.append(f"</g><g class='ek-nc-numbers' data-nav='roving' data-home='{home}'>")
    for n, i in slot_of.items():
        marks = _marks(state, n, *at(places[i], -s.half - 18), s)
        if n in state.selected:
            marks += _badge("order", *at(places[i], s.half), s, str(state.selected.index(n) + 1))
        number_svg = _number(state, n, *at(places[i], 0), s, interactive, on_path, locked)
        if marks:  # the badges belong to the number: drawn in its group, in the picture's coordinates
            x, y = at(places[i], 0)
            marks = f"<g aria-hidden='true' transform='translate({-x:.1f} {-y:.1f})'>{marks}</g>"
            number_svg = number_svg[: -len("</g>")] + marks + "</g>"
        parts.append(number_svg)
    parts.append("</g><g class='ek-nc-badges' aria-hidden='true'>")
    ends = [(-0.75, "…"), (along + 0.75, "…")] + [(places[i], "…") for i, n in enumerate(slots) if not n]
    for end, text in ends:
        x, y = at(end, 0)
        parts.append(
            f"<text x='{x:.1f}' y='{y:.1f}' text-anchor='middle' dy='0.35em' font-size='28' fill='{INK}'>{text}</text>"
        )
    parts.append("</g>")
    lines = state.path_text.split("\n") if state.path_text else []
    hopped = bool(state.path) and not set(state.path) <= set(slot_of)
    # the count in the middle: its step count; a hidden count over a "…" cannot be counted on the
    # arrows, so then it says from where to where
    centre = "" if not lines else lines[-1] if state.show_steps or not hopped else lines[0].rstrip(":")
    parts.append(_centre_text(centre, at(middle, 0)[0], below, 26, 30))
    parts.append("</svg>")
    return "".join(parts)


# ---- piles as rows ---------------------------------------------------------------------------------
_SMALL_W, _SMALL_H, _BIG_W, _BIG_H = 44, 60, 84, 116
#: the width of :func:`piles_svg` in units, however long a pile is: the page draws it at least
#: this many pixels wide, so every number keeps its size (long piles wrap onto more lines)
PILES_WIDTH = 600
#: where a row's cards begin (left of it: the pile letter) and end
_ROW_LEFT, _ROW_RIGHT = 70, PILES_WIDTH - 10
#: how far apart the cards under the top card lie, and the height of a line of them
_SMALL_STEP, _SMALL_LINE = _SMALL_W + 4, _SMALL_H + 6
#: font sizes of the numbers on the small cards and of the texts beside a pile (units)
_SMALL_FONT, _ROW_FONT = 22, 22


def _card(card: int, x: float, y: float, w: float, h: float, font: float) -> str:
    """One 11 nimmt! card: its number, its ox heads written under it, its published colour as fill."""
    heads = ox_heads(card)
    ink = "white" if heads >= 7 else INK
    heads_text = ngettext("{n} ox head", "{n} ox heads", heads).format(n=heads)
    small = font * 0.42
    # a bold digit is about 0.62 em wide: "100" gets a smaller number so it stays inside the card
    font = min(font, w * 0.8 / (0.62 * len(str(card))))
    # squeeze the ox heads into the card when the words are wider than it (about 0.55 em a letter)
    wide = len(heads_text) * small * 0.55 > w * 0.9
    fit = f" textLength='{w * 0.9:.1f}' lengthAdjust='spacingAndGlyphs'" if wide else ""
    return (
        f"<g transform='translate({x:.1f} {y:.1f})'><rect width='{w}' height='{h}' rx='{w / 9:.1f}' "
        f"fill='{OX_HEAD_COLOURS.get(heads, '#eeeeee')}' stroke='{INK}' stroke-width='{1 + heads / 3:.1f}'/>"
        f"<text x='{w / 2}' y='{h * 0.48:.1f}' text-anchor='middle' dy='0.35em' font-size='{font}' font-weight='700' "
        f"fill='{ink}'>{card}</text><text x='{w / 2}' y='{h * 0.84:.1f}' text-anchor='middle' dy='0.35em' "
        f"font-size='{small:.1f}' fill='{ink}'{fit}>{escape(heads_text)}</text></g>"
    )


def _small_card(card: int, x: float, y: float) -> str:
    """A card under a pile's top: its number large, its ox heads as dots (one a head) and in words
    for screen readers only, since words would be too small to read on so small a card."""
    heads = ox_heads(card)
    ink = "white" if heads >= 7 else INK
    label = escape(ngettext("{card}, {n} ox head", "{card}, {n} ox heads", heads).format(card=card, n=heads))
    font = min(_SMALL_FONT, _SMALL_W * 0.8 / (0.62 * len(str(card))))
    gap = min(6.0, (_SMALL_W - 6) / heads)
    first = _SMALL_W / 2 - gap * (heads - 1) / 2
    dots = "".join(f"<circle cx='{first + gap * n:.1f}' cy='{_SMALL_H * 0.82:.1f}' r='2.4'/>" for n in range(heads))
    return (
        f"<g class='ek-pile-card' role='img' aria-label='{label}' data-card='{card}' transform='translate({x:.1f} {y:.1f})'>"
        f"<title>{label}</title><rect width='{_SMALL_W}' height='{_SMALL_H}' rx='5' "
        f"fill='{OX_HEAD_COLOURS.get(heads, '#eeeeee')}' stroke='{INK}' stroke-width='{1 + heads / 3:.1f}'/>"
        f"<text x='{_SMALL_W / 2}' y='{_SMALL_H * 0.4:.1f}' text-anchor='middle' dy='0.35em' font-size='{font:.1f}' "
        f"font-weight='700' fill='{ink}'>{card}</text><g class='ek-pile-heads' fill='{ink}'>{dots}</g></g>"
    )


def _pile_row(
    index: int, y: float, width: float, title: str, body: str, chosen: bool, interactive: bool, height: float = _BIG_H
) -> str:
    """One row of :func:`piles_svg` or :func:`pile_tops_svg`, ``height`` units high: the frame
    (thick when chosen), the pile's letter, ``body`` (its cards and texts) and its accessible name."""
    if chosen:
        title += ", " + _("chosen")
    pressed = str(chosen).lower()
    role = f"role='button' tabindex='-1' data-pick='{index}' aria-pressed='{pressed}'" if interactive else "role='img'"
    ring = (
        f"<rect x='2' y='-6' width='{width - 4}' height='{height + 12}' rx='12' fill='#fff3c4' stroke='#000' stroke-width='4'/>"
        if chosen
        else f"<rect x='2' y='-6' width='{width - 4}' height='{height + 12}' rx='12' fill='white' stroke='#9aa5b1'/>"
    )
    badge = _badge("pile", 34, _BIG_H / 2, _Scale(0, 0, 24, 28 if len(pile_name(index)) == 1 else 20), pile_name(index))
    return (
        f"<g class='ek-pile' data-pile='{index}' {role} aria-label='{escape(title)}' transform='translate(0 {y})'>"
        f"<title>{escape(title)}</title>{ring}{badge}{body}</g>"
    )


def _row_texts(x: float, lines: Sequence[str], y: float = 0, font: float = 24) -> str:
    """Up to four lines of text beside a pile's top card (``font`` units, later lines a little
    smaller), the first one bold."""
    spots = {1: (0.5,), 2: (0.38, 0.75), 3: (0.28, 0.58, 0.88), 4: (0.22, 0.46, 0.7, 0.94)}[len(lines)]
    return "".join(
        f"<text class='ek-pile-text' x='{x:.1f}' y='{y + _BIG_H * at:.1f}' font-size='{font if n < 2 else font - 4}' "
        f"font-weight='{700 if n == 0 else 400}' fill='{INK}'>{escape(line)}</text>"
        for n, (at, line) in enumerate(zip(spots, lines, strict=True))
    )


def _text_width(text: str, font: float) -> float:
    """About how wide ``text`` is in ``font`` units (a letter is about 0.58 em)."""
    return len(text) * font * 0.58


def _pile_layout(size: int, texts: Sequence[str]) -> tuple[list[tuple[float, float]], tuple[float, float], bool, float]:
    """Where the cards of a pile of ``size`` cards go in a row of :data:`PILES_WIDTH`: the corners of
    the cards under the top (lines of them, wrapped), the top card's corner, whether ``texts`` go on
    a line under the cards (else beside the top card) and the row's height; the shorter way wins."""
    under = size - 1
    per_line = (_ROW_RIGHT - _ROW_LEFT) // _SMALL_STEP
    beside = max(_text_width(text, _ROW_FONT) for text in texts) + 16
    ways = []
    for texts_under in (False, True):
        # the last line holds the top card too (and the texts, when they go beside it)
        room = _ROW_RIGHT - _ROW_LEFT - _BIG_W - 8 - (0 if texts_under else beside)
        last_most = int(max(0.0, room) // _SMALL_STEP)
        lines, rest = [], under
        while rest > last_most:
            lines.append(min(per_line, rest))
            rest -= lines[-1]
        height = len(lines) * _SMALL_LINE + _BIG_H + (_ROW_FONT + 20 if texts_under else 0)
        ways.append((height, texts_under, [*lines, rest]))
    height, texts_under, lines = min(ways, key=lambda way: way[0])
    spots: list[tuple[float, float]] = []
    for line, count in enumerate(lines):
        last = line == len(lines) - 1
        y = line * _SMALL_LINE + ((_BIG_H - _SMALL_H) / 2 if last else 0)
        spots += [(_ROW_LEFT + place * _SMALL_STEP, y) for place in range(count)]
    top = (_ROW_LEFT + lines[-1] * _SMALL_STEP + (8 if lines[-1] else 0), (len(lines) - 1) * _SMALL_LINE)
    return spots, top, texts_under, height


def piles_svg(piles: Sequence[Sequence[int]], *, selected: Iterable[int] = (), interactive: bool = False) -> str:
    """The piles as rows, bottom card first: letter, the cards under the top small (wrapped onto
    more lines when a pile is long), the top card big, then the number of cards and the ox heads in
    all. ``selected`` are chosen pile positions (0 = A).

    The picture is always :data:`PILES_WIDTH` units wide, so a long pile makes its row taller, never
    the numbers smaller. More than a player sees (a pile is not fanned out in the game): a learning
    aid; what a player sees is :func:`pile_tops_svg`."""
    chosen = set(selected)
    rows = [list(pile) for pile in piles]
    for pile in rows:
        _cards(pile, "pile card")
        if not pile:
            raise InvalidCardError(f"a pile has at least one card; got {[list(p) for p in piles]!r}")
    parts, y = [], 10.0
    for i, pile in enumerate(rows):
        cards_text = ngettext("{n} card", "{n} cards", len(pile)).format(n=len(pile))
        heads = pile_ox_heads(pile)
        heads_text = ngettext("{n} ox head in all", "{n} ox heads in all", heads).format(n=heads)
        title = _("pile {name}: top card {top}, {cards}, {heads}").format(
            name=pile_name(i), top=pile[-1], cards=cards_text, heads=heads_text
        )
        spots, (x, top_y), texts_under, height = _pile_layout(len(pile), [cards_text, heads_text])
        row = [_small_card(card, *spot) for card, spot in zip(pile[:-1], spots, strict=True)]
        row.append(_card(pile[-1], x, top_y, _BIG_W, _BIG_H, 44))
        if texts_under:  # one line under the cards: "25 cards · 55 ox heads in all"
            row.append(
                f"<text class='ek-pile-text' x='{_ROW_LEFT}' y='{top_y + _BIG_H + _ROW_FONT + 8:.1f}' "
                f"font-size='{_ROW_FONT}' fill='{INK}'><tspan font-weight='700'>{escape(cards_text)}</tspan> · "
                f"{escape(heads_text)}</text>"
            )
        else:
            row.append(_row_texts(x + _BIG_W + 16, [cards_text, heads_text], top_y, _ROW_FONT))
        parts.append(_pile_row(i, y, PILES_WIDTH, title, "".join(row), i in chosen, interactive, height))
        y += height + 20
    opening = _svg_open(f"0 0 {PILES_WIDTH} {max(y, _BIG_H + 20):.0f}", "ek-nc-piles-svg", _("The piles"))
    return opening + "<g data-nav='roving'>" + "".join(parts) + "</g></svg>"


#: at most this many face-down cards are drawn under a top card (the count says how many there are)
_MOST_BACKS = 8


def _card_back(x: float, y: float) -> str:
    """A card lying face down: its back, with no number."""
    return (
        f"<g transform='translate({x:.1f} {y:.1f})'><rect width='{_SMALL_W}' height='{_SMALL_H}' rx='5' fill='#52606d' "
        f"stroke='{INK}' stroke-width='1.5'/><rect x='5' y='5' width='{_SMALL_W - 10}' height='{_SMALL_H - 10}' rx='3' "
        f"fill='none' stroke='#cbd2d9' stroke-width='1.5' stroke-dasharray='3 2'/></g>"
    )


def pile_tops_svg(
    tops: Sequence[int], sizes: Sequence[int], *, selected: Iterable[int] = (), interactive: bool = False
) -> str:
    """The piles as a player sees them: a pile is not fanned out (``docs/rules.md`` §2), so each row
    shows the letter, the cards underneath face down, the top card big, how many cards the pile
    holds and whether taking it wins a bull card. ``selected`` are chosen pile positions (0 = A)."""
    chosen = set(selected)
    checked = _cards(tops, "pile top")
    counts = [check_int(size, "a pile size", 1, HIGHEST_CARD, error=InvalidCardError) for size in sizes]
    if len(counts) != len(checked):
        raise InvalidCardError(f"every pile needs a top card and a size: tops {list(tops)!r}, sizes {list(sizes)!r}")
    row_h = _BIG_H + 20
    most_hidden = min(max(counts, default=1) - 1, _MOST_BACKS)
    backs_w = (most_hidden - 1) * 9 + _SMALL_W + 16 if most_hidden else 0
    width = 70 + backs_w + _BIG_W + 350
    parts = [_svg_open(f"0 0 {width} {max(1, len(checked)) * row_h}", "ek-nc-piles-svg", _("The piles"))]
    parts.append("<g data-nav='roving'>")
    for i, (top, size) in enumerate(zip(checked, counts, strict=True)):
        hidden = size - 1
        lines = [ngettext("{n} card", "{n} cards", size).format(n=size)]
        if hidden:
            lines.append(ngettext("{n} card face down", "{n} cards face down", hidden).format(n=hidden))
        if size >= BULL_PILE_SIZE:
            # what taking it costs, then what it brings: two short lines beside the card
            lines += [_("take it: all {n} cards").format(n=size), _("into your hand, and a bull card")]
        heads = ox_heads(top)
        title = _("pile {name}: top card {top} ({heads}), {cards}").format(
            name=pile_name(i),
            top=top,
            cards=", ".join(lines),
            heads=ngettext("{n} ox head", "{n} ox heads", heads).format(n=heads),
        )
        row = [_card_back(70 + n * 9, (_BIG_H - _SMALL_H) / 2) for n in range(min(hidden, _MOST_BACKS))]
        x = 70 + backs_w
        row.append(_card(top, x, 0, _BIG_W, _BIG_H, 44))
        row.append(_row_texts(x + _BIG_W + 20, lines))
        parts.append(_pile_row(i, i * row_h + 10, width, title, "".join(row), i in chosen, interactive))
    parts.append("</g></svg>")
    return "".join(parts)


def card_svg(card: int) -> str:
    """One 11 nimmt! card on its own (a hand card): number, ox heads, colour; named for screen readers."""
    heads = ox_heads(card)
    label = ngettext("{card}, {n} ox head", "{card}, {n} ox heads", heads).format(card=card, n=heads)
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='-2 -2 {_BIG_W + 4} {_BIG_H + 4}' class='ek-nimmt-card-svg' "
        f"role='img' aria-label='{escape(label)}' {_FONT}><title>{escape(label)}</title>"
        f"{_card(card, 0, 0, _BIG_W, _BIG_H, 44)}</svg>"
    )
