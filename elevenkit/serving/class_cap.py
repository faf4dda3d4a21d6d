"""A cap on the pages (kernels) ``make run`` opens: "the class is full" instead of a full laptop.

Every dashboard page a pupil opens holds a kernel on the teacher's computer (about 100 MB). A
pupil's script that opens 100 pages, or a class twice as large as the teacher planned, would fill
the memory and slow every pupil down. The server therefore counts the pages whose kernel still
runs, per client address and in all, and answers a page over the limit with a friendly "the class
is full" page (HTTP 503) that starts no kernel; the teacher's terminal says so. Closing a page
ends its kernel (``voila_fixes``) and frees its place at once.

The limits come from the class size (``CLASS=30`` ...: :func:`limits_for`): 30 pupils' pages in
all (page 31 is refused) and, from one address, as many as the whole class (a school network may
show every tablet with one address, and the teacher tries the pages on the laptop itself). The
teacher's own pages (the teacher dashboard, worksheets) are never refused for a full class: they
have :data:`TEACHER_PAGES` places of their own. Without ``CLASS``: :data:`PAGES_PER_ADDRESS` pages
per address and :data:`MAX_PAGES` in all.

:func:`limit_pages` hooks Voila's page handler (``VoilaHandler.get_generator``); the class pool's
kernel manager tells :func:`page_started` which kernel a page got (a context variable carries the
page from the handler to the manager, within the request's own task).
"""

from __future__ import annotations

import contextvars
import logging
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from elevenkit import catalogue
from elevenkit.catalogue import Audience
from elevenkit.i18n import LANGUAGES, _, language
from elevenkit.markup import Markup, element
from elevenkit.serving.params import page_language

__all__ = [
    "MAX_PAGES",
    "PAGES_PER_ADDRESS",
    "TEACHER_PAGES",
    "Page",
    "PageCap",
    "Refusal",
    "full_page",
    "limit_pages",
    "limits_for",
    "page_started",
    "request_language",
]

#: pages one client address may hold without ``CLASS`` (a script's 101st page is refused)
PAGES_PER_ADDRESS = 100
#: pages in all without ``CLASS`` (``class_pool.MAX_CLASS``: more is no class for one computer)
MAX_PAGES = 200
#: the teacher's own pages beyond a full class
TEACHER_PAGES = 3
#: seconds between two lines in the teacher's terminal about refused pages (a script may try hundreds)
LOG_EVERY = 10.0
#: the style sheet of the refusal page, in the kit's Voila template
NOTICE_CSS = "voila/templates/elevenkit/static/elevenkit-notice.css"

_MARK = "_elevenkit_page_cap"
_PAGE: contextvars.ContextVar[Page | None] = contextvars.ContextVar("elevenkit_page", default=None)


@dataclass
class Page:
    """One admitted page: who asked for it and, once known, its kernel."""

    address: str
    teacher: bool
    kernel_id: str | None = None


@dataclass(frozen=True)
class Refusal:
    """Why a page was refused: the class is full (``per_address`` False) or this address has enough pages."""

    per_address: bool
    limit: int


@dataclass
class PageCap:
    """Counts the pages whose kernel runs and admits a new one only below the limits (see module)."""

    total: int  #: pupils' pages in all
    per_address: int  #: pages from one client address
    teacher_pages: int = TEACHER_PAGES  #: the teacher's pages beyond ``total``
    pages: list[Page] = field(default_factory=list)
    log: logging.Logger = field(default_factory=lambda: logging.getLogger("Voila"))  #: the teacher's terminal
    _refused: int = 0
    _logged: float = float("-inf")

    def admit(self, address: str, teacher: bool, running: Callable[[str], bool]) -> Page | Refusal:
        """A place for a page from ``address`` (``running(kernel_id)``: is that kernel alive), or a refusal."""
        self.pages = [p for p in self.pages if p.kernel_id is None or running(p.kernel_id)]
        if sum(p.address == address for p in self.pages) >= self.per_address:
            return self._refuse(Refusal(per_address=True, limit=self.per_address), address)
        pupils = sum(not p.teacher for p in self.pages)
        if (pupils >= self.total) if not teacher else (len(self.pages) >= self.total + self.teacher_pages):
            return self._refuse(Refusal(per_address=False, limit=self.total), address)
        page = Page(address, teacher)
        self.pages.append(page)
        return page

    def release(self, page: Page) -> None:
        """The page got no kernel (it failed or was redirected): its place is free again."""
        if page in self.pages:
            self.pages.remove(page)

    def _refuse(self, refusal: Refusal, address: str) -> Refusal:
        self._refused += 1
        now = time.monotonic()
        if now - self._logged >= LOG_EVERY:
            if refusal.per_address:
                reason = f"{address} already has {refusal.limit} pages open"
            else:
                reason = f"all {refusal.limit} places for pupils' pages are taken"
            self.log.warning(
                "The class is full: %s; %d page(s) got the 'class is full' page (%d open now).",
                reason,
                self._refused,
                len(self.pages),
            )
            self._logged, self._refused = now, 0
        return refusal


