"""The one recording hook of the trainer and lesson frame: join a class, record every answer.

The frame calls :func:`join` once when the page has a class code and then
``recorder.record(AnswerRecord(...))`` on every Check. Recording never raises into the click and
never waits for the disk: :class:`DatabaseRecorder` puts the answer on a queue that a background
thread writes, one transaction per answer, retrying while the database is locked or missing, so
no answer is lost and none is saved twice (each has a ``uid``). ``recorder.status.message`` is the
quiet note a widget shows when progress is not being saved; it is ``""`` otherwise.

Without a class code :func:`join` returns a :class:`NullRecorder` and imports nothing more. This
module does not import :mod:`sqlite3` (the browser-only site has none): the store is imported in
:func:`join` and in the writer thread, only when a class code is given.
"""

from __future__ import annotations

import atexit
import collections
import enum
import logging
import os
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from elevenkit.classroom.errors import ClassroomError, NameRefused, Problem, PupilGone, StoreUnavailable
from elevenkit.classroom.guard import WINDOW, Guard, Kind, tell_terminal, wait_words
from elevenkit.classroom.identity import check_class_code, check_nickname, new_pupil_code
from elevenkit.classroom.model import AnswerRecord, Claim, ClaimStatus, Progress
from elevenkit.exercises.adaptive import SkillEstimate
from elevenkit.i18n import _

__all__ = [
    "DatabaseRecorder",
    "Joined",
    "NullRecorder",
    "Recorder",
    "RecordingState",
    "RecordingStatus",
    "join",
]

log = logging.getLogger(__name__)

#: answers kept in memory while the database cannot be written (a whole lesson of one pupil)
MAX_PENDING = 10_000
#: seconds between attempts to reach a database that could not be used
RETRY_SECONDS = 2.0
#: seconds a closing kernel waits for its last answers to reach the disk
CLOSE_TIMEOUT = 5.0


class RecordingState(enum.Enum):
    """Whether a page records: not at all (no class), saving, or not saving right now."""

    OFF = "off"
    SAVING = "saving"
    NOT_SAVED = "not saved"
    SIGNED_OUT = "signed out"  # the teacher removed the pupil: nothing more is saved for them


@dataclass(frozen=True)
class RecordingStatus:
    """The recorder's state; ``message`` is the note for the pupil, ``detail`` the reason for the log."""

    state: RecordingState
    problem: Problem | None = None
    detail: str = ""

    @property
    def message(self) -> str:
        """A quiet sentence for the pupil's page when answers are not saved, else ``""``."""
        if self.state is RecordingState.NOT_SAVED:
            return _("Your progress is not being saved right now. You can keep practising.")
        if self.state is RecordingState.SIGNED_OUT:
            return _(
                "Your teacher has taken your nickname off the class list, so your answers are not saved "
                "any more. Join again with a nickname, or ask your teacher."
            )
        return ""


OFF = RecordingStatus(RecordingState.OFF)
SAVING = RecordingStatus(RecordingState.SAVING)


class Recorder(Protocol):
    """What the frame calls; :class:`NullRecorder` and :class:`DatabaseRecorder` provide it."""

    @property
    def status(self) -> RecordingStatus: ...

    def record(self, answer: AnswerRecord) -> None: ...

    def restore(self, activity: str) -> Progress | None: ...

    def estimates(self) -> Mapping[str, SkillEstimate]: ...

    def save_estimates(self, estimates: Mapping[str, SkillEstimate]) -> None: ...

    def last_dealt(self, activity: str) -> tuple[int, int, str] | None: ...

    def flush(self, timeout: float = CLOSE_TIMEOUT) -> bool: ...

    def close(self, timeout: float = CLOSE_TIMEOUT) -> None: ...


