"""Build the browser-only site (``make site``): every dashboard and lesson as a voici page whose
Python runs in the pupil's browser (Pyodide), with nothing fetched from the internet at run time.

Each run starts from an empty work folder (so no stale ``.jupyterlite.doit.db`` can bring a CDN
URL back) and replaces the output folder:

1. the Pyodide runtime from the npm package ``pyodide`` (``npm pack``, checked against its
   integrity hash), the core files only;
2. the kernel's wheels: exactly those of ``kernel-requirements.txt`` from PyPI (hashes required),
   the Pyodide kernel's own wheels, the kit's wheel, and empty stand-ins for the two packages the
   kernel's start-up asks for that no dashboard needs (:data:`STAND_INS`);
3. a ``pyodide-lock.json`` that lists exactly these wheels, all loaded when a kernel starts
   (``loadPyodideOptions.packages``), so the kernel never asks piplite, PyPI or a CDN for one;
4. ``voici build`` with the ``elevenkit-site`` template (``site-build/jupyter``), of the activities
   the catalogue says run in the browser (:data:`elevenkit.catalogue.Venue.SITE`);
5. the landing page (games, lessons, and apart from them what runs only on the teacher's
   computer, each with a page that says where it runs) in every language of the kit
   (``index.html``, ``index.de.html``: ``?lang=de`` or a German browser opens the German one, whose
   links carry ``?lang=de`` on), the note on every page (in the page's language), a check that no
   page loads anything from another host, and ``.gz`` copies of what compresses well
   (``serve.py`` sends them to browsers). The kit's wheel carries the compiled catalogues (``.mo``),
   so each page's Python speaks the page's language as under Voila.

Run it with the build environment's Python: ``.venv-site/bin/python site-build/build.py``.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from urllib.parse import quote, urlencode

import jinja2
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

from elevenkit import catalogue  # noqa: E402
from elevenkit.catalogue import Activity, Audience, Kind, Venue  # noqa: E402
from elevenkit.i18n import LANGUAGE_NAMES, LANGUAGES, _, language  # noqa: E402
from elevenkit.serving.landing import JUPYTER_DATA_DIR  # noqa: E402
from elevenkit.serving.params import language_param  # noqa: E402

PYODIDE_NPM = "pyodide@0.29.0"
PYODIDE_INTEGRITY = "sha512-ObIvsTmcrxAWKg+FT1GjfSdDmQc5CabnYe/nn5BCuhr9BVVITeQ24DBdZuG5B2tIiAZ9YonBpnDB7cmHZyd2Rw=="
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
"""The core runtime; the npm package's console pages, type stubs and source maps are left out."""

DOWNLOADS = REPO / ".site-cache"
"""Where the npm tarball is kept between builds (pip keeps the wheels in its own cache)."""

KERNEL_WHEELS = Path(sys.prefix, "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")
KERNEL_OWN_WHEELS = ("piplite-*.whl", "pyodide_kernel-*.whl", "ipykernel-*.whl", "widgetsnbextension-4.*.whl")
"""The Pyodide kernel's own wheels (ipykernel and widgetsnbextension are its small stand-ins)."""

STAND_INS = {
    "sqlite3": "Empty stand-in: the Pyodide core has no sqlite3; IPython then keeps no history.",
    "jedi": "Empty stand-in: no tab completion (4.7 MB that no dashboard uses).",
}
"""Packages the kernel's start-up installs unless they are preloaded. These wheels hold no module,
so ``import sqlite3`` fails as in any Python without it, and IPython carries on without both."""

KERNEL_START_UP = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython")
"""The names the Pyodide kernel 0.7.0 looks up in ``loadPyodideOptions.packages``, as it spells
them; any it does not find there it asks piplite for at start-up."""

