"""What the teacher's pages share: status lines, and the style sheets of ``widgets/static/`` that
the gate (every teacher page) and the dashboard bring into the page."""

from __future__ import annotations

from elevenkit.markup import Markup, element
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.common.stylesheet import Stylesheet

__all__ = ["DashboardStyle", "SkillViewsStyle", "TeacherPageStyle", "alert", "note"]


def note(text: str, css: str = "ek-note") -> Markup:
    """A sentence for the teacher that a screen reader announces when it changes."""
    return element("p", {"class": css, "role": "status", "aria-live": "polite"}, text)


def alert(text: str) -> Markup:
    """A sentence that something went wrong, announced at once."""
    return element("p", {"class": "ek-error", "role": "alert"}, text)


class TeacherPageStyle(Stylesheet):
    """The type scale of every teacher page (``static/teacher_page.css``): readable on a projector."""

    _css = STATIC / "teacher_page.css"


class DashboardStyle(Stylesheet):
    """The teacher dashboard's tables, tabs and share panel (``static/teacher_dashboard.css``)."""

    _css = STATIC / "teacher_dashboard.css"


class SkillViewsStyle(Stylesheet):
    """The skill tabs and the work a pupil sees set for the class (``static/skill_views.css``)."""

    _css = STATIC / "skill_views.css"
