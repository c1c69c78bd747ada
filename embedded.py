"""The embedded database: `secantusd-py` as a child process with its data under DATA_DIR/db."""

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
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"secantusd-py did not start within {timeout} s; see {self.log_path}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
