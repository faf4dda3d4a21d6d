"""URL parameters for dashboards: read safely, never evaluated (the browser part is in
tests/browser/test_browser_harness.py, with and without preheated kernels)."""

from __future__ import annotations

import pytest

from elevenkit.dashboard import int_param, query_params


def test_no_request_means_no_parameters(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    assert query_params() == {}


def test_a_kernel_started_for_the_request_reads_query_string(monkeypatch):
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("QUERY_STRING", "seed=7&size=6&name=Ann%20%26%20Bo&seed=8&empty=")
    assert query_params() == {"seed": "8", "size": "6", "name": "Ann & Bo", "empty": ""}


def test_a_preheated_kernel_that_already_has_its_request_does_not_wait(monkeypatch):
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("QUERY_STRING", "seed=3")
    assert query_params() == {"seed": "3"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [("7", 7), (" 7 ", 7), ("-3", 1), ("999", 20), ("20", 20), ("1", 1)],
)
def test_int_param_reads_and_clamps(text, expected):
    assert int_param({"n": text}, "n", 5, 1, 20) == expected


@pytest.mark.parametrize("text", ["", "abc", "2.5", "1e3", "__import__('os')", "0x10", "9" * 5000])
def test_int_param_falls_back_to_the_default_on_bad_text(text):
    assert int_param({"n": text}, "n", 5, 1, 20) == 5


def test_int_param_missing_name_gives_default_clamped_into_range():
    assert int_param({}, "n", 5, 1, 20) == 5
    assert int_param({}, "n", 50, 1, 20) == 20


def test_int_param_refuses_an_empty_range():
    with pytest.raises(ValueError, match="'n'"):
        int_param({}, "n", 5, 9, 1)
