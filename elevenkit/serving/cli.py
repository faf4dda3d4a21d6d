"""``elevenkit serve`` (or ``python -m elevenkit serve``): what ``make run`` does, for a teacher without ``make``.

A teacher on Windows or a Mac without developer tools installs the kit with ``pip`` and starts the
dashboards with one command; the options are ``make run``'s, as flags::

    elevenkit serve                                   # http://127.0.0.1:8866, this computer only
    elevenkit serve --host 0.0.0.0 --token apple7     # the classroom network, with a password
    elevenkit serve --class 30:/c/4B7                 # 30 pages of a class link prepared

It serves the ``dashboards`` folder with the kit's Voila settings (``config/voila.py``) as
``make run`` does: from the source checkout when the package is installed from one (``pip install
-e .``), else from ``<prefix>/share/elevenkit``, where ``pip install`` puts them (``pyproject.toml``,
data files). ``--class`` is ``CLASS`` (``ELEVENKIT_CLASS``), ``--teacher-password`` is
``TEACHER_PASSWORD``; Voila itself runs in this process.

``elevenkit teacher weber`` gives a teacher a login on a school's JupyterHub (``deploy/jupyterhub/``,
:mod:`elevenkit.classroom.accounts`); ``elevenkit pupils 4B Mia Ben --teacher weber --hub-url ...``
makes her class and its pupils and writes their login cards (:mod:`elevenkit.serving.login_cards`).
"""

from __future__ import annotations

import argparse
import errno
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

from elevenkit.classroom.teacher_auth import PASSWORD_ENV
from elevenkit.serving.class_pool import CLASS_ENV, ClassSpecError, class_pools

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "add_pupils_with_cards",
    "add_teacher_login",
    "check_address",
    "check_class",
    "kit_folders",
    "main",
    "parser",
    "voila_argv",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8866
#: where the dashboards and the Voila settings are: the source checkout, then the installed data files
_ROOTS = (Path(__file__).resolve().parents[2], Path(sys.prefix) / "share" / "elevenkit")


def kit_folders(roots: Sequence[Path] = _ROOTS) -> tuple[Path, Path]:
    """``(dashboards, config)``: the first of ``roots`` that has both; SystemExit naming them if none has."""
    for root in roots:
        if (root / "dashboards").is_dir() and (root / "config" / "voila.py").is_file():
            return root / "dashboards", root / "config"
    raise SystemExit(
        "elevenkit: the dashboards are missing (looked in " + ", ".join(str(r) for r in roots) + "); reinstall the kit"
    )


def parser() -> argparse.ArgumentParser:
    """The command line: ``elevenkit serve [--host ...] [--port ...] [--token ...] [--class ...] [--teacher-password ...]``."""
    main_parser = argparse.ArgumentParser(prog="elevenkit", description="The elevenkit teaching kit.")
    commands = main_parser.add_subparsers(dest="command", required=True, metavar="serve | teacher | pupils")
    serve = commands.add_parser(
        "serve", help="serve the dashboards (as make run)", description="Serve the dashboards, as `make run` does."
    )
    serve.add_argument(
        "--host", default=DEFAULT_HOST, help=f"address to listen on ({DEFAULT_HOST}; 0.0.0.0 for a classroom network)"
    )
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port ({DEFAULT_PORT})")
    serve.add_argument("--token", default="", help="a password pupils add to the address (?token=...)")
    serve.add_argument(
        "--class",
        dest="class_spec",
        default=None,
        metavar="CLASS",
        help="kernels ready before the lesson, as CLASS= for make run: 30, 30:capture-trainer or 30:/c/4B7",
    )
    serve.add_argument(
        "--teacher-password",
        default=None,
        help="the teacher pages' password (else TEACHER_PASSWORD, else one is made up and printed)",
    )
    teacher = commands.add_parser(
        "teacher",
        help="give a teacher a login on the school's JupyterHub (or a new password)",
        description="Give a teacher a login on the school's JupyterHub, in the class store ELEVENKIT_DB "
        "(deploy/jupyterhub/). Asks for the password twice; with --password-stdin reads one line.",
    )
    teacher.add_argument("name", help="the login name: small letters, digits, dots, dashes (e.g. weber)")
    teacher.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
    pupils = commands.add_parser(
        "pupils",
        help="make a teacher's class and its pupils on the school's hub, and print their login cards",
        description="Make the class CLASS of teacher TEACHER and a pupil for each NICKNAME (names already "
        "in the class keep their secret number), then write the login cards with QR codes as an HTML page.",
    )
    pupils.add_argument("class_code", metavar="CLASS")
    pupils.add_argument("nicknames", nargs="+", metavar="NICKNAME")
    pupils.add_argument("--teacher", required=True, help="the teacher's login name (the class is hers)")
    pupils.add_argument("--hub-url", required=True, help="the hub's address as pupils open it")
    pupils.add_argument("--cards", default="login-cards.html", help="where the cards go (login-cards.html)")
    return main_parser


