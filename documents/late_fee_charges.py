"""Late fee charges: one record per installment ever charged a late fee (its `_id` is the installment id), written
in the transaction that adds the fee installment (CONTRACT 13). The `_id` decides that a fee is charged once;
the record stays when the fee installment is deleted (waived), so it is never charged again."""

from datetime import datetime

from documents.base import StoredDocument, utcnow
from documents.scope import Scope

COLLECTION = "lateFeeCharges"
SCOPED = True
INDEXES: list = []  # read by `_id` (the installment id) only


class Charge(StoredDocument):
    company: int
    groupId: int
    feeInstallmentId: int
    amountCents: int
    chargedOn: str  # the business day, YYYY-MM-DD
    createdAt: datetime


async def charged(db, scope: Scope, installment_ids, session=None) -> set[int]:
    """Which of these installments were charged a late fee already."""
    wanted = sorted(set(installment_ids))
    if not wanted:
        return set()
    cursor = db[COLLECTION].find({"_id": {"$in": wanted}, **scope.filter()}, {"_id": 1}, session=session)
    return {doc["_id"] async for doc in cursor}


async def record(db, scope: Scope, installment_id: int, fields: dict, session) -> None:
    """In the fee's transaction: a concurrent charge of the same installment conflicts with it (one of the two
    commits; the other, retried, finds this record and charges nothing)."""
    if not scope.allows(fields["company"]):
        raise PermissionError(f"company {fields['company']} is outside the caller's scope")
    charge = Charge(id=installment_id, createdAt=utcnow(), **fields)
    await db[COLLECTION].insert_one(charge.to_mongo(), session=session)
