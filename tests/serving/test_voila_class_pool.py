"""``CLASS=N[:dashboard] make run``: reading CLASS, and a class pool that counts the kernels in use."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from elevenkit.serving.class_pool import (
    ClassSpecError,
    class_pool_manager,
    class_pools,
    install_class_pool,
    pools_config,
)

DASHBOARDS = ["capture-trainer.ipynb", "wraparound-clock.ipynb"]


@pytest.mark.parametrize(
    ("spec", "pools"),
    [
        ("", {}),
        ("  ", {}),
        ("30", {"capture-trainer.ipynb": 30, "wraparound-clock.ipynb": 30}),
        ("30:capture-trainer", {"capture-trainer.ipynb": 30}),
        (" 12 : wraparound-clock.ipynb ", {"wraparound-clock.ipynb": 12}),
        ("1:capture-trainer", {"capture-trainer.ipynb": 1}),
    ],
)
def test_class_gives_the_pool_sizes(spec: str, pools: dict[str, int]) -> None:
    assert class_pools(spec, DASHBOARDS) == pools


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("thirty", "number of pupils"),
        ("30 pupils", "number of pupils"),
        ("-3", "number of pupils"),
        ("0", "1 to 200"),
        ("201:capture-trainer", "1 to 200"),
        ("30:clock", "no dashboard 'clock' (there are: capture-trainer, wraparound-clock)"),
        ("30:../notebooks/x", "number of pupils"),
    ],
)
def test_a_bad_class_is_refused_naming_it(spec: str, reason: str) -> None:
    with pytest.raises(ClassSpecError) as caught:
        class_pools(spec, DASHBOARDS)
    assert repr(spec) in str(caught.value)
    assert reason in str(caught.value)


def test_pools_config_keeps_the_default_for_the_other_dashboards() -> None:
    assert pools_config({"capture-trainer.ipynb": 30}, default_size=1) == {
        "default": {"pool_size": 1},
        "capture-trainer.ipynb": {"pool_size": 30},
    }


class FakeVoilaManager:
    """What Voila's preheating manager has that the class pool reads; records the size it fills to."""

    def __init__(self, config: dict[str, dict[str, Any]]) -> None:
        self.kernel_pools_config = config
        self.notebook_data: dict[str, dict[str, Any]] = {}
        self._pools: dict[str, list[asyncio.Future[dict[str, str]]]] = {}
        self.filled_to: list[int] = []

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
        config = self.kernel_pools_config.get(notebook_name, self.kernel_pools_config["default"])
        self.filled_to.append(config["pool_size"])


def manager_with(in_use: int, waiting: int, size: int, name: str = "capture-trainer.ipynb") -> Any:
    """A class-pool manager for ``name`` (pool ``size``) with kernels handed out and waiting."""
    manager = class_pool_manager(FakeVoilaManager)(pools_config({name: size}, default_size=1))
    loop = asyncio.new_event_loop()
    pool = []
    for number in range(waiting):
        ready = loop.create_future()
        ready.set_result({"kernel_id": f"waiting-{number}"})
        pool.append(ready)
    loop.close()
    manager._pools[name] = pool
    kernels = {f"pupil-{n}" for n in range(in_use)} | {f"waiting-{n}" for n in range(waiting)}
    manager.notebook_data[name] = {"kernel_ids": kernels}
    return manager


@pytest.mark.parametrize(
    ("in_use", "waiting", "size", "filled_to"),
    [
        (0, 0, 30, 30),  # before the lesson: the whole class
        (1, 29, 30, 29),  # the first pupil took one: 29 still wait, nothing new starts
        (12, 18, 30, 18),
        (30, 0, 30, 1),  # everybody has one: one spare for a late pupil
        (45, 0, 30, 1),
        (3, 0, 1, 1),  # Voila's own pool of one behaves as before
        (0, 0, 0, 0),  # no pool stays no pool
    ],
)
def test_a_class_pool_counts_the_kernels_in_use(in_use: int, waiting: int, size: int, filled_to: int) -> None:
    manager = manager_with(in_use, waiting, size)
    config_before = dict(manager.kernel_pools_config)
    manager.fill_if_needed(delay=1, notebook_name="capture-trainer.ipynb")
    assert manager.filled_to == [filled_to]
    assert manager.kernel_pools_config == config_before


def test_other_dashboards_keep_the_default_pool() -> None:
    manager = manager_with(in_use=30, waiting=0, size=30)
    manager.fill_if_needed(notebook_name="wraparound-clock.ipynb")
    assert manager.filled_to == [1]


def test_install_wraps_voilas_preheating_manager_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import voila.app
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    original = voila.app.voila_kernel_manager_factory
    monkeypatch.setattr(voila.app, "voila_kernel_manager_factory", original)  # restored after the test
    install_class_pool()
    installed = voila.app.voila_kernel_manager_factory
    install_class_pool()
    assert voila.app.voila_kernel_manager_factory is installed is not original
    preheating = installed(AsyncMappingKernelManager, True, 1)
    assert preheating.__name__ == "VoilaKernelManager"  # `c.VoilaKernelManager....` config still applies
    assert issubclass(preheating, AsyncMappingKernelManager)
    assert "fill_if_needed" in vars(preheating)
    plain = installed(AsyncMappingKernelManager, False, 1)
    assert "fill_if_needed" not in vars(plain)
