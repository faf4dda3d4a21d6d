"""The layers of the kit (docs: /README.md, "For developers"), checked on the source with ``ast``.

engines (``elevenkit/core``, ``oneeleven``, ``nimmt``, ``start11``) → exercises → widgets → notebooks.
A module may import from its own layer and the ones below it, never from above: an engine imports
no UI library and no exercise or widget; an exercise imports no widget and no UI library. Every
import counts, also one inside a function or under ``if TYPE_CHECKING:``: deferring an import
hides an arrow from Python, not from a reader. For the same reason no two modules of the kit may
import each other, directly or through others (an import cycle).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "elevenkit"

UI_LIBRARIES = ("ipywidgets", "anywidget", "IPython", "traitlets")
ENGINES = ("elevenkit.core", "elevenkit.oneeleven", "elevenkit.nimmt", "elevenkit.start11")
FORBIDDEN = {
    **dict.fromkeys(ENGINES, (*UI_LIBRARIES, "elevenkit.widgets", "elevenkit.exercises")),
    "elevenkit.exercises": (*UI_LIBRARIES, "elevenkit.widgets"),
}


def module_name(path: Path) -> str:
    """``elevenkit/start11/tiles.py`` -> ``elevenkit.start11.tiles``; a package is its ``__init__``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def imports_of(module: str) -> Iterator[tuple[str, int]]:
    """Every module that ``module`` imports (absolute name, line), wherever the import stands.

    ``from package import name`` counts as an import of ``package.name`` when that is a module of
    the kit, else of ``package``. Relative imports are resolved against ``module``.
    """
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            if base == "__future__":
                continue
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                yield (submodule if submodule in MODULES else base), node.lineno


def test_the_parser_sees_the_kit():
    # Guards the tests below against passing on nothing: the engines are there and import the core.
    assert all(any(_within(m, engine) for m in MODULES) for engine in ENGINES)
    assert any(target == "elevenkit.core" for target, _ in imports_of("elevenkit.nimmt.game"))
    relative = {target for target, _ in imports_of("elevenkit.oneeleven.cards")}
    assert {"elevenkit.oneeleven.rules", "elevenkit.core"} <= relative  # `from . import`, `from ..core import`


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_module_imports_a_higher_layer(layer):
    arrows = [
        f"{MODULES[module].relative_to(PACKAGE.parent)}:{line} imports {target}"
        for module in MODULES
        if _within(module, layer)
        for target, line in imports_of(module)
        if any(_within(target, banned) for banned in FORBIDDEN[layer])
    ]
    assert not arrows, f"{layer} may not import {', '.join(FORBIDDEN[layer])}:\n" + "\n".join(arrows)


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of the kit it imports (itself excluded)."""
    return {
        module: {target for target, _ in imports_of(module) if target in MODULES and target != module}
        for module in MODULES
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_cycle_finder_finds_a_ring_and_ignores_a_chain():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_no_import_cycle_in_the_kit():
    graph = import_graph()
    rings = cycles(graph)
    described = [" ; ".join(f"{m} -> {', '.join(sorted(graph[m] & set(ring)))}" for m in ring) for ring in rings]
    assert not rings, "modules that import each other (directly or through others):\n" + "\n".join(described)
