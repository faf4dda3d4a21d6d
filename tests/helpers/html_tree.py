"""HTML read as a tree (``html.parser``), so that a test asserts where things are, not only that
some text occurs somewhere in a string."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

#: elements that never have content (no end tag)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Node:
    """One element: its tag, attributes and children (elements and text, in order)."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    @property
    def text(self) -> str:
        """All the text inside, as a reader gets it (entities decoded)."""
        return "".join(child if isinstance(child, str) else child.text for child in self.children)

    def iter(self) -> Iterator[Node]:
        """This element and every element inside it, in document order."""
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, tag: str | None = None, class_: str | None = None) -> list[Node]:
        """Every element inside (this one included) with this tag and/or class."""
        return [
            node
            for node in self.iter()
            if (tag is None or node.tag == tag) and (class_ is None or class_ in node.classes)
        ]

    def find(self, tag: str | None = None, class_: str | None = None) -> Node:
        """The first such element; an AssertionError when there is none."""
        found = self.find_all(tag, class_)
        assert found, f"no <{tag or '*'} class={class_!r}> in <{self.tag}>"
        return found[0]


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document")
        self.open = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {name: value or "" for name, value in attrs})
        self.open[-1].children.append(node)
        if tag not in VOID:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open[-1].children.append(Node(tag, {name: value or "" for name, value in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.open) - 1, 0, -1):  # close up to the matching open element
            if self.open[depth].tag == tag:
                del self.open[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)


def parse_html(markup: str) -> Node:
    """The document (or fragment) ``markup`` as a tree of :class:`Node`."""
    builder = _TreeBuilder()
    builder.feed(markup)
    builder.close()
    return builder.root
