"""The API server: `python server.py [--processes N]` serves; `python server.py create-superadmin` creates the
first account and `python server.py seed-demo` loads a demo data set (both also while the server runs)."""

import argparse
import asyncio
import logging
import os
import signal
import sys

import redis.asyncio as aioredis
import tornado.httpserver
import tornado.netutil
import tornado.process
import tornado.web

import metrics
from config import Settings, get_settings
from documents.base import detect_planner
from documents.database import connect, ensure_indexes
from documents.users import EmailTaken
from handlers import (
    account_types,
    auth,
    client_profile,
    clients,
    companies,
    developers,
    files,
    health,
    imports,
    installment_ai,
    installment_groups,
    notifications,
    openapi,
    pages,
    payments,
    plan_templates,
    projects,
    reminder_schedules,
    reminders,
    reports,
    scrape,
    service_types,
    users,
)
from handlers.base import NotFoundHandler
from handlers.lifecycle import InFlight, access_log
from handlers.openapi import openapi_path
from logs import log_format, setup_logging
from services.throttle import MemoryThrottle, RedisThrottle

log = logging.getLogger("server")

ROUTE_MODULES = (
    auth,
    health,
    scrape,
    openapi,
    pages,
    companies,
    reminder_schedules,
    reminders,
    reports,
    service_types,
    account_types,
    developers,
    projects,
    clients,
    users,
    client_profile,
    files,
    installment_groups,
    plan_templates,
    imports,
    payments,
    notifications,
    installment_ai,
)


def routes() -> list:
    return [route for module in ROUTE_MODULES for route in module.routes]


def route_templates() -> dict:
    """Each handler's route as the OpenAPI document writes it (`/api/clients/{id}`): the metrics' `route`."""
    return {handler: openapi_path(regex)[0] for regex, handler, *_ in routes()}


def make_app(config: Settings, db, redis=None, throttle=None) -> tornado.web.Application:
    if throttle is None:
        throttle = (RedisThrottle(redis, config.login_max_failures, config.login_window_seconds) if redis
                    else MemoryThrottle(config.login_max_failures, config.login_window_seconds))
    return tornado.web.Application(
        routes(), default_handler_class=NotFoundHandler, config=config, db=db, redis=redis,
        throttle=throttle, in_flight=InFlight(config.max_in_flight, config.max_heavy_in_flight),
        log_function=access_log, route_templates=route_templates(),
    )


# Bodies are read whole only up to this size; upload routes stream and raise it per request.
JSON_BODY_LIMIT = 1024 * 1024


def http_server(app: tornado.web.Application) -> tornado.httpserver.HTTPServer:
    return tornado.httpserver.HTTPServer(app, xheaders=True, max_body_size=JSON_BODY_LIMIT)


async def bootstrap(config: Settings, db) -> None:
    from services.auth import ensure_superadmin

    await detect_planner(db)
    await ensure_indexes(db)
    if config.superadmin_email and config.superadmin_password:
        try:
            created = await ensure_superadmin(db, config.superadmin_email, config.superadmin_password,
                                              config.bcrypt_rounds)
        except EmailTaken:  # another API process (--processes N) created it at the same moment
            created = None
        if created:
            log.info("created super-admin %s", created.email)


# Set by SIGTERM/SIGINT before this process's event loop takes the signals over (see fork()).
_stop_requested = False


async def serve(config: Settings, sockets: list | None = None) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    if _stop_requested:
        stop.set()

    client = connect(config.database_url())
    db = client[config.mongodb_db]
    await bootstrap(config, db)
    redis = aioredis.from_url(config.redis_url) if config.redis_url else None

    import tasks
    from tasks.health import record_heartbeat

    worker = None if config.redis_url else tasks.broker.start_in_process_worker()
    app = make_app(config, db, redis)
    server = http_server(app)
    server.add_sockets(sockets if sockets is not None else tornado.netutil.bind_sockets(config.port))
    # Proves at start-up that jobs are consumed (by this process in embedded mode).
    record_heartbeat.send(f"startup:{os.getpid()}")
    log.info("listening on port %s", config.port)
    if config.env == "development":
        base = f"http://localhost:{config.port}"
        log.info("API reference: %s/api/docs (the OpenAPI document: %s/api/openapi.json)", base, base)
        log.info("first account: python server.py create-superadmin --email you@example.com --password ...; "
                 "or a demo data set: python server.py seed-demo (while this server runs)")
    from services import backfills

    backfill = asyncio.create_task(backfills.run(db))

    await stop.wait()
    backfill.cancel()
    await drain(server, app.settings["in_flight"], config.shutdown_timeout_seconds)
    if worker is not None:
        # Jobs in hand finish (or stay in the outbox, which the next start's sweeper re-enqueues).
        await loop.run_in_executor(None, worker.stop, int(config.shutdown_timeout_seconds * 1000))
    if redis is not None:
        await redis.aclose()
    await client.close()
    log.info("stopped")


async def drain(server: tornado.httpserver.HTTPServer, in_flight: InFlight, seconds: float) -> None:
    """Stops accepting connections, lets the requests in flight finish (up to `seconds`),
    then closes every connection."""
    server.stop()
    # Requests that still come on open keep-alive connections are served, then their connection closes.
    server.conn_params.no_keep_alive = True
    log.info("stopping: no new connections, %d request(s) in flight", in_flight.count)
    if not await in_flight.wait_idle(seconds):
        log.warning("stopping: %d request(s) still running after %s s are cut off", in_flight.count, seconds)
    await server.close_all_connections()