NOTE_MARKER = "<!-- elevenkit-site-note -->"
COMPRESSIBLE = {".js", ".mjs", ".css", ".html", ".json", ".ipynb", ".wasm", ".svg", ".ttf", ".eot", ".zip", ".txt"}
OUTSIDE_LOAD = re.compile(
    r"""<(?:script|link)\b[^>]*\b(?:src|href)=["']?(?:https?:)?//|import\(\s*["'](?:https?:)?//"""
)


def _run(cmd: list[str | Path], **kwargs: object) -> None:
    """Run a build step; its own output shows, a failure stops the build."""
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)  # type: ignore[arg-type]


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_pyodide(dest: Path) -> dict:
    """Unpack the core of the npm package ``pyodide`` into ``dest``; return its lock file's ``info``."""
    DOWNLOADS.mkdir(exist_ok=True)
    name, version = PYODIDE_NPM.split("@")
    tarball = DOWNLOADS / f"{name}-{version}.tgz"
    if not tarball.exists():
        _run(["npm", "pack", PYODIDE_NPM, "--pack-destination", DOWNLOADS, "--silent"])
    digest = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    if digest != PYODIDE_INTEGRITY:
        tarball.unlink()
        raise SystemExit(f"{tarball.name}: integrity {digest} is not the pinned {PYODIDE_INTEGRITY}")
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        for file_name in PYODIDE_FILES:
            member = tar.extractfile(f"package/{file_name}")
            assert member is not None, file_name
            (dest / file_name).write_bytes(member.read())
        lock = tar.extractfile("package/pyodide-lock.json")
        assert lock is not None
        return json.load(lock)["info"]


def _write_wheel(path: Path, files: dict[str, str]) -> None:
    """A wheel holding ``files`` plus its RECORD (fixed timestamps, so the same bytes every build)."""
    record_name = next(n for n in files if n.endswith("/WHEEL")).replace("/WHEEL", "/RECORD")
    lines = []
    for name, text in files.items():
        data = text.encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{name},sha256={digest},{len(data)}")
    files = {**files, record_name: "\n".join([*lines, f"{record_name},,"]) + "\n"}
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, text in files.items():
            wheel.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), text)


