"""Links that save a page or a spreadsheet on the teacher's computer: data URLs, so they work
offline and nothing is stored on the server."""

from __future__ import annotations

import base64

from elevenkit.i18n import _
from elevenkit.markup import Markup, element

__all__ = ["csv_link", "download_link", "file_part"]

#: longest part of a file name taken from a class code or a topic
FILE_PART = 40


def download_link(text: str, filename: str, mime: str, label: str) -> Markup:
    """A link that saves ``text`` (UTF-8) as ``filename``."""
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return element(
        "a", {"class": "ek-download", "download": filename, "href": f"data:{mime};charset=utf-8;base64,{data}"}, label
    )


def file_part(text: str) -> str:
    """``text`` as a safe part of a file name (letters, digits, ``-`` and ``_``)."""
    return "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "_" for ch in text)[:FILE_PART] or "x"


def csv_link(text: str, class_code: str) -> Markup:
    """A download link for the class's answers as CSV ``text``."""
    return download_link(
        text, f"class-{file_part(class_code)}.csv", "text/csv", _("Download the answers as a spreadsheet (CSV)")
    )
