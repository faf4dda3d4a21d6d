"""How hard a capture task is, the named levels of the Capture Trainer, and dealing a task from a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from elevenkit.catalogue import Level
from elevenkit.core import ElevenkitError, check_int
from elevenkit.exercises.captures.task import CaptureTask
from elevenkit.oneeleven import Card, capture_groups, rules
from elevenkit.oneeleven.capturing import check_mode

__all__ = [
    "DEAL_TRIES",
    "STEPS",
    "MAX_TABLE",
    "NAMED_STEPS",
    "CaptureDifficulty",
    "level_difficulty",
    "make_capture_task",
]

#: largest table a task may have: a classroom screen shows two rows of six cards
MAX_TABLE = 12
#: tries to deal a table that fits the difficulty before taking the last one that has any group
DEAL_TRIES = 400


@dataclass(frozen=True)
class CaptureDifficulty:
    """How hard a dealt task is.

    ``table_size`` cards on the table, numbers up to ``max_value``, whether ``1-11`` cards and wild
    ``=`` cards are in the deck, which ``deck`` (``addition``, ``subtraction`` or ``mixed``) and
    whether the hand card can take ``several`` groups in one turn (otherwise exactly one group).
    """

    table_size: int = 4
    max_value: int = 10
    one_eleven: bool = False
    wilds: bool = False
    deck: str = "addition"
    several: bool = False

    def __post_init__(self) -> None:
        check_int(self.table_size, "table_size", 2, MAX_TABLE)
        check_int(self.max_value, "max_value", 3, rules.WILD_MAX)
        check_mode(self.deck)
        if len(self.ranks()) * rules.COPIES <= self.table_size + rules.COPIES:
            raise ElevenkitError(f"too few cards up to {self.max_value!r} for a table of {self.table_size!r}")

    def ranks(self) -> list[Card]:
        """The cards of the deck this difficulty deals from."""
        cards = [
            Card(label)
            for label in rules.RANKS
            if label not in (rules.ONE_ELEVEN, rules.WILD) and Card(label).values[0] <= self.max_value
        ]
        if self.one_eleven:
            cards.append(Card(rules.ONE_ELEVEN))
        if self.wilds:
            cards.append(Card(rules.WILD))
        return cards


#: The Capture Trainer's six steps, easiest first (``?level=1`` … ``?level=6``).
STEPS: dict[str, CaptureDifficulty] = {
    "1": CaptureDifficulty(table_size=4, max_value=10),
    "2": CaptureDifficulty(table_size=5, max_value=12, several=True),
    "3": CaptureDifficulty(table_size=6, max_value=15, one_eleven=True, several=True),
    "4": CaptureDifficulty(table_size=6, max_value=15, one_eleven=True, wilds=True, several=True),
    "5": CaptureDifficulty(table_size=6, max_value=15, deck="subtraction"),
    "6": CaptureDifficulty(table_size=8, max_value=15, one_eleven=True, wilds=True, deck="mixed", several=True),
}

#: The step each shared :class:`~elevenkit.catalogue.Level` means here. Hard is step 4
#: (1-11 and wild cards, several groups), not 5: step 5 is the Subtraction deck, another topic
#: rather than a harder one, and step 6 (eight cards, mixed deck) is for pupils who ask for more.
NAMED_STEPS: dict[Level, str] = {Level.EASY: "1", Level.MEDIUM: "3", Level.HARD: "4"}


def level_difficulty(level: str) -> CaptureDifficulty | None:
    """The difficulty of a level given as ``"1"``…``"6"`` or easy/medium/hard; None if unknown."""
    named = Level.parse(level)
    if named is not None:
        return STEPS[NAMED_STEPS[named]]
    return STEPS.get(level.strip()) if isinstance(level, str) else None


def make_capture_task(rng: random.Random, difficulty: CaptureDifficulty) -> CaptureTask:
    """Deal a task that fits ``difficulty`` (for :class:`~elevenkit.exercises.TaskSeries`).

    Shuffles a deck of four copies of each allowed rank, lays ``table_size`` cards and draws a hand
    card that is not a wild, until the hand card can take exactly one group (or several disjoint
    groups when ``several``). After ``DEAL_TRIES`` misses it keeps the last deal that takes anything.
    """
    deck = [card for card in difficulty.ranks() for _copy in range(rules.COPIES)]
    fallback: CaptureTask | None = None
    for _try in range(DEAL_TRIES):
        rng.shuffle(deck)
        table = deck[: difficulty.table_size]
        played = next((card for card in deck[difficulty.table_size :] if not card.is_wild), None)
        if played is None or not capture_groups(played, table, difficulty.deck):
            continue
        task = CaptureTask(played, table, difficulty.deck)
        if (task.most_groups >= 2) == difficulty.several:
            return task
        fallback = task
    if fallback is None:
        raise ElevenkitError(f"no task with any capture could be dealt for {difficulty!r}")
    return fallback
