"""A class-sized pool of preheated kernels for ``make run``: ``CLASS=30 make run``.

"Everybody open the dashboard now": with one preheated kernel per dashboard (Voila's default
pool), every pupil after the first waits for a new kernel, and on 2 cores 30 kernels starting at
once take half a minute (``bench/README.md``). A teacher who starts ``make run`` before the lesson
can instead have a kernel ready for every pupil: ``CLASS=30`` (every dashboard) or
``CLASS=30:capture-trainer`` (only the one the lesson uses; each kernel costs about 100 MB).

Voila refills a pool after each pupil up to its size, so a pool of 30 would start 30 more kernels
while the class works (twice the memory, and the CPU the pupils' clicks need). With
:func:`install_class_pool` a pool's size counts the kernels in use too: Voila keeps ``size``
kernels for the dashboard, in use or ready, and always at least one ready (pool size 1 behaves
as before).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

__all__ = ["CLASS_ENV", "ClassSpecError", "class_pools", "install_class_pool", "pools_config"]

#: the environment variable ``make run`` sets from ``CLASS``
CLASS_ENV = "ELEVENKIT_CLASS"
#: more kernels than this is no class for one computer (each takes about 100 MB and a few CPU-seconds to start)
MAX_CLASS = 200

_MARK = "_elevenkit_class_pool"
_SPEC = re.compile(r"^\s*(\d+)\s*(?::\s*([\w.-]+?)\s*)?$")


class ClassSpecError(ValueError):
    """``CLASS`` is not ``N`` or ``N:dashboard`` with a known dashboard."""


def class_pools(spec: str, dashboards: Iterable[str]) -> dict[str, int]:
    """Pool sizes per notebook from ``CLASS``: ``"30"`` -> every dashboard, ``"30:clock"`` -> one.

    ``dashboards`` are the notebook names (``capture-trainer.ipynb``); a dashboard in ``spec`` may
    leave out ``.ipynb``. An empty ``spec`` gives ``{}`` (Voila's own pool size everywhere).
    """
    names = sorted(dashboards)
    if not spec.strip():
        return {}
    match = _SPEC.match(spec)
    if match is None:
        raise ClassSpecError(f"CLASS={spec!r}: write the number of pupils, e.g. CLASS=30 or CLASS=30:{_stem(names)}")
    size = int(match.group(1))
    if not 1 <= size <= MAX_CLASS:
        raise ClassSpecError(f"CLASS={spec!r}: the number of pupils must be 1 to {MAX_CLASS}")
    if match.group(2) is None:
        return dict.fromkeys(names, size)
    wanted = match.group(2) if match.group(2).endswith(".ipynb") else match.group(2) + ".ipynb"
    if wanted not in names:
        known = ", ".join(name.removesuffix(".ipynb") for name in names) or "none"
        raise ClassSpecError(f"CLASS={spec!r}: there is no dashboard {match.group(2)!r} (there are: {known})")
    return {wanted: size}


def _stem(names: list[str]) -> str:
    return names[0].removesuffix(".ipynb") if names else "capture-trainer"


def pools_config(pools: dict[str, int], default_size: int) -> dict[str, dict[str, Any]]:
    """``VoilaKernelManager.kernel_pools_config``: ``default_size`` kernels, ``pools`` where given."""
    return {"default": {"pool_size": default_size}, **{name: {"pool_size": size} for name, size in pools.items()}}


def class_pool_manager(manager_class: type[Any]) -> type[Any]:
    """Voila's preheating kernel manager whose pool sizes count the kernels in use (see module).

    The subclass keeps Voila's class name, so that ``c.VoilaKernelManager...`` settings apply to it.
    """

    class VoilaKernelManager(manager_class):
        # Voila's attributes that the pool reads (traits and plain attributes of manager_class)
        kernel_pools_config: dict[str, dict[str, Any]]
        notebook_data: dict[str, dict[str, Any]]
        _pools: dict[str, list[Any]]

        def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
            name = notebook_name or ""
            configured = self._pool_size(name)
            target = min(configured, max(1, configured - self._in_use(name)))
            if target == configured:
                super().fill_if_needed(delay=delay, notebook_name=notebook_name, **kwargs)
                return
            # Voila reads the size from kernel_pools_config while it fills (synchronously).
            saved = self.kernel_pools_config
            self.kernel_pools_config = {
                **saved,
                name: {**self._pool_config(name), "pool_size": target},
            }
            try:
                super().fill_if_needed(delay=delay, notebook_name=notebook_name, **kwargs)
            finally:
                self.kernel_pools_config = saved

        def _pool_config(self, notebook_name: str) -> dict[str, Any]:
            default = self.kernel_pools_config.get("default", {})
            return dict(self.kernel_pools_config.get(notebook_name, default))

        def _pool_size(self, notebook_name: str) -> int:
            default = self.kernel_pools_config.get("default", {}).get("pool_size", 1)
            return int(self._pool_config(notebook_name).get("pool_size", default))

        def _in_use(self, notebook_name: str) -> int:
            """Kernels of ``notebook_name`` handed to pupils and still running (not waiting in the pool)."""
            kernels = set(self.notebook_data.get(notebook_name, {}).get("kernel_ids", ()))
            waiting = {
                task.result()["kernel_id"]
                for task in self._pools.get(notebook_name, ())
                if task.done() and not task.cancelled() and task.exception() is None
            }
            return len(kernels - waiting)

    return VoilaKernelManager


def install_class_pool() -> None:
    """Make Voila build its preheating kernel manager with :func:`class_pool_manager` (``config/voila.py``).

    Checks the Voila version first (``elevenkit.serving.voila_fixes``): the pool's internals are Voila's.
    Installing twice changes nothing.
    """
    import voila
    import voila.app

    from elevenkit.serving.voila_fixes import check_voila_version

    check_voila_version(voila.__version__)
    factory: Callable[..., type] = voila.app.voila_kernel_manager_factory
    if getattr(factory, _MARK, False):
        return

    def class_pool_factory(base_class: type, preheat_kernel: bool, *args: Any, **kwargs: Any) -> type:
        manager = factory(base_class, preheat_kernel, *args, **kwargs)
        return class_pool_manager(manager) if preheat_kernel else manager

    setattr(class_pool_factory, _MARK, True)
    voila.app.voila_kernel_manager_factory = class_pool_factory
