"""The shape of the code a next engineer reads: no Python module over 600 lines (tests and tools
included), and no style sheet or script written into a Python string of the package (they live in
``widgets/static/`` and the templates, where an editor, a linter and the Content-Security-Policy
see them)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from tests.helpers.paths import REPO

MAX_LINES = 600
#: the folders of the repository that hold its Python (the virtual environment and npm's are not ours)
SOURCE_FOLDERS = ("elevenkit", "tests", "bench", "site-build", "config", "deploy", "binder")
#: an HTML element that carries a style sheet or a script
STYLE_OR_SCRIPT = re.compile(r"<\s*(style|script)\b", re.IGNORECASE)


def python_files() -> Iterator[Path]:
    yield REPO / "setup.py"
    for folder in SOURCE_FOLDERS:
        for path in sorted((REPO / folder).rglob("*.py")):
            if not {"node_modules", "__pycache__", "artifacts"} & set(path.parts):
                yield path


def test_no_python_module_is_over_600_lines() -> None:
    files = list(python_files())
    assert len(files) > 100, "the walk found too few modules"
    too_long = {
        str(path.relative_to(REPO)): n for path in files if (n := len(path.read_text("utf-8").splitlines())) > MAX_LINES
    }
    assert not too_long, f"split these modules (at most {MAX_LINES} lines each): {too_long}"


def strings_of(path: Path) -> Iterator[str]:
    """Every string constant of ``path``'s code (f-string pieces included), docstrings too."""
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def test_no_style_sheet_or_script_in_a_python_string_of_the_package() -> None:
    found = [
        f"{path.relative_to(REPO)}: {text[:60]!r}"
        for path in sorted((REPO / "elevenkit").rglob("*.py"))
        for text in strings_of(path)
        if STYLE_OR_SCRIPT.search(text)
    ]
    assert not found, f"move these to widgets/static/ or a template: {found}"


def test_the_check_finds_a_style_element_and_a_script(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('PAGE = f"<style>.x {{}}</style>"\nJS = "< SCRIPT src=x>"\nOK = "a <b>style</b>"\n', "utf-8")
    found = {text for text in strings_of(sample) if STYLE_OR_SCRIPT.search(text)}
    assert found == {"<style>.x {}</style>", "< SCRIPT src=x>"}
