"""The hub's login page, made for children (:class:`ChildLoginHandler`; the kit's authenticator
serves it at ``/hub/login``).

JupyterHub's own page asks for a "Username" and a "Password" in small English type. A pupil of
six has a login card instead (:mod:`elevenkit.serving.login_cards`): the class and nickname, a
secret number of :data:`~elevenkit.classroom.identity.PUPIL_CODE_DIGITS` digits and a QR code that
opens this page with the name filled in (``?username=4B%20Mia``). So the page shows:

- after the QR code, the name as a big card (``Hello, Mia!``, the class below it) and one big box
  for the secret number, with the digits keyboard on a tablet; "Not me" leads to the empty form;
- else two big boxes: the class and name as on the card, and the secret number (teachers type
  their login name and password in the same boxes);
- a wrong try in plain words, never "Invalid username or password"; English and German
  (``?lang=de``, else the browser's language), with links to switch.

The form posts what JupyterHub's own form posts (``username``, ``password``, ``_xsrf``), so the
hub's login, its limits and the authenticator are unchanged. Styles: ``hub_login.css``.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any
from urllib.parse import urlencode

from jupyterhub.handlers.login import LoginHandler

from elevenkit.classroom.identity import PUPIL_CODE_DIGITS
from elevenkit.i18n import LANGUAGE_NAMES, LANGUAGES, _, choose_language, language
from elevenkit.markup import Markup, element, fragment

__all__ = ["ChildLoginHandler", "login_form", "request_language"]

_STYLE = (files(__package__) / "hub_login.css").read_text(encoding="utf-8")
#: JupyterHub's words for a refused login (``jupyterhub/handlers/login.py``, 6.1), put in the kit's
HUB_REFUSED = "Invalid username or password"


def request_language(handler: Any) -> str:
    """The language of the page ``handler`` answers: its ``?lang=``, else the browser's."""
    return choose_language(handler.get_argument("lang", None), handler.request.headers.get("Accept-Language"))


def _split(username: str) -> tuple[str, str]:
    """``"4B Mia Zorbel"`` -> (``"4B"``, ``"Mia Zorbel"``); a name without a class: ("", name)."""
    code, _space, name = username.strip().partition(" ")
    return (code, name.strip()) if name.strip() else ("", code)


def login_form(*, username: str, error: str, xsrf: str, action: str, page: str, lang: str) -> Markup:
    """The form in the current language: a name card after a QR code (``username`` given), else the
    two boxes; ``error`` above it; ``page`` the login page's own address (for "Not me" and the
    language links); ``lang`` the page's language, kept on the form's address."""
    sep = "&" if "?" in action else "?"
    fields: list[object] = [element("input", type="hidden", name="_xsrf", value=xsrf)]
    if username:
        class_code, name = _split(username)
        fields += [
            element("input", type="hidden", name="username", value=username),
            element(
                "div",
                {"class": "ek-login-card"},
                element("p", {"class": "ek-login-hello"}, _("Hello, {name}!").format(name=name)),
                element("p", {"class": "ek-login-class"}, _("Class {code}").format(code=class_code))
                if class_code
                else None,
                element("a", {"href": f"{page}?{urlencode({'lang': lang})}"}, _("This is not me")),
            ),
        ]
        secret_attrs: dict[str, object] = {
            "class": "ek-login-digits",
            "inputmode": "numeric",
            "autocomplete": "off",
            "maxlength": PUPIL_CODE_DIGITS,
            "autofocus": True,
        }
    else:
        fields += [
            element("label", {"for": "ek-username"}, _("Your class and name, as on your card")),
            element(
                "input",
                id="ek-username",
                name="username",
                type="text",
                autocapitalize="off",
                autocorrect="off",
                autocomplete="username",
                placeholder=_("e.g. 4B Mia"),
                autofocus=True,
            ),
        ]
        secret_attrs = {"autocomplete": "current-password"}
    fields += [
        element("label", {"for": "ek-secret"}, _("Your secret number")),
        element("input", id="ek-secret", name="password", type="password", **secret_attrs),
        element("button", {"type": "submit", "class": "ek-login-go"}, _("Let's go!")),
    ]
    if not username:
        fields.append(element("p", {"class": "ek-login-teachers"}, _("Teachers: your login name and password.")))
    named = {"username": username} if username else {}
    switch = [
        element("a", {"href": f"{page}?{urlencode({'lang': code, **named})}", "lang": code}, LANGUAGE_NAMES[code])
        for code in LANGUAGES
        if code != lang
    ]
    return fragment(
        element("style", Markup(_STYLE)),
        element(
            "form",
            {
                "class": "ek-login",
                "method": "post",
                "action": f"{action}{sep}{urlencode({'lang': lang})}",
                "lang": lang,
            },
            element("h1", _("Sign in")),
            element("p", {"class": "ek-login-error", "role": "alert"}, error) if error else None,
            fields,
            element("p", {"class": "ek-login-languages"}, switch),
        ),
    )


class ChildLoginHandler(LoginHandler):
    """JupyterHub's login page with :func:`login_form` in it, in the page's language."""

    def render_template(self, name: str, **ns: Any) -> Any:
        if name == "login.html" and "xsrf" in ns:
            lang = request_language(self)
            with language(lang):
                error = str(ns.get("login_error") or "")
                if error == HUB_REFUSED:
                    error = _("That did not work. Check your name and secret number, or ask your teacher.")
                ns["custom_html"] = login_form(
                    username=str(ns.get("username") or ""),
                    error=error,
                    xsrf=str(ns["xsrf"]),
                    action=str(ns["authenticator_login_url"]),
                    page=str(ns["login_url"]),
                    lang=lang,
                )
        return super().render_template(name, **ns)
