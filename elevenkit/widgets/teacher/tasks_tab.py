"""The Tasks tab: per task, the share of right answers and the most common wrong answers."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as widgets

from elevenkit.classroom.model import TaskStats
from elevenkit.widgets.teacher.reports import task_stats_html

__all__ = ["TasksTab"]


class TasksTab(widgets.VBox):
    """The statistics of the class the dashboard shows (:meth:`show`); ``titles`` names the activities."""

    def __init__(self, titles: Mapping[str, str]) -> None:
        self.titles = titles
        self.stats = widgets.HTML()
        super().__init__([self.stats])

    def show(self, stats: list[TaskStats] | None) -> None:
        """The statistics as the dashboard just read them (None: no class, nothing to show)."""
        value = "" if stats is None else task_stats_html(stats, self.titles)
        if self.stats.value != value:  # an unchanged view sends nothing to the browser
            self.stats.value = value
