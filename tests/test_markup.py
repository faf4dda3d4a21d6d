"""The element builder escapes every text and attribute it is given, and only what is not markup."""

from __future__ import annotations

import html.parser

import pytest

from elevenkit.markup import Markup, MarkupError, Template, element, escape, fragment

PAYLOAD = "<script>alert(\"x\")</script> & 'quote'"


class _Collect(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parsed(markup: str) -> _Collect:
    parser = _Collect()
    parser.feed(markup)
    parser.close()
    return parser


def test_text_children_and_attribute_values_come_back_exactly_and_add_no_tag():
    page = element("p", {"title": PAYLOAD}, PAYLOAD, element("b", PAYLOAD), class_="note", aria_label=PAYLOAD)
    seen = parsed(page)
    assert [tag for tag, _ in seen.tags] == ["p", "b"]
    assert seen.tags[0][1] == {"title": PAYLOAD, "class": "note", "aria-label": PAYLOAD}
    assert "".join(seen.text) == PAYLOAD * 2


def test_markup_children_are_kept_and_plain_text_is_escaped_when_joined_or_added():
    bold = element("b", "5")
    assert element("p", bold) == "<p><b>5</b></p>"
    assert Markup(", ").join([bold, "<i>"]) == "<b>5</b>, &lt;i&gt;"
    assert bold + "<i>" == "<b>5</b>&lt;i&gt;"
    assert "<i>" + bold == "&lt;i&gt;<b>5</b>"
    assert isinstance(bold + "x", Markup)
    assert escape(bold) is bold


def test_none_false_and_true_attributes_and_skipped_children():
    assert (
        element("button", None, "Go", False, disabled=True, hidden=False, title=None) == "<button disabled>Go</button>"
    )
    assert (
        element("g", [element("circle", r=2), (element("rect"),)], 7) == '<g><circle r="2"></circle><rect></rect>7</g>'
    )
    assert fragment("a", ["<", element("br")]) == "a&lt;<br>"


def test_void_elements_have_no_end_tag_and_take_no_content():
    assert element("input", type="text", value="<x>") == '<input type="text" value="&lt;x&gt;">'
    with pytest.raises(MarkupError, match="cannot have content"):
        element("br", "text")


@pytest.mark.parametrize("name", ["p onclick=alert(1)", "a>", "", "1a", 'x"y'])
def test_names_that_could_break_out_are_refused(name):
    with pytest.raises(MarkupError, match="not a"):
        element(name)
    for _twice in range(2):  # a name refused once is refused again (names are checked once, then remembered)
        with pytest.raises(MarkupError, match="not an attribute name"):
            element("p", {name: "1"})
        with pytest.raises(MarkupError, match="not an attribute name"):
            element("p", **{f"{name}_": "1"})


def test_numbers_and_plain_text_come_out_as_they_are_and_only_special_characters_change():
    assert (
        element("rect", x=1.5, y=-2, width=10**3, fill="#fff")
        == '<rect x="1.5" y="-2" width="1000" fill="#fff"></rect>'
    )
    assert element("text", "yellow 12 ", 7, " ", 0.5) == "<text>yellow 12 7 0.5</text>"
    assert escape("a & b") == "a &amp; b" and escape("plain") == "plain" and isinstance(escape("plain"), Markup)


def test_a_template_escapes_every_value_as_it_fills_a_slot_and_keeps_markup():
    page = Template("<title>$title</title><main>$body</main>")
    seen = parsed(page.render(title=PAYLOAD, body=element("p", PAYLOAD)))
    assert [tag for tag, _ in seen.tags] == ["title", "main", "p"]
    assert "".join(seen.text) == PAYLOAD * 2
    assert isinstance(page.render(title="", body=""), Markup)
    with pytest.raises(KeyError):
        page.render(title="no body")
