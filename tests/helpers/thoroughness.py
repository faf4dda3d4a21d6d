"""How many cases a property test tries: all of them in ``make test``, a fifth in ``make check``.

``make check`` runs pytest with ``--hypothesis-profile=quick`` (registered in ``tests/conftest.py``)
for a fast loop while developing; ``make test`` runs every example and every case, so nothing a test
checks is dropped, only checked less often in the quick loop. A failing example Hypothesis found
once is replayed first from its database in every later run, whatever the profile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from hypothesis import settings

T = TypeVar("T")
QUICK_PROFILE = "quick"
#: the quick loop tries one in QUICK_SHARE examples or cases, and at least QUICK_LEAST examples
QUICK_SHARE = 5
QUICK_LEAST = 10


def quick() -> bool:
    """True in the quick loop (``make check``)."""
    return settings.get_current_profile_name() == QUICK_PROFILE


def examples(full: int) -> int:
    """``max_examples`` for a property test that tries ``full`` examples in ``make test``."""
    return max(QUICK_LEAST, full // QUICK_SHARE) if quick() else full


def thinned(every: Sequence[T], least: int = 2) -> Sequence[T]:
    """``every`` case (seeds, tables, rounds) in ``make test``; in the quick loop an evenly spread
    fifth of them, but at least ``least`` (when there are that many)."""
    if not quick():
        return every
    return every[:: min(QUICK_SHARE, max(1, len(every) // least))]
