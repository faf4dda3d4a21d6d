"""The views: ipywidgets and anywidget views that draw engine state and turn clicks into engine calls.

No rule is decided here; every answer comes from the engines through :mod:`elevenkit.exercises`.
"""

from elevenkit.widgets.trainer import TrainerFrame, friendly_errors

__all__ = ["TrainerFrame", "friendly_errors"]
from elevenkit.widgets.wraparound_trainer import NumberCircle, WraparoundTrainer  # noqa: F401  (Wraparound Clock)
from elevenkit.widgets.capture_trainer import CaptureTrainer, CaptureTrainerApp  # noqa: F401, E402  (Capture Trainer)
