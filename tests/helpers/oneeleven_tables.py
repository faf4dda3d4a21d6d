"""One-eleven positions for tests: a game where the pupil holds a given hand over a given table, and
the deck without some cards."""

from __future__ import annotations

import random

from elevenkit.oneeleven import OneElevenGame, new_deck, parse_cards


def table_game(table: str, hand: str, mode: str = "addition", players: int = 2) -> OneElevenGame:
    """A game where seat 0 holds ``hand`` and ``table`` is face up; the rest anywhere."""
    table_cards, hand_cards = parse_cards(table), parse_cards(hand)
    rest = new_deck()
    for card in table_cards + hand_cards:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    hands = [[c.label for c in hand_cards]] + [[] for _seat in range(players - 1)]
    for seat in range(1, players):
        hands[seat] = [rest.pop().label for _card in range(len(hand_cards))]
    state = {
        "players": players,
        "mode": mode,
        "current": 0,
        "turn": 0,
        "over": False,
        "hands": hands,
        "table": [c.label for c in table_cards],
        "draw": [c.label for c in rest],
        "piles": [[] for _seat in range(players)],
        "last_capture_turn": [None] * players,
    }
    return OneElevenGame.from_dict(state)


def deck_without(*texts: str) -> list[str]:
    """The labels of a new deck without the cards written in ``texts`` ("2 9 12")."""
    rest = new_deck()
    for text in texts:
        for card in parse_cards(text):
            rest.remove(card)
    return [card.label for card in rest]
