"""Lesson notebooks show a capture task as a picture: its question above rows of cards.

The task only says what is in the picture (:class:`~elevenkit.exercises.captures.TaskPicture`);
the drawing is done here, in the views, so the exercises never import the UI. Importing
:mod:`elevenkit.widgets` registers the drawing with IPython, so a lesson cell that ends with a
task shows its cards.
"""

from __future__ import annotations

from typing import Any

from elevenkit.exercises.captures import CaptureTask, TaskPicture, UnknownTask, WaysTask
from elevenkit.markup import Markup, element
from elevenkit.widgets.views.cards import cards_html
from elevenkit.widgets.views.svg_view import drawn

__all__ = ["picture_html", "register_task_pictures"]

#: the tasks that have a picture to show
PICTURED_TASKS = (CaptureTask, UnknownTask, WaysTask)


def picture_html(picture: TaskPicture) -> Markup:
    """The question, then each row of cards with its caption (``static/cards.css`` sizes the question)."""
    rows = [drawn(cards_html(row.cards, picture.deck, row.caption)) for row in picture.rows]
    return element("p", picture.prompt, class_="ek-picture-question") + Markup("").join(rows)


def register_task_pictures(shell: Any = None) -> bool:
    """Let IPython show each pictured task as its picture; False outside IPython (nothing to do)."""
    if shell is None:
        from IPython import get_ipython  # only where a notebook runs

        shell = get_ipython()
    if shell is None:
        return False
    formatter = shell.display_formatter.formatters["text/html"]
    for task_type in PICTURED_TASKS:
        formatter.for_type(task_type, lambda task: picture_html(task.picture()))
    return True
