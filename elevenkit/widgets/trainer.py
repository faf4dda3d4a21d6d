"""What every trainer shares.

- :class:`TrainerFrame`: the question, Check / Hint / New task / Same task again, feedback in
  words and the session's score and streak. A trainer supplies only the answer area
  (``answer_area``), how to show a task (``show_task``) and how to read the pupil's answer
  (``read_answer``). Every rule and every answer comes from the task (and through it, the engine);
  the frame only shows and asks.
- :class:`TrainerApp`: a trainer with the teacher's part: the class code (seed), the settings and
  :class:`ShareLink`, the link that deals the whole class the same tasks; ``from_params`` builds
  the app a dashboard link asks for. A trainer app supplies its settings (``link_params``,
  ``apply_settings`` and ``from_link``).
"""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar
from urllib.parse import urlencode

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.dashboard import int_param
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
    def wrapper(self: TrainerFrame, *args: Any, **kwargs: Any) -> None:
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
        self.buttons = widgets.HBox([self.check_button, self.hint_button, self.again_button, self.new_button])
        self.buttons.add_class("ek-buttons")
        super().__init__([self.title, self.prompt, answer_area, self.buttons, self.feedback, self.score_label])
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
    def start(self) -> TrainerFrame:
        """Deal the first task; returns self so a notebook can end a cell with ``.start()``."""
        self._deal(self.series.next_task())
        return self

    def restart(self, difficulty: Any = None, seed: int | None = None) -> None:
        """Start a new series (the same difficulty and seed unless given) and deal its first task."""
        self.series = TaskSeries(
            self.series.make_task,
            self.series.difficulty if difficulty is None else difficulty,
            self.series.seed if seed is None else seed,
        )
        self.start()

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


#: class codes (seeds) a link or the teacher's box takes: ``?seed=0`` to ``?seed=1000000000``
MAX_SEED = 10**9

# The kernel cannot know the address pupils type (host, port, path), the browser can: it makes the
# query whole against the page's own address, shows it ready to copy and keeps a plain link too.
_SHARE_LINK_JS = """
function render({ model, el }) {
  const label = document.createElement("label");
  const caption = document.createElement("span");
  const box = document.createElement("input");
  const copy = document.createElement("button");
  const open = document.createElement("a");
  box.type = "text";
  box.readOnly = true;
  box.className = "ek-share-url";
  copy.type = "button";
  copy.className = "ek-share-copy";
  open.target = "_blank";
  open.rel = "noopener";
  label.append(caption, box);
  el.classList.add("ek-share");
  el.append(label, copy, open);
  function update() {
    const url = new URL(model.get("query"), window.location.href).href;
    caption.textContent = model.get("text") + " ";
    box.value = url;
    open.href = url;
    open.textContent = model.get("open_text");
    copy.textContent = model.get("copy_text");
  }
  box.addEventListener("focus", () => box.select());
  copy.addEventListener("click", async () => {
    box.select();
    try {
      await navigator.clipboard.writeText(box.value);
    } catch (error) {
      document.execCommand("copy");  // a classroom server on plain http has no clipboard API
    }
    copy.textContent = model.get("copied_text");
  });
  update();
  model.on("change:query", update);
  return () => model.off("change:query", update);
}
export default { render };
"""


class ShareLink(anywidget.AnyWidget):
    """The whole address of this page with ``query``, made by the browser, to copy or to open."""

    _esm = _SHARE_LINK_JS
    query = traitlets.Unicode("", help="the query string, e.g. ?seed=5&size=6").tag(sync=True)
    text = traitlets.Unicode("", help="what the link is for").tag(sync=True)
    copy_text = traitlets.Unicode("", help="label of the copy button").tag(sync=True)
    copied_text = traitlets.Unicode("", help="label of the copy button once pressed").tag(sync=True)
    open_text = traitlets.Unicode("", help="label of the plain link").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            text=_("Same tasks for the class, share this link:"),
            copy_text=_("Copy link"),
            copied_text=_("Copied"),
            open_text=_("Open it"),
            **kwargs,
        )


