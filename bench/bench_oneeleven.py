"""one-eleven speed: captures vs a plain brute force, big tables, and whole games per second.

Run from the repo root: ``python bench/bench_oneeleven.py`` (``--quick`` for a shorter run).
Times are CPU seconds of this process (the machine is shared), medians over distinct tables;
the engine's caches (bounded, see elevenkit/oneeleven) persist across calls by design, so "cold
memo" figures are shown too.

``--against TREE`` compares only the whole games per second with another checkout (e.g. a
worktree of an older commit, before or after ``elevenkit.core``): fresh processes for the two
checkouts alternate ``--rounds`` times, and the medians and their ratio are printed. On a shared
machine only such side-by-side figures can be compared.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations, product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import report

from elevenkit.core import Bot, RandomBot, play_out
from elevenkit.oneeleven import (
    Card,
    ExpectimaxBot,
    GreedyBot,
    OneElevenGame,
    captures,
    distinct_groups,
    new_deck,
)
from elevenkit.oneeleven.capturing import clear_caches

WILD, ACE = Card("="), Card("1-11")


def cpu_median(calls: Sequence[Callable[[], object]]) -> float:
    """Median CPU time of the calls (each on its own table)."""
    return timed(calls)[0]


def timed(calls: Sequence[Callable[[], object]], passes: int = 1) -> tuple[float, list[object]]:
    """Median over the calls (each on its own table) of the best CPU time in ``passes`` runs,
    and what the calls returned. The best of a few runs filters out a busy machine's noise.

    Each call starts after a full garbage collection (not timed): otherwise a full pass over what
    earlier calls left (100+ ms here) lands in one call or another by chance, and a median of
    three mixed-mode tables jumped between 30 and 160 ms from run to run."""
    times, results = [], []
    for call in calls:
        best = float("inf")
        for _pass in range(passes):
            gc.collect()
            start = time.process_time()
            result = call()
            best = min(best, time.process_time() - start)
        results.append(result)
        times.append(best)
    return statistics.median(times), results


def forget() -> None:
    """Empty the capture search's caches, for a cold-start figure."""
    clear_caches()


# ---- the plain reference: every subset x every value assignment, every set of groups -----------


def brute_maximal(played: Card, table: Sequence[Card], mode: str) -> list[tuple]:
    kinds = {"addition": ("sum",), "subtraction": ("difference",), "mixed": ("sum", "difference")}
    groups = set()
    for size in range(1, len(table) + 1):
        for subset in combinations(range(len(table)), size):
            for values in product(*(table[i].values for i in subset)):
                total = sum(values)
                made = {values[0]} if size == 1 else set()
                if size > 1 and "sum" in kinds[mode]:
                    made.add(total)
                if size > 1 and "difference" in kinds[mode]:
                    made.update(2 * top - total for top in values)
                groups.update((subset, v) for v in made if v in played.values)
    found = []
    for value in played.values:
        mine = [set(subset) for subset, v in groups if v == value]

        def grow(start: int, used: set, chosen: list) -> None:
            if chosen and all(used & group for group in mine):
                found.append((value, tuple(sorted(tuple(sorted(group)) for group in chosen))))
            for j in range(start, len(mine)):
                if not used & mine[j]:
                    grow(j + 1, used | mine[j], chosen + [mine[j]])

        grow(0, set(), [])
    return found


def twelve_card_table(rng: random.Random) -> tuple[Card, list[Card]]:
    """Two wilds, two 1-11s and eight more cards from the rest of the deck; a played card."""
    deck = new_deck()
    for card in (WILD, WILD, ACE, ACE):
        deck.remove(card)
    rng.shuffle(deck)
    table = [WILD, WILD, ACE, ACE] + deck[:8]
    rng.shuffle(table)
    return deck[8], table


def big_table(rng: random.Random, size: int) -> list[Card]:
    deck = new_deck()
    rng.shuffle(deck)
    return deck[:size]


def games_per_second(
    players: int, mode: str, make_bots: Callable[[int], list[Bot]], games: int, first_seed: int = 0
) -> float:
    """Games per CPU second, from a fresh garbage-collector state (the games' own collections count)."""
    gc.collect()
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        play_out(OneElevenGame(players, mode, seed), make_bots(seed))
    return games / (time.process_time() - start)


# The whole-games figures of one checkout, run by ``python -c`` in a fresh process so each
# checkout imports its own elevenkit (argv: checkout, games). A package missing from an old
# checkout would silently come from the installed kit, hence the test for elevenkit/core.
_GAMES_IN_CHECKOUT = """
import gc, json, sys, time
from pathlib import Path
tree, games = sys.argv[1], int(sys.argv[2])
sys.path.insert(0, tree)
if Path(tree, "elevenkit", "core").is_dir():
    from elevenkit.core import RandomBot, play_out
else:  # the layout before elevenkit.core (e.g. commit 4688e0c)
    from elevenkit.common import RandomBot, play_out
from elevenkit.oneeleven import GreedyBot, OneElevenGame

def rate(players, bot, count, first=0):
    gc.collect()
    start = time.process_time()
    for seed in range(first, first + count):
        play_out(OneElevenGame(players, "addition", seed), [bot(seed * 10 + i) for i in range(players)])
    return count / (time.process_time() - start)

rate(4, RandomBot, 200, 10**6)  # fills the move memo, as the full benchmark does
print(json.dumps({
    f"{name}, {players} players": rate(players, bot, games if name == "random" else games // 2)
    for name, bot in (("random", RandomBot), ("greedy", GreedyBot))
    for players in (4, 2)
}))
"""


