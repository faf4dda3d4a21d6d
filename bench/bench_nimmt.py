"""11 nimmt! speed: complete random 4-player rounds per second (target 300 on one core), the greedy
and planner players' speed, and the lazy listing of lays in the big bull-card case, against a
pure-Python reference loop timed in the same run.

    python bench/bench_nimmt.py               # about 20 seconds
    python bench/bench_nimmt.py --quick       # 60 rounds per timing
    python bench/bench_nimmt.py --rounds 500
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchlib import report

from elevenkit.core import Bot, RandomBot, play_out
from elevenkit.nimmt import GreedyBot, NimmtGame, PlannerBot

TARGET_RANDOM_4P = 300.0  # complete random 4-player rounds per second (issue 4)


def rounds(count: int, make_bot: Callable[[int], Bot]) -> None:
    """Play ``count`` seeded 4-player rounds with ``make_bot(seat)`` in every seat."""
    for seed in range(count):
        play_out(NimmtGame(players=4, seed=seed), [make_bot(seed * 4 + seat) for seat in range(4)])


def cpu_seconds(run: Callable[[], object], repeats: int) -> float:
    """Median processor time of ``run()``: one core's work, whatever else the machine is doing."""

    def once() -> float:
        start = time.process_time()
        run()
        return time.process_time() - start

    return statistics.median(once() for _ in range(repeats))


def reference_loop() -> None:
    """A fixed pure-Python workload: how fast this machine runs Python right now."""
    total = 0
    for i in range(200_000):
        total += i & 7
    assert total >= 0


def big_lay_case() -> NimmtGame:
    """10 hand cards that fit, 3 bull cards, 6 piles close together (millions of lays)."""
    tops = [10, 11, 12, 13, 14, 15]
    hand = list(range(16, 26))
    others = [card for card in range(1, 101) if card not in tops and card not in hand]
    return NimmtGame.from_position([hand, others[:10]], [[top] for top in tops], others[10:], bulls=[3, 0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=None, help="rounds per timing (default 300)")
    parser.add_argument("--quick", action="store_true", help="60 rounds per timing instead of 300")
    args = parser.parse_args()
    count = args.rounds or (60 if args.quick else 300)
    reference = cpu_seconds(reference_loop, repeats=5)
    print("times are processor time on one core (medians), so other programs do not inflate them")
    report("reference loop (200,000 additions)", reference * 1000, "ms")

    players = {
        "random": lambda seed: RandomBot(seed),
        "greedy": lambda seed: GreedyBot(),
        "planner": lambda seed: PlannerBot(),
    }
    for name, make_bot in players.items():
        seconds = cpu_seconds(lambda make_bot=make_bot: rounds(count, make_bot), repeats=3)
        rate = count / seconds
        report(f"{name} 4-player rounds per second", rate, "rounds/s")
        report(f"{name} round cost in reference loops", seconds / count / reference, "loops")
        if name == "random":
            report("random rate / target 300", rate / TARGET_RANDOM_4P, "x")
            print(
                f"verdict: random 4-player rounds {'MEET' if rate >= TARGET_RANDOM_4P else 'MISS'} the target of 300/s"
            )

    game = big_lay_case()
    first = cpu_seconds(lambda: list(itertools.islice(game.legal_lays(), 1000)), repeats=7)
    report("first 1,000 lays (10 cards, 3 bull cards, 6 piles)", first * 1000, "ms")
    counting = cpu_seconds(game.count_lays, repeats=7)
    report(f"count of all {game.count_lays():,} lays without listing", counting * 1000, "ms")


if __name__ == "__main__":
    main()
