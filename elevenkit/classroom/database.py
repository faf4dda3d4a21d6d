"""What the classroom store needs of a database, so that one store runs on SQLite and PostgreSQL.

:class:`Database` is an open connection with explicit transactions; its :meth:`Database.execute`
takes SQL with ``?`` placeholders (a constant of this package) and the values apart, and returns a
:class:`Cursor`. The two implementations are :class:`~elevenkit.classroom.sqlite_db.SqliteDatabase`
(a file, the default) and :class:`~elevenkit.classroom.postgres_db.PostgresDatabase` (a
``postgresql://`` URL). The SQL the store and the queries send is the part both dialects share:
``ON CONFLICT DO NOTHING``, ``CASE`` instead of sums of comparisons, integer flags compared with 0.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

from elevenkit.classroom.errors import Problem, StoreUnavailable

__all__ = ["Cursor", "Database", "refusal"]


class Cursor(Protocol):
    """The rows of one statement (a ``sqlite3`` or ``psycopg`` cursor)."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Database(Protocol):
    """One open connection to the classroom database, checked and upgraded to the latest schema."""

    #: where it is, as the teacher's messages name it (a file, or a URL without its password)
    location: str

    def execute(self, sql: str, parameters: Sequence[Any] = ()) -> Cursor:
        """Run one statement; ``sql`` has ``?`` placeholders for ``parameters``."""
        ...

    def begin(self) -> None:
        """Start a write transaction (waiting at most the busy timeout for other writers)."""
        ...

    def commit(self) -> None:
        """Commit the transaction."""
        ...

    def rollback(self) -> None:
        """Undo the transaction, if one is open (never raises: a lost connection has none)."""
        ...

    def lock_class(self, class_id: int) -> None:
        """Make the claims and renames of one class's pupils wait for each other in this transaction."""
        ...

    def retryable(self, error: BaseException) -> bool:
        """Whether ``error`` is a concurrent write that the same transaction, run again, gets past."""
        ...

    def version(self) -> int:
        """The schema version: the number of migrations applied."""
        ...

    def unavailable(self, error: BaseException) -> StoreUnavailable | None:
        """``error`` of this database said in plain words; None if it is not a database error."""
        ...

    def close(self) -> None:
        """Close the connection."""
        ...


def refusal(message: str, problem: Problem, location: str) -> StoreUnavailable:
    """The error that refuses the database at ``location``: ``message`` (translated, with a
    ``{path}`` field) names it."""
    return StoreUnavailable(message.format(path=location), problem, location)
