"""Sessions: what a trainer, a game table (and, in time, a lesson step) decides, without any UI.

- :mod:`~elevenkit.exercises.sessions.check`: the one check flow (judge an answer, the words and
  tone to say it in, counted or not, hints one at a time, the solution after a try, how a task ended);
- :mod:`~elevenkit.exercises.sessions.trainer`: :class:`TrainerSession`, a seeded series with its
  score, outcomes, round and summary, and the attempts it records;
- :mod:`~elevenkit.exercises.sessions.table`: :class:`TableSession`, a game against the computers with its
  history, finished parts and attempts (one module per game beside it);
- :mod:`~elevenkit.exercises.sessions.auto`: :func:`practice_for_me`, a trainer session whose
  tasks are chosen for the pupil (the learner model of :mod:`elevenkit.exercises.adaptive`);
- :mod:`~elevenkit.exercises.sessions.kept`: a trainer session's place as JSON and back (the
  browser's storage, the classroom database).

The widgets draw a session and turn clicks into its calls; the rules get fast tests without
ipywidgets. Nothing here imports a widget.
"""

from elevenkit.exercises.sessions.auto import AdaptiveSession, chosen_level, practice_for_me
from elevenkit.exercises.sessions.check import (
    FIRST_TIME,
    NOT_YET,
    OUTCOMES,
    WITH_HELP,
    CheckFlow,
    HintStep,
    Verdict,
    answer_text,
    tally_words,
    tone_of,
)
from elevenkit.exercises.sessions.kept import RESUME_SECONDS, kept_place, place_from_kept, place_from_progress
from elevenkit.exercises.sessions.table import TableSession
from elevenkit.exercises.sessions.trainer import MAX_ROUND, Move, Place, TrainerSession, score_of

__all__ = [
    "FIRST_TIME",
    "AdaptiveSession",
    "MAX_ROUND",
    "NOT_YET",
    "OUTCOMES",
    "RESUME_SECONDS",
    "WITH_HELP",
    "CheckFlow",
    "HintStep",
    "Move",
    "Place",
    "TableSession",
    "TrainerSession",
    "Verdict",
    "answer_text",
    "chosen_level",
    "kept_place",
    "place_from_kept",
    "place_from_progress",
    "practice_for_me",
    "score_of",
    "tally_words",
    "tone_of",
]
