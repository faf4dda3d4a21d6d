"""Seeded randomness: every deal, bot and task can be replayed from its seed (OpenSpiel's habit)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any

from .checks import shown
from .errors import ElevenkitError

__all__ = ["MAX_SEED", "derive_seed", "make_rng", "rng_state_to_json", "rng_from_json"]

#: the largest task set (seed) of the kit: links, settings boxes and worksheets take 0 to this
#: (``elevenkit.serving.params`` names it for links), and :func:`derive_seed` stays inside it
MAX_SEED = 10**9


def make_rng(seed: int | random.Random | None = None) -> random.Random:
    """A ``random.Random`` from a seed (or the generator itself), so every game can be replayed."""
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ElevenkitError(f"seed must be a whole number or None, not {shown(seed)}")
    return random.Random(seed)


def derive_seed(seed: int, salt: str) -> int:
    """The seed dealt for ``seed`` in the group ``salt`` (a class): ``seed`` itself without a salt,
    else a seed from 0 to :data:`MAX_SEED` made from both with SHA-256, the same on every computer
    and in every run (Python's ``hash()`` of text changes with each process). Two salts give two
    unrelated seeds, so a class's task set 7 is no other class's, nor task set 7 outside a class."""
    if not salt:
        return seed
    digest = hashlib.sha256(f"elevenkit-deal\0{seed}\0{salt}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_SEED + 1)


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
