"""The Capture Trainer: a table and a hand card; the pupil chooses the cards the hand card takes.

Built on :class:`~elevenkit.widgets.trainers.frame.TrainerFrame` (task number with the class or task set, the rule,
Check, Hint, Same task again, New task, feedback, score and streak, attempts, rounds, a reload
that keeps the pupil's place) with "Are there more?" of its own; the frame's "Show the answer" is
called "Show all" here and lists every group. A hint that names cards rings them on the table
until the pupil picks a card. A click on the pupil's own card, on a taken card or on a finished
table is answered in words. Every answer comes from
:mod:`elevenkit.exercises.captures` and through it from the one-eleven engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, cast

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises import Feedback, TaskSeries
from elevenkit.exercises.captures import (
    MAX_TABLE,
    STEPS,
    CaptureDifficulty,
    CaptureHint,
    CaptureTask,
    level_difficulty,
    make_capture_task,
)
from elevenkit.exercises.captures.parts import solution_words
from elevenkit.i18n import _
from elevenkit.markup import element, fragment
from elevenkit.oneeleven import rules
from elevenkit.serving.params import DECK, LEVEL, MAX, ONE11, SEVERAL, SIZE, WILDS, int_param
from elevenkit.widgets.common import friendly_errors, make_button
from elevenkit.widgets.common.answers import CardsAnswer
from elevenkit.widgets.trainers.app import TrainerApp
from elevenkit.widgets.trainers.frame import FrameSlots, TrainerFrame
from elevenkit.widgets.views.cards import CardRow

__all__ = ["CaptureTrainer", "CaptureTrainerApp", "difficulty_from_params"]

#: the difficulty's yes/no settings and their names in a link
_FLAGS = {"one_eleven": ONE11, "wilds": WILDS, "several": SEVERAL}


def difficulty_from_params(params: Mapping[str, str]) -> CaptureDifficulty:
    """The difficulty a dashboard link asks for: ``?level=3`` (1 to 6, or easy, medium, hard as the
    landing page sends for every dashboard), then ``size``, ``max``, ``one11``, ``wilds``,
    ``several`` (0 or 1) and ``deck`` (addition, subtraction or mixed) on top.

    A link is typed by people: unknown or out-of-range values fall back or are clamped, never raise.
    """
    params = dict(params)
    base = level_difficulty(params.get(LEVEL, "")) or STEPS["1"]
    changes: dict[str, Any] = {
        "table_size": int_param(params, SIZE, base.table_size, 2, MAX_TABLE),
        "max_value": int_param(params, MAX, base.max_value, 3, rules.WILD_MAX),
    }
    for field, name in _FLAGS.items():
        changes[field] = bool(int_param(params, name, int(getattr(base, field)), 0, 1))
    deck = params.get(DECK, "").strip().lower()
    changes["deck"] = deck if deck in rules.MODES else base.deck
    try:
        return replace(base, **changes)
    except ValueError:  # e.g. a big table with small numbers: too few cards to deal
        return replace(base, table_size=min(changes["table_size"], base.table_size))


def _row_title(text: str) -> widgets.HTML:
    return widgets.HTML(element("h3", text, class_="ek-row-title"))


class CaptureTrainer(TrainerFrame):
    """Deal capture tasks from a seeded series; the pupil selects table cards and presses Check."""

    activity = catalogue.entry("capture-trainer").activity
    #: attempts record the step being dealt ("1" … "6", as ``?level=`` names it)
    named_levels = STEPS

    def __init__(
        self, difficulty: CaptureDifficulty | None = None, seed: int | None = None, title: str | None = None
    ) -> None:
        self.hand = CardRow(selectable=False, label=_("Your card"))
        self.table = CardRow(label=_("Table cards: choose the ones your card takes"))
        self.found_label = widgets.HTML()
        self.found_label.add_class("ek-found")
        self.hand.on_refused(lambda _value: self.refuse_click(self.capture_task.refusal(None)))
        self.table.on_refused(lambda value: self.refuse_click(self.capture_task.refusal(int(value))))
        self.table.observe(self._unmark, names="selected")  # a pick: the pupil has moved on from the hint
        self._hint_steps: list[CaptureHint] = []
        hand_column = widgets.VBox([_row_title(_("Your card")), self.hand])
        hand_column.add_class("ek-hand-column")
        table_column = widgets.VBox([_row_title(_("The table")), self.table])
        table_column.add_class("ek-table-column")
        cards = widgets.HBox([hand_column, table_column])
        cards.add_class("ek-capture-cards")
        area = widgets.VBox(
            [
                cards,
                widgets.HTML(element("p", _("Choose the cards, then press Check."), class_="ek-how")),
                self.found_label,
            ]
        )
        area.add_class("ek-capture-area")
        series = TaskSeries(make_capture_task, difficulty or CaptureDifficulty(), seed)
        self.more_button = make_button(_("Are there more?"), self._on_more, "warning")
        super().__init__(
            series,
            area,
            title or _("Capture Trainer"),
            area=CardsAnswer(self.table),
            slots=FrameSlots(buttons=[self.more_button], answer_label=_("Show all")),
        )
        #: the frame's "Show the answer", called "Show all" here: it lists every group
        self.show_all_button = self.answer_button
        self.add_class("ek-capture-trainer")

    @property
    def capture_task(self) -> CaptureTask:
        """The task on the table now."""
        assert self.task is not None, "start() deals the first task"
        return cast(CaptureTask, self.task)

    def show_task(self, task: Any) -> None:
        """Lay the hand card and the table of ``task``."""
        self.hand.deck = self.table.deck = task.mode
        self.hand.cards = [str(task.played)]
        self.table.cards = [str(card) for card in task.table]
        self.table.disabled = sorted(task.taken)  # also when the same cards are dealt again
        self.table.clear()
        self._aim_hints()
        self._show_found()

    def check(self, answer: Any) -> Feedback:
        """Check as the frame does; a right group is taken off the table and the hints aim anew.

        Once the turn is done, no table card can be chosen any more (until the next task).
        """
        result = super().check(answer)
        task = self.capture_task
        if result.correct:
            self.table.disabled = sorted(task.taken)
            self.table.clear()
            self._aim_hints()
            self._show_found()
        return result

    def kept_work(self) -> list[list[int]]:
        """The groups taken so far (table positions), so that a reload shows them taken again."""
        return [sorted(group.indices) for group in self.capture_task.found]

    def restore_work(self, work: Any) -> None:
        """Take again the groups taken before a reload (a list of table positions each); one that
        is not a right group of this table is left out. The score does not change: it counts tasks."""
        if not isinstance(work, list):
            return
        for places in work[:MAX_TABLE]:
            if isinstance(places, list) and len(places) <= MAX_TABLE:
                self.capture_task.check(places)
        self.table.disabled = sorted(self.capture_task.taken)
        self._aim_hints()
        self._show_found()

    def hint_shown(self, number: int) -> None:
        """Ring the table cards the hint just shown speaks of (none for a hint that names no card)."""
        shown = self.hints.shown  # counts from the last right group, where ``number`` counts from the task's start
        self.table.marked = list(self._hint_steps[shown - 1].cards) if 0 < shown <= len(self._hint_steps) else []

    def last_hint_note(self) -> str:
        """After the last hint: "Show all" lists every way the card can take."""
        return _("That was the last hint. Press {button} to see every way.").format(
            button=self.show_all_button.description
        )

    def _aim_hints(self) -> None:
        """Hints for the table as it is now (aimed at a group not yet taken), with the cards each one means."""
        self._hint_steps = self.capture_task.hint_steps()
        if self.session.flow is not None:
            self.session.flow.aim_hints([step.text for step in self._hint_steps])
        self.table.marked = []

    def _unmark(self, _change: dict[str, Any]) -> None:
        self.table.marked = []

    def _show_found(self) -> None:
        found = self.capture_task.found
        if not found:
            self.found_label.value = ""
            return
        items = [element("li", group.equation) for group in found]
        self.found_label.value = fragment(element("p", _("You took:"), class_="ek-found-title"), element("ul", items))

    @friendly_errors
    def _on_more(self) -> None:
        self.say(self.capture_task.more(), "info")

    def show_solution(self) -> None:
        """Every group and the biggest capture, as a list (the frame's "Show the answer")."""
        words = solution_words(self.capture_task.solution_parts())
        groups = element("ul", [element("li", item) for item in words.items])
        notes = [element("p", note) for note in words.notes]
        self.feedback.show(fragment(element("p", words.heading), groups, notes), "info", css_class="ek-show-all")


class CaptureTrainerApp(TrainerApp):
    """The Capture Trainer with the teacher's difficulty controls, task set and share link."""

    setup_params = (SIZE, MAX, ONE11, WILDS, SEVERAL, DECK)

    def __init__(self, difficulty: CaptureDifficulty | None = None, seed: int = 1) -> None:
        difficulty = difficulty or CaptureDifficulty()
        style = {"description_width": "initial"}
        self.size = widgets.IntSlider(difficulty.table_size, 2, MAX_TABLE, description=_("Table cards"), style=style)
        self.max_value = widgets.IntSlider(
            difficulty.max_value, 3, rules.WILD_MAX, description=_("Largest number"), style=style
        )
        self.one_eleven = widgets.Checkbox(difficulty.one_eleven, description=_("1-11 cards"), indent=False)
        self.wilds = widgets.Checkbox(difficulty.wilds, description=_("Wild cards"), indent=False)
        self.several = widgets.Checkbox(difficulty.several, description=_("Several groups"), indent=False)
        self.deck = widgets.ToggleButtons(
            options=[(_("Addition"), "addition"), (_("Subtraction"), "subtraction"), (_("Mixed"), "mixed")],
            value=difficulty.deck,
            description=_("Deck"),
            style=style,
        )
        self.controls = [self.size, self.max_value, self.one_eleven, self.wilds, self.several, self.deck]
        for control in self.controls:
            control.observe(self.settings_changed, names="value")
        super().__init__(
            CaptureTrainer(difficulty, seed),
            [
                widgets.HBox([self.size, self.max_value]),
                widgets.HBox([self.one_eleven, self.wilds, self.several]),
                self.deck,
            ],
        )
        self.add_class("ek-capture-app")

    @classmethod
    def from_link(cls, params: Mapping[str, str], seed: int) -> CaptureTrainerApp:
        """The app a link asks for (``?seed=7&level=3&deck=subtraction`` ...), see :func:`difficulty_from_params`."""
        return cls(difficulty_from_params(params), seed)

    def difficulty(self) -> CaptureDifficulty:
        """The difficulty the controls show."""
        return CaptureDifficulty(
            table_size=self.size.value,
            max_value=self.max_value.value,
            one_eleven=self.one_eleven.value,
            wilds=self.wilds.value,
            deck=self.deck.value,
            several=self.several.value,
        )

    def link_params(self) -> dict[str, str]:
        """Every setting of the difficulty being dealt, so the link deals exactly these tasks."""
        difficulty = cast(CaptureDifficulty, self.trainer.series.difficulty)
        params = {SIZE: str(difficulty.table_size), MAX: str(difficulty.max_value)}
        params.update({name: str(int(getattr(difficulty, field))) for field, name in _FLAGS.items()})
        params[DECK] = difficulty.deck
        return params

    def apply_settings(self, seed: int) -> bool:
        """Deal a new series at the difficulty the controls show; a table too big for its numbers is refused."""
        try:
            difficulty = self.difficulty()
        except ValueError:
            self.trainer.say(_("Too few cards with numbers this small for such a big table."), "info")
            return False
        self.trainer.restart(difficulty, seed)
        return True
