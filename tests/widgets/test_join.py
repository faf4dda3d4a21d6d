"""A pupil joins a class on a dashboard page; answers go to the database; the short class links."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path

import ipywidgets as widgets
import pytest
import tornado.testing
import tornado.web

from elevenkit.classroom import queries
from elevenkit.classroom.model import Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.attempts import Attempt, AttemptLog
from elevenkit.serving.short_links import IP_ENV, PORT_ENV, short_link_route
from elevenkit.widgets.classroom import JoinPanel, answer_record, classroom_panel, share_links
from elevenkit.widgets.teacher import SharePanel
from tests.helpers.classroom_db import not_a_database, teachers_classes
from tests.helpers.html_tree import parse


def attempt(answer: str = "7 = 5 + 2", correct: bool = True, counted: bool = True, number: int = 0) -> Attempt:
    return Attempt("capture-trainer", f"7:{number}", answer, correct, counted, "", 1, 7, number)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A database in which the teacher has made class 4B and its link to the Capture Trainer's task set 7."""
    return teachers_classes(tmp_path / "class.sqlite3", "4B", links=("capture-trainer.ipynb?seed=7",))


def joined_panel(db: Path, log: AttemptLog, nickname: str = "Mia", secret: str = "", code: str = "4B") -> JoinPanel:
    panel = classroom_panel("capture-trainer", {"class": code, "seed": "7"}, path=db, attempts=log)
    assert isinstance(panel, JoinPanel)
    panel.nickname.value = nickname
    panel.secret.value = secret
    panel.join_button.click()
    return panel


def test_without_a_class_code_nothing_is_shown_or_recorded(tmp_path: Path) -> None:
    db = tmp_path / "none.sqlite3"
    log = AttemptLog()
    for params in ({}, {"class": ""}, {"class": "   "}, {"seed": "7"}):
        panel = classroom_panel("capture-trainer", params, path=db, attempts=log)
        assert isinstance(panel, widgets.HTML) and panel.value == ""
    log.notify(attempt())
    assert not db.exists()


def test_an_attempt_becomes_an_answer_record() -> None:
    record = answer_record(Attempt("lesson-01", "ways:3", "12 = 5 + 7", False, True, "added-wrong", 2, None, None))
    assert (record.activity, record.task_id, record.answer) == ("lesson-01", "ways:3", "12 = 5 + 7")
    assert (record.outcome, record.category, record.hints, record.seed, record.task_number) == (
        Outcome.WRONG, "added-wrong", 2, 0, 0,
    )  # fmt: skip
    assert answer_record(attempt(correct=False, counted=False)).outcome is Outcome.NOT_YET
    assert answer_record(attempt()).outcome is Outcome.RIGHT


def test_a_pupil_joins_sees_the_secret_number_once_and_every_answer_is_saved(db: Path) -> None:
    log = AttemptLog()
    panel = joined_panel(db, log)
    assert panel.joined is not None and panel.joined.claim is not None
    code = panel.joined.claim.pupil_code
    assert code is not None and " ".join(code) in panel.message.value
    assert "secret number" in panel.message.value and panel.form.layout.display == "none"
    log.notify(attempt("7 = 9", correct=False))
    log.notify(attempt("7 = 5 + 2"))
    assert panel.joined.recorder.flush(5)
    with ClassroomStore(db) as store:
        answers = queries.history(store, "4B", "Mia")
    assert [(a.answer, a.outcome) for a in answers] == [("7 = 9", Outcome.WRONG), ("7 = 5 + 2", Outcome.RIGHT)]
    assert panel.note.value == ""  # saving: no note
    panel.close()
    log.notify(attempt("after leaving"))
    with ClassroomStore(db) as store:
        assert len(queries.history(store, "4B", "Mia")) == 2


def test_recording_adds_microseconds_to_a_click(db: Path) -> None:
    log = AttemptLog()
    panel = joined_panel(db, log)
    costs = []
    for number in range(300):
        started = time.perf_counter()
        log.notify(attempt(number=number % 5))
        costs.append(time.perf_counter() - started)
    assert panel.joined is not None and panel.joined.recorder.flush(10)
    assert statistics.median(costs) < 0.001  # measured: about 5 µs; a write to disk takes milliseconds
    panel.close()


