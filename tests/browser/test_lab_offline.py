"""Under ``make lab`` and Binder no request leaves the machine, as under ``make run``: a JupyterLab
server started with the Makefile's ``lab`` command (Voila as a server extension, the kit's two
extensions) on a loopback port, and Chromium with every request to another host failed and
recorded. Voila's pages under Jupyter Server used to load MathJax from a CDN."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.jupyter_server import JupyterServer, jupyter_server

REPO = Path(__file__).resolve().parents[2]
LESSON = "01-matching-and-number-bonds.ipynb"
LAB_TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[JupyterServer]:
    """The server on a copy of the repository's notebooks (a test run saves nothing into the repository)."""
    workdir = tmp_path_factory.mktemp("lab")
    root = workdir / "repo"
    for folder in ("dashboards", "notebooks"):
        shutil.copytree(REPO / folder, root / folder, symlinks=True)
    with jupyter_server(root, workdir) as server:
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
