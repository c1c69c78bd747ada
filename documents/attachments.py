"""Installment attachments: files kept for a group, optionally linked to one of its payments."""

from datetime import datetime

from pymongo import IndexModel

from documents.base import StoredDocument, utcnow
from documents.counters import next_ids
from documents.scope import Scope

COLLECTION = "attachments"
SCOPED = True
INDEXES = [
    # A group's attachments in the order they were added; the records a group deletion removes.
    IndexModel([("groupId", 1), ("_id", 1)], name="group_oldest"),
    # The attachments of a page of payments (the payments list), in one $in query.
    IndexModel("paymentId", name="payment"),
]


class Attachment(StoredDocument):
    title: str
    groupId: int
    fileId: int
    attachment: str  # the file's location, /api/files/<fileId>
    paymentId: int | None = None
    company: int
    createdBy: int | None = None
    createdAt: datetime


async def insert_many(db, scope: Scope, records: list[dict], session) -> list[Attachment]:
    """Stores the records (fields of Attachment without id and createdAt) with fresh ids."""
    if not all(scope.allows(record["company"]) for record in records):
        raise PermissionError("an attachment's company is outside the caller's scope")
    ids = await next_ids(db, COLLECTION, len(records))
    now = utcnow()
    stored = [Attachment(id=i, createdAt=now, **record) for i, record in zip(ids, records, strict=True)]
    await db[COLLECTION].insert_many([a.to_mongo() for a in stored], session=session)
    return stored


async def of_group(db, scope: Scope, group_id: int) -> list[Attachment]:
    cursor = db[COLLECTION].find({"groupId": group_id, **scope.filter()}).sort("_id", 1)
    return [Attachment.from_mongo(doc) async for doc in cursor]


async def get(db, scope: Scope, attachment_id: int, session=None) -> Attachment | None:
    return Attachment.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=attachment_id),
                                                               session=session))


async def delete(db, scope: Scope, attachment_id: int, session) -> bool:
    """Whether the record was there to delete."""
    result = await db[COLLECTION].delete_one(scope.records(record_id=attachment_id), session=session)
    return result.deleted_count == 1


async def delete_of_group(db, scope: Scope, group_id: int, session) -> list[int]:
    """Deletes the group's records; the ids of their GridFS files, which the caller deletes after
    the commit (GridFS writes cannot join the transaction)."""
    criteria = {"groupId": group_id, **scope.filter()}
    cursor = db[COLLECTION].find(criteria, {"fileId": 1}, session=session)
    file_ids = [doc["fileId"] async for doc in cursor]
    if file_ids:
        await db[COLLECTION].delete_many(criteria, session=session)
    return file_ids


async def payment_attachments(db, scope: Scope, payment_ids) -> dict[int, list[Attachment]]:
    """`{paymentId: [attachments oldest first]}` for the given payments, in one query."""
    wanted = sorted({i for i in payment_ids if i is not None})
    by_payment: dict[int, list[Attachment]] = {i: [] for i in wanted}
    if not wanted:
        return by_payment
    cursor = db[COLLECTION].find({"paymentId": {"$in": wanted}, **scope.filter()}).sort("_id", 1)
    async for doc in cursor:
        attachment = Attachment.from_mongo(doc)
        if attachment.paymentId is not None:  # always: the query asks for these payments
            by_payment[attachment.paymentId].append(attachment)
    return by_payment