def test_a_taken_nickname_asks_for_another_and_the_secret_number_lets_the_pupil_back(db: Path) -> None:
    first = joined_panel(db, AttemptLog())
    first.attempts.notify(attempt())
    assert first.joined is not None and first.joined.claim is not None
    secret = first.joined.claim.pupil_code
    assert first.joined.recorder.flush(5)
    other = joined_panel(db, AttemptLog(), nickname="mia ")
    assert other.joined is None and "already uses the name" in other.message.value
    assert other.form.layout.display != "none"
    wrong_code = "0000" if secret != "0000" else "1111"
    other.secret.value = wrong_code
    other.join_button.click()
    assert other.joined is None
    # the child typed a secret number: they are told it is the wrong one, not asked to type one
    # (the name as typed: the answer is the same for a name nobody has)
    assert "That secret number is not the one for mia." in other.message.value
    assert "already uses the name" not in other.message.value
    back = joined_panel(db, AttemptLog(), nickname="MIA", secret=str(secret))
    assert back.joined is not None and "Welcome back" in back.message.value
    assert "solved 1 task here so far" in back.progress.value
    # the count from before goes with the next answer: the trainer's own score takes over
    back.attempts.notify(attempt(number=1))
    assert back.progress.value == "" and "Welcome back" in back.message.value
    for panel in (first, back):
        panel.close()


def test_the_join_row_wraps_and_keeps_the_secret_number_box_wide_enough(db: Path) -> None:
    from elevenkit.widgets.common.assets import STATIC

    join_style = (STATIC / "join.css").read_text()
    panel = classroom_panel("capture-trainer", {"class": "4B"}, path=db, attempts=AttemptLog())
    assert isinstance(panel, JoinPanel)
    row = panel.form.children[1]
    assert "ek-join-row" in row._dom_classes and "ek-join-secret" in panel.secret._dom_classes
    assert panel.secret.layout.width is None  # no fixed width that the row squeezes
    assert ".ek-join .ek-join-row {flex-wrap: wrap;" in join_style
    assert ".ek-join .ek-join-secret input {min-width: 5em;}" in join_style
    panel.close()


def test_an_empty_nickname_gets_a_sentence(db: Path) -> None:
    panel = joined_panel(db, AttemptLog(), nickname="   ")
    assert panel.joined is None and "Type a nickname" in panel.message.value


@pytest.mark.parametrize("name", ['O\'Brien "the" <b>bold</b>', "🦊 Fuchs", "x" * 10_000, "<script>alert(1)</script>"])
def test_names_with_quotes_emoji_markup_or_10000_characters_are_shown_escaped(db: Path, name: str) -> None:
    panel = joined_panel(db, AttemptLog(), nickname=name)
    assert panel.joined is not None and panel.joined.claim is not None
    nickname = panel.joined.claim.nickname
    message = parse(panel.message.value)
    # the name is text in the welcome sentence, never an element of the page
    assert nickname in message.find("div", "ek-joined").find("p").text
    for html_text in (panel.heading.value, panel.message.value):
        assert {node.tag for node in parse(html_text).elements()} <= {"div", "p", "strong"}
    panel.close()
    # a class code in a link is plainer: letters, digits, spaces, - and _; anything else joins no class
    refused = classroom_panel("capture-trainer", {"class": name}, path=db, attempts=AttemptLog())
    assert not isinstance(refused, JoinPanel) and "cannot be used" in refused.value


def read_only_database(path: Path) -> None:
    with ClassroomStore(path):
        pass
    path.chmod(0o444)
    if os.access(path, os.W_OK):  # root ignores file modes: make the file immutable instead
        assert shutil.which("chattr"), "chattr is needed to make a file read-only for root"
        subprocess.run(["chattr", "+i", str(path)], check=True)


def writable_again(path: Path) -> None:
    if shutil.which("chattr"):
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
    path.chmod(0o644)


@pytest.mark.parametrize("spoil", [not_a_database, read_only_database])
def test_a_broken_database_keeps_the_trainer_going_with_a_quiet_note_and_changes_nothing(
    tmp_path: Path, spoil: object
) -> None:
    db = tmp_path / "class.sqlite3"
    spoil(db)  # type: ignore[operator]
    before = db.read_bytes()
    log = AttemptLog()
    panel = joined_panel(db, log)
    try:
        assert panel.joined is not None  # the pupil practises on
        assert "not being saved" in panel.message.value
        log.notify(attempt())  # never raises into the click
        panel.joined.recorder.flush(0.5)
        log.notify(attempt())
        # said once on the panel: in the message, or in the note when the message does not say it
        assert f"{panel.message.value}{panel.note.value}".count("not being saved") == 1
        assert db.read_bytes() == before
    finally:
        if panel.joined is not None:
            panel.joined.recorder.close(timeout=0.1)  # nothing can be saved: do not wait 5 s
        panel.close()
        writable_again(db)


