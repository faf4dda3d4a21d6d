"""The page's client address for its kernel: ``REMOTE_ADDR``, as CGI names it.

The limits on guessing (:mod:`elevenkit.classroom.guard`) count failed sign-ins per device, but a
kernel does not know which device opened its page: Voila hands it the request's query and a few
headers, not the address. :func:`install_client_address` adds it: Voila's page handler keeps the
request's address in a context variable (:data:`REQUEST_ADDRESS`, for the request's own task), and
the two ways a request reaches a kernel carry it along:

- a preheated kernel gets the request's variables from ``RequestInfoSocketHandler.send_updates``
  (:mod:`elevenkit.serving.request_wait` copies them into ``os.environ``);
- a kernel started for the request gets them as its environment (the class pool's
  ``start_kernel``: :func:`with_address`).

The address is the one Tornado saw (``request.remote_ip``), never a header a pupil's script can set.
"""

from __future__ import annotations

import contextvars
from collections.abc import AsyncIterator, Callable
from typing import Any

from elevenkit.classroom.guard import ADDRESS_ENV

__all__ = ["REQUEST_ADDRESS", "install_client_address", "with_address"]

#: the client address of the page request being handled ("" outside one)
REQUEST_ADDRESS: contextvars.ContextVar[str] = contextvars.ContextVar("elevenkit_client_address", default="")
_MARK = "_elevenkit_client_address"


def with_address(variables: dict[str, str]) -> dict[str, str]:
    """``variables`` (a request's, for its kernel) with the request's client address, if one is handled."""
    address = REQUEST_ADDRESS.get()
    return {**variables, ADDRESS_ENV: address} if address else variables


def install_client_address() -> None:
    """Hook Voila's page handler and its request-info socket (installing twice changes nothing)."""
    from voila.handler import VoilaHandler
    from voila.request_info_handler import RequestInfoSocketHandler

    if getattr(VoilaHandler, _MARK, False):
        return
    get_generator: Callable[..., AsyncIterator[str]] = VoilaHandler.get_generator
    send_updates: Callable[[dict[str, Any]], None] = RequestInfoSocketHandler.send_updates

    async def addressed(self: Any, path: str | None = None) -> AsyncIterator[str]:
        REQUEST_ADDRESS.set(self.request.remote_ip or "")  # this request's task only
        async for chunk in get_generator(self, path=path):
            yield chunk

    def send_with_address(msg: dict[str, Any]) -> None:
        send_updates({**msg, "payload": with_address(dict(msg.get("payload", {})))})

    VoilaHandler.get_generator = addressed
    RequestInfoSocketHandler.send_updates = staticmethod(send_with_address)
    setattr(VoilaHandler, _MARK, True)
