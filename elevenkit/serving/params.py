"""What a dashboard notebook needs from the page that opened it: the URL's query parameters.

A teacher shares ``.../capture-trainer.ipynb?seed=7&size=6`` so that the whole class gets the same
tasks. Voila hands the query string to the kernel in one of two ways:

- a kernel started for the request gets it in the ``QUERY_STRING`` environment variable;
- a *preheated* kernel (``preheat_kernel`` in ``voila.py``) was started and ran the notebook before
  anybody asked for it, so it has to wait for the request: :func:`elevenkit.serving.request_wait.wait_for_request`
  blocks until Voila hands the kernel to a browser and then copies the request into the
  environment. Voila marks such kernels with ``VOILA_PREHEAT=True``;
- in the browser-only site (``make site``) no server sees the request: the page puts its own
  ``window.location.search`` into the environment of the Pyodide kernel it starts, as
  ``QUERY_STRING``, before any cell runs (``site-build/jupyter/voila/templates/elevenkit-site``).

A dashboard therefore reads its parameters in the cell that needs them (cells above it run before
the request and must not depend on it). In a plain Jupyter kernel or under nbval there is no
request: :func:`query_params` returns ``{}`` and every :func:`int_param` falls back to its default.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qsl

__all__ = ["query_params", "int_param"]


def _wait_for_preheated_request() -> None:
    """Block until Voila gives this preheated kernel to a browser, then fill ``os.environ``.

    Does nothing in a kernel that Voila started for a request, or outside Voila.
    """
    if os.environ.get("VOILA_PREHEAT") != "True" or "QUERY_STRING" in os.environ:
        return
    from elevenkit.serving.request_wait import wait_for_request  # voila.utils' protocol, 47 MB lighter

    wait_for_request()


def query_params() -> dict[str, str]:
    """The query parameters of the page that opened this dashboard (``?seed=7`` -> ``{"seed": "7"}``).

    Works with and without preheated kernels and in the browser-only site; ``{}`` outside Voila.
    A name given twice keeps its last value. Values are plain strings: read numbers with
    :func:`int_param`.
    """
    _wait_for_preheated_request()
    return dict(parse_qsl(os.environ.get("QUERY_STRING", ""), keep_blank_values=True))


def int_param(params: dict[str, str], name: str, default: int, lo: int, hi: int) -> int:
    """The whole number ``params[name]`` clamped into ``lo..hi``; ``default`` if missing or not a number.

    A URL is typed by people, so bad input never raises: ``"abc"``, ``"2.5"`` or ``""`` give
    ``default``, and ``"999"`` gives ``hi``. The text is parsed with ``int()``, never evaluated.
    """
    if lo > hi:
        raise ValueError(f"empty range for {name!r}: lo={lo!r} > hi={hi!r}")
    text = params.get(name, "").strip()
    try:
        value = int(text, 10)
    except ValueError:
        return min(max(default, lo), hi)
    return min(max(value, lo), hi)
