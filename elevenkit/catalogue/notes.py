"""The texts a page shows around its widgets (a dashboard's "How to play", the teacher dashboard's
help), as data translated when the page is built.

They used to be Markdown cells of the notebooks, which Voila draws before the kernel knows the
page's language, so a German page showed them in English. Now a notebook cell asks for its note
(:func:`elevenkit.widgets.notes.page_note`), built here in the page's language: every sentence is a
msgid of the catalogue (``make pot``), translated like the widgets' own. A lesson's teacher note is
a :class:`Note` too, built with its lesson (:mod:`elevenkit.exercises.lessons.teacher_notes`).

A :class:`Note` is a title, a section heading, paragraphs, a list and closing paragraphs, folded
under ``summary`` when it has one. Inside a text, ``**…**`` is bold, ``*…*`` italic and a backquoted part code
(:func:`elevenkit.widgets.notes.note_html` draws them; nothing else is markup, the rest is escaped).
The tab names, buttons and game words in these texts are the pages' own msgids' translations
(docs/german-terms.md): a German note says "Hilfe jetzt" where the tab says it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from elevenkit.i18n import _

__all__ = ["NOTES", "Note", "UnknownNoteError", "note"]


@dataclass(frozen=True)
class Note:
    """A page's text, every string already translated (``**bold**``, ``*italic*``, backquoted code)."""

    title: str = ""  #: a heading above it ("Teacher dashboard"); "" for none
    heading: str = ""  #: a section heading below the title ("Question 1: …"); "" for none
    summary: str = ""  #: folded under this line ("**Teacher note** (click to open)"); "" shows it open
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()  #: a bulleted list after the paragraphs
    numbered: bool = False  #: the list is numbered (questions to think about and their answers)
    closing: tuple[str, ...] = ()  #: paragraphs after the list

    def texts(self) -> tuple[str, ...]:
        """Every text of the note in reading order (tests read them for words left in English)."""
        return tuple(
            text
            for text in (self.title, self.heading, self.summary, *self.paragraphs, *self.items, *self.closing)
            if text
        )


class UnknownNoteError(ValueError):
    """A note name that :data:`NOTES` does not list."""


def _teacher() -> Note:
    return Note(
        title=_("Teacher dashboard"),
        paragraphs=(
            _(
                "**Pupils**: the class table refreshes itself every few seconds; click a pupil's name for their "
                "answers (tasks solved count whole tasks, as the pupil's score does). Their secret numbers stay "
                "hidden until you press *Show secret numbers* (on your own screen, not the projector). "
                "**Help now**: the pupils to go to now, most urgent first, with why and a next step. "
                "**Skills**: every pupil and skill, where the pupil stands (mastered, practising, needs help, "
                "not started). **Weeks**: each pupil's progress week by week and every answer of the chosen weeks."
            ),
            _(
                "**Tasks**: per task, how many pupils solved it, saw the answer or moved on, and the most common "
                "wrong answers. **Set work**: "
                "choose an activity, a skill, a level, how many tasks and a date; the pupils see it first when "
                "they join, and the tab shows who finished it. **Report**: a report to print for one pupil or "
                "the whole class. **Share**: choose the page, class, task set and level, then a short class "
                "link, a QR code and the link code for the projector. Change a choice and the old link goes: "
                "make it again. **Export · delete**: the answers as a spreadsheet (CSV); deleting asks first. "
                "**Answer keys**: every lesson's answers."
            ),
        ),
    )


def _teacher_links() -> Note:
    return Note(
        summary=_("**Link parameters** (click to open): what the end of a page's link may say"),
        paragraphs=(
            _(
                "The **Share** tab makes these links for you; this is what their parts mean, for a link you "
                "type yourself."
            ),
        ),
        items=(
            _(
                "**Capture Trainer:** `seed` (the task list number, a whole number), `level` (`1`–`6`, or "
                "`easy` = 1, `medium` = 3, `hard` = 4), then optionally `size` (table cards, 2–12), `max` "
                "(largest number, 3–15), `one11`, `wilds`, `several` (0 or 1) and `deck` (`addition`, "
                "`subtraction` or `mixed`), `tasks` (a round of that many tasks that ends with a summary) and "
                "`class` (the class's name shown with the task number), e.g. `?seed=7&level=hard&tasks=10&class=4b`."
            ),
            _(
                "**Wraparound Clock** and **Number Track:** `seed` (the task list number), `level` (`easy`, "
                "`medium` or `hard`), `tasks` (a round of that many tasks that ends with a summary, e.g. "
                "`tasks=10`) and `class` (e.g. `class=4b`)."
            ),
            _(
                "**Play 11 nimmt!:** `players` (2–7, the pupil included), `level` (`easy`, `medium` or "
                "`hard`), `piles` (`whole`: show every card of every pile, a learning aid; the real game shows "
                "only the top card) and `seed` (the game number: the same number deals the same game to the "
                "whole class), e.g. `?players=3&level=hard&seed=7`."
            ),
            _(
                "**Play one-eleven:** `players` (2–4, the pupil included), `level`, `deck` (`addition`, "
                "`subtraction` or `mixed`) and `seed` (the game number), e.g. "
                "`?players=3&level=hard&deck=addition&seed=7`."
            ),
            _(
                "**Play Start 11!:** `players` (2–4), `level`, `variant` (the symbol tiles) and `seed` (the "
                "game number), e.g. `?players=2&level=medium&variant=1&seed=7`."
            ),
            _(
                "**Every page:** `lang` (`de` for German, `en` for English; without it the browser's language "
                "decides), `read=auto` (reads each new question aloud) and `text=large` (bigger text)."
            ),
        ),
        closing=(
            _(
                "On the pupils' pages, **Settings** under a game or trainer chooses the same "
                "and shows the link. In a class link the teacher's choices are fixed: pupils cannot change them."
            ),
        ),
    )


