"""One simulated pupil of ``bench_classroom.py``: the Jupyter protocol as Voila 0.5.13's page speaks it.

The page over HTTP with its assets, the kernel websocket with the widget states, clicks, and leaving
as a closing tab does (see ``bench_classroom.py``'s docstring for the protocol, step by step).
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import struct
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import urlencode, urljoin, urlsplit

PAGE_TIMEOUT = 180.0  # seconds for the page, its assets and the kernel's first answers
STEP_TIMEOUT = 60.0  # seconds for one answer on the websocket (a click, the widget states)
BUTTONS = ("Check", "New task")  # clicked in turn; found by description, not by model id
SEED = 5  # every pupil opens the class's link, ?seed=5; the trainer's share link must show it
PAGE_ERRORS = ("There was an error when executing cell", "Traceback (most recent call last)")
CONTROL_TARGET = "jupyter.widget.control"  # ipywidgets 8: all widget states in one answer
CONTROL_VERSION = "1.0.0"


# ---- the Jupyter messages a page sends ---------------------------------------------------------
def message(session: str, msg_type: str, content: dict[str, Any], channel: str = "shell") -> dict[str, Any]:
    """A Jupyter message in the JSON websocket format (no binary buffers)."""
    header = {
        "msg_id": uuid.uuid4().hex,
        "msg_type": msg_type,
        "session": session,
        "username": "pupil",
        "version": "5.3",
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    return {
        "header": header,
        "parent_header": {},
        "metadata": {},
        "content": content,
        "channel": channel,
        "buffers": [],
    }


def decode(frame: str | bytes) -> dict[str, Any]:
    """A websocket frame from the server: JSON text, or Jupyter's binary frame (JSON + buffers)."""
    if isinstance(frame, str):
        return json.loads(frame)
    count = struct.unpack("!I", frame[:4])[0]
    offsets = struct.unpack(f"!{count}I", frame[4 : 4 + 4 * count])
    end = offsets[1] if count > 1 else len(frame)
    return json.loads(frame[offsets[0] : end].decode())


def parent_id(msg: dict[str, Any]) -> str | None:
    """The ``msg_id`` of the message ``msg`` answers, if any."""
    return (msg.get("parent_header") or {}).get("msg_id")


# ---- one pupil ---------------------------------------------------------------------------------
@dataclass
class Pupil:
    """What one simulated pupil measured: seconds to interactive, click latencies, what went wrong."""

    number: int
    kernel_id: str | None = None
    page: float | None = None  # seconds until the page's HTML is complete
    interactive: float | None = None
    clicks: list[float] = field(default_factory=list)
    problem: str | None = None
    asset_bytes: int = 0


class PupilFailed(Exception):
    """The pupil's page is dead or broken (the reason is its text)."""


