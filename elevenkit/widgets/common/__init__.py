"""The pieces every view shares, so that each is written once: feedback with its marks
(:class:`FeedbackArea`), buttons (:func:`make_button`), one error guard (:class:`ErrorGuard`:
:data:`friendly_errors` for trainers and lessons, :data:`table_errors` for game tables), the level
switch (:class:`LevelSwitch`), read aloud (:class:`ReadAloud`, :func:`speak_attrs`) and picture cues (:func:`cued`), the "Bigger text"
switch with the style sheet every pupil page shares (:class:`TextSize`), the share
link (:class:`ShareLink`), a yes/no question before a deletion (:class:`Confirm`), where the style sheets and scripts live (:data:`STATIC`) and a widget
that only brings a style sheet into the page (:class:`Stylesheet`).

Each piece gets its state and its callbacks from the view that uses it and reaches for no global,
so it can be used and tested alone.
"""

from elevenkit.widgets.common.assets import STATIC, static_text
from elevenkit.widgets.common.buttons import make_button, relabel
from elevenkit.widgets.common.confirm import Confirm
from elevenkit.widgets.common.cues import cued
from elevenkit.widgets.common.errors import ErrorGuard, Refusal, Speaker, friendly_errors, table_errors
from elevenkit.widgets.common.feedback import MARKS, FeedbackArea, feedback_markup, message_markup
from elevenkit.widgets.common.levels import LevelSwitch, level_options
from elevenkit.widgets.common.read_aloud import ReadAloud, speak_attrs
from elevenkit.widgets.common.share import ShareLink
from elevenkit.widgets.common.stylesheet import Stylesheet
from elevenkit.widgets.common.text_size import TextSize

__all__ = [
    "MARKS",
    "STATIC",
    "Confirm",
    "ErrorGuard",
    "FeedbackArea",
    "LevelSwitch",
    "ReadAloud",
    "Refusal",
    "ShareLink",
    "Speaker",
    "Stylesheet",
    "TextSize",
    "make_button",
    "feedback_markup",
    "cued",
    "friendly_errors",
    "level_options",
    "message_markup",
    "relabel",
    "speak_attrs",
    "static_text",
    "table_errors",
]
