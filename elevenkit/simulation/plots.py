"""The pictures of lesson 10, drawn with matplotlib (offline, part of the Jupyter ecosystem).

Each ``*_figure`` function runs its simulation and returns a matplotlib figure, so tests can look
at it; :func:`show` puts a figure on the page (inside an ``ipywidgets.interact`` it replaces the
previous one). Colours only repeat what the labels and numbers say.
"""

from __future__ import annotations

from functools import lru_cache

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.figure import Figure

from elevenkit.catalogue import Level
from elevenkit.i18n import _, current_language
from elevenkit.simulation.captures import capture_chances, capture_hits, exact_capture_chance
from elevenkit.simulation.duels import DuelResult, confidence_interval, duel
from elevenkit.simulation.piles import exact_pile_heads, simulate_pile_heads

__all__ = ["capture_race_figure", "duel_figure", "pile_heads_figure", "show", "useful_cards_figure"]

_SIM, _EXACT, _MARK = "#1f6feb", "#b35900", "#1b1b1b"


def _number(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals, as the language writes them (German: a decimal comma)."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if current_language() == "de" else text


def _percent(share: float, digits: int = 0) -> str:
    """``share`` (0.412) as a percentage ("41.2 %", German "41,2 %")."""
    return _("{percent} %").format(percent=_number(share * 100, digits))


def show(figure: Figure) -> None:
    """Show ``figure`` in the notebook and free it (so a slider does not pile figures up)."""
    from IPython.display import display

    display(figure)
    plt.close(figure)


def capture_race_figure(played: str = "7", table_size: int = 4, deals: int = 500, seed: int = 0) -> Figure:
    """The share of tables on which ``played`` captures, after 1, 2, … ``deals`` deals, against the
    exact chance: a simulation wobbles at first and settles near the truth."""
    hits = capture_hits(played, table_size, "addition", deals, seed)
    running = np.cumsum(hits) / np.arange(1, deals + 1)
    exact = float(exact_capture_chance(played, table_size))
    fig, ax = plt.subplots(figsize=(7, 3.6))
    ax.plot(
        np.arange(1, deals + 1),
        running,
        color=_SIM,
        label=_("simulated: {share} after {deals} deals").format(share=_percent(running[-1], 1), deals=deals),
    )
    ax.axhline(exact, color=_EXACT, linestyle="--", label=_("exact: {share}").format(share=_percent(exact, 1)))
    ax.set_ylim(0, 1)
    ax.set_xlabel(_("number of deals"))
    ax.set_ylabel(_("share of tables where {card} captures").format(card=played))
    ax.set_title(_("Can a {card} capture something on a table of {count} cards?").format(card=played, count=table_size))
    ax.legend(loc="lower right")
    fig.tight_layout()
    return fig


def useful_cards_figure(table_size: int = 4, deals: int = 600, seed: int = 0) -> Figure:
    """A bar for every card: how often it captures something on a random table of ``table_size``."""
    chances = capture_chances(table_size, "addition", deals, seed)
    fig, ax = plt.subplots(figsize=(8, 3.8))
    bars = ax.bar(list(chances), list(chances.values()), color=_SIM, edgecolor=_MARK)
    ax.bar_label(bars, labels=[_percent(share) for share in chances.values()], fontsize=8)
    ax.set_ylim(0, 1.1)
    ax.set_xlabel(_("the card in your hand"))
    ax.set_ylabel(_("share of tables it captures on"))
    ax.set_title(
        _("Which card is most often useful? ({deals} random tables of {count} cards each)").format(
            deals=deals, count=table_size
        )
    )
    fig.tight_layout()
    return fig


def pile_heads_figure(size: int = 5, piles: int = 3000, seed: int = 0) -> Figure:
    """A histogram of the ox heads of random piles of ``size`` cards, with the exact shares as dots."""
    heads = simulate_pile_heads(size, piles, seed)
    exact = exact_pile_heads(size)
    top = int(max(heads.max(), np.nonzero(exact > 0.001)[0].max()))
    fig, ax = plt.subplots(figsize=(7, 3.6))
    ax.hist(heads, bins=[edge - 0.5 for edge in range(top + 2)], density=True, color=_SIM, edgecolor=_MARK,
            label=_("{piles} random piles (mean {mean})").format(piles=piles, mean=_number(heads.mean(), 1)))  # fmt: skip
    mean = float((exact * np.arange(exact.size)).sum())
    ax.plot(
        np.arange(top + 1),
        exact[: top + 1],
        "o",
        color=_EXACT,
        label=_("exact (mean {mean})").format(mean=_number(mean, 2)),
    )
    ax.set_xlabel(_("ox heads in a pile of {count} cards").format(count=size))
    ax.set_ylabel(_("share of piles"))
    ax.set_title(_("How many ox heads does a random pile hold?"))
    ax.legend()
    fig.tight_layout()
    return fig


@lru_cache(maxsize=8)
def _duel(first: str, second: str, games: int, seed: int) -> DuelResult:
    """Duels are slow (a few ms a round): each one is played once and kept for the sliders."""
    return duel(first, second, games, seed)


def duel_figure(games: int = 100, opponent: str = "easy", most: int = 300, seed: int = 0) -> Figure:
    """The hard computer against ``opponent``: its share of rounds won after 1 … ``games`` rounds, and
    the 95 % confidence interval after ``games`` rounds (the first ``games`` of ``most`` played once)."""
    result = _duel("hard", opponent, max(most, games), seed)
    outcomes = result.outcomes[:games]
    running = np.cumsum(outcomes) / np.arange(1, games + 1)
    low, high = confidence_interval(round(outcomes.sum()), games)
    fig, ax = plt.subplots(figsize=(7, 3.6))
    ax.plot(
        np.arange(1, games + 1),
        running,
        color=_SIM,
        label=_("hard won {share} of {games} rounds").format(share=_percent(running[-1]), games=games),
    )
    ax.fill_between(
        [1, games],
        low,
        high,
        color=_SIM,
        alpha=0.15,
        label=_("{percent} interval: {low} to {high}").format(
            percent=_percent(0.95), low=_percent(low), high=_percent(high)
        ),
    )
    ax.axhline(0.5, color=_MARK, linestyle=":", label=_("50 %: as good as each other"))
    ax.set_ylim(0, 1)
    ax.set_xlabel(_("rounds played"))
    ax.set_ylabel(_("share won by hard"))
    ax.set_title(_("Hard against {opponent}: how sure are we?").format(opponent=Level(opponent).label))
    ax.legend(loc="lower right")
    fig.tight_layout()
    return fig
