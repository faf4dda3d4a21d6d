"""The cells of lesson 10: :func:`introduction`, then each :func:`question` with its text, its
explorers, what to think about and the answers (:mod:`~elevenkit.simulation.texts`), in the language
in use.

Each explorer is a figure of :mod:`~elevenkit.simulation.plots` with the one number a pupil may
change as a slider (``ipywidgets.interactive``), so nobody types code. The figure is drawn again
when the slider is let go (not while it moves: a simulation takes a moment). Each function returns
the widget; a notebook cell shows it by naming it last.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from elevenkit.i18n import _
from elevenkit.serving.params import query_params
from elevenkit.simulation import plots, texts
from elevenkit.widgets.notes import note_widget

__all__ = [
    "capture_race_explorer",
    "duel_explorer",
    "introduction",
    "pile_heads_explorer",
    "question",
    "useful_cards_explorer",
]


def _slider(value: int, low: int, high: int, step: int, label: str) -> widgets.IntSlider:
    return widgets.IntSlider(
        value=value, min=low, max=high, step=step, description=label, continuous_update=False,
        style={"description_width": "initial"}, layout=widgets.Layout(width="34em"),
    )  # fmt: skip


def capture_race_explorer(played: str = "7", table_size: int = 4) -> widgets.interactive:
    """How often ``played`` captures on a table of ``table_size`` cards: the slider sets the deals."""
    return widgets.interactive(
        lambda deals: plots.show(plots.capture_race_figure(played, table_size, deals)),
        deals=_slider(200, 10, 3000, 10, _("Number of deals")),
    )


def useful_cards_explorer() -> widgets.interactive:
    """Which card captures most often: the slider sets how many cards lie on the table."""
    return widgets.interactive(
        lambda table_size: plots.show(plots.useful_cards_figure(table_size)),
        table_size=_slider(4, 1, 8, 1, _("Cards on the table")),
    )


def pile_heads_explorer() -> widgets.interactive:
    """The ox heads of random piles: the slider sets how many cards a pile holds."""
    return widgets.interactive(
        lambda size: plots.show(plots.pile_heads_figure(size)),
        size=_slider(5, 1, 12, 1, _("Cards in a pile")),
    )


def duel_explorer(opponent: str = "easy", most: int = 300) -> widgets.interactive:
    """Hard against ``opponent``: the slider sets how many of the ``most`` rounds (played once) count."""
    return widgets.interactive(
        lambda games: plots.show(plots.duel_figure(games, opponent, most)),
        games=_slider(20, 10, most, 10, _("Rounds played")),
    )


#: each question's explorers, in the order the page shows them
_EXPLORERS: dict[int, tuple[Callable[[], widgets.interactive], ...]] = {
    1: (capture_race_explorer,),
    2: (useful_cards_explorer,),
    3: (pile_heads_explorer,),
    4: (duel_explorer, lambda: duel_explorer("medium")),
}


def introduction() -> widgets.VBox:
    """The lesson's title, what the pupil will be able to say, and the teacher note (the first cell).

    It reads the page's request first, if there is one, so that it speaks the page's language; in
    JupyterLab the kernel's (``ELEVENKIT_LANG``, :data:`elevenkit.i18n.LANGUAGE_VARIABLE`)."""
    query_params()
    return widgets.VBox([note_widget(texts.introduction()), note_widget(texts.teacher_note())])


def question(number: int) -> widgets.VBox:
    """Question ``number`` (1–4): its text, its explorers, what to think about, the answers folded
    (and after the last question, the closing words)."""
    shown = texts.questions()[number - 1]
    first, *more = _EXPLORERS[number]
    parts: list[widgets.Widget] = [*map(note_widget, shown.opening), first()]
    for explorer in more:
        parts += [note_widget(shown.between), explorer()] if shown.between else [explorer()]
    parts += [note_widget(shown.think), note_widget(shown.answers)]
    if number == len(_EXPLORERS):
        parts.append(note_widget(texts.closing()))
    return widgets.VBox(parts)
