"""What the teacher dashboard asks of the classroom database: tables, statistics, history,
CSV export and deleting. Each function takes an open :class:`ClassroomStore` and raises
:class:`~elevenkit.classroom.errors.ClassroomError` (in plain words) when the file cannot be used.

Names come back exactly as stored: quotes, emoji and ``<b>`` included. Escaping them is the
page's job (:mod:`elevenkit.markup`) and the CSV export's (:func:`export_csv`).

A game is no task: the attempts of the game tables (category ``game-…``, see
:mod:`elevenkit.exercises.attempts`) are counted as games played and won in :func:`class_table`,
never as tasks done or answers right, and stay out of the per-task statistics. A pupil's history
and the CSV export list them as they are.
"""

from __future__ import annotations

import csv
import datetime
import io
from dataclasses import dataclass

from elevenkit.classroom.database import Database
from elevenkit.classroom.hub import class_owner
from elevenkit.classroom.identity import check_class_code, check_nickname, name_key
from elevenkit.classroom.model import PRACTICE_PREFIX, Cell, ClassTable, CommonWrong, Outcome, StoredAnswer, TaskStats
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import (
    ANSWER_SHOWN,
    GAME_CATEGORY_PREFIX,
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    MOVED_ON,
    TASK_PART,
    TASK_SOLVED,
    answer_text,
    question_text,
)
from elevenkit.i18n import pgettext

__all__ = [
    "CSV_HEADER",
    "EndedTask",
    "PupilInfo",
    "class_table",
    "classes",
    "csv_headings",
    "delete_class",
    "delete_pupil",
    "ended_tasks",
    "export_csv",
    "history",
    "pupils",
    "task_stats",
]

#: how many of the most common wrong answers each task lists
COMMON_WRONG = 3
#: the export's columns as stable names (English, for a script that reads the file); the first row
#: of the file is :func:`csv_headings`, the same columns in the teacher's language
CSV_HEADER = (
    "time",
    "class",
    "nickname",
    "activity",
    "task",
    "seed",
    "level",
    "question",
    "answer",
    "outcome",
    "misconception",
    "hints",
)
#: the LIKE pattern of a game's attempts (``-`` is no wildcard; the prefix has no ``%`` or ``_``)
_GAME_LIKE = GAME_CATEGORY_PREFIX + "%"
#: a spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection")
_FORMULA_START = "=+-@"


@dataclass(frozen=True)
class PupilInfo:
    """A pupil as the teacher sees them: the nickname and the secret number to read out."""

    nickname: str
    pupil_code: str
    joined: float


#: every task of a class (the parameters: :func:`_tasks_params`), as the pupil's own frame scores it: a
#: task ends with the answer marked TASK_SOLVED (in a history written before those marks and TASK_PART:
#: its first right answer) or with an "answer shown" / "moved on" record, whichever comes first; ``solved`` if
#: the solving answer came first. The one definition of what counts, for the class table and the
#: skill views (:func:`ended_tasks`), so the Pupils tab, Help now and Weeks agree.
_TASKS = """WITH g AS (SELECT a.id, a.pupil_id, a.at, a.task_id, a.outcome, a.category, a.hints, a.level, a.kind,
                             a.activity AS recorded, a.practice,
                             CASE WHEN a.practice != 0 THEN ? || a.activity ELSE a.activity END AS activity,
                             a.category LIKE ? AS game
                      FROM answers a JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id
                      WHERE c.code_key = ?),
                a AS (SELECT g.*, (g.outcome != 'not yet' AND NOT g.game) AS counted,
                             g.category IN (?, ?, ?) AS played,
                             (g.outcome = 'right' AND NOT g.game) AS right_answer,
                             g.category IN (?, ?) AS given_up FROM g),
                marks AS (SELECT pupil_id, activity, max(CASE WHEN category IN (?, ?) THEN 1 ELSE 0 END) AS marked
                          FROM a GROUP BY pupil_id, activity),
                ends AS (SELECT a.pupil_id, a.activity, a.task_id,
                                min(CASE WHEN a.right_answer AND (a.category = ? OR m.marked = 0) THEN a.id END)
                                    AS solved_at,
                                min(CASE WHEN a.given_up THEN a.id END) AS given_up_at,
                                sum(CASE WHEN a.right_answer THEN 1 ELSE 0 END) AS right,
                                sum(CASE WHEN a.counted THEN 1 ELSE 0 END) AS tried,
                                max(a.hints) AS hints, max(CASE WHEN a.counted OR a.played THEN a.at END) AS last,
                                min(a.id) AS first, sum(CASE WHEN a.played THEN 1 ELSE 0 END) AS games,
                                sum(CASE WHEN a.category = ? THEN 1 ELSE 0 END) AS won,
                                max(a.recorded) AS recorded, max(a.level) AS level, max(a.kind) AS kind,
                                max(a.practice) AS practice
                         FROM a JOIN marks m ON m.pupil_id = a.pupil_id AND m.activity = a.activity
                         GROUP BY a.pupil_id, a.activity, a.task_id),
                tasks AS (SELECT ends.*,
                                 (solved_at IS NOT NULL AND (given_up_at IS NULL OR solved_at < given_up_at))
                                     AS solved,
                                 (SELECT b.at FROM answers b WHERE b.id = CASE
                                      WHEN solved_at IS NOT NULL AND (given_up_at IS NULL OR solved_at < given_up_at)
                                      THEN solved_at ELSE given_up_at END) AS ended_at
                          FROM ends)
           """


