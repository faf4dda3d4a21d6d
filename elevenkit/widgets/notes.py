"""A page's text around its widgets, drawn in the page's language: :func:`page_note` is the
notebook cell (``page_note("play-11-nimmt")``), :func:`note_html` draws any
:class:`~elevenkit.catalogue.notes.Note` (a lesson's teacher note too).

The text is escaped; only three marks become markup: ``**bold**``, ``*italic*`` and a backquoted
part as code. The widget carries JupyterLab's class for rendered Markdown, so the note looks as
the Markdown cell it replaces did (``static/pupil_page.css`` sizes both).
"""

from __future__ import annotations

import re

import ipywidgets as widgets

from elevenkit.catalogue.notes import Note, note
from elevenkit.i18n import LANGUAGES, _, language
from elevenkit.markup import Markup, element, fragment
from elevenkit.serving.params import query_params

__all__ = ["every_language_html", "inline", "note_html", "note_widget", "page_note"]

#: a marked part of a text: ``**bold**``, ``*italic*`` or ```code``` (the first that matches)
_MARK = re.compile(r"\*\*(?P<bold>.+?)\*\*|\*(?P<italic>[^*\s][^*]*?)\*|`(?P<code>[^`]+)`")


def inline(text: str) -> Markup:
    """``text`` escaped, with its marked parts in bold, italic or code (marks do not nest)."""
    pieces: list[str | Markup] = []
    place = 0
    for found in _MARK.finditer(text):
        pieces.append(text[place : found.start()])
        tag, part = next((tag, part) for tag, part in zip(("b", "em", "code"), found.groups()) if part is not None)
        pieces.append(element(tag, part))
        place = found.end()
    pieces.append(text[place:])
    return fragment(pieces)


def note_html(shown: Note) -> Markup:
    """The note as HTML: its title, heading, paragraphs, list and closing paragraphs, folded under its summary."""
    listed = element("ol" if shown.numbered else "ul", (element("li", inline(item)) for item in shown.items))
    body = fragment(
        (element("h1", inline(shown.title)) if shown.title else ""),
        (element("h2", inline(shown.heading)) if shown.heading else ""),
        *(element("p", inline(text)) for text in shown.paragraphs),
        (listed if shown.items else ""),
        *(element("p", inline(text)) for text in shown.closing),
    )
    if not shown.summary:
        return body
    return element("details", element("summary", inline(shown.summary)), body)


def every_language_html(message: str, class_: str) -> Markup:
    """``message`` (an ``N_`` msgid, with its marks) as one paragraph per language, each with its
    ``lang``: the Markdown cell of a notebook, which the page draws before its kernel knows the
    language. The page shows the one paragraph of its language (``html[lang]``, set by the Voila
    template's ``elevenkit-language.js`` from ``?lang=`` or the browser); JupyterLab shows them all."""
    shown = []
    for code in LANGUAGES:
        with language(code):
            shown.append(element("p", {"class": class_, "lang": code}, inline(_(message))))
    return Markup("\n".join(shown))


def note_widget(shown: Note) -> widgets.HTML:
    """The note in a widget that looks like a rendered Markdown cell."""
    view = widgets.HTML(note_html(shown))
    view.add_class("jp-RenderedHTMLCommon")
    view.add_class("ek-note")
    return view


def page_note(name: str) -> widgets.HTML:
    """The note ``name`` of :data:`elevenkit.catalogue.notes.NOTES` (a notebook cell).

    It reads the page's request first (waiting for it in a preheated kernel), so that it speaks the
    page's language (``?lang=``, else the browser's).
    """
    query_params()
    return note_widget(note(name))
