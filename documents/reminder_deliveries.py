"""Reminder deliveries: one record per (installment, schedule, client, channel), ever (CONTRACT 13). The unique
index decides that a reminder is sent once: a run inserts the record, claiming it, before it sends."""

from datetime import datetime, timedelta

from pymongo import IndexModel, ReturnDocument
from pymongo.errors import DuplicateKeyError

from documents.base import StoredDocument, hinted, page_of, paged, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped

COLLECTION = "reminderDeliveries"
SCOPED = True
STATUSES = ("sent", "failed", "skipped")  # as answered; "sending" while a run holds the record
MAX_ATTEMPTS = 3  # a provider's refusal is tried again later that day, this many times in all
RETRY_AFTER = timedelta(minutes=30)
INDEXES = [
    # Exactly once: the key of a delivery.
    IndexModel([("installmentId", 1), ("scheduleId", 1), ("clientId", 1), ("channel", 1)], unique=True,
               name="once"),
    # GET /api/reminders/deliveries (newest first), and what a run or a preview has done already.
    IndexModel([("company", 1), ("_id", -1)], name="company_newest"),
    IndexModel([("groupId", 1), ("_id", -1)], name="group_newest"),
    # Failed deliveries due for another attempt; sending ones whose run stopped.
    IndexModel([("status", 1), ("retryAt", 1)], name="status_retry"),
]


class Delivery(StoredDocument):
    company: int
    groupId: int
    groupName: str
    installmentId: int
    clientId: int
    clientName: str
    scheduleId: int
    channel: str  # "email" | "whatsapp"
    status: str  # "sending" | "sent" | "failed" | "skipped"
    error: str | None = None
    amountCents: int
    dueDate: datetime
    scheduledFor: datetime  # the day the schedule reminds on (UTC midnight of that business day)
    runDay: str  # the business day of the run that made it, YYYY-MM-DD
    sentAt: datetime | None = None
    attempts: int = 0
    retryable: bool = False  # a provider's refusal: nothing was sent, so another attempt may send it
    retryAt: datetime | None = None
    claimedAt: datetime | None = None
    createdAt: datetime


KEY_FIELDS = ("installmentId", "scheduleId", "clientId", "channel")


async def claim_new(db, scope: Scope, fields: dict) -> Delivery | None:
    """Inserts the delivery as `sending` (or as given `status`, for a skipped one), claiming it; None when it
    exists already (made by another run or worker): the unique index decides."""
    if not scope.allows(fields["company"]):
        raise PermissionError(f"company {fields['company']} is outside the caller's scope")
    delivery = Delivery(id=await next_id(db, COLLECTION), **{"status": "sending", "createdAt": utcnow(),
                                                             "claimedAt": utcnow(), **fields})
    try:
        await db[COLLECTION].insert_one(delivery.to_mongo())
    except DuplicateKeyError:
        return None
    return delivery


async def claim_retry(db, scope: Scope, delivery_id: int) -> Delivery | None:
    """Takes a failed, retryable delivery whose time has come back to `sending`; None when another run took it."""
    now = utcnow()
    doc = await db[COLLECTION].find_one_and_update(
        {**scope.records(record_id=delivery_id), "status": "failed", "retryable": True, "retryAt": {"$lte": now}},
        {"$set": {"status": "sending", "claimedAt": now, "retryAt": None}}, return_document=ReturnDocument.AFTER)
    return Delivery.from_mongo(doc)


async def finish(db, scope: Scope, delivery_id: int, *, status: str, error: str | None = None,
                 retryable: bool = False, session=None) -> None:
    """Records the outcome of a claimed delivery; a retryable failure is tried again after RETRY_AFTER while
    attempts remain."""
    now = utcnow()
    doc = await db[COLLECTION].find_one({"_id": delivery_id}, {"attempts": 1}, session=session)
    attempts = (doc or {}).get("attempts", 0) + 1
    again = retryable and attempts < MAX_ATTEMPTS
    await db[COLLECTION].update_one(scope.records(record_id=delivery_id), {"$set": {
        "status": status, "error": error, "attempts": attempts, "retryable": again,
        "retryAt": now + RETRY_AFTER if again else None, "sentAt": now if status == "sent" else None}},
        session=session)


async def made_keys(db, scope: Scope, company_id: int) -> set[tuple]:
    """The keys of every delivery of the company (what a run or a preview must not make again)."""
    cursor = db[COLLECTION].find(scope.records(company_id), dict.fromkeys(KEY_FIELDS, 1),
                                 batch_size=100_000)
    return {tuple(doc[field] for field in KEY_FIELDS) async for doc in cursor}


async def retries_due(db, scope: Scope, company_id: int) -> list[int]:
    """Ids of the company's failed deliveries due for another attempt."""
    cursor = db[COLLECTION].find({"status": "failed", "retryAt": {"$lte": utcnow()}, **scope.records(company_id)},
                                 {"_id": 1})
    return [doc["_id"] async for doc in cursor]


@unscoped("the scheduler looks across companies for failed deliveries due for another attempt")
async def companies_with_retries_due(db) -> set[int]:
    cursor = db[COLLECTION].find({"status": "failed", "retryAt": {"$lte": utcnow()}}, {"company": 1})
    return {doc["company"] async for doc in cursor}


async def get(db, scope: Scope, delivery_id: int) -> Delivery | None:
    return Delivery.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=delivery_id)))


def list_index(criteria: dict) -> str | None:
    return "group_newest" if "groupId" in criteria else "company_newest" if "company" in criteria else "_id_"


async def find_page(db, scope: Scope, *, company_id: int | None, group_id: int | None, status: str | None,
                    page: int, limit: int) -> tuple[list[Delivery], int]:
    """(deliveries newest first, total) of one page: one command."""
    criteria = scope.records(company_id)
    if group_id is not None:
        criteria["groupId"] = group_id
    if status is not None:
        criteria["status"] = status
    cursor = await db[COLLECTION].aggregate(paged(criteria, (page - 1) * limit, limit, []),
                                            **hinted(list_index(criteria)))
    docs, total = page_of(await cursor.to_list())
    return [Delivery.from_mongo(doc) for doc in docs], total


async def give_up_interrupted(db, scope: Scope, company_id: int, claimed_before: datetime, message: str) -> int:
    """Deliveries of the company left `sending` by a run that stopped (a worker killed during the send): whether
    the message went out is unknown, and a second one is worse than none, so they are recorded failed, never
    tried again. How many."""
    result = await db[COLLECTION].update_many(
        {**scope.records(company_id), "status": "sending", "claimedAt": {"$lt": claimed_before}},
        {"$set": {"status": "failed", "error": message, "retryable": False, "retryAt": None}})
    return result.modified_count
