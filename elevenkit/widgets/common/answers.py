"""Answer areas: one small protocol for every kind of answer a pupil gives on a page.

A trainer frame (and the lesson frame) holds an :class:`AnswerArea` and asks it, whatever it is,
to :meth:`~AnswerArea.read` the pupil's answer in the form the task's ``check`` takes, to say it as
the teacher reads it (:meth:`~AnswerArea.text`), to :meth:`~AnswerArea.lock` it once the task is
finished, to give the work a reload should draw again (:meth:`~AnswerArea.kept`, JSON) and to
:meth:`~AnswerArea.restore` it, and to :meth:`~AnswerArea.clear` it. A new kind of answer is one
new class here, never an ``isinstance`` chain in a frame:

- :class:`TypedAnswer`: a number (or a few words) typed into a :class:`NumberBox`; Enter checks;
- :class:`CardsAnswer`: cards chosen in a :class:`~elevenkit.widgets.views.cards.CardRow`;
- :class:`CircleAnswer`: numbers chosen on the :class:`~elevenkit.widgets.views.number_circle.NumberCircle`;
- :class:`BoardAnswer`: spaces or tiles chosen on the Start 11! board, or a space's number typed;
- :class:`ChoicesAnswer`: one button per choice; a press is the answer.

What a reload brings back was kept by the browser: :meth:`~AnswerArea.restore` leaves out whatever
does not fit the task on screen, and never raises.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from elevenkit.exercises import PupilMessage
from elevenkit.exercises.number_track import Pick, TrackScene
from elevenkit.exercises.number_track.base import after_click, choice_text
from elevenkit.exercises.sessions import answer_text
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.start11 import Space
from elevenkit.widgets.common.buttons import make_button
from elevenkit.widgets.views.board import TrackBoard
from elevenkit.widgets.views.cards import CardRow
from elevenkit.widgets.views.number_circle import NumberCircle

__all__ = [
    "MAX_BOX_CHARS",
    "AnswerArea",
    "BoardAnswer",
    "CardsAnswer",
    "ChoicesAnswer",
    "CircleAnswer",
    "NumberBox",
    "TypedAnswer",
]

#: the longest text an answer box keeps ("12 ox heads"); longer text is cut, never read
MAX_BOX_CHARS = 12

Listener = Callable[[], Any]


class AnswerArea:
    """One kind of answer on the page (see the module). ``widget`` is what goes on the page."""

    widget: widgets.Widget

    def read(self) -> Any:
        """The pupil's answer, in the form the task's ``check`` takes; a
        :class:`~elevenkit.exercises.PupilMessage` when there is nothing to check yet."""
        raise NotImplementedError

    def text(self, answer: Any) -> str:
        """``answer`` as the teacher reads it (and as a repeated check is told): "7, 5"."""
        return answer_text(answer)

    def lock(self, locked: bool) -> None:
        """Stop (or allow again) answering: a finished task keeps its picture but takes no answer."""

    def kept(self) -> Any:
        """The pupil's work a reload should draw again, as JSON (None: nothing)."""
        return None

    def restore(self, work: Any) -> None:
        """Draw again the ``work`` :meth:`kept` gave before a reload; what does not fit is left out."""

    def clear(self) -> None:
        """Nothing chosen or typed."""

    def on_change(self, listener: Listener) -> None:
        """Call ``listener()`` whenever the pupil changes the answer."""


class NumberBox(widgets.Text):
    """The box a pupil types a number into: text longer than :data:`MAX_BOX_CHARS` is cut (a pasted
    page of digits never reaches a checker), and Enter calls the handlers of :meth:`on_enter`.

    (Enter in a Text box sends ``{"event": "submit"}``; observing ``value`` with
    ``continuous_update=False`` would also fire when the box loses focus, e.g. on a click on Check.)
    """

    def __init__(self, *, max_chars: int = MAX_BOX_CHARS, **kwargs: Any) -> None:
        super().__init__(
            **{
                "value": "",
                "placeholder": _("your number"),
                "description": _("Your answer:"),
                "style": {"description_width": "initial"},
                **kwargs,
            }
        )
        self.add_class("ek-number-answer")
        self.max_chars = max_chars
        self._enter = widgets.CallbackDispatcher()
        self.observe(self._cut, "value")
        self.on_msg(self._on_msg)

    def on_enter(self, callback: Listener) -> None:
        """Call ``callback()`` when the pupil presses Enter in the box."""
        self._enter.register_callback(callback)

    def _cut(self, change: dict[str, Any]) -> None:
        if self.max_chars and len(change["new"]) > self.max_chars:
            self.value = change["new"][: self.max_chars]

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self._enter()


