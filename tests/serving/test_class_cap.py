"""The cap on pages (``elevenkit.serving.class_cap``): page 31 of a class of 30 is told the class is full."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

from elevenkit.i18n import PSEUDO_LANGUAGE, language
from elevenkit.serving.class_cap import (
    MAX_PAGES,
    PAGES_PER_ADDRESS,
    TEACHER_PAGES,
    Page,
    PageCap,
    Refusal,
    full_page,
    limits_for,
    request_language,
)
from tests.helpers.html_tree import parse

RUNNING: set[str] = set()


def open_pages(cap: PageCap, count: int, address: str = "10.0.0.1", teacher: bool = False) -> list[Page | Refusal]:
    """``count`` pages from ``address``, each getting a running kernel when admitted."""
    answers = []
    for _ in range(count):
        answer = cap.admit(address, teacher, RUNNING.__contains__)
        if isinstance(answer, Page):
            answer.kernel_id = f"kernel-{len(RUNNING)}"
            RUNNING.add(answer.kernel_id)
        answers.append(answer)
    return answers


@pytest.fixture(autouse=True)
def no_kernels() -> None:
    RUNNING.clear()


def test_page_31_of_a_class_of_30_is_refused_with_the_class_full() -> None:
    cap = limits_for(30)
    answers = open_pages(cap, 31)
    assert all(isinstance(a, Page) for a in answers[:30])
    assert answers[30] == Refusal(per_address=False, limit=30)


def test_pupils_on_many_devices_fill_the_class_the_same_way() -> None:
    cap = limits_for(30)
    for pupil in range(30):
        assert isinstance(open_pages(cap, 1, address=f"10.0.0.{pupil + 2}")[0], Page)
    assert open_pages(cap, 1, address="10.0.0.99") == [Refusal(per_address=False, limit=30)]


def test_a_closed_page_frees_its_place() -> None:
    cap = limits_for(30)
    pages = open_pages(cap, 30)
    assert isinstance(open_pages(cap, 1)[0], Refusal)
    RUNNING.discard(pages[3].kernel_id)  # type: ignore[union-attr, arg-type]
    assert isinstance(open_pages(cap, 1)[0], Page)


def test_a_page_that_got_no_kernel_gives_its_place_back() -> None:
    cap = limits_for(1)
    page = cap.admit("10.0.0.1", False, RUNNING.__contains__)
    assert isinstance(page, Page)
    assert isinstance(cap.admit("10.0.0.2", False, RUNNING.__contains__), Refusal)  # still starting: counted
    cap.release(page)
    assert isinstance(cap.admit("10.0.0.2", False, RUNNING.__contains__), Page)


def test_the_teacher_opens_own_pages_in_a_full_class_but_not_without_end() -> None:
    cap = limits_for(30)
    open_pages(cap, 30)
    teacher = open_pages(cap, TEACHER_PAGES + 1, address="10.0.0.50", teacher=True)
    assert all(isinstance(a, Page) for a in teacher[:TEACHER_PAGES])
    assert teacher[-1] == Refusal(per_address=False, limit=30)


def test_without_class_one_address_gets_100_pages_and_the_101st_is_refused() -> None:
    cap = limits_for(None)
    answers = open_pages(cap, PAGES_PER_ADDRESS + 1, address="10.0.0.7")
    assert all(isinstance(a, Page) for a in answers[:PAGES_PER_ADDRESS])
    assert answers[-1] == Refusal(per_address=True, limit=PAGES_PER_ADDRESS)
    assert isinstance(open_pages(cap, 1, address="10.0.0.8")[0], Page)  # the classmates are not blocked
    assert cap.total == MAX_PAGES


def test_the_teachers_terminal_says_the_class_is_full_once_and_then_counts(caplog: pytest.LogCaptureFixture) -> None:
    cap = limits_for(2)
    with caplog.at_level(logging.WARNING, logger="Voila"):
        open_pages(cap, 2 + 5)
    lines = [r.getMessage() for r in caplog.records if "class is full" in r.getMessage()]
    assert lines == [
        "The class is full: all 2 places for pupils' pages are taken; 1 page(s) got the 'class is full' page (2 open now)."
    ]


@pytest.mark.parametrize(
    ("refusal", "words"),
    [(Refusal(per_address=False, limit=30), "Ask your teacher"), (Refusal(per_address=True, limit=100), "This device")],
)
def test_the_full_page_says_it_in_words_a_child_reads(refusal: Refusal, words: str) -> None:
    tree = parse(str(full_page(refusal, "/base/")))
    assert tree.find("h1").text == "The class is full"
    assert words in tree.find("p").text
    assert tree.find_all("script") == []
    assert tree.find("link").attrs["href"] == "/base/voila/templates/elevenkit/static/elevenkit-notice.css"


def test_the_full_page_is_translated() -> None:
    tree = parse(str(full_page(Refusal(per_address=False, limit=30), lang=PSEUDO_LANGUAGE)))  # every text in «…»
    assert tree.find("h1").text == "«The class is full»"
    assert tree.find("p").text.startswith("«") and tree.find("p").text.endswith("»")


@pytest.mark.parametrize("refusal", [Refusal(per_address=False, limit=30), Refusal(per_address=True, limit=100)])
def test_the_full_page_speaks_german_to_a_german_page_whatever_the_server_speaks(refusal: Refusal) -> None:
    with language("en"):
        tree = parse(str(full_page(refusal, lang="de")))
    assert tree.find("html").attrs["lang"] == "de"
    assert tree.find("h1").text == "Die Klasse ist voll"
    assert "noch einmal" in tree.find("p").text


@pytest.mark.parametrize(
    ("uri", "accept", "expected"),
    [("/voila/render/x.ipynb?lang=de", "", "de"), ("/voila/render/x.ipynb", "de-AT,de;q=0.9", "de"),
     ("/voila/render/x.ipynb?lang=en", "de", "en"), ("/voila/render/x.ipynb?lang=%3Cscript%3E", "", "en"),
     ("/voila/render/x.ipynb", "", "en")],
)  # fmt: skip
def test_a_refused_page_is_in_the_language_its_page_would_have_had(uri: str, accept: str, expected: str) -> None:
    request = SimpleNamespace(uri=uri, headers={"Accept-Language": accept} if accept else {})
    assert request_language(SimpleNamespace(request=request)) == expected
