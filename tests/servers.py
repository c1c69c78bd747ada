"""Real servers for the tests: SecantusDB, Redis and the app itself, each on a free port."""

import contextlib
import socket
from pathlib import Path

from bench.servers import AppThread, RedisProcess
from embedded import EmbeddedMongo, free_port


class RedisServer(RedisProcess):
    """A redis-server process that a test can stop and start again on the same port; it must be installed."""

    def __init__(self, workdir: Path):
        super().__init__(workdir, required=True)


def start_mongo(workdir: Path) -> EmbeddedMongo:
    return EmbeddedMongo(workdir / "db", log_path=workdir / "secantusd.log", test_commands=True).start()


class AppServer(AppThread):
    """The real application on its own event loop in a thread, as the bench runs it, without the ceiling."""

    def __init__(self, config, redis_url: str | None):
        super().__init__(config, redis_url, ceiling=False, run_timeout=30)


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
