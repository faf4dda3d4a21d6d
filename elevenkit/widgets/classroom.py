"""The classroom on a pupil's page (join a class, a quiet note when nothing is saved) and what the
teacher's share panel links to (parameters, addresses, the words that say what a link opens; the
panel itself is :class:`elevenkit.widgets.teacher.share_tab.SharePanel`).

A dashboard or lesson adds the classroom with one cell::

    from elevenkit.serving.params import query_params
    from elevenkit.widgets.classroom import classroom_panel

    classroom_panel("capture-trainer", query_params())

Without ``?class=`` in the link it shows nothing and records nothing. With ``?class=4B`` it asks for
a nickname; once the pupil has joined, every checked answer the trainer or lesson frame reports to
:data:`~elevenkit.exercises.attempts.attempt_log` is saved in the classroom database (in the
background: a click never waits for the disk).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from urllib.parse import parse_qsl, quote, unquote, urlencode

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.classroom.errors import ClassroomError, NameRefused
from elevenkit.classroom.guard import client_address
from elevenkit.classroom.hub import HUB_URL_ENV, hub_pupil
from elevenkit.classroom.identity import check_class_code, name_key
from elevenkit.classroom.model import AnswerRecord, ClaimStatus, Outcome
from elevenkit.classroom.recording import DatabaseRecorder, Joined, join
from elevenkit.exercises.adaptive import ADAPTIVE_TRAINERS, AUTO, LearnerHub, learner_hub
from elevenkit.exercises.attempts import Attempt, AttemptLog, attempt_log
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element, escape, fragment
from elevenkit.serving.params import (
    CLASS,
    LANG,
    LEVEL,
    LINK_PARAMS,
    MAX_CLASS_CODE,
    SEED,
    TASKS,
    class_code,
    clean_class_code,
    language_param,
    seed_of,
)
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.common.browser_state import BrowserState, pupil_key
from elevenkit.widgets.common.stylesheet import Stylesheet
from elevenkit.widgets.share_words import ROUND_CHOICES, round_note, share_summary

__all__ = [
    "ROUND_CHOICES",
    "AnswerSaver",
    "JoinPanel",
    "answer_record",
    "classroom_panel",
    "dashboard_target",
    "dashboards_for_pupils",
    "leveled_dashboards",
    "round_note",
    "share_links",
    "share_params",
    "share_summary",
    "teachers_settings",
    "trainer_dashboards",
]

log = logging.getLogger(__name__)


def answer_record(attempt: Attempt, practice: bool = False) -> AnswerRecord:
    """The classroom's record of one checked answer (a task without a seed counts as seed 0, number 0);
    ``practice``: given on a page whose settings are not the teacher's (:func:`teachers_settings`)."""
    return AnswerRecord(
        activity=attempt.activity,
        task_number=attempt.task_number or 0,
        seed=attempt.seed or 0,
        answer=attempt.answer,
        outcome=Outcome.of(attempt.correct, attempt.counted),
        category=attempt.category,
        hints=attempt.hints,
        task_id=attempt.task_id,
        question=attempt.question,
        level=attempt.level,
        kind=attempt.kind,
        practice=practice,
    )


#: the link parameters that are no setting of the page: the class itself, and the page's language
_NOT_SETTINGS = frozenset({CLASS, LANG})


def _settings(params: Mapping[str, str]) -> dict[str, str]:
    return {name: str(value) for name, value in params.items() if name in LINK_PARAMS and name not in _NOT_SETTINGS}


def _page_activity(page: str) -> str:
    """The recorded activity of a served notebook path (``"capture-trainer.ipynb"``)."""
    found = catalogue.by_page(page)
    return found.activity if found is not None else Path(page).stem


