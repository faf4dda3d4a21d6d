"""The activity table: every trainer, game table, lesson and teacher page of the kit, in listing order.

One :class:`~elevenkit.catalogue.model.Activity` per notebook; its id is the notebook's stem (the
package docstring says why). Titles and descriptions are msgids (``N_``) and the notebooks'
metadata repeats them; ``tests/catalogue/`` checks this table against ``dashboards/``,
``notebooks/``, the game registry, the exercises' task kinds and the worksheets.
"""

from __future__ import annotations

from elevenkit.catalogue.levels import Level
from elevenkit.catalogue.model import Activity, Kind, TaskSkills, Venue
from elevenkit.i18n import N_

__all__ = ["ACTIVITIES"]

#: a dashboard: Voila and the browser-only site
_RUNS_AS_DASHBOARD = frozenset({Venue.VOILA, Venue.SITE})
#: a lesson: also JupyterLab (``make lab`` opens ``notebooks/``)
_RUNS_AS_LESSON = frozenset({Venue.VOILA, Venue.SITE, Venue.LAB})
#: a teacher page needs the classroom database and the teacher password: ``make run`` only
_RUNS_AS_TEACHER_PAGE = frozenset({Venue.VOILA})
#: lesson 10 runs numpy and matplotlib (not in Pyodide) and is written for JupyterLab ("Run All Cells")
_RUNS_IN_LAB_ONLY = frozenset({Venue.LAB})

_LEVELS = tuple(Level)
#: what every trainer link reads: the task set, the level, a round, the class, pre-reader mode, bigger text
_TRAINER_PARAMS = ("seed", "level", "tasks", "class", "read", "text")
#: what every game table link reads: the deal, the computers' level, the seats, the class, pre-reader mode,
#: bigger text
_TABLE_PARAMS = ("seed", "level", "players", "class", "read", "text")
#: what every lesson link reads
_LESSON_PARAMS = ("seed", "class", "read", "text")

_CAPTURE_SKILLS = (
    "matching", "bonds-to-10", "bonds-to-20", "adding-three-or-more", "one-eleven-and-wild", "subtracting",
)  # fmt: skip

