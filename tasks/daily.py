"""The daily run of reminders and late fees: its actor, and the worker middleware that starts each company's run
at its send hour (services.daily_runs.start_due_runs), once whatever the number of worker processes."""

import logging
import threading
from datetime import UTC, datetime

import dramatiq
from dramatiq.asyncio import get_event_loop_thread
from dramatiq.middleware import Middleware

from services import daily_runs, dunning
from tasks.broker import PRIORITY, broker, database, settings

log = logging.getLogger(__name__)


# Retried like an email: every send and charge of a run is claimed first, so a retry repeats nothing.
@dramatiq.actor(actor_name=dunning.ACTOR, queue_name="default", priority=PRIORITY["default"], max_retries=5,
                min_backoff=5_000, time_limit=30 * 60_000)
async def run_daily(job_id: int) -> None:
    await dunning.run_job(database(), settings, job_id)


class DailyScheduler(Middleware):
    """Every `interval_seconds`, in a thread of each worker process (the API process in the embedded mode):
    start the company runs that are due. A tick that fails (the database away) is logged and the next tries
    again; a run whose job could not be enqueued (Redis away) is in the outbox, and the sweeper sends it."""

    def __init__(self, interval_seconds: float):
        self.interval_seconds = interval_seconds
        self.stopping = threading.Event()

    def after_worker_boot(self, broker, worker):
        self.stopping.clear()
        threading.Thread(target=self._run, daemon=True, name="daily-scheduler").start()

    def before_worker_shutdown(self, broker, worker):
        self.stopping.set()

    def _run(self) -> None:
        while not self.stopping.wait(self.interval_seconds):
            try:
                self.tick()
            except Exception:  # noqa: BLE001 - keep ticking after a database or broker outage
                log.warning("daily run scheduler tick failed", exc_info=True)

    def tick(self) -> int:
        loop_thread = get_event_loop_thread()
        if loop_thread is None:  # the AsyncIO middleware is not running (a worker stopping)
            return 0

        async def start():
            return await daily_runs.start_due_runs(database(), datetime.now(UTC), settings.tz)

        started = loop_thread.run_coroutine(start())
        if started:
            log.info("daily scheduler started %d run(s)", len(started))
        return len(started)


broker.add_middleware(DailyScheduler(settings.daily_tick_seconds))
