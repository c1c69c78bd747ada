"""Real servers for the tests: SecantusDB, Redis and the app itself, each on a free port."""

import asyncio
import contextlib
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

from pymongo.monitoring import CommandListener

from embedded import EmbeddedMongo, free_port


def wait_for_port(port: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on port {port}")


class RedisServer:
    """A redis-server process that a test can stop and start again on the same port."""

    def __init__(self, workdir: Path):
        self.workdir = workdir
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> "RedisServer":
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed (scripts/ensure-redis.sh installs it)")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        wait_for_port(self.port)
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def start_mongo(workdir: Path) -> EmbeddedMongo:
    return EmbeddedMongo(workdir / "db", log_path=workdir / "secantusd.log", test_commands=True).start()


class AppServer:
    """The real application, listening on a free port, on its own event loop in a thread.

    `run(coroutine)` executes a coroutine on that loop, so tests reach documents/ through the
    app's own client (one client per event loop).
    """

    def __init__(self, config, redis_url: str | None):
        self.config = config
        self.redis_url = redis_url
        self.port = free_port()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True, name="app-loop")
        self.commands = CommandCounter()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "AppServer":
        self.thread.start()
        self.run(self._start())
        return self

    async def _start(self):
        import redis.asyncio as aioredis

        import tasks  # noqa: F401  (registers the actors that services enqueue by name)
        from documents.database import connect
        from server import bootstrap, http_server, make_app

        self.client = connect(self.config.mongodb_url, event_listeners=[self.commands])
        self.db = self.client[self.config.mongodb_db]
        await bootstrap(self.config, self.db)
        self.redis = aioredis.from_url(self.redis_url) if self.redis_url else None
        self.app = make_app(self.config, self.db, self.redis)
        self.server = http_server(self.app)
        self.server.listen(self.port, address="127.0.0.1")

    def run(self, coroutine, timeout: float = 30):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self) -> None:
        async def close():
            self.server.stop()
            await self.server.close_all_connections()
            await self.client.close()
            if self.redis is not None:
                await self.redis.aclose()

        self.run(close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


class CommandCounter(CommandListener):
    """PyMongo command monitoring: counts the database commands the app sends."""

    def __init__(self):
        self.count = 0

    def started(self, event):
        self.count += 1

    def succeeded(self, event):
        pass

    def failed(self, event):
        pass


class SmtpSink:
    """A real SMTP server (aiosmtpd) that keeps every message it receives."""

    def __init__(self):
        self.port = free_port()
        self.messages: list = []
        self.controller = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    async def handle_DATA(self, server, session, envelope):
        from email import message_from_bytes, policy

        self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 Message accepted for delivery"

    def start(self) -> "SmtpSink":
        from aiosmtpd.controller import Controller

        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)
        self.controller.start()
        return self

    def stop(self) -> None:
        self.controller.stop()

    def to(self, address: str) -> list:
        return [m for m in self.messages if address in m["To"]]


@contextlib.contextmanager
def app_with_stalled_database(config):
    """The app pointed at a listener that never answers, as with a stalled database (a refused
    connection would make PyMongo leave a socket to the garbage collector)."""
    with socket.socket() as blackhole:
        blackhole.bind(("127.0.0.1", 0))
        blackhole.listen(16)
        url = f"mongodb://127.0.0.1:{blackhole.getsockname()[1]}/?directConnection=true"
        config = config.model_copy(update={"mongodb_url": url})
        app = AppServer(config, None)
        app.thread.start()

        async def start_without_bootstrap():
            from documents.database import connect
            from server import make_app

            app.client = connect(url, serverSelectionTimeoutMS=300, connectTimeoutMS=300)
            app.db = app.client[config.mongodb_db]
            app.redis = None
            app.server = make_app(config, app.db).listen(app.port, address="127.0.0.1")

        app.run(start_without_bootstrap())
        try:
            yield app
        finally:
            app.stop()


@contextlib.contextmanager
def app_with_failing_database(config, mongo_url: str, commands=("find", "insert", "findAndModify")):
    """The app on its own connections to the test database, where `commands` fail (a failCommand failpoint
    that only this app's connections meet, by their appName): a database fault that is not a timeout."""
    app = AppServer(config.model_copy(update={"mongodb_url": mongo_url + "&appName=faulty"}), None).start()
    admin = app.client.admin
    app.run(admin.command({"configureFailPoint": "failCommand", "mode": "alwaysOn", "data": {
        "failCommands": list(commands), "errorCode": 2, "appName": "faulty"}}))
    try:
        yield app
    finally:
        app.run(admin.command({"configureFailPoint": "failCommand", "mode": "off"}))
        app.stop()
