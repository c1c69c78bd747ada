"""The outbox: a job recorded in MongoDB (with the change that causes it) before it is enqueued,
so that no email or notification is lost when Redis is unreachable at request time."""

import uuid
from datetime import timedelta

from pymongo import IndexModel, ReturnDocument

from documents.base import utcnow
from documents.counters import next_id

COLLECTION = "outbox"
SCOPED = False  # jobs, each acting for the record its payload names
INDEXES = [IndexModel([("status", 1), ("dispatchAfter", 1)], name="status_dispatch")]

# An enqueued job that has not finished within this time is enqueued again by the sweeper.
REDISPATCH_AFTER = timedelta(minutes=5)
# A claimed job is held this long; its worker renews the claim while the job runs (services.outbox.claimed),
# so a job whose worker died is claimable again, and enqueued again by the sweeper, once this has passed.
CLAIM_LEASE = timedelta(seconds=30)


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


async def give_back(db, job_ids: list[int]) -> None:
    """Jobs a sweeper took but could not enqueue (the broker away): due again at once, for the next sweep."""
    if job_ids:
        await db[COLLECTION].update_many({"_id": {"$in": job_ids}, "status": {"$in": ["pending", "running"]}},
                                         {"$set": {"dispatchAfter": utcnow()}})


async def take_undispatched(db, limit: int = 100) -> list[dict]:
    """Jobs to enqueue again, each pushed back so one sweeper takes it per period: pending jobs whose
    dispatch is due (never enqueued, or enqueued long ago and never run), and claimed jobs whose claim
    lapsed (their worker died: a claim is renewed while its job runs)."""
    now = utcnow()
    taken = []
    due = {"status": {"$in": ["pending", "running"]}, "dispatchAfter": {"$lte": now}}
    cursor = db[COLLECTION].find(due, {"_id": 1}).limit(limit)
    for job_id in [doc["_id"] async for doc in cursor]:
        job = await db[COLLECTION].find_one_and_update(
            {"_id": job_id, **due}, {"$set": {"dispatchAfter": now + REDISPATCH_AFTER}},
            return_document=ReturnDocument.AFTER,
        )
        if job is not None:
            taken.append(job)
    return taken


async def claim(db, job_id: int) -> dict | None:
    """Marks the job as being run by the caller (its `claim` token, for renew()); None when it is done or
    another worker holds it. The sweeper looks at it again when the claim lapses."""
    now = utcnow()
    return await db[COLLECTION].find_one_and_update(
        {"_id": job_id, "$or": [{"status": "pending"},
                                {"status": "running", "claimedAt": {"$lt": now - CLAIM_LEASE}}]},
        {"$set": {"status": "running", "claimedAt": now, "dispatchAfter": now + CLAIM_LEASE,
                  "claim": uuid.uuid4().hex},
         "$inc": {"attempts": 1}},
        return_document=ReturnDocument.AFTER,
    )


async def renew(db, job_id: int, claim: str) -> bool:
    """Extends the caller's claim by a lease; False when it lapsed and another worker claimed the job."""
    now = utcnow()
    result = await db[COLLECTION].update_one(
        {"_id": job_id, "status": "running", "claim": claim},
        {"$set": {"claimedAt": now, "dispatchAfter": now + CLAIM_LEASE}})
    return result.matched_count == 1


async def mark_done(db, job_id: int) -> None:
    await db[COLLECTION].update_one({"_id": job_id}, {"$set": {"status": "done", "doneAt": utcnow()}})


async def release(db, job_id: int, error: str) -> None:
    """Gives a failed attempt back: a retry (or the sweeper) runs it again."""
    await db[COLLECTION].update_one(
        {"_id": job_id, "status": "running"},
        {"$set": {"status": "pending", "claimedAt": None, "lastError": error[:500],
                  "dispatchAfter": utcnow() + REDISPATCH_AFTER}},
    )


async def backlog(db) -> int:
    """Jobs recorded and not done yet (pending or running): the outbox backlog a scrape reports."""
    return await db[COLLECTION].count_documents({"status": {"$in": ["pending", "running"]}})


async def get(db, job_id: int) -> dict | None:
    return await db[COLLECTION].find_one({"_id": job_id})