def _worksheets() -> Note:
    return Note(
        title=_("Worksheets"),
        paragraphs=(
            _(
                "Choose a trainer, a level, a worksheet number and how many tasks. Worksheet 7 has the same "
                "tasks as the trainer's link with `?seed=7` at that level."
            ),
        ),
    )


def _capture_trainer() -> Note:
    return Note(
        paragraphs=(
            _(
                "**How it works:** click the table cards your card can take (or move to a card with Tab and "
                "press Enter or Space), then press **Check**. **Hint** helps step by step, **Are there more?** "
                "tells you how many groups are left, **Show all** shows every group and the biggest capture "
                "(and ends the task)."
            ),
        )
    )


def _number_track() -> Note:
    return Note(
        paragraphs=(
            _(
                "Every row of the Start 11! board is a **number track from 1 to 20**. Click a space or a tile "
                "(or use the arrow keys and Enter), or type a number. Then press **Check**."
            ),
        )
    )


def _wraparound_clock() -> Note:
    return Note(
        paragraphs=(
            _(
                "**How it works:** in 11 nimmt! **after 100 comes 1**. Choose numbers on the big picture or "
                "with the big buttons under it (or move with the arrow keys and press Enter), or type a "
                "number, then press **Check**. **Hint** helps step by step; **Show the answer** shows it all."
            ),
        )
    )


def _play_nimmt() -> Note:
    return Note(
        paragraphs=(
            _(
                "**How to play:** get rid of your cards. A card goes on a pile when it is **1 to 10 up** from "
                "the pile's top card, and **after 100 comes 1** (on 98 the 5 fits: 99, 100, 1, 2, 3, 4, 5 is 7 "
                "up). Click a card in your hand, then the pile it goes on. If none of your cards fits, you must "
                "take a pile: click the pile (**Take pile A** …)."
            ),
            _(
                "A pile of 3 cards or more gives you a **bull card**; with bull cards you may lay several "
                "cards at once, on as many piles as you have bull cards. When someone has no cards left, the "
                "round ends: the ox heads on the cards left in your hand are your minus points. After the last "
                "round, the fewest minus points win."
            ),
        )
    )


def _play_one_eleven() -> Note:
    return Note(
        paragraphs=(
            _(
                "**How to play:** take cards from the table with the cards in your hand. Click one of your "
                "cards, then the table cards it takes, and press **Take these cards**. A card takes a card of "
                "the same number (7 takes 7) or cards that make its number: with the Addition deck 7 takes 2 "
                "and 5, because 2 + 5 = 7; with the Subtraction deck 5 takes 9 and 4, because 9 − 4 = 5."
            ),
            _(
                "One card can take several groups at once. The 1-11 card counts as 1 or 11, and the wild card "
                "= counts as any number from 1 to 15. If you can take cards, you must take; only when none of "
                "your cards takes anything, choose one and press **Lay it down**. **What could I take?** helps "
                "you, and after a computer's move **Why?** says what it was thinking."
            ),
            _(
                "At the end every bonus card you took is worth 1 point: 1-11, 10, 12, 13, 14, 15 and the wild "
                "card. Whoever took the most cards gets 1 point more. The most points wins."
            ),
        )
    )


def _play_start11() -> Note:
    return Note(
        paragraphs=(
            _(
                "**How to play:** put all your tiles on the board before the computer does. Click one of your "
                "tiles, then click the space where it goes: a tile goes next to a tile of its own row that is "
                "one more or one less, and an 11 can always go down. **Where can it go?** lights up the spaces "
                "your tile fits. When none of your tiles fits, take a tile from the bag."
            ),
            _(
                "You may place up to 3 tiles in a turn; when two of them lie side by side, you may give a tile "
                "to the next player. At the end, the numbers on the tiles left in your holder are your minus "
                "points."
            ),
        )
    )


#: every page note by name (the activity id of its notebook; ``"teacher-links"`` is the teacher
#: dashboard's second, below the tabs)
NOTES: dict[str, Callable[[], Note]] = {
    "teacher": _teacher,
    "teacher-links": _teacher_links,
    "worksheets": _worksheets,
    "capture-trainer": _capture_trainer,
    "number-track": _number_track,
    "wraparound-clock": _wraparound_clock,
    "play-11-nimmt": _play_nimmt,
    "play-one-eleven": _play_one_eleven,
    "play-start-11": _play_start11,
}


def note(name: str) -> Note:
    """The note ``name`` (``"play-11-nimmt"``) in the language in use now."""
    if name not in NOTES:
        raise UnknownNoteError(f"there is no page note {name!r}; notes: {', '.join(sorted(NOTES))}")
    return NOTES[name]()
