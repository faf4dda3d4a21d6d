"""What a lesson step shows above its question, one class per kind of picture: nothing, rows of
one-eleven cards, the 11 nimmt! number circle, the Start 11! board.

:func:`step_picture` picks the class for a step's picture from :data:`PICTURES` (a new kind of
picture is one new class and one entry there). A picture gives the step its answer area
(:meth:`StepPicture.answer_area`: the typing box, or what is clicked on the picture, as an
:class:`~elevenkit.widgets.common.answers.AnswerArea`) and answers what the step tells it: an answer
was checked (:meth:`StepPicture.checked`: cards taken stay crossed out, a right answer on the board
lights up), the last hint was given (:meth:`StepPicture.revealed`), the task starts afresh
(:meth:`StepPicture.dealt`). Only a ``teaching`` picture (an explain step) shows the windows of ten
and counts the steps of a path: in a task they would give the answer away.
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar, Protocol

import ipywidgets as widgets

from elevenkit.exercises.base import Feedback, Task
from elevenkit.exercises.captures.parts import TaskPicture
from elevenkit.exercises.lessons import Step
from elevenkit.exercises.lessons.steps import Picture
from elevenkit.exercises.number_track import Pick, TrackScene
from elevenkit.exercises.number_track.base import after_click
from elevenkit.exercises.wraparound.base import Scene
from elevenkit.i18n import _
from elevenkit.markup import element
from elevenkit.start11 import Space, Tile
from elevenkit.widgets.common import friendly_errors
from elevenkit.widgets.common.answers import AnswerArea, BoardAnswer, CardsAnswer, CircleAnswer, NumberBox, TypedAnswer
from elevenkit.widgets.views.board import TrackBoard
from elevenkit.widgets.views.cards import CardRow
from elevenkit.widgets.views.number_circle import NumberCircle

__all__ = [
    "PICTURES",
    "BoardPicture",
    "CardsPicture",
    "CirclePicture",
    "LessonBoard",
    "StepHost",
    "StepPicture",
    "answer_box",
    "step_picture",
]

#: the longest answer a lesson's box keeps ("2, 3, 5, 7, 11, 13, 17, 19" and more)
MAX_ANSWER_CHARS = 200


class StepHost(Protocol):
    """The step a picture belongs to: it says things to the pupil, knows its task and whether it is solved."""

    def say(self, message: str, tone: str) -> None: ...

    @property
    def solved(self) -> bool: ...

    @property
    def task(self) -> Any: ...


def answer_box(step: Step) -> NumberBox:
    """The step's typing box, labelled as the step says (Enter checks, see :meth:`NumberBox.on_enter`)."""
    return NumberBox(
        max_chars=MAX_ANSWER_CHARS,
        placeholder=_("Type your answer here"),
        description=step.box or _("Your answer"),
        continuous_update=True,
    )


