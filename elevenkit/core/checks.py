"""Checked input: the one place that turns "a whole number from 2 to 7" into a clear error."""

from __future__ import annotations

from .errors import ElevenkitError

__all__ = ["check_int", "shown"]

#: how much of a bad input an error message quotes
SHOWN_CHARS = 60


def shown(value: object, limit: int = SHOWN_CHARS) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters.

    Safe for anything a caller may pass: a 5,000-digit number (whose ``repr`` Python refuses) or a
    page of text is shown by its start and its length, so the message stays short and readable.
    """
    try:
        text = repr(value)
    except ValueError:  # an int past Python's digit limit for str(): say how big it is instead
        if isinstance(value, int):
            return f"<a whole number of about {int(value.bit_length() * 0.30103) + 1} digits>"
        return f"<a {type(value).__name__} too big to show>"
    except Exception:
        return f"<a {type(value).__name__}>"
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}… ({len(text)} characters)"


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
        raise error(f"{what} must be a whole number, not {shown(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        if high is None:
            raise error(f"{what} must be a whole number from {low} up, not {shown(value)}")
        if low is None:
            raise error(f"{what} must be a whole number up to {high}, not {shown(value)}")
        raise error(f"{what} must be a whole number from {low} to {high}, not {shown(value)}")
    return value
