"""The shared game table frame, on a tiny game made for the test ("race to 11": add 1, 2 or 3 to
the total; who reaches 11 wins), played through the widget API: buttons clicked, traits read.
The game's session (its rules in words) is a :class:`TableSession`; the table only draws it."""

from __future__ import annotations

import asyncio
import html
import random
from typing import Any, ClassVar

import ipywidgets as widgets
import pytest

from elevenkit.core import Bot, ElevenkitError, Game, GameView, RandomBot, Result
from elevenkit.exercises.sessions.table import PUPIL, Option, TableSession, TableSettings, seat_name
from elevenkit.serving.params import MAX_SEED
from elevenkit.widgets.common import STATIC
from elevenkit.widgets.tables import frame as game_table
from elevenkit.widgets.tables.frame import NEWEST_MOVES, GameTable

_CSS = (STATIC / "table.css").read_text(encoding="utf-8")

GOAL = 11


class RaceGame(Game[int]):
    """Add 1, 2 or 3 to the total in turn; whoever makes it 11 wins."""

    name = "race"
    move_type = int

    def __init__(self, players: int = 2, seed: Any = None, start: int = 0) -> None:
        self._players, self._current, self.total, self._winner = players, start, 0, -1

    @property
    def players(self) -> int:
        return self._players

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._winner >= 0

    def legal_moves(self) -> list[int]:
        return [] if self.is_over else [step for step in (1, 2, 3) if self.total + step <= GOAL]

    def apply(self, move: int) -> None:
        self.total += move
        if self.total == GOAL:
            self._winner = self._current
        else:
            self._current = (self._current + 1) % self._players

    def view(self, seat: int) -> GameView:
        return GameView(seat=seat, players=self._players, current_player=self._current, is_over=self.is_over)

    def result(self) -> Result:
        points = tuple(int(seat == self._winner) for seat in range(self._players))
        return Result.ranked(points, self.is_over, False)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self._players, "current": self._current, "total": self.total, "winner": self._winner}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RaceGame:
        game = cls(data["players"], start=data["current"])
        game.total, game._winner = data["total"], data["winner"]
        return game


class PerfectBot(Bot):
    """Leaves the total at 3, 7 or 11 whenever it can."""

    def choose_move(self, game: Any) -> int:
        moves = game.legal_moves()
        return next((m for m in moves if (game.total + m) % 4 == 3), moves[0])

    def explain(self, game: Any, move: Any) -> str:
        return f"It wanted the total to be {game.total + move}."


class RaceSession(TableSession):
    SEATS = range(2, 4)
    BOTS: ClassVar[dict[str, Any]] = {"easy": RandomBot, "medium": RandomBot, "hard": lambda seed: PerfectBot()}
    OPTIONS = (Option("start", "Who starts", (("You", "0"), ("Computer 1", "1"))),)

    game: RaceGame

    def make_game(self, settings: TableSettings) -> RaceGame:
        return RaceGame(settings.players, start=int(settings.options["start"]))

    def refusal(self, move: Any) -> str | None:
        return None if move in self.game.legal_moves() else f"{self.game.total} + {move} is more than {GOAL}."

    def narrate(self, seat: int, move: Any) -> str:
        return f"{seat_name(seat)} added {move}: {self.game.total} + {move} = {self.game.total + move}."

    def seat_status(self, seat: int) -> str:
        return "playing"


class RaceTable(GameTable):
    TITLE = "Race to 11"
    SESSION = RaceSession

    game: RaceGame

    def __init__(self, settings: TableSettings | None = None, **kwargs: Any) -> None:
        self.step_buttons = [widgets.Button(description=f"+{step}") for step in (1, 2, 3)]
        for step, button in enumerate(self.step_buttons, 1):
            button.on_click(lambda _b, step=step: self.play(step))
        self.total_label = widgets.HTML()
        super().__init__(settings, play_area=self.total_label, actions=self.step_buttons, **kwargs)

    def show(self) -> None:
        self.total_label.value = f"<p class='total'>{self.game.total}</p>"


def settings(**changes: Any) -> TableSettings:
    values: dict[str, Any] = {"players": 2, "level": "hard", "seed": 5, "options": {"start": "0"}}
    values.update(changes)
    return TableSettings(**values)


