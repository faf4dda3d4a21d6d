"""HTML read back as a tree, so that a test asserts the structure a page has (which rows, which
cells, which attributes) and the text a reader sees, not substrings of the markup."""

from __future__ import annotations

import html.parser
from dataclasses import dataclass, field

#: elements that have no end tag
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})


@dataclass
class Node:
    """One element: its tag, its attributes (unescaped) and its children (nodes and text)."""

    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The text inside, unescaped, as a reader sees it (without the markup)."""
        return "".join(child if isinstance(child, str) else child.text for child in self.children)

    @property
    def classes(self) -> set[str]:
        """The element's CSS classes."""
        return set((self.attrs.get("class") or "").split())

    def elements(self) -> list[Node]:
        """Every element inside, in document order (depth first)."""
        found: list[Node] = []
        for child in self.children:
            if isinstance(child, Node):
                found.append(child)
                found.extend(child.elements())
        return found

    def find_all(self, tag: str | None = None, css_class: str | None = None) -> list[Node]:
        """The elements inside with ``tag`` and/or the CSS class ``css_class``."""
        return [
            node
            for node in self.elements()
            if (tag is None or node.tag == tag) and (css_class is None or css_class in node.classes)
        ]

    def find(self, tag: str | None = None, css_class: str | None = None) -> Node:
        """The first element inside with ``tag`` and/or ``css_class``; AssertionError if there is none."""
        found = self.find_all(tag, css_class)
        assert found, f"no <{tag or '*'}> with class {css_class!r} in {self.text[:80]!r}"
        return found[0]


class _TreeBuilder(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document")
        self.open = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs))
        self.open[-1].children.append(node)
        if tag not in VOID:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open[-1].children.append(Node(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        assert self.open[-1].tag == tag, f"</{tag}> where <{self.open[-1].tag}> should be closed"
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)


def parse(markup: str) -> Node:
    """``markup`` as a tree under a ``#document`` node; AssertionError for a tag left open or closed twice."""
    builder = _TreeBuilder()
    builder.feed(markup)
    builder.close()
    assert builder.open == [builder.root], f"<{builder.open[-1].tag}> is never closed"
    return builder.root


def rows(markup: str, css_class: str) -> list[list[str]]:
    """The texts of the cells (``th`` and ``td``) of each body row of the table with ``css_class``."""
    table = parse(markup).find("table", css_class)
    body = table.find("tbody")
    return [[cell.text for cell in row.children if isinstance(cell, Node)] for row in body.find_all("tr")]
