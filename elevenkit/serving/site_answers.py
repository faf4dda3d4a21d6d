"""The teacher's server takes the answers of the browser-only site: ``POST /elevenkit/api/answers``.

A site page (``make site``: Python in the pupil's browser, no database there) keeps each judged
answer in the browser until the teacher's server confirms it, then sends it here; the server writes
it into the same store as a Voila page does (``ELEVENKIT_DB``, :meth:`ClassroomStore.add_answer`),
so the teacher dashboard shows site pupils and Voila pupils alike. The request, as JSON::

    {"class": "4B", "nickname": "Mia", "secret": "0427",
     "answers": [{"uid": 81321, "at": 1764770000.5, "activity": "capture-trainer", "task_number": 3,
                  "seed": 5, "answer": "7 + 4", "outcome": "right", "hints": 0, ...}]}

What the server accepts is checked field by field (:func:`read_batch`): at most
:data:`MAX_BODY` bytes and :data:`MAX_ANSWERS` answers, no unknown field, each value of its type
and length; class and nickname with the Voila pages' checks. The pupil must be in the class with
that secret number, as a page rejoining its kept pupil (``claim(..., returning=True)``): nothing
is made here, and a wrong number counts for the sign-in limits (:mod:`elevenkit.classroom.guard`,
per name and per address) like one typed on a Voila page. Values reach SQL only as bound
parameters, and the answer is JSON, never HTML. Each answer's ``uid`` makes a resend (a lost
reply, a server killed and started again) land once: the reply lists every uid the store now
holds, and the page forgets those.

Answers: 200 ``{"confirmed": [uid, ...], "new": n}``; 400 a request that is not what a page sends
(the reason in ``error``); 404 no such class; 403 the nickname is not in the class with that
number; 413 too large; 429 wait (``Retry-After``); 503 the store cannot be written now (the page
keeps the answers and tries again). The store is used off the event loop: pupils' pages never wait.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
from dataclasses import dataclass
from typing import Any

import tornado.web

from elevenkit.classroom.errors import ClassroomError, NameRefused, PupilGone, StoreUnavailable
from elevenkit.classroom.guard import Guard, Kind, tell_terminal
from elevenkit.classroom.identity import check_class_code, check_nickname
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome

__all__ = [
    "ANSWERS_PATH",
    "MAX_ANSWERS",
    "MAX_BODY",
    "Batch",
    "BatchRefused",
    "SiteAnswersHandler",
    "Saved",
    "read_batch",
    "save_batch",
    "site_answers_route",
]

log = logging.getLogger(__name__)

#: where the site sends its answers, under the server's base URL
ANSWERS_PATH = "elevenkit/api/answers"
#: bytes of one request: 50 answers of a long question each fit (a question is kept to 300 characters)
MAX_BODY = 64 * 1024
#: answers in one request; a page with more waiting sends them in turns
MAX_ANSWERS = 50
#: the longest text of each text field (what a page sends is much shorter; longer is not a page's)
TEXT_LIMITS = {"activity": 80, "answer": 500, "category": 80, "task_id": 120, "question": 2000, "level": 40}
#: the longest class code, nickname and secret number a page sends
MAX_NAME, MAX_SECRET = 60, 12
#: the integer fields and their ranges (``uid``: the 63-bit random id of :class:`AnswerRecord`)
INT_RANGES = {"uid": (1, 2**63 - 1), "task_number": (0, 10**6), "seed": (0, 2**63 - 1), "hints": (0, 100)}
#: seconds since the epoch an answer's ``at`` may have (2020 to 2100: a device's clock may be wrong)
AT_RANGE = (1.577e9, 4.1e9)
_FIELDS = {*TEXT_LIMITS, *INT_RANGES, "at", "outcome", "practice"}
_REQUIRED = {"uid", "at", "activity", "task_number", "seed", "answer", "outcome"}


class BatchRefused(ValueError):
    """A request the server does not take: ``status`` is the HTTP status, the message says why."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status


@dataclass(frozen=True)
class Batch:
    """One pupil's answers, checked: the class, the nickname, the secret number, the answers."""

    class_code: str
    nickname: str
    secret: str
    answers: tuple[AnswerRecord, ...]


@dataclass(frozen=True)
class Saved:
    """What the store holds of a batch now: every uid (new or sent before), and how many are new."""

    confirmed: tuple[int, ...]
    new: int


