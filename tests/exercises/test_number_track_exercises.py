"""Number Track tasks: every kind right and wrong over many seeds, the misconceptions named, the
game's answers cross-checked by playing the moves, hints in order, seeds, and odd answers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises import HintLadder, Level, TaskSeries
from elevenkit.exercises.number_track import (
    DIFFICULTIES,
    TASK_KINDS,
    BridgeTask,
    Category,
    ChoiceTask,
    CountTask,
    DistanceTask,
    FitTilesTask,
    GapTask,
    JokerTask,
    MinusPointsTask,
    NeighbourTask,
    NumberTrackTask,
    Pick,
    Relation,
    TrackDifficulty,
    TrackTask,
    bridge_ten,
    make_number_track_task,
    position,
    run,
)
from elevenkit.start11 import IllegalMoveError, Space, Tile, standard_layout
from tests.helpers.thoroughness import thinned

SEEDS = thinned(range(12), least=3)  # every series in make test, three in make check
PER_SEED = 15


def dealt(level: Level, seeds: Sequence[int] = SEEDS) -> list[TrackTask]:
    tasks = []
    for seed in seeds:
        series = TaskSeries(make_number_track_task, DIFFICULTIES[level], seed)
        tasks += [series.task(number) for number in range(PER_SEED)]
    return tasks  # type: ignore[return-value]


DEALT = {level: dealt(level) for level in Level}
ALL = [task for level in Level for task in DEALT[level]]


def test_every_kind_is_dealt_and_the_levels_grow():
    assert {type(task).__name__ for task in ALL} == {
        "NeighbourTask", "GapTask", "CountTask", "DistanceTask", "FitTilesTask", "BridgeTask", "JokerTask",
        "MinusPointsTask",
    }  # fmt: skip
    assert set(DIFFICULTIES[Level.HARD].kinds) == set(TASK_KINDS)
    assert (
        set(DIFFICULTIES[Level.EASY].kinds)
        < set(DIFFICULTIES[Level.MEDIUM].kinds)
        <= set(DIFFICULTIES[Level.HARD].kinds)
    )
    between = [task for task in ALL if isinstance(task, NeighbourTask) and task.relation is Relation.BETWEEN]
    assert between and all(isinstance(task, NeighbourTask) for task in ALL if "between" in task.prompt)


def test_the_easy_level_starts_with_one_more_or_less_then_after_or_before():
    """Issue 22 item 9: no placement rule (lesson 09) before the neighbours on the track."""
    for seed in range(40):
        series = TaskSeries(make_number_track_task, DIFFICULTIES[Level.EASY], seed)
        first, second = series.task(0), series.task(1)
        assert isinstance(first, NeighbourTask) and first.relation in (Relation.ONE_MORE, Relation.ONE_LESS), seed
        assert isinstance(second, NeighbourTask) and second.relation in (Relation.AFTER, Relation.BEFORE), seed
    # after the opening the level deals all its kinds again, and the other levels start as before
    later = {type(task) for task in DEALT[Level.EASY][2::PER_SEED]} | {type(t) for t in DEALT[Level.EASY][3::PER_SEED]}
    assert len(later) > 2
    assert any(not isinstance(task, NeighbourTask) for task in DEALT[Level.MEDIUM][::PER_SEED])


@pytest.mark.parametrize("task", ALL, ids=lambda task: type(task).__name__)
def test_the_answer_is_right_and_its_solution_says_so(task: TrackTask):
    result = task.check(task.expected())
    assert result.correct and result.done and result.counted and result.message.startswith("Right!")
    assert task.prompt and task.solution()
    hints = task.hints()
    assert len(hints) >= 3 and len(set(hints)) == len(hints)
    # the last hint gives the whole answer away
    numbers = [task.answer] if isinstance(task, NumberTrackTask) else [item.number for item in task.right]  # type: ignore[attr-defined]
    assert all(whole_number_in(number, hints[-1]) for number in numbers), (hints[-1], numbers)


def whole_number_in(number: int, text: str) -> bool:
    return re.search(rf"(?<!\d){number}(?!\d)", text) is not None


@pytest.mark.parametrize("task", [t for t in ALL if isinstance(t, NumberTrackTask)], ids=lambda t: type(t).__name__)
def test_number_tasks_wrong_answers_are_counted_explained_and_named(task: NumberTrackTask):
    right = task.answer
    for given in {right - 1, right + 1, right + 10, right + 2, 0, 20} - {right}:
        if given < 0:
            continue
        result = task.check(given)
        assert not result.correct and result.counted and not result.done
        assert result.category in {category.value for category in Category}, result
        assert not result.message.startswith("Right")
    # hints go step by step: the first does not give the answer away, the last does
    ladder = HintLadder(task.hints())
    first = ladder.next_hint()
    assert first is not None and not whole_number_in(right, first), first
    hints = [first] + [ladder.next_hint() for _ in range(ladder.remaining)]
    assert ladder.next_hint() is None and whole_number_in(right, hints[-1])


@pytest.mark.parametrize("task", [t for t in ALL if isinstance(t, ChoiceTask)], ids=lambda t: type(t).__name__)
def test_choice_tasks_wrong_items_are_explained_and_a_part_is_a_good_start(task: ChoiceTask):
    right = task.expected()
    if len(right) > 1:
        part = task.check(right[:-1])
        assert not part.correct and not part.counted and "more to find" in part.message
    wrong = wrong_items(task)
    assert wrong, "every choice task has something wrong to choose"
    for item in wrong[:4]:
        result = task.check([*right, item])
        assert not result.correct and result.counted and result.category, (item, result)
    # choosing twice or in another order is the same choice
    assert task.check(list(reversed(right)) + right[:1]).correct


def wrong_items(task: ChoiceTask) -> list[str]:
    if isinstance(task, FitTilesTask):
        return [str(tile) for tile in task.holder if tile not in task.right]
    layout = standard_layout()
    return [str(space) for space in layout.spaces if not space.symbol and space not in task.right][::7]


# ---- the game's answers, cross-checked by playing the moves ---------------------------------------------
def plays(game, tile: Tile, space: Space) -> bool:
    """True when the engine lets the pupil actually place ``tile`` on ``space`` (an independent check)."""
    try:
        game.clone().play(f"place {tile} at {space}")
    except IllegalMoveError:
        return False
    return True


def test_which_tiles_fit_is_what_the_engine_lets_you_play():
    tasks = [task for task in ALL if isinstance(task, FitTilesTask)]
    assert len(tasks) >= 20
    for task in tasks:
        game = position(dict(task.placed), task.holder)
        fits = [tile for tile in task.holder if any(plays(game, tile, space) for space in game.layout.spaces)]
        assert list(task.right) == fits
        assert 0 < len(task.right) < len(task.holder)


def test_the_joker_goes_where_the_engine_lets_it():
    tasks = [task for task in ALL if isinstance(task, JokerTask)]
    assert len(tasks) >= max(2, len(SEEDS) - 2)  # 10 in make test
    for task in tasks:
        game = position(dict(task.placed), task.holder)
        spaces = [Space(row, task.joker.number or 0) for row in game.layout.colours]
        assert list(task.right) == [space for space in spaces if plays(game, task.joker, space)]
        assert task.right and len(task.right) < 4


def test_a_bridge_opens_the_same_number_in_the_next_row():
    layout = standard_layout()
    tasks = [task for task in ALL if isinstance(task, BridgeTask)]
    assert len(tasks) >= max(2, len(SEEDS) - 2)  # 10 in make test
    for task in tasks:
        (partner,) = task.right
        assert partner.number == task.space.number and partner.row != task.space.row
        assert any({bridge.upper, bridge.lower} == {partner.row, task.space.row} and bridge.number == partner.number
                   for bridge in layout.bridges)  # fmt: skip
        tile = Tile("grey", partner.number) if layout.is_joker_space(partner) else Tile(partner.row, partner.number)
        before = position({s: t for s, t in task.placed if s != task.space}, [tile])
        after = position(dict(task.placed), [tile])
        assert not plays(before, tile, partner) and plays(after, tile, partner)


def test_minus_points_are_the_tiles_numbers():
    for task in (task for task in ALL if isinstance(task, MinusPointsTask)):
        assert task.answer == sum(tile.number or 0 for tile in task.tiles)
    easy = [task for task in DEALT[Level.EASY] if isinstance(task, MinusPointsTask)]
    medium = [task for task in DEALT[Level.MEDIUM] if isinstance(task, MinusPointsTask)]
    assert easy and all(task.answer <= 10 for task in easy)
    assert medium and all(10 < task.answer <= 20 for task in medium)  # bridging ten, adding to 20


# ---- the misconceptions, named -------------------------------------------------------------------------
def category(task: Any, answer: Any) -> str:
    result = task.check(answer)
    assert not result.correct and result.counted, result
    return result.category


def test_counting_back_from_11_names_the_usual_mistakes():
    task = CountTask(3, back=True)
    assert task.answer == 8 and "3 steps back" in task.prompt
    assert category(task, 9) == Category.COUNTED_THE_START.value
    assert category(task, 14) == Category.WRONG_WAY.value
    assert category(task, 7) == Category.OFF_BY_ONE.value
    assert category(task, 11) == Category.SAME_NUMBER.value
    assert "Do not count 11" in task.check(9).message
    assert "1 step on" in CountTask(1).prompt  # never "1 steps"


def test_how_far_from_11_names_the_usual_mistakes():
    task = DistanceTask(16)
    assert task.answer == 5
    assert category(task, 6) == Category.COUNTED_THE_START.value
    assert category(task, 16) == Category.GAVE_THE_NUMBER.value
    assert category(task, 4) == Category.OFF_BY_ONE.value
    assert DistanceTask(4).answer == 7
    assert "1 step" in DistanceTask(12).check(1).message and "1 steps" not in DistanceTask(12).check(1).message
    assert "too far" in DistanceTask(20).check(30).message


def test_neighbours_name_the_usual_mistakes():
    more = NeighbourTask(Relation.ONE_MORE, 14, "red")
    assert more.answer == 15 and more.check("15").correct
    assert category(more, 13) == Category.WRONG_WAY.value
    assert category(more, 14) == Category.SAME_NUMBER.value
    assert category(more, 16) == Category.OFF_BY_ONE.value
    less = NeighbourTask(Relation.BEFORE, 9)
    assert less.answer == 8 and category(less, 10) == Category.WRONG_WAY.value
    between = NeighbourTask(Relation.BETWEEN, 16, "blue")
    assert between.answer == 16 and category(between, 15) == Category.ALREADY_THERE.value
    assert set(between.scene.board.tiles()) == {Space("blue", 15), Space("blue", 17)}
    assert Space("red", 15) not in more.scene.board.tiles()  # the answer's space stays empty


def test_gaps_by_clicks_or_typed_numbers():
    task = GapTask("green", 8, 13, (10, 12))
    assert task.check(["green 12", "green 10"]).correct
    assert task.check("10 12").correct and task.check("12, 10").correct
    assert category(task, ["green 9"]) == Category.ALREADY_THERE.value
    assert category(task, ["red 10"]) == Category.OUTSIDE.value
    assert category(task, "10 14") == Category.OUTSIDE.value
    assert not task.check("10").counted  # one of two: a good start
    assert not task.check("25").counted  # not on the board: a note
    assert "2 are missing" in task.prompt and "1 is missing" in GapTask("green", 8, 11, (9,)).prompt


def test_which_tiles_fit_explains_with_the_engines_needs():
    placed = run("blue", [9, 10, 11]) | run("yellow", [11])
    task = FitTilesTask(tuple(placed.items()), (Tile("blue", 8), Tile("red", 18), Tile("yellow", 9), Tile("grey", 7)))
    assert task.right == (Tile("blue", 8),)
    message = task.check(["blue 8", "red 18"]).message
    assert "red 18 does not fit yet" in message and "red 17 or red 19" in message
    assert category(task, ["yellow 9"]) == Category.NEEDS_NEIGHBOUR.value
    assert "joker 7 fits nowhere yet" in task.check(["grey 7"]).message
    assert "next to blue 9" in task.check(["blue 8"]).message
    assert not task.check(["blue 4"]).counted  # not one of your tiles


def test_the_joker_names_a_taken_space_and_a_wrong_number():
    placed = run("yellow", [6, 7, 8, 9, 10, 11]) | run("red", [8, 9, 10, 11])
    task = JokerTask(tuple(placed.items()), (Tile("grey", 7),))
    assert task.right == (Space("red", 7),)
    assert category(task, ["yellow 7"]) == Category.TAKEN.value
    assert category(task, ["red 6"]) == Category.WRONG_NUMBER.value
    assert category(task, ["blue 7"]) == Category.NEEDS_NEIGHBOUR.value
    assert "blue 6 or blue 8" in task.check(["blue 7"]).message


def test_a_bridge_task_names_the_row_mistakes():
    placed = run("blue", [10, 11])
    task = BridgeTask(tuple(placed.items()), (), Space("blue", 10))
    assert task.right == (Space("green", 10),) and "star" in task.solution()
    assert task.check("10").correct  # typed: the number in the green row
    assert category(task, ["blue 9"]) == Category.SAME_ROW.value
    assert category(task, ["red 10"]) == Category.WRONG_ROW.value
    assert category(task, ["green 9"]) == Category.OFF_BY_ONE.value
    assert category(task, ["green 4"]) == Category.WRONG_NUMBER.value
    with pytest.raises(ElevenkitError):  # 11 opens the whole column, not over a bridge only
        BridgeTask(tuple(run("blue", [11]).items()), (), Space("blue", 12))


def test_minus_points_name_the_usual_mistakes_and_hint_bonds_to_ten():
    task = MinusPointsTask((Tile("yellow", 8), Tile("red", 5), Tile("blue", 2)))
    assert task.answer == 15 and task.check("15 minus points").correct
    assert category(task, 3) == Category.COUNTED_TILES.value
    assert category(task, 13) == Category.LEFT_ONE_OUT.value and "blue 2" in task.check(13).message
    assert category(task, 25) == Category.BRIDGING_TEN.value
    assert category(task, 16) == Category.OFF_BY_ONE.value
    assert "8 + 2 = 10" in " ".join(task.hints())
    assert task.hints()[-1] == "8 + 5 + 2 = 15"
    assert bridge_ten(8, 5) == "8 + 5: first 8 + 2 = 10, then 3 more is 13."
    assert bridge_ten(4, 5) is None and bridge_ten(10, 5) is None
    assert "Look: 7 + 3 = 10" in " ".join(MinusPointsTask((Tile("red", 7), Tile("red", 3))).hints())


# ---- seeds, odd answers, bad settings ---------------------------------------------------------------------
def test_same_seed_same_tasks_other_seed_other_tasks():
    def tasks(seed: int) -> list[tuple[str, Any]]:
        series = TaskSeries(make_number_track_task, DIFFICULTIES[Level.HARD], seed)
        return [(task.prompt, task.expected(), task.scene) for task in (series.next_task() for _ in range(12))]

    assert tasks(7) == tasks(7)
    assert tasks(7) != tasks(8)


ODD: list[Any] = [None, "", "  ", [], "abc", "nine", "-3", -3, 7.5, "7.5", True, "1" * 5000, 10**5000, {"x": 1},
                  [None], [[1]], ["tile 99"], ["purple 4"], [Space("red", 99)], [Tile("pink", 3)], "red 99", 150, b"7",
                  ["red symbol 1"], object()]  # fmt: skip


@pytest.mark.parametrize("answer", ODD, ids=lambda answer: type(answer).__name__)
def test_any_answer_is_judged_or_noted_never_raised(answer: Any):
    kinds = {}
    for task in ALL:
        kinds.setdefault(type(task), task)
    for task in kinds.values():
        result = task.check(answer)
        assert not result.correct and result.message
        if answer in (None, "", "  ", []):
            assert not result.counted


def test_scenes_say_how_to_answer():
    picks = {type(task): task.scene.pick for task in ALL}
    assert picks[NeighbourTask] is Pick.NUMBER and picks[CountTask] is Pick.NUMBER
    assert picks[DistanceTask] is Pick.NONE and picks[MinusPointsTask] is Pick.NONE
    assert picks[FitTilesTask] is Pick.TILES and picks[JokerTask] is Pick.SPACES and picks[BridgeTask] is Pick.SPACE
    for task in ALL:
        assert set(task.scene.focus) <= set(task.scene.board.tiles())


def test_bad_settings_and_tasks_are_refused_naming_them():
    with pytest.raises(ElevenkitError, match="kinds"):
        TrackDifficulty(kinds=("dragons",))
    with pytest.raises(ElevenkitError, match="max_steps"):
        TrackDifficulty(kinds=("count",), max_steps=11)
    with pytest.raises(ElevenkitError, match="number"):
        NeighbourTask(Relation.ONE_MORE, 20)
    with pytest.raises(ElevenkitError, match="purple"):
        CountTask(2, row="purple")
    with pytest.raises(ElevenkitError, match="steps"):
        CountTask(10)  # 11 + 10 is off the track
    with pytest.raises(ElevenkitError):
        GapTask("red", 5, 9, (12,))
    with pytest.raises(ElevenkitError):
        DistanceTask(11)
    with pytest.raises(ElevenkitError):
        JokerTask((), (Tile("red", 5),))
