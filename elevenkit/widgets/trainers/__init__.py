"""The trainers: a shared frame and app around each trainer's answer area.

- :mod:`~elevenkit.widgets.trainers.frame`: :class:`TrainerFrame`, which draws a
  :class:`~elevenkit.exercises.sessions.TrainerSession` and turns presses into its calls, with
  named slots for a trainer's own parts; :class:`LeveledTrainerFrame` with a level switch;
- :mod:`~elevenkit.widgets.trainers.app`: :class:`TrainerApp`, the trainer with the teacher's
  settings, task set and share link, built from a dashboard link (``from_params``);
- the trainers: the Capture Trainer (:mod:`~elevenkit.widgets.trainers.capture`), the Wraparound
  Clock (:mod:`~elevenkit.widgets.trainers.wraparound`), the Number Track
  (:mod:`~elevenkit.widgets.trainers.number_track`).

A dashboard cell reads ``from elevenkit.widgets.trainers import CaptureTrainerApp`` and
``CaptureTrainerApp.from_params(query_params())``.
"""

from elevenkit.widgets.trainers.app import LeveledTrainerApp, TrainerApp
from elevenkit.widgets.trainers.capture import CaptureTrainer, CaptureTrainerApp
from elevenkit.widgets.trainers.frame import FrameSlots, LeveledTrainerFrame, TrainerFrame
from elevenkit.widgets.trainers.number_track import NumberTrackTrainer, NumberTrackTrainerApp
from elevenkit.widgets.trainers.wraparound import WraparoundTrainer, WraparoundTrainerApp

__all__ = [
    "CaptureTrainer",
    "CaptureTrainerApp",
    "FrameSlots",
    "LeveledTrainerApp",
    "LeveledTrainerFrame",
    "NumberTrackTrainer",
    "NumberTrackTrainerApp",
    "TrainerApp",
    "TrainerFrame",
    "WraparoundTrainer",
    "WraparoundTrainerApp",
]
