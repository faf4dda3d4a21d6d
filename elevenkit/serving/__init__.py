"""How the kit is served: everything between a web server and the pupils' pages, and no UI.

- :mod:`~elevenkit.serving.params`: the URL parameters a dashboard reads (``?seed=7&class=4B``);
- :mod:`~elevenkit.serving.request_wait`: a preheated kernel waits for its pupil's request;
- :mod:`~elevenkit.serving.class_pool`: kernels started before the lesson (``CLASS=30:…``);
- :mod:`~elevenkit.serving.voila_fixes`: work-arounds for the pinned Voila, each with its test;
- :mod:`~elevenkit.serving.short_links`: the short class links ``/c/<code>`` and the start-up
  step (teacher password), in Voila's app and as a Jupyter Server extension;
- :mod:`~elevenkit.serving.landing`: the landing page's list, as Voila's ``page_config_hook``.

``config/voila.py`` wires them into Voila. Importing this package has no side effect.
"""
