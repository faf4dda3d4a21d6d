"""A school's JupyterHub: teachers' logins, classes that belong to one teacher, pupils' logins.

On a laptop (``make run``) there are no accounts: one teacher password opens the teacher pages and
every class is that teacher's. On a school's JupyterHub (``deploy/jupyterhub/``) the hub asks who
is who, and the kit's authenticator (:mod:`elevenkit.serving.hub_auth`) answers from the class
store with this module:

- a **teacher** signs in with a name and the teacher password an administrator gave them
  (:func:`add_teacher`: the store keeps only its salted hash, as the laptop keeps the teacher
  password); their hub login is that name, in lower case (``weber``);
- a **pupil** signs in with the class code and nickname on their login card (``4B Mia``) and the
  secret number printed beside it (:func:`pupil_login`); their hub login is ``p<number>``
  (:func:`pupil_login_name`: no child's name in the hub's own database or in a URL);
- each class belongs to the teacher whose dashboard made it (``classes.owner``, migration 8): a
  teacher's pages show only that teacher's classes (:func:`class_owner`), and a class code another
  teacher has taken is refused (:meth:`~elevenkit.classroom.store.ClassroomStore.create_class`).

The hub tells each server who it is for in its environment (:func:`hub_environment`, read back by
:func:`hub_role`, :func:`class_owner` and :func:`hub_pupil`); every kernel of that server inherits
it. A pupil cannot change a teacher's server's environment, and a Voila page sends its kernel no code.

Secret numbers stay as the store keeps them: the teacher reads them out and prints them on cards,
and a hash of a four-digit number guards nothing (10,000 tries). What guards them is the limit on
wrong tries (:class:`~elevenkit.classroom.guard.Guard`, counted per name and per device).
"""

from __future__ import annotations

import re
import time

from elevenkit.classroom.database import Database
from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.hub import PUPIL_LOGIN, HubPupil
from elevenkit.classroom.identity import check_class_code, check_nickname, name_key, same_pupil_code
from elevenkit.classroom.model import Claim
from elevenkit.classroom.store import ClassroomStore
from elevenkit.classroom.teacher_auth import key_matches, password_key, password_weakness
from elevenkit.i18n import _

__all__ = [
    "add_pupils",
    "add_teacher",
    "is_teacher",
    "login_text",
    "pupil_by_login_name",
    "pupil_login",
    "split_login_text",
    "teacher_login",
    "teacher_login_name",
]

#: a teacher's login: 2 to 40 lower-case letters, digits, ``.``, ``-`` or ``_``, starting with a letter
_TEACHER_NAME = re.compile(r"[a-z][a-z0-9._-]{1,39}")


def teacher_login_name(name: str) -> str:
    """A teacher's hub login as typed (``" Weber "`` -> ``"weber"``); refuses another shape, and the
    shape of a pupil's login (``p17``), with :class:`NameRefused`."""
    login = name.strip().lower() if isinstance(name, str) else ""
    if not _TEACHER_NAME.fullmatch(login) or PUPIL_LOGIN.fullmatch(login):
        raise NameRefused(
            _(
                "A teacher's login name has 2 to 40 small letters, digits, dots, dashes or underscores and "
                "starts with a letter (not p and a number): {name!r} does not."
            ).format(name=name)
        )
    return login


def add_teacher(store: ClassroomStore, name: str, password: str) -> str:
    """Give the teacher ``name`` the hub login with ``password`` (a new teacher, or a new password
    for one); the login name. Refuses a weak password (:func:`password_weakness`) with :class:`ValueError`."""
    login = teacher_login_name(name)
    weakness = password_weakness(password)
    if weakness:
        raise ValueError(f"the password for {login!r} is weak: {weakness}")
    key = password_key(password.strip())

    def work(connection: Database) -> str:
        connection.execute(
            "INSERT INTO teachers (name, name_key, password_key, created) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (name_key) DO UPDATE SET password_key = excluded.password_key",
            (login, login, key, time.time()),
        )
        return login

    return store._write(work)


