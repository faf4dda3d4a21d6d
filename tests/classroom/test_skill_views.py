"""The teacher's skill views in the class store (SQLite and PostgreSQL): the judged answers with the
skills they practised, every pupil's estimates, who needs help now (flagged and unflagged),
progress by week, and the work set for the class with who finished it (migration 8)."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest

from elevenkit.classroom import assignments as work
from elevenkit.classroom.model import AnswerRecord, Outcome
from elevenkit.classroom.skills import Reason, class_estimates, skill_answers, weekly_progress, who_needs_help
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
    )
    store.add_answer("4B", name, code, record)


def test_mia_is_flagged_after_three_wrong_answers_and_unflagged_once_she_gets_going(store: ClassroomStore) -> None:
    mia, ben = _pupil(store, "Mia"), _pupil(store, "Ben")
    for number in range(3):
        _answer(store, "Mia", mia, number, right=False, at=NOW - 3600 + number)
    _answer(store, "Ben", ben, 0, right=True, at=NOW - 50)
    _answer(store, "Ben", ben, 1, right=False, at=NOW - 40, level="easy")  # a fixed level: every skill it deals
    answers = skill_answers(store, "4B")
    assert [(a.nickname, a.skills, a.right) for a in answers][-2:] == [
        ("Ben", ("minus-points",), True),
        ("Ben", ("one-more-one-less", "counting-from-11", "minus-points"), False),
    ]
    (flag,) = who_needs_help(answers, class_estimates(store, "4B"), NOW)
    assert (flag.nickname, flag.skill, flag.right, flag.judged) == ("Mia", "minus-points", 0, 3)
    assert Reason.WRONG_IN_A_ROW in flag.reasons and Reason.MISCONCEPTION in flag.reasons
    assert flag.misconception == "wrong-sum" and flag.answer == "5, 3" and "(2)" in flag.question
    for number in range(3, 5):
        _answer(store, "Mia", mia, number, right=True, at=NOW - 100 + number)
    assert all(
        Reason.WRONG_IN_A_ROW not in flag.reasons for flag in who_needs_help(skill_answers(store, "4B"), {}, NOW)
    )
    # last week's answers do not flag her this week
    assert who_needs_help(skill_answers(store, "4B"), {}, NOW + 8 * DAY) == []


def test_a_low_estimate_and_answers_shown_twice_flag_a_pupil_too(store: ClassroomStore) -> None:
    lea = _pupil(store, "Lea")
    store.save_estimates("4B", "Lea", lea, {"one-more-one-less": SkillEstimate(-1.5, 6, "one-too-many", NOW)})
    _answer(store, "Lea", lea, 0, right=False, at=NOW - 10, category=ANSWER_SHOWN)
    _answer(store, "Lea", lea, 1, right=False, at=NOW - 5, category=ANSWER_SHOWN)
    estimates = class_estimates(store, "4B")
    assert estimates == {"Lea": {"one-more-one-less": SkillEstimate(-1.5, 6, "one-too-many", NOW)}}
    flags = {flag.skill: flag for flag in who_needs_help(skill_answers(store, "4B"), estimates, NOW)}
    assert flags["one-more-one-less"].reasons == (Reason.LOW_ESTIMATE,)
    assert flags["one-more-one-less"].misconception == "one-too-many"
    assert flags["minus-points"].reasons == (Reason.ANSWER_SHOWN,) and flags["minus-points"].judged == 2


def test_progress_by_week_counts_the_answers_judged_and_right(store: ClassroomStore) -> None:
    mia = _pupil(store, "Mia")
    _answer(store, "Mia", mia, 0, right=False, at=NOW - 7 * DAY)
    _answer(store, "Mia", mia, 1, right=True, at=NOW)
    _answer(store, "Mia", mia, 2, right=True, at=NOW + 1)
    rows = weekly_progress(skill_answers(store, "4B"))
    assert [(row.monday.isoformat(), row.judged, row.right) for row in rows] == [
        ("2026-11-23", 1, 0),
        ("2026-11-30", 2, 2),
    ]
    assert rows[0].skills == ("minus-points",)


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