def _tasks_params(key: str) -> tuple[object, ...]:
    """The parameters of :data:`_TASKS` for the class ``key``."""
    return (
        PRACTICE_PREFIX,
        _GAME_LIKE,
        key,
        GAME_WON,
        GAME_LOST,
        GAME_FINISHED,
        ANSWER_SHOWN,
        MOVED_ON,
        TASK_SOLVED,
        TASK_PART,
        TASK_SOLVED,
        GAME_WON,
    )


@dataclass(frozen=True)
class EndedTask:
    """One task a pupil ended (solved or gave up): the activity it was recorded under, its level,
    whether it was own practice, when it ended, solved or not, the most hints open in it, and its
    kind ("" for a task answered before kinds were recorded)."""

    nickname: str
    activity: str
    task_id: str
    level: str
    practice: bool
    at: float
    solved: bool
    hints: int
    kind: str = ""


def ended_tasks(store: ClassroomStore, class_code: str, since: float = 0.0) -> list[EndedTask]:
    """Every task the class's pupils ended since ``since``, oldest first, counted as :func:`class_table`
    counts them (:data:`_TASKS`); games are no tasks."""
    rows = store._read(
        _TASKS
        + """SELECT p.nickname, t.recorded, t.task_id, t.level, t.practice, t.ended_at, t.solved, t.hints, t.kind
           FROM tasks t JOIN pupils p ON p.id = t.pupil_id
           WHERE t.ended_at IS NOT NULL AND t.ended_at >= ? AND t.games = 0 ORDER BY t.ended_at, t.first""",
        (*_tasks_params(name_key(check_class_code(class_code))), since),
    )
    return [
        EndedTask(name, activity, task_id, level, bool(practice), at, bool(solved), hints or 0, kind)
        for name, activity, task_id, level, practice, at, solved, hints, kind in rows
    ]


def classes(store: ClassroomStore, owner: str | None = None) -> list[str]:
    """Every class code, in alphabetical order; on a school's hub only the classes of ``owner``
    (default: this server's teacher, :func:`~elevenkit.classroom.hub.class_owner`; ``""``: all)."""
    owner = class_owner() if owner is None else owner
    if owner:
        return [row[0] for row in store._read("SELECT code FROM classes WHERE owner = ? ORDER BY code_key", (owner,))]
    return [row[0] for row in store._read("SELECT code FROM classes ORDER BY code_key")]


def pupils(store: ClassroomStore, class_code: str) -> list[PupilInfo]:
    """The pupils of ``class_code`` with their secret numbers, in name order."""
    rows = store._read(
        "SELECT p.nickname, p.pupil_code, p.created FROM pupils p JOIN classes c ON c.id = p.class_id"
        " WHERE c.code_key = ? ORDER BY p.nickname_key",
        (name_key(check_class_code(class_code)),),
    )
    return [PupilInfo(*row) for row in rows]


