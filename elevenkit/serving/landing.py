"""The landing page: a list of the dashboards and lessons this server can open, with their words.

Every notebook the activity catalogue (:mod:`elevenkit.catalogue`) knows is listed with the
catalogue's title, description, age, order and audience, translated, if it runs under Voila
(lesson 10 does not: it needs JupyterLab). The notebook repeats its title and description in its
top-level notebook metadata (in JupyterLab: Property Inspector -> Advanced Tools -> Notebook
metadata), where Jupyter shows them, and ``tests/catalogue/test_activity_catalogue.py`` checks that both agree::

    "metadata": {
        "elevenkit": {
            "title": "Capture Trainer",
            "description": "Find the cards that add up to 11 and capture them."
        },
        ...
    }

A notebook the catalogue does not know yet is listed from its metadata alone (under its file name
if it has none), and ``tests/catalogue/test_activity_catalogue.py`` fails until its author adds the catalogue entry.
Lessons (``notebooks/``, served as ``dashboards/lessons``) are listed beside the dashboards in
teaching order (``order``, with the pupils' ``age``). A trainer with "practice for me"
(:data:`~elevenkit.exercises.adaptive.ADAPTIVE_TRAINERS`) has a second card beside its own, "…: for
me", that opens it with ``?level=auto`` (not when the link already names a level: the teacher's wins).

Voila shows the landing page as its directory page: ``voila.py`` installs :func:`page_config_hook`,
which puts the list into the page config, and the ``elevenkit`` Voila template's ``tree.html``
draws it (plain HTML, no kernel, so it opens at once).
"""

from __future__ import annotations

import json
from contextvars import ContextVar
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from elevenkit import catalogue
from elevenkit.catalogue import LESSONS_FOLDER, Venue
from elevenkit.exercises.adaptive.items import ADAPTIVE_TRAINERS
from elevenkit.i18n import LANGUAGE_NAMES, LANGUAGES, _, choose_language, language, pgettext
from elevenkit.serving.params import LINK_PARAMS

__all__ = [
    "Dashboard",
    "JUPYTER_DATA_DIR",
    "LESSONS_FOLDER",
    "METADATA_KEY",
    "collect_dashboards",
    "collect_lessons",
    "follow_browser_language",
    "page_config_hook",
]

JUPYTER_DATA_DIR = Path(__file__).parents[1] / "share" / "jupyter"
"""Jupyter data directory shipped in the package; holds the ``elevenkit`` Voila template."""

METADATA_KEY = "elevenkit"
"""The key of the top-level notebook metadata that holds ``title`` and ``description``."""

PAGE_CONFIG_KEY = "elevenkitGallery"
"""Where :func:`page_config_hook` puts the landing page's content for ``tree.html``."""

#: the ``Accept-Language`` header of the directory page being drawn (:func:`follow_browser_language`)
_ACCEPT_LANGUAGE: ContextVar[str | None] = ContextVar("elevenkit_accept_language", default=None)
_FOLLOW_MARK = "_elevenkit_follows_browser_language"


@dataclass(frozen=True)
class Dashboard:
    """One entry of the landing page."""

    path: str
    """Notebook path relative to the served directory, with ``/`` separators."""
    title: str
    description: str
    has_metadata: bool
    """False when neither the catalogue nor the notebook's metadata names it (a fallback title was used)."""
    age: str = ""
    """For a lesson: the pupils' age, e.g. ``"8–11"`` (metadata ``age``)."""
    order: int | None = None
    """For a lesson: its place in the teaching order (metadata ``order``); None for a dashboard."""
    audience: str = "pupils"
    """``"teacher"`` for the teacher's pages (metadata ``"audience": "teacher"``), listed apart."""
    for_me: bool = False
    """A trainer with "practice for me": the page lists it a second time, opened with ``?level=auto``."""


def _read_entry(notebook: Path, relative: str) -> Dashboard:
    """The landing-page entry of one notebook file: the catalogue's, else from its metadata (else a fallback title)."""
    known = catalogue.find(notebook.stem)
    if known is not None:
        return Dashboard(
            path=relative,
            title=_(known.title),
            description=_(known.description),
            has_metadata=True,
            age=known.age,
            order=known.order,
            audience=known.audience.value,
            for_me=known.id in ADAPTIVE_TRAINERS,
        )
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


