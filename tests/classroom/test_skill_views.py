"""The teacher's skill views in the class store (SQLite and PostgreSQL): the judged answers with the
skills they practised, every pupil's estimates, who needs help now (flagged and unflagged),
progress by week, and the work set for the class with who finished it (migration 8)."""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterator

import pytest

from elevenkit.classroom import assignments as work
from elevenkit.classroom import queries
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.queries import EndedTask
from elevenkit.classroom.skills import (
    IDLE,
    NOT_STARTED,
    HelpFlag,
    Reason,
    SkillAnswer,
    class_estimates,
    skill_answers,
    weekly_progress,
    who_needs_help,
)
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import SkillEstimate
from elevenkit.exercises.attempts import ANSWER_SHOWN, TASK_SOLVED

NOW = datetime.datetime(2026, 12, 3, 10, 0).timestamp()
DAY = 86400.0


@pytest.fixture
def store(database: str) -> Iterator[ClassroomStore]:
    with ClassroomStore(database) as opened:
        opened.create_class("4B")
        yield opened


def _pupil(store: ClassroomStore, name: str) -> str:
    return store.claim("4B", name).pupil_code or ""


def _answer(
    store: ClassroomStore,
    name: str,
    code: str,
    number: int,
    right: bool,
    at: float,
    *,
    category: str = "",
    level: str = "minus@easy",
    hints: int = 0,
    kind: str = "",
) -> None:
    outcome = Outcome.RIGHT if right else Outcome.WRONG
    if category == ANSWER_SHOWN:
        outcome = Outcome.NOT_YET
    record = AnswerRecord(
        "number-track",
        number,
        7,
        "5, 3" if not right else "8",
        outcome,
        category or (TASK_SOLVED if right else "wrong-sum"),
        task_id=f"7:{number}",
        at=at,
        question=f"How many minus points? ({number})",
        level=level,
        hints=hints,
        kind=kind,
    )
    store.add_answer("4B", name, code, record)


def _help(store: ClassroomStore, now: float = NOW) -> list[HelpFlag]:
    joined = {pupil.nickname: NOW - DAY for pupil in queries.pupils(store, "4B")}
    return who_needs_help(skill_answers(store, "4B"), queries.ended_tasks(store, "4B"), joined, now)


def test_mia_is_flagged_once_naming_both_skills_she_is_stuck_in_and_unflagged_once_she_gets_going(
    store: ClassroomStore,
) -> None:
    mia, ben = _pupil(store, "Mia"), _pupil(store, "Ben")
    for number in range(3):
        _answer(store, "Mia", mia, number, right=False, at=NOW - 200 + number)
        _answer(store, "Mia", mia, 10 + number, right=False, at=NOW - 150 + number, level="count@easy")
    _answer(store, "Ben", ben, 0, right=True, at=NOW - 50)
    _answer(store, "Ben", ben, 1, right=False, at=NOW - 40, level="easy")  # a fixed level: every skill it deals
    answers = skill_answers(store, "4B")
    assert [(a.nickname, a.skills, a.right) for a in answers][-2:] == [
        ("Ben", ("minus-points",), True),
        ("Ben", ("one-more-one-less", "counting-from-11", "minus-points"), False),
    ]
    (flag,) = _help(store)  # one row per pupil (it was one per skill, with the same words)
    assert (flag.nickname, flag.skills, flag.reasons) == (
        "Mia",
        ("minus-points", "counting-from-11"),
        (Reason.WRONG_IN_A_ROW,),
    )
    assert flag.misconception == "wrong-sum" and flag.answer == "5, 3" and "(12)" in flag.question
    for number in range(3, 5):
        _answer(store, "Mia", mia, number, right=True, at=NOW - 100 + number)
        _answer(store, "Mia", mia, 13 + number, right=True, at=NOW - 90 + number, level="count@easy")
    assert _help(store) == []
    # the next lesson: yesterday's answers flag nobody
    for number in range(5, 8):
        _answer(store, "Ben", ben, number, right=False, at=NOW - 30 + number)
    assert [flag.nickname for flag in _help(store)] == ["Ben"] and _help(store, NOW + DAY) == []


def test_a_fixed_level_answer_names_the_skill_of_its_task_kind_and_an_older_one_every_skill_of_its_level(
    store: ClassroomStore,
) -> None:
    """Migration 10 keeps each answer's task kind: a fixed-level Number Track flag names one skill."""
    ben = _pupil(store, "Ben")
    _answer(store, "Ben", ben, 0, right=False, at=NOW - 60, level="easy")  # saved before kinds: ""
    for number in range(1, 4):
        _answer(store, "Ben", ben, number, right=False, at=NOW - 50 + number, level="medium", kind="count")
    answers = skill_answers(store, "4B")
    assert [a.skills for a in answers] == [
        ("one-more-one-less", "counting-from-11", "minus-points"),
        *[("counting-from-11",)] * 3,
    ]
    (flag,) = _help(store)
    assert (flag.reasons, flag.skills) == ((Reason.WRONG_IN_A_ROW,), ("counting-from-11",))
    _answer(store, "Ben", ben, 3, right=True, at=NOW - 40, level="medium", kind="count")
    assert [(task.kind, task.level) for task in queries.ended_tasks(store, "4B")] == [("count", "medium")]
    assert weekly_progress(queries.ended_tasks(store, "4B"))[0].skills == ("counting-from-11",)


