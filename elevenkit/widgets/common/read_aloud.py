"""Read aloud: a speaker button beside every question, instruction, hint, feedback and lesson text,
and the pre-reader switch that reads each new question and feedback by itself (issue 24).

A view marks a text to be read with :func:`speak_attrs` (``element("p", speak_attrs(prompt, auto=True),
prompt)``): the words to say are made here, in Python, from the very sentence shown
(:func:`elevenkit.speech.spoken`: "14 = 3 + 11" is said "fourteen equals three plus eleven"), so
the read-aloud text, the text on screen and a picture's accessible name have one source. A view
that holds such texts puts one :class:`ReadAloud` on the page and the class ``ek-reads`` on its
box: the script (``static/read_aloud.js``) gives each marked text its button, reads it with the
browser's speech synthesis in the page's language, with voices on the device only
(``localService``: no request leaves the machine) at :attr:`ReadAloud.rate`, and in pre-reader
mode (``?read=auto``, or the switch) reads each new text marked ``auto`` by itself. Where the
device has no voice for the language, the first press says so in words and an icon, once; the
page works on.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from elevenkit.i18n import LANGUAGES, _, current_language, pgettext
from elevenkit.markup import Markup
from elevenkit.speech import spoken, spoken_markup
from elevenkit.widgets.common.assets import STATIC, icon_uri

__all__ = ["CHILD_RATE", "ReadAloud", "speak_attrs"]

#: the speaking rate for children of 5 to 8: a little slower than a voice's normal 1.0 (choice)
CHILD_RATE = 0.8


def speak_attrs(text: str | Markup, *, auto: bool = False) -> dict[str, str]:
    """The attributes that mark an element's text to be read aloud (the attribute mapping of
    :func:`elevenkit.markup.element`, before its other attributes): the words to say for ``text`` (plain text, or markup read as
    a screen reader reads it), and with ``auto`` that pre-reader mode reads it by itself when it
    appears (a new question, a feedback). Nothing to say: no attributes."""
    words = spoken_markup(text) if isinstance(text, Markup) else spoken(text)
    if not words:
        return {}
    return {"data-speak": words, **({"data-speak-auto": "true"} if auto else {})}


class ReadAloud(anywidget.AnyWidget):
    """The page's voice and its pre-reader switch (see the module); ``auto`` starts in pre-reader mode."""

    _esm = STATIC / "read_aloud.js"
    _css = STATIC / "read_aloud.css"
    lang = traitlets.Unicode("en", help="the page's language: voices of this language are used").tag(sync=True)
    auto = traitlets.Bool(False, help="pre-reader mode: each new question and feedback is read by itself").tag(
        sync=True
    )
    rate = traitlets.Float(CHILD_RATE, help="the speaking rate (1.0: the voice's normal pace)").tag(sync=True)
    texts = traitlets.Dict(traitlets.Unicode(), help="the words: button, switch, no_voice").tag(sync=True)
    icons = traitlets.Dict(
        traitlets.Unicode(), help="the pictures as data: URIs (shipped SVG, no emoji font needed): speaker, muted"
    ).tag(sync=True)

    def __init__(self, auto: bool = False, **kwargs: Any) -> None:
        page = current_language()
        super().__init__(
            lang=page if page in LANGUAGES else LANGUAGES[0],
            auto=auto,
            texts={
                "button": pgettext("read a text out loud", "Read aloud"),
                "switch": _("Read to me by itself"),
                "no_voice": _("This device has no voice to read aloud in this language. You can still read and play."),
            },
            icons={"speaker": icon_uri("speaker"), "muted": icon_uri("speaker-muted")},
            **kwargs,
        )