def press(table: RaceTable, step: int) -> None:
    table.step_buttons[step - 1].click()


def shown(widget: widgets.HTML) -> bool:
    return widget.layout.display != "none"


def test_a_whole_game_against_the_computer_by_clicking() -> None:
    table = RaceTable(settings(), pause=0)
    assert table.is_pupils_turn and "Your turn" in table.status.value
    assert not shown(table.why_button) and not shown(table.end_panel)
    press(table, 2)  # 2: the perfect computer answers with 1 (3), then with 3 after each pupil move
    assert [record.seat for record in table.history] == [PUPIL, 1]
    assert table.history[0].sentence == "You added 2: 0 + 2 = 2."
    assert table.history[1].sentence == "Computer 1 added 1: 2 + 1 = 3."
    assert table.history[1].why == "It wanted the total to be 3."
    assert table.game.total == 3 and table.is_pupils_turn
    assert "<p class='total'>3</p>" in table.total_label.value
    assert shown(table.why_button)
    # the move list: newest first, the newest marked
    assert table.moves.value.index("Computer 1 added 1") < table.moves.value.index("You added 2")
    assert 'class="ek-newest">Computer 1 added 1' in table.moves.value
    while not table.game.is_over:
        press(table, 1)
    assert table.game.result().winners == (1,)
    assert shown(table.end_panel) and shown(table.again_button)
    assert "Computer 1 won." in table.end_panel.value
    assert "You: 0 points" in table.end_panel.value and "Computer 1: 1 points" in table.end_panel.value
    assert "The game is over." in table.status.value and 'aria-current="true"' not in table.seats.value
    assert len(table.think_times) == sum(record.seat != PUPIL for record in table.history)


def test_a_refused_move_is_explained_and_changes_nothing() -> None:
    table = RaceTable(settings(), pause=0)
    table.game.total = 9  # a position where +3 goes past 11
    before = (table.game.to_json(), len(table.history))
    press(table, 3)
    assert "9 + 3 is more than 11." in table.feedback.value and "ek-wrong" in table.feedback.value
    assert (table.game.to_json(), len(table.history)) == before
    press(table, 2)
    assert table.game.is_over and "You won! Well done!" in table.end_panel.value
    assert "You: 1 points" in table.end_panel.value and not shown(table.why_button)
    press(table, 1)
    assert "The game is over" in table.feedback.value and len(table.history) == 1


def test_why_says_what_the_last_computer_was_thinking() -> None:
    table = RaceTable(settings(), pause=0)
    press(table, 1)
    # it names whose move it explains and sits with the move list, not with the pupil's buttons
    assert table.why_button.description == "Why did Computer 1 do that?"
    assert table.why_button not in table.actions.children
    moves_at = table.children.index(table.moves)
    assert table.why_button in table.children[moves_at + 1].children
    table.why_button.click()
    assert "Why did Computer 1 do that? It wanted the total to be 3." in table.feedback.value
    assert "ek-hint" in table.feedback.value


def test_the_computer_moves_after_a_pause_on_the_event_loop_and_the_pupil_waits() -> None:
    async def scenario() -> RaceTable:
        table = RaceTable(settings(options={"start": "1"}), pause=0.05)
        assert table.game.current_player == 1 and not table.history
        assert (
            "Computer 1 is playing" in table.status.value and 'aria-current="true">▶ <b>Computer 1' in table.seats.value
        )
        press(table, 1)
        assert "Wait: it is Computer 1's turn." in html.unescape(table.feedback.value) and table.game.total == 0
        await asyncio.sleep(0.3)
        assert table.is_pupils_turn and table.game.total == 3 and len(table.history) == 1
        press(table, 1)  # the computer answers only after the pause
        assert table.game.total == 4 and table.game.current_player == 1
        await asyncio.sleep(0.3)
        assert table.game.total == 7
        return table

    asyncio.run(scenario())


def test_a_new_game_cancels_the_computer_move_that_was_waiting() -> None:
    async def scenario() -> None:
        table = RaceTable(settings(options={"start": "1"}), pause=0.05)
        table.new_game(settings(options={"start": "0"}))
        await asyncio.sleep(0.2)
        assert table.is_pupils_turn and table.game.total == 0 and not table.history

    asyncio.run(scenario())