def teacher_login(store: ClassroomStore, name: str, password: str) -> str | None:
    """The teacher's login name if ``password`` is theirs; None for a wrong password and for a
    name that is no teacher's (a PBKDF2 check either way, so the time tells nothing)."""
    login = name.strip().lower() if isinstance(name, str) else ""
    rows = store._read("SELECT name_key, password_key FROM teachers WHERE name_key = ?", (login,))
    key = rows[0][1] if rows else password_key("")  # the same work for a name nobody has
    right = key_matches(password, str(key)) if isinstance(password, str) else False
    return str(rows[0][0]) if rows and right else None


def is_teacher(store: ClassroomStore, name: str) -> bool:
    """Whether ``name`` (as typed on the login page) is a teacher's login."""
    login = name.strip().lower() if isinstance(name, str) else ""
    return bool(store._read("SELECT 1 FROM teachers WHERE name_key = ?", (login,)))


def login_text(class_code: str, nickname: str) -> str:
    """What a pupil types as their name on the hub's login page, as the card prints it: ``4B Mia``."""
    return f"{class_code} {nickname}"


def split_login_text(store: ClassroomStore, typed: str) -> tuple[str, str] | None:
    """``"4B Mia"`` -> ``("4B", "Mia")``: the longest start of ``typed`` that is a class in the store
    and the rest as the nickname; None if no start of it is a class (class codes may hold spaces)."""
    words = typed.split() if isinstance(typed, str) else []
    for cut in range(len(words) - 1, 0, -1):
        code, nickname = " ".join(words[:cut]), " ".join(words[cut:])
        try:
            key = name_key(check_class_code(code))
            check_nickname(nickname)
        except NameRefused:
            continue
        rows = store._read("SELECT code FROM classes WHERE code_key = ?", (key,))
        if rows:
            return str(rows[0][0]), nickname
    return None


def pupil_login(store: ClassroomStore, typed: str, secret: str) -> HubPupil | None:
    """The pupil whose card says ``typed`` (``"4B Mia"``) and ``secret``; None for anything else
    (a wrong number, a name nobody has: the same None). Never makes a pupil or a class."""
    split = split_login_text(store, typed)
    if split is None or not isinstance(secret, str) or not secret.strip():
        return None
    rows = store._read(
        "SELECT c.code, p.nickname, p.pupil_code, p.id FROM pupils p JOIN classes c ON c.id = p.class_id"
        " WHERE c.code_key = ? AND p.nickname_key = ?",
        (name_key(split[0]), name_key(split[1])),
    )
    if not rows or not same_pupil_code(secret, str(rows[0][2])):
        return None
    code, nickname, pupil_code, pupil_id = rows[0]
    return HubPupil(str(code), str(nickname), str(pupil_code), int(pupil_id))


def pupil_by_login_name(store: ClassroomStore, login: str) -> HubPupil | None:
    """The pupil whose hub login is ``login`` (``p17``); None if it is no pupil's (or they were removed)."""
    match = PUPIL_LOGIN.fullmatch(login) if isinstance(login, str) else None
    if match is None:
        return None
    rows = store._read(
        "SELECT c.code, p.nickname, p.pupil_code, p.id FROM pupils p JOIN classes c ON c.id = p.class_id"
        " WHERE p.id = ?",
        (int(match.group(1)),),
    )
    if not rows:
        return None
    code, nickname, pupil_code, pupil_id = rows[0]
    return HubPupil(str(code), str(nickname), str(pupil_code), int(pupil_id))


def add_pupils(store: ClassroomStore, class_code: str, nicknames: list[str]) -> list[Claim]:
    """Make the class (for this server's teacher, :func:`class_owner`) and a pupil for each nickname,
    each with a new secret number; a name already in the class keeps its number (``TAKEN``), one
    that looks like a classmate's is ``LOOK_ALIKE`` and not made. In the order given."""
    store.create_class(class_code)
    return [store.claim(class_code, nickname) for nickname in nicknames if nickname.strip()]
