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

import functools
import os
import re
from collections.abc import Callable, Iterable
from typing import Any

from elevenkit.serving.class_cap import limit_pages, limits_for, page_started
from elevenkit.serving.class_links import link_key, link_parts, request_link_key, target_link_key
from elevenkit.serving.client_address import install_client_address, with_address

__all__ = [
    "CLASS_ENV",
    "ClassSpecError",
    "class_pool_manager",
    "class_pools",
    "class_size",
    "install_class_pool",
    "pools_config",
]

#: the environment variable ``make run`` sets from ``CLASS``
CLASS_ENV = "ELEVENKIT_CLASS"
#: more kernels than this is no class for one computer (each takes about 100 MB and a few CPU-seconds to start)
MAX_CLASS = 200
#: the short link prefix in ``CLASS=30:/c/4B7``
SHORT_LINK = "/c/"

_MARK = "_elevenkit_class_pool"
_SPEC = re.compile(r"^\s*(\d+)\s*(?::\s*(\S+?)\s*)?$")
_DASHBOARD = re.compile(r"^[\w.-]+$")


class ClassSpecError(ValueError):
    """``CLASS`` is not ``N``, ``N:dashboard``, ``N:dashboard?parameters`` or ``N:/c/<code>`` (see :func:`class_pools`).

    ``str()`` names it as ``make run`` takes it (``CLASS='30:clock': there is no dashboard ...``);
    :attr:`spec` and :attr:`reason` let ``elevenkit serve`` name its ``--class`` flag instead.
    """

    def __init__(self, spec: str, reason: str) -> None:
        super().__init__(f"CLASS={spec!r}: {reason}")
        self.spec = spec  #: the ``CLASS`` as given
        self.reason = reason  #: what is wrong with it, for a teacher


def class_size(spec: str) -> int | None:
    """The number of pupils ``CLASS`` names (``"30:/c/4B7"`` -> 30); None without ``CLASS`` (checked by :func:`class_pools`)."""
    match = _SPEC.match(spec)
    return int(match.group(1)) if match and spec.strip() else None


def class_pools(
    spec: str, dashboards: Iterable[str], lookup: Callable[[str], str | None] | None = None
) -> dict[str, int]:
    """Pool sizes per notebook or class link from ``CLASS``.

    - ``"30"``: every dashboard keeps 30 kernels; ``"30:clock"``: only that one (its pool waits for
      each pupil's request, as Voila's preheating does);
    - ``"30:capture-trainer?seed=7&class=4B"`` or a short link ``"30:/c/4B7"`` (``lookup`` reads its
      target from the classroom database; by default :class:`~elevenkit.classroom.store.ClassroomStore`):
      30 kernels for that link, each of which runs the whole notebook with the link's parameters
      before any pupil comes (key: :func:`~elevenkit.serving.class_links.link_key`).

    ``dashboards`` are the notebook names (``capture-trainer.ipynb``); a dashboard in ``spec`` may
    leave out ``.ipynb``. An empty ``spec`` gives ``{}`` (Voila's own pool size everywhere).
    """
    names = sorted(dashboards)
    if not spec.strip():
        return {}
    match = _SPEC.match(spec)
    if match is None:
        raise ClassSpecError(spec, f"write the number of pupils, e.g. 30 or 30:{_stem(names)}")
    size = int(match.group(1))
    if not 1 <= size <= MAX_CLASS:
        raise ClassSpecError(spec, f"the number of pupils must be 1 to {MAX_CLASS}")
    what = match.group(2)
    if what is None:
        return dict.fromkeys(names, size)
    if what.startswith(SHORT_LINK):
        return {_short_link_key(spec, what[len(SHORT_LINK) :], names, lookup): size}
    dashboard, mark, query = what.partition("?")
    if not _DASHBOARD.match(dashboard):
        raise ClassSpecError(spec, f"write the number of pupils, e.g. 30 or 30:{_stem(names)}")
    wanted = dashboard if dashboard.endswith(".ipynb") else dashboard + ".ipynb"
    if wanted not in names:
        known = ", ".join(name.removesuffix(".ipynb") for name in names) or "none"
        raise ClassSpecError(spec, f"there is no dashboard {dashboard!r} (there are: {known})")
    return {link_key(wanted, query) if mark else wanted: size}


