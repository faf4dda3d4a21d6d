"""Work-arounds for Voila bugs, installed by ``config/voila.py`` when Voila starts.

Each fix is written for one Voila version (:data:`VOILA_VERSION`, the version pinned in
``pyproject.toml``) and refuses to start on another: a fix that patches Voila's internals may be
wrong, or no longer needed, after an upgrade, and nobody would notice until pupils' kernels piled
up. Whoever changes the pin checks each fix (its docstring says when it can go) and then updates
:data:`VOILA_VERSION`.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

__all__ = [
    "VOILA_VERSION",
    "UnsupportedVoilaError",
    "apply_voila_fixes",
    "check_voila_version",
    "set_xsrf_cookie_on_dashboards",
]

VOILA_VERSION = "0.5.13"
"""The Voila version these fixes were written and tested for (``voila==`` in ``pyproject.toml``)."""

_MARK = "_elevenkit_xsrf_cookie"


class UnsupportedVoilaError(RuntimeError):
    """Voila is not the version the fixes were written for: check them before serving pupils."""


def check_voila_version(installed: str) -> None:
    """Raise :class:`UnsupportedVoilaError` unless ``installed`` is :data:`VOILA_VERSION`."""
    if installed != VOILA_VERSION:
        raise UnsupportedVoilaError(
            f"elevenkit's Voila fixes were written for Voila {VOILA_VERSION}, but Voila {installed!r} "
            "is installed. Check each fix in elevenkit/serving/voila_fixes.py against this version (remove "
            "set_xsrf_cookie_on_dashboards once voila-dashboards/voila#1458 is fixed in it; otherwise "
            "run tests/browser/test_browser_harness.py), then set VOILA_VERSION to it."
        )


def set_xsrf_cookie_on_dashboards(handler_class: type) -> None:
    """Make every dashboard page set the ``_xsrf`` cookie, so that closing its tab ends its kernel.

    When a tab closes or reloads, Voila 0.5's page posts ``voila/api/shutdown/<kernel>`` with the
    ``_xsrf`` token read from the cookie. Only pages drawn through Jupyter's ``render_template``
    (the landing page) set that cookie; a dashboard page is streamed by Voila's notebook renderer
    and does not. A pupil who opened a dashboard straight from a shared link therefore had no
    cookie, the shutdown was refused (403 "'_xsrf' argument missing from POST") and the kernel
    (about 100 MB) lived until culled. Reading ``xsrf_token`` in the handler sets the cookie, so
    the XSRF check stays on and passes.

    ``handler_class`` is ``voila.handler.VoilaHandler``. Installing twice changes nothing.
    Remove this fix when voila-dashboards/voila#1458 (the dashboard page sets no ``_xsrf``
    cookie) is fixed in the Voila version the kit pins; the browser test
    ``test_leaving_a_dashboard_ends_its_kernel_without_a_403`` shows whether it still is needed.
    """
    if getattr(handler_class, _MARK, False):
        return
    prepare: Callable[..., Awaitable[Any]] = handler_class.prepare  # type: ignore[attr-defined]
    if not inspect.iscoroutinefunction(prepare):
        raise UnsupportedVoilaError(f"{handler_class.__name__}.prepare is no coroutine: the _xsrf fix does not fit")

    async def prepare_and_set_cookie(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = await prepare(self, *args, **kwargs)
        if not self._finished:
            self.xsrf_token  # noqa: B018  (the property sets the cookie when it is missing)
        return result

    handler_class.prepare = prepare_and_set_cookie  # type: ignore[attr-defined]
    setattr(handler_class, _MARK, True)


def apply_voila_fixes() -> None:
    """Check the installed Voila's version and install every fix (``config/voila.py`` calls this)."""
    import voila
    from voila.handler import VoilaHandler

    check_voila_version(voila.__version__)
    set_xsrf_cookie_on_dashboards(VoilaHandler)
