"""The test suite's own layout: folders that mirror the package, and no test module that imports
another one (what two of them share lives in ``tests/helpers/``), so that a test can move or be
rewritten without breaking a second one."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.helpers.paths import REPO

TESTS = REPO / "tests"
PACKAGE = REPO / "elevenkit"
#: folders of tests/ that mirror no part of the package
OWN_FOLDERS = {"browser", "helpers", "artifacts", "__pycache__"}


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth of its code."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_every_folder_of_tests_mirrors_a_part_of_the_package() -> None:
    parts = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").is_file()}
    folders = {path.name for path in TESTS.iterdir() if path.is_dir() and not path.name.startswith(".")}
    assert folders - OWN_FOLDERS, "no test folder found"
    assert folders - OWN_FOLDERS <= parts, f"test folders with no package part: {sorted(folders - OWN_FOLDERS - parts)}"


def imports_of_tests(path: Path) -> set[str]:
    """The test modules, conftests and ``tests.`` modules (other than helpers) that ``path`` imports."""
    test_modules = {module.stem for module in TESTS.rglob("test_*.py")} | {"conftest"}
    return {
        name
        for name in imported_modules(path)
        if name.split(".")[-1] in test_modules or (name.startswith("tests.") and not name.startswith("tests.helpers."))
    }


def test_no_test_module_imports_another_test_module_or_a_conftest() -> None:
    offenders = {
        str(path.relative_to(REPO)): sorted(bad) for path in TESTS.rglob("*.py") if (bad := imports_of_tests(path))
    }
    assert not offenders, f"import these from tests/helpers/ instead: {offenders}"


def test_the_check_sees_an_import_of_a_test_module_at_any_depth(tmp_path: Path) -> None:
    module = tmp_path / "test_example.py"
    module.write_text(
        "from tests.helpers.paths import REPO\n"
        "def f():\n    from tests.test_layers import PACKAGE\n    import conftest\n    from test_markup import x\n"
    )
    assert imports_of_tests(module) == {"tests.test_layers", "conftest", "test_markup"}
