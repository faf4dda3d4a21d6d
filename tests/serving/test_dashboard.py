"""URL parameters for dashboards: read safely, never evaluated (the browser part is in
tests/browser/test_browser_harness.py, with and without preheated kernels); and no dashboard
imports numpy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from elevenkit.serving.params import int_param, query_params

REPO = Path(__file__).resolve().parents[2]
DASHBOARDS = REPO / "dashboards"


def test_no_request_means_no_parameters(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    assert query_params() == {}


def test_a_kernel_started_for_the_request_reads_query_string(monkeypatch):
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("QUERY_STRING", "seed=7&size=6&name=Ann%20%26%20Bo&seed=8&empty=")
    assert query_params() == {"seed": "8", "size": "6", "name": "Ann & Bo", "empty": ""}


def test_a_preheated_kernel_that_already_has_its_request_does_not_wait(monkeypatch):
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("QUERY_STRING", "seed=3")
    assert query_params() == {"seed": "3"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [("7", 7), (" 7 ", 7), ("-3", 1), ("999", 20), ("20", 20), ("1", 1)],
)
def test_int_param_reads_and_clamps(text, expected):
    assert int_param({"n": text}, "n", 5, 1, 20) == expected


@pytest.mark.parametrize("text", ["", "abc", "2.5", "1e3", "__import__('os')", "0x10", "9" * 5000])
def test_int_param_falls_back_to_the_default_on_bad_text(text):
    assert int_param({"n": text}, "n", 5, 1, 20) == 5


def test_int_param_missing_name_gives_default_clamped_into_range():
    assert int_param({}, "n", 5, 1, 20) == 5
    assert int_param({}, "n", 50, 1, 20) == 20


def test_int_param_refuses_an_empty_range():
    with pytest.raises(ValueError, match="'n'"):
        int_param({}, "n", 5, 9, 1)


# Runs each code cell of a notebook in an IPython shell (magics and the display of a cell's last
# value work as in a kernel) and prints which cells failed and whether numpy got imported.
RUN_CELLS = """
import json, sys
from IPython.core.interactiveshell import InteractiveShell

shell = InteractiveShell.instance()
cells = json.load(open(sys.argv[1], encoding="utf-8"))["cells"]
failed = [
    index for index, cell in enumerate(cells)
    if cell["cell_type"] == "code" and not shell.run_cell("".join(cell["source"])).success
]
print(json.dumps({"failed": failed, "numpy": "numpy" in sys.modules}))
"""


def run_dashboard_cells(notebook: Path) -> dict[str, object]:
    """Run ``notebook``'s code cells in a fresh Python; return the failed cells and whether numpy was imported."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p)}
    env.pop("QUERY_STRING", None)
    env.pop("VOILA_PREHEAT", None)
    done = subprocess.run(
        [sys.executable, "-c", RUN_CELLS, str(notebook)], cwd=notebook.parent, env=env,
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("notebook", sorted(DASHBOARDS.glob("*.ipynb")), ids=lambda p: p.name)
def test_no_dashboard_imports_numpy(notebook):
    # Pupils' browsers will run the dashboards under Pyodide, which cannot load numpy (issue 13);
    # numpy is for the simulation lesson, benchmarks and teacher statistics.
    assert run_dashboard_cells(notebook) == {"failed": [], "numpy": False}


def test_the_numpy_check_sees_an_import_deep_in_a_module(tmp_path):
    # A cell that imports a module that imports numpy: the check above would fail on it.
    (tmp_path / "uses_numpy.py").write_text("import numpy.linalg\n", encoding="utf-8")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import uses_numpy"), nbformat.v4.new_code_cell("1 / 0")]
    nbformat.write(nb, tmp_path / "probe.ipynb")
    assert run_dashboard_cells(tmp_path / "probe.ipynb") == {"failed": [1], "numpy": True}