AppT = TypeVar("AppT", bound="TrainerApp")


class TrainerApp(widgets.VBox):
    """A trainer with the teacher's part below it: a button that opens the settings, the class code
    (seed) and the link that deals the same tasks to the whole class.

    A trainer app gives its own ``settings`` widgets and three hooks: :meth:`link_params` (its
    settings in the link), :meth:`apply_settings` (deal anew after a change) and :meth:`from_link`
    (the app a link asks for). Each settings widget calls :meth:`settings_changed` on a change.
    """

    def __init__(
        self, trainer: TrainerFrame, settings: Sequence[widgets.Widget] = (), settings_title: str | None = None
    ) -> None:
        self.trainer = trainer
        # digits only, read on Enter or when the box is left: "1e5" is refused, not read as 15
        self.seed = widgets.Text(
            str(trainer.series.seed),
            description=_("Class code (seed)"),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.seed.observe(self.settings_changed, names="value")
        self.seed_note = widgets.HTML()
        self.link = ShareLink()
        self.settings = widgets.VBox(
            [*settings, widgets.HBox([self.seed, self.seed_note]), self.link], layout=widgets.Layout(display="none")
        )
        self.settings.add_class("ek-settings")
        title = settings_title or _("Difficulty (for the teacher)")
        self.settings_button = widgets.ToggleButton(False, description=title, tooltip=title, icon="sliders")
        self.settings_button.add_class("ek-settings-button")
        self.settings_button.observe(self._on_settings_button, names="value")
        super().__init__([trainer, self.settings_button, self.settings])
        self.add_class("ek-trainer-app")
        self.show_link()

    # ---- what a trainer app provides ----------------------------------------------------------
    def link_params(self) -> dict[str, str]:
        """The settings that go into the share link after the seed (subclasses)."""
        raise NotImplementedError

    def apply_settings(self, seed: int) -> bool:
        """Deal a new series from the settings shown and ``seed``; False if the settings cannot be dealt."""
        raise NotImplementedError

    @classmethod
    def from_link(cls: type[AppT], params: Mapping[str, str], seed: int) -> AppT:
        """The app (not started) a link's ``params`` ask for, with class code ``seed`` (subclasses)."""
        raise NotImplementedError

    # ---- shared behaviour -------------------------------------------------------------------------
    @classmethod
    def from_params(cls: type[AppT], params: Mapping[str, str]) -> AppT:
        """The app a dashboard link asks for (``?seed=7&level=medium`` ...), with its first task dealt.

        A link is typed by people: unknown or out-of-range values fall back or are clamped, never raise.
        """
        return cls.from_link(params, int_param(dict(params), "seed", 1, 0, MAX_SEED)).start()

    def start(self: AppT) -> AppT:
        """Deal the first task; returns self so a dashboard cell can end with ``.start()``."""
        self.trainer.start()
        self.show_link()
        return self

    def query(self) -> str:
        """The query string that deals these tasks again: what a teacher shares with the class."""
        return "?" + urlencode({"seed": self.trainer.series.seed, **self.link_params()})

    def show_link(self) -> None:
        """Bring the share link up to date with the series being dealt."""
        self.link.query = self.query()

    def class_code(self) -> int | None:
        """The seed typed in the class code box, or None unless it is a whole number (digits only)."""
        text = self.seed.value.strip()
        if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
            return None
        return int(text)

    def settings_changed(self, _change: Any = None) -> None:
        """Deal a new series from the settings and the class code; a bad class code gets a note."""
        seed = self.class_code()
        if seed is None:
            self.seed_note.value = (
                "<span class='ek-note'>"
                + html.escape(_("The class code is a whole number: digits only, for example 7."))
                + "</span>"
            )
            return
        self.seed_note.value = ""
        if self.apply_settings(seed):
            self.show_link()

    def _on_settings_button(self, change: dict[str, Any]) -> None:
        self.settings.layout.display = "flex" if change["new"] else "none"