def _runs_in(notebook: Path, venue: Venue) -> bool:
    """False for a notebook the catalogue says cannot run in ``venue``; True for the others."""
    known = catalogue.find(notebook.stem)
    return known is None or known.runs_in(venue)


def collect_dashboards(directory: str | Path, venue: Venue = Venue.VOILA) -> list[Dashboard]:
    """Every notebook directly inside ``directory`` that can run in ``venue``, sorted by title
    (checkpoints and hidden files skipped)."""
    root = Path(directory)
    entries = [
        _read_entry(nb, nb.name)
        for nb in root.glob("*.ipynb")
        if nb.is_file() and not nb.name.startswith((".", "_")) and _runs_in(nb, venue)
    ]
    return sorted(entries, key=lambda d: (d.title.casefold(), d.path))


def collect_lessons(directory: str | Path, venue: Venue = Venue.VOILA) -> list[Dashboard]:
    """The lessons in ``directory`` that can run in ``venue``, in teaching order.

    A notebook without an ``order`` is not listed: it is not (yet) a lesson a pupil can do in Voila.
    """
    lessons = [entry for entry in collect_dashboards(directory, venue) if entry.order is not None]
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

    def gallery() -> dict[str, Any]:
        return {
            "heading": _("elevenkit: games and lessons"),
            "intro": _("Pick a game to practise with. Each card opens it in this browser."),
            "empty": _("Nothing to open yet."),
            "open": pgettext("open a dashboard", "Open"),
            "for_me_title": _("{title}: for me"),
            "for_me_text": _("Tasks chosen for you: they get easier or harder as you go."),
            "dashboards": entries(collect_dashboards(directory)),
            "lessons_heading": _("Lessons"),
            "lessons_intro": _("Lessons to work through step by step, in teaching order."),
            "age": _("Age"),
            "lessons": entries(collect_lessons(directory / LESSONS_FOLDER), LESSONS_FOLDER),
            "teacher_heading": _("For the teacher"),
            "teacher_intro": _("These pages ask for the teacher password."),
            "class_label": _("Class"),
            "seed_label": _("Task list number"),
            "class_button": _("Use on every page"),
            "class_active": _("Active now:"),
            "class_none": _("No class: nothing is saved."),
        }

    # Every language's texts: tree.html shows the one of the link's ?lang=, without one the browser's
    # (Accept-Language; English for any other), with a Deutsch / English switch; each card's link
    # carries the page's query, lang included,
    # but only the names of link_params (a crafted ?theme= is not passed on).
    by_language = {}
    for code in LANGUAGES:
        with language(code):
            by_language[code] = {**gallery(), "language": code, "language_names": LANGUAGE_NAMES}
    browsers = choose_language(None, _ACCEPT_LANGUAGE.get())
    page_config[PAGE_CONFIG_KEY] = {
        **by_language[browsers],
        "link_params": sorted(LINK_PARAMS),
        "by_language": by_language,
    }
    return page_config


def follow_browser_language(handler_class: type) -> None:
    """Let :func:`page_config_hook` see the browser's ``Accept-Language`` on a directory page.

    Voila's hook gets no request, so ``handler_class`` (``voila``'s ``TornadoVoilaTreeHandler``,
    in Voila's app and as a server extension) keeps the header of the request it is drawing in a
    context variable while it draws. Installing twice changes nothing.
    """
    if getattr(handler_class, _FOLLOW_MARK, False):
        return
    drawn = handler_class.get  # type: ignore[attr-defined]

    async def get(self: Any, path: str = "") -> None:
        token = _ACCEPT_LANGUAGE.set(self.request.headers.get("Accept-Language"))
        try:
            await drawn(self, path)
        finally:
            _ACCEPT_LANGUAGE.reset(token)

    handler_class.get = get  # type: ignore[attr-defined]
    setattr(handler_class, _FOLLOW_MARK, True)
