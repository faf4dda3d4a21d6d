"""The level switch: easy / medium / hard, as a trainer (and, through :func:`level_options`, a game
table's computer choice) offers them. The values are :class:`~elevenkit.exercises.Level` values,
the same words a link uses (``?level=medium``)."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.exercises import Level
from elevenkit.i18n import _, pgettext

__all__ = ["LevelSwitch", "level_options", "trainer_level_label"]


def trainer_level_label(level: Level) -> str:
    """The word a trainer's switch shows for ``level``: "easy", "medium", "hard"."""
    return {
        Level.EASY: pgettext("level", "easy"),
        Level.MEDIUM: pgettext("level", "medium"),
        Level.HARD: pgettext("level", "hard"),
    }[level]


def level_options(label: Callable[[Level], str] = trainer_level_label) -> list[tuple[str, str]]:
    """Every level, easiest first, as ``(label, value)`` choices of a toggle or a dropdown."""
    return [(label(level), level.value) for level in Level]


class LevelSwitch(widgets.ToggleButtons):
    """The easy / medium / hard switch of a trainer dealt at a level; refuses a level it does not know."""

    def __init__(
        self, level: Level | str, *, label: Callable[[Level], str] = trainer_level_label, description: str = ""
    ) -> None:
        named = Level.parse(level)
        if named is None:
            raise ValueError(f"level must be one of {[known.value for known in Level]!r}, not {level!r}")
        super().__init__(
            options=level_options(label),
            value=named.value,
            description=description or _("Level:"),
            style={"description_width": "initial"},
        )

    @property
    def level(self) -> Level:
        """The level chosen."""
        return Level(self.value)
