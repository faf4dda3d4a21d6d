"""Feedback in words with its mark: one way for trainers, lessons and game tables to say something.

Every message carries a mark before it (✔ right, ✘ wrong, ★ hint, ℹ info) that repeats what its
colour says, so nothing depends on colour alone; screen readers hear the words (the mark is
``aria-hidden``) as a polite live region. A note may go on a line of its own under the message
("You checked this answer already…"), the message staying as it was. Each message has its speaker
button and is read by itself in pre-reader mode (:mod:`elevenkit.widgets.common.read_aloud`).
"""

from __future__ import annotations

from typing import Any, Literal

import ipywidgets as widgets

from elevenkit.markup import Markup, element, fragment
from elevenkit.widgets.common.read_aloud import speak_attrs

__all__ = ["MARKS", "FeedbackArea", "Tone", "feedback_markup", "message_markup"]

#: how the feedback's tone is called: a right or wrong answer, a hint, anything else
Tone = Literal["right", "wrong", "hint", "info"]
#: the mark of each tone (the sign repeats what the colour says)
MARKS: dict[str, str] = {"right": "✔", "wrong": "✘", "hint": "★", "info": "ℹ"}


def message_markup(message: str, tone: str) -> Markup:
    """``message`` (plain text, escaped here) after the mark of ``tone``."""
    return fragment(element("span", MARKS.get(tone, ""), aria_hidden="true"), " ", message)


def feedback_markup(body: Markup, tone: str, note: str = "", css_class: str = "") -> Markup:
    """The message box: ``body`` (markup, e.g. :func:`message_markup`) with ``note`` under it."""
    return element(
        "div",
        speak_attrs(fragment(body, element("br"), note) if note else body, auto=True),
        body,
        element("span", note, class_="ek-msg-note") if note else None,
        role="status",
        aria_live="polite",
        class_=f"ek-msg ek-{tone} {css_class}".strip(),
    )


class FeedbackArea(widgets.HTML):
    """The place a view says things to the pupil: :meth:`say` a sentence, :meth:`show` markup,
    :meth:`say_again` a note under what is on screen, :meth:`clear`."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._said: tuple[Markup, str, str] = (Markup(""), "info", "")

    def say(self, message: str, tone: str, note: str = "") -> None:
        """Show ``message`` with the mark of ``tone`` (``right``, ``wrong``, ``hint`` or ``info``)
        and ``note`` on a line of its own under it."""
        self.show(message_markup(message, tone), tone, note)

    def show(self, body: Markup, tone: str, note: str = "", css_class: str = "") -> None:
        """Show ``body`` (markup a view built, e.g. a list) as :meth:`say` does; ``css_class`` is
        added to the message box (e.g. ``ek-show-all``)."""
        self._said = (body, tone, css_class)
        self.value = feedback_markup(body, tone, note, css_class)

    def say_again(self, note: str) -> None:
        """Keep the message on screen and put ``note`` under it (or say the note alone)."""
        body, tone, css_class = self._said
        if body:
            self.show(body, tone, note, css_class)
        else:
            self.say(note, "info")

    def clear(self) -> None:
        """Say nothing."""
        self._said = (Markup(""), "info", "")
        self.value = Markup("")

    @property
    def is_empty(self) -> bool:
        """True while nothing is said."""
        return not self.value