def class_table(store: ClassroomStore, class_code: str) -> ClassTable:
    """Pupils × activities: whole tasks solved and ended, counted answers (right ones among them),
    hints (most open per task), last answer; for the game tables, games played and won instead (a
    game is not a task).

    Tasks are counted as the pupil's own frame scores them (:meth:`ClassroomStore.restore`): a
    task ends with the answer marked :data:`TASK_SOLVED` (in a history written before those marks
    and :data:`TASK_PART`: its first right answer) or with an "answer shown" / "moved on" record, whichever comes first;
    so the teacher's "5 tasks solved of 5" is the pupil's "Score: 5 of 5 tasks". The pupil's own
    practice in an activity is a column of its own, :data:`PRACTICE_PREFIX` + the activity, never
    counted with the class work; the per-task statistics leave it out. Columns come in the order
    they were first answered, class work before own practice.

    The last answer is the time of the last row the counts count (a counted answer, or a game
    played), in the same statement as the counts: a cell that says "0 answers" has no last answer,
    and a time always belongs to an answer the table counts. A "not yet", a shown answer or a task
    moved on from is in the pupil's history, never a last answer.
    """
    key = name_key(check_class_code(class_code))
    names = store._read(
        "SELECT c.code, p.nickname FROM pupils p JOIN classes c ON c.id = p.class_id"
        " WHERE c.code_key = ? ORDER BY p.nickname_key",
        (key,),
    )
    rows = store._read(
        _TASKS
        + """SELECT p.nickname, t.activity,
                  sum(CASE WHEN t.solved THEN 1 ELSE 0 END),
                  sum(t.right), sum(t.tried), sum(t.hints), coalesce(max(t.last), 0), sum(t.games), sum(t.won),
                  sum(CASE WHEN t.ended_at IS NOT NULL THEN 1 ELSE 0 END)
           FROM tasks t JOIN pupils p ON p.id = t.pupil_id
           GROUP BY p.id, t.activity ORDER BY min(t.first)""",
        _tasks_params(key),
    )
    cells = {(row[0], row[1]): Cell(*row[2:]) for row in rows}
    last_active: dict[str, float] = {}
    for (nickname, _activity), cell in cells.items():
        if cell.last_active:
            last_active[nickname] = max(last_active.get(nickname, 0.0), cell.last_active)
    first_answered = list(dict.fromkeys(row[1] for row in rows))
    # class work first, own practice after it: the teacher reads the columns they set before the rest
    activities = tuple(sorted(first_answered, key=lambda activity: activity.startswith(PRACTICE_PREFIX)))
    code = names[0][0] if names else class_code
    return ClassTable(code, tuple(row[1] for row in names), activities, cells, last_active)


def task_stats(store: ClassroomStore, class_code: str, activity: str | None = None) -> list[TaskStats]:
    """Per task (of one activity, or all): counted answers, right ones, common wrong answers, and the
    pupils who answered it or gave it up, solved it (a right answer that solved only part of it is
    not yet), saw its answer, moved on from it.

    Tasks come in the order they were first answered. A task is its activity, task id and level
    (task 3 of task set 7 is another question at another level); its question is the one its
    answers stored (answers saved before questions were kept have none). The common wrong answers
    are counted per answer text and misconception, most frequent first. Games are no tasks: they
    are left out; so is a task nobody answered or gave up (only "not yet"): a row "0 of 0" tells the
    teacher nothing.
    """
    key = name_key(check_class_code(class_code))
    every = activity is None
    rows = store._read(
        """SELECT a.activity, a.task_id, a.level,
                  sum(CASE WHEN a.outcome != 'not yet' THEN 1 ELSE 0 END),
                  sum(CASE WHEN a.outcome = 'right' THEN 1 ELSE 0 END),
                  count(DISTINCT CASE WHEN a.outcome != 'not yet' OR a.category IN (?, ?) THEN a.pupil_id END),
                  count(DISTINCT CASE WHEN a.outcome = 'right' AND a.category != ? THEN a.pupil_id END),
                  max(a.question),
                  count(DISTINCT CASE WHEN a.category = ? THEN a.pupil_id END),
                  count(DISTINCT CASE WHEN a.category = ? THEN a.pupil_id END)
           FROM answers a JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id
           WHERE c.code_key = ? AND (? OR a.activity = ?) AND a.category NOT LIKE ? AND a.practice = 0
           GROUP BY a.activity, a.task_id, a.level
           HAVING sum(CASE WHEN a.outcome != 'not yet' OR a.category IN (?, ?) THEN 1 ELSE 0 END) > 0
           ORDER BY min(a.id)""",
        (
            *(ANSWER_SHOWN, MOVED_ON, TASK_PART, ANSWER_SHOWN, MOVED_ON),
            *(key, every, activity or "", _GAME_LIKE, ANSWER_SHOWN, MOVED_ON),
        ),
    )
    wrong = store._read(
        """SELECT a.activity, a.task_id, a.level, a.answer, a.category, count(*) AS n
           FROM answers a JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id
           WHERE c.code_key = ? AND (? OR a.activity = ?) AND a.outcome = 'wrong' AND a.category NOT LIKE ?
             AND a.practice = 0
           GROUP BY a.activity, a.task_id, a.level, a.answer, a.category ORDER BY n DESC, min(a.id)""",
        (key, every, activity or "", _GAME_LIKE),
    )
    common: dict[tuple[str, str, str], list[CommonWrong]] = {}
    for task_activity, task_id, level, answer, category, count in wrong:
        found = common.setdefault((task_activity, task_id, level), [])
        if len(found) < COMMON_WRONG:
            found.append(CommonWrong(answer, category, count))
    return [
        TaskStats(
            activity,
            task_id,
            tried,
            right,
            pupils,
            pupils_right,
            tuple(common.get((activity, task_id, level), ())),
            question_text(question),
            level,
            shown,
            moved_on,
        )
        for activity, task_id, level, tried, right, pupils, pupils_right, question, shown, moved_on in rows
    ]


