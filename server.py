"""The API server: `python server.py` serves; `python server.py create-superadmin` bootstraps an account."""

import argparse
import asyncio
import logging
import os
import signal
import sys

import redis.asyncio as aioredis
import tornado.httpserver
import tornado.web

from config import Settings, get_settings
from documents.database import connect, ensure_indexes
from handlers import (
    account_types,
    attachments,
    auth,
    client_profile,
    clients,
    companies,
    developers,
    files,
    health,
    installment_ai,
    installment_groups,
    notifications,
    payments,
    projects,
    reminder_schedules,
    service_types,
    users,
)
from handlers.base import NotFoundHandler
from services.throttle import MemoryThrottle, RedisThrottle

log = logging.getLogger("server")

ROUTE_MODULES = (
    auth,
    health,
    companies,
    reminder_schedules,
    service_types,
    account_types,
    developers,
    projects,
    clients,
    users,
    client_profile,
    files,
    attachments,
    installment_groups,
    payments,
    notifications,
    installment_ai,
)


def routes() -> list:
    return [route for module in ROUTE_MODULES for route in module.routes]


def make_app(config: Settings, db, redis=None, throttle=None) -> tornado.web.Application:
    if throttle is None:
        throttle = (RedisThrottle(redis, config.login_max_failures, config.login_window_seconds) if redis
                    else MemoryThrottle(config.login_max_failures, config.login_window_seconds))
    return tornado.web.Application(
        routes(), default_handler_class=NotFoundHandler, config=config, db=db, redis=redis,
        throttle=throttle,
    )


# Bodies are read whole only up to this size; upload routes stream and raise it per request.
JSON_BODY_LIMIT = 1024 * 1024


def http_server(app: tornado.web.Application) -> tornado.httpserver.HTTPServer:
    return tornado.httpserver.HTTPServer(app, xheaders=True, max_body_size=JSON_BODY_LIMIT)


async def bootstrap(config: Settings, db) -> None:
    from services.auth import ensure_superadmin

    await ensure_indexes(db)
    if config.superadmin_email and config.superadmin_password:
        created = await ensure_superadmin(db, config.superadmin_email, config.superadmin_password,
                                          config.bcrypt_rounds)
        if created:
            log.info("created super-admin %s", created.email)


async def serve(config: Settings) -> None:
    client = connect(config.mongodb_url)
    db = client[config.mongodb_db]
    await bootstrap(config, db)
    redis = aioredis.from_url(config.redis_url) if config.redis_url else None

    import tasks
    from tasks.health import record_heartbeat

    worker = None if config.redis_url else tasks.broker.start_in_process_worker()
    app = make_app(config, db, redis)
    server = http_server(app)
    server.listen(config.port)
    # Proves at start-up that jobs are consumed (by this process in embedded mode).
    record_heartbeat.send(f"startup:{os.getpid()}")
    log.info("listening on port %s", config.port)

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()

    log.info("stopping: no new connections, finishing requests in flight")
    server.stop()
    await server.close_all_connections()
    if worker is not None:
        worker.stop()
    if redis is not None:
        await redis.aclose()
    await client.close()


async def create_superadmin(config: Settings, email: str, password: str) -> int:
    from services.auth import ensure_superadmin

    client = connect(config.mongodb_url)
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


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, help="listen port (default: PORT or 8000)")
    commands = parser.add_subparsers(dest="command")
    superadmin = commands.add_parser("create-superadmin", help="create the first super-admin")
    superadmin.add_argument("--email", required=True)
    superadmin.add_argument("--password", required=True)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    config = get_settings()
    if args.port:
        config.port = args.port

    embedded = None
    if not config.mongodb_url:
        from embedded import EmbeddedMongo

        embedded = EmbeddedMongo(config.data_dir / "db").start()
        config.mongodb_url = embedded.url
    try:
        if args.command == "create-superadmin":
            return asyncio.run(create_superadmin(config, args.email, args.password))
        asyncio.run(serve(config))
        return 0
    finally:
        if embedded is not None:
            embedded.stop()


if __name__ == "__main__":
    sys.exit(main())