_TRAINERS = (
    Activity(
        "capture-trainer",
        Kind.TRAINER,
        N_("Capture Trainer"),
        N_("one-eleven captures: choose the table cards your card takes by matching, adding or subtracting."),
        _RUNS_AS_DASHBOARD,
        params=(*_TRAINER_PARAMS, "size", "max", "one11", "wilds", "several", "deck"),
        levels=_LEVELS,
        steps=("1", "2", "3", "4", "5", "6"),
        rounds=True,
        worksheets=True,
        game="oneeleven",
        skills=_CAPTURE_SKILLS,
        tasks=(  # the six steps (exercises.captures.STEPS)
            TaskSkills("1", ("matching", "bonds-to-10")),
            TaskSkills("2", ("matching", "bonds-to-20", "adding-three-or-more")),
            TaskSkills("3", ("matching", "bonds-to-20", "adding-three-or-more", "one-eleven-and-wild")),
            TaskSkills("4", ("matching", "bonds-to-20", "adding-three-or-more", "one-eleven-and-wild")),
            TaskSkills("5", ("matching", "subtracting")),
            TaskSkills("6", _CAPTURE_SKILLS),
        ),
    ),
    Activity(
        "wraparound-clock",
        Kind.TRAINER,
        N_("Wraparound Clock"),
        N_("11 nimmt!: count on past 100, find the window of ten, lay bull cards and score ox heads."),
        _RUNS_AS_DASHBOARD,
        params=_TRAINER_PARAMS,
        levels=_LEVELS,
        rounds=True,
        worksheets=True,
        game="nimmt",
        skills=("counting-past-100", "distance-past-100", "window-of-ten", "primes-and-ox-heads"),
        tasks=(  # exercises.wraparound.TASK_KINDS
            TaskSkills("distance", ("counting-past-100", "distance-past-100")),
            TaskSkills("fit", ("window-of-ten",)),
            TaskSkills("piles", ("window-of-ten",)),
            TaskSkills("bull", ("window-of-ten", "counting-past-100")),
            TaskSkills("keep", ("window-of-ten",)),
            TaskSkills("best", ("window-of-ten",)),
            TaskSkills("take", ("primes-and-ox-heads",)),
            TaskSkills("score", ("primes-and-ox-heads",)),
        ),
        at_levels=(  # the kinds exercises.wraparound.DIFFICULTIES deals at each level
            TaskSkills("easy", ("counting-past-100", "distance-past-100", "window-of-ten")),
            TaskSkills("medium", ("counting-past-100", "distance-past-100", "window-of-ten", "primes-and-ox-heads")),
            TaskSkills("hard", ("counting-past-100", "distance-past-100", "window-of-ten", "primes-and-ox-heads")),
        ),
    ),
    Activity(
        "number-track",
        Kind.TRAINER,
        N_("Number Track"),
        N_(
            "Start 11!: the numbers 1 to 20 on the board: one more, one less, counting on and back from 11,"
            " which tiles fit, jokers and minus points."
        ),
        _RUNS_AS_DASHBOARD,
        params=_TRAINER_PARAMS,
        levels=_LEVELS,
        rounds=True,
        game="start11",
        cues=True,
        skills=("one-more-one-less", "counting-from-11", "minus-points"),
        tasks=(  # exercises.number_track.TASK_KINDS
            TaskSkills("neighbour", ("one-more-one-less",)),
            TaskSkills("between", ("one-more-one-less",)),
            TaskSkills("gaps", ("one-more-one-less",)),
            TaskSkills("count", ("counting-from-11",)),
            TaskSkills("distance", ("counting-from-11",)),
            TaskSkills("fit", ("one-more-one-less",)),
            TaskSkills("bridge", ("one-more-one-less",)),
            TaskSkills("joker", ("one-more-one-less",)),
            TaskSkills("minus", ("minus-points",)),
        ),
        # every level deals kinds of all three skills (exercises.number_track.DIFFICULTIES)
        at_levels=tuple(
            TaskSkills(level.value, ("one-more-one-less", "counting-from-11", "minus-points")) for level in Level
        ),
    ),
)

_TABLES = (
    Activity(
        "play-one-eleven",
        Kind.TABLE,
        N_("Play one-eleven"),
        N_("one-eleven: take cards from the table with sums and differences, against 1 to 3 computer players."),
        _RUNS_AS_DASHBOARD,
        params=(*_TABLE_PARAMS, "deck"),
        levels=_LEVELS,
        game="oneeleven",
        skills=_CAPTURE_SKILLS,
    ),
    Activity(
        "play-11-nimmt",
        Kind.TABLE,
        N_("Play 11 nimmt!"),
        N_("11 nimmt!: lay your cards 1 to 10 up on the piles, counting on past 100, against 1 to 6 computer players."),
        _RUNS_AS_DASHBOARD,
        params=(*_TABLE_PARAMS, "piles", "rounds"),
        levels=_LEVELS,
        game="nimmt",
        skills=("counting-past-100", "window-of-ten", "primes-and-ox-heads"),
    ),
    Activity(
        "play-start-11",
        Kind.TABLE,
        N_("Play Start 11!"),
        N_("Start 11!: place your number tiles next to one more or one less, against 1 to 3 computer players."),
        _RUNS_AS_DASHBOARD,
        params=(*_TABLE_PARAMS, "variant", "holder", "minutes"),
        levels=_LEVELS,
        game="start11",
        cues=True,
        skills=("one-more-one-less", "counting-from-11", "minus-points"),
    ),
)


def _lesson(
    order: int, stem: str, title: str, description: str, age: str, game: str, *skills: str, cues: bool = False
) -> Activity:
    return Activity(
        f"{order:02d}-{stem}",
        Kind.LESSON,
        title,
        description,
        _RUNS_AS_LESSON,
        params=_LESSON_PARAMS,
        game=game,
        age=age,
        order=order,
        skills=skills,
        cues=cues,
    )


