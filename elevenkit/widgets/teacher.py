"""The teacher's pages: the password gate in front of them and the teacher dashboard.

The teacher dashboard (``dashboards/teacher.ipynb``) is one cell, ``teacher_dashboard()``: the gate,
then a live table of the class (refreshed every few seconds), the statistics per task with bars
drawn as SVG, a pupil's answers on a click, the CSV export, deleting with a confirmation and the
"share with the class" panel. Every name comes from a pupil and is escaped before it reaches the
page.

:class:`TeacherGate` asks for the teacher password (:mod:`elevenkit.classroom.teacher_auth`) and
builds what it protects only once the password is right, so a pupil who opens a teacher page sees
a password box and nothing of the class, not even in the page's widget state::

    TeacherGate(lambda: TeacherDashboard())  # a dashboard cell
"""

from __future__ import annotations

import asyncio
import base64
import datetime
import functools
import html
import logging
import os
import re
import time
from collections.abc import Callable, Mapping
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.classroom import teacher
from elevenkit.classroom.errors import ClassroomError, NameRefused
from elevenkit.classroom.model import Cell, ClassTable, Outcome, StoredAnswer, TaskStats
from elevenkit.classroom.store import ClassroomStore
from elevenkit.classroom.teacher_auth import check_teacher_password, teacher_password_set
from elevenkit.exercises import Level
from elevenkit.exercises.attempts import (
    ANSWER_SHOWN,
    CUSTOM_LEVEL,
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    MOVED_ON,
    ROUND_LOST,
    ROUND_WON,
    TASK_SOLVED,
    GameDealt,
)
from elevenkit.exercises.lessons import LESSONS, KeyEntry, answer_key, lesson
from elevenkit.i18n import _, ngettext
from elevenkit.worksheets import MAX_TASKS, TOPICS, WorksheetError, WorksheetSpec, answer_key_html, worksheet_html

__all__ = [
    "TeacherDashboard",
    "TeacherGate",
    "PupilTable",
    "WorksheetMaker",
    "cell_text",
    "class_table_html",
    "csv_link",
    "history_html",
    "share_bar",
    "level_words",
    "task_label",
    "task_stats_html",
    "teacher_dashboard",
    "worksheet_page",
]

log = logging.getLogger(__name__)

#: wrong passwords in a row before the gate waits
MAX_TRIES = 5
#: seconds the gate waits after MAX_TRIES wrong passwords
WAIT_SECONDS = 30.0


#: the teacher's pages on a projector: body text, help, labels, fields and tables at least 16 px,
#: larger on a wide screen (the widgets' own 13 px is unreadable from the back of the room)
TEACHER_FONT = "clamp(1rem, 1.1vw, 1.5rem)"
PAGE_STYLE = (
    "<style>"
    f"body {{ --ek-teacher-font: {TEACHER_FONT}; }}"
    " .jp-RenderedMarkdown, .jp-RenderedMarkdown p, .jp-RenderedMarkdown li,"
    " .ek-gate, .ek-gate .widget-label, .ek-gate .widget-html-content, .ek-gate input, .ek-gate select,"
    " .ek-gate button, .ek-gate table, .ek-gate .lm-TabBar-tab, .ek-gate .widget-select select,"
    " .ek-gate .widget-text input[type=text], .ek-gate .widget-password input[type=password]"
    " { font-size: var(--ek-teacher-font); }"
    " .ek-gate .widget-text .widget-label, .ek-gate .widget-dropdown .widget-label { align-self: center; }"
    " .ek-gate .widget-label, .ek-gate .widget-html-content, .ek-gate .lm-TabBar-tab { line-height: 1.4; }"
    " .ek-gate .widget-inline-hbox, .ek-gate .widget-text, .ek-gate .widget-password, .ek-gate .widget-dropdown,"
    " .ek-gate .widget-select, .ek-gate .jupyter-button, .ek-gate .widget-toggle-button,"
    " .ek-gate .lm-TabBar, .ek-gate .lm-TabBar-tab { height: auto; min-height: 2em; }"
    " .ek-gate input, .ek-gate select, .ek-gate button { min-height: 2em; }"
    " .ek-gate .widget-select select { width: auto; min-width: 10em; }"
    "</style>"
)


def _note(text: str, css: str = "ek-note") -> str:
    return f"<p class='{css}' role='status' aria-live='polite'>{html.escape(text)}</p>"


