"""Who is who in a class, without accounts: class codes, nicknames, secret pupil numbers, and
where the database lives. Pure Python (no ``sqlite3``), so the pupil's page can use it anywhere.

How a nickname is claimed (the README explains it to teachers):

- the first pupil to join class ``4B`` as ``Mia`` gets a **secret number** of four digits, shown
  once ("Your secret number is 4271") and kept by the trainer in the browser, so a reload goes on
  without asking;
- on another computer, ``Mia`` types the name and the secret number and goes on where she was;
- another child who types ``Mia`` without the number (or with a wrong one) is asked to choose
  another name, or to type the secret number if it really is her;
- the teacher sees every pupil's secret number on the teacher dashboard, so a child who forgot it
  asks the teacher, never a friend.

Names are kept in one normal form (:func:`~elevenkit.classroom.names.normal_name`: NFKC, no
zero-width or control characters, one space between words) and compared the way children mean
them: ``mia``, ``Mia`` and ``Mia `` are one name (:func:`name_key`); the name is shown as it was
first typed, in that normal form. A name that only looks like a classmate's (``Mіa`` with a
Cyrillic ``і``) is refused by the store (:func:`~elevenkit.classroom.names.skeleton`).
"""

from __future__ import annotations

import os
import secrets
import unicodedata
import urllib.parse
from collections.abc import Mapping
from pathlib import Path

from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.names import normal_name
from elevenkit.i18n import _, ngettext

__all__ = [
    "MAX_NAME_LENGTH",
    "PUPIL_CODE_DIGITS",
    "check_class_code",
    "check_nickname",
    "database_location",
    "database_path",
    "is_database_url",
    "name_key",
    "new_pupil_code",
    "same_pupil_code",
    "url_without_password",
]

#: longest class code or nickname kept (a sanity limit against pasted books, not a design size)
MAX_NAME_LENGTH = 10_000
#: digits of the secret pupil number: short enough for an 8-year-old to type on another computer, and
#: with the limits on wrong numbers (classroom.guard: at best 6 tries an hour per name) about a month
#: of trying to find one (3 digits: 3 days). Numbers given out before stay as they are.
PUPIL_CODE_DIGITS = 4


#: how an ``ELEVENKIT_DB`` that names a PostgreSQL database starts (libpq's URI schemes)
DATABASE_URL_SCHEMES = ("postgresql://", "postgres://")


def is_database_url(location: object) -> bool:
    """Whether ``location`` is a PostgreSQL URL (``postgresql://user@host/db``) rather than a file."""
    return isinstance(location, str) and location.strip().lower().startswith(DATABASE_URL_SCHEMES)


def database_location(environ: Mapping[str, str] | None = None) -> str | Path:
    """The classroom database: the PostgreSQL URL in ``ELEVENKIT_DB`` if it is one, else
    :func:`database_path` (a file, SQLite: the default)."""
    env = os.environ if environ is None else environ
    url = env.get("ELEVENKIT_DB", "").strip()
    return url if is_database_url(url) else database_path(env)


def url_without_password(url: str) -> str:
    """A database URL as a message may show it: no password, no parameters
    (``postgresql://kit:secret@db/school?sslmode=require`` -> ``postgresql://kit@db/school``)."""
    parts = urllib.parse.urlsplit(url.strip())
    user, _at, host = parts.netloc.rpartition("@")
    user = user.partition(":")[0]
    return f"{parts.scheme}://{user + '@' if user else ''}{host}{parts.path}"


def database_path(environ: Mapping[str, str] | None = None) -> Path:
    """Where the classroom database file lives: ``ELEVENKIT_DB`` if set, else a per-user data folder.

    The default is ``$XDG_DATA_HOME/elevenkit/classroom.sqlite3`` (``~/.local/share/...`` when
    ``XDG_DATA_HOME`` is not set or not absolute, as the XDG spec says), and
    ``%LOCALAPPDATA%\\elevenkit\\classroom.sqlite3`` on Windows.
    """
    env = os.environ if environ is None else environ
    if env.get("ELEVENKIT_DB", "").strip():
        return Path(env["ELEVENKIT_DB"].strip()).expanduser()
    if os.name == "nt" and env.get("LOCALAPPDATA"):
        base = Path(env["LOCALAPPDATA"])
    elif env.get("XDG_DATA_HOME", "").startswith("/"):
        base = Path(env["XDG_DATA_HOME"])
    else:
        base = Path.home() / ".local" / "share"
    return base / "elevenkit" / "classroom.sqlite3"


def name_key(name: str) -> str:
    """The form two names are compared in: Unicode-normalised, case-folded, spaces collapsed.

    ``"Mia"``, ``"mia "`` and ``"MIA"`` share a key, so two children cannot be told apart only by
    capitals or a trailing space.
    """
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _refusals(kind: str) -> dict[str, str]:
    """Why a class code (``kind="class code"``) or a nickname is refused: a whole sentence for each
    problem and kind of name (a translation agrees with its noun: "Der Klassencode", "Der Spitzname")."""
    if kind == "class code":
        return {
            "not text": _("The class code must be text, not {value!r}."),
            "empty": _("The class code is empty: type at least one letter or number."),
            "too long": ngettext(
                "The class code is too long or has a hidden character: use at most {limit} letter.",
                "The class code is too long or has a hidden character: use at most {limit} letters.",
                MAX_NAME_LENGTH,
            ),
        }
    return {
        "not text": _("The nickname must be text, not {value!r}."),
        "empty": _("The nickname is empty: type at least one letter or number."),
        "too long": ngettext(
            "The nickname is too long or has a hidden character: use at most {limit} letter.",
            "The nickname is too long or has a hidden character: use at most {limit} letters.",
            MAX_NAME_LENGTH,
        ),
    }


def _check_name(text: object, kind: str) -> str:
    if not isinstance(text, str):
        raise NameRefused(_refusals(kind)["not text"].format(value=text))
    if len(text) > MAX_NAME_LENGTH:
        raise NameRefused(_refusals(kind)["too long"].format(limit=MAX_NAME_LENGTH))
    name = normal_name(text)
    if not name_key(name):
        raise NameRefused(_refusals(kind)["empty"])
    if len(name) > MAX_NAME_LENGTH:
        raise NameRefused(_refusals(kind)["too long"].format(limit=MAX_NAME_LENGTH))
    return name


def check_class_code(text: object) -> str:
    """The class code as the teacher gave it (``"4B"``), in its normal form (no surrounding spaces,
    no control or zero-width character, see :func:`~elevenkit.classroom.names.normal_name`).

    Raises :class:`NameRefused` for an empty code (nothing visible left) or more than
    :data:`MAX_NAME_LENGTH` characters; anything else (quotes, emoji, HTML) is kept as typed.
    """
    return _check_name(text, "class code")


def check_nickname(text: object) -> str:
    """The nickname as the pupil typed it, in its normal form (same rules as class codes)."""
    return _check_name(text, "nickname")


def new_pupil_code() -> str:
    """A fresh secret pupil number, e.g. ``"4271"`` (from :mod:`secrets`, not guessable by seed)."""
    return f"{secrets.randbelow(10**PUPIL_CODE_DIGITS):0{PUPIL_CODE_DIGITS}d}"


def same_pupil_code(typed: str | None, stored: str) -> bool:
    """Whether ``typed`` is the pupil's secret number ``stored`` (spaces ignored, constant time)."""
    if typed is None:
        return False
    return secrets.compare_digest("".join(str(typed).split()).encode(), stored.encode())
