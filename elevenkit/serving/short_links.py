"""What the classroom adds to the server: short class links and the teacher password.

Two servers get it. Voila's own (``make run``): ``config/voila.py`` calls
:func:`install_classroom_server` once, which hooks two methods of Voila's app (Voila 0.5 has no
other way to add a route to its own Tornado app):

- ``start``: before any kernel starts, the teacher password is fixed (given or made up and printed,
  :func:`~elevenkit.classroom.teacher_auth.prepare_teacher_password`) and the address the server
  listens on goes into ``ELEVENKIT_SERVER_IP`` / ``ELEVENKIT_SERVER_PORT``, which every kernel
  inherits: the share panel needs them to build the link a pupil's device can open.
- ``init_handlers``: ``/c/<code>`` (:class:`ShortLinkHandler`) redirects a short class link such as
  ``http://192.168.1.20:8866/c/4B7`` to the dashboard with its parameters, as the teacher's share
  panel saved it in the classroom database (:meth:`ClassroomStore.link_code`); and
  ``/elevenkit/api/answers``, where the browser-only site's pages send their answers
  (:mod:`~elevenkit.serving.site_answers`).

And Jupyter Server (``make lab``, Binder, where Voila is a server extension): this package is a
server extension itself (:func:`_jupyter_server_extension_points`), enabled by
``jupyter-config/jupyter_server_config.d/elevenkit.json``, which the package installs into
``<prefix>/etc/jupyter``. It adds the same route and the same start-up step.

The dashboards are at the server's root under ``make run`` and in its ``dashboards/`` folder
under ``make lab`` (:func:`dashboards_path`): a short link leads to the notebook where it is.
"""

from __future__ import annotations

import asyncio
import hmac
import inspect
import logging
import os
from importlib.resources import files
from pathlib import Path
from typing import Any

import tornado.web

from elevenkit.classroom.errors import ClassroomError
from elevenkit.classroom.teacher_auth import prepare_teacher_password
from elevenkit.i18n import _
from elevenkit.markup import Template
from elevenkit.serving.login_limit import LOGIN_LIMIT, install_login_limit
from elevenkit.serving.security import install_security_headers
from elevenkit.serving.site_answers import site_answers_route

__all__ = [
    "IP_ENV",
    "PORT_ENV",
    "TOKEN_ENV",
    "RENDER_PREFIX",
    "ShortLinkHandler",
    "dashboards_path",
    "install_classroom_server",
    "prepare_server",
    "short_link_route",
]

log = logging.getLogger(__name__)

IP_ENV = "ELEVENKIT_SERVER_IP"
PORT_ENV = "ELEVENKIT_SERVER_PORT"
#: the server's token (``make run TOKEN=``) for the kernels: the share panel puts it into the short links
TOKEN_ENV = "ELEVENKIT_SERVER_TOKEN"
#: seconds a short link waits for a busy database before saying so (the server must stay quick)
LOOKUP_TIMEOUT = 2.0
#: where a short link's target starts: Voila's page for a notebook (``/voila/render/quiz.ipynb?...``)
RENDER_PREFIX = "/voila/render/"


def _lookup(code: str) -> str | None:
    from elevenkit.classroom.store import ClassroomStore

    with ClassroomStore(busy_timeout=LOOKUP_TIMEOUT) as store:
        return store.link_target(code)


#: the page a short link answers with when it cannot redirect (``short_link_page.html``: ``$title``, ``$text``)
_PAGE = Template((files(__package__) / "short_link_page.html").read_text(encoding="utf-8"))