def test_answers_shown_twice_and_hints_on_every_task_flag_a_pupil_but_a_low_estimate_alone_does_not(
    store: ClassroomStore,
) -> None:
    lea, tom = _pupil(store, "Lea"), _pupil(store, "Tom")
    store.save_estimates("4B", "Lea", lea, {"one-more-one-less": SkillEstimate(-1.5, 6, "one-too-many", NOW)})
    store.save_estimates("4B", "Tom", tom, {"one-more-one-less": SkillEstimate(-1.5, 6, "one-too-many", NOW)})
    _answer(store, "Lea", lea, 0, right=False, at=NOW - 10, category=ANSWER_SHOWN)
    _answer(store, "Lea", lea, 1, right=False, at=NOW - 5, category=ANSWER_SHOWN)
    estimates = class_estimates(store, "4B")
    assert estimates["Lea"] == {"one-more-one-less": SkillEstimate(-1.5, 6, "one-too-many", NOW)}
    (flag,) = _help(store)
    assert (flag.nickname, flag.reasons, flag.skills, flag.solved, flag.ended) == (
        "Lea", (Reason.ANSWER_SHOWN,), ("minus-points",), 0, 2,
    )  # fmt: skip
    for number in range(3):
        _answer(store, "Tom", tom, number, right=True, at=NOW - 60 + number, hints=1)
    assert [(flag.nickname, flag.reasons) for flag in _help(store)] == [
        ("Lea", (Reason.ANSWER_SHOWN,)),
        ("Tom", (Reason.HINTS,)),
    ]


def test_idle_for_minutes_and_joined_but_not_started_are_flagged() -> None:
    answer = SkillAnswer("Ben", NOW - IDLE - 1, "number-track", ("minus-points",), True, TASK_SOLVED, "q", "8", "x")
    joined = {"Ben": NOW - DAY, "Zoe": NOW - NOT_STARTED - 1, "Kim": NOW - 30, "Old": NOW - DAY}
    flags = who_needs_help([answer], [], joined, NOW)
    assert [(flag.nickname, flag.reasons) for flag in flags] == [
        ("Ben", (Reason.IDLE,)),
        ("Zoe", (Reason.NOT_STARTED,)),
    ], "Kim has just joined; Old joined before the lesson and is not here"
    assert flags[0].idle_for > IDLE


def test_in_a_normal_class_of_25_only_the_pupils_who_are_stuck_are_flagged() -> None:
    """The teacher trial flagged 12 of 25 in a normal class; the three stuck pupils must be the only ones."""
    rng = random.Random(26)
    answers, tasks, joined = [], [], {}
    for pupil in range(25):
        name = f"P{pupil:02d}"
        joined[name] = NOW - 3000
        stuck = pupil < 3
        for number in range(12):
            at = NOW - 1200 + 100 * number + pupil
            right = not stuck and rng.random() < 0.78 if number < 11 else not stuck
            hints = int(rng.random() < 0.25)
            category = TASK_SOLVED if right else rng.choice(["wrong-sum", "wrong-sum", "counts-on"])
            answers.append(SkillAnswer(name, at, "number-track", ("minus-points",), right, category, "q", "a", "x"))
            tasks.append(EndedTask(name, "number-track", f"7:{number}", "minus@easy", False, at, right, hints))
    assert [flag.nickname for flag in who_needs_help(answers, tasks, joined, NOW)] == ["P00", "P01", "P02"]


def test_progress_by_week_counts_tasks_solved_of_ended_as_the_pupils_tab_does(store: ClassroomStore) -> None:
    mia = _pupil(store, "Mia")
    _answer(store, "Mia", mia, 0, right=False, at=NOW - 7 * DAY)
    _answer(store, "Mia", mia, 0, right=False, at=NOW - 7 * DAY + 1, category=ANSWER_SHOWN)
    _answer(store, "Mia", mia, 1, right=False, at=NOW - 2)
    _answer(store, "Mia", mia, 1, right=True, at=NOW)
    _answer(store, "Mia", mia, 2, right=True, at=NOW + 1)
    _answer(store, "Mia", mia, 3, right=False, at=NOW + 2)  # not ended: not counted yet
    rows = weekly_progress(queries.ended_tasks(store, "4B"))
    assert [(row.monday.isoformat(), row.ended, row.solved) for row in rows] == [
        ("2026-11-23", 1, 0),
        ("2026-11-30", 2, 2),
    ]
    assert rows[0].skills == ("minus-points",)
    cell = queries.class_table(store, "4B").cell("Mia", "number-track")
    assert cell is not None and (cell.done, cell.ended) == (sum(r.solved for r in rows), sum(r.ended for r in rows))


def test_work_set_for_the_class_is_kept_and_shows_who_finished_it(store: ClassroomStore) -> None:
    mia, _ben = _pupil(store, "Mia"), _pupil(store, "Ben")
    first = work.add_assignment(
        store, "4B", "number-track", NOW + 2 * DAY, skill="minus-points", level="auto", tasks=2, now=NOW - 60
    )
    later = work.add_assignment(store, "4b", "capture-trainer", NOW + 5 * DAY, now=NOW - 60)
    (soon, then) = work.assignments(store, "4B")
    assert (soon.id, then.id) == (first, later) and soon.skill == "minus-points" and soon.level == "auto"
    assert work.assignments(store, "4B", since=NOW + 3 * DAY) == [then]
    _answer(store, "Mia", mia, 0, right=True, at=NOW - 30)
    _answer(store, "Mia", mia, 1, right=False, at=NOW - 20, category=ANSWER_SHOWN)
    _answer(store, "Mia", mia, 1, right=True, at=NOW - 10)  # the same task again: counts once
    assert work.finished_by(store, soon) == {"Ben": 0, "Mia": 2}
    assert work.delete_assignment(store, "4B", first) and not work.delete_assignment(store, "4B", first)
    assert work.assignments(store, "4B") == [then] and work.assignments(store, "no class") == []
    with pytest.raises(work.AssignmentError, match="0 to 100 tasks"):
        work.add_assignment(store, "4B", "number-track", NOW, tasks=101)
