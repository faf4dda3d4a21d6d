"""A lesson's notebook, and a pupil's clicks and typing on a lesson step (through the widgets, as
in the browser)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from elevenkit.widgets.lesson import CheckedStepView
from tests.helpers.paths import NOTEBOOKS


def notebook_of(lesson_id: str) -> Path:
    """The one notebook in ``notebooks/`` whose name starts with the lesson's id ("01-…")."""
    (path,) = NOTEBOOKS.glob(f"{lesson_id}-*.ipynb")
    return path


def click(view: CheckedStepView, *places: int) -> None:
    """Click cards (positions) or numbers on the step's picture, as a pupil does."""
    for place in places:
        view.clickable.pick_value(str(place))


def press(button: Any) -> None:
    """Press a button (an ipywidgets ``Button``) as a pupil does."""
    button.click()


def type_and_check(view: CheckedStepView, text: str) -> str:
    """Type ``text`` into the step's box and press Check; return the feedback shown."""
    view.box.value = text
    press(view.check_button)
    return view.feedback.value
