"""Start 11! strength: the planner against the greedy player over seeded 2-player games.

Each seed is played twice with the seats swapped, so both players get the same deals; the
planner's win rate and its 95% Wilson interval are printed, and PASS when the interval lies above
50% (issue 5). The baseline, measured the same way in the same run, is greedy against random.

    python bench/bench_start11_strength.py            # 1,000 games (about a minute)
    python bench/bench_start11_strength.py --quick    # 200 games
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from collections.abc import Callable

from benchlib import report, wilson_interval

from elevenkit.core import Bot, RandomBot, play_out
from elevenkit.start11 import GreedyBot, PlannerBot, Start11Game


def duel(challenger: Callable[[], Bot], opponent: Callable[[], Bot], seeds: int) -> tuple[int, int, float]:
    """(challenger's wins, games, seconds) over ``seeds`` seeds, each played from both seats."""
    wins, start = 0, time.perf_counter()
    for seed in range(seeds):
        for seat in (0, 1):
            game = Start11Game(2, seed=seed)
            bots = [opponent(), opponent()]
            bots[seat] = challenger()
            play_out(game, bots)
            wins += seat in game.result().winners
    return wins, 2 * seeds, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games in all, an even number (default 1000)")
    parser.add_argument("--quick", action="store_true", help="200 games")
    args = parser.parse_args()
    seeds = (200 if args.quick else args.games) // 2
    base_wins, base_games, _ = duel(GreedyBot, lambda: RandomBot(7), max(seeds // 5, 10))
    report("baseline: greedy vs random, greedy's win rate", base_wins / base_games, f"({base_games} games)")
    wins, games, seconds = duel(PlannerBot, GreedyBot, seeds)
    low, high = wilson_interval(wins, games)
    report("planner vs greedy, planner's win rate", wins / games, f"({wins}/{games} games)")
    report("  95% Wilson interval, low", low, "")
    report("  95% Wilson interval, high", high, "")
    report("  seconds per game", seconds / games, "s")
    print(
        "PASS" if low > 0.5 else "FAIL",
        f"planner beats greedy: {wins / games:.1%} [{low:.1%}, {high:.1%}] over {games} games",
    )


if __name__ == "__main__":
    main()
