"""The translation layer and its catalogue: the pseudo-language wraps and records, and the committed
``elevenkit/locale/elevenkit.pot`` is exactly what ``make pot`` extracts now.

The pseudo-language tests of the exercises, the narration and the pages (``tests.helpers.pseudo_locale``)
check that every message they saw is in this catalogue; this module checks that the catalogue is
the one the code marks today, so a string added without ``make pot`` fails here.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface

from elevenkit import i18n
from elevenkit.i18n import N_, Message, PseudoTranslations, _, ngettext, npgettext, pgettext
from tests.helpers.paths import REPO
from tests.helpers.pseudo_locale import CATALOGUE, catalogue_messages, pseudo_locale, untranslated

ROOT = REPO
PACKAGE = ROOT / "elevenkit"
#: the translation functions and which of their arguments are messages (as pyproject.toml tells pybabel)
MESSAGE_ARGUMENTS = {"_": (0,), "N_": (0,), "ngettext": (0, 1), "pgettext": (0, 1), "npgettext": (0, 1, 2)}


def test_english_is_the_message_itself_and_counts_choose_the_form() -> None:
    with i18n.language("en"):
        assert _("Right!") == "Right!"
        assert ngettext("{n} card", "{n} cards", 1) == "{n} card"
        assert ngettext("{n} card", "{n} cards", 2) == "{n} cards"
        assert pgettext("game result", "Draw") == "Draw"
        assert npgettext("minus points", "{n} point", "{n} points", 0) == "{n} points"
        assert N_("Addition deck") == "Addition deck"


def test_a_language_without_a_catalogue_falls_back_to_english() -> None:
    with i18n.language("xx"):
        assert _("Right!") == "Right!"
        assert not isinstance(i18n.current_translation(), PseudoTranslations)


def test_the_pseudo_language_wraps_every_text_and_records_its_message() -> None:
    with i18n.language(i18n.PSEUDO_LANGUAGE) as pseudo:
        assert isinstance(pseudo, PseudoTranslations)
        texts = [
            _("Right!"),
            ngettext("{n} card", "{n} cards", 3).format(n=3),
            pgettext("take a tile", "Draw"),
            npgettext("ox heads", "{n} point", "{n} points", 1).format(n=1),
            N_("Addition deck"),  # marked only: not translated, so not wrapped and not seen
        ]
    assert texts == ["«Right!»", "3« cards»", "«Draw»", "1« point»", "Addition deck"]
    assert pseudo.seen == {
        Message("Right!"),
        Message("{n} card", "{n} cards"),
        Message("Draw", context="take a tile"),
        Message("{n} point", "{n} points", "ox heads"),
    }


def test_a_language_block_restores_the_language_before_it() -> None:
    before = i18n.current_translation()

    def failing_page() -> None:
        with i18n.language(i18n.PSEUDO_LANGUAGE):
            assert _("Right!") == "«Right!»"
            raise RuntimeError("a failing page")

    with pytest.raises(RuntimeError):
        failing_page()
    assert i18n.current_translation() is before
    assert _("Right!") == "Right!"


def test_placeholders_stay_outside_the_marks_so_an_untranslated_value_shows() -> None:
    with i18n.language(i18n.PSEUDO_LANGUAGE):
        assert _("Your choice: {items}").format(items="red 7") == "«Your choice: »red 7"
        assert _("Your choice: {items}").format(items=_("nothing")) == "«Your choice: »«nothing»"
        assert _("{a} and {b:>3}").format(a=1, b=2) == "1« and »  2"
        assert _("a brace { alone") == "«a brace { alone»"


def test_untranslated_finds_words_outside_the_marks() -> None:
    assert untranslated("«Right!» 9 = «2 + 7»").split() == ["9", "="]
    assert untranslated("««Pile A»: «3 cards»»").strip() == ""
    assert untranslated("«Pile tops: »A 33« and »B 94").split() == ["A", "33", "B", "94"]
    assert untranslated("«Right!» well done").split() == ["well", "done"]


def test_pseudo_locale_fails_on_a_message_the_catalogue_lacks() -> None:
    def page_showing_an_unmarked_string() -> None:
        message = "A sentence no N_ marked"
        with pseudo_locale():
            _(message)

    with pytest.raises(AssertionError, match=r"not in the catalogue.*A sentence no N_ marked"):
        page_showing_an_unmarked_string()
    with pseudo_locale() as pseudo:  # a marked one is there
        _("Type your answer in the box.")
    assert pseudo.seen == {Message("Type your answer in the box.")}


def extract(output: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Extract the catalogue into ``output`` as ``make pot`` does (pybabel, settings from pyproject.toml)."""
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("BABEL_PYPROJECT_TOML", str(ROOT / "pyproject.toml"))
    CommandLineInterface().run(["pybabel", "--quiet", "extract", f"--output-file={output}"])


def entries(path: Path) -> dict[Message, tuple[list[str], list[str], list[str]]]:
    """Every message of a catalogue file with its files, its translator comments and its flags."""
    from babel.messages.pofile import read_po

    with path.open("rb") as file:
        catalogue = read_po(file)
    found = {}
    for entry in catalogue:
        if not entry.id:
            continue
        key = (
            Message(*entry.id, entry.context) if isinstance(entry.id, tuple) else Message(entry.id, None, entry.context)
        )
        files = sorted({location for location, _line in entry.locations})
        found[key] = (files, list(entry.auto_comments), sorted(entry.flags))
    return found


