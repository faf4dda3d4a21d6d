"""BrowserState: the page's query and a small JSON state the browser keeps across a reload."""

from __future__ import annotations

from typing import Any

from elevenkit.widgets.common.browser_state import MAX_STATE_CHARS, BrowserState, pupil_key


def loaded(state: Any, query: Any) -> BrowserState:
    """A BrowserState after the browser reported ``state`` and ``query`` (as its script sends them)."""
    browser = BrowserState("test")
    browser._on_front_end_msg(browser, {"event": "loaded", "state": state, "query": query}, [])
    return browser


def test_the_report_fills_query_and_state_and_calls_listeners_once() -> None:
    browser = BrowserState("capture-trainer")
    heard: list[dict[str, Any]] = []
    browser.on_loaded(lambda b: heard.append(dict(b.state)))
    assert not browser.loaded and browser.query == {}
    browser._on_front_end_msg(browser, {"event": "loaded", "state": {"number": 3}, "query": {"seed": "7"}}, [])
    assert browser.loaded and browser.query == {"seed": "7"} and browser.state == {"number": 3}
    assert heard == [{"number": 3}]
    # a second view of the same widget reports again: nothing changes, nobody is called twice
    browser.receive({"number": 9}, {"seed": "8"})
    assert browser.state == {"number": 3} and browser.query == {"seed": "7"} and len(heard) == 1
    late: list[bool] = []
    browser.on_loaded(lambda b: late.append(b.loaded))  # after the report: called at once
    assert late == [True]


def test_update_merges_and_forget_clears_what_is_stored() -> None:
    browser = loaded({"secret": "owl"}, {})
    browser.update({"number": 2})
    assert browser.state == {"secret": "owl", "number": 2}
    browser.forget()
    assert browser.state == {}
    assert BrowserState("x").activity == "x"


def test_junk_from_the_page_is_dropped() -> None:
    assert loaded(["not", "a", "dict"], {"seed": "1"}).state == {}
    assert loaded({"big": "x" * MAX_STATE_CHARS}, {}).state == {}
    browser = loaded({"number": 1}, {"seed": "1", "bad": 5, "list": ["a"]})
    assert browser.query == {"seed": "1"} and browser.state == {"number": 1}
    assert loaded({}, "?seed=1").query == {}
    ignored = BrowserState("y")
    ignored._on_front_end_msg(ignored, {"event": "other"}, [])
    ignored._on_front_end_msg(ignored, "loaded", [])
    assert not ignored.loaded


def test_a_failing_listener_does_not_stop_the_others() -> None:
    browser = BrowserState("z")
    heard: list[str] = []

    def broken(_browser: BrowserState) -> None:
        raise RuntimeError("boom")

    browser.on_loaded(broken)
    browser.on_loaded(lambda b: heard.append("ok"))
    browser.receive({}, {})
    assert heard == ["ok"]


def test_what_python_stored_before_the_page_was_drawn_is_not_what_the_page_kept() -> None:
    browser = BrowserState("w")
    browser.update({"number": 4})  # stored by the kernel before the page drew the widget
    heard: list[dict[str, Any]] = []
    browser.on_loaded(lambda b: heard.append(dict(b.state)))
    browser.receive({}, {})  # a first visit: the browser kept nothing
    assert heard == [{}] and browser.state == {}


def test_a_pupil_key_reads_what_the_browser_kept_for_that_pupil_once_more() -> None:
    browser = BrowserState("sums")
    heard: list[dict[str, Any]] = []
    browser.on_loaded(lambda b: heard.append(dict(b.state)))
    browser._on_front_end_msg(browser, {"event": "loaded", "state": {"number": 5}, "query": {}, "activity": "sums"}, [])
    assert browser.for_pupil(pupil_key("4B", "Blue Fox"))
    assert browser.activity == "sums:4B:Blue%20Fox" and not browser.loaded
    assert not browser.for_pupil(pupil_key("4B", "Blue Fox"))  # the same pupil again: nothing to read
    # a late report read under the key left behind is not this pupil's
    browser._on_front_end_msg(browser, {"event": "loaded", "state": {"number": 9}, "query": {}, "activity": "sums"}, [])
    assert not browser.loaded and heard == [{"number": 5}]
    browser._on_front_end_msg(
        browser, {"event": "loaded", "state": {}, "query": {}, "activity": "sums:4B:Blue%20Fox"}, []
    )
    assert browser.loaded and browser.state == {} and heard == [{"number": 5}, {}]
    assert pupil_key("4B", "Mia:1") != pupil_key("4B:Mia", "1")  # no two pupils share a key
    assert browser.for_pupil("") and browser.activity == "sums"  # the key of no class stays its own
