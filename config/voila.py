"""Voila settings for a classroom.

Voila reads ``voila.py`` from the folders on ``JUPYTER_CONFIG_PATH``: ``make run``, ``make lab``,
the browser tests and Binder (``binder/start``) put this folder there. It is not at the repository
root because a ``voila.py`` there would hide the ``voila`` package from any Python started in the
root (``python -m voila``, pytest). It is Python, not ``voila.json``, because the landing page
needs a hook (a function).
"""

import os
from pathlib import Path

from voila.tornado.treehandler import TornadoVoilaTreeHandler

from elevenkit.serving.class_pool import CLASS_ENV, ClassSpecError, class_pools, install_class_pool, pools_config
from elevenkit.serving.kernel_sockets import use_local_sockets
from elevenkit.serving.landing import JUPYTER_DATA_DIR, follow_browser_language, page_config_hook
from elevenkit.serving.security import install_voila_security
from elevenkit.serving.short_links import install_classroom_server
from elevenkit.serving.voila_fixes import apply_voila_fixes

c = get_config()  # noqa: F821  (provided by traitlets when it loads this file)

# Work-arounds for Voila bugs (closing a dashboard's tab ends its kernel); they refuse to start on a
# Voila version they were not written for.
apply_voila_fixes()
install_classroom_server()  # short class links /c/<code>, the teacher password (elevenkit/serving/short_links.py)
# A Content-Security-Policy and the other security headers on every response; a notebook the catalogue
# does not run under Voila (lesson 10) is not served (elevenkit/serving/security.py).
install_voila_security()

# Voila looks for templates in <jupyter path>/voila/templates/; it reads JUPYTER_PATH after this file.
os.environ["JUPYTER_PATH"] = os.pathsep.join(
    p for p in (str(JUPYTER_DATA_DIR), os.environ.get("JUPYTER_PATH", "")) if p
)

# Our template: the stock "lab" look, no request to a CDN, and the landing page as directory page.
c.VoilaConfiguration.template = "elevenkit"
c.VoilaConfiguration.page_config_hook = page_config_hook
follow_browser_language(TornadoVoilaTreeHandler)  # no ?lang=: the landing page in the browser's language
# The browser's languages go to the kernel (also a preheated one) as HTTP_ACCEPT_LANGUAGE: a page
# without ?lang= is shown in German for a German browser (elevenkit.serving.params.page_language).
c.VoilaConfiguration.http_header_envs = ["Accept-Language"]

# With TOKEN=, Jupyter's login page offers "Setup a Password", which under Voila answers HTTP 500
# (there is no server config folder to write it to) and would let anyone with the token set one:
# the token stays the only way in.
c.PasswordIdentityProvider.allow_password_change = False

# Pupils see their dashboard, not our code or our stack traces (tracebacks show file paths).
c.VoilaConfiguration.show_tracebacks = False
c.VoilaConfiguration.strip_sources = True
# A URL picks neither the template nor the theme: Voila 0.5.13's lab template writes the theme into
# the page unescaped, so ?theme= could put a script into every page (issue 21). The theme is light.
c.VoilaConfiguration.allow_template_override = "NO"
c.VoilaConfiguration.allow_theme_override = "NO"

# Preheated kernels: Voila starts kernels for each dashboard ahead of time and runs the notebook
# in them, so a pupil's request gets an already rendered dashboard. Measured with
# bench/bench_voila_open.py (bench/README.md): dashboards interactive in 3.4-3.6 s instead of
# 4.2-4.7 s, so it stays on. Dashboards read URL parameters with elevenkit.serving.params.query_params(),
# which waits for the request in a preheated kernel.
#
# One spare kernel per dashboard by default; `CLASS=30 make run` (ELEVENKIT_CLASS) keeps 30 kernels
# for every dashboard, `CLASS=30:capture-trainer` only for that one (about 100 MB each), started
# before the lesson: "everybody open the dashboard now" then costs each pupil a fraction of a
# second instead of a kernel start on a crowded CPU (bench/bench_classroom.py, bench/README.md).
# install_class_pool() makes a pool's size count the kernels in use, so that Voila does not start a
# second class's worth of spares while the first one works. A used kernel is replaced after Voila's
# default 1 s fill delay. `CLASS=30:/c/4B7` (or `CLASS='30:capture-trainer?seed=7&class=4B'`)
# prepares 30 pages of that class link: the notebook runs completely with the link's parameters
# before the pupils come (bench/README.md: the page's HTML in 0.06 s instead of 6.4 s). The class size
# also caps the pages the server opens (page 31 of a class of 30 gets "the class is full";
# elevenkit/serving/class_cap.py).
c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 1
try:
    _pools = class_pools(
        os.environ.get(CLASS_ENV, ""), (p.name for p in (Path(__file__).parents[1] / "dashboards").glob("*.ipynb"))
    )
except ClassSpecError as error:
    raise SystemExit(str(error)) from None  # traitlets would log any other error and start anyway
install_class_pool()
c.VoilaKernelManager.kernel_pools_config = pools_config(_pools, default_size=1)

# Kernels talk to Voila over Unix sockets, not TCP ports: with TCP, kernels starting together could
# pick the same free port ("Address already in use") and a pupil got a dead page. Windows keeps TCP
# (elevenkit/serving/kernel_sockets.py).
use_local_sockets(c)

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