def _short_link_key(spec: str, code: str, names: list[str], lookup: Callable[[str], str | None] | None) -> str:
    try:
        target = (lookup or _stored_link)(code)
    except Exception as error:  # the database is busy or broken: the teacher reads why
        raise ClassSpecError(spec, f"the class links cannot be read ({error})") from None
    if target is None:
        raise ClassSpecError(spec, f"there is no class link {code!r} (make it in the teacher's share tab)")
    key = target_link_key(target)
    if key is None or (link_parts(key) or ("",))[0] not in names:
        raise ClassSpecError(spec, f"the class link {code!r} leads to {target!r}, which is no dashboard")
    return key


def _stored_link(code: str) -> str | None:
    from elevenkit.classroom.store import ClassroomStore

    with ClassroomStore() as store:
        return store.link_target(code)


def _stem(names: list[str]) -> str:
    return names[0].removesuffix(".ipynb") if names else "capture-trainer"


def pools_config(pools: dict[str, int], default_size: int) -> dict[str, dict[str, Any]]:
    """``VoilaKernelManager.kernel_pools_config``: ``default_size`` kernels, ``pools`` where given."""
    return {"default": {"pool_size": default_size}, **{name: {"pool_size": size} for name, size in pools.items()}}


def class_pool_manager(manager_class: type[Any]) -> type[Any]:
    """Voila's preheating kernel manager with class-sized pools and pools for class links (see module).

    Pools are keyed as Voila keys them, by notebook, plus one per class link (a key of
    :mod:`~elevenkit.serving.class_links`, in ``kernel_pools_config`` and ``_pools`` beside the
    notebooks, so that Voila's own shutdown, culling and stop see them). A link's kernels are
    Voila's preheated kernels with the link's ``QUERY_STRING`` in their environment:
    :func:`~elevenkit.serving.params.query_params` does not wait for the request, the whole
    notebook runs before the pupil comes, and Voila's handler only sends the finished page.

    The subclass keeps Voila's class name, so that ``c.VoilaKernelManager...`` settings apply to it.
    """

    class VoilaKernelManager(manager_class):
        # Voila's attributes that the pool reads (traits and plain attributes of manager_class)
        kernel_pools_config: dict[str, dict[str, Any]]
        notebook_data: dict[str, dict[str, Any]]
        _pools: dict[str, list[Any]]

        def __init__(self, **kwargs: Any) -> None:
            #: kernel id -> the pool (notebook or link key) that prepared it, while it runs
            self._origin: dict[str, str] = {}
            super().__init__(**kwargs)
            #: the pages (kernels) this server admits, from the class size (elevenkit.serving.class_cap)
            self.page_cap = limits_for(class_size(os.environ.get(CLASS_ENV, "")))
            self.page_cap.log = self.log
            # a link's parameters in the order requests are compared in (class_links.link_key)
            self.kernel_pools_config = {
                (link_key(*parts) if (parts := link_parts(key)) else key): config
                for key, config in self.kernel_pools_config.items()
            }
            for key in self.kernel_pools_config:
                if link_parts(key) is not None:
                    self.fill_if_needed(delay=0, notebook_name=key)

        def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
            key = notebook_name or ""
            configured = self._pool_size(key)
            target = min(configured, max(1, configured - self._in_use(key)))
            parts = link_parts(key)
            notebook = parts[0] if parts else key
            already = len(self._pools.get(key, ()))
            # Voila reads the size from kernel_pools_config and the pool from _pools[notebook] while
            # it fills (synchronously: it only creates the tasks); a link's pool stands in for both.
            saved_config, own_pool = self.kernel_pools_config, self._pools.get(notebook)
            self.kernel_pools_config = {**saved_config, notebook: {**self._pool_config(key), "pool_size": target}}
            if parts is not None:
                self._pools[notebook] = self._pools.setdefault(key, [])
                extra = kwargs.pop("extra_kernel_env_variables", {})
                kwargs["extra_kernel_env_variables"] = {**extra, "QUERY_STRING": parts[1]}
            try:
                super().fill_if_needed(delay=delay, notebook_name=notebook, **kwargs)
            finally:
                self.kernel_pools_config = saved_config
                if parts is not None:
                    if own_pool is None:
                        self._pools.pop(notebook, None)
                    else:
                        self._pools[notebook] = own_pool
            for task in self._pools.get(key, [])[already:]:
                task.add_done_callback(functools.partial(self._prepared, key))

        def _prepared(self, key: str, task: Any) -> None:
            if not task.cancelled() and task.exception() is None:
                self._origin[task.result()["kernel_id"]] = key

        def get_pool_size(self, notebook_name: str) -> int:
            """Kernels ready or starting for ``notebook_name``, its links' pools included (Voila's
            handler takes a preheated kernel when this is not 0)."""
            return sum(len(pool) for key, pool in self._pools.items() if self._notebook_of(key) == notebook_name)

        async def get_rendered_notebook(
            self, notebook_name: str, extra_kernel_env_variables: dict[str, str] | None = None, **kwargs: Any
        ) -> Any:
            """A prepared kernel of the request's class link if there is one, else the notebook's own."""
            extra = extra_kernel_env_variables or {}
            key = request_link_key(notebook_name, extra.get("VOILA_REQUEST_URL", ""))
            if not self._pools.get(key):
                key = notebook_name
                if not self._pools.get(key):  # only its links' pools are filled: start one now
                    self.fill_if_needed(delay=0, notebook_name=key)
            result = await super().get_rendered_notebook(key, extra_kernel_env_variables=extra, **kwargs)
            page_started(result[2])
            return result

        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            """Voila's handler starts a kernel for a request when no preheated one is there (with the
            request's client address in its environment)."""
            if kwargs.get("env", {}).get("VOILA_PREHEAT") == "False":
                kwargs["env"] = with_address(kwargs["env"])
            kernel_id: str = await super().start_kernel(*args, **kwargs)
            if kwargs.get("env", {}).get("VOILA_PREHEAT") == "False":
                page_started(kernel_id)
            return kernel_id

        async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> Any:
            """Voila's shutdown; forgets the request Voila kept for a link's kernel (which never asks for it)."""
            from voila.request_info_handler import RequestInfoSocketHandler

            self._origin.pop(kernel_id, None)
            RequestInfoSocketHandler._cache.pop(kernel_id, None)
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)

        def _notebook_of(self, key: str) -> str:
            parts = link_parts(key)
            return parts[0] if parts else key

        def _pool_config(self, key: str) -> dict[str, Any]:
            default = self.kernel_pools_config.get("default", {})
            return dict(self.kernel_pools_config.get(key, default))

        def _pool_size(self, key: str) -> int:
            default = self.kernel_pools_config.get("default", {}).get("pool_size", 1)
            return int(self._pool_config(key).get("pool_size", default))

        def _in_use(self, key: str) -> int:
            """Kernels pool ``key`` prepared that were handed to pupils and still run (not waiting in the pool)."""
            for kernel_id in [k for k in self._origin if k not in self]:
                del self._origin[kernel_id]
            waiting = {
                task.result()["kernel_id"]
                for task in self._pools.get(key, ())
                if task.done() and not task.cancelled() and task.exception() is None
            }
            return sum(1 for kernel_id, pool in self._origin.items() if pool == key and kernel_id not in waiting)

    return VoilaKernelManager


def install_class_pool() -> None:
    """Make Voila build its preheating kernel manager with :func:`class_pool_manager` (``config/voila.py``).

    Checks the Voila version first (``elevenkit.serving.voila_fixes``): the pool's internals are Voila's.
    Installing twice changes nothing.
    """
    import voila
    import voila.app
    from voila.handler import VoilaHandler

    from elevenkit.serving.voila_fixes import check_voila_version

    check_voila_version(voila.__version__)
    limit_pages(VoilaHandler, lambda handler: getattr(handler.kernel_manager, "page_cap", None))
    install_client_address()
    factory: Callable[..., type] = voila.app.voila_kernel_manager_factory
    if getattr(factory, _MARK, False):
        return

    def class_pool_factory(base_class: type, preheat_kernel: bool, *args: Any, **kwargs: Any) -> type:
        manager = factory(base_class, preheat_kernel, *args, **kwargs)
        return class_pool_manager(manager) if preheat_kernel else manager

    setattr(class_pool_factory, _MARK, True)
    voila.app.voila_kernel_manager_factory = class_pool_factory
