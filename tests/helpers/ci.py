"""Whether the tests run in CI, where a test that cannot run is a failure, not a skip.

On a laptop a missing Chromium, PostgreSQL or ``chattr`` skips the tests that need it; CI
(``CI=true``, as ``.ci/run`` sets it) installs them all, so there the same test fails instead.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import NoReturn

import pytest

__all__ = ["in_ci", "skip_or_fail"]


def in_ci(environ: Mapping[str, str] | None = None) -> bool:
    """True when ``CI`` is ``true``, ``1`` or ``yes`` (any case, spaces ignored)."""
    return (os.environ if environ is None else environ).get("CI", "").strip().lower() in ("true", "1", "yes")


def skip_or_fail(reason: str, *, in_ci_too: str, here: str = "") -> NoReturn:
    """Fail in CI with ``reason (CI=true: in_ci_too)``; else skip with ``reason; here`` (``here``: how to run it)."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: {in_ci_too})")
    pytest.skip(f"{reason}; {here}" if here else reason)
