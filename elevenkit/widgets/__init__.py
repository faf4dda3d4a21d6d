"""The views: ipywidgets and anywidget views that draw engine state and turn clicks into engine calls.

No rule is decided here; every answer comes from the engines through :mod:`elevenkit.exercises`.
"""

from elevenkit.widgets.capture_trainer import CaptureTrainer, CaptureTrainerApp
from elevenkit.widgets.trainer import TrainerFrame, friendly_errors
from elevenkit.widgets.wraparound_trainer import NumberCircle, WraparoundTrainer

__all__ = [
    "CaptureTrainer",
    "CaptureTrainerApp",
    "NumberCircle",
    "TrainerFrame",
    "WraparoundTrainer",
    "friendly_errors",
]
