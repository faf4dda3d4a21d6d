"""The Capture Trainer: a table and a hand card; the pupil chooses the cards the hand card takes.

Built on :class:`~elevenkit.widgets.trainer.TrainerFrame` (Check, Hint, New task, Same task again,
feedback, score and streak) with two buttons of its own: "Are there more?" and "Show all". Every
answer comes from :mod:`elevenkit.exercises.captures` and through it from the one-eleven engine.
"""

from __future__ import annotations

import html
from dataclasses import asdict, replace
from typing import Any, cast

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.dashboard import int_param
from elevenkit.exercises import Feedback, HintLadder, TaskSeries
from elevenkit.exercises.captures import (
    LEVELS,
    MAX_TABLE,
    CaptureDifficulty,
    CaptureTask,
    level_difficulty,
    make_capture_task,
)
from elevenkit.i18n import _
from elevenkit.oneeleven import rules
from elevenkit.widgets.cards import CardRow
from elevenkit.widgets.trainer import TrainerFrame, friendly_errors

__all__ = ["CaptureTrainer", "CaptureTrainerApp", "ShareLink", "difficulty_from_params"]

_FLAGS = {"one_eleven": "one11", "wilds": "wilds", "several": "several"}
#: the largest class code (seed) a link or the teacher's box takes
MAX_SEED = 10**9


def difficulty_from_params(params: dict[str, str]) -> CaptureDifficulty:
    """The difficulty a dashboard link asks for: ``?level=3`` (1 to 6, or easy, medium, hard as the
    landing page sends for every dashboard), then ``size``, ``max``, ``one11``, ``wilds``,
    ``several`` (0 or 1) and ``deck`` (addition, subtraction or mixed) on top.

    A link is typed by people: unknown or out-of-range values fall back or are clamped, never raise.
    """
    base = level_difficulty(params.get("level", "")) or LEVELS["1"]
    changes: dict[str, Any] = {
        "table_size": int_param(params, "size", base.table_size, 2, MAX_TABLE),
        "max_value": int_param(params, "max", base.max_value, 3, rules.WILD_MAX),
    }
    for field, name in _FLAGS.items():
        changes[field] = bool(int_param(params, name, int(getattr(base, field)), 0, 1))
    deck = params.get("deck", "").strip().lower()
    changes["deck"] = deck if deck in rules.MODES else base.deck
    try:
        return replace(base, **changes)
    except ValueError:  # e.g. a big table with small numbers: too few cards to deal
        return replace(base, table_size=min(changes["table_size"], base.table_size))


def params_for(difficulty: CaptureDifficulty, seed: int) -> str:
    """The query string that deals these tasks again: what a teacher shares with the class."""
    values = asdict(difficulty)
    parts = [f"seed={seed}", f"size={difficulty.table_size}", f"max={difficulty.max_value}"]
    parts += [f"{name}={int(values[field])}" for field, name in _FLAGS.items()]
    parts.append(f"deck={difficulty.deck}")
    return "?" + "&".join(parts)


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


def _row_title(text: str) -> widgets.HTML:
    return widgets.HTML(f"<h3 class='ek-row-title'>{html.escape(text)}</h3>")


