"""Enqueuing recorded jobs: right after the request's commit, and again by the sweeper when that failed."""

import asyncio
import logging

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
