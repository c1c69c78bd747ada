"""Enqueuing recorded jobs (right after the request's commit, and again by the sweeper when that failed or
the worker running one died), and holding a job's claim while it runs."""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import dramatiq

from documents import outbox

log = logging.getLogger(__name__)


def _enqueue(actor_name: str, job_id: int) -> None:
    # By name, so that services never import tasks/; the actor is registered in this process.
    dramatiq.get_broker().get_actor(actor_name).send(job_id)


async def dispatch(db, actor_name: str, job_id: int) -> bool:
    """Enqueues a recorded job; False (logged) when the broker is unreachable: the sweeper
    will enqueue it later, so the caller's request still succeeds."""
    try:
        # The Redis client blocks; keep it off the event loop.
        await asyncio.get_running_loop().run_in_executor(None, _enqueue, actor_name, job_id)
    except Exception:  # noqa: BLE001 - any broker failure
        log.warning("could not enqueue %s job %s; the outbox sweeper will", actor_name, job_id, exc_info=True)
        return False
    await outbox.mark_dispatched(db, job_id)
    return True


async def jobs_to_redispatch(db) -> list[tuple[str, int]]:
    return [(job["actor"], job["_id"]) for job in await outbox.take_undispatched(db)]


async def not_enqueued(db, job_ids: list[int]) -> None:
    """The sweeper could not enqueue these (the broker away): the next sweep tries them again, not in
    REDISPATCH_AFTER (a run due while Redis was down runs within a sweep of Redis coming back)."""
    await outbox.give_back(db, job_ids)


@contextlib.asynccontextmanager
async def claimed(db, job_id: int) -> AsyncIterator[dict | None]:
    """The job claimed for this worker, or None when it is done or another worker holds it. The claim is
    renewed while the block runs: a job whose worker dies (SIGKILL, a lost machine) is claimable again
    within outbox.CLAIM_LEASE, and the sweeper enqueues it again then."""
    job = await outbox.claim(db, job_id)
    if job is None:
        yield None
        return

    async def keep() -> None:
        while True:
            await asyncio.sleep(outbox.CLAIM_LEASE.total_seconds() / 3)
            try:
                if not await outbox.renew(db, job_id, job["claim"]):
                    log.warning("job %s: the claim lapsed and another worker took it", job_id)
                    return
            except Exception:  # noqa: BLE001 - a database blip: try again at the next renewal
                log.warning("job %s: could not renew the claim", job_id, exc_info=True)

    keeper = asyncio.create_task(keep())
    try:
        yield job
    finally:
        keeper.cancel()
