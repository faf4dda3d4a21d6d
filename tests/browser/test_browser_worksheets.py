"""Worksheets printed to PDF in Chromium: A4 pages, several tasks a page, the text readable back."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from elevenkit.worksheets import WorksheetSpec, answer_key_html, worksheet_html


def _pdf_pages(pdf: bytes) -> int:
    """Pages of a PDF as Chromium writes it (each page an object ``/Type /Page``)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize(
    "spec", [WorksheetSpec("capture-trainer", "3", 7, 6), WorksheetSpec("wraparound-clock", "medium", 7, 4)], ids=str
)
def test_browser_the_worksheet_and_its_key_print_on_a4_without_cutting_a_task(
    browser: Any, tmp_path: Path, spec: WorksheetSpec
) -> None:
    page = browser.new_page()
    try:
        for name, document in (("sheet", worksheet_html(spec)), ("key", answer_key_html(spec))):
            page.set_content(document)
            assert page.locator(".ek-ws-task").count() == spec.count
            pdf = page.pdf(format="A4", print_background=True)
            (tmp_path / f"{name}.pdf").write_bytes(pdf)
            media = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", pdf)
            assert media and all(
                abs(float(w) - 595.9) < 2 and abs(float(h) - 842.9) < 2 for w, h in media
            )  # A4 in points
            pages = _pdf_pages(pdf)
            assert 1 < pages < spec.count  # several tasks share a page
            if shutil.which("pdftotext"):  # Debian's poppler-utils: read the printed text back
                text = subprocess.run(
                    ["pdftotext", "-layout", str(tmp_path / f"{name}.pdf"), "-"],
                    capture_output=True,
                    text=True,
                    check=True,
                ).stdout
                for number in range(1, spec.count + 1):
                    assert f"Task {number}" in text
                assert text.count("\f") == pages
    finally:
        page.close()
