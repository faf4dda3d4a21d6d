"""The number circle: 1 to 100 around a circle with 100 next to 1, for 11 nimmt!'s wraparound.

Pile tops are marked, the window of ten that fits each pile is highlighted and the pupil's hand
cards are shown as fitting or not fitting, by shape and label as well as colour. Clicking a number
(or Enter/Space on it) draws the counting path from the active pile with its step count:
98 → 99 → 100 → 1 … → 5: 7 steps. Every window, fit and path comes from the engine
(:mod:`elevenkit.nimmt` through :mod:`elevenkit.exercises.wraparound`); the JavaScript in
``static/number_circle.js`` only draws and reports picks. Nothing is loaded from the network.
"""

from __future__ import annotations

import html
import logging
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.exercises.wraparound import Scene, counting_path, pile_name
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import CARDS, check_card, distance, fits, ox_heads, window
from elevenkit.nimmt.arithmetic import InvalidCardError

__all__ = ["NumberCircle", "ox_head_square"]

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
#: a counting path longer than this is written with "…" in the middle
_SHORT_PATH = 8


def _cards(proposal: dict[str, Any], what: str) -> list[int]:
    """The proposed list of card numbers, each checked by the engine, none twice."""
    cards = [check_card(number, what) for number in proposal["value"]]
    if len(set(cards)) != len(cards):
        raise InvalidCardError(f"{what}s {cards!r} name a number twice")
    return cards


