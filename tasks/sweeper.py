"""Worker middleware that enqueues outbox jobs whose enqueue failed at request time (Redis was
down) or that never finished: what the request recorded is always sent in the end."""

import logging
import threading

from dramatiq.asyncio import get_event_loop_thread
from dramatiq.middleware import Middleware

from services.outbox import jobs_to_redispatch, not_enqueued

log = logging.getLogger(__name__)


class OutboxSweeper(Middleware):
    def __init__(self, database, interval_seconds: float):
        self.database = database
        self.interval_seconds = interval_seconds
        self.stopping = threading.Event()

    def after_worker_boot(self, broker, worker):
        self.stopping.clear()
        threading.Thread(target=self._run, args=(broker,), daemon=True, name="outbox-sweeper").start()

    def before_worker_shutdown(self, broker, worker):
        self.stopping.set()

    def _run(self, broker) -> None:
        while not self.stopping.wait(self.interval_seconds):
            try:
                self.sweep(broker)
            except Exception:  # noqa: BLE001 - keep sweeping after a database or broker outage
                log.warning("outbox sweep failed", exc_info=True)

    def sweep(self, broker) -> int:
        async def take():
            return await jobs_to_redispatch(self.database())

        loop_thread = get_event_loop_thread()
        if loop_thread is None:  # the AsyncIO middleware is not running (a worker stopping)
            return 0
        jobs = loop_thread.run_coroutine(take())
        for position, (actor_name, job_id) in enumerate(jobs):
            try:
                broker.get_actor(actor_name).send(job_id)
            except Exception:
                unsent = [pending for _, pending in jobs[position:]]

                async def give_back(unsent=unsent):
                    await not_enqueued(self.database(), unsent)

                loop_thread.run_coroutine(give_back())
                raise
        if jobs:
            log.info("outbox sweeper enqueued %d job(s)", len(jobs))
        return len(jobs)


