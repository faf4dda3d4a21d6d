"""The Makefile as a newcomer meets it: ``make help`` names every target the Makefile has.

Whoever adds a target gives its rule line a ``## what it does`` comment, and ``make help`` lists
it; this test fails for a target that ``make help`` leaves out (or names without it existing).
"""

from __future__ import annotations

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