def teachers_settings(targets: Sequence[str], activity: str, params: Mapping[str, str]) -> bool:
    """Whether the page of ``activity`` opened with ``params`` has exactly the settings of one of the
    teacher's links ``targets`` (:meth:`~elevenkit.classroom.store.ClassroomStore.link_targets`).

    Only the settings a page reads count (:data:`~elevenkit.serving.params.LINK_PARAMS`, not the
    class or the language): ``&size=2&max=3`` added to the teacher's link is another set-up, the
    pupil's own practice.
    """
    from elevenkit.serving.short_links import RENDER_PREFIX

    wanted = _settings(params)
    for target in targets:
        path, _mark, query = target.partition("?")
        if not path.startswith(RENDER_PREFIX) or _page_activity(unquote(path[len(RENDER_PREFIX) :])) != activity:
            continue
        if _settings(dict(parse_qsl(query, keep_blank_values=True))) == wanted:
            return True
    return False


def _no_progress(_activity: str) -> None:
    """The class progress of a page that is the pupil's own practice: none to go on from."""
    return None


def _quiet(text: str) -> str:
    return str(element("p", text, class_="ek-note ek-not-saved", role="status")) if text else ""


def _quiet_unless_shown(text: str, shown: str) -> str:
    """:func:`_quiet` of ``text``, or nothing when the page's ``shown`` HTML already says it (once is enough)."""
    return "" if text and escape(text) in shown else _quiet(text)


class AnswerSaver:
    """The listener on ``attempt_log``: each attempt goes to the recorder, the note shows its status;
    ``after`` (if given) runs after each one (the join panel drops its welcome-back count)."""

    def __init__(
        self,
        joined: Joined,
        note: widgets.HTML,
        after: Callable[[], None] | None = None,
        shown: Callable[[], str] = str,
        practice: bool = False,
    ) -> None:
        self.recorder = joined.recorder
        #: the page's settings are not the teacher's: every answer is recorded as the pupil's own practice
        self.practice = practice
        self.note = note
        self.after = after
        #: the HTML the page already shows beside the note (the join message): the note never repeats it
        self.shown = shown

    def __call__(self, attempt: Attempt) -> None:
        """Queue the answer (never waits, never raises into the click) and bring the note up to date."""
        self.recorder.record(answer_record(attempt, self.practice))
        text = _quiet_unless_shown(self.recorder.status.message, self.shown())
        if self.note.value != text:
            self.note.value = text
        if self.after is not None:
            self.after()


#: the claims that join nobody: the form stays, with a sentence saying what to do
_REFUSED = frozenset(
    {
        ClaimStatus.TAKEN,
        ClaimStatus.LOOK_ALIKE,
        ClaimStatus.NO_CLASS,
        ClaimStatus.GONE,
        ClaimStatus.WRONG_CODE,
        ClaimStatus.WAIT,
    }
)


class JoinStyle(Stylesheet):
    """The join bar's styles (``static/join.css``): the trainers' type scale, big tap targets."""

    _css = STATIC / "join.css"


