"""The browser-test harness itself, on a probe dashboard made in a temporary folder.

Checks the contracts the dashboards rely on: URL parameters reach the notebook with and without
preheated kernels, a dashboard asks nothing of any host but the Voila server, stopping the
server leaves no process (Voila or kernel) behind, and ``assert_healthy()`` fails on a broken
dashboard (a cell that raised, a "Loading…" message that never goes away).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import nbformat
import psutil
import pytest

PROBE_CELLS = [
    "import ipywidgets as widgets\nfrom elevenkit.serving.params import int_param, query_params",
    # Before the request: in a preheated kernel this cell has already run when the pupil arrives.
    "widgets.Button(description='ok', icon='check')",
    "params = query_params()\n"
    "size = int_param(params, 'size', 4, 2, 9)\n"
    'widgets.HTML(f\'<pre id="probe">{html.escape(json.dumps({"params": params, "size": size}))}</pre>\')',
]


def write_notebook(path: Path, cells: list[str], title: str) -> Path:
    """A dashboard notebook at ``path`` with these code cells."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["elevenkit"] = {"title": title, "description": "A dashboard made by a test."}
    nb.cells = [nbformat.v4.new_code_cell(cell) for cell in cells]
    nbformat.write(nb, path)
    return path


def write_probe(folder: Path) -> Path:
    """A tiny dashboard that prints what it read from the URL."""
    return write_notebook(folder / "probe.ipynb", ["import html, json", *PROBE_CELLS], "Probe")


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
    page = dashboard_page.page
    with (
        page.expect_console_message(lambda message: message.text == "boom"),
        page.expect_request("https://cdn.example.invalid/x.png"),
    ):  # the page's own listeners, registered first, have recorded both when these return
        # an image, not a fetch: the kit's Content-Security-Policy stops a fetch to another host before
        # any request is made, an image only after Chromium reported it
        page.evaluate("() => { console.error('boom'); new Image().src = 'https://cdn.example.invalid/x.png'; }")
    with pytest.raises(AssertionError) as failure:
        dashboard_page.assert_healthy()
    assert "console error: boom" in str(failure.value)
    assert "request to another host: https://cdn.example.invalid/x.png" in str(failure.value)


BROKEN_DASHBOARDS = {
    # A widget is drawn, then a cell raises: Voila shows its error sentence instead of a traceback.
    "cell-error": (
        ["import ipywidgets as widgets\nwidgets.Button(description='ok')", "{}['missing']"],
        ["page shows 'There was an error when executing cell'", "error output(s) of a cell"],
    ),
    # No cell raises, but no widget is ever drawn: the template's "Loading…" stays for good.
    "never-loads": (
        ["print('hello')"],
        ["the 'Loading…' message never went away"],
    ),
}


def test_assert_healthy_fails_on_a_broken_dashboard(tmp_path, voila_server, new_dashboard_page):
    for name, (cells, _) in BROKEN_DASHBOARDS.items():
        write_notebook(tmp_path / f"{name}.ipynb", cells, name)
    server = voila_server(tmp_path, "--VoilaConfiguration.preheat_kernel=False")
    for name, (_, expected) in BROKEN_DASHBOARDS.items():
        page = new_dashboard_page(server.url)
        page.open(f"/voila/render/{name}.ipynb")
        with pytest.raises(AssertionError) as failure:
            page.assert_healthy()
        for problem in expected:
            assert problem in str(failure.value), f"{name}: {failure.value}"
    # The same server's healthy dashboard passes: the failures above are the pages', not the harness's.
    write_probe(tmp_path)
    healthy = new_dashboard_page(server.url)
    healthy.open("/voila/render/probe.ipynb")
    healthy.assert_healthy()


def test_leaving_a_dashboard_ends_its_kernel_without_a_403(tmp_path, voila_server, new_dashboard_page):
    # Opened straight from a link (no landing page visited first, so no cookie from it).
    write_probe(tmp_path)
    server = voila_server(tmp_path)
    for leave in ("navigate away", "close the tab", "reload"):
        page = new_dashboard_page(server.url)
        page.open("/voila/render/probe.ipynb?size=3")
        kernel_id = page.kernel_id()
        assert server.kernel_running(kernel_id)
        page.stop_watching_requests()
        if leave == "reload":
            page.page.reload(wait_until="commit")
        elif leave == "close the tab":
            page.page.close(run_before_unload=True)
        else:
            page.page.goto("about:blank")
        deadline = time.monotonic() + 30
        while server.kernel_running(kernel_id) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not server.kernel_running(kernel_id), f"{leave}: kernel {kernel_id} still runs\n{server.log_tail()}"
        assert not [e for e in page.console_errors if "403" in e], page.console_errors
    assert " 403 " not in server.log_path.read_text(errors="replace"), server.log_tail()


CONCURRENT_OPEN_TIMEOUT_S = 120


def test_dashboards_opened_at_the_same_moment_all_render(voila_url, new_dashboard_page, dashboard_url):
    # "Everybody open the dashboard now": two pupils on each dashboard, requests sent together.
    names = ["capture-trainer", "wraparound-clock"] * 2
    pages = [new_dashboard_page(voila_url) for _ in names]
    started = time.monotonic()
    for page, name in zip(pages, names):
        page.start(dashboard_url(name))
    # While it loads, a dashboard says so (Voila's spinner alone leaves a blank page for seconds).
    pages[0].page.get_by_text("Loading… this can take a few seconds.").wait_for(timeout=30_000)
    times = []
    for page, name in zip(pages, names):
        page.wait_ready(timeout_ms=max(1, int((started + CONCURRENT_OPEN_TIMEOUT_S - time.monotonic()) * 1000)))
        times.append(time.monotonic() - started)
        assert page.page.locator(".jp-OutputArea-output .lm-Widget").count() > 0, f"{name}: no widget"
        assert page.page.locator("#ek-loading").count() == 0, f"{name}: loading message left"
        page.assert_healthy()
    print("4 dashboards opened at once, interactive after " + ", ".join(f"{t:.1f}s" for t in times))
