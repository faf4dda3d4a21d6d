"""The link vocabulary in one place: a typed task set (digits only, up to MAX_SEED), the class code
rule every page applies, and the names every page reads."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from elevenkit.serving.params import (
    CLASS,
    MAX_CLASS_CODE,
    MAX_SEED,
    class_code,
    clean_class_code,
    int_param,
    seed_of,
)


@pytest.mark.parametrize(("text", "seed"), [("7", 7), (" 7 ", 7), ("0", 0), (str(MAX_SEED), MAX_SEED), ("007", 7)])
def test_a_typed_task_set_is_a_whole_number_of_digits(text: str, seed: int) -> None:
    assert seed_of(text) == seed


@pytest.mark.parametrize("text", ["", "seven", "-1", "+7", "7.0", "1e3", "٣", "7 7", str(MAX_SEED + 1), "9" * 5000])
def test_anything_else_is_no_task_set(text: str) -> None:
    assert seed_of(text) is None


def test_a_class_code_is_short_plain_text_as_a_teacher_names_a_class() -> None:
    for code in ("4B", "year-5_blue", "Year 4", "Klasse 4ä", "x" * MAX_CLASS_CODE):
        assert clean_class_code(f"  {code} ") == code
    for refused in ("<b>", "x" * (MAX_CLASS_CODE + 1), "4\nB", "4;B", "'4B'", "4B\x00", "🦊", ""):
        assert clean_class_code(refused) == ""


def test_the_class_code_of_a_link_follows_the_same_rule() -> None:
    assert class_code({CLASS: " 4B "}) == "4B"
    assert class_code({CLASS: "<script>"}) == class_code({}) == class_code({"seed": "7"}) == ""


def test_int_param_reads_any_mapping_of_the_link() -> None:
    link = MappingProxyType({"seed": "12", "tasks": "x"})
    assert int_param(link, "seed", 1, 0, MAX_SEED) == 12 and int_param(link, "tasks", 5, 0, 100) == 5
