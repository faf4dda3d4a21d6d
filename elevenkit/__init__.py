"""elevenkit: arithmetic lessons and classroom dashboards built on three real card and board games.

Engines (pure Python): :mod:`elevenkit.oneeleven`, :mod:`elevenkit.nimmt`, :mod:`elevenkit.start11`.
Views: :mod:`elevenkit.widgets`.
"""

__version__ = "0.1.0"
