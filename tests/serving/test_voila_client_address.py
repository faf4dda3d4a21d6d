"""The page's client address reaches its kernel in a real Voila (``elevenkit.serving.client_address``).

The sign-in limits count per device (``elevenkit.classroom.guard``): they work only if each kernel
knows the address of the device that opened its page. Loopback has more than one address (all of
127.0.0.0/8), so the test opens pages from 127.0.0.1 and from 127.0.0.2. The notebook prints the
address its kernel got and whether the teacher password's per-address allowance is used up for it;
``?try=many`` first records nine wrong passwords from that address (three are free; nine make it
wait two minutes, and fewer than ten in all slow down no other device). A class
link's prepared page (the class pool) ran before anybody asked for it: a thread of the notebook
writes the address into a file once it arrives.
"""

from __future__ import annotations

import http.client
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

START_TIMEOUT = 240.0  # two kernels start on a loaded 2-core machine
CELLS = (
    "import os, threading, time\n"
    "from elevenkit.classroom.guard import Guard, Kind, client_address\n"
    "from elevenkit.serving.params import query_params\n"
    "params = query_params()\n"
    "guard = Guard()\n"
    "if params.get('try') == 'many':\n"
    "    for _ in range(9):\n"
    "        guard.failed(Kind.TEACHER, client_address())\n"
    "print(f'address {client_address() or \"none\"} waits {guard.wait(Kind.TEACHER, client_address()) > 0}')",
    "def mark(text):\n"
    "    with open(os.environ['ELEVENKIT_TEST_MARKS'], 'a') as out:\n"
    "        out.write(f'{os.getpid()} {text}\\n')\n"
    "def report():\n"
    "    while not os.environ.get('REMOTE_ADDR'):\n"
    "        time.sleep(0.05)\n"
    "    mark(os.environ['REMOTE_ADDR'])\n"
    "threading.Thread(target=report, daemon=True).start()\n"
    "mark('ran')\n"
    "print('the last cell ran')",
)
LINK = "address.ipynb?class=4B&seed=7"
CONFIG = class_pool_config({LINK: 1})


@dataclass
class Server:
    marks: Path
    voila: VoilaNotebook

    def addresses(self) -> dict[int, str]:
        """The address each kernel's thread wrote once it had one (kernel pid -> address)."""
        text = self.marks.read_text() if self.marks.exists() else ""
        marks = [line.split() for line in text.splitlines()]
        return {int(pid): address for pid, address in marks if address != "ran"}

    def open_page(self, query: str, source: str, headers: dict[str, str] | None = None) -> tuple[str, int]:
        """The page's printed address line and its kernel's pid, asked for from the address ``source``."""
        connection = http.client.HTTPConnection("127.0.0.1", self.voila.port, timeout=120, source_address=(source, 0))
        try:
            connection.request("GET", f"/voila/render/address.ipynb?{query}", headers=headers or {})
            response = connection.getresponse()
            page = response.read().decode()
        finally:
            connection.close()
        assert response.status == 200, page[:2000]
        printed = re.search(r"address \S+ waits \w+", page)
        config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
        assert printed is not None and config is not None, (page[-2000:], self.voila.log.read_text()[-3000:])
        return printed.group(0), self.voila.kernel_pid(str(json.loads(config.group(1))["kernelId"]))


def prepared(marks: Path) -> bool:
    """Whether a kernel ran the whole notebook before any request (only the class link's can)."""
    return marks.exists() and " ran" in marks.read_text()


def answers(voila: VoilaNotebook) -> bool:
    """Whether Voila answers its front page."""
    try:
        with urllib.request.urlopen(f"{voila.url}/", timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    marks = tmp_path / "marks.txt"
    env = {"ELEVENKIT_TEST_MARKS": str(marks)}
    with voila_notebook(
        tmp_path, "address.ipynb", CELLS, CONFIG, env, lambda voila: answers(voila) and prepared(marks), START_TIMEOUT
    ) as voila:
        yield Server(marks, voila)


@pytest.mark.slow
def test_each_page_knows_the_address_it_was_opened_from_and_its_allowance_is_that_addresses(server: Server) -> None:
    used_up, pid = server.open_page("try=many", "127.0.0.2")
    assert used_up == "address 127.0.0.2 waits True"  # nine wrong passwords from 127.0.0.2: it must wait
    assert server.open_page("seed=1", "127.0.0.1")[0] == "address 127.0.0.1 waits False"  # another device
    # a header any script can send is not believed: the address stays the one the connection came from
    faked = server.open_page("seed=2", "127.0.0.1", {"X-Forwarded-For": "127.0.0.2", "X-Real-Ip": "127.0.0.2"})
    assert faked[0] == "address 127.0.0.1 waits False"
    again, other_pid = server.open_page("seed=3", "127.0.0.2")
    assert again == "address 127.0.0.2 waits True" and other_pid != pid  # another kernel, the same device


@pytest.mark.slow
def test_a_class_links_prepared_page_gets_the_address_of_the_pupil_it_is_handed_to(server: Server) -> None:
    printed, pid = server.open_page("class=4B&seed=7", "127.0.0.2")
    assert printed == "address none waits False"  # it ran before anybody asked for it
    deadline = time.monotonic() + 60
    while pid not in server.addresses() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert server.addresses().get(pid) == "127.0.0.2", server.voila.log.read_text()[-3000:]
    assert "Using pre-heated kernel" in server.voila.log.read_text()
