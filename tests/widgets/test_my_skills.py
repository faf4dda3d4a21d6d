"""What I can do: each "I can …" sentence with stars, words and a bar that follow the estimate, in
German too; the list under a "practice for me" trainer follows every answer."""

from __future__ import annotations

from elevenkit import catalogue
from elevenkit.exercises.adaptive import Mastery, SkillEstimate, mastery
from elevenkit.i18n import language
from elevenkit.widgets.trainers import NumberTrackTrainerApp
from elevenkit.widgets.trainers.my_skills import MySkills, my_skills_html, stars_of
from tests.helpers.html_tree import parse


def test_stars_grow_with_the_estimate_and_a_first_answer_is_never_a_need_for_help() -> None:
    assert stars_of(SkillEstimate()) == 0 and mastery(SkillEstimate()) is Mastery.NOT_STARTED
    assert mastery(SkillEstimate(-3.0, answers=1)) is Mastery.PRACTISING, "one wrong answer: not yet a need for help"
    assert mastery(SkillEstimate(-1.0, answers=3)) is Mastery.NEEDS_HELP and stars_of(SkillEstimate(-1.0, 3)) == 1
    assert mastery(SkillEstimate(1.0, answers=8)) is Mastery.PRACTISING
    assert mastery(SkillEstimate(1.5, answers=4)) is Mastery.PRACTISING, "mastered rests on five answers"
    assert mastery(SkillEstimate(1.5, answers=5)) is Mastery.MASTERED and stars_of(SkillEstimate(1.5, 5)) == 3


def test_each_skill_has_its_sentence_stars_words_and_a_bar() -> None:
    skills = ("one-more-one-less", "counting-from-11", "minus-points")
    html = my_skills_html(skills, {"one-more-one-less": SkillEstimate(2.0, 9), "minus-points": SkillEstimate(-1.5, 4)})
    items = parse(html).find_all("li")
    assert [item.attrs["data-stage"] for item in items] == ["mastered", "not-started", "needs-help"]
    first = items[0].text
    assert catalogue.skill("one-more-one-less").i_can in first and "★★★" in first and "You can do it!" in first
    assert "☆☆☆" in items[1].text and "Not tried yet" in items[1].text
    assert "Keep practising" in items[2].text and "★☆☆" in items[2].text
    bars = [item.find("progress").attrs["value"] for item in items]
    assert int(bars[0]) > 80 and bars[1] == "0" and 0 < int(bars[2]) < 50


def test_the_list_speaks_german() -> None:
    with language("de"):
        html = my_skills_html(("one-more-one-less",), {"one-more-one-less": SkillEstimate(2.0, 9)})
        box = MySkills(("one-more-one-less",))
    assert "Ich kann" in html and "Du kannst es!" in html and "3 Sterne von 3" in html
    assert box.button.description == "Was ich schon kann"


def test_the_list_under_a_practice_for_me_trainer_follows_the_answers() -> None:
    app = NumberTrackTrainerApp.from_params({"level": "auto"})
    assert app.for_me is not None
    box = app.for_me.my_skills
    assert box.list.layout.display == "none"
    box.button.value = True
    assert box.list.layout.display is None and box.list.value.count('data-stage="not-started"') == 3
    app.trainer.answer_button.click()  # the answer shown: the skill was tried
    assert box.list.value.count('data-stage="not-started"') == 2


def test_each_stage_is_named_in_one_table_for_the_pupil_and_the_teacher() -> None:
    """D2: the stage words were written twice (the pupil's list, the teacher's grid): now one table."""
    from elevenkit.widgets.common.mastery_words import STAGES
    from elevenkit.widgets.teacher.skill_words import SYMBOLS, mastery_words

    assert set(STAGES) == set(Mastery)
    estimates = {
        Mastery.NOT_STARTED: SkillEstimate(),
        Mastery.NEEDS_HELP: SkillEstimate(-1.5, 4),
        Mastery.PRACTISING: SkillEstimate(0.5, 2),
        Mastery.MASTERED: SkillEstimate(2.0, 9),
    }
    for stage, words in STAGES.items():
        assert mastery_words(stage) == words.teacher() and SYMBOLS[stage] == words.symbol
        assert stars_of(estimates[stage]) == words.stars
        assert words.pupil() in parse(my_skills_html(["minus-points"], {"minus-points": estimates[stage]})).text
    with language("de"):
        assert STAGES[Mastery.MASTERED].pupil() != "You can do it!"
