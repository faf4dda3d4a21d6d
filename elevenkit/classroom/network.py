"""The teacher computer's address on the classroom network, found without sending a packet.

Pupils' devices cannot open ``127.0.0.1`` (that is each device itself): the share panel needs the
address the classroom network knows this computer by, e.g. ``192.168.1.20``. Two sources, both
local: the addresses the host name resolves to, and the source address the system would use for
a private network (a UDP socket's ``connect`` only picks a route; UDP sends nothing until data is
written, and nothing is written here).
"""

from __future__ import annotations

import ipaddress
import socket

__all__ = ["classroom_addresses", "share_url"]

#: one address in each private IPv4 range (RFC 1918): only used to ask for a route, never sent to
_PRIVATE_PROBES = ("192.168.255.255", "10.255.255.255", "172.31.255.255")
_PRIVATE_NETWORKS = tuple(ipaddress.IPv4Network(net) for net in ("192.168.0.0/16", "10.0.0.0/8", "172.16.0.0/12"))


def _route_source(target: str) -> str | None:
    """The local address a packet to ``target`` would leave from (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((target, 9))  # UDP connect: picks the route, sends nothing
            return str(probe.getsockname()[0])
    except OSError:
        return None


def _hostname_addresses() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return []
    return [str(info[4][0]) for info in infos]


def classroom_addresses() -> list[str]:
    """This computer's IPv4 addresses that other devices can reach, RFC 1918 ones first.

    Loopback, link-local (no DHCP server answered), multicast and ``0.0.0.0`` are left out.
    Empty when the computer is on no network: then only this computer can open the dashboards,
    and the share panel should say so.
    """
    found: list[ipaddress.IPv4Address] = []
    candidates = [_route_source(target) for target in _PRIVATE_PROBES] + _hostname_addresses()
    for text in candidates:
        if text is None:
            continue
        address = ipaddress.IPv4Address(text)
        reachable = not (address.is_loopback or address.is_link_local or address.is_multicast or address.is_unspecified)
        if reachable and address not in found:
            found.append(address)
    found.sort(key=lambda address: not any(address in network for network in _PRIVATE_NETWORKS))
    return [str(address) for address in found]


def share_url(address: str, port: int, path: str) -> str:
    """``http://address:port/path``: the link a pupil types or scans (e.g. ``.../c/4B7``)."""
    return f"http://{address}:{port}/{path.lstrip('/')}"
