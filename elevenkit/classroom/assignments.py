"""Work the teacher sets for a class: an activity (a trainer or a lesson), optionally a skill and a
level ("auto": practice for me), a number of tasks and a due date; stored in the class database
(migration 8), shown first to the pupils of the class, finished by the pupils who did enough.

A pupil has finished an assignment when, since it was set, they ended (solved or gave up) at least
``tasks`` tasks of its activity (choice: a task ended counts, as the pupil's own score counts it;
a lesson's steps are its tasks; 0 tasks: any answer). Every function takes an open
:class:`~elevenkit.classroom.store.ClassroomStore`; names come back exactly as stored.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from elevenkit.classroom.database import Database
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.identity import check_class_code, name_key
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_SOLVED

__all__ = [
    "MAX_TASKS",
    "Assignment",
    "AssignmentError",
    "add_assignment",
    "assignments",
    "delete_assignment",
    "finished_by",
]

#: the most tasks one assignment may ask for
MAX_TASKS = 100


class AssignmentError(ValueError):
    """Work that cannot be set: no activity, or a number of tasks out of range."""


@dataclass(frozen=True)
class Assignment:
    """One piece of work set for a class (times in seconds since the epoch)."""

    id: int
    class_code: str
    activity: str  #: the recorded activity (``"number-track"``, ``"lesson-04"``)
    skill: str  #: a skill id of the catalogue, "" for the whole activity
    level: str  #: a level word, a Capture Trainer step, ``"auto"`` (practice for me) or "" (as the page starts)
    tasks: int
    due: float
    created: float


def add_assignment(
    store: ClassroomStore,
    class_code: str,
    activity: str,
    due: float,
    *,
    skill: str = "",
    level: str = "",
    tasks: int = 0,
    now: float | None = None,
) -> int:
    """Set work for ``class_code`` (made if it is new, as the teacher's share tab does); its id.

    Raises :class:`~elevenkit.classroom.errors.NameRefused` for a bad class code, and
    :class:`AssignmentError` for a number of tasks outside 0 to :data:`MAX_TASKS` or an empty activity.
    """
    class_code = check_class_code(class_code)
    if not 0 <= tasks <= MAX_TASKS:
        raise AssignmentError(f"an assignment asks for 0 to {MAX_TASKS} tasks, not {tasks!r}")
    if not activity.strip():
        raise AssignmentError("an assignment needs an activity")
    created = time.time() if now is None else now

    def work(connection: Database) -> int:
        class_id = store._class_id(connection, class_code, create=True)
        row = connection.execute(
            "INSERT INTO assignments (class_id, activity, skill, level, tasks, due, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (class_id, activity[:80], skill[:80], level[:40], tasks, float(due), created),
        ).fetchone()
        return int(row[0])

    return store._write(work)


def assignments(store: ClassroomStore, class_code: str, *, since: float | None = None) -> list[Assignment]:
    """The work set for the class, soonest due first; ``since``: only what is due at that time or later."""
    try:
        key = name_key(check_class_code(class_code))
    except NameRefused:
        return []
    rows = store._read(
        "SELECT s.id, c.code, s.activity, s.skill, s.level, s.tasks, s.due, s.created FROM assignments s"
        " JOIN classes c ON c.id = s.class_id WHERE c.code_key = ? AND s.due >= ? ORDER BY s.due, s.id",
        (key, -1e18 if since is None else since),
    )
    return [Assignment(*row) for row in rows]


def delete_assignment(store: ClassroomStore, class_code: str, assignment_id: int) -> bool:
    """Take back one piece of work of the class; True if it was there."""
    key = name_key(check_class_code(class_code))

    def work(connection: Database) -> bool:
        row = connection.execute(
            "SELECT s.id FROM assignments s JOIN classes c ON c.id = s.class_id WHERE c.code_key = ? AND s.id = ?",
            (key, assignment_id),
        ).fetchone()
        if row is None:
            return False
        connection.execute("DELETE FROM assignments WHERE id = ?", (assignment_id,))
        return True

    return store._write(work)


def finished_by(store: ClassroomStore, assignment: Assignment) -> dict[str, int]:
    """Every pupil of the class with the tasks of the assignment's activity they ended since it was
    set (name order); those with at least :attr:`Assignment.tasks` (at least 1) have finished it."""
    rows = store._read(
        "SELECT p.nickname, COUNT(DISTINCT CASE WHEN a.category IN (?, ?, ?) THEN a.task_id END)"
        " FROM pupils p JOIN classes c ON c.id = p.class_id"
        " LEFT JOIN answers a ON a.pupil_id = p.id AND a.activity = ? AND a.at >= ?"
        " WHERE c.code_key = ? GROUP BY p.id, p.nickname, p.nickname_key ORDER BY p.nickname_key",
        (TASK_SOLVED, ANSWER_SHOWN, MOVED_ON, assignment.activity, assignment.created, name_key(assignment.class_code)),
    )
    return {nickname: int(count) for nickname, count in rows}
