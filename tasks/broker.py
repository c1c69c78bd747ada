"""The Dramatiq broker: Redis when REDIS_URL is set, else an in-process broker for the embedded mode.

Set at import time, before any actor module is imported, because actors bind to the broker
that is current when they are declared.
"""

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware.asyncio import AsyncIO

from config import get_settings
from documents.database import connect

settings = get_settings()

if settings.redis_url:
    broker = RedisBroker(url=settings.redis_url)
else:
    broker = StubBroker()
    broker.emit_after("process_boot")

# Default middleware (age limit, time limit, shutdown notifications, callbacks, pipelines,
# retries) stays as Dramatiq sets it up; these are ours:
# - async actors run on one event loop thread per worker process
broker.add_middleware(AsyncIO())

dramatiq.set_broker(broker)

_databases: dict = {}


def database():
    """The database handle of the running event loop (one client per loop, made on first use)."""
    import asyncio

    loop = asyncio.get_running_loop()
    if loop not in _databases:
        _databases[loop] = connect(settings.mongodb_url)[settings.mongodb_db]
    return _databases[loop]


def start_in_process_worker(threads: int = 4) -> dramatiq.Worker:
    """Consumes jobs inside the API process (embedded mode, no REDIS_URL)."""
    worker = dramatiq.Worker(broker, worker_threads=threads)
    worker.start()
    return worker
