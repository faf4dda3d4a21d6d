"""Under ``make lab`` and Binder no request leaves the machine, as under ``make run``: a JupyterLab
server started with the Makefile's ``lab`` command (Voila as a server extension, the kit's two
extensions) on a loopback port, and Chromium with every request to another host failed and
recorded. Voila's pages under Jupyter Server used to load MathJax from a CDN."""

from __future__ import annotations

import json
import re
import shutil
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.jupyter_server import JupyterServer, jupyter_server

REPO = Path(__file__).resolve().parents[2]
LESSON = "01-matching-and-number-bonds.ipynb"
LAB_TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def lab_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the repository's dashboards and notebooks (a test run saves nothing into the repository)."""
    root = tmp_path_factory.mktemp("lab") / "repo"
    for folder in ("dashboards", "notebooks"):
        shutil.copytree(REPO / folder, root / folder, symlinks=True)
    return root


@pytest.fixture(scope="module")
def lab(lab_root: Path) -> Iterator[JupyterServer]:
    """The server on :func:`lab_root`."""
    with jupyter_server(lab_root, lab_root.parent) as server:
        yield server


def test_a_dashboard_under_jupyterlab_asks_no_other_host(
    lab: JupyterServer, new_dashboard_page: Callable[[str], Any]
) -> None:
    page = new_dashboard_page(lab.url)
    page.open(f"/voila/render/dashboards/capture-trainer.ipynb?seed=5&token={lab.token}")
    page.page.locator(".ek-card[role='button']").first.wait_for()
    page.assert_healthy()  # among others: no request to another host, none was sent
    assert (
        page.page.evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).fullMathjaxUrl"
        )
        is None
    )


def test_the_landing_page_and_a_lesson_in_jupyterlab_ask_no_other_host(
    lab: JupyterServer, new_dashboard_page: Callable[[str], Any]
) -> None:
    landing = new_dashboard_page(lab.url)
    landing.open(f"/voila/tree/dashboards?token={lab.token}")
    assert landing.page.locator("a.ek-card").count() > 0
    landing.assert_healthy()

    lesson = new_dashboard_page(lab.url)
    lesson.page.goto(f"{lab.url}/lab/tree/notebooks/{LESSON}?token={lab.token}", timeout=LAB_TIMEOUT_MS)
    lesson.page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=LAB_TIMEOUT_MS)
    # the kernel started and is idle: everything JupyterLab loads at start-up has been asked for
    lesson.page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=LAB_TIMEOUT_MS)
    lesson.page.wait_for_load_state("networkidle", timeout=LAB_TIMEOUT_MS)
    assert not lesson.outside_requests, f"JupyterLab asked other hosts: {lesson.outside_requests}"


def _start_kernel(lab: JupyterServer, page: Any, path: str) -> None:
    """Wait until the page's kernel for ``path`` has started and the page is connected to it. On a
    loaded machine JupyterLab may open the notebook before it knows the kernels and then asks which
    one to start (its own one preselected): the pupil's "Select" is pressed."""
    dialog = page.locator(".jp-Dialog", has_text="Select Kernel")
    deadline = time.monotonic() + LAB_TIMEOUT_MS / 1000
    sessions: list[Any] = []
    while time.monotonic() < deadline:
        if dialog.count():
            dialog.locator("button.jp-mod-accept").click()
        with urllib.request.urlopen(lab.api("/api/sessions"), timeout=30) as response:
            sessions = json.loads(response.read())
        kernels = [s["kernel"] for s in sessions if s["path"] == path and s.get("kernel")]
        if any(k["execution_state"] == "idle" and k["connections"] > 0 for k in kernels):
            return
        time.sleep(0.2)
    raise AssertionError(f"no connected kernel for {path}: {sessions}")


def test_a_lesson_run_and_saved_in_jupyterlab_leaves_its_file_as_the_repository_has_it(
    lab: JupyterServer, lab_root: Path, new_dashboard_page: Callable[[str], Any]
) -> None:
    """What a pupil does in ``make lab``: open a lesson, Run All Cells, click in its widget, save.
    The saved file is the repository's, byte for byte, so ``git status`` stays clean (JupyterLab
    used to save the outputs, the widget state and the kernel's version into ``notebooks/``)."""
    on_disk = lab_root / "notebooks" / LESSON
    before = on_disk.stat().st_mtime_ns
    lesson = new_dashboard_page(lab.url)
    page = lesson.page
    page.goto(f"{lab.url}/lab/tree/notebooks/{LESSON}?token={lab.token}", timeout=LAB_TIMEOUT_MS)
    _start_kernel(lab, page, f"notebooks/{LESSON}")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    # the code cell ran (its prompt has a number) and the lesson widget is drawn
    ran = page.locator(".jp-NotebookPanel .jp-CodeCell .jp-InputPrompt", has_text=re.compile(r"\[\d+\]"))
    ran.first.wait_for(timeout=LAB_TIMEOUT_MS)
    page.get_by_text("Step 1 of", exact=False).first.wait_for(timeout=LAB_TIMEOUT_MS)
    # the pupil moves on a step (the widgets' state changes), then saves, as the autosave does
    page.locator(".jp-OutputArea").get_by_role("button", name="Next", exact=True).first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text="File").first.click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Save Notebook$")).first.click()
    # saved: the tab is no longer marked as changed and the file was written
    page.wait_for_function(
        "() => !document.querySelector('.jp-NotebookPanel.jp-mod-dirty, .lm-TabBar-tab.jp-mod-dirty')",
        timeout=LAB_TIMEOUT_MS,
    )
    deadline = time.monotonic() + 30
    while on_disk.stat().st_mtime_ns == before and time.monotonic() < deadline:
        time.sleep(0.1)
    assert on_disk.stat().st_mtime_ns != before, "JupyterLab did not save the lesson"
    assert on_disk.read_bytes() == (REPO / "notebooks" / LESSON).read_bytes(), on_disk.read_text()[:3000]
    assert not lesson.outside_requests, f"JupyterLab asked other hosts: {lesson.outside_requests}"