def test_the_share_panel_saves_a_short_link_to_the_dashboard_with_its_parameters(db: Path) -> None:
    env = {IP_ENV: "127.0.0.1", PORT_ENV: "8931"}
    panel = SharePanel("capture-trainer.ipynb", "4B", {"seed": "7", "level": "3"}, path=db, environ=env)
    assert len(panel.code) == 5 and panel.code[:3].isalpha() and panel.code[3:].isdigit()
    with ClassroomStore(db) as store:
        assert store.link_target(panel.code) == "/voila/render/capture-trainer.ipynb?class=4B&seed=7&level=3"
    view = panel.view.value
    assert f"http://127.0.0.1:8931/c/{panel.code}" in view and "<svg" in view
    assert "make run HOST=0.0.0.0" in view  # loopback: the teacher is told how to open it to the class
    again = SharePanel("capture-trainer.ipynb", "4B", {"seed": "7", "level": "3"}, path=db, environ=env)
    assert again.code == panel.code


def test_share_links_use_the_classroom_addresses_when_the_server_listens_on_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from elevenkit.classroom import network

    monkeypatch.setattr(network, "classroom_addresses", lambda: ["192.168.1.20", "10.0.0.5"])
    links, note = share_links("4B7", {IP_ENV: "0.0.0.0", PORT_ENV: "8866"})
    assert links == ["http://192.168.1.20:8866/c/4B7", "http://10.0.0.5:8866/c/4B7"] and note == ""
    monkeypatch.setattr(network, "classroom_addresses", list)
    links, note = share_links("4B7", {IP_ENV: "0.0.0.0", PORT_ENV: "8866"})
    assert links == ["http://127.0.0.1:8866/c/4B7"] and "no network" in note


def test_with_a_token_the_short_link_and_its_qr_code_carry_it() -> None:
    from elevenkit.serving.short_links import TOKEN_ENV

    links, _note = share_links("KMR27", {IP_ENV: "127.0.0.1", PORT_ENV: "8866", TOKEN_ENV: "apple 7&x"})
    assert links == ["http://127.0.0.1:8866/c/KMR27?token=apple+7%26x"]


def test_a_share_panel_on_a_broken_database_says_so(tmp_path: Path) -> None:
    db = tmp_path / "class.sqlite3"
    not_a_database(db)
    panel = SharePanel("capture-trainer.ipynb", "4B", path=db)
    assert panel.code == "" and "not an elevenkit classroom database" in panel.view.value


class TestShortLinks(tornado.testing.AsyncHTTPTestCase):
    """``/c/<code>`` on a real Tornado server: redirect, unknown code, broken database."""

    def setUp(self) -> None:
        import tempfile

        self.folder = tempfile.TemporaryDirectory()
        self.db = Path(self.folder.name) / "class.sqlite3"
        self.old = os.environ.get("ELEVENKIT_DB")
        os.environ["ELEVENKIT_DB"] = str(self.db)
        super().setUp()

    def tearDown(self) -> None:
        super().tearDown()
        if self.old is None:
            os.environ.pop("ELEVENKIT_DB", None)
        else:
            os.environ["ELEVENKIT_DB"] = self.old
        self.folder.cleanup()

    def get_app(self) -> tornado.web.Application:
        return tornado.web.Application([short_link_route("/base/")])

    def test_a_known_code_redirects_to_its_dashboard(self) -> None:
        with ClassroomStore(self.db) as store:
            code = store.link_code("4B", "/voila/render/capture-trainer.ipynb?class=4B&seed=7")
        for typed in (code, code.lower()):
            response = self.fetch(f"/base/c/{typed}", follow_redirects=False)
            assert response.code == 302
            assert response.headers["Location"] == "/base/voila/render/capture-trainer.ipynb?class=4B&seed=7"

    def test_an_unknown_code_says_so_in_words(self) -> None:
        response = self.fetch("/base/c/%3Cb%3E9", follow_redirects=False)
        assert response.code == 404
        page = parse(response.body.decode())
        # the code from the address is text in the sentence, never an element of the page
        assert page.find("main").find("p").text.startswith("There is no class link <b>9. Check")
        assert not page.find_all("b") and page.find("h1").text == page.find("title").text == "Class link"

    def test_a_broken_database_is_a_sentence_for_the_pupil(self) -> None:
        not_a_database(self.db)
        response = self.fetch("/base/c/4B7", follow_redirects=False)
        assert response.code == 503 and "Ask your teacher" in response.body.decode()


