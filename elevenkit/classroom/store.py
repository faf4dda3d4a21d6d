"""The classroom store: classes, pupils, answers and short links, on SQLite or PostgreSQL.

:class:`ClassroomStore` opens the database named by ``ELEVENKIT_DB`` (see
:func:`~elevenkit.classroom.identity.database_location`): a file (SQLite, the default:
:mod:`~elevenkit.classroom.sqlite_db`) or a ``postgresql://`` URL (a school server:
:mod:`~elevenkit.classroom.postgres_db`, needs ``pip install elevenkit[postgres]``). Either is
checked before anything is changed and upgraded in place; a database that cannot be used raises
:class:`StoreUnavailable` in plain words, having written nothing.

Every change is one transaction (:meth:`ClassroomStore._write`); values always travel as bound
``?`` parameters, never inside SQL text. This module imports neither :mod:`sqlite3` nor psycopg;
the pupil's page imports it only when a class code is given (see :mod:`elevenkit.classroom`).
"""

from __future__ import annotations

import collections
import logging
import os
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from elevenkit.classroom.database import Database
from elevenkit.classroom.errors import ClassroomError, NameRefused, Problem, PupilGone, StoreUnavailable
from elevenkit.classroom.hub import class_owner
from elevenkit.classroom.identity import (
    check_class_code,
    check_nickname,
    database_location,
    is_database_url,
    name_key,
    new_pupil_code,
    same_pupil_code,
    url_without_password,
)
from elevenkit.classroom.model import AnswerRecord, Claim, ClaimStatus, Outcome, Progress
from elevenkit.classroom.names import skeleton
from elevenkit.exercises.adaptive import SkillEstimate
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_PART, TASK_SOLVED
from elevenkit.exercises.base import SessionScore
from elevenkit.i18n import LANGUAGES, N_, _

__all__ = ["ClassroomStore", "DEFAULT_BUSY_TIMEOUT"]

log = logging.getLogger(__name__)

#: seconds a write waits for another writer before giving up (30 kernels write in ~1 ms each)
DEFAULT_BUSY_TIMEOUT = 5.0
#: a short link's code is 3 letters and 2 digits (``KMR27``): 373,248 codes, so ten tries hit one of
#: 100 links with a chance of 1 in 370; no letter a child could read as a digit or another letter
#: (no B, G, I, L, O, Q, S, Z) and no 0 or 1
LINK_LETTERS = "ACDEFHJKMNPRTUVWXY"
LINK_DIGITS = "23456789"
#: how often a write that met a concurrent one is run (PostgreSQL; SQLite's writers take turns)
WRITE_ATTEMPTS = 5
_NO_DRIVER = N_(
    "The classroom database {path} is on a PostgreSQL server, but psycopg, the program that talks to it, "
    "is not installed here. Install it with: pip install 'elevenkit[postgres]'"
)

T = TypeVar("T")


def _open(location: str | os.PathLike[str], busy_timeout: float) -> Database:
    """The database at ``location``: PostgreSQL for a ``postgresql://`` URL, else an SQLite file."""
    if not is_database_url(location):
        from elevenkit.classroom.sqlite_db import SqliteDatabase

        return SqliteDatabase(Path(location), busy_timeout)
    url = str(location).strip()
    try:
        from elevenkit.classroom.postgres_db import PostgresDatabase
    except ImportError as error:  # psycopg is an extra: elevenkit[postgres]
        shown = url_without_password(url)
        raise StoreUnavailable(_(_NO_DRIVER).format(path=shown), Problem.CANNOT_OPEN, shown) from error
    return PostgresDatabase(url, busy_timeout)