class KernelSocket:
    """The pupil's kernel websocket: send a message, read until an answer matches."""

    def __init__(self, connection: Any, session: str) -> None:
        self.connection = connection
        self.session = session

    async def send(self, msg_type: str, content: dict[str, Any]) -> str:
        msg = message(self.session, msg_type, content)
        await self.connection.write_message(json.dumps(msg))
        return msg["header"]["msg_id"]

    async def read_until(self, matches: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
        """The first message for which ``matches`` is true; fail after :data:`STEP_TIMEOUT`."""
        deadline = time.monotonic() + STEP_TIMEOUT
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise PupilFailed(f"no {what} within {STEP_TIMEOUT:.0f} s")
            try:
                frame = await asyncio.wait_for(self.connection.read_message(), left)
            except asyncio.TimeoutError:
                continue
            if frame is None:
                raise PupilFailed(f"the kernel websocket closed while waiting for {what}")
            msg = decode(frame)
            if matches(msg):
                return msg


def page_parts(page: str) -> tuple[str, list[str], list[str]]:
    """The kernel id, the widget models shown and the same-site assets of a Voila page."""
    config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
    if config is None:
        raise PupilFailed("the page has no Voila config (no kernel)")
    data = json.loads(config.group(1))
    shown = re.findall(r'widget-view\+json": \{"model_id": "([0-9a-f]+)"', page)
    assets = re.findall(r'<script[^>]*\bsrc="(/[^"]+)"', page) + re.findall(
        r'<link rel="stylesheet"[^>]*\bhref="(/[^"]+)"', page
    )
    base = data.get("fullLabextensionsUrl", "/voila/labextensions")
    for extension in data.get("federated_extensions", []):
        assets.append(f"{base}/{extension['name']}/{extension['load']}")
    return data["kernelId"], shown, [html.unescape(a) for a in assets]


async def open_dashboard(pupil: Pupil, base: str, path: str, http: Any) -> tuple[KernelSocket, dict[str, str], str]:
    """HTTP part and widget states: returns the socket, the button model ids and the cookie."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    started = time.perf_counter()
    response = await http.fetch(base + path, request_timeout=PAGE_TIMEOUT, raise_error=False)
    pupil.page = time.perf_counter() - started
    if response.code != 200:
        raise PupilFailed(f"the page answered HTTP {response.code}")
    page = response.body.decode("utf-8", "replace")
    if any(error in page for error in PAGE_ERRORS):
        raise PupilFailed("the page shows a cell error")
    pupil.kernel_id, shown, assets = page_parts(page)
    jar = SimpleCookie()
    for header in response.headers.get_list("Set-Cookie"):
        jar.load(header)
    cookie = "; ".join(f"{key}={morsel.value}" for key, morsel in jar.items())
    fetches = [http.fetch(urljoin(base, a), request_timeout=PAGE_TIMEOUT, raise_error=False) for a in assets]
    fetches.append(http.fetch(f"{base}/api/kernels/{pupil.kernel_id}", request_timeout=PAGE_TIMEOUT, raise_error=False))
    for answer in await asyncio.gather(*fetches):
        if answer.code != 200:
            raise PupilFailed(f"{urlsplit(answer.effective_url).path} answered HTTP {answer.code}")
        pupil.asset_bytes += len(answer.body)
    session = uuid.uuid4().hex
    ws_url = f"{base.replace('http', 'ws', 1)}/api/kernels/{pupil.kernel_id}/channels?session_id={session}"
    request = HTTPRequest(ws_url, headers={"Cookie": cookie}, request_timeout=PAGE_TIMEOUT)
    try:
        connection = await websocket_connect(request, max_message_size=64 * 2**20)
    except Exception as error:  # any refusal is a dead page for the pupil
        raise PupilFailed(f"kernel websocket refused: {error}") from error
    sock = KernelSocket(connection, session)
    info = await sock.send("kernel_info_request", {})
    await sock.read_until(lambda m: m["msg_type"] == "kernel_info_reply" and parent_id(m) == info, "kernel_info_reply")
    control = uuid.uuid4().hex
    opened = {"comm_id": control, "target_name": CONTROL_TARGET, "data": {}}
    await sock.connection.write_message(
        json.dumps({**message(session, "comm_open", opened), "metadata": {"version": CONTROL_VERSION}})
    )
    await sock.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    reply = await sock.read_until(
        lambda m: m["msg_type"] == "comm_msg" and m["content"].get("comm_id") == control, "widget states"
    )
    await sock.send("comm_close", {"comm_id": control, "data": {}})
    states = reply["content"]["data"].get("states", {})
    missing = [model for model in shown if model not in states]
    if missing or not shown:
        raise PupilFailed(f"the kernel does not know the page's widget(s) {missing or 'none shown'}")
    buttons = {
        s["state"].get("description"): model
        for model, s in states.items()
        if s.get("model_name") == "ButtonModel" and s["state"].get("description") in BUTTONS
    }
    if set(buttons) != set(BUTTONS):
        raise PupilFailed(f"the page has no {' / '.join(b for b in BUTTONS if b not in buttons)} button")
    if f"seed={SEED}" not in json.dumps(states):
        raise PupilFailed(f"the page ignored ?seed={SEED} (the kernel did not get the request)")
    return sock, buttons, cookie


async def click(sock: KernelSocket, button: str) -> float:
    """Click ``button`` (its model id); seconds until another widget shows the feedback."""
    started = time.perf_counter()
    sent = await sock.send("comm_msg", {"comm_id": button, "data": {"method": "custom", "content": {"event": "click"}}})
    feedback: float | None = None

    def answer(m: dict[str, Any]) -> bool:
        nonlocal feedback
        if parent_id(m) != sent:
            return False
        data = m["content"].get("data") or {}
        update = m["msg_type"] == "comm_msg" and data.get("method") == "update"
        if feedback is None and update and m["content"].get("comm_id") != button:
            feedback = time.perf_counter() - started
        return m["msg_type"] == "status" and m["content"].get("execution_state") == "idle"

    await sock.read_until(answer, "answer to a click")
    if feedback is None:
        raise PupilFailed("a click changed nothing on the page")
    return feedback


async def leave(base: str, kernel_id: str, cookie: str, http: Any) -> None:
    """Close the tab: the page's ``beforeunload`` posts ``voila/api/shutdown/<kernel>`` with ``_xsrf``."""
    xsrf = re.search(r"_xsrf=([^;]*)", cookie)
    body = urlencode({"_xsrf": xsrf.group(1) if xsrf else ""})
    await http.fetch(
        f"{base}/voila/api/shutdown/{kernel_id}", method="POST", body=body, headers={"Cookie": cookie},
        request_timeout=30, raise_error=False,
    )  # fmt: skip
