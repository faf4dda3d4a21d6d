"""The yes/no question before a deletion: the action runs on yes only, and once."""

from __future__ import annotations

from elevenkit.widgets.common import Confirm
from tests.helpers.html_tree import parse


def test_yes_runs_the_action_once_and_no_runs_nothing() -> None:
    done: list[str] = []
    confirm = Confirm()
    assert confirm.layout.display == "none"
    confirm.ask("Delete <b>Mia</b>?", lambda: done.append("deleted"))
    asked = parse(confirm.question.value).find("p")
    assert confirm.layout.display == "flex" and asked.text == "Delete <b>Mia</b>?" and asked.find_all("b") == []
    assert asked.attrs["role"] == "alert"
    confirm.no.click()
    assert done == [] and confirm.layout.display == "none"
    confirm.yes.click()  # the question was answered: a late yes does nothing
    assert done == []
    confirm.ask("Delete class 4B?", lambda: done.append("class"))
    confirm.yes.click()
    confirm.yes.click()
    assert done == ["class"] and confirm.layout.display == "none"