def stand_in_wheel(name: str, summary: str, folder: Path) -> Path:
    """An installable wheel named ``name`` that holds no module (see :data:`STAND_INS`)."""
    version = "0.0.0"
    dist_info = f"{name}-{version}.dist-info"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    _write_wheel(path, {
        f"{dist_info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n",
        f"{dist_info}/WHEEL": "Wheel-Version: 1.0\nGenerator: elevenkit site-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    })  # fmt: skip
    return path


def collect_wheels(folder: Path, python_version: str, work: Path) -> list[Path]:
    """Every wheel the kernel loads, in ``folder``: PyPI's (locked), the kernel's own, the kit's, stand-ins."""
    folder.mkdir(parents=True, exist_ok=True)
    _run([
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
        "--only-binary=:all:", "--platform", "any", "--abi", "none", "--implementation", "py",
        "--python-version", python_version, "-r", HERE / "kernel-requirements.txt", "-d", folder,
    ])  # fmt: skip
    for pattern in KERNEL_OWN_WHEELS:
        (own,) = KERNEL_WHEELS.glob(pattern)
        shutil.copy2(own, folder)
    # The kit's wheel, built from a copy so that the build leaves nothing in the repository.
    source = work / "kit"
    shutil.copytree(REPO / "elevenkit", source / "elevenkit", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "setup.py", "README.md"):  # setup.py compiles the catalogues
        shutil.copy2(REPO / name, source)
    # pyproject.toml installs the server extension's switch from here (unused in the browser)
    shutil.copytree(REPO / "jupyter-config", source / "jupyter-config")
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", folder, source])
    for name, summary in STAND_INS.items():
        stand_in_wheel(name, summary, folder)
    return sorted(folder.glob("*.whl"))


def _top_level_imports(wheel: Path) -> list[str]:
    """The importable top-level names a wheel installs (packages and single-file modules)."""
    with zipfile.ZipFile(wheel) as archive:
        names = {
            path.split("/")[0].removesuffix(".py")
            for path in archive.namelist()
            if not path.split("/")[0].endswith((".dist-info", ".data")) and ("/" in path or path.endswith(".py"))
        }
    return sorted(names)


def write_pyodide_lock(wheels: list[Path], info: dict, dest: Path) -> list[str]:
    """Write ``pyodide-lock.json`` for exactly ``wheels``; return the names to preload.

    Every wheel is preloaded, so ``depends`` stays empty: the load order does not matter and no
    package is resolved in the browser.
    """
    packages = {}
    for wheel in wheels:
        distribution, version = wheel.name.split("-")[:2]
        name = canonicalize_name(distribution)
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": _sha256(wheel),
            "package_type": "package",
            "imports": _top_level_imports(wheel),
            "depends": [],
            "unvendored_tests": False,
        }
    missing = [n for n in KERNEL_START_UP if canonicalize_name(n) not in packages]
    if missing:
        raise SystemExit(f"the kernel's start-up needs {missing}, which no wheel provides")
    (dest / "pyodide-lock.json").write_text(json.dumps({"info": info, "packages": packages}, indent=1, sort_keys=True))
    canonical_start_up = {canonicalize_name(n) for n in KERNEL_START_UP}
    return [*KERNEL_START_UP, *(n for n in sorted(packages) if n not in canonical_start_up)]


def in_the_site() -> list[Activity]:
    """The activities the browser-only site builds a page for (the catalogue's :data:`Venue.SITE`)."""
    return list(catalogue.activities(venue=Venue.SITE))


def elsewhere() -> list[Activity]:
    """The activities that do not run in the browser (the teacher's pages, lesson 10): the site
    lists them apart, each with a page that says where it runs, and builds no voici page for them."""
    return [activity for activity in catalogue.ACTIVITIES if not activity.runs_in(Venue.SITE)]


def stage_contents(dest: Path) -> None:
    """Copy the notebook of every activity of :func:`in_the_site` into ``dest``, in its repository folder."""
    for activity in in_the_site():
        (dest / activity.folder).mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / activity.folder / activity.notebook, dest / activity.folder / activity.notebook)


def in_language(name: str, code: str) -> str:
    """A static page's file name in language ``code``: ``index.html`` in English, ``index.de.html``."""
    return name if code == LANGUAGES[0] else name.replace(".html", f".{code}.html")


def page_href(activity: Activity, code: str = LANGUAGES[0]) -> str:
    """The site-relative URL of an activity's page in language ``code``: a voici page with
    ``?lang=de`` for German (its Python reads it), or the page that says where it runs in that language."""
    path = "voici/render/" + quote(f"{activity.folder}/{activity.id}.html")
    if not activity.runs_in(Venue.SITE):
        return in_language(path, code)
    query = urlencode(language_param(code))
    return f"{path}?{query}" if query else path


def where_it_runs(activity: Activity) -> str:
    """Where an activity that the browser cannot run does run, in one sentence for the site."""
    if activity.audience is Audience.TEACHER:
        return _(
            "This page is for the teacher. It needs the kit's own server on the teacher's computer "
            "(make run), so it is not part of this version that runs in the browser."
        )
    if activity.runs_in(Venue.LAB):
        return _(
            "This lesson runs in JupyterLab on the teacher's computer (make lab). It needs Python "
            "packages that do not run in the browser, so it is not part of this version."
        )
    return _("This page runs on the teacher's computer with the kit's own server (make run).")


def _card(activity: Activity, code: str, where: bool = False) -> dict[str, str]:
    """What the landing page in language ``code`` shows of one activity (title and description translated)."""
    card = {"title": _(activity.title), "description": _(activity.description), "age": activity.age}
    return {
        **card,
        "href": page_href(activity, code),
        "path": activity.notebook,
        "where": where_it_runs(activity) if where else "",
    }


