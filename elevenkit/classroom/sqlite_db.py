"""The classroom database as one SQLite file on the teacher's computer, opened safely (the default).

:class:`SqliteDatabase` checks the file before changing anything and upgrades an older schema in
place. It refuses, with a :class:`StoreUnavailable` in plain words and without writing a byte, a
file that is read-only, locked for longer than the busy timeout, from a newer elevenkit, of another
program, or not a database at all. Every change is one ``BEGIN IMMEDIATE`` … ``COMMIT``
transaction; WAL mode lets the 30 pupils' kernels write at once while the teacher's dashboard reads.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from elevenkit.classroom.database import refusal
from elevenkit.classroom.errors import Problem, StoreUnavailable
from elevenkit.classroom.migrations import APPLICATION_ID, LATEST, upgrade
from elevenkit.i18n import N_, _

__all__ = ["SYNCHRONOUS", "SqliteDatabase"]

log = logging.getLogger(__name__)

#: WAL with NORMAL: a commit survives a killed kernel (tested with kill -9) and the file is never
#: corrupted; only a power cut may lose the last second of answers. FULL would sync the disk on
#: every answer: ~9 ms instead of ~0.05 ms per write here, and 30 writers then queue for seconds
#: (bench/bench_recording.py).
SYNCHRONOUS = "NORMAL"


def _problem_of(error: sqlite3.Error) -> Problem:
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(error).lower()
    if primary in (5, 6) or "locked" in text or "busy" in text:
        return Problem.LOCKED
    if primary == 8 or "readonly" in text or "read-only" in text:
        return Problem.READ_ONLY
    if primary == 26 or "not a database" in text:
        return Problem.NOT_A_DATABASE
    if primary == 11 or "malformed" in text:
        return Problem.DAMAGED
    return Problem.CANNOT_OPEN


#: what the teacher reads for each problem (marked for the catalogue, translated when raised)
_MESSAGES = {
    Problem.READ_ONLY: N_(
        "The classroom database {path} is read-only, so no answer can be saved. "
        "Let your user account write to the file and its folder, or set ELEVENKIT_DB to another file."
    ),
    Problem.LOCKED: N_(
        "The classroom database {path} is kept busy by another program, so answers "
        "wait. Close the other program (a database browser, a backup) and answers are saved again."
    ),
    Problem.NEWER_SCHEMA: N_(
        "The classroom database {path} was made by a newer elevenkit. Update "
        "elevenkit on this computer, or set ELEVENKIT_DB to another file. Nothing was changed."
    ),
    Problem.NOT_A_DATABASE: N_(
        "The file {path} is not an elevenkit classroom database. Nothing was "
        "changed in it: set ELEVENKIT_DB to another file name."
    ),
    Problem.DAMAGED: N_(
        "The classroom database {path} is damaged. Nothing was changed in it: keep it "
        "for repair and set ELEVENKIT_DB to a new file."
    ),
    Problem.CANNOT_OPEN: N_(
        "The classroom database {path} cannot be opened (the folder may be "
        "missing or not writable). Set ELEVENKIT_DB to a file in a folder you can write to."
    ),
}


class SqliteDatabase:
    """The SQLite file at ``path``, open in autocommit mode with explicit transactions."""

    def __init__(self, path: Path, busy_timeout: float) -> None:
        self.path = path
        self.location = str(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._connection = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            log.info("cannot open %s", path, exc_info=True)
            raise self._refusal(Problem.CANNOT_OPEN) from error
        try:
            self._check_and_upgrade()
        except BaseException as error:
            self._connection.close()
            if isinstance(error, sqlite3.Error):
                raise self._refusal(_problem_of(error)) from error
            raise

    def _refusal(self, problem: Problem) -> StoreUnavailable:
        return refusal(_(_MESSAGES[problem]), problem, self.location)

    def _check_and_upgrade(self) -> None:
        """Read the header first; write (WAL mode, migrations) only to a file that is ours."""
        connection = self._connection
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if version > LATEST and application == APPLICATION_ID:
            raise self._refusal(Problem.NEWER_SCHEMA)
        if (version and application != APPLICATION_ID) or (not version and tables):
            raise self._refusal(Problem.NOT_A_DATABASE)
        # a write that is rolled back: tells a read-only file or a long lock without changing it
        connection.execute("BEGIN IMMEDIATE")
        try:
            connection.execute(f"PRAGMA user_version = {int(version):d}")
        finally:
            connection.execute("ROLLBACK")
        for pragma in ("foreign_keys = ON", "secure_delete = ON", f"synchronous = {SYNCHRONOUS}"):
            connection.execute(f"PRAGMA {pragma}")
        if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            connection.execute("PRAGMA journal_mode = WAL")
        if version < LATEST:
            upgrade(connection)

    def execute(self, sql: str, parameters: Sequence[Any] = ()) -> sqlite3.Cursor:
        """Run one statement (``?`` placeholders)."""
        return self._connection.execute(sql, parameters)

    def begin(self) -> None:
        """``BEGIN IMMEDIATE``: take the write lock now, waiting at most the busy timeout."""
        self._connection.execute("BEGIN IMMEDIATE")

    def commit(self) -> None:
        """Commit the transaction."""
        self._connection.execute("COMMIT")

    def rollback(self) -> None:
        """Undo the open transaction, if there is one."""
        if self._connection.in_transaction:
            self._connection.execute("ROLLBACK")

    def lock_class(self, class_id: int) -> None:
        """Nothing: ``BEGIN IMMEDIATE`` already holds the whole file for this transaction."""

    def retryable(self, error: BaseException) -> bool:
        """Never: writers take turns, so no transaction meets a concurrent one."""
        return False

    def version(self) -> int:
        """``PRAGMA user_version``."""
        return int(self._connection.execute("PRAGMA user_version").fetchone()[0])

    def unavailable(self, error: BaseException) -> StoreUnavailable | None:
        """A :class:`sqlite3.Error` in plain words; None for any other error."""
        return self._refusal(_problem_of(error)) if isinstance(error, sqlite3.Error) else None

    def close(self) -> None:
        """Close the file (answers are already committed)."""
        self._connection.close()
