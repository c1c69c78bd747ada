"""The embedded database: `secantusd-py` as a child process with its data under DATA_DIR/db."""

import contextlib
import logging
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

log = logging.getLogger(__name__)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _url_file(storage_path: Path) -> Path:
    """Where a running embedded database says its address, beside its data: a command run while the server
    runs (`server.py seed-demo`) uses that database instead of opening the same files a second time."""
    return storage_path.parent / "embedded-db.url"


def running_url(storage_path: Path) -> str | None:
    """The address of the embedded database already running on `storage_path`, if one answers."""
    try:
        url = _url_file(storage_path).read_text(encoding="utf-8").strip()
        port = int(url.split("127.0.0.1:", 1)[1].split("/", 1)[0])
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
        return url
    except (OSError, ValueError, IndexError):
        return None


def _command() -> str:
    beside_python = Path(sys.executable).with_name("secantusd-py")
    found = beside_python if beside_python.exists() else shutil.which("secantusd-py")
    if not found:
        raise RuntimeError("secantusd-py not found: install the project's dependencies (make install)")
    return str(found)


class EmbeddedMongo:
    """Starts the server on a free loopback port and stops it on `stop()`."""

    def __init__(self, storage_path: Path, log_path: Path | None = None, test_commands: bool = False):
        self.storage_path = storage_path
        # configureFailPoint (tests only: a deliberately slow or failing database).
        self.test_commands = test_commands
        self.log_path = log_path or storage_path.parent / "secantusd.log"
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"mongodb://127.0.0.1:{self.port}/?directConnection=true"

    def start(self, timeout: float = 30.0) -> "EmbeddedMongo":
        self.storage_path.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "ab") as output:
            self.process = subprocess.Popen(
                [_command(), "--host", "127.0.0.1", "--port", str(self.port),
                 "--storage-path", str(self.storage_path), "--log-level", "WARNING",
                 *(["--enable-test-commands"] if self.test_commands else [])],
                stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"secantusd-py exited with {self.process.returncode}; see {self.log_path}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                log.info("embedded database on port %s, data in %s", self.port, self.storage_path)
                _url_file(self.storage_path).write_text(self.url, encoding="utf-8")
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"secantusd-py did not start within {timeout} s; see {self.log_path}")

    def stop(self) -> None:
        if self.process is not None:
            with contextlib.suppress(OSError):
                if _url_file(self.storage_path).read_text(encoding="utf-8") == self.url:
                    _url_file(self.storage_path).unlink()
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
