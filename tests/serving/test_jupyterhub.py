"""The school server for real: the kit's JupyterHub configuration (``deploy/jupyterhub/``) on loopback,
with the class store on a throw-away PostgreSQL, a real configurable-http-proxy and real single-user
servers running Voila as a server extension.

A teacher (``weber``) has class 4B with Mia and Ben, another teacher (``braun``) class 5C with Ada.
Mia signs in with her card, lands on the kit's landing page, answers once in a trainer; Weber's
dashboard shows the answer, Braun's shows none of 4B. Neither Mia's nor Weber's server runs code of
their own. A wrong secret number is refused and counted;
a short class link opens its dashboard through the hub; nothing listens off loopback; an idle
server is stopped by the culler (a hub of its own with a one-minute limit).

The hub pieces (jupyterhub, jupyterhub-idle-culler, configurable-http-proxy: ``.ci/run`` installs
them) and PostgreSQL missing: the tests skip on a laptop and fail in CI.
"""

from __future__ import annotations

import contextlib
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import psutil
import pytest

from tests.helpers.hub_school import (
    OTHER,
    OTHER_PASSWORD,
    TEACHER,
    TEACHER_PASSWORD,
    School,
    answer_once,
    as_server_of,
    dropdown_labels,
    hub_cluster,
    model_with,
    new_school,
    server_memory,
    skip_or_fail_hub,
    state_text,
)
from tests.helpers.jupyterhub import Hub, HubBrowser, missing_pieces
from tests.helpers.postgres import PostgresCluster

pytestmark = [pytest.mark.slow, pytest.mark.subprocess]


@pytest.fixture(scope="module")
def cluster() -> Iterator[PostgresCluster]:
    with hub_cluster() as running:
        yield running


@pytest.fixture(scope="module")
def school(cluster: PostgresCluster, tmp_path_factory: pytest.TempPathFactory) -> Iterator[School]:
    database, cards = new_school(
        cluster,
        [(TEACHER, TEACHER_PASSWORD, "4B", ["Mia Zorbel", "Ben"]), (OTHER, OTHER_PASSWORD, "5C", ["Ada"])],
    )
    hub = Hub(tmp_path_factory.mktemp("hub"), database)
    try:
        hub.start()
        yield School(hub, database, cards)
    finally:
        hub.stop()


def test_a_pupil_signs_in_with_her_card_and_gets_the_landing_page_not_jupyterlab(school: School) -> None:
    mia = school.signed_in("Mia Zorbel")
    assert mia.user == school.cards["Mia Zorbel"][2]
    seconds = mia.start_server()
    landing = mia.get(f"/user/{mia.user}/voila/tree/dashboards")
    assert landing.status_code == 200 and "Wraparound Clock" in landing.text
    assert mia.get(f"/user/{mia.user}/lab").status_code == 404, "a pupil's server must not serve JupyterLab"
    assert mia.get(f"/user/{mia.user}/tree").status_code == 404
    print(f"\nMia's server served its landing page {seconds:.1f} s after the spawn request")


def test_an_answer_through_the_hub_shows_in_her_teachers_dashboard_and_in_no_other(school: School) -> None:
    from elevenkit.classroom import queries
    from elevenkit.classroom.store import ClassroomStore

    mia = school.signed_in("Mia Zorbel")
    mia.start_server()
    kernel, _page = mia.page_kernel("/voila/render/dashboards/wraparound-clock.ipynb")
    states = mia.widget_states(kernel)
    assert "Mia Zorbel" in state_text(states), "the page did not join class 4B as Mia by itself"
    states = mia.set_and_click(kernel, [answer_once(states), (model_with(states, "Check"), {"event": "click"})])
    print(f"\nMia's server with the Wraparound Clock open: {server_memory(mia.user):.0f} MB resident")
    deadline = time.monotonic() + 30  # the page saves answers in the background: a click never waits
    while True:
        with as_server_of(school.database, {}), ClassroomStore() as store:
            table = queries.class_table(store, "4B")
        tried = sum(cell.tried for (name, _activity), cell in table.cells.items() if name == "Mia Zorbel")
        if tried or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert tried == 1, f"Mia's answer was not saved once: {table.cells}"

    weber = HubBrowser(school.hub)
    assert weber.login(TEACHER, TEACHER_PASSWORD) == 302 and weber.user == TEACHER
    weber.start_server()
    kernel, _page = weber.page_kernel("/voila/render/dashboards/teacher.ipynb")
    shown = weber.widget_states(kernel)
    assert ["4B"] in dropdown_labels(shown), f"Weber's dashboard does not offer class 4B: {dropdown_labels(shown)}"
    assert "Mia Zorbel" in state_text(shown) and "Wraparound" in state_text(shown)

    braun = HubBrowser(school.hub)
    assert braun.login(OTHER, OTHER_PASSWORD) == 302
    braun.start_server()
    kernel, _page = braun.page_kernel("/voila/render/dashboards/teacher.ipynb")
    other = braun.widget_states(kernel)
    assert ["5C"] in dropdown_labels(other)
    assert "Zorbel" not in state_text(other) and ["4B"] not in dropdown_labels(other), "Braun sees Weber's class"
    # a teacher is no full admin: she cannot open a colleague's server
    assert braun.get(f"/user/{TEACHER}/voila/tree/dashboards").status_code in (403, 404)


