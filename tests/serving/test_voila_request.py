"""A preheated kernel gets the pupil's request from Voila's ``voila/query`` websocket, without Voila."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest

from elevenkit.serving import request_wait as voila_request
from elevenkit.serving.request_wait import PROTOCOL_VOILA, query_url, wait_for_request


def test_the_url_is_voilas() -> None:
    env = {"VOILA_APP_PORT": "9000", "VOILA_KERNEL_ID": "k1", "VOILA_SERVER_URL": "/class/"}
    assert query_url(env) == "ws://127.0.0.1:9000/class/voila/query/k1"
    assert query_url({**env, "VOILA_WS_BASE_URL": "/proxy/", "VOILA_APP_IP": "10.0.0.2"}) == (
        "ws://10.0.0.2:9000/proxy/voila/query/k1"
    )


def test_the_protocol_is_the_one_of_the_pinned_voila() -> None:
    from importlib.metadata import version

    assert version("voila") == PROTOCOL_VOILA


@pytest.fixture
def fake_voila() -> Iterator[tuple[int, dict[str, str]]]:
    """A websocket server like Voila's ``voila/query/<kernel>``: sends the request once a kernel connects."""
    from tornado.web import Application
    from tornado.websocket import WebSocketHandler

    request = {"QUERY_STRING": "seed=5&level=hard", "SERVER_PORT": "8866"}
    connected: list[str] = []

    class QueryHandler(WebSocketHandler):
        def open(self, kernel_id: str) -> None:  # type: ignore[override]
            connected.append(kernel_id)
            self.write_message(request)

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    ready = threading.Event()
    loop = asyncio.new_event_loop()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        Application([(r"/voila/query/(.*)", QueryHandler)]).listen(port, "127.0.0.1")
        loop.call_soon(ready.set)
        loop.run_forever()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    ready.wait(10)
    yield port, request
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)
    assert connected in ([], ["kernel-7"])


def preheated(monkeypatch: pytest.MonkeyPatch, port: int) -> None:
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_KERNEL_ID", "kernel-7")
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    # wait_for_request writes the request into os.environ itself: set, then delete, each name, so that
    # the test's end takes them away again (a QUERY_STRING left behind reached later tests' servers)
    for name in ("QUERY_STRING", "SERVER_PORT"):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


def test_a_preheated_kernel_gets_the_request_into_its_environment(
    monkeypatch: pytest.MonkeyPatch, fake_voila: tuple[int, dict[str, str]]
) -> None:
    port, request = fake_voila
    preheated(monkeypatch, port)
    wait_for_request()
    assert {name: os.environ.get(name) for name in request} == request


def test_outside_a_preheated_kernel_nothing_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setattr(voila_request, "receive_request", None)  # would raise if called
    monkeypatch.delenv("QUERY_STRING", raising=False)
    wait_for_request()
    assert "QUERY_STRING" not in os.environ


def test_no_voila_to_ask_opens_the_page_without_parameters(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    preheated(monkeypatch, closed_port)
    wait_for_request()
    assert "QUERY_STRING" not in os.environ
    assert f"no request from Voila on ws://127.0.0.1:{closed_port}/voila/query/kernel-7" in capfd.readouterr().err


@pytest.mark.subprocess
def test_a_dashboard_waits_without_loading_voila(fake_voila: tuple[int, dict[str, str]]) -> None:
    """The point of the module: the kernel gets its parameters and loads none of Voila's server side."""
    port, _ = fake_voila
    code = (
        "import sys\n"
        "from elevenkit.serving.params import query_params\n"
        "print(query_params())\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('voila', 'jupyter_server', 'nbconvert')))"
    )
    env = {**os.environ, "VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port), "VOILA_KERNEL_ID": "kernel-7"}
    env.pop("QUERY_STRING", None)
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env, check=True
    )
    params, modules = result.stdout.splitlines()
    assert params == repr({"seed": "5", "level": "hard"})
    assert modules == "[]"
