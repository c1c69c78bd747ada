"""Read receipts of notifications: one per notification and account that has read it."""

from pymongo import IndexModel
from pymongo.errors import BulkWriteError

from documents.base import utcnow

COLLECTION = "notificationReads"
SCOPED = False  # read receipts of one account
INDEXES = [IndexModel([("kind", 1), ("userId", 1), ("notificationId", 1)], name="reader_notification")]

DUPLICATE_KEY = 11000


def receipt_id(notification_id: int, kind: str, user_id: int) -> str:
    # The kind is part of the key: staff and client ids come from different counters and overlap.
    return f"{notification_id}:{kind}:{user_id}"


async def read_ids(db, kind: str, user_id: int, notification_ids) -> set[int]:
    """Which of `notification_ids` this account has read, in one query."""
    wanted = sorted(set(notification_ids))
    if not wanted:
        return set()
    cursor = db[COLLECTION].find({"kind": kind, "userId": user_id, "notificationId": {"$in": wanted}},
                                 {"notificationId": 1})
    return {doc["notificationId"] async for doc in cursor}


async def mark_read(db, kind: str, user_id: int, notification_ids) -> int:
    """Stores the missing receipts; the number newly marked. Receipts that exist (a repeat, or a
    concurrent request of the same account) are left as they are."""
    wanted = sorted(set(notification_ids))
    if not wanted:
        return 0
    now = utcnow()
    receipts = [{"_id": receipt_id(n, kind, user_id), "notificationId": n, "userId": user_id, "kind": kind,
                 "readAt": now} for n in wanted]
    try:
        result = await db[COLLECTION].insert_many(receipts, ordered=False)
    except BulkWriteError as error:
        if any(e["code"] != DUPLICATE_KEY for e in error.details["writeErrors"]):
            raise
        return error.details["nInserted"]
    return len(result.inserted_ids)
