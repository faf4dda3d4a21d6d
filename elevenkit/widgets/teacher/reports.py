"""The HTML the teacher reads: the class table, the statistics per task, a pupil's answers, a
lesson's answer key and the bar that shows a share of right answers.

Pure functions from the classroom's records to :class:`~elevenkit.markup.Markup`, built with
:func:`~elevenkit.markup.element`: every name, answer and question a pupil's page stored is
escaped by construction. No widget is needed to build or test them; the dashboard's stylesheet
(``static/teacher_dashboard.css``) gives them their look.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping

from elevenkit.classroom.model import ClassTable, CommonWrong, StoredAnswer, TaskStats
from elevenkit.exercises.lessons import answer_key
from elevenkit.i18n import _, ngettext, pgettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.teacher.labels import (
    SHOWN_NAME,
    activity_title,
    cell_text,
    how_often,
    misconception,
    name_markup,
    result_words,
    sentence,
    task_label,
)

__all__ = [
    "HIDDEN_SECRET",
    "answer_key_table",
    "class_table_html",
    "history_html",
    "nothing_yet",
    "share_bar",
    "task_stats_html",
]

#: what the class table shows instead of a secret number
HIDDEN_SECRET = "•••"
#: how long the bar of a full share is (px); the per cent is written beside it
BAR_WIDTH = 160


def nothing_yet(text: str) -> Markup:
    """A grey line that says a table has no rows yet ("No answers yet.")."""
    return element("p", {"class": "ek-none"}, text)


def _table(css_class: str, headings: Iterable[str], rows: Iterable[Markup], caption: Markup | None = None) -> Markup:
    return element(
        "table",
        {"class": css_class},
        None if caption is None else element("caption", caption),
        element("thead", element("tr", [element("th", text) for text in headings])),
        element("tbody", rows),
    )


def _clock(seconds: float, with_seconds: bool = False) -> str:
    if not seconds:
        return "—"
    return datetime.datetime.fromtimestamp(seconds).strftime("%H:%M:%S" if with_seconds else "%H:%M")


def _pupil_button(nickname: str, chosen: bool) -> Markup:
    """A pupil's name as a button that :class:`~elevenkit.widgets.teacher.pupil_table.PupilTable` reports."""
    return element(
        "button",
        {
            "type": "button",
            "class": "ek-pupil-link",
            "data-pupil": nickname,
            "aria-label": _("Show the answers of {nickname}").format(nickname=nickname[:SHOWN_NAME]),
            "aria-pressed": "true" if chosen else "false",
        },
        name_markup(nickname),
    )


def class_table_html(
    table: ClassTable,
    codes: Mapping[str, str],
    *,
    show_codes: bool = False,
    chosen: str | None = None,
) -> Markup:
    """Pupils × activities: tasks solved of ended, answers, hints, and when each pupil last answered.

    The secret numbers (``codes``) are in the page only with ``show_codes``; else each is
    :data:`HIDDEN_SECRET`, so a projected table never shows them. Each name is a button (``data-pupil``: the name) that the pupil table turns into a choice; the
    ``chosen`` pupil's row is marked.
    """
    if not table.pupils:
        return nothing_yet(_("No pupil has joined this class yet."))
    rows = []
    for nickname in table.pupils:
        cells = []
        for activity in table.activities:
            cell = table.cell(nickname, activity)
            cells.append(element("td", {"class": "ek-none"}, "—") if cell is None else element("td", cell_text(cell)))
        if show_codes:
            secret = element("td", {"class": "ek-secret"}, codes.get(nickname, ""))
        else:
            secret = element("td", {"class": "ek-secret-hidden"}, HIDDEN_SECRET)
        rows.append(
            element(
                "tr",
                {"class": "ek-chosen" if nickname == chosen else None},
                element("th", {"scope": "row"}, _pupil_button(nickname, nickname == chosen)),
                secret,
                cells,
                element("td", _clock(table.last_active.get(nickname, 0.0))),
            )
        )
    names = [activity_title(activity) for activity in table.activities]
    headings = [_("Pupil"), _("Secret number"), *names, _("Last answer")]
    return _table("ek-class-table", headings, rows, sentence(_("Class {code}"), code=name_markup(table.class_code)))


