"""What a lesson page shows around its steps: the page helper, the lesson's heading, a step's heading.

:class:`LessonPage` ships the lesson's style sheet and script (``static/lesson.css``,
``static/lesson.js``); the headings are built as escaped markup from the lesson data, so a
lesson's title and intro exist once, in the lesson, and are translated there.
"""

from __future__ import annotations

import anywidget
import traitlets

from elevenkit.exercises.lessons import Lesson, Step
from elevenkit.i18n import N_, _
from elevenkit.markup import Markup, element, fragment
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.common.cues import cued
from elevenkit.widgets.common.read_aloud import speak_attrs
from elevenkit.widgets.notes import every_language_html

__all__ = [
    "NO_LESSON",
    "STATIC",
    "LessonPage",
    "emphasised",
    "lesson_heading",
    "no_lesson_cell",
    "paragraphs",
    "step_heading",
]

#: the class of the notebook's one Markdown cell, shown only when the lesson did not appear
#: (``static/lesson.css`` hides it as the lesson comes)
NO_LESSON = "ek-no-lesson"
#: what that cell says, in every language (:func:`no_lesson_cell`)
_NO_LESSON_TEXT = N_("*No lesson here? Ask your teacher to start it.*")


class LessonPage(anywidget.AnyWidget):
    """Ships the lesson's style sheet; brings a new step into view (``scroll`` counts the moves), and
    with ``home_text`` shows the link back to the list of lessons (keeping ``?seed=`` and ``?class=``)."""

    _esm = STATIC / "lesson.js"
    _css = STATIC / "lesson.css"
    scroll = traitlets.Int(0, help="one more on each move to another step").tag(sync=True)
    home_text = traitlets.Unicode("", help="the words of the link back to the lessons (empty: no link)").tag(sync=True)


def paragraphs(text: str) -> Markup:
    """Teaching text as paragraphs (a blank line between two), escaped: a lesson's text is never markup."""
    return fragment(element("p", part.strip()) for part in text.split("\n\n") if part.strip())


def emphasised(text: str) -> Markup:
    """``text`` with its ``**…**`` parts in bold (a lesson's intro marks its game words so)."""
    return fragment(element("b", part) if number % 2 else part for number, part in enumerate(text.split("**")))


def lesson_heading(lesson: Lesson) -> Markup:
    """The top of a lesson: its title, its intro, "How it works" and the goals, both folded; each
    text with its speaker button."""
    intro, how = emphasised(lesson.intro), emphasised(lesson.how_it_works)
    return fragment(
        element("h1", {"class": "ek-lesson-title"}, lesson.title),
        element("p", {"class": "ek-lesson-intro", **speak_attrs(intro)}, intro),
        element(
            "details",
            {"class": "ek-how-it-works"},
            element("summary", emphasised(_("**How it works** (click to open)"))),
            element("p", speak_attrs(how), how),
        ),
        element(
            "details",
            element("summary", _("What I will learn")),
            element("ul", (element("li", speak_attrs(goal), goal) for goal in lesson.goals)),
        ),
    )


def step_heading(step: Step, activity: str) -> Markup:
    """A step's title and its teaching text (read aloud with its title); an explain step's title with
    its picture cue (look) on a page of ``activity`` that shows them (a checked step's cues are its
    question's). Pre-reader mode reads an explain step's text by itself, as it reads a new question: a
    child who cannot read hears what the picture shows (a checked step's question is read instead)."""
    text = paragraphs(step.text)
    said = speak_attrs(fragment(element("p", step.title), text), auto=not step.checked)
    title = step.title if step.checked else cued(step.title, step.cues, activity)
    return fragment(element("h3", title), element("div", said, text, class_="ek-step-text"))


def no_lesson_cell() -> Markup:
    """The Markdown cell every lesson notebook starts with: "No lesson here?" in each language (the
    page shows its own: :func:`elevenkit.widgets.notes.every_language_html`)."""
    return every_language_html(_NO_LESSON_TEXT, NO_LESSON)
