"""The browser-only site's answers reach the teacher's store (``elevenkit.serving.site_answers``):
a real SQLite store behind the real Tornado handler; good, bad, oversized, resent, wrong number."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import tornado.testing
import tornado.web

from elevenkit.classroom import queries
from elevenkit.classroom.guard import Guard, Kind
from elevenkit.classroom.model import Outcome
from elevenkit.classroom.store import ClassroomStore
from elevenkit.serving.site_answers import ANSWERS_PATH, MAX_ANSWERS, MAX_BODY, site_answers_route
from tests.helpers.classroom_db import teachers_classes


def answer(uid: int, **changes: Any) -> dict[str, Any]:
    """One answer as a site page sends it."""
    return {"uid": uid, "at": 1_764_770_000.5, "activity": "capture-trainer", "task_number": 3, "seed": 5,
            "answer": "7 + 4", "outcome": "right", "hints": 0, "question": "Make 11", **changes}  # fmt: skip


def batch(*answers: dict[str, Any], secret: str = "", nickname: str = "Mia", **changes: Any) -> dict[str, Any]:
    return {"class": "4B", "nickname": nickname, "secret": secret, "answers": list(answers), **changes}


class SiteAnswers(tornado.testing.AsyncHTTPTestCase):
    """A server with the route, Jupyter's XSRF check switched on, and class 4B with its pupil Mia."""

    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.db = teachers_classes(Path(folder.name) / "classroom.sqlite3", "4B")
        environment = mock.patch.dict(os.environ, {"ELEVENKIT_DB": str(self.db)})
        environment.start()
        self.addCleanup(environment.stop)
        with ClassroomStore(self.db) as store:
            claim = store.claim("4B", "Mia")
        assert claim.pupil_code is not None
        self.secret = claim.pupil_code
        super().setUp()

    def get_app(self) -> tornado.web.Application:
        return tornado.web.Application([site_answers_route("/")], xsrf_cookies=True)

    def send(self, body: dict[str, Any] | bytes) -> tuple[int, dict[str, Any]]:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        response = self.fetch("/" + ANSWERS_PATH, method="POST", body=data, raise_error=False,
                              headers={"Content-Type": "application/json", "Origin": "http://192.168.1.20:8000"})  # fmt: skip
        return response.code, json.loads(response.body or b"{}")

    def stored(self) -> list[Any]:
        with ClassroomStore(self.db) as store:
            return queries.history(store, "4B", "Mia")

    def test_good_answers_are_stored_and_confirmed(self) -> None:
        status, reply = self.send(batch(answer(11), answer(12, outcome="wrong", answer="3 + 9"), secret=self.secret))
        assert (status, reply) == (200, {"confirmed": [11, 12], "new": 2})
        rows = self.stored()
        assert [(r.answer, r.outcome, r.question) for r in rows] == [
            ("7 + 4", Outcome.RIGHT, "Make 11"), ("3 + 9", Outcome.WRONG, "Make 11")
        ]  # fmt: skip

    def test_an_answer_sent_twice_is_stored_once_and_confirmed_both_times(self) -> None:
        first = self.send(batch(answer(21), secret=self.secret))
        again = self.send(batch(answer(21), answer(22), secret=self.secret))
        third = self.send(batch(answer(21), answer(22), secret=self.secret))
        assert first == (200, {"confirmed": [21], "new": 1})
        assert again == (200, {"confirmed": [21, 22], "new": 1})
        assert third == (200, {"confirmed": [21, 22], "new": 0})
        assert len(self.stored()) == 2

    def test_text_from_the_request_is_stored_as_text_never_as_sql(self) -> None:
        sly = "'); DROP TABLE answers; -- <script>alert(1)</script>"
        assert self.send(batch(answer(31, answer=sly, category=sly), secret=self.secret))[0] == 200
        assert [(r.answer, r.category) for r in self.stored()] == [(sly, sly)]

    def test_a_wrong_secret_number_is_refused_counted_and_stores_nothing(self) -> None:
        wrong = "9999" if self.secret != "9999" else "1111"
        status, reply = self.send(batch(answer(41), secret=wrong))
        assert status == 403 and "secret number" in reply["error"]
        assert self.stored() == []
        # counted as a wrong number typed on a page: the teacher sees it, the limits count it
        assert [(f.nickname, f.count) for f in Guard(self.db).recent(Kind.PUPIL, "4B")] == [("Mia", 1)]

    def test_after_wrong_numbers_the_pupils_name_waits(self) -> None:
        wrong = "9999" if self.secret != "9999" else "1111"
        for uid in range(51, 55):
            self.send(batch(answer(uid), secret=wrong))
        status, reply = self.send(batch(answer(56), secret=self.secret))
        assert status == 429 and "wait" in reply["error"]

    def test_an_unknown_class_or_a_name_not_in_it_is_refused_and_nothing_is_made(self) -> None:
        assert self.send(batch(answer(61), secret=self.secret, **{"class": "9Z"}))[0] == 404
        assert self.send(batch(answer(62), secret=self.secret, nickname="Ben"))[0] == 403
        with ClassroomStore(self.db) as store:
            assert [p.nickname for p in queries.pupils(store, "4B")] == ["Mia"]
            assert queries.classes(store) == ["4B"]

    def test_too_large_a_request_is_refused(self) -> None:
        assert self.send(b"{" + b" " * MAX_BODY + b"}")[0] == 413
        too_many = batch(*(answer(100 + n) for n in range(MAX_ANSWERS + 1)), secret=self.secret)
        assert self.send(too_many)[0] == 413
        assert self.stored() == []

    def test_the_preflight_of_a_site_on_another_address_is_allowed(self) -> None:
        response = self.fetch("/" + ANSWERS_PATH, method="OPTIONS", headers={"Origin": "http://192.168.1.20:8000"})
        assert response.code == 204
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        assert "POST" in response.headers["Access-Control-Allow-Methods"]


