"""``CLASS=N[:dashboard] make run``: reading CLASS, and a class pool that counts the kernels in use."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from traitlets import Dict
from traitlets.config import LoggingConfigurable

from elevenkit.serving.class_pool import (
    ClassSpecError,
    class_pool_manager,
    class_pools,
    class_size,
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
        ("30:capture-trainer?seed=7&level=easy&class=4B", {"capture-trainer.ipynb?class=4B&level=easy&seed=7": 30}),
        ("2:wraparound-clock.ipynb?seed=3", {"wraparound-clock.ipynb?seed=3": 2}),
        ("30:/c/4B7", {"capture-trainer.ipynb?class=4B&seed=7": 30}),
    ],
)
def test_class_gives_the_pool_sizes(spec: str, pools: dict[str, int]) -> None:
    assert class_pools(spec, DASHBOARDS, lookup=STORED.get) == pools


#: the class links in the classroom database (code -> target), as ``ClassroomStore.link_target`` reads them
STORED = {
    "4B7": "/voila/render/capture-trainer.ipynb?seed=7&class=4B",
    "4B8": "/voila/render/lessons/01-first.ipynb?class=4B",
    "4B9": "/voila/render/../secret.ipynb?class=4B",
}


@pytest.mark.parametrize(
    ("spec", "pupils"), [("30", 30), (" 12 : wraparound-clock", 12), ("30:/c/4B7", 30), ("", None), ("  ", None)]
)
def test_class_size_is_the_number_of_pupils(spec: str, pupils: int | None) -> None:
    assert class_size(spec) == pupils


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
        ("30:../x?seed=1", "number of pupils"),
        ("30:clock?seed=1", "no dashboard 'clock'"),
        ("30:/c/ZZ1", "there is no class link 'ZZ1'"),
        ("30:/c/4B8", "which is no dashboard"),
        ("30:/c/4B9", "which is no dashboard"),
        ("30:/voila/render/capture-trainer.ipynb", "number of pupils"),
    ],
)
def test_a_bad_class_is_refused_naming_it(spec: str, reason: str) -> None:
    with pytest.raises(ClassSpecError) as caught:
        class_pools(spec, DASHBOARDS, lookup=STORED.get)
    assert repr(spec) in str(caught.value)
    assert reason in str(caught.value)


def test_pools_config_keeps_the_default_for_the_other_dashboards() -> None:
    assert pools_config({"capture-trainer.ipynb": 30}, default_size=1) == {
        "default": {"pool_size": 1},
        "capture-trainer.ipynb": {"pool_size": 30},
    }


class FakeVoilaManager(LoggingConfigurable):
    """What Voila's preheating manager has that the class pool reads; records each fill (notebook,
    size, the kernels' extra environment) and adds as many ready kernels as the fill asks for."""

    kernel_pools_config = Dict()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.notebook_data: dict[str, dict[str, Any]] = {}
        self._pools: dict[str, list[asyncio.Future[dict[str, str]]]] = {}
        self.running: set[str] = set()
        self.fills: list[tuple[str | None, int, dict[str, str]]] = []

    def __contains__(self, kernel_id: str) -> bool:
        return kernel_id in self.running

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
        config = self.kernel_pools_config.get(notebook_name, self.kernel_pools_config["default"])
        self.fills.append((notebook_name, config["pool_size"], kwargs.get("extra_kernel_env_variables", {})))


def ready(kernel_id: str) -> asyncio.Future[dict[str, str]]:
    loop = asyncio.new_event_loop()
    future = loop.create_future()
    future.set_result({"kernel_id": kernel_id})
    loop.close()
    return future


def manager_with(in_use: int, waiting: int, size: int, name: str = "capture-trainer.ipynb", **config: int) -> Any:
    """A class-pool manager for pool ``name`` (``size``) with kernels it prepared, handed out and waiting."""
    manager = class_pool_manager(FakeVoilaManager)(
        kernel_pools_config=pools_config({name: size, **config}, default_size=1)
    )
    manager.fills.clear()
    manager._pools[name] = [ready(f"waiting-{n}") for n in range(waiting)]
    kernels = [f"pupil-{n}" for n in range(in_use)] + [f"waiting-{n}" for n in range(waiting)]
    manager.running |= set(kernels)
    manager._origin.update(dict.fromkeys(kernels, name))
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
    assert [size for _, size, _ in manager.fills] == [filled_to]
    assert manager.kernel_pools_config == config_before


def test_a_kernel_that_ended_no_longer_counts_as_in_use() -> None:
    manager = manager_with(in_use=30, waiting=0, size=30)
    manager.running -= {f"pupil-{n}" for n in range(10)}  # ten pupils closed their page
    manager.fill_if_needed(notebook_name="capture-trainer.ipynb")
    assert [size for _, size, _ in manager.fills] == [10]


def test_other_dashboards_keep_the_default_pool() -> None:
    manager = manager_with(in_use=30, waiting=0, size=30)
    manager.fill_if_needed(notebook_name="wraparound-clock.ipynb")
    assert [size for _, size, _ in manager.fills] == [1]


LINK = "capture-trainer.ipynb?class=4B&seed=7"


def test_a_link_pool_is_filled_at_start_with_the_links_parameters_in_its_own_pool() -> None:
    manager = class_pool_manager(FakeVoilaManager)(
        kernel_pools_config=pools_config({"capture-trainer.ipynb?seed=7&class=4B": 30}, default_size=1)
    )
    # Voila fills the notebook's pool; the link's kernels are its preheated kernels with QUERY_STRING
    assert manager.fills == [("capture-trainer.ipynb", 30, {"QUERY_STRING": "class=4B&seed=7"})]
    assert LINK in manager.kernel_pools_config  # the key in the order requests are compared in
    assert manager._pools == {LINK: []}  # the fake adds no kernels, but the pool is the link's


def test_a_link_pool_counts_only_its_own_kernels_in_use() -> None:
    manager = manager_with(in_use=30, waiting=0, size=30, name=LINK)
    manager.running.add("own-0")
    manager._origin["own-0"] = "capture-trainer.ipynb"
    manager.fill_if_needed(notebook_name=LINK)
    manager.fill_if_needed(notebook_name="capture-trainer.ipynb")
    assert [(name, size) for name, size, _ in manager.fills] == [
        ("capture-trainer.ipynb", 1),  # the link: one spare after the whole class took theirs
        ("capture-trainer.ipynb", 1),  # the notebook's own pool of one
    ]
    assert manager.get_pool_size("capture-trainer.ipynb") == 0
    manager._pools[LINK] = [ready("spare")]
    assert manager.get_pool_size("capture-trainer.ipynb") == 1
    assert manager.get_pool_size("wraparound-clock.ipynb") == 0


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


def test_a_class_link_that_cannot_be_read_is_refused_with_the_reason() -> None:
    def broken(code: str) -> str | None:
        raise OSError("database is locked")

    with pytest.raises(ClassSpecError, match=r"the class links cannot be read \(database is locked\)"):
        class_pools("30:/c/4B7", DASHBOARDS, lookup=broken)


def test_a_short_link_is_read_from_the_classroom_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from elevenkit.classroom.store import ClassroomStore

    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "classroom.sqlite3"))
    with ClassroomStore() as store:
        code = store.link_code("4B", "/voila/render/capture-trainer.ipynb?seed=7&class=4B")
    assert class_pools(f"30:/c/{code}", DASHBOARDS) == {"capture-trainer.ipynb?class=4B&seed=7": 30}
