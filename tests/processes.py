"""Running the project's own entry points (server.py, worker.py) as child processes."""

import subprocess
import sys
import time
from pathlib import Path

from embedded import free_port
from tests.http import Api

ROOT = Path(__file__).resolve().parent.parent


class Child:
    def __init__(self, args: list[str], env: dict, cwd: Path, log_name: str):
        self.log_path = cwd / log_name
        self.log = open(self.log_path, "ab")
        self.process = subprocess.Popen([sys.executable, *args], env=env, cwd=cwd, stdout=self.log,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

    def output(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self, timeout: float = 20) -> int:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        return self.process.returncode


def start_server(env: dict, cwd: Path, timeout: float = 40) -> tuple[Child, Api]:
    port = free_port()
    child = Child([str(ROOT / "server.py"), "--port", str(port)], env, cwd, f"server-{port}.log")
    api = Api(f"http://127.0.0.1:{port}")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if child.process.poll() is not None:
            raise AssertionError(f"server.py exited early:\n{child.output()}")
        try:
            if api.get("/healthz").status == 200:
                return child, api
        except OSError:
            pass
        time.sleep(0.1)
    child.stop()
    raise AssertionError(f"server.py did not answer:\n{child.output()}")


def wait_until(predicate, timeout: float = 20, interval: float = 0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError("condition not met in time")
