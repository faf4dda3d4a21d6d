"""The computer players by level, read from the registry: one list per game, used by every table.

Each registered game offers a bot for each level (easy, medium, hard); each one plays a whole
game of its kind with moves the engine accepts (the checked ``play``), and the same seed gives the
same game move for move, so a class given one link plays one game.
"""

from __future__ import annotations

from typing import Any

import pytest

from elevenkit.catalogue import Level
from elevenkit.core import ElevenkitError, RandomBot, register, registered_games
from elevenkit.oneeleven import OneElevenGame, TableExpectimaxBot

GAMES = registered_games()


def test_every_game_has_a_bot_for_each_level_and_the_levels_are_the_link_words() -> None:
    for entry in GAMES.values():
        assert set(entry.bots) == set(Level), entry.name
        assert isinstance(entry.bot(Level.EASY, 1), RandomBot)  # a Level looks its bot up too


def play(name: str, level: str, seed: int) -> list[str]:
    """A whole game of ``name`` at ``level``, every seat a bot of that level; its moves as text."""
    entry = GAMES[name]
    game = entry.new_game(entry.min_players, seed=seed, **entry.settings[-1])
    bots = [entry.bot(level, seed * 10 + seat) for seat in range(entry.min_players)]
    for bot in bots:
        if isinstance(bot, TableExpectimaxBot):
            bot.budget = 60.0  # the same choice on a slow machine too: nothing is cut short
    moves: list[str] = []
    while not game.is_over:
        assert len(moves) < 5_000, f"{name} at {level} did not end"
        move: Any = bots[game.current_player].choose_move(game)
        moves.append(str(move))
        game.play(str(move))  # checked: a bot's move is one the engine accepts as typed
    return moves


@pytest.mark.parametrize("level", [level.value for level in Level])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_level_plays_a_whole_game_and_the_same_seed_the_same_game(name: str, level: str) -> None:
    moves = play(name, level, seed=3)
    assert moves and moves == play(name, level, seed=3)


def test_the_hard_one_eleven_computer_thinks_within_the_tables_budget() -> None:
    assert isinstance(GAMES["oneeleven"].bot("hard", 1), TableExpectimaxBot)


def test_a_game_registered_with_bots_for_some_levels_only_is_refused() -> None:
    with pytest.raises(ElevenkitError, match="a bot for each of"):
        register(OneElevenGame, title="one-eleven", min_players=2, max_players=4, bots={"easy": RandomBot})
    assert GAMES["oneeleven"] == registered_games()["oneeleven"]  # the entry is as it was
    with pytest.raises(ElevenkitError, match="no computer player for level 'expert'"):
        GAMES["oneeleven"].bot("expert", 1)
