"""The test suite's own layout: folders that mirror the package, and no test module that imports
another one (what two of them share lives in ``tests/helpers/``), so that a test can move or be
rewritten without breaking a second one."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from tests.helpers.paths import REPO

TESTS = REPO / "tests"
PACKAGE = REPO / "elevenkit"
#: folders of tests/ that mirror no part of the package
OWN_FOLDERS = {"browser", "helpers", "artifacts", "__pycache__"}


@cache
def parsed(path: Path) -> ast.Module:
    """The syntax tree of ``path`` (read once for all the checks of this module)."""
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth of its code."""
    names: set[str] = set()
    for node in ast.walk(parsed(path)):
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


@cache
def names_of_test_modules() -> frozenset[str]:
    """The names of the modules of tests/ outside ``tests/helpers/``, and ``conftest``."""
    helpers = TESTS / "helpers"
    return frozenset(
        {module.stem for module in TESTS.rglob("*.py") if helpers not in module.parents and module.stem != "__init__"}
        | {"conftest"}
    )


def imports_of_tests(path: Path) -> set[str]:
    """The modules of tests/ outside ``tests/helpers/`` (test modules, conftests, a helper left beside
    the tests that use it) and ``tests.`` modules other than helpers that ``path`` imports."""
    test_modules = names_of_test_modules()
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
        "    from tests.helpers.html_tree import parse\n    import html_tree\n"
    )
    assert imports_of_tests(module) == {"tests.test_layers", "conftest", "test_markup"}


def reads_of_the_ci_variable(path: Path) -> int:
    """How often ``path`` names the environment variable ``CI`` (a string constant ``"CI"``)."""
    tree = parsed(path)
    return sum(isinstance(node, ast.Constant) and node.value == "CI" for node in ast.walk(tree))


def test_only_one_helper_says_whether_this_is_ci() -> None:
    """A test that cannot run skips on a laptop and fails in CI: tests/helpers/ci.py decides which, once."""
    readers = sorted(
        str(path.relative_to(REPO))
        for path in TESTS.rglob("*.py")
        if path != Path(__file__) and reads_of_the_ci_variable(path)  # this module tests the helper with it
    )
    assert readers == ["tests/helpers/ci.py"], f"use tests.helpers.ci.in_ci / skip_or_fail instead: {readers}"


def test_ci_is_true_for_the_words_ci_systems_set() -> None:
    from tests.helpers.ci import in_ci

    assert all(in_ci({"CI": value}) for value in ("true", "1", "yes", " TRUE ", "Yes"))
    assert not any(in_ci({"CI": value}) for value in ("", "0", "false", "no")) and not in_ci({})