def limits_for(class_size: int | None) -> PageCap:
    """The cap for a class of ``class_size`` pupils (``CLASS``), or the defaults without one."""
    if class_size is None:
        return PageCap(total=MAX_PAGES, per_address=PAGES_PER_ADDRESS)
    return PageCap(total=class_size, per_address=min(class_size + TEACHER_PAGES, PAGES_PER_ADDRESS))


def page_started(kernel_id: str) -> None:
    """The page of the current request got ``kernel_id`` (called by the class pool's kernel manager)."""
    page = _PAGE.get()
    if page is not None and page.kernel_id is None:
        page.kernel_id = kernel_id


def full_page(refusal: Refusal, base_url: str = "/", lang: str = LANGUAGES[0]) -> Markup:
    """The friendly page a refused pupil sees, in words a child understands, in the language ``lang``."""
    with language(lang):
        title = _("The class is full")
        if refusal.per_address:
            text = _("This device has many pages open already. Close the ones you do not need, then try again.")
        else:
            text = _("All places of this class are taken. Ask your teacher, then try again in a minute.")
    css = base_url.rstrip("/") + "/" + NOTICE_CSS
    head = element(
        "head",
        element("meta", charset="utf-8"),
        element("meta", name="viewport", content="width=device-width, initial-scale=1"),
        element("title", title),
        element("link", rel="stylesheet", href=css),
    )
    body = element("body", element("main", {"class": "ek-notice"}, element("h1", title), element("p", text)))
    return Markup("<!doctype html>") + element("html", head, body, lang=lang)


def request_language(handler: Any) -> str:
    """The language the refused page would have had: ``?lang=``, the class's, else the browser's."""
    params = dict(parse_qsl(urlsplit(handler.request.uri or "").query, keep_blank_values=True))
    return page_language(params, handler.request.headers.get("Accept-Language") or "")


def _is_teacher_page(notebook: str) -> bool:
    activity = catalogue.by_page(notebook)
    return activity is not None and activity.audience is Audience.TEACHER


def limit_pages(handler_class: type, cap_of: Callable[[Any], PageCap | None]) -> None:
    """Hook ``handler_class`` (``voila.handler.VoilaHandler``): every page request asks the cap first.

    ``cap_of(handler)`` is the server's :class:`PageCap` (the kernel manager holds it) or None (no
    cap). Installing twice changes nothing.
    """
    if getattr(handler_class, _MARK, False):
        return
    get_generator: Callable[..., AsyncIterator[str]] = handler_class.get_generator  # type: ignore[attr-defined]

    async def capped(self: Any, path: str | None = None) -> AsyncIterator[str]:
        cap = cap_of(self)
        if cap is None:
            async for chunk in get_generator(self, path=path):
                yield chunk
            return
        admitted = cap.admit(self.request.remote_ip or "", _is_teacher_page(self.notebook_path or path or ""),
                             self.kernel_manager.__contains__)  # fmt: skip
        if isinstance(admitted, Refusal):
            self.set_status(503)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Retry-After", "60")
            yield str(full_page(admitted, self.base_url, request_language(self)))
            return
        _PAGE.set(admitted)  # this request's task only; it ends with the request
        try:
            async for chunk in get_generator(self, path=path):
                yield chunk
        finally:
            if admitted.kernel_id is None:
                cap.release(admitted)

    handler_class.get_generator = capped  # type: ignore[attr-defined]
    setattr(handler_class, _MARK, True)
