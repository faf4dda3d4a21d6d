"""The Makefile as a newcomer meets it: ``make help`` names every target the Makefile has.

Whoever adds a target gives its rule line a ``## what it does`` comment, and ``make help`` lists
it; this test fails for a target that ``make help`` leaves out (or names without it existing).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: a rule line ``name: ...`` (not a variable ``NAME := ...``, nor a file target such as ``$(PY):``)
RULE = re.compile(r"^([a-z][a-z0-9-]*)\s*:(?!=)", re.MULTILINE)
#: a line of ``make help``: ``  make run   serve the dashboards ...``
HELP_LINE = re.compile(r"^\s*make ([a-z][a-z0-9-]*)\s+\S", re.MULTILINE)


def makefile_targets() -> set[str]:
    """Every target with a rule in the Makefile, and every name marked ``.PHONY``."""
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    phony = {name for line in re.findall(r"^\.PHONY:(.*)$", text, re.MULTILINE) for name in line.split()}
    return set(RULE.findall(text)) | phony


def test_make_help_lists_every_target_of_the_makefile() -> None:
    result = subprocess.run(["make", "--no-print-directory", "help"], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    listed = HELP_LINE.findall(result.stdout)
    assert len(listed) == len(set(listed)), f"a target is listed twice: {listed}"
    assert set(listed) == makefile_targets(), (
        f"not in make help: {sorted(makefile_targets() - set(listed))}; "
        f"in make help but no target: {sorted(set(listed) - makefile_targets())}"
    )


def test_the_targets_are_found_in_the_makefile() -> None:
    # the parser above must see the targets that the README names, or the comparison proves nothing
    assert {"run", "test", "check", "lab", "bench", "site", "serve-site", "site-lock", "help"} <= makefile_targets()


def _lab_command(*args: str, env: dict[str, str] | None = None) -> str:
    """The command ``make lab`` runs (``make -n`` runs nothing), with ``args`` on make's command line."""
    shown = subprocess.run(
        ["make", "-n", "-s", "--no-print-directory", "lab", *args],
        cwd=REPO, capture_output=True, text=True, check=True,
        env={**{k: v for k, v in os.environ.items() if k not in ("PORT", "HOST")}, **(env or {})},
    ).stdout.replace("\\\n", " ")  # fmt: skip
    return next(line for line in shown.splitlines() if "jupyter lab" in line)


def test_make_lab_listens_where_host_and_port_say() -> None:
    # make lab used to listen on localhost:8888 whatever HOST and PORT said
    command = _lab_command("HOST=0.0.0.0", "PORT=9123")
    assert "--ServerApp.ip=0.0.0.0" in command and "--ServerApp.port=9123" in command, command
    from_env = _lab_command(env={"HOST": "0.0.0.0", "PORT": "9124"})
    assert "--ServerApp.ip=0.0.0.0" in from_env and "--ServerApp.port=9124" in from_env, from_env
    # without PORT: 8888, so that make run (8866) and make lab run side by side; on this computer only
    default = _lab_command()
    assert "--ServerApp.ip=127.0.0.1" in default and "--ServerApp.port=8888" in default, default
