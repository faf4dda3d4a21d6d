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
else. Lessons (``notebooks/``, served as ``dashboards/lessons``) are listed beside them in teaching
order when their metadata also has ``"order": 5`` and ``"age": "8–11"``. A notebook without that metadata is still listed (under its file name), and
``tests/serving/test_gallery.py`` fails until its author adds the metadata.

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

__all__ = [
    "Dashboard",
    "JUPYTER_DATA_DIR",
    "LESSONS_FOLDER",
    "METADATA_KEY",
    "collect_dashboards",
    "collect_lessons",
    "page_config_hook",
]

JUPYTER_DATA_DIR = Path(__file__).parents[1] / "share" / "jupyter"
"""Jupyter data directory shipped in the package; holds the ``elevenkit`` Voila template."""

METADATA_KEY = "elevenkit"
"""The key of the top-level notebook metadata that holds ``title`` and ``description``."""

LESSONS_FOLDER = "lessons"
"""The lessons' folder inside the served directory: ``dashboards/lessons`` links to ``notebooks/``,
so ``make run`` (Voila on ``dashboards/``) serves the lessons from the same root."""

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
    age: str = ""
    """For a lesson: the pupils' age, e.g. ``"8–11"`` (metadata ``age``)."""
    order: int | None = None
    """For a lesson: its place in the teaching order (metadata ``order``); None for a dashboard."""
    audience: str = "pupils"
    """``"teacher"`` for the teacher's pages (metadata ``"audience": "teacher"``), listed apart."""


def _read_entry(notebook: Path, relative: str) -> Dashboard:
    """The landing-page entry of one notebook file (a fallback title if its metadata is missing)."""
    fallback = notebook.stem.replace("-", " ").replace("_", " ").capitalize()
    try:
        meta = json.loads(notebook.read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, ValueError, AttributeError):
        meta = {}
    own = meta.get(METADATA_KEY) if isinstance(meta, dict) else None
    own = own if isinstance(own, dict) else {}
    title, description, age, order = (own.get(key) for key in ("title", "description", "age", "order"))
    complete = all(isinstance(v, str) and v.strip() for v in (title, description))
    return Dashboard(
        path=relative,
        title=title.strip() if isinstance(title, str) and title.strip() else fallback,
        description=description.strip() if isinstance(description, str) else "",
        has_metadata=complete,
        age=age.strip() if isinstance(age, str) else "",
        order=order if isinstance(order, int) and not isinstance(order, bool) else None,
        audience="teacher" if own.get("audience") == "teacher" else "pupils",
    )


def collect_dashboards(directory: str | Path) -> list[Dashboard]:
    """Every notebook directly inside ``directory``, sorted by title (checkpoints and hidden files skipped)."""
    root = Path(directory)
    entries = [
        _read_entry(nb, nb.name) for nb in root.glob("*.ipynb") if nb.is_file() and not nb.name.startswith((".", "_"))
    ]
    return sorted(entries, key=lambda d: (d.title.casefold(), d.path))


def collect_lessons(directory: str | Path) -> list[Dashboard]:
    """The lessons in ``directory`` built for pupils to click through (metadata ``order``), in teaching order.

    A notebook without ``order`` is not listed: it is not (yet) a lesson a pupil can do in Voila.
    """
    lessons = [entry for entry in collect_dashboards(directory) if entry.order is not None]
    return sorted(lessons, key=lambda entry: (entry.order, entry.path))


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

    def entries(found: list[Dashboard], subfolder: str = "") -> list[dict[str, Any]]:
        listed = []
        for dash in found:
            entry = asdict(dash)
            entry["href"] = prefix + quote("/".join(part for part in (folder, subfolder, dash.path) if part))
            listed.append(entry)
        return listed

    page_config[PAGE_CONFIG_KEY] = {
        "heading": _("elevenkit dashboards"),
        "intro": _("Pick a game to practise with. Each card opens a dashboard in this browser."),
        "empty": _("No dashboards yet."),
        "open": _("Open"),
        "dashboards": entries(collect_dashboards(directory)),
        "lessons_heading": _("Lessons"),
        "lessons_intro": _("Lessons to work through step by step, in teaching order."),
        "age": _("Age"),
        "lessons": entries(collect_lessons(directory / LESSONS_FOLDER), LESSONS_FOLDER),
        "teacher_heading": _("For the teacher"),
        "teacher_intro": _("These pages ask for the teacher password."),
        "class_label": _("Class"),
        "seed_label": _("Task set (seed)"),
        "class_button": _("Use for every dashboard"),
        "class_active": _("Active now:"),
        "class_none": _("No class: nothing is saved."),
    }
    return page_config
