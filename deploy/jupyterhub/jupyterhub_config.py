"""JupyterHub for a school: every pupil's own server shows the kit's pages, every teacher's the
teacher dashboard for their own classes. docs/school-server.md says how to install it.

Use it as it is:

- **The Littlest JupyterHub** (one school server, up to about 100 users at once): copy this file
  into ``/opt/tljh/config/jupyterhub_config.d/`` and ``tljh-config reload``; TLJH's own spawner
  (systemd, one Unix user per login) starts the servers and enforces the limits set here;
- **plain JupyterHub**: ``jupyterhub -f deploy/jupyterhub/jupyterhub_config.py``;
- **Zero to JupyterHub** (Kubernetes): the Helm values in docs/school-server.md load this file too.

It reads its settings from the hub's environment:

===========================  ===================================================================
``ELEVENKIT_DB``             the class store every server writes to (required):
                             ``postgresql://kit:PASSWORD@db.school.lan/elevenkit``
``ELEVENKIT_HOME``           the kit's folder (``dashboards/``, ``notebooks/``, ``config/``);
                             default: the checkout this file is in
``ELEVENKIT_HUB_URL``        the address pupils open (``https://mathe.school.example``): the
                             teacher's share links and QR codes lead there
``ELEVENKIT_HUB_BIND``       where the hub listens (default: JupyterHub's, or TLJH's)
``ELEVENKIT_HUB_SPAWNER``    ``simple``: every server as the hub's own user (tests, a one-machine
                             demo; no separation between users); default: JupyterHub's or TLJH's
``ELEVENKIT_HUB_IDLE``       minutes before an idle server is stopped (default 30)
``ELEVENKIT_PUPILS_LAB``     ``1``: pupils may open JupyterLab too, and so run code that can read
                             ``ELEVENKIT_DB`` (default: Voila pages only, no code of their own)
``ELEVENKIT_TEACHERS_LAB``   ``1``: teachers may open JupyterLab too, and so run code that can read
                             ``ELEVENKIT_DB``, and with it every class of the school (default: the
                             teacher dashboard and the kit's pages only)
===========================  ===================================================================
"""

import os
import shutil
import sys
from pathlib import Path

from elevenkit.classroom.hub import HUB_URL_ENV, PUPIL, TEACHER
from elevenkit.serving.hub_auth import TEACHERS, ElevenkitAuthenticator, server_role
from elevenkit.serving.pages_only import pages_only_args

c = get_config()  # noqa: F821  (provided by traitlets when JupyterHub loads this file)

HERE = Path(__file__).resolve().parent
KIT = Path(os.environ.get("ELEVENKIT_HOME") or HERE.parents[1]).resolve()
if not os.environ.get("ELEVENKIT_DB", "").strip():
    raise SystemExit("elevenkit: set ELEVENKIT_DB to the class store (postgresql://...) before starting the hub")

# ---- who gets in: the class store's teachers and pupils (elevenkit/serving/hub_auth.py) -----------
c.JupyterHub.authenticator_class = ElevenkitAuthenticator
# Teachers are the hub's administrators of users and servers (the admin page: see who is signed in,
# stop or start a pupil's server), but not full admins: a full admin may open any user's server, so
# one teacher could open another's dashboard. Pupils have only their own server (the hub's default).
c.JupyterHub.load_roles = [
    {
        "name": "teacher",
        "description": "A teacher: the admin page, and start or stop any server; open only their own",
        "scopes": ["admin-ui", "list:users", "read:users", "admin:servers"],
        "groups": [TEACHERS],
    },
]

# ---- each user's server: the kit's pages through Voila (a Jupyter server extension) -------------
c.Spawner.notebook_dir = str(KIT)
# pupils land on the kit's landing page, /user/<name>/voila/tree/dashboards; teachers on their dashboard
c.Spawner.default_url = "/voila/tree/dashboards"
TEACHER_URL = "/voila/render/dashboards/teacher.ipynb"
c.Spawner.environment = {
    "ELEVENKIT_DB": os.environ["ELEVENKIT_DB"].strip(),
    # config/voila.py (the kit's Voila settings, template, landing page) and the kit's server
    # extensions (the short links /c/<code>; no MathJax from a CDN), as Binder reads them
    "JUPYTER_CONFIG_PATH": os.pathsep.join([str(KIT / "config"), str(KIT / "jupyter-config")]),
    HUB_URL_ENV: os.environ.get("ELEVENKIT_HUB_URL", "").strip(),
}
# The users' environment is the hub's own here (TLJH sets its own user environment): the single-user
# server beside this Python when it is not on PATH (a virtual environment that is not activated).
_SINGLEUSER = Path(sys.executable).with_name("jupyterhub-singleuser")
if "cmd" not in c.Spawner and not shutil.which("jupyterhub-singleuser") and _SINGLEUSER.exists():
    c.Spawner.cmd = [str(_SINGLEUSER)]