def compare(other: Path, rounds: int, games: int) -> None:
    """Whole games per CPU second here and in the checkout ``other``, alternating processes."""
    here = Path(__file__).resolve().parent.parent
    runs: dict[Path, list[dict[str, float]]] = {other: [], here: []}
    for _round in range(rounds):
        for checkout in runs:
            done = subprocess.run(
                [sys.executable, "-c", _GAMES_IN_CHECKOUT, str(checkout), str(games)],
                capture_output=True,
                text=True,
                check=True,
                cwd=checkout,
            )
            runs[checkout].append(json.loads(done.stdout))
    print(f"== whole games per CPU second, medians of {rounds} alternating runs: {other} vs {here} ==")
    for label in runs[here][0]:
        rates = {checkout: [run[label] for run in done] for checkout, done in runs.items()}
        for checkout, name in ((other, "other"), (here, "this")):
            report(f"{label}, {name} checkout", statistics.median(rates[checkout]), "games/s")
            print(f"  (each run: {', '.join(f'{rate:,.0f}' for rate in rates[checkout])})")
        report(f"{label}, this / other", statistics.median(rates[here]) / statistics.median(rates[other]), "x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer tables and games")
    parser.add_argument("--against", type=Path, metavar="TREE", help="compare whole games with this checkout")
    parser.add_argument("--rounds", type=int, default=5, help="alternating runs for --against (default 5)")
    args = parser.parse_args()
    quick = args.quick
    if args.against is not None:
        compare(args.against.resolve(), args.rounds, 300 if quick else 1000)
        return
    tables = 60 if quick else 200
    rng = random.Random(2024)
    deals = [twelve_card_table(rng) for _table in range(tables)]
    for mode, count in (("addition", tables), ("mixed", tables // 20)):
        print(f"== captures(maximal_only=True), 12-card tables with two = and two 1-11 ({mode}) ==")
        some = deals[:count]
        cold = cpu_median([lambda p=p, t=t, m=mode: (forget(), captures(p, t, m, maximal_only=True)) for p, t in some])
        warm, found = timed(
            [lambda p=p, t=t, m=mode: captures(p, t, m, maximal_only=True) for p, t in some],
            passes=3 if mode == "addition" else 1,
        )
        report("maximal captures per table, median", statistics.median(map(len, found)), "captures")
        report(
            "engine median, random played card (best of 3 runs per table)"
            if mode == "addition"
            else "engine median, random played card",
            1000 * warm,
            "ms",
        )
        report("engine median, same tables, cold memo", 1000 * cold, "ms")
        if mode != "addition":
            continue
        report(
            "engine median, played = (all 15 values)",
            1000
            * cpu_median(
                [lambda t=t: captures(WILD, t, "addition", maximal_only=True) for _p, t in deals[: tables // 8]]
            ),
            "ms",
        )
        # the reference takes about a minute on one played = (15 values): numbered cards only
        sample = [(p, t) for p, t in deals if not p.is_wild][: 5 if quick else 9]
        brute, theirs = timed([lambda p=p, t=t: brute_maximal(p, t, mode) for p, t in sample])
        engine, ours = timed([lambda p=p, t=t: captures(p, t, mode, maximal_only=True) for p, t in sample])
        for mine, reference in zip(ours, theirs):  # the two answers agree
            assert {(c.value, tuple(g.indices for g in c.groups)) for c in mine} == set(reference)
        report(f"brute-force reference median, {len(sample)} tables (played card not =)", brute * 1000, "ms")
        report("engine median, same tables", engine * 1000, "ms")
        report("speed-up over brute force (same tables)", brute / max(engine, 1e-9), "x")

    for mode in ("addition", "mixed"):
        print(f"== distinct_groups on big tables, played = (every value), {mode} ==")
        for size in (20, 30):
            big = [big_table(rng, size) for _table in range(tables // 4)]
            cold = cpu_median([lambda t=t, m=mode: (forget(), distinct_groups(WILD, t, m)) for t in big])
            warm = cpu_median([lambda t=t, m=mode: distinct_groups(WILD, t, m) for t in big])
            report(f"{size}-card table median", 1000 * warm, "ms")
            report(f"{size}-card table median, cold memo", 1000 * cold, "ms")

    print("== complete games per CPU second (after 200 warm-up games fill the move memo) ==")
    games = 300 if quick else 1000
    games_per_second(4, "addition", lambda s: [RandomBot(s + i) for i in range(4)], 200, 10**6)
    for players in (4, 2):
        rate = games_per_second(
            players, "addition", lambda s, n=players: [RandomBot(s * 10 + i) for i in range(n)], games
        )
        report(f"random, {players} players", rate, "games/s")
    for players in (4, 2):
        rate = games_per_second(
            players, "addition", lambda s, n=players: [GreedyBot(s * 10 + i) for i in range(n)], games // 2
        )
        report(f"greedy, {players} players", rate, "games/s")
    report(
        "expectimax, 4 players",
        games_per_second(4, "addition", lambda s: [ExpectimaxBot(s * 10 + i) for i in range(4)], games // 10),
        "games/s",
    )
    report(
        "expectimax vs greedy, 2 players",
        games_per_second(2, "addition", lambda s: [ExpectimaxBot(s), GreedyBot(s)], games // 10),
        "games/s",
    )
    print("(CPU time of this process; the move memo persists across games by design)")


if __name__ == "__main__":
    main()
