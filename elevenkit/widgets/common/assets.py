"""Where the widgets' style sheets and scripts live: ``elevenkit/widgets/static/``, shipped inside
the package (classrooms are often offline, nothing is loaded from the network)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["STATIC", "static_text"]

#: the folder of every style sheet and script the widgets ship
STATIC = Path(__file__).resolve().parent.parent / "static"


def static_text(*names: str) -> str:
    """The files ``names`` of :data:`STATIC` as one text, in order (a view that needs two style sheets)."""
    return "".join((STATIC / name).read_text(encoding="utf-8") for name in names)
