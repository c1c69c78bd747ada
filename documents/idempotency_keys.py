"""Idempotency keys of payment creation: a repeated request answers the first answer again."""

from datetime import timedelta

from pymongo import IndexModel
from pymongo.errors import DuplicateKeyError

from documents.base import utcnow

COLLECTION = "idempotencyKeys"
SCOPED = False  # keyed by the account that sent the request
KEPT_FOR = timedelta(hours=24)
# A claim whose request died before answering can be taken again after this.
CLAIM_LEASE = timedelta(minutes=2)
# MongoDB removes keys a day old; reads also ignore older ones (the TTL monitor runs once a minute).
INDEXES = [IndexModel("createdAt", expireAfterSeconds=int(KEPT_FOR.total_seconds()), name="expire")]


def key_id(kind: str, user_id: int, key: str) -> str:
    return f"{kind}:{user_id}:{key}"


async def claim(db, record_id: str, request_hash: str) -> dict | None:
    """None when this request now holds the key; else the stored record (answered or in progress)."""
    now = utcnow()
    fresh = {"_id": record_id, "requestHash": request_hash, "status": "running", "answer": None,
             "httpStatus": None, "createdAt": now, "claimedAt": now}
    try:
        await db[COLLECTION].insert_one(fresh)
        return None
    except DuplicateKeyError:
        pass
    stored = await db[COLLECTION].find_one({"_id": record_id})
    if stored is None:
        return await claim(db, record_id, request_hash)
    expired = stored["createdAt"] < now - KEPT_FOR
    abandoned = stored["status"] == "running" and stored["claimedAt"] < now - CLAIM_LEASE
    if expired or abandoned:
        # Take it over only if nobody else did in the meantime.
        taken = await db[COLLECTION].find_one_and_replace({"_id": record_id, "claimedAt": stored["claimedAt"]}, fresh)
        if taken is not None:
            return None
        return await db[COLLECTION].find_one({"_id": record_id})
    return stored


async def complete(db, record_id: str, http_status: int, answer: str, session) -> None:
    """Keeps the answer (JSON text), in the transaction of the change it answers for."""
    await db[COLLECTION].update_one({"_id": record_id},
                                    {"$set": {"status": "done", "httpStatus": http_status, "answer": answer}},
                                    session=session)


async def release(db, record_id: str) -> None:
    """The request failed: the key is free for a retry."""
    await db[COLLECTION].delete_one({"_id": record_id, "status": "running"})
