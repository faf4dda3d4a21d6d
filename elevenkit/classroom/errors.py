"""The errors of the classroom store: one family under :class:`elevenkit.core.ElevenkitError`.

Every message is written for the teacher in plain words (what is wrong and what to do); the
pupil's trainer never sees them: its recorder turns them into a quiet status line instead.
"""

from __future__ import annotations

import enum

from elevenkit.core import ElevenkitError

__all__ = ["ClassroomError", "NameRefused", "Problem", "PupilGone", "StoreUnavailable"]


class ClassroomError(ElevenkitError):
    """Base of every error the classroom package raises."""


class NameRefused(ClassroomError):
    """A class code, nickname, pupil code or link that cannot be used (says which and why)."""


class PupilGone(ClassroomError):
    """The pupil (or their class) is no longer in the database: the teacher removed them. A page
    that still shows them is signed out; nothing makes them again."""


class Problem(enum.Enum):
    """Why the classroom database cannot be used right now."""

    READ_ONLY = "read-only"
    LOCKED = "locked"
    NEWER_SCHEMA = "newer schema"
    NOT_A_DATABASE = "not a database"
    DAMAGED = "damaged"
    CANNOT_OPEN = "cannot open"
    NO_SQLITE = "no sqlite"
    NAME_TAKEN = "name taken"
    SIGNED_OUT = "signed out"


class StoreUnavailable(ClassroomError):
    """The database file cannot be read or written; nothing in it was changed.

    ``problem`` says why (a :class:`Problem`), ``path`` names the file.
    """

    def __init__(self, message: str, problem: Problem, path: str) -> None:
        super().__init__(message)
        self.problem = problem
        self.path = path
