"""The package build's one step beyond pyproject.toml: compile the translation catalogues.

``elevenkit/locale/<lang>/LC_MESSAGES/elevenkit.po`` (the text, in git) becomes ``elevenkit.mo``
beside it (what gettext reads, built, not in git) before the package's files are collected, so
every way of installing the kit ships it: ``pip install .`` (Binder), the editable install of
``make run`` and the tests, and the wheel of the browser-only site (``site-build/build.py``).
Untranslated and fuzzy entries are left out: gettext shows the English message for them.
``tests/test_catalogues.py`` fails when a compiled catalogue is missing or older than its ``.po``.
"""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

LOCALE = Path(__file__).resolve().parent / "elevenkit" / "locale"


def compile_catalogues(locale: Path = LOCALE) -> list[Path]:
    """Write the ``.mo`` of every ``.po`` under ``locale`` (only when its bytes change); return them."""
    written = []
    for po in sorted(locale.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as source:
            catalog = read_po(source, locale=po.parents[1].name)
        compiled = BytesIO()
        write_mo(compiled, catalog, use_fuzzy=False)
        mo = po.with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != compiled.getvalue():
            mo.write_bytes(compiled.getvalue())
        written.append(mo)
    return written


class BuildWithCatalogues(build_py):
    """``build_py`` that compiles the catalogues first (package data ``**/*.mo`` then takes them)."""

    def run(self) -> None:
        compile_catalogues()
        super().run()


if __name__ == "__main__":  # the build runs this file as a script; the tests import compile_catalogues
    setup(cmdclass={"build_py": BuildWithCatalogues})
