"""What the teacher's skill views ask of the classroom database, and who needs help now.

- :func:`skill_answers`: the class's judged answers with the skills each practised
  (:func:`~elevenkit.exercises.adaptive.answer_skills`: the task's kind, recorded at every level
  since migration 10; before it, a "practice for me" answer names its item, a Capture Trainer
  answer its step, a fixed level the skills of the kinds it deals; an answer whose skill is not
  known is left out), in time order;
- :func:`class_estimates`: every pupil's kept estimates ("practice for me"), by nickname;
- :func:`who_needs_help`: the pupils to go to now, one row each, with the skills and the reasons,
  today's tasks solved of ended, and the last task and answer they gave (pure: the tests and the
  dashboard give it what they read);
- :func:`weekly_progress`: per pupil and week, tasks ended and solved, and the skills practised.

Tasks are counted once, by :func:`elevenkit.classroom.queries.ended_tasks`: the same query and the
same rule as the Pupils tab's "tasks solved of ended", so the three views agree for a pupil.

**Who needs help now** (the issue's signs; each number a named parameter, chosen so that in a
normal class only the few who are stuck are flagged: the teacher trial flagged 12 of 25 when a week
of answers, one repeated misconception or a low estimate was enough). Only the lesson counts: the
last :data:`LESSON` seconds. A pupil is flagged when

- :data:`WRONG_IN_A_ROW` judged answers in a row in one skill were not right (a right one ends it);
- they looked at the answer :data:`SHOWN_TWICE` times;
- each of their last :data:`HINT_TASKS` tasks needed a hint (hints on every task);
- they answered in the lesson, but nothing for :data:`IDLE` seconds (idle for minutes);
- they joined in the lesson :data:`NOT_STARTED` seconds ago or more and have not answered yet.

A misconception seen and a low estimate are no flag by themselves (the Skills tab shows them); a
flagged pupil's row names the misconception their wrong answers showed.
"""

from __future__ import annotations

import collections
import datetime
import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from elevenkit.classroom.identity import check_class_code, name_key
from elevenkit.classroom.model import Outcome
from elevenkit.classroom.queries import EndedTask
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import SkillEstimate, answer_skills
from elevenkit.exercises.attempts import ANSWER_SHOWN, GAME_CATEGORY_PREFIX, MOVED_ON, TASK_SOLVED, question_text

__all__ = [
    "HINT_TASKS",
    "IDLE",
    "LESSON",
    "NOT_STARTED",
    "SHOWN_TWICE",
    "WRONG_IN_A_ROW",
    "HelpFlag",
    "Reason",
    "SkillAnswer",
    "WeekRow",
    "class_estimates",
    "skill_answers",
    "weekly_progress",
    "who_needs_help",
]

#: Help now looks at the lesson: answers and tasks of the last 45 minutes (seconds)
LESSON = 45 * 60.0
#: judged answers in a row in one skill, none right: the pupil is stuck
WRONG_IN_A_ROW = 3
#: answers shown in the lesson
SHOWN_TWICE = 2
#: the last tasks ended that each needed a hint: hints on every task
HINT_TASKS = 3
#: seconds without an answer, after answering in the lesson: idle for minutes
IDLE = 5 * 60.0
#: seconds after joining in the lesson with no answer yet: not started
NOT_STARTED = 3 * 60.0
#: categories that are no misconception
_FRAME_CATEGORIES = frozenset({"", ANSWER_SHOWN, MOVED_ON, TASK_SOLVED})


@dataclass(frozen=True)
class SkillAnswer:
    """One judged answer of a pupil with the skills it practised (``right``: it was right)."""

    nickname: str
    at: float
    activity: str
    skills: tuple[str, ...]
    right: bool
    category: str
    question: str
    answer: str
    level: str

    @property
    def misconception(self) -> str:
        """The misconception a wrong answer showed ("" if none)."""
        return "" if self.right or self.category in _FRAME_CATEGORIES else self.category