@pytest.mark.parametrize(
    ("who", "page", "shown"),
    [("Mia Zorbel", "wraparound-clock.ipynb", "Mia Zorbel"), (TEACHER, "teacher.ipynb", "4B")],
    ids=["pupil", "teacher"],
)
def test_neither_a_pupil_nor_a_teacher_can_run_code_of_their_own_on_their_server(
    school: School, who: str, page: str, shown: str
) -> None:
    """A pupil's and a teacher's server serve the kit's pages and nothing else: the Jupyter server
    under them refuses a kernel or a session of the user's own, the files and a restart, and serves
    no JupyterLab; an ``execute_request`` on the page's kernel (code that would print the class
    store's login from the environment, and so open every class) never reaches the kernel; the
    page's own widget messages still do."""
    user = school.signed_in(who)
    user.start_server()
    api = f"/user/{user.user}/api"
    notebook = {"type": "notebook", "content": {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}}
    refused = {
        "a kernel": user.send("POST", f"{api}/kernels", json={"name": "python3"}),
        "a session": user.send("POST", f"{api}/sessions", json={"path": "x.ipynb", "type": "notebook"}),
        "a notebook written": user.send("PUT", f"{api}/contents/mine.ipynb", json=notebook),
        "the folder read": user.send("GET", f"{api}/contents/dashboards"),
        "a file read": user.send("GET", f"/user/{user.user}/files/README.md"),
    }
    dropped = school.hub.log().count('type "execute_request", which is not allowed')
    kernel, _page = user.page_kernel(f"/voila/render/dashboards/{page}")
    answers = user.run_code(kernel, "import os; print(os.environ['ELEVENKIT_DB'])")
    assert not answers, f"the execute request reached the kernel: {[m['content'] for m in answers]}"
    assert school.hub.log().count('type "execute_request", which is not allowed') > dropped
    assert shown in state_text(user.widget_states(kernel)), "the page itself no longer answers"
    refused["a restart"] = user.send("POST", f"{api}/kernels/{kernel}/restart")
    assert {what: answer.status_code for what, answer in refused.items()} == dict.fromkeys(refused, 403)
    assert user.get(f"/user/{user.user}/lab").status_code == 404, "JupyterLab runs any code"
    assert user.get(f"/user/{user.user}/tree").status_code == 404


def test_a_wrong_secret_number_is_refused_and_counted_for_the_teacher(school: School) -> None:
    from elevenkit.classroom.guard import Guard, Kind

    text, secret, _login = school.cards["Ben"]
    wrong = "0000" if secret != "0000" else "1111"
    guesser = HubBrowser(school.hub)
    assert guesser.login(text, wrong) == 403, "a wrong number must give the login page again, not a session"
    assert 'name="password"' in guesser.page and not guesser.user
    with as_server_of(school.database, {}):
        failures = Guard().recent(Kind.PUPIL, "4B")
    assert [(entry.nickname, entry.count) for entry in failures] == [("Ben", 1)]
    for _try in range(2):
        guesser.login(text, wrong)
    refused = guesser.login(text, secret)  # the right number, but too many wrong ones before it
    assert refused == 403 and "Wait" in guesser.page, "the fourth try in a row must wait, even with the right number"
    assert not guesser.user


def test_the_login_page_is_made_for_children_in_english_and_german(school: School) -> None:
    """The card's QR code opens a page that greets the pupil by name and asks only for the secret
    number (the digits keyboard); without a name, two big boxes a child can read; a wrong number is
    told in plain words, in German with ``?lang=de`` or a German browser."""
    text, secret, _login = school.cards["Mia Zorbel"]
    browser = HubBrowser(school.hub)
    card = browser.get("/hub/login?" + urlencode({"username": text, "lang": "de"})).text
    assert "Hallo, Mia Zorbel!" in card and "Klasse 4B" in card and "Deine Geheimzahl" in card
    assert 'inputmode="numeric"' in card and f'name="username" value="{text}"' in card
    plain = browser.get("/hub/login", headers={"Accept-Language": "en-GB,en;q=0.8"}).text
    assert "Your class and name, as on your card" in plain and "Username:" not in plain
    assert 'inputmode="numeric"' not in plain, "a teacher types a password here: no digits keyboard"
    german = browser.get("/hub/login", headers={"Accept-Language": "de-DE,de;q=0.9"}).text
    assert "Deine Klasse und dein Name, wie auf deiner Karte" in german
    ada, ada_secret, _ada = school.cards["Ada"]
    form = re.search(r'name="_xsrf" value="([^"]+)"', german)
    assert form
    wrong = browser.http.post(
        f"{school.hub.url}/hub/login?lang=de",
        data={"username": ada, "password": "0000" if ada_secret != "0000" else "1111", "_xsrf": form.group(1)},
        allow_redirects=False,
        timeout=60,
    )
    assert wrong.status_code == 403 and "Das hat nicht geklappt" in wrong.text, wrong.text[-2000:]
    assert "Invalid username or password" not in wrong.text
    assert HubBrowser(school.hub).login(text, secret) == 302, "the card's login no longer works"


