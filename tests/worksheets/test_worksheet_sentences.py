"""Every word on a worksheet and its answer key goes through the translation functions: each topic
at each level, printed in the pseudo-language (``tests.helpers.pseudo_locale``), shows no word
outside «…» in any text of the page (headings, tasks, pictures' captions, answers, worked steps)."""

from __future__ import annotations

from html.parser import HTMLParser

from elevenkit.worksheets import TOPICS, WorksheetSpec, answer_key_html, worksheet_html
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale


class _Texts(HTMLParser):
    """The text of every element of a page, but its style sheet."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if data.strip() and not self._in_style:
            self.texts.append(data)


def texts_of(page: str) -> list[str]:
    parser = _Texts()
    parser.feed(page)
    return parser.texts


def test_every_worksheet_and_answer_key_is_translated() -> None:
    with pseudo_locale():
        for topic, entry in TOPICS.items():
            for level in entry.levels:
                spec = WorksheetSpec(topic, level, seed=7, count=4)
                for page in (worksheet_html(spec), answer_key_html(spec)):
                    texts = texts_of(page)
                    assert len(texts) > 10, (topic, level)
                    for text in texts:  # the link's level word is the link's notation ("?level=easy")
                        assert_translated(text.replace(f"»{level}", "»"), f"{topic} level {level}")