def add_teacher_login(args: argparse.Namespace) -> int:
    """``elevenkit teacher NAME``: keep the teacher's hub login and the hash of their password."""
    import getpass

    from elevenkit.classroom.accounts import add_teacher
    from elevenkit.classroom.errors import ClassroomError
    from elevenkit.classroom.store import ClassroomStore

    if args.password_stdin:
        password = sys.stdin.readline().rstrip("\n")
    else:
        password = getpass.getpass(f"Password for {args.name}: ")
        if getpass.getpass("The same password again: ") != password:
            raise SystemExit("elevenkit: the two passwords differ; nothing was changed")
    try:
        with ClassroomStore() as store:
            login = add_teacher(store, args.name, password)
    except (ClassroomError, ValueError) as error:
        raise SystemExit(f"elevenkit: {error}") from None
    print(f"elevenkit: {login} can sign in on the hub now")
    return 0


def add_pupils_with_cards(args: argparse.Namespace) -> int:
    """``elevenkit pupils CLASS NICKNAME... --teacher T --hub-url U``: the pupils and their login cards."""
    from elevenkit.classroom.accounts import add_pupils, teacher_login_name
    from elevenkit.classroom.errors import ClassroomError
    from elevenkit.classroom.hub import hub_environment
    from elevenkit.classroom.model import ClaimStatus
    from elevenkit.classroom.store import ClassroomStore
    from elevenkit.serving.login_cards import login_cards_page

    try:
        os.environ.update(hub_environment(teacher=teacher_login_name(args.teacher)))  # the class is hers
        with ClassroomStore() as store:
            claims = add_pupils(store, args.class_code, args.nicknames)
            from elevenkit.classroom import queries

            codes = {info.nickname: info.pupil_code for info in queries.pupils(store, args.class_code)}
    except (ClassroomError, ValueError) as error:
        raise SystemExit(f"elevenkit: {error}") from None
    cards = [
        claim
        if claim.pupil_code
        else claim.__class__(claim.status, claim.class_code, claim.nickname, codes.get(claim.nickname))
        for claim in claims
        if claim.status in (ClaimStatus.NEW, ClaimStatus.TAKEN)
    ]
    for claim in claims:
        if claim.status not in (ClaimStatus.NEW, ClaimStatus.TAKEN):
            print(f"elevenkit: {claim.nickname!r} was not made: it looks like a classmate's name", file=sys.stderr)
    Path(args.cards).write_text(login_cards_page(cards, args.hub_url), encoding="utf-8")
    print(f"elevenkit: {len(cards)} login cards of class {args.class_code} in {args.cards}")
    return 0


def check_address(host: str, port: int) -> None:
    """SystemExit naming the flag when this computer cannot listen on ``host:port`` (a typo, a port in use).

    Voila would say it only after loading everything, and a mistyped host as a traceback.
    """
    try:
        family, kind, proto, _name, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except (socket.gaierror, UnicodeError):
        raise SystemExit(
            f"elevenkit: --host {host!r} is no address of this computer "
            "(127.0.0.1: this computer only; 0.0.0.0: the classroom network)"
        ) from None
    with socket.socket(family, kind, proto) as probe:
        if os.name != "nt":  # as Tornado binds; on Windows the option would let two servers share the port
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                raise SystemExit(
                    f"elevenkit: port {port} is in use (is the kit running already?): stop that, "
                    "or choose another port with --port"
                ) from None
            raise SystemExit(f"elevenkit: cannot listen on {host}:{port} ({error.strerror or error})") from None


def check_class(spec: str, dashboards: Path) -> None:
    """SystemExit naming ``--class`` when ``spec`` is no class for these ``dashboards`` (:func:`class_pools`)."""
    try:
        class_pools(spec, (path.name for path in dashboards.glob("*.ipynb")))
    except ClassSpecError as error:
        raise SystemExit(f"elevenkit: --class {error.spec!r}: {error.reason}") from None


def voila_argv(args: argparse.Namespace, dashboards: Path) -> list[str]:
    """Voila's command line for ``args``, as ``make run`` writes it."""
    argv = [str(dashboards), f"--Voila.ip={args.host}", f"--port={args.port}", "--Voila.port_retries=0"]
    if args.token:
        argv.append(f"--Voila.token={args.token}")
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``elevenkit serve``: set the environment ``make run`` sets, then run Voila here until Ctrl-C."""
    args = parser().parse_args(argv)
    if args.command == "teacher":
        return add_teacher_login(args)
    if args.command == "pupils":
        return add_pupils_with_cards(args)
    if not 1 <= args.port <= 65535:
        raise SystemExit(f"elevenkit: --port {args.port} is no port (1 to 65535)")
    dashboards, config = kit_folders()
    check_address(args.host, args.port)
    if args.class_spec is not None:
        check_class(args.class_spec, dashboards)
        os.environ[CLASS_ENV] = args.class_spec
    if args.teacher_password is not None:
        os.environ[PASSWORD_ENV] = args.teacher_password
    path = os.environ.get("JUPYTER_CONFIG_PATH")
    os.environ["JUPYTER_CONFIG_PATH"] = os.pathsep.join(p for p in (str(config), path) if p)
    from voila.app import Voila

    Voila.launch_instance(argv=voila_argv(args, dashboards))
    return 0