# No terminal for anyone: a terminal is a shell on the school server.
c.Spawner.args = ["--ServerApp.terminals_enabled=False"]
# A server starts in 5-10 s on a busy machine (docs/school-server.md): give it time on a full morning.
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90

# Memory and CPU per server, from one pupil's server measured with a trainer open
# (docs/school-server.md, "Measured here: the hub"): 135 MB for the server, 221-230 MB with one
# trainer, +64 MB for each further page; 512 MB holds three or four pages. The limits are
# enforced by TLJH's systemd spawner and by Kubernetes; JupyterHub's plain local spawner only
# passes them on as MEM_LIMIT/CPU_LIMIT.
c.Spawner.mem_limit = "512M"
c.Spawner.mem_guarantee = "256M"
c.Spawner.cpu_limit = 1.0
c.Spawner.cpu_guarantee = 0.1

PUPILS_LAB = os.environ.get("ELEVENKIT_PUPILS_LAB", "").strip() == "1"
TEACHERS_LAB = os.environ.get("ELEVENKIT_TEACHERS_LAB", "").strip() == "1"


def by_role(spawner):
    """After the authenticator said who the server is for: a pupil's and a teacher's server serve
    the kit's pages only (no JupyterLab, no classic notebook) and run no code of their user's,
    neither through the kernels' websockets nor through the Jupyter server's REST API
    (elevenkit/serving/pages_only.py), unless the school opts in (ELEVENKIT_PUPILS_LAB=1,
    ELEVENKIT_TEACHERS_LAB=1): code run there can read ELEVENKIT_DB, and so every class. A teacher
    lands on the teacher dashboard. A server of neither (an IT administrator's) stays whole."""
    role = server_role(spawner)
    if role == TEACHER:
        spawner.default_url = TEACHER_URL
    if (role == PUPIL and not PUPILS_LAB) or (role == TEACHER and not TEACHERS_LAB):
        # the hub keeps a user's spawner between starts: add each setting once, not at every restart
        spawner.args = list(dict.fromkeys([*spawner.args, *pages_only_args()]))


c.Spawner.pre_spawn_hook = by_role

# ---- idle servers stop (jupyterhub-idle-culler), unless TLJH runs its own culler already --------
IDLE_MINUTES = float(os.environ.get("ELEVENKIT_HUB_IDLE", "30") or 30)
if not any("cull" in str(service.get("name", "")) for service in c.JupyterHub.get("services", [])):
    c.JupyterHub.services = [
        *c.JupyterHub.get("services", []),
        {
            "name": "idle-culler",
            "command": [
                sys.executable,
                "-m",
                "jupyterhub_idle_culler",
                f"--timeout={round(IDLE_MINUTES * 60)}",
                f"--cull-every={max(1, min(300, round(IDLE_MINUTES * 60 / 4)))}",
            ],
        },
    ]
    c.JupyterHub.load_roles.append(
        {
            "name": "idle-culler",
            "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
            "services": ["idle-culler"],
        }
    )

# ---- where it runs ------------------------------------------------------------------------------
if os.environ.get("ELEVENKIT_HUB_BIND", "").strip():
    c.JupyterHub.bind_url = os.environ["ELEVENKIT_HUB_BIND"].strip()
if os.environ.get("ELEVENKIT_HUB_SPAWNER", "").strip() == "simple":
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = os.environ.get("ELEVENKIT_HUB_HOMES", "/tmp/elevenkit-hub") + (
        "/{username}"
    )
    if os.geteuid() == 0:  # every server as root: only in a test or a demo (CI runs as root)
        c.Spawner.args = [*c.Spawner.args, "--allow-root"]
# configurable-http-proxy: on PATH, else the one `npm ci` put into deploy/jupyterhub/proxy/
_PROXY = HERE / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
if not shutil.which("configurable-http-proxy") and _PROXY.exists():
    c.ConfigurableHTTPProxy.command = [str(_PROXY)]
