"""The page's client address for its kernel: ``REMOTE_ADDR``, as CGI names it.

The limits on guessing (:mod:`elevenkit.classroom.guard`) count failed sign-ins per device, but a
kernel does not know which device opened its page: Voila hands it the request's query and a few
headers, not the address. :func:`install_client_address` adds it: Voila's page handler keeps the
request's address in a context variable (:data:`REQUEST_ADDRESS`, for the request's own task), and
the two ways a request reaches a kernel carry it along:

- a preheated kernel gets the request's variables from ``RequestInfoSocketHandler.send_updates``
  (:mod:`elevenkit.serving.request_wait` copies them into ``os.environ``);
- a kernel started for the request gets them as its environment (the class pool's
  ``start_kernel``: :func:`with_address`);
- a class link's prepared kernel (the class pool, ``CLASS=30:/c/4B7``) ran its whole notebook
  before any pupil came and asks for no request; :func:`listen_for_address` (started by
  :func:`elevenkit.serving.params.query_params` in such a kernel) waits in a thread on the same
  socket as a preheated kernel and keeps the address Voila sends when it hands the page to a
  pupil, long before the pupil has typed a nickname. Only the address is taken: the page's
  parameters are the link's.

The address is the one Tornado saw (``request.remote_ip``), never a header a pupil's script can set:
neither Jupyter nor Voila trusts ``X-Forwarded-For`` unless told to (``trust_xheaders``), and the
kit does not tell them.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from elevenkit.classroom.guard import ADDRESS_ENV

__all__ = ["REQUEST_ADDRESS", "install_client_address", "listen_for_address", "with_address"]

#: the client address of the page request being handled ("" outside one)
REQUEST_ADDRESS: contextvars.ContextVar[str] = contextvars.ContextVar("elevenkit_client_address", default="")
_MARK = "_elevenkit_client_address"


def with_address(variables: dict[str, str]) -> dict[str, str]:
    """``variables`` (a request's, for its kernel) with the request's client address, if one is handled."""
    address = REQUEST_ADDRESS.get()
    return {**variables, ADDRESS_ENV: address} if address else variables


_LISTENING = threading.Event()
#: seconds a prepared kernel keeps trying to reach Voila's request socket (the server may still be starting)
CONNECT_PATIENCE = 300.0


def listen_for_address() -> None:
    """In a preheated kernel that has no client address yet, wait (in a daemon thread) for the
    request Voila sends when it gives the page to a browser, and keep its ``REMOTE_ADDR`` in
    ``os.environ``. Returns at once; does nothing outside a preheated kernel, when the address is
    known or when a thread waits already."""
    if os.environ.get("VOILA_PREHEAT") != "True" or os.environ.get(ADDRESS_ENV) or _LISTENING.is_set():
        return
    from elevenkit.serving.request_wait import query_url, receive_request  # tornado only, as wait_for_request

    url = query_url(dict(os.environ))
    _LISTENING.set()

    def listen() -> None:
        # a class pool starts its kernels with the server: Voila may not listen yet, so try again a while
        deadline = time.monotonic() + CONNECT_PATIENCE
        while True:
            try:
                address = asyncio.run(receive_request(url)).get(ADDRESS_ENV, "")
                break
            except Exception as error:  # the page works on; its sign-ins are counted without an address
                if time.monotonic() > deadline:
                    print(f"elevenkit: no client address from Voila on {url}: {error!r}", file=sys.__stderr__)
                    return
                time.sleep(0.5)
        if address:
            os.environ[ADDRESS_ENV] = address

    threading.Thread(target=listen, name="voila-client-address", daemon=True).start()


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
