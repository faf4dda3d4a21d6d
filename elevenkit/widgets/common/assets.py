"""Where the widgets' style sheets and scripts live: ``elevenkit/widgets/static/``, shipped inside
the package (classrooms are often offline, nothing is loaded from the network)."""

from __future__ import annotations

from base64 import b64encode
from functools import cache
from pathlib import Path

__all__ = ["STATIC", "icon_uri", "static_text"]

#: the folder of every style sheet and script the widgets ship
STATIC = Path(__file__).resolve().parent.parent / "static"


def static_text(*names: str) -> str:
    """The files ``names`` of :data:`STATIC` as one text, in order (a view that needs two style sheets)."""
    return "".join((STATIC / name).read_text(encoding="utf-8") for name in names)


@cache
def icon_uri(name: str) -> str:
    """The icon ``static/icons/<name>.svg`` as a ``data:`` URI, for an ``<img>`` a page shows without a
    request: an emoji is an empty box where the device has no emoji font (Debian's Chromium)."""
    svg = (STATIC / "icons" / f"{name}.svg").read_bytes()
    return "data:image/svg+xml;base64," + b64encode(svg).decode("ascii")
