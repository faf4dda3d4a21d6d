"""A throw-away PostgreSQL cluster for the tests: ``initdb`` into a temporary folder, ``pg_ctl`` on a
free loopback port, stopped and deleted at the end.

PostgreSQL refuses to run as root (as CI does): then the cluster belongs to the ``postgres`` user
Debian's package makes (or ``nobody``), and ``initdb`` and ``pg_ctl`` run as that user (``subprocess``'s ``user=``). The
binaries are found on PATH or in ``/usr/lib/postgresql/<version>/bin`` (Debian does not put them
on PATH); without them the PostgreSQL tests skip on a laptop and fail in CI (``.ci/run`` installs
Debian's ``postgresql``). Each test gets a schema of its own (:meth:`PostgresCluster.new_url`), so
one cluster serves a whole session. ``fsync=off`` only spares the disk: a killed server keeps
every commit (the write-ahead log is in the operating system's cache), a power cut would not.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import urllib.parse
from pathlib import Path

import psutil
import psycopg

#: the user that owns the cluster when the tests run as root
CLUSTER_USERS = ("postgres", "nobody")
#: the role the tests (and the kit) connect as; trust authentication on loopback only
ROLE = "elevenkit"
START_TIMEOUT = 60


class PostgresMissing(RuntimeError):
    """No PostgreSQL binaries on this machine."""


def binaries() -> Path:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres``: on PATH, else the newest Debian one."""
    on_path = shutil.which("initdb")
    if on_path and shutil.which("pg_ctl"):
        return Path(os.path.realpath(on_path)).parent
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if not found:
        raise PostgresMissing("no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin")
    return Path(found[-1]).parent


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresCluster:
    """A cluster in a temporary folder; :meth:`start` it, :meth:`new_url` per test, :meth:`remove` it."""

    def __init__(self) -> None:
        self.bin = binaries()
        self.folder = Path(tempfile.mkdtemp(prefix="elevenkit-pg-"))
        self.data = self.folder / "data"
        self.log = self.folder / "server.log"
        self.port = _free_port()
        self.user = self._owner()
        self._schemas = itertools.count(1)
        if self.user is not None:
            os.chown(self.folder, pwd.getpwnam(self.user).pw_uid, -1)
        self._run("initdb", "-D", str(self.data), "-U", ROLE, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync")

    @staticmethod
    def _owner() -> str | None:
        """Who runs the server: the current user, or (as root, whom initdb refuses) another one."""
        if os.geteuid() != 0:
            return None
        for name in CLUSTER_USERS:
            with contextlib.suppress(KeyError):
                pwd.getpwnam(name)
                return name
        raise PostgresMissing("running as root and no user postgres or nobody to own the cluster")

    def _run(self, program: str, *args: str) -> None:
        """Run a PostgreSQL program, as the cluster's owner when the tests run as root."""
        group = None if self.user is None else pwd.getpwnam(self.user).pw_gid
        subprocess.run(
            [str(self.bin / program), *args],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=120,
            cwd=self.folder,
            user=self.user,
            group=group,
            extra_groups=None if self.user is None else [],
        )

    def start(self) -> None:
        """Start the server (again, after :meth:`kill`: it recovers from its write-ahead log)."""
        settings = {
            "listen_addresses": "127.0.0.1",
            "port": str(self.port),
            "unix_socket_directories": str(self.folder),
            "fsync": "off",
            "max_connections": "200",
        }
        options = " ".join(f"-c {name}={value}" for name, value in settings.items())
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t", str(START_TIMEOUT), "-o", options, "start"
        )

    @property
    def server_pid(self) -> int:
        """The postmaster's process id (first line of ``postmaster.pid``)."""
        return int((self.data / "postmaster.pid").read_text().split()[0])

    def kill(self) -> None:
        """``kill -9`` the server and wait until it and its backends are gone (they end on noticing)."""
        server = psutil.Process(self.server_pid)
        processes = [server, *server.children(recursive=True)]
        server.send_signal(signal.SIGKILL)
        _gone, alive = psutil.wait_procs(processes, timeout=START_TIMEOUT)
        if alive:
            raise TimeoutError(f"the killed PostgreSQL server's processes did not end: {alive}")

    def stop(self) -> None:
        """Stop the server (fast shutdown: open connections are ended)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def remove(self) -> None:
        """Stop the server if it runs and delete the cluster's folder."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.CalledProcessError):
                self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str = "postgres", schema: str | None = None) -> str:
        """The URL of ``database`` (the role needs no password), in ``schema`` if given."""
        query = "?" + urllib.parse.urlencode({"options": f"-csearch_path={schema}"}) if schema else ""
        return f"postgresql://{ROLE}@127.0.0.1:{self.port}/{database}{query}"

    def new_url(self) -> str:
        """A URL whose ``search_path`` is a new, empty schema: a fresh classroom database for one test."""
        schema = f"test_{os.getpid()}_{next(self._schemas)}"
        with psycopg.connect(self.url(), autocommit=True) as connection:
            connection.execute(f'CREATE SCHEMA "{schema}"')  # a name of digits and letters made here
        return self.url(schema=schema)
