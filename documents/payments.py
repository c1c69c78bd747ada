"""Payments: money received (or paid out) for a company, optionally against an installment group."""

from datetime import datetime

from pydantic import BaseModel
from pymongo import IndexModel

from documents.base import WHOLE_LIST_BATCH, StoredDocument, built, contains, hinted, long_read, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped
from documents.service_types import INSTALLMENT_PAYMENT

COLLECTION = "payments"
SCOPED = True
STATUSES = ("pending", "approved", "declined")
INDEXES = [
    # The installment payments of a set of groups (figures of a list page or of one group).
    IndexModel([("installmentGroupId", 1), ("serviceType", 1)], name="group_service"),
    # The scoped list, newest payment date first.
    IndexModel([("company", 1), ("paymentDate", -1), ("_id", -1)], name="company_date"),
    # A client's payments (the client view and the `client` filter).
    IndexModel([("clientId", 1), ("paymentDate", -1)], name="client_date"),
    # The account type rename cascade.
    IndexModel([("company", 1), ("accountType", 1)], name="company_account_type"),
]


class LinkedAttachment(BaseModel):
    id: int
    attachment: str
    title: str


class Payment(StoredDocument):
    accountType: str | None = None
    serviceType: str
    # Minor units (cents): sums are exact integers.
    amountCents: int
    paymentType: str = "income"
    description: str | None = None
    clientId: int | None = None
    paymentDate: datetime
    status: str = "pending"
    company: int
    installmentGroupId: int | None = None
    associatedEntity: str | None = None
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None
    # What the payments list shows of other records, kept with the payment so the list reads nothing else
    # (docs/decisions.md, "Names kept with payments"): set when it is recorded, kept current by the changes
    # that move them (client, group and company renames, agent changes, attachments added and deleted).
    # `companyName` None: a payment from before they were kept, named by the start-up backfill.
    companyName: str | None = None
    clientName: str | None = None
    agentIds: list[int] = []  # the client's agents
    groupName: str | None = None
    attachments: list[LinkedAttachment] = []  # oldest first


async def installment_payments(db, scope: Scope, group_ids, session=None) -> list[Payment]:
    """The installment payments of these groups, in one query."""
    ids = sorted({i for i in group_ids if i is not None})
    if not ids:
        return []
    cursor = db[COLLECTION].find({"installmentGroupId": {"$in": ids}, "serviceType": INSTALLMENT_PAYMENT,
                                  **scope.filter()}, session=session)
    return [Payment.from_mongo(doc) async for doc in cursor]


async def group_has_payments(db, scope: Scope, group_id: int, session=None) -> bool:
    return await db[COLLECTION].find_one({"installmentGroupId": group_id, **scope.filter()}, {"_id": 1},
                                         session=session) is not None


async def belongs_to_group(db, scope: Scope, payment_id: int, group_id: int) -> bool:
    return payment_id in await of_group_among(db, scope, [payment_id], group_id)


async def of_group_among(db, scope: Scope, payment_ids, group_id: int) -> set[int]:
    """Which of `payment_ids` are payments of the group, in one query."""
    cursor = db[COLLECTION].find({"_id": {"$in": sorted(set(payment_ids))}, "installmentGroupId": group_id,
                                  **scope.filter()}, {"_id": 1})
    return {doc["_id"] async for doc in cursor}


def list_index(criteria: dict) -> str | None:
    """The index the payments list reads (docs/indexes.md): a client's payments by date when a client
    is pinned, else the companies' by date (every caller but a super-admin is confined to its
    companies). None for a client's payments alone (a lookup every planner makes through
    `client_date`) and for a super-admin's whole list, which reads every payment: no index orders
    payments by date across companies."""
    if "clientId" in criteria:
        return None if list(criteria) == ["clientId"] else "client_date"
    return "company_date" if "company" in criteria else None



