"""The Dramatiq broker: Redis when REDIS_URL is set, else an in-process broker for the embedded mode.

Set at import time, before any actor module is imported, because actors bind to the broker
that is current when they are declared.
"""

import asyncio

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware.asyncio import AsyncIO

from config import get_settings
from documents.database import connect
from tasks.job_log import JobLog
from tasks.sweeper import OutboxSweeper

settings = get_settings()

# One queue per job family, so a backlog of one never delays another; a worker thread takes the
# lowest number first: a request waits for "interactive" jobs (reminders, AI parse), nobody waits
# for an email.
PRIORITY = {"interactive": 0, "notifications": 10, "emails": 20, "default": 30}
_databases: dict = {}


def database():
    """The database handle of the running event loop (one client per loop, made on first use)."""
    loop = asyncio.get_running_loop()
    if loop not in _databases:
        _databases[loop] = connect(settings.database_url())[settings.mongodb_db]
    return _databases[loop]


# A worker process that stops heartbeating (every poll of Redis, about once a second) for this long is dead:
# the next maintenance pass hands the messages it had taken to the live workers. Maintenance runs on a
# share of the broker's commands; at about 4 polls a second per process, 5% means every few seconds. A
# live but busy worker taken for dead costs nothing: a handed-over job finds its outbox claim held.
HEARTBEAT_TIMEOUT_MS = 15_000
MAINTENANCE_CHANCE = 50_000  # per million commands

broker: dramatiq.Broker
if settings.redis_url:
    broker = RedisBroker(url=settings.redis_url, heartbeat_timeout=HEARTBEAT_TIMEOUT_MS,
                         maintenance_chance=MAINTENANCE_CHANCE)
else:
    broker = StubBroker()
    broker.emit_after("process_boot")

# Dramatiq's default middleware (age limit, time limit, shutdown notifications, callbacks,
# pipelines, retries) stays; ours, in order:
# - async actors run on one event loop thread per worker process
broker.add_middleware(AsyncIO())
# - a log line per job: which job, how long, how it ended
broker.add_middleware(JobLog())
# - jobs recorded in the outbox but never enqueued (Redis was down) are enqueued by the workers
broker.add_middleware(OutboxSweeper(database, settings.outbox_sweep_seconds))

dramatiq.set_broker(broker)


def start_in_process_worker(threads: int = 4) -> dramatiq.Worker:
    """Consumes jobs inside the API process (embedded mode, no REDIS_URL)."""
    worker = dramatiq.Worker(broker, worker_threads=threads)
    worker.start()
    return worker