class StepPicture:
    """No picture: the answer is typed. The base of every kind of picture (see the module).

    ``widgets`` go above the question; ``view`` is the one a pupil clicks to answer (None: none).
    """

    #: the step answer kinds (:data:`~elevenkit.exercises.lessons.steps.ANSWER_KINDS`) answered on this picture
    clicked_kind: ClassVar[str] = ""

    def __init__(self, picture: Any, step: Step | None, host: StepHost | None, teaching: bool) -> None:
        self.widgets: list[widgets.Widget] = []
        self.view: Any = None
        self.clicked = step is not None and step.answer == self.clicked_kind != ""
        self.host = host

    def refuse_click(self, message: str) -> None:
        """A click the picture cannot use: say what to do instead (``message``), or, once the step is
        solved, that it is done, so that no sentence asks for a click that is refused again."""
        if self.host is None:
            return
        if self.host.solved:
            self.host.say(_("This step is done. Press Next, or Try again to do it once more."), "info")
        else:
            self.host.say(message, "info")

    @property
    def board(self) -> LessonBoard | None:
        """The Start 11! board of the picture (None: another picture)."""
        return None

    @property
    def spaces(self) -> list[Space]:
        """The spaces chosen on the picture (a board), in the order chosen."""
        return []

    def answer_area(self, box: NumberBox) -> tuple[AnswerArea, list[widgets.Widget]]:
        """How the step is answered with this picture and what goes under the question: the typing
        box, or what the pupil clicks on the picture (:meth:`clicked_area`)."""
        if self.clicked:
            return self.clicked_area(), []
        return TypedAnswer(box), [box]

    def clicked_area(self) -> AnswerArea:
        """The answer read from the picture (a kind answered on the picture gives its own)."""
        raise NotImplementedError

    def checked(self, task: Task, result: Feedback, problem: bool) -> None:
        """An answer was checked (``problem``: a step that collects many answers)."""

    def revealed(self, task: Task) -> None:
        """The last hint was given: light up the answer where the picture can."""

    def dealt(self, task: Task) -> None:
        """The step starts afresh with ``task``: nothing chosen, nothing crossed out."""


class CardsPicture(StepPicture):
    """Rows of one-eleven cards with their captions; the pupil clicks cards in the last row."""

    clicked_kind = "cards"

    def __init__(self, picture: TaskPicture, step: Step | None, host: StepHost | None, teaching: bool) -> None:
        super().__init__(picture, step, host, teaching)
        row = None
        for index, shown in enumerate(picture.rows):
            last = index == len(picture.rows) - 1
            row = CardRow(shown.cards, deck=picture.deck, label=shown.caption, selectable=self.clicked and last)
            self.widgets += [widgets.HTML(element("b", shown.caption)), row]
        self.row = row
        self.view = row if self.clicked else None
        for child in self.widgets:
            if isinstance(child, CardRow):
                child.on_refused(functools.partial(self._refused, child))

    def _refused(self, row: CardRow, value: str) -> None:
        """A card that cannot be chosen: the task says why (the pupil's own card, a card taken
        already); in a typed task the cards are only to look at, and the box is said instead."""
        task = getattr(self.host, "task", None)
        refusal = getattr(task, "refusal", None)
        if not self.clicked:
            self.refuse_click(_("These cards are only to look at. Type your answer in the box, then press Check."))
        elif callable(refusal):
            place = int(value) if row is self.row and value.isascii() and value.isdigit() else None
            self.refuse_click(refusal(place))

    def clicked_area(self) -> AnswerArea:
        """The cards chosen in the last row; the teacher reads them as a sum."""
        assert self.row is not None, "a cards picture has a row"
        return CardsAnswer(self.row, joiner=" + ")

    def checked(self, task: Task, result: Feedback, problem: bool) -> None:
        """Cards a capture task took stay on the table crossed out; a problem's cards go back."""
        if not (result.correct and self.clicked and self.row is not None):
            return
        taken = getattr(task, "taken", None)
        if isinstance(taken, set):
            self.row.disabled = sorted(taken)
        self.row.clear()

    def dealt(self, task: Task) -> None:
        if self.clicked and self.row is not None:
            self.row.disabled = []
            self.row.clear()


