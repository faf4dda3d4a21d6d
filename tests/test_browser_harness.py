"""The browser-test harness itself, on a probe dashboard made in a temporary folder.

Checks the contracts the dashboards rely on: URL parameters reach the notebook with and without
preheated kernels, a dashboard asks nothing of any host but the Voila server, and stopping the
server leaves no process (Voila or kernel) behind.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import psutil
import pytest

PROBE_CELLS = [
    "import ipywidgets as widgets\nfrom elevenkit.dashboard import int_param, query_params",
    # Before the request: in a preheated kernel this cell has already run when the pupil arrives.
    "widgets.Button(description='ok', icon='check')",
    "params = query_params()\n"
    "size = int_param(params, 'size', 4, 2, 9)\n"
    "widgets.HTML(f'<pre id=\"probe\">{html.escape(json.dumps({\"params\": params, \"size\": size}))}</pre>')",
]


def write_probe(folder: Path) -> Path:
    """A tiny dashboard that prints what it read from the URL."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["elevenkit"] = {"title": "Probe", "description": "Shows its URL parameters."}
    nb.cells = [nbformat.v4.new_code_cell("import html, json")] + [nbformat.v4.new_code_cell(c) for c in PROBE_CELLS]
    path = folder / "probe.ipynb"
    nbformat.write(nb, path)
    return path


def read_probe(page) -> dict:
    return json.loads(page.page.inner_text("#probe"))


@pytest.mark.parametrize("preheat", [True, False], ids=["preheated", "kernel-per-request"])
def test_query_parameters_reach_the_dashboard_and_stop_leaves_no_process(
    tmp_path, voila_server, new_dashboard_page, preheat
):
    write_probe(tmp_path)
    server = voila_server(tmp_path, f"--VoilaConfiguration.preheat_kernel={preheat}")
    first = new_dashboard_page(server.url)
    seconds = first.open("/voila/render/probe.ipynb?seed=7&size=6")
    assert read_probe(first) == {"params": {"seed": "7", "size": "6"}, "size": 6}
    first.assert_healthy()
    # Font Awesome (button icons) comes from Voila's own bundle, not from the CDN the stock
    # template asks (outside requests are aborted, so this style can only be local).
    icon_font = first.page.evaluate("() => getComputedStyle(document.querySelector('button i.fa-check')).fontFamily")
    assert "Font Awesome" in icon_font
    # A second visit gets its own parameters, not the first visitor's (a refilled pool kernel).
    second = new_dashboard_page(server.url)
    second.open("/voila/render/probe.ipynb?size=99&x=%3Cb%3E")
    assert read_probe(second) == {"params": {"size": "99", "x": "<b>"}, "size": 9}
    second.assert_healthy()
    print(f"probe dashboard interactive after {seconds:.2f}s (preheat={preheat})")

    family = server.processes()
    assert len(family) >= 3, "expected Voila and a kernel for each of the two visits"
    assert server.stop() == []
    assert not [p.pid for p in family if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]


def test_assert_healthy_reports_outside_requests_and_console_errors(dashboard_page):
    dashboard_page.open("/")
    dashboard_page.assert_healthy()
    dashboard_page.page.evaluate("() => { console.error('boom'); fetch('https://cdn.example.invalid/x.css').catch(() => {}); }")
    dashboard_page.page.wait_for_timeout(200)
    with pytest.raises(AssertionError) as failure:
        dashboard_page.assert_healthy()
    assert "console error: boom" in str(failure.value)
    assert "request to another host: https://cdn.example.invalid/x.css" in str(failure.value)
