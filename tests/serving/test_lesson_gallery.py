"""The landing page lists the lessons beside the dashboards, in teaching order, with age and one line."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import nbformat

from elevenkit.serving.landing import LESSONS_FOLDER, METADATA_KEY, PAGE_CONFIG_KEY, collect_lessons, page_config_hook

REPO = Path(__file__).resolve().parents[2]


def write_notebook(path: Path, meta: dict) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata[METADATA_KEY] = meta
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


def test_lessons_come_in_teaching_order_and_only_lessons_with_an_order(tmp_path):
    write_notebook(tmp_path / "10-late.ipynb", {"title": "Lesson 10", "description": "d", "age": "9", "order": 10})
    write_notebook(tmp_path / "02-early.ipynb", {"title": "Lesson 2", "description": "d", "age": "8", "order": 2})
    write_notebook(tmp_path / "03-old.ipynb", {"title": "Old lesson", "description": "asks for code"})
    write_notebook(tmp_path / "04-odd.ipynb", {"title": "Odd", "description": "d", "order": True})
    assert [entry.path for entry in collect_lessons(tmp_path)] == ["02-early.ipynb", "10-late.ipynb"]
    assert collect_lessons(tmp_path / "missing") == []


def test_the_landing_page_links_each_lesson_under_the_served_root():
    settings = {"contents_manager": SimpleNamespace(root_dir=str(REPO / "dashboards"))}
    config = page_config_hook({}, "/base/", settings, None, None, "")[PAGE_CONFIG_KEY]
    lessons = config["lessons"]
    assert lessons and config["lessons_heading"] == "Lessons"
    assert [entry["order"] for entry in lessons] == sorted(entry["order"] for entry in lessons)
    first = lessons[0]
    assert first["href"] == f"/base/voila/render/{LESSONS_FOLDER}/01-matching-and-number-bonds.ipynb"
    assert first["age"] and first["description"] and first["title"].startswith("Lesson 1 · ")
    assert {entry["path"] for entry in config["dashboards"]}.isdisjoint(entry["path"] for entry in lessons)