class NumberCircle(anywidget.AnyWidget):
    """An SVG number circle 1..100 with pile tops, windows of ten, hand cards and counting paths.

    The pupil picks numbers by click, Enter or Space; the browser sends ``{"event": "pick",
    "number": n}`` and :meth:`pick` handles it (tests call :meth:`pick` the same way). Numbers in
    ``pickable`` toggle in ``selected`` (in the order chosen; ``multi=False`` keeps only one);
    a pile top becomes the ``active_pile``; any other number becomes the ``target`` whose counting
    path from the active pile is drawn (unless ``show_path`` is off: a trainer turns it off while
    the path would give a task's answer away, and ``show_steps`` off while the count would).
    """

    _esm = STATIC / "number_circle.js"
    _css = STATIC / "number_circle.css"

    piles = traitlets.List(help="top card of each pile (A, B, C …)").tag(sync=True)
    hand = traitlets.List(help="the pupil's hand cards").tag(sync=True)
    focus = traitlets.Int(0, help="a card the task asks about, marked with a star (0: none)").tag(sync=True)
    pickable = traitlets.List(help="numbers the pupil may choose").tag(sync=True)
    multi = traitlets.Bool(True, help="whether several numbers may be chosen").tag(sync=True)
    selected = traitlets.List(help="chosen numbers, in the order chosen").tag(sync=True)
    active_pile = traitlets.Int(0, help="pile top that counting paths start from (0: the first pile)").tag(sync=True)
    target = traitlets.Int(0, help="number the counting path goes to (0: no path)").tag(sync=True)
    show_windows = traitlets.Bool(True, help="highlight the window of ten that fits each pile").tag(sync=True)
    show_fit = traitlets.Bool(True, help="mark hand cards as fitting or not fitting").tag(sync=True)
    show_path = traitlets.Bool(
        True, help="draw the counting path to the target (off while the path would give a task's answer away)"
    ).tag(sync=True)
    show_steps = traitlets.Bool(True, help="write the step count of the counting path").tag(sync=True)

    # derived from the traits above through the engine; the browser only draws them
    windows = traitlets.List(traitlets.List(traitlets.Int()), read_only=True, help="window of each pile").tag(sync=True)
    fitting = traitlets.List(traitlets.Int(), read_only=True, help="hand cards that fit some pile").tag(sync=True)
    path_start = traitlets.Int(0, read_only=True, help="pile top the counting path starts from (0: none)").tag(sync=True)
    path = traitlets.List(traitlets.Int(), read_only=True, help="numbers counted from path_start to the target").tag(sync=True)
    path_text = traitlets.Unicode("", read_only=True, help="the count in words, shown in the middle").tag(sync=True)
    labels = traitlets.List(traitlets.Unicode(), read_only=True, help="accessible name of each number 1..100").tag(sync=True)
    pile_names = traitlets.List(traitlets.Unicode(), read_only=True, help="A, B, C … for the piles").tag(sync=True)
    texts = traitlets.Dict(read_only=True, help="translated words the view shows (legend, names)").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.set_trait(
            "texts",
            {
                "circle": _(
                    "Number circle from 1 to 100: after 100 comes 1. Arrow keys count on and back, "
                    "Enter or Space chooses a number."
                ),
                "legend_top": _("square card with a letter: top card of a pile"),
                "legend_window": _("band: the window of ten that fits the pile"),
                "legend_hand": _("rounded card: your card"),
                "legend_fit": _("tick in a circle: fits"),
                "legend_unfit": _("cross in a square: does not fit"),
                "legend_focus": _("star: the card the question is about"),
                "legend_selected": _("thick ring with a number: your choice, in order"),
            },
        )
        self.on_msg(self._on_front_end_msg)
        self._update()

    @classmethod
    def for_scene(cls, scene: Scene, **kwargs: Any) -> "NumberCircle":
        """A circle showing a task's :class:`~elevenkit.exercises.wraparound.Scene`."""
        circle = cls(**kwargs)
        circle.show_scene(scene)
        return circle

    def show_scene(self, scene: Scene) -> None:
        """Show a task's scene: its piles, hand and card, what may be chosen; no choice, no path yet."""
        with self.hold_sync(), self.hold_trait_notifications():
            self.selected = []
            self.target = 0
            self.active_pile = 0
            self.piles = list(scene.tops)
            self.hand = list(scene.hand)
            self.focus = scene.focus
            self.pickable = list({"tops": scene.tops, "hand": scene.hand}.get(scene.pick, ()))
            self.multi = scene.answer != "one"

    # ---- checking what comes in --------------------------------------------------------------
    @traitlets.validate("piles")
    def _valid_piles(self, proposal: dict[str, Any]) -> list[int]:
        piles = _cards(proposal, "pile top")
        if len(piles) > 7:
            raise InvalidCardError(f"at most 7 piles, not {len(piles)}: {piles!r}")
        return piles

    @traitlets.validate("hand")
    def _valid_hand(self, proposal: dict[str, Any]) -> list[int]:
        return _cards(proposal, "hand card")

    @traitlets.validate("pickable")
    def _valid_pickable(self, proposal: dict[str, Any]) -> list[int]:
        return _cards(proposal, "number")

    @traitlets.validate("focus", "active_pile", "target")
    def _valid_number(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        return 0 if value == 0 else check_card(value, proposal["trait"].name)

    @traitlets.validate("selected")
    def _valid_selected(self, proposal: dict[str, Any]) -> list[int]:
        """Only pickable numbers, each once, in the order chosen; one at most unless ``multi``."""
        chosen = _cards(proposal, "chosen number")
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
        # one message to the browser for the whole change, derived traits included
        with self.hold_sync(), self.hold_trait_notifications():
            if number in self.pickable:
                if number in self.selected:
                    self.selected = [chosen for chosen in self.selected if chosen != number]
                else:
                    self.selected = [*self.selected, number] if self.multi else [number]
            if number in self.piles:
                self.active_pile = number
                self.target = self.focus
            else:
                self.target = number

    def clear(self) -> None:
        """Forget the choice and the counting path."""
        self.selected = []
        self.target = 0

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A pick from the browser; anything else (or a bad number) is ignored, never raised."""
        if isinstance(content, dict) and content.get("event") == "pick":
            try:
                self.pick(content.get("number"))
            except InvalidCardError:
                log.info("number circle ignored a pick of %r", content.get("number"))

    # ---- derived traits: everything from the engine -----------------------------------------------
    @traitlets.observe(
        "piles", "hand", "focus", "active_pile", "target", "show_windows", "show_fit", "show_path", "show_steps", "selected"
    )
    def _changed(self, _change: dict[str, Any]) -> None:
        self._update()

    @property
    def start(self) -> int:
        """The pile top counting paths start from: the active pile, else the first pile (0: none)."""
        if self.active_pile in self.piles:
            return self.active_pile
        return self.piles[0] if self.piles else 0

    def _update(self) -> None:
        names = [pile_name(index) for index in range(len(self.piles))]
        self.set_trait("pile_names", names)
        self.set_trait("windows", [window(top) for top in self.piles])
        self.set_trait("fitting", [card for card in self.hand if any(fits(top, card) for top in self.piles)])
        start, target = self.start, self.target
        drawn = bool(start and target and self.show_path)
        path = counting_path(start, target) if drawn else []
        self.set_trait("path_start", start)
        self.set_trait("path", path)
        self.set_trait("path_text", self._path_text(start, target, path) if drawn else "")
        self.set_trait("labels", [self._label(number, names) for number in range(1, 101)])

    def _path_text(self, start: int, target: int, path: list[int]) -> str:
        """The count in the middle of the circle: "98 → 99 → 100 → 1 … → 5" and "7 steps"."""
        if not self.show_steps:
            return _("From {start} up to {target}:\ncount the arrows!").format(start=start, target=target)
        numbers = [start, *path]
        if len(numbers) > _SHORT_PATH:
            numbers_text = " → ".join(map(str, numbers[:4])) + " … → " + " → ".join(map(str, numbers[-2:]))
        else:
            numbers_text = " → ".join(map(str, numbers))
        steps = ngettext("{steps} step", "{steps} steps", len(path)).format(steps=len(path))
        return f"{numbers_text}\n{steps}"

    def _label(self, number: int, names: list[str]) -> str:
        """The accessible name of ``number``: "number 98", "pile top 96 (pile A)", "your card 5, fits pile A"."""
        if number in self.piles:
            index = self.piles.index(number)
            label = _("pile top {number} (pile {name})").format(number=number, name=names[index])
        elif number in self.hand:
            label = _("your card {number}").format(number=number)
            if self.show_fit and self.piles:
                homes = [names[index] for index, top in enumerate(self.piles) if fits(top, number)]
                label += ", " + (
                    _("fits pile {names}").format(names=", ".join(homes)) if homes else _("fits no pile")
                )
        elif number == self.focus:
            label = _("card {number}, the card the question is about").format(number=number)
        else:
            label = _("number {number}").format(number=number)
        if self.show_windows:
            label += "".join(
                ", " + _("in the window of pile {name}").format(name=names[index])
                for index, top in enumerate(self.piles)
                if fits(top, number)
            )
        if number in self.selected:
            label += ", " + _("chosen, number {place} in your order").format(place=self.selected.index(number) + 1)
        start = self.start
        if self.show_path and self.show_steps and number == self.target and start:
            steps = distance(start, number)
            label += ", " + ngettext("{steps} step from {start}", "{steps} steps from {start}", steps).format(
                steps=steps, start=start
            )
        return label


#: light backgrounds after the published card colours (white 1, yellow 3, blue 5, black 7); the
#: number of ox heads is always written as well, so nothing depends on the colour
_OX_COLOURS = {1: "#ffffff", 3: "#fff3b0", 5: "#cfe3ff", 7: "#3a3a3a"}


def ox_head_square(columns: int = 10) -> widgets.HTML:
    """The hundred square 1..100 with each card's ox heads from the engine: a picture for lessons."""
    cells = []
    for card in CARDS:
        heads = ox_heads(card)
        ink = "#fff" if heads >= 7 else "#1f2933"
        border = 1 + heads // 2
        cells.append(
            f"<td style='background:{_OX_COLOURS.get(heads, '#eee')};color:{ink};border:{border}px solid #1f2933;"
            f"text-align:center;padding:2px 4px;width:3.2em' "
            f"aria-label='{html.escape(ngettext('{card}: {heads} ox head', '{card}: {heads} ox heads', heads).format(card=card, heads=heads))}'>"
            f"<b style='font-size:1.15em'>{card}</b><br><small>🐂 {heads}</small></td>"
        )
    rows = "".join(f"<tr>{''.join(cells[start:start + columns])}</tr>" for start in range(0, len(cells), columns))
    caption = html.escape(_("Ox heads on every card: the small number under each card is its minus points."))
    return widgets.HTML(
        f"<table class='ek-ox-square' style='border-collapse:collapse;font-family:system-ui,sans-serif'>"
        f"<caption style='caption-side:top;text-align:left;padding-bottom:4px'>{caption}</caption>{rows}</table>"
    )
