"""The Number Track trainer: seeded Start 11! tasks about the numbers 1–20, answered on the board.

"What is one more than 14?", "start at 11 and count 3 back", "which numbers are missing?",
"which of your tiles fit now?", "which space does the bridge open?", "where may your joker go?",
"how many minus points are left?" — dealt by :mod:`elevenkit.exercises.number_track` from a seed
at a level, so a whole class with the same ``?seed=`` link gets the same tasks. The pupil answers
on the board (click, or arrow keys and Enter): a space stands for its number, or is chosen; a tile
of the holder is chosen; or types a number (Enter checks it). Every answer is judged by the task,
and through it by the engine; this view only shows the scene and passes the clicks on.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any, cast

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises import Feedback, Level, PupilMessage, Task
from elevenkit.exercises.number_track import DIFFICULTIES, Pick, TrackScene, TrackTask, make_number_track_task
from elevenkit.exercises.number_track.base import after_click, choice_text
from elevenkit.i18n import _
from elevenkit.start11 import Space
from elevenkit.widgets.board import BoardWidget
from elevenkit.widgets.svg_view import STATIC
from elevenkit.widgets.trainer import LeveledTrainerApp, LeveledTrainerFrame, friendly_errors

__all__ = ["NumberBox", "NumberTrackTrainer", "NumberTrackTrainerApp", "TrackBoard"]

#: the longest text the answer box keeps ("12 steps"); longer text is cut, never read
MAX_BOX_CHARS = 12


class NumberBox(widgets.Text):
    """The box a pupil types a number into: text longer than :data:`MAX_BOX_CHARS` is cut (a pasted
    page of digits never reaches a checker), and Enter calls the handlers of :meth:`on_enter`.

    (Enter in a Text box sends ``{"event": "submit"}``; observing ``value`` with
    ``continuous_update=False`` would also fire when the box loses focus, e.g. on a click on Check.)
    """

    def __init__(self) -> None:
        super().__init__(
            value="",
            placeholder=_("your number"),
            description=_("Your answer:"),
            style={"description_width": "initial"},
        )
        self.add_class("ek-number-answer")
        self._enter = widgets.CallbackDispatcher()
        self.observe(self._cut, "value")
        self.on_msg(self._on_msg)

    def on_enter(self, callback: Callable[[], Any]) -> None:
        """Call ``callback()`` when the pupil presses Enter in the box."""
        self._enter.register_callback(callback)

    def _cut(self, change: dict[str, Any]) -> None:
        if len(change["new"]) > MAX_BOX_CHARS:
            self.value = change["new"][:MAX_BOX_CHARS]

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self._enter()


class TrackBoard(BoardWidget):
    """The Start 11! board of the trainer: with ``choose_many`` a click on a tile marks or unmarks
    it (an answer of several tiles); without, the tiles are only shown."""

    # anywidget takes the style sheet as a path or as text: the board's sheet and the trainer's
    _css = (STATIC / "board.css").read_text() + (STATIC / "number_track.css").read_text()  # type: ignore[assignment]

    def __init__(self, **kwargs: Any) -> None:
        #: True while the task is answered by choosing tiles
        self.choose_many = False
        super().__init__(**kwargs)

    def choose(self, index: int) -> None:
        """Mark the tile at ``index``, or unmark it (only while tiles are the answer)."""
        if self.choose_many:
            self.marked = [i for i in self.marked if i != index] if index in self.marked else [*self.marked, index]


class NumberTrackTrainer(LeveledTrainerFrame):
    """The board with the pupil's tiles, a number box, a level switch and the trainer frame around them."""

    activity = catalogue.entry("number-track").activity
    levels = DIFFICULTIES

    def __init__(self, seed: int | None = None, level: Level | str = Level.EASY) -> None:
        self.board = TrackBoard()
        self.board.add_class("ek-nt-board")
        self.board.on_pick(self._on_space)
        self.board.observe(self._show_choice, "marked")
        self.number_box = NumberBox()
        self.number_box.on_enter(self._on_check)  # Enter presses Check
        self.choice = widgets.HTML()
        self.choice.add_class("ek-choice")
        self.clear_button = widgets.Button(description=_("Clear my choice"), tooltip=_("Clear my choice"))
        self.clear_button.on_click(lambda _button: self._on_clear())
        #: the spaces chosen on the board for the task on screen, in the order chosen
        self.spaces: list[Space] = []
        self.scene: TrackScene | None = None
        answer_row = widgets.HBox([self.number_box, self.choice, self.clear_button])
        answer_row.add_class("ek-nt-answer-row")
        answer_area = widgets.VBox([self.board, answer_row])
        answer_area.add_class("ek-nt-answer")
        super().__init__(make_number_track_task, seed, level, answer_area, _("Number Track"))
        # the level is for the teacher: below the score, out of the pupil's way
        info_row = widgets.HBox([self.level])
        info_row.add_class("ek-nt-info")
        self.children = (*self.children, info_row)  # type: ignore[has-type]
        self.add_class("ek-number-track")

    # ---- TrainerFrame hooks ------------------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw the task's scene on the board and reset the answer."""
        scene = cast(TrackTask, task).scene
        self.scene = scene
        self.spaces = []
        with self.board.hold_sync():
            self.board.choose_many = scene.pick is Pick.TILES
            self.board.show(scene.board, recent=list(scene.focus))
            self.board.holder = [str(tile) for tile in scene.holder]
            self.board.highlight = []
        self.number_box.value = ""
        choosing = scene.pick in (Pick.SPACE, Pick.SPACES, Pick.TILES)
        self.number_box.layout.display = None if scene.typed else "none"
        self.choice.layout.display = None if choosing else "none"
        self.clear_button.layout.display = None if choosing else "none"
        self._show_choice()

    def read_answer(self) -> Any:
        """The spaces or tiles chosen on the board, else the typed number."""
        scene = self._scene()
        if scene.pick is Pick.TILES:
            if not self.board.marked:
                raise PupilMessage(_("Click your tiles under the board to choose them."))
            return [self.board.holder[index] for index in self.board.marked]
        if self.spaces and scene.pick in (Pick.SPACE, Pick.SPACES):
            return [str(space) for space in self.spaces]
        if scene.typed and self.number_box.value.strip():
            return self.number_box.value
        if scene.pick is Pick.NONE:
            raise PupilMessage(_("Type a number in the box first."))
        raise PupilMessage(_("Click a space on the board first."))

    # ---- the board lights up with the last hint and with the right answer ---------------------
    def check(self, answer: Any) -> Feedback:
        """Check and count the answer; a right one lights up its spaces on the board."""
        result = super().check(answer)
        if result.correct:
            self._reveal()
        return result

    @friendly_errors
    def _on_hint(self) -> None:
        super()._on_hint()
        if self.hints.remaining == 0:
            self._reveal()

    def _reveal(self) -> None:
        self.board.highlight = [str(space) for space in self._scene().reveal]

    def _scene(self) -> TrackScene:
        assert self.scene is not None, "start() deals the first task"
        return self.scene

    # ---- clicks and keys ---------------------------------------------------------------------------
    @friendly_errors
    def _on_space(self, space: Space) -> None:
        """A space picked on the board: its number goes into the box, or it is chosen (or put back)."""
        scene = self._scene()
        if self.finished:
            return
        self.spaces = after_click(scene.pick, self.spaces, space)
        if scene.pick is Pick.NUMBER:
            self.number_box.value = str(space.number)
        self.board.highlight = [str(chosen) for chosen in self.spaces]
        self._show_choice()

    def _show_choice(self, _change: dict[str, Any] | None = None) -> None:
        tiles = [self.board.board.layout.parse_tile(self.board.holder[i]) for i in self.board.marked]
        text = choice_text(self.spaces, tiles if self.board.choose_many else [])
        self.choice.value = f"<span class='ek-choice-text'>{html.escape(text)}</span>"

    @friendly_errors
    def _on_clear(self) -> None:
        self.spaces = []
        self.board.marked = []
        self.board.highlight = []
        self._show_choice()


class NumberTrackTrainerApp(LeveledTrainerApp):
    """The Number Track trainer with the teacher's task set and the link that shares these tasks."""

    trainer_class = NumberTrackTrainer
