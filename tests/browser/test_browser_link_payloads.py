"""A crafted link runs no script and sends nothing away (issue 21, item 1), in real Chromium on real Voila.

Every parameter a link can carry (``theme``, ``seed``, ``class``, ``lang`` and one the kit does not
know) holds a payload that, if it reached a page unescaped, would open a dialog, write a probe to the
console and ask another host for an image. The landing page, a pupil's trainer and the teacher
dashboard open such a link; the test records every dialog, every console line and every request
that would leave 127.0.0.1 (``DashboardPage`` aborts those), and fails on any. On Voila's own
settings (``?theme=`` allowed) the teacher dashboard ran the script.

Then, as a second wall, the page's Content-Security-Policy: a script element written into the page
(as a template bug would) does not run, and a request to another host is refused by the browser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

import pytest

PROBE = "EK-PROBE"
OUTSIDE = "http://198.51.100.7"  # TEST-NET-2: no such host; DashboardPage aborts it anyway
PASSWORD = "owl-7 tree"
PARAMETERS = ("theme", "seed", "class", "lang", "nonsense")


def payload(name: str) -> str:
    """A value that breaks out of an attribute (either quote) or text, in three ways at once."""
    return (
        f"\"'><script>alert('{name}');console.log('{PROBE} {name}')</script>"
        f"<img src=x onerror=\"alert('{name}')\"><img src='{OUTSIDE}/{name}.png'>"
        f"<svg onload=alert('{name}')>"
    )


def crafted_query() -> str:
    return urlencode({name: payload(name) for name in PARAMETERS})


@pytest.fixture
def server(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]) -> Any:
    """Voila for the kit's dashboards with a fresh database and a known teacher password."""
    from tests.helpers.paths import DASHBOARDS

    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "classroom.sqlite3"))
    monkeypatch.setenv("TEACHER_PASSWORD", PASSWORD)
    return voila_server(DASHBOARDS)


class Watched:
    """A :class:`DashboardPage` that also records dialogs (dismissed) and the console's probe lines."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.dialogs: list[str] = []
        self.probes: list[str] = []
        page.page.on("dialog", self._on_dialog)
        page.page.on("console", lambda message: PROBE in message.text and self.probes.append(message.text))

    def _on_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def assert_nothing_ran(self) -> None:
        assert not self.dialogs, f"a link's script opened dialogs: {self.dialogs}"
        assert not self.probes, f"a link's script ran: {self.probes}"
        assert not self.page.outside_requests, f"requests left the server: {self.page.outside_requests}"

    def assert_the_policy_holds(self) -> None:
        """Write a script and an image into the page, as a template bug would: the script does not run,
        and the browser itself refuses the image and a fetch from another host (``csp``, not the
        test's abort)."""
        with self.page.page.expect_event("requestfailed", lambda request: "written.png" in request.url) as refused:
            ran = self.page.page.evaluate(
                """async (outside) => {
                  const script = document.createElement('script');
                  script.textContent = 'window.__ekInjected = true';
                  document.body.append(script);
                  const image = new Image();
                  const loaded = new Promise(resolve => { image.onerror = () => resolve(false); image.onload = () => resolve(true); });
                  image.src = outside + '/written.png';
                  let fetched = true;
                  try { await fetch(outside + '/fetched'); } catch (error) { fetched = false; }
                  return {script: window.__ekInjected === true, image: await loaded, fetched};
                }""",
                OUTSIDE,
            )
        assert ran == {"script": False, "image": False, "fetched": False}, ran
        assert refused.value.failure == "csp", refused.value.failure
        assert not any("fetched" in url for url in self.page.outside_requests), self.page.outside_requests


def test_browser_a_crafted_link_runs_nothing_on_the_landing_page_a_trainer_and_the_teacher_page(
    server: Any, new_dashboard_page: Callable[[str], Any]
) -> None:
    query = crafted_query()
    for path in ("/voila/render/teacher.ipynb", "/voila/render/capture-trainer.ipynb", "/"):
        watched = Watched(new_dashboard_page(server.url))
        watched.page.open(f"{path}?{query}")
        if path.endswith("teacher.ipynb"):
            box = watched.page.page.locator(".ek-teacher-gate input[type=password]")
            box.fill(PASSWORD)
            box.press("Enter")
            watched.page.page.locator(".ek-teacher-dash").wait_for()
        elif path != "/":
            watched.page.page.locator(".ek-trainer").first.wait_for()
        watched.assert_nothing_ran()
        watched.page.assert_healthy()  # no console error: not even the policy had to refuse anything
        watched.assert_the_policy_holds()


def test_browser_a_page_the_catalogue_does_not_run_under_voila_does_not_open(
    voila_url: str, new_dashboard_page: Callable[[str], Any]
) -> None:
    """Lesson 10 (numpy, JupyterLab's "Run All Cells") is not served by ``make run`` (issue 21, item 8);
    lesson 1 is, and the landing page lists only what opens."""
    pupil = new_dashboard_page(voila_url)
    refused = pupil.page.request.get(f"{voila_url}/voila/render/lessons/10-strategy-and-chance.ipynb")
    assert refused.status == 404
    assert "Run All" not in refused.text()
    assert refused.headers.get("content-security-policy", "").startswith("default-src 'self'")
    served = pupil.page.request.get(f"{voila_url}/voila/render/lessons/01-matching-and-number-bonds.ipynb")
    assert served.status == 200
    pupil.open("/")
    listed = pupil.page.eval_on_selector_all("a[data-notebook]", "links => links.map(a => a.dataset.notebook)")
    assert "01-matching-and-number-bonds.ipynb" in listed and not any(name.startswith("10-") for name in listed)
