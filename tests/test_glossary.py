"""The game words, explained in a child's words for the trainers and the landing page."""

from __future__ import annotations

import pytest

from elevenkit.exercises.captures import capture_task
from elevenkit.exercises.wraparound import DIFFICULTIES, TASK_KINDS
from elevenkit.glossary import KEYS, glossary, terms
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale


def test_every_word_has_a_meaning_and_a_game() -> None:
    words = glossary()
    assert [term.key for term in words] == list(KEYS) and len(set(KEYS)) == len(KEYS)
    for term in words:
        assert term.word and term.meaning.endswith(".") and term.game in ("11 nimmt!", "one-eleven")
    keys = {term.key for term in words}
    assert {"bull-card", "ox-heads", "window", "prime"} <= keys  # the words issue 16 names


def test_terms_come_in_glossary_order_and_unknown_keys_are_refused() -> None:
    assert [term.key for term in terms(["prime", "bull-card"])] == ["bull-card", "prime"]
    with pytest.raises(KeyError, match="'bulls'"):
        terms(["bulls"])


def test_every_task_names_only_known_words() -> None:
    import random

    for kind, deal in TASK_KINDS.items():
        for seed in range(20):
            task = deal(random.Random(seed), DIFFICULTIES["hard"])
            assert set(task.words) <= set(KEYS), kind  # type: ignore[attr-defined]
            assert task.rule  # type: ignore[attr-defined]
    task = capture_task("7", "2 5 = 1-11")
    assert task.words == ("table", "one-eleven", "wild")


def test_every_word_and_meaning_is_translated_from_the_catalogue() -> None:
    with pseudo_locale() as pseudo:
        words = glossary()
    for term in words:
        assert_translated(term.word, term.key)
        assert_translated(term.meaning, term.key)
    assert len(pseudo.seen) == 2 * len(words)  # each word and meaning is its own message
