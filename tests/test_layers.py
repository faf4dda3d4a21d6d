"""The layers of the kit (docs: /README.md, "For developers"), checked on the source with ``ast``.

Every top-level part of ``elevenkit/`` belongs to exactly one layer of :data:`LAYERS`, lowest first.
A module may import from its own layer and the ones below it, never from above: an arrow up fails,
and so does a part that belongs to no layer (a new package must be placed first). The engines are
the core and the packages the game registry imports (``ENGINE_PACKAGES``), so a fourth game is
guarded as soon as it is registered. Some libraries belong to one layer only (:data:`LIBRARIES`):
the UI libraries to the views, numpy to the simulations, Voila to serving, SQLite to the classroom.

Every import counts, also one inside a function or under ``if TYPE_CHECKING:``: deferring an import
hides an arrow from Python, not from a reader. For the same reason no two modules of the kit may
import each other, directly or through others (an import cycle).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from elevenkit.core.registry import ENGINE_PACKAGES
from tests.helpers.paths import REPO

PACKAGE = REPO / "elevenkit"


@dataclass(frozen=True)
class Layer:
    name: str
    parts: tuple[str, ...]  #: modules or packages of the kit (``elevenkit.exercises``)


#: the layers, lowest first: each may import its own and the ones before it
LAYERS = (
    Layer("foundations", ("elevenkit.i18n", "elevenkit.markup")),
    Layer("data", ("elevenkit.catalogue", "elevenkit.glossary")),
    Layer("engines", ("elevenkit.core", *ENGINE_PACKAGES)),
    Layer("exercises", ("elevenkit.exercises",)),
    Layer("speech", ("elevenkit.speech",)),  # spoken forms: the answer reader's number words
    Layer("classroom", ("elevenkit.classroom",)),
    Layer("serving", ("elevenkit.serving", "elevenkit.__main__")),  # __main__: python -m elevenkit (serving.cli)
    Layer("worksheets", ("elevenkit.worksheets",)),
    Layer("widgets", ("elevenkit.widgets",)),
    Layer("simulation", ("elevenkit.simulation",)),
)
#: what stands above every layer of the package: it is no module of it (``tests/test_dashboard.py``)
NOTEBOOKS = "notebooks and dashboards"

UI_LIBRARIES = ("ipywidgets", "anywidget", "IPython", "traitlets")
#: libraries only some layers may import
LIBRARIES = {
    **dict.fromkeys(UI_LIBRARIES, ("widgets", "simulation")),
    "numpy": ("simulation",),
    "matplotlib": ("simulation",),
    "voila": ("serving",),
    "tornado": ("serving",),
    "jupyter_server": ("serving",),
    "jupyterhub": ("serving",),
    "sqlite3": ("classroom",),
    "psycopg": ("classroom",),
}


def module_name(path: Path) -> str:
    """``elevenkit/start11/tiles.py`` -> ``elevenkit.start11.tiles``; a package is its ``__init__``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def layer_of(module: str) -> int | None:
    """The index in :data:`LAYERS` of the layer ``module`` belongs to; None if it belongs to none."""
    return next((index for index, layer in enumerate(LAYERS) if any(_within(module, p) for p in layer.parts)), None)


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


def arrows_up(imports: Iterable[tuple[str, str, int]]) -> list[str]:
    """The imports ``(module, target, line)`` of the kit whose target sits in a higher layer, or
    whose library the module's layer may not use, described for a reader."""
    found = []
    for module, target, line in imports:
        here = layer_of(module)
        if here is None:
            continue
        there = layer_of(target) if _within(target, "elevenkit") else None
        allowed = LIBRARIES.get(target.split(".")[0])
        if there is not None and there > here:
            found.append(
                f"{module}:{line} ({LAYERS[here].name}) imports {target} ({LAYERS[there].name}), a layer above"
            )
        elif allowed is not None and LAYERS[here].name not in allowed:
            found.append(f"{module}:{line} ({LAYERS[here].name}) imports {target}: only {', '.join(allowed)} may")
    return found


def all_imports() -> Iterator[tuple[str, str, int]]:
    for module in MODULES:
        for target, line in imports_of(module):
            yield module, target, line


def test_the_parser_sees_the_kit():
    # Guards the tests below against passing on nothing: every layer has modules, the engines import the core.
    assert all(any(layer_of(module) == index for module in MODULES) for index in range(len(LAYERS)))
    assert any(target == "elevenkit.core" for target, _ in imports_of("elevenkit.nimmt.game"))
    relative = {target for target, _ in imports_of("elevenkit.oneeleven.cards")}
    assert {"elevenkit.oneeleven.rules", "elevenkit.core"} <= relative  # `from . import`, `from ..core import`


def test_every_part_of_the_kit_belongs_to_exactly_one_layer():
    parts = [part for layer in LAYERS for part in layer.parts]
    assert len(parts) == len(set(parts))
    homeless = sorted({module for module in MODULES if module != "elevenkit" and layer_of(module) is None})
    assert not homeless, f"modules in no layer (add their part to LAYERS and to the README): {homeless}"
    assert all(any(_within(module, part) for module in MODULES) for part in parts), "a layer names a part that is gone"


def test_the_checker_finds_an_arrow_up_and_a_library_out_of_place():
    found = arrows_up(
        [
            ("elevenkit.exercises.base", "elevenkit.widgets.trainer", 3),  # up
            ("elevenkit.widgets.trainer", "elevenkit.exercises.base", 4),  # down: fine
            ("elevenkit.catalogue.model", "elevenkit.core", 5),  # data below the engines
            ("elevenkit.nimmt.game", "ipywidgets", 6),
            ("elevenkit.widgets.trainer", "numpy", 7),
            ("elevenkit.simulation.duels", "numpy", 8),  # fine
        ]
    )
    assert [line.split(" ", 1)[0] for line in found] == [
        "elevenkit.exercises.base:3",
        "elevenkit.catalogue.model:5",
        "elevenkit.nimmt.game:6",
        "elevenkit.widgets.trainer:7",
    ]


def test_no_module_imports_a_higher_layer_or_a_library_of_another_layer():
    found = arrows_up(all_imports())
    assert not found, "imports against the layers (README, 'For developers'):\n" + "\n".join(found)


def test_the_readme_lists_the_same_layers_in_the_same_order():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## For developers", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\d+\. \*\*(.+?)\*\*", section, flags=re.MULTILINE)
    assert listed == [layer.name for layer in LAYERS] + [NOTEBOOKS]


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
