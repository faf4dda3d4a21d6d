"""The icons pupil pages show are shipped SVG pictures, never emoji: Debian's Chromium (and many
classroom machines) have no emoji font, and an emoji without one is an empty box."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from base64 import b64decode
from pathlib import Path

import pytest

from elevenkit.widgets.common.assets import STATIC, icon_uri

WIDGETS = Path(STATIC).parent
#: emoji and other pictographs outside the fonts every machine has (DejaVu draws arrows, ticks, stars)
EMOJI = re.compile("[\U0001f000-\U0001faff]")


@pytest.mark.parametrize("name", sorted(path.stem for path in (STATIC / "icons").glob("*.svg")))
def test_each_icon_is_an_svg_picture_in_a_data_uri(name: str) -> None:
    uri = icon_uri(name)
    assert uri.startswith("data:image/svg+xml;base64,")
    root = ET.fromstring(b64decode(uri.split(",", 1)[1]))
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox")


def test_no_widget_code_style_or_script_shows_an_emoji() -> None:
    found = [
        f"{path.relative_to(WIDGETS)}: {match.group()!r} (U+{ord(match.group()):X})"
        for path in sorted(WIDGETS.rglob("*"))
        if path.suffix in {".py", ".css", ".js", ".html"}
        for match in EMOJI.finditer(path.read_text(encoding="utf-8"))
    ]
    found += [
        f"{path.relative_to(WIDGETS)}: {escape!r}"
        for path in sorted(STATIC.glob("*.css"))
        for escape in re.findall(r"\\1F[0-9A-Fa-f]{3}", path.read_text(encoding="utf-8"))
    ]
    assert not found, found
