"""The teacher's pages: the password gate, the teacher dashboard and the worksheet maker.

Two dashboard cells use them: ``teacher_dashboard()`` (``dashboards/teacher.ipynb``) and
``worksheet_page()`` (``dashboards/worksheets.ipynb``), each behind the teacher password. The
modules, from the page down:

- :mod:`.gate`: :class:`TeacherGate`, the password box in front of every teacher page;
- :mod:`.dashboard`: :class:`TeacherDashboard`, which reads the class and assembles the tabs
  :mod:`.pupils_tab` (with :mod:`.pupil_table` and :mod:`.history`), :mod:`.tasks_tab`,
  :mod:`.share_tab` (:class:`SharePanel`), :mod:`.export_tab` and :mod:`.answer_keys_tab`;
- :mod:`.worksheet_maker`: :class:`WorksheetMaker`, worksheets and their answer keys;
- pure functions, no widget: :mod:`.labels` (the teacher's words for tasks, levels, results,
  counts) and :mod:`.reports` (the tables as HTML), :mod:`.downloads` (data-URL links);
- :mod:`.database` (the tabs' one way to the classroom database) and :mod:`.components`
  (status lines, the style sheets of ``widgets/static/``); the yes/no question before a deletion
  is :class:`elevenkit.widgets.common.Confirm`.

Every name a pupil typed is escaped by construction (:mod:`elevenkit.markup`).
"""

from elevenkit.widgets.teacher.dashboard import TeacherDashboard, teacher_dashboard
from elevenkit.widgets.teacher.downloads import csv_link, download_link
from elevenkit.widgets.teacher.gate import TeacherGate
from elevenkit.widgets.teacher.labels import activity_title, cell_text, lesson_title, level_words, task_label
from elevenkit.widgets.teacher.pupil_table import PupilTable
from elevenkit.widgets.teacher.reports import (
    answer_key_table,
    class_table_html,
    history_html,
    share_bar,
    task_stats_html,
)
from elevenkit.widgets.teacher.share_tab import SharePanel
from elevenkit.widgets.teacher.worksheet_maker import WorksheetMaker, worksheet_page

__all__ = [
    "TeacherDashboard",
    "TeacherGate",
    "PupilTable",
    "SharePanel",
    "WorksheetMaker",
    "activity_title",
    "answer_key_table",
    "cell_text",
    "class_table_html",
    "csv_link",
    "download_link",
    "history_html",
    "lesson_title",
    "level_words",
    "share_bar",
    "task_label",
    "task_stats_html",
    "teacher_dashboard",
    "worksheet_page",
]
