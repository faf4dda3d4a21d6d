"""The frame every trainer shares: the question, Check / Hint / New task / Same task again,
feedback in words and the session's score and streak.

A trainer subclass supplies only the answer area (``answer_area``), how to show a task
(``show_task``) and how to read the pupil's answer (``read_answer``). Every rule and every
answer comes from the task (and through it, the engine); this frame only shows and asks.
"""

from __future__ import annotations

import functools
import html
import logging
from typing import Any, Callable

import ipywidgets as widgets

from elevenkit.exercises import Feedback, HintLadder, PupilMessage, SessionScore, Task, TaskSeries
from elevenkit.i18n import _

log = logging.getLogger(__name__)


def friendly_errors(method: Callable[..., None]) -> Callable[..., None]:
    """Run a button callback so that no error ever reaches the pupil as a traceback.

    A :class:`PupilMessage` is shown as it is; any other exception is logged for the teacher and
    shown as a short, friendly sentence instead (never its text, which is written for developers);
    the kernel lives on and the trainer stays usable.
    """

    @functools.wraps(method)
    def wrapper(self: "TrainerFrame", *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except PupilMessage as message:
            self.say(str(message), "info")
        except ValueError:
            log.info("trainer refused input", exc_info=True)
            self.say(_("I could not read that answer. Try again, or press Hint."), "info")
        except Exception:  # noqa: BLE001 - a classroom must never see a traceback
            log.exception("trainer callback failed")
            self.say(_("Oops, something went wrong. Press New task to go on."), "info")

    return wrapper


class TrainerFrame(widgets.VBox):
    """Question, answer area, buttons, feedback and score, around one :class:`TaskSeries`."""

    def __init__(self, series: TaskSeries[Any, Any], answer_area: widgets.Widget, title: str) -> None:
        self.series = series
        self.score = SessionScore()
        self.task: Task | None = None
        #: True once the task on screen is solved completely
        self.finished = False
        self.hints = HintLadder([])
        self.title = widgets.HTML(f"<h2 class='ek-title'>{html.escape(title)}</h2>")
        self.prompt = widgets.HTML()
        self.prompt.add_class("ek-prompt")
        self.feedback = widgets.HTML()
        self.feedback.add_class("ek-feedback")
        self.score_label = widgets.HTML()
        self.score_label.add_class("ek-score")
        self.check_button = self._button(_("Check"), self._on_check, "success")
        self.hint_button = self._button(_("Hint"), self._on_hint, "info")
        self.new_button = self._button(_("New task"), self._on_new, "")
        self.again_button = self._button(_("Same task again"), self._on_again, "")
        self.buttons = widgets.HBox(
            [self.check_button, self.hint_button, self.again_button, self.new_button]
        )
        self.buttons.add_class("ek-buttons")
        super().__init__(
            [self.title, self.prompt, answer_area, self.buttons, self.feedback, self.score_label]
        )
        self.add_class("ek-trainer")
        self._show_score()

    # ---- what a trainer provides --------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw ``task`` in the answer area (subclasses)."""
        raise NotImplementedError

    def read_answer(self) -> Any:
        """The pupil's current answer, in the form the task's ``check`` takes (subclasses)."""
        raise NotImplementedError

    # ---- shared behaviour -----------------------------------------------------------------
    def start(self) -> "TrainerFrame":
        """Deal the first task; returns self so a notebook can end a cell with ``.start()``."""
        self._deal(self.series.next_task())
        return self

    def say(self, message: str, tone: str) -> None:
        """Show ``message`` in the feedback area; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``."""
        marks = {"right": "✔", "wrong": "✘", "hint": "★", "info": "ℹ"}
        self.feedback.value = (
            f"<div role='status' aria-live='polite' class='ek-msg ek-{tone}'>"
            f"<span aria-hidden='true'>{marks.get(tone, '')}</span> {html.escape(message)}</div>"
        )

    def check(self, answer: Any) -> Feedback:
        """Check ``answer`` for the current task, count it and show the feedback.

        An answer the task does not count (a good start, nothing readable) leaves the score as it
        is; so does every answer once the task is done, and a task solved before and dealt again
        with "Same task again" is practice that does not add to the score.
        """
        assert self.task is not None, "start() deals the first task"
        if self.finished:
            result = Feedback(False, _("This task is done. Press New task for another one."), counted=False)
        else:
            result = self.task.check(answer)
        practice = self.series.number in self.series.solved
        if result.counted and not practice:
            self.score.record(result.correct)
        message = result.message
        if result.correct and practice:
            message += " " + _("You solved this one before, so your score stays the same.")
        self.say(message, "right" if result.correct else "wrong" if result.counted else "info")
        if result.done:
            self.finished = True
            self.series.solved.add(self.series.number)
        self._show_score()
        return result

    def _deal(self, task: Task) -> None:
        self.finished = False
        self.task = task
        self.hints = HintLadder(task.hints())
        self.prompt.value = f"<p class='ek-question'>{html.escape(task.prompt)}</p>"
        self.feedback.value = ""
        self.show_task(task)

    def _show_score(self) -> None:
        self.score_label.value = (
            "<span class='ek-score-text'>"
            + html.escape(
                _("Score: {correct} of {attempts} · streak {streak}").format(
                    correct=self.score.correct,
                    attempts=self.score.attempts,
                    streak=self.score.streak,
                )
            )
            + "</span>"
        )

    def _button(self, label: str, handler: Callable[..., None], style: str) -> widgets.Button:
        button = widgets.Button(description=label, tooltip=label, button_style=style)
        button.on_click(lambda _button: handler())
        return button

    @friendly_errors
    def _on_check(self) -> None:
        self.check(self.read_answer())

    @friendly_errors
    def _on_hint(self) -> None:
        hint = self.hints.next_hint()
        self.say(hint if hint is not None else _("No more hints: you have seen them all."), "hint")

    @friendly_errors
    def _on_new(self) -> None:
        self._deal(self.series.next_task())

    @friendly_errors
    def _on_again(self) -> None:
        self._deal(self.series.same_again())