def share_bar(share: float, width: int = BAR_WIDTH) -> Markup:
    """A horizontal bar of ``share`` (0 to 1) as inline SVG, with the per cent written beside it."""
    share = min(max(share, 0.0), 1.0)
    percent = round(share * 100)
    return element(
        "svg",
        {
            "class": "ek-bar",
            "width": width + 50,
            "height": 18,
            "role": "img",
            "aria-label": _("{percent} % right").format(percent=percent),
        },
        element("rect", {"class": "ek-bar-track", "x": 0, "y": 2, "width": width, "height": 14}),
        element("rect", {"class": "ek-bar-fill", "x": 0, "y": 2, "width": f"{share * width:.1f}", "height": 14}),
        element("text", {"class": "ek-bar-percent", "x": width + 6, "y": 14}, _("{percent} %").format(percent=percent)),
    )


def _common_wrong(wrong: CommonWrong) -> Markup:
    """One common wrong answer: "<code>7 = 9</code> (3 times) — added instead of subtracted"."""
    given, times = element("code", name_markup(wrong.answer)), how_often(wrong.count)
    words = misconception(wrong.category)
    if not words:
        return sentence(pgettext("a common wrong answer", "{answer} ({times})"), answer=given, times=times)
    return sentence(
        pgettext("a common wrong answer and its misconception", "{answer} ({times}) — {misconception}"),
        answer=given,
        times=times,
        misconception=words,
    )


def task_stats_html(stats: list[TaskStats]) -> Markup:
    """Per task: the share of pupils who solved it as a bar, how many saw the answer or moved on, and
    the most common wrong answers with their misconception."""
    if not stats:
        return nothing_yet(_("No answers yet."))
    rows = [
        element(
            "tr",
            element("td", name_markup(activity_title(task.activity))),
            element("td", task_label(task.activity, task.task_id, task.question, task.level)),
            element(
                "td",
                share_bar(task.share_right),
                " ",
                ngettext(
                    "{right} of {pupils} pupil solved it", "{right} of {pupils} pupils solved it", task.pupils
                ).format(right=task.pupils_right, pupils=task.pupils),
            ),
            element("td", task.shown),
            element("td", task.moved_on),
            element("td", element("ul", [element("li", _common_wrong(wrong)) for wrong in task.common_wrong])),
        )
        for task in stats
    ]
    headings = [
        _("Activity"),
        _("Task"),
        _("Solved"),
        pgettext("pupils who", "Saw the answer"),
        pgettext("pupils who", "Moved on"),
        _("Most common wrong answers"),
    ]
    return _table("ek-task-table", headings, rows)


def history_html(answers: list[StoredAnswer]) -> Markup:
    """One pupil's answers, oldest first: time, activity, task, answer, result, misconception, hints."""
    if not answers:
        return nothing_yet(_("No answers yet."))
    rows = [
        element(
            "tr",
            element("td", _clock(answer.at, with_seconds=True)),
            element("td", name_markup(activity_title(answer.activity))),
            element("td", task_label(answer.activity, answer.task_id, answer.question, answer.level)),
            element("td", element("code", name_markup(answer.answer))),
            element("td", result_words(answer)),
            element("td", misconception(answer.category)),
            element("td", answer.hints),
        )
        for answer in answers
    ]
    headings = [_("Time"), _("Activity"), _("Task"), _("Answer"), _("Result"), _("Misconception"), _("Hints")]
    return _table("ek-history", headings, rows)


def answer_key_table(lesson_id: str) -> Markup:
    """A lesson's answer key as a table for the teacher: every checked step's question and full answer."""
    rows = [
        element(
            "tr",
            element("td", entry.number),
            element("td", entry.title),
            element("td", entry.question),
            element("td", entry.answer),
        )
        for entry in answer_key(lesson_id)
    ]
    return _table("ek-answer-key", [_("Step"), _("Title"), _("Question"), _("Answer")], rows)
