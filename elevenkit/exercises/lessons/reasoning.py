"""Reasoning items: spot the mistake, true or false, always / sometimes / never, which is bigger.

The pupil clicks one choice; each choice carries why it is right or wrong, in a child's words, and
a wrong choice names the misconception it shows (``category``) for the teacher's statistics.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import is_blank
from elevenkit.exercises.base import Cue, Feedback, Task
from elevenkit.i18n import _, pgettext

__all__ = ["Choice", "ChoiceTask", "always_sometimes_never", "one_of", "true_or_false", "which_is_bigger"]


@dataclass(frozen=True)
class Choice:
    """One answer to click, whether it is right, why, and the misconception a pupil who picks it shows."""

    text: str
    right: bool
    why: str
    category: str = ""


class ChoiceTask(Task):
    """A question answered by clicking one of ``choices``; exactly one choice is right.

    A wrong click first hears a hint, not the reason (which could give the answer away); the
    reason comes from the second wrong try on.
    """

    def __init__(self, question: str, choices: Sequence[Choice], hints: Sequence[str] = ()) -> None:
        if sum(choice.right for choice in choices) != 1:
            raise ElevenkitError(f"a reasoning item needs exactly one right choice: {question!r}")
        self.question = question
        self.choices = tuple(choices)
        self._hints = list(hints)
        #: wrong clicks so far: the first gets a nudge (:meth:`nudge`), later ones the reason
        self.wrong_tries = 0

    @property
    def prompt(self) -> str:
        return self.question

    @property
    def cues(self) -> tuple[Cue, ...]:
        """Tap the answer."""
        return (Cue.TAP,)

    @property
    def right_choice(self) -> Choice:
        """The right choice."""
        return next(choice for choice in self.choices if choice.right)

    def index_of(self, answer: Any) -> int | None:
        """The choice a click (its position) or a typed text (its words, case ignored) names; None for neither."""
        if isinstance(answer, int) and not isinstance(answer, bool):
            return answer if 0 <= answer < len(self.choices) else None
        if isinstance(answer, str):
            text = answer.strip().casefold()
            return next((i for i, choice in enumerate(self.choices) if choice.text.casefold() == text), None)
        return None

    def check(self, answer: Any) -> Feedback:
        """Judge the choice clicked: the reason why, and the misconception of a wrong choice."""
        if is_blank(answer):
            return Feedback(False, _("Click the answer you think is right."), counted=False)
        index = self.index_of(answer)
        if index is None:
            return Feedback(False, _("Click one of the answers."), counted=False)
        choice = self.choices[index]
        if choice.right:
            return Feedback(True, _("Right! {why}").format(why=choice.why))
        self.wrong_tries += 1
        if self.wrong_tries == 1:  # the reason would give the answer away before a second try
            return Feedback(False, self.nudge(), category=choice.category)
        return Feedback(False, choice.why, category=choice.category)

    def nudge(self) -> str:
        """What a first wrong click hears: the first hint, never the reason (that could give the answer away)."""
        if self._hints:
            return _("Not quite. {hint}").format(hint=self._hints[0])
        return _("Not quite. Read it again and try it out with an example, then click again.")

    def hints(self) -> list[str]:
        return list(self._hints) or [_("Read every answer, then try it out with the cards.")]

    def solution(self) -> str:
        choice = self.right_choice
        # the right answer, then why, in a sentence of the catalogue ("True: …", "Richtig: …"); an
        # answer that ends in its own mark ("No: 2 and 6 …", "Yes!") is followed by the reason alone
        if choice.text.rstrip()[-1:] in ".:!?":
            return f"{choice.text} {choice.why}"
        return pgettext("the right answer of a reasoning item, then why", "{answer}: {why}").format(
            answer=choice.text, why=choice.why
        )


def one_of(
    question: str,
    texts: dict[str, str],
    answer: str,
    why: str,
    category: str = "",
    hints: Sequence[str] = (),
    nudge: str = "",
) -> ChoiceTask:
    """A question whose choices are ``texts`` (key: words), the one under ``answer`` right.

    ``why`` explains the answer; a wrong click names ``category``. The first wrong click hears a
    hint (:meth:`ChoiceTask.nudge`); a later one hears ``nudge`` after "Look again." (a way to
    find the answer that does not say it), or ``why`` when there is none.
    """
    if answer not in texts:
        raise ElevenkitError(f"answer {answer!r} is not one of {list(texts)!r}")
    wrong_why = _("Look again. {why}").format(why=nudge or why)
    return ChoiceTask(
        question,
        [
            Choice(text, key == answer, why if key == answer else wrong_why, "" if key == answer else category)
            for key, text in texts.items()
        ],
        hints,
    )


def true_or_false(
    statement: str, true: bool, why: str, category: str = "", hints: Sequence[str] = (), nudge: str = ""
) -> ChoiceTask:
    """ "True or false? …"; a wrong click names ``category`` and hears ``nudge`` (see :func:`one_of`)."""
    question = _("True or false? {statement}").format(statement=statement)
    texts = {"true": _("True"), "false": _("False")}
    return one_of(question, texts, "true" if true else "false", why, category, hints, nudge)


def always_sometimes_never(
    statement: str, answer: str, why: str, category: str = "", hints: Sequence[str] = (), nudge: str = ""
) -> ChoiceTask:
    """ "Always, sometimes or never true? …": ``answer`` is ``"always"``, ``"sometimes"`` or ``"never"``."""
    question = _("Is this always, sometimes or never true? {statement}").format(statement=statement)
    texts = {"always": _("Always"), "sometimes": _("Sometimes"), "never": _("Never")}
    return one_of(question, texts, answer, why, category, hints, nudge)


def which_is_bigger(
    question: str,
    left: str,
    right: str,
    bigger: str,
    why: str,
    category: str = "",
    hints: Sequence[str] = (),
    nudge: str = "",
) -> ChoiceTask:
    """ "Which is bigger?": ``bigger`` is ``"left"``, ``"right"`` or ``"same"`` (both the same)."""
    texts = {"left": left, "right": right, "same": _("They are the same")}
    return one_of(question, texts, bigger, why, category, hints, nudge)