def test_finish_computer_turns_plays_them_at_once() -> None:
    async def scenario() -> None:
        table = RaceTable(settings(players=3, options={"start": "1"}), pause=5)
        table.finish_computer_turns()
        assert [record.seat for record in table.history] == [1, 2] and table.is_pupils_turn

    asyncio.run(scenario())


def test_settings_from_a_link_fall_back_and_clamp() -> None:
    read = RaceTable.settings_from_params({"players": "9", "level": "HARD", "seed": "7", "start": "1", "other": "x"})
    assert read == TableSettings(players=3, level="hard", seed=7, options={"start": "1"})
    bad = RaceTable.settings_from_params({"players": "two", "level": "impossible", "seed": "-4", "start": "7"})
    assert (bad.players, bad.level, bad.seed, bad.options) == (2, "easy", 0, {"start": "0"})
    random.seed(1)
    first = RaceTable.settings_from_params({}).seed
    assert 0 <= first < MAX_SEED and RaceTable.settings_from_params({}).seed != first
    table = RaceTable.from_params({"players": "3", "level": "medium", "seed": "12"}, pause=0)
    assert (table.players_choice.value, table.level_choice.value, table.seed_box.value) == (3, "medium", 12)
    assert table.game.players == 3 and sorted(table.bots) == [1, 2]
    with pytest.raises(ElevenkitError, match="'expert'"):
        TableSettings(players=2, level="expert", seed=1)


def test_new_game_takes_the_settings_on_the_page_and_deals_the_next_game() -> None:
    table = RaceTable(settings(seed=5), pause=0)
    table.players_choice.value = 3  # the computers are chosen on the table: a new game at once
    assert table.settings.players == 3 and table.settings.seed == 6
    table.level_choice.value = "easy"
    table.option_choices["start"].value = "1"
    table.settings_button.value = True
    assert table.settings_box.layout.display == "flex"
    start = next(child for child in table.settings_box.children if isinstance(child, widgets.Button))
    start.click()
    assert table.settings == TableSettings(players=3, level="easy", seed=7, options={"start": "1"})
    assert table.game.players == 3 and all(isinstance(bot, RandomBot) for bot in table.bots.values())
    assert table.is_pupils_turn and [record.seat for record in table.history] == [1, 2]
    table.seed_box.value = 40
    start.click()
    assert table.settings.seed == 40


def test_the_same_link_gives_the_same_computer_moves() -> None:
    def moves(seed: int) -> list[Any]:
        table = RaceTable(settings(level="easy", seed=seed), pause=0)
        while not table.game.is_over:
            press(table, table.game.legal_moves()[0])
        return [record.move for record in table.history]

    assert moves(3) == moves(3)
    assert any(moves(3) != moves(seed) for seed in range(4, 12))


class BrokenSession(RaceSession):
    """A session with bugs: narration fails for 3, and it never refuses anything."""

    def narrate(self, seat: int, move: Any) -> str:
        if move == 3:
            raise RuntimeError("narration bug")
        return super().narrate(seat, move)

    def refusal(self, move: Any) -> str | None:
        return None


class BrokenTable(RaceTable):
    SESSION = BrokenSession


def test_no_error_reaches_the_page_as_a_traceback() -> None:
    table = BrokenTable(settings(), pause=0)
    press(table, 3)
    assert "Oops, something went wrong. Press New game to go on." in table.feedback.value
    assert table.game.total == 0
    table.play(4)  # no move, and this table does not refuse it: the engine does, in words
    assert "That is not allowed now." in table.feedback.value and table.game.total == 0
    assert "Traceback" not in table.feedback.value


def test_winner_sentences() -> None:
    table = RaceTable(settings(players=3), pause=0)
    table.game._winner = 2
    assert table.winner_sentence() == "Computer 2 won."
    table.game.result = lambda: Result((0, 1, 1), (1, 2), True, False)  # type: ignore[method-assign]
    assert table.winner_sentence() == "Computer 1 and Computer 2 share the win."
    table.game.result = lambda: Result((0, 0, 0), (), True, False)  # type: ignore[method-assign]
    assert table.winner_sentence() == "Nobody won: it is a draw."


