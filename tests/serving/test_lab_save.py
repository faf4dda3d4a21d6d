"""A lesson saved by JupyterLab after a run (outputs, widget state, the kernel's version) leaves
its file as the repository has it: a real JupyterLab server as ``make lab`` starts it, and a save
through its contents API as JupyterLab's autosave sends it."""

from __future__ import annotations

import json
import shutil
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from elevenkit.serving.lab import strip_run_state
from tests.helpers.jupyter_server import JupyterServer, jupyter_server

REPO = Path(__file__).resolve().parents[2]
LESSONS = sorted((REPO / "notebooks").glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _request(server: JupyterServer, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.api(path), data=data, method=method)
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def after_a_run(notebook: dict[str, Any]) -> dict[str, Any]:
    """``notebook`` as JupyterLab holds it once a pupil ran every cell and clicked in the widgets."""
    for number, cell in enumerate(c for c in notebook["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = number + 1
        cell["outputs"] = [
            {"output_type": "display_data", "data": {WIDGET_VIEW: {"model_id": "ab12", "version_major": 2}}, "metadata": {}},
            {"output_type": "stream", "name": "stdout", "text": "hello\n"},
        ]  # fmt: skip
        cell["metadata"]["scrolled"] = True
        cell["metadata"]["execution"] = {"iopub.status.idle": "2026-01-01T10:00:00.000Z"}
    notebook["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}, "version_major": 2}}
    notebook["metadata"]["language_info"] = {"name": "python", "version": "3.11.2", "mimetype": "text/x-python"}
    return notebook


@pytest.fixture
def lab(tmp_path: Path):  # type: ignore[no-untyped-def]
    root = tmp_path / "repo"
    shutil.copytree(REPO / "notebooks", root / "notebooks")
    (root / "dashboards").mkdir()
    with jupyter_server(root, tmp_path) as server:
        yield server, root


@pytest.mark.slow
def test_saving_a_lesson_after_a_run_leaves_its_file_as_it_was(lab: tuple[JupyterServer, Path]) -> None:
    server, root = lab
    for lesson in LESSONS:
        path = f"/api/contents/notebooks/{lesson.name}"
        model = _request(server, "GET", path + "?content=1")
        saved = _request(
            server, "PUT", path, {"type": "notebook", "format": "json", "content": after_a_run(model["content"])}
        )
        assert saved["name"] == lesson.name
        assert (root / "notebooks" / lesson.name).read_bytes() == lesson.read_bytes(), f"{lesson.name} changed on save"
    # an edit of the lesson itself is saved (only what a run adds is left out)
    model = _request(server, "GET", f"/api/contents/notebooks/{LESSONS[0].name}?content=1")
    model["content"]["cells"][0]["source"] = "A new first line"
    _request(
        server, "PUT", f"/api/contents/notebooks/{LESSONS[0].name}", {"type": "notebook", "content": model["content"]}
    )
    on_disk = json.loads((root / "notebooks" / LESSONS[0].name).read_text(encoding="utf-8"))
    assert "".join(on_disk["cells"][0]["source"]) == "A new first line"
    assert "pre_save_hook" not in server.log.read_text()  # the hook ran without an error in the server's log


def test_a_notebook_that_is_not_the_kits_is_saved_with_its_outputs() -> None:
    notebook = after_a_run({"cells": [{"cell_type": "code", "metadata": {}, "source": "1"}], "metadata": {}})
    model = {"type": "notebook", "content": json.loads(json.dumps(notebook))}
    strip_run_state(model=model, path="mine.ipynb", contents_manager=None)
    assert model["content"] == notebook


def test_a_kit_notebook_loses_what_a_run_added_and_keeps_the_rest(tmp_path: Path) -> None:
    lesson = json.loads(LESSONS[0].read_text(encoding="utf-8"))
    (tmp_path / "lesson.ipynb").write_text(json.dumps(lesson), encoding="utf-8")
    model = {"type": "notebook", "content": after_a_run(json.loads(json.dumps(lesson)))}
    strip_run_state(model=model, path="lesson.ipynb", contents_manager=type("CM", (), {"root_dir": str(tmp_path)})())
    assert model["content"] == lesson
