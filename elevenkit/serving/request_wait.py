"""Wait in a preheated Voila kernel for the pupil's request, without importing Voila.

``voila.utils.wait_for_request`` does this job, but importing anything from ``voila`` loads Voila's
whole server side (jupyter_server, JupyterLab's server, nbconvert): 47 MB more in every kernel and
the CPU-seconds to import it, per preheated kernel (``bench/README.md``, "A whole class at once").
:func:`wait_for_request` speaks the same small protocol with what every kernel has loaded anyway
(tornado): it opens Voila's websocket ``voila/query/<kernel id>``, waits for the request's details
(a JSON object: ``QUERY_STRING`` and the other CGI-style variables) and copies them into
``os.environ``. It is written for :data:`PROTOCOL_VOILA`; with another Voila it uses Voila's own
function.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import threading
from importlib.metadata import PackageNotFoundError, version

__all__ = ["PROTOCOL_VOILA", "wait_for_request"]

#: the Voila version whose ``voila/query`` websocket this module speaks (``voila.utils`` there)
PROTOCOL_VOILA = "0.5.13"
#: seconds to open the websocket; Voila's own 5 s is too short on a crowded CPU, and a kernel
#: that gives up serves the page without its URL parameters
OPEN_TIMEOUT = 60.0


def query_url(env: dict[str, str]) -> str:
    """The websocket on which Voila sends this kernel its request (as ``voila.utils`` builds it)."""
    protocol = env.get("VOILA_WS_PROTOCOL", "ws")
    host = env.get("VOILA_APP_IP", "127.0.0.1")
    port = env.get("VOILA_APP_PORT", "8866")
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{host}:{port}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}"


async def receive_request(url: str, open_timeout: float = OPEN_TIMEOUT) -> dict[str, str]:
    """Open ``url`` and return the first message, the request's variables (waits for the pupil)."""
    from tornado.websocket import websocket_connect

    connection = await asyncio.wait_for(websocket_connect(url), open_timeout)
    try:
        message = await connection.read_message()
    finally:
        connection.close()
    if message is None:
        raise ConnectionError(f"Voila closed {url!r} before sending the request")
    return {str(key): str(value) for key, value in json.loads(message).items()}


def wait_for_request() -> None:
    """Block until Voila hands this preheated kernel to a browser; put the request into ``os.environ``.

    Does nothing outside a preheated kernel (``VOILA_PREHEAT`` is not ``True``). The kernel's own
    event loop runs in this thread, so the websocket gets a loop in a thread of its own. If Voila
    cannot be reached, the teacher's terminal says so and the page opens without its parameters
    (as with Voila's own function); the pupil sees no error.
    """
    if os.environ.get("VOILA_PREHEAT") != "True":
        return
    if _installed_voila() != PROTOCOL_VOILA:
        from voila.utils import wait_for_request as voilas_own

        voilas_own()
        return
    received: dict[str, str] = {}
    url = query_url(dict(os.environ))

    def listen() -> None:
        try:
            received.update(asyncio.run(receive_request(url)))
        except Exception as error:  # whatever fails, the page opens without parameters
            # the kernel's sys.stderr goes to the page; sys.__stderr__ to Voila's terminal
            print(f"elevenkit: no request from Voila on {url}: {error!r}", file=sys.__stderr__)

    thread = threading.Thread(target=listen, name="voila-request", daemon=True)
    thread.start()
    thread.join()
    os.environ.update(received)


def _installed_voila() -> str | None:
    try:
        return version("voila")
    except PackageNotFoundError:
        return None
