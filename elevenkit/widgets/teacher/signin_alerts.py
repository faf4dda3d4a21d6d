"""What the teacher dashboard says about sign-ins: wrong teacher passwords, wrong secret numbers
(counted for the whole server, :mod:`elevenkit.classroom.guard`) and a weak teacher password."""

from __future__ import annotations

import os
from collections.abc import Mapping

from elevenkit.classroom.guard import PUPIL_LIMITS, WINDOW, Guard, Kind
from elevenkit.classroom.teacher_auth import WEAK_ENV
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup
from elevenkit.widgets.teacher.components import alert

__all__ = ["signin_alerts"]

#: wrong secret numbers for one name before the teacher hears of it (one typo is no attack)
TELL_AFTER = PUPIL_LIMITS.per_name.free if PUPIL_LIMITS.per_name else 3


def _sentences(guard: Guard, class_code: str | None, environ: Mapping[str, str]) -> list[str]:
    minutes = round(WINDOW / 60)
    said = []
    if environ.get(WEAK_ENV):
        said.append(
            _(
                "The teacher password is weak: it is the README's example or shorter than 10 characters. "
                "Start the kit again with a longer TEACHER_PASSWORD of your own."
            )
        )
    for failures in guard.recent(Kind.TEACHER):
        said.append(
            ngettext(
                "Someone typed a wrong teacher password {count} time in the last {minutes} minutes.",
                "Someone typed a wrong teacher password {count} times in the last {minutes} minutes.",
                failures.count,
            ).format(count=failures.count, minutes=minutes)
            + " "
            + ngettext(
                "The tries came from {count} device.", "The tries came from {count} devices.", failures.addresses
            ).format(count=failures.addresses)
        )
    if class_code:
        for failures in guard.recent(Kind.PUPIL, class_code):
            if failures.count >= TELL_AFTER:
                said.append(
                    ngettext(
                        "Someone tried to sign in as {nickname} {count} time with a wrong secret number.",
                        "Someone tried to sign in as {nickname} {count} times with a wrong secret number.",
                        failures.count,
                    ).format(nickname=failures.nickname, count=failures.count)
                )
    return said


def signin_alerts(guard: Guard, class_code: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The dashboard's warnings about sign-ins for ``class_code`` (HTML, names escaped); ``""`` if none."""
    sentences = _sentences(guard, class_code, os.environ if environ is None else environ)
    return str(Markup("").join(alert(sentence) for sentence in sentences))
