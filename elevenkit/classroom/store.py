"""The classroom database: one SQLite file on the teacher's computer, opened safely.

:class:`ClassroomStore` opens the file named by ``ELEVENKIT_DB`` (see
:func:`~elevenkit.classroom.identity.database_path`), checks it before changing anything, and
upgrades an older schema in place. It refuses, with a :class:`StoreUnavailable` in plain words and
without writing a byte, a file that is read-only, locked for longer than the busy timeout, from a
newer elevenkit, of another program, or not a database at all.

Every change is one ``BEGIN IMMEDIATE`` … ``COMMIT`` transaction; values always travel as bound
``?`` parameters, never inside SQL text. WAL mode lets the 30 pupils' kernels write at once while
the teacher's dashboard reads. This module imports :mod:`sqlite3`; the pupil's page imports it
only when a class code is given (see :mod:`elevenkit.classroom`).
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from elevenkit.classroom.errors import ClassroomError, NameRefused, Problem, PupilGone, StoreUnavailable
from elevenkit.classroom.identity import (
    check_class_code,
    check_nickname,
    database_path,
    name_key,
    new_pupil_code,
    same_pupil_code,
)
from elevenkit.classroom.migrations import APPLICATION_ID, LATEST, upgrade
from elevenkit.classroom.model import AnswerRecord, Claim, ClaimStatus, Outcome, Progress
from elevenkit.classroom.names import skeleton
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_SOLVED
from elevenkit.exercises.base import SessionScore
from elevenkit.i18n import LANGUAGES, N_, _

__all__ = ["ClassroomStore", "DEFAULT_BUSY_TIMEOUT"]

log = logging.getLogger(__name__)

#: seconds a write waits for another writer before giving up (30 kernels write in ~1 ms each)
DEFAULT_BUSY_TIMEOUT = 5.0
#: WAL with NORMAL: a commit survives a killed kernel (tested with kill -9) and the file is never
#: corrupted; only a power cut may lose the last second of answers. FULL would sync the disk on
#: every answer: ~9 ms instead of ~0.05 ms per write here, and 30 writers then queue for seconds
#: (bench/bench_recording.py).
SYNCHRONOUS = "NORMAL"
#: the characters after the class code in a short link: digits only, nothing to confuse
_LINK_DIGITS = "0123456789"

T = TypeVar("T")


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


def _unavailable(problem: Problem, path: Path) -> StoreUnavailable:
    return StoreUnavailable(_(_MESSAGES[problem]).format(path=str(path)), problem, str(path))


class ClassroomStore:
    """One open connection to the classroom database (use it from the thread that opened it).

    ``ClassroomStore()`` opens :func:`database_path`; raises :class:`StoreUnavailable` when the
    file cannot be used, having written nothing to it. Close it with :meth:`close` or ``with``.
    """

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT
    ) -> None:
        self.path = Path(path) if path is not None else database_path()
        self.busy_timeout = busy_timeout
        self._connection = self._open()

    # ---- opening ------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            log.info("cannot open %s", self.path, exc_info=True)
            raise _unavailable(Problem.CANNOT_OPEN, self.path) from error
        try:
            self._check_and_upgrade(connection)
        except sqlite3.Error as error:
            connection.close()
            raise _unavailable(_problem_of(error), self.path) from error
        except BaseException:
            connection.close()
            raise
        return connection

    def _check_and_upgrade(self, connection: sqlite3.Connection) -> None:
        """Read the header first; write (WAL mode, migrations) only to a file that is ours."""
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if version > LATEST and application == APPLICATION_ID:
            raise _unavailable(Problem.NEWER_SCHEMA, self.path)
        if (version and application != APPLICATION_ID) or (not version and tables):
            raise _unavailable(Problem.NOT_A_DATABASE, self.path)
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

    def close(self) -> None:
        """Close the connection (answers are already committed; nothing is pending here)."""
        self._connection.close()

    def __enter__(self) -> ClassroomStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def version(self) -> int:
        """The schema version of the open file (``PRAGMA user_version``)."""
        return int(self._read("PRAGMA user_version")[0][0])

    # ---- the two ways to touch the file (package-internal) --------------------------------
    def _translated(self, action: Callable[[], T]) -> T:
        try:
            return action()
        except sqlite3.Error as error:
            log.info("classroom database error", exc_info=True)
            raise _unavailable(_problem_of(error), self.path) from error

    def _read(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of one query; ``sql`` is a constant of this package, values go in ``parameters``."""
        return self._translated(lambda: self._connection.execute(sql, parameters).fetchall())

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed as a whole or not at all."""
        connection = self._connection
        self._translated(lambda: connection.execute("BEGIN IMMEDIATE"))
        try:
            yield connection
            self._translated(lambda: connection.execute("COMMIT"))
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` in one transaction, with database errors said in plain words."""
        with self._transaction() as connection:
            return self._translated(lambda: work(connection))

    # ---- classes and pupils -----------------------------------------------------------------
    @staticmethod
    def _class_id(connection: sqlite3.Connection, class_code: str, create: bool = False) -> int | None:
        """The class's row; None if there is none. Only the teacher's actions pass ``create``:
        a pupil's join never makes a class."""
        key = name_key(class_code)
        row = connection.execute("SELECT id FROM classes WHERE code_key = ?", (key,)).fetchone()
        if row is not None or not create:
            return None if row is None else row[0]
        cursor = connection.execute(
            "INSERT INTO classes (code, code_key, created) VALUES (?, ?, ?)", (class_code, key, time.time())
        )
        return cursor.lastrowid

    def create_class(self, class_code: str) -> str:
        """Make the class ``class_code`` if it is not there (the teacher's share tab); its code as stored."""
        class_code = check_class_code(class_code)

        def work(connection: sqlite3.Connection) -> str:
            class_id = self._class_id(connection, class_code, create=True)
            return str(connection.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0])

        return self._write(work)

    def set_class_language(self, class_code: str, language: str) -> None:
        """Keep ``language`` (one of :data:`~elevenkit.i18n.LANGUAGES`) as the class's: its pupils'
        pages open in it unless their link says otherwise (the teacher's share tab; makes the class)."""
        class_code = check_class_code(class_code)
        if language not in LANGUAGES:
            raise ValueError(f"not a language of the kit: {language!r}")

        def work(connection: sqlite3.Connection) -> None:
            class_id = self._class_id(connection, class_code, create=True)
            connection.execute("UPDATE classes SET language = ? WHERE id = ?", (language, class_id))

        self._write(work)

    def class_language(self, class_code: str) -> str:
        """The language the teacher chose for ``class_code``; "" if none was chosen or there is no such class."""
        rows = self._read("SELECT language FROM classes WHERE code_key = ?", (name_key(check_class_code(class_code)),))
        return str(rows[0][0]) if rows else ""

    @staticmethod
    def _look_alike(connection: sqlite3.Connection, class_id: int, nickname: str, other_than: int = 0) -> str | None:
        """The classmate's name that ``nickname`` only looks like (:func:`skeleton`), or None."""
        key, shape = name_key(nickname), skeleton(nickname)
        rows = connection.execute(
            "SELECT nickname, nickname_key FROM pupils WHERE class_id = ? AND id != ?", (class_id, other_than)
        )
        return next((name for name, other in rows if other != key and skeleton(name) == shape), None)

    def claim(
        self,
        class_code: str,
        nickname: str,
        pupil_code: str | None = None,
        *,
        new_code: str | None = None,
        returning: bool = False,
    ) -> Claim:
        """Let a pupil join ``class_code`` as ``nickname`` (see :mod:`~elevenkit.classroom.identity`).

        A free nickname becomes this pupil's with a new secret number (``NEW``; ``new_code`` if
        given, else a fresh one); a taken one is the same pupil again if ``pupil_code`` matches
        (``BACK``), else ``TAKEN``. A name that only looks like a classmate's is ``LOOK_ALIKE``
        (the claim names the classmate), and a class the teacher has not made is ``NO_CLASS``:
        neither stores anything. ``returning``: a page rejoins the pupil its browser kept, so a name
        that is not in the class (any more) is ``GONE``, never made again.
        """
        class_code, nickname = check_class_code(class_code), check_nickname(nickname)

        def work(connection: sqlite3.Connection) -> Claim:
            class_id = self._class_id(connection, class_code)
            if class_id is None:
                return Claim(ClaimStatus.NO_CLASS, class_code, nickname, None)
            stored_class = connection.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0]
            row = connection.execute(
                "SELECT id, nickname, pupil_code FROM pupils WHERE class_id = ? AND nickname_key = ?",
                (class_id, name_key(nickname)),
            ).fetchone()
            if row is None and returning:
                return Claim(ClaimStatus.GONE, stored_class, nickname, None)
            if row is None:
                other = self._look_alike(connection, class_id, nickname)
                if other is not None:
                    return Claim(ClaimStatus.LOOK_ALIKE, stored_class, other, None)
                code = new_code or new_pupil_code()
                pupil_id = self._insert_pupil(connection, class_id, nickname, code)
                return Claim(ClaimStatus.NEW, stored_class, nickname, code, pupil_id)
            if same_pupil_code(pupil_code, row[2]):
                return Claim(ClaimStatus.BACK, stored_class, row[1], row[2], row[0])
            return Claim(ClaimStatus.TAKEN, stored_class, row[1], None)

        return self._write(work)

    def rename_pupil(self, class_code: str, nickname: str, new_name: str) -> str:
        """Give the pupil ``nickname`` of ``class_code`` the name ``new_name`` (the teacher's Pupils tab);
        the name as stored. Their secret number, answers and open pages stay theirs.

        Raises :class:`NameRefused` (in words for the teacher) when ``new_name`` is another
        classmate's or looks like one, and :class:`PupilGone` when the pupil is not there.
        """
        class_code, nickname, new_name = (
            check_class_code(class_code),
            check_nickname(nickname),
            check_nickname(new_name),
        )

        def work(connection: sqlite3.Connection) -> str:
            class_id = self._class_id(connection, class_code)
            row = connection.execute(
                "SELECT id FROM pupils WHERE class_id = ? AND nickname_key = ?", (class_id, name_key(nickname))
            ).fetchone()
            if row is None:
                raise PupilGone(
                    _("{nickname} is not in class {code} any more.").format(nickname=nickname, code=class_code)
                )
            same = connection.execute(
                "SELECT nickname FROM pupils WHERE class_id = ? AND nickname_key = ? AND id != ?",
                (class_id, name_key(new_name), row[0]),
            ).fetchone()
            other = same[0] if same is not None else self._look_alike(connection, int(class_id or 0), new_name, row[0])
            if other is not None:
                raise NameRefused(
                    _("{name} is too close to {other}, a name already in the class. Choose another name.").format(
                        name=new_name, other=other
                    )
                )
            connection.execute(
                "UPDATE pupils SET nickname = ?, nickname_key = ? WHERE id = ?", (new_name, name_key(new_name), row[0])
            )
            return new_name

        return self._write(work)

    @staticmethod
    def _insert_pupil(connection: sqlite3.Connection, class_id: int | None, nickname: str, code: str) -> int:
        cursor = connection.execute(
            "INSERT INTO pupils (class_id, nickname, nickname_key, pupil_code, created) VALUES (?, ?, ?, ?, ?)",
            (class_id, nickname, name_key(nickname), code, time.time()),
        )
        return cursor.lastrowid or 0

    def _pupil_id(
        self, connection: sqlite3.Connection, class_code: str, nickname: str, pupil_code: str, pupil_id: int | None
    ) -> int:
        """The pupil's row (by ``pupil_id`` if known, else by name); refuses another pupil's, and one
        the teacher removed (:class:`PupilGone`: it is never made again)."""
        class_id = self._class_id(connection, class_code)
        if pupil_id is not None:
            row = connection.execute(
                "SELECT id, pupil_code FROM pupils WHERE class_id = ? AND id = ?", (class_id, pupil_id)
            ).fetchone()
        else:
            row = connection.execute(
                "SELECT id, pupil_code FROM pupils WHERE class_id = ? AND nickname_key = ?",
                (class_id, name_key(nickname)),
            ).fetchone()
        gone = PupilGone(_("{nickname} is not in class {code} any more.").format(nickname=nickname, code=class_code))
        if row is None:
            raise gone
        if not same_pupil_code(pupil_code, row[1]):
            if pupil_id is not None:  # the row number of a removed pupil, given to a new one
                raise gone
            raise NameRefused(
                _("The nickname {nickname!r} in class {code!r} belongs to another pupil.").format(
                    nickname=nickname, code=class_code
                )
            )
        return int(row[0])

    # ---- answers -------------------------------------------------------------------------------
    def add_answer(
        self, class_code: str, nickname: str, pupil_code: str, answer: AnswerRecord, *, pupil_id: int | None = None
    ) -> bool:
        """Save one answer in its own transaction; False if it was saved before (same ``uid``).

        The pupil is found by ``pupil_id`` (a renamed pupil stays themselves) or else by ``nickname``;
        raises :class:`PupilGone` if the teacher removed them (the answer is not saved).
        """
        class_code, nickname = check_class_code(class_code), check_nickname(nickname)

        def work(connection: sqlite3.Connection) -> bool:
            pupil = self._pupil_id(connection, class_code, nickname, pupil_code, pupil_id)
            cursor = connection.execute(
                "INSERT OR IGNORE INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed,"
                " answer, outcome, category, hints, question, level, practice)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    answer.uid,
                    pupil,
                    answer.at,
                    answer.activity,
                    answer.task_id,
                    answer.task_number,
                    answer.seed,
                    answer.answer,
                    answer.outcome.value,
                    answer.category,
                    answer.hints,
                    answer.question,
                    answer.level,
                    int(answer.practice),
                ),
            )
            return cursor.rowcount == 1

        return self._write(work)

    def restore(self, class_code: str, nickname: str, activity: str, *, pupil_id: int | None = None) -> Progress | None:
        """Where the pupil was in ``activity`` (None if they never answered in it).

        Replays the answers with the trainer frame's rules (:class:`SessionScore`): a task counts
        once, when it ends. It is solved by the answer marked :data:`TASK_SOLVED` (in a history
        without such marks, written before them: by its first right answer) and given up by an
        "answer shown" or "moved on" record; wrong answers before the end break the streak;
        answers to a task that has ended are practice. The pupil is ``pupil_id`` if given (a renamed
        pupil), else the one called ``nickname``. The pupil's own practice (``practice`` answers) is
        not class work: it is left out.
        """
        rows = self._read(
            "SELECT a.seed, a.task_number, a.task_id, a.outcome, a.category, a.hints FROM answers a"
            " JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id"
            " WHERE c.code_key = ? AND (p.id = ? OR ? IS NULL AND p.nickname_key = ?) AND a.activity = ?"
            " AND NOT a.practice"
            " ORDER BY a.at, a.id",
            (name_key(check_class_code(class_code)), pupil_id, pupil_id, name_key(check_nickname(nickname)), activity),
        )
        if not rows:
            return None
        marked = any(row[4] == TASK_SOLVED for row in rows)
        score = SessionScore()
        ended: dict[str, bool] = {}  # task id -> solved
        first_time: set[str] = set()
        wrong: collections.Counter[str] = collections.Counter()
        for _seed, _number, task_id, outcome, category, hints in rows:
            if task_id in ended:
                continue
            if category in (ANSWER_SHOWN, MOVED_ON):
                ended[task_id] = False
                score.end_task(False)
            elif outcome == Outcome.WRONG.value:
                wrong[task_id] += 1
            elif outcome == Outcome.RIGHT.value and (category == TASK_SOLVED or not marked):
                ended[task_id] = True
                score.end_task(True, wrong[task_id], hints)
                if not (wrong[task_id] or hints):
                    first_time.add(task_id)
        seed, number, last_id = rows[-1][:3]

        def numbers(tasks: Callable[[str], bool]) -> frozenset[int]:
            return frozenset(n for s, n, t, *_rest in rows if s == seed and tasks(t))

        return Progress(
            seed,
            number,
            ended.get(last_id) is True,
            numbers(lambda task: ended.get(task) is True),
            score.solved,
            score.tried,
            score.streak,
            score.best_streak,
            score.first_time,
            numbers(first_time.__contains__),
            numbers(lambda task: ended.get(task) is False),
        )

    # ---- short class links ---------------------------------------------------------------------
    def link_code(self, class_code: str, target: str) -> str:
        """A short code a child can type (``"4B7"``) for ``target``, a path on this server.

        ``target`` is the dashboard path with its parameters (``"/voila/render/x.ipynb?seed=7"``);
        a full URL is refused, so a short link can never lead to another site. The same class and
        target always get the same code. The first link the teacher makes for a class makes the class.
        """
        class_code = check_class_code(class_code)
        if (
            not isinstance(target, str)
            or not target.startswith("/")
            or target.startswith("//")
            or any(ch.isspace() or ord(ch) < 32 or ch == "\\" for ch in target)
        ):
            raise NameRefused(
                _("A class link must be a path on this server like '/voila/...', not {target!r}.").format(target=target)
            )
        key = name_key(class_code)
        prefix = "".join(ch for ch in class_code.upper() if ch.isascii() and ch.isalnum())[:4] or "C"

        def work(connection: sqlite3.Connection) -> str:
            self._class_id(connection, class_code, create=True)
            row = connection.execute(
                "SELECT code FROM links WHERE class_code_key = ? AND target = ?", (key, target)
            ).fetchone()
            if row is not None:
                return str(row[0])
            for length in range(1, 9):
                for _attempt in range(10):
                    code = prefix + "".join(secrets.choice(_LINK_DIGITS) for _position in range(length))
                    if connection.execute("SELECT 1 FROM links WHERE code = ?", (code,)).fetchone() is None:
                        connection.execute(
                            "INSERT INTO links (code, class_code_key, target, created) VALUES (?, ?, ?, ?)",
                            (code, key, target, time.time()),
                        )
                        return code
            raise ClassroomError(_("No free short link is left for class {code!r}.").format(code=class_code))

        return self._write(work)

    def link_targets(self, class_code: str) -> list[str]:
        """The paths of every link the teacher made for ``class_code`` (the class's settings)."""
        rows = self._read(
            "SELECT target FROM links WHERE class_code_key = ?", (name_key(check_class_code(class_code)),)
        )
        return [row[0] for row in rows]

    def link_target(self, code: str) -> str | None:
        """The path a short code leads to (capitals and spaces do not matter); None if unknown."""
        rows = self._read("SELECT target FROM links WHERE code = ?", ("".join(str(code).split()).upper(),))
        return rows[0][0] if rows else None
