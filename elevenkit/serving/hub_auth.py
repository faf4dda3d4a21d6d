"""The kit's JupyterHub authenticator: teachers and pupils sign in from the class store.

``deploy/jupyterhub/jupyterhub_config.py`` sets ``c.JupyterHub.authenticator_class`` to
:class:`ElevenkitAuthenticator`. Its login page (:mod:`elevenkit.serving.hub_login`, big boxes in
the pupil's language) asks for a name and a secret:

- a teacher types their login name (``weber``) and their teacher password
  (:func:`~elevenkit.classroom.accounts.add_teacher`; ``python -m elevenkit teacher add weber``);
- a pupil types what their login card says, the class code and the nickname (``4B Mia``; the card's
  QR code opens the login page with it filled in), and the secret number from the card.

Wrong tries are counted in the class store for every hub process, as the teacher pages count them
(:class:`~elevenkit.classroom.guard.Guard`): per device and, for a pupil, per name; the teacher
dashboard lists them. A try that must wait is refused unchecked, with the wait in words.

Before a server starts, :meth:`ElevenkitAuthenticator.pre_spawn_start` tells it who it is for
(:func:`~elevenkit.classroom.hub.hub_environment`): a pupil's pages join the pupil's class as them,
a teacher's pages show that teacher's classes only. The hub login groups are ``teachers`` and
``pupils`` (:data:`TEACHERS`, :data:`PUPILS`), to which the configuration gives roles.

``/hub/c/<code>`` (:class:`ShortLinkRedirect`; the hub sends ``/c/<code>`` there) opens a short class
link's dashboard on the signed-in pupil's own server (after the login page, for a pupil not signed
in yet): the link and its QR code work through the hub.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

from jupyterhub.auth import Authenticator
from jupyterhub.handlers import BaseHandler
from jupyterhub.utils import url_path_join
from tornado import web

from elevenkit.classroom import accounts
from elevenkit.classroom.errors import ClassroomError
from elevenkit.classroom.guard import Guard, Kind, tell_terminal, wait_words
from elevenkit.classroom.hub import ROLE_ENV, hub_environment
from elevenkit.classroom.store import ClassroomStore
from elevenkit.i18n import _, language
from elevenkit.serving.hub_login import ChildLoginHandler, request_language
from elevenkit.serving.short_links import LOOKUP_TIMEOUT, RENDER_PREFIX

__all__ = ["PUPILS", "TEACHERS", "ElevenkitAuthenticator", "ShortLinkRedirect", "server_role"]

log = logging.getLogger(__name__)

#: the hub groups the authenticator puts each login in (the configuration gives them roles)
TEACHERS = "teachers"
PUPILS = "pupils"
#: what a short link's code may look like before the store is asked
_LINK_CODE = re.compile(r"[A-Z0-9]{1,16}")
#: the dashboards' folder in every server's root (the configuration serves the kit's folder)
DASHBOARDS = "dashboards"


class ShortLinkRedirect(BaseHandler):
    """``GET /hub/c/<code>``: the dashboard the code stands for, on the signed-in user's own server.

    The hub looks the code up in the class store itself and sends the browser to
    ``/hub/user-redirect/voila/render/dashboards/...?class=...`` (the hub's login page first, for a
    pupil not signed in yet, who comes back here after it). An unknown code: HTTP 404 in words."""

    async def get(self, code: str) -> None:
        code = "".join(code.split()).upper()
        if not _LINK_CODE.fullmatch(code):
            raise web.HTTPError(
                404,
                _("There is no class link {code}. Check the letters and numbers with your teacher.").format(
                    code=code[:16]
                ),
            )
        try:
            target = await asyncio.get_running_loop().run_in_executor(None, _link_target, code)
        except ClassroomError as error:
            log.warning("short link %r: %s", code, error)
            raise web.HTTPError(503, _("The class links cannot be read right now. Ask your teacher.")) from error
        if target is None or not target.startswith(RENDER_PREFIX):
            raise web.HTTPError(
                404,
                _("There is no class link {code}. Check the letters and numbers with your teacher.").format(code=code),
            )
        path = f"{RENDER_PREFIX}{DASHBOARDS}/{target[len(RENDER_PREFIX) :]}"
        self.redirect(url_path_join(self.hub.base_url, "user-redirect") + path)


def _link_target(code: str) -> str | None:
    with ClassroomStore(busy_timeout=LOOKUP_TIMEOUT) as store:
        return store.link_target(code)


def server_role(spawner: Any) -> str:
    """The role :meth:`ElevenkitAuthenticator.pre_spawn_start` gave ``spawner``'s server: teacher, pupil or ``""``."""
    return str(spawner.environment.get(ROLE_ENV, ""))


