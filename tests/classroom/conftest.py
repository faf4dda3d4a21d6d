"""The classroom tests run against both stores: an SQLite file and a PostgreSQL database.

``database`` is a fresh, empty classroom database for one test, once per backend: a file in the
test's folder, or a new schema in the session's throw-away PostgreSQL cluster
(:mod:`tests.helpers.postgres`, started on first use, stopped at the end).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.ci import skip_or_fail
from tests.helpers.postgres import PostgresCluster, PostgresMissing

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    """One PostgreSQL server for the session; skips on a laptop without PostgreSQL, fails in CI."""
    try:
        cluster = PostgresCluster()
    except PostgresMissing as missing:
        skip_or_fail(
            str(missing),
            in_ci_too="the PostgreSQL tests must run; .ci/run installs postgresql",
            here="install PostgreSQL to run the PostgreSQL store tests",
        )
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new classroom database for this test: an SQLite file path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "classroom.sqlite3")
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    return cluster.new_url()