class _ChildPids:
    """The pids of the forked API processes, which Tornado's fork_processes keeps to itself: each
    child writes its own into a pipe that the parent reads when it has a signal to pass on."""

    def __init__(self):
        self.read_end, self.write_end = os.pipe()
        os.set_blocking(self.read_end, False)
        self.pending = b""
        self.pids: set[int] = set()

    def register(self) -> None:
        os.write(self.write_end, b"%d\n" % os.getpid())

    def current(self) -> set[int]:
        try:
            while chunk := os.read(self.read_end, 4096):
                self.pending += chunk
        except BlockingIOError:
            pass
        *lines, self.pending = self.pending.split(b"\n")
        self.pids.update(int(line) for line in lines if line)
        return self.pids


def fork(processes: int) -> int:
    """Forks the API processes (0: one per CPU) and returns the task id in each of them. The parent
    stays inside Tornado's fork_processes, restarts a child that dies, passes SIGTERM and SIGINT on
    to the children so that stopping the parent stops all of them gracefully, and exits once they
    have all exited."""
    parent, children = os.getpid(), _ChildPids()

    def on_signal(signum, frame):
        global _stop_requested
        _stop_requested = True  # also inherited by a child forked after this (a restart)
        if os.getpid() != parent:
            return  # a child before its event loop took the signal over: serve() stops at once
        for pid in children.current():
            try:
                os.kill(pid, signum)
            except ProcessLookupError:
                pass

    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, on_signal)
    task_id = tornado.process.fork_processes(processes)
    children.register()
    return task_id


async def create_superadmin(config: Settings, email: str, password: str) -> int:
    from services.auth import ensure_superadmin

    client = connect(config.database_url())
    try:
        db = client[config.mongodb_db]
        await ensure_indexes(db)
        created = await ensure_superadmin(db, email, password, config.bcrypt_rounds)
    finally:
        await client.close()
    if created is None:
        print(f"a user with email {email} already exists", file=sys.stderr)
        return 1
    print(f"created super-admin {created.email} (id {created.id})")
    return 0


def serve_processes(config: Settings, processes: int) -> int:
    """`--processes N`: binds the port, then forks before any event loop, database client or thread
    exists (each process makes its own)."""
    if processes < 0:
        print("--processes must be 0 (one per CPU) or more", file=sys.stderr)
        return 2
    if not config.mongodb_url or not config.redis_url:
        # The embedded database is a single child process of a single server, and without Redis
        # jobs and login throttle counters live in the memory of one process.
        print("--processes other than 1 needs MONGODB_URL and REDIS_URL: the embedded database and the "
              "in-process job worker serve a single process", file=sys.stderr)
        return 2
    config.signing_secret()  # a generated development secret is written once, before the processes read it
    sockets = tornado.netutil.bind_sockets(config.port)
    fork(processes)
    if _stop_requested:  # restarted after a crash while the others are stopping
        return 0
    asyncio.run(serve(config, sockets))
    return 0


async def seed_demo(config: Settings) -> int:
    from datetime import datetime

    from services.demo import seed_demo as seed

    client = connect(config.database_url())
    try:
        db = client[config.mongodb_db]
        await ensure_indexes(db)
        accounts = await seed(db, config.bcrypt_rounds, datetime.now(config.tz).date())
    finally:
        await client.close()
    if accounts is None:
        print("the demo data set is already there (demo.root@example.com exists)", file=sys.stderr)
        return 1
    print("Demo accounts (email, password, role); sign in with POST /api/auth/login:")
    for email, password, level in accounts:
        print(f"  {email:<32} {password:<16} {level}")
    return 0


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, epilog="Without a command: serve the API. Settings come "
                                     "from the environment (README, Configuration).")
    parser.add_argument("--port", type=int, help="listen port (default: PORT or 8000)")
    parser.add_argument("--processes", type=int, default=1, metavar="N",
                        help="API processes sharing the port (0: one per CPU); more than 1 needs "
                             "MONGODB_URL and REDIS_URL")
    commands = parser.add_subparsers(dest="command")
    superadmin = commands.add_parser("create-superadmin", help="create the first super-admin")
    superadmin.add_argument("--email", required=True)
    superadmin.add_argument("--password", required=True)
    commands.add_parser("seed-demo", help="fill the database with a small demo data set and print its accounts")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """The command line; any failure is one line on stderr and exit status 1 (the log has the details)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - a person reads this: one line, no traceback
        log.debug("command failed", exc_info=True)
        print(f"server.py: error: {error or type(error).__name__}", file=sys.stderr)
        return 1


def _main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    config = get_settings()
    setup_logging(config.log_level, fmt=log_format(config.log_format, config.env))
    if args.port:
        config.port = args.port
    if args.command is None and (args.processes != 1 or config.redis_url):
        # Several API processes, or workers of their own: metrics shared through files (metrics.py).
        metrics.multiprocess_restart(config.data_dir / "metrics")
    if args.command is None and args.processes != 1:
        return serve_processes(config, args.processes)

    embedded = None
    if not config.mongodb_url:
        from embedded import EmbeddedMongo, running_url

        running = running_url(config.data_dir / "db")
        if running is not None and args.command is None:
            print(f"server.py: error: a server already runs on the embedded database in {config.data_dir} "
                  "(stop it first, or give this one another DATA_DIR)", file=sys.stderr)
            return 1
        if running is not None:
            config.mongodb_url = running  # the running server's database: its files are open there
        else:
            embedded = EmbeddedMongo(config.data_dir / "db").start()
            config.mongodb_url = embedded.url
    try:
        if args.command == "create-superadmin":
            return asyncio.run(create_superadmin(config, args.email, args.password))
        if args.command == "seed-demo":
            return asyncio.run(seed_demo(config))
        asyncio.run(serve(config))
        return 0
    finally:
        if embedded is not None:
            embedded.stop()


if __name__ == "__main__":
    sys.exit(main())
