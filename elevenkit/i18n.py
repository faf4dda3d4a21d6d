"""One translation function for every sentence a pupil sees (gettext style).

Views call ``_("…")`` from their first line, so a German catalogue can follow without touching
them: ``set_language("de")`` loads ``elevenkit/locale/<lang>/LC_MESSAGES/elevenkit.mo`` when it
exists and falls back to English otherwise.
"""

from __future__ import annotations

import gettext
from pathlib import Path

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