class NullRecorder:
    """Records nothing: a page without a class code (status OFF), or one that cannot save."""

    def __init__(self, status: RecordingStatus = OFF) -> None:
        self._status = status

    @property
    def status(self) -> RecordingStatus:
        """OFF, or NOT_SAVED with the reason given at creation."""
        return self._status

    def record(self, answer: AnswerRecord) -> None:
        """Forget ``answer``."""

    def restore(self, activity: str) -> Progress | None:
        """Nothing to go on from."""
        return None

    def estimates(self) -> Mapping[str, SkillEstimate]:
        """No estimates kept."""
        return {}

    def save_estimates(self, estimates: Mapping[str, SkillEstimate]) -> None:
        """Forget ``estimates``."""

    def last_dealt(self, activity: str) -> tuple[int, int, str] | None:
        """No task known."""
        return None

    def flush(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Nothing is pending: True at once."""
        return True

    def close(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """Nothing to close."""


_STOP = object()


@dataclass(frozen=True)
class _Estimates:
    """The pupil's estimates to keep, queued like an answer (the writer keeps the latest only)."""

    estimates: Mapping[str, SkillEstimate]


_Pending = AnswerRecord | _Estimates


class DatabaseRecorder:
    """Saves one pupil's answers in the classroom database from a background thread.

    :meth:`record` only puts the answer on a queue (microseconds). The writer thread saves each
    answer in its own transaction; while the file cannot be used it keeps up to
    :data:`MAX_PENDING` answers in memory, tries again every ``retry_seconds`` and reports
    NOT_SAVED in :attr:`status`. :meth:`close` (also run when the kernel exits) waits up to
    :data:`CLOSE_TIMEOUT` seconds for the last answers.
    """

    def __init__(
        self,
        class_code: str,
        nickname: str,
        pupil_code: str,
        path: str | os.PathLike[str] | None = None,
        *,
        busy_timeout: float | None = None,
        retry_seconds: float = RETRY_SECONDS,
        pupil_id: int | None = None,
    ) -> None:
        self.class_code = check_class_code(class_code)
        self.nickname = check_nickname(nickname)
        self.pupil_code = pupil_code
        #: the pupil's row (None: the join could not ask the database, so the first write claims the name)
        self.pupil_id = pupil_id
        #: run (in the writer thread) once the teacher has removed the pupil: the page signs out
        self.on_signed_out: Callable[[], None] | None = None
        self.path = path
        self.busy_timeout = busy_timeout
        self.retry_seconds = retry_seconds
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._changed = threading.Condition()
        self._unsaved = 0
        self._status = SAVING
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="elevenkit-recorder", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    @property
    def status(self) -> RecordingStatus:
        """SAVING while answers reach the database, NOT_SAVED (with the reason) while they cannot."""
        return self._status

    def record(self, answer: AnswerRecord) -> None:
        """Queue ``answer`` for saving; returns at once and never raises."""
        try:
            if self._closed:
                log.warning("answer recorded after close, not saved: %r", answer)
                return
            with self._changed:
                self._unsaved += 1
            self._queue.put(answer)
        except Exception:
            log.exception("could not queue an answer")

    def restore(self, activity: str) -> Progress | None:
        """Where this pupil was in ``activity`` (a recorded name, :attr:`elevenkit.catalogue.Activity.activity`);
        None if unknown or the database cannot be read."""
        try:
            with self._open_store() as store:
                progress: Progress | None = store.restore(
                    self.class_code, self.nickname, activity, pupil_id=self.pupil_id
                )
                return progress
        except ClassroomError as error:
            log.info("cannot restore progress: %s", error)
        except Exception:
            log.exception("restore failed")
        return None

    def estimates(self) -> Mapping[str, SkillEstimate]:
        """The pupil's kept estimates ("practice for me"); empty if none or the database cannot be read."""
        try:
            with self._open_store() as store:
                kept: dict[str, SkillEstimate] = store.estimates(self.class_code, self.nickname, pupil_id=self.pupil_id)
                return kept
        except ClassroomError as error:
            log.info("cannot read the estimates: %s", error)
        except Exception:
            log.exception("reading the estimates failed")
        return {}

    def last_dealt(self, activity: str) -> tuple[int, int, str] | None:
        """The last task the pupil answered in ``activity`` (class work): seed, task number, level; None if none."""
        progress = self.restore(activity)
        return None if progress is None else (progress.seed, progress.task_number, progress.level)

    def save_estimates(self, estimates: Mapping[str, SkillEstimate]) -> None:
        """Queue the pupil's estimates for keeping, after the answers queued before; never raises."""
        try:
            if self._closed:
                return
            with self._changed:
                self._unsaved += 1
            self._queue.put(_Estimates(dict(estimates)))
        except Exception:
            log.exception("could not queue the estimates")

    def flush(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Wait until every recorded answer is saved; False if some are still waiting after ``timeout``."""
        with self._changed:
            return self._changed.wait_for(lambda: self._unsaved == 0, timeout)

    def close(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """Save what is left (waiting at most ``timeout`` seconds), then stop the writer. Called from
        the writer thread itself (a page signed out by :attr:`on_signed_out`), it only stops it."""
        if self._closed:
            return
        try:
            if threading.current_thread() is self._thread:
                self._closed = True
                self._queue.put(_STOP)
                atexit.unregister(self.close)
                return
            self.flush(timeout)
            self._closed = True
            self._queue.put(_STOP)
            self._thread.join(timeout)
            atexit.unregister(self.close)
        except Exception:
            log.exception("closing the recorder failed")

    # ---- the writer thread --------------------------------------------------------------------
    def _open_store(self):  # type: ignore[no-untyped-def]
        from elevenkit.classroom.store import DEFAULT_BUSY_TIMEOUT, ClassroomStore

        timeout = DEFAULT_BUSY_TIMEOUT if self.busy_timeout is None else self.busy_timeout
        return ClassroomStore(self.path, busy_timeout=timeout)

    def _saved(self, count: int, status: RecordingStatus) -> None:
        with self._changed:
            self._unsaved -= count
            self._status = status
            self._changed.notify_all()

    def _run(self) -> None:
        pending: collections.deque[_Pending] = collections.deque()
        store = None
        stop = False
        while not stop:
            try:
                item = self._queue.get(timeout=self.retry_seconds if pending else None)
            except queue.Empty:
                item = None
            while item is not None:
                if item is _STOP:
                    stop = True
                else:
                    pending.append(item)  # type: ignore[arg-type]
                    self._drop_older_estimates(pending)
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    item = None
            if len(pending) > MAX_PENDING:
                dropped = len(pending) - MAX_PENDING
                log.warning("database unavailable: %d oldest answers dropped", dropped)
                for _position in range(dropped):
                    pending.popleft()
                self._saved(dropped, self._status)
            store = self._write(store, pending)
        if pending:
            log.warning("recorder closed with %d answers not saved", len(pending))
        if store is not None:
            store.close()

    def _drop_older_estimates(self, pending: collections.deque[_Pending]) -> None:
        """Newer estimates just came: older ones still waiting need not be written (they count as saved)."""
        if not isinstance(pending[-1], _Estimates):
            return
        older = [item for item in list(pending)[:-1] if isinstance(item, _Estimates)]
        for item in older:
            pending.remove(item)
        if older:
            self._saved(len(older), self._status)

    def _write(self, store, pending: collections.deque[_Pending]):  # type: ignore[no-untyped-def]
        """Save the pending answers in order; returns the store to use next time (None: reopen)."""
        while pending:
            if self._status.state is RecordingState.SIGNED_OUT:  # the pupil is gone: nothing more is saved
                pending.popleft()
                self._saved(1, self._status)
                continue
            try:
                if store is None:
                    store = self._open_store()
                if self.pupil_id is None:
                    self._claim(store)
                item = pending[0]
                if isinstance(item, _Estimates):
                    store.save_estimates(
                        self.class_code, self.nickname, self.pupil_code, item.estimates, pupil_id=self.pupil_id
                    )
                else:
                    store.add_answer(self.class_code, self.nickname, self.pupil_code, item, pupil_id=self.pupil_id)
            except PupilGone as error:
                pending.popleft()
                signed_out = RecordingStatus(RecordingState.SIGNED_OUT, Problem.SIGNED_OUT, str(error))
                with self._changed:
                    self._status = signed_out  # the page's sign-out reads why
                self._signed_out()
                self._saved(1, signed_out)  # flush() returns once the page is signed out, not before
            except StoreUnavailable as error:
                self._saved(0, RecordingStatus(RecordingState.NOT_SAVED, error.problem, str(error)))
                if store is not None and error.problem is not Problem.LOCKED:
                    store.close()
                    store = None
                return store
            except NameRefused as error:
                pending.popleft()
                self._saved(1, RecordingStatus(RecordingState.NOT_SAVED, Problem.NAME_TAKEN, str(error)))
            except Exception as error:
                log.exception("saving an answer failed")
                pending.popleft()
                self._saved(1, RecordingStatus(RecordingState.NOT_SAVED, Problem.CANNOT_OPEN, repr(error)))
            else:
                pending.popleft()
                self._saved(1, SAVING)
        return store

    def _claim(self, store) -> None:  # type: ignore[no-untyped-def]
        """The first write of a join that could not ask the database: claim the name now (with the
        secret number already shown); refused (:class:`NameRefused`) if it is taken meanwhile."""
        claim = store.claim(self.class_code, self.nickname, self.pupil_code, new_code=self.pupil_code)
        if claim.status is ClaimStatus.NO_CLASS:
            raise PupilGone(_("There is no class {code}.").format(code=self.class_code))
        if claim.pupil_id is None or claim.pupil_code != self.pupil_code:
            raise NameRefused(
                _("Someone in the class already uses the name {nickname}.").format(nickname=self.nickname)
            )
        self.pupil_id = claim.pupil_id

    def _signed_out(self) -> None:
        try:
            if self.on_signed_out is not None:
                self.on_signed_out()
        except Exception:
            log.exception("signing the page out failed")


@dataclass(frozen=True)
class Joined:
    """A pupil in a class: the claim (None without a class), the recorder, a sentence to show."""

    claim: Claim | None
    recorder: Recorder
    message: str


def join(
    class_code: str | None,
    nickname: str = "",
    pupil_code: str | None = None,
    *,
    path: str | os.PathLike[str] | None = None,
    busy_timeout: float | None = None,
    returning: bool = False,
    address: str = "",
) -> Joined:
    """Join ``class_code`` as ``nickname`` (with the secret number kept in the browser, if any).

    No class code: nothing is recorded (a :class:`NullRecorder`, no message). A taken nickname, one
    that looks like a classmate's, or a class the teacher has not made: a :class:`NullRecorder` and a
    message saying what to do (nothing is stored); so is ``returning`` (a page rejoining the pupil its
    browser kept) for a pupil the teacher removed or whose number is wrong (``GONE`` for both).
    A secret number that is not the name's (or a name nobody has) is ``WRONG_CODE``: counted for
    the server's limits (:mod:`~elevenkit.classroom.guard`, per name and per client ``address``),
    and while they say wait, a claim with a number is refused unchecked (``WAIT``). A
    database that cannot be used: the pupil practises on with a recorder that saves as soon as
    it can (its status says not saved). Raises :class:`NameRefused` only for an empty nickname
    or class code that is not text.
    """
    if class_code is None or not str(class_code).strip():
        return Joined(None, NullRecorder(), "")
    class_code, nickname = check_class_code(class_code), check_nickname(nickname)
    guard = Guard(path)
    if pupil_code:  # a claim of a name: refused unchecked while this name or this device must wait
        wait = guard.wait(Kind.PUPIL, address, class_code, nickname)
        if wait > 0:
            return Joined(Claim(ClaimStatus.WAIT, class_code, nickname, None), NullRecorder(), wait_words(wait))
    try:
        from elevenkit.classroom.store import DEFAULT_BUSY_TIMEOUT, ClassroomStore

        timeout = DEFAULT_BUSY_TIMEOUT if busy_timeout is None else busy_timeout
        with ClassroomStore(path, busy_timeout=timeout) as store:
            claim = store.claim(class_code, nickname, pupil_code, returning=returning)
    except ImportError as error:  # the browser-only site: Python without sqlite3
        status = RecordingStatus(RecordingState.NOT_SAVED, Problem.NO_SQLITE, str(error))
        claim = Claim(ClaimStatus.UNCHECKED, class_code, nickname, pupil_code)
        return Joined(claim, NullRecorder(status), status.message)
    except StoreUnavailable as error:
        log.warning("classroom database unavailable: %s", error)
        claim = Claim(ClaimStatus.UNCHECKED, class_code, nickname, pupil_code or new_pupil_code())
    if claim.status is ClaimStatus.WRONG_CODE or (claim.status is ClaimStatus.GONE and pupil_code):
        count = guard.failed(Kind.PUPIL, address, class_code, nickname)
        tell_terminal(
            f"wrong secret number for {nickname!r} in class {class_code!r} from {address or 'an unknown address'}"
            f" ({count} in the last {WINDOW / 60:.0f} minutes)"
        )
    if returning and claim.status in (ClaimStatus.GONE, ClaimStatus.WRONG_CODE):
        # the browser's kept pupil: the same words whether the name is gone or the number wrong
        claim = Claim(ClaimStatus.GONE, claim.class_code, claim.nickname, None)
    refusals = {
        ClaimStatus.TAKEN: _(
            "Someone in your class already uses the name {nickname}. Choose another name. "
            "If it really is you, type your secret number too."
        ),
        ClaimStatus.LOOK_ALIKE: _(
            "Your nickname looks too much like {nickname}, a name already in your class. Choose another name."
        ),
        ClaimStatus.NO_CLASS: _("There is no class {code} yet. Ask your teacher for the link."),
        ClaimStatus.GONE: _("Sign in again: type your nickname, and your secret number if you have one."),
        ClaimStatus.WRONG_CODE: _(
            "That secret number is not the one for {nickname}. Try again, or ask your teacher; "
            "or choose another nickname."
        ),
    }
    if claim.status in refusals:
        return Joined(claim, NullRecorder(), refusals[claim.status].format(nickname=claim.nickname, code=class_code))
    assert claim.pupil_code is not None
    recorder = DatabaseRecorder(
        claim.class_code, claim.nickname, claim.pupil_code, path, busy_timeout=busy_timeout, pupil_id=claim.pupil_id
    )
    messages = {
        ClaimStatus.NEW: _(
            "Welcome, {nickname}! Your secret number is {code}. On another computer, type your "
            "name and this number to go on."
        ),
        ClaimStatus.BACK: _("Welcome back, {nickname}! You go on where you stopped."),
        ClaimStatus.UNCHECKED: _(
            "Hello, {nickname}! Your progress is not being saved right now. You can keep practising."
        ),
    }
    return Joined(claim, recorder, messages[claim.status].format(nickname=claim.nickname, code=claim.pupil_code))