class TeacherGate(widgets.VBox):
    """A password box; the right teacher password replaces it with ``build()``'s widget.

    ``check`` compares a typed password (default: :func:`check_teacher_password`); ``clock`` gives
    seconds (tests pass a fake one). After :data:`MAX_TRIES` wrong passwords in a row the gate
    refuses every try for :data:`WAIT_SECONDS`.
    """

    def __init__(
        self,
        build: Callable[[], widgets.Widget],
        *,
        check: Callable[[str], bool] = check_teacher_password,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._build = build
        self._check = check
        self._clock = clock
        self._wrong = 0
        self._wait_until = 0.0
        self.content: widgets.Widget | None = None
        self.password = widgets.Password(
            description=_("Teacher password"),
            placeholder=_("password"),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.password.observe(lambda _change: self.try_open(), names="value")
        self.open_button = widgets.Button(description=_("Open"), tooltip=_("Open"), button_style="primary")
        self.open_button.on_click(lambda _button: self.try_open())
        self.message = widgets.HTML()
        # the hint goes with the box: once the page is open, neither is left on the projector
        intro = _(
            "This page is for the teacher. Type the teacher password: make run prints it in its terminal "
            "when it starts, or set your own with make run TEACHER_PASSWORD=..."
        )
        if not teacher_password_set() and check is check_teacher_password:
            intro += " " + _("No teacher password is set: start the kit with make run (it prints one).")
        self.form = widgets.VBox(
            [widgets.HTML(_note(intro, "ek-gate-intro")), widgets.HBox([self.password, self.open_button]), self.message]
        )
        self.form.add_class("ek-teacher-gate")
        # a style applies from a hidden element too: no empty line on the page for it
        self.style = widgets.HTML(PAGE_STYLE, layout=widgets.Layout(display="none"))
        super().__init__([self.style, self.form])
        self.add_class("ek-gate")

    @property
    def is_open(self) -> bool:
        """True once the right password was typed."""
        return self.content is not None

    def try_open(self) -> bool:
        """Check the password in the box; show the teacher's content if it is right."""
        if self.is_open:
            return True
        typed = self.password.value
        if not typed:
            return False
        now = self._clock()
        if now < self._wait_until:
            self.message.value = _note(_("Too many wrong tries. Wait half a minute, then try again."))
            return False
        if not self._check(typed):
            self._wrong += 1
            if self._wrong >= MAX_TRIES:
                self._wrong = 0
                self._wait_until = now + WAIT_SECONDS
            self.message.value = _note(_("That is not the teacher password."))
            return False
        self.password.value = ""  # the password does not stay in the page's widget state
        try:
            self.content = self._build()
        except Exception:  # a teacher page must say something, never show a traceback
            log.exception("building the teacher page failed")
            self.message.value = _note(_("The teacher page could not be built. The terminal of make run says why."))
            return False
        self.children = (self.style, self.content)
        return True


# ---- the teacher dashboard -------------------------------------------------------------------------
#: seconds between two refreshes of the live table
REFRESH_SECONDS = 3.0
#: longest name shown in a table (a pasted book stays in the database, the page shows its start)
SHOWN_NAME = 40
#: longest lesson question shown under a task's name
SHOWN_QUESTION = 120
#: seconds the pupils' secret numbers stay shown before they hide again (the screen may be projected)
SECRET_SECONDS = 30.0
#: what the Pupils tab shows instead of a secret number
HIDDEN_SECRET = "•••"

_STYLE = """<style>
.ek-teacher-dash table { border-collapse: collapse; margin: .5em 0 1em; }
.ek-teacher-dash th, .ek-teacher-dash td { border: 1px solid #c8c2b4; padding: .25em .6em; text-align: left;
  vertical-align: top; max-width: 28em; overflow-wrap: break-word; }
/* a time or a count never breaks inside (a narrow screen broke "18:32:04" and "Hints") */
.ek-teacher-dash th { hyphens: none; }
.ek-teacher-dash .ek-history td:first-child, .ek-teacher-dash .ek-history td:last-child { white-space: nowrap; }
.ek-teacher-dash th { background: #f1ede3; }
.ek-teacher-dash .ek-error { color: #8a1020; font-weight: 600; }
.ek-teacher-dash .ek-none { color: #777; }
.ek-teacher-dash .ek-question { color: #555; font-size: .9em; }
.ek-teacher-dash .ek-task-table ul { margin: 0; padding-left: 1.2em; }
.ek-teacher-dash .ek-secret-hidden { letter-spacing: .15em; color: #777; }
/* tab titles as wide as their words: the widgets' fixed 144 px tab cut "Share with the class" */
.ek-teacher-dash .jupyter-widgets.jupyter-widget-tab > .lm-TabBar .lm-TabBar-tab { flex: 0 0 auto; }
/* and buttons as wide as their words ("Delete the whole class…" was cut at the widgets' 148 px) */
.ek-teacher-dash .jupyter-button { width: auto; }
/* a pupil's name in the class table is a button that opens their answers */
.ek-teacher-dash .ek-pupil-link { font: inherit; font-weight: 600; color: #0b4f9c; background: none; border: 0;
  padding: 0; text-decoration: underline; cursor: pointer; text-align: left; min-height: 0; }
.ek-teacher-dash tr.ek-chosen th, .ek-teacher-dash tr.ek-chosen td { background: #fff4c2; }
/* the share tab's choices in full ("Lesson 1 · Matching and number bonds", "as the page starts") */
.ek-teacher-dash .ek-share-dashboard, .ek-teacher-dash .ek-share-fit { width: auto; max-width: 100%; }
.ek-teacher-dash .ek-share-dashboard select { width: auto; min-width: 24em; max-width: 100%; }
.ek-teacher-dash .ek-share-fit select { width: auto; min-width: 8em; max-width: 100%; }
.ek-teacher-dash .ek-share-summary { font-size: 1.4em; font-weight: 600; margin: .2em 0; }
</style>"""


def shown(name: str, limit: int = SHOWN_NAME) -> str:
    """``name`` escaped for HTML, cut to ``limit`` characters (the whole name as a tooltip)."""
    if len(name) <= limit:
        return html.escape(name)
    return f"<span title='{html.escape(name, quote=True)}'>{html.escape(name[:limit])}…</span>"


#: a trainer's task id: ``"<seed>:<place in the series, from 0>"``; a lesson's: ``"step-<number>"``
_TRAINER_TASK = re.compile(r"(\d+):(\d+)")
_LESSON_STEP = re.compile(r"step-(\d+)")
_LESSON_ACTIVITY = re.compile(r"lesson-(\w+)")
#: a game table's: ``"game-<seed>"``, a round of a match ``"game-<seed>:round-<number>"``
_GAME_TASK = re.compile(GameDealt.PREFIX + r"(\d+)(?::round-(\d+))?")


@functools.cache
def _lesson_steps(lesson_id: str) -> dict[int, KeyEntry]:
    """A lesson's checked steps by number (built once: the table refreshes every few seconds)."""
    return {entry.number: entry for entry in answer_key(lesson_id)}


def level_words(level: str) -> str:
    """A stored level as words for the teacher: "easy", "level 3" (a Capture Trainer step), "own
    settings"; "" for none. Anything else (a level of a newer kit) is given as it is."""
    named = Level.parse(level)
    if named is not None:
        return named.label
    if level == CUSTOM_LEVEL:
        return _("own settings")
    if level.isdigit():
        return _("level {number}").format(number=level)
    return level


def task_label(activity: str, task_id: str, question: str = "", level: str = "") -> str:
    """A task as a teacher reads it (HTML, escaped), with the level and the question the pupil saw:
    ``"7:2"`` is "Task 3 (task set 7, easy): Which piles can take the card 32?"; a lesson's
    ``"step-3"`` is the step's number and title with its question beneath (from the lesson itself);
    a game's ``"game-7"`` is "Game (seed 7): Game of one-eleven, 2 players". Answers saved before
    questions were kept have none: then the label is the task's place alone ("Task 3 (task set
    7)"). Any other id is shown as it is."""
    trainer, game = _TRAINER_TASK.fullmatch(task_id), _GAME_TASK.fullmatch(task_id)
    step, in_lesson = _LESSON_STEP.fullmatch(task_id), _LESSON_ACTIVITY.fullmatch(activity)
    if step and in_lesson and in_lesson[1] in LESSONS:
        entry = _lesson_steps(in_lesson[1]).get(int(step[1]))
        if entry is not None:
            name = _("Step {number}: {title}").format(number=entry.number, title=entry.title)
            return f"{html.escape(name)}<br><span class='ek-question'>{shown(entry.question, SHOWN_QUESTION)}</span>"
    words = level_words(level)
    if game:
        seed = _("seed {seed}").format(seed=game[1])
        where = _("{seed}, computer: {level}").format(seed=seed, level=words) if words else seed
        name = _("Game ({where})").format(where=where)
        label = html.escape(_("{game}, round {round}").format(game=name, round=game[2]) if game[2] else name)
    elif trainer:
        seed = _("task set {seed}").format(seed=trainer[1])
        where = f"{seed}, {words}" if words else seed
        label = html.escape(_("Task {number} ({where})").format(number=int(trainer[2]) + 1, where=where))
    else:
        label = shown(task_id)
    if not question:
        return label
    return f"{label}: <span class='ek-question'>{shown(question, SHOWN_QUESTION)}</span>"


def activity_title(activity: str, titles: Mapping[str, str]) -> str:
    """An activity's name for the teacher: its dashboard's or lesson's title from ``titles``, else the id."""
    return titles.get(activity, activity)


#: categories that say how a task or game ended, not which misconception an answer showed
_NO_MISCONCEPTION = frozenset(
    {TASK_SOLVED, ANSWER_SHOWN, MOVED_ON, GAME_WON, GAME_LOST, GAME_FINISHED, ROUND_WON, ROUND_LOST}
)


def misconception(category: str) -> str:
    """A feedback category (``"added-instead-of-subtracted"``) as words for the teacher; "" for a
    category that is no misconception (a solved task, a shown answer, a game's end)."""
    if category in _NO_MISCONCEPTION:
        return ""
    return category.replace("-", " ").replace("_", " ").strip()


def result_words(answer: StoredAnswer) -> str:
    """How an answer ended, in words: "right", "wrong", "not yet"; for a game "won", "lost" or
    "draw"; for a task given up "answer shown" or "moved on" (they were never answers)."""
    special = {
        GAME_WON: _("won"),
        ROUND_WON: _("round won"),
        GAME_LOST: _("lost"),
        ROUND_LOST: _("round lost"),
        GAME_FINISHED: _("draw"),
        ANSWER_SHOWN: _("answer shown"),
        MOVED_ON: _("moved on unsolved"),
    }
    if answer.category in special:
        return special[answer.category]
    return {Outcome.RIGHT: _("right"), Outcome.WRONG: _("wrong"), Outcome.NOT_YET: _("not yet")}[answer.outcome]


def cell_text(cell: Cell) -> str:
    """One pupil's work in one activity, counted as the pupil's own score counts it: whole tasks
    solved of the tasks ended ("5 tasks solved of 5 · 7 answers · 2 hints"), or games played and won."""
    if cell.games:
        return (
            ngettext("{count} game played", "{count} games played", cell.games).format(count=cell.games)
            + " · "
            + _("{won} won").format(won=cell.games_won)
        )
    parts = [
        ngettext("{solved} task solved of {ended}", "{solved} tasks solved of {ended}", cell.done).format(
            solved=cell.done, ended=cell.ended
        )
        if cell.ended
        else _("no task finished yet"),
        ngettext("{count} answer", "{count} answers", cell.tried).format(count=cell.tried),
    ]
    if cell.hints:
        parts.append(ngettext("{count} hint", "{count} hints", cell.hints).format(count=cell.hints))
    return " · ".join(parts)


def how_often(count: int) -> str:
    """How often a wrong answer was given, in words: "once", "3 times" (never "× 3": no multiplication)."""
    return _("once") if count == 1 else ngettext("{count} time", "{count} times", count).format(count=count)


def share_bar(share: float, width: int = 160) -> str:
    """A horizontal bar of ``share`` (0 to 1) as inline SVG, with the per cent written beside it."""
    share = min(max(share, 0.0), 1.0)
    percent = round(share * 100)
    label = html.escape(_("{percent} % right").format(percent=percent), quote=True)
    return (
        f"<svg class='ek-bar' width='{width + 50}' height='18' role='img' aria-label='{label}'>"
        f"<rect x='0' y='2' width='{width}' height='14' fill='#ece8de' stroke='#8a8475'/>"
        f"<rect x='0' y='2' width='{share * width:.1f}' height='14' fill='#2e7d32'/>"
        f"<text x='{width + 6}' y='14' font-size='12' font-family='sans-serif'>{percent} %</text></svg>"
    )


def _when(seconds: float) -> str:
    return datetime.datetime.fromtimestamp(seconds).strftime("%H:%M") if seconds else "—"


def _table(css_class: str, headings: list[str], rows: str, caption: str = "") -> str:
    """A table with escaped ``headings`` around ready-made ``rows`` (and a ``caption`` that is HTML already)."""
    head = "".join(f"<th>{html.escape(text)}</th>" for text in headings)
    caption = f"<caption>{caption}</caption>" if caption else ""
    return f"<table class='{css_class}'>{caption}<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def class_table_html(
    table: ClassTable,
    codes: dict[str, str],
    *,
    show_codes: bool = False,
    titles: Mapping[str, str] | None = None,
    chosen: str | None = None,
) -> str:
    """Pupils × activities: tasks solved of ended, answers, hints, and when each pupil last answered.

    The secret numbers (``codes``) are in the page only with ``show_codes``; else each is
    :data:`HIDDEN_SECRET`, so a projected table never shows them. ``titles`` names the activities.
    Each name is a button (``data-pupil``: the name, escaped) that :class:`PupilTable` turns into
    a choice; the ``chosen`` pupil's row is marked.
    """
    if not table.pupils:
        return f"<p class='ek-none'>{html.escape(_('No pupil has joined this class yet.'))}</p>"
    rows = []
    for nickname in table.pupils:
        cells = []
        for activity in table.activities:
            cell = table.cell(nickname, activity)
            cells.append("<td class='ek-none'>—</td>" if cell is None else f"<td>{html.escape(cell_text(cell))}</td>")
        secret = (
            f"<td class='ek-secret'>{html.escape(codes.get(nickname, ''))}</td>"
            if show_codes
            else f"<td class='ek-secret-hidden'>{HIDDEN_SECRET}</td>"
        )
        label = html.escape(_("Show the answers of {nickname}").format(nickname=nickname[:SHOWN_NAME]), quote=True)
        name = (
            f"<button type='button' class='ek-pupil-link' data-pupil='{html.escape(nickname, quote=True)}'"
            f" aria-label='{label}' aria-pressed='{str(nickname == chosen).lower()}'>{shown(nickname)}</button>"
        )
        row_class = " class='ek-chosen'" if nickname == chosen else ""
        rows.append(
            f"<tr{row_class}><th scope='row'>{name}</th>{secret}{''.join(cells)}"
            f"<td>{_when(table.last_active.get(nickname, 0.0))}</td></tr>"
        )
    names = [activity_title(activity, titles or {}) for activity in table.activities]
    headings = [_("Pupil"), _("Secret number"), *names, _("Last answer")]
    caption = f"{html.escape(_('Class'))} {shown(table.class_code)}"
    return _table("ek-class-table", headings, "".join(rows), caption)


def task_stats_html(stats: list[TaskStats], titles: Mapping[str, str] | None = None) -> str:
    """Per task: the share of right answers as a bar, and the most common wrong answers with their misconception."""
    if not stats:
        return f"<p class='ek-none'>{html.escape(_('No answers yet.'))}</p>"
    rows = []
    for task in stats:
        wrong = "".join(
            "<li>"
            f"<code>{shown(item.answer)}</code> ({html.escape(how_often(item.count))})"
            + (f" — {html.escape(misconception(item.category))}" if item.category else "")
            + "</li>"
            for item in task.common_wrong
        )
        rows.append(
            f"<tr><td>{shown(activity_title(task.activity, titles or {}))}</td>"
            f"<td>{task_label(task.activity, task.task_id, task.question, task.level)}</td>"
            f"<td>{share_bar(task.share_right)} "
            + html.escape(
                ngettext("{right} of {tried} answer right", "{right} of {tried} answers right", task.tried).format(
                    right=task.right, tried=task.tried
                )
            )
            + f"</td><td>{task.pupils}</td><td><ul>{wrong}</ul></td></tr>"
        )
    headings = [_("Activity"), _("Task"), _("Right"), _("Pupils"), _("Most common wrong answers")]
    return _table("ek-task-table", headings, "".join(rows))


def history_html(answers: list[StoredAnswer], titles: Mapping[str, str] | None = None) -> str:
    """One pupil's answers, oldest first: time, activity, task, answer, outcome, misconception, hints."""
    if not answers:
        return f"<p class='ek-none'>{html.escape(_('No answers yet.'))}</p>"
    rows = "".join(
        f"<tr><td>{datetime.datetime.fromtimestamp(a.at).strftime('%H:%M:%S')}</td>"
        f"<td>{shown(activity_title(a.activity, titles or {}))}</td><td>{task_label(a.activity, a.task_id, a.question, a.level)}</td><td><code>{shown(a.answer)}</code></td><td>{html.escape(result_words(a))}</td>"
        f"<td>{html.escape(misconception(a.category))}</td><td>{a.hints}</td></tr>"
        for a in answers
    )
    headings = [_("Time"), _("Activity"), _("Task"), _("Answer"), _("Result"), _("Misconception"), _("Hints")]
    return _table("ek-history", headings, rows)


def download_link(text: str, filename: str, mime: str, label: str) -> str:
    """A link that saves ``text`` as ``filename`` (a data URL: works offline, nothing stored on the server)."""
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (
        f"<a class='ek-download' download='{html.escape(filename, quote=True)}' "
        f"href='data:{mime};charset=utf-8;base64,{data}'>{html.escape(label)}</a>"
    )


def _file_part(text: str) -> str:
    """``text`` as a safe part of a file name (letters, digits, ``-`` and ``_``)."""
    return "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "_" for ch in text)[:40] or "x"


def csv_link(text: str, class_code: str) -> str:
    """A download link for the class's answers as CSV ``text``."""
    return download_link(
        text, f"class-{_file_part(class_code)}.csv", "text/csv", _("Download the answers as a spreadsheet (CSV)")
    )


class Confirm(widgets.VBox):
    """A question with "Yes, delete" and "No" buttons; ``action`` runs only on yes."""

    def __init__(self) -> None:
        self.question = widgets.HTML()
        self.yes = widgets.Button(description=_("Yes, delete"), button_style="danger")
        self.no = widgets.Button(description=_("No, keep it"))
        self._action: Callable[[], None] | None = None
        self.yes.on_click(lambda _button: self._answer(True))
        self.no.on_click(lambda _button: self._answer(False))
        super().__init__([self.question, widgets.HBox([self.yes, self.no])], layout=widgets.Layout(display="none"))

    def ask(self, question: str, action: Callable[[], None]) -> None:
        """Show ``question``; run ``action`` if the teacher says yes."""
        self.question.value = f"<p class='ek-error' role='alert'>{html.escape(question)}</p>"
        self._action = action
        self.layout.display = "flex"

    def _answer(self, yes: bool) -> None:
        action, self._action = self._action, None
        self.layout.display = "none"
        if yes and action is not None:
            action()


_PUPIL_TABLE_ESM = """
function render({ model, el }) {
  const draw = () => { el.innerHTML = model.get("value"); };
  const click = (event) => {
    const button = event.target.closest("button[data-pupil]");
    if (button && el.contains(button)) model.send({ event: "pupil", nickname: button.dataset.pupil });
  };
  draw();
  model.on("change:value", draw);
  el.addEventListener("click", click);
  return () => { model.off("change:value", draw); el.removeEventListener("click", click); };
}
export default { render };
"""


class PupilTable(anywidget.AnyWidget):
    """The class table (HTML from :func:`class_table_html` in :attr:`value`) whose pupil names are
    buttons: a click (or Enter) on one calls the :meth:`on_pupil` listeners with that nickname.

    The browser only reports the name on the button; a name that is not in :attr:`pupils` (an old
    table, a forged message) is ignored.
    """

    _esm = _PUPIL_TABLE_ESM
    value = traitlets.Unicode("", help="the table as HTML, every name escaped").tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.pupils: tuple[str, ...] = ()
        self._listeners: list[Callable[[str], None]] = []
        self.on_msg(self._on_front_end_msg)

    def on_pupil(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(nickname)`` when a pupil's name is clicked."""
        self._listeners.append(listener)

    def click(self, nickname: str) -> None:
        """A click on ``nickname``'s name, as the browser reports it (tests call it too)."""
        if nickname in self.pupils:
            for listener in self._listeners:
                listener(nickname)

    def _on_front_end_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") == "pupil" and isinstance(content.get("nickname"), str):
            self.click(content["nickname"])


class TeacherDashboard(widgets.VBox):
    """The live view of a class: pupils × activities, per-task statistics, a pupil's history, CSV, deleting.

    ``path`` is the database (default: ``ELEVENKIT_DB`` or the per-user file). :meth:`refresh`
    reads it again; :meth:`start_auto_refresh` does so every ``refresh_seconds`` in the kernel's
    event loop (an asyncio task: the kernel stays free for clicks between two refreshes). The
    pupils' secret numbers are hidden until the teacher presses "Show secret numbers", and hide
    again after ``secret_seconds`` (where an event loop runs) or when another class is chosen.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        class_code: str = "",
        refresh_seconds: float = REFRESH_SECONDS,
        dashboards_dir: str | os.PathLike[str] | None = None,
        secret_seconds: float = SECRET_SECONDS,
    ) -> None:
        from elevenkit.widgets.classroom import ROUND_CHOICES

        self.path = path
        self.refresh_seconds = refresh_seconds
        self.dashboards_dir = dashboards_dir
        self.secret_seconds = secret_seconds
        self._task: asyncio.Task[None] | None = None
        self._hide_later: asyncio.TimerHandle | None = None
        #: activity id -> the title the teacher reads ("capture-trainer" -> "Capture Trainer")
        self.titles: dict[str, str] = {}
        self.error = widgets.HTML()
        self.classes = widgets.Dropdown(description=_("Class"), options=[], style={"description_width": "initial"})
        self._updating = False  # True while refresh() itself changes the class list
        self.classes.observe(lambda _change: None if self._updating else self._class_chosen(), names="value")
        self.refresh_button = widgets.Button(description=_("Refresh now"), icon="refresh")
        self.refresh_button.on_click(lambda _button: self.refresh())
        self.table = PupilTable()
        self.table.on_pupil(self._pupil_clicked)
        self.show_codes = widgets.ToggleButton(
            False,
            description=_("Show secret numbers"),
            tooltip=_("Show the pupils' secret numbers for a moment (not while the screen is projected)"),
            icon="eye",
            layout=widgets.Layout(align_self="flex-start"),
        )
        self.show_codes.observe(lambda _change: self._codes_toggled(), names="value")
        self.stats = widgets.HTML()
        self.pupil = widgets.Select(description=_("Pupil"), options=[], rows=8, style={"description_width": "initial"})
        self.pupil.observe(lambda _change: self._pupil_chosen(), names="value")
        self.history = widgets.HTML()
        self.export_button = widgets.Button(description=_("Export as CSV"), icon="download")
        self.export_button.on_click(lambda _button: self.export())
        self.download = widgets.HTML()
        self.delete_pupil_button = widgets.Button(description=_("Delete this pupil…"), button_style="warning")
        self.delete_pupil_button.on_click(lambda _button: self.ask_delete_pupil())
        self.delete_class_button = widgets.Button(description=_("Delete the whole class…"), button_style="danger")
        self.delete_class_button.on_click(lambda _button: self.ask_delete_class())
        self.confirm = Confirm()
        self.done = widgets.HTML()
        self.share_class = widgets.Text(class_code, description=_("Class"), style={"description_width": "initial"})
        self.share_seed = widgets.Text("1", description=_("Task set (seed)"), style={"description_width": "initial"})
        self.share_tasks = widgets.Dropdown(
            options=[(_("No end"), 0), *((str(count), count) for count in ROUND_CHOICES if count)],
            value=0,
            description=_("Tasks in a round"),
            tooltip=_("A trainer's round ends with a summary; No end: tasks go on and on"),
            style={"description_width": "initial"},
        )
        self.share_level = widgets.Dropdown(
            options=[(_("as the page starts"), ""), *((level.label, level.value) for level in Level)],
            value="",
            description=_("Level"),
            tooltip=_("How hard a trainer's tasks are, or how well the computers play a game"),
            style={"description_width": "initial"},
        )
        self.share_dashboard = widgets.Dropdown(description=_("Dashboard"), style={"description_width": "initial"})
        self.share_dashboard.add_class("ek-share-dashboard")
        for fitted in (self.share_level, self.share_tasks):
            fitted.add_class("ek-share-fit")
        self.share_dashboard.observe(lambda _change: self._show_round_choice(), names="value")
        # a changed choice clears the link made for the old one: a wrong link never stays on the projector
        for choice in (self.share_dashboard, self.share_class, self.share_seed, self.share_level, self.share_tasks):
            choice.observe(lambda _change: self._share_choice_changed(), names="value")
        self.share_button = widgets.Button(description=_("Make the class link"), button_style="primary")
        self.share_button.on_click(lambda _button: self.make_share_panel())
        self.share_area = widgets.VBox()
        # the answers go below the list, the page's whole width: beside it a narrow screen squeezed them
        pupils_tab = widgets.VBox([self.show_codes, self.table, self.pupil, self.history])
        share_tab = widgets.VBox(
            [
                widgets.HBox(
                    [
                        self.share_dashboard,
                        self.share_class,
                        self.share_seed,
                        self.share_level,
                        self.share_tasks,
                        self.share_button,
                    ],
                    layout=widgets.Layout(flex_flow="row wrap"),
                ),
                self.share_area,
            ]
        )
        manage_tab = widgets.VBox(
            [
                widgets.HBox([self.export_button, self.download]),
                widgets.HBox([self.delete_pupil_button, self.delete_class_button]),
                self.confirm,
                self.done,
            ]
        )
        lesson_titles = {lesson_id: lesson_title(lesson_id) for lesson_id in LESSONS}
        self.titles.update({f"lesson-{lesson_id}": title for lesson_id, title in lesson_titles.items()})
        self.key_lesson = widgets.Dropdown(
            options=[(title, lesson_id) for lesson_id, title in lesson_titles.items()], description=_("Lesson")
        )
        self.key_area = widgets.HTML()
        self.key_lesson.observe(lambda _change: self._show_answer_key(), names="value")
        self._show_answer_key()
        self.tabs = widgets.Tab(
            [
                pupils_tab,
                widgets.VBox([self.stats]),
                share_tab,
                manage_tab,
                widgets.VBox([self.key_lesson, self.key_area]),
            ],
            # short titles: a tab is as wide as its title (_STYLE), and all five fit on a 1280 px screen
            titles=[_("Pupils"), _("Tasks"), _("Share"), _("Export · delete"), _("Answer keys")],
        )
        super().__init__(
            [
                widgets.HTML(_STYLE, layout=widgets.Layout(display="none")),
                widgets.HBox([self.classes, self.refresh_button]),
                self.error,
                self.tabs,
            ]
        )
        self.add_class("ek-teacher-dash")
        self._fill_dashboards()
        self._show_round_choice()
        self.refresh()
        if class_code and class_code in self.classes.options:
            self.classes.value = class_code

    def _show_answer_key(self) -> None:
        """The chosen lesson's answer key: every checked step's question and full answer."""
        self.key_area.value = answer_key_table(str(self.key_lesson.value))

    # ---- reading the database -----------------------------------------------------------------
    def _store(self) -> ClassroomStore:
        return ClassroomStore(self.path)

    def _show_error(self, error: Exception) -> None:
        text = str(error) if isinstance(error, ClassroomError) else _("The classroom database could not be read.")
        value = f"<p class='ek-error' role='alert'>{html.escape(text)}</p>"
        if self.error.value != value:
            self.error.value = value

    @staticmethod
    def _set(widget: widgets.HTML | PupilTable, value: str) -> None:
        if widget.value != value:  # unchanged views send nothing to the browser
            widget.value = value

    def refresh(self) -> bool:
        """Read the classes and the chosen class again; False (and a sentence) if the database cannot be used."""
        try:
            with self._store() as store:
                codes = teacher.classes(store)
                if list(self.classes.options) != codes:
                    chosen = self.classes.value
                    self._updating = True
                    try:
                        self.classes.options = codes
                        self.classes.value = chosen if chosen in codes else (codes[0] if codes else None)
                    finally:
                        self._updating = False
                    if not self.share_class.value.strip() and self.classes.value:
                        self.share_class.value = self.classes.value  # links for the class on show
                code = self.classes.value
                if code is None:
                    self._set(self.table, f"<p class='ek-none'>{html.escape(_('No class has joined yet.'))}</p>")
                    self._set(self.stats, "")
                    self._set(self.error, "")
                    return True
                table = teacher.class_table(store, code)
                pupils = teacher.pupils(store, code)
                stats = teacher.task_stats(store, code)
        except Exception as error:  # the teacher reads a sentence, never a traceback
            if not isinstance(error, ClassroomError):
                log.exception("refreshing the teacher dashboard failed")
            self._show_error(error)
            return False
        self._set(self.error, "")
        secrets = {p.nickname: p.pupil_code for p in pupils}
        self.table.pupils = table.pupils
        self._set(
            self.table,
            class_table_html(
                table, secrets, show_codes=self.show_codes.value, titles=self.titles, chosen=self.pupil.value
            ),
        )
        self._set(self.stats, task_stats_html(stats, self.titles))
        names = [p.nickname for p in pupils]
        if [value for _label, value in self.pupil.options] != names:
            chosen = self.pupil.value
            self._updating = True
            try:
                self.pupil.options = [
                    (name if len(name) <= SHOWN_NAME else name[:SHOWN_NAME] + "…", name) for name in names
                ]
                self.pupil.value = chosen if chosen in names else None
            finally:
                self._updating = False
        self.show_history()
        return True

    def _pupil_clicked(self, nickname: str) -> None:
        """A click on a pupil's name in the table: choose them (their answers show below)."""
        if nickname in [value for _label, value in self.pupil.options]:
            self.pupil.value = nickname

    def _pupil_chosen(self) -> None:
        """Another pupil chosen (in the list or the table): mark their row, show their answers."""
        if not self._updating:
            self.refresh()

    def show_history(self) -> None:
        """The chosen pupil's answers (nothing while no pupil is chosen)."""
        code, nickname = self.classes.value, self.pupil.value
        if code is None or nickname is None:
            self._set(self.history, "")
            return
        try:
            with self._store() as store:
                answers = teacher.history(store, code, nickname)
        except ClassroomError as error:
            self._show_error(error)
            return
        self._set(self.history, f"<h4>{shown(nickname)}</h4>" + history_html(answers, self.titles))

    # ---- the secret numbers ---------------------------------------------------------------------------
    def _class_chosen(self) -> None:
        """Another class: its secret numbers start hidden too, and the share tab makes links for it
        unless the teacher typed another class there."""
        self.show_codes.value = False
        if not self.share_class.value.strip() and self.classes.value:
            self.share_class.value = self.classes.value
        self.refresh()

    def _codes_toggled(self) -> None:
        """Show or hide the secret numbers; shown ones hide again by themselves after ``secret_seconds``."""
        if self._hide_later is not None:
            self._hide_later.cancel()
            self._hide_later = None
        self.show_codes.description = _("Hide secret numbers") if self.show_codes.value else _("Show secret numbers")
        if self.show_codes.value:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # plain Python (a test): no timer, the button hides them
                pass
            else:
                self._hide_later = loop.call_later(self.secret_seconds, self._hide_codes)
        self.refresh()

    def _hide_codes(self) -> None:
        self._hide_later = None
        self.show_codes.value = False

    # ---- live refresh -----------------------------------------------------------------------------
    def start_auto_refresh(self) -> bool:
        """Refresh every ``refresh_seconds`` in the kernel's event loop; False where no loop runs (plain Python)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._refresh_forever())
        return True

    async def _refresh_forever(self) -> None:
        while True:
            await asyncio.sleep(self.refresh_seconds)
            self.refresh()

    def stop_auto_refresh(self) -> None:
        """Stop the live refresh (the dashboard stays as it is)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def close(self) -> None:
        """Stop refreshing (and the timer that hides the secret numbers), then close the widget."""
        self.stop_auto_refresh()
        if self._hide_later is not None:
            self._hide_later.cancel()
            self._hide_later = None
        super().close()

    # ---- export and delete ----------------------------------------------------------------------
    def export(self) -> None:
        """Put a download link for the chosen class's answers (CSV) beside the button."""
        code = self.classes.value
        if code is None:
            return
        try:
            with self._store() as store:
                text = teacher.export_csv(store, code)
        except ClassroomError as error:
            self._show_error(error)
            return
        self.download.value = csv_link(text, code)

    def ask_delete_pupil(self) -> None:
        """Ask before deleting the chosen pupil and all their answers."""
        code, nickname = self.classes.value, self.pupil.value
        if code is None or nickname is None:
            self.done.value = f"<p>{html.escape(_('Choose a pupil on the Pupils tab first.'))}</p>"
            return
        self.confirm.ask(
            _("Delete {nickname} and all their answers? This cannot be undone.").format(nickname=nickname),
            lambda: self._delete(lambda store: teacher.delete_pupil(store, code, nickname), nickname),
        )

    def ask_delete_class(self) -> None:
        """Ask before deleting the chosen class, its pupils and all their answers."""
        code = self.classes.value
        if code is None:
            return
        self.confirm.ask(
            _("Delete class {code}, all its pupils and all their answers? This cannot be undone.").format(code=code),
            lambda: self._delete(lambda store: teacher.delete_class(store, code), code),
        )

    def _delete(self, action: Callable[[ClassroomStore], bool], name: str) -> None:
        try:
            with self._store() as store:
                action(store)
        except ClassroomError as error:
            self._show_error(error)
            return
        self.done.value = f"<p role='status'>{html.escape(_('Deleted: {name}').format(name=name[:SHOWN_NAME]))}</p>"
        self.download.value = ""
        self.refresh()

    # ---- sharing ------------------------------------------------------------------------------------
    def _fill_dashboards(self) -> None:
        from elevenkit.widgets.classroom import dashboards_for_pupils

        try:
            dashboards = dashboards_for_pupils(self.dashboards_dir)
        except OSError:
            dashboards = []
        self.share_dashboard.options = dashboards
        if dashboards and self.share_dashboard.value is None:
            self.share_dashboard.value = dashboards[0][1]
        self.titles.update({Path(notebook).stem: title for title, notebook in dashboards})

    def _show_round_choice(self) -> None:
        """The round length is offered for a trainer only (the other dashboards have no rounds), the
        level for a trainer or a game (a lesson has none)."""
        from elevenkit.widgets.classroom import leveled_dashboards, trainer_dashboards

        dashboard = self.share_dashboard.value
        self.share_tasks.layout.display = None if dashboard in trainer_dashboards() else "none"
        self.share_level.layout.display = None if dashboard in leveled_dashboards() else "none"

    def _share_choice_changed(self) -> None:
        """A choice of the share tab changed: the link made before is for other choices, so it goes."""
        if self.share_area.children:
            for child in self.share_area.children:
                child.close()
            self.share_area.children = (
                widgets.HTML(_note(_("The choices changed. Press Make the class link for a new link."))),
            )

    def make_share_panel(self) -> None:
        """The share panel for the dashboard, class, task set (seed), level and (for a trainer) round chosen."""
        from elevenkit.widgets.classroom import SharePanel, share_params

        dashboard = self.share_dashboard.value
        if dashboard is None:
            self.share_area.children = (widgets.HTML(_note(_("Choose a dashboard first."))),)
            return
        params = share_params(dashboard, self.share_seed.value, self.share_tasks.value, self.share_level.value)
        title = next((label for label, value in self.share_dashboard.options if value == dashboard), dashboard)
        try:
            panel = SharePanel(dashboard, self.share_class.value, params, path=self.path, title=title)
        except NameRefused as error:
            self.share_area.children = (widgets.HTML(f"<p class='ek-error'>{html.escape(str(error))}</p>"),)
            return
        self.share_area.children = (panel,)


def lesson_title(lesson_id: str) -> str:
    """The lesson's title as its notebook heading gives it ("Lesson 1 · Matching and number bonds")."""
    return lesson(lesson_id).title


def answer_key_table(lesson_id: str) -> str:
    """A lesson's answer key as an HTML table for the teacher (every text escaped)."""
    rows = "".join(
        f"<tr><td>{entry.number}</td><td>{html.escape(entry.title)}</td>"
        f"<td>{html.escape(entry.question)}</td><td>{html.escape(entry.answer)}</td></tr>"
        for entry in answer_key(lesson_id)
    )
    head = "".join(f"<th>{html.escape(text)}</th>" for text in (_("Step"), _("Title"), _("Question"), _("Answer")))
    return f"<table class='ek-answer-key'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def teacher_dashboard(path: str | os.PathLike[str] | None = None, class_code: str = "") -> TeacherGate:
    """The teacher dashboard behind the teacher password, refreshing itself once opened (a dashboard cell)."""

    def build() -> TeacherDashboard:
        dashboard = TeacherDashboard(path, class_code=class_code)
        dashboard.start_auto_refresh()
        return dashboard

    return TeacherGate(build)


class WorksheetMaker(widgets.VBox):
    """The teacher's worksheet page: topic, level, worksheet number (seed) and number of tasks in,
    a preview and two pages to download and print out (the worksheet and its answer key)."""

    def __init__(self, topic: str = "capture-trainer", seed: int = 1, count: int = 6) -> None:
        style = {"description_width": "initial"}
        self.topic = widgets.Dropdown(
            options=[(_(entry.title), key) for key, entry in TOPICS.items()],
            value=topic,
            description=_("Trainer"),
            style=style,
        )
        self.level = widgets.Dropdown(description=_("Level"), style=style)
        self.seed = widgets.Text(str(seed), description=_("Worksheet number (seed)"), style=style)
        self.count = widgets.IntSlider(count, 1, MAX_TASKS, description=_("Tasks"), style=style)
        self.make_button = widgets.Button(description=_("Make the worksheet"), button_style="primary")
        self.make_button.on_click(lambda _button: self.make())
        self.topic.observe(lambda _change: self._show_levels(), names="value")
        self.links = widgets.HTML()
        self.preview = widgets.HTML()
        self.sheet = self.key = ""
        self._show_levels()
        super().__init__(
            [
                widgets.HBox([self.topic, self.level, self.seed, self.count]),
                self.make_button,
                self.links,
                self.preview,
            ]
        )
        self.add_class("ek-worksheet-maker")

    def _show_levels(self) -> None:
        levels = TOPICS[self.topic.value].levels
        self.level.options = levels
        self.level.value = levels[0]

    def make(self) -> bool:
        """Build the worksheet and its key from the choices; a seed that is not a number gets a sentence."""
        text = self.seed.value.strip()
        try:
            if not (text.isascii() and text.isdigit()):
                raise WorksheetError(f"seed must be a whole number, not {text!r}")
            spec = WorksheetSpec(self.topic.value, str(self.level.value), int(text), self.count.value)
        except WorksheetError:
            self.links.value = _note(_("The worksheet number is a whole number: digits only, for example 7."))
            return False
        self.sheet, self.key = worksheet_html(spec), answer_key_html(spec)
        name = f"{_file_part(spec.topic)}-level-{_file_part(spec.level)}-{spec.seed}"
        self.links.value = (
            "<p>"
            + download_link(self.sheet, f"worksheet-{name}.html", "text/html", _("Download the worksheet"))
            + " · "
            + download_link(self.key, f"answer-key-{name}.html", "text/html", _("Download the answer key"))
            + "</p>"
            + _note(_("Open the downloaded page and print it (A4), or print it to PDF."))
        )
        title = html.escape(_("Preview of the worksheet"), quote=True)
        self.preview.value = (
            f"<iframe title='{title}' srcdoc='{html.escape(self.sheet, quote=True)}' "
            "style='width:100%;height:32em;border:1px solid #999;background:white'></iframe>"
        )
        return True


def worksheet_page() -> TeacherGate:
    """The worksheet maker behind the teacher password (a dashboard cell)."""
    return TeacherGate(WorksheetMaker)