class JoinPanel(widgets.VBox):
    """Asks a pupil for a nickname (and their secret number, if they have one) and joins the class.

    ``activity`` is the page's activity, to tell a returning pupil how far they got;
    ``path`` the database (default: ``ELEVENKIT_DB`` or the per-user file); ``attempts`` the attempt
    log to listen to. After joining, :attr:`joined` holds the claim and the recorder.
    """

    def __init__(
        self,
        class_code: str,
        activity: str,
        *,
        path: str | os.PathLike[str] | None = None,
        attempts: AttemptLog = attempt_log,
        params: Mapping[str, str] | None = None,
        learners: LearnerHub = learner_hub,
    ) -> None:
        self.class_code = check_class_code(class_code)
        #: told whose estimates "practice for me" uses: the recorder's at a join, nobody's at a sign-out
        self.learners = learners
        #: the link's parameters, checked against the teacher's links on joining (None: not checked)
        self.params = params
        #: True once joined on a page whose settings are none of the teacher's links for the class
        self.practice = False
        self.activity = activity
        self.path = path
        self.attempts = attempts
        self.joined: Joined | None = None
        self.saver: AnswerSaver | None = None
        self.heading = widgets.HTML(
            str(
                element(
                    "p",
                    _("You are in class {code}. Choose a nickname: not your real name.").format(code=self.class_code),
                    class_="ek-join-title",
                )
            )
        )
        self.nickname = widgets.Text(
            description=_("Nickname"), placeholder=_("e.g. Blue Fox"), style={"description_width": "initial"}
        )
        self.secret = widgets.Text(
            description=_("Secret number (only if you have one)"),
            placeholder="",
            style={"description_width": "initial"},
        )
        self.secret.add_class("ek-join-secret")
        self.join_button = widgets.Button(description=_("Join"), tooltip=_("Join the class"), button_style="primary")
        self.join_button.on_click(lambda _button: self.join())
        self.message = widgets.HTML()
        #: "You have solved 2 tasks here so far.": true when the pupil comes back, gone after their next answer
        self.progress = widgets.HTML()
        self.note = widgets.HTML()
        #: "I am not Mia: sign out", for a shared tablet (shown once joined)
        self.sign_out_button = widgets.Button(layout=widgets.Layout(display="none"))
        self.sign_out_button.on_click(
            lambda _button: self.sign_out(_("You are signed out. The next pupil types their nickname."))
        )
        row = widgets.HBox([self.nickname, self.secret, self.join_button])
        row.add_class("ek-join-row")
        self.form = widgets.VBox([self.heading, row])
        #: the browser keeps the nickname and secret number, so a reload rejoins by itself
        self.browser = BrowserState(f"classroom-{self.class_code}", layout=widgets.Layout(display="none"))
        super().__init__(
            [JoinStyle(), self.form, self.message, self.sign_out_button, self.progress, self.note, self.browser]
        )
        self.add_class("ek-join")
        self.browser.on_loaded(self._rejoin)
        hub = hub_pupil()  # a pupil's server on a school's hub: the hub said who signed in
        if hub is not None and name_key(hub.class_code) == name_key(self.class_code):
            self.nickname.value, self.secret.value = hub.nickname, hub.pupil_code
            self.join(returning=True)

    def _rejoin(self, browser: BrowserState) -> None:
        """After a reload: join again with the nickname and secret number this browser kept (never
        as a new pupil: one the teacher removed is asked to join afresh). Kept longer than
        :func:`remember_seconds` ago, the number is forgotten and the pupil types it again."""
        nickname, secret, at = (browser.state.get(key) for key in ("nickname", "secret", "at"))
        if self.joined is not None or not isinstance(nickname, str) or not nickname.strip():
            return
        fresh = isinstance(at, int | float) and 0 <= time.time() - at <= remember_seconds()
        if not fresh or not isinstance(secret, str):
            browser.forget()
            self.nickname.value = nickname
            return
        self.nickname.value, self.secret.value = nickname, secret
        self.join(returning=True)

    def _say(self, content: str, css: str = "ek-join-message") -> None:
        """Show ``content`` (text, escaped here; or :class:`~elevenkit.markup.Markup`) as the panel's message."""
        self.message.value = str(element("div", content, class_=css, role="status", aria_live="polite"))

    def join(self, *, returning: bool = False) -> bool:
        """Join with the nickname typed; True once joined. A taken name asks for another one, a class
        the teacher has not made says to ask for the link; neither stores anything. ``returning``:
        the browser's kept pupil, who is not made again if the teacher removed them."""
        if self.joined is not None:
            return True
        try:
            joined = join(
                self.class_code,
                self.nickname.value,
                self.secret.value.strip() or None,
                path=self.path,
                returning=returning,
                address=client_address(),
            )
        except NameRefused:
            self._say(_("Type a nickname first: at least one letter or number."))
            return False
        except Exception:  # joining must never show a traceback to a pupil
            log.exception("joining the class failed")
            self._say(_("Joining did not work. You can keep practising."))
            return False
        claim = joined.claim
        if claim is None or claim.status in _REFUSED:
            self._say(joined.message)
            if claim is not None and claim.status is ClaimStatus.GONE:
                self.browser.forget()
                self.nickname.value = self.secret.value = ""
            return False
        self.joined = joined
        if claim.pupil_code:
            self.browser.update({"nickname": claim.nickname, "secret": claim.pupil_code, "at": time.time()})
        if isinstance(joined.recorder, DatabaseRecorder):
            joined.recorder.on_signed_out = self._removed
        self.practice = self._own_practice()
        self.saver = AnswerSaver(
            joined, self.note, after=self._forget_progress, shown=lambda: self.message.value, practice=self.practice
        )
        self.attempts.subscribe(self.saver)
        # the trainer or lesson goes on where the pupil was in the class work (not in their own
        # practice), and keeps its place in the browser for this pupil of this class only
        progress = _no_progress if self.practice else joined.recorder.restore
        self.learners.joined(joined.recorder)  # first: a frame that starts afresh chooses from these
        self.attempts.joined(progress, pupil_key(self.class_code, claim.nickname))
        self.form.layout.display = "none"
        self.sign_out_button.description = _("I am not {nickname}: sign out").format(nickname=claim.nickname)
        self.sign_out_button.layout.display = None
        self._welcome(joined)
        return True

    def _own_practice(self) -> bool:
        """Whether this page's settings are none of the teacher's links for the class (then its
        answers are the pupil's own practice); False when the links cannot be read now."""
        if self.params is None:
            return False
        try:
            from elevenkit.classroom.store import ClassroomStore  # no sqlite3 in the browser-only site

            with ClassroomStore(self.path) as store:
                targets = store.link_targets(self.class_code)
        except (ClassroomError, ImportError):
            return False
        return not teachers_settings(targets, self.activity, self.params)

    def sign_out(self, message: str) -> None:
        """Leave the class on this page and forget the pupil this browser kept; the form comes back
        with ``message`` above it, for the next pupil."""
        self.leave()
        self.joined = None
        self.learners.joined(None)
        self.browser.forget()
        self.nickname.value = self.secret.value = ""
        self.progress.value = self.note.value = ""
        self.form.layout.display = None
        self.sign_out_button.layout.display = "none"
        self._say(message)

    def _removed(self) -> None:
        """The teacher removed this pupil (the recorder found out, in its own thread): sign out."""
        recorder = self.joined.recorder if self.joined is not None else None
        self.sign_out(recorder.status.message if recorder is not None else "")

    def _welcome(self, joined: Joined) -> None:
        from elevenkit.widgets.assigned import assigned_html

        claim = joined.claim
        assert claim is not None
        # the work the teacher set comes first: it is what the pupil should do now
        parts: list[Markup] = [
            assigned_html(self.class_code, dashboard_target, self.path),
            element("p", joined.message),
        ]
        if claim.status is ClaimStatus.NEW and claim.pupil_code:
            spaced = " ".join(claim.pupil_code)
            parts.append(
                element(
                    "p",
                    _("Your secret number:"),
                    " ",
                    element("strong", spaced, class_="ek-secret-number"),
                    class_="ek-secret",
                )
            )
            parts.append(
                element(
                    "p",
                    _(
                        "Write it down or remember it, and do not tell anyone except your teacher. "
                        "Next time, type your nickname and this number, and you go on where you stopped."
                    ),
                )
            )
        elif claim.status is ClaimStatus.BACK:
            progress = joined.recorder.restore(self.activity)
            if progress is not None and progress.correct:
                solved = ngettext(
                    "You have solved {count} task here so far.",
                    "You have solved {count} tasks here so far.",
                    progress.correct,
                ).format(count=progress.correct)
                self.progress.value = str(element("p", solved, class_="ek-join-progress"))
        if self.practice:
            note = _(
                "This page is not set up as your teacher's link, so your answers here count as your own "
                "practice. Open your teacher's link to work with the class."
            )
            parts.append(element("p", note, class_="ek-note ek-practice"))
        self._say(fragment(parts), "ek-join-message ek-joined")
        self.note.value = _quiet_unless_shown(joined.recorder.status.message, self.message.value)

    def _forget_progress(self) -> None:
        """The count of tasks solved before this visit goes once the pupil answers again: the
        trainer's own score takes over, and two different counts never stand on the page."""
        if self.progress.value:
            self.progress.value = ""

    def leave(self) -> None:
        """Stop recording: unsubscribe from the attempt log and write the last answers."""
        if self.saver is not None:
            saver, self.saver = self.saver, None
            self.attempts.unsubscribe(saver)
            saver.recorder.close()

    def close(self) -> None:
        """Leave the class, then close the widget."""
        self.leave()
        super().close()


