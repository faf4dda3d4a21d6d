"""Every misconception id a task's feedback can record has the teacher's words in English and German.

The ids are collected from the exercises' code (``category=...``, a ``Choice``'s fourth argument,
a string a function returns, an enum named ``Category``), so a new id without words fails here."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from elevenkit.i18n import language
from elevenkit.widgets.teacher.labels import misconception
from elevenkit.widgets.teacher.misconceptions import MISCONCEPTIONS

EXERCISES = Path(__file__).resolve().parents[2] / "elevenkit" / "exercises"
#: what an id looks like: lower-case words joined by dashes
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)+$")


def _ids_in(node: ast.AST | None) -> Iterator[str]:
    """The id-shaped strings ``node`` can evaluate to (a constant, either side of ``if``/``or``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID.match(node.value):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _ids_in(node.body)
        yield from _ids_in(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _ids_in(value)


def _is_category_target(node: ast.AST) -> bool:
    """Whether ``node`` hands a category on: ``category=...``, ``category = ...`` or a ``return``."""
    if isinstance(node, ast.keyword):
        return node.arg == "category"
    if isinstance(node, ast.Assign):
        return any(isinstance(target, ast.Name) and target.id == "category" for target in node.targets)
    return isinstance(node, ast.Return)


def _category_nodes(node: ast.AST) -> Iterator[ast.AST | None]:
    """The parts of ``node`` that give a feedback category."""
    if isinstance(node, ast.keyword | ast.Assign | ast.Return) and _is_category_target(node):
        yield node.value
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Choice"
        and len(node.args) > 3
    ):
        yield node.args[3]
    elif isinstance(node, ast.ClassDef) and node.name == "Category":
        yield from (item.value for item in node.body if isinstance(item, ast.Assign))


def feedback_ids() -> set[str]:
    """Every misconception id the exercises' code can put into a feedback."""
    found: set[str] = set()
    for path in EXERCISES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for part in _category_nodes(node):
                found.update(_ids_in(part))
    return found


def test_the_collector_finds_the_feedback_ids() -> None:
    assert {"added-instead-of-subtracted", "one-eleven-value", "counted-the-tiles", "not-prime"} <= feedback_ids()


@pytest.mark.parametrize("category", sorted(feedback_ids()))
def test_every_feedback_id_has_words_in_both_languages(category: str) -> None:
    assert category in MISCONCEPTIONS
    with language("en"):
        english = misconception(category)
    with language("de"):
        german = misconception(category)
    assert english == MISCONCEPTIONS[category]
    assert german and german != english, f"{category}: no German words"
