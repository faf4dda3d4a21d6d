"""Seeded randomness: every deal, bot and task can be replayed from its seed (OpenSpiel's habit)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .checks import shown
from .errors import ElevenkitError

__all__ = ["make_rng", "rng_state_to_json", "rng_from_json"]


def make_rng(seed: int | random.Random | None = None) -> random.Random:
    """A ``random.Random`` from a seed (or the generator itself), so every game can be replayed."""
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ElevenkitError(f"seed must be a whole number or None, not {shown(seed)}")
    return random.Random(seed)


def rng_state_to_json(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-friendly lists (``random.Random.getstate``)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence[Any]) -> random.Random:
    """A generator restored from :func:`rng_state_to_json`."""
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
