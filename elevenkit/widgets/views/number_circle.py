"""The number circle: 1 to 100 around a circle with 100 next to 1, for 11 nimmt!'s wraparound.

Pile tops are marked, the window of ten that fits each pile is highlighted and the pupil's hand
cards are shown as fitting or not fitting, by shape and label as well as colour. Clicking a number
(or Enter/Space on it) draws the counting path from the active pile with its step count:
98 → 99 → 100 → 1 … → 5: 7 steps. The picture is drawn by :mod:`elevenkit.nimmt.svg` from a
:class:`~elevenkit.nimmt.svg.CircleState` (every window, fit and path from the engine).

With ``zoom`` on (the Wraparound Clock), the part that matters is the main picture: an arc drawn
large (numbers readable from the back of the room, tap targets of 44 px and more on a tablet)
that shows every pile top and card the task speaks of, leaving out stretches between them as "…"
(:func:`~elevenkit.nimmt.svg.arc_slots`); the numbers to choose from as big buttons carrying the
pile's letter and the order of each choice; and the whole circle drawn small beside them for
orientation only (``data-overview``: a click on it is refused, so the trainer says what to do).
The shared script only inserts the picture and reports picks. Nothing is loaded from the network.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import traitlets

from elevenkit.exercises.wraparound import Scene
from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.nimmt import CARDS, InvalidCardError, check_card
from elevenkit.nimmt.svg import CircleState, arc_svg, circle_svg
from elevenkit.widgets.views.svg_view import STATIC, SvgView, drawn

__all__ = ["OVERVIEW", "NumberCircle"]

#: what a click on the small whole circle (zoomed) reports: it is refused, never a number
OVERVIEW = "overview"


class NumberCircle(SvgView):
    """An SVG number circle 1..100 with pile tops, windows of ten, hand cards and counting paths.

    The pupil picks numbers by click, Enter or Space; :meth:`pick` handles it (tests call it the
    same way). Numbers in ``pickable`` toggle in ``selected`` (in the order chosen; ``multi=False``
    keeps only one); a pile top becomes the ``active_pile``; any other number becomes the
    ``target`` whose counting path from the active pile is drawn (unless ``show_path`` is off: a
    trainer turns it off while the path would give a task's answer away, and ``show_steps`` off
    while the count would). With ``explore`` off (a trainer) a click never moves the count: the
    count drawn is the one the words on the screen speak of. ``zoom`` makes the arc that matters
    the main picture (see the module); a click on its small whole circle is refused as
    :data:`OVERVIEW`. ``ordered`` off (the choices are a set): no chosen number shows a place in an
    order. ``show_arc`` off (zoomed, nothing to count on): only the numbers to choose, as a grid.
    ``interactive`` off: a picture only, no number takes a click.
    ``locked`` (a finished task) keeps the picture but changes nothing on a click. A click that
    changes no choice (locked, or a number not in ``pickable``) is refused: listeners of
    :meth:`~elevenkit.widgets.views.svg_view.SvgView.on_refused` hear of it.
    """

    _css = STATIC / "number_circle.css"

    piles: traitlets.List[int] = traitlets.List(help="top card of each pile (A, B, C …)").tag(sync=True)
    hand: traitlets.List[int] = traitlets.List(help="the pupil's hand cards").tag(sync=True)
    focus = traitlets.Int(0, help="a card the task asks about, marked with a star (0: none)").tag(sync=True)
    pickable: traitlets.List[int] = traitlets.List(help="numbers the pupil may choose").tag(sync=True)
    multi = traitlets.Bool(True, help="whether several numbers may be chosen").tag(sync=True)
    selected: traitlets.List[int] = traitlets.List(help="chosen numbers, in the order chosen").tag(sync=True)
    active_pile = traitlets.Int(0, help="pile top that counting paths start from (0: the first pile)").tag(sync=True)
    target = traitlets.Int(0, help="number the counting path goes to (0: no path)").tag(sync=True)
    show_windows = traitlets.Bool(True, help="highlight the window of ten that fits each pile").tag(sync=True)
    show_fit = traitlets.Bool(True, help="mark hand cards as fitting or not fitting").tag(sync=True)
    show_path = traitlets.Bool(
        True, help="draw the counting path to the target (off while the path would give a task's answer away)"
    ).tag(sync=True)
    show_steps = traitlets.Bool(True, help="write the step count of the counting path").tag(sync=True)
    zoom = traitlets.Bool(False, help="draw the part that matters large (an arc), the whole circle small").tag(
        sync=True
    )
    locked = traitlets.Bool(False, help="a finished task: clicks change nothing").tag(sync=True)
    explore = traitlets.Bool(True, help="a click on a number draws the count to it (off in a trainer)").tag(sync=True)
    ordered = traitlets.Bool(True, help="the order of the choices counts: each chosen number shows its place").tag(
        sync=True
    )
    show_arc = traitlets.Bool(
        True, help="zoomed: draw the arc and the small circle (off: only the numbers to choose, as a grid)"
    ).tag(sync=True)
    interactive = traitlets.Bool(True, help="numbers take clicks (off: a picture only, nothing to click)").tag(
        sync=True
    )

    # derived from the traits above through the engine (for Python and tests; the browser gets `markup`)
    windows = traitlets.List(traitlets.List(traitlets.Int()), read_only=True, help="window of each pile")
    fitting = traitlets.List(traitlets.Int(), read_only=True, help="hand cards that fit some pile")
    path_start = traitlets.Int(0, read_only=True, help="pile top the counting path starts from (0: none)")
    path = traitlets.List(traitlets.Int(), read_only=True, help="numbers counted from path_start to the target")
    path_text = traitlets.Unicode("", read_only=True, help="the count in words, shown in the middle")
    labels = traitlets.List(traitlets.Unicode(), read_only=True, help="accessible name of each number 1..100")
    pile_names = traitlets.List(traitlets.Unicode(), read_only=True, help="A, B, C … for the piles")

    def __init__(self, **kwargs: Any) -> None:
        # each trait set here would redraw all 100 numbers: draw once, below
        self._drawing_held, self._drawing_due = 1, False
        try:
            super().__init__(**kwargs)
        finally:
            self._drawing_held = 0
        self._update()

    @contextmanager
    def _drawn_once(self) -> Iterator[None]:
        """Change several traits and draw the circle once, in one message to the browser (each
        change alone would draw all 100 numbers again); nothing changed, nothing drawn."""
        with self.hold_sync():
            self._drawing_held += 1
            try:
                with self.hold_trait_notifications():
                    yield
            finally:
                self._drawing_held -= 1
            if not self._drawing_held and self._drawing_due:
                self._update()

    @classmethod
    def for_scene(cls, scene: Scene, **kwargs: Any) -> NumberCircle:
        """A circle showing a task's :class:`~elevenkit.exercises.wraparound.Scene`."""
        circle = cls(**kwargs)
        circle.show_scene(scene)
        return circle

    def show_scene(self, scene: Scene) -> None:
        """Show a task's scene: its piles, hand and card, what may be chosen; no choice, no path yet."""
        with self._drawn_once():
            self.selected = []
            self.target = 0
            self.active_pile = 0
            self.piles = list(scene.tops)
            self.hand = list(scene.hand)
            self.focus = scene.focus
            self.pickable = list({"tops": scene.tops, "hand": scene.hand}.get(scene.pick, ()))
            self.multi = scene.answer != "one"

    @property
    def state(self) -> CircleState:
        """What the circle shows now, as the renderer's value."""
        return CircleState(
            piles=tuple(self.piles),
            hand=tuple(self.hand),
            focus=self.focus,
            selected=tuple(self.selected),
            pickable=tuple(self.pickable),
            active_pile=self.active_pile,
            target=self.target,
            show_windows=self.show_windows,
            show_fit=self.show_fit,
            show_path=self.show_path,
            show_steps=self.show_steps,
            ordered=self.ordered,
        )

    # ---- checking what comes in: the renderer's state checks every number with the engine ------
    @traitlets.validate("piles", "hand", "pickable")
    def _valid_cards(self, proposal: dict[str, Any]) -> list[int]:
        """Card numbers 1-100, none twice (at most seven piles)."""
        name = proposal["trait"].name
        return list(getattr(CircleState(**{name: proposal["value"]}), name))

    @traitlets.validate("focus", "active_pile", "target")
    def _valid_number(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        return 0 if value == 0 else check_card(value, proposal["trait"].name)

    @traitlets.validate("selected")
    def _valid_selected(self, proposal: dict[str, Any]) -> list[int]:
        """Only pickable numbers, each once, in the order chosen; one at most unless ``multi``."""
        chosen = list(CircleState(selected=proposal["value"]).selected)
        refused = [number for number in chosen if number not in self.pickable]
        if refused:
            raise InvalidCardError(f"{refused[0]!r} cannot be chosen here; choose from {self.pickable!r}")
        return chosen if self.multi else chosen[-1:]

    @traitlets.observe("pickable", "multi")
    def _drop_unpickable(self, change: dict[str, Any]) -> None:
        kept = [number for number in self.selected if number in self.pickable]
        self.selected = kept if self.multi else kept[-1:]

    # ---- what a click does -------------------------------------------------------------------
    def pick(self, number: int) -> None:
        """What a click, Enter or Space on ``number`` does (see the class docstring)."""
        check_card(number, "number")
        if self.locked:
            self.refuse(str(number))
            return
        if number not in self.pickable:
            self.refuse(str(number))
        # one message to the browser for the whole change, derived traits included
        with self._drawn_once():
            if number in self.pickable:
                if number in self.selected:
                    self.selected = [chosen for chosen in self.selected if chosen != number]
                else:
                    self.selected = [*self.selected, number] if self.multi else [number]
            if not self.explore:
                return
            if number in self.piles:
                self.active_pile = number
                self.target = self.focus
            else:
                self.target = number

    def pick_value(self, value: str) -> None:
        """A pick from the browser: the number as text; anything else (the small whole circle) is refused."""
        if value.isascii() and value.isdigit():
            self.pick(int(value))
        else:
            self.refuse(value)

    def _on_front_end_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """A pick as the browser sends it, or in the older form ``{"event": "pick", "number": n}``."""
        if isinstance(content, dict) and "value" not in content and type(content.get("number")) is int:
            content = {"event": content.get("event"), "value": str(content["number"])}
        super()._on_front_end_msg(widget, content, buffers)

    def clear(self) -> None:
        """Forget the choice and the counting path."""
        self.selected = []
        self.target = 0

    # ---- derived traits and the picture: everything from the engine through the renderer ----------
    @traitlets.observe(
        "piles",
        "hand",
        "focus",
        "active_pile",
        "target",
        "show_windows",
        "show_fit",
        "show_path",
        "show_steps",
        "selected",
        "pickable",
        "zoom",
        "locked",
        "ordered",
        "show_arc",
        "interactive",
    )
    def _changed(self, _change: dict[str, Any]) -> None:
        if self._drawing_held:
            self._drawing_due = True
        else:
            self._update()

    @property
    def start(self) -> int:
        """The pile top counting paths start from: the active pile, else the first pile (0: none)."""
        return self.state.start

    def _update(self) -> None:
        self._drawing_due = False
        state = self.state
        self.set_trait("pile_names", list(state.names))
        self.set_trait("windows", state.windows)
        self.set_trait("fitting", state.fitting)
        self.set_trait("path_start", state.start)
        self.set_trait("path", state.path)
        self.set_trait("path_text", state.path_text)
        self.set_trait("labels", [state.name(number) for number in CARDS])
        if self.zoom and not self.show_arc:
            markup = element(
                "div", element("div", self._choices(state), class_="ek-nc-choices"), class_="ek-nc ek-nc-grid"
            )
        elif self.zoom:
            overview = _("The whole circle, small: it only shows where these numbers are")
            markup = element(
                "div",
                # on a phone the arc keeps numbers to read and tap, and is panned (number_circle.css)
                element("p", _("Slide the picture sideways to see all its numbers."), class_="ek-nc-pan-note"),
                element(
                    "div",
                    {"class": "ek-nc-arc", "data-pan": "true"},
                    drawn(arc_svg(state, interactive=self.interactive, locked=self.locked)),
                ),
                element(
                    "div",
                    element("div", self._choices(state), class_="ek-nc-choices"),
                    element(
                        "div",
                        {
                            "class": "ek-nc-overview",
                            "data-overview": "true",
                            "data-pick": OVERVIEW if self.interactive else None,
                            "title": overview,
                        },
                        drawn(circle_svg(state, overview=True)),
                    ),
                    class_="ek-nc-below",
                ),
                element(
                    "details",
                    element("summary", _("What the marks mean")),
                    self._legend(state),
                    class_="ek-nc-legend-box",
                ),
                class_="ek-nc ek-nc-zoomed",
            )
        else:
            markup = element(
                "div",
                drawn(circle_svg(state, interactive=self.interactive, locked=self.locked)),
                self._legend(state),
                class_="ek-nc",
            )
        self.set_trait("markup", markup)
        self.set_trait("announce", state.path_text.replace("\n", " "))

    def _choices(self, state: CircleState) -> Markup | None:
        """The numbers to choose from as big buttons, a pile top's with its pile's letter ("A 66", so
        "press the button of pile A" can be done), each chosen one carrying its place in the order."""
        if not state.pickable:
            return None
        which = _("Choose from your cards:") if set(state.pickable) <= set(state.hand) else _("Choose a pile top:")
        if not set(state.pickable) <= set(state.hand) | set(state.piles):
            which = _("Choose:")
        chips = []
        for number in state.pickable:
            chosen = number in state.selected
            order = None
            if chosen and state.ordered:
                order = element("span", state.selected.index(number) + 1, class_="ek-nc-order", aria_hidden="true")
            letter = None
            if number in state.piles:
                name = state.names[state.piles.index(number)]
                letter = element("span", name, class_="ek-nc-chip-pile", aria_hidden="true")
            chips.append(
                element(
                    "span",
                    {
                        "class": "ek-nc-chip is-selected" if chosen else "ek-nc-chip",
                        "role": "button",
                        "tabindex": -1,
                        "data-pick": number,
                        "aria-pressed": str(chosen).lower(),
                        "aria-disabled": "true" if self.locked else None,
                        "aria-label": state.name(number),
                    },
                    letter,
                    number,
                    order,
                )
            )
        return fragment(
            element("span", which, class_="ek-nc-choices-label"),
            element(
                "span",
                {"class": "ek-nc-chips", "role": "group", "aria-label": which, "data-nav": "roving"},
                chips,
                data_home=state.pickable[0],
            ),
        )

    def _legend(self, state: CircleState) -> Markup:
        """What the marks mean, in words, for the marks shown now."""
        fit_shown = state.show_fit and bool(state.piles)
        chosen = _("thick ring with a number: your choice, in order") if state.ordered else _("thick ring: your choice")
        items = [
            ("top", _("square card with a letter: top card of a pile") if state.piles else ""),
            ("window", _("shaded: the numbers that fit on the pile") if state.show_windows and state.piles else ""),
            ("hand", _("rounded card: your card") if state.hand else ""),
            ("fit", _("tick in a circle: fits") if fit_shown else ""),
            ("unfit", _("cross in a square: does not fit") if fit_shown else ""),
            ("focus", _("star: the card the question is about") if state.focus else ""),
            ("selected", chosen if state.pickable else ""),
        ]
        keys = [
            element(
                "li",
                element("span", class_="ek-nc-swatch", aria_hidden="true"),
                text,
                class_=f"ek-nc-key ek-nc-key-{kind}",
            )
            for kind, text in items
            if text
        ]
        return element("ul", keys, class_="ek-nc-legend")
