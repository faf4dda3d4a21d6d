"""Limits on guessing: wrong teacher passwords and wrong secret numbers, counted for the whole server.

Every page is a kernel of its own, so a count kept in one page is no limit: four pages guess four
times as fast. :class:`Guard` keeps each failed sign-in in the classroom database (the
``failed_signins`` table), which every kernel of the server opens, and answers before each try how
many seconds it must still wait (:meth:`Guard.wait`). A try that must wait is not checked at all.

The waits grow with the failures of the last :data:`WINDOW` seconds, counted per client address
(``REMOTE_ADDR``, which the server gives each kernel: :func:`client_address`), per nickname tried
and, for the teacher password, in all (:data:`TEACHER_LIMITS`, :data:`PUPIL_LIMITS`): a few
mistakes cost nothing, a script is slowed to a handful of tries a minute whatever number of pages
it opens. A new pupil who types no secret number never waits: only claims of a name count.

Each failure is also written to the terminal of ``make run`` (:func:`tell_terminal`), and the teacher
dashboard lists them (:meth:`Guard.recent`). When the database cannot be used the guard counts in
this kernel only (better than nothing, and the page still answers).
"""

from __future__ import annotations

import enum
import logging
import math
import os
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from elevenkit.classroom.errors import ClassroomError
from elevenkit.classroom.identity import name_key
from elevenkit.i18n import ngettext

__all__ = [
    "ADDRESS_ENV",
    "PUPIL_LIMITS",
    "TEACHER_LIMITS",
    "WINDOW",
    "Failures",
    "Guard",
    "Kind",
    "Limit",
    "client_address",
    "tell_terminal",
    "wait_words",
]

log = logging.getLogger(__name__)

#: seconds a failure counts: after a quarter of an hour without one, every wait is gone
WINDOW = 15 * 60.0
#: the variable a kernel finds its page's client address in (CGI's name; ``elevenkit.serving.client_address``)
ADDRESS_ENV = "REMOTE_ADDR"


class Kind(enum.Enum):
    """What was tried: the teacher password, or a pupil's secret number."""

    TEACHER = "teacher"
    PUPIL = "pupil"


@dataclass(frozen=True)
class Limit:
    """``free`` failures cost nothing; then each try waits ``first`` seconds after the last failure,
    twice as long for every further one, at most ``longest``."""

    free: int
    first: float
    longest: float

    def wait_after(self, failures: int) -> float:
        """Seconds after the last of ``failures`` failures before the next try."""
        if failures < self.free:
            return 0.0
        return min(self.first * 2.0 ** (failures - self.free), self.longest)


@dataclass(frozen=True)
class Limits:
    """The limits of one kind of sign-in: per client address, per nickname tried, in all (None: none)."""

    per_address: Limit
    per_name: Limit | None = None
    in_all: Limit | None = None


#: the teacher password: 3 free tries per address, then 2, 4, 8 ... s (at most 5 min); in all (many
#: addresses) 10 free, then 2, 4 ... s (at most 1 min): about 30 guesses an hour at best
TEACHER_LIMITS = Limits(per_address=Limit(3, 2.0, 300.0), in_all=Limit(10, 2.0, 60.0))
#: secret numbers: 3 free tries per nickname, then 5, 10, 20 ... s (at most 10 min): a 4-digit number
#: takes days to find. Per address 20 free (a school network may show all tablets as one address,
#: and a class mistypes sometimes), then 2, 4 ... s, at most 5 min
PUPIL_LIMITS = Limits(per_address=Limit(20, 2.0, 300.0), per_name=Limit(3, 5.0, 600.0))
_LIMITS = {Kind.TEACHER: TEACHER_LIMITS, Kind.PUPIL: PUPIL_LIMITS}


@dataclass(frozen=True)
class Failures:
    """Failed sign-ins of the last :data:`WINDOW` seconds as the teacher reads them: as whom
    (``nickname`` and ``class_code_key``; both ``""`` for the teacher password), how often, from how
    many addresses, the last one when."""

    kind: Kind
    class_code_key: str
    nickname: str
    count: int
    addresses: int
    last: float


def client_address(environ: Mapping[str, str] | None = None) -> str:
    """The address of the device this page was opened on (``""`` where the server did not say)."""
    env = os.environ if environ is None else environ
    return env.get(ADDRESS_ENV, "").strip()[:100]


