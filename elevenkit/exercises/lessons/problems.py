"""Problems: open tasks with many answers. The pupil gives them one (or a few) at a time; the task
keeps what was found and says how many are still missing, without giving them away.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from elevenkit.exercises.answers import Side, is_blank
from elevenkit.exercises.base import Feedback, Task, and_list, sentences
from elevenkit.exercises.captures.parts import GroupParts, PictureRow, TaskPicture, read_cards, values_text
from elevenkit.exercises.lessons.equations import Reading, check_equation, explain_total, group_text
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, distinct_groups, valid_kinds
from elevenkit.oneeleven.capturing import check_mode

__all__ = ["FindAllTask", "WaysProblem", "ways_problem"]


class FindAllTask(Task):
    """Find every answer of a set: each check adds what it finds to ``found`` and counts the rest."""

    def __init__(self) -> None:
        self.found: list[Hashable] = []

    @abstractmethod
    def answers(self) -> dict[Hashable, str]:
        """Every answer to find (a key for each) and how it is written for the pupil."""

    @abstractmethod
    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        """The answers ``answer`` names (keys), or feedback saying why it names none."""

    def nudge(self) -> str:
        """A reminder when the ones left are of a kind pupils forget (empty: none)."""
        return ""

    @property
    def missing(self) -> int:
        """How many answers are still to find."""
        return len(self.answers()) - len(self.found)

    def found_texts(self) -> list[str]:
        """The answers found so far, as written for the pupil, in the order found."""
        written = self.answers()
        return [written[key] for key in self.found]

    def missing_text(self) -> str:
        """ "3 more to find." (with the nudge), or that every answer is found."""
        if not self.missing:
            return _("You found them all!")
        text = ngettext("{count} more to find.", "{count} more to find.", self.missing).format(count=self.missing)
        return " ".join(part for part in (text, self.nudge()) if part)

    def check(self, answer: Any) -> Feedback:
        """Add the answers ``answer`` names; say how many are missing. Finding one again is not counted.

        Several answers at once (``1 2 3 5``) keep every right one and name each wrong one: the
        right ones stay found, and the check counts as a wrong answer for the wrong ones.
        """
        if is_blank(answer):
            return Feedback(False, _("Type your answer first, then check."), counted=False)
        feedback, keys = self.judge(answer)
        new = [key for key in dict.fromkeys(keys) if key not in self.found]
        self.found += new
        written = self.answers()
        if not feedback.correct:
            kept = _("Right: {answers}.").format(answers=and_list([written[key] for key in new])) if new else ""
            return Feedback(
                False,
                sentences(kept, feedback.message, self.missing_text()),
                counted=feedback.counted,
                done=not self.missing,
                category=feedback.category,
            )
        if not keys:  # right, but not one of the answers to find (cannot happen for a sound task)
            return Feedback(False, feedback.message, counted=False)
        if not new:
            return Feedback(
                False, _("You found that already. {missing}").format(missing=self.missing_text()), counted=False
            )
        praise = feedback.message or _("Right! {answers}.").format(answers="; ".join(written[key] for key in new))
        return Feedback(True, sentences(praise, self.missing_text()), done=not self.missing)

    @staticmethod
    def each(items: Sequence[Hashable], why_not: Callable[[Any], Feedback | None]) -> tuple[Feedback, list[Hashable]]:
        """Judge several answers given at once: ``why_not(item)`` is None for a right one, else the
        feedback why it is wrong; every right one is kept, every wrong one named."""
        right: list[Hashable] = []
        wrong: list[Feedback] = []
        for item in dict.fromkeys(items):
            why = why_not(item)
            if why is None:
                right.append(item)
            else:
                wrong.append(why)
        if not wrong:
            return Feedback(True, ""), right
        message = sentences(*(why.message for why in wrong))
        counted = any(why.counted for why in wrong)
        return Feedback(False, message, counted=counted, category=wrong[0].category), right

    def hints(self) -> list[str]:
        """First how many there are, then one answer not found yet after another."""
        left = [text for key, text in self.answers().items() if key not in self.found]
        count = len(self.answers())
        first = ngettext("There is {count} answer in all.", "There are {count} answers in all.", count)
        return [
            first.format(count=count),
            *[_("One you have not found yet: {answer}").format(answer=text) for text in left],
        ]

    def solution(self) -> str:
        return _("All of them: {answers}").format(answers="; ".join(self.answers().values()))


def _way_key(parts: GroupParts) -> tuple[int, tuple[str, ...]]:
    """Ways that use the same cards for the same value are one way for a pupil (``2 + 5`` is ``5 + 2``)."""
    return parts.value, tuple(sorted(str(term.card) for term in parts.terms))


class WaysProblem(FindAllTask):
    """ "Find every way your card can take cards from this table": typed equations or clicked cards."""

    def __init__(self, played: Card, table: Sequence[Card], deck: str = "addition") -> None:
        super().__init__()
        self.played = played
        self.table = tuple(table)
        self.deck = check_mode(deck)
        self.ways = [GroupParts.of(group) for group in distinct_groups(played, self.table, self.deck)]

    @property
    def prompt(self) -> str:
        return _("Your card is {card}. Find every way it can take cards from the table.").format(card=self.played)

    def picture(self) -> TaskPicture:
        """The pupil's card and the table."""
        return TaskPicture(
            self.prompt, self.deck, (PictureRow(_("Your card"), (self.played,)), PictureRow(_("The table"), self.table))
        )

    def answers(self) -> dict[Hashable, str]:
        return {_way_key(parts): group_text(parts) for parts in self.ways}

    def nudge(self) -> str:
        left = [parts for parts in self.ways if _way_key(parts) not in self.found]
        if left and all(parts.kind == "match" for parts in left):
            return _("Have you thought of a match: one card that is the same number as yours?")
        return ""

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        if isinstance(answer, (list, tuple, set, frozenset)):
            return self._judge_places(answer)
        feedback, read = check_equation(answer, self.played, self.table, self.deck)
        if not feedback.correct or read is None:
            return feedback, []
        ranks = tuple(sorted(str(self.table[place]) for place in read.positions))
        return feedback, [(read.value, ranks)]

    def _judge_places(self, places: Any) -> tuple[Feedback, list[Hashable]]:
        """Table cards chosen by clicking (0 is the leftmost)."""
        if not all(type(place) is int and 0 <= place < len(self.table) for place in places):
            return Feedback(False, _("Choose cards on the table."), counted=False), []
        cards = [self.table[place] for place in sorted(set(places))]
        ranks = tuple(sorted(str(card) for card in cards))
        keys: list[Hashable] = [(value, ranks) for value in self.played.values if valid_kinds(cards, value, self.deck)]
        if keys:
            return Feedback(True, ""), keys
        if any(card.is_wild for card in cards):
            message = _("Even with the wild, these cards cannot make {value}.")
            return Feedback(False, message.format(value=values_text(self.played.values))), []
        pairs = sorted(((self.table[place].values[0], place) for place in set(places)), reverse=True)
        sign = -1 if self.deck == "subtraction" else 1
        side = Side(tuple(number for number, _place in pairs), (1,) + (sign,) * (len(pairs) - 1))
        read = Reading(self.played.values[0], side, tuple(place for _number, place in pairs))
        return explain_total(read, self.table), []


def ways_problem(card: str, table: str | Sequence[Any], deck: str = "addition") -> WaysProblem:
    """A hand-made problem for a lesson: ``ways_problem("12", "12 5 7 3 9 1-11")``."""
    return WaysProblem(Card.parse(card), read_cards(table), deck)
