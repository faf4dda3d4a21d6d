"""Spoken forms: a sentence of the kit as a child says it, for the browser's speech synthesis.

A page shows "14 = 3 + 11"; a voice reading it should say "fourteen equals three plus eleven"
(German: "vierzehn ist gleich drei plus elf"), not "fourteen, three, plus, eleven" or "one
hyphen eleven". :func:`spoken` turns a shown sentence into the words to say, in the language of
the page (:func:`elevenkit.i18n.current_language`): numbers as words (:func:`number_words`), ``=``,
``+``, ``−`` and ``×`` as the words a child says, ``1-11`` as "the one-eleven card", a wild
"wild (as 5)" as "wild, as five", brackets and the ``·`` separator as pauses, and the marks
(✔ ✘ ★ ℹ) and pictures' symbols left out. :func:`markup_text` gives the text of a piece of
markup as a screen reader reads it (``aria-label`` of a picture, nothing ``aria-hidden``), so
the read-aloud text and the accessible name come from the same sentence.

Pure Python (it runs in the browser-only site's Pyodide kernel too). Each language is one
:class:`~elevenkit.speech.words.SpeechWords` table (:data:`~elevenkit.speech.words.SPEECH_WORDS`);
a language without one is read with English words.
"""

from elevenkit.speech.sentences import markup_text, spoken, spoken_markup
from elevenkit.speech.words import SPEECH_WORDS, SpeechWords, number_words, speech_words

__all__ = ["SPEECH_WORDS", "SpeechWords", "markup_text", "number_words", "speech_words", "spoken", "spoken_markup"]
