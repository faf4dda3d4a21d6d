"""Jupyter's login page (``/login``, asked for with ``make run TOKEN=``) slowed down after a few wrong tries.

Jupyter lets anyone try tokens on its login form as fast as a script can post them.
:func:`install_login_limit` wraps the form's check (``PasswordIdentityProvider.process_login_form``):
wrong tries are counted per client address in the server process (the login form runs there, not in
a kernel) with the teacher password's limit (:data:`~elevenkit.classroom.guard.TEACHER_LIMITS`), a
try that must wait is refused without being checked, and each wrong one is written to the terminal.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from elevenkit.classroom.guard import TEACHER_LIMITS, WINDOW, Limit, tell_terminal

__all__ = ["LOGIN_LIMIT", "LoginLimit", "install_login_limit"]

_MARK = "_elevenkit_login_limit"


@dataclass
class LoginLimit:
    """Wrong login tries of the last :data:`~elevenkit.classroom.guard.WINDOW` seconds, per address."""

    limit: Limit = TEACHER_LIMITS.per_address
    clock: Callable[[], float] = time.monotonic
    failures: dict[str, list[float]] = field(default_factory=dict)

    def _recent(self, address: str) -> list[float]:
        now = self.clock()
        kept = [at for at in self.failures.get(address, []) if at > now - WINDOW]
        self.failures[address] = kept
        return kept

    def wait(self, address: str) -> float:
        """Seconds before ``address`` may try again (0: now)."""
        recent = self._recent(address)
        return max(0.0, recent[-1] + self.limit.wait_after(len(recent)) - self.clock()) if recent else 0.0

    def failed(self, address: str) -> int:
        """Keep one wrong try; how many ``address`` made in the window."""
        recent = self._recent(address)
        recent.append(self.clock())
        return len(recent)


#: the server's count (one per process: the login form runs in the server)
LOGIN_LIMIT = LoginLimit()


def limited_login(check: Callable[[Any, Any], Any], limit: LoginLimit = LOGIN_LIMIT) -> Callable[[Any, Any], Any]:
    """``check`` (``process_login_form``) that refuses unchecked while the address must wait and counts failures."""

    def process_login_form(provider: Any, handler: Any) -> Any:
        address = str(handler.request.remote_ip or "")
        if limit.wait(address) > 0:
            tell_terminal(f"login from {address} refused unchecked: too many wrong tokens")
            return None
        user = check(provider, handler)
        if user is None:
            count = limit.failed(address)
            tell_terminal(
                f"wrong token on the login page from {address} ({count} in the last {WINDOW / 60:.0f} minutes)"
            )
        return user

    return process_login_form


def install_login_limit() -> None:
    """Wrap Jupyter's login form check (installing twice changes nothing)."""
    from jupyter_server.auth.identity import PasswordIdentityProvider

    if getattr(PasswordIdentityProvider, _MARK, False):
        return
    PasswordIdentityProvider.process_login_form = limited_login(PasswordIdentityProvider.process_login_form)  # type: ignore[method-assign,assignment]
    setattr(PasswordIdentityProvider, _MARK, True)
