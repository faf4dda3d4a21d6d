"""Work-arounds for Voila bugs, installed by ``config/voila.py`` when Voila starts.

Each fix is written for one Voila version (:data:`VOILA_VERSION`, the version pinned in
``pyproject.toml``) and refuses to start on another: a fix that patches Voila's internals may be
wrong, or no longer needed, after an upgrade, and nobody would notice until pupils' kernels piled
up. Whoever changes the pin checks each fix (its docstring says when it can go) and then updates
:data:`VOILA_VERSION`.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import shutil
import signal
from collections.abc import Awaitable, Callable
from typing import Any

__all__ = [
    "VOILA_VERSION",
    "UnsupportedVoilaError",
    "apply_voila_fixes",
    "check_voila_version",
    "quiet_untrusted_warnings",
    "set_xsrf_cookie_on_dashboards",
    "stop_between_steps_on_ctrl_c",
    "stop_kernels_before_their_sockets",
]

VOILA_VERSION = "0.5.13"
"""The Voila version these fixes were written and tested for (``voila==`` in ``pyproject.toml``)."""

_MARK = "_elevenkit_xsrf_cookie"
_STOP_MARK = "_elevenkit_stop_kernels_first"
_CTRL_C_MARK = "_elevenkit_ctrl_c_between_steps"
#: jupyter_server's message (``ContentsManager.mark_trusted_cells``), as it logs it
UNTRUSTED_WARNING = "Notebook %s is not trusted"


class UnsupportedVoilaError(RuntimeError):
    """Voila is not the version the fixes were written for: check them before serving pupils."""


def check_voila_version(installed: str) -> None:
    """Raise :class:`UnsupportedVoilaError` unless ``installed`` is :data:`VOILA_VERSION`."""
    if installed != VOILA_VERSION:
        raise UnsupportedVoilaError(
            f"elevenkit's Voila fixes were written for Voila {VOILA_VERSION}, but Voila {installed!r} "
            "is installed. Check each fix in elevenkit/serving/voila_fixes.py against this version (remove "
            "set_xsrf_cookie_on_dashboards once voila-dashboards/voila#1458 is fixed in it; otherwise "
            "run tests/browser/test_browser_harness.py; tests/serving/test_voila_stop.py for the stop "
            "and the start-up warnings), then set VOILA_VERSION to it."
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


async def _stop_kernels(manager: Any) -> None:
    """End the preheated kernels that still wait for a pupil at once, then the others as usual."""
    waiting = [
        task.result()["kernel_id"]
        for pool in getattr(manager, "_pools", {}).values()
        for task in tuple(pool)
        if task.done() and not task.cancelled() and task.exception() is None
    ]
    for kernel_id in waiting:
        if kernel_id in manager:
            await manager.shutdown_kernel(kernel_id, now=True)
    await manager.shutdown_all()


def stop_kernels_before_their_sockets(app_class: type) -> None:
    """Stop ``make run`` (Ctrl-C) quietly and within seconds: kernels first, their sockets after.

    Voila 0.5.13's ``Voila.stop`` deletes the folder of the kernels' connection files before it
    shuts the kernels down. With ``KernelManager.transport = "ipc"`` (``config/voila.py``) that
    folder also holds the kernels' Unix sockets, so the shutdown requests found no socket; and
    every preheated kernel is busy in a cell that waits for a pupil's request
    (``elevenkit.serving.request_wait``), so it could not have answered one anyway. jupyter_client
    waited ``shutdown_wait_time`` for each, then terminated it; each waiting cell then ended as
    Voila's websocket closed and sent its reply on a socket the kernel had already closed: one
    ``ZMQError: Socket operation on non-socket`` traceback per dashboard in the teacher's terminal,
    and 10 s or more before the prompt came back.

    The fixed stop ends the kernels that still wait in the pool at once (they hold no pupil's
    work: nothing ran in them for a pupil yet), then shuts the kernels in use down as Voila does
    (a pupil's kernel saves its last answers as it ends), and removes the folder last.
    ``app_class`` is ``voila.app.Voila``. Installing twice changes nothing. Remove this fix when
    Voila's ``stop`` shuts the kernels down before removing ``connection_dir`` and a preheated
    kernel ends without a traceback; ``tests/serving/test_voila_stop.py`` shows whether it is
    still needed.
    """
    if getattr(app_class, _STOP_MARK, False):
        return
    from jupyter_core.utils import run_sync

    def stop(self: Any) -> None:
        run_sync(_stop_kernels)(self.kernel_manager)
        shutil.rmtree(self.connection_dir, ignore_errors=True)

    app_class.stop = stop  # type: ignore[attr-defined]
    setattr(app_class, _STOP_MARK, True)


def stop_between_steps_on_ctrl_c(app_class: type) -> None:
    """Ctrl-C ends the event loop between two steps, never inside a page being rendered.

    Python's own Ctrl-C handler raises ``KeyboardInterrupt`` in whatever runs at that moment. When
    that was a preheated kernel's notebook being rendered (a pool refills itself after each page,
    so on a loaded machine one often is), the interrupted task was dropped with its exception and
    asyncio printed a ``KeyboardInterrupt`` traceback in the teacher's terminal as Voila stopped.
    The fixed ``listen`` asks the loop to stop instead: ``ioloop.start()`` returns, and Voila's
    ``finally: self.stop()`` (see :func:`stop_kernels_before_their_sockets`) ends the kernels as
    before. ``app_class`` is ``voila.app.Voila``. Installing twice changes nothing. Remove this fix
    when Voila handles SIGINT itself; ``tests/serving/test_voila_stop.py`` shows whether it is
    still needed.
    """
    if getattr(app_class, _CTRL_C_MARK, False):
        return
    listen = app_class.listen  # type: ignore[attr-defined]

    def listen_stopping_on_ctrl_c(self: Any) -> None:
        loop = asyncio.get_event_loop()  # the loop Voila's IOLoop.current() runs next

        def ctrl_c() -> None:
            self.log.info("Stopping...")
            loop.stop()

        loop.add_signal_handler(signal.SIGINT, ctrl_c)
        listen(self)

    app_class.listen = listen_stopping_on_ctrl_c  # type: ignore[attr-defined]
    setattr(app_class, _CTRL_C_MARK, True)


class _UntrustedNotebookFilter(logging.Filter):
    """Drops jupyter_server's "Notebook %s is not trusted" warning (see :func:`quiet_untrusted_warnings`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg != UNTRUSTED_WARNING