#: minutes a browser keeps a pupil's secret number to rejoin after a reload (``ELEVENKIT_REMEMBER_MINUTES``)
REMEMBER_ENV = "ELEVENKIT_REMEMBER_MINUTES"


def remember_seconds(environ: Mapping[str, str] | None = None) -> float:
    """How long a reload rejoins without the secret number: ``ELEVENKIT_REMEMBER_MINUTES`` (the teacher
    sets it for ``make run``; 0: always ask), 90 minutes (a lesson) by default."""
    text = (os.environ if environ is None else environ).get(REMEMBER_ENV, "").strip()
    try:
        return max(0.0, float(text)) * 60 if text else 90 * 60.0
    except ValueError:
        return 90 * 60.0


def classroom_panel(
    activity: str,
    params: Mapping[str, str],
    *,
    path: str | os.PathLike[str] | None = None,
    attempts: AttemptLog = attempt_log,
) -> widgets.Widget:
    """The classroom part of a pupil's page: a :class:`JoinPanel` with ``?class=``, else nothing.

    ``activity`` names the page (``"capture-trainer"``, ``"lesson-01"``); ``params`` are the link's
    parameters (:func:`elevenkit.serving.params.query_params`). Without a class code (or with one that
    cannot be used) the widget is empty and nothing is recorded.
    """
    hub = hub_pupil()  # on a school's hub a pupil's pages are in the pupil's class without ?class=
    if hub is not None and not str(params.get(CLASS, "")).strip():
        params = {**params, CLASS: hub.class_code}
    if not str(params.get(CLASS, "")).strip():
        # an empty HTML widget, not an empty box: a box view with no children looks unfinished to the
        # browser tests' "page is drawn" check
        return widgets.HTML("")
    code = class_code(params)
    if code:
        try:
            return JoinPanel(code, activity, path=path, attempts=attempts, params=params)
        except NameRefused:  # a code the classroom refuses
            pass
    return widgets.HTML(_quiet(_("The class in this link cannot be used. You can keep practising; nothing is saved.")))


