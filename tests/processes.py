"""Running the project's own entry points (server.py, worker.py) as child processes."""

import contextlib
import subprocess
import sys
import time
import uuid
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


def start_server(env: dict, cwd: Path, timeout: float = 40, args: tuple = ()) -> tuple[Child, Api]:
    port = free_port()
    child = Child([str(ROOT / "server.py"), "--port", str(port), *args], env, cwd, f"server-{port}.log")
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


@contextlib.contextmanager
def in_process_server(stack, cwd: Path, **env):
    """server.py without Redis (jobs run in-process) on a fresh database, signed in as a super-admin."""
    environment = stack.env(MONGODB_DB=f"embedded_{uuid.uuid4().hex[:8]}", SUPERADMIN_EMAIL="root@example.com",
                            SUPERADMIN_PASSWORD="root-password", **env)
    environment.pop("REDIS_URL", None)
    server, api = start_server(environment, cwd)
    try:
        api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
        yield api
    finally:
        assert server.stop() == 0, server.output()


def estate_over_http(api: Api) -> tuple[int, int]:
    """(company id, group id): a company with a developer, a project "Lagoon", a client and a group."""
    company = api.post("/api/companies", {"name": "Embedded Estates"}, expect=201).body["id"]
    api.post("/api/developers", {"name": "Builder", "company": company}, expect=201)
    developer = api.get("/api/developers").body[0]["id"]
    api.post("/api/projects", {"name": "Lagoon", "company": company, "developerId": developer}, expect=201)
    project = api.get("/api/projects").body[0]["id"]
    client = api.post("/api/clients", {"name": "Buyer", "email": "buyer@example.com", "company": company},
                      expect=201).body["id"]
    group = api.post("/api/installment-groups", {"project": project, "clientIds": [client], "company": company,
                                                 "unitNumber": "7"}, expect=201).body["id"]
    return company, group