def _templates() -> jinja2.Environment:
    loader = jinja2.FileSystemLoader([HERE, JUPYTER_DATA_DIR / "voila" / "templates" / "elevenkit"])
    env = jinja2.Environment(loader=loader, autoescape=True, extensions=["jinja2.ext.i18n"])
    env.install_null_translations(newstyle=True)  # type: ignore[attr-defined]
    return env


def site_note() -> str:
    """What the site cannot do without a server, for the landing page and every page."""
    return _(
        "This version runs in your browser. Your answers stay on this device: they are not sent "
        "to your teacher. To see the class's answers, the teacher starts the kit's own server "
        "(make run)."
    )


def _switch(code: str) -> list[dict[str, str]]:
    """The language switch of the landing page in ``code``: each language's name, its page (with
    ``?lang=``, so that the page's script keeps the choice over the browser's) and whether it is this one."""
    return [
        {"code": other, "name": LANGUAGE_NAMES[other], "href": f"{in_language('index.html', other)}?lang={other}",
         "current": other == code}
        for other in LANGUAGES
    ]  # fmt: skip


def _write_pages(output: Path, code: str) -> None:
    """The landing page and the pages of what runs elsewhere, in language ``code`` (in use now)."""
    shown = in_the_site()
    games = [a for a in shown if a.audience is Audience.PUPILS and a.kind is not Kind.LESSON]
    lessons = sorted((a for a in shown if a.kind is Kind.LESSON), key=lambda a: (a.order or 0, a.id))
    sections = [
        {"id": "dashboards", "heading": _("Games to practise with"), "intro": "",
         "entries": [_card(a, code) for a in games]},
        {"id": "notebooks", "heading": _("Lessons"), "intro": "", "entries": [_card(a, code) for a in lessons]},
        {
            "id": "elsewhere",
            "heading": _("On the teacher's computer"),
            "intro": _("These run only on the teacher's computer, not in this version."),
            "entries": [_card(a, code, where=True) for a in elsewhere()],
        },
    ]  # fmt: skip
    env = _templates()
    texts = {"open": _("Open"), "empty": _("Nothing here yet."), "age": _("Age"), "note": site_note()}
    pages = {other: in_language("index.html", other) for other in LANGUAGES}
    page = env.get_template("landing.html.j2").render(
        heading=_("elevenkit: games and lessons"),
        intro=_("Pick a game or a lesson. The first one you open takes a little while to start."),
        base_url="/",
        sections=[section for section in sections if section["entries"] or section["id"] != "elsewhere"],
        language=code,
        switch=_switch(code),
        pages=pages,
        **texts,
    )
    (output / pages[code]).write_text(page, encoding="utf-8")
    for activity in elsewhere():
        target = output / page_href(activity, code)
        target.parent.mkdir(parents=True, exist_ok=True)
        up = "../" * len(target.relative_to(output).parts[:-1])
        target.write_text(
            env.get_template("elsewhere.html.j2").render(
                heading=_(activity.title), where=where_it_runs(activity), back=_("Back to the games and lessons"),
                home=f"{up}{pages[code]}?lang={code}", base_url="/", language=code,
            ),
            encoding="utf-8",
        )  # fmt: skip


def write_landing_page(output: Path) -> None:
    """``index.html`` and ``index.de.html``: the games and the lessons with their titles,
    descriptions and ages, and apart from them what runs only on the teacher's computer, with the
    language switch; then that page for each of those, in each language."""
    for code in LANGUAGES:
        with language(code):
            _write_pages(output, code)
    # voici's own directory pages list file names only: send them to the landing page.
    for tree_page in (output / "voici" / "tree").rglob("index.html"):
        up = "../" * len(tree_page.relative_to(output).parts[:-1])
        tree_page.write_text(
            f'<!DOCTYPE html>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0; url={up}">\n'
        )