def wait_words(seconds: float) -> str:
    """ "Too many wrong tries. Wait 8 seconds, then try again." (whole seconds, rounded up)."""
    whole = max(1, math.ceil(seconds))
    return ngettext(
        "Too many wrong tries. Wait {count} second, then try again.",
        "Too many wrong tries. Wait {count} seconds, then try again.",
        whole,
    ).format(count=whole)


def tell_terminal(text: str) -> None:
    """One line in the terminal of ``make run`` (a kernel's ``sys.stderr`` goes to the page, not there)."""
    stream = sys.__stderr__ or sys.stderr
    print(f"elevenkit: {text}", file=stream, flush=True)


_Row = tuple[str, str, str, str, str, float]  # kind, class key, nickname key, nickname, address, at


class Guard:
    """Counts failed sign-ins in the classroom database at ``path`` (default: ``ELEVENKIT_DB``);
    ``clock`` gives seconds since the epoch (shared by every kernel; tests pass a fake one)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, clock: Callable[[], float] = time.time) -> None:
        self.path = None if path is None else Path(path)
        self.clock = clock
        self._local: list[_Row] = []  # where the database cannot be used: this kernel's own count

    def _rows(self, kind: Kind, since: float) -> list[_Row]:
        sql = (
            "SELECT kind, class_code_key, nickname_key, nickname, address, at FROM failed_signins"
            " WHERE kind = ? AND at > ? ORDER BY at"
        )
        try:
            from elevenkit.classroom.store import ClassroomStore

            with ClassroomStore(self.path) as store:
                rows = store._read(sql, (kind.value, since))
        except (ClassroomError, ImportError) as error:
            log.info("failed sign-ins counted in this page only: %s", error)
            rows = [row for row in self._local if row[0] == kind.value and row[5] > since]
        return [(str(k), str(c), str(n), str(shown), str(a), float(at)) for k, c, n, shown, a, at in rows]

    def wait(self, kind: Kind, address: str, class_code: str = "", nickname: str = "") -> float:
        """Seconds before ``address`` may try again (as ``nickname`` of ``class_code``, for a pupil); 0: now."""
        now = self.clock()
        rows = self._rows(kind, now - WINDOW)
        limits = _LIMITS[kind]
        subject = (name_key(class_code), name_key(nickname))
        scopes: list[tuple[Limit | None, list[_Row]]] = [
            (limits.per_address, [row for row in rows if row[4] == address]),
            (limits.per_name, [row for row in rows if (row[1], row[2]) == subject]),
            (limits.in_all, rows),
        ]
        waits = [chosen[-1][5] + limit.wait_after(len(chosen)) - now for limit, chosen in scopes if limit and chosen]
        return max([0.0, *waits])

    def failed(self, kind: Kind, address: str, class_code: str = "", nickname: str = "") -> int:
        """Keep one failed sign-in; returns how many of its kind were tried as this nickname (the
        teacher password: from this address) in the last :data:`WINDOW` seconds."""
        row: _Row = (kind.value, name_key(class_code), name_key(nickname), nickname, address, self.clock())
        try:
            from elevenkit.classroom.store import ClassroomStore

            with ClassroomStore(self.path) as store:
                store._write(
                    lambda connection: connection.execute(
                        "INSERT INTO failed_signins (kind, class_code_key, nickname_key, nickname, address, at)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        row,
                    )
                )
        except (ClassroomError, ImportError) as error:
            log.info("failed sign-in kept in this page only: %s", error)
            self._local.append(row)
        rows = self._rows(kind, row[5] - WINDOW)
        if kind is Kind.TEACHER:
            return sum(other[4] == address for other in rows)
        return sum((other[1], other[2]) == (row[1], row[2]) for other in rows)

    def recent(self, kind: Kind, class_code: str | None = None) -> list[Failures]:
        """The failures of the last :data:`WINDOW` seconds, one entry per nickname tried (the teacher
        password: one entry), most tried first; pupils only of ``class_code`` if given."""
        rows = self._rows(kind, self.clock() - WINDOW)
        if class_code is not None:
            rows = [row for row in rows if row[1] == name_key(class_code)]
        groups: dict[tuple[str, str], list[_Row]] = {}
        for row in rows:
            groups.setdefault((row[1], row[2]), []).append(row)
        found = [
            Failures(kind, key[0], group[-1][3], len(group), len({row[4] for row in group}), group[-1][5])
            for key, group in groups.items()
        ]
        return sorted(found, key=lambda entry: (-entry.count, entry.nickname))