class ShortLinkHandler(tornado.web.RequestHandler):
    """``GET /c/<code>``: redirect to the dashboard the code stands for, or say in words why not."""

    def initialize(self, base_url: str = "/", dashboards: str = "") -> None:
        self.base_url = base_url
        self.dashboards = dashboards
        self.log = log  # Jupyter's identity provider logs through its handler

    def _page(self, status: int, title: str, text: str) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(str(_PAGE.render(title=title, text=text)))

    async def _let_in(self) -> bool:
        """Whether this request may use short links: the server has no token, the link carries it
        (then the browser gets Jupyter's login cookie, so the dashboard opens without the login
        page), or the browser has that cookie already."""
        provider = self.settings.get("identity_provider")
        token = str(getattr(provider, "token", "") or "")
        if provider is None or not token:
            return True
        given, address = self.get_argument("token", ""), str(self.request.remote_ip or "")
        if given and not LOGIN_LIMIT.refuses(address, "in a short link"):
            if hmac.compare_digest(given.encode(), token.encode()):
                provider.set_login_cookie(self, provider.generate_anonymous_user(self))
                return True
            LOGIN_LIMIT.wrong(address, "in a short link")  # one count with the login page's (login_limit)
        user = provider.get_user_cookie(self)
        return (await user if inspect.isawaitable(user) else user) is not None

    async def get(self, code: str) -> None:
        """Without the server's token: the same page for every code, nothing looked up. Else look
        the code up off the event loop (the database may be busy) and redirect."""
        if not await self._let_in():
            self._page(403, _("Class link"), _("Open the whole link your teacher gave you, with its token."))
            return
        try:
            target = await asyncio.get_running_loop().run_in_executor(None, _lookup, code)
        except ClassroomError as error:
            log.warning("short link %r: %s", code, error)
            self._page(503, _("Class link"), _("The class links cannot be read right now. Ask your teacher."))
            return
        if target is None:
            self._page(
                404,
                _("Class link"),
                _("There is no class link {code}. Check the letters and numbers with your teacher.").format(code=code),
            )
            return
        if self.dashboards and target.startswith(RENDER_PREFIX):
            target = f"{RENDER_PREFIX}{self.dashboards}/{target[len(RENDER_PREFIX) :]}"
        self.redirect(self.base_url.rstrip("/") + target)


def dashboards_path(root_dir: str | os.PathLike[str]) -> str:
    """The dashboards' folder as seen from a server serving ``root_dir``: ``"dashboards"`` when the
    server serves the repository (``make lab``, Binder), ``""`` when it serves the dashboards
    themselves (``make run``)."""
    return "dashboards" if (Path(root_dir) / "dashboards").is_dir() else ""


def short_link_route(base_url: str = "/", dashboards: str = "") -> tuple[str, type[ShortLinkHandler], dict[str, Any]]:
    """The Tornado route of the short class links under ``base_url``; ``dashboards`` is
    :func:`dashboards_path` of the server's root."""
    return (base_url.rstrip("/") + r"/c/([^/]+)/?", ShortLinkHandler, {"base_url": base_url, "dashboards": dashboards})


def prepare_server(ip: str, port: int, token: str = "") -> None:
    """Before any kernel starts: fix the teacher password and leave the server's address (and the
    pupils' token, which the short links carry) for the kernels."""
    prepare_teacher_password()
    os.environ[IP_ENV] = str(ip)
    os.environ[PORT_ENV] = str(port)
    os.environ[TOKEN_ENV] = str(token or "")


def _token_of(app: Any) -> str:
    """The token a server asks for (``""``: none)."""
    return str(getattr(getattr(app, "identity_provider", None), "token", "") or "")


def install_classroom_server() -> None:
    """Hook Voila's app: the teacher password and the server address at start, ``/c/<code>`` as a route."""
    from voila.app import Voila

    install_login_limit()
    if getattr(Voila, "_elevenkit_classroom", False):
        return
    start, init_handlers = Voila.start, Voila.init_handlers

    def start_classroom(self: Any) -> None:
        prepare_server(self.ip, self.port, _token_of(self))
        start(self)

    def init_classroom_handlers(self: Any) -> list:
        # first, so that a single-notebook server's catch-all route cannot hide it
        routes = [short_link_route(self.base_url, dashboards_path(self.root_dir)), site_answers_route(self.base_url)]
        return [*routes, *init_handlers(self)]

    Voila.start = start_classroom
    Voila.init_handlers = init_classroom_handlers
    Voila._elevenkit_classroom = True


# ---- as a Jupyter Server extension (make lab, Binder) ----------------------------------------------
def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Jupyter Server finds the extension here (enabled by ``jupyter_server_config.d/elevenkit.json``)."""
    return [{"module": "elevenkit.serving.short_links"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Add ``/c/<code>`` to Jupyter Server's app; once it listens, the start-up step of :func:`prepare_server`.

    The address is read when the IO loop starts: the server picks its port (``port_retries``)
    after loading its extensions, and no kernel starts before the loop runs.
    """
    install_login_limit()
    web_app = serverapp.web_app
    route = short_link_route(web_app.settings.get("base_url", "/"), dashboards_path(serverapp.root_dir))
    web_app.add_handlers(".*$", [route, site_answers_route(web_app.settings.get("base_url", "/"))])
    base = web_app.settings.get("base_url", "/").rstrip("/")
    install_security_headers(web_app, (f"{base}/voila/", f"{base}/c/"))  # not JupyterLab's own pages
    serverapp.io_loop.add_callback(lambda: prepare_server(serverapp.ip, serverapp.port, _token_of(serverapp)))
    serverapp.log.info("elevenkit: short class links at %sc/<code>", web_app.settings.get("base_url", "/"))
