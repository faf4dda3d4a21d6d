"""Lesson 10's texts as data, in the language in use: the introduction, the teacher note, and each
question's text, its questions to think about and their answers (folded).

They used to be the notebook's Markdown cells, which stayed English on a German kernel; now each
is a :class:`~elevenkit.catalogue.notes.Note` of msgids, drawn by :mod:`elevenkit.simulation.lesson`
as the other lessons draw theirs. The one Markdown cell the notebook keeps (:data:`RUN_ALL`, in
every language: :func:`elevenkit.widgets.notes.every_language_html`) says how to start the page,
which must show before any cell has run.
"""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.catalogue.notes import Note
from elevenkit.i18n import N_, _

__all__ = ["RUN_ALL", "Question", "closing", "introduction", "questions", "teacher_note"]

#: the notebook's Markdown cell: shown before anything runs, so in every language at once
RUN_ALL = N_(
    "*How to use this page:* choose **Run → Run All Cells** once. Then move the sliders: the pictures change. "
    "You never have to type code."
)


@dataclass(frozen=True)
class Question:
    """One question of the lesson: its text, the note between its two explorers, what to think about."""

    opening: tuple[Note, ...]  #: above the explorer
    think: Note  #: below it: the questions to think about
    answers: Note  #: their answers, folded
    between: Note | None = None  #: between the question's first and second explorer (question 4)


def introduction() -> Note:
    """The title and what the pupil will be able to say."""
    return Note(
        title=_("10 · Strategy and chance"),
        paragraphs=(_("**After this lesson you can say**"),),
        items=(
            _(
                "I can explain what a simulation is: playing a game thousands of times on the computer instead "
                "of counting every case."
            ),
            _("I can read a bar chart and a histogram of a simulation and say which card or pile is most likely."),
            _("I can say why more deals give a better answer, and compare a simulation with the exact count."),
            _(
                "I can say how sure we are that one computer player is better than another, using a confidence "
                "interval."
            ),
        ),
    )


def teacher_note() -> Note:
    """The teacher note, folded (German: the Klassenstufe and the Bildungsstandards of the Sekundarstufe I)."""
    return Note(
        summary=_("**Teacher note** (click to open)"),
        items=(
            _(
                "**Age:** 11–14, older pupils who already play one-eleven and 11 nimmt!. **Time:** 50–60 minutes "
                "(four questions of about 12 minutes each, plus the final discussion)."
            ),
            _(
                "**Runs in JupyterLab** (not in the pupils' browser-only site): it needs numpy and matplotlib, "
                "which the kit installs. Every simulation takes a seed, so the whole class sees the same numbers. "
                "Start JupyterLab with `ELEVENKIT_LANG=de make lab` for the lesson in German."
            ),
            _(
                "**Curriculum links:** England – KS3 probability, Years 7–9: relative frequency, experimental and "
                "theoretical probability, the more trials the closer the relative frequency comes to the "
                "probability; KS3 statistics: bar charts and histograms, mean. Germany – Klassenstufe 7–9, "
                "Leitidee Daten und Zufall: relative Häufigkeit und Wahrscheinlichkeit, empirisches Gesetz der "
                "großen Zahlen, Laplace-Experimente, Säulendiagramme und Histogramme, Mittelwert."
            ),
            _(
                "**Key questions:** Why does the line wobble at first and then settle? Why do we trust 3000 deals "
                "more than 30? Is the simulation ever *exactly* right? What would make the interval narrower?"
            ),
            _(
                "**Support:** start with the slider at few deals and ask pupils to predict the next picture "
                "before they move it; let pairs deal four cards by hand for a 7 before using the computer; read "
                'the bar chart aloud together ("the 15 captures on about 7 tables out of 10").'
            ),
            _(
                "**Extension:** why is the wild card always useful, and why is the 2 the least useful card? Work "
                "out by hand the chance that a 7 captures on a table of **one** card (there are 3 other sevens "
                "and 4 wild cards among the 59 cards left: 7/59) and compare with the simulation. Why is the mean "
                "of a pile of 5 cards exactly 5 × 1.84?"
            ),
            _(
                '**Misconceptions:** "after 10 rounds hard won 9, so hard wins {ninety} of the time" (a small '
                'sample, the interval is wide); "a {sure} interval means we are {sure} sure of the exact number" '
                '(it is about how often such intervals catch the truth); "the simulation is wrong because it is '
                'not exactly the exact count" (a simulation is an estimate and comes closer with more deals); the '
                'gambler\'s fallacy ("the 7 has not captured for a while, so now it will").'
            ).format(ninety=_percent(90), sure=_percent(95)),
            _(
                "**Where it comes from:** every capture is checked by the one-eleven engine, every game is played "
                "by the 11 nimmt! engine and its computer players; the exact counts are worked out by the same "
                "engine."
            ),
        ),
    )


