"""one-eleven bot strength: ExpectimaxBot against GreedyBot, 2 players.

Every seeded deal is played twice, with the seats swapped, so neither bot profits from a lucky
deal or from moving first. A draw (no single winner) counts as half a win. Prints the win rate
and its Wilson 95% interval; the stronger bot passes when the whole interval lies above 50%.

Run from the repo root: ``python bench/bench_oneeleven_bots.py`` (1,000 deals = 2,000 games,
about half a minute of CPU); ``--quick`` plays 150 deals; ``--mode`` picks the deck.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import report, wilson_interval

from elevenkit.core import play_out
from elevenkit.oneeleven import ExpectimaxBot, GreedyBot, OneElevenGame, rules


def match(deals: int, mode: str) -> tuple[int, int, int]:
    """(wins, draws, losses) of ExpectimaxBot over ``deals`` deals x 2 seat orders."""
    wins = draws = losses = 0
    for deal in range(deals):
        for seat in (0, 1):
            bots = [GreedyBot(deal), GreedyBot(deal)]
            bots[seat] = ExpectimaxBot(deal)
            winners = play_out(OneElevenGame(2, mode, seed=deal), bots).result().winners
            if not winners:
                draws += 1
            elif winners == (seat,):
                wins += 1
            else:
                losses += 1
    return wins, draws, losses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="150 deals instead of 1,000")
    parser.add_argument("--mode", choices=rules.MODES, default="addition")
    args = parser.parse_args()
    deals = 150 if args.quick else 1000
    start = time.process_time()
    wins, draws, losses = match(deals, args.mode)
    games = 2 * deals
    score = wins + draws / 2
    low, high = wilson_interval(score, games)
    print(f"== ExpectimaxBot vs GreedyBot, {args.mode}, {deals} deals x 2 seat orders ==")
    print(f"wins {wins}, draws {draws}, losses {losses}")
    report("win rate (draw = half)", 100 * score / games, "%")
    print(f"Wilson 95% interval: {100 * low:.1f}% .. {100 * high:.1f}%")
    report("games per CPU second", games / (time.process_time() - start), "games/s")
    verdict = "PASS" if low > 0.5 else "FAIL"
    print(f"{verdict}: the interval lies {'above' if low > 0.5 else 'not above'} 50%")


if __name__ == "__main__":
    main()
