"""Payments: money received (or paid out) for a company, optionally against an installment group."""

from datetime import datetime

from pymongo import IndexModel

from documents.base import StoredDocument

COLLECTION = "payments"
INSTALLMENT_PAYMENT = "installment_payment"
INDEXES = [
    # The installment payments of a set of groups (figures of a list page or of one group).
    IndexModel([("installmentGroupId", 1), ("serviceType", 1)], name="group_service"),
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


async def installment_payments(db, group_ids, session=None) -> list[Payment]:
    """The installment payments of these groups, in one query."""
    ids = sorted(set(group_ids))
    if not ids:
        return []
    cursor = db[COLLECTION].find({"installmentGroupId": {"$in": ids}, "serviceType": INSTALLMENT_PAYMENT},
                                 session=session)
    return [Payment.from_mongo(doc) async for doc in cursor]


async def group_has_payments(db, group_id: int, session=None) -> bool:
    return await db[COLLECTION].find_one({"installmentGroupId": group_id}, {"_id": 1}, session=session) is not None


async def belongs_to_group(db, payment_id: int, group_id: int) -> bool:
    found = await db[COLLECTION].find_one({"_id": payment_id, "installmentGroupId": group_id}, {"_id": 1})
    return found is not None
