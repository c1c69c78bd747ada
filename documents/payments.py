"""Payments: money received (or paid out) for a company, optionally against an installment group."""

from datetime import datetime

from pymongo import IndexModel

from documents.base import StoredDocument, contains, hinted, utcnow
from documents.counters import next_id
from documents.scope import Scope
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
    cursor = db[COLLECTION].find(criteria, **hinted(list_index(criteria))).sort([("paymentDate", -1), ("_id", -1)])
    return [Payment.from_mongo(doc) async for doc in cursor]


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