def _percent(number: int) -> str:
    """``number`` percent as the language writes it ("95 %"); a ``%`` inside a msgid would be read as
    a %-placeholder ("% c", "% o") by the catalogue's checks."""
    return _("{percent} %").format(percent=number)


def _think(*questions: str) -> Note:
    return Note(paragraphs=(_("**Think about it**"),), items=questions, numbered=True)


def _answers(*answers: str) -> Note:
    return Note(summary=_("Answers"), items=answers, numbered=True)


def _simulation() -> Question:
    return Question(
        opening=(
            Note(
                heading=_("What is a simulation?"),
                paragraphs=(
                    _(
                        "To find out how often something happens in a card game, you could deal the cards a "
                        "thousand times and count. That takes days by hand, but a computer does it in a second. "
                        "This is called a **simulation**. The computer uses the game's own rules for every deal, "
                        "so it counts exactly as you would — only much faster."
                    ),
                ),
            ),
            Note(
                heading=_("Question 1: how often can a 7 capture something on a table of four cards?"),
                paragraphs=(
                    _(
                        "In one-eleven you hold a 7 and four cards lie on the table. Can you take something? "
                        "Sometimes yes (a 7, or 3 + 4, or 2 + 5, or a wild card …), sometimes no."
                    ),
                    _(
                        "**Predict first:** out of 100 tables, on how many can the 7 take something? Write your guess down."
                    ),
                    _(
                        "The blue line shows the share of tables where the 7 could capture, after 1 deal, 2 deals, "
                        "3 deals … The orange dashed line is the **exact** answer: the computer also counted *every* "
                        "possible table of four cards. Move the slider."
                    ),
                ),
            ),
        ),
        think=_think(
            _("With only 20 deals, how far is the blue line from the orange line? And with 2000?"),
            _('True or false: *"The simulation is wrong, because it does not give exactly the orange number."*'),
        ),
        answers=_answers(
            _(
                "With few deals the line jumps up and down a lot; with many deals it stays close to the exact "
                "answer. The more often you try, the closer the share comes to the real chance."
            ),
            _(
                "False. A simulation is an **estimate**. It is never exactly right, but with more deals it gets "
                "closer and closer."
            ),
        ),
    )


def _useful_cards() -> Question:
    return Question(
        opening=(
            Note(
                heading=_("Question 2: which card in your hand is most often useful?"),
                paragraphs=(
                    _(
                        "Now every card gets its own bar: on how many of the random tables could it capture "
                        "something (with the Addition deck)? Change the number of cards on the table."
                    ),
                    _("**Predict first:** which card will be best? Which one worst?"),
                ),
            ),
        ),
        think=_think(
            _("Why is the wild card (=) always useful?"),
            _("Why do the big cards (13, 14, 15) capture more often than the small ones (2, 3, 4)?"),
            _("What happens to all the bars when there are more cards on the table? Why?"),
        ),
        answers=_answers(
            _("The wild card can stand for any value from 1 to 15, so any table card can be matched."),
            _(
                "A big number can be made as a sum in many ways (15 = 7 + 8 = 5 + 10 = 2 + 3 + 10 …); a 2 can "
                "only take a 2, a wild card or two 1-11 cards (1 + 1 = 2). More ways to make the number means more "
                "tables where it works."
            ),
            _("They grow: more table cards give more cards to match and more sums to make."),
        ),
    )


