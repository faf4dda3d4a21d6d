"""Ways to spoil a classroom database file, for the tests of what a teacher or pupil then sees."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from elevenkit.classroom.migrations import APPLICATION_ID, LATEST


def newer_schema(path: Path) -> None:
    """Make ``path`` an elevenkit database written by a newer elevenkit (a schema this one does not know)."""
    connection = sqlite3.connect(path)  # rollback-journal mode: opening must not switch it to WAL
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute(f"PRAGMA user_version = {LATEST + 1}")
    connection.execute("CREATE TABLE future (x)")
    connection.commit()
    connection.close()


def not_a_database(path: Path) -> None:
    """Make ``path`` a text file, not a database at all."""
    path.write_text("My essay about foxes.\n" * 200)


def teachers_classes(path: Path, *codes: str) -> Path:
    """Make the classes ``codes`` in the database at ``path`` as the teacher's share tab does (pupils
    join only a class the teacher made); returns ``path``."""
    from elevenkit.classroom.store import ClassroomStore

    with ClassroomStore(path) as store:
        for code in codes:
            store.create_class(code)
    return path