class ElevenkitAuthenticator(Authenticator):
    """Teachers and pupils from the class store (``ELEVENKIT_DB``; on a school's hub PostgreSQL).

    Only the store's teachers and pupils get in: every login :meth:`authenticate` returns is one of
    them (``allow_all``, so no list of allowed names is kept). Groups are the authenticator's
    (``manage_groups``).
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.manage_groups = True
        self.allow_all = True

    def get_handlers(self, app: Any) -> list[tuple[str, Any]]:
        """The login page made for children (:class:`~elevenkit.serving.hub_login.ChildLoginHandler`),
        and the short class links (:class:`ShortLinkRedirect`)."""
        return [(r"/login", ChildLoginHandler), (r"/c/([^/]+)/?", ShortLinkRedirect)]

    async def authenticate(self, handler: Any, data: dict[str, str]) -> dict[str, Any] | None:
        """The teacher or pupil the login form names, or None (a wrong password or number, a name
        nobody has). Too many wrong tries: HTTP 403 with the wait in words; the store cannot be
        read: HTTP 503 in plain words. The store is asked off the hub's event loop."""
        typed = str(data.get("username", ""))[:200]
        secret = str(data.get("password", ""))[:200]
        address = str(getattr(handler.request, "remote_ip", "") or "")[:100]
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(None, _sign_in, typed, secret, address)
        except MustWait as waiting:  # the words in the login page's language, on the hub's own thread
            with language(request_language(handler)):
                raise web.HTTPError(403, wait_words(waiting.seconds)) from None
        except ClassroomError as error:
            log.warning("elevenkit sign-in: the class store cannot be used: %s", error)
            with language(request_language(handler)):
                message = _("The class list cannot be read right now. Try again in a minute.")
            raise web.HTTPError(503, message) from error

    async def pre_spawn_start(self, user: Any, spawner: Any) -> None:
        """Tell the server who it is for (:func:`~elevenkit.classroom.hub.hub_environment`)."""
        loop = asyncio.get_running_loop()
        spawner.environment.update(await loop.run_in_executor(None, _environment_of, user.name))


def _environment_of(login: str) -> dict[str, str]:
    with ClassroomStore() as store:
        pupil = accounts.pupil_by_login_name(store, login)
        if pupil is not None:
            return hub_environment(pupil=pupil)
        if accounts.is_teacher(store, login):
            return hub_environment(teacher=login)
    return {}  # a hub admin of the configuration: no role, the teacher pages stay closed


class MustWait(Exception):
    """A sign-in refused unchecked: too many wrong tries; ``seconds`` to wait."""

    def __init__(self, seconds: float) -> None:
        super().__init__(seconds)
        self.seconds = seconds


def _refuse_if_waiting(guard: Guard, kind: Kind, address: str, class_code: str = "", nickname: str = "") -> None:
    wait = guard.wait(kind, address, class_code, nickname)
    if wait > 0:
        raise MustWait(wait)


def _sign_in(typed: str, secret: str, address: str) -> dict[str, Any] | None:
    guard = Guard()
    with ClassroomStore() as store:
        if accounts.is_teacher(store, typed):
            _refuse_if_waiting(guard, Kind.TEACHER, address)
            login = accounts.teacher_login(store, typed, secret)
            if login is None:
                count = guard.failed(Kind.TEACHER, address)
                tell_terminal(f"hub: wrong teacher password from {address or 'an unknown address'} ({count})")
                return None
            return {"name": login, "groups": [TEACHERS]}
        class_code, nickname = accounts.split_login_text(store, typed) or ("", typed.strip()[:100])
        _refuse_if_waiting(guard, Kind.PUPIL, address, class_code, nickname)
        pupil = accounts.pupil_login(store, typed, secret)
        if pupil is None:
            count = guard.failed(Kind.PUPIL, address, class_code, nickname)
            tell_terminal(f"hub: wrong secret number for {nickname!r} of class {class_code!r} ({count})")
            return None
        return {"name": pupil.login_name, "groups": [PUPILS]}
