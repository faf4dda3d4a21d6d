"""Practice for me through real Voila and Chromium (issue 26): Mia, in class 4B with strong kept
estimates, opens the Number Track link without a level, signs in on this device with her secret
number and gets hard tasks; three tasks whose answers she has to be shown bring easier ones; the
teacher's dashboard then shows her under "Help now", in plain words, and her work set first."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit import catalogue
from elevenkit.classroom import assignments
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import SkillEstimate
from tests.helpers.paths import DASHBOARDS

PASSWORD = "owl-7 tree"
ARTIFACTS = Path(os.environ.get("ELEVENKIT_ARTIFACTS", Path(__file__).parent / "artifacts"))
LEVEL_JS = "() => (document.querySelector('.ek-for-me-line') || {}).dataset?.level || ''"


@pytest.fixture
def class_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]) -> tuple[Any, str]:
    """The kit's dashboards on a Voila server with class 4B, where Mia is strong at the Number Track
    and has work set; her secret number."""
    root = tmp_path / "dashboards"
    root.mkdir()
    for name in ("number-track.ipynb", "teacher.ipynb"):
        shutil.copy(DASHBOARDS / name, root / name)
    db = tmp_path / "classroom.sqlite3"
    with ClassroomStore(db) as store:
        store.create_class("4B")
        code = store.claim("4B", "Mia").pupil_code or ""
        strong = {skill: SkillEstimate(2.5, answers=20) for skill in catalogue.entry("number-track").skills}
        store.save_estimates("4B", "Mia", code, strong)
        assignments.add_assignment(store, "4B", "number-track", time.time() + 3 * 86400, level="auto", tasks=5)
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    monkeypatch.setenv("TEACHER_PASSWORD", PASSWORD)
    monkeypatch.delenv("ELEVENKIT_TEACHER_KEY", raising=False)
    return voila_server(root), code


def _level_changes(page: Any, old: str) -> str:
    page.wait_for_function(f"old => ({LEVEL_JS})() !== old && ({LEVEL_JS})() !== ''", arg=old, timeout=30_000)
    return str(page.evaluate(LEVEL_JS))


def test_browser_practice_for_me_moves_the_level_and_the_teacher_sees_who_needs_help(
    class_server: tuple[Any, str], new_dashboard_page: Callable[[str], Any]
) -> None:
    server, code = class_server
    pupil = new_dashboard_page(server.url)
    pupil.open("/voila/render/number-track.ipynb?class=4B&seed=5")
    page = pupil.page
    page.locator(".ek-for-me-line").wait_for(timeout=90_000)
    assert page.evaluate(LEVEL_JS) == "easy", "nobody has signed in yet: a new pupil's first task"
    page.locator(".ek-join input").first.fill("Mia")
    page.locator(".ek-join input").nth(1).fill(code)
    page.locator(".ek-join button", has_text="Join").click()
    page.locator(".ek-joined").wait_for(timeout=90_000)
    joined = page.inner_text(".ek-joined")
    assert joined.index("Work from your teacher") < joined.index("Welcome back, Mia")
    level = _level_changes(page, "easy")
    assert level == "hard", "her kept estimates choose the first task anew"
    seen = [level]
    for _task in range(3):
        before = page.inner_text(".ek-task-info")
        page.get_by_role("button", name="Show the answer").click()
        page.get_by_role("button", name="New task").click()
        page.wait_for_function(
            "old => document.querySelector('.ek-task-info').innerText !== old", arg=before, timeout=30_000
        )
        seen.append(str(page.evaluate(LEVEL_JS)))
    assert seen[-1] in ("easy", "medium"), seen
    page.get_by_role("button", name="What I can do").click()
    page.locator(".ek-my-skills li").first.wait_for(timeout=30_000)
    assert "I can" in page.inner_text(".ek-my-skills")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "practice-for-me-pupil.png"))

    teacher = new_dashboard_page(server.url)
    teacher.open("/voila/render/teacher.ipynb")
    box = teacher.page.locator(".ek-teacher-gate input[type=password]")
    box.fill(PASSWORD)
    box.press("Enter")
    teacher.page.get_by_role("tab", name="Help now").click()
    teacher.page.wait_for_function(
        "() => (document.querySelector('.ek-help-list') || {}).innerText?.includes('Mia:')", timeout=60_000
    )
    help_text = teacher.page.inner_text(".ek-help-list")
    assert "solved today" in help_text and "looked at the answer" in help_text
    teacher.page.screenshot(path=str(ARTIFACTS / "practice-for-me-help-now.png"))
    teacher.page.get_by_role("tab", name="Set work").click()
    teacher.page.locator(".ek-work-list").wait_for(timeout=30_000)
    assert "Number Track" in teacher.page.inner_text(".ek-work-list")
    pupil.assert_healthy()
