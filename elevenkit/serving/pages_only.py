"""A pupil's or a teacher's server on the school's JupyterHub runs the kit's pages and no code of
its user's.

On the hub, Voila is a Jupyter server extension (``/user/<name>/voila/``): its pages live on a
Jupyter server whose REST and websocket APIs would let a script in the browser start a kernel or
write a notebook and run any code there, code that reads the class store's login
(``ELEVENKIT_DB``, with the PostgreSQL password) from the server's environment, and with it every
class of the school: a pupil's or a teacher's. Voila run on its own closes both ways
(``voila/app.py``: a kernel manager that lets only these messages through and no REST handler that
starts, writes or restarts anything); :func:`pages_only_args` gives a hub server the same, through
the Jupyter server's own settings:

- ``MappingKernelManager.allowed_message_types`` = :data:`PAGE_MESSAGES`, Voila's list: the
  widgets' comm messages and the kernel info. The server drops anything else a browser sends on a
  kernel's websocket (an ``execute_request``, a debugger's or a completion request) before it
  reaches the kernel. Voila runs the notebook itself, server side, not through the websocket.
- ``ServerApp.authorizer_class`` = :class:`PagesOnlyAuthorizer`: of the server's REST API the user
  may read a kernel's model and the server's status and open a kernel's websocket; no new kernel or
  session, no restart, no contents or files read or written, no nbconvert, no terminal. Voila's own
  handlers (its pages, the landing page, their static files) do not ask the authorizer.
- JupyterLab, the classic notebook and the language servers are off (:data:`NO_LAB`).

The teacher dashboard needs nothing more: its downloads are ``data:`` links made in its kernel.
"""

from __future__ import annotations

from typing import Any

from jupyterhub.singleuser.extension import JupyterHubAuthorizer

__all__ = ["NO_LAB", "PAGES_MAY", "PAGE_MESSAGES", "PagesOnlyAuthorizer", "pages_only_args"]

#: the kernel messages a Voila page sends (Voila's own list for its kernels, ``voila/app.py``)
PAGE_MESSAGES = (
    "comm_open",
    "comm_close",
    "comm_msg",
    "comm_info_request",
    "kernel_info_request",
    "shutdown_request",
)
#: (action, resource) of the Jupyter server's API that the kit's Voila pages use; nothing else
PAGES_MAY = frozenset(
    {
        ("read", "kernels"),
        ("execute", "kernels"),  # the kernel's websocket (its messages: PAGE_MESSAGES only)
        ("read", "kernelspecs"),
        ("read", "api"),
    }
)
#: the server extensions that let a user write and run code of their own
NO_LAB = (
    "--ServerApp.jpserver_extensions=jupyterlab=False",
    "--ServerApp.jpserver_extensions=notebook=False",
    "--ServerApp.jpserver_extensions=jupyter_lsp=False",
)


class PagesOnlyAuthorizer(JupyterHubAuthorizer):
    """The hub's own check (the user may use this server), then only what :data:`PAGES_MAY` lists."""

    def is_authorized(self, handler: Any, user: Any, action: str, resource: str) -> bool:
        if (action, resource) not in PAGES_MAY:
            self.log.warning(
                "elevenkit: a pages-only server refused %s on %s (%s)", action, resource, handler.request.path
            )
            return False
        return bool(super().is_authorized(handler, user, action, resource))


def pages_only_args() -> list[str]:
    """The command-line settings of ``jupyterhub-singleuser`` for a server that runs only the kit's pages."""
    return [
        *NO_LAB,
        f"--ServerApp.authorizer_class={PagesOnlyAuthorizer.__module__}.{PagesOnlyAuthorizer.__name__}",
        *(f"--MappingKernelManager.allowed_message_types={kind}" for kind in PAGE_MESSAGES),
    ]
