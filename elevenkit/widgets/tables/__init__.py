"""The game tables: views that draw a table session (:mod:`elevenkit.exercises.sessions`) and turn
clicks into its calls, one module a game on the shared frame (:mod:`~elevenkit.widgets.tables.frame`)."""

from elevenkit.widgets.tables.frame import GameTable
from elevenkit.widgets.tables.nimmt import NimmtTable
from elevenkit.widgets.tables.oneeleven import OneElevenTable
from elevenkit.widgets.tables.start11 import Start11Table

__all__ = ["GameTable", "NimmtTable", "OneElevenTable", "Start11Table"]
