"""Lesson 06's number circle in Chromium at laptop size (issue 22 item 11): the numbers to answer on
are big enough to read and tap, the order badges sit beside the numbers and never cover one, and
the circle of the problem, answered by typing, takes no click."""

from __future__ import annotations

from typing import Any

from elevenkit.exercises.lessons import lesson

NOTEBOOK = "06-bull-cards.ipynb"
#: the smallest number a pupil reads on the arc, in CSS pixels (the whole circle drew 7.4 px)
MIN_NUMBER_PX = 16

_MEASURE = """() => {
  const step = document.querySelector('.ek-lesson .ek-nc');
  const labels = [...step.querySelectorAll('.ek-nc-arc-svg .ek-nc-label')].map(e => e.getBoundingClientRect());
  const chipTexts = [...step.querySelectorAll('.ek-nc-chip')].map(chip => {
    const range = document.createRange();
    const text = [...chip.childNodes].find(n => n.nodeType === 3);
    range.selectNodeContents(text);
    return range.getBoundingClientRect();
  });
  const badges = [...step.querySelectorAll('.ek-nc-order')].map(e => e.getBoundingClientRect());
  const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const covered = badges.filter(b => [...labels, ...chipTexts].some(t => overlap(b, t))).length;
  return {smallest: Math.min(...labels.map(r => r.height)), labels: labels.length, badges: badges.length, covered};
}"""


def _index(built: Any, title_start: str) -> int:
    return next(i for i, step in enumerate(built.steps) if step.title.startswith(title_start))


def _go_on(page: Any, here: int, there: int) -> None:
    """Press Next from step ``here`` to step ``there`` (0-based), each time until the step is shown; on a
    task not answered, Next turns into Skip: press it too."""
    for index in range(here + 1, there + 1):
        page.get_by_role("button", name="Next", exact=True).click()
        page.wait_for_function(
            """(text) => document.querySelector('.ek-lesson .ek-counter').innerText.includes(text)
                || [...document.querySelectorAll('.ek-lesson button')].some(b => b.innerText.trim() === 'Skip')""",
            arg=f"Step {index + 1} of",
        )
        skip = page.get_by_role("button", name="Skip", exact=True)
        if skip.count():
            skip.click()
        page.wait_for_function(
            "(text) => document.querySelector('.ek-lesson .ek-counter').innerText.includes(text)",
            arg=f"Step {index + 1} of",
        )


def test_lesson_06_circle_numbers_are_big_badges_beside_them_and_a_picture_takes_no_click(dashboard_page: Any) -> None:
    built = lesson("06")
    dashboard_page.open("/?seed=5")
    page = dashboard_page.page
    page.locator(f"a.ek-lesson[data-notebook='{NOTEBOOK}']").click()
    dashboard_page.wait_ready()
    task = _index(built, "Task 2")
    _go_on(page, 0, task)  # the order counts here
    for number in (59, 62):  # lesson 06 Task 2 lays 67, 59, 62, 68, 30 on 57 (issue 22: new numbers)
        page.locator(f".ek-lesson .ek-nc-chip[data-pick='{number}']").click()
        page.wait_for_function(
            "(n) => document.querySelector(`.ek-lesson .ek-nc-chip[data-pick='${n}']`).getAttribute('aria-pressed') === 'true'",
            arg=number,
        )
    page.wait_for_function("() => document.querySelectorAll('.ek-lesson .ek-nc-order').length >= 2")
    measured = page.evaluate(_MEASURE)
    assert measured["labels"] >= 6 and measured["smallest"] >= MIN_NUMBER_PX, measured
    assert measured["badges"] >= 2 and measured["covered"] == 0, measured
    _go_on(page, task, _index(built, "Problem"))
    assert page.locator(".ek-lesson .ek-nc").count() == 1
    assert page.locator(".ek-lesson .ek-nc [data-pick], .ek-lesson .ek-nc [role='button']").count() == 0
    dashboard_page.assert_healthy()
