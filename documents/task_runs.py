"""Runs of jobs whose result someone waits for (AI parse, reminders): status, result and owner."""

from datetime import datetime

from pymongo import IndexModel, ReturnDocument

from documents.base import StoredDocument, utcnow
from documents.counters import next_id

COLLECTION = "taskRuns"
SCOPED = False  # read back only by the account that started the run
# Results are kept a day: long enough for a client polling an async job, short enough to hold
# no agreement data for long.
INDEXES = [IndexModel("createdAt", expireAfterSeconds=24 * 3600, name="expire")]
FINISHED = ("done", "failed")


class TaskRun(StoredDocument):
    kind: str  # "ai_parse" | "reminder"
    ownerKind: str
    ownerId: int
    status: str = "queued"  # queued | running | done | failed
    payload: dict = {}
    data: dict | list | None = None
    message: str | None = None
    # The HTTP status the waiting request answers a failure with (500, 504...).
    failureStatus: int | None = None
    createdAt: datetime
    startedAt: datetime | None = None
    # Set just before a call whose effect cannot be repeated safely (a WhatsApp message): a run found
    # started with it set was cut off mid-call, and is not sent again.
    sendingAt: datetime | None = None
    finishedAt: datetime | None = None


async def insert(db, kind: str, owner_kind: str, owner_id: int, payload: dict, session=None) -> TaskRun:
    run = TaskRun(id=await next_id(db, COLLECTION), kind=kind, ownerKind=owner_kind, ownerId=owner_id,
                  payload=payload, createdAt=utcnow())
    await db[COLLECTION].insert_one(run.to_mongo(), session=session)
    return run


async def get(db, run_id: int) -> TaskRun | None:
    return TaskRun.from_mongo(await db[COLLECTION].find_one({"_id": run_id}))


async def get_owned(db, run_id: int, kind: str, owner_kind: str, owner_id: int) -> TaskRun | None:
    return TaskRun.from_mongo(await db[COLLECTION].find_one(
        {"_id": run_id, "kind": kind, "ownerKind": owner_kind, "ownerId": owner_id}))


async def start(db, run_id: int) -> TaskRun | None:
    """Moves a queued run to running; None when it already ran. A running run is started again: the caller
    holds its job's outbox claim, which one worker holds at a time, so the worker that started it died."""
    return TaskRun.from_mongo(await db[COLLECTION].find_one_and_update(
        {"_id": run_id, "status": {"$in": ["queued", "running"]}},
        {"$set": {"status": "running", "startedAt": utcnow()}},
        return_document=ReturnDocument.AFTER))


async def mark_sending(db, run_id: int) -> None:
    await db[COLLECTION].update_one({"_id": run_id}, {"$set": {"sendingAt": utcnow()}})


async def finish(db, run_id: int, *, data=None, message: str | None = None, failure_status: int | None = None,
                 session=None) -> None:
    status = "failed" if failure_status else "done"
    await db[COLLECTION].update_one(
        {"_id": run_id},
        {"$set": {"status": status, "data": data, "message": message, "failureStatus": failure_status,
                  "finishedAt": utcnow()}, "$unset": {"payload.document": ""}},
        session=session)
