"""Start 11! speed: complete random 4-player games per second (target 200 on one core), and the
greedy and planner players' speed; the baseline timed in the same run is dealing alone.

    python bench/bench_start11.py            # about 20 seconds
    python bench/bench_start11.py --quick    # 60 games per timing, 3 timings
    python bench/bench_start11.py --games 500
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchlib import report

from elevenkit.core import Bot, RandomBot, play_out
from elevenkit.start11 import GreedyBot, PlannerBot, Start11Game

TARGET_RANDOM_4P = 200.0  # complete random 4-player games per second (issue 5)


def games(count: int, players: int, make_bots: type[Bot] | None) -> None:
    """Play ``count`` seeded games with one bot type in every seat (RandomBot if None)."""
    for seed in range(count):
        game = Start11Game(players, seed=seed)
        bots = [RandomBot(seed) if make_bots is None else make_bots() for _ in range(players)]
        play_out(game, bots)


def deals(count: int) -> None:
    """The baseline: only the deal and the start rule of ``count`` games, no play."""
    for seed in range(count):
        Start11Game(4, seed=seed)


def rate(count: int, run: Callable[[], None], repeats: int) -> float:
    """``count`` divided by the median CPU seconds of ``run()`` (CPU time: the machine is shared)."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return count / statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="random games per timing (default 300)")
    parser.add_argument("--repeats", type=int, default=None, help="timings per figure; the median is kept (default 5)")
    parser.add_argument("--quick", action="store_true", help="60 games per timing and 3 timings instead of 300 and 5")
    args = parser.parse_args()
    args.games = args.games or (60 if args.quick else 300)
    args.repeats = args.repeats or (3 if args.quick else 5)
    random_rate = rate(args.games, lambda: games(args.games, 4, None), args.repeats)
    deal_rate = rate(args.games, lambda: deals(args.games), args.repeats)
    report("random 4-player games (one core, CPU time)", random_rate, "games/s")
    report("  ratio to the target of 200 games/s", random_rate / TARGET_RANDOM_4P, "x")
    report("  baseline: deals alone", deal_rate, "deals/s")
    report("  a random game costs this many deals", deal_rate / random_rate, "deals")
    small = max(args.games // 10, 10)
    for name, bot in (("greedy", GreedyBot), ("planner", PlannerBot)):
        for players in (2, 4):
            bot_rate = rate(small, lambda: games(small, players, bot), max(args.repeats // 2, 1))
            report(f"{name} {players}-player games", bot_rate, f"games/s ({1000 / bot_rate:.1f} ms a game)")
    print(
        "PASS" if random_rate >= TARGET_RANDOM_4P else "FAIL",
        f"random 4-player: {random_rate:.0f} games/s (target {TARGET_RANDOM_4P:.0f})",
    )


if __name__ == "__main__":
    main()
