"""The level switch: easy / medium / hard, as a trainer (and, through :func:`level_options`, a game
table's computer choice) offers them. The values are :class:`~elevenkit.catalogue.Level` values,
the same words a link uses (``?level=medium``); the words shown are :attr:`Level.label`, the one
spelling of the level words."""

from __future__ import annotations

import ipywidgets as widgets

from elevenkit.catalogue import Level
from elevenkit.i18n import _

__all__ = ["LevelSwitch", "level_options"]


def level_options() -> list[tuple[str, str]]:
    """Every level, easiest first, as ``(label, value)`` choices of a toggle or a dropdown."""
    return [(level.label, level.value) for level in Level]


class LevelSwitch(widgets.ToggleButtons):
    """The easy / medium / hard switch of a trainer dealt at a level; refuses a level it does not know."""

    def __init__(self, level: Level | str, *, description: str = "") -> None:
        named = Level.parse(level)
        if named is None:
            raise ValueError(f"level must be one of {[known.value for known in Level]!r}, not {level!r}")
        super().__init__(
            options=level_options(),
            value=named.value,
            description=description or _("Level:"),
            style={"description_width": "initial"},
        )

    @property
    def level(self) -> Level:
        """The level chosen."""
        return Level(self.value)
