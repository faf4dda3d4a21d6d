"""Checked input: the one place that turns "a whole number from 2 to 7" into a clear error."""

from __future__ import annotations

from .errors import ElevenkitError

__all__ = ["check_int"]


def check_int(
    value: object,
    what: str,
    low: int | None = None,
    high: int | None = None,
    error: type[ElevenkitError] = ElevenkitError,
) -> int:
    """``value`` if it is a whole number (not a bool) within ``low..high``, else ``error``.

    ``what`` names the input in the message (``"players"``, ``"a card"``); a bound of None is open.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(f"{what} must be a whole number, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        if high is None:
            raise error(f"{what} must be a whole number from {low} up, not {value!r}")
        if low is None:
            raise error(f"{what} must be a whole number up to {high}, not {value!r}")
        raise error(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value
