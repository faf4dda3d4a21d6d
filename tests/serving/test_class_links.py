"""Which class link a page request is (``elevenkit.serving.class_links``): keys compared as the pool compares them."""

from __future__ import annotations

import pytest

from elevenkit.serving.class_links import link_key, link_parts, request_link_key, target_link_key


def test_a_link_key_orders_the_parameters_by_name() -> None:
    assert link_key("capture-trainer.ipynb", "seed=7&class=4B") == "capture-trainer.ipynb?class=4B&seed=7"
    assert link_key("x.ipynb", "") == "x.ipynb?"


def test_a_name_given_twice_keeps_the_order_of_its_values() -> None:
    # query_params keeps the last value: a=2 here, a=1 there, so these are different links
    assert link_key("x.ipynb", "a=1&b=0&a=2") == "x.ipynb?a=1&a=2&b=0"
    assert link_key("x.ipynb", "a=2&a=1") != link_key("x.ipynb", "a=1&a=2")


@pytest.mark.parametrize(
    "url",
    [
        "http://192.168.1.20:8866/voila/render/capture-trainer.ipynb?seed=7&class=4B",
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?class=4B&seed=7",
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?class=4B&token=apple7&seed=7",
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?class=4%42&seed=7",
    ],
)
def test_a_request_is_the_link_whatever_the_order_the_host_or_the_token(url: str) -> None:
    assert request_link_key("capture-trainer.ipynb", url) == "capture-trainer.ipynb?class=4B&seed=7"


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?seed=7",
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?seed=7&class=4B&level=hard",
        "http://127.0.0.1:8866/voila/render/capture-trainer.ipynb?seed=7&class=4b",
        "",
    ],
)
def test_another_request_is_not_the_link(url: str) -> None:
    assert request_link_key("capture-trainer.ipynb", url) != "capture-trainer.ipynb?class=4B&seed=7"


def test_link_parts_split_a_key_and_leave_a_notebook_alone() -> None:
    assert link_parts("capture-trainer.ipynb?class=4B&seed=7") == ("capture-trainer.ipynb", "class=4B&seed=7")
    assert link_parts("capture-trainer.ipynb") is None


@pytest.mark.parametrize(
    ("target", "key"),
    [
        ("/voila/render/capture-trainer.ipynb?seed=7&class=4B", "capture-trainer.ipynb?class=4B&seed=7"),
        ("/voila/render/lessons/01-first.ipynb?class=4B", "lessons/01-first.ipynb?class=4B"),
        ("/voila/render/../secret.ipynb?class=4B", None),
        ("/voila/render//etc/x.ipynb", None),
        ("/voila/tree?seed=1", None),
        ("/voila/render/notes.txt?seed=1", None),
    ],
)
def test_a_short_links_target_gives_its_key_if_it_is_a_dashboard_page(target: str, key: str | None) -> None:
    assert target_link_key(target) == key
