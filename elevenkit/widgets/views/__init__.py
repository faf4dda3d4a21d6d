"""The views of the games' pictures: cards, the number circle, the Start 11! board, task pictures.

Each draws with the renderer beside its engine (:mod:`elevenkit.oneeleven.svg`,
:mod:`elevenkit.nimmt.svg`, :mod:`elevenkit.start11.svg`) and reports picks through the one small
script of :class:`~elevenkit.widgets.views.svg_view.SvgView`; no rule is decided here.
"""
