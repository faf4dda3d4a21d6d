"""The number circle in lessons 05-07 as a child meets it (issue 22 item 11): the zoomed arc with
big numbers, never the whole 1-100 circle as the way to answer; a number grid for "which are
prime?"; order badges only where the order counts; a legend that names only what is there; a
circle that only shows takes no click; every count drawn is one a child can make."""

from __future__ import annotations

from elevenkit.exercises.lessons import lesson
from elevenkit.nimmt.svg.arc import ARC_BUDGET
from elevenkit.widgets.lesson import CheckedStepView, LessonWidget
from elevenkit.widgets.views.number_circle import NumberCircle
from tests.helpers.html_tree import parse
from tests.helpers.lessons import click


def _view(lesson_id: str, title_start: str) -> CheckedStepView:
    widget = LessonWidget(lesson(lesson_id))
    index = next(i for i, step in enumerate(widget.lesson.steps) if step.title.startswith(title_start))
    widget.go(index)
    view = widget.current
    assert isinstance(view, CheckedStepView)
    return view


def _circle_steps() -> list[tuple[str, str]]:
    return [
        (lesson_id, step.title)
        for lesson_id in ("05", "06", "07")
        for step in lesson(lesson_id).steps
        if step.task is not None and step.answer == "circle"
    ]


def test_every_circle_answer_is_chosen_on_the_zoomed_arc_or_a_number_grid_never_the_whole_circle():
    steps = _circle_steps()
    assert len(steps) >= 8
    for lesson_id, title in steps:
        circle = _view(lesson_id, title).clickable
        assert isinstance(circle, NumberCircle) and circle.zoom, (lesson_id, title)
        tree = parse(circle.markup)
        assert not tree.find_all("svg", "ek-nc-svg") or tree.find_all("div", "ek-nc-overview"), (lesson_id, title)
        chips = [int(chip.attrs["data-pick"] or 0) for chip in tree.find_all(css_class="ek-nc-chip")]
        assert sorted(chips) == sorted(circle.pickable), (lesson_id, title)  # every choice a big button


def test_which_are_prime_is_a_number_grid_without_an_order():
    view = _view("07", "Task 3")
    click(view, 2, 11)
    tree = parse(view.clickable.markup)
    assert tree.find_all(css_class="ek-nc-grid") and not tree.find_all("svg")  # no circle to count on
    assert not tree.find_all(css_class="ek-nc-order")  # order does not matter
    assert {
        chip.attrs["aria-pressed"] for chip in tree.find_all(css_class="ek-nc-chip") if chip.text in ("2", "11")
    } == {"true"}


def test_order_badges_only_where_the_order_counts():
    ordered = _view("06", "Task 2")
    click(ordered, 59, 62)  # lesson 06 Task 2 lays 67, 59, 62, 68, 30 on 57 (issue 22: new numbers)
    badges = parse(ordered.clickable.markup).find_all(css_class="ek-nc-order")
    assert sorted({badge.text for badge in badges}) == ["1", "2"]  # on the arc and on the buttons
    unordered = _view("05", "Task 4")
    click(unordered, 97, 100)
    tree = parse(unordered.clickable.markup)
    assert not tree.find_all(css_class="ek-nc-order")
    assert "in your order" not in " ".join(unordered.clickable.labels)


def test_the_legend_names_pile_tops_only_where_there_are_piles():
    view = _view("06", "Task 1")  # one pile: its top is named
    assert parse(view.clickable.markup).find_all(css_class="ek-nc-key-top")
    circle = _view("06", "Problem").picture.widgets[0]  # only the two cards to lay, no pile
    assert isinstance(circle, NumberCircle)
    assert not parse(circle.markup).find_all(css_class="ek-nc-key-top")


def test_a_circle_that_only_shows_takes_no_click():
    view = _view("06", "Problem")
    circle = view.picture.widgets[0]
    assert isinstance(circle, NumberCircle) and view.clickable is None
    tree = parse(circle.markup)
    assert not [node for node in tree.elements() if "data-pick" in node.attrs]
    assert not [node for node in tree.elements() if node.attrs.get("role") == "button"]


def test_every_count_drawn_is_one_a_child_can_make():
    """A typed count of 99 steps (90 up to 89) is drawn on the arc with its hops over "…" labelled,
    never as 99 arrows to count one by one."""
    for title in ("Task 6", "Task 7"):
        view = _view("05", title)
        circle = view.picture.widgets[0]
        assert isinstance(circle, NumberCircle)
        circle.pick(circle.focus)  # the pupil clicks the card asked about: the circle counts to it
        tree = parse(circle.markup)
        arrows = [node for node in tree.find(css_class="ek-nc-path").elements() if node.tag == "path"]
        assert 0 < len(arrows) <= ARC_BUDGET + 1, (title, len(arrows))
        if len(circle.path) > len(arrows):  # the hops over "…" say how many steps they stand for
            assert any(node.text.startswith("+") for node in tree.find_all(css_class="ek-nc-step")), title
