"""One translation layer for every sentence a pupil or teacher sees (gettext style).

Views call ``_("…")`` from their first line, so a German catalogue can follow without touching
them: ``set_language("de")`` loads ``elevenkit/locale/<lang>/LC_MESSAGES/elevenkit.mo`` when it
exists and falls back to English otherwise.

The functions, as the extraction (``make pot``) knows them:

- ``_(message)``: a sentence, translated now;
- ``ngettext(singular, plural, n)``: a sentence that counts (``"1 task"`` / ``"5 tasks"``);
- ``pgettext(context, message)`` / ``npgettext(context, singular, plural, n)``: the same with a
  context for a short word that means two things (``pgettext("game result", "Draw")`` beside
  ``pgettext("take a tile", "Draw")``);
- ``N_(message)``: marks a string kept in a data table for extraction and returns it unchanged;
  the view translates it with ``_(entry)`` when it shows it (``N_`` alone translates nothing).
"""

from __future__ import annotations

import gettext
from pathlib import Path

__all__ = ["N_", "_", "ngettext", "npgettext", "pgettext", "set_language"]

_LOCALE_DIR = Path(__file__).parent / "locale"
_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(language: str) -> None:
    """Use the catalogue for ``language`` (e.g. ``"de"``); English if there is none."""
    global _translation
    _translation = gettext.translation("elevenkit", localedir=_LOCALE_DIR, languages=[language], fallback=True)


def _(message: str) -> str:
    """The translation of ``message`` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count``, translated."""
    return _translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """The translation of ``message`` in ``context`` (for short words with two meanings)."""
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count`` in ``context``, translated."""
    return _translation.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (data tables, import time)."""
    return message