class CaptureTrainer(TrainerFrame):
    """Deal capture tasks from a seeded series; the pupil selects table cards and presses Check."""

    def __init__(
        self, difficulty: CaptureDifficulty | None = None, seed: int | None = None, title: str | None = None
    ) -> None:
        self.hand = CardRow(selectable=False, label=_("Your card"))
        self.table = CardRow(label=_("Table cards: choose the ones your card takes"))
        self.found_label = widgets.HTML()
        self.found_label.add_class("ek-found")
        hand_column = widgets.VBox([_row_title(_("Your card")), self.hand])
        hand_column.add_class("ek-hand-column")
        table_column = widgets.VBox([_row_title(_("The table")), self.table])
        table_column.add_class("ek-table-column")
        cards = widgets.HBox([hand_column, table_column])
        cards.add_class("ek-capture-cards")
        area = widgets.VBox(
            [
                cards,
                widgets.HTML(f"<p class='ek-how'>{html.escape(_('Choose the cards, then press Check.'))}</p>"),
                self.found_label,
            ]
        )
        area.add_class("ek-capture-area")
        series = TaskSeries(make_capture_task, difficulty or CaptureDifficulty(), seed)
        super().__init__(series, area, title or _("Capture Trainer"))
        self.more_button = self._button(_("Are there more?"), self._on_more, "warning")
        self.show_all_button = self._button(_("Show all"), self._on_show_all, "")
        self.buttons.children = (*self.buttons.children, self.more_button, self.show_all_button)
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
        self._lock_table(False)
        self._show_found()

    def read_answer(self) -> list[int]:
        """The chosen table positions."""
        return list(self.table.selected)

    def check(self, answer: Any) -> Feedback:
        """Check as the frame does; a right group is taken off the table and the hints aim anew.

        Once the turn is done, no table card can be chosen any more (until the next task).
        """
        result = super().check(answer)
        task = self.capture_task
        if result.correct:
            self.table.disabled = sorted(task.taken)
            self.table.clear()
            self.hints = HintLadder(task.hints())
            self._show_found()
        self._lock_table(self.finished)
        return result

    def _lock_table(self, locked: bool) -> None:
        """Stop (or allow again) choosing table cards: a finished turn greys the cards left over."""
        if locked:
            self.table.clear()
        self.table.selectable = not locked

    def _show_found(self) -> None:
        found = self.capture_task.found
        if not found:
            self.found_label.value = ""
            return
        items = "".join(f"<li>{html.escape(group.equation)}</li>" for group in found)
        self.found_label.value = f"<p class='ek-found-title'>{html.escape(_('You took:'))}</p><ul>{items}</ul>"

    def set_difficulty(self, difficulty: CaptureDifficulty, seed: int | None = None) -> None:
        """Start a new series at ``difficulty`` (same seed unless given) and deal its first task."""
        self.series = TaskSeries(make_capture_task, difficulty, self.series.seed if seed is None else seed)
        self.start()

    @friendly_errors
    def _on_more(self) -> None:
        self.say(self.capture_task.more(), "info")

    @friendly_errors
    def _on_show_all(self) -> None:
        lines = self.capture_task.solution().split("\n")
        groups = "".join(f"<li>{html.escape(line[2:])}</li>" for line in lines if line.startswith("• "))
        text = [f"<p>{html.escape(line)}</p>" for line in lines if not line.startswith("• ")]
        self.feedback.value = (
            "<div role='status' aria-live='polite' class='ek-msg ek-info ek-show-all'>"
            f"{text[0]}<ul>{groups}</ul>{''.join(text[1:])}</div>"
        )


class CaptureTrainerApp(widgets.VBox):
    """The trainer with difficulty controls for the teacher and the link that shares these tasks."""

    def __init__(self, difficulty: CaptureDifficulty | None = None, seed: int = 1) -> None:
        difficulty = difficulty or CaptureDifficulty()
        self.trainer = CaptureTrainer(difficulty, seed)
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
        # digits only, read on Enter or when the box is left: "1e5" is refused, not read as 15
        self.seed = widgets.Text(
            str(seed), description=_("Class code (seed)"), continuous_update=False, style=style
        )
        self.seed_note = widgets.HTML()
        self.link = ShareLink()
        self.controls = [self.size, self.max_value, self.one_eleven, self.wilds, self.several, self.deck, self.seed]
        for control in self.controls:
            control.observe(self._on_settings, names="value")
        self.settings = widgets.VBox(
            [
                widgets.HBox([self.size, self.max_value]),
                widgets.HBox([self.one_eleven, self.wilds, self.several]),
                self.deck,
                widgets.HBox([self.seed, self.seed_note]),
                self.link,
            ],
            layout=widgets.Layout(display="none"),
        )
        self.settings.add_class("ek-settings")
        title = _("Difficulty (for the teacher)")
        self.settings_button = widgets.ToggleButton(False, description=title, tooltip=title, icon="sliders")
        self.settings_button.add_class("ek-settings-button")
        self.settings_button.observe(self._on_settings_button, names="value")
        super().__init__([self.trainer, self.settings_button, self.settings])
        self.add_class("ek-capture-app")
        self._show_link()
        self.trainer.start()

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

    def class_code(self) -> int | None:
        """The seed typed in the class code box, or None unless it is a whole number (digits only)."""
        text = self.seed.value.strip()
        if not (text.isascii() and text.isdigit()) or int(text) > MAX_SEED:
            return None
        return int(text)

    def _show_link(self) -> None:
        self.link.query = params_for(self.trainer.series.difficulty, self.trainer.series.seed)

    def _on_settings_button(self, change: dict[str, Any]) -> None:
        self.settings.layout.display = "flex" if change["new"] else "none"

    def _on_settings(self, _change: dict[str, Any]) -> None:
        seed = self.class_code()
        if seed is None:
            self.seed_note.value = "<span class='ek-note'>" + html.escape(
                _("The class code is a whole number: digits only, for example 7.")
            ) + "</span>"
            return
        self.seed_note.value = ""
        try:
            difficulty = self.difficulty()
        except ValueError:
            self.trainer.say(_("Too few cards with numbers this small for such a big table."), "info")
            return
        self.trainer.set_difficulty(difficulty, seed)
        self._show_link()

    @classmethod
    def from_params(cls, params: dict[str, str]) -> "CaptureTrainerApp":
        """The app a dashboard link asks for (``?seed=7&level=3&deck=subtraction`` ...)."""
        return cls(difficulty_from_params(params), int_param(params, "seed", 1, 0, MAX_SEED))
