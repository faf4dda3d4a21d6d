"""Login cards for a school's JupyterHub: one card per pupil to print and cut out.

Each card names the class and the nickname as the pupil types them on the hub's login page
(:func:`~elevenkit.classroom.accounts.login_text`), the secret number, and a QR code that opens the
login page with the name filled in (``<hub>/hub/login?username=4B%20Mia``): a pupil scans it and
types only the number. The QR code holds no secret. Styles: ``login_cards.css`` beside this file.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib.resources import files
from urllib.parse import urlencode

from elevenkit.classroom.accounts import login_text
from elevenkit.classroom.model import Claim
from elevenkit.classroom.qr import qr_svg
from elevenkit.i18n import _
from elevenkit.markup import Markup, element

__all__ = ["login_card", "login_cards_page", "login_url"]

_STYLE = (files(__package__) / "login_cards.css").read_text(encoding="utf-8")


def login_url(hub_url: str, class_code: str, nickname: str) -> str:
    """The hub's login page with the pupil's name filled in."""
    return f"{hub_url.rstrip('/')}/hub/login?" + urlencode({"username": login_text(class_code, nickname)})


def login_card(claim: Claim, hub_url: str) -> Markup:
    """One pupil's card (``claim`` from :func:`~elevenkit.classroom.accounts.add_pupils`)."""
    text = login_text(claim.class_code, claim.nickname)
    return element(
        "div",
        {"class": "ek-card"},
        qr_svg(login_url(hub_url, claim.class_code, claim.nickname), title=_("Sign in as {name}").format(name=text)),
        element(
            "div",
            element("p", {"class": "ek-card-class"}, _("Class {code}").format(code=claim.class_code)),
            element("p", {"class": "ek-card-name"}, claim.nickname),
            element(
                "p", {"class": "ek-card-secret"}, _("Secret number: {number}").format(number=claim.pupil_code or "")
            ),
            element(
                "p",
                {"class": "ek-card-how"},
                _("Scan the code, or open {address} and type: {name}").format(address=hub_url, name=text),
            ),
        ),
    )


def login_cards_page(claims: Iterable[Claim], hub_url: str) -> str:
    """A whole printable page of cards, styles inside (it opens from a file, offline)."""
    cards = [login_card(claim, hub_url) for claim in claims if claim.pupil_code]
    head = element(
        "head", Markup('<meta charset="utf-8">'), element("title", _("Login cards")), element("style", Markup(_STYLE))
    )
    body = element("body", element("div", {"class": "ek-cards"}, cards))
    return "<!DOCTYPE html>\n" + str(element("html", head, body))  # str: Markup + text would escape the text
