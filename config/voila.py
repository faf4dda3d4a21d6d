"""Voila settings for a classroom.

Voila reads ``voila.py`` from the folders on ``JUPYTER_CONFIG_PATH``: ``make run``, ``make lab``,
the browser tests and Binder (``binder/start``) put this folder there. It is not at the repository
root because a ``voila.py`` there would hide the ``voila`` package from any Python started in the
root (``python -m voila``, pytest). It is Python, not ``voila.json``, because the landing page
needs a hook (a function).
"""

import os

from elevenkit.gallery import JUPYTER_DATA_DIR, page_config_hook
from elevenkit.server import install_classroom_server
from elevenkit.voila_fixes import apply_voila_fixes

c = get_config()  # noqa: F821  (provided by traitlets when it loads this file)

# Work-arounds for Voila bugs (closing a dashboard's tab ends its kernel); they refuse to start on a
# Voila version they were not written for.
apply_voila_fixes()
install_classroom_server()  # short class links /c/<code>, the teacher password (elevenkit/server)

# Voila looks for templates in <jupyter path>/voila/templates/; it reads JUPYTER_PATH after this file.
os.environ["JUPYTER_PATH"] = os.pathsep.join(
    p for p in (str(JUPYTER_DATA_DIR), os.environ.get("JUPYTER_PATH", "")) if p
)

# Our template: the stock "lab" look, no request to a CDN, and the landing page as directory page.
c.VoilaConfiguration.template = "elevenkit"
c.VoilaConfiguration.page_config_hook = page_config_hook

# Pupils see their dashboard, not our code or our stack traces (tracebacks show file paths).
c.VoilaConfiguration.show_tracebacks = False
c.VoilaConfiguration.strip_sources = True
# A URL may pick a theme (?theme=dark) but not swap the template for another one.
c.VoilaConfiguration.allow_template_override = "NO"

# Preheated kernels: Voila starts one kernel per dashboard ahead of time and runs the notebook
# in it, so a pupil's request gets an already rendered dashboard. Measured with
# bench/bench_voila_open.py (bench/README.md): dashboards interactive in 3.4-3.6 s instead of
# 4.2-4.7 s, so it stays on. The used kernel is replaced after Voila's default 1 s fill delay: a
# longer delay left more CPU to the browser's first render in one run, but every pupil after the
# first in a burst ("everybody open the dashboard now") would wait that much longer.
# Dashboards read URL parameters with elevenkit.dashboard.query_params(), which waits for the
# request in a preheated kernel.
c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 1

# "Everybody open the dashboard now": with several kernels starting on 2 cores, a cell's output
# can reach Voila seconds after the cell finished. Past nbclient's default 4 s wait ("Timeout
# waiting for IOPub output") Voila moves on and drops that output: the dashboard stayed blank
# below its intro. Waiting up to 2 minutes costs nothing when the output comes at once.
c.VoilaExecutor.iopub_timeout = 120

# Cull kernels whose browser tab went away without saying goodbye (laptop lid closed, crash):
# after 20 idle minutes with no tab connected, checked every minute. Preheated kernels waiting
# in the pool are never culled.
c.MappingKernelManager.cull_idle_timeout = 20 * 60
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
