"""Every benchmark takes ``--quick`` (``make bench BENCH_ARGS=--quick`` passes it to each script),
so that the Makefile's own example runs them all instead of stopping at the first script that
rejects it. Only ``--help`` runs here: a quick run of every script takes minutes."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((REPO / "bench").glob("bench_*.py"))


def test_there_are_benchmarks() -> None:
    assert len(SCRIPTS) >= 5, SCRIPTS


@pytest.mark.subprocess
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_a_benchmark_accepts_quick(script: Path) -> None:
    result = subprocess.run([sys.executable, script, "--help"], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    usage = result.stdout.split("\n\n")[0]  # argparse's usage paragraph lists every option it accepts
    assert re.search(r"\[--quick\]", usage), f"{script.name} does not accept --quick:\n{usage}"
