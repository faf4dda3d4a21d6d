"""Where a pupil stands in a skill (:class:`~elevenkit.exercises.adaptive.Mastery`), in words, once.

:data:`STAGES` holds, for each stage, the teacher's word (the skills grid, the report), the pupil's
words ("What I can do"), the pupil's stars (of three) and the grid's shape (never colour alone).
Every view takes its words from here, so a stage is named in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from elevenkit.exercises.adaptive import Mastery
from elevenkit.i18n import _

__all__ = ["STAGES", "Stage"]


@dataclass(frozen=True)
class Stage:
    """One stage's words and signs (the words are translated when read)."""

    teacher: Callable[[], str]
    pupil: Callable[[], str]
    stars: int  #: of three; a skill that needs help still shows one (a hint is never punished)
    symbol: str


STAGES: Mapping[Mastery, Stage] = {
    Mastery.NOT_STARTED: Stage(lambda: _("not started"), lambda: _("Not tried yet"), 0, "○"),
    Mastery.NEEDS_HELP: Stage(lambda: _("needs help"), lambda: _("Keep practising"), 1, "!"),
    Mastery.PRACTISING: Stage(lambda: _("practising"), lambda: _("Getting good"), 2, "◐"),
    Mastery.MASTERED: Stage(lambda: _("mastered"), lambda: _("You can do it!"), 3, "●"),
}
