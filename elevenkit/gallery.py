"""The landing page: a list of the dashboards, built from the dashboards themselves.

Each dashboard notebook carries its own title and one-line description in its top-level notebook
metadata (in JupyterLab: Property Inspector -> Advanced Tools -> Notebook metadata)::

    "metadata": {
        "elevenkit": {
            "title": "Capture Trainer",
            "description": "Find the cards that add up to 11 and capture them."
        },
        ...
    }

A new notebook in ``dashboards/`` therefore appears on the landing page without editing anything
else. A notebook without that metadata is still listed (under its file name), and
``tests/test_gallery.py`` fails until its author adds the metadata.

Voila shows the landing page as its directory page: ``voila.py`` installs :func:`page_config_hook`,
which puts the list into the page config, and the ``elevenkit`` Voila template's ``tree.html``
draws it (plain HTML, no kernel, so it opens at once).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from elevenkit.i18n import _

__all__ = ["Dashboard", "JUPYTER_DATA_DIR", "METADATA_KEY", "collect_dashboards", "page_config_hook"]

JUPYTER_DATA_DIR = Path(__file__).parent / "share" / "jupyter"
"""Jupyter data directory shipped in the package; holds the ``elevenkit`` Voila template."""

METADATA_KEY = "elevenkit"
"""The key of the top-level notebook metadata that holds ``title`` and ``description``."""

PAGE_CONFIG_KEY = "elevenkitGallery"
"""Where :func:`page_config_hook` puts the landing page's content for ``tree.html``."""


@dataclass(frozen=True)
class Dashboard:
    """One entry of the landing page."""

    path: str
    """Notebook path relative to the served directory, with ``/`` separators."""
    title: str
    description: str
    has_metadata: bool
    """False when the notebook lacks ``title`` or ``description`` (a fallback was used)."""


def _read_entry(notebook: Path, relative: str) -> Dashboard:
    """The landing-page entry of one notebook file (a fallback title if its metadata is missing)."""
    fallback = notebook.stem.replace("-", " ").replace("_", " ").capitalize()
    try:
        meta = json.loads(notebook.read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, ValueError, AttributeError):
        meta = {}
    own = meta.get(METADATA_KEY) if isinstance(meta, dict) else None
    own = own if isinstance(own, dict) else {}
    title, description = own.get("title"), own.get("description")
    complete = all(isinstance(v, str) and v.strip() for v in (title, description))
    return Dashboard(
        path=relative,
        title=title.strip() if isinstance(title, str) and title.strip() else fallback,
        description=description.strip() if isinstance(description, str) else "",
        has_metadata=complete,
    )


def collect_dashboards(directory: str | Path) -> list[Dashboard]:
    """Every notebook directly inside ``directory``, sorted by title (checkpoints and hidden files skipped)."""
    root = Path(directory)
    entries = [
        _read_entry(nb, nb.name) for nb in root.glob("*.ipynb") if nb.is_file() and not nb.name.startswith((".", "_"))
    ]
    return sorted(entries, key=lambda d: (d.title.casefold(), d.path))


def page_config_hook(
    page_config: dict[str, Any],
    base_url: str,
    settings: dict[str, Any],
    log: Any,
    voila_configuration: Any,
    notebook_path: str,
) -> dict[str, Any]:
    """Voila ``page_config_hook``: on a directory page, add the landing page's list and texts.

    Voila calls it for directory pages (``notebook_path`` is the directory) and for notebook pages
    (then it changes nothing). Links are absolute under ``base_url`` so that they work both in
    the Voila app and in the Voila server extension (Binder).
    """
    root = Path(settings["contents_manager"].root_dir)
    directory = root / notebook_path.strip("/")
    if not directory.is_dir():
        return page_config
    prefix = f"{base_url.rstrip('/')}/voila/render/"
    folder = notebook_path.strip("/")
    entries = []
    for dash in collect_dashboards(directory):
        entry = asdict(dash)
        entry["href"] = prefix + quote(f"{folder}/{dash.path}" if folder else dash.path)
        entries.append(entry)
    page_config[PAGE_CONFIG_KEY] = {
        "heading": _("elevenkit dashboards"),
        "intro": _("Pick a game to practise with. Each card opens a dashboard in this browser."),
        "empty": _("No dashboards yet."),
        "open": _("Open"),
        "dashboards": entries,
    }
    return page_config
