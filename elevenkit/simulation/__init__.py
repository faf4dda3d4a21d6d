"""Simulations for the strategy-and-chance lesson (lesson 10, older pupils, JupyterLab): thousands of
deals and games with numpy, and the pictures that answer a pupil's question.

- :mod:`~elevenkit.simulation.captures`: how often can a one-eleven card capture something on a
  table of *n* cards? Simulated deals, and the exact count to check them against.
- :mod:`~elevenkit.simulation.piles`: how many ox heads does a random 11 nimmt! pile hold?
- :mod:`~elevenkit.simulation.duels`: does the hard computer really beat the easy one, and how sure
  are we (a confidence interval)?
- :mod:`~elevenkit.simulation.plots`: the bar charts and histograms (matplotlib, imported there only).

Every function takes a seed, so a class gets the same numbers. This package needs numpy (and the
plots matplotlib): no dashboard and not ``elevenkit/__init__`` imports it, since the pupils'
browser-only site cannot load numpy (``docs``: issue 13).
"""

from elevenkit.simulation.captures import capture_chances, exact_capture_chance, simulate_capture_chance
from elevenkit.simulation.duels import DuelResult, confidence_interval, duel
from elevenkit.simulation.piles import exact_pile_heads, simulate_pile_heads

__all__ = [
    "DuelResult",
    "capture_chances",
    "confidence_interval",
    "duel",
    "exact_capture_chance",
    "exact_pile_heads",
    "simulate_capture_chance",
    "simulate_pile_heads",
]
