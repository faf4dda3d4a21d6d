"""The share panel's offline parts: a QR code drawn as SVG, and the computer's classroom address
found without sending anything."""

from __future__ import annotations

import re
import socket
import xml.etree.ElementTree as ElementTree
from typing import Any, ClassVar

import pytest
import segno

from elevenkit.classroom import network
from elevenkit.classroom.qr import qr_svg

URL = "http://192.168.1.20:8866/c/4B7"


def _modules(svg: str, scale: int) -> list[list[int]]:
    """The dark modules of a segno SVG path (``M x y h n m dx dy ...``), as a matrix with border."""
    root = ElementTree.fromstring(svg)
    size = int(root.get("width", "0")) // scale
    path = next(element.get("d", "") for element in root.iter() if element.get("class") == "qrline")
    grid = [[0] * size for _row in range(size)]
    x = y = 0.0
    for command, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", path):
        if command == "M":
            x, y = float(a), float(b)
        elif command == "m":
            x, y = x + float(a), y + float(b)
        else:
            for column in range(int(x), int(x) + int(a)):
                grid[int(y)][column] = 1
            x += float(a)
    return grid


def test_the_qr_code_is_inline_svg_of_the_url_with_an_accessible_name() -> None:
    svg = qr_svg(URL, scale=4)
    root = ElementTree.fromstring(svg)  # well-formed, no xml declaration: ready for an HTML page
    assert root.tag == "svg" and root.findtext("title") == URL
    assert "href" not in svg and "<script" not in svg and "http://www.w3.org" not in svg.split(">")[0]
    grid = _modules(svg, scale=4)
    expected = segno.make(URL, error="m", micro=False)
    border = 4
    inner = [row[border:-border] for row in grid[border:-border]]
    assert inner == [list(map(int, row)) for row in expected.matrix]
    assert len(inner) == 29  # version 3: small enough to scan from the back of a classroom
    finder = [row[:7] for row in inner[:7]]  # the top-left finder pattern a phone looks for
    assert finder[0] == [1] * 7 and finder[3] == [1, 0, 1, 1, 1, 0, 1] and finder[1] == [1, 0, 0, 0, 0, 0, 1]


def test_the_qr_title_escapes_what_it_is_given() -> None:
    svg = qr_svg(URL, title='<script>alert("x")</script>')
    assert "<script>" not in svg and ElementTree.fromstring(svg).findtext("title") == '<script>alert("x")</script>'
    with pytest.raises(ValueError, match="needs a URL"):
        qr_svg("")


class _RecordingSocket:
    """A socket that records what is done with it and never touches the network."""

    calls: ClassVar[list[tuple[str, Any]]] = []

    def __init__(self, family: int, kind: int) -> None:
        self.calls.append(("socket", (family, kind)))

    def connect(self, address: tuple[str, int]) -> None:
        self.calls.append(("connect", address))

    def getsockname(self) -> tuple[str, int]:
        return ("192.168.1.20", 40000)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the address search must not call socket.{name}")

    def __enter__(self) -> _RecordingSocket:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.calls.append(("close", None))


def test_the_address_search_only_asks_for_routes_and_sends_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    _RecordingSocket.calls = []
    monkeypatch.setattr(network.socket, "socket", _RecordingSocket)
    monkeypatch.setattr(network, "_hostname_addresses", lambda: ["127.0.1.1"])
    assert network.classroom_addresses() == ["192.168.1.20"]
    kinds = {args for name, args in _RecordingSocket.calls if name == "socket"}
    assert kinds == {(socket.AF_INET, socket.SOCK_DGRAM)}  # UDP: connect() picks a route, sends nothing
    targets = [args[0] for name, args in _RecordingSocket.calls if name == "connect"]
    assert targets == list(network._PRIVATE_PROBES)
    assert {name for name, _args in _RecordingSocket.calls} == {"socket", "connect", "close"}


def test_addresses_pupils_cannot_reach_are_left_out_and_private_ones_come_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    routes = iter(["192.0.2.2", None, "10.1.2.3"])
    monkeypatch.setattr(network, "_route_source", lambda _target: next(routes))
    monkeypatch.setattr(
        network, "_hostname_addresses", lambda: ["127.0.1.1", "169.254.3.4", "0.0.0.0", "10.1.2.3", "192.168.1.20"]
    )
    assert network.classroom_addresses() == ["10.1.2.3", "192.168.1.20", "192.0.2.2"]


def test_the_real_search_finds_no_loopback_address_and_builds_a_short_link() -> None:
    for address in network.classroom_addresses():
        assert not address.startswith(("127.", "169.254.", "0."))
    assert network.share_url("192.168.1.20", 8866, "/c/4B7") == URL
