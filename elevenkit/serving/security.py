"""Security headers on every page the kit serves, and no page the catalogue does not let run here.

A crafted link must not run a script in a pupil's or the teacher's page (issue 21): no URL parameter
reaches a template unescaped (``config/voila.py`` turns Voila's theme override off, the landing page
passes on only :data:`elevenkit.serving.params.LINK_PARAMS`), and should one ever slip through, the
browser refuses to run it. :func:`content_security_policy` allows scripts from the server only (the
kit's template has no inline script: ``elevenkit/share/jupyter/voila/templates/elevenkit``) and
requests to this server only, its websocket included; ``blob:`` scripts are anywidget's views (a
page can make a ``blob:`` only with a script that already runs). Styles may be inline: widgets set
``style=""`` everywhere, and with every request kept on the server a style can send nothing away.

:class:`SecurityHeaders` is a Tornado output transform, so it reaches every response of the app
(Voila's pages, its static files, error pages, ``/c/<code>``) whichever handler wrote it;
:func:`install_security_headers` adds it to an app, for paths under the given prefixes (under
``make lab`` only Voila's and the short links', not JupyterLab's own pages).

:func:`refuse_pages_outside_the_catalogue` makes Voila answer 404 for a notebook that the activity
catalogue says does not run under Voila (lesson 10 needs JupyterLab); the landing page does not
list those either (:func:`elevenkit.serving.landing.collect_dashboards`).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import Any

import tornado.web
from tornado import httputil

from elevenkit import catalogue
from elevenkit.catalogue import Venue

__all__ = [
    "SecurityHeaders",
    "content_security_policy",
    "install_security_headers",
    "install_voila_security",
    "refuse_pages_outside_the_catalogue",
    "security_headers",
    "served_in_voila",
]

_MARK = "_elevenkit_catalogue_pages"
#: a Host header the policy may name (a name or address and a port); anything else gets 'self' only
_HOST = re.compile(r"^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$")


def content_security_policy(host: str = "") -> str:
    """The Content-Security-Policy of a page served as ``host`` (``"192.168.1.20:8866"``).

    Scripts from this server only (no inline script, no ``eval``), every request (fetch, websocket,
    image, font, form) to this server only, no plugin, no ``<base>``, framed only by this server's
    own pages (JupyterLab's Voila preview). The websocket is named with the page's host as well as
    by ``'self'``, for browsers that do not count ``ws:`` as ``'self'``.
    """
    sockets = f" ws://{host} wss://{host}" if _HOST.match(host) else ""
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self' blob:",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            f"connect-src 'self'{sockets}",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'self'",
        )
    )


def security_headers(host: str = "") -> dict[str, str]:
    """Every header :class:`SecurityHeaders` sets on a response to a request for ``host``."""
    return {
        "Content-Security-Policy": content_security_policy(host),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "SAMEORIGIN",
    }


class SecurityHeaders(tornado.web.OutputTransform):
    """Sets :func:`security_headers` on each response whose path starts with one of :attr:`prefixes`."""

    prefixes: tuple[str, ...] = ("/",)

    def __init__(self, request: httputil.HTTPServerRequest) -> None:
        super().__init__(request)
        self.request = request

    def transform_first_chunk(
        self, status_code: int, headers: httputil.HTTPHeaders, chunk: bytes, finishing: bool
    ) -> tuple[int, httputil.HTTPHeaders, bytes]:
        """Replace whatever the handler set (Jupyter's own policy only names frame-ancestors)."""
        if (self.request.path or "/").startswith(self.prefixes):
            for name, value in security_headers(self.request.host or "").items():
                headers[name] = value
        return status_code, headers, chunk


def install_security_headers(app: tornado.web.Application, prefixes: Iterable[str] = ("/",)) -> None:
    """Add :class:`SecurityHeaders` for ``prefixes`` to ``app`` (its responses from then on)."""
    transform = type("SecurityHeaders", (SecurityHeaders,), {"prefixes": tuple(prefixes)})
    app.add_transform(transform)


def served_in_voila(path: str) -> bool:
    """False for a notebook path (``"lessons/10-strategy-and-chance.ipynb"``) whose catalogue entry
    does not run under Voila; True for the others (a notebook the catalogue does not know is the
    teacher's own and is served, as the landing page lists it)."""
    stem = PurePosixPath(path.replace("\\", "/")).stem.casefold()
    known = catalogue.find(stem)
    return known is None or known.runs_in(Venue.VOILA)


def refuse_pages_outside_the_catalogue(handler_class: type) -> None:
    """Make ``handler_class`` (``voila.handler.VoilaHandler``) answer 404 for a notebook that
    :func:`served_in_voila` refuses, before a kernel starts. Installing twice changes nothing."""
    if getattr(handler_class, _MARK, False):
        return
    prepare = handler_class.prepare  # type: ignore[attr-defined]
    if not inspect.iscoroutinefunction(prepare):
        raise TypeError(f"{handler_class.__name__}.prepare is no coroutine: the catalogue check does not fit")

    async def prepare_in_catalogue(self: Any, *args: Any, **kwargs: Any) -> Any:
        path = next((arg for arg in self.path_args if isinstance(arg, str)), "")
        if path and not served_in_voila(path):
            raise tornado.web.HTTPError(404)
        return await prepare(self, *args, **kwargs)

    handler_class.prepare = prepare_in_catalogue  # type: ignore[attr-defined]
    setattr(handler_class, _MARK, True)


def install_voila_security() -> None:
    """For ``make run`` (``config/voila.py``): the headers on every response of Voila's app and the
    catalogue's 404 on its notebook pages. Installing twice changes nothing."""
    from voila.app import Voila
    from voila.handler import VoilaHandler

    refuse_pages_outside_the_catalogue(VoilaHandler)
    if getattr(Voila, _MARK, False):
        return
    init_handlers = Voila.init_handlers

    def init_secure_handlers(self: Any) -> list[Any]:
        install_security_headers(self.app)  # Voila.start made the app just before it asks for handlers
        handlers: list[Any] = init_handlers(self)
        return handlers

    Voila.init_handlers = init_secure_handlers
    setattr(Voila, _MARK, True)
