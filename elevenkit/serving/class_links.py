"""Which class link a page request is: the key of a link's prepared pool (``elevenkit.serving.class_pool``).

A class link is a dashboard with its parameters, as the teacher's share tab saves it behind a
short link (``/c/4B7`` -> ``/voila/render/capture-trainer.ipynb?seed=7&class=4B``). A pool prepared
for it is keyed by :func:`link_key`: the notebook's path, ``?`` and the link's parameters in a
canonical order (by name; values of a name given twice keep their order, so that the last one
still wins in :func:`~elevenkit.serving.params.query_params`). A pupil's request is that link when
its own parameters, in the same order, are the same, with ``token`` left out (``?token=`` is the
server's password under ``TOKEN=``, not a page parameter): :func:`request_link_key`.

Nothing here is evaluated or built into markup: keys are compared as strings and handed to a
kernel as its ``QUERY_STRING``, which :func:`~elevenkit.serving.params.query_params` parses.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit

from elevenkit.serving.short_links import RENDER_PREFIX

__all__ = ["LINK_MARK", "IGNORED_PARAMS", "link_key", "link_parts", "request_link_key", "target_link_key"]

#: what separates a link key's notebook from its parameters (no notebook name holds it)
LINK_MARK = "?"
#: URL parameters that are no part of a page's link (the server's own password)
IGNORED_PARAMS = frozenset({"token"})


def _canonical_query(query: str) -> str:
    pairs = [(name, value) for name, value in parse_qsl(query, keep_blank_values=True) if name not in IGNORED_PARAMS]
    return urlencode(sorted(pairs, key=lambda pair: pair[0]))


def link_key(notebook: str, query: str) -> str:
    """The pool key of ``notebook`` (``"capture-trainer.ipynb"``) opened with ``query`` (``"seed=7&class=4B"``)."""
    return f"{notebook}{LINK_MARK}{_canonical_query(query)}"


def link_parts(key: str) -> tuple[str, str] | None:
    """``(notebook, query)`` of a link key; None for a plain notebook name (a dashboard's own pool)."""
    notebook, mark, query = key.partition(LINK_MARK)
    return (notebook, query) if mark else None


def request_link_key(notebook: str, url: str) -> str:
    """The link key of a page request for ``notebook`` whose full URL is ``url``."""
    return link_key(notebook, urlsplit(url).query)


def target_link_key(target: str) -> str | None:
    """The link key of a short link's target (``"/voila/render/x.ipynb?seed=7"``); None if it is no dashboard page."""
    parts = urlsplit(target)
    if not parts.path.startswith(RENDER_PREFIX) or not parts.path.endswith(".ipynb"):
        return None
    notebook = parts.path[len(RENDER_PREFIX) :]
    if not notebook or notebook.startswith("/") or ".." in notebook.split("/"):
        return None
    return link_key(notebook, parts.query)
