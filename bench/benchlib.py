"""Small helpers every benchmark script shares: medians, rates and win-rate intervals."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable


def median_seconds(run: Callable[[], object], repeats: int = 7) -> float:
    """Median wall time of ``run()`` over ``repeats`` calls."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion of ``wins`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (centre - half, centre + half)


def report(label: str, value: float, unit: str) -> None:
    """Print one figure in the common format ``label: value unit``."""
    print(f"{label}: {value:,.3f} {unit}")
