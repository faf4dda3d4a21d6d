"""Does "practice for me" keep each pupil near the target, and how fast does it learn the pupil?

Simulated pupils with known abilities (a true rating per skill: weak 0.0, average 1.0, strong 2.2,
and "misconception": average except one skill per trainer at -1.0) practise the three trainers
through the sessions' public API (:func:`elevenkit.exercises.sessions.practice_for_me`,
:class:`~elevenkit.exercises.sessions.TrainerSession`): ``check`` with the task's right answer, or
with a wrong one (a number one too big: the tasks name the misconception), ``hint``,
``show_answer``, ``move_on``. A pupil solves a task right first time with the chance the model's own
curve gives for their true rating against the item's difficulty; otherwise they answer wrong where a
number is asked (then half the time a hint and the right answer, half the time the answer shown),
or take a hint and then see the answer. So the figures check the choice of tasks and the
estimation, not whether real children follow the curve.

In the same run every pupil also practises each fixed level (easy, medium, hard: the Capture
Trainer's named steps 1, 3, 4; the other trainers' kinds of that level, dealt uniformly as the
trainer deals them). Reported per profile: the share of tasks right first time with "for me" and
at each fixed level (target 70-85 % for "for me"); the tasks until the estimate of a skill is within
one level (1.0 rating unit) of the truth, and how much of the time after that it stays there; how often the misconception skill was
brought back (the weak skill of the misconception pupil; any skill, as a wrong number one too big
names "counted the start" or "off by one" for every pupil). ``--quick``: 4 pupils per profile and 40 tasks instead of 12 and 80 (~10 s vs ~1 min).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from benchlib import report

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.exercises.adaptive import AdaptiveSeries, Item, LearnerModel, chance, trainer_items
from elevenkit.exercises.base import Task, TaskSeries
from elevenkit.exercises.captures import NAMED_STEPS, CaptureTask
from elevenkit.exercises.sessions import TrainerSession, practice_for_me

TRAINERS = ("capture-trainer", "wraparound-clock", "number-track")
#: the skill each trainer's "misconception" pupil has wrong
MISCONCEPTION_SKILL = {
    "capture-trainer": "subtracting",
    "wraparound-clock": "distance-past-100",
    "number-track": "counting-from-11",
}
PROFILES = {"weak": 0.0, "average": 1.0, "strong": 2.2, "misconception": 1.0}
WITHIN = 1.0  #: one level: the difficulties of easy, medium and hard are 1.0 apart


@dataclass(frozen=True)
class Pupil:
    profile: str
    trainer: str
    rng: random.Random

    def truth(self, skill: str) -> float:
        if self.profile == "misconception" and skill == MISCONCEPTION_SKILL[self.trainer]:
            return -1.0
        return PROFILES[self.profile]

    def solves(self, item: Item) -> bool:
        rating = sum(self.truth(skill) for skill in item.skills) / len(item.skills)
        return self.rng.random() < chance(rating, item.difficulty)

    def answer(self, session: TrainerSession, item: Item) -> bool:
        """Work on the task on screen, then press New task; True if it was right first time."""
        task = session.task
        first_time = self.solves(item)
        if not first_time and hasattr(task, "answer") and not isinstance(task, CaptureTask):
            session.check(task.answer + 1)
            if self.rng.random() < 0.5:
                session.hint()
                _solve(session, task)
        elif not first_time:
            session.hint()
        if first_time:
            _solve(session, task)
        if not session.finished:
            session.show_answer()
        session.move_on()
        return first_time


def _solve(session: TrainerSession, task: Task) -> None:
    if isinstance(task, CaptureTask):
        while not session.finished and task.remaining():
            session.check(list(task.remaining()[0].indices))
    else:
        session.check(task.answer if hasattr(task, "answer") else list(task.right))  # type: ignore[attr-defined]


def _fixed(trainer: str, level: Level, seed: int) -> tuple[TrainerSession, list[Item]]:
    """A plain session at a fixed level; the list fills with the item of each task dealt."""
    items = trainer_items(trainer)
    name = NAMED_STEPS[level] if trainer == "capture-trainer" else level.value
    at_level = [item for item in items.items if item.level == name]
    dealt: list[Item] = []

    def deal(rng: random.Random, _level: Level) -> Task:
        dealt.append(rng.choice(at_level))
        return items.make_task(rng, dealt[-1].settings)

    session = TrainerSession(TaskSeries(deal, level, seed), activity=trainer, record=lambda attempt: None)
    return session, dealt


def _within(history: list[float], truth: float) -> tuple[int, float]:
    """Tasks until the estimate is first within one level of ``truth`` (the run's length if never),
    and the share of the tasks after that at which it is within one level."""
    first = next((index for index, value in enumerate(history) if abs(value - truth) <= WITHIN), len(history))
    later = history[first:]
    return first, sum(abs(value - truth) <= WITHIN for value in later) / len(later) if later else 0.0


def run(pupils: int, tasks: int) -> dict[str, dict[str, object]]:
    figures: dict[str, dict[str, object]] = {}
    for profile in PROFILES:
        rates: dict[str, list[float]] = {"for me": [], **{level.value: [] for level in Level}}
        converge: list[int] = []
        stays: list[float] = []
        any_returns: list[int] = []
        returns: list[int] = []
        for trainer in TRAINERS:
            for number in range(pupils):
                seed = 1000 * number + TRAINERS.index(trainer)
                pupil = Pupil(profile, trainer, random.Random(f"{profile}:{seed}"))
                model = LearnerModel()
                session = practice_for_me(trainer, model, seed=seed, record=lambda attempt: None)
                session.start()
                series = session.series
                assert isinstance(series, AdaptiveSeries)
                skills = catalogue.entry(trainer).skills
                history: dict[str, list[float]] = {skill: [] for skill in skills}
                right = 0
                for _ in range(tasks):
                    right += pupil.answer(session, series.items[session.number])
                    for skill in skills:
                        history[skill].append(model.estimate(skill).rating)
                rates["for me"].append(right / tasks)
                for skill in skills:
                    first, share = _within(history[skill], pupil.truth(skill))
                    converge.append(first)
                    stays.append(share)
                returns.append(series.tutor.returns.count(MISCONCEPTION_SKILL[trainer]))
                any_returns.append(len(series.tutor.returns))
                for level in Level:
                    fixed, dealt = _fixed(trainer, level, seed)
                    fixed.start()
                    right = sum(pupil.answer(fixed, dealt[-1]) for _ in range(tasks))
                    rates[level.value].append(right / tasks)
        figures[profile] = {
            "rates": {mode: statistics.mean(values) for mode, values in rates.items()},
            "converge": statistics.median(converge),
            "converge90": sorted(converge)[int(0.9 * (len(converge) - 1))],
            "stays": statistics.mean(stays),
            "returns": statistics.mean(returns),
            "any returns": statistics.mean(any_returns),
        }
    return figures


def main(argv: list[str] | None = None, clock: Callable[[], float] = time.perf_counter) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="4 pupils per profile and 40 tasks instead of 12 and 80")
    args = parser.parse_args(argv)
    pupils, tasks = (4, 40) if args.quick else (12, 80)
    start = clock()
    figures = run(pupils, tasks)
    print(f"simulated pupils: {pupils} per profile and trainer, {tasks} tasks each, trainers: {', '.join(TRAINERS)}")
    inside = True
    for profile, found in figures.items():
        rates = found["rates"]
        assert isinstance(rates, dict)
        for mode, rate in rates.items():
            report(f"{profile}: right first time, {mode}", 100 * rate, "%")
        report(f"{profile}: tasks until a skill's estimate is within one level (median)", found["converge"], "tasks")
        report(f"{profile}: tasks until within one level (90th percentile)", found["converge90"], "tasks")
        report(f"{profile}: share of the later tasks the estimate stays within one level", 100 * found["stays"], "%")
        report(f"{profile}: its weak skill brought back for a misconception, per pupil", found["returns"], "times")
        report(f"{profile}: any skill brought back for a misconception, per pupil", found["any returns"], "times")
        inside = inside and 0.70 <= rates["for me"] <= 0.85
    report("time", clock() - start, "s")
    print(f"verdict: practice for me keeps {'every' if inside else 'NOT every'} profile within 70-85 %")
    return 0 if inside else 1


if __name__ == "__main__":
    raise SystemExit(main())
