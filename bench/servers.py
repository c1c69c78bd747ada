"""The servers a bench run starts: Redis (when installed) and the app in-process with a command recorder,
next to a constant-JSON Tornado handler that marks the framework's ceiling on this machine. The tests run the
same servers (tests/servers.py)."""

import asyncio
import contextlib
import copy
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import tornado.httpserver
import tornado.web
from pymongo.monitoring import CommandListener

from embedded import free_port

CONSTANT_BODY = b'{"message": "ok", "data": [1, 2, 3]}'


def wait_for_port(port: int, process: subprocess.Popen | None = None, name: str = "server",
                  timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{name} exited with {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{name} did not listen on port {port} within {timeout} s")


class CommandRecorder(CommandListener):
    """Counts the database commands the app sends and, while `capturing`, keeps them (with their
    database) to be replayed as the route's database floor."""

    def __init__(self):
        self.count = 0
        self.capturing = False
        self.captured: list[tuple[str, dict]] = []

    def started(self, event):
        self.count += 1
        if self.capturing:
            self.captured.append((event.database_name, copy.deepcopy(dict(event.command))))

    def succeeded(self, event):
        pass

    def failed(self, event):
        pass


class RedisProcess:
    """A throwaway redis-server on a free port, or nothing when redis-server is not installed (unless
    `required`); it can be stopped and started again on the same port."""

    def __init__(self, workdir: Path, required: bool = False):
        self.workdir = workdir
        self.required = required
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str | None:
        return f"redis://127.0.0.1:{self.port}/0" if self.process else None

    def start(self) -> "RedisProcess":
        binary = shutil.which("redis-server")
        if binary is None and self.required:
            raise RuntimeError("redis-server is not installed (scripts/ensure-redis.sh installs it)")
        if binary:
            self.process = subprocess.Popen(
                [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                 "--dir", str(self.workdir)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wait_for_port(self.port, self.process, "redis-server")
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


class ConstantHandler(tornado.web.RequestHandler):
    """The framework's ceiling: a constant JSON answer, no session, no database."""

    def get(self):
        self.set_header("Content-Type", "application/json")
        self.finish(CONSTANT_BODY)


class AppThread:
    """The real application on a free port, on its own event loop in a thread (as the tests run it),
    its database client reporting to a CommandRecorder (`commands`); with `ceiling`, the constant
    handler on another port. `run(coroutine)` runs a coroutine on that loop, so callers reach documents/
    through the app's own client (one client per event loop)."""

    def __init__(self, config, redis_url: str | None, *, ceiling: bool = True, run_timeout: float = 600):
        self.config = config
        self.redis_url = redis_url
        self.port = free_port()
        self.ceiling_port = free_port() if ceiling else None
        self.ceiling = None
        self.run_timeout = run_timeout
        self.recorder = CommandRecorder()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True, name="app-loop")

    @property
    def commands(self) -> CommandRecorder:
        return self.recorder

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ceiling_url(self) -> str:
        return f"http://127.0.0.1:{self.ceiling_port}/constant"

    def start(self) -> "AppThread":
        self.thread.start()
        self.run(self._start())
        return self

    async def _start(self):
        import redis.asyncio as aioredis

        import tasks  # noqa: F401  (registers the actors that services enqueue by name)
        from documents.database import connect
        from server import bootstrap, http_server, make_app

        self.client = connect(self.config.mongodb_url, event_listeners=[self.recorder])
        self.db = self.client[self.config.mongodb_db]
        await bootstrap(self.config, self.db)
        self.redis = aioredis.from_url(self.redis_url) if self.redis_url else None
        self.app = make_app(self.config, self.db, self.redis)
        self.server = http_server(self.app)
        self.server.listen(self.port, address="127.0.0.1")
        if self.ceiling_port is not None:
            self.ceiling = tornado.httpserver.HTTPServer(tornado.web.Application([(r"/constant", ConstantHandler)]))
            self.ceiling.listen(self.ceiling_port, address="127.0.0.1")

    def run(self, coroutine, timeout: float | None = None):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout or self.run_timeout)

    def stop(self) -> None:
        async def close():
            for server in (self.server, self.ceiling):
                if server is None:
                    continue
                server.stop()
                await server.close_all_connections()
            await self.client.close()
            if self.redis is not None:
                await self.redis.aclose()

        self.run(close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@contextlib.contextmanager
def seeded_app(database: str, groups: int):
    """A throwaway embedded database seeded with `groups` groups (bench/seed.py) and the app on it, in this
    process, without Redis: (app, seeded). Everything is removed afterwards."""
    from bench import seed as seeding
    from embedded import EmbeddedMongo

    with tempfile.TemporaryDirectory(prefix=f"{database}-") as workdir:
        mongo = EmbeddedMongo(Path(workdir) / "db", log_path=Path(workdir) / "secantusd.log").start()
        try:
            os.environ.update(MONGODB_URL=mongo.url, DATA_DIR=str(Path(workdir) / "data"), BCRYPT_ROUNDS="4")
            os.environ.pop("REDIS_URL", None)
            seeded = seeding.seed(mongo.url, database, groups, bcrypt_rounds=4)
            from config import get_settings

            app = AppThread(get_settings().model_copy(update={"mongodb_db": database}), None).start()
            try:
                yield app, seeded
            finally:
                app.stop()
        finally:
            mongo.stop()
