"""HTML and SVG escaped by construction: a small element builder, as ``chess.svg`` uses ElementTree.

Views and renderers build markup with :func:`element` instead of f-strings, so that a forgotten
``html.escape`` cannot happen: every child and attribute value that is not already
:class:`Markup` is escaped when the element is built. Only this module turns text into markup::

    element("p", {"class": "ek-note"}, "3 < 4 & ", element("b", "5 > 2"))
    # -> Markup('<p class="ek-note">3 &lt; 4 &amp; <b>5 &gt; 2</b></p>')

It is pure standard library (the browser-only site's kernel has no Jinja2), sits below every
layer (engines draw SVG with it) and imports nothing of the kit.

A whole page kept in a file (``$name`` slots, :class:`string.Template`) is a :class:`Template`:
its values are escaped as they fill the slots, in the same way.

Attributes come as a mapping (first positional argument, any name: ``viewBox``, ``aria-label``,
``xml:space``) and/or as keywords, where ``class_`` is ``class`` and ``_`` is ``-``
(``aria_label="…"`` -> ``aria-label="…"``). ``None`` and ``False`` leave an attribute out, ``True``
writes it bare (``disabled``). HTML's void elements (``br``, ``img``, ``input``…) have no end tag;
every other element is closed explicitly, which is also valid for SVG inside HTML.
"""

from __future__ import annotations

import functools
import html
import re
import string
from collections.abc import Iterable, Mapping
from typing import Any, SupportsIndex

__all__ = ["Markup", "MarkupError", "Template", "element", "escape", "fragment"]

#: HTML elements that never have content or an end tag
VOID_ELEMENTS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.:-]*\Z")


class MarkupError(ValueError):
    """A tag or attribute name that is not a plain name (it could break out of the markup)."""


class Markup(str):
    """A string that is already safe HTML or SVG: built by :func:`element` or escaped by :func:`escape`.

    Joining and adding keep the guarantee: ``Markup("<b>") + "<i>"`` escapes the plain part.
    """

    __slots__ = ()

    def __add__(self, other: str) -> Markup:
        return Markup(str.__add__(self, escape(other)))

    def __radd__(self, other: str) -> Markup:
        return Markup(str.__add__(escape(other), self))

    def __mul__(self, count: SupportsIndex) -> Markup:
        return Markup(str.__mul__(self, count))

    def join(self, parts: Iterable[object]) -> Markup:
        """Join ``parts`` with this markup between them, escaping every plain part."""
        return Markup(str.join(self, (escape(part) for part in parts)))

    def __repr__(self) -> str:
        return f"Markup({str.__repr__(self)})"


#: a character :func:`html.escape` would change (most texts and every number have none)
_SPECIAL = re.compile("[&<>\"']")


def escape(value: object) -> Markup:
    """``value`` as markup: :class:`Markup` stays as it is, anything else is text with ``<>&"'`` escaped."""
    if isinstance(value, Markup):
        return value
    text = str(value)
    return Markup(html.escape(text, quote=True) if _SPECIAL.search(text) else text)


def _children(children: Iterable[object]) -> Iterable[str]:
    for child in children:
        if isinstance(child, Markup):
            yield child
        elif child is None or child is False:
            continue
        elif isinstance(child, (str, int, float)):
            yield escape(child)
        elif isinstance(child, Iterable):
            yield from _children(child)
        else:
            yield escape(child)


def fragment(*children: object) -> Markup:
    """Several children side by side as one piece of markup (lists and generators are flattened)."""
    return Markup("".join(_children(children)))


# The names a page uses are few and come back on every draw (a board has hundreds of elements):
# each is checked once. Bounded, in case a caller builds names from data.
@functools.lru_cache(maxsize=4096)
def _attribute_name(name: str) -> str:
    if not _NAME.match(name):
        raise MarkupError(f"not an attribute name: {name!r}")
    return name


@functools.lru_cache(maxsize=4096)
def _keyword_name(key: str) -> str:
    """``class_`` -> ``class``, ``aria_label`` -> ``aria-label`` (checked)."""
    return _attribute_name(key.rstrip("_").replace("_", "-"))


@functools.lru_cache(maxsize=1024)
def _tag(tag: str) -> bool:
    """Whether ``tag`` is a void element (checked to be a plain name)."""
    if not _NAME.match(tag):
        raise MarkupError(f"not a tag name: {tag!r}")
    return tag.lower() in VOID_ELEMENTS


def _attribute(name: str, value: Any) -> str:
    return f" {name}" if value is True else f' {name}="{escape(value)}"'


def _attributes(attrs: Mapping[str, Any], keywords: Mapping[str, Any]) -> str:
    written = [
        _attribute(_attribute_name(name), value)
        for name, value in attrs.items()
        if value is not None and value is not False
    ]
    written += (
        _attribute(_keyword_name(key), value)
        for key, value in keywords.items()
        if value is not None and value is not False
    )
    return "".join(written)


def element(tag: str, *children: object, **attributes: Any) -> Markup:
    """The element ``<tag …>children</tag>``; a first child that is a mapping holds attributes.

    Children may be text (escaped), numbers, :class:`Markup`, ``None`` (skipped) or iterables of
    those. Raises :class:`MarkupError` for a tag or attribute name that is not a plain name, and
    for content given to a void element.
    """
    void = _tag(tag)
    attrs: Mapping[str, Any] = {}
    if children and isinstance(children[0], Mapping):
        attrs, children = children[0], children[1:]
    start = f"<{tag}{_attributes(attrs, attributes)}>"
    if void:
        if any(True for _ in _children(children)):
            raise MarkupError(f"<{tag}> cannot have content")
        return Markup(start)
    return Markup(f"{start}{''.join(_children(children))}</{tag}>")


class Template:
    """A page or piece of markup with ``$name`` slots (:class:`string.Template`, kept in a file of its
    own with its styles): :meth:`render` escapes every value as it fills its slot (:class:`Markup`
    stays), so that a value can only ever be text."""

    def __init__(self, text: str) -> None:
        self._template = string.Template(text)

    def render(self, **values: object) -> Markup:
        """The markup with every slot filled; KeyError for a slot without a value."""
        return Markup(self._template.substitute({name: escape(value) for name, value in values.items()}))
