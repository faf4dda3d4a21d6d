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

The names of the parameters (``SEED``, ``LEVEL``, ``CLASS`` …, all in :data:`LINK_PARAMS`), the
largest task set (:data:`MAX_SEED`), the digits-only rule for a typed task set (:func:`seed_of`) and
the rule for a class code in a link (:func:`clean_class_code`, :func:`class_code`) live here and
nowhere else; the activity catalogue lists which page reads which name.

A page opened with a class link deals its tasks for that class (:func:`class_deal`): task set 7 in
class 4B is another series than ``?seed=7`` opened without the class (or in class 4C), so a pupil
cannot look the answers up in a second tab outside the class (issue 21, item 9). The task set a
link names stays what the teacher reads (share tab, table, worksheets); only the dealing differs.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from urllib.parse import parse_qsl

from elevenkit.core.rng import MAX_SEED
from elevenkit.i18n import LANGUAGES, choose_language, current_language, set_language

__all__ = [
    "CLASS",
    "DECK",
    "LANG",
    "LEVEL",
    "LINK_PARAMS",
    "MAX",
    "MAX_CLASS_CODE",
    "MAX_SEED",
    "ONE11",
    "PILES",
    "PLAYERS",
    "READ",
    "SEED",
    "SEVERAL",
    "SIZE",
    "TASKS",
    "TEXT",
    "VARIANT",
    "WILDS",
    "class_code",
    "class_deal",
    "class_language",
    "clean_class_code",
    "int_param",
    "large_text",
    "page_language",
    "reads_by_itself",
    "language_param",
    "query_params",
    "seed_of",
]

#: the task set (every page): the same seed deals the whole class the same tasks or game
SEED = "seed"
#: a level word (:class:`elevenkit.catalogue.Level`) or a trainer's finer step (trainers, game tables)
LEVEL = "level"
#: the class code: the pupil joins the class and every answer is saved for the teacher
CLASS = "class"
#: a trainer's round: that many tasks, then a summary
TASKS = "tasks"
#: the Capture Trainer's own settings: table size, largest number, the 1-11, wilds, several groups
SIZE, MAX, ONE11, WILDS, SEVERAL = "size", "max", "one11", "wilds", "several"
#: a one-eleven deck (the Capture Trainer and the one-eleven table): addition, subtraction, mixed
DECK = "deck"
#: a game table's seats, the pupil included
PLAYERS = "players"
#: the game tables' own options: 11 nimmt!'s piles shown, Start 11!'s symbol tiles; a game set to fit a
#: lesson: ``?rounds=1`` (one round of 11 nimmt!), ``?holder=half`` (Start 11! with half the tiles each),
#: ``?minutes=10`` (Start 11! ends after the turn in which 10 minutes are up)
PILES, VARIANT, ROUNDS, HOLDER, MINUTES = "piles", "variant", "rounds", "holder", "minutes"
#: the page's language (``en``, ``de``); without it the browser's Accept-Language decides (:func:`page_language`)
LANG = "lang"
#: read aloud: ``?read=auto`` reads each new question and feedback by itself (pre-reader mode)
READ = "read"
#: ``?text=large``: the whole page drawn larger, for a class at the back of the room (``size`` is taken)
TEXT = "text"
#: every parameter a page of the kit reads: what the landing page may pass on to the pages it lists
LINK_PARAMS = frozenset(
    {SEED, LEVEL, CLASS, TASKS, SIZE, MAX, ONE11, WILDS, SEVERAL, DECK, PLAYERS, PILES, VARIANT, ROUNDS, HOLDER}
    | {MINUTES, LANG, READ, TEXT}
)

# MAX_SEED, the largest task set (seed) a link, a settings box or a worksheet takes (``?seed=0`` to
# ``?seed=1000000000``), is elevenkit.core.rng's, where the seeds a class is dealt are made too
#: the longest class code a link may carry (a class code is typed by children)
MAX_CLASS_CODE = 30


def _wait_for_preheated_request() -> None:
    """Block until Voila gives this preheated kernel to a browser, then fill ``os.environ``.

    Does nothing in a kernel that Voila started for a request, or outside Voila. A class link's
    prepared kernel has its query already: it only listens for the pupil's client address
    (:func:`elevenkit.serving.client_address.listen_for_address`).
    """
    if os.environ.get("VOILA_PREHEAT") != "True":
        return
    if "QUERY_STRING" in os.environ:
        from elevenkit.serving.client_address import listen_for_address

        listen_for_address()
        return
    from elevenkit.serving.request_wait import wait_for_request  # voila.utils' protocol, 47 MB lighter

    wait_for_request()


