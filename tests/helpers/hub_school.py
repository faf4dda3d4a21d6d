"""A school on a real hub, for the hub tests and ``bench/bench_hub.py``: a class store on a
throw-away PostgreSQL with teachers and pupils (:func:`new_school`), the people who sign in
(:class:`School`) and what their pages' widgets say (:func:`state_text`, :func:`answer_once`)."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from typing import Any

import psutil

from tests.helpers.ci import skip_or_fail
from tests.helpers.jupyterhub import Hub, HubBrowser, missing_pieces
from tests.helpers.postgres import PostgresCluster, PostgresMissing

TEACHER, TEACHER_PASSWORD = "weber", "weber-teaches-4b"
OTHER, OTHER_PASSWORD = "braun", "braun-teaches-5c"
PASSWORDS = {TEACHER: (TEACHER, TEACHER_PASSWORD), OTHER: (OTHER, OTHER_PASSWORD)}


@contextlib.contextmanager
def as_server_of(database: str, environment: dict[str, str]) -> Iterator[None]:
    """Run the block as a kernel of a hub server with ``environment`` does (the class store, the role)."""
    keys = ("ELEVENKIT_DB", *environment)
    before = {key: os.environ.get(key) for key in keys}
    os.environ.update({"ELEVENKIT_DB": database, **environment})
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


class School:
    """The hub, the store's URL and the pupils' cards (nickname -> (login text, secret number, login))."""

    def __init__(self, hub: Hub, database: str, cards: dict[str, tuple[str, str, str]]) -> None:
        self.hub, self.database, self.cards = hub, database, cards

    def signed_in(self, who: str) -> HubBrowser:
        """A browser signed in as the pupil with nickname ``who`` or as the teacher ``who``."""
        text, secret = PASSWORDS[who] if who in PASSWORDS else self.cards[who][:2]
        browser = HubBrowser(self.hub)
        assert browser.login(text, secret) == 302, f"{who} could not sign in:\n{self.hub.log()[-3000:]}"
        return browser


def new_school(
    cluster: PostgresCluster, classes: list[tuple[str, str, str, list[str]]]
) -> tuple[str, dict[str, tuple[str, str, str]]]:
    """A class store with ``classes`` (teacher, password, class code, nicknames; code "": a teacher
    with no class): its URL and the pupils' cards (nickname -> (login text, secret number, hub login))."""
    from elevenkit.classroom import accounts
    from elevenkit.classroom.hub import hub_environment
    from elevenkit.classroom.store import ClassroomStore

    database = cluster.new_url()
    cards: dict[str, tuple[str, str, str]] = {}
    for teacher, password, code, names in classes:
        with as_server_of(database, hub_environment(teacher=teacher)), ClassroomStore() as store:
            accounts.add_teacher(store, teacher, password)
            for claim in accounts.add_pupils(store, code, names) if code else []:
                assert claim.pupil_code is not None and claim.pupil_id is not None
                login = accounts.login_text(claim.class_code, claim.nickname)
                cards[claim.nickname] = (login, claim.pupil_code, f"p{claim.pupil_id}")
    return database, cards


def state_text(states: dict[str, Any]) -> str:
    return json.dumps([entry["state"] for entry in states.values()], ensure_ascii=False)


def model_with(states: dict[str, Any], description: str) -> str:
    return next(model for model, entry in states.items() if entry["state"].get("description") == description)


def answer_once(states: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The change a pupil makes to answer the Wraparound Clock's task: a number on the circle (a
    "which piles" task) or a number typed into the box; right or wrong, it is a counted answer."""
    for model, entry in states.items():
        pickable = entry["state"].get("pickable")
        if pickable:
            return model, {"selected": [pickable[0]]}
    return model_with(states, "Your answer:"), {"value": "5"}


def dropdown_labels(states: dict[str, Any]) -> list[list[str]]:
    return [list(e["state"].get("_options_labels", [])) for e in states.values() if e["model_name"] == "DropdownModel"]


def server_memory(login: str) -> float:
    """MB of resident memory of ``login``'s single-user server and its kernels."""
    for process in psutil.process_iter(["cmdline"]):
        with contextlib.suppress(psutil.Error):
            if any("jupyterhub-singleuser" in part for part in process.info["cmdline"] or []) and (
                process.environ().get("JUPYTERHUB_USER") == login
            ):
                tree = [process, *process.children(recursive=True)]
                return sum(p.memory_info().rss for p in tree) / 2**20
    raise AssertionError(f"no server of {login} is running")


def skip_or_fail_hub(reason: str) -> None:
    skip_or_fail(reason, in_ci_too="the hub tests must run; .ci/run installs the hub pieces")


@contextlib.contextmanager
def hub_cluster() -> Iterator[PostgresCluster]:
    """A running throw-away PostgreSQL for a module's hubs (each its own schema), once the hub
    pieces are there (else skip, or fail in CI)."""
    missing = missing_pieces()
    if missing:
        skip_or_fail_hub(f"no {missing} here; pip install -e '.[test]' and npm ci --prefix deploy/jupyterhub/proxy")
    try:
        cluster = PostgresCluster()
    except PostgresMissing as error:
        skip_or_fail_hub(str(error))
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()
