"""How much stronger is the planner than greedy players? 11 nimmt!, 3 players, seats rotated.

Plays seeded 3-player matches: one PlannerBot and two GreedyBots, the planner's seat rotating
0, 1, 2 from match to match. A shared win counts as a share (1/2, 1/3). The planner is stronger
when the 95% Wilson interval of its share of wins lies above the 1/3 any seat would get by chance.

    python bench/bench_nimmt_bots.py            # 1,000 matches (about 10 s on one core)
    python bench/bench_nimmt_bots.py --quick    # 200 matches
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import report, wilson_interval

from elevenkit.core import Bot, play_out
from elevenkit.nimmt import GreedyBot, NimmtMatch, PlannerBot


def planner_share(matches: int, first_seed: int = 0) -> float:
    """The planner's share of wins (shared wins split) over ``matches`` seeded matches."""
    wins = 0.0
    for seed in range(first_seed, first_seed + matches):
        seat = seed % 3
        bots: list[Bot] = [GreedyBot() for _ in range(3)]
        bots[seat] = PlannerBot()
        winners = play_out(NimmtMatch(players=3, seed=seed), bots).result().winners
        if seat in winners:
            wins += 1 / len(winners)
    return wins


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 matches instead of 1,000")
    parser.add_argument("--matches", type=int, default=None, help="number of matches")
    args = parser.parse_args()
    matches = args.matches or (200 if args.quick else 1000)
    start = time.perf_counter()
    wins = planner_share(matches)
    seconds = time.perf_counter() - start
    low, high = wilson_interval(wins, matches)
    print(f"matches (planner vs 2 greedy, 3 players, seats rotated): {matches:,}")
    report("planner share of wins", wins / matches, "")
    report("95% Wilson interval low", low, "")
    report("95% Wilson interval high", high, "")
    report("chance share of one seat", 1 / 3, "")
    report("time", seconds, "s")
    verdict = "ABOVE" if low > 1 / 3 else "NOT above"
    print(f"verdict: the interval is {verdict} 1/3")
    return 0 if low > 1 / 3 else 1


if __name__ == "__main__":
    raise SystemExit(main())
