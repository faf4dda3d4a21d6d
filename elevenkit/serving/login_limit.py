"""The server's token (``make run TOKEN=``) slowed down after a few wrong tries, wherever it is typed.

Jupyter lets anyone try tokens as fast as a script can send them: on its login form (``/login``),
in any address (``?token=``, or an ``Authorization: token`` header) and in a short class link
(``/c/<code>?token=``). :func:`install_login_limit` wraps the two checks of Jupyter's identity
provider (``PasswordIdentityProvider.process_login_form`` and ``IdentityProvider.get_user_token``),
and :mod:`elevenkit.serving.short_links` asks :data:`LOGIN_LIMIT` too: wrong tokens are counted per
client address in the server process (the checks run there, not in a kernel), one count for all
three ways, with the teacher password's limit (:data:`~elevenkit.classroom.guard.TEACHER_LIMITS`).
A try that must wait is refused without being checked, and each wrong one is written to the
terminal. A browser that has the login cookie already is not slowed: only a token is refused.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from elevenkit.classroom.guard import TEACHER_LIMITS, WINDOW, Limit, tell_terminal

__all__ = ["LOGIN_LIMIT", "LoginLimit", "install_login_limit", "limited_login", "limited_token"]

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

    def refuses(self, address: str, where: str) -> bool:
        """True (and the terminal says so) while ``address`` must wait: its token is not checked."""
        if self.wait(address) <= 0:
            return False
        tell_terminal(f"token {where} from {address} refused unchecked: too many wrong tokens")
        return True

    def wrong(self, address: str, where: str) -> None:
        """Count a wrong token from ``address`` and write it to the terminal."""
        count = self.failed(address)
        tell_terminal(f"wrong token {where} from {address} ({count} in the last {WINDOW / 60:.0f} minutes)")


#: the server's count (one per process: the login form runs in the server)
LOGIN_LIMIT = LoginLimit()


def limited_login(check: Callable[[Any, Any], Any], limit: LoginLimit = LOGIN_LIMIT) -> Callable[[Any, Any], Any]:
    """``check`` (``process_login_form``) that refuses unchecked while the address must wait and counts failures."""

    def process_login_form(provider: Any, handler: Any) -> Any:
        address = str(handler.request.remote_ip or "")
        if limit.refuses(address, "on the login page"):
            return None
        user = check(provider, handler)
        if user is None:
            limit.wrong(address, "on the login page")
        return user

    return process_login_form


def limited_token(
    check: Callable[[Any, Any], Awaitable[Any] | Any], limit: LoginLimit = LOGIN_LIMIT
) -> Callable[[Any, Any], Awaitable[Any]]:
    """``check`` (``get_user_token``: the token of ``?token=`` or the ``Authorization`` header) that
    refuses unchecked while the address must wait and counts a wrong token; a request that carries
    no token (the login cookie, a server without a token) is neither checked here nor counted."""

    async def get_user_token(provider: Any, handler: Any) -> Any:
        given = provider.get_token(handler) if getattr(handler, "token", None) else ""
        address = str(handler.request.remote_ip or "")
        if given and limit.refuses(address, "in a link"):
            return None
        user = check(provider, handler)
        user = await user if inspect.isawaitable(user) else user
        if given and user is None:
            limit.wrong(address, "in a link")
        return user

    return get_user_token


def install_login_limit() -> None:
    """Wrap Jupyter's login form check and its token check (installing twice changes nothing)."""
    from jupyter_server.auth.identity import IdentityProvider, PasswordIdentityProvider

    if getattr(PasswordIdentityProvider, _MARK, False):
        return
    PasswordIdentityProvider.process_login_form = limited_login(PasswordIdentityProvider.process_login_form)  # type: ignore[method-assign,assignment]
    IdentityProvider.get_user_token = limited_token(IdentityProvider.get_user_token)  # type: ignore[method-assign,assignment]
    setattr(PasswordIdentityProvider, _MARK, True)
