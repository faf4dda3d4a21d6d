"""A class link's prepared pages and the page cap, on a real Voila server (``elevenkit.serving.class_pool``).

The server serves one small notebook whose three cells each write a line (cell, kernel pid, time)
into a file, so that the test sees when each cell of each kernel ran: a prepared link's page must
have run every cell before the pupil asked for it, and nothing after; another link of the same
notebook waits for its request as before. The cap test fills a class of two and asks for a third page.
"""

from __future__ import annotations

import http.cookiejar
import json
import re
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers.voila_notebook import VoilaNotebook, class_pool_config, voila_notebook

START_TIMEOUT = 240.0  # three kernels start on a loaded 2-core machine
CELLS = (
    "import os, time\nMARKS = os.environ['ELEVENKIT_TEST_MARKS']\n"
    "def mark(cell):\n    with open(MARKS, 'a') as out:\n        out.write(f'{cell} {os.getpid()} {time.time()}\\n')\n"
    "mark(1)",
    "from elevenkit.serving.params import query_params\nparams = query_params()\nmark(2)\n"
    "print('task set', params.get('seed'))",
    "mark(3)\nprint('the last cell ran')",
)
CONFIG = class_pool_config({"marks.ipynb?seed=7&class=4B": 2})


@dataclass
class Server:
    url: str
    log: Path
    marks: Path
    voila: VoilaNotebook

    def marks_now(self) -> list[tuple[int, int, float]]:
        """Every ``(cell, pid, time)`` written so far."""
        text = self.marks.read_text() if self.marks.exists() else ""
        return [(int(c), int(p), float(t)) for c, p, t in (line.split() for line in text.splitlines())]

    def kernel_pid(self, kernel_id: str) -> int:
        """The pid of the kernel whose connection file names ``kernel_id``."""
        return self.voila.kernel_pid(kernel_id)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    marks = tmp_path / "marks.txt"

    def marked(cell: int) -> int:
        text = marks.read_text() if marks.exists() else ""
        return len({line.split()[1] for line in text.splitlines() if line.split()[0] == str(cell)})

    def ready(_voila: VoilaNotebook) -> bool:
        # both link kernels ran all three cells, the notebook's own kernel waits in cell 2
        return marked(3) >= 2 and marked(1) >= 3

    env = {"ELEVENKIT_TEST_MARKS": str(marks), "TEACHER_PASSWORD": "owl", "ELEVENKIT_CLASS": "2"}  # a class of two
    with voila_notebook(tmp_path, "marks.ipynb", CELLS, CONFIG, env, ready, START_TIMEOUT) as voila:
        yield Server(voila.url, voila.log, marks, voila)


def open_page(opener: urllib.request.OpenerDirector, url: str) -> tuple[int, str]:
    try:
        with opener.open(url, timeout=120) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def kernel_of(page: str) -> str:
    config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
    assert config is not None, page[:2000]
    return str(json.loads(config.group(1))["kernelId"])


@pytest.mark.slow
def test_a_prepared_link_page_ran_every_cell_before_the_request_and_none_after(server: Server) -> None:
    opener = urllib.request.build_opener()
    asked = time.time()
    status, page = open_page(opener, f"{server.url}/voila/render/marks.ipynb?class=4B&seed=7")
    answered = time.time()
    assert status == 200
    assert "task set 7" in page and "the last cell ran" in page
    pid = server.kernel_pid(kernel_of(page))
    cells = [(cell, at) for cell, p, at in server.marks_now() if p == pid]
    assert sorted(cell for cell, _ in cells) == [1, 2, 3], cells
    assert all(at < asked for _, at in cells), f"a cell ran after the request at {asked}: {cells}"
    assert answered - asked < 30  # the page was there; no notebook ran for it

    # another task set of the same notebook: today's preheated kernel, which waited for the request
    asked = time.time()
    status, page = open_page(opener, f"{server.url}/voila/render/marks.ipynb?seed=8")
    assert status == 200
    printed = re.findall(r"task set \S*|the last cell ran|elevenkit: [^<]*", page)
    assert "task set 8" in printed and "the last cell ran" in printed, (printed, server.log.read_text()[-3000:])
    pid = server.kernel_pid(kernel_of(page))
    after = {cell for cell, p, at in server.marks_now() if p == pid and at >= asked}
    assert after == {2, 3}
    assert "Using pre-heated kernel" in server.log.read_text()


@pytest.mark.slow
def test_the_third_page_of_a_class_of_two_is_told_the_class_is_full_and_nothing_else_breaks(server: Server) -> None:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    link = f"{server.url}/voila/render/marks.ipynb?seed=7&class=4B"
    first = open_page(opener, link)
    second = open_page(opener, f"{server.url}/voila/render/marks.ipynb?seed=3")
    assert first[0] == second[0] == 200
    kernels = [kernel_of(first[1]), kernel_of(second[1])]

    status, page = open_page(opener, link)
    assert status == 503
    assert "The class is full" in page and "Ask your teacher" in page
    assert "jupyter-config-data" not in page  # no kernel was started for it
    assert "The class is full: all 2 places for pupils' pages are taken" in server.log.read_text()
    for kernel in kernels:  # the two pupils' pages still work
        with opener.open(f"{server.url}/api/kernels/{kernel}", timeout=30) as answer:
            assert json.loads(answer.read())["id"] == kernel

    # a pupil closes the page (as the tab does): the place is free again
    xsrf = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    request = urllib.request.Request(
        f"{server.url}/voila/api/shutdown/{kernels[0]}", data=f"_xsrf={xsrf}".encode(), method="POST"
    )
    with opener.open(request, timeout=60) as answer:
        assert answer.status in (200, 204)
    deadline = time.monotonic() + 60
    while (status := open_page(opener, link)[0]) == 503 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert status == 200
