"""QR codes for the teacher's share panel, drawn offline as SVG text (with :mod:`segno`).

A classroom is often offline, so the code is computed here, never fetched from a web service.
"""

from __future__ import annotations

import segno

from elevenkit.markup import Markup

__all__ = ["qr_svg"]


def qr_svg(url: str, *, scale: int = 6, title: str | None = None) -> Markup:
    """An inline ``<svg>`` QR code for ``url`` (black on white, the standard 4-module margin).

    Error correction level M (15 % may be hidden or dirty; segno raises it when that costs no
    size); ``scale`` is the size of one module in pixels; ``title`` (default: the URL) is the
    accessible name, escaped by segno (so the result is :class:`~elevenkit.markup.Markup`, ready to
    go into a page built with :func:`~elevenkit.markup.element`). Raises ``ValueError`` for an empty URL.
    """
    if not url:
        raise ValueError(f"a QR code needs a URL, not {url!r}")
    code = segno.make(url, error="m", micro=False)
    return Markup(
        code.svg_inline(scale=scale, border=4, dark="#000", light="#fff", title=url if title is None else title)
    )