_ANSWER_COLUMNS = """SELECT a.at, c.code, p.nickname, a.activity, a.task_id, a.task_number, a.seed, a.answer,
       a.outcome, a.category, a.hints, a.question, a.level
  FROM answers a JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id"""


def _stored(row: tuple) -> StoredAnswer:
    values = list(row)
    values[8] = Outcome(values[8])
    values[7] = answer_text(values[7], values[9])  # a game's result and the question in the teacher's language
    values[11] = question_text(values[11])
    return StoredAnswer(*values)


def history(store: ClassroomStore, class_code: str, nickname: str) -> list[StoredAnswer]:
    """Every answer of one pupil, oldest first."""
    rows = store._read(
        _ANSWER_COLUMNS + " WHERE c.code_key = ? AND p.nickname_key = ? ORDER BY a.at, a.id",
        (name_key(check_class_code(class_code)), name_key(check_nickname(nickname))),
    )
    return [_stored(row) for row in rows]


def csv_headings() -> tuple[str, ...]:
    """The export's column headings in the language in use ("Zeit", "Klasse" …), in the order of
    :data:`CSV_HEADER` (which they are in English)."""
    return (
        pgettext("CSV column", "time"),
        pgettext("CSV column", "class"),
        pgettext("CSV column", "nickname"),
        pgettext("CSV column", "activity"),
        pgettext("CSV column", "task"),
        pgettext("CSV column", "seed"),
        pgettext("CSV column", "level"),
        pgettext("CSV column", "question"),
        pgettext("CSV column", "answer"),
        pgettext("CSV column", "outcome"),
        pgettext("CSV column", "misconception"),
        pgettext("CSV column", "hints"),
    )


def _safe_cell(value: str) -> str:
    """``value`` with a leading ``'`` if a spreadsheet would run it as a formula."""
    first = value.lstrip()[:1]
    return "'" + value if (first and first in _FORMULA_START) or value[:1] in ("\t", "\r") else value


def export_csv(store: ClassroomStore, class_code: str) -> str:
    """Every answer of the class as CSV text (RFC 4180, UTF-8 safe), oldest first.

    Quotes and line breaks are quoted by :mod:`csv`; a text cell that a spreadsheet would run as
    a formula (``=HYPERLINK(…)``, ``+``, ``-``, ``@``) gets a leading ``'``, so opening the
    export in a spreadsheet never runs what a pupil typed. Times are local ISO 8601. The first row
    names the columns in the teacher's language (:func:`csv_headings`; English: :data:`CSV_HEADER`);
    the questions are in it too, the other cells are as stored.
    """
    rows = store._read(
        _ANSWER_COLUMNS + " WHERE c.code_key = ? ORDER BY a.at, a.id", (name_key(check_class_code(class_code)),)
    )
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(csv_headings())
    for row in rows:
        answer = _stored(row)
        when = datetime.datetime.fromtimestamp(answer.at).isoformat(timespec="seconds")
        writer.writerow(
            [
                when,
                *(_safe_cell(text) for text in (answer.class_code, answer.nickname, answer.activity, answer.task_id)),
                answer.seed,
                _safe_cell(answer.level),
                _safe_cell(answer.question),
                _safe_cell(answer.answer),
                answer.outcome.value,
                _safe_cell(answer.category),
                answer.hints,
            ]
        )
    return buffer.getvalue()


def delete_pupil(store: ClassroomStore, class_code: str, nickname: str) -> bool:
    """Delete one pupil and every answer they gave (SQLite overwrites them on disk; PostgreSQL frees
    them at its next vacuum); False if not there."""
    key, nick = name_key(check_class_code(class_code)), name_key(check_nickname(nickname))

    def work(connection: Database) -> bool:
        cursor = connection.execute(
            "DELETE FROM pupils WHERE nickname_key = ? AND class_id = (SELECT id FROM classes WHERE code_key = ?)",
            (nick, key),
        )
        return cursor.rowcount > 0

    return store._write(work)


def delete_class(store: ClassroomStore, class_code: str) -> bool:
    """Delete a class, its pupils, their answers and its short links; False if not there."""
    key = name_key(check_class_code(class_code))

    def work(connection: Database) -> bool:
        connection.execute("DELETE FROM links WHERE class_code_key = ?", (key,))
        return connection.execute("DELETE FROM classes WHERE code_key = ?", (key,)).rowcount > 0

    return store._write(work)