async def find(db, scope: Scope, *, company_id: int | None = None, client_id: int | None = None,
               account_type: str | None = None, status: str | None = None, query: str | None = None) -> list[Payment]:
    """The scoped list, newest payment date first."""
    criteria = scope.records(company_id)
    if client_id is not None:
        criteria["clientId"] = client_id
    if status is not None:
        criteria["status"] = status
    if account_type is not None:
        criteria["accountType"] = account_type
    elif query:
        criteria["accountType"] = contains(query)
    cursor = long_read(db[COLLECTION]).find(criteria, batch_size=WHOLE_LIST_BATCH, **hinted(list_index(criteria)))
    found = await built(cursor, Payment.from_mongo)
    # Ordered here: the whole list is read anyway, and a server-side sort of it costs SecantusDB more than the
    # read (185 ms of 300 for 2,400 payments) and MongoDB a blocking sort of the caller's companies' payments.
    found.sort(key=lambda p: (p.paymentDate, p.id), reverse=True)
    return found


async def of_clients(db, scope: Scope, client_ids) -> list[Payment]:
    ids = sorted({i for i in client_ids if i is not None})
    if not ids:
        return []
    cursor = db[COLLECTION].find({"clientId": {"$in": ids}, **scope.filter()}).sort([("paymentDate", -1),
                                                                                     ("_id", -1)])
    return [Payment.from_mongo(doc) async for doc in cursor]


async def get(db, scope: Scope, payment_id: int, session=None) -> Payment | None:
    return Payment.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=payment_id), session=session))


async def insert(db, scope: Scope, fields: dict, session=None) -> Payment:
    if not scope.allows(fields["company"]):
        raise PermissionError(f"company {fields['company']} is outside the caller's scope")
    payment = Payment(id=await next_id(db, COLLECTION), createdAt=utcnow(), **fields)
    await db[COLLECTION].insert_one(payment.to_mongo(), session=session)
    return payment


async def update(db, scope: Scope, payment_id: int, fields: dict, session=None) -> None:
    await db[COLLECTION].update_one(scope.records(record_id=payment_id), {"$set": {**fields, "updatedAt": utcnow()}},
                                    session=session)


async def delete(db, scope: Scope, payment_id: int, session=None) -> None:
    await db[COLLECTION].delete_one(scope.records(record_id=payment_id), session=session)


async def rename_account_type(db, scope: Scope, company_id: int, old: str, new: str, session=None) -> None:
    await db[COLLECTION].update_many({**scope.records(company_id), "accountType": old},
                                     {"$set": {"accountType": new}}, session=session)


async def name_client(db, scope: Scope, client_id: int, name: str, agent_ids: list[int], session=None) -> None:
    """A client's name and agents, as its payments show them (in the client change's transaction)."""
    await db[COLLECTION].update_many({"clientId": client_id, **scope.filter()},
                                     {"$set": {"clientName": name, "agentIds": agent_ids}}, session=session)


@unscoped("a deleted user leaves the agents of every company's clients, as clients.unassign_agent_everywhere")
async def unassign_agent_everywhere(db, agent_id: int, session=None) -> None:
    await db[COLLECTION].update_many({"agentIds": agent_id}, {"$pull": {"agentIds": agent_id}}, session=session)


async def name_group(db, scope: Scope, group_id: int, name: str, session=None) -> None:
    await db[COLLECTION].update_many({"installmentGroupId": group_id, **scope.filter()},
                                     {"$set": {"groupName": name}}, session=session)


async def name_company(db, scope: Scope, company_id: int, name: str, session=None) -> None:
    await db[COLLECTION].update_many(scope.records(company_id), {"$set": {"companyName": name}}, session=session)


async def attach(db, scope: Scope, payment_id: int, linked: list[LinkedAttachment], session) -> None:
    await db[COLLECTION].update_one(scope.records(record_id=payment_id),
                                    {"$push": {"attachments": {"$each": [a.model_dump() for a in linked]}}},
                                    session=session)


async def detach(db, scope: Scope, payment_id: int, attachment_id: int, session) -> None:
    await db[COLLECTION].update_one(scope.records(record_id=payment_id),
                                    {"$pull": {"attachments": {"id": attachment_id}}}, session=session)


async def set_shown(db, scope: Scope, payment_id: int, shown: dict, session=None) -> None:
    """Stores what the list shows of other records (derived data: `updatedAt` stays)."""
    await db[COLLECTION].update_one(scope.records(record_id=payment_id), {"$set": shown}, session=session)


@unscoped("the start-up backfill of the names kept with payments reaches every company's payments")
async def unnamed(db, limit: int) -> list[Payment]:
    """Payments from before names were kept with them, a batch at a time."""
    return [Payment.from_mongo(doc) async for doc in db[COLLECTION].find({"companyName": None}).limit(limit)]
