"""UI-free sessions: what a view shows and does, as plain Python with fast tests and no ipywidgets."""

from elevenkit.exercises.sessions.table import TableSession as TableSession