# ---- the teacher's share panel ---------------------------------------------------------------------
def dashboard_target(
    dashboard: str, class_code: str, params: Mapping[str, str] | None = None, language: str | None = None
) -> str:
    """The path (on this server) a short link leads to: the dashboard with the class code and ``params``,
    in ``language`` (default: this page's; :func:`~elevenkit.serving.params.language_param`).

    Refuses (:class:`NameRefused`, in words for the teacher) a class code no link can carry
    (:func:`~elevenkit.serving.params.clean_class_code`): the pupils' pages would join no class.
    """
    from elevenkit.serving.short_links import RENDER_PREFIX

    if clean_class_code(class_code) != class_code.strip():
        raise NameRefused(
            _("{code} cannot be a class code: use only letters, digits, spaces, - and _ (at most {limit}).").format(
                code=class_code.strip(), limit=MAX_CLASS_CODE
            )
        )

    query = urlencode({CLASS: class_code, **dict(params or {}), **language_param(language)})
    return f"{RENDER_PREFIX}{quote(dashboard)}?{query}"


def trainer_dashboards() -> frozenset[str]:
    """The pages (``capture-trainer.ipynb`` ...) that read ``?tasks=``: the catalogue's activities with rounds."""
    return frozenset(activity.page for activity in catalogue.ACTIVITIES if activity.rounds)


def leveled_dashboards() -> frozenset[str]:
    """The pages that read ``?level=easy|medium|hard``: the catalogue's activities with levels (the
    trainers: how hard the tasks are; the game tables: how well the computers play)."""
    return frozenset(activity.page for activity in catalogue.ACTIVITIES if activity.levels)


