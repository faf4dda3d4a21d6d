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
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import nbformat
import psutil
import pytest

from tests.helpers.jupyter_server import free_port
from tests.helpers.processes import stop_process_group

REPO = Path(__file__).resolve().parents[2]
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
    "def report():\n"
    "    while not os.environ.get('REMOTE_ADDR'):\n"
    "        time.sleep(0.05)\n"
    "    with open(os.environ['ELEVENKIT_TEST_MARKS'], 'a') as out:\n"
    "        out.write(f\"{os.getpid()} {os.environ['REMOTE_ADDR']}\\n\")\n"
    "threading.Thread(target=report, daemon=True).start()\n"
    "print('the last cell ran')",
)
LINK = "address.ipynb?class=4B&seed=7"
CONFIG = f"""
from elevenkit.serving.class_pool import install_class_pool, pools_config
from elevenkit.serving.voila_fixes import apply_voila_fixes

c = get_config()
apply_voila_fixes()
c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 1
c.VoilaConfiguration.show_tracebacks = False
install_class_pool()
c.VoilaKernelManager.kernel_pools_config = pools_config({{{LINK!r}: 1}}, default_size=1)
"""


@dataclass
class Server:
    port: int
    log: Path
    marks: Path
    process: subprocess.Popen

    def addresses(self) -> dict[int, str]:
        """The address each kernel's thread wrote once it had one (kernel pid -> address)."""
        text = self.marks.read_text() if self.marks.exists() else ""
        return {int(pid): address for pid, address in (line.split() for line in text.splitlines())}

    def answers(self) -> bool:
        """Whether Voila answers its front page."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=5) as response:
                return response.status == 200
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False

    def kernel_pid(self, kernel_id: str) -> int:
        for proc in psutil.Process(self.process.pid).children(recursive=True):
            if any(kernel_id in arg for arg in proc.cmdline()):
                return proc.pid
        raise AssertionError(f"no process for kernel {kernel_id}")

    def open_page(self, query: str, source: str, headers: dict[str, str] | None = None) -> tuple[str, int]:
        """The page's printed address line and its kernel's pid, asked for from the address ``source``."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120, source_address=(source, 0))
        try:
            connection.request("GET", f"/voila/render/address.ipynb?{query}", headers=headers or {})
            response = connection.getresponse()
            page = response.read().decode()
        finally:
            connection.close()
        assert response.status == 200, page[:2000]
        printed = re.search(r"address \S+ waits \w+", page)
        config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
        assert printed is not None and config is not None, (page[-2000:], self.log.read_text()[-3000:])
        return printed.group(0), self.kernel_pid(str(json.loads(config.group(1))["kernelId"]))


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    root, config = tmp_path / "root", tmp_path / "config"
    root.mkdir()
    config.mkdir()
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell) for cell in CELLS])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, root / "address.ipynb")
    (config / "voila.py").write_text(CONFIG)
    port = free_port()
    marks, log = tmp_path / "marks.txt", tmp_path / "voila.log"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_PATH": str(config),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),
        "ELEVENKIT_DB": str(tmp_path / "classroom.sqlite3"),
        "ELEVENKIT_TEST_MARKS": str(marks),
        "PYTHONPATH": str(REPO),
    }
    for leaked in ("QUERY_STRING", "REMOTE_ADDR", "ELEVENKIT_CLASS"):  # none of the test runner's own
        env.pop(leaked, None)
    command = [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
               "--Voila.port_retries=0"]  # fmt: skip
    with log.open("w") as out:
        process = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
    running = Server(port, log, marks, process)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not running.answers():
            assert process.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.3)
        yield running
    finally:
        stop_process_group(process)


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
    assert server.addresses().get(pid) == "127.0.0.2", server.log.read_text()[-3000:]
    assert "Using pre-heated kernel" in server.log.read_text()
