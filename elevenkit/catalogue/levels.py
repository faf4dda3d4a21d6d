"""The three level words every trainer, game table, share link and teacher view uses, and their one label.

``?level=easy`` in a link, the level switch on a trainer, the computer players' strength on a game
table, the level stored with an answer: all are a :class:`Level`. Each activity maps the words onto
its own difficulties (the Wraparound Clock has exactly these three; the Capture Trainer has six
finer steps and maps easy to its step 1, medium to 3 and hard to 4: see
:data:`elevenkit.exercises.captures.NAMED_STEPS`). What a person reads is :attr:`Level.label`, the
one place the words are spelled for people.
"""

from __future__ import annotations

from enum import Enum

from elevenkit.i18n import pgettext

__all__ = ["Level"]


class Level(str, Enum):
    """easy, medium or hard: ``Level("easy")``, ``Level.parse(" Medium ")``; the value is the link's word."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @classmethod
    def parse(cls, text: object) -> Level | None:
        """The level named by ``text`` (case and spaces ignored), or None for anything else."""
        if not isinstance(text, str):
            return None
        name = text.strip().lower()
        return next((level for level in cls if level.value == name), None)

    @property
    def label(self) -> str:
        """The level in words for the page, translated: "easy", "medium", "hard"."""
        if self is Level.EASY:
            return pgettext("level", "easy")
        if self is Level.MEDIUM:
            return pgettext("level", "medium")
        return pgettext("level", "hard")
