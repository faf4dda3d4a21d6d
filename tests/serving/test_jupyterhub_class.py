"""A class of ten through the school's hub, as issue 27 asks: teacher Weber signs in and makes class
4C with ten pupils in her dashboard (the Pupils tab's hub panel), whose login cards she saves; the
ten sign in with those cards at the same time, open the Wraparound Clock and answer once; Weber's
dashboard then shows all ten with one answer each, and another teacher's shows none of them; a
wrong secret number is refused, counted and shown to Weber. A real hub on loopback with the kit's
configuration, a real PostgreSQL, ten real pupil servers (``test_jupyterhub.py`` says how)."""

from __future__ import annotations

import base64
import html
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.hub_school import (
    OTHER,
    OTHER_PASSWORD,
    TEACHER,
    TEACHER_PASSWORD,
    School,
    answer_once,
    dropdown_labels,
    hub_cluster,
    model_with,
    new_school,
    state_text,
)
from tests.helpers.jupyterhub import Hub, HubBrowser

pytestmark = [pytest.mark.slow, pytest.mark.subprocess]

CLASS = "4C"
NAMES = ["Ada", "Ben", "Cem", "Dana", "Emil", "Fee", "Gil", "Hana", "Ivo", "Jule"]
TEACHER_PAGE = "/voila/render/dashboards/teacher.ipynb"


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory) -> Iterator[School]:
    """Two teachers: Braun has class 5C with Zoe; Weber has no class yet."""
    with hub_cluster() as cluster:
        database, cards = new_school(
            cluster, [(TEACHER, TEACHER_PASSWORD, "", []), (OTHER, OTHER_PASSWORD, "5C", ["Zoe"])]
        )
        hub = Hub(tmp_path_factory.mktemp("hub"), database)
        try:
            hub.start()
            yield School(hub, database, cards)
        finally:
            hub.stop()


def saved_cards(states: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """The login cards the panel's download link holds: nickname -> (login text, secret number)."""
    link = re.search(
        rf'download="login-cards-{CLASS}.html" href="data:text/html;charset=utf-8;base64,([^"]+)"', html_values(states)
    )
    assert link, "the panel offers no login cards"
    page = base64.b64decode(link.group(1)).decode("utf-8")
    cards = re.findall(
        r'class="ek-card-name">([^<]+)</p><p class="ek-card-secret">[^<:]+: (\d+)</p><p class="ek-card-how">[^<]+: ([^<]+)</p>',
        page,
    )
    return {html.unescape(name): (html.unescape(text), number) for name, number, text in cards}


def html_values(states: dict[str, Any]) -> str:
    """Every widget's ``value`` that is text (the HTML widgets' markup), one after the other."""
    return "\n".join(str(e["state"]["value"]) for e in states.values() if isinstance(e["state"].get("value"), str))


def class_rows(states: dict[str, Any]) -> dict[str, str]:
    """The teacher's class table as shown: nickname -> the text of its row."""
    table = re.search(r'<table class="ek-class-table".*?</table>', html_values(states), flags=re.S)
    assert table, "the dashboard shows no class table"
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table.group(0), flags=re.S)
    named = {}
    for row in rows:
        name = re.search(r'data-pupil="([^"]+)"', row)
        if name:
            named[html.unescape(name.group(1))] = re.sub(r"<[^>]+>", " ", row)
    return named


def pupil_answers(school: School, nickname: str, text: str, secret: str, problems: dict[str, str]) -> None:
    try:
        pupil = HubBrowser(school.hub)
        assert pupil.login(text, secret) == 302, f"{nickname} could not sign in with the card"
        pupil.start_server()
        kernel, _page = pupil.page_kernel("/voila/render/dashboards/wraparound-clock.ipynb")
        states = pupil.widget_states(kernel)
        assert nickname in state_text(states), "the page did not join the class as the pupil"
        pupil.set_and_click(kernel, [answer_once(states), (model_with(states, "Check"), {"event": "click"})])
    except Exception as error:  # every pupil's problem is reported, not only the first
        problems[nickname] = f"{type(error).__name__}: {error}"


def test_a_teacher_makes_a_class_of_ten_whose_pupils_sign_in_with_their_cards_and_answer(school: School) -> None:
    weber = school.signed_in(TEACHER)
    weber.start_server()
    kernel, _page = weber.page_kernel(TEACHER_PAGE)
    states = weber.widget_states(kernel)
    states = weber.set_and_click(
        kernel,
        [
            (model_with(states, "Class code"), {"value": CLASS}),
            (model_with(states, "New pupils"), {"value": "\n".join(NAMES)}),
            (model_with(states, "Add pupils"), {"event": "click"}),
        ],
    )
    assert "10 pupils added." in state_text(states)
    cards = saved_cards(states)
    assert sorted(cards) == NAMES and all(text == f"{CLASS} {name}" for name, (text, _n) in cards.items())

    problems: dict[str, str] = {}
    threads = [
        threading.Thread(target=pupil_answers, args=(school, name, text, secret, problems))
        for name, (text, secret) in cards.items()
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not problems, f"{problems}\n{school.hub.log()[-3000:]}"

    wrong = "0000" if cards["Ada"][1] != "0000" else "1111"
    for _try in range(3):
        assert HubBrowser(school.hub).login(cards["Ada"][0], wrong) == 403

    deadline = time.monotonic() + 60  # the pages save answers in the background: a click never waits
    while True:
        kernel, _page = weber.page_kernel(TEACHER_PAGE)
        shown = weber.widget_states(kernel)
        rows = class_rows(shown)
        if all("1 answer" in rows.get(name, "") for name in NAMES) or time.monotonic() > deadline:
            break
        time.sleep(2)
    assert [CLASS] in dropdown_labels(shown), dropdown_labels(shown)
    assert sorted(rows) == NAMES and all(" 1 answer" in row for row in rows.values()), rows
    assert "Someone tried to sign in as Ada 3 times with a wrong secret number." in state_text(shown)

    braun = school.signed_in(OTHER)
    braun.start_server()
    kernel, _page = braun.page_kernel(TEACHER_PAGE)
    other = braun.widget_states(kernel)
    assert 'data-pupil="Zoe"' in html_values(other)
    assert not any(f'data-pupil="{name}"' in html_values(other) for name in NAMES), "Braun sees Weber's pupils"
    assert all(CLASS not in labels for labels in dropdown_labels(other))