def add_site_note(output: Path) -> None:
    """Put :func:`site_note`, in every language, where the ``elevenkit-site`` template left its
    marker, on every page (the page shows the one in its language)."""
    notes = []
    for code in LANGUAGES:  # the page's script shows the one of the page's language (elevenkit-site)
        with language(code):
            notes.append(
                f'<p class="ek-site-note" lang="{code}" style="color: var(--jp-content-font-color2); margin: 2em 0 0">'
                f"{html.escape(site_note())}</p>"
            )
    note = "\n".join(notes)
    for activity in in_the_site():
        page = output / "voici" / "render" / activity.folder / f"{activity.id}.html"
        text = page.read_text(encoding="utf-8")
        if NOTE_MARKER not in text:
            raise SystemExit(f"{page}: no {NOTE_MARKER!r}; was the elevenkit-site template used?")
        page.write_text(text.replace(NOTE_MARKER, note, 1), encoding="utf-8")


def check_offline(output: Path) -> None:
    """Fail if a page or config loads anything from another host (a script, a stylesheet, a CDN)."""
    problems = []
    for config in output.rglob("jupyter-lite.json"):
        if "://" in config.read_text(encoding="utf-8"):
            problems.append(f"{config.relative_to(output)} names another host")
    for page in output.rglob("*.html"):
        match = OUTSIDE_LOAD.search(page.read_text(encoding="utf-8"))
        if match:
            problems.append(f"{page.relative_to(output)} loads {match.group(0)!r}")
    if problems:
        raise SystemExit("the site would ask the internet:\n" + "\n".join(problems))


def precompress(output: Path) -> None:
    """Write ``NAME.gz`` beside every file that gzip makes at least 10% smaller."""
    for path in output.rglob("*"):
        if not path.is_file() or path.suffix not in COMPRESSIBLE or path.stat().st_size < 1024:
            continue
        data = path.read_bytes()
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) < 0.9 * len(data):
            target = path.with_name(path.name + ".gz")
            target.write_bytes(packed)
            shutil.copystat(path, target)


def _size(folder: Path, pattern: str = "*") -> int:
    return sum(p.stat().st_size for p in folder.rglob(pattern) if p.is_file())


def build(output: Path) -> None:
    """Build the whole site into ``output`` (replaced)."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="elevenkit-site-") as tmp:
        work = Path(tmp)
        lite = work / "lite"  # voici's lite dir: its config, static/pyodide and the doit database
        pyodide = lite / "static" / "pyodide"
        info = fetch_pyodide(pyodide)
        python_version = ".".join(info["python"].split(".")[:2])
        wheels = collect_wheels(pyodide, python_version, work)
        preload = write_pyodide_lock(wheels, info, pyodide)
        settings = json.loads((HERE / "jupyter-lite.json").read_text())
        plugin = settings["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
        plugin["loadPyodideOptions"]["packages"] = preload
        (lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=2))
        shutil.copy2(HERE / "jupyter_lite_config.json", lite)
        stage_contents(work / "content")
        if output.exists():
            shutil.rmtree(output)
        jupyter_path = [str(HERE / "jupyter"), str(JUPYTER_DATA_DIR), os.environ.get("JUPYTER_PATH", "")]
        env = {**os.environ, "JUPYTER_PATH": os.pathsep.join(p for p in jupyter_path if p)}
        _run(
            [Path(sys.executable).with_name("voici"), "build", "--lite-dir", lite, "--output-dir", output,
             "--contents", work / "content"],
            cwd=lite, env=env,
        )  # fmt: skip
    add_site_note(output)
    write_landing_page(output)
    check_offline(output)
    precompress(output)
    total = _size(output)
    packed = _size(output, "*.gz")
    print(
        f"site built in {output} ({time.monotonic() - started:.0f} s): {len(wheels)} wheels, "
        f"{(total - packed) / 1e6:.1f} MB plus {packed / 1e6:.1f} MB of .gz copies"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=REPO / "site", help="the site's folder (replaced)")
    build(parser.parse_args().output.resolve())


if __name__ == "__main__":
    main()
