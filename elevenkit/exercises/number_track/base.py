"""What every Number Track task shares: the scene the Start 11! board shows, the answer shapes
(one number; some spaces; some tiles) and the words for tiles and spaces.

A sentence that names a row is written once per row colour of the standard board (``{"yellow":
_("… the yellow row …"), …}[row]``), never with a row's name put into it: a translation agrees with
the row ("in der gelben Reihe").

A task never draws: its :class:`TrackScene` says what the board widget should show (the tiles on
the board, the pupil's tiles, the tile the question is about) and what a click on it means. The
checkers read every answer with :mod:`elevenkit.exercises.answers` or, for clicks, with
:func:`read_spaces` and :func:`read_tiles`, so no input ever raises.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Generic, TypeVar

from elevenkit.exercises.answers import Reading, is_blank, read_number, read_numbers
from elevenkit.exercises.base import Cue, Feedback, PupilMessage, Task
from elevenkit.i18n import _, ngettext
from elevenkit.start11 import Board, InvalidTileError, Space, Tile, standard_layout
from elevenkit.start11.drawing import number_name
from elevenkit.start11.rules import START_NUMBER
from elevenkit.start11.svg import tile_name

__all__ = [
    "FIRST",
    "LAST",
    "START",
    "Category",
    "ChoiceTask",
    "NumberTrackTask",
    "Pick",
    "SpaceChoiceTask",
    "TileChoiceTask",
    "TrackScene",
    "TrackTask",
    "after_click",
    "choice_text",
    "read_spaces",
    "read_tiles",
    "space_words",
    "tile_words",
]

#: the number track of one row: 1 to 20 on the standard board, and the 11 every row starts from
FIRST = 1
LAST = standard_layout().numbers
START = START_NUMBER


class Pick(str, Enum):
    """What a click on the board means for a task."""

    NUMBER = "number"  #: a space stands for its number (the answer is one number; typing works too)
    SPACE = "space"  #: exactly one space is the answer
    SPACES = "spaces"  #: several spaces are the answer (each click chooses or puts back)
    TILES = "tiles"  #: several of the pupil's tiles are the answer
    NONE = "none"  #: the answer is typed


class Category(str, Enum):
    """The misconceptions a wrong answer shows (:attr:`Feedback.category`, for the teacher)."""

    OFF_BY_ONE = "off-by-one"
    COUNTED_THE_START = "counted-the-start"
    WRONG_WAY = "went-the-wrong-way"
    SAME_NUMBER = "gave-the-same-number"
    GAVE_THE_NUMBER = "gave-the-number-not-the-steps"
    ALREADY_THERE = "chose-a-number-already-there"
    OUTSIDE = "outside-the-run"
    NEEDS_NEIGHBOUR = "no-neighbour-yet"
    TAKEN = "space-taken"
    WRONG_NUMBER = "not-its-number"
    SAME_ROW = "stayed-in-the-same-row"
    WRONG_ROW = "wrong-row"
    BRIDGING_TEN = "off-by-ten"
    LEFT_ONE_OUT = "left-a-tile-out"
    COUNTED_TILES = "counted-the-tiles"
    OTHER = "other"


# ---- words --------------------------------------------------------------------------------------
def tile_words(tile: Tile) -> str:
    """A tile for pupils: "yellow 12", "joker 7" (the board's own words)."""
    return tile_name(tile)


def space_words(space: Space) -> str:
    """A space for pupils: "yellow 12" (the row's colour and the number)."""
    return number_name(space.row, space.number)


def choice_text(spaces: Sequence[Space], tiles: Sequence[Tile] = ()) -> str:
    """ "Your choice: red 10, red 14": the tiles chosen, else the spaces ("—" for nothing yet)."""
    items = [tile_words(tile) for tile in tiles] or [space_words(space) for space in spaces]
    return _("Your choice: {items}").format(items=", ".join(items) or "—")


# ---- the scene on the board ------------------------------------------------------------------------
@dataclass(frozen=True)
class TrackScene:
    """What the board widget shows for a task and how the pupil answers on it.

    ``focus`` are tiles on the board the question is about (ringed); ``reveal`` the spaces lit up
    by the last hint and by a right answer; ``typed`` whether a number may be typed.
    """

    board: Board
    holder: tuple[Tile, ...] = ()
    pick: Pick = Pick.NONE
    typed: bool = True
    focus: tuple[Space, ...] = ()
    reveal: tuple[Space, ...] = ()


def after_click(pick: Pick, chosen: Sequence[Space], space: Space) -> list[Space]:
    """The spaces chosen once ``space`` is clicked: for a number or one space only it; for several
    spaces it is added, or put back when it was chosen. A :class:`PupilMessage` when a click on a
    space answers nothing (the pupil's tiles or a typed number are the answer)."""
    if pick in (Pick.NUMBER, Pick.SPACE):
        return [space]
    if pick is Pick.SPACES:
        return [other for other in chosen if other != space] if space in chosen else [*chosen, space]
    if pick is Pick.TILES:
        raise PupilMessage(_("Choose from your tiles under the board."))
    raise PupilMessage(_("Type your answer in the box."))


class TrackTask(Task):
    """A Number Track task: it says what the board shows and gives its answer in checkable form."""

    #: what a child does before answering (count the jumps, find the number), drawn first; None: nothing
    first_cue: ClassVar[Cue | None] = None

    @property
    def cues(self) -> tuple[Cue, ...]:
        """:attr:`first_cue`, then tap (the board or the tiles) or, where nothing is clicked, type."""
        answer = Cue.TYPE if self.scene.pick is Pick.NONE else Cue.TAP
        return (answer,) if self.first_cue is None else (self.first_cue, answer)

    @property
    @abstractmethod
    def scene(self) -> TrackScene:
        """What the board shows for this task."""

    @abstractmethod
    def expected(self) -> Any:
        """The right answer in the form :meth:`check` takes (what a pupil's clicks would send)."""


# ---- tasks with one number as the answer ------------------------------------------------------------
class NumberTrackTask(TrackTask):
    """A task answered with one whole number (typed, or a space clicked for its number)."""

    @property
    @abstractmethod
    def answer(self) -> int:
        """The right number."""

    @abstractmethod
    def _wrong(self, given: int) -> tuple[str, Category]:
        """Why ``given`` is not the answer (without giving it away) and the misconception it shows."""

    @abstractmethod
    def _right(self) -> str:
        """Praise with the reason."""

    def expected(self) -> int:
        return self.answer

    def _how_to_answer(self) -> str:
        """The one way (or two) this task takes an answer, as the nudge for an empty Check: never a
        way the board then refuses (a click on a board that is only to look at)."""
        scene = self.scene
        clicks = scene.pick in (Pick.NUMBER, Pick.SPACE)
        if clicks and scene.typed:
            return _("Type a number or click a space, then check.")
        if clicks:
            return _("Click a space, then check.")
        return _("Type a number in the box, then check.")

    def check(self, answer: Any) -> Feedback:
        """Judge a number (or text holding one); blank or unreadable answers get a nudge, uncounted."""
        reading = read_number(answer)
        if reading.blank:
            return Feedback(False, self._how_to_answer(), counted=False)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        if reading.value == self.answer:
            return Feedback(True, _("Right! {why}").format(why=self._right()))
        message, category = self._wrong(reading.value)
        return Feedback(False, message, category=category.value)


# ---- tasks where the pupil chooses spaces or tiles ---------------------------------------------------
def read_spaces(answer: Any, row: str | None = None) -> Reading[tuple[Space, ...]]:
    """Spaces clicked (``["red 7", "blue 7"]`` or :class:`Space` values), or numbers typed for
    ``row`` (``"9 12"``); a note for anything else, never an error."""
    layout = standard_layout()
    if is_blank(answer):
        return Reading(note=_("Click a space on the board first, then check."), blank=True)
    if row is not None and not isinstance(answer, (list, tuple, Space)):
        numbers = read_numbers(answer)
        if not numbers.ok or numbers.value is None:
            return Reading(note=numbers.note)
        if any(not FIRST <= number <= LAST for number in numbers.value):
            return Reading(note=_("The numbers on the board go from {first} to {last}.").format(first=FIRST, last=LAST))
        return Reading(tuple(Space(row, number) for number in numbers.value))
    return _read_space_names(list(answer) if isinstance(answer, (list, tuple)) else [answer], layout)


def _read_space_names(items: list[Any], layout: Any) -> Reading[tuple[Space, ...]]:
    spaces = []
    for item in items:
        if isinstance(item, Space) and item in layout.space_index:
            spaces.append(item)
            continue
        try:  # only text is read: the engine's note about anything else would quote it whole
            spaces.append(layout.parse_space(item if isinstance(item, str) else ""))
        except InvalidTileError:
            return Reading(note=_("Click the spaces on the board to choose them."))
    return Reading(tuple(spaces))


def read_tiles(answer: Any) -> Reading[tuple[Tile, ...]]:
    """Tiles chosen (``["yellow 12", "grey 7"]`` or :class:`Tile` values); a note for anything else."""
    layout = standard_layout()
    if is_blank(answer):
        return Reading(note=_("Click your tiles to choose them, then check."), blank=True)
    tiles = []
    for item in list(answer) if isinstance(answer, (list, tuple)) else [answer]:
        if isinstance(item, Tile) and item in layout.kind_index:
            tiles.append(item)
            continue
        try:  # only text is read, as for spaces
            tiles.append(layout.parse_tile(item if isinstance(item, str) else ""))
        except InvalidTileError:
            return Reading(note=_("Click your tiles to choose them."))
    return Reading(tuple(tiles))


ItemT = TypeVar("ItemT", Space, Tile)


class ChoiceTask(TrackTask, Generic[ItemT]):
    """A task answered by choosing some spaces or tiles; the right ones come from the engine."""

    @property
    @abstractmethod
    def right(self) -> tuple[ItemT, ...]:
        """Every right choice."""

    @abstractmethod
    def read(self, answer: Any) -> Reading[tuple[ItemT, ...]]:
        """The pupil's choice."""

    @abstractmethod
    def words(self, item: ItemT) -> str:
        """The item for pupils."""

    @abstractmethod
    def why_not(self, item: ItemT) -> tuple[str, Category]:
        """Why ``item`` is not a right choice, and the misconception it shows."""

    @abstractmethod
    def why(self) -> str:
        """Why the right choices are right (said once the answer is right)."""

    def expected(self) -> list[str]:
        return [str(item) for item in self.right]

    def check(self, answer: Any) -> Feedback:
        """Judge a choice: a wrong item is explained; right ones with some missing are a good start."""
        reading = self.read(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        chosen = list(dict.fromkeys(reading.value))
        wrong = [item for item in chosen if item not in self.right]
        if wrong:
            message, category = self.why_not(wrong[0])
            return Feedback(False, message, category=category.value)
        missing = len(self.right) - len(chosen)
        if missing:
            return Feedback(
                False,
                ngettext(
                    "Good so far! There is {count} more to find.",
                    "Good so far! There are {count} more to find.",
                    missing,
                ).format(count=missing),
                counted=False,
            )
        return Feedback(True, _("Right! {why}").format(why=self.why()))


class SpaceChoiceTask(ChoiceTask[Space]):
    """Choose spaces on the board; :attr:`typed_row` (if set) lets the pupil type numbers of that row."""

    @property
    def typed_row(self) -> str | None:
        """The row whose numbers a pupil may type instead of clicking (None: clicks only)."""
        return None

    def read(self, answer: Any) -> Reading[tuple[Space, ...]]:
        return read_spaces(answer, self.typed_row)

    def words(self, item: Space) -> str:
        return space_words(item)


class TileChoiceTask(ChoiceTask[Tile]):
    """Choose some of the pupil's tiles."""

    def read(self, answer: Any) -> Reading[tuple[Tile, ...]]:
        reading = read_tiles(answer)
        if reading.ok and reading.value is not None:
            strangers = [tile for tile in reading.value if tile not in self.scene.holder]
            if strangers:
                return Reading(note=_("Choose from your own tiles, under the board."))
        return reading

    def words(self, item: Tile) -> str:
        return tile_words(item)