_LESSONS = (
    _lesson(
        1,
        "matching-and-number-bonds",
        N_("Lesson 1 · Matching and number bonds"),
        N_("one-eleven: take a card of the same number, or cards that add up to yours (7 = 2 + 5)."),
        "7–9",
        "oneeleven",
        "matching",
        "bonds-to-10",
    ),
    _lesson(
        2,
        "many-cards-every-combination",
        N_("Lesson 2 · Many cards and every way"),
        N_("one-eleven: take three or more cards that add up to yours and find every way to make a number."),
        "8–10",
        "oneeleven",
        "adding-three-or-more",
        "every-way",
    ),
    _lesson(
        3,
        "one-eleven-and-the-wild",
        N_("Lesson 3 · The 1-11 and the wild"),
        N_("one-eleven: the 1-11 card as 1 or 11, the wild card as any number, and the missing number (14 = 3 + ?)."),
        "8–11",
        "oneeleven",
        "one-eleven-and-wild",
        "missing-number",
    ),
    _lesson(
        4,
        "subtraction-deck",
        N_("Lesson 4 · The Subtraction deck"),
        N_("one-eleven with the Subtraction deck: take cards whose difference is yours (5 = 9 − 4, 2 = 12 − 6 − 4)."),
        "8–11",
        "oneeleven",
        "subtracting",
    ),
    _lesson(
        5,
        "counting-past-100",
        N_("Lesson 5 · Counting on past 100"),
        N_("11 nimmt!: count on past 100 (98, 99, 100, 1, 2), how far to a card, the window of ten."),
        "8–11",
        "nimmt",
        "counting-past-100",
        "distance-past-100",
        "window-of-ten",
    ),
    _lesson(
        6,
        "bull-cards",
        N_("Lesson 6 · Bull cards: several cards on one pile"),
        N_("11 nimmt!: with a bull card lay several cards on one pile, in counting order from the top card."),
        "8–12",
        "nimmt",
        "counting-past-100",
        "window-of-ten",
    ),
    _lesson(
        7,
        "ox-heads-and-primes",
        N_("Lesson 7 · Ox heads and prime numbers"),
        N_(
            "11 nimmt!: prime numbers (exactly two divisors, 1 is not prime), the ox heads on each card, the cheapest pile."
        ),
        "9–12",
        "nimmt",
        "primes-and-ox-heads",
    ),
    _lesson(
        8,
        "number-track-1-to-20",
        N_("Lesson 8 · The number track 1 to 20"),
        N_("Start 11!: the number track 1 to 20 – neighbours, one more and one less, counting on and back from 11."),
        "5–7",
        "start11",
        "one-more-one-less",
        "counting-from-11",
        cues=True,
    ),
    _lesson(
        9,
        "planning-a-run-and-minus-points",
        N_("Lesson 9 · Planning your moves and minus points"),
        N_(
            "Start 11!: which tile fits and which goes first, and the minus points at the end"
            " (number bonds to 10 and 20)."
        ),
        "6–8",
        "start11",
        "one-more-one-less",
        "minus-points",
        cues=True,
    ),
    Activity(
        "10-strategy-and-chance",
        Kind.LESSON,
        N_("Lesson 10 · Strategy and chance"),
        N_("one-eleven and 11 nimmt! played thousands of times on the computer: chances, charts, the better player."),
        _RUNS_IN_LAB_ONLY,
        age="11–14",
        order=10,
        skills=("chance",),
    ),
)

_TEACHER_PAGES = (
    Activity(
        "teacher",
        Kind.TEACHER_PAGE,
        N_("Teacher dashboard"),
        N_("Who is stuck: every pupil's answers in your class, live, with the share link for the class."),
        _RUNS_AS_TEACHER_PAGE,
    ),
    Activity(
        "worksheets",
        Kind.TEACHER_PAGE,
        N_("Worksheets"),
        N_("Print the tasks of a trainer on A4 with an answer key: worksheet 7 is ?seed=7 on screen."),
        _RUNS_AS_TEACHER_PAGE,
    ),
)

#: every activity: the trainers, the game tables, the lessons in teaching order, the teacher's pages
ACTIVITIES: tuple[Activity, ...] = (*_TRAINERS, *_TABLES, *_LESSONS, *_TEACHER_PAGES)
