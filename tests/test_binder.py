"""Binder cannot be reached from here, so run its install steps in a fresh virtual environment:
``binder/postBuild`` in a copy of the repository, then import the kit, and check that Voila (as
the Jupyter server extension Binder uses) finds the classroom config and the elevenkit template
through ``binder/start``."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
NOT_COPIED = shutil.ignore_patterns(
    ".git",
    ".venv",
    "__pycache__",
    "*.mo",
    "*.egg-info",
    "build",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
)

CHECK = """
import elevenkit, elevenkit.serving.params, elevenkit.serving.landing
from pathlib import Path
from voila.paths import collect_template_paths
from voila.server_extension import load_config_file
assert 'site-packages' in elevenkit.__file__, elevenkit.__file__
config = load_config_file()  # what the server extension reads at start (runs config/voila.py)
assert config.VoilaConfiguration.template == 'elevenkit', config
assert config.VoilaConfiguration.show_tracebacks is False
paths = collect_template_paths(['voila', 'nbconvert'], 'elevenkit')
assert any(Path(p, 'tree.html').is_file() and 'site-packages' in p for p in paths), paths
import gettext, elevenkit.i18n
locale = Path(elevenkit.i18n.__file__).parent / 'locale'
assert gettext.find('elevenkit', localedir=locale, languages=['de']), 'no compiled German catalogue'
print('binder ok', elevenkit.__version__)
"""


def run(cmd: list[str], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{cmd} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.mark.network  # pip installs the pinned stack from the package index
@pytest.mark.slow
def test_binder_steps_install_the_kit_in_a_fresh_environment(tmp_path):
    source = tmp_path / "repo"
    shutil.copytree(REPO, source, ignore=NOT_COPIED)
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "VIRTUAL_ENV", "JUPYTER_CONFIG_PATH", "JUPYTER_PATH")
    }
    env["PATH"] = f"{env_dir / 'bin'}{os.pathsep}{env['PATH']}"
    # No user-level Jupyter config or data from this machine (pip keeps its own configuration).
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "jupyter-config")
    env["JUPYTER_DATA_DIR"] = str(tmp_path / "jupyter-data")

    run(["bash", str(source / "binder" / "postBuild")], cwd=source, env=env)
    # Run from an empty folder, through binder/start, as Binder launches the server.
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    out = run(["bash", str(source / "binder" / "start"), "python", "-c", CHECK], cwd=outside, env=env)
    assert "binder ok" in out
    extensions = run(
        ["bash", str(source / "binder" / "start"), "jupyter", "server", "extension", "list"], cwd=outside, env=env
    )
    assert "voila" in extensions
    # the kit's own server extensions, installed by pip (etc/jupyter): under Binder too a dashboard
    # asks no CDN for MathJax, a lesson is saved without outputs, and short class links work
    plain = re.sub(r"\x1b\[[0-9;]*m", "", extensions)
    for extension in ("elevenkit.serving.lab", "elevenkit.serving.short_links"):
        assert re.search(rf"^\s*{re.escape(extension)}\s+enabled", plain, re.MULTILINE), plain


def test_binder_python_matches_the_supported_versions():
    runtime = (REPO / "binder" / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3.")
    assert int(runtime.split(".")[1]) >= 10
    assert sys.version_info >= (3, 10)
