"""The German catalogue is sound: every message of the German ``.po`` has a German translation
(``make po`` brings in the template's new ones), none is fuzzy, Babel's own checks pass (plural forms, %-placeholders), and each
translation names the same ``{placeholders}`` as its English message (a missing one would drop a
number from a sentence, an extra one raise a KeyError on the page)."""

from __future__ import annotations

import string

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tests.helpers.paths import REPO

LOCALE = REPO / "elevenkit" / "locale"


def read(path: str) -> Catalog:
    with (LOCALE / path).open("rb") as file:
        return read_po(file)


def fields(text: str) -> set[str]:
    """The ``{names}`` a message fills in (``"{n} cards"`` -> ``{"n"}``)."""
    return {field for _text, field, _spec, _conversion in string.Formatter().parse(text) if field is not None}


def key(message: object) -> tuple[object, object]:
    return (message.id, message.context)  # type: ignore[attr-defined]


GERMAN = read("de/LC_MESSAGES/elevenkit.po")


def test_every_german_message_is_translated_and_none_is_fuzzy() -> None:
    untranslated = [m.id for m in GERMAN if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string)]
    fuzzy = [m.id for m in GERMAN if m.id and m.fuzzy]
    assert not untranslated, f"{len(untranslated)} untranslated: {untranslated[:5]}"
    assert not fuzzy, f"{len(fuzzy)} fuzzy (check the guess, then remove the flag): {fuzzy[:5]}"


def test_babels_checks_pass_on_the_german_catalogue() -> None:
    problems = [(m.id, [str(e) for e in errors]) for m, errors in GERMAN.check()]
    assert not problems, problems[:5]


def test_every_translation_names_the_placeholders_of_its_message() -> None:
    wrong = []
    for m in GERMAN:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for index, text in enumerate(strings):
            english = ids[min(index, len(ids) - 1)]
            try:
                same = fields(text) == fields(english)
            except ValueError:  # an unpaired brace
                same = False
            # a singular may say "eine Karte" where English says "{n} card": it may leave a count out
            if not same and not (isinstance(m.id, tuple) and index == 0 and fields(text) <= fields(english)):
                wrong.append((english, text))
    assert not wrong, f"{len(wrong)} translations with other placeholders: {wrong[:5]}"
