"""The security headers, the landing page's forwarded parameters and the catalogue's 404 (issue 21).

Fast: a Tornado app in this process with the kit's transform, the short links' handler and a 404;
the landing page's template rendered with Jinja. The browser test
(``tests/browser/test_browser_link_payloads.py``) proves on real Voila that nothing runs.
"""

from __future__ import annotations

import re

import jinja2
import pytest
import tornado.testing
import tornado.web

from elevenkit.serving.landing import page_config_hook
from elevenkit.serving.params import LINK_PARAMS
from elevenkit.serving.security import (
    content_security_policy,
    install_security_headers,
    security_headers,
    served_in_voila,
)
from elevenkit.serving.short_links import short_link_route
from tests.helpers.paths import DASHBOARDS, REPO

TEMPLATE = REPO / "elevenkit" / "share" / "jupyter" / "voila" / "templates" / "elevenkit"


def directives(policy: str) -> dict[str, list[str]]:
    """``"a x; b y z"`` -> ``{"a": ["x"], "b": ["y", "z"]}``."""
    parts = (part.split() for part in policy.split(";") if part.strip())
    return {words[0]: words[1:] for words in parts}


def test_the_policy_runs_no_inline_script_and_asks_no_other_host():
    policy = directives(content_security_policy("192.168.1.20:8866"))
    assert policy["script-src"] == ["'self'", "blob:"]  # no 'unsafe-inline', no 'unsafe-eval', no host
    assert policy["connect-src"] == ["'self'", "ws://192.168.1.20:8866", "wss://192.168.1.20:8866"]
    assert policy["default-src"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'none'"]
    for name, sources in policy.items():
        assert not any(source in ("*", "http:", "https:", "ws:", "wss:") for source in sources), name


@pytest.mark.parametrize("host", ["evil.example; script-src *", "a b", "x'y", "", "host:99999999"])
def test_a_strange_host_header_cannot_widen_the_policy(host):
    policy = directives(content_security_policy(host))
    assert policy["connect-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'", "blob:"]


class _Boom(tornado.web.RequestHandler):
    def get(self) -> None:
        raise tornado.web.HTTPError(500)


class TestHeadersOnEveryResponse(tornado.testing.AsyncHTTPTestCase):
    def get_app(self) -> tornado.web.Application:
        app = tornado.web.Application([short_link_route("/"), (r"/boom", _Boom)])
        install_security_headers(app)
        return app

    def assert_secure(self, response) -> None:
        host = f"127.0.0.1:{self.get_http_port()}"
        for name, value in security_headers(host).items():
            assert response.headers.get(name) == value, name
        assert "unsafe-inline" not in directives(response.headers["Content-Security-Policy"])["script-src"]

    def test_a_page_an_error_and_a_missing_page_all_carry_the_headers(self) -> None:
        for path, status in (("/boom", 500), ("/nothing/here", 404)):
            response = self.fetch(path)
            assert response.code == status
            self.assert_secure(response)
        assert self.fetch("/").headers.get("Referrer-Policy") == "same-origin"


class TestHeadersOnlyUnderPrefixes(tornado.testing.AsyncHTTPTestCase):
    def get_app(self) -> tornado.web.Application:
        app = tornado.web.Application([(r"/boom", _Boom), (r"/voila/boom", _Boom)])
        install_security_headers(app, ("/voila/", "/c/"))
        return app

    def test_jupyterlab_pages_keep_their_own_headers(self) -> None:
        assert "Content-Security-Policy" in self.fetch("/voila/boom").headers
        assert "Content-Security-Policy" not in self.fetch("/boom").headers


@pytest.mark.parametrize(
    ("path", "served"),
    [
        ("lessons/10-strategy-and-chance.ipynb", False),
        ("lessons//10-strategy-and-chance.ipynb", False),
        ("lessons/10-Strategy-And-Chance.ipynb", False),  # a case-blind file system (macOS) opens it
        ("./lessons/10-strategy-and-chance.ipynb", False),
        ("lessons/01-matching-and-number-bonds.ipynb", True),
        ("capture-trainer.ipynb", True),
        ("teacher.ipynb", True),
        ("my-own-notebook.ipynb", True),
    ],
)
def test_only_what_the_catalogue_runs_under_voila_is_served(path, served):
    assert served_in_voila(path) is served


def test_the_kit_has_no_inline_script_in_its_templates():
    """Every executable <script> in the kit's Voila template loads a file (JSON data blocks aside)."""
    for template in sorted(TEMPLATE.glob("*.j2")) + sorted(TEMPLATE.glob("*.html")):
        for attributes, body in re.findall(r"<script\b([^>]*)>(.*?)</script>", template.read_text(), re.S):
            assert "src=" in attributes or "json" in attributes, f"inline script in {template.name}"
            assert not body.strip(), f"a script with a src and a body in {template.name}"


class _Contents:
    root_dir = str(DASHBOARDS)


def render_landing(query: str) -> str:
    """The landing page's HTML for ``/?query`` (tree.html over Voila's base page, as Voila draws it)."""
    config = page_config_hook({}, "/", {"contents_manager": _Contents()}, None, None, "")
    env = jinja2.Environment(  # as Voila's (voila/app.py): autoescape, Jinja's i18n
        loader=jinja2.FileSystemLoader([str(TEMPLATE)]), autoescape=True, extensions=["jinja2.ext.i18n"]
    )
    env.install_null_translations()
    return env.get_template("tree.html").render(page_config=config, query=query, page_title="x", base_url="/")


def test_the_landing_page_passes_on_only_the_parameters_the_kit_knows():
    assert {"seed", "class", "lang"} <= LINK_PARAMS
    html = render_landing("theme=dark&template=x&seed=7&class=4B&foo=1&lang=de&token=abc")
    links = re.findall(r'href="(/voila/render/[^"]*)"', html)
    assert links, "no card links"
    for link in links:  # a trainer's "for me" card adds level=auto
        assert re.search(r"\?(level=auto&amp;)?seed=7&amp;class=4B&amp;lang=de$", link), link
    assert "theme" not in html and "foo" not in html and "token" not in html
    switch = re.findall(r'href="(\?[^"]*)"', html)
    assert switch == ["?seed=7&amp;class=4B&amp;lang=en"]


def test_a_payload_in_a_known_parameter_reaches_the_landing_page_escaped():
    html = render_landing('class="><script>alert(1)</script>&seed=<img src=x onerror=alert(2)>')
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
