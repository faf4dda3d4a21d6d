"""What a class link opens, in words for the teacher (the share panel's summary and its round note),
and the round lengths a teacher chooses from (:func:`round_options`: the class link's round and the
work set's number of tasks, one list, so the two agree); :mod:`elevenkit.widgets.classroom` gives
them with the link's parameters."""

from __future__ import annotations

from collections.abc import Mapping

from elevenkit.catalogue import Level
from elevenkit.exercises.adaptive import AUTO
from elevenkit.i18n import _, ngettext
from elevenkit.serving.params import LEVEL, SEED, TASKS

__all__ = ["ROUND_CHOICES", "round_note", "round_options", "share_summary"]

#: the tasks in a round a teacher chooses from (0: no round, tasks go on and on)
ROUND_CHOICES = (0, 5, 8, 10, 12, 15, 20, 25, 30)


def round_options() -> list[tuple[str, int]]:
    """The round lengths as a choice: "No end", 5, 8, … (the share tab's round, the work set's tasks)."""
    return [(_("No end"), 0), *((str(count), count) for count in ROUND_CHOICES if count)]


def share_summary(title: str, class_code: str, params: Mapping[str, str]) -> str:
    """What a class link opens, in words for the teacher: "Wraparound Clock · class 4B · task set 7
    · level medium · a round of 5 tasks" (the parts the link has)."""
    parts = [title, _("class {code}").format(code=class_code)]
    seed, level, tasks = (str(params.get(name, "")) for name in (SEED, LEVEL, TASKS))
    named = Level.parse(level)
    if seed:
        parts.append(_("task set {seed}").format(seed=seed))
    if named is not None:
        parts.append(_("level {level}").format(level=named.label))
    elif level == AUTO:
        parts.append(_("for me"))
    if tasks.isdigit() and int(tasks) > 0:
        parts.append(
            ngettext("a round of {count} task", "a round of {count} tasks", int(tasks)).format(count=int(tasks))
        )
    return " · ".join(parts)


def round_note(params: Mapping[str, str]) -> str:
    """What the link's round means for the pupils, in words for the teacher ("" without a round)."""
    tasks = str(params.get(TASKS, ""))
    if not tasks.isdigit() or int(tasks) == 0:
        return ""
    return ngettext(
        "A round of {count} task, then the pupil sees how they did.",
        "A round of {count} tasks, then the pupil sees how they did.",
        int(tasks),
    ).format(count=int(tasks))
