"""What a number circle shows (:class:`CircleState`) and what the piles are called (:func:`pile_name`).

The circle and the arc draw one :class:`CircleState`; every number in it is checked by the engine
(:func:`~elevenkit.nimmt.arithmetic.check_card`), and every window, fit and path comes from
:mod:`elevenkit.nimmt.arithmetic`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from string import ascii_uppercase

from elevenkit.i18n import _, ngettext
from elevenkit.nimmt.arithmetic import InvalidCardError, check_card, distance, homes, window
from elevenkit.nimmt.drawing import PILE_LETTERS
from elevenkit.nimmt.rules import CIRCLE, LOWEST_CARD

__all__ = ["CircleState", "count_on", "checked_cards", "pile_name"]

#: a counting path longer than this is written with "…" in the middle
_SHORT_PATH = 8


def pile_name(index: int) -> str:
    """Piles are called A, B, C … on the screen and in the tasks. A long round can turn up more
    piles than :data:`~elevenkit.nimmt.drawing.PILE_LETTERS` (each take adds two): then the names go
    on through the alphabet, and after Z as A2, B2 …"""
    if index < len(PILE_LETTERS):
        return PILE_LETTERS[index]
    return ascii_uppercase[index % 26] + (str(index // 26 + 1) if index >= 26 else "")


def count_on(start: int, steps: int) -> int:
    """The number ``steps`` steps up from ``start`` on the circle (after 100 comes 1), unchecked:
    the pictures count on from numbers already checked, many times a drawing."""
    return (start - LOWEST_CARD + steps) % CIRCLE + LOWEST_CARD


def checked_cards(values: Iterable[int], what: str) -> tuple[int, ...]:
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
    count while they would give a task's answer away; ``ordered`` off: the choices are a set, so
    no chosen number carries a place in an order.
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
    #: whether the order of the choices counts (then each chosen number carries its place)
    ordered: bool = True
    names: tuple[str, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        for what, name in (
            ("pile top", "piles"),
            ("hand card", "hand"),
            ("chosen number", "selected"),
            ("number", "pickable"),
        ):
            object.__setattr__(self, name, checked_cards(getattr(self, name), what))
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
        return [self.names[pile] for pile in homes(self.piles, card)]

    @property
    def path(self) -> list[int]:
        """The numbers counted from :attr:`start` up to the target ([] when no path is drawn)."""
        if not (self.start and self.target and self.show_path):
            return []
        return [count_on(self.start, step) for step in range(1, distance(self.start, self.target) + 1)]

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
                fitting = self.homes(number)
                if fitting:
                    label = _("{label}, fits pile {names}").format(label=label, names=", ".join(fitting))
                else:
                    label = _("{label}, fits no pile").format(label=label)
        elif number == self.focus:
            label = _("card {number}, the card the question is about").format(number=number)
        else:
            label = _("number {number}").format(number=number)
        if self.show_windows:
            for name in self.homes(number):
                label = _("{label}, in the window of pile {name}").format(label=label, name=name)
        if number in self.selected and self.ordered:
            label = _("{label}, chosen, number {place} in your order").format(
                label=label, place=self.selected.index(number) + 1
            )
        elif number in self.selected:
            label = _("{label}, chosen").format(label=label)
        if self.show_path and self.show_steps and number == self.target and self.start:
            steps = distance(self.start, number)
            label = ngettext("{label}, {steps} step from {start}", "{label}, {steps} steps from {start}", steps).format(
                label=label, steps=steps, start=self.start
            )
        return label
