"""The compiled catalogues: every language's ``.po`` ships as the ``.mo`` gettext reads, and that
``.mo`` says what the ``.po`` says today.

A missing or stale ``.mo`` shows no error on a page (gettext falls back to English there): it fails
here. The package build compiles them (``setup.py``); after editing a ``.po``, any ``make`` target
reinstalls the kit (the Makefile lists the ``.po`` files as a prerequisite of the install).
"""

from __future__ import annotations

import gettext
from io import BytesIO
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from elevenkit import i18n
from tests.helpers.paths import REPO

SOURCE_LOCALE = REPO / "elevenkit" / "locale"
#: where the installed kit looks for its catalogues (the repository itself in an editable install)
INSTALLED_LOCALE = Path(i18n.__file__).parent / "locale"
LANGUAGES = ("en", "de")


def messages_of(mo: bytes) -> dict[object, str]:
    """What a compiled catalogue translates, without its header (which carries a build date)."""
    catalogue = dict(gettext.GNUTranslations(BytesIO(mo))._catalog)  # type: ignore[attr-defined]
    catalogue.pop("", None)
    return catalogue


def compiled_now(po: Path) -> bytes:
    """``po`` compiled as the package build compiles it (translated entries only, no fuzzy ones)."""
    with po.open("rb") as file:
        catalogue = read_po(file, locale=po.parents[1].name)
    out = BytesIO()
    write_mo(out, catalogue, use_fuzzy=False)
    return out.getvalue()


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_catalogue_in_the_repository(language: str) -> None:
    po = SOURCE_LOCALE / language / "LC_MESSAGES" / "elevenkit.po"
    assert po.is_file(), f"{po} is missing: make po creates it"
    with po.open("rb") as file:
        catalogue = read_po(file)
    assert str(catalogue.locale) == language
    assert catalogue.num_plurals == 2, "English and German have two plural forms (Plural-Forms header)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_installed_kit_has_the_compiled_catalogue_of_the_po_as_it_is_now(language: str) -> None:
    po = SOURCE_LOCALE / language / "LC_MESSAGES" / "elevenkit.po"
    found = gettext.find("elevenkit", localedir=INSTALLED_LOCALE, languages=[language])
    assert found is not None, (
        f"no compiled catalogue for {language!r} in {INSTALLED_LOCALE}: the package build makes it "
        "(reinstall the kit: pip install -e . or any make target)"
    )
    installed = messages_of(Path(found).read_bytes())
    expected = messages_of(compiled_now(po))
    stale = sorted(str(key) for key in set(installed) ^ set(expected)) + sorted(
        str(key) for key in set(installed) & set(expected) if installed[key] != expected[key]
    )
    assert not stale, (
        f"the compiled {language!r} catalogue is older than {po.name} ({len(stale)} messages differ, e.g. "
        f"{stale[:3]}): reinstall the kit (pip install -e . or any make target)"
    )


def test_the_build_compiles_only_translated_entries_and_leaves_fuzzy_ones_out(tmp_path: Path) -> None:
    from setup import compile_catalogues

    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "elevenkit.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "Right!"\nmsgstr "Richtig!"\n\n'
        '#, fuzzy\nmsgid "Wrong"\nmsgstr "Falsch"\n\n'
        'msgid "Hint"\nmsgstr ""\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\nmsgstr[1] "{n} Karten"\n',
        encoding="utf-8",
    )
    (mo,) = compile_catalogues(tmp_path)
    translations = gettext.GNUTranslations(BytesIO(mo.read_bytes()))
    assert translations.gettext("Right!") == "Richtig!"
    assert translations.gettext("Wrong") == "Wrong", "a fuzzy guess is not shown"
    assert translations.gettext("Hint") == "Hint", "an untranslated message stays English"
    assert translations.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
    assert translations.ngettext("{n} card", "{n} cards", 3) == "{n} Karten"
    before = mo.stat().st_mtime_ns
    compile_catalogues(tmp_path)
    assert mo.stat().st_mtime_ns == before, "an unchanged catalogue is not written again"
