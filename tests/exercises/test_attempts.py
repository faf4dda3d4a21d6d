"""The recording hook: listeners hear every attempt, and a failing listener breaks nothing."""

from __future__ import annotations

from elevenkit.exercises.attempts import Attempt, AttemptLog


def make(answer: str = "7") -> Attempt:
    return Attempt(activity="capture-trainer", task_id="5:0", answer=answer, correct=True, counted=True)


def test_listeners_hear_each_attempt_in_order() -> None:
    log, heard = AttemptLog(), []
    log.subscribe(heard.append)
    log.notify(make("1"))
    log.notify(make("2"))
    assert [a.answer for a in heard] == ["1", "2"]
    log.unsubscribe(heard.append)
    log.unsubscribe(heard.append)  # twice is harmless
    log.notify(make("3"))
    assert len(heard) == 2


def test_a_failing_listener_does_not_stop_the_others(caplog) -> None:
    log, heard = AttemptLog(), []

    def broken(attempt: Attempt) -> None:
        raise OSError("disk full")

    log.subscribe(broken)
    log.subscribe(heard.append)
    log.notify(make())
    assert heard == [make()]
    assert "listener failed" in caplog.text
