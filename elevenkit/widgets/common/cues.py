"""Picture cues beside an instruction, for children who cannot read yet (issue 24).

A task says what its question asks a child to do (:attr:`elevenkit.exercises.Task.cues`: tap, count,
find …); on a page the catalogue marks for the youngest (:attr:`elevenkit.catalogue.Activity.cues`:
Start 11!, the Number Track, lessons 8 and 9) :func:`cued` draws those pictures before the words.
The pictures are shipped SVG (``static/icons/cue-<cue>.svg``, as ``data:`` URIs: no request, no
emoji font). The pictures and the words form one image whose accessible name is the very sentence
shown, and the words themselves are hidden from a screen reader: the sentence is read once, from one
source, as the speaker button reads it (:func:`elevenkit.speech.spoken_markup` reads a picture by
its name). ``pupil_page.css`` sizes the pictures with the text (``.ek-cues``).
"""

from __future__ import annotations

from collections.abc import Sequence

from elevenkit import catalogue
from elevenkit.exercises.base import Cue
from elevenkit.markup import Markup, element
from elevenkit.speech.sentences import markup_text
from elevenkit.widgets.common.assets import icon_uri

__all__ = ["cued", "shows_cues"]


def shows_cues(activity: str) -> bool:
    """Whether the page recorded as ``activity`` (``"number-track"``, ``"lesson-08"``) shows picture cues."""
    found = catalogue.by_activity(activity)
    return found is not None and found.cues


def cued(sentence: str | Markup, cues: Sequence[Cue], activity: str) -> Markup | str:
    """``sentence`` with its picture ``cues`` before it, on a page that shows them; else unchanged."""
    if not cues or not shows_cues(activity):
        return sentence
    pictures = (element("img", src=icon_uri(f"cue-{cue.value}"), alt="", class_="ek-cue") for cue in cues)
    name = markup_text(sentence) if isinstance(sentence, Markup) else " ".join(sentence.split())
    return element(
        "span",
        element("span", pictures, class_="ek-cue-pictures"),
        element("span", sentence, aria_hidden="true"),
        class_="ek-cues",
        role="img",
        aria_label=name,
        data_cues=" ".join(cue.value for cue in cues),
    )
