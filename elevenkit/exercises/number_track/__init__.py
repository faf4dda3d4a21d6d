"""Number Track tasks for Start 11! (lessons 8 and 9, the Number Track trainer).

- :mod:`~elevenkit.exercises.number_track.neighbours`: one more, one less, before, after, between,
  the gaps in a run;
- :mod:`~elevenkit.exercises.number_track.counting`: counting on and back from 11, how far from 11;
- :mod:`~elevenkit.exercises.number_track.placing`: which tiles fit now, the space a bridge opens,
  where a joker may go (every answer from the engine's ``legal_placements``);
- :mod:`~elevenkit.exercises.number_track.minus`: the minus points of a holder (bonds to 10 and 20);
- :mod:`~elevenkit.exercises.number_track.dealing`: levels and dealing from a seed;
- :mod:`~elevenkit.exercises.number_track.base` and ``positions``: the scene on the board, the
  answer shapes, and positions built by the engine.

Nothing here imports the UI: each task's :class:`TrackScene` says what the board widget shows.
"""

from elevenkit.exercises.number_track.base import (
    Category,
    ChoiceTask,
    NumberTrackTask,
    Pick,
    TrackScene,
    TrackTask,
    read_spaces,
    read_tiles,
)
from elevenkit.exercises.number_track.counting import CountTask, DistanceTask
from elevenkit.exercises.number_track.dealing import DIFFICULTIES, TASK_KINDS, TrackDifficulty, make_number_track_task
from elevenkit.exercises.number_track.minus import MinusPointsTask, bridge_ten, sum_line
from elevenkit.exercises.number_track.neighbours import GapTask, NeighbourTask, Relation
from elevenkit.exercises.number_track.placing import BridgeTask, FitTilesTask, JokerTask
from elevenkit.exercises.number_track.positions import grown_board, position, run

__all__ = [
    "DIFFICULTIES",
    "TASK_KINDS",
    "BridgeTask",
    "Category",
    "ChoiceTask",
    "CountTask",
    "DistanceTask",
    "FitTilesTask",
    "GapTask",
    "JokerTask",
    "MinusPointsTask",
    "NeighbourTask",
    "NumberTrackTask",
    "Pick",
    "Relation",
    "TrackDifficulty",
    "TrackScene",
    "TrackTask",
    "bridge_ten",
    "grown_board",
    "make_number_track_task",
    "position",
    "read_spaces",
    "read_tiles",
    "run",
    "sum_line",
]
