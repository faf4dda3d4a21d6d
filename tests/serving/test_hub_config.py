"""``deploy/jupyterhub/jupyterhub_config.py`` as JupyterHub loads it: what its spawn hook gives each
role's server. The real hub with it: ``test_jupyterhub.py``."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[test]'")

from traitlets.config import Config, PyFileConfigLoader

from elevenkit.classroom.hub import PUPIL, ROLE_ENV, TEACHER
from elevenkit.serving.pages_only import pages_only_args
from tests.helpers.jupyterhub import CONFIG


def hub_config(monkeypatch: pytest.MonkeyPatch, **environment: str) -> Config:
    """The configuration as the hub reads it, with ``environment`` in the hub's environment."""
    monkeypatch.setenv("ELEVENKIT_DB", "postgresql://kit@db.school.lan/elevenkit")
    for key in ("ELEVENKIT_PUPILS_LAB", "ELEVENKIT_TEACHERS_LAB", "ELEVENKIT_HUB_SPAWNER"):
        monkeypatch.delenv(key, raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    return PyFileConfigLoader(CONFIG.name, path=str(CONFIG.parent)).load_config()


def spawned(config: Config, role: str) -> Any:
    """A server of ``role`` after the hook, as the hub's spawner holds it."""
    spawner = SimpleNamespace(
        environment={ROLE_ENV: role}, args=list(config.Spawner.args), default_url=config.Spawner.default_url
    )
    config.Spawner.pre_spawn_hook(spawner)
    return spawner


def locked(spawner: Any) -> bool:
    return all(setting in spawner.args for setting in pages_only_args())


def whole(spawner: Any) -> bool:
    return not any(setting in spawner.args for setting in pages_only_args())


def test_pupils_and_teachers_servers_run_only_the_pages_and_an_it_admins_stays_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    config = hub_config(monkeypatch)
    assert locked(spawned(config, PUPIL)) and locked(spawned(config, TEACHER))
    assert whole(spawned(config, ""))
    assert spawned(config, TEACHER).default_url == "/voila/render/dashboards/teacher.ipynb"


@pytest.mark.parametrize(
    ("opt_in", "opened", "still_locked"),
    [("ELEVENKIT_TEACHERS_LAB", TEACHER, PUPIL), ("ELEVENKIT_PUPILS_LAB", PUPIL, TEACHER)],
)
def test_the_school_opts_in_to_code_for_one_role_at_a_time(
    monkeypatch: pytest.MonkeyPatch, opt_in: str, opened: str, still_locked: str
) -> None:
    config = hub_config(monkeypatch, **{opt_in: "1"})
    assert whole(spawned(config, opened))
    assert locked(spawned(config, still_locked))


@pytest.mark.parametrize("role", [PUPIL, TEACHER])
def test_a_server_started_again_gets_its_settings_once(monkeypatch: pytest.MonkeyPatch, role: str) -> None:
    """The hub keeps each user's spawner while it runs: a server stopped and started again (the
    culler, the teacher's admin page) goes through the hook again with the same spawner."""
    config = hub_config(monkeypatch)
    spawner = spawned(config, role)
    first = list(spawner.args)
    config.Spawner.pre_spawn_hook(spawner)
    config.Spawner.pre_spawn_hook(spawner)
    assert spawner.args == first
