"""Lesson 9 · Planning your moves and minus points (Start 11!; age 6–8, with a grown-up reading along).

Which tiles fit now and which goes first (the engine decides), then the minus points of the tiles
left, added with number bonds to 10 and 20.
"""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.lessons.reasoning import always_sometimes_never, true_or_false, which_is_bigger
from elevenkit.exercises.lessons.steps import Lesson, explain, how_it_works_on_the_board, problem, reasoning, task
from elevenkit.exercises.lessons.track_problems import BondsProblem
from elevenkit.exercises.number_track import Category, FitTilesTask, MinusPointsTask, TrackScene, read_tiles
from elevenkit.exercises.number_track.positions import board_of, run
from elevenkit.i18n import _
from elevenkit.start11 import Space, Tile


def _tiles(text: str) -> tuple[Tile, ...]:
    """``"red 4, blue 6"`` as tiles (a lesson's own words, read by the board's layout)."""
    reading = read_tiles([part.strip() for part in text.split(",")])
    assert reading.value is not None, reading.note
    return reading.value


def _fit(board: dict[Space, Tile], holder: str) -> FitTilesTask:
    """ "Which of your tiles fit now?" with ``board`` placed (the engine decides)."""
    return FitTilesTask(tuple(board.items()), _tiles(holder))


#: the board at the end of the game in the minus points tasks: every row's 11 (no tile of a holder)
ELEVENS = {space: tile for row in ("yellow", "red", "blue", "green") for space, tile in run(row, (11,)).items()}


def _minus(holder: str) -> MinusPointsTask:
    return MinusPointsTask(_tiles(holder), tuple(ELEVENS.items()))


def build() -> Lesson:
    """The lesson's steps: two worked examples, guided and fluency tasks, reasoning, a problem."""
    points = _("Minus points")
    return Lesson(
        "09",
        _(catalogue.lesson("09").title),
        _(
            "In **Start 11!** you put your tiles on the board, each next to a tile that is one more or one "
            "less. At the end, the tiles left in your holder give minus points."
        ),
        how_it_works_on_the_board(),
        _("6-8 (with a grown-up)"),
        (
            _("I can find the tiles that fit on the board now."),
            _("I can choose which tile to put down first."),
            _("I can add the tiles left in my holder. I look for numbers that make 10."),
        ),
        (
            explain(
                _("Which tile fits?"),
                _(
                    "A tile goes next to a tile of its own row. Its number is one more or one less.\n\n"
                    "An 11 can always go on the board."
                ),
                TrackScene(
                    board_of(run("yellow", (10, 11))),
                    _tiles("yellow 8, yellow 9, red 11"),
                    focus=(Space("yellow", 10),),
                    reveal=(Space("yellow", 9), Space("red", 11)),
                ),
                (
                    _("Yellow 10 and yellow 11 are on the board."),
                    _("Your yellow 8 does not fit yet. It needs a 9 next to it."),
                    _("Your yellow 9 fits. It goes next to yellow 10."),
                    _("So put yellow 9 down first. Then yellow 8 fits next to it."),
                    _("Your red 11 fits too. An 11 can always go on the board."),
                ),
            ),
            explain(
                _("Minus points"),
                _(
                    "The game ends. Are there tiles left in your holder? Each tile gives minus points: "
                    "as many as its number.\n\n"
                    "Add them up. Look for two numbers that make 10. Add those first."
                ),
                TrackScene(board_of(ELEVENS), _tiles("red 2, green 5, blue 8")),
                (
                    _("Your tiles are 2, 5 and 8."),
                    _("2 + 8 = 10. Add those first."),
                    _("10 + 5 = 15."),
                    _("2 + 5 + 8 = 15. You have 15 minus points."),
                ),
            ),
            task(
                _("Task 1 · Your turn"),
                _("Look at your tiles under the board, one at a time."),
                _fit(run("red", (11, 12)), "red 10, red 14, blue 12, green 11"),
                answer="board",
            ),
            task(
                _("Task 2 · Which goes first?"),
                _("You want to put down all three. Only one fits now. Click it."),
                _fit(run("blue", (11,)), "blue 8, blue 9, blue 10"),
                answer="board",
            ),
            task(
                _("Task 3 · Two rows"),
                _("Look at each tile. Find its row."),
                _fit({**run("yellow", (11, 12)), **run("red", (11,))}, "yellow 10, yellow 14, red 9, red 12"),
                answer="board",
            ),
            task(
                _("Task 4 · Minus points"),
                _("The game is over. Add your tiles."),
                _minus("red 4, blue 6"),
                box=points,
            ),
            task(
                _("Task 5 · Make 10 first"),
                _("Find two tiles that make 10."),
                _minus("yellow 8, red 5, blue 2"),
                box=points,
            ),
            task(
                _("Task 6 · Past 10"),
                _("Go to 10 first. Then add the rest."),
                _minus("blue 9, red 4"),
                box=points,
            ),
            task(
                _("Task 7 · Four tiles"),
                _("Make two tens."),
                _minus("yellow 9, red 6, green 1, blue 4"),
                box=points,
            ),
            reasoning(
                _("Think 1 · True or false?"),
                _("Ben has red 8, red 9 and red 10. Red 11 is on the board."),
                true_or_false(
                    _("Ben can put red 8 down first."),
                    False,
                    _("8 needs a 9 next to it. Ben puts 10 first, then 9, then 8."),
                    category=Category.NEEDS_NEIGHBOUR.value,
                    hints=(_("Which of Ben's tiles has a neighbour on the board?"),),
                ),
            ),
            reasoning(
                _("Think 2 · Which is bigger?"),
                _("Two holders at the end of a game."),
                which_is_bigger(
                    _("Which holder gives more minus points?"),
                    _("A 9 and a 1"),
                    _("A 2, a 3 and a 4"),
                    "left",
                    _("9 + 1 = 10. 2 + 3 + 4 = 9. Fewer tiles can give more points."),
                    category=Category.COUNTED_TILES.value,
                    hints=(_("Add the numbers. Do not count the tiles."),),
                ),
            ),
            reasoning(
                _("Think 3 · Always, sometimes or never?"),
                _("Think about the numbers on the tiles."),
                always_sometimes_never(
                    _("Three tiles give more minus points than two tiles."),
                    "sometimes",
                    _(
                        "It depends on the numbers. 3 + 4 + 5 = 12 is more than 1 + 2 = 3. But 1 + 2 + 3 = 6 is less than 9 + 8 = 17."
                    ),
                    category=Category.COUNTED_TILES.value,
                    hints=(_("Try small tiles and big tiles."),),
                ),
            ),
            problem(
                _("Problem · Make 10"),
                _("Click two tiles that make 10. Press Check. Then find the next two."),
                BondsProblem(_tiles("green 1, red 2, yellow 4, blue 5, red 6, blue 8, yellow 9")),
                answer="board",
            ),
        ),
    )
