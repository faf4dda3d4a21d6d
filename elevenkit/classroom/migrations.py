"""The schema of the classroom database, as numbered migrations that upgrade a file in place.

``PRAGMA user_version`` holds the number of migrations applied; ``PRAGMA application_id`` marks
the file as elevenkit's, so a file of another program is never touched. :func:`upgrade` runs the
missing migrations in one transaction: a file is either upgraded completely or left as it was.
Never edit a migration that has shipped; add the next one.
"""

from __future__ import annotations

import sqlite3

__all__ = ["APPLICATION_ID", "LATEST", "MIGRATIONS", "upgrade"]

#: "EKcr" - elevenkit classroom; in the file header, so ``file`` and sqlite tools can tell it apart
APPLICATION_ID = 0x454B6372

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: classes, pupils (a nickname and a secret number, no real names) and their answers
    (
        f"PRAGMA application_id = {APPLICATION_ID}",
        """CREATE TABLE classes (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            code_key TEXT NOT NULL UNIQUE,
            created REAL NOT NULL
        )""",
        """CREATE TABLE pupils (
            id INTEGER PRIMARY KEY,
            class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
            nickname TEXT NOT NULL,
            nickname_key TEXT NOT NULL,
            pupil_code TEXT NOT NULL,
            created REAL NOT NULL,
            UNIQUE (class_id, nickname_key)
        )""",
        """CREATE TABLE answers (
            id INTEGER PRIMARY KEY,
            uid INTEGER NOT NULL UNIQUE,
            pupil_id INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
            at REAL NOT NULL,
            activity TEXT NOT NULL,
            task_id TEXT NOT NULL,
            task_number INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            answer TEXT NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('right', 'not yet', 'wrong')),
            category TEXT NOT NULL DEFAULT '',
            hints INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX answers_by_pupil ON answers (pupil_id, activity, id)",
    ),
    # 2: short class links (/c/4B7 -> the dashboard with its parameters) and the per-task index
    # the teacher's statistics read
    (
        """CREATE TABLE links (
            code TEXT PRIMARY KEY,
            class_code_key TEXT NOT NULL,
            target TEXT NOT NULL,
            created REAL NOT NULL,
            UNIQUE (class_code_key, target)
        )""",
        "CREATE INDEX answers_by_task ON answers (activity, task_id)",
    ),
    # 3: the question the pupil saw (plain text, at most 300 characters) and the level it was dealt
    # at, so the teacher reads what task 3 was; answers saved before have "" in both
    (
        "ALTER TABLE answers ADD COLUMN question TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE answers ADD COLUMN level TEXT NOT NULL DEFAULT ''",
    ),
    # 4: answers given on a page whose settings are not one of the teacher's class links (the
    # pupil's own practice, shown apart on the teacher's table); answers saved before count as
    # class work, as the teacher saw them then
    ("ALTER TABLE answers ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",),
    # 5: failed sign-ins (a wrong teacher password, a wrong secret number), counted here for every
    # page of the server (each page is a kernel of its own): who tried (the client address), as
    # whom (class and nickname; "" for the teacher) and when (elevenkit.classroom.guard)
    (
        """CREATE TABLE failed_signins (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('teacher', 'pupil')),
            class_code_key TEXT NOT NULL DEFAULT '',
            nickname_key TEXT NOT NULL DEFAULT '',
            nickname TEXT NOT NULL DEFAULT '',
            address TEXT NOT NULL DEFAULT '',
            at REAL NOT NULL
        )""",
        "CREATE INDEX failed_signins_by_time ON failed_signins (kind, at)",
    ),
    # 6: the learner model of "practice for me": per pupil and skill the Elo rating, the answers it
    # rests on, the open misconception and when it showed (elevenkit.exercises.adaptive.model);
    # older files get the empty table, their answers stay as they were
    (
        """CREATE TABLE skill_estimates (
            pupil_id INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
            skill TEXT NOT NULL,
            rating REAL NOT NULL,
            answers INTEGER NOT NULL DEFAULT 0,
            misconception TEXT NOT NULL DEFAULT '',
            seen REAL NOT NULL DEFAULT 0,
            updated REAL NOT NULL,
            PRIMARY KEY (pupil_id, skill)
        )""",
    ),
    # 7: the language the teacher chose for the class's pages ("de", "en"); classes made before
    # have "": their pages follow the link and the browser, as they did
    ("ALTER TABLE classes ADD COLUMN language TEXT NOT NULL DEFAULT ''",),
    # 8: work the teacher sets for a class (elevenkit.classroom.assignments): an activity, a skill
    # ("" for the whole activity), a level ("auto": practice for me), a number of tasks, a due date
    (
        """CREATE TABLE assignments (
            id INTEGER PRIMARY KEY,
            class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
            activity TEXT NOT NULL,
            skill TEXT NOT NULL DEFAULT '',
            level TEXT NOT NULL DEFAULT '',
            tasks INTEGER NOT NULL DEFAULT 0,
            due REAL NOT NULL,
            created REAL NOT NULL
        )""",
        "CREATE INDEX assignments_by_class ON assignments (class_id, due)",
    ),
    # 9: a school's JupyterHub (elevenkit.classroom.accounts): the teacher a class belongs to (the
    # name key of their hub login; "" for a class made off the hub, which every teacher page shows,
    # as before) and the teachers' hub logins with their passwords as salted hashes (PBKDF2)
    (
        "ALTER TABLE classes ADD COLUMN owner TEXT NOT NULL DEFAULT ''",
        """CREATE TABLE teachers (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            password_key TEXT NOT NULL,
            created REAL NOT NULL
        )""",
    ),
    # 10: the kind of task each answer was to (the skill it practised: "distance"), at a fixed level
    # too, where a level deals several kinds; answers saved before have "": their skills are read
    # from the level, as before (elevenkit.exercises.adaptive.answer_skills)
    ("ALTER TABLE answers ADD COLUMN kind TEXT NOT NULL DEFAULT ''",),
)
LATEST = len(MIGRATIONS)


def upgrade(connection: sqlite3.Connection, target: int = LATEST) -> int:
    """Apply the migrations after the file's version up to ``target``; return the version now.

    ``connection`` must be in autocommit mode (``isolation_level=None``). The version is read
    again inside the write transaction, so processes that open a new file at the same moment
    migrate it exactly once.
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        for number in range(version + 1, target + 1):
            for statement in MIGRATIONS[number - 1]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {number:d}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return max(version, target)