def test_a_short_class_link_opens_its_dashboard_through_the_hub(school: School) -> None:
    from elevenkit.classroom.hub import hub_environment
    from elevenkit.classroom.store import ClassroomStore

    with as_server_of(school.database, hub_environment(teacher=TEACHER)), ClassroomStore() as store:
        code = store.link_code("4B", "/voila/render/wraparound-clock.ipynb?seed=5&class=4B")
    stranger = HubBrowser(school.hub)
    first = stranger.get(f"/c/{code}")
    assert "/hub/login" in first.url, "a link opened before signing in must ask to sign in first"
    mia = school.signed_in("Mia Zorbel")
    mia.start_server()
    page = mia.get(f"/c/{code.lower()}")
    assert page.status_code == 200
    assert page.url.endswith(f"/user/{mia.user}/voila/render/dashboards/wraparound-clock.ipynb?seed=5&class=4B")
    assert mia.get("/c/ZZZ99").status_code == 404


def test_nothing_the_hub_started_listens_off_loopback_and_the_culler_runs(school: School) -> None:
    listening = []
    for process in school.hub.processes():
        with contextlib.suppress(psutil.Error):
            listening += [c.laddr for c in process.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN]
    assert listening, "found no listening socket of the hub"
    assert all(address.ip in ("127.0.0.1", "::1") for address in listening), listening
    outside = [a["addr"] for a in _addresses() if not a["addr"].startswith("127.")]
    for address in outside:
        with socket.socket() as probe:
            probe.settimeout(2)
            assert probe.connect_ex((address, school.hub.port)) != 0, f"the hub answers on {address}"
    culler = [p for p in school.hub.processes() if "jupyterhub_idle_culler" in " ".join(_cmdline(p))]
    assert culler, "jupyterhub-idle-culler is not running"
    assert "(idle-culler@127.0.0.1)" in school.hub.log() and "403 GET /hub/api/users" not in school.hub.log()


#: the idle limit of the culler test's hub, in minutes (the configuration's default: 30)
SHORT_IDLE = 1.0


def test_the_culler_stops_a_server_left_idle_past_the_limit(
    cluster: PostgresCluster, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """A hub of its own with a one-minute limit (``ELEVENKIT_HUB_IDLE``): Mia's server, started and
    left alone, is stopped by jupyterhub-idle-culler once a minute has passed, and not before."""
    database, cards = new_school(cluster, [(TEACHER, TEACHER_PASSWORD, "4B", ["Mia"])])
    hub = Hub(tmp_path_factory.mktemp("idle-hub"), database, {"ELEVENKIT_HUB_IDLE": str(SHORT_IDLE)})
    try:
        hub.start()
        mia = School(hub, database, cards).signed_in("Mia")
        asked = time.monotonic()
        mia.start_server()
        limit = SHORT_IDLE * 60
        deadline = asked + limit + 3 * 60  # the culler looks every 15 s; a loaded machine is slow to stop
        while _running(mia) and time.monotonic() < deadline:
            time.sleep(1)
        stopped = time.monotonic() - asked
        assert not _running(mia), f"Mia's idle server still runs after {stopped:.0f} s:\n{hub.log()[-3000:]}"
        assert stopped >= limit - 2, f"the server was stopped after {stopped:.0f} s, before the limit"
        assert f"Culling server {mia.user} (inactive for" in hub.log()
    finally:
        hub.stop()


def _running(browser: HubBrowser) -> bool:
    """Whether the hub says the browser's user has a server running (or starting or stopping)."""
    model = browser.get("/hub/api/user").json()
    return bool(model.get("servers"))


def _addresses() -> list[dict[str, str]]:
    return [
        {"addr": entry.address}
        for entries in psutil.net_if_addrs().values()
        for entry in entries
        if entry.family == socket.AF_INET
    ]


def _cmdline(process: psutil.Process) -> list[str]:
    with contextlib.suppress(psutil.Error):
        return process.cmdline()
    return []


def test_the_config_refuses_to_start_without_a_class_store(tmp_path: Path) -> None:
    if missing_pieces():
        skip_or_fail_hub(f"no {missing_pieces()} here")
    hub = Hub(tmp_path, "")
    with pytest.raises(RuntimeError, match="set ELEVENKIT_DB"):
        hub.start()
