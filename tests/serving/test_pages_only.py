"""A pupil's or teacher's hub server: the settings ``deploy/jupyterhub/jupyterhub_config.py`` gives it
reach the Jupyter server's kernel manager and authorizer as they are meant to. The real hub refusing
a pupil's and a teacher's code: ``test_jupyterhub.py``."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[test]'")

from jupyter_server.serverapp import ServerApp
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from elevenkit.serving.pages_only import PAGE_MESSAGES, PagesOnlyAuthorizer, pages_only_args


def test_the_command_line_settings_reach_the_kernel_manager_and_the_server() -> None:
    app = ServerApp()
    app.parse_command_line(pages_only_args())
    assert app.authorizer_class is PagesOnlyAuthorizer
    kernels = AsyncMappingKernelManager(config=app.config)
    assert kernels.allowed_message_types == list(PAGE_MESSAGES)
    assert "execute_request" not in kernels.allowed_message_types
    assert app.jpserver_extensions == {"jupyterlab": False, "notebook": False, "jupyter_lsp": False}


@pytest.mark.parametrize(
    ("action", "resource", "allowed"),
    [
        ("execute", "kernels", True),  # the page's kernel websocket
        ("read", "kernels", True),
        ("write", "kernels", False),  # a new kernel, a restart, a shutdown
        ("write", "sessions", False),
        ("read", "contents", False),
        ("write", "contents", False),  # a notebook written could be opened as a page
        ("read", "nbconvert", False),
        ("execute", "terminals", False),
        ("write", "config", False),
    ],
)
def test_the_user_may_read_and_connect_to_kernels_and_nothing_else(
    monkeypatch: pytest.MonkeyPatch, action: str, resource: str, allowed: bool
) -> None:
    from jupyterhub.singleuser.extension import JupyterHubAuthorizer

    asked: list[tuple[str, str]] = []
    monkeypatch.setattr(JupyterHubAuthorizer, "is_authorized", lambda _self, _h, _u, a, r: asked.append((a, r)) or True)
    handler = SimpleNamespace(request=SimpleNamespace(path=f"/user/p1/api/{resource}"))
    assert PagesOnlyAuthorizer().is_authorized(handler, object(), action, resource) is allowed
    assert asked == ([(action, resource)] if allowed else []), "the hub's own check must still be asked"
