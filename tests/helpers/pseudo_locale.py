"""The pseudo-language in tests: every text a pupil reads went through ``elevenkit.i18n``, and every
message it asked for is in the extracted catalogue ``elevenkit/locale/elevenkit.pot``.

``with pseudo_locale():`` shows everything inside the block in the pseudo-language (each translated
text wrapped in «…», see :class:`elevenkit.i18n.PseudoTranslations`); :func:`assert_translated`
then finds any word outside «…». When the block ends, every message translated inside it must be
in the catalogue: a data string shown with ``_(variable)`` but never marked ``N_("…")`` is not.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

from elevenkit import i18n
from elevenkit.i18n import Message, PseudoTranslations

CATALOGUE = Path(i18n.__file__).parent / "locale" / "elevenkit.pot"
#: a word: letters in a row (numbers, signs, marks such as ★ and punctuation may stand outside
#: the translated pieces, and so may a capital letter alone, a pile's name: "A 33")
WORD = re.compile(r"[^\W\d_]+")


@cache
def catalogue_messages(path: Path = CATALOGUE) -> frozenset[Message]:
    """Every message of the catalogue at ``path`` (the committed one unless told)."""
    with path.open("rb") as file:
        catalogue = read_po(file)
    messages = set()
    for entry in catalogue:
        if not entry.id:
            continue  # the header
        if isinstance(entry.id, tuple):
            messages.add(Message(entry.id[0], entry.id[1], entry.context))
        else:
            messages.add(Message(entry.id, None, entry.context))
    return frozenset(messages)


def missing_from_catalogue(seen: Iterable[Message]) -> list[Message]:
    """The messages of ``seen`` that the catalogue lacks, in order."""
    return sorted(set(seen) - catalogue_messages(), key=lambda message: (message.msgid, message.context or ""))


@contextmanager
def pseudo_locale() -> Iterator[PseudoTranslations]:
    """The pseudo-language inside the block; afterwards every message it saw must be in the catalogue."""
    with i18n.language(i18n.PSEUDO_LANGUAGE) as translation:
        assert isinstance(translation, PseudoTranslations)
        yield translation
    missing = missing_from_catalogue(translation.seen)
    assert not missing, (
        f"{len(missing)} message(s) shown but not in the catalogue (mark data strings with N_, then make pot): "
        + "; ".join(repr(message) for message in missing[:20])
    )


def untranslated(text: str) -> str:
    """What is left of ``text`` once every «…» (also nested ones) is replaced by a space."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"«[^«»]*»", " ", text)
    return text


def typed(answer: object) -> str:
    """The words of ``answer`` that a message may quote back: what the pupil typed."""
    return answer if isinstance(answer, str) else ""


def assert_translated(text: str, where: str, pupils_words: str = "") -> None:
    """``text`` (shown in the pseudo-language) has no word outside the translation functions but
    ``pupils_words``, the answer a pupil typed (a message may quote it)."""
    assert text, f"empty sentence: {where}"
    for word in pupils_words.split():  # a message may quote the whole answer or one of its words
        text = text.replace(word, " ")
    rest = untranslated(text)
    assert "«" not in rest and "»" not in rest, (where, text)
    words = [word for word in WORD.findall(rest) if not (len(word) == 1 and word.isupper())]
    assert not words, f"words outside the translation function in {where}: {words} of {text!r}"
