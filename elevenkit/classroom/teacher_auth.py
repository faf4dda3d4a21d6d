"""The teacher password: what keeps pupils out of the teacher's pages (dashboard, worksheets, share panel).

It is not the pupils' token (``make run TOKEN=...`` lets a device open the dashboards at all):
every pupil knows the token, only the teacher knows this password.

- ``make run TEACHER_PASSWORD=apple-tree`` sets it; without it, :func:`prepare_teacher_password`
  (called once by the Voila server, ``config/voila.py``) makes one up and prints it in the
  terminal where ``make run`` was typed.
- The server keeps only a salted hash of it (PBKDF2, in ``ELEVENKIT_TEACHER_KEY``) and removes the
  plain password from its environment before any kernel starts: each dashboard kernel inherits
  the hash, so no pupil's kernel holds the password itself. (Voila lets a page send only widget
  messages to its kernel, never code.)
- Under ``make lab`` (and on Binder) the kit's Jupyter server extension (:mod:`elevenkit.serving.short_links`)
  does the same at the server's start; a kernel started where neither ran reads
  ``TEACHER_PASSWORD`` as it is.
- Passwords are compared with :func:`hmac.compare_digest`; without any password set, nothing is
  opened.

:class:`~elevenkit.widgets.teacher.TeacherGate` is the widget that asks for it.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import sys
from collections.abc import Callable, MutableMapping

__all__ = [
    "KEY_ENV",
    "PASSWORD_ENV",
    "check_teacher_password",
    "key_matches",
    "new_teacher_password",
    "WEAK_ENV",
    "password_key",
    "password_weakness",
    "prepare_teacher_password",
    "teacher_password_set",
]

#: the variable the teacher sets: ``make run TEACHER_PASSWORD=...``
PASSWORD_ENV = "TEACHER_PASSWORD"
#: the variable the server leaves for its kernels instead: ``pbkdf2_sha256$iterations$salt$hash``
KEY_ENV = "ELEVENKIT_TEACHER_KEY"
#: set (to ``"1"``) for the kernels when the teacher's password is weak: the dashboard says so
WEAK_ENV = "ELEVENKIT_TEACHER_PASSWORD_WEAK"
#: a password shorter than this is weak: a pupil who watches the teacher type it may remember it
MIN_LENGTH = 10
#: the examples the README and the Makefile show: everybody who read them knows these
EXAMPLES = frozenset({"apple-tree", "apple7"})
#: PBKDF2 rounds: about 0.1 s per check, so trying passwords one after the other is slow
ITERATIONS = 200_000
#: letters and digits that cannot be mistaken for one another when read off a screen
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


def new_teacher_password(groups: int = 3, length: int = 4) -> str:
    """A fresh password easy to type from the screen, e.g. ``"k7pm-x3ra-9dqe"`` (about 59 bits)."""
    return "-".join("".join(secrets.choice(_ALPHABET) for _i in range(length)) for _g in range(groups))


def password_key(password: str, salt: bytes | None = None, iterations: int | None = None) -> str:
    """The stored form of ``password``: ``pbkdf2_sha256$<iterations>$<salt hex>$<hash hex>``
    (a new random salt and :data:`ITERATIONS` rounds unless given)."""
    salt = secrets.token_bytes(16) if salt is None else salt
    iterations = ITERATIONS if iterations is None else iterations
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)
    return f"pbkdf2_sha256${iterations}${salt.hex()}${digest.hex()}"


def key_matches(typed: str, key: str) -> bool:
    """Whether ``typed`` (surrounding spaces ignored) is the password whose :func:`password_key` is ``key``."""
    return _matches_key(typed.strip(), key)


def _matches_key(typed: str, key: str) -> bool:
    try:
        scheme, rounds, salt, expected = key.split("$")
        if scheme != "pbkdf2_sha256":
            return False
        candidate = password_key(typed, bytes.fromhex(salt), int(rounds))
    except ValueError:
        return False
    return hmac.compare_digest(candidate.encode(), f"{scheme}${rounds}${salt}${expected}".encode())


def password_weakness(password: str) -> str:
    """Why ``password`` is a weak teacher password, for the teacher's terminal; ``""`` if it is not."""
    if password.strip().casefold() in EXAMPLES:
        return "it is the example from the README: every reader knows it"
    if len(password.strip()) < MIN_LENGTH:
        return f"it is shorter than {MIN_LENGTH} characters"
    return ""


def teacher_password_set(environ: MutableMapping[str, str] | None = None) -> bool:
    """Whether this kernel knows a teacher password (as a key from the server, or plain)."""
    env = os.environ if environ is None else environ
    return bool(env.get(KEY_ENV, "").strip() or env.get(PASSWORD_ENV, ""))


def check_teacher_password(typed: str, environ: MutableMapping[str, str] | None = None) -> bool:
    """True if ``typed`` is the teacher password; False for anything else, and when none is set.

    Constant-time comparison (:func:`hmac.compare_digest`) of the salted hash when the server
    left one, else of the plain ``TEACHER_PASSWORD``. Surrounding spaces are ignored.
    """
    env = os.environ if environ is None else environ
    if not isinstance(typed, str) or not typed.strip():
        return False
    typed = typed.strip()
    key = env.get(KEY_ENV, "").strip()
    if key:
        return _matches_key(typed, key)
    plain = env.get(PASSWORD_ENV, "").strip()
    return bool(plain) and hmac.compare_digest(typed.encode("utf-8"), plain.encode("utf-8"))


def _print_to_terminal(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def prepare_teacher_password(
    environ: MutableMapping[str, str] | None = None, announce: Callable[[str], None] = _print_to_terminal
) -> str:
    """Run once in the server before kernels start: fix the password, hand kernels only its hash.

    Takes ``TEACHER_PASSWORD`` when set, else makes one up and ``announce``\\ s it (the terminal
    of ``make run``). Puts :func:`password_key` into ``KEY_ENV`` and removes ``PASSWORD_ENV``, so
    kernels started afterwards inherit only the key. Returns the password. Called again (a key is
    already there and no new password was given), it changes nothing and returns ``""``.
    """
    env = os.environ if environ is None else environ
    password = env.pop(PASSWORD_ENV, "").strip()
    if not password and env.get(KEY_ENV, "").strip():
        return ""
    env.pop(WEAK_ENV, None)
    if password:
        announce("elevenkit: the teacher pages open with the TEACHER_PASSWORD you gave.")
        weakness = password_weakness(password)
        if weakness:
            env[WEAK_ENV] = "1"
            announce(
                f"elevenkit: WARNING: the TEACHER_PASSWORD is weak ({weakness}). Choose a longer one of your own, "
                "or leave it out and make run makes one up."
            )
    else:
        password = new_teacher_password()
        announce(
            "\n"
            "  elevenkit teacher password (for the teacher dashboard and worksheets, not for pupils):\n"
            f"      {password}\n"
            "  Set your own with: make run TEACHER_PASSWORD=... (or make lab TEACHER_PASSWORD=...)\n"
        )
    env[KEY_ENV] = password_key(password)
    return password
