"""``make run TOKEN=...``: the short class link works for pupils who have the token (they never meet
Jupyter's login page), tells nothing to anyone without it, and the login page answers no HTTP 500."""

from __future__ import annotations

import http.cookiejar
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from elevenkit.classroom.store import ClassroomStore

TOKEN = "apple7-for-the-class"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


@pytest.fixture
def token_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, voila_server: Callable[..., Any]) -> tuple[Any, str]:
    """A Voila server with a token, serving one small page; a short link to it in its database."""
    root = tmp_path / "dashboards"
    root.mkdir()
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "id": "c0", "metadata": {}, "outputs": [],
                   "source": "print('the quiz page')"}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }  # fmt: skip
    (root / "quiz.ipynb").write_text(json.dumps(notebook))
    db = tmp_path / "classroom.sqlite3"
    with ClassroomStore(db) as store:
        code = store.link_code("4B", "/voila/render/quiz.ipynb?class=4B&seed=7")
    monkeypatch.setenv("ELEVENKIT_DB", str(db))
    return voila_server(root, f"--Voila.token={TOKEN}"), code


def _status(opener: urllib.request.OpenerDirector, url: str, data: bytes | None = None) -> tuple[int, str, Any]:
    try:
        with opener.open(url, data=data, timeout=60) as response:
            return response.status, response.read().decode(), response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), error.headers


def test_browser_a_short_link_without_the_token_tells_nothing(token_server: tuple[Any, str]) -> None:
    server, code = token_server
    opener = urllib.request.build_opener(_NoRedirect)
    pages = [_status(opener, f"{server.url}/c/{name}") for name in (code, "AAA22")]
    assert [status for status, _body, _headers in pages] == [403, 403]
    assert pages[0][1] == pages[1][1]  # the same page for a real code and a made-up one
    assert "quiz" not in pages[0][1] and "4B" not in pages[0][1] and "seed" not in pages[0][1]


def test_browser_a_short_link_with_the_token_opens_the_page_without_the_login_page(
    token_server: tuple[Any, str],
) -> None:
    server, code = token_server
    jar = http.cookiejar.CookieJar()
    no_redirect = urllib.request.build_opener(_NoRedirect, urllib.request.HTTPCookieProcessor(jar))
    status, _body, headers = _status(no_redirect, f"{server.url}/c/{code}?token={TOKEN}")
    assert status == 302 and headers["Location"].endswith("/voila/render/quiz.ipynb?class=4B&seed=7")
    assert TOKEN not in headers["Location"]  # the dashboard's address does not show the token
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    status, body, _headers = _status(browser, f"{server.url}/c/{code}")  # the cookie is enough from now on
    assert status == 200 and "/login" not in body and "Password or token" not in body


def test_browser_the_login_page_offers_no_new_password_and_never_answers_500(token_server: tuple[Any, str]) -> None:
    server, _code = token_server
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(_NoRedirect, urllib.request.HTTPCookieProcessor(jar))
    status, body, _headers = _status(opener, f"{server.url}/login")
    assert status == 200 and "new_password" not in body
    xsrf = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    form = urllib.parse.urlencode({"_xsrf": xsrf, "password": TOKEN, "new_password": "mine-now"}).encode()
    status, body, _headers = _status(opener, f"{server.url}/login", form)
    assert status in (200, 302) and "Traceback" not in body
    assert "mine-now" not in server.log_tail(200)


def test_browser_the_login_page_slows_down_after_a_few_wrong_tokens(token_server: tuple[Any, str]) -> None:
    server, _code = token_server
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(_NoRedirect, urllib.request.HTTPCookieProcessor(jar))
    _status(opener, f"{server.url}/login")
    xsrf = next(cookie.value for cookie in jar if cookie.name == "_xsrf")

    def post(password: str) -> int:
        form = urllib.parse.urlencode({"_xsrf": xsrf, "password": password}).encode()
        return _status(opener, f"{server.url}/login", form)[0]

    assert [post(f"guess-{n}") for n in range(4)] == [401] * 4  # the form again, "Invalid credentials"
    assert post(TOKEN) == 401  # must wait: the right token is not even checked (no redirect in)
    log = server.log_tail(200)
    assert "wrong token on the login page from 127.0.0.1 (3 in the last 15 minutes)" in log
    assert "refused unchecked" in log


def test_browser_wrong_tokens_in_links_slow_down_like_the_login_page(token_server: tuple[Any, str]) -> None:
    server, code = token_server
    opener = urllib.request.build_opener(_NoRedirect)
    page = f"{server.url}/voila/render/quiz.ipynb"
    # a script tries tokens in a page's address and in a short link: one count per client address
    tries = [_status(opener, f"{page}?token=guess-{n}")[0] for n in range(2)]
    tries.append(_status(opener, f"{server.url}/c/{code}?token=guess-2")[0])
    assert tries == [302, 302, 403]  # to Jupyter's login page; the short link's "open the whole link"
    # it must wait now: the right token is not even checked, neither in the short link nor in the page's address
    assert _status(opener, f"{server.url}/c/{code}?token={TOKEN}")[0] == 403
    status, _body, headers = _status(opener, f"{page}?token={TOKEN}")
    assert status == 302 and "/login" in headers["Location"]
    log = server.log_tail(200)
    assert "wrong token in a link from 127.0.0.1 (2 in the last 15 minutes)" in log
    assert "wrong token in a short link from 127.0.0.1 (3 in the last 15 minutes)" in log
    assert "token in a short link from 127.0.0.1 refused unchecked" in log
    assert "token in a link from 127.0.0.1 refused unchecked" in log
    # a wait, not a lock-out: after it the right token opens the class link again
    deadline = time.monotonic() + 30
    while (status := _status(opener, f"{server.url}/c/{code}?token={TOKEN}")[0]) == 403 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert status == 302
