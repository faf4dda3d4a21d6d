"""The picture most one-eleven lesson steps show: the pupil's card above the table."""

from __future__ import annotations

from elevenkit.exercises.captures.parts import PictureRow, TaskPicture, read_cards
from elevenkit.i18n import _

__all__ = ["card_and_table"]


def card_and_table(mine: str, table: str, deck: str = "addition") -> TaskPicture:
    """Your card (``"14"``) above the table (``"3 1-11 9"``), drawn as cards of ``deck``."""
    return TaskPicture(
        "",
        deck,
        (PictureRow(_("Your card"), tuple(read_cards(mine))), PictureRow(_("The table"), tuple(read_cards(table)))),
    )
