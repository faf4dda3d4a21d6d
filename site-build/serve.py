"""Serve the browser-only site (``make serve-site``): Python's ``http.server``, plus gzip and caching.

- A browser that accepts gzip gets ``NAME.gz`` (written by ``build.py``) instead of ``NAME``,
  with ``Content-Encoding: gzip``: the Pyodide runtime goes over the network in about a third.
- Every answer says ``Cache-Control: no-cache``: a browser keeps what it downloaded and asks once
  per file whether it changed; an unchanged file costs a ``304 Not Modified`` without a body, and
  a rebuilt site is never mixed with an old one.

Any static file server can serve the site (``python -m http.server -d site`` works too, only
without compression); the site must be at the root of its server (``http://HOST:PORT/``).
Standard library only: ``python3 site-build/serve.py --host 0.0.0.0 --port 8866 site``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with precompressed variants and revalidated caching."""

    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
    }
    _gzip = False

    def translate_path(self, path: str) -> str:
        """The file to send: ``NAME.gz`` when it exists and the browser accepts gzip."""
        local = super().translate_path(path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        self._gzip = accepts and os.path.isfile(local) and os.path.isfile(local + ".gz")
        return local + ".gz" if self._gzip else local

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The type of the original file, not of its ``.gz`` copy."""
        text = os.fspath(path)
        return super().guess_type(text[: -len(".gz")] if self._gzip else text)

    def end_headers(self) -> None:
        if self._gzip:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the browser-only site built by `make site`.")
    parser.add_argument("directory", type=Path, nargs="?", default=Path(__file__).resolve().parents[1] / "site")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8866)
    args = parser.parse_args()
    if not (args.directory / "index.html").is_file():
        raise SystemExit(f"no site in {args.directory}: run `make site` first")
    handler = partial(SiteHandler, directory=str(args.directory))
    with ThreadingHTTPServer((args.host, args.port), handler) as server:
        print(f"Serving the site on http://{args.host}:{server.server_address[1]}/ (Ctrl+C stops it)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


if __name__ == "__main__":
    main()