def _pile_heads() -> Question:
    return Question(
        opening=(
            Note(
                heading=_("Question 3: how many ox heads does a random 11 nimmt! pile hold?"),
                paragraphs=(
                    _(
                        "Before you take a pile in 11 nimmt!, you only see its top card. How many ox heads might "
                        "be hiding in it? The computer makes thousands of random piles and counts their ox heads. "
                        "The bars are a **histogram**: how often each total came out. The orange dots are the "
                        "exact shares, counted for *every* possible pile."
                    ),
                    _("Move the slider to change how many cards a pile holds."),
                ),
            ),
        ),
        think=_think(
            _("For a pile of 5 cards, which total is most common? Is 5 possible? Is 35?"),
            _("The deck has 184 ox heads on 100 cards. Why is the mean of a pile of 5 cards about 5 × 1.84 = 9.2?"),
            _('Always, sometimes or never: *"a pile of 3 cards holds more ox heads than a pile of 2 cards."*'),
        ),
        answers=_answers(
            _(
                "Around 7 to 9 is most common. 5 is possible (five cards with 1 ox head each); 35 is possible only "
                "as 7 + 7 + 7 + 7 + 7, and there are only four cards with 7 ox heads (3, 33, 63, 93) — so it never "
                "happens."
            ),
            _(
                "On average a card is worth 184 ÷ 100 = 1.84 ox heads, so five cards are worth 5 × 1.84 = 9.2 on "
                "average."
            ),
            _(
                "Sometimes: on average yes, but a pile of 3 ones (1 + 1 + 1 = 3) holds fewer than a 33 and a 93 "
                "(7 + 7 = 14)."
            ),
        ),
    )


def _duel() -> Question:
    return Question(
        opening=(
            Note(
                heading=_("Question 4: does the hard computer really beat the easy one? How sure are we?"),
                paragraphs=(
                    _(
                        "The computer lets the **hard** player (it plans one move ahead) play 11 nimmt! rounds "
                        "against the **easy** player (it plays at random). They take turns to start. The blue line "
                        "shows the share of rounds hard has won so far."
                    ),
                    _(
                        "The light blue band is a **{percent} confidence interval**. Think of it like this: if we played "
                        "all those rounds again and again, and drew the band each time, about 95 bands out of 100 "
                        "would contain the true share. A narrow band means we are quite sure; a wide band means we "
                        "need more rounds."
                    ).format(percent=_percent(95)),
                    _("Move the slider: what happens to the band when more rounds are played?"),
                ),
            ),
        ),
        between=Note(
            paragraphs=(
                _("And the hard player against the **medium** one (it lays the card with the most ox heads it can):"),
            )
        ),
        think=_think(
            _("After 10 rounds, could you already say that hard is better than easy? After 100?"),
            _("The band is above the dotted {percent} line. What does that tell us?").format(percent=_percent(50)),
            _("How would you make the band half as wide?"),
        ),
        answers=_answers(
            _(
                "After 10 rounds the band is wide: it might still reach down towards 50 %. After 100 rounds it is "
                "much narrower and clearly above 50 %, so we can be quite sure hard is better."
            ),
            _(
                "If the whole band is above 50 %, hard wins more than half of its rounds: it really is the "
                "stronger player, not just lucky."
            ),
            _(
                "Play about **four times** as many rounds: the width shrinks with the square root of the number of "
                "rounds (√4 = 2)."
            ),
        ),
    )


def questions() -> tuple[Question, ...]:
    """The four questions in order, translated now."""
    return (_simulation(), _useful_cards(), _pile_heads(), _duel())


def closing() -> Note:
    """The last words: a talk with a partner."""
    return Note(
        heading=_("To finish"),
        paragraphs=(
            _(
                "Which question surprised you most? Talk with your partner: when is a simulation better than "
                "counting by hand, and when is counting better?"
            ),
        ),
    )