BAD_ANSWERS = [
    pytest.param({"uid": True}, id="a boolean uid"),
    pytest.param({"uid": 0}, id="uid zero"),
    pytest.param({"uid": 2**63}, id="uid too large"),
    pytest.param({"uid": "12"}, id="uid as text"),
    pytest.param({"task_number": -1}, id="negative task"),
    pytest.param({"hints": 1000}, id="too many hints"),
    pytest.param({"outcome": "brilliant"}, id="unknown outcome"),
    pytest.param({"at": float("nan")}, id="at not a number"),
    pytest.param({"at": 10.0}, id="at in 1970"),
    pytest.param({"answer": "x" * 501}, id="too long an answer"),
    pytest.param({"answer": 7}, id="answer not text"),
    pytest.param({"activity": ""}, id="no activity"),
    pytest.param({"practice": "yes"}, id="practice not a boolean"),
    pytest.param({"teacher": True}, id="an unknown field"),
]


@pytest.mark.parametrize("change", BAD_ANSWERS)
def test_an_answer_that_no_page_sends_is_refused_with_the_reason(change: dict[str, Any]) -> None:
    from elevenkit.serving.site_answers import BatchRefused, read_batch

    with pytest.raises(BatchRefused) as refused:
        read_batch(json.dumps(batch({**answer(1), **change}, secret="0427"), allow_nan=True).encode())
    assert refused.value.status == 400 and str(refused.value)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(b"not json", id="not JSON"),
        pytest.param(b"\xff\xfe", id="not UTF-8"),
        pytest.param(b"[]", id="a list"),
        pytest.param(json.dumps(batch(answer(1), secret="0427", extra=1)).encode(), id="an extra key"),
        pytest.param(json.dumps(batch(secret="0427")).encode(), id="no answers"),
        pytest.param(json.dumps(batch(answer(1), answer(1), secret="0427")).encode(), id="a uid twice"),
        pytest.param(json.dumps(batch(answer(1), secret="04a7")).encode(), id="a secret with a letter"),
        pytest.param(json.dumps(batch(answer(1), secret="0427", nickname="")).encode(), id="no nickname"),
        pytest.param(json.dumps(batch(answer(1), secret="0427", nickname="M" * 61)).encode(), id="a long nickname"),
    ],
)
def test_a_request_that_no_page_sends_is_refused(body: bytes) -> None:
    from elevenkit.serving.site_answers import BatchRefused, read_batch

    with pytest.raises(BatchRefused) as refused:
        read_batch(body)
    assert refused.value.status == 400
