"""The skills table: what the kit's activities practise, each with the pupil's "I can …" sentence.

The list follows the adaptive-practice issue ("Skills"): every activity and every kind of task in
:mod:`elevenkit.catalogue.activities` names its skills by these ids, and the learner model of that
issue will keep an estimate per pupil and skill. Add a skill here (a new id, its sentence marked
``N_``) and its curriculum links, then tag the activities that practise it; ``tests/catalogue/``
refuses a tag that names no skill and a skill nothing practises.

The curriculum links name where a skill is first required, which is where a teacher plans it:
England's National Curriculum (2014) by year group ("Year 1: represent and use number bonds
… within 20", "identify one more and one less", "missing number problems such as 7 = □ − 9";
Year 2: "add three one-digit numbers", "recall addition facts to 20 fluently"; Year 5: prime
numbers; probability is in Key Stage 3, Year 7); the German Klassenstufe of the KMK
Bildungsstandards and the Länder plans (Zahlenraum bis 20 in Klasse 1, bis 100 in Klasse 2, bis
1000 in Klasse 3; Primzahlen in Klasse 5; Wahrscheinlichkeit from the Grundschule, Klasse 4).
"""

from __future__ import annotations

from elevenkit.catalogue.model import Skill
from elevenkit.i18n import N_

__all__ = ["SKILLS"]

#: every skill, easiest games first (one-eleven, 11 nimmt!, Start 11!, then chance): id, "I can …",
#: England year group, German Klassenstufe
SKILLS: tuple[Skill, ...] = (
    # one-eleven: captures
    Skill("matching", N_("I can take a card with the same number as mine."), 1, 1),
    Skill("bonds-to-10", N_("I can find two numbers that make a number up to 10, like 7 = 2 + 5."), 1, 1),
    Skill("bonds-to-20", N_("I can find two numbers that make a number up to 20, like 15 = 8 + 7."), 2, 1),
    Skill("adding-three-or-more", N_("I can add three or more numbers, like 12 = 2 + 4 + 6."), 2, 2),
    Skill("every-way", N_("I can find every way to make a number from the cards."), 2, 2),
    Skill("one-eleven-and-wild", N_("I can count the 1-11 card as 1 or 11 and the wild card as any number."), 3, 2),
    Skill("missing-number", N_("I can find the missing number, like 3 + ? = 14."), 1, 1),
    Skill("subtracting", N_("I can take numbers away, like 5 = 9 − 4."), 2, 2),
    # 11 nimmt!: the wraparound clock
    Skill("counting-past-100", N_("I can count on past 100: 99, 100, 1, 2."), 2, 2),
    Skill(
        "distance-past-100", N_("I can say how many steps it is from one number up to another, also past 100."), 3, 3
    ),
    Skill(
        "window-of-ten",
        N_("I can find the ten numbers that fit on a pile: the window of ten above its top card."),
        2,
        2,
    ),
    Skill("primes-and-ox-heads", N_("I can find the prime numbers and count the ox heads on the cards."), 5, 5),
    # Start 11!: the number track
    Skill("one-more-one-less", N_("I can say one more and one less than a number up to 20."), 1, 1),
    Skill("counting-from-11", N_("I can count on and back from 11."), 1, 1),
    Skill("minus-points", N_("I can add up the minus points of the tiles I have left."), 2, 2),
    # the strategy and chance lesson
    Skill("chance", N_("I can say how likely something is from many games played on the computer."), 7, 4),
)