def skill_answers(
    store: ClassroomStore, class_code: str, since: float | None = None, until: float | None = None
) -> list[SkillAnswer]:
    """The class's judged answers (right, wrong, answer shown, moved on) whose skills are known, oldest first.

    Games are no answers; the pupil's own practice counts (it is practice of the skill all the same).
    """
    rows = store._read(
        "SELECT p.nickname, a.at, a.activity, a.outcome, a.category, a.question, a.answer, a.level, a.kind"
        " FROM answers a JOIN pupils p ON p.id = a.pupil_id JOIN classes c ON c.id = p.class_id"
        " WHERE c.code_key = ? AND a.at >= ? AND a.at <= ? AND (a.outcome != 'not yet' OR a.category IN (?, ?))"
        " ORDER BY a.at, a.id",
        (
            name_key(check_class_code(class_code)),
            0.0 if since is None else since,
            1e18 if until is None else until,
            ANSWER_SHOWN,
            MOVED_ON,
        ),
    )
    found = []
    for nickname, at, activity, outcome, category, question, answer, level, kind in rows:
        skills = answer_skills(activity, level, kind)
        if skills and not category.startswith(GAME_CATEGORY_PREFIX):
            found.append(
                SkillAnswer(
                    nickname,
                    at,
                    activity,
                    skills,
                    outcome == Outcome.RIGHT.value,
                    category,
                    question_text(question),
                    answer,
                    level,
                )
            )
    return found


def class_estimates(store: ClassroomStore, class_code: str) -> dict[str, dict[str, SkillEstimate]]:
    """Every pupil of the class (in name order) with their kept estimates by skill (empty: none yet)."""
    key = name_key(check_class_code(class_code))
    names = store._read(
        "SELECT p.nickname FROM pupils p JOIN classes c ON c.id = p.class_id WHERE c.code_key = ?"
        " ORDER BY p.nickname_key",
        (key,),
    )
    estimates: dict[str, dict[str, SkillEstimate]] = {name: {} for (name,) in names}
    rows = store._read(
        "SELECT p.nickname, e.skill, e.rating, e.answers, e.misconception, e.seen FROM skill_estimates e"
        " JOIN pupils p ON p.id = e.pupil_id JOIN classes c ON c.id = p.class_id WHERE c.code_key = ?"
        " ORDER BY e.skill",
        (key,),
    )
    for nickname, skill, rating, answers, misconception, seen in rows:
        estimates.setdefault(nickname, {})[skill] = SkillEstimate(rating, answers, misconception, seen)
    return estimates


class Reason(str, enum.Enum):
    """Why a pupil is flagged (see the module for the numbers)."""

    WRONG_IN_A_ROW = "wrong-in-a-row"
    ANSWER_SHOWN = "answer-shown"
    HINTS = "hints-on-every-task"
    IDLE = "idle"
    NOT_STARTED = "not-started"


@dataclass(frozen=True)
class HelpFlag:
    """A pupil to go to: why, the skills the signs showed in (none for idle or not started), today's
    tasks solved of ended, the misconception their wrong answers showed (if one did), the last task
    and answer (what they saw and gave) and since when they are quiet (their last answer, or the join)."""

    nickname: str
    reasons: tuple[Reason, ...]
    skills: tuple[str, ...] = ()
    solved: int = 0
    ended: int = 0
    misconception: str = ""
    question: str = ""
    answer: str = ""
    at: float = 0.0
    quiet_since: float = 0.0
    #: the last answer's category (:data:`ANSWER_SHOWN`, :data:`MOVED_ON`: the task was given up, no answer)
    category: str = ""

    #: the time the row was made (:func:`who_needs_help`'s ``now``)
    now: float = 0.0

    @property
    def idle_for(self) -> float:
        """Seconds since the pupil's last answer (or their join)."""
        return max(0.0, self.now - self.quiet_since)

    @property
    def weight(self) -> tuple[int, float]:
        """How urgent: more reasons first, then fewer tasks solved."""
        return (-len(self.reasons), self.solved / self.ended if self.ended else 0.0)


def _stuck_skills(answers: Sequence[SkillAnswer]) -> list[str]:
    """The skills whose last :data:`WRONG_IN_A_ROW` answers (of ``answers``, oldest first) were all not right."""
    by_skill: dict[str, list[SkillAnswer]] = collections.defaultdict(list)
    for answer in answers:
        for skill in answer.skills:
            by_skill[skill].append(answer)
    return [
        skill
        for skill, given in by_skill.items()
        if len(given) >= WRONG_IN_A_ROW and not any(answer.right for answer in given[-WRONG_IN_A_ROW:])
    ]


