"""The sliders of lesson 10: each explorer is a figure of :mod:`~elevenkit.simulation.plots` with the
one number a pupil may change as a slider (``ipywidgets.interactive``), so nobody types code.

The figure is drawn again when the slider is let go (not while it moves: a simulation takes a
moment). Each function returns the widget; a notebook cell shows it by naming it last.
"""

from __future__ import annotations

import ipywidgets as widgets

from elevenkit.simulation import plots

__all__ = ["capture_race_explorer", "duel_explorer", "pile_heads_explorer", "useful_cards_explorer"]


def _slider(value: int, low: int, high: int, step: int, label: str) -> widgets.IntSlider:
    return widgets.IntSlider(
        value=value, min=low, max=high, step=step, description=label, continuous_update=False,
        style={"description_width": "initial"}, layout=widgets.Layout(width="34em"),
    )  # fmt: skip


def capture_race_explorer(played: str = "7", table_size: int = 4) -> widgets.interactive:
    """How often ``played`` captures on a table of ``table_size`` cards: the slider sets the deals."""
    return widgets.interactive(
        lambda deals: plots.show(plots.capture_race_figure(played, table_size, deals)),
        deals=_slider(200, 10, 3000, 10, "Number of deals"),
    )


def useful_cards_explorer() -> widgets.interactive:
    """Which card captures most often: the slider sets how many cards lie on the table."""
    return widgets.interactive(
        lambda table_size: plots.show(plots.useful_cards_figure(table_size)),
        table_size=_slider(4, 1, 8, 1, "Cards on the table"),
    )


def pile_heads_explorer() -> widgets.interactive:
    """The ox heads of random piles: the slider sets how many cards a pile holds."""
    return widgets.interactive(
        lambda size: plots.show(plots.pile_heads_figure(size)),
        size=_slider(5, 1, 12, 1, "Cards in a pile"),
    )


def duel_explorer(opponent: str = "easy", most: int = 300) -> widgets.interactive:
    """Hard against ``opponent``: the slider sets how many of the ``most`` rounds (played once) count."""
    return widgets.interactive(
        lambda games: plots.show(plots.duel_figure(games, opponent, most)),
        games=_slider(20, 10, most, 10, "Rounds played"),
    )
