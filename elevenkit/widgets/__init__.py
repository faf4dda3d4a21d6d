"""The views: ipywidgets and anywidget views that draw engine state and turn clicks into engine calls.

No rule is decided here; every answer comes from the engines through :mod:`elevenkit.exercises`
(the trainers' decisions through :mod:`elevenkit.exercises.sessions`). The parts:

- :mod:`~elevenkit.widgets.common`: what every view shares (feedback, buttons, the error guard, the
  level switch, the share link, answer areas, what the browser keeps);
- :mod:`~elevenkit.widgets.views`: the games' pictures as widgets (cards, number circle, board);
- :mod:`~elevenkit.widgets.trainers`: the trainer frame and app and the three trainers;
- the game tables, the lesson frame, the classroom panels and the teacher's pages beside them.

Importing this package does nothing else: each dashboard imports the part it shows.
"""
