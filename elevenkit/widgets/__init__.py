"""The views: ipywidgets and anywidget views that draw engine state and turn clicks into engine calls.

No rule is decided here; every answer comes from the engines through :mod:`elevenkit.exercises`.
Importing this package lets a lesson notebook show a capture task as its cards
(:mod:`elevenkit.widgets.pictures`).
"""

from elevenkit.widgets.capture_trainer import CaptureTrainer, CaptureTrainerApp
from elevenkit.widgets.pictures import register_task_pictures
from elevenkit.widgets.trainer import TrainerApp, TrainerFrame, friendly_errors
from elevenkit.widgets.wraparound_trainer import NumberCircle, WraparoundTrainer, WraparoundTrainerApp

register_task_pictures()

__all__ = [
    "CaptureTrainer",
    "CaptureTrainerApp",
    "NumberCircle",
    "TrainerApp",
    "TrainerFrame",
    "WraparoundTrainer",
    "WraparoundTrainerApp",
    "friendly_errors",
]
