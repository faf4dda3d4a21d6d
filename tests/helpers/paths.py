"""Where the repository's folders are, wherever a test module sits under ``tests/``."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CONFIG_DIR = REPO / "config"
DASHBOARDS = REPO / "dashboards"
NOTEBOOKS = REPO / "notebooks"