def _flag(
    nickname: str, answers: Sequence[SkillAnswer], lesson: Sequence[EndedTask], joined: float, now: float
) -> HelpFlag | None:
    """``nickname``'s row from their answers and tasks ended in the lesson, or None if nothing shows
    (the counts of today's tasks are the caller's)."""
    reasons = []
    stuck = _stuck_skills(answers)
    if stuck:
        reasons.append(Reason.WRONG_IN_A_ROW)
    shown = [answer for answer in answers if answer.category == ANSWER_SHOWN]
    if len(shown) >= SHOWN_TWICE:
        reasons.append(Reason.ANSWER_SHOWN)
    hinted = lesson[-HINT_TASKS:]
    if len(hinted) == HINT_TASKS and all(task.hints > 0 for task in hinted):
        reasons.append(Reason.HINTS)
    else:
        hinted = []
    latest = answers[-1] if answers else None
    if latest is not None and now - latest.at >= IDLE:
        reasons.append(Reason.IDLE)
    if latest is None and now - LESSON <= joined <= now - NOT_STARTED:
        reasons.append(Reason.NOT_STARTED)
    if not reasons:
        return None
    skills = [*stuck, *(skill for answer in shown for skill in answer.skills)]
    skills += [skill for task in hinted for skill in answer_skills(task.activity, task.level, task.kind)]
    wrong = collections.Counter(answer.misconception for answer in answers if answer.misconception)
    return HelpFlag(
        nickname,
        tuple(reasons),
        tuple(dict.fromkeys(skills)),
        misconception=wrong.most_common(1)[0][0] if wrong else "",
        question=latest.question if latest else "",
        answer=latest.answer if latest else "",
        at=latest.at if latest else 0.0,
        quiet_since=latest.at if latest else joined,
        category=latest.category if latest else "",
        now=now,
    )


def _midnight(now: float) -> float:
    """The start of the day of ``now`` (local time)."""
    day = datetime.datetime.fromtimestamp(now).date()
    return datetime.datetime.combine(day, datetime.time()).timestamp()


def who_needs_help(
    answers: Iterable[SkillAnswer], tasks: Iterable[EndedTask], joined: Mapping[str, float], now: float
) -> list[HelpFlag]:
    """The pupils to go to now, most urgent first, one row each (the rules: see the module).

    ``answers`` and ``tasks`` are the class's (:func:`skill_answers`,
    :func:`~elevenkit.classroom.queries.ended_tasks`), ``joined`` every pupil of the class with the
    time they joined. Each row counts the pupil's tasks solved of ended today.
    """
    recent: dict[str, list[SkillAnswer]] = collections.defaultdict(list)
    for answer in answers:
        if now - LESSON <= answer.at <= now:
            recent[answer.nickname].append(answer)
    today = _midnight(now)
    ended: dict[str, list[EndedTask]] = collections.defaultdict(list)
    for task in tasks:
        if min(today, now - LESSON) <= task.at <= now:
            ended[task.nickname].append(task)
    flags = []
    for name in sorted(set(joined) | set(recent), key=str.casefold):
        mine = ended.get(name, [])
        flag = _flag(
            name, recent.get(name, []), [task for task in mine if task.at >= now - LESSON], joined.get(name, 0.0), now
        )
        if flag is not None:
            done = [task for task in mine if task.at >= today]
            flags.append(replace(flag, solved=sum(task.solved for task in done), ended=len(done)))
    return sorted(flags, key=lambda flag: (flag.weight, flag.nickname.casefold()))


@dataclass(frozen=True)
class WeekRow:
    """One pupil's week: its Monday, the tasks ended and solved, the skills practised."""

    nickname: str
    monday: datetime.date
    ended: int
    solved: int
    skills: tuple[str, ...]


def weekly_progress(tasks: Iterable[EndedTask]) -> list[WeekRow]:
    """Per pupil (name order) and week (oldest first): the tasks ended and solved (as the Pupils tab
    counts them), the skills practised (those known)."""
    weeks: dict[tuple[str, datetime.date], list[EndedTask]] = collections.defaultdict(list)
    for task in tasks:
        day = datetime.datetime.fromtimestamp(task.at).date()
        weeks[(task.nickname, day - datetime.timedelta(days=day.weekday()))].append(task)
    rows = []
    for (name, monday), done in sorted(weeks.items(), key=lambda item: (item[0][0].casefold(), item[0][1])):
        skills = tuple(
            dict.fromkeys(skill for task in done for skill in answer_skills(task.activity, task.level, task.kind))
        )
        rows.append(WeekRow(name, monday, len(done), sum(task.solved for task in done), skills))
    return rows
