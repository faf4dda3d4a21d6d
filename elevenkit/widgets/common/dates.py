"""A day as the pages write it, in the page's language: "Friday 2026-12-11" (the weekday
translated, the date in numbers, so no month name escapes the translation)."""

from __future__ import annotations

import datetime

from elevenkit.i18n import pgettext

__all__ = ["day_words", "weekday"]


def weekday(day: datetime.date) -> str:
    """The day's name, translated."""
    names = (
        pgettext("weekday", "Monday"),
        pgettext("weekday", "Tuesday"),
        pgettext("weekday", "Wednesday"),
        pgettext("weekday", "Thursday"),
        pgettext("weekday", "Friday"),
        pgettext("weekday", "Saturday"),
        pgettext("weekday", "Sunday"),
    )
    return names[day.weekday()]


def day_words(at: float, *, clock: bool = False) -> str:
    """``at`` (seconds since the epoch) as "Friday 2026-12-11", with ``clock`` "Friday 2026-12-11 09:41"."""
    moment = datetime.datetime.fromtimestamp(at)
    said = f"{weekday(moment.date())} {moment:%Y-%m-%d}"
    return f"{said} {moment:%H:%M}" if clock else said
