"""The German catalogue is sound: every message of the German ``.po`` has a German translation
(``make po`` brings in the template's new ones), none is fuzzy, Babel's own checks pass (plural forms, %-placeholders), and each
translation names the same ``{placeholders}`` as its English message (a missing one would drop a
number from a sentence, an extra one raise a KeyError on the page)."""

from __future__ import annotations

import re
import string

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tests.helpers.german_text import english_words
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


#: German messages that are the English one on purpose: the games' names and words German uses too
SAME_IN_GERMAN = frozenset({"11 nimmt!", "Start 11!", "Computer", "Computer {number}", "Deck", "Name:", "Trainer"})
#: what a German sentence may quote in English: placeholders, code, a move's notation in quotes
#: ('take 1'), a call (Take(pile)) and quoted names („Hilfe jetzt“), but no feedback category
#: (:data:`CATEGORY_ID`)
QUOTED = re.compile(r"\{[^}]*\}|`[^`]*`|'[^']*'|„[^“]*“|\"[^\"]*\"|\b\w+\([^)]*\)")


def test_no_german_translation_keeps_english_words_or_the_english_message() -> None:
    english = []
    same = []
    for m in GERMAN:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        english += [(text, words) for text in strings if (words := english_words(QUOTED.sub(" ", text)))]
        if strings[0] == ids[0] and re.search(r"[A-Za-z]{3}", QUOTED.sub(" ", ids[0])) and ids[0] not in SAME_IN_GERMAN:
            same.append(ids[0])
    assert not english, f"{len(english)} German translations with English words: {english[:5]}"
    assert not same, f"{len(same)} messages left in English in the German catalogue: {same[:5]}"


#: a feedback category's id in German quotes („counted-a-way-twice“): a German teacher note names
#: the misconception in German words instead (the English note may quote the id)
CATEGORY_ID = re.compile(r"„[a-z0-9]+(?:-[a-z0-9]+)+“")


def test_no_german_translation_quotes_a_misconception_by_its_english_id() -> None:
    quoted = []
    for m in GERMAN:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        quoted += [found for text in strings if m.id for found in CATEGORY_ID.findall(text)]
    assert not quoted, f"{len(quoted)} English misconception ids in German: {quoted[:5]}"


def test_the_german_calls_one_eleven_eins_elf() -> None:
    # docs/german-terms.md: the game has no German edition; German pages say its name as Eins-Elf
    english_name = [m.id for m in GERMAN if m.id and "one-eleven" in QUOTED.sub(" ", " ".join(_strings(m)))]
    assert not english_name, f"{len(english_name)} German translations say one-eleven: {english_name[:3]}"


def _strings(message: object) -> tuple[str, ...]:
    strings = message.string  # type: ignore[attr-defined]
    return strings if isinstance(strings, tuple) else (strings,)


#: where the messages a pupil reads come from: the exercises and lessons (not the teacher notes),
#: the pupils' views and the games' narration
PUPIL_SOURCES = re.compile(
    r"elevenkit/(exercises/(?!lessons/teacher_notes)|widgets/(trainers|tables|lesson|common|views)/|oneeleven|nimmt|start11)"
)
#: the most words (numbers and signs aside) a sentence for a child of 6 to 10 has (German reading pass)
LONGEST_SENTENCE = 20


def test_no_german_sentence_a_pupil_reads_has_more_than_twenty_words() -> None:
    long = []
    for m in GERMAN:
        if not (m.id and any(PUPIL_SOURCES.match(place) for place, _line in m.locations)):
            continue
        for text in _strings(m):
            for sentence in re.split(r"(?<=[.!?:;])\s", text):
                if len(re.findall(r"[A-Za-zÄÖÜäöüß]+", sentence)) > LONGEST_SENTENCE:
                    long.append(sentence)
    assert not long, f"{len(long)} German sentences too long for a child: {long[:3]}"


#: the formal address: "Sie", "Ihnen", "Ihr…" inside a sentence, or an imperative "wählen Sie"
FORMAL = re.compile(r"(?<![.!?:] )(?<!^)\b(Sie|Ihnen|Ihre?[mnrs]?)\b|\b\w+en Sie\b")


def test_no_german_message_a_pupil_reads_says_sie() -> None:
    # pupils are addressed with "du"; teacher pages may keep "Sie"
    formal = [
        text
        for m in GERMAN
        if m.id and any(PUPIL_SOURCES.match(place) for place, _line in m.locations)
        for text in _strings(m)
        if FORMAL.search(text)
    ]
    assert not formal, f"{len(formal)} German messages for pupils say Sie: {formal[:3]}"