def test_the_committed_catalogue_is_what_make_pot_extracts_now(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = tmp_path / "elevenkit.pot"
    extract(fresh, monkeypatch)
    now, committed = entries(fresh), entries(CATALOGUE)
    added = sorted(set(now) - set(committed), key=str)
    gone = sorted(set(committed) - set(now), key=str)
    assert not added and not gone, (
        f"run `make pot`: {len(added)} new message(s) {added[:5]}, {len(gone)} gone {gone[:5]}"
    )
    moved = [message for message in now if now[message] != committed[message]]
    assert not moved, f"run `make pot`: files or comments changed for {moved[:5]}"
    assert len(now) > 1000 and any(message.plural for message in now)


def test_the_catalogue_reader_sees_plurals_and_contexts() -> None:
    messages = catalogue_messages()
    assert (
        Message("Good so far! There is {count} more to find.", "Good so far! There are {count} more to find.")
        in messages
    )
    assert not any(message.msgid == "" for message in messages)


def calls_in_fstrings(source: str, name: str) -> list[str]:
    """Calls of a translation function inside an f-string's ``{…}`` in ``source``: before Python 3.12
    an f-string is one token, so pybabel never sees them and their message misses the catalogue."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if (
                    isinstance(inner, ast.Call)
                    and isinstance(inner.func, ast.Name)
                    and inner.func.id in MESSAGE_ARGUMENTS
                ):
                    found.append(f"{name}:{inner.lineno}: {ast.unparse(inner)[:60]}")
    return found


def test_the_fstring_finder_finds_a_hidden_call() -> None:
    source = "ok = _('Right!')\nhidden = f\"<b>{_('Found so far:')}</b> {n}\"\n"
    assert calls_in_fstrings(source, "sample.py") == ["sample.py:2: _('Found so far:')"]


def extracted_calls() -> list[tuple[str, str | None, str | None]]:
    """Every marked message as pybabel finds it, one per call: (msgid, plural, context), before the
    catalogue merges calls with the same msgid."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_keywords

    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["babel"]
    keywords = parse_keywords(settings["extract_messages"]["keywords"])
    calls = []
    for _file, _line, message, _comments, context in extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=keywords
    ):
        msgid, plural = (message[0], message[1]) if isinstance(message, tuple) else (message, None)
        calls.append((msgid, plural, context))
    return calls


def test_no_message_is_both_a_plain_one_and_the_singular_of_a_counted_one() -> None:
    """The catalogue keeps one entry per msgid: ``_("wild card")`` beside ``ngettext("wild card", …)``
    would share it, and Python's gettext finds no translation for the plain one."""
    calls = extracted_calls()
    plain = {(msgid, context) for msgid, plural, context in calls if plural is None}
    counted = {(msgid, context) for msgid, plural, context in calls if plural is not None}
    assert len(calls) > 1000 and counted
    assert not plain & counted, f"give these a whole counted sentence or another msgid: {sorted(plain & counted)}"


def _added(node: ast.expr) -> list[ast.expr]:
    """The operands of a chain of ``+`` (``a + ", " + b`` is ``(a + ", ") + b``)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _added(node.left) + _added(node.right)
    return [node]


def _translates(node: ast.expr) -> bool:
    return any(
        isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in MESSAGE_ARGUMENTS
        for inner in ast.walk(node)
    )


def _separator(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip() in {",", ";", ":"}


def glued_fragments(source: str, name: str) -> list[str]:
    """A translated text added to a bare separator (``name + ", " + _("taken")``, ``text += "; " +
    _("…")``): a sentence or an accessible name glued from pieces, which a translation cannot reorder."""
    found = []
    for node in ast.walk(ast.parse(source)):
        added = isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add)
        if not (added or isinstance(node, ast.Assign | ast.Return | ast.Expr)) or node.value is None:
            continue
        operands = _added(node.value)
        if len(operands) > 1 and any(map(_separator, operands)) and any(map(_translates, operands)):
            found.append(f"{name}:{node.lineno}: {ast.unparse(node)[:60]}")
    return found


def test_the_glue_finder_finds_a_glued_label() -> None:
    source = 'a = name + ", " + _("taken")\nb = _("{name}, taken").format(name=name)\nc = ", ".join(x)\n'
    assert calls_in_fstrings(source, "x.py") == []
    assert glued_fragments(source, "x.py") == ["x.py:1: a = name + ', ' + _('taken')"]
    assert glued_fragments('t += "; " + _("{card} ends on top")\n', "y.py") == [
        "y.py:1: t += '; ' + _('{card} ends on top')"
    ]


#: the layers whose texts are checked statically; the widget layer joins when its rewrite lands
#: (what it still holds is listed in the strings helper's handover)
CHECKED_SOURCES = [path for path in sorted(PACKAGE.rglob("*.py")) if "widgets" not in path.relative_to(PACKAGE).parts]


def test_no_translation_call_hides_in_an_fstring_and_no_text_is_glued_from_pieces() -> None:
    found = []
    for path in CHECKED_SOURCES:
        source, name = path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))
        found += calls_in_fstrings(source, name) + glued_fragments(source, name)
    assert len(CHECKED_SOURCES) > 100
    assert not found, "translate before the f-string, and make one whole msgid ('{name}, taken'):\n" + "\n".join(found)
