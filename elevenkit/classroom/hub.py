"""Who a server on a school's JupyterHub is for, as the hub says it in the server's environment.

The kit's authenticator (:mod:`elevenkit.serving.hub_auth`) puts :func:`hub_environment` into the
environment of each server it starts; every kernel of that server inherits it and reads it back
here: :func:`hub_role`, :func:`class_owner` (the teacher whose classes the teacher pages show and
make) and :func:`hub_pupil` (the pupil the pages join the class as). Off the hub (``make run``) none
of it is set and nothing changes. Pure Python: the pupil's page may import it anywhere. Accounts
themselves (teachers' passwords, pupils' logins) are :mod:`elevenkit.classroom.accounts`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

from elevenkit.classroom.errors import NameRefused
from elevenkit.classroom.identity import check_class_code, check_nickname

__all__ = [
    "CLASS_ENV",
    "HUB_URL_ENV",
    "NICKNAME_ENV",
    "PUPIL",
    "PUPIL_CODE_ENV",
    "PUPIL_ID_ENV",
    "PUPIL_LOGIN",
    "ROLE_ENV",
    "TEACHER",
    "TEACHER_ENV",
    "HubPupil",
    "class_owner",
    "hub_environment",
    "hub_pupil",
    "hub_role",
    "pupil_login_name",
]

#: the server's role on the hub: :data:`TEACHER` or :data:`PUPIL` ("" off the hub)
ROLE_ENV = "ELEVENKIT_HUB_ROLE"
TEACHER = "teacher"
PUPIL = "pupil"
#: the teacher's hub login (a teacher's server): the owner of the classes it makes and shows
TEACHER_ENV = "ELEVENKIT_HUB_TEACHER"
#: a pupil's server: who the pupil is (the pages join the class as them without asking)
CLASS_ENV = "ELEVENKIT_HUB_CLASS"
NICKNAME_ENV = "ELEVENKIT_HUB_NICKNAME"
PUPIL_CODE_ENV = "ELEVENKIT_HUB_PUPIL_CODE"
PUPIL_ID_ENV = "ELEVENKIT_HUB_PUPIL_ID"

#: the hub's address as pupils open it (``https://mathe.school.example``): the share panel's links
#: and QR codes lead there (``/c/<code>``, which the hub sends on to the pupil's own server)
HUB_URL_ENV = "ELEVENKIT_HUB_URL"
#: a pupil's hub login: ``p`` and the pupil's row number
PUPIL_LOGIN = re.compile(r"p([1-9][0-9]{0,17})")


@dataclass(frozen=True)
class HubPupil:
    """A pupil as the hub knows them: class and nickname as stored, the secret number, the row."""

    class_code: str
    nickname: str
    pupil_code: str
    pupil_id: int

    @property
    def login_name(self) -> str:
        """The pupil's hub login (``p17``)."""
        return pupil_login_name(self.pupil_id)


def pupil_login_name(pupil_id: int) -> str:
    """The hub login of the pupil in row ``pupil_id``: ``p17``."""
    return f"p{int(pupil_id)}"


# ---- what the hub tells each server ---------------------------------------------------------------
def hub_environment(teacher: str = "", pupil: HubPupil | None = None) -> dict[str, str]:
    """The environment a hub gives the server of ``teacher`` (a login name) or of ``pupil``."""
    if pupil is not None:
        return {
            ROLE_ENV: PUPIL,
            CLASS_ENV: pupil.class_code,
            NICKNAME_ENV: pupil.nickname,
            PUPIL_CODE_ENV: pupil.pupil_code,
            PUPIL_ID_ENV: str(pupil.pupil_id),
        }
    return {ROLE_ENV: TEACHER, TEACHER_ENV: teacher}


def hub_role(environ: Mapping[str, str] | None = None) -> str:
    """:data:`TEACHER` or :data:`PUPIL` on a hub's server; ``""`` off the hub (``make run``)."""
    role = (os.environ if environ is None else environ).get(ROLE_ENV, "").strip()
    return role if role in (TEACHER, PUPIL) else ""


def class_owner(environ: Mapping[str, str] | None = None) -> str:
    """The teacher whose classes this server makes and shows (``""`` off the hub: every class).

    A pupil's server (and a hub server whose teacher is not said) owns none: ``"-"``, which no
    teacher's login can be, so it shows no class and makes none that a teacher would see."""
    env = os.environ if environ is None else environ
    role = hub_role(env)
    if not role:
        return ""
    teacher = env.get(TEACHER_ENV, "").strip().lower()
    return teacher if role == TEACHER and teacher else "-"


def hub_pupil(environ: Mapping[str, str] | None = None) -> HubPupil | None:
    """The pupil this server is for (a pupil's server on the hub), else None."""
    env = os.environ if environ is None else environ
    if hub_role(env) != PUPIL:
        return None
    try:
        return HubPupil(
            check_class_code(env.get(CLASS_ENV, "")),
            check_nickname(env.get(NICKNAME_ENV, "")),
            env.get(PUPIL_CODE_ENV, "").strip(),
            int(env.get(PUPIL_ID_ENV, "")),
        )
    except (NameRefused, ValueError):
        return None
