"""Finding English on a German page: a list of common English words that are not German words
(:data:`ENGLISH_ONLY`; a sentence that missed the catalogue has some of them) and the check of
what a page shows (:func:`assert_german`), for the German browser tests."""

from __future__ import annotations

import re
from typing import Any

#: common English words that no German sentence uses (no names of the games: "Start 11!", "11 nimmt!")
ENGLISH_ONLY = frozenset(
    [
        "the",
        "and",
        "you",
        "your",
        "with",
        "this",
        "that",
        "which",
        "what",
        "press",
        "pick",
        "choose",
        "click",
        "card",
        "cards",
        "check",
        "hint",
        "again",
        "right",
        "wrong",
        "score",
        "task",
        "tasks",
        "number",
        "numbers",
        "take",
        "next",
        "try",
        "play",
        "game",
        "games",
        "lesson",
        "lessons",
        "open",
        "loading",
        "teacher",
        "pupil",
        "class",
        "there",
        "their",
        "are",
        "were",
        "would",
        "should",
        "could",
        "from",
        "have",
    ]
)
WORD = re.compile(r"[A-Za-zÄÖÜäöüß_]+")  # TEACHER_PASSWORD is a name, not a word
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


#: a link or a path (``/voila/render/x.ipynb?class=4B``): its parameter names are no sentence
ADDRESS = re.compile(r"\S*[/?=]\S*")


def english_words(text: str) -> list[str]:
    """The words of ``text`` from :data:`ENGLISH_ONLY`, in order (links and paths left out)."""
    return [word for word in WORD.findall(ADDRESS.sub(" ", text)) if word.casefold() in ENGLISH_ONLY]


#: what a page shows: every cell's output and the notebook's own text around them (a page's notes are
#: outputs too since they left the Markdown cells: :mod:`elevenkit.catalogue.notes`)
PAGE = "#rendered_cells"
#: the text of ``scope`` as the pupil reads it with every folded part opened (a lesson's teacher note,
#: the teacher's "Link parameters"); code (a link's parameter names) is no sentence and is left out
_SHOWN_TEXT = """scope => {
  const style = document.createElement('style');
  style.textContent = `${scope} code { display: none !important; }`;
  document.head.append(style);
  document.querySelectorAll(`${scope} details`).forEach(part => { part.open = true; });
  const text = [...document.querySelectorAll(scope)].map(node => node.innerText).join('\\n');
  style.remove();
  return text;
}"""


def assert_german(page: Any, what: str, scope: str = PAGE) -> None:
    text = page.page.evaluate(_SHOWN_TEXT, scope)
    assert text.strip(), f"{what}: nothing drawn in {scope}"
    found = english_words(text)
    lines = [line for line in text.splitlines() if english_words(line)]
    assert not found, f"{what}: English words {sorted(set(found))[:20]} in: {lines[:8]}"
    assert not PLACEHOLDER.findall(text), f"{what}: placeholders shown raw: {PLACEHOLDER.findall(text)[:5]}"