class TypedAnswer(AnswerArea):
    """A typed answer: the text in a :class:`NumberBox` (kept as typed across a reload)."""

    def __init__(self, box: NumberBox | None = None) -> None:
        self.box = box or NumberBox()
        self.widget = self.box

    def read(self) -> str:
        """The text typed."""
        return str(self.box.value)

    def lock(self, locked: bool) -> None:
        """A locked box takes no typing."""
        self.box.disabled = locked

    def kept(self) -> str:
        """The text typed."""
        return str(self.box.value)

    def restore(self, work: Any) -> None:
        """Type again the text typed before a reload (cut to the box's length)."""
        if isinstance(work, str):
            self.box.value = work[: self.box.max_chars or None]

    def clear(self) -> None:
        """An empty box."""
        self.box.value = ""

    def on_change(self, listener: Listener) -> None:
        """Every keystroke is a change."""
        self.box.observe(lambda _change: listener(), "value")


class CardsAnswer(AnswerArea):
    """Cards chosen in a row: their positions, as the task takes them; the teacher reads the cards
    themselves, smallest position first, joined by ``joiner`` ("2, 5", or "2 + 5" for a sum)."""

    def __init__(self, row: CardRow, joiner: str = ", ") -> None:
        self.row = row
        self.widget = row
        self.joiner = joiner

    def read(self) -> list[int]:
        """The chosen positions, left to right."""
        return list(self.row.selected)

    def text(self, answer: Any) -> str:
        """The cards at the positions ``answer``, left to right."""
        if isinstance(answer, (list, tuple)) and all(type(place) is int for place in answer):
            cards = self.row.cards
            return self.joiner.join(cards[place] for place in sorted(answer) if 0 <= place < len(cards))
        return super().text(answer)

    def lock(self, locked: bool) -> None:
        """A locked row chooses nothing more and lets go of its choice and its rings."""
        if locked:
            self.row.clear()
            self.row.marked = []
        self.row.selectable = not locked

    def kept(self) -> list[int]:
        """The chosen positions."""
        return list(self.row.selected)

    def restore(self, work: Any) -> None:
        """Choose again the positions chosen before a reload that are still on the row and free."""
        if isinstance(work, list):
            free = set(range(len(self.row.cards))) - set(self.row.disabled)
            self.row.selected = sorted({place for place in work if type(place) is int and place in free})

    def clear(self) -> None:
        """No card chosen."""
        self.row.clear()

    def on_change(self, listener: Listener) -> None:
        """Every card chosen or put back is a change."""
        self.row.observe(lambda _change: listener(), "selected")


class CircleAnswer(AnswerArea):
    """Numbers chosen on the number circle: in the order chosen when ``ordered`` (an order to lay
    the cards in), smallest first otherwise (so the same choice is the same answer)."""

    def __init__(self, circle: NumberCircle, ordered: bool = False) -> None:
        self.circle = circle
        self.widget = circle
        self.ordered = ordered

    def read(self) -> list[int]:
        """The numbers chosen."""
        chosen = list(self.circle.selected)
        return chosen if self.ordered else sorted(chosen)

    def lock(self, locked: bool) -> None:
        """A locked circle keeps its picture; a click changes nothing and is answered in words."""
        self.circle.locked = locked

    def kept(self) -> list[int]:
        """The numbers chosen, in the order chosen."""
        return list(self.circle.selected)

    def restore(self, work: Any) -> None:
        """Choose again the numbers chosen before a reload that the circle offers on this task."""
        if isinstance(work, list):
            offered = self.circle.pickable
            self.circle.selected = list(dict.fromkeys(n for n in work if type(n) is int and n in offered))

    def clear(self) -> None:
        """Nothing chosen, no counting path."""
        self.circle.clear()

    def on_change(self, listener: Listener) -> None:
        """Every number chosen or put back is a change."""
        self.circle.observe(lambda _change: listener(), "selected")