def share_params(dashboard: str, seed: str, tasks: int = 0, level: str = "") -> dict[str, str]:
    """The link parameters the share panel gives the page ``dashboard``: ``seed`` if it is a task set
    (:func:`~elevenkit.serving.params.seed_of`), a round of ``tasks`` tasks if the page has rounds
    (0: no round, tasks go on), and ``level`` (a :class:`~elevenkit.catalogue.Level` word) if the
    page has levels, or ``"auto"`` ("practice for me") for a trainer that has it ("": its own default)."""
    activity = catalogue.by_page(dashboard)
    task_set, named = seed_of(seed), Level.parse(level)
    params = {SEED: str(task_set)} if task_set is not None else {}
    if named is not None and activity is not None and named in activity.levels:
        params[LEVEL] = named.value
    elif level == AUTO and activity is not None and activity.id in ADAPTIVE_TRAINERS:
        params[LEVEL] = AUTO
    if tasks > 0 and activity is not None and activity.rounds:
        params[TASKS] = str(tasks)
    return params


def share_links(code: str, environ: Mapping[str, str] | None = None) -> tuple[list[str], str]:
    """The short links a pupil's device can open for ``code``, and a note for the teacher.

    The addresses come from the server (``ELEVENKIT_SERVER_IP``/``_PORT``, see :mod:`elevenkit.serving.short_links`):
    listening on every address (``HOST=0.0.0.0``) gives the computer's classroom addresses; listening
    on ``127.0.0.1`` only this computer can open the link, and the note says how to change that.
    """
    from elevenkit.classroom.network import classroom_addresses, share_url
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV, TOKEN_ENV

    env = os.environ if environ is None else environ
    if env.get(HUB_URL_ENV, "").strip():  # a school's hub: its address, where every pupil signs in
        return [env[HUB_URL_ENV].strip().rstrip("/") + f"/c/{code}"], ""
    ip = env.get(IP_ENV, "127.0.0.1").strip() or "0.0.0.0"
    port = int(env.get(PORT_ENV, "8866") or 8866)
    token = env.get(TOKEN_ENV, "").strip()
    # with make run TOKEN=..., the link carries it: the pupils never meet Jupyter's login page
    path = f"/c/{code}" + (f"?{urlencode({'token': token})}" if token else "")
    if ip in ("0.0.0.0", "::"):
        addresses = classroom_addresses()
        if addresses:
            return [share_url(address, port, path) for address in addresses], ""
        return [share_url("127.0.0.1", port, path)], _(
            "This computer is on no network, so only this computer can open the link. Connect it to the classroom network."
        )
    if ip.startswith("127.") or ip in ("localhost", "::1"):
        return [share_url("127.0.0.1", port, path)], _(
            "Only this computer can open the link. So that pupils' devices can open it, stop the kit "
            "and start it again with: make run HOST=0.0.0.0 (or make lab HOST=0.0.0.0)"
        )
    return [share_url(ip, port, path)], ""


def dashboards_for_pupils(directory: str | os.PathLike[str] | None = None) -> list[tuple[str, str]]:
    """(title, page) of every page a class can be sent to, as the landing page lists them (the
    catalogue's words, or a notebook's own metadata while the catalogue does not know it): the
    trainers and game tables by title, then the lessons in teaching order, the teacher's pages left
    out; from the served ``directory`` (default: the working directory, where Voila serves the dashboards)."""
    from elevenkit.serving.landing import collect_dashboards, collect_lessons

    folder = Path.cwd() if directory is None else Path(directory)
    pupils = catalogue.Audience.PUPILS.value
    pages = [(entry.title, entry.path) for entry in collect_dashboards(folder) if entry.audience == pupils]
    lessons = folder / catalogue.LESSONS_FOLDER
    if lessons.is_dir():
        pages += [(entry.title, f"{catalogue.LESSONS_FOLDER}/{entry.path}") for entry in collect_lessons(lessons)]
    return pages
