"""Each lesson's teacher note: age and time, curriculum links, key questions, support, extension,
the misconceptions the feedback names, and what the lesson's steps are, for the teacher.

The lesson widget shows it folded under the steps (:func:`elevenkit.widgets.lesson.teacher_note_html`),
in the page's language: every item is a msgid (the German ones link the Klassenstufe and the
Bildungsstandards Mathematik Primarbereich). The count of steps is read from the lesson itself, so
it cannot go stale.
"""

from __future__ import annotations

from elevenkit.catalogue.notes import Note
from elevenkit.exercises.lessons.steps import Lesson
from elevenkit.i18n import _, ngettext

__all__ = ["teacher_note"]


def _items() -> dict[str, tuple[str, ...]]:
    """Each lesson's own items, translated now."""
    return {
        "01": (
            _("**Age:** 7–9; works alone from 8. **Time:** 25–35 minutes, then a real game in pairs (10 minutes)."),
            _(
                "**Curriculum links:** England – Year 2 (number bonds to 20, addition of two one-digit numbers, "
                'the equals sign, *add and subtract using concrete objects*), Year 3 (mental addition, "add three'
                ' one-digit numbers"). Germany – Klasse 1–2: *Zahlzerlegung*, *verliebte Zahlen* (Zahlenpaare zur'
                " 10), Addition im Zahlenraum bis 20, das Gleichheitszeichen als „ist gleich viel wie“."
            ),
            _(
                "**Key questions:** What does your card still need? How do you know 2 + 6 is not 7? Is 7 = 2 + 5 "
                "the same as 2 + 5 = 7? Could your card take three cards?"
            ),
            _(
                "**Support:** cubes or counters beside the cards; start from the biggest card smaller than yours "
                'and ask "how many more?"; pupils may click cards before typing equations.'
            ),
            _(
                "**Extension:** build a table on which a 10 can take two different pairs; find a table where the "
                "12 has five ways; play with the wild."
            ),
            _(
                '**Misconceptions the lesson targets (the feedback names them):** near misses (2 + 6 for 7: "one '
                'too many"), "=" read as "the answer comes next" (7 = 2 + 5 seen as wrong), thinking a card can '
                "only match, forgetting the match when listing every way, taking away with the Addition deck (5 −"
                " 2)."
            ),
            _(
                "**Deck colours:** the kit draws the Addition deck blue with + in the corners; this is the kit's "
                "convention, the printed cards may differ."
            ),
        ),
        "02": (
            _("**Age:** 8–10. **Time:** 30–40 minutes, then a real game in pairs (10 minutes)."),
            _(
                "**Curriculum links:** England – Year 2 (add three one-digit numbers, number bonds to 20), Year "
                "3–4 (mental addition, *solve problems, including missing number problems*, work systematically)."
                " Germany – Klasse 2–3: Addition mehrerer Zahlen im Zahlenraum bis 20, *Kombinatorik: alle "
                "Möglichkeiten finden*, geschicktes Rechnen (Zwischensummen)."
            ),
            _(
                "**Key questions:** What does your biggest card still need? How do you know you have every way? "
                "Are 2 + 5 and 5 + 2 two ways or one? Can a card be used twice?"
            ),
            _(
                "**Support:** cubes or counters beside the cards; write the running total after each card (2, 5, "
                "12); sort the table cards from biggest to smallest before looking for ways."
            ),
            _(
                "**Extension:** find a table on which 12 has five ways; explain why going biggest first never "
                "counts a way twice; the Combination Explorer dashboard lists every way for any table."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** counting 2 + 5 and 5 + 2 as two"
                ' ways ("counted-a-way-twice"), stopping after the first way ("missed-a-way"), using one card '
                "twice (4 = 2 + 2 from one 2), near misses in long sums, thinking more cards always make a bigger"
                " number, taking away with the Addition deck."
            ),
            _(
                "**Deck colours:** the kit draws the Addition deck blue with + in the corners; this is the kit's "
                "convention, the printed cards may differ."
            ),
        ),
        "03": (
            _("**Age:** 8–11. **Time:** 35–45 minutes."),
            _(
                "**Curriculum links:** England – Year 3–4 (*solve problems, including missing number problems*, "
                "inverse operations), Year 6 (algebra: a symbol stands for an unknown number). Germany – Klasse "
                "2–4: *Platzhalteraufgaben*, *Umkehraufgaben*, Ergänzen; Klasse 5: Variablen als Platzhalter."
            ),
            _(
                "**Key questions:** Is the 1-11 a 1 or an 11 here — how do you know? What must the wild be, and "
                'how did you find it? Why do we write the wild as "wild (as 11)" and not with an = sign?'
            ),
            _(
                '**Support:** cover the wild with a box drawn on paper and say the equation aloud ("14 is 3 and '
                'how many more?"); count on from the small card to the big one.'
            ),
            _(
                "**Extension:** write 3 + x = 14 beside 14 = 3 + ? and ask what is the same; find every way a 12 "
                "can take cards from a table with two wilds; Level 4 of the Capture Trainer deals 1-11 cards and "
                "wilds."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** reading the 1-11 the wrong way "
                '(3 + 1 for 14, "one-eleven-value"), thinking the 1-11 can only be 1, reading the wild as an '
                "equals sign, thinking the wild has one fixed value, adding instead of finding the difference (17"
                ' for 14 = 3 + ?, "added-instead-of-subtracted").'
            ),
            _(
                "**Deck and card pictures:** the kit draws the Addition deck blue with + in the corners, the 1-11"
                " with both numbers and the wild as a star with two bars; this is the kit's convention, the "
                'printed cards may differ. In text and equations the wild is written "wild (as 11)", never with '
                "an = sign."
            ),
        ),
        "04": (
            _("**Age:** 8–11. **Time:** 35–40 minutes."),
            _(
                "**Curriculum links:** England – Year 2–3 (subtraction as difference, add and subtract mentally),"
                " Year 3–4 (*estimate the answer and use inverse operations to check*, missing number problems). "
                "Germany – Klasse 2–3: Subtraktion als Unterschied, *Umkehraufgaben*, *Ergänzen*, Zahlenraum bis "
                "20."
            ),
            _(
                "**Key questions:** Which card do you start with? How can an addition check your subtraction? Why"
                " can't your 7 take a 3 and a 4 with this deck?"
            ),
            _(
                "**Support:** a number line from 0 to 15: the difference is the jump between two cards; check "
                "every difference with an addition (9 − 4 = 5 because 5 + 4 = 9)."
            ),
            _(
                "**Extension:** find a table on which a 2 has three ways; the mixed mode (Level 6 of the Capture "
                "Trainer) allows adding and subtracting."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** starting with the smaller "
                'number (4 − 9, "smaller-minus-bigger"), adding with the Subtraction deck '
                '("added-instead-of-subtracted"), not seeing subtraction as the inverse of addition, adding every'
                " number for the missing number (14 for 5 = 9 − ?)."
            ),
            _(
                "**Deck colours:** the rulebook calls it the red deck; the kit draws it red with a − bar in each "
                'corner and the word "subtract". The bars and the word are the kit\'s convention, the printed '
                "cards may differ."
            ),
        ),
        "05": (
            _(
                "**Age:** 8–11. **Time:** 30–40 minutes; the Wraparound Clock dashboard gives more practice "
                "afterwards (a class link from the teacher dashboard's Share tab gives the whole class the same "
                "tasks)."
            ),
            _(
                "**Curriculum links:** England – Year 3 (count from 0 in multiples, find 10 or 100 more or less, "
                "add and subtract mentally crossing a boundary), Year 4 (count backwards through zero, number "
                "lines), Year 5–6 (solve problems with time on 12- and 24-hour clocks). Germany – Klasse 2–3: "
                "Zahlenraum bis 100, Ergänzen bis 100, Weiterzählen über Zehner und Hunderter, Uhrzeiten "
                "(Zeitspannen)."
            ),
            _(
                "**Key questions:** What comes after 100 in this game, and in ordinary counting? Do you count the"
                " top card itself? Why is 80 up to 20 not 60 steps? How many numbers fit on a pile?"
            ),
            _(
                '**Support:** count aloud with a finger on the circle; split the count at 100 ("up to 100, then '
                'from 1"); a 100-square with 1 written again after 100.'
            ),
            _(
                "**Extension (age 11–14):** the distance up from *top* to *card* is the remainder of *card − top "
                "+ 100* when divided by 100 (clock arithmetic, *modulo 100*); compare with a 12-hour clock (3 "
                "hours after 11 o'clock is 2 o'clock). Negative remainders are left out on purpose."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** counting down instead of up "
                "across 100 (97 to 2 as 95; 80 to 20 as 60), forgetting 100 (4 instead of 5), counting the start "
                'number (6 instead of 5), "after 100 comes 101", a card just below the top card fits.'
            ),
        ),
        "06": (
            _(
                "**Age:** 8–12. **Time:** 30–40 minutes, then a real game of 11 nimmt! (the kit's rules: "
                "the kit's rules page, section 2; a player with *b* bull cards may use up to *b* piles, these tasks use one)."
            ),
            _(
                "**Curriculum links:** England – Year 3 (order numbers to 1000, count on in ones and tens across "
                "a boundary), Year 4–5 (order and compare, solve problems with several steps), Year 5–6 (12- and "
                "24-hour clock). Germany – Klasse 2–3: Zahlenraum bis 100, Ordnen und Vergleichen, Weiterzählen "
                "über 100 hinaus wie auf der Uhr (Zeitspannen)."
            ),
            _(
                "**Key questions:** From which top card do you count? Which card goes first, and why? Why may 99 "
                "not go on after 90 when the top card was 88? Which pile takes the most of your cards?"
            ),
            _(
                "**Support:** count aloud with a finger on the circle; write each card's number of steps beside "
                "it, then order by steps; a 100-square with 1 written again after 100."
            ),
            _(
                "**Extension:** with two bull cards, which two piles? Find every top card on which three given "
                "cards fit together."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** ordering by size instead of "
                'counting up across 100 (2, 3, 96, 100 on 94: "ordered-by-size"), counting from the new top card '
                'after laying one ("counted-from-new-top"), thinking a bull card lets any card go on, forgetting '
                "that after 100 comes 1."
            ),
        ),
        "07": (
            _("**Age:** 9–12 (primes up to 100). **Time:** 35–45 minutes."),
            _(
                "**Curriculum links:** England – Year 4 (recall multiplication facts to 12 × 12, factor pairs), "
                "Year 5 (*know and use the vocabulary of prime numbers, prime factors and composite numbers*, "
                "establish whether a number up to 100 is prime), Year 6 (common factors). Germany – Klasse 4: "
                "Teiler und Vielfache im Einmaleins; Klasse 5–6: Teilbarkeit, Primzahlen (eine Primzahl hat genau"
                " zwei verschiedene Teiler, 1 ist keine Primzahl)."
            ),
            _(
                "**Key questions:** How many different divisors does 7 have? And 1? And 9? Why is 1 not prime? "
                "Which cards cost the most, and how can you tell without looking at the ox heads? Can you tell "
                "what a pile costs from its top card alone?"
            ),
            _(
                "**Support:** counters laid out in rectangles (12 counters make 3 × 4, 7 counters only 1 × 7); a "
                "100-square on which pupils cross out multiples of 2, 3, 5 and 7 (Sieve of Eratosthenes)."
            ),
            _(
                "**Extension:** why might the game make 3, 33, 63 and 93 the most expensive cards? How many ox "
                "heads are in the whole deck (184)? Find every prime from 1 to 100 with the sieve."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** calling 1 prime "
                '("1-called-prime"), calling odd numbers prime (9, 21, 27: "odd-called-prime"), thinking numbers '
                'ending in 3 are prime (33), counting every card as 1 ox head ("every-card-one-ox-head"), taking '
                'the pile with the fewest cards instead of the fewest ox heads ("fewest-cards"), judging a pile '
                "by its top card."
            ),
            _(
                "**The ox-head table** (docs/rules.md, section 2, data in the kit): 3, 33, 63, 93 → 7; the other "
                "numbers ending in 3 → 5; the other primes → 3; every other card → 1 (184 ox heads in the deck). "
                "The values follow the printed cards (their colours: white 1, yellow 3, blue 5, black 7)."
            ),
            _(
                "**Piles are never spread out:** in the game a player sees only a pile's top card and how many "
                "cards it has. Tasks 5 and 6 are *memory* tasks (the pupil watched the cards being laid); Think 3"
                " asks what a player can know from the top card alone."
            ),
        ),
        "08": (
            _(
                "**Age:** 5–7, with a grown-up reading the sentences aloud; a confident 7-year-old can work "
                "alone. **Time:** 20–30 minutes (for Reception two sittings of 10–15 minutes), then a game of "
                "Start 11! in pairs."
            ),
            _(
                "**Curriculum links:** England – Reception (ELG Number: count beyond 20; one more and one less), "
                "Year 1 (count forwards and backwards; given a number, identify one more and one less; read "
                "numbers 1 to 20; use a number line), Year 2 (count on and back; the difference as steps on a "
                "number line). Germany – Klasse 1: Orientierung im Zahlenraum bis 20 am Zahlenstrahl, "
                "Nachbarzahlen, Vorgänger und Nachfolger, vorwärts und rückwärts zählen; Klasse 2: Abstände am "
                "Zahlenstrahl (Ergänzen)."
            ),
            _(
                "**Key questions:** Where are the small numbers, where the big ones? What is one more than 11 – "
                "how do you know? When you count 3 on from 11, do you say 11? Which number is in the middle of 15"
                " and 17? How far is it from 11 to 15, and how did you count?"
            ),
            _(
                "**Support:** a drawn or printed track 1–20 and a counter to jump with; say the numbers aloud "
                "together; clap once per jump; let the pupil click the board before typing."
            ),
            _(
                "**Extension:** count on and back more than 5 steps; how far is it from 11 to 20, and to 1? Make "
                'up a "one more" question for a partner; the Number Track dashboard (level medium, a class link '
                "from the teacher dashboard's Share tab gives the whole class the same tasks)."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** counting the start (saying 11, "
                '12, 13 for "3 on" and landing one short), going the wrong way (one less taken as one more), '
                'giving the number instead of the steps ("how far to 15?" – "15"), choosing a number that is '
                "already on the board."
            ),
            _(
                "**The board:** four rows (yellow, red, blue, green), each 1 to 20; the grey tiles on 3, 7, 13 "
                "and 17 are jokers (a joker tile stands for that number)."
            ),
        ),
        "09": (
            _(
                "**Age:** 6–8, with a grown-up reading the sentences aloud; works alone from about 7. **Time:** "
                "25–35 minutes, then a game of Play Start 11! against the computer, adding the minus points at "
                "the end."
            ),
            _(
                "**Curriculum links:** England – Reception (ELG: number bonds to 5 and some to 10), Year 1 "
                "(represent and use number bonds within 20; add one-digit numbers; one more and one less), Year 2"
                " (recall and use addition facts to 20 fluently; add three one-digit numbers; addition can be "
                "done in any order). Germany – Klasse 1: Zahlzerlegung, verliebte Zahlen (Zahlenpaare zur 10), "
                "Addition im Zahlenraum bis 20 mit Zehnerübergang (erst zur 10); Klasse 2: mehrere Zahlen "
                "addieren, geschickt rechnen (Zehner bilden, Tauschaufgaben)."
            ),
            _(
                "**Key questions:** Which of your tiles has a neighbour on the board? Why must the 9 go down "
                "before the 8? Which two tiles make 10? Why add those first? Do more tiles always give more minus"
                " points?"
            ),
            _(
                "**Support:** real Start 11! tiles or number cards beside the screen; cubes or a ten-frame for "
                "adding; a bonds-to-10 chart; add one tile at a time and jump along the track."
            ),
            _(
                "**Extension:** pairs that make 20 (with tiles 1 to 19); plan four tiles in a row in the right "
                "order; compare two holders without adding everything; Play Start 11! at level medium."
            ),
            _(
                "**Misconceptions the lesson targets (the feedback names them):** putting down a tile that has no"
                " neighbour yet, counting the tiles instead of adding their numbers, leaving a tile out of the "
                "sum, going past 10 the wrong way (off by ten), thinking more tiles always give more points."
            ),
        ),
    }


def _steps_item(lesson: Lesson) -> str:
    """What the steps are: "**Steps:** 12 (2 worked examples, 6 tasks, 3 reasoning items, 1 problem); 10 checked items"."""
    kinds = [step.kind for step in lesson.steps]
    explained, tasks, reasoning, problems = (kinds.count(kind) for kind in ("explain", "task", "reasoning", "problem"))
    checked = len(lesson.checked_steps())
    parts = (
        ngettext("{count} worked example", "{count} worked examples", explained).format(count=explained),
        ngettext("{count} task", "{count} tasks", tasks).format(count=tasks),
        ngettext("{count} reasoning item", "{count} reasoning items", reasoning).format(count=reasoning),
        ngettext("{count} problem", "{count} problems", problems).format(count=problems),
    )
    return _("**Steps:** {count} ({kinds}); {checked}.").format(
        count=len(kinds),
        kinds=", ".join(parts),
        checked=ngettext("{count} checked item", "{count} checked items", checked).format(count=checked),
    )


def teacher_note(lesson: Lesson) -> Note:
    """The teacher note of ``lesson``, folded, in the language in use now."""
    return Note(
        summary=_("**Teacher note** (click to open)"),
        items=(
            *_items()[lesson.lesson_id],
            _("**Answer key:** on the teacher dashboard (behind the teacher password), not on the pupils' page."),
            _steps_item(lesson),
        ),
    )
