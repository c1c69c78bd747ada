"""Heartbeats written by the health job: proof that a worker consumed a message."""

from documents.base import utcnow

COLLECTION = "heartbeats"
SCOPED = False  # worker liveness
INDEXES: list = []


async def record(db, token: str, worker: str) -> None:
    await db[COLLECTION].update_one(
        {"_id": token}, {"$set": {"worker": worker, "seenAt": utcnow()}}, upsert=True
    )


async def get(db, token: str) -> dict | None:
    return await db[COLLECTION].find_one({"_id": token})