class CirclePicture(StepPicture):
    """The number circle, zoomed: the arc the task speaks of drawn large, the numbers to choose as
    big buttons (a number grid when there is no pile to count from), the whole circle small. When
    the answer is chosen on it a click chooses (one it cannot use is answered in words, as in the
    trainer); when the answer is typed a click on a number counts up to it from the pile; a circle
    that can neither be answered on nor counted on is a picture only: it takes no click."""

    clicked_kind = "circle"

    def __init__(self, picture: Scene, step: Step | None, host: StepHost | None, teaching: bool) -> None:
        super().__init__(picture, step, host, teaching)
        self.circle = NumberCircle.for_scene(
            picture,
            zoom=True,
            show_windows=teaching,
            show_fit=False,
            show_steps=teaching,
            show_arc=bool(picture.tops or picture.focus),
            ordered=picture.answer == "order",
            interactive=self.clicked or bool(picture.tops),
            explore=not self.clicked,  # answered on the circle, a click chooses; it does not count
        )
        if not self.clicked:
            self.circle.pickable = []  # the answer is typed: no number looks like a button to press
        self.circle.on_refused(self._refused)
        self.widgets = [self.circle]
        self.view = self.circle if self.clicked else None

    def _refused(self, value: str) -> None:
        """A click the circle cannot use: the task says what to do, as in the trainer."""
        if self.host is None:
            return
        refusal = getattr(self.host.task, "refusal", None)
        if callable(refusal):
            self.refuse_click(refusal(int(value) if value.isascii() and value.isdigit() else None))
        elif self.host.solved:
            self.refuse_click("")

    def clicked_area(self) -> AnswerArea:
        """The numbers chosen, in the order chosen (the task decides whether the order counts)."""
        return CircleAnswer(self.circle, ordered=True)

    def dealt(self, task: Task) -> None:
        self.circle.clear()


class LessonBoard(TrackBoard):
    """The Start 11! board of a lesson step, showing a task's scene (with ``teaching``, the spaces
    it lights up too). :meth:`pick` takes what a pupil clicks: a space, one of the pupil's tiles
    (chosen or put back when tiles are the answer), or a number for its space on the question's row.
    """

    def __init__(self, scene: TrackScene, teaching: bool = False) -> None:
        super().__init__()
        self.scene = scene
        self.add_class("ek-number-track")  # the trainer's board style: tiles stand out from empty spaces
        with self.hold_sync():
            self.choose_many = scene.pick is Pick.TILES
            self.show(scene.board, recent=list(scene.focus))
            self.holder = [str(tile) for tile in scene.holder]
            self.highlight = [str(space) for space in scene.reveal] if teaching else []

    @property
    def row(self) -> str:
        """The row the question is about: of the spaces the scene rings or lights up."""
        spaces = (*self.scene.focus, *self.scene.reveal)
        return spaces[0].row if spaces else self.board.layout.colours[0]

    def pick(self, space: Space | Tile | str | int) -> None:
        """A click on a space (a :class:`Space` or its name, or a number on :attr:`row`) or on a tile."""
        if isinstance(space, Tile):
            self.choose(self.holder.index(str(space)))
            return
        if isinstance(space, int):  # True is no number: it names no space
            space = self.board.layout.parse_space(f"{self.row} {space}")
        super().pick(space)


class LessonBoardAnswer(BoardAnswer):
    """An answer on a lesson's board: the chosen tiles or spaces, else the number in the step's box
    (a click on a space of the question's row types its number). ``on_board`` False: the board only
    shows, the answer is typed, and a click on it says so. Whatever is not given yet is for the
    task to answer ("Click your tiles first")."""

    def __init__(self, board: LessonBoard, box: NumberBox, on_board: bool) -> None:
        super().__init__(board)
        self.box = box
        self.choice.remove_class("ek-choice")  # the lesson's choice buttons are called so
        self.on_board = on_board
        self.scene = board.scene

    @property
    def pick(self) -> Pick:
        """What a click on the board means: nothing when the answer is typed."""
        return self.scene.pick if self.on_board and self.scene is not None else Pick.NONE

    def read(self) -> Any:
        """The tiles chosen (maybe none), the spaces chosen, else the text in the box."""
        if self.pick is Pick.TILES:
            return [self.board.holder[index] for index in self.board.marked]
        if self.spaces and self.pick in (Pick.SPACE, Pick.SPACES):
            return [str(space) for space in self.spaces]
        return self.box.value

    def pick_space(self, space: Space) -> None:
        """A space clicked: its number goes into the box, or it is chosen (clicked again: put back);
        a :class:`~elevenkit.exercises.PupilMessage` says what to do when a click answers nothing."""
        self.spaces = after_click(self.pick, self.spaces, space)
        if self.pick is Pick.NUMBER:
            self.box.value = str(space.number)
        self.board.highlight = [str(chosen) for chosen in self.spaces]
        self.show_choice()

    def kept(self) -> str | None:
        """The number typed (a new one clears the feedback on the old one)."""
        return self.box.value or None

    def redraw(self, scene: TrackScene) -> None:
        """The board as ``scene`` shows it now (a problem puts in what was found)."""
        self.scene = scene
        self.board.show(scene.board, recent=list(scene.focus))


