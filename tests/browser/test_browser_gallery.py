"""The landing page in Chromium: it lists every dashboard, and every dashboard it links to
renders a widget a pupil can use, without an error (see ``assert_healthy``), a console error or a
request to another host."""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit.serving.landing import collect_dashboards

DASHBOARDS = collect_dashboards(Path(__file__).resolve().parents[2] / "dashboards")
# A drawn widget view (not an empty placeholder) with a control a pupil can click or type into.
USABLE_WIDGET = ".jp-OutputArea-output .lm-Widget :is(button, input, select, textarea, [role='button']):visible"


def landing_links(dashboard_page) -> dict[str, dict[str, str]]:
    """The landing page's cards: notebook -> its title, description and link."""
    cards = dashboard_page.page.locator("a.ek-card:not([data-for-me])")
    return {
        card.get_attribute("data-notebook"): {
            "title": card.locator("h2").inner_text(),
            "description": card.locator("p").inner_text(),
            "href": card.get_attribute("href"),
        }
        for card in cards.all()
    }


def test_landing_page_lists_every_dashboard(dashboard_page):
    assert DASHBOARDS, "dashboards/ holds no dashboard"
    seconds = dashboard_page.open("/")
    links = landing_links(dashboard_page)
    assert len(links) == len(DASHBOARDS)
    assert {name: (link["title"], link["description"]) for name, link in links.items()} == {
        d.path: (d.title, d.description) for d in DASHBOARDS
    }
    dashboard_page.assert_healthy()
    print(f"landing page interactive after {seconds:.2f}s")


def test_landing_page_passes_its_query_to_every_dashboard(dashboard_page):
    dashboard_page.open("/?seed=7")
    hrefs = {name: link["href"] for name, link in landing_links(dashboard_page).items()}
    assert set(hrefs) == {d.path for d in DASHBOARDS}
    assert all(href.endswith("?seed=7") for href in hrefs.values()), hrefs


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=[d.path for d in DASHBOARDS])
def test_every_linked_dashboard_renders_without_errors(dashboard_page, dashboard):
    dashboard_page.open("/")
    href = landing_links(dashboard_page)[dashboard.path]["href"]
    seconds = dashboard_page.open(href)
    dashboard_page.assert_healthy()
    assert dashboard_page.page.locator(USABLE_WIDGET).count() > 0, f"{dashboard.path}: no control a pupil can use"
    print(f"{dashboard.path} interactive after {seconds:.2f}s")


def test_the_landing_page_offers_each_trainer_for_me_and_the_link_opens_practice_that_adapts(dashboard_page):
    """Teacher trial 7: the landing page offered no "for me"."""
    trainers = {d.path for d in DASHBOARDS if d.for_me}
    assert trainers == {"capture-trainer.ipynb", "number-track.ipynb", "wraparound-clock.ipynb"}
    dashboard_page.open("/?seed=7")
    cards = dashboard_page.page.locator("a.ek-card[data-for-me]")
    found = {card.get_attribute("data-notebook"): card for card in cards.all()}
    assert set(found) == trainers
    card = found["number-track.ipynb"]
    assert card.get_attribute("href").endswith("number-track.ipynb?level=auto&seed=7")
    assert card.locator("h2").inner_text() == "Number Track: for me"
    dashboard_page.open(card.get_attribute("href"))
    dashboard_page.page.locator(".ek-for-me-line").wait_for(timeout=90_000)
    dashboard_page.assert_healthy()
    dashboard_page.open("/?level=easy")
    assert dashboard_page.page.locator("a.ek-card[data-for-me]").count() == 0, "the teacher's level wins"
