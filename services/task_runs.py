"""Jobs a request waits for: recorded, enqueued through the outbox, and awaited without blocking the loop."""

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator

from documents import outbox, task_runs
from documents.database import in_transaction
from services import outbox as outbox_service
from services.sessions import Principal


async def start(db, actor: str, kind: str, principal: Principal, payload: dict) -> int:
    """Records the run and its outbox intent in one transaction, enqueues it; the run id."""
    async def record(session):
        run = await task_runs.insert(db, kind, principal.kind, principal.id, payload, session=session)
        return run.id, await outbox.record(db, actor, {"runId": run.id}, session=session)

    run_id, job_id = await in_transaction(db, record)
    await outbox_service.dispatch(db, actor, job_id)
    return run_id


async def wait_for(db, run_id: int, seconds: float) -> task_runs.TaskRun | None:
    """The finished run, or None when it did not finish within `seconds`. Polls with a growing
    interval (0.05 s up to 0.5 s): one indexed read each, never a blocking wait."""
    deadline = time.monotonic() + seconds
    interval = 0.05
    while True:
        run = await task_runs.get(db, run_id)
        if run is not None and run.status in task_runs.FINISHED:
            return run
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None
        await asyncio.sleep(min(interval, remaining))
        interval = min(interval * 1.5, 0.5)


@contextlib.asynccontextmanager
async def claimed(db, job_id: int) -> AsyncIterator[task_runs.TaskRun | None]:
    """For the job: its run when this delivery may execute it (outbox claim held, renewed while the block
    runs; run queued, or running under a claim that lapsed because its worker died); None for a duplicate
    delivery, which must do nothing."""
    async with outbox_service.claimed(db, job_id) as job:
        run = None if job is None else await task_runs.start(db, job["payload"]["runId"])
        if job is not None and run is None:
            await outbox.mark_done(db, job_id)
        yield run
