"""The audit log of installment groups: one entry per change, written in the change's transaction."""

from datetime import datetime

from pymongo import IndexModel

from documents.base import StoredDocument, utcnow
from documents.counters import next_ids

COLLECTION = "groupLogs"
SCOPED = False  # entries of a group: read and written only after the group was read in the caller's scope
# GET /logs/:groupId, newest first.
INDEXES = [IndexModel([("groupId", 1), ("_id", -1)], name="group_newest")]

EVENT_TYPES = ("group_created", "group_updated", "installment_created", "installment_updated",
               "installment_deleted", "attachment_added", "attachment_deleted", "payment_recorded",
               "payment_approved", "payment_declined", "payment_updated", "payment_deleted", "reminder_sent")


class LogEntry(StoredDocument):
    groupId: int
    eventType: str
    description: str
    createdBy: int | None = None
    # The actor's name when it acted: the log reads the same after a rename or a deletion.
    createdByName: str | None = None
    createdAt: datetime


async def write(db, group_id: int, actor, entries: list[tuple[str, str]], session) -> None:
    """Appends (eventType, description) entries by `actor` (with `.id` and `.name`)."""
    await write_many(db, actor, [(group_id, event, text) for event, text in entries], session)


async def write_many(db, actor, entries: list[tuple[int, str, str]], session) -> None:
    """Appends (groupId, eventType, description) entries of any groups by `actor`: one command."""
    if not entries:
        return
    if any(event not in EVENT_TYPES for _, event, _ in entries):
        raise ValueError(entries)
    ids = await next_ids(db, COLLECTION, len(entries))
    now = utcnow()
    await db[COLLECTION].insert_many(
        [LogEntry(id=log_id, groupId=group_id, eventType=event, description=text, createdBy=actor.id,
                  createdByName=actor.name, createdAt=now).to_mongo()
         for log_id, (group_id, event, text) in zip(ids, entries, strict=True)],
        session=session,
    )


async def of_group(db, group_id: int) -> list[LogEntry]:
    cursor = db[COLLECTION].find({"groupId": group_id}).sort("_id", -1)
    return [LogEntry.from_mongo(doc) async for doc in cursor]