def test_a_computer_step_on_the_pupils_turn_is_refused() -> None:
    table = RaceTable(settings(), pause=0)
    with pytest.raises(ElevenkitError, match="no computer's turn"):
        table.computer_step()


def test_the_move_list_shows_the_newest_moves_and_folds_the_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    assert NEWEST_MOVES >= 3
    monkeypatch.setattr(game_table, "NEWEST_MOVES", 3)  # the race game is short
    table = RaceTable(settings(level="easy"), pause=0)
    assert not shown(table.all_moves_button)
    while not table.game.is_over and len(table.history) <= 3:
        press(table, 1)
    items = table.moves.value.split("<li ")[1:]
    assert len(items) == len(table.history) > 3  # every move is there (and counted) ...
    folded = [item for item in items if "ek-older" in item.split(">")[0]]
    assert len(items) - len(folded) == 3  # ... the older ones folded away
    assert "ek-older" not in items[0] and "ek-older" in items[-1]
    assert shown(table.all_moves_button) and "ek-all-moves" not in table.moves._dom_classes
    table.all_moves_button.value = True
    assert "ek-all-moves" in table.moves._dom_classes and table.all_moves_button.description == "Show fewer moves"
    table.all_moves_button.value = False
    assert "ek-all-moves" not in table.moves._dom_classes
    assert "max-height" not in _CSS.split(".ek-moves {")[1].split("}")[0]  # no scrolling box that cuts numbers


def test_the_link_for_this_game_is_in_the_settings_not_in_the_pupils_view() -> None:
    table = RaceTable(settings(players=3, level="medium", seed=12, options={"start": "1"}), pause=0)
    assert table.link_query() == "?players=3&level=medium&start=1&seed=12"
    assert table.link in table.settings_box.children and table.link not in table.children
    assert "?players=3&amp;level=medium&amp;start=1&amp;seed=12" in table.link.value
    table.seed_box.value = 40
    next(child for child in table.settings_box.children if isinstance(child, widgets.Button)).click()
    assert "seed=40" in table.link.value


def test_opening_lines_come_first_in_the_move_list() -> None:
    class OpeningSession(RaceSession):
        def opening_lines(self) -> list[str]:
            return [f"The total starts at {self.game.total}."]

    class OpeningTable(RaceTable):
        SESSION = OpeningSession

    table = OpeningTable(settings(), pause=0)
    assert 'class="ek-newest">The total starts at 0.' in table.moves.value
    press(table, 1)
    assert table.moves.value.index("You added 1") < table.moves.value.index("The total starts at 0.")


def test_the_pupil_chooses_how_many_computers_on_the_table_and_is_asked_in_the_middle_of_a_game() -> None:
    """Issue 22 item 13: the computers are chosen on the table, not in the teacher's settings."""
    table = RaceTable(settings(seed=5), pause=0)
    assert table.players_choice not in table.settings_box.children
    assert table.opponents in table.children and shown(table.opponents)
    assert [label for label, _n in table.players_choice.options] == ["1 computer", "2 computers"]
    table.players_choice.value = 3  # before the pupil's first move: a new game at once
    assert table.game.players == 3 and sorted(table.bots) == [1, 2] and table.settings.seed == 6
    press(table, 1)
    table.players_choice.value = 2  # in the middle of a game: asked first
    assert table.game.players == 3 and shown(table.new_game_confirm)
    assert "Start a new game against 1 computer? This game ends." in table.new_game_confirm.question.value
    table.new_game_confirm.no.click()  # no: the game goes on, the choice shows its computers again
    assert table.game.players == 3 and table.players_choice.value == 3 and not shown(table.new_game_confirm)
    assert len(table.history) >= 1
    table.players_choice.value = 2
    table.new_game_confirm.yes.click()
    assert table.game.players == 2 and all(record.seat != 0 for record in table.history)


def test_a_class_game_hides_the_computers_choice_too() -> None:
    table = RaceTable.from_params({"class": "4B", "players": "3", "seed": "4"}, pause=0)
    assert table.opponents.layout.display == "none" and table.game.players == 3