def test_a_reload_rejoins_with_what_the_browser_kept(db: Path) -> None:
    log = AttemptLog()
    first = joined_panel(db, log, nickname="Blue Fox")
    assert first.joined is not None and first.joined.claim is not None
    kept = dict(first.browser.state)
    assert kept == {
        "nickname": "Blue Fox",
        "secret": first.joined.claim.pupil_code,
        "at": pytest.approx(time.time(), abs=60),
    }
    first.close()
    # the reloaded page: a new panel; the browser reports what it kept, and the pupil is back in
    again = classroom_panel("capture-trainer", {"class": "4B", "seed": "7"}, path=db, attempts=log)
    assert isinstance(again, JoinPanel) and again.joined is None
    again.browser.receive(kept, {"class": "4B"})
    assert again.joined is not None and again.form.layout.display == "none"
    # a browser that kept nothing (or junk) still asks
    other = classroom_panel("capture-trainer", {"class": "4B"}, path=db, attempts=log)
    assert isinstance(other, JoinPanel)
    other.browser.receive({"nickname": 5, "secret": None}, {})
    assert other.joined is None and other.form.layout.display != "none"
    again.close()
    other.close()


def test_a_shared_tablet_shows_who_is_signed_in_and_forgets_the_number_after_a_while(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = AttemptLog()
    first = joined_panel(db, log, nickname="Tablet Kid")
    assert first.sign_out_button.description == "I am not Tablet Kid: sign out"
    assert first.sign_out_button.layout.display != "none"
    kept = dict(first.browser.state)
    first.sign_out_button.click()
    assert first.joined is None and first.browser.state == {} and first.form.layout.display != "none"
    assert first.sign_out_button.layout.display == "none"
    # the number kept longer than the teacher's time: asked again, and no longer in the browser
    monkeypatch.setenv("ELEVENKIT_REMEMBER_MINUTES", "30")
    old = classroom_panel("capture-trainer", {"class": "4B"}, path=db, attempts=log)
    assert isinstance(old, JoinPanel)
    old.browser.receive({**kept, "at": time.time() - 31 * 60}, {"class": "4B"})
    assert old.joined is None and old.nickname.value == "Tablet Kid" and old.secret.value == ""
    assert "secret" not in old.browser.state
    old.close()


def test_every_trainer_dashboard_is_offered_a_round_and_no_other_dashboard() -> None:
    import json

    from elevenkit.widgets.classroom import trainer_dashboards

    folder = Path(__file__).resolve().parents[2] / "dashboards"
    built_on_a_trainer = {
        notebook.name
        for notebook in folder.glob("*.ipynb")
        if any(
            "TrainerApp.from_params" in "".join(cell["source"])
            for cell in json.loads(notebook.read_text())["cells"]
            if cell["cell_type"] == "code"
        )
    }
    assert built_on_a_trainer and trainer_dashboards() == built_on_a_trainer


def test_share_params_keep_a_round_for_trainers_and_a_seed_that_is_a_number() -> None:
    from elevenkit.widgets.classroom import share_params

    assert share_params("wraparound-clock.ipynb", " 7 ", 12) == {"seed": "7", "tasks": "12"}
    assert share_params("wraparound-clock.ipynb", "7", 0) == {"seed": "7"}  # no end: no tasks parameter
    assert share_params("play-start-11.ipynb", "7", 12) == {"seed": "7"}  # a game has no rounds
    assert share_params("capture-trainer.ipynb", "seven", 5) == {"tasks": "5"}
    assert share_params("capture-trainer.ipynb", "٣", 5) == {"tasks": "5"}  # a digit, but not one a link reads


def test_share_params_carry_a_level_for_trainers_and_games_only() -> None:
    from elevenkit.widgets.classroom import share_params

    assert share_params("wraparound-clock.ipynb", "7", 0, "hard") == {"seed": "7", "level": "hard"}
    assert share_params("play-11-nimmt.ipynb", "7", 0, "medium") == {"seed": "7", "level": "medium"}
    assert share_params("capture-trainer.ipynb", "7", 0, "") == {"seed": "7"}  # the page's own default
    assert share_params("capture-trainer.ipynb", "7", 0, "impossible") == {"seed": "7"}
    assert share_params("lessons/01-matching-and-number-bonds.ipynb", "7", 0, "hard") == {
        "seed": "7"
    }  # a lesson has no level


def test_the_share_panel_says_what_the_round_is(db: Path) -> None:
    env = {IP_ENV: "127.0.0.1", PORT_ENV: "8931"}
    panel = SharePanel("capture-trainer.ipynb", "4B", {"seed": "7", "tasks": "1"}, path=db, environ=env)
    assert "A round of 1 task, then" in panel.view.value
    assert "round" not in SharePanel("capture-trainer.ipynb", "4B", {"seed": "7"}, path=db, environ=env).view.value
