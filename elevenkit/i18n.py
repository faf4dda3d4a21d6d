"""One translation layer for every sentence a pupil or teacher sees (gettext style).

Views call ``_("…")`` from their first line, so a German catalogue can follow without touching
them: ``set_language("de")`` loads ``elevenkit/locale/<lang>/LC_MESSAGES/elevenkit.mo`` when it
exists and falls back to English otherwise.

The functions, as the extraction (``make pot``, settings in ``pyproject.toml``) knows them:

- ``_(message)``: a sentence, translated now;
- ``ngettext(singular, plural, n)``: a sentence that counts (``"1 task"`` / ``"5 tasks"``);
- ``pgettext(context, message)`` / ``npgettext(context, singular, plural, n)``: the same with a
  context for a short word that means two things (``pgettext("game result", "Draw")`` beside
  ``pgettext("take a tile", "Draw")``);
- ``N_(message)``: marks a string kept in a data table for extraction and returns it unchanged;
  the view translates it with ``_(entry)`` when it shows it (``N_`` alone translates nothing).

Only a literal string inside one of these calls reaches the catalogue (``_(variable)`` is
invisible to the extraction): a data table marks each of its strings with ``N_``.

The pseudo-language :data:`PSEUDO_LANGUAGE` wraps every translated text in «…» and records the
message it was asked for (:class:`PseudoTranslations`): the tests show every page in it and find
any word that did not go through these functions, and any message missing from the catalogue.
"""

from __future__ import annotations

import gettext
import os
import string
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

__all__ = [
    "N_",
    "_",
    "ngettext",
    "npgettext",
    "pgettext",
    "set_language",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LANGUAGE_VARIABLE",
    "choose_language",
    "language",
    "current_translation",
    "current_language",
    "PSEUDO_LANGUAGE",
    "Message",
    "PseudoTranslations",
]

_LOCALE_DIR = Path(__file__).parent / "locale"
#: a language code from the range ISO 639 keeps for private use, as Windows's "qps-ploc"
PSEUDO_LANGUAGE = "qps"
#: the languages a page can be shown in (a catalogue each in locale/); the first is the fallback
LANGUAGES = ("en", "de")
#: each language's name in itself, for the landing page's switch and the teacher's choice of a
#: class's language (never translated: a German pupil on an English page looks for "Deutsch")
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English"}
#: the longest ``Accept-Language`` header read, and the most languages taken from it (a header is
#: sent by any client: a long one is cut, not parsed whole)
_MAX_HEADER = 500
_MAX_RANGES = 20


def _known(code: str) -> str | None:
    """The kit's language for a language tag (``"de-AT"`` -> ``"de"``), None if it has none."""
    primary = code.strip().replace("_", "-").split("-", 1)[0].casefold()
    return primary if primary in LANGUAGES else None


def choose_language(asked: str | None = None, accept_language: str | None = None) -> str:
    """The language of a page: ``asked`` (a link's ``?lang=``) if given, else the browser's.

    ``asked`` that is not one of :data:`LANGUAGES` (``"xx"``, an overlong text) gives English,
    quietly: a link is typed by people. Without ``asked`` the ``Accept-Language`` header decides
    (``"de-DE,de;q=0.9,en;q=0.8"`` -> ``"de"``): its most preferred language the kit has.
    """
    if asked is not None and asked.strip():
        return (_known(asked) if len(asked) <= 35 else None) or LANGUAGES[0]
    ranges = []
    for place, item in enumerate((accept_language or "")[:_MAX_HEADER].split(",")[:_MAX_RANGES]):
        tag, _sep, rest = item.partition(";")
        weight = 1.0
        if rest.strip().startswith("q="):
            try:
                weight = float(rest.strip()[2:])
            except ValueError:
                weight = 0.0
        if weight > 0:
            ranges.append((-weight, place, tag))
    for _weight, _place, tag in sorted(ranges):
        language = _known(tag)
        if language is not None:
            return language
    return LANGUAGES[0]


class Message(NamedTuple):
    """One entry of the catalogue: its msgid, its plural msgid (counted messages) and its context."""

    msgid: str
    plural: str | None = None
    context: str | None = None


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-language: «…» around every text, and :attr:`seen` records each message asked for.

    A text that shows words outside «…» was not translated; a message in :attr:`seen` that the
    catalogue lacks was passed as a variable that no ``N_`` marks. Placeholders stay outside the
    marks (``"«the »{colour}« row»"``), so a value filled in untranslated shows as well: "«the
    »yellow« row»" leaves "yellow", "«the »«yellow»« row»" leaves nothing.
    """

    def __init__(self) -> None:
        super().__init__()
        #: every message translated while this pseudo-language was in use
        self.seen: set[Message] = set()

    def gettext(self, message: str) -> str:
        self.seen.add(Message(message))
        return _pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self.seen.add(Message(msgid1, msgid2))
        return _pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        self.seen.add(Message(message, context=context))
        return _pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self.seen.add(Message(msgid1, msgid2, context))
        return _pseudo(msgid1 if n == 1 else msgid2)


def _pseudo(message: str) -> str:
    """``message`` in the pseudo-language: its text in «…», its ``{placeholders}`` between them."""
    try:
        pieces = list(string.Formatter().parse(message))
    except ValueError:  # not a format string (an unpaired brace): one piece
        return f"«{message}»"
    out = []
    for text, field, spec, conversion in pieces:
        if text:
            out.append("«" + text.replace("{", "{{").replace("}", "}}") + "»")
        if field is not None:
            out.append("{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
    return "".join(out)


#: the environment variable that names the language of a kernel no page asked (JupyterLab, where
#: lesson 10 runs: ``ELEVENKIT_LANG=de make lab``); a page's ``?lang=`` or browser decides over it
LANGUAGE_VARIABLE = "ELEVENKIT_LANG"


def _translations_for(language: str) -> gettext.NullTranslations:
    if language == PSEUDO_LANGUAGE:
        return PseudoTranslations()
    return gettext.translation("elevenkit", localedir=_LOCALE_DIR, languages=[language], fallback=True)


_language = choose_language(os.environ.get(LANGUAGE_VARIABLE))
_translation: gettext.NullTranslations = _translations_for(_language)


def set_language(language: str) -> None:
    """Use the catalogue for ``language`` (e.g. ``"de"``); English if there is none."""
    global _translation, _language
    _translation = _translations_for(language)
    _language = language


def current_language() -> str:
    """The code of the language in use now (``"en"``, ``"de"``): links a page builds carry it on."""
    return _language


def current_translation() -> gettext.NullTranslations:
    """The translations in use now (a :class:`PseudoTranslations` in the pseudo-language)."""
    return _translation


@contextmanager
def language(code: str) -> Iterator[gettext.NullTranslations]:
    """Use the language ``code`` inside the ``with`` block and the one before it afterwards."""
    global _translation, _language
    before = _translation, _language
    _translation, _language = _translations_for(code), code
    try:
        yield _translation
    finally:
        _translation, _language = before


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
