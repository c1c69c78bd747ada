"""The outbox: a job recorded in MongoDB (with the change that causes it) before it is enqueued,
so that no email or notification is lost when Redis is unreachable at request time."""

from datetime import timedelta

from pymongo import IndexModel, ReturnDocument

from documents.base import utcnow
from documents.counters import next_id

COLLECTION = "outbox"
INDEXES = [IndexModel([("status", 1), ("dispatchAfter", 1)], name="status_dispatch")]

# An enqueued job that has not finished within this time is enqueued again by the sweeper.
REDISPATCH_AFTER = timedelta(minutes=5)
# A claimed job whose worker died is claimable again after this lease.
CLAIM_LEASE = timedelta(minutes=2)


async def record(db, actor: str, payload: dict, session=None) -> int:
    job_id = await next_id(db, COLLECTION)
    now = utcnow()
    await db[COLLECTION].insert_one(
        {"_id": job_id, "actor": actor, "payload": payload, "status": "pending", "attempts": 0,
         "createdAt": now, "dispatchAfter": now, "claimedAt": None, "doneAt": None, "lastError": None},
        session=session,
    )
    return job_id


async def mark_dispatched(db, job_id: int) -> None:
    await db[COLLECTION].update_one(
        {"_id": job_id, "status": "pending"}, {"$set": {"dispatchAfter": utcnow() + REDISPATCH_AFTER}}
    )


async def take_undispatched(db, limit: int = 100) -> list[dict]:
    """Pending jobs whose dispatch is due, each pushed back so one sweeper takes it per period."""
    now = utcnow()
    taken = []
    cursor = db[COLLECTION].find({"status": "pending", "dispatchAfter": {"$lte": now}}, {"_id": 1}).limit(limit)
    for job_id in [doc["_id"] async for doc in cursor]:
        job = await db[COLLECTION].find_one_and_update(
            {"_id": job_id, "status": "pending", "dispatchAfter": {"$lte": now}},
            {"$set": {"dispatchAfter": now + REDISPATCH_AFTER}},
            return_document=ReturnDocument.AFTER,
        )
        if job is not None:
            taken.append(job)
    return taken


async def claim(db, job_id: int) -> dict | None:
    """Marks the job as being run; None when it is done or another worker holds it."""
    now = utcnow()
    return await db[COLLECTION].find_one_and_update(
        {"_id": job_id, "$or": [{"status": "pending"},
                                {"status": "running", "claimedAt": {"$lt": now - CLAIM_LEASE}}]},
        {"$set": {"status": "running", "claimedAt": now}, "$inc": {"attempts": 1}},
        return_document=ReturnDocument.AFTER,
    )


async def mark_done(db, job_id: int) -> None:
    await db[COLLECTION].update_one({"_id": job_id}, {"$set": {"status": "done", "doneAt": utcnow()}})


async def release(db, job_id: int, error: str) -> None:
    """Gives a failed attempt back: a retry (or the sweeper) runs it again."""
    await db[COLLECTION].update_one(
        {"_id": job_id, "status": "running"},
        {"$set": {"status": "pending", "claimedAt": None, "lastError": error[:500],
                  "dispatchAfter": utcnow() + REDISPATCH_AFTER}},
    )


async def get(db, job_id: int) -> dict | None:
    return await db[COLLECTION].find_one({"_id": job_id})


def is_finished(job: dict) -> bool:
    return job["status"] == "done"

