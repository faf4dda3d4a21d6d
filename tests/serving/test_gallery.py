"""The landing page's list: built from each dashboard's own notebook metadata."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest

from elevenkit.serving.landing import METADATA_KEY, PAGE_CONFIG_KEY, collect_dashboards, page_config_hook

DASHBOARDS = Path(__file__).resolve().parents[2] / "dashboards"


def write_notebook(path: Path, meta: dict | None) -> None:
    nb = nbformat.v4.new_notebook()
    if meta is not None:
        nb.metadata[METADATA_KEY] = meta
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


def hook(root: Path, folder: str, base_url: str = "/") -> dict:
    settings = {"contents_manager": SimpleNamespace(root_dir=str(root))}
    return page_config_hook({"appVersion": "x"}, base_url, settings, None, None, folder)


def test_the_kit_has_dashboards():
    assert sorted(DASHBOARDS.glob("*.ipynb")), "dashboards/ holds no dashboard"


@pytest.mark.parametrize("notebook", sorted(DASHBOARDS.glob("*.ipynb")), ids=lambda p: p.name)
def test_every_dashboard_carries_its_title_and_description(notebook):
    meta = json.loads(notebook.read_text(encoding="utf-8"))["metadata"].get(METADATA_KEY, {})
    for field in ("title", "description"):
        assert isinstance(meta.get(field), str) and meta[field].strip(), (
            f'{notebook.name}: add "{METADATA_KEY}": {{"{field}": "..."}} to the notebook metadata'
        )
    assert "\n" not in meta["description"], "the description is one line"


def test_every_dashboard_is_listed_on_the_landing_page():
    config = hook(DASHBOARDS.parent, "dashboards")
    listed = {entry["path"]: entry for entry in config[PAGE_CONFIG_KEY]["dashboards"]}
    assert set(listed) == {nb.name for nb in DASHBOARDS.glob("*.ipynb")}
    for name, entry in listed.items():
        assert entry["has_metadata"], name
        assert entry["href"] == f"/voila/render/dashboards/{name}"


def test_entries_come_from_metadata_sorted_by_title(tmp_path):
    write_notebook(tmp_path / "zeta.ipynb", {"title": "Adding Game", "description": " Add to 11. "})
    write_notebook(tmp_path / "alpha.ipynb", {"title": "Take Eleven", "description": "Capture cards."})
    entries = collect_dashboards(tmp_path)
    assert [(e.path, e.title, e.description) for e in entries] == [
        ("zeta.ipynb", "Adding Game", "Add to 11."),
        ("alpha.ipynb", "Take Eleven", "Capture cards."),
    ]
    assert all(e.has_metadata for e in entries)


@pytest.mark.parametrize(
    "meta",
    [None, {}, {"title": "  "}, {"title": 3, "description": ["x"]}, "not a dict"],
    ids=["no-key", "empty", "blank-title", "wrong-types", "not-a-dict"],
)
def test_a_notebook_without_metadata_is_listed_under_its_file_name(tmp_path, meta):
    write_notebook(tmp_path / "number-circle_game.ipynb", meta)
    (entry,) = collect_dashboards(tmp_path)
    assert (entry.title, entry.description, entry.has_metadata) == ("Number circle game", "", False)


def test_a_broken_notebook_file_does_not_break_the_page(tmp_path):
    (tmp_path / "half-saved.ipynb").write_text("{ not json", encoding="utf-8")
    (entry,) = collect_dashboards(tmp_path)
    assert (entry.path, entry.has_metadata) == ("half-saved.ipynb", False)


def test_checkpoints_hidden_and_other_files_are_not_dashboards(tmp_path):
    write_notebook(tmp_path / "real.ipynb", {"title": "Real", "description": "d"})
    write_notebook(tmp_path / ".ipynb_checkpoints" / "real-checkpoint.ipynb", {"title": "Old", "description": "d"})
    write_notebook(tmp_path / ".hidden.ipynb", {"title": "Hidden", "description": "d"})
    write_notebook(tmp_path / "sub" / "nested.ipynb", {"title": "Nested", "description": "d"})
    (tmp_path / "notes.txt").write_text("x")
    assert [e.path for e in collect_dashboards(tmp_path)] == ["real.ipynb"]


def test_hook_links_follow_base_url_and_folder_and_are_quoted(tmp_path):
    write_notebook(tmp_path / "dash" / "my game.ipynb", {"title": "T", "description": "d"})
    config = hook(tmp_path, "dash", base_url="/user/pupil/")
    gallery = config[PAGE_CONFIG_KEY]
    assert [d["href"] for d in gallery["dashboards"]] == ["/user/pupil/voila/render/dash/my%20game.ipynb"]
    assert gallery["heading"] and gallery["intro"] and gallery["open"] and gallery["empty"]
    assert config["appVersion"] == "x"


def test_hook_leaves_notebook_pages_alone(tmp_path):
    write_notebook(tmp_path / "a.ipynb", {"title": "T", "description": "d"})
    assert hook(tmp_path, "a.ipynb") == {"appVersion": "x"}


def test_hook_at_the_served_root_links_without_a_folder(tmp_path):
    write_notebook(tmp_path / "a.ipynb", {"title": "T", "description": "d"})
    assert [d["href"] for d in hook(tmp_path, "")[PAGE_CONFIG_KEY]["dashboards"]] == ["/voila/render/a.ipynb"]


def test_the_trainers_with_practice_for_me_are_marked_for_a_second_card():
    marked = {entry.path for entry in collect_dashboards(DASHBOARDS) if entry.for_me}
    assert marked == {"capture-trainer.ipynb", "number-track.ipynb", "wraparound-clock.ipynb"}