class BoardPicture(StepPicture):
    """The Start 11! board: spaces or the pupil's tiles are clicked as the scene says, or the
    number is typed while the board only shows."""

    clicked_kind = "board"

    def __init__(self, picture: TrackScene, step: Step | None, host: StepHost | None, teaching: bool) -> None:
        super().__init__(picture, step, host, teaching)
        self.lesson_board = LessonBoard(picture, teaching)
        self.widgets = [self.lesson_board]
        self.view = self.lesson_board if self.clicked else None
        self.area: LessonBoardAnswer | None = None
        self.typed = step is not None and (step.answer == "type" or picture.typed)

    @property
    def board(self) -> LessonBoard:
        return self.lesson_board

    @property
    def spaces(self) -> list[Space]:
        return self.area.spaces if self.area is not None else []

    def answer_area(self, box: NumberBox) -> tuple[AnswerArea, list[widgets.Widget]]:
        """The board's answer: the box when a number may be typed, the choice in words when spaces
        or tiles are chosen."""
        self.area = LessonBoardAnswer(self.lesson_board, box, self.clicked)
        self.lesson_board.on_pick(self._on_space)
        parts: list[widgets.Widget] = [box] if self.typed else []
        if self.area.pick in (Pick.SPACE, Pick.SPACES, Pick.TILES):
            parts.append(self.area.choice)
        self.area.show_choice()
        return self.area, parts

    def say(self, message: str, tone: str) -> None:
        """Say ``message`` in the step (the error guard of a click speaks through this)."""
        if self.host is not None:
            self.host.say(message, tone)

    @friendly_errors
    def _on_space(self, space: Space) -> None:
        if self.host is not None and self.host.solved:
            self.refuse_click("")  # the step is done: it says so, and what to press
        elif self.area is not None:
            self.area.pick_space(space)

    def checked(self, task: Task, result: Feedback, problem: bool) -> None:
        """A problem's choice goes back after each check and its board shows what was found so far;
        a right answer lights up its spaces."""
        if problem:
            self.dealt(task)
        if result.correct:
            self.revealed(task)

    def revealed(self, task: Task) -> None:
        """Light up the spaces the task reveals (its answer)."""
        scene = getattr(task, "scene", None)
        if isinstance(scene, TrackScene):
            self.lesson_board.highlight = [str(space) for space in scene.reveal]

    def dealt(self, task: Task) -> None:
        """Nothing chosen, nothing lit up, the board as the task's scene shows it now."""
        if self.area is None:
            return
        self.area.clear()
        scene = getattr(task, "scene", None)
        if isinstance(scene, TrackScene):
            self.area.redraw(scene)


#: the class of each kind of picture, by the type of the step's picture (None: no picture)
PICTURES: dict[type, type[StepPicture]] = {
    type(None): StepPicture,
    TaskPicture: CardsPicture,
    Scene: CirclePicture,
    TrackScene: BoardPicture,
}


def step_picture(
    picture: Picture | None, step: Step | None = None, host: StepHost | None = None, teaching: bool = False
) -> StepPicture:
    """The picture of a step (``step`` None: shown only, as in an explain step)."""
    kind = next(PICTURES[known] for known in type(picture).__mro__ if known in PICTURES)
    return kind(picture, step, host, teaching)
