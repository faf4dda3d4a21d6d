"""The kit under Jupyter Server (``make lab``, Binder): no request leaves the machine, and saving a
kit notebook leaves the repository as it was. A server extension, enabled by
``jupyter-config/jupyter_server_config.d/elevenkit.json`` (the Makefile's ``lab`` target puts that
folder on ``JUPYTER_CONFIG_PATH``; ``pip install .`` installs the file, as on Binder).

**No MathJax from a CDN.** Voila run as a server extension found no ``mathjax_url`` in the server's
settings and told every dashboard page to load MathJax 2 from cdnjs; Voila's own app (``make
run``) sets it to None, and the page then typesets with the MathJax 3 it ships. The extension sets
the same None (unless the server's own config already set one), so a dashboard under JupyterLab or
Binder asks no other host, as under ``make run`` (``tests/browser/test_lab_offline.py``).

**Clean saves.** A pupil who runs a lesson in JupyterLab fills it with outputs, widget state and
the kernel's version, and JupyterLab saves all of that every two minutes: the lessons in
``notebooks/`` then differed from the repository after every lesson (``git status``), and a
teacher pulling a new version of the kit met conflicts. What a run adds is no part of a lesson:
the pupil's progress is kept by the browser and the classroom database, never in the notebook.
:func:`strip_run_state`, registered as a pre-save hook, changes only the kit's own notebooks (those
whose metadata has the ``elevenkit`` key that the landing page reads): outputs and execution
counts go, and so do the metadata a run writes; the kernel's description is kept as it is on disk.
An edit of a lesson's text or code is saved as usual. A notebook kept in nbformat's own layout
(every lesson in ``notebooks/``) is then saved byte for byte as it was
(``tests/serving/test_lab_save.py``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from elevenkit.serving.landing import METADATA_KEY

__all__ = ["RUN_CELL_METADATA", "RUN_METADATA", "strip_run_state"]

#: the server settings Voila reads for MathJax: None on both, as Voila's own app sets them
MATHJAX_SETTINGS = ("mathjax_url", "mathjax_config")

#: cell metadata that running or viewing a cell writes (timings, the output area's scroll state)
RUN_CELL_METADATA = ("execution", "scrolled", "collapsed", "trusted")
#: notebook metadata that a run writes: the widgets' saved state
RUN_METADATA = ("widgets",)
#: notebook metadata that the kernel fills in (its Python version...): kept as the file on disk has it
KERNEL_METADATA = ("kernelspec", "language_info")


def _on_disk_metadata(contents_manager: Any, path: str) -> dict[str, Any] | None:
    """The metadata of the notebook file at ``path`` as it is now, or None (no such file, unreadable)."""
    root = getattr(contents_manager, "root_dir", None)
    if not root:
        return None
    try:
        metadata = json.loads((Path(root) / path.strip("/")).read_text(encoding="utf-8")).get("metadata")
    except (OSError, ValueError, AttributeError):
        return None
    return metadata if isinstance(metadata, dict) else None


def strip_run_state(model: dict[str, Any], path: str, contents_manager: Any = None, **_kwargs: Any) -> None:
    """Jupyter's pre-save hook: take what a run added out of a kit notebook's ``model`` (in place).

    Any other file or notebook is saved untouched. Jupyter Server calls it with keywords only and
    logs (never raises) what goes wrong in it, so a save is never lost to it.
    """
    notebook = model.get("content") if model.get("type") == "notebook" else None
    if not isinstance(notebook, dict) or METADATA_KEY not in notebook.get("metadata", {}):
        return
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        for key in RUN_CELL_METADATA:
            cell.get("metadata", {}).pop(key, None)
    metadata = notebook["metadata"]
    for key in RUN_METADATA:
        metadata.pop(key, None)
    on_disk = _on_disk_metadata(contents_manager, path)
    if on_disk is not None:
        for key in KERNEL_METADATA:
            if key in on_disk:
                metadata[key] = on_disk[key]
            else:
                metadata.pop(key, None)


# ---- as a Jupyter Server extension ----------------------------------------------------------------
def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Jupyter Server finds the extension here (enabled by ``jupyter_server_config.d/elevenkit.json``)."""
    return [{"module": "elevenkit.serving.lab"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """No MathJax URL for Voila's pages (its bundled MathJax instead), and the clean-save hook."""
    settings = serverapp.web_app.settings
    for key in MATHJAX_SETTINGS:
        settings.setdefault(key, None)
    serverapp.contents_manager.register_pre_save_hook(strip_run_state)
    serverapp.log.info("elevenkit: dashboards without a CDN, kit notebooks saved without outputs")
