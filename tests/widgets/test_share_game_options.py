"""The share tab sets a game to fit a lesson (issue 22 item 13): one round of 11 nimmt!, half the
tiles or a time limit in Start 11!, put into the class link and said in its summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from elevenkit.classroom.store import ClassroomStore
from elevenkit.widgets.tables import NimmtTable, Start11Table
from elevenkit.widgets.teacher import TeacherDashboard
from elevenkit.widgets.teacher.share_tab import ShareTab
from tests.helpers.html_tree import parse

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ShareTab:
    from elevenkit.serving.short_links import IP_ENV, PORT_ENV

    monkeypatch.setenv(IP_ENV, "127.0.0.1")
    monkeypatch.setenv(PORT_ENV, "8873")
    return TeacherDashboard(tmp_path / "class.sqlite3", class_code="4B", dashboards_dir=REPO / "dashboards").share_tab


def target_and_summary(share: ShareTab) -> tuple[str, str]:
    share.make_panel()
    panel = share.area.children[0]
    with ClassroomStore(share.path) as store:
        target = store.link_target(panel.code) or ""  # type: ignore[attr-defined]
    return target, parse(panel.view.value).find("p", "ek-share-summary").text  # type: ignore[attr-defined]


def shown(share: ShareTab) -> set[str]:
    return {name for name, (_page, choice) in share.game_options.items() if choice.layout.display != "none"}


def test_each_table_offers_its_own_options_for_a_lesson_and_nothing_else_does(share: ShareTab) -> None:
    share.dashboard.value = "play-11-nimmt.ipynb"
    assert shown(share) == {"rounds"}
    share.dashboard.value = "play-start-11.ipynb"
    assert shown(share) == {"holder", "minutes"}
    rounds, minutes = share.game_options["rounds"][1], share.game_options["minutes"][1]
    assert rounds.description == "Rounds" and [label for label, _value in rounds.options] == [
        "as many as players",
        "one round",
    ]
    assert minutes.description == "Time limit" and ("10 minutes", "10") in minutes.options
    for other in ("capture-trainer.ipynb", "play-one-eleven.ipynb", "lessons/01-matching-and-number-bonds.ipynb"):
        share.dashboard.value = other
        assert shown(share) == set()


def test_one_round_of_11_nimmt_goes_into_the_class_link_and_the_table_plays_one_round(share: ShareTab) -> None:
    share.dashboard.value = "play-11-nimmt.ipynb"
    share.seed.value = "7"
    target, summary = target_and_summary(share)
    assert "rounds=" not in target and "Rounds" not in summary  # as the rules say: nothing in the link
    share.game_options["rounds"][1].value = "1"
    assert "Press Make the class link" in share.area.children[0].value  # type: ignore[attr-defined]
    target, summary = target_and_summary(share)
    assert target.startswith("/voila/render/play-11-nimmt.ipynb?class=4B&seed=7") and "rounds=1" in target
    assert summary == "Play 11 nimmt! · class 4B · task set 7 · Rounds: one round"
    query = dict(part.split("=") for part in target.split("?")[1].split("&"))
    assert NimmtTable(NimmtTable.settings_from_params(query), pause=0).game.rounds == 1


def test_half_the_tiles_and_a_time_limit_of_start_11_go_into_the_class_link(share: ShareTab) -> None:
    share.dashboard.value = "play-start-11.ipynb"
    share.game_options["holder"][1].value = "half"
    share.game_options["minutes"][1].value = "10"
    share.game_options["rounds"][1].value = "1"  # another table's option stays out of this link
    target, summary = target_and_summary(share)
    assert "holder=half" in target and "minutes=10" in target and "rounds" not in target
    assert summary.endswith(" · Tiles each: half as many · Time limit: 10 minutes")
    query = dict(part.split("=") for part in target.split("?")[1].split("&"))
    table = Start11Table(Start11Table.settings_from_params(query), pause=0)
    assert table.game.layout.deal[2] == 10 and table.session.time_limit == 10