class BoardAnswer(AnswerArea):
    """An answer on the Start 11! board, as the task's scene says (:class:`~elevenkit.exercises.number_track.Pick`):
    a space stands for its number (it goes into the box), or one or several spaces are chosen, or
    the pupil's tiles; or a number is typed. ``widget`` is the board with the box, the choice in
    words and "Clear my choice" under it; ``css_prefix`` names their row (``ek-nt``)."""

    def __init__(self, board: TrackBoard, css_prefix: str = "ek-nt") -> None:
        self.board = board
        self.box = NumberBox()
        self.choice = widgets.HTML()
        self.choice.add_class("ek-choice")
        self.clear_button = make_button(_("Clear my choice"), self.clear)
        #: the spaces chosen on the board for the task on screen, in the order chosen
        self.spaces: list[Space] = []
        self.scene: TrackScene | None = None
        self.locked = False
        row = widgets.HBox([self.box, self.choice, self.clear_button])
        row.add_class(f"{css_prefix}-answer-row")
        self.widget = widgets.VBox([board, row])
        self.widget.add_class(f"{css_prefix}-answer")
        board.observe(lambda _change: self.show_choice(), "marked")

    def show_scene(self, scene: TrackScene) -> None:
        """Draw ``scene`` on the board with nothing chosen, and show the parts its answer needs."""
        self.scene = scene
        self.spaces = []
        with self.board.hold_sync():
            self.board.choose_many = scene.pick is Pick.TILES
            self.board.show(scene.board, recent=list(scene.focus))
            self.board.holder = [str(tile) for tile in scene.holder]
            self.board.highlight = []
        self.box.value = ""
        choosing = scene.pick in (Pick.SPACE, Pick.SPACES, Pick.TILES)
        self.box.layout.display = None if scene.typed else "none"
        self.choice.layout.display = None if choosing else "none"
        self.clear_button.layout.display = None if choosing else "none"
        self.show_choice()

    @property
    def pick(self) -> Pick:
        """What a click on the board means for the task on screen."""
        return self.scene.pick if self.scene is not None else Pick.NONE

    def read(self) -> Any:
        """The tiles or spaces chosen, else the typed number; a note when nothing is given yet."""
        scene = self.scene
        assert scene is not None, "show_scene() draws the task first"
        if scene.pick is Pick.TILES:
            if not self.board.marked:
                raise PupilMessage(_("Click your tiles under the board to choose them."))
            return [self.board.holder[index] for index in self.board.marked]
        if self.spaces and scene.pick in (Pick.SPACE, Pick.SPACES):
            return [str(space) for space in self.spaces]
        if scene.typed and self.box.value.strip():
            return self.box.value
        if scene.pick is Pick.NONE:
            raise PupilMessage(_("Type a number in the box first."))
        raise PupilMessage(_("Click a space on the board first."))

    def pick_space(self, space: Space) -> None:
        """A space clicked: its number goes into the box, or it is chosen (clicked again: put back).
        A click a locked board cannot use changes nothing; one the task cannot use raises its note."""
        if self.locked or self.scene is None:
            return
        self.spaces = after_click(self.scene.pick, self.spaces, space)
        if self.scene.pick is Pick.NUMBER:
            self.box.value = str(space.number)
        self.board.highlight = [str(chosen) for chosen in self.spaces]
        self.show_choice()

    def reveal(self) -> None:
        """Light up the spaces of the answer (the last hint, a right answer)."""
        if self.scene is not None:
            self.board.highlight = [str(space) for space in self.scene.reveal]

    def show_choice(self) -> None:
        """The spaces or tiles chosen so far, in words."""
        tiles = [self.board.board.layout.parse_tile(self.board.holder[i]) for i in self.board.marked]
        text = choice_text(self.spaces, tiles if self.board.choose_many else [])
        self.choice.value = element("span", text, class_="ek-choice-text")

    def lock(self, locked: bool) -> None:
        """A locked board takes no more clicks (its picture stays)."""
        self.locked = locked

    def clear(self) -> None:
        """Nothing chosen on the board, nothing lit up."""
        self.spaces = []
        self.board.marked = []
        self.board.highlight = []
        self.show_choice()

    def on_change(self, listener: Listener) -> None:
        """A tile chosen or a number typed is a change."""
        self.board.observe(lambda _change: listener(), "marked")
        self.box.observe(lambda _change: listener(), "value")


class ChoicesAnswer(AnswerArea):
    """One button per choice (true or false, spot the mistake): a press is the answer, its index."""

    def __init__(self, choices: Sequence[str], on_choose: Callable[[int], Any]) -> None:
        self.labels = list(choices)
        self.chosen: int | None = None
        self.buttons = [
            make_button(label, self._press(index, on_choose), fit=True) for index, label in enumerate(self.labels)
        ]
        for pressed in self.buttons:
            pressed.add_class("ek-choice")
        self.widget = widgets.VBox(self.buttons)

    def _press(self, index: int, on_choose: Callable[[int], Any]) -> Callable[[], Any]:
        def press() -> Any:
            self.chosen = index
            return on_choose(index)

        return press

    def read(self) -> int:
        """The index of the choice pressed last."""
        if self.chosen is None:
            raise PupilMessage(_("Press the answer you think is right."))
        return self.chosen

    def text(self, answer: Any) -> str:
        """The choice's words."""
        if type(answer) is int and 0 <= answer < len(self.labels):
            return self.labels[answer]
        return super().text(answer)

    def lock(self, locked: bool) -> None:
        """Locked choices cannot be pressed."""
        for pressed in self.buttons:
            pressed.disabled = locked

    def clear(self) -> None:
        """Nothing pressed yet."""
        self.chosen = None
