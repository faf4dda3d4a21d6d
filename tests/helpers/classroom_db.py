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


def old_file_with_mia(path: Path, version: int) -> sqlite3.Connection:
    """A file at schema ``version`` with class 4B and its pupil Mia (secret number 042): an open
    autocommit connection for the test to add older rows with (and close)."""
    from elevenkit.classroom.migrations import upgrade

    connection = sqlite3.connect(path, isolation_level=None)
    assert upgrade(connection, target=version) == version
    connection.execute("INSERT INTO classes VALUES (1, '4B', '4b', 1.0)")
    connection.execute("INSERT INTO pupils VALUES (1, 1, 'Mia', 'mia', '042', 2.0)")
    return connection


def not_a_database(path: Path) -> None:
    """Make ``path`` a text file, not a database at all."""
    path.write_text("My essay about foxes.\n" * 200)


def teachers_classes(path: Path, *codes: str, links: tuple[str, ...] = ()) -> Path:
    """Make the classes ``codes`` in the database at ``path`` as the teacher's share tab does (pupils
    join only a class the teacher made), each with a link to every page and query of ``links``
    (``"capture-trainer.ipynb?seed=7"``: a page opened so counts as class work); returns ``path``."""
    from elevenkit.classroom.store import ClassroomStore

    with ClassroomStore(path) as store:
        for code in codes:
            store.create_class(code)
            for link in links:
                page, _mark, query = link.partition("?")
                store.link_code(code, f"/voila/render/{page}?class={code}" + (f"&{query}" if query else ""))
    return path