def query_params() -> dict[str, str]:
    """The query parameters of the page that opened this dashboard (``?seed=7`` -> ``{"seed": "7"}``).

    Works with and without preheated kernels and in the browser-only site; ``{}`` outside Voila.
    A page's request also decides the language of everything built after it (:func:`page_language`).
    A name given twice keeps its last value. Values are plain strings: read numbers with
    :func:`int_param`.
    """
    _wait_for_preheated_request()
    params = dict(parse_qsl(os.environ.get("QUERY_STRING", ""), keep_blank_values=True))
    if "QUERY_STRING" in os.environ:  # a page's request (Voila, the site): its language from now on
        set_language(page_language(params))
    return params


def page_language(params: Mapping[str, str], accept_language: str | None = None) -> str:
    """The language of the page: ``?lang=`` if the link has one, else the one the teacher chose for
    the link's class (:func:`class_language`), else the browser's ``Accept-Language`` (which Voila
    passes on as ``HTTP_ACCEPT_LANGUAGE``, config/voila.py; the site from ``navigator.languages``);
    English for anything else (:func:`elevenkit.i18n.choose_language`)."""
    header = os.environ.get("HTTP_ACCEPT_LANGUAGE") if accept_language is None else accept_language
    asked = params.get(LANG)
    if not (asked and asked.strip()):
        asked = class_language(class_code(params)) or None
    return choose_language(asked, header)


def class_language(code: str) -> str:
    """The language the teacher chose for the class ``code`` (the share tab keeps it in the classroom
    database); "" without a class, without a choice, or when the database cannot be read."""
    if not code:
        return ""
    from elevenkit.classroom.errors import ClassroomError  # sqlite3 only on a class's page
    from elevenkit.classroom.store import ClassroomStore

    try:
        with ClassroomStore() as store:
            return store.class_language(code)
    except ClassroomError:  # no database yet, busy, not ours: the browser decides, the page opens
        return ""


def int_param(params: Mapping[str, str], name: str, default: int, lo: int, hi: int) -> int:
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


def seed_of(text: str) -> int | None:
    """The task set typed as ``text`` (``" 7 "`` -> 7), or None unless it is a whole number from 0 to
    :data:`MAX_SEED` written with the digits 0-9 only (no sign, no other script's digits, no spaces inside)."""
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
        return None
    return int(text)


def clean_class_code(text: str) -> str:
    """The class code ``text`` names (``" 4B "`` -> ``"4B"``), or "" when it cannot be one.

    A class code is typed by children and shown on every page of the class: at most
    :data:`MAX_CLASS_CODE` characters, each a letter or digit (of any script, so ``"4ä"`` is one), a
    space, ``-`` or ``_``. Anything else (``<b>``, quotes, a line break) gives "": such a link joins no
    class and records nothing.
    """
    text = text.strip()
    if len(text) > MAX_CLASS_CODE or not all(char.isalnum() or char in " -_" for char in text):
        return ""
    return text


def class_code(params: Mapping[str, str]) -> str:
    """The class code of a link (``?class=4B`` -> ``"4B"``), "" without a usable one (:func:`clean_class_code`)."""
    return clean_class_code(str(params.get(CLASS, "")))


def class_deal(code: str) -> str:
    """What the pages of class ``code`` deal their tasks for: the code as classes are compared
    (``"4B"``, ``"4b "`` -> ``"4b"``, :func:`elevenkit.classroom.identity.name_key`), "" without a
    class. A series or game dealt with it (``salt``, :func:`elevenkit.core.rng.derive_seed`) is the
    class's own: every pupil of the class gets the same tasks, the same task set outside the class
    or in another class gets others."""
    from elevenkit.classroom.identity import name_key  # a class's page only

    code = clean_class_code(code)
    return name_key(code) if code else ""


def reads_by_itself(params: Mapping[str, str]) -> bool:
    """True when a link asks for pre-reader mode (``?read=auto``, any case); anything else: False."""
    return str(params.get(READ, "")).strip().casefold() == "auto"


def large_text(params: Mapping[str, str]) -> bool:
    """True when a link asks for bigger text (``?text=large``, any case); anything else: False."""
    return str(params.get(TEXT, "")).strip().casefold() == "large"


def language_param(language: str | None = None) -> dict[str, str]:
    """What a link built on this page adds so that it opens in ``language`` (default: the page's):
    ``{"lang": "de"}`` for German, nothing for English (the class's choice or the pupil's browser
    then decides, as before)."""
    language = current_language() if language is None else language
    return {LANG: language} if language in LANGUAGES and language != LANGUAGES[0] else {}
