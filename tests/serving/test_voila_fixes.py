"""The Voila work-arounds: version check and the ``_xsrf`` cookie on dashboard pages (the
browser test ``test_leaving_a_dashboard_ends_its_kernel_without_a_403`` shows the effect)."""

from __future__ import annotations

import asyncio
import runpy
from pathlib import Path
from typing import Any

import pytest

from elevenkit.serving import voila_fixes
from elevenkit.serving.voila_fixes import (
    VOILA_VERSION,
    UnsupportedVoilaError,
    apply_voila_fixes,
    check_voila_version,
    set_xsrf_cookie_on_dashboards,
)

CONFIG = Path(__file__).resolve().parents[2] / "config" / "voila.py"


class FakeHandler:
    """A request handler with Voila's shape: an async ``prepare`` and tornado's ``xsrf_token``."""

    def __init__(self, finishes_in_prepare: bool = False) -> None:
        self.finishes_in_prepare = finishes_in_prepare
        self._finished = False
        self.events: list[str] = []

    async def prepare(self, *args: Any, **kwargs: Any) -> str:
        self.events.append(f"prepare{args}{kwargs}")
        self._finished = self.finishes_in_prepare
        return "prepared"

    @property
    def xsrf_token(self) -> bytes:
        self.events.append("cookie")
        return b"token"


@pytest.fixture
def handler_class() -> type[FakeHandler]:
    """A fresh subclass per test, so that installing the fix never leaks into another test."""
    return type("Handler", (FakeHandler,), {})


def test_the_pinned_voila_is_the_one_the_fixes_were_written_for():
    import voila

    assert voila.__version__ == VOILA_VERSION
    check_voila_version(voila.__version__)


@pytest.mark.parametrize("version", ["0.5.12", "0.5.14", "0.6.0", "1.0.0", "0.5.13.dev0"])
def test_another_voila_version_fails_loudly_and_names_the_issue(version):
    with pytest.raises(UnsupportedVoilaError) as failure:
        check_voila_version(version)
    message = str(failure.value)
    assert repr(version) in message and VOILA_VERSION in message
    assert "voila#1458" in message


def test_apply_refuses_to_start_on_another_voila(monkeypatch):
    import voila

    monkeypatch.setattr(voila, "__version__", "0.6.0")
    with pytest.raises(UnsupportedVoilaError):
        apply_voila_fixes()


def test_a_dashboard_request_reads_the_token_so_the_cookie_is_set(handler_class):
    set_xsrf_cookie_on_dashboards(handler_class)
    handler = handler_class()
    assert asyncio.run(handler.prepare(1, path="x")) == "prepared"
    assert handler.events == ["prepare(1,){'path': 'x'}", "cookie"]


def test_a_request_finished_in_prepare_sets_no_cookie(handler_class):
    # e.g. a redirect or an error page: tornado refuses to set a cookie after finish().
    set_xsrf_cookie_on_dashboards(handler_class)
    handler = handler_class(finishes_in_prepare=True)
    asyncio.run(handler.prepare())
    assert handler.events == ["prepare(){}"]


def test_installing_twice_wraps_once(handler_class):
    set_xsrf_cookie_on_dashboards(handler_class)
    wrapped = handler_class.prepare
    set_xsrf_cookie_on_dashboards(handler_class)
    assert handler_class.prepare is wrapped
    handler = handler_class()
    asyncio.run(handler.prepare())
    assert handler.events.count("cookie") == 1


def test_a_handler_whose_prepare_is_not_async_is_refused():
    class SyncHandler:
        def prepare(self) -> None:
            pass

    with pytest.raises(UnsupportedVoilaError, match=r"SyncHandler\.prepare"):
        set_xsrf_cookie_on_dashboards(SyncHandler)
    assert not hasattr(SyncHandler, "_elevenkit_xsrf_cookie")


def test_the_real_voila_handler_gets_the_fix_from_the_classroom_config(monkeypatch):
    from traitlets.config import Config
    from voila.handler import VoilaHandler

    # Undone after the test: the handler's prepare, the fix's mark and the config's JUPYTER_PATH.
    monkeypatch.setattr(VoilaHandler, "prepare", VoilaHandler.prepare)
    monkeypatch.setattr(VoilaHandler, voila_fixes._MARK, False, raising=False)
    monkeypatch.setenv("JUPYTER_PATH", "")
    before = VoilaHandler.prepare
    config = Config()
    runpy.run_path(str(CONFIG), init_globals={"get_config": lambda: config})
    assert VoilaHandler.prepare is not before
    assert getattr(VoilaHandler, voila_fixes._MARK) is True
    assert config.VoilaConfiguration.template == "elevenkit"