class ClassroomStore:
    """One open connection to the classroom database (use it from the thread that opened it).

    ``ClassroomStore()`` opens :func:`database_location`; ``path`` is a file or a ``postgresql://``
    URL. Raises :class:`StoreUnavailable` when the database cannot be used, having written nothing
    to it. Close it with :meth:`close` or ``with``.
    """

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT
    ) -> None:
        self.busy_timeout = busy_timeout
        self._db = _open(path if path is not None else database_location(), busy_timeout)
        #: the database as messages name it (a file, or the URL without its password)
        self.location = self._db.location

    def close(self) -> None:
        """Close the connection (answers are already committed; nothing is pending here)."""
        self._db.close()

    def __enter__(self) -> ClassroomStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def version(self) -> int:
        """The schema version of the open database (the number of migrations applied)."""
        return self._translated(self._db.version)

    # ---- the two ways to touch the database (package-internal) -----------------------------
    def _said(self, error: Exception) -> Exception:
        """``error`` as a :class:`StoreUnavailable` in plain words if it is the database's, else itself."""
        said = self._db.unavailable(error)
        if said is None:
            return error
        log.info("classroom database error", exc_info=True)
        return said

    def _translated(self, action: Callable[[], T]) -> T:
        try:
            return action()
        except Exception as error:
            said = self._said(error)
            if said is error:
                raise
            raise said from error

    def _read(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of one query; ``sql`` is a constant of this package, values go in ``parameters``."""
        return self._translated(lambda: [tuple(row) for row in self._db.execute(sql, parameters).fetchall()])

    def _write(self, work: Callable[[Database], T]) -> T:
        """Run ``work`` in one transaction, committed as a whole or not at all, with database errors
        said in plain words. A transaction that met a concurrent one (on PostgreSQL: two pupils
        taking one new name at once) is run again, up to :data:`WRITE_ATTEMPTS` times."""
        attempt = 1
        while True:
            try:
                return self._once(work)
            except Exception as error:
                if attempt < WRITE_ATTEMPTS and self._db.retryable(error):
                    attempt += 1
                    continue
                said = self._said(error)
                if said is error:
                    raise
                raise said from error

    def _once(self, work: Callable[[Database], T]) -> T:
        database = self._db
        database.begin()
        try:
            result = work(database)
            database.commit()
        except BaseException:
            database.rollback()
            raise
        return result

    # ---- classes and pupils -----------------------------------------------------------------
    @staticmethod
    def _class_id(connection: Database, class_code: str, create: bool = False) -> int | None:
        """The class's row; None if there is none. Only the teacher's actions pass ``create``:
        a pupil's join never makes a class. On a school's hub a class is its teacher's
        (:func:`~elevenkit.classroom.hub.class_owner`): ``create`` refuses another teacher's."""
        key = name_key(class_code)
        row = connection.execute("SELECT id, owner FROM classes WHERE code_key = ?", (key,)).fetchone()
        owner = class_owner() if create else ""
        if row is not None and owner and row[1] != owner:
            if row[1]:  # on a school's hub: another teacher's class
                raise NameRefused(
                    _("Class {code} is another teacher's. Choose another class code.").format(code=class_code)
                )
            connection.execute("UPDATE classes SET owner = ? WHERE id = ?", (owner, row[0]))  # made off the hub
        if row is not None or not create:
            return None if row is None else row[0]
        connection.execute(
            "INSERT INTO classes (code, code_key, created, owner) VALUES (?, ?, ?, ?)",
            (class_code, key, time.time(), owner),
        )
        return int(connection.execute("SELECT id FROM classes WHERE code_key = ?", (key,)).fetchone()[0])

    def create_class(self, class_code: str) -> str:
        """Make the class ``class_code`` if it is not there (the teacher's share tab); its code as stored."""
        class_code = check_class_code(class_code)

        def work(connection: Database) -> str:
            class_id = self._class_id(connection, class_code, create=True)
            return str(connection.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0])

        return self._write(work)

    def set_class_language(self, class_code: str, language: str) -> None:
        """Keep ``language`` (one of :data:`~elevenkit.i18n.LANGUAGES`) as the class's: its pupils'
        pages open in it unless their link says otherwise (the teacher's share tab; makes the class)."""
        class_code = check_class_code(class_code)
        if language not in LANGUAGES:
            raise ValueError(f"not a language of the kit: {language!r}")

        def work(connection: Database) -> None:
            class_id = self._class_id(connection, class_code, create=True)
            connection.execute("UPDATE classes SET language = ? WHERE id = ?", (language, class_id))

        self._write(work)

    def class_language(self, class_code: str) -> str:
        """The language the teacher chose for ``class_code``; "" if none was chosen or there is no such class."""
        rows = self._read("SELECT language FROM classes WHERE code_key = ?", (name_key(check_class_code(class_code)),))
        return str(rows[0][0]) if rows else ""

    @staticmethod
    def _look_alike(connection: Database, class_id: int, nickname: str, other_than: int = 0) -> str | None:
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
        (``BACK``), else ``TAKEN`` (no number typed). A number typed for a name that is not this
        pupil's, or for a name nobody has, is ``WRONG_CODE`` either way (the name as typed): trying
        numbers tells nothing about who is in the class. A name that only looks like a classmate's is ``LOOK_ALIKE``
        (the claim names the classmate), and a class the teacher has not made is ``NO_CLASS``:
        neither stores anything. ``returning``: a page rejoins the pupil its browser kept, so a name
        that is not in the class (any more) is ``GONE``, never made again.
        """
        class_code, nickname = check_class_code(class_code), check_nickname(nickname)

        def work(connection: Database) -> Claim:
            class_id = self._class_id(connection, class_code)
            if class_id is None:
                return Claim(ClaimStatus.NO_CLASS, class_code, nickname, None)
            connection.lock_class(class_id)
            stored_class = connection.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0]
            row = connection.execute(
                "SELECT id, nickname, pupil_code FROM pupils WHERE class_id = ? AND nickname_key = ?",
                (class_id, name_key(nickname)),
            ).fetchone()
            if row is None and returning:
                return Claim(ClaimStatus.GONE, stored_class, nickname, None)
            if row is None and pupil_code and new_code is None:  # a number for a name nobody has
                return Claim(ClaimStatus.WRONG_CODE, stored_class, nickname, None)
            if row is None:
                other = self._look_alike(connection, class_id, nickname)
                if other is not None:
                    return Claim(ClaimStatus.LOOK_ALIKE, stored_class, other, None)
                code = new_code or new_pupil_code()
                pupil_id = self._insert_pupil(connection, class_id, nickname, code)
                return Claim(ClaimStatus.NEW, stored_class, nickname, code, pupil_id)
            if same_pupil_code(pupil_code, row[2]):
                return Claim(ClaimStatus.BACK, stored_class, row[1], row[2], row[0])
            if pupil_code:
                return Claim(ClaimStatus.WRONG_CODE, stored_class, nickname, None)
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

        def work(connection: Database) -> str:
            class_id = self._class_id(connection, class_code)
            row = connection.execute(
                "SELECT id FROM pupils WHERE class_id = ? AND nickname_key = ?", (class_id, name_key(nickname))
            ).fetchone()
            if row is None:
                raise PupilGone(
                    _("{nickname} is not in class {code} any more.").format(nickname=nickname, code=class_code)
                )
            connection.lock_class(int(class_id or 0))
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
    def _insert_pupil(connection: Database, class_id: int | None, nickname: str, code: str) -> int:
        key = name_key(nickname)
        connection.execute(
            "INSERT INTO pupils (class_id, nickname, nickname_key, pupil_code, created) VALUES (?, ?, ?, ?, ?)",
            (class_id, nickname, key, code, time.time()),
        )
        row = connection.execute(
            "SELECT id FROM pupils WHERE class_id = ? AND nickname_key = ?", (class_id, key)
        ).fetchone()
        return int(row[0])

    def _pupil_id(
        self, connection: Database, class_code: str, nickname: str, pupil_code: str, pupil_id: int | None
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

        def work(connection: Database) -> bool:
            pupil = self._pupil_id(connection, class_code, nickname, pupil_code, pupil_id)
            cursor = connection.execute(
                "INSERT INTO answers (uid, pupil_id, at, activity, task_id, task_number, seed,"
                " answer, outcome, category, hints, question, level, kind, practice)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING",
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
                    answer.kind,
                    int(answer.practice),
                ),
            )
            return cursor.rowcount == 1

        return self._write(work)

    def restore(self, class_code: str, nickname: str, activity: str, *, pupil_id: int | None = None) -> Progress | None:
        """Where the pupil was in ``activity`` (None if they never answered in it).

        Replays the answers with the trainer frame's rules (:class:`SessionScore`): a task counts
        once, when it ends. It is solved by the answer marked :data:`TASK_SOLVED` (in a history
        without such marks or :data:`TASK_PART` ones, written before them: by its first right answer) and given up by an
        "answer shown" or "moved on" record; wrong answers before the end break the streak;
        answers to a task that has ended are practice. The pupil is ``pupil_id`` if given (a renamed
        pupil), else the one called ``nickname``. The pupil's own practice (``practice`` answers) is
        not class work: it is left out.
        """
        rows = self._read(
            "SELECT a.seed, a.task_number, a.task_id, a.outcome, a.category, a.hints, a.level FROM answers a"
            " JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id"
            " WHERE c.code_key = ? AND (p.id = ? OR CAST(? AS BIGINT) IS NULL AND p.nickname_key = ?)"
            " AND a.activity = ? AND a.practice = 0"
            " ORDER BY a.at, a.id",
            (name_key(check_class_code(class_code)), pupil_id, pupil_id, name_key(check_nickname(nickname)), activity),
        )
        if not rows:
            return None
        marked = any(row[4] in (TASK_SOLVED, TASK_PART) for row in rows)
        score = SessionScore()
        ended: dict[str, bool] = {}  # task id -> solved
        shown: set[str] = set()
        first_time: set[str] = set()
        wrong: collections.Counter[str] = collections.Counter()
        for _seed, _number, task_id, outcome, category, hints, _level in rows:
            if task_id in ended:
                continue
            if category in (ANSWER_SHOWN, MOVED_ON):
                ended[task_id] = False
                score.end_task(False)
                if category == ANSWER_SHOWN:
                    shown.add(task_id)
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
            rows[-1][6],
            numbers(shown.__contains__),
        )

    # ---- the learner model ---------------------------------------------------------------------
    def save_estimates(
        self,
        class_code: str,
        nickname: str,
        pupil_code: str,
        estimates: Mapping[str, SkillEstimate],
        *,
        pupil_id: int | None = None,
    ) -> None:
        """Keep the pupil's estimates ("practice for me") by skill, replacing the ones kept before;
        raises :class:`PupilGone` as :meth:`add_answer` does."""
        class_code, nickname = check_class_code(class_code), check_nickname(nickname)

        def work(connection: Database) -> None:
            pupil = self._pupil_id(connection, class_code, nickname, pupil_code, pupil_id)
            for skill, known in estimates.items():
                connection.execute(
                    "INSERT INTO skill_estimates (pupil_id, skill, rating, answers, misconception, seen, updated)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (pupil_id, skill) DO UPDATE SET"
                    " rating = excluded.rating, answers = excluded.answers, misconception = excluded.misconception,"
                    " seen = excluded.seen, updated = excluded.updated",
                    (pupil, skill[:80], known.rating, known.answers, known.misconception[:80], known.seen, time.time()),
                )

        self._write(work)

    def estimates(self, class_code: str, nickname: str, *, pupil_id: int | None = None) -> dict[str, SkillEstimate]:
        """The pupil's kept estimates by skill (empty if none): another device goes on from them."""
        rows = self._read(
            "SELECT e.skill, e.rating, e.answers, e.misconception, e.seen FROM skill_estimates e"
            " JOIN pupils p ON p.id = e.pupil_id JOIN classes c ON c.id = p.class_id"
            " WHERE c.code_key = ? AND (p.id = ? OR ? IS NULL AND p.nickname_key = ?) ORDER BY e.skill",
            (name_key(check_class_code(class_code)), pupil_id, pupil_id, name_key(check_nickname(nickname))),
        )
        return {
            skill: SkillEstimate(rating, answers, misconception, seen)
            for skill, rating, answers, misconception, seen in rows
        }

    # ---- short class links ---------------------------------------------------------------------
    def link_code(self, class_code: str, target: str) -> str:
        """A short code a child can type (``"KMR27"``: :data:`LINK_LETTERS`, :data:`LINK_DIGITS`) for
        ``target``, a path on this server.

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

        def work(connection: Database) -> str:
            self._class_id(connection, class_code, create=True)
            row = connection.execute(
                "SELECT code FROM links WHERE class_code_key = ? AND target = ?", (key, target)
            ).fetchone()
            if row is not None:
                return str(row[0])
            for _attempt in range(100):
                code = "".join(secrets.choice(LINK_LETTERS) for _n in range(3))
                code += "".join(secrets.choice(LINK_DIGITS) for _n in range(2))
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
