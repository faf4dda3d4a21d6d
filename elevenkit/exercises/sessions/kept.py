"""A trainer session's place as JSON and back: what the browser keeps across a reload, and what the
classroom database knows of a pupil who comes back on another device.

The browser's JSON (:func:`kept_place`, read back by :func:`place_from_kept`)::

    {"series": "<what must match>", "saved": <seconds>, "number": 3, "finished": true,
     "tasks": {"solved": 2, "tried": 3, ...}, "solved": [0, 2], "shown": [1],
     "outcomes": {"0": "first-time", "1": "not-yet", "2": "with-help"}}

A view adds what the pupil did on the task on screen (``"work"``). Whatever comes back was kept by
someone else's browser or typed into it: every value is checked (numbers in range, known words, a
score whose numbers can belong together), and anything that does not fit means nothing was kept.
A kept place is believed only if it is younger than :data:`RESUME_SECONDS` and belongs to the same
series (seed, difficulty, round); a score kept in the older form is rebuilt from the outcomes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from elevenkit.exercises.base import SessionScore
from elevenkit.exercises.sessions.check import FIRST_TIME, NOT_YET, OUTCOMES, WITH_HELP
from elevenkit.exercises.sessions.trainer import Place, TrainerSession, score_of

__all__ = ["RESUME_SECONDS", "StoredProgress", "kept_place", "place_from_kept", "place_from_progress"]

#: a kept place is resumed after a reload only if it is younger than this (seconds): the same
#: link next week starts afresh
RESUME_SECONDS = 12 * 3600


class StoredProgress(Protocol):
    """What the classroom database knows of a pupil in one activity
    (:class:`elevenkit.classroom.model.Progress` has these fields)."""

    @property
    def seed(self) -> int: ...
    @property
    def task_number(self) -> int: ...
    @property
    def solved(self) -> frozenset[int]: ...
    @property
    def first_time_solved(self) -> frozenset[int]: ...
    @property
    def given_up(self) -> frozenset[int]: ...
    @property
    def shown(self) -> frozenset[int]: ...
    @property
    def correct(self) -> int: ...
    @property
    def attempts(self) -> int: ...
    @property
    def streak(self) -> int: ...
    @property
    def best_streak(self) -> int: ...
    @property
    def first_time(self) -> int: ...


def kept_place(session: TrainerSession, now: float) -> dict[str, Any]:
    """The session's place as the browser keeps it, saved at ``now`` (seconds since the epoch)."""
    return {
        "series": session.series_key(),
        "saved": now,
        "number": session.number,
        "finished": session.finished,
        "tasks": session.score.to_json(),
        "solved": sorted(session.series.solved),
        "shown": sorted(session.shown),
        "outcomes": {str(number): outcome for number, outcome in session.outcomes.items()},
    }


def place_from_kept(session: TrainerSession, kept: Mapping[str, Any], now: float) -> Place | None:
    """The place ``kept`` describes for ``session``'s series, or None if it is not one (another
    series, too old, out of range, tampered with)."""
    limit = session.limit
    try:
        fresh = 0 <= now - float(kept.get("saved", 0)) < RESUME_SECONDS
        number = int(kept["number"])
        solved = frozenset(int(n) for n in kept.get("solved", []) if 0 <= int(n) < limit)
        shown = frozenset(int(n) for n in kept.get("shown", []) if 0 <= int(n) < limit)
        outcomes = {
            int(n): str(outcome)
            for n, outcome in dict(kept.get("outcomes", {})).items()
            if outcome in OUTCOMES and 0 <= int(n) < limit
        }
    except (KeyError, TypeError, ValueError):
        return None
    score = SessionScore.from_json(kept.get("tasks")) or score_of(outcomes)
    if kept.get("series") != session.series_key() or not fresh or not 0 <= number < limit:
        return None
    return Place(number, score, solved, shown, outcomes, kept.get("finished") is True)


def place_from_progress(session: TrainerSession, progress: StoredProgress) -> Place | None:
    """The place the classroom database knows for ``session``'s series (same seed), or None.

    A last task the pupil moved on from (New task, unsolved) puts them on the next task, unbegun,
    as they had it (at the end of a round: on the last task, ended); only a task whose answer was
    shown is one they "saw the answer to"."""
    limit = session.limit
    if progress.seed != session.series.seed or not 0 <= progress.task_number < limit:
        return None
    score = SessionScore(
        progress.correct, progress.attempts, progress.streak, progress.best_streak, progress.first_time
    )
    if not score.is_sane():
        return None
    outcomes = {n: NOT_YET for n in progress.given_up if 0 <= n < limit}
    outcomes |= {n: FIRST_TIME if n in progress.first_time_solved else WITH_HELP for n in progress.solved if n < limit}
    solved = frozenset(n for n in progress.solved if 0 <= n < limit)
    shown = frozenset(n for n in progress.shown if n in outcomes) - solved
    number = progress.task_number
    if number in outcomes and number not in solved | shown and number + 1 < limit:
        # the last record is New task on an unsolved task: the pupil was on the next one, not yet begun
        return Place(number + 1, score, solved, shown, outcomes, False)
    return Place(number, score, solved, shown, outcomes, number in outcomes)