def quiet_untrusted_warnings(logger: logging.Logger) -> None:
    """Leave out "Notebook capture-trainer.ipynb is not trusted", eight lines at every start.

    jupyter_server's contents manager checks a notebook's signature whenever it reads one, and
    Voila reads every dashboard to preheat its kernels. Trust only decides whether a notebook's
    saved HTML and JavaScript outputs may show; the kit's dashboards are saved without outputs,
    and Voila marks every output it renders as trusted itself (``voila/exporter.py``), so the
    warning says nothing a teacher can act on. ``logger`` is Voila's (``"Voila"``, the app's
    class name). Installing twice changes nothing. Remove this fix when Voila no longer logs the
    warning for the notebooks it renders; ``tests/serving/test_voila_stop.py`` shows whether it
    still does.
    """
    if not any(isinstance(f, _UntrustedNotebookFilter) for f in logger.filters):
        logger.addFilter(_UntrustedNotebookFilter())


def apply_voila_fixes() -> None:
    """Check the installed Voila's version and install every fix (``config/voila.py`` calls this)."""
    import voila
    from voila.app import Voila
    from voila.handler import VoilaHandler

    check_voila_version(voila.__version__)
    set_xsrf_cookie_on_dashboards(VoilaHandler)
    stop_kernels_before_their_sockets(Voila)
    stop_between_steps_on_ctrl_c(Voila)
    quiet_untrusted_warnings(logging.getLogger(Voila.__name__))
