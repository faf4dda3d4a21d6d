"""What the teacher's skill views ask of the classroom database, and who needs help now.

- :func:`skill_answers`: the class's judged answers with the skills each practised
  (:func:`~elevenkit.exercises.adaptive.answer_skills`: a "practice for me" answer names its item,
  a Capture Trainer answer its step; an answer whose skill is not known is left out), in time order;
- :func:`class_estimates`: every pupil's kept estimates ("practice for me"), by nickname;
- :func:`who_needs_help`: the pupils to go to now, each with the skill, the reasons, how many of
  the week's answers in it were right, and the last task and answer they gave (pure: the tests and
  the dashboard give it the answers and estimates they read);
- :func:`weekly_progress`: per pupil and week, tasks answered and right.

A pupil is flagged in a skill (choice: the issue names the signs, these are the numbers) when in
the last :data:`WEEK` seconds: the last :data:`WRONG_IN_A_ROW` judged answers in it were all not
right; or the same misconception showed :data:`SAME_MISCONCEPTION` times; or the answer was shown
:data:`SHOWN_TWICE` times; or their estimate says they need help
(:data:`~elevenkit.exercises.adaptive.Mastery.NEEDS_HELP`). Right answers after wrong ones end
"wrong in a row" at once, so a pupil who got going is no longer flagged for it.
"""

from __future__ import annotations

import collections
import datetime
import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from elevenkit.classroom.identity import check_class_code, name_key
from elevenkit.classroom.model import Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import Mastery, SkillEstimate, answer_skills, mastery
from elevenkit.exercises.attempts import ANSWER_SHOWN, GAME_CATEGORY_PREFIX, MOVED_ON, TASK_SOLVED, question_text

__all__ = [
    "SAME_MISCONCEPTION",
    "SHOWN_TWICE",
    "WEEK",
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

WEEK = 7 * 86400.0
WRONG_IN_A_ROW = 3
SAME_MISCONCEPTION = 2
SHOWN_TWICE = 2
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
        "SELECT p.nickname, a.at, a.activity, a.outcome, a.category, a.question, a.answer, a.level"
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
    for nickname, at, activity, outcome, category, question, answer, level in rows:
        skills = answer_skills(activity, level)
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
    """Why a pupil is flagged in a skill."""

    WRONG_IN_A_ROW = "wrong-in-a-row"
    MISCONCEPTION = "misconception"
    ANSWER_SHOWN = "answer-shown"
    LOW_ESTIMATE = "low-estimate"


@dataclass(frozen=True)
class HelpFlag:
    """A pupil to go to: the skill, why, this week's right answers of the judged ones in it, the
    misconception (if one showed), and the last task and answer (what they saw and gave)."""

    nickname: str
    skill: str
    reasons: tuple[Reason, ...]
    right: int
    judged: int
    misconception: str = ""
    question: str = ""
    answer: str = ""
    at: float = 0.0

    @property
    def weight(self) -> tuple[int, float]:
        """How urgent: more reasons first, then fewer right answers."""
        return (-len(self.reasons), self.right / self.judged if self.judged else 0.0)


def _flag(nickname: str, skill: str, answers: Sequence[SkillAnswer], estimate: SkillEstimate | None) -> HelpFlag | None:
    reasons = []
    last = answers[-WRONG_IN_A_ROW:]
    if len(last) == WRONG_IN_A_ROW and not any(answer.right for answer in last):
        reasons.append(Reason.WRONG_IN_A_ROW)
    wrong = collections.Counter(answer.misconception for answer in answers if answer.misconception)
    common = wrong.most_common(1)[0] if wrong else ("", 0)
    if common[1] >= SAME_MISCONCEPTION:
        reasons.append(Reason.MISCONCEPTION)
    if sum(answer.category == ANSWER_SHOWN for answer in answers) >= SHOWN_TWICE:
        reasons.append(Reason.ANSWER_SHOWN)
    if estimate is not None and mastery(estimate) is Mastery.NEEDS_HELP and not (answers and answers[-1].right):
        reasons.append(Reason.LOW_ESTIMATE)
    if not reasons:
        return None
    latest = answers[-1] if answers else None
    return HelpFlag(
        nickname,
        skill,
        tuple(reasons),
        sum(answer.right for answer in answers),
        len(answers),
        common[0] if common[1] >= SAME_MISCONCEPTION else (estimate.misconception if estimate else ""),
        latest.question if latest else "",
        latest.answer if latest else "",
        latest.at if latest else 0.0,
    )


def who_needs_help(
    answers: Iterable[SkillAnswer], estimates: Mapping[str, Mapping[str, SkillEstimate]], now: float
) -> list[HelpFlag]:
    """The pupils to go to now, most urgent first (the rules: see the module); one flag per pupil and skill."""
    recent: dict[tuple[str, str], list[SkillAnswer]] = collections.defaultdict(list)
    for answer in answers:
        if now - WEEK <= answer.at <= now:
            for skill in answer.skills:
                recent[(answer.nickname, skill)].append(answer)
    keys = set(recent) | {(name, skill) for name, known in estimates.items() for skill in known}
    flags = [
        flag
        for name, skill in sorted(keys)
        if (flag := _flag(name, skill, recent.get((name, skill), []), estimates.get(name, {}).get(skill)))
    ]
    return sorted(flags, key=lambda flag: (flag.weight, flag.nickname.casefold(), flag.skill))


@dataclass(frozen=True)
class WeekRow:
    """One pupil's week: its Monday, the answers judged, the right ones, the skills practised."""

    nickname: str
    monday: datetime.date
    judged: int
    right: int
    skills: tuple[str, ...]


def weekly_progress(answers: Iterable[SkillAnswer]) -> list[WeekRow]:
    """Per pupil (name order) and week (oldest first): the answers judged and right, the skills practised."""
    weeks: dict[tuple[str, datetime.date], list[SkillAnswer]] = collections.defaultdict(list)
    for answer in answers:
        day = datetime.datetime.fromtimestamp(answer.at).date()
        weeks[(answer.nickname, day - datetime.timedelta(days=day.weekday()))].append(answer)
    rows = []
    for (name, monday), done in sorted(weeks.items(), key=lambda item: (item[0][0].casefold(), item[0][1])):
        skills = tuple(dict.fromkeys(skill for answer in done for skill in answer.skills))
        rows.append(WeekRow(name, monday, len(done), sum(answer.right for answer in done), skills))
    return rows