def _text(value: object, name: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise BatchRefused(400, f"{name} must be text of at most {limit} characters")
    return value


def _int(value: object, name: str) -> int:
    low, high = INT_RANGES[name]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BatchRefused(400, f"{name} must be a whole number from {low} to {high}")
    return value


def _answer(item: object) -> AnswerRecord:
    """One answer as the site's page sends it (:class:`AnswerRecord`'s fields), checked."""
    if not isinstance(item, dict):
        raise BatchRefused(400, "each answer must be an object")
    unknown, missing = set(item) - _FIELDS, _REQUIRED - set(item)
    if unknown or missing:
        raise BatchRefused(400, f"answer fields: unknown {sorted(unknown)}, missing {sorted(missing)}")
    at = item["at"]
    if isinstance(at, bool) or not isinstance(at, (int, float)) or not math.isfinite(at):
        raise BatchRefused(400, "at must be a number of seconds")
    if not AT_RANGE[0] <= at <= AT_RANGE[1]:
        raise BatchRefused(400, "at must be a time from 2020 to 2100")
    outcome = item["outcome"]
    if outcome not in {o.value for o in Outcome}:
        raise BatchRefused(400, f"outcome must be one of {[o.value for o in Outcome]}")
    practice = item.get("practice", False)
    if not isinstance(practice, bool):
        raise BatchRefused(400, "practice must be true or false")
    texts = {name: _text(item.get(name, ""), name, limit) for name, limit in TEXT_LIMITS.items()}
    if not texts["activity"]:
        raise BatchRefused(400, "activity must not be empty")
    return AnswerRecord(
        outcome=Outcome(outcome),
        at=float(at),
        practice=practice,
        uid=_int(item["uid"], "uid"),
        task_number=_int(item["task_number"], "task_number"),
        seed=_int(item["seed"], "seed"),
        hints=_int(item.get("hints", 0), "hints"),
        **texts,
    )


def read_batch(body: bytes) -> Batch:
    """The batch in a request's ``body``; :class:`BatchRefused` (400, 413) for anything a page does not send."""
    if len(body) > MAX_BODY:
        raise BatchRefused(413, f"at most {MAX_BODY} bytes in one request")
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, ValueError):
        raise BatchRefused(400, "the request must be JSON") from None
    if not isinstance(data, dict) or set(data) != {"class", "nickname", "secret", "answers"}:
        raise BatchRefused(400, "the request must have exactly class, nickname, secret and answers")
    answers = data["answers"]
    if not isinstance(answers, list) or not 1 <= len(answers) <= MAX_ANSWERS:
        raise BatchRefused(413 if isinstance(answers, list) and answers else 400,
                           f"answers must be a list of 1 to {MAX_ANSWERS}")  # fmt: skip
    secret = _text(data["secret"], "secret", MAX_SECRET)
    if not secret.isdigit() or not secret.isascii():
        raise BatchRefused(400, "secret must be digits")
    try:
        class_code = check_class_code(_text(data["class"], "class", MAX_NAME))
        nickname = check_nickname(_text(data["nickname"], "nickname", MAX_NAME))
    except NameRefused as error:
        raise BatchRefused(400, str(error)) from None
    records = tuple(_answer(item) for item in answers)
    if len({record.uid for record in records}) != len(records):
        raise BatchRefused(400, "each answer needs its own uid")
    return Batch(class_code, nickname, secret, records)


def save_batch(batch: Batch, address: str, path: str | None = None) -> Saved:
    """Write ``batch`` into the store at ``path`` (default ``ELEVENKIT_DB``) for the pupil it names.

    :class:`BatchRefused` 404 (no such class), 403 (not in the class with that number; counted as a
    wrong secret number from ``address``), 429 (wait: too many wrong numbers); :class:`StoreUnavailable`
    when the store cannot be written now.
    """
    from elevenkit.classroom.store import ClassroomStore

    guard = Guard(path)
    if guard.wait(Kind.PUPIL, address, batch.class_code, batch.nickname) > 0:
        raise BatchRefused(429, "too many wrong secret numbers: wait a little")
    with ClassroomStore(path) as store:
        claim = store.claim(batch.class_code, batch.nickname, batch.secret, returning=True)
        if claim.status is ClaimStatus.NO_CLASS:
            raise BatchRefused(404, "there is no such class")
        if claim.status is not ClaimStatus.BACK or claim.pupil_id is None:
            count = guard.failed(Kind.PUPIL, address, batch.class_code, batch.nickname)
            tell_terminal(
                f"wrong secret number for {batch.nickname!r} in class {batch.class_code!r} from the site at "
                f"{address or 'an unknown address'} ({count} in the last 15 minutes)"
            )
            raise BatchRefused(403, "this nickname is not in the class with this secret number")
        new = 0
        for answer in batch.answers:
            try:
                new += store.add_answer(claim.class_code, claim.nickname, batch.secret, answer, pupil_id=claim.pupil_id)
            except (PupilGone, NameRefused):  # the teacher removed the pupil meanwhile
                raise BatchRefused(403, "this nickname is not in the class with this secret number") from None
    return Saved(tuple(answer.uid for answer in batch.answers), new)


class SiteAnswersHandler(tornado.web.RequestHandler):
    """``POST /elevenkit/api/answers`` (and its CORS preflight): a site page's answers, into the store.

    The site may come from another address than this server (``make serve-site``, a school's web
    server), so any origin may send; no cookie is read or set (the secret number in the body is
    what identifies the pupil), hence no XSRF check.
    """

    def set_default_headers(self) -> None:
        self.set_header("Access-Control-Allow-Origin", "*")
        self.set_header("Access-Control-Allow-Methods", "POST, OPTIONS")
        self.set_header("Access-Control-Allow-Headers", "Content-Type")
        self.set_header("Access-Control-Max-Age", "600")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")

    def check_xsrf_cookie(self) -> None:
        """No cookie identifies the sender (see the class docstring): nothing to forge."""

    def options(self) -> None:
        self.set_status(204)
        self.finish()

    def _reply(self, status: int, data: dict[str, Any]) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data))

    async def post(self) -> None:
        address = str(self.request.remote_ip or "")
        try:
            batch = read_batch(self.request.body)
            saved = await asyncio.get_running_loop().run_in_executor(None, save_batch, batch, address)
        except BatchRefused as refused:
            if refused.status == 429:
                self.set_header("Retry-After", "30")
            self._reply(refused.status, {"error": str(refused)})
            return
        except (StoreUnavailable, ClassroomError) as error:
            log.warning("site answers not saved now: %s", error)
            self.set_header("Retry-After", "5")
            self._reply(503, {"error": "the class's answers cannot be saved right now"})
            return
        self._reply(200, {"confirmed": list(saved.confirmed), "new": saved.new})


def site_answers_route(base_url: str = "/") -> tuple[str, type[SiteAnswersHandler]]:
    """The Tornado route of :class:`SiteAnswersHandler` under ``base_url``."""
    return (base_url.rstrip("/") + "/" + ANSWERS_PATH, SiteAnswersHandler)
