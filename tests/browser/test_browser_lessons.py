"""Lessons 01, 03 and 05 in Chromium through Voila, as a pupil does them: opened from the landing page,
every step done by clicking and typing (one wrong answer and one hint on the way), up to the
"Lesson complete!" summary; no code on the page, no error, no request off the machine.

The answers come from the same lesson data in-process (:func:`solving_answers`), never typed in
by hand.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.lessons.solving import solving_answers
from elevenkit.serving.landing import LESSONS_FOLDER

LESSON_FILES = {
    "01": "01-matching-and-number-bonds.ipynb",
    "03": "03-one-eleven-and-the-wild.ipynb",
    "05": "05-counting-past-100.ipynb",
}
FEEDBACK = ".ek-lesson .ek-msg[role='status']"
# typed into the first typing task: a near miss, the 1-11 read the wrong way, counting down
WRONG = {"01": "10 = 3 + 8", "03": "6 = 5 + 11", "05": "60"}


def wait_for_feedback(page: Any, before: str) -> str:
    """The feedback text once it changed from ``before``."""
    page.wait_for_function(
        "([sel, old]) => { const m = document.querySelector(sel); return m && m.innerText !== old; }",
        arg=[FEEDBACK, before],
        polling=20,
    )
    return page.inner_text(FEEDBACK)


def feedback_now(page: Any) -> str:
    box = page.locator(FEEDBACK)
    return box.inner_text() if box.count() else ""


def press(page: Any, name: str) -> None:
    page.get_by_role("button", name=name, exact=True).click()


def give(page: Any, step: Any, answer: Any) -> str:
    """Give one answer the way the step takes it; return the feedback."""
    before = feedback_now(page)
    if step.kind == "reasoning":
        press(page, step.task.choices[answer].text)
    elif step.answer == "cards":
        cards = page.locator(".ek-lesson .ek-card[role='button']")
        for place in answer:
            cards.nth(place).click()
        press(page, "Check")
    elif step.answer == "circle":
        for number in answer:
            page.locator(f".ek-lesson .ek-nc [data-pick='{number}']").first.click()
            page.wait_for_function(
                "(n) => [...document.querySelectorAll(`.ek-nc [data-pick='${n}']`)].some(e => e.getAttribute('aria-pressed') === 'true')",
                arg=number,
            )
        press(page, "Check")
    else:
        page.locator(".ek-lesson input[type='text']").fill(str(answer))
        press(page, "Check")
    return wait_for_feedback(page, before)


@pytest.mark.parametrize("lesson_id", list(LESSON_FILES))
def test_a_pupil_completes_the_lesson_in_chromium(dashboard_page: Any, lesson_id: str) -> None:
    built = lesson(lesson_id)
    started = time.perf_counter()
    dashboard_page.open("/?seed=5")
    page = dashboard_page.page
    link = page.locator(f"a.ek-lesson[data-notebook='{LESSON_FILES[lesson_id]}']")
    assert link.get_attribute("href").endswith(f"/{LESSONS_FOLDER}/{LESSON_FILES[lesson_id]}?seed=5")
    link.click()
    dashboard_page.wait_ready()
    assert "Step 1 of" in page.inner_text(".ek-lesson")
    body = page.inner_text("body")
    assert "lesson_widget" not in body and "import" not in body  # no code on the page
    assert (
        page.locator(".jp-CodeCell .jp-InputArea:visible, .cm-editor:visible, .jp-InputArea-editor:visible").count()
        == 0
    )

    wrong_given = hint_given = False
    for number, step in enumerate(built.steps, start=1):
        page.wait_for_function(
            "(text) => document.querySelector('.ek-lesson').innerText.includes(text)",
            arg=f"Step {number} of {len(built.steps)}",
        )
        if step.kind == "explain":
            for _line in step.worked:
                press(page, "Show me the next step")
        else:
            if step.answer == "type" and step.kind == "task" and not wrong_given:
                assert "✘" in give(page, step, WRONG[lesson_id])
                press(page, "Hint")
                page.locator(".ek-lesson .ek-hint li").first.wait_for()
                wrong_given = hint_given = True
            for answer in solving_answers(step.fresh_task()):
                message = give(page, step, answer)
                assert "Right!" in message, message
        press(page, "Finish" if number == len(built.steps) else "Next")
    page.get_by_text("Lesson complete!").wait_for()
    assert wrong_given and hint_given
    count = len(built.checked_steps())
    # one task was answered wrong first and then with a hint; every other one right the first time
    assert f"{count - 1} right the first time, 1 with a hint or another go" in page.inner_text(".ek-lesson")
    # the notebook's "No lesson here? Ask your teacher" line is there (once in each language), and
    # none of them is shown: the lesson is
    lines = page.locator(".ek-no-lesson")
    assert lines.count() == 2 and not any(line.is_visible() for line in lines.all())
    dashboard_page.assert_healthy()
    # "Back to the list of lessons" lands on the lessons, with the class's task list kept
    page.get_by_role("link", name="Back to the list of lessons").click()
    page.wait_for_url("**/?seed=5#ek-lessons")
    page.locator(f"a.ek-lesson[data-notebook='{LESSON_FILES[lesson_id]}']").wait_for()
    top = page.locator("#ek-lessons").evaluate("e => e.getBoundingClientRect().top")
    assert -1 < top < page.viewport_size["height"] / 2, top  # scrolled to the lessons
    print(f"lesson {lesson_id}: {len(built.steps)} steps done in the browser in {time.perf_counter() - started:.1f}s")
