"""The login form's limit, on its own (the real server: tests/browser/test_browser_token_links.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from elevenkit.serving.login_limit import LoginLimit, limited_login, limited_token
from tests.helpers.run_async import run_async


def test_wrong_tokens_from_one_address_make_it_wait_and_others_do_not() -> None:
    now = [0.0]
    limit = LoginLimit(clock=lambda: now[0])
    checked: list[str] = []

    def check(_provider: Any, handler: Any) -> Any:
        checked.append(handler.typed)
        return "user" if handler.typed == "right" else None

    login = limited_login(check, limit)

    def handler(address: str, typed: str) -> Any:
        return SimpleNamespace(request=SimpleNamespace(remote_ip=address), typed=typed)

    assert [login(None, handler("10.0.0.9", f"guess {n}")) for n in range(3)] == [None] * 3
    assert login(None, handler("10.0.0.9", "right")) is None and checked[-1] == "guess 2"  # unchecked
    assert login(None, handler("10.0.0.8", "right")) == "user"  # another device is not slowed
    now[0] += 2.5
    assert login(None, handler("10.0.0.9", "right")) == "user"


def test_wrong_tokens_in_links_are_counted_and_refused_unchecked_but_a_request_without_one_is_not() -> None:
    now = [0.0]
    limit = LoginLimit(clock=lambda: now[0])
    checked: list[str] = []

    async def check(_provider: Any, handler: Any) -> Any:
        checked.append(handler.given)
        return "user" if handler.given == "right" else None

    get_user_token = limited_token(check, limit)
    provider = SimpleNamespace(get_token=lambda handler: handler.given)

    def ask(given: str, server_token: str = "right") -> Any:
        handler = SimpleNamespace(request=SimpleNamespace(remote_ip="10.0.0.9"), given=given, token=server_token)
        return run_async(get_user_token(provider, handler))

    assert [ask(f"guess {n}") for n in range(3)] == [None] * 3
    assert ask("right") is None and checked[-1] == "guess 2"  # unchecked while it must wait
    assert ask("") is None and checked[-1] == ""  # no token in the request: checked as Jupyter does, not counted
    assert ask("guess", server_token="") is None  # a server without a token: nothing to guess
    assert len(limit.failures["10.0.0.9"]) == 3
    now[0] += 40
    assert ask("right") == "user"
