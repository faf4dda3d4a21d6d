"""A pupil's server on the school's JupyterHub runs the kit's pages and no code of the pupil's.

On the hub, Voila is a Jupyter server extension (``/user/<name>/voila/``): its pages live on a
Jupyter server whose REST and websocket APIs would let a script in the pupil's browser start a
kernel or write a notebook and run any code there, code that reads the class store's login
(``ELEVENKIT_DB``, with the PostgreSQL password) from the server's environment. Voila run on its
own closes both ways (``voila/app.py``: a kernel manager that lets only these messages through and
no REST handler that starts, writes or restarts anything); :func:`pupil_server_args` gives a
pupil's server the same, through the Jupyter server's own settings:

- ``MappingKernelManager.allowed_message_types`` = :data:`PAGE_MESSAGES`, Voila's list: the
  widgets' comm messages and the kernel info. The server drops anything else a browser sends on a
  kernel's websocket (an ``execute_request``, a debugger's or a completion request) before it
  reaches the kernel. Voila runs the notebook itself, server side, not through the websocket.
- ``ServerApp.authorizer_class`` = :class:`PupilAuthorizer`: of the server's REST API a pupil may
  read a kernel's model and the server's status and open a kernel's websocket; no new kernel or
  session, no restart, no contents or files read or written, no nbconvert, no terminal. Voila's own
  handlers (its pages, the landing page, their static files) do not ask the authorizer.
"""

from __future__ import annotations

from typing import Any

from jupyterhub.singleuser.extension import JupyterHubAuthorizer

__all__ = ["PAGE_MESSAGES", "PUPIL_MAY", "PupilAuthorizer", "pupil_server_args"]

#: the kernel messages a Voila page sends (Voila's own list for its kernels, ``voila/app.py``)
PAGE_MESSAGES = (
    "comm_open",
    "comm_close",
    "comm_msg",
    "comm_info_request",
    "kernel_info_request",
    "shutdown_request",
)
#: (action, resource) of the Jupyter server's API that a pupil's Voila page uses; nothing else
PUPIL_MAY = frozenset(
    {
        ("read", "kernels"),
        ("execute", "kernels"),  # the kernel's websocket (its messages: PAGE_MESSAGES only)
        ("read", "kernelspecs"),
        ("read", "api"),
    }
)


class PupilAuthorizer(JupyterHubAuthorizer):
    """The hub's own check (the user may use this server), then only what :data:`PUPIL_MAY` lists."""

    def is_authorized(self, handler: Any, user: Any, action: str, resource: str) -> bool:
        if (action, resource) not in PUPIL_MAY:
            self.log.warning(
                "elevenkit: a pupil's server refused %s on %s (%s)", action, resource, handler.request.path
            )
            return False
        return bool(super().is_authorized(handler, user, action, resource))


def pupil_server_args() -> list[str]:
    """The command-line settings of ``jupyterhub-singleuser`` for a pupil's server."""
    return [
        f"--ServerApp.authorizer_class={PupilAuthorizer.__module__}.{PupilAuthorizer.__name__}",
        *(f"--MappingKernelManager.allowed_message_types={kind}" for kind in PAGE_MESSAGES),
    ]
